//! Where a refused input stops being a possible reference: the end of its
//! longest viable prefix.

use pest::error::InputLocation;

use crate::diagnosis::viable::{Undecided, undecided, viable};
use crate::goal::Goal;
use crate::grammar::Rule;
use crate::recognizer;

/// The byte index at which `input`, which the derived parser refused with
/// `error`, stops being a possible `goal`.
///
/// The compiled recognizer's furthest failure (the furthest position where
/// a literal, a byte or the end of a run failed) is tried first: when the
/// prefix up to it is viable and one character more is not, it is the
/// error's index, found with two parses. Otherwise the search starts from
/// pest's position. When pest cannot tell (its stack guard, a call limit),
/// the furthest failure stands unchecked.
pub(crate) fn locate(input: &str, goal: Goal, error: &pest::error::Error<Rule>) -> usize {
    let (_, hint) = recognizer::furthest_failure(input, goal);
    if undecided(error) {
        return hint;
    }
    let reported = match error.location {
        InputLocation::Pos(pos) => pos,
        InputLocation::Span((start, _)) => start,
    };
    let rule = goal.rule();
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
