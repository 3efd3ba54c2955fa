//! What could have come at the place an input went wrong: the words of an
//! [`Error`](crate::Error)'s expectation, shared by the error and the
//! diagnosis that finds them.

use alloc::string::String;
use core::fmt;

/// Something that would have let the parse go on at the error's index.
///
/// ```
/// use rfc3986::{Expected, RuleName, UriRef};
///
/// let error = UriRef::parse("http://h/a b").unwrap_err();
/// assert!(error.expected().contains(&Expected::Rule(RuleName::Pchar)));
/// assert_eq!(error.expected().last(), Some(&Expected::EndOfInput)); // "http://h/a" is complete
/// assert_eq!(Expected::Literal("?").to_string(), r#""?""#);
/// assert_eq!(Expected::Rule(RuleName::SubDelims).to_string(), "sub-delims");
/// ```
///
/// `#[non_exhaustive]`: a later version may name what was expected in
/// more ways.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Expected {
    /// Any character of an ABNF rule, named as in RFC 3986, RFC 3987 or
    /// RFC 5234 (`pchar`, `sub-delims`, `HEXDIG`...): see [`RuleName`].
    Rule(RuleName),
    /// One literal character, such as `":"` or `"]"`.
    Literal(&'static str),
    /// The end of the input: what came before is a complete reference.
    EndOfInput,
}

/// A rule an [`Expected::Rule`] names: the character classes of RFC 3986
/// (and of RFC 5234's core rules) that the diagnosis names where more than
/// one of their characters would do, the classes RFC 3987 adds for IRIs,
/// and the address rules a host's text is checked against.
///
/// [`RuleName::as_str`] and `Display` give the rule's ABNF name, as the
/// RFCs write it.
///
/// ```
/// use rfc3986::{Expected, RuleName, UriRef};
///
/// let error = UriRef::parse("http://[::1").unwrap_err();
/// assert_eq!(error.expected().first(), Some(&Expected::Rule(RuleName::Hexdig)));
/// assert_eq!(RuleName::Hexdig.as_str(), "HEXDIG");
/// assert_eq!(RuleName::PctEncoded.to_string(), "pct-encoded");
/// ```
///
/// `#[non_exhaustive]`: a grammar change may name another class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum RuleName {
    /// `pchar` (RFC 3986 §3.3): `unreserved`, `pct-encoded`, `sub-delims`,
    /// `:` and `@`.
    Pchar,
    /// `unreserved` (§2.3): `ALPHA`, `DIGIT`, `-`, `.`, `_`, `~`.
    Unreserved,
    /// `pct-encoded` (§2.1): a `%` and two `HEXDIG`.
    PctEncoded,
    /// `sub-delims` (§2.2): `!`, `$`, `&`, `'`, `(`, `)`, `*`, `+`, `,`,
    /// `;`, `=`.
    SubDelims,
    /// `ALPHA` (RFC 5234 Appendix B.1): an ASCII letter.
    Alpha,
    /// `HEXDIG` (RFC 5234 Appendix B.1): a hexadecimal digit.
    Hexdig,
    /// `DIGIT` (RFC 5234 Appendix B.1): a decimal digit.
    Digit,
    /// `ipchar` (RFC 3987 §2.2): `pchar`, with `ucschar` in `iunreserved`.
    Ipchar,
    /// `iunreserved` (RFC 3987 §2.2): `unreserved` and `ucschar`.
    Iunreserved,
    /// `ucschar` (RFC 3987 §2.2): the characters above ASCII an IRI holds.
    Ucschar,
    /// `iprivate` (RFC 3987 §2.2): the private-use characters an IRI's
    /// query holds.
    Iprivate,
    /// `IPv4address` (RFC 3986 §3.2.2).
    Ipv4Address,
    /// `IPv6address` (RFC 3986 §3.2.2).
    Ipv6Address,
}

impl RuleName {
    /// The rule's name in ABNF, as the RFCs write it: `pchar`,
    /// `sub-delims`, `HEXDIG`, `IPv6address`...
    ///
    /// ```
    /// assert_eq!(rfc3986::RuleName::Iunreserved.as_str(), "iunreserved");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            RuleName::Pchar => "pchar",
            RuleName::Unreserved => "unreserved",
            RuleName::PctEncoded => "pct-encoded",
            RuleName::SubDelims => "sub-delims",
            RuleName::Alpha => "ALPHA",
            RuleName::Hexdig => "HEXDIG",
            RuleName::Digit => "DIGIT",
            RuleName::Ipchar => "ipchar",
            RuleName::Iunreserved => "iunreserved",
            RuleName::Ucschar => "ucschar",
            RuleName::Iprivate => "iprivate",
            RuleName::Ipv4Address => "IPv4address",
            RuleName::Ipv6Address => "IPv6address",
        }
    }
}

impl fmt::Display for RuleName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Expected {
    /// Appends what [`Display`](fmt::Display) writes to `out`, without the
    /// formatting machinery (`Error::expected_text` is on the path of
    /// every refusal a tool reports).
    pub(crate) fn push_to(self, out: &mut String) {
        match self {
            Expected::Rule(name) => out.push_str(name.as_str()),
            Expected::Literal(text) => {
                out.push('"');
                out.push_str(text);
                out.push('"');
            }
            Expected::EndOfInput => out.push_str("end of input"),
        }
    }
}

/// Appends `list` as one phrase to `out`, the last two joined by "or"
/// (`HEXDIG, ".", ":" or "]"`), or "nothing more" when it is empty: what
/// [`Error::expected_text`](crate::Error::expected_text) says.
pub(crate) fn push_phrase(list: &[Expected], out: &mut String) {
    let Some((last, rest)) = list.split_last() else {
        out.push_str("nothing more");
        return;
    };
    for (i, expected) in rest.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        expected.push_to(out);
    }
    if !rest.is_empty() {
        out.push_str(" or ");
    }
    last.push_to(out);
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Rule(name) => f.write_str(name.as_str()),
            Expected::Literal(text) => write!(f, "\"{text}\""),
            Expected::EndOfInput => f.write_str("end of input"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Expected, RuleName};

    #[test]
    fn push_to_writes_what_display_writes() {
        for expected in [
            Expected::Rule(RuleName::Pchar),
            Expected::Rule(RuleName::Ipv6Address),
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
