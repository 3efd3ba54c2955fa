//! The IRI automata behind the crate's errors (`src/compiled/automaton/iri_generated.rs`,
//! built from `grammar/uri.pest` and `grammar/iri.pest` with their
//! lookaheads ignored, their choices unordered and their ranges of
//! characters as UTF-8 byte sequences) say what the IRI grammar says:
//!
//! - the same verdict as the recognizer, for each of the four IRI goals;
//! - for every refusal, an index on a character boundary that is the end of
//!   the longest viable prefix as pest's IRI parser reads it
//!   (`support/pest_viable.rs`): the prefix up to it can still become
//!   an IRI, and one character more cannot;
//! - an expectation that admits exactly the probe characters (every ASCII
//!   class the grammar tells apart, a `ucschar`, an `iprivate`) that keep
//!   that prefix viable, and the end of input exactly where the prefix is
//!   an IRI;
//! - where the front door places a refusal after the recognizer's match,
//!   without the automaton (`placed_after_match`), the automaton stops too.
//!
//! On every input of the IRI and URI corpora and 20,000 generated inputs
//! (`support/near_iri.rs`); `cargo test --release --test iri_automaton --
//! --ignored` runs a million more (`IRI_AUTOMATON_INPUTS=n` for another
//! count).

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/disagreements.rs"]
mod disagreements;
#[path = "support/env.rs"]
mod env;
#[path = "support/expected.rs"]
mod expected;
#[path = "support/iri_chars.rs"]
mod iri_chars;
#[path = "support/near_iri.rs"]
mod near_iri;
#[path = "support/near_uri.rs"]
mod near_uri;
#[path = "support/pest_viable.rs"]
mod pest_viable;

use disagreements::Disagreements;
use iri_chars::{IPRIVATE, UCSCHAR};
use near_iri::Generator;
use pest_viable::Undecided;
use rfc3986::__private::{automaton_locate, compiled_matches, parse_error, placed_after_match};
use rfc3986::{Expected, Goal, RuleName};

const GOALS: [Goal; 4] = [
    Goal::IriReference,
    Goal::Iri,
    Goal::AbsoluteIri,
    Goal::IrelativeRef,
];

/// The probes: every ASCII character class some rule tells apart, and one
/// character of each range class above ASCII.
const PROBES: &[char] = &[
    'g', 'v', 'a', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-', '.', '_', '~', '%', '!',
    '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=', ':', '@', '/', '?', '#', '[', ']', '\u{A0}',
    '\u{E000}',
];

/// Whether `prefix` can still become an IRI of the kind `goal` names. When
/// pest cannot tell (its stack guard), the compiled recognizer answers: it
/// matches `prefix`, or not.
fn viable(goal: Goal, prefix: &str) -> bool {
    pest_viable::viable(goal, prefix).unwrap_or_else(|Undecided| compiled_matches(prefix, goal))
}

fn in_ranges(ranges: &[(u32, u32)], c: char) -> bool {
    ranges
        .iter()
        .any(|&(lo, hi)| (lo..=hi).contains(&u32::from(c)))
}

/// Whether `expected` names `c`: RFC 3987's rules here, RFC 3986's as
/// `support/expected.rs` reads them.
fn names(expected: Expected, c: char) -> bool {
    let ucschar = in_ranges(&UCSCHAR, c);
    match expected {
        Expected::Rule(RuleName::Ipchar) => {
            expected::names(Expected::Rule(RuleName::Pchar), c) || ucschar
        }
        Expected::Rule(RuleName::Iunreserved) => {
            expected::names(Expected::Rule(RuleName::Unreserved), c) || ucschar
        }
        Expected::Rule(RuleName::Ucschar) => ucschar,
        Expected::Rule(RuleName::Iprivate) => in_ranges(&IPRIVATE, c),
        other => expected::names(other, c),
    }
}

#[derive(Default)]
struct Tally {
    compared: usize,
    refused: usize,
    /// Refusals placed after the recognizer's match, without the automaton.
    placed: usize,
    /// Refusals whose index is before a character above ASCII.
    refused_wide: usize,
    disagreements: Disagreements,
}

impl Tally {
    fn compare(&mut self, input: &str) {
        for goal in GOALS {
            self.compared += 1;
            let recognized = compiled_matches(input, goal);
            let located = automaton_locate(input, goal);
            if recognized != located.is_none() {
                self.disagreements.note(|| {
                    format!(
                        "{input:?} as {goal:?}: the recognizer says {recognized}, the automaton stops at {located:?}"
                    )
                });
                continue;
            }
            if recognized {
                continue;
            }
            self.refused += 1;
            if let Some(stop) = placed_after_match(input, goal) {
                self.placed += 1;
                if located != Some(stop) {
                    self.disagreements.note(|| {
                        format!("{input:?} as {goal:?}: placed at {stop} after the recognizer's match, the automaton stops at {located:?}")
                    });
                }
            }
            let Some((index, expected)) = parse_error(input, goal) else {
                self.disagreements
                    .note(|| format!("{input:?} as {goal:?}: refused, but no error"));
                continue;
            };
            let Some(prefix) = input.get(..index) else {
                self.disagreements
                    .note(|| format!("{input:?} as {goal:?}: {index} is not a character boundary"));
                continue;
            };
            let next = input[index..].chars().next();
            if next.is_some_and(|c| !c.is_ascii()) {
                self.refused_wide += 1;
            }
            if !viable(goal, prefix) {
                self.disagreements.note(|| {
                    format!("{input:?} as {goal:?}: the prefix {prefix:?} before the index {index} is not viable")
                });
                continue;
            }
            if let Some(c) = next {
                let longer = &input[..index + c.len_utf8()];
                if viable(goal, longer) {
                    self.disagreements.note(|| {
                        format!(
                            "{input:?} as {goal:?}: {longer:?}, past the index {index}, is viable"
                        )
                    });
                    continue;
                }
            }
            let mut buffer = String::with_capacity(prefix.len() + 4);
            for &probe in PROBES {
                buffer.clear();
                buffer.push_str(prefix);
                buffer.push(probe);
                let viable = viable(goal, &buffer);
                let named = expected.iter().any(|&e| names(e, probe));
                if viable != named {
                    self.disagreements.note(|| {
                        format!(
                            "{input:?} as {goal:?} at {index}: {probe:?} after {prefix:?} is {} viable, the expectation {expected:?} {} it",
                            if viable { "" } else { "not" },
                            if named { "names" } else { "does not name" }
                        )
                    });
                }
            }
            let complete = compiled_matches(prefix, goal);
            if complete != expected.contains(&Expected::EndOfInput) {
                self.disagreements.note(|| {
                    format!("{input:?} as {goal:?} at {index}: {expected:?}, but the prefix matches: {complete}")
                });
            }
        }
    }

    fn assert_none(&self, what: &str) {
        println!(
            "{what}: {} comparisons, {} refusals ({} at a character above ASCII, {} placed after the match), {} disagreements",
            self.compared,
            self.refused,
            self.refused_wide,
            self.placed,
            self.disagreements.count()
        );
        self.disagreements
            .assert_none(&format!("{what}: the IRI automata and the IRI grammar"));
    }
}

#[test]
fn agreement_on_the_corpora() {
    for kind in ["iri/valid", "iri/invalid", "valid", "invalid"] {
        let entries = corpus::all(kind);
        assert!(entries.len() > 50, "the {kind} corpus is missing");
        let mut tally = Tally::default();
        for (_, entry) in &entries {
            tally.compare(&entry.input);
        }
        tally.assert_none(&format!("{kind} corpus"));
        if kind == "iri/invalid" {
            assert_eq!(tally.refused, 4 * entries.len());
        }
    }
}

/// The characters at the edges of the ranges, in every component.
#[test]
fn agreement_on_every_range_edge_in_every_component() {
    let mut tally = Tally::default();
    for c in near_iri::boundaries() {
        for template in [
            "{}",
            "s:{}",
            "s://{}/",
            "s://u{}@h/",
            "s://h/{}x",
            "s://h/a?{}",
            "s://h/a#{}",
            "//h{}:1/a",
            "s://1.2.3.4{}/",
            "s://[::1{}]/",
            "s{}:a",
            "%{}",
        ] {
            tally.compare(&template.replace("{}", &c.to_string()));
        }
    }
    tally.assert_none("range edges");
    assert!(tally.refused_wide > 500, "{}", tally.refused_wide);
}

/// A character no IRI component holds outside a query (a noncharacter, or
/// a private-use character out of a query), where the IRI recognizer's
/// match stops: placed there from the match, where the automaton stops too.
#[test]
fn a_character_no_component_holds_is_placed_after_the_match() {
    let goal = Goal::IriReference;
    for (input, index) in [
        ("/wiki/a\u{FFFF}b", 7),
        ("https://h/\u{E000}", 10),
        ("#\u{F0001}x", 1),
        ("//h\u{FDD0}/", 3),
        ("a\u{10FFFF}", 1),
        ("s:/p#f\u{E000}", 6),
    ] {
        assert_eq!(placed_after_match(input, goal), Some(index), "{input:?}");
        assert_eq!(automaton_locate(input, goal), Some(index), "{input:?}");
    }
    // In a query a private-use character is an IRI's own.
    assert!(compiled_matches("/p?\u{E000}", goal));
    assert_eq!(placed_after_match("/p?\u{E000}", goal), None);
}

#[test]
fn agreement_on_generated_inputs() {
    let refused = agreement_on_generated(0x1e1_a070_0001, 20_000);
    assert!(refused >= 60_000, "only {refused} refusals");
}

#[test]
#[ignore = "a million inputs: run in release"]
fn agreement_on_a_million_generated_inputs() {
    let count = env::env_number("IRI_AUTOMATON_INPUTS", 1_000_000);
    let refused = agreement_on_generated(0x1e1_a070_1000_0000, count);
    assert!(refused >= count, "only {refused} refusals");
}

/// Compares the two on `count` generated inputs; the number of refusals.
fn agreement_on_generated(seed: u64, count: usize) -> usize {
    let mut generator = Generator::new(seed, corpus::inputs());
    let mut tally = Tally::default();
    for _ in 0..count {
        tally.compare(&generator.input());
    }
    tally.assert_none(&format!("{count} generated inputs"));
    assert!(tally.refused_wide > count / 10, "{}", tally.refused_wide);
    // A space, a quote, a control: placed after the recognizer's match.
    assert!(tally.placed > count / 10, "{} placed", tally.placed);
    tally.refused
}
