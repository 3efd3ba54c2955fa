//! What an error's expectations admit, for the tests that check them
//! (tests/hostile.rs, tests/properties.rs).

use rfc3986::Expected;

/// Whether `c` is one of the characters that `expected` names.
pub fn names(expected: Expected, c: char) -> bool {
    let unreserved = c.is_ascii_alphanumeric() || "-._~".contains(c);
    let sub_delims = "!$&'()*+,;=".contains(c);
    match expected {
        Expected::Rule("pchar") => unreserved || sub_delims || "%:@".contains(c),
        Expected::Rule("unreserved") => unreserved,
        Expected::Rule("pct-encoded") => c == '%',
        Expected::Rule("sub-delims") => sub_delims,
        Expected::Rule("ALPHA") => c.is_ascii_alphabetic(),
        Expected::Rule("HEXDIG") => c.is_ascii_hexdigit(),
        Expected::Rule("DIGIT") => c.is_ascii_digit(),
        Expected::Rule(other) => panic!("an expectation no test knows: {other}"),
        Expected::Literal(text) => text.chars().eq([c]),
        Expected::EndOfInput => false,
    }
}

/// Whether one of `expected` names `c`.
#[allow(dead_code)] // Not every test that includes this file uses it.
pub fn admits(expected: &[Expected], c: char) -> bool {
    expected.iter().any(|&e| names(e, c))
}
