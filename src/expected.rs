//! What could have come at the place an input went wrong: the words of an
//! [`Error`](crate::Error)'s expectation, shared by the error and the
//! diagnosis that finds them.

use std::fmt;

/// Something that would have let the parse go on at the error's index.
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

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Rule(name) => f.write_str(name),
            Expected::Literal(text) => write!(f, "\"{text}\""),
            Expected::EndOfInput => f.write_str("end of input"),
        }
    }
}
