//! Grammar coverage of the IRI rules: which rules of `grammar/iri.pest`, and
//! which alternatives of each rule, the valid inputs exercise. The test
//! fails when any IRI rule or any alternative of one is never exercised,
//! each range of `ucschar` and `iprivate` included. (The rules of
//! `grammar/uri.pest` are measured by `tests/grammar_coverage.rs`.)
//!
//! The two files are loaded as a tool would (concatenated, `uri.pest`
//! first), instrumented (see `support/coverage.rs`: every choice becomes a
//! choice of generated rules, one per alternative) and run with pest_vm;
//! every pair in the parse trees counts as one match of its rule.
//!
//! What is matched: every valid input of the IRI corpus
//! (`tests/corpus/iri/valid/`) and of the URI corpus (`tests/corpus/valid/`:
//! every URI is an IRI) against `full_IRI_reference`, the main measurement;
//! the same input against `full_IRI` or `full_irelative_ref`, and, for an
//! IRI without a fragment, against `full_absolute_IRI`, which
//! `IRI_reference` does not reach; the path of each input against `ipath`,
//! which nothing refers to. Those extra matches count only their own rule
//! and its alternatives.
//!
//! `cargo test --test iri_grammar_coverage -- --nocapture` prints the table.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/coverage.rs"]
mod coverage;

use std::collections::HashMap;
use std::fmt::Write;

use coverage::Instrumented;
use pest::iterators::Pairs;
use rfc3986::iri_grammar::{self, Rule};

/// Rules whose alternatives RFC 3987 lists one by one, with as many
/// alternatives as its ABNF has.
const NAMED_CHOICES: [(&str, usize); 7] = [
    ("ihier_part", 4),
    ("irelative_part", 4),
    ("ihost", 3),
    ("ipath", 5),
    ("iunreserved", 7),
    ("ucschar", 17),
    ("iprivate", 3),
];

/// The rules an IRI reference's path can be: each reference has one.
const PATH_FORMS: [&str; 5] = [
    "ipath_abempty",
    "ipath_absolute",
    "ipath_noscheme",
    "ipath_rootless",
    "ipath_empty",
];

/// The rules of `grammar/iri.pest`: the IRI rules of RFC 3987 §2.2 and the
/// anchored IRI entry rules (the rules it takes from RFC 3986 are
/// `uri.pest`'s).
fn iri_rules() -> Vec<&'static str> {
    let (iri, shared_and_anchored) = iri_grammar::RULES.split_at(25);
    iri.iter()
        .chain(&shared_and_anchored[14..])
        .map(|&rule| iri_grammar::pest_name(rule))
        .collect()
}

fn load() -> Instrumented {
    Instrumented::load(iri_grammar::URI_AND_IRI_GRAMMAR)
}

/// Whether a parse tree holds a pair of `rule`.
fn holds(pairs: &Pairs<'_, &str>, rule: &str) -> bool {
    pairs.clone().flatten().any(|pair| pair.as_rule() == rule)
}

#[derive(Default)]
struct Tally(HashMap<String, usize>);

impl Tally {
    /// Counts the pairs of `pairs` whose rule, or whose alternative's
    /// owner, is one of `only` (every pair if `only` is `None`).
    fn count(&mut self, pairs: Pairs<'_, &str>, only: Option<&[&str]>) {
        for pair in pairs.flatten() {
            let rule = pair.as_rule();
            if only.is_none_or(|only| only.contains(&coverage::owner(rule))) {
                *self.0.entry(rule.to_owned()).or_default() += 1;
            }
        }
    }

    fn get(&self, rule: &str) -> usize {
        self.0.get(rule).copied().unwrap_or(0)
    }
}

/// The valid inputs of the IRI corpus, then of the URI corpus.
fn valid_inputs() -> Vec<String> {
    ["iri/valid", "valid"]
        .iter()
        .flat_map(|kind| corpus::all(kind))
        .map(|(_, entry)| entry.input)
        .collect()
}

fn measure(grammar: &Instrumented, valid: &[String]) -> Tally {
    let mut tally = Tally::default();
    let mut extra = |entry: &str, text: &str, rules: &[&str]| {
        let pairs = grammar
            .parse_full(entry, text)
            .unwrap_or_else(|| panic!("{entry} refuses {text:?}"));
        tally.count(pairs, Some(rules));
    };
    let mut main = Tally::default();
    for input in valid {
        let pairs = grammar
            .parse_full("full_IRI_reference", input)
            .unwrap_or_else(|| panic!("instrumented grammar refuses valid {input:?}"));
        main.count(pairs.clone(), None);
        let is_iri = holds(&pairs, "IRI");
        let entry = if is_iri {
            "full_IRI"
        } else {
            "full_irelative_ref"
        };
        extra(entry, input, &[entry]);
        if is_iri && !holds(&pairs, "ifragment") {
            let rules = ["full_absolute_IRI", "absolute_IRI"];
            extra(rules[0], input, &rules);
        }
        let path = pairs
            .clone()
            .flatten()
            .find(|pair| PATH_FORMS.contains(&pair.as_rule()))
            .expect("every reference has a path");
        extra("ipath", path.as_str(), &["ipath"]);
    }
    for (rule, n) in main.0 {
        *tally.0.entry(rule).or_default() += n;
    }
    tally
}

#[test]
fn the_corpus_exercises_every_iri_rule_and_alternative() {
    let grammar = load();
    let names = iri_rules();
    let rules: Vec<_> = grammar
        .rules
        .iter()
        .filter(|rule| names.contains(&rule.name.as_str()))
        .collect();
    assert_eq!(rules.len(), names.len(), "rules of iri.pest: {names:?}");
    for (name, count) in NAMED_CHOICES {
        let rule = rules
            .iter()
            .find(|rule| rule.name == name)
            .unwrap_or_else(|| panic!("no rule {name}"));
        let top = rule.choices.iter().find(|choice| choice.nested.is_none());
        assert_eq!(
            top.map_or(0, |choice| choice.alternatives.len()),
            count,
            "alternatives of {name}"
        );
    }

    let valid = valid_inputs();
    let tally = measure(&grammar, &valid);
    let mut table = String::new();
    let mut missing = Vec::new();
    let mut alternatives = 0;
    for rule in &rules {
        let n = tally.get(&rule.name);
        let _ = writeln!(table, "{:<72} {n:>7}", rule.name);
        if n == 0 {
            missing.push(format!("rule {}", rule.name));
        }
        for choice in &rule.choices {
            for (i, alternative) in choice.alternatives.iter().enumerate() {
                alternatives += 1;
                let n = tally.get(&alternative.rule);
                let label = format!("  {}. {}", i + 1, alternative.text());
                let _ = writeln!(table, "{label:<72} {n:>7}");
                if n == 0 {
                    missing.push(format!(
                        "{}: alternative {} of {}",
                        rule.name,
                        i + 1,
                        choice.text
                    ));
                }
            }
        }
    }
    println!(
        "IRI grammar coverage of {} valid inputs\n\n{table}\nrules {}, alternatives {alternatives}, never exercised {}",
        valid.len(),
        rules.len(),
        missing.len()
    );
    assert!(
        missing.is_empty(),
        "the corpus never exercises:\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn instrumentation_keeps_the_language() {
    // The instrumented grammar must accept and refuse what the derived
    // parser does, here on both corpora.
    let grammar = load();
    for kind in ["valid", "invalid", "iri/valid", "iri/invalid"] {
        for (path, entry) in corpus::all(kind) {
            let input = &entry.input;
            let derived = iri_grammar::matches(Rule::full_IRI_reference, input);
            let instrumented = grammar.parse_full("full_IRI_reference", input).is_some();
            assert_eq!(
                instrumented,
                derived,
                "{}:{}: {input:?}",
                path.display(),
                entry.line
            );
        }
    }
}
