//! The recognizer compiled from `grammar/uri.pest` by `codegen/` (the parse
//! path taken first) and the parser pest_derive generates from the same file
//! (the one that explains refusals) agree: the same verdict and the same
//! components, for each of the four goals, on
//!
//! - every corpus input, valid and invalid;
//! - 100,000 generated inputs (structured references with tricky hosts,
//!   soups of URI characters, mutated corpus inputs), and 1,000,000 more in
//!   `agreement_on_a_million_generated_inputs`, which is left out of the
//!   normal run: `cargo test --release --test fast_path -- --ignored`
//!   (`FAST_PATH_INPUTS=n` for another count).
//!
//! `time_the_parse_paths` (also ignored) prints how long each path takes on
//! the valid corpus.

#[path = "support/corpus.rs"]
mod corpus;

use std::time::Instant;

use rfc3986::__private::{compiled_layout, compiled_matches, pest_layout, pest_walks};
use rfc3986::Goal;

const GOALS: [Goal; 4] = [
    Goal::UriReference,
    Goal::Uri,
    Goal::AbsoluteUri,
    Goal::RelativeRef,
];

/// How the two paths fared on a set of inputs.
#[derive(Default)]
struct Tally {
    compared: usize,
    accepted: [usize; 4],
    disagreements: Vec<String>,
}

impl Tally {
    fn compare(&mut self, input: &str) {
        for (g, goal) in GOALS.iter().enumerate() {
            self.compared += 1;
            let compiled = compiled_layout(input, *goal);
            let pest = pest_layout(input, *goal);
            if compiled.is_some()
                && let Some(count) = self.accepted.get_mut(g)
            {
                *count += 1;
            }
            if compiled != pest && self.disagreements.len() < 20 {
                self.disagreements.push(format!(
                    "{input:?} as {goal:?}:\n  compiled: {compiled:?}\n  pest:     {pest:?}"
                ));
            }
        }
    }

    fn assert_none(&self, what: &str) {
        println!(
            "{what}: {} comparisons, accepted as URI-reference / URI / absolute-URI / \
             relative-ref: {:?}, {} disagreements",
            self.compared,
            self.accepted,
            self.disagreements.len()
        );
        assert!(
            self.disagreements.is_empty(),
            "{what}: the paths disagree:\n{}",
            self.disagreements.join("\n")
        );
    }
}

#[test]
fn agreement_on_the_corpus() {
    for kind in ["valid", "invalid"] {
        let entries = corpus::all(kind);
        assert!(entries.len() > 100, "the {kind} corpus is missing");
        let mut tally = Tally::default();
        for (_, entry) in &entries {
            tally.compare(&entry.input);
        }
        tally.assert_none(&format!("{kind} corpus"));
        let expected = if kind == "valid" { entries.len() } else { 0 };
        assert_eq!(
            tally.accepted[0], expected,
            "{kind} corpus as URI-reference"
        );
    }
}

#[test]
fn agreement_on_generated_inputs() {
    agreement_on_generated(0x5eed_0001, 100_000);
}

#[test]
#[ignore = "a million inputs: run in release"]
fn agreement_on_a_million_generated_inputs() {
    // FAST_PATH_INPUTS=10000000 for more.
    let count = std::env::var("FAST_PATH_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    agreement_on_generated(0x5eed_1000_0000, count);
}

fn agreement_on_generated(seed: u64, count: usize) {
    let corpus: Vec<String> = ["valid", "invalid"]
        .iter()
        .flat_map(|kind| corpus::all(kind))
        .map(|(_, entry)| entry.input)
        .collect();
    let mut generator = Generator::new(seed, corpus);
    let mut tally = Tally::default();
    for _ in 0..count {
        let input = generator.input();
        tally.compare(&input);
    }
    tally.assert_none(&format!("{count} generated inputs"));
    // The generator is worth something only if both verdicts are common.
    for (goal, accepted) in GOALS.iter().zip(tally.accepted) {
        assert!(
            accepted > count / 20 && accepted < count - count / 20,
            "{goal:?}: {accepted} of {count} accepted"
        );
    }
}

/// Inputs close to the URI language: structured references whose parts are
/// drawn from near-misses, soups of URI tokens, and corpus inputs with a few
/// edits.
struct Generator {
    rng: Rng,
    corpus: Vec<String>,
}

const TOKENS: &[&str] = &[
    "a",
    "Z",
    "h",
    "v",
    "V",
    "e",
    "1",
    "0",
    "2",
    "25",
    "255",
    "256",
    "9",
    "f",
    "F",
    "g",
    "x",
    ":",
    "::",
    ":::",
    "/",
    "//",
    "///",
    "?",
    "#",
    "@",
    "[",
    "]",
    ".",
    "..",
    "%",
    "%2",
    "%2F",
    "%zz",
    "%%",
    "-",
    "_",
    "~",
    "!",
    "$",
    "&",
    "'",
    "(",
    ")",
    "*",
    "+",
    ",",
    ";",
    "=",
    " ",
    "\"",
    "<",
    ">",
    "\\",
    "^",
    "`",
    "{",
    "|",
    "}",
    "é",
    "\u{0}",
    "\t",
    "\u{7f}",
    "☃",
    "http",
    "https:",
    "urn:",
    "mailto:",
    "file://",
    "localhost",
    "example.com",
    "1.2.3.4",
    "192.168.0.1",
    "::1",
    "v1.x",
    "ffff",
    "12345",
    "0x",
    "[::]",
    "[v7.a]",
    "8080",
    ":80",
];

const SUB_DELIMS: &[&str] = &["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="];

impl Generator {
    fn new(seed: u64, corpus: Vec<String>) -> Self {
        Generator {
            rng: Rng(seed),
            corpus,
        }
    }

    fn input(&mut self) -> String {
        match self.rng.below(10) {
            0..=3 => self.structured(),
            4..=6 => self.soup(12),
            _ => self.mutated(),
        }
    }

    fn pick(&mut self, items: &[&'static str]) -> &'static str {
        items
            .get(self.rng.below(items.len()))
            .copied()
            .unwrap_or("")
    }

    fn soup(&mut self, max: usize) -> String {
        let n = self.rng.below(max + 1);
        (0..n).map(|_| self.pick(TOKENS)).collect()
    }

    fn hex(&mut self, max: usize) -> String {
        let n = 1 + self.rng.below(max);
        (0..n)
            .map(|_| char::from(b"0123456789abcdefABCDEF"[self.rng.below(22)]))
            .collect()
    }

    fn octet(&mut self) -> String {
        match self.rng.below(8) {
            0 => format!("0{}", self.rng.below(100)),
            1 => format!("{}", 250 + self.rng.below(10)),
            2 => format!("{}", 200 + self.rng.below(60)),
            3 => format!("{}", 100 + self.rng.below(200)),
            _ => format!("{}", self.rng.below(100)),
        }
    }

    fn ipv4(&mut self) -> String {
        let parts = if self.rng.below(5) == 0 {
            3 + self.rng.below(3)
        } else {
            4
        };
        let mut text = (0..parts)
            .map(|_| self.octet())
            .collect::<Vec<_>>()
            .join(".");
        if self.rng.below(6) == 0 {
            text.push_str(self.pick(&["x", ".", "%41", "-", "!", ":"]));
        }
        text
    }

    fn ipv6(&mut self) -> String {
        let pieces = self.rng.below(10);
        let mut groups: Vec<String> = (0..pieces).map(|_| self.hex(5)).collect();
        if self.rng.below(3) == 0 {
            groups.push(self.ipv4());
        }
        let mut text = groups.join(":");
        if self.rng.below(4) != 0 {
            // A "::" somewhere, on a group boundary or not.
            let mut at = self.rng.below(text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text.insert_str(at, "::");
        }
        if self.rng.below(8) == 0 {
            text.push_str(self.pick(&[":", "::", "g", "%25en0", "."]));
        }
        text
    }

    fn reg_name(&mut self) -> String {
        let n = self.rng.below(4);
        (0..n)
            .map(|_| match self.rng.below(6) {
                0 => format!("%{}", self.hex(2)),
                1 => self.pick(SUB_DELIMS).to_owned(),
                2 => self.octet(),
                _ => self
                    .pick(&["example", "com", "a", "xn--p", "local", "-", "."])
                    .to_owned(),
            })
            .collect()
    }

    fn host(&mut self) -> String {
        match self.rng.below(6) {
            0 => self.ipv4(),
            1 | 2 => format!("[{}]", self.ipv6()),
            3 => {
                let tail = self.soup(3);
                format!("[{}{}.{tail}]", self.pick(&["v", "V"]), self.hex(3))
            }
            _ => self.reg_name(),
        }
    }

    fn segment(&mut self) -> String {
        let n = self.rng.below(4);
        (0..n)
            .map(|_| match self.rng.below(8) {
                0 => format!("%{}", self.hex(2)),
                1 => self.pick(SUB_DELIMS).to_owned(),
                2 => self.pick(&[":", "@", ".", ".."]).to_owned(),
                _ => self.pick(&["a", "b", "seg", "1", "x-y", "~u"]).to_owned(),
            })
            .collect()
    }

    fn path(&mut self) -> String {
        let n = self.rng.below(5);
        let mut path: String = (0..n).map(|_| format!("/{}", self.segment())).collect();
        if self.rng.below(3) == 0 && !path.is_empty() {
            path.remove(0);
        }
        path
    }

    fn structured(&mut self) -> String {
        let mut text = String::new();
        if self.rng.below(3) != 0 {
            text.push_str(self.pick(&["http", "a", "z+.-1", "urn", "1a", "-x", "HTTPS", ""]));
            text.push(':');
        }
        if self.rng.below(3) != 0 {
            text.push_str("//");
            if self.rng.below(4) == 0 {
                let userinfo = self.segment();
                text.push_str(&userinfo);
                text.push('@');
            }
            let host = self.host();
            text.push_str(&host);
            if self.rng.below(3) == 0 {
                text.push(':');
                text.push_str(self.pick(&["80", "", "8080", "x", "65536", "0"]));
            }
        }
        let path = self.path();
        text.push_str(&path);
        if self.rng.below(3) == 0 {
            text.push('?');
            let query = self.soup(4);
            text.push_str(&query);
        }
        if self.rng.below(3) == 0 {
            text.push('#');
            let fragment = self.soup(4);
            text.push_str(&fragment);
        }
        if self.rng.below(10) == 0 {
            self.edit(&mut text);
        }
        text
    }

    fn mutated(&mut self) -> String {
        let index = self.rng.below(self.corpus.len());
        let mut text = self.corpus.get(index).cloned().unwrap_or_default();
        for _ in 0..=self.rng.below(3) {
            self.edit(&mut text);
        }
        text
    }

    /// One edit at character boundaries: delete, insert, replace, duplicate
    /// or truncate.
    fn edit(&mut self, text: &mut String) {
        let boundaries: Vec<usize> = (0..=text.len())
            .filter(|&i| text.is_char_boundary(i))
            .collect();
        let mut at = || boundaries.get(self.rng.below(boundaries.len())).copied();
        let (Some(a), Some(b)) = (at(), at()) else {
            return;
        };
        let (start, end) = (a.min(b), a.max(b));
        match self.rng.below(5) {
            0 => text.replace_range(start..end, ""),
            1 => {
                let token = self.pick(TOKENS);
                text.insert_str(start, token);
            }
            2 => {
                let token = self.pick(TOKENS);
                let end = text
                    .get(start..)
                    .and_then(|rest| rest.chars().next())
                    .map_or(start, |c| start + c.len_utf8());
                text.replace_range(start..end, token);
            }
            3 => {
                let slice = text.get(start..end).unwrap_or("").to_owned();
                text.insert_str(end, &slice);
            }
            _ => text.truncate(end),
        }
    }
}

/// SplitMix64: small, seedable, good enough to spread inputs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            usize::try_from(self.next() % n as u64).unwrap_or(0)
        }
    }
}

#[test]
#[ignore = "timing: run in release with --nocapture"]
fn time_the_parse_paths() {
    let inputs: Vec<String> = corpus::all("valid")
        .into_iter()
        .map(|(_, entry)| entry.input)
        .collect();
    let bytes: usize = inputs.iter().map(String::len).sum();
    let median = |run: &dyn Fn(&str) -> bool| {
        let mut per_input: Vec<f64> = (0..41)
            .map(|_| {
                let start = Instant::now();
                let accepted = inputs
                    .iter()
                    .filter(|input| run(std::hint::black_box(input)))
                    .count();
                std::hint::black_box(accepted);
                start.elapsed().as_nanos() as f64 / inputs.len() as f64
            })
            .collect();
        per_input.sort_by(f64::total_cmp);
        per_input.get(per_input.len() / 2).copied().unwrap_or(0.0)
    };
    let parse = median(&|input| rfc3986::UriRef::parse(input).is_ok());
    let recognize = median(&|input| compiled_matches(input, Goal::UriReference));
    let pest = median(&|input| pest_walks(input, Goal::UriReference));
    // A hand-written strict parser, for scale (it refuses a few corpus
    // inputs, see tests/peer_fluent_uri.rs).
    let peer = median(&|input| fluent_uri::UriRef::parse(input).is_ok());
    println!(
        "{} valid corpus inputs, {:.1} bytes on average; median of 41 runs, ns per input:\n  \
         UriRef::parse (compiled recognizer): {parse:.1}\n  \
         the recognizer alone:                {recognize:.1}\n  \
         pest parser and walk of its tree:    {pest:.1}\n  \
         fluent_uri::UriRef::parse:           {peer:.1}\n  \
         pest / compiled: {:.1}x",
        inputs.len(),
        bytes as f64 / inputs.len() as f64,
        pest / parse
    );
}
