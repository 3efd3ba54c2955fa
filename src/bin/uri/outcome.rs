//! What became of one input: a reference, a syntax error, or bytes that are
//! not text at all.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use rfc3986::{Error, UriRef};

/// The result of parsing one input as a URI reference.
pub enum Outcome<'a> {
    /// A valid URI reference, borrowing the input.
    Valid(UriRef<'a>),
    /// Text that is not a URI reference.
    Invalid(Error),
    /// Bytes that are not UTF-8, so not text a URI could be.
    NotUtf8(NotUtf8<'a>),
}

impl<'a> Outcome<'a> {
    /// Parses `bytes` as a `URI-reference`.
    pub fn of(bytes: &'a [u8]) -> Self {
        match std::str::from_utf8(bytes) {
            Ok(text) => match UriRef::parse(text) {
                Ok(reference) => Outcome::Valid(reference),
                Err(error) => Outcome::Invalid(error),
            },
            Err(error) => Outcome::NotUtf8(NotUtf8 {
                bytes,
                valid_up_to: error.valid_up_to(),
            }),
        }
    }

    /// Whether the input is a valid URI reference.
    pub fn is_valid(&self) -> bool {
        matches!(self, Outcome::Valid(_))
    }

    /// The input as text; invalid UTF-8 becomes U+FFFD.
    pub fn input(&self) -> Cow<'a, str> {
        match self {
            Outcome::Valid(reference) => Cow::Borrowed(reference.as_str()),
            Outcome::Invalid(error) => Cow::Owned(error.input().to_owned()),
            Outcome::NotUtf8(not_utf8) => String::from_utf8_lossy(not_utf8.bytes),
        }
    }
}

/// An input that is not UTF-8, and where it stops being UTF-8.
pub struct NotUtf8<'a> {
    bytes: &'a [u8],
    valid_up_to: usize,
}

impl NotUtf8<'_> {
    /// The byte index of the first byte that is not part of valid UTF-8.
    pub fn index(&self) -> usize {
        self.valid_up_to
    }

    /// What was expected at [`NotUtf8::index`], in the words of
    /// [`rfc3986::Error::expected_text`].
    pub fn expected(&self) -> &'static str {
        "UTF-8 text"
    }

    /// The one-line message.
    pub fn message(&self) -> String {
        format!("input is not valid UTF-8 at byte {}", self.valid_up_to)
    }
}

impl fmt::Display for NotUtf8<'_> {
    /// Like [`rfc3986::Error`]: the message, then the input with the bytes
    /// that are not UTF-8 written `\xNN`, and a caret under the first one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::new();
        let mut caret = None;
        let mut at = 0;
        for chunk in self.bytes.utf8_chunks() {
            for c in chunk.valid().chars() {
                // Control characters would move or hide the caret.
                if c.is_control() {
                    line.extend(c.escape_default());
                } else {
                    line.push(c);
                }
            }
            at += chunk.valid().len();
            if at == self.valid_up_to && caret.is_none() {
                caret = Some(line.chars().count());
            }
            for byte in chunk.invalid() {
                write!(line, "\\x{byte:02X}")?;
            }
            at += chunk.invalid().len();
        }
        let caret = caret.unwrap_or_else(|| line.chars().count());
        write!(f, "{}\n  {line}\n  {}^", self.message(), " ".repeat(caret))
    }
}

#[cfg(test)]
mod tests {
    use super::Outcome;

    #[test]
    fn bytes_that_are_not_utf8_are_shown_escaped_with_a_caret() {
        let Outcome::NotUtf8(not_utf8) = Outcome::of(b"a\tb\xffc\xfe") else {
            panic!("not refused as UTF-8");
        };
        assert_eq!(not_utf8.index(), 3);
        assert_eq!(
            not_utf8.to_string(),
            "input is not valid UTF-8 at byte 3\n  a\\tb\\xFFc\\xFE\n      ^"
        );
    }
}
