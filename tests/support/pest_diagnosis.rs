//! The diagnosis of a refusal as the crate made it before its automaton,
//! by asking pest's parser: a prefix is *viable* when the parser reaches its
//! end, the error is at the end of the longest viable prefix, and the
//! expectation is the set of probe characters that keep it viable. Kept as
//! the reference the automaton is compared with (`tests/automaton.rs`).
//!
//! It reaches the recognizer's furthest failure through the crate's test
//! hooks, as it did from inside the crate.

// The tests build on the development toolchain; the MSRV is the library's.
#![allow(clippy::incompatible_msrv)]
#![allow(dead_code)] // Not every test that includes this file uses all of it.

use pest::Parser;
use pest::error::{ErrorVariant, InputLocation};

use rfc3986::__private::{compiled_matches, furthest_failure};
use rfc3986::grammar::{Rule, UriParser};
use rfc3986::{Expected, Goal};

/// The anchored entry rule of `goal`.
fn rule_of(goal: Goal) -> Rule {
    match goal {
        Goal::UriReference => Rule::full_URI_reference,
        Goal::Uri => Rule::full_URI,
        Goal::AbsoluteUri => Rule::full_absolute_URI,
        Goal::RelativeRef => Rule::full_relative_ref,
        other => unreachable!("{other:?} is not a URI production"),
    }
}

/// The index and the expectation of the refusal of `input` as `goal`, or
/// `None` when pest's parser accepts it.
pub fn diagnose(input: &str, goal: Goal) -> Option<(usize, Vec<Expected>)> {
    let error = UriParser::parse(rule_of(goal), input).err()?;
    let index = locate(input, goal, &error);
    let before = input.get(..index).unwrap_or_default();
    Some((index, expected(goal, before)))
}

/// pest could not tell: it stopped at its stack guard or at the call limit
/// a caller set (`pest::set_call_limit`), which it reports as a custom
/// error, at a position that says nothing of the input.
#[derive(Debug, Clone, Copy)]
struct Undecided;

/// Whether pest ran out of stack or calls rather than finding an error.
fn undecided(error: &pest::error::Error<Rule>) -> bool {
    matches!(error.variant, ErrorVariant::CustomError { .. })
}

/// Whether `prefix` can be continued into (or already is) a match of `rule`.
fn viable(rule: Rule, prefix: &str) -> Result<bool, Undecided> {
    let reached_end = match UriParser::parse(rule, prefix) {
        Ok(_) => return Ok(true),
        Err(error) if undecided(&error) => return Err(Undecided),
        Err(error) => match error.location {
            InputLocation::Pos(pos) | InputLocation::Span((pos, _)) => pos >= prefix.len(),
        },
    };
    if reached_end {
        return Ok(true);
    }
    completes(rule, prefix)
}

/// [`viable`], or when pest cannot tell, whether the compiled recognizer
/// matches `prefix` or fails only at its end; the latter misses the few
/// prefixes [`completes`] finishes, and is the best left to say.
fn viable_or_recognized(goal: Goal, prefix: &str) -> bool {
    viable(rule_of(goal), prefix).unwrap_or_else(|Undecided| {
        let (matched, furthest) = furthest_failure(prefix, goal);
        matched || furthest >= prefix.len()
    })
}

/// Endings that complete a prefix cut inside a `pct-encoded`.
const PCT_CLOSERS: &[&str] = &["0", "00"];

/// Endings that complete a prefix cut inside an `IP-literal`, whichever of
/// the nine `IPv6address` forms or `IPvFuture` it was heading for.
const LITERAL_CLOSERS: &[&str] = &[
    "]", ":]", "::]", "0]", ":0]", "0.0]", ".0]", "0.0.0]", ".0.0]", ".0.0.0]", "x]", ".x]", "1.x]",
];

/// pest only notes where *rules* failed, so a prefix that stops where only a
/// literal could come next (`[1:2:3`, `[v1`, `%4`, `//h:1,` that only an
/// `@` can make a userinfo, or `http` when a URI is required) looks as if
/// the parser never reached its end. Those are the places where the grammar
/// needs literals to finish a `pct-encoded`, an `IP-literal`, a `userinfo`
/// or a `scheme`; try to finish it.
fn completes(rule: Rule, prefix: &str) -> Result<bool, Undecided> {
    let in_pct = prefix
        .rfind('%')
        .is_some_and(|percent| prefix.len() - percent <= 2);
    let in_literal = prefix
        .rfind('[')
        .is_some_and(|open| Some(open) > prefix.rfind(']'));
    let in_scheme = !prefix.is_empty() && prefix.bytes().all(is_scheme_byte);
    let in_userinfo = authority_start(prefix)
        .is_some_and(|start| !prefix[start..].contains(['/', '?', '#', '@']));
    // A cut pct-encoded is finished first, then whatever encloses it.
    let pct: &[&str] = if in_pct { PCT_CLOSERS } else { &[""] };
    let enclosing: &[&str] = if in_literal {
        LITERAL_CLOSERS
    } else if in_userinfo {
        &["@"]
    } else if in_scheme {
        &[":"]
    } else {
        &[""]
    };
    if !in_pct && enclosing == [""] {
        return Ok(false);
    }
    let mut candidate = String::with_capacity(prefix.len() + 10);
    for pct in pct {
        for closer in enclosing {
            candidate.clear();
            candidate.push_str(prefix);
            candidate.push_str(pct);
            candidate.push_str(closer);
            match UriParser::parse(rule, &candidate) {
                Ok(_) => return Ok(true),
                Err(error) if undecided(&error) => return Err(Undecided),
                Err(_) => {}
            }
        }
    }
    Ok(false)
}

/// Where the authority begins in `prefix`, after `//` or `scheme://`.
fn authority_start(prefix: &str) -> Option<usize> {
    if prefix.starts_with("//") {
        return Some(2);
    }
    let colon = prefix.find(':')?;
    let scheme_ok = colon > 0 && prefix[..colon].bytes().all(is_scheme_byte);
    (scheme_ok && prefix[colon + 1..].starts_with("//")).then_some(colon + 3)
}

/// `ALPHA / DIGIT / "+" / "-" / "."`, the characters of a scheme.
fn is_scheme_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
}

/// The byte index at which `input`, which the derived parser refused with
/// `error`, stops being a possible `goal`.
///
/// The compiled recognizer's furthest failure (the furthest position where
/// a literal, a byte or the end of a run failed) is tried first: when the
/// prefix up to it is viable and one character more is not, it is the
/// error's index, found with two parses. Otherwise the search starts from
/// pest's position. When pest cannot tell (its stack guard, a call limit),
/// the furthest failure stands unchecked.
fn locate(input: &str, goal: Goal, error: &pest::error::Error<Rule>) -> usize {
    let (_, hint) = furthest_failure(input, goal);
    if undecided(error) {
        return hint;
    }
    let reported = match error.location {
        InputLocation::Pos(pos) => pos,
        InputLocation::Span((start, _)) => start,
    };
    let rule = rule_of(goal);
    let search = || {
        if is_longest_viable(rule, input, hint)? {
            return Ok(hint);
        }
        longest_viable(
            rule,
            input,
            input.floor_char_boundary(reported.min(input.len())),
        )
    };
    search().unwrap_or(hint)
}

/// Whether `end` is the end of the longest viable prefix of `input`: the
/// prefix up to it is viable, and one character more is not.
fn is_longest_viable(rule: Rule, input: &str, end: usize) -> Result<bool, Undecided> {
    if !viable(rule, &input[..end])? {
        return Ok(false);
    }
    if end >= input.len() {
        return Ok(true);
    }
    let next = input.ceil_char_boundary(end + 1);
    Ok(!viable(rule, &input[..next])?)
}

/// The end of the longest viable prefix of `input`, searching from `known`,
/// the end of a prefix the parser reached. Atomic rules hide how far they
/// got, so the end can lie further; a galloping search then a binary one
/// keeps this to a logarithmic number of parses on long inputs.
fn longest_viable(rule: Rule, input: &str, known: usize) -> Result<usize, Undecided> {
    let mut good = known;
    let mut bad = None;
    let mut step = 1;
    while good < input.len() {
        let probe = input.ceil_char_boundary(good + step);
        if viable(rule, &input[..probe])? {
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
        if viable(rule, &input[..middle])? {
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
            expected.push(Expected::Rule(name));
        }
    }
    expected.extend(remaining.into_iter().map(Expected::Literal));
    if compiled_matches(prefix, goal) {
        expected.push(Expected::EndOfInput);
    }
    expected
}
