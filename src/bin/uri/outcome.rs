//! What became of one input: a reference, or a refusal: a syntax error, or
//! bytes that are not text at all.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use rfc3986::{Error, Uri, UriRef};

/// The result of parsing one input as a URI reference.
pub enum Outcome<'a> {
    /// A valid URI reference, borrowing the input.
    Valid(UriRef<'a>),
    /// An input that is not a URI reference.
    Invalid(Refusal<'a>),
}

impl<'a> Outcome<'a> {
    /// Parses `bytes` as a `URI-reference`.
    pub fn of(bytes: &'a [u8]) -> Self {
        match reference(bytes) {
            Ok(reference) => Outcome::Valid(reference),
            Err(refusal) => Outcome::Invalid(refusal),
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
            Outcome::Invalid(refusal) => refusal.input(),
        }
    }
}

/// Parses `bytes` as a `URI-reference` (RFC 3986 §4.1).
pub fn reference(bytes: &[u8]) -> Result<UriRef<'_>, Refusal<'_>> {
    UriRef::parse(text(bytes)?).map_err(Refusal::Syntax)
}

/// Parses `bytes` as a `URI` (RFC 3986 §3), as a base must be.
pub fn uri(bytes: &[u8]) -> Result<Uri<'_>, Refusal<'_>> {
    Uri::parse(text(bytes)?).map_err(Refusal::Syntax)
}

/// `bytes` as text, or where they stop being UTF-8.
fn text(bytes: &[u8]) -> Result<&str, Refusal<'_>> {
    std::str::from_utf8(bytes).map_err(|error| {
        Refusal::NotUtf8(NotUtf8 {
            bytes,
            valid_up_to: error.valid_up_to(),
        })
    })
}

/// Why an input was refused; every subcommand reports it the same way.
pub enum Refusal<'a> {
    /// Text that does not match the grammar.
    Syntax(Error),
    /// Bytes that are not UTF-8, so not text a URI could be.
    NotUtf8(NotUtf8<'a>),
}

impl<'a> Refusal<'a> {
    /// The refused input as text; invalid UTF-8 becomes U+FFFD.
    pub fn input(&self) -> Cow<'a, str> {
        match self {
            Refusal::Syntax(error) => Cow::Owned(error.input().to_owned()),
            Refusal::NotUtf8(not_utf8) => String::from_utf8_lossy(not_utf8.bytes),
        }
    }

    /// The byte index where the input went wrong.
    pub fn index(&self) -> usize {
        match self {
            Refusal::Syntax(error) => error.index(),
            Refusal::NotUtf8(not_utf8) => not_utf8.index(),
        }
    }

    /// What was expected at [`Refusal::index`], as one phrase.
    pub fn expected(&self) -> Cow<'static, str> {
        match self {
            Refusal::Syntax(error) => Cow::Owned(error.expected_text()),
            Refusal::NotUtf8(not_utf8) => Cow::Borrowed(not_utf8.expected()),
        }
    }

    /// The one-line message, without the caret diagram.
    pub fn message(&self) -> String {
        match self {
            Refusal::Syntax(error) => error.message(),
            Refusal::NotUtf8(not_utf8) => not_utf8.message(),
        }
    }
}

impl fmt::Display for Refusal<'_> {
    /// The message, then the input with a caret under where it went wrong.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Syntax(error) => write!(f, "{error:#}"),
            Refusal::NotUtf8(not_utf8) => fmt::Display::fmt(not_utf8, f),
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
    use super::{Outcome, Refusal};

    #[test]
    fn bytes_that_are_not_utf8_are_shown_escaped_with_a_caret() {
        let Outcome::Invalid(Refusal::NotUtf8(not_utf8)) = Outcome::of(b"a\tb\xffc\xfe") else {
            panic!("not refused as UTF-8");
        };
        assert_eq!(not_utf8.index(), 3);
        assert_eq!(
            not_utf8.to_string(),
            "input is not valid UTF-8 at byte 3\n  a\\tb\\xFFc\\xFE\n      ^"
        );
    }
}
