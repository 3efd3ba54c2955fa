//! What could have come at the place an input went wrong: the words of an
//! [`Error`](crate::Error)'s expectation, shared by the error and the
//! diagnosis that finds them.

use alloc::string::String;
use core::fmt;

/// Something that would have let the parse go on at the error's index.
///
/// ```
/// use rfc3986::{Expected, UriRef};
///
/// let error = UriRef::parse("http://h/a b").unwrap_err();
/// assert!(error.expected().contains(&Expected::Rule("pchar")));
/// assert_eq!(error.expected().last(), Some(&Expected::EndOfInput)); // "http://h/a" is complete
/// assert_eq!(Expected::Literal("?").to_string(), r#""?""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Expected {
    /// Any character of an ABNF rule, named as in RFC 3986 or RFC 5234
    /// (`pchar`, `sub-delims`, `HEXDIG`...).
    Rule(&'static str),
    /// One literal character, such as `":"` or `"]"`.
    Literal(&'static str),
    /// The end of the input: what came before is a complete reference.
    EndOfInput,
}

impl Expected {
    /// Appends what [`Display`](fmt::Display) writes to `out`, without the
    /// formatting machinery (`Error::expected_text` is on the path of
    /// every refusal a tool reports).
    pub(crate) fn push_to(self, out: &mut String) {
        match self {
            Expected::Rule(name) => out.push_str(name),
            Expected::Literal(text) => {
                out.push('"');
                out.push_str(text);
                out.push('"');
            }
            Expected::EndOfInput => out.push_str("end of input"),
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Rule(name) => f.write_str(name),
            Expected::Literal(text) => write!(f, "\"{text}\""),
            Expected::EndOfInput => f.write_str("end of input"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Expected;

    #[test]
    fn push_to_writes_what_display_writes() {
        for expected in [
            Expected::Rule("pchar"),
            Expected::Literal(":"),
            Expected::Literal("\""),
            Expected::Literal("é"),
            Expected::Literal("ab"),
            Expected::EndOfInput,
        ] {
            let mut text = String::new();
            expected.push_to(&mut text);
            assert_eq!(text, expected.to_string());
        }
    }
}
