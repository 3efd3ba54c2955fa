//! Inputs close to the IRI language: the URI generator's inputs
//! (`near_uri.rs`, which the including test declares beside this module)
//! with characters above ASCII put in or swapped in, drawn from the edges
//! of every `ucschar` and `iprivate` range (the first and last code point of
//! each, and those just outside), letters of many scripts, private use,
//! characters no IRI holds, and any scalar value. Seeded, so a run can be
//! repeated (`tests/iri_fast_path.rs`, `tests/iri_automaton.rs`).

#![allow(dead_code)] // each test uses the part it needs

use crate::near_uri;

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
const LETTERS: &[char] = &[
    'é', 'ß', 'Ω', 'я', 'א', 'ش', 'क', 'ก', '例', '日', '한', 'テ', '\u{301}', '\u{200D}',
    '\u{3000}', '😀', '𝔘', '𠀀', '\u{A0}', '\u{FEFF}',
];

/// Characters above ASCII that are neither `ucschar` nor `iprivate`.
const REFUSED: &[char] = &[
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
/// and the code points just before and after each (surrogates left out).
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

/// The URI generator's inputs with characters above ASCII in them.
pub struct Generator {
    uri: near_uri::Generator,
    state: u64,
    boundaries: Vec<char>,
}

impl Generator {
    /// A generator seeded with `seed`, whose mutated inputs come from
    /// `corpus`.
    pub fn new(seed: u64, corpus: Vec<String>) -> Self {
        Generator {
            uri: near_uri::Generator::new(seed, corpus),
            state: seed ^ 0x1F1F_1F1F_3987,
            boundaries: boundaries(),
        }
    }

    /// splitmix64.
    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A character above ASCII.
    fn unicode(&mut self) -> char {
        match self.below(100) {
            0..35 => LETTERS[self.below(LETTERS.len())],
            35..60 => {
                let i = self.below(self.boundaries.len());
                self.boundaries[i]
            }
            60..72 => {
                let (first, last) = IPRIVATE[self.below(IPRIVATE.len())];
                char::from_u32(first + self.below((last - first + 1) as usize) as u32)
                    .unwrap_or('\u{E000}')
            }
            72..82 => REFUSED[self.below(REFUSED.len())],
            _ => loop {
                if let Some(c) = char::from_u32(0x80 + self.below(0x11_0000 - 0x80) as u32) {
                    break c;
                }
            },
        }
    }

    /// The next input: the URI generator's, then one to four characters
    /// above ASCII put in or swapped in (none a fifth of the time).
    pub fn input(&mut self) -> String {
        let base = self.uri.input();
        if self.below(5) == 0 {
            return base;
        }
        let mut chars: Vec<char> = base.chars().collect();
        for _ in 0..1 + self.below(4) {
            let c = self.unicode();
            let at = self.below(chars.len() + 1);
            if at < chars.len() && self.below(2) == 0 {
                chars[at] = c;
            } else {
                chars.insert(at, c);
            }
        }
        chars.into_iter().collect()
    }
}
