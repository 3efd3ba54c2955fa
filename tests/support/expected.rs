//! What an error's expectations admit, for the tests that check them
//! (tests/hostile.rs, tests/properties.rs).

use rfc3986::{Expected, RuleName};

/// Whether `c` is one of the characters that `expected` names.
pub fn names(expected: Expected, c: char) -> bool {
    let unreserved = c.is_ascii_alphanumeric() || "-._~".contains(c);
    let sub_delims = "!$&'()*+,;=".contains(c);
    match expected {
        Expected::Rule(RuleName::Pchar) => unreserved || sub_delims || "%:@".contains(c),
        Expected::Rule(RuleName::Unreserved) => unreserved,
        Expected::Rule(RuleName::PctEncoded) => c == '%',
        Expected::Rule(RuleName::SubDelims) => sub_delims,
        Expected::Rule(RuleName::Alpha) => c.is_ascii_alphabetic(),
        Expected::Rule(RuleName::Hexdig) => c.is_ascii_hexdigit(),
        Expected::Rule(RuleName::Digit) => c.is_ascii_digit(),
        Expected::Rule(other) => panic!("an expectation no test knows: {other}"),
        Expected::Literal(text) => text.chars().eq([c]),
        Expected::EndOfInput => false,
        other => panic!("an expectation no test knows: {other:?}"),
    }
}

/// Whether one of `expected` names `c`.
#[allow(dead_code)] // Not every test that includes this file uses it.
pub fn admits(expected: &[Expected], c: char) -> bool {
    expected.iter().any(|&e| names(e, c))
}
