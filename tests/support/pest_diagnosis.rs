//! The diagnosis of a refusal as the crate made it before its automaton,
//! by asking pest's parser which prefixes are viable
//! (`support/pest_viable.rs`): the error is at the end of the longest
//! viable prefix, and the expectation is the set of probe characters that
//! keep it viable. Kept as the reference the automaton is compared with
//! (`tests/automaton.rs`).
//!
//! It reaches the recognizer's furthest failure through the crate's test
//! hooks, as it did from inside the crate.

// The tests build on the development toolchain; the MSRV is the library's.
#![allow(clippy::incompatible_msrv)]
#![allow(dead_code)] // Not every test that includes this file uses all of it.

use rfc3986::__private::{compiled_matches, furthest_failure};
use rfc3986::{Expected, Goal, RuleName};

use crate::pest_viable::{Undecided, failure, viable};

/// The index and the expectation of the refusal of `input` as `goal`, or
/// `None` when pest's parser accepts it.
pub fn diagnose(input: &str, goal: Goal) -> Option<(usize, Vec<Expected>)> {
    let reported = failure(goal, input).transpose()?;
    let index = locate(input, goal, reported);
    let before = input.get(..index).unwrap_or_default();
    Some((index, expected(goal, before)))
}

/// [`viable`], or when pest cannot tell, whether the compiled recognizer
/// matches `prefix` or fails only at its end; the latter misses the few
/// prefixes a completing literal finishes, and is the best left to say.
fn viable_or_recognized(goal: Goal, prefix: &str) -> bool {
    viable(goal, prefix).unwrap_or_else(|Undecided| {
        let (matched, furthest) = furthest_failure(prefix, goal);
        matched || furthest >= prefix.len()
    })
}

/// The byte index at which `input`, which the derived parser refused at
/// `reported`, stops being a possible `goal`.
///
/// The compiled recognizer's furthest failure (the furthest position where
/// a literal, a byte or the end of a run failed) is tried first: when the
/// prefix up to it is viable and one character more is not, it is the
/// error's index, found with two parses. Otherwise the search starts from
/// pest's position. When pest cannot tell (its stack guard, a call limit),
/// the furthest failure stands unchecked.
fn locate(input: &str, goal: Goal, reported: Result<usize, Undecided>) -> usize {
    let (_, hint) = furthest_failure(input, goal);
    let Ok(reported) = reported else {
        return hint;
    };
    let search = || {
        if is_longest_viable(goal, input, hint)? {
            return Ok(hint);
        }
        longest_viable(
            goal,
            input,
            input.floor_char_boundary(reported.min(input.len())),
        )
    };
    search().unwrap_or(hint)
}

/// Whether `end` is the end of the longest viable prefix of `input`: the
/// prefix up to it is viable, and one character more is not.
fn is_longest_viable(goal: Goal, input: &str, end: usize) -> Result<bool, Undecided> {
    if !viable(goal, &input[..end])? {
        return Ok(false);
    }
    if end >= input.len() {
        return Ok(true);
    }
    let next = input.ceil_char_boundary(end + 1);
    Ok(!viable(goal, &input[..next])?)
}

/// The end of the longest viable prefix of `input`, searching from `known`,
/// the end of a prefix the parser reached. Atomic rules hide how far they
/// got, so the end can lie further; a galloping search then a binary one
/// keeps this to a logarithmic number of parses on long inputs.
fn longest_viable(goal: Goal, input: &str, known: usize) -> Result<usize, Undecided> {
    let mut good = known;
    let mut bad = None;
    let mut step = 1;
    while good < input.len() {
        let probe = input.ceil_char_boundary(good + step);
        if viable(goal, &input[..probe])? {
            good = probe;
            step *= 2;
        } else {
            bad = Some(probe);
            break;
        }
    }
    while let Some(end) = bad {
        let middle = input.floor_char_boundary(good + (end - good) / 2);
        if middle <= good {
            break;
        }
        if viable(goal, &input[..middle])? {
            good = middle;
        } else {
            bad = Some(middle);
        }
    }
    Ok(good)
}

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
const CLASSES: &[(RuleName, &[&str])] = &[
    (
        RuleName::Pchar,
        &[
            "g", "v", "a", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", ".", "_", "~",
            "%", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@",
        ],
    ),
    (
        RuleName::Unreserved,
        &[
            "g", "v", "a", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-", ".", "_", "~",
        ],
    ),
    (RuleName::PctEncoded, &["%"]),
    (
        RuleName::SubDelims,
        &["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="],
    ),
    (RuleName::Alpha, &["g", "v", "a"]),
    (
        RuleName::Hexdig,
        &["a", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
    ),
    (
        RuleName::Digit,
        &["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
    ),
];

/// What could follow `prefix`, named in ABNF terms.
///
/// When pest cannot tell (its stack guard, a call limit), the compiled recognizer
/// answers in its place, as [`viable_or_recognized`] says.
fn expected(goal: Goal, prefix: &str) -> Vec<Expected> {
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
            expected.push(Expected::Rule(*name));
        }
    }
    expected.extend(remaining.into_iter().map(Expected::Literal));
    if compiled_matches(prefix, goal) {
        expected.push(Expected::EndOfInput);
    }
    expected
}
