//! Differential test: the pest grammar (`grammar/uri.pest`) against the ABNF
//! of RFC 3986 Appendix A (`tests/abnf/rfc3986.abnf`), read by the
//! independent matcher in `tests/support/abnf.rs`.
//!
//! For each of the 36 Appendix A rules and each input, "pest matches the
//! whole input" must equal "the input is in the ABNF rule's language".
//! Inputs: the corpus (and the components cut from its valid inputs), every
//! short string over a URI-flavoured alphabet, and 100,000 strings from a
//! seeded generator. A difference is reported with the rule, the input, both
//! verdicts and a shortest-by-deletion input that still differs.
//!
//! Counts are printed on stderr; to see them:
//!   cargo test --test abnf_differential -- --nocapture
//! Long run (10,000,000 generated strings unless `RFC3986_DIFF_COUNT=N`;
//! `RFC3986_DIFF_SEED=S` picks another stream):
//!   cargo test --release --test abnf_differential -- --ignored --nocapture

#[path = "support/abnf.rs"]
mod abnf;
#[path = "support/appendix_a.rs"]
mod appendix_a;
#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/differential.rs"]
mod differential;
#[path = "support/env.rs"]
mod env;
#[path = "support/uri_strings.rs"]
mod uri_strings;

use std::collections::HashSet;
use std::path::Path;
use std::time::Instant;

use abnf::Abnf;
use differential::{Judge, Report};
use rfc3986::grammar::{self, Rule};

/// The rules of RFC 3986 Appendix A, the first of `grammar::RULES` (then
/// come the anchored entry rules); the ABNF name is the pest name with `_`
/// written `-`.
const RULES: &[Rule] = grammar::RULES.split_at(36).0;

fn load_abnf() -> Abnf {
    differential::load_abnf(&["rfc3986.abnf"])
}

/// The slice of `grammar::RULES` compared is every rule of Appendix A, no
/// more and no fewer.
#[test]
fn every_appendix_a_rule_is_compared() {
    let names: Vec<&str> = RULES.iter().map(|&rule| grammar::pest_name(rule)).collect();
    assert_eq!(names, appendix_a::RULES);
}

/// The pest rules and the ABNF rules of the same names.
fn judge() -> Judge<Rule> {
    Judge::new(load_abnf(), RULES, grammar::matches)
}

// ---------------------------------------------------------------------------
// Corpus
// ---------------------------------------------------------------------------

/// The corpus inputs of one kind; none if the directory does not exist yet.
fn corpus_inputs(kind: &str) -> Vec<(String, corpus::Entry)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(kind);
    if !dir.is_dir() {
        return Vec::new();
    }
    corpus::all(kind)
        .into_iter()
        .map(|(path, entry)| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            (format!("{kind}/{name}:{}", entry.line), entry)
        })
        .collect()
}

/// Every corpus input, and every component of every valid one, against all
/// 36 rules. An empty or absent corpus checks nothing and passes.
#[test]
fn corpus_agrees_with_abnf() {
    let start = Instant::now();
    let judge = judge();
    let mut report = Report::new(&judge);
    let mut seen = HashSet::new();
    let mut key = 0;
    for kind in ["valid", "invalid"] {
        for (origin, entry) in corpus_inputs(kind) {
            let mut texts = vec![("input", entry.input.as_str())];
            if kind == "valid" {
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
    }
    report.finish(&judge, "corpus", start);
}

// ---------------------------------------------------------------------------
// Short strings, exhaustively
// ---------------------------------------------------------------------------

/// Every string of up to 2 characters over the URI alphabet and a few
/// others, and of 3 characters over the characters that matter most to the
/// rules' structure.
#[test]
fn short_strings_agree_with_abnf() {
    let start = Instant::now();
    let judge = judge();
    let wide: Vec<char> = "aAfFgvVz059:/?#[]@!$&'()*+,;=-._~% é".chars().collect();
    let narrow: Vec<char> = "1a:.%/[]v@?#".chars().collect();
    let mut report = Report::new(&judge);
    let mut key = 0;
    for (alphabet, max_len) in [(&wide, 2), (&narrow, 3)] {
        for s in &differential::all_strings(alphabet, max_len) {
            key += 1;
            report.check(&judge, s, key, || "short strings".to_string());
        }
    }
    report.finish(&judge, "short strings", start);
}
// ---------------------------------------------------------------------------
// Generated strings
// ---------------------------------------------------------------------------

/// The seed of the generated strings unless `RFC3986_DIFF_SEED` is set.
const SEED: u64 = 0x3986_5234_0001;

fn seed() -> u64 {
    env::env_number("RFC3986_DIFF_SEED", SEED)
}

#[test]
fn generated_strings_agree_with_abnf() {
    let start = Instant::now();
    let judge = judge();
    differential::check_generated(&judge, uri_strings::generate, seed(), 0, 100_000).finish(
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
    differential::check_many(&judge(), uri_strings::generate, seed(), count);
}

// ---------------------------------------------------------------------------
// The ABNF matcher itself
// ---------------------------------------------------------------------------

fn assert_language(abnf: &Abnf, rule: &str, accepted: &[&str], rejected: &[&str]) {
    for s in accepted {
        assert!(abnf.matches(rule, s), "{rule} should accept {s:?}");
    }
    for s in rejected {
        assert!(!abnf.matches(rule, s), "{rule} should reject {s:?}");
    }
}

#[test]
fn matcher_dec_octet() {
    let abnf = load_abnf();
    let accepted = [
        "0", "9", "10", "99", "100", "199", "200", "249", "250", "255",
    ];
    assert_language(&abnf, "dec-octet", &accepted, &["256", "01", "300", ""]);
}

#[test]
fn matcher_ipv6address() {
    let abnf = load_abnf();
    let accepted = [
        "::",
        "1::",
        "::1",
        "1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:1.2.3.4",
        "::ffff:1.2.3.4",
        "1::2:3:4:5:6:7",
    ];
    let rejected = [":::", "1:2:3:4:5:6:7:8:9", "1::2::3", "12345::"];
    assert_language(&abnf, "IPv6address", &accepted, &rejected);
}

#[test]
fn matcher_small_rules() {
    let abnf = load_abnf();
    assert_language(&abnf, "IPvFuture", &["V1.a", "v1.a"], &["v.a", "v1."]);
    // Quoted strings are case-insensitive and so are rule names.
    assert_language(&abnf, "HEXDIG", &["a", "A", "0"], &["g", ""]);
    assert_language(&abnf, "hexdig", &["f"], &["ff"]);
    assert_language(&abnf, "path-empty", &[""], &["a", "/"]);
    assert_language(
        &abnf,
        "URI-reference",
        &["", "#", "a:b", "./a:b"],
        &["1a:b", "%", " "],
    );
}

/// Syntax that RFC 3986 does not use, and backtracking that a PEG lacks.
#[test]
fn matcher_abnf_features() {
    let text = "\
; a comment line
greedy = *\"a\" \"a\"            ; a PEG's *\"a\" would leave nothing
Two = %d65.66 / %b1000011       ; \"AB\" / \"C\"
two =/ \"x;y\"                    ; more alternatives; the ; is quoted
counts = 2*3DIGIT 2*\"-\" *1\"+\"
  ; an indented comment
       \"!\"
DIGIT = %x30-39
";
    let abnf = Abnf::parse(text).expect("valid ABNF");
    assert_language(&abnf, "greedy", &["a", "aaa", "AA"], &["", "ab"]);
    // %-values are exact code points; only quoted strings ignore case.
    assert_language(
        &abnf,
        "TWO",
        &["AB", "C", "x;y", "X;Y"],
        &["ab", "c", "A", "x"],
    );
    assert_language(
        &abnf,
        "counts",
        &["12--!", "123---+!"],
        &["1--!", "1234--!", "12-!", "12--++!"],
    );
    assert!(Abnf::parse("a = b").is_err(), "undefined rule");
    assert!(Abnf::parse("a = ( \"x\"").is_err(), "unclosed group");
}
