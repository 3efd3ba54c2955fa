//! The automaton behind the crate's errors (`src/compiled/automaton/generated.rs`,
//! built from `grammar/uri.pest` with its lookaheads ignored and its
//! choices unordered) says what the grammar says:
//!
//! - the same verdict as the recognizer, for each of the four goals;
//! - for every refusal, the same index and the same expectation as the
//!   diagnosis the crate made before it, which asked pest's parser
//!   (`tests/support/pest_diagnosis.rs`): the end of the longest prefix the
//!   parser can still complete, and the characters that keep it so;
//! - where the front door places a refusal after the recognizer's match,
//!   without the automaton (`placed_after_match`), the automaton stops too.
//!
//! On every corpus input, and on 33,000 generated inputs, which make more
//! than 100,000 refusals under the four goals (the reference is slow: it
//! parses each refused input dozens of times); `cargo test --release --test
//! automaton -- --ignored` runs a million more inputs (`AUTOMATON_INPUTS=n`
//! for another count).

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/disagreements.rs"]
mod disagreements;
#[path = "support/env.rs"]
mod env;
#[path = "support/near_uri.rs"]
mod near_uri;
#[path = "support/pest_diagnosis.rs"]
mod pest_diagnosis;
#[path = "support/pest_viable.rs"]
mod pest_viable;

use disagreements::Disagreements;
use near_uri::Generator;
use rfc3986::__private::{automaton_locate, compiled_matches, placed_after_match, resumed_at};
use rfc3986::{Goal, Uri, UriRef};

const GOALS: [Goal; 4] = [
    Goal::UriReference,
    Goal::Uri,
    Goal::AbsoluteUri,
    Goal::RelativeRef,
];

/// The error the crate reports for `input` as `goal`, or `None`.
fn reported(input: &str, goal: Goal) -> Option<(usize, Vec<rfc3986::Expected>)> {
    let error = match goal {
        Goal::UriReference => UriRef::parse(input).err(),
        Goal::Uri => Uri::parse(input).err(),
        Goal::AbsoluteUri => rfc3986::AbsoluteUri::parse(input).err(),
        Goal::RelativeRef => rfc3986::RelativeRef::parse(input).err(),
        other => unreachable!("{other:?} is not a URI production"),
    }?;
    Some((error.index(), error.expected().to_vec()))
}

#[derive(Default)]
struct Tally {
    compared: usize,
    refused: usize,
    /// Refusals placed after the recognizer's match, without the automaton.
    placed: usize,
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
            let now = reported(input, goal);
            let before = pest_diagnosis::diagnose(input, goal);
            if now != before {
                self.disagreements.note(|| {
                    format!("{input:?} as {goal:?}:\n  automaton: {now:?}\n  pest:      {before:?}")
                });
            }
        }
    }

    fn assert_none(&self, what: &str) {
        println!(
            "{what}: {} comparisons, {} refusals ({} placed after the match), {} disagreements",
            self.compared,
            self.refused,
            self.placed,
            self.disagreements.count()
        );
        self.disagreements
            .assert_none(&format!("{what}: the automaton and the grammar"));
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
        if kind == "invalid" {
            assert!(tally.refused >= 4 * entries.len() - 20);
            // A space, a quote, a byte above ASCII: the shortcut past the
            // automaton is tested on many of them, not a few.
            assert!(tally.placed >= entries.len() / 2, "{} placed", tally.placed);
        }
    }
}

#[test]
fn agreement_on_generated_inputs() {
    let refused = agreement_on_generated(0xa070_0001, 33_000);
    assert!(refused >= 100_000, "only {refused} refusals");
}

#[test]
#[ignore = "a million inputs: run in release"]
fn agreement_on_a_million_generated_inputs() {
    let count = env::env_number("AUTOMATON_INPUTS", 1_000_000);
    let refused = agreement_on_generated(0xa070_1000_0000, count);
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
    tally.refused
}

/// A `[` goes on after a match only where an IP literal can begin: after
/// `//` or a userinfo's `@`. After any other last byte the refusal is
/// placed at it without the automaton, and where it is not, the automaton
/// places it; the two agree with pest's reading either way.
#[test]
fn a_bracket_is_placed_after_the_match_unless_a_host_can_begin_there() {
    let mut tally = Tally::default();
    let placed = [
        "http://a/b[",
        "http://a[",
        "a?b=c[",
        "/p#f[",
        "s:x[",
        "[",
        "http://[::1][",
    ];
    let located = ["http://[", "s://u@[", "http://@[x", "//[v1.x"];
    for input in placed {
        tally.compare(input);
        assert!(
            placed_after_match(input, Goal::UriReference).is_some(),
            "{input:?} is not placed after the match"
        );
    }
    for input in located {
        tally.compare(input);
        assert_eq!(
            placed_after_match(input, Goal::UriReference),
            None,
            "{input:?}: a host can begin at the bracket"
        );
    }
    tally.assert_none("brackets after a match");
}

/// Where the front door takes up the automaton over a refused input: the
/// end of the recognizer's match inside the component it ended in, or the
/// authority's start, or the start; and what it says there is what a run
/// from the start says (`reported` against `automaton_locate`).
#[test]
fn a_refusal_is_taken_up_at_the_mark_nearest_the_end_of_the_match() {
    let goal = Goal::UriReference;
    // Each input ends with the byte the automaton stops at (a `%` with
    // nothing after it, which the match alone does not place).
    for (input, at, mark) in [
        ("http://h/a%", 10, "Segment"),
        ("/aaaaaaaaaaaaaaaa%", 17, "Segment"),
        ("s:a%", 3, "Segment"),
        ("a/bbbbbbbbbbbbbbb%", 17, "Segment"),
        ("?qqqqqqqqqqqqqqqq%", 17, "Query"),
        ("http://h/?q=1%", 13, "Query"),
        ("#ffffffffffffffff%", 17, "Fragment"),
        ("abbbbbbbbbbbbbbbb%", 17, "SchemeOrSegment"),
        ("http://us%", 9, "Host"),
        ("http://u@h%", 10, "HostAfterUserinfo"),
        ("http://h:80a%", 11, "Port"),
        ("http://h:a%", 9, "Port"),
        ("http://h:1%4", 10, "Port"),
        ("http://[::1%", 7, "Authority"),
        ("%zz", 0, "Start"),
    ] {
        assert_eq!(
            resumed_at(input, goal),
            Some((at, mark.to_owned())),
            "{input:?}"
        );
        let index = reported(input, goal).map(|(index, _)| index);
        assert_eq!(index, automaton_locate(input, goal), "{input:?}");
    }
    // A short match with neither a scheme nor an authority: the automaton
    // runs from the start, which costs less than finding the mark.
    for input in ["/a%", "a/b%", "?q%", "#f%", "ab%"] {
        assert_eq!(
            resumed_at(input, goal),
            Some((0, "Start".to_owned())),
            "{input:?}"
        );
        let index = reported(input, goal).map(|(index, _)| index);
        assert_eq!(index, automaton_locate(input, goal), "{input:?}");
    }
    // Placed from the match alone, with no run of the automaton: a `:`
    // that stopped a relative reference's first segment (RFC 3986 §4.2),
    // and a `%` not followed by two `HEXDIG`s where every state the match
    // may have left the automaton in takes a `%`.
    for (input, index) in [
        ("_bbbbbbbbbbbbbbbb:b", 17),
        ("10.100.200.100.250:80", 18),
        ("_:b", 1),
        ("10.0.0.1:80", 8),
        ("http_://h/", 5),
        ("http://h/a%zz", 11),
        ("http://h/a%az", 12),
        ("http://us%zr@h/", 10),
        ("http://u@h%zz", 11),
        // A match that ends in a port: after an IP literal or a userinfo,
        // refused at once; else where a userinfo would stop.
        ("http://u@h:80%", 13),
        ("http://[::1]:80a/", 15),
        ("http://u@[::1]:a/", 15),
        ("//[::1]:80a", 10),
        ("http://h:80a/", 12),
        ("http://h:a/", 10),
        ("http://h:80,81/p", 14),
        ("http://:80x[", 11),
        ("http://h:1%41x%2g@", 16),
        ("//h:8o8o?q", 8),
        ("?q%g", 3),
        ("/%é", 2),
    ] {
        assert_eq!(placed_after_match(input, goal), Some(index), "{input:?}");
        assert_eq!(automaton_locate(input, goal), Some(index), "{input:?}");
        assert_eq!(resumed_at(input, goal), None, "{input:?}");
    }
    // A `%` after a digit may follow a port, where it is refused at once:
    // the automaton decides.
    assert_eq!(
        resumed_at("http://h/1%zz", goal),
        Some((10, "Segment".to_owned()))
    );
    assert_eq!(automaton_locate("http://h/1%zz", goal), Some(11));
    // A userinfo's or a host's run that stopped at a `%` ends the match
    // where its `pct-encoded` failed (no reading of the input gets past it:
    // `%` begins nothing else): in a password, the match would otherwise
    // have ended at the port that `app:` looks like.
    for (input, index) in [
        ("https://app:s3cre%Et@github.com/", 19),
        ("http://ho%zzst/", 10),
        ("//h%4x", 5),
    ] {
        assert_eq!(placed_after_match(input, goal), Some(index), "{input:?}");
        assert_eq!(automaton_locate(input, goal), Some(index), "{input:?}");
        assert_eq!(resumed_at(input, goal), None, "{input:?}");
    }
    // Where the input ends inside the `pct-encoded`, the automaton decides.
    assert_eq!(resumed_at("//u:p%4", goal), Some((4, "Port".to_owned())));
    assert_eq!(automaton_locate("//u:p%4", goal), Some(7));
    // Placed at once, without the automaton: no mark.
    assert_eq!(resumed_at("http://h/a b", goal), None);
    assert_eq!(placed_after_match("http://h/a b", goal), Some(10));
    // A valid input is not refused.
    assert_eq!(resumed_at("http://h/a", goal), None);
}
