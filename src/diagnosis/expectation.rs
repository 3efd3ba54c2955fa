//! What could have come at the place a refused input went wrong: every
//! character class the grammar tells apart is tried there, on the
//! automaton, and the ones that keep the input viable are named by the
//! smallest ABNF rules that cover them.

use crate::automaton;
use crate::expected::Expected;
use crate::goal::Goal;

/// The probes: every ASCII character class that some rule of the grammar
/// treats differently. Characters outside these are never in a URI.
const PROBES: &[&str] = &[
    "g", // ALPHA that is not HEXDIG
    "v", // ALPHA, and the "v" of IPvFuture
    "a", // ALPHA and HEXDIG
    // DIGIT, every one: dec-octet treats them differently ("25" may be
    // followed by "0".."5" only).
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", ".", "_", "~", "%", "!", "$", "&", "'",
    "(", ")", "*", "+", ",", ";", "=", ":", "@", "/", "?", "#", "[", "]",
];

/// Named classes, largest first: when every member is viable the class name
/// is shown instead of its members.
const CLASSES: &[(&str, &[&str])] = &[
    (
        "pchar",
        &[
            "g", "v", "a", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", ".", "_", "~",
            "%", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@",
        ],
    ),
    (
        "unreserved",
        &[
            "g", "v", "a", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", ".", "_", "~",
        ],
    ),
    ("pct-encoded", &["%"]),
    (
        "sub-delims",
        &["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="],
    ),
    ("ALPHA", &["g", "v", "a"]),
    (
        "HEXDIG",
        &["a", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
    ),
    ("DIGIT", &["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]),
];

/// What could follow `prefix`, named in ABNF terms: the probes with a live
/// transition from the state the automaton reaches at its end, and the end
/// of input where the automaton accepts. Nothing, when `prefix` itself is
/// not viable.
pub(crate) fn expected(goal: Goal, prefix: &str) -> Vec<Expected> {
    let automaton = automaton::of(goal);
    let stop = automaton.run(prefix.as_bytes());
    if stop.index < prefix.len() {
        return Vec::new();
    }
    let mut remaining: Vec<&'static str> = PROBES
        .iter()
        .copied()
        .filter(|probe| {
            probe
                .bytes()
                .all(|byte| automaton.continues(stop.state, byte))
        })
        .collect();
    let mut expected = Vec::new();
    for (name, members) in CLASSES {
        if members.iter().all(|member| remaining.contains(member)) {
            remaining.retain(|probe| !members.contains(probe));
            expected.push(Expected::Rule(name));
        }
    }
    expected.extend(remaining.into_iter().map(Expected::Literal));
    if automaton.accepts(stop.state) {
        expected.push(Expected::EndOfInput);
    }
    expected
}
