//! Inputs close to the IRI language: the URI generator's inputs
//! (`near_uri.rs`, which the including test declares beside this module)
//! with characters above ASCII put in or swapped in, drawn from the edges
//! of every `ucschar` and `iprivate` range (the first and last code point of
//! each, and those just outside), letters of many scripts, private use,
//! characters no IRI holds (`iri_chars.rs`, which the including test
//! declares too), and any scalar value. Seeded, so a run can be repeated
//! (`tests/iri_fast_path.rs`, `tests/iri_automaton.rs`).

#![allow(dead_code)] // each test uses the part it needs

pub use crate::iri_chars::boundaries;
use crate::iri_chars::{IPRIVATE, LETTERS, REFUSED};
use crate::near_uri;

/// The URI generator's inputs with characters above ASCII in them.
pub struct Generator {
    uri: near_uri::Generator,
    rng: near_uri::Rng,
    boundaries: Vec<char>,
}

impl Generator {
    /// A generator seeded with `seed`, whose mutated inputs come from
    /// `corpus`.
    pub fn new(seed: u64, corpus: Vec<String>) -> Self {
        Generator {
            uri: near_uri::Generator::new(seed, corpus),
            rng: near_uri::Rng(seed ^ 0x1F1F_1F1F_3987),
            boundaries: boundaries(),
        }
    }

    /// Uniform in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n)
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
