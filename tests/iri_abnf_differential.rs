//! Differential test: the IRI grammar (`grammar/iri.pest` on top of
//! `grammar/uri.pest`, derived as `rfc3986::iri_grammar::IriParser`) against
//! the ABNF of RFC 3987 §2.2 (`tests/abnf/rfc3987.abnf`, read after
//! `tests/abnf/rfc3986.abnf`, which holds the rules RFC 3987 takes from
//! RFC 3986), read by the independent matcher in `tests/support/abnf.rs`,
//! whose `%x` values are code points matched against the input's `char`s.
//!
//! For each of the 39 rules of §2.2 (the 25 IRI rules and the 14 it takes
//! from RFC 3986) and each input, "pest matches the whole input" must equal
//! "the input is in the ABNF rule's language". Inputs:
//! - the URI corpus (`tests/corpus/{valid,invalid}/`) and the IRI corpus
//!   (`tests/corpus/iri/{valid,invalid}/`), the URIs kept for the
//!   URI-to-IRI mapping (`tests/corpus/iri/to-iri/`), and the components cut
//!   from their valid inputs;
//! - every string of up to 2 characters over the URI alphabet and the
//!   boundaries of every `ucschar` and `iprivate` range (the first and last
//!   code point of each, and the code points just before and after), and of
//!   3 characters over a narrower alphabet;
//! - 100,000 generated strings: the URI generator's strings
//!   (`support/uri_strings.rs`) with Unicode characters put in and
//!   swapped in (boundaries, private use, noncharacters, C1 controls,
//!   letters of many scripts, random code points).
//!
//! Counts are printed on stderr; to see them:
//!   cargo test --test iri_abnf_differential -- --nocapture
//! Long run (10,000,000 generated strings unless `RFC3986_DIFF_COUNT=N`;
//! `RFC3986_DIFF_SEED=S` picks another stream):
//!   cargo test --release --test iri_abnf_differential -- --ignored --nocapture

#[path = "support/abnf.rs"]
mod abnf;
#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/differential.rs"]
mod differential;
#[path = "support/env.rs"]
mod env;
#[path = "support/iri_chars.rs"]
mod iri_chars;
#[path = "support/uri_strings.rs"]
mod uri_strings;

use std::collections::HashSet;
use std::time::Instant;

use abnf::Abnf;
use differential::{Judge, Report, Rng};
use iri_chars::{IPRIVATE, LETTERS, REFUSED, boundaries};
use rfc3986::iri_grammar::{self, Rule};

/// The rules of RFC 3987 §2.2: the IRI rules, then those it takes from
/// RFC 3986. The ABNF name is the pest name with `_` written `-`.
const RULES: &[Rule] = iri_grammar::RULES.split_at(39).0;

fn load_abnf() -> Abnf {
    differential::load_abnf(&["rfc3986.abnf", "rfc3987.abnf"])
}

fn judge() -> Judge<Rule> {
    Judge::new(load_abnf(), RULES, iri_grammar::matches)
}

// ---------------------------------------------------------------------------
// Corpus
// ---------------------------------------------------------------------------

/// Every input of the URI and the IRI corpus, and every component of every
/// valid one, against all 39 rules.
#[test]
fn corpus_agrees_with_abnf() {
    let start = Instant::now();
    let judge = judge();
    let mut report = Report::new(&judge);
    let mut seen = HashSet::new();
    let mut key = 0;
    let mut counts = Vec::new();
    for (kind, valid) in [
        ("valid", true),
        ("invalid", false),
        ("iri/valid", true),
        ("iri/invalid", false),
        ("iri/to-iri", true),
    ] {
        let entries = corpus::all(kind);
        assert!(!entries.is_empty(), "the {kind} corpus is missing");
        let before = report.strings;
        for (path, entry) in &entries {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            let origin = format!("{kind}/{name}:{}", entry.line);
            let mut texts = vec![("input", entry.input.as_str())];
            if valid {
                texts.extend(uri_strings::components(&entry.input));
            }
            for (part, text) in texts {
                // Components repeat a lot (schemes, empty strings).
                if seen.insert(text.to_string()) {
                    key += 1;
                    report.check(&judge, text, key, || format!("{part} of corpus {origin}"));
                }
            }
        }
        counts.push(format!(
            "{kind}: {} inputs, {} distinct strings checked",
            entries.len(),
            report.strings - before
        ));
    }
    eprintln!("corpus: {}", counts.join("; "));
    report.finish(&judge, "corpus", start);
}

// ---------------------------------------------------------------------------
// Short strings, exhaustively
// ---------------------------------------------------------------------------

/// Every string of up to 2 characters over the URI alphabet and every range
/// boundary, and of 3 characters over the characters that matter most to
/// the rules' structure with one character of each kind of Unicode.
#[test]
fn short_strings_agree_with_abnf() {
    let start = Instant::now();
    let judge = judge();
    let mut wide: Vec<char> = "aAfFgvVz059:/?#[]@!$&'()*+,;=-._~% \u{7f}"
        .chars()
        .collect();
    wide.extend(boundaries());
    let narrow: Vec<char> = "1a:.%/[]v@?#é\u{E000}\u{FFFE}".chars().collect();
    let mut report = Report::new(&judge);
    let mut key = 0;
    for (alphabet, max_len) in [(&wide, 2), (&narrow, 3)] {
        for s in &differential::all_strings(alphabet, max_len) {
            key += 1;
            report.check(&judge, s, key, || "short strings".to_string());
        }
    }
    eprintln!(
        "short strings: alphabets of {} characters ({} of them range boundaries) and {}",
        wide.len(),
        boundaries().len(),
        narrow.len()
    );
    report.finish(&judge, "short strings", start);
}

// ---------------------------------------------------------------------------
// Generated strings
// ---------------------------------------------------------------------------

/// The seed of the generated strings unless `RFC3986_DIFF_SEED` is set.
const SEED: u64 = 0x3987_5234_0001;

/// Mixed into the seed of the Unicode edits, so that they do not follow the
/// URI generator's stream.
const EDITS: u64 = 0x1F1F_1F1F;

/// A character for an edit: of many scripts, a range boundary, private use,
/// refused, or any code point at all.
fn unicode(rng: &mut Rng, boundaries: &[char]) -> char {
    match rng.below(100) {
        0..35 => LETTERS[rng.below(LETTERS.len())],
        35..60 => boundaries[rng.below(boundaries.len())],
        60..75 => {
            let (first, last) = IPRIVATE[rng.below(IPRIVATE.len())];
            char::from_u32(first + rng.below((last - first + 1) as usize) as u32)
                .unwrap_or('\u{E000}')
        }
        75..85 => REFUSED[rng.below(REFUSED.len())],
        _ => loop {
            if let Some(c) = char::from_u32(0x80 + rng.below(0x11_0000 - 0x80) as u32) {
                break c;
            }
        },
    }
}

/// Generated string number `index` of the stream `seed`: the URI
/// generator's string, then one to four Unicode characters put in or
/// swapped in (none a tenth of the time).
fn generate(seed: u64, index: u64) -> String {
    thread_local! {
        static BOUNDARIES: Vec<char> = boundaries();
    }
    let base = uri_strings::generate(seed, index);
    let rng = &mut Rng::for_string(seed ^ EDITS, index);
    if rng.chance(10) {
        return base;
    }
    let mut chars: Vec<char> = base.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let c = BOUNDARIES.with(|b| unicode(rng, b));
        let at = rng.below(chars.len() + 1);
        if at < chars.len() && rng.chance(50) {
            chars[at] = c;
        } else {
            chars.insert(at, c);
        }
    }
    chars.into_iter().collect()
}

fn seed() -> u64 {
    env::env_number("RFC3986_DIFF_SEED", SEED)
}

#[test]
fn generated_strings_agree_with_abnf() {
    let start = Instant::now();
    let judge = judge();
    differential::check_generated(&judge, generate, seed(), 0, 100_000).finish(
        &judge,
        "generated",
        start,
    );
}

/// The long run, with progress every tenth.
#[test]
#[ignore = "long: run in release with --ignored"]
fn many_generated_strings_agree_with_abnf() {
    let count = env::env_number("RFC3986_DIFF_COUNT", 10_000_000);
    differential::check_many(&judge(), generate, seed(), count);
}

// ---------------------------------------------------------------------------
// The ABNF matcher itself, on code points
// ---------------------------------------------------------------------------

#[track_caller]
fn assert_language(abnf: &Abnf, rule: &str, accepted: &[&str], rejected: &[&str]) {
    for s in accepted {
        assert!(abnf.matches(rule, s), "{rule} should accept {s:?}");
    }
    for s in rejected {
        assert!(!abnf.matches(rule, s), "{rule} should reject {s:?}");
    }
}

/// `%x` values are code points, each matching one `char` whatever its UTF-8
/// length, never a byte of it.
#[test]
fn matcher_ranges_are_code_points() {
    let abnf = load_abnf();
    assert_language(
        &abnf,
        "ucschar",
        &[
            "\u{A0}",
            "\u{D7FF}",
            "\u{FFEF}",
            "\u{10000}",
            "\u{E1000}",
            "\u{EFFFD}",
            "é",
            "😀",
        ],
        &[
            "\u{9F}",
            "\u{FFF0}",
            "\u{FFFE}",
            "\u{E0FFF}",
            "\u{EFFFE}",
            "\u{E000}",
            "a",
            "",
            "éé",
        ],
    );
    assert_language(
        &abnf,
        "iprivate",
        &[
            "\u{E000}",
            "\u{F8FF}",
            "\u{F0000}",
            "\u{FFFFD}",
            "\u{100000}",
            "\u{10FFFD}",
        ],
        &[
            "\u{F900}",
            "\u{EFFFF}",
            "\u{FFFFE}",
            "\u{10FFFE}",
            "\u{10FFFF}",
        ],
    );
    assert_language(&abnf, "iquery", &["\u{E000}é/?"], &["#"]);
    assert_language(&abnf, "ifragment", &["é/?"], &["\u{E000}"]);
    // "é" is C3 A9 in UTF-8: neither byte, as a code point, is "é".
    let bytes = Abnf::parse("b = %xC3 %xA9\nc = %xE9").expect("valid ABNF");
    assert_language(&bytes, "b", &["\u{C3}\u{A9}"], &["é"]);
    assert_language(&bytes, "c", &["é"], &["\u{C3}\u{A9}"]);
    // A range may span the surrogates; no char is one.
    let wide = Abnf::parse("w = %xD000-E000").expect("valid ABNF");
    assert_language(&wide, "w", &["\u{D7FF}", "\u{E000}"], &["\u{E001}"]);
}

#[test]
fn matcher_refuses_values_that_are_not_code_points() {
    assert!(Abnf::parse("r = %x110000").is_err());
    assert!(Abnf::parse("r = %x41-110000").is_err());
    assert!(Abnf::parse("r = %x42-41").is_err());
    assert!(Abnf::parse("r = %x10FFFF").is_ok());
}

/// The IRI files read after the URI ones define every rule the pest
/// grammar has for §2.2, and the IRI rules are not RFC 3986's.
#[test]
fn both_abnf_files_load() {
    let abnf = load_abnf();
    for &rule in RULES {
        let name = iri_grammar::abnf_name(rule);
        assert!(abnf.rule(name).is_some(), "no ABNF rule {name}");
    }
    assert_language(&abnf, "ihost", &["bücher.example"], &["[é]"]);
    assert_language(&abnf, "host", &[], &["bücher.example"]);
}
