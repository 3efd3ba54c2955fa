//! What could have come at the place a refused input went wrong: every
//! character class the grammar tells apart is tried there, and the viable
//! ones are named by the smallest ABNF rules that cover them.

use crate::diagnosis::viable::viable_or_recognized;
use crate::expected::Expected;
use crate::goal::Goal;
use crate::recognizer;

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

/// What could follow `prefix`, named in ABNF terms.
///
/// When pest cannot tell (its stack guard, a call limit), the compiled recognizer
/// answers in its place, as [`viable_or_recognized`] says.
pub(crate) fn expected(goal: Goal, prefix: &str) -> Vec<Expected> {
    let mut buffer = String::with_capacity(prefix.len() + 1);
    let mut remaining: Vec<&'static str> = PROBES
        .iter()
        .copied()
        .filter(|probe| {
            buffer.clear();
            buffer.push_str(prefix);
            buffer.push_str(probe);
            viable_or_recognized(goal, &buffer)
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
    if recognizer::matches(prefix, goal) {
        expected.push(Expected::EndOfInput);
    }
    expected
}
