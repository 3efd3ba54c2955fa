//! The characters above ASCII that the IRI tests draw from: the ranges of
//! `ucschar` and `iprivate` (RFC 3987 §2.2), letters of many scripts, and
//! characters no IRI holds. Shared by the generators of
//! `tests/iri_abnf_differential.rs` and `support/near_iri.rs`.

#![allow(dead_code)] // each test uses the part it needs

/// The ranges of `ucschar` (RFC 3987 §2.2).
pub const UCSCHAR: [(u32, u32); 17] = [
    (0xA0, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFEF),
    (0x10000, 0x1FFFD),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
    (0x40000, 0x4FFFD),
    (0x50000, 0x5FFFD),
    (0x60000, 0x6FFFD),
    (0x70000, 0x7FFFD),
    (0x80000, 0x8FFFD),
    (0x90000, 0x9FFFD),
    (0xA0000, 0xAFFFD),
    (0xB0000, 0xBFFFD),
    (0xC0000, 0xCFFFD),
    (0xD0000, 0xDFFFD),
    (0xE1000, 0xEFFFD),
];

/// The ranges of `iprivate` (RFC 3987 §2.2).
pub const IPRIVATE: [(u32, u32); 3] = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];

/// Characters of many scripts and kinds, all `ucschar`.
pub const LETTERS: &[char] = &[
    'é', 'ß', 'Ω', 'я', 'א', 'ش', 'क', 'ก', '例', '日', '한', 'テ', '\u{301}', '\u{200D}',
    '\u{3000}', '😀', '𝔘', '𠀀', '\u{A0}', '\u{FEFF}',
];

/// Characters above ASCII that are neither `ucschar` nor `iprivate`.
pub const REFUSED: &[char] = &[
    '\u{80}',
    '\u{85}',
    '\u{9F}',
    '\u{FDD0}',
    '\u{FDEF}',
    '\u{FFF0}',
    '\u{FFFD}',
    '\u{FFFE}',
    '\u{FFFF}',
    '\u{1FFFE}',
    '\u{1FFFF}',
    '\u{E0001}',
    '\u{E0FFF}',
    '\u{EFFFE}',
    '\u{10FFFF}',
];

/// The first and last code point of every `ucschar` and `iprivate` range,
/// and the code points just before and after each: every character where
/// two readings could disagree on a range's edge. Surrogates are left out
/// (no `char` is one), and so is a code point past U+10FFFF.
pub fn boundaries() -> Vec<char> {
    let mut points: Vec<char> = UCSCHAR
        .iter()
        .chain(&IPRIVATE)
        .flat_map(|&(first, last)| [first - 1, first, last, last + 1])
        .filter_map(char::from_u32)
        .collect();
    points.sort_unstable();
    points.dedup();
    points
}
