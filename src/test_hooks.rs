//! Hooks for this crate's tests of the compiled recognizers and the
//! automata against pest's parsers (`tests/fast_path.rs`,
//! `tests/automaton.rs`, `tests/iri_fast_path.rs`, `tests/iri_automaton.rs`,
//! `benches/pest_steps.rs`); not part of the API, and free to change. The
//! library itself never calls them.

use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::compiled::goal::Goal;
use crate::compiled::recognizer::{self, Wants};
use crate::error::expected::Expected;

/// The components the compiled recognizer finds in `input` parsed as
/// `goal`, formatted with `{:?}`; `None` when it refuses the input.
#[must_use]
pub fn compiled_layout(input: &str, goal: Goal) -> Option<String> {
    if !recognizer::matches(input, goal) {
        return None;
    }
    Some(match recognizer::layout(input, goal, Wants::Index) {
        Ok(layout) => format!("{layout:?}"),
        Err(_) => "a host the conversions refuse".to_owned(),
    })
}

/// The components the recognizer compiled from the IRI grammar finds in
/// `input` parsed as the IRI twin of `goal`, formatted with `{:?}`, even on
/// ASCII text (which the parse path hands to the URI recognizer); `None`
/// when it refuses the input.
#[must_use]
pub fn compiled_iri_layout(input: &str, goal: Goal) -> Option<String> {
    Some(match recognizer::iri_layout(input, goal)? {
        Some(layout) => format!("{layout:?}"),
        None => "a host the conversions refuse".to_owned(),
    })
}

/// Whether the front door (`parse::parse`, what every `parse` function of
/// the crate calls) takes `input` as `goal`: the whole parse path, for
/// timing.
#[must_use]
pub fn parses(input: &str, goal: Goal) -> bool {
    crate::parse::parse(input, goal).is_ok()
}

/// Whether the compiled recognizer takes `input` as `goal`, without
/// building the components: the recognizer alone, for timing.
#[must_use]
pub fn compiled_matches(input: &str, goal: Goal) -> bool {
    recognizer::matches(input, goal)
}

/// Where the front door (as `parse_quick` takes it, for the index alone)
/// places the refusal of `input` as `goal` without a pass of the
/// automaton: `Some` when every accepting state entered on
/// the last byte of the recognizer's match goes dead on the byte after
/// it, or the match places one of the mistakes `recognizer::near` knows
/// (a `:` in a relative reference's first segment, a `%` without two
/// `HEXDIG`s, a port that does not end an authority, an IRI's character
/// that no component holds there), `None` when the input is valid or the
/// automaton has to find the place.
#[must_use]
pub fn placed_after_match(input: &str, goal: Goal) -> Option<usize> {
    let (index, _) = recognizer::layout(input, goal, Wants::Index)
        .err()?
        .placed()
        .ok()?;
    Some(index)
}

/// Where the front door (as `parse_quick` takes it, for the index alone)
/// takes up the automaton over a refused `input` as
/// `goal`, as `(byte index, mark)` (`{:?}` of the mark); `None` when the
/// input is valid or the refusal is placed without the automaton.
#[must_use]
pub fn resumed_at(input: &str, goal: Goal) -> Option<(usize, String)> {
    let resume = recognizer::layout(input, goal, Wants::Index)
        .err()?
        .placed()
        .err()?;
    Some((resume.at, format!("{:?}", resume.mark)))
}

/// Whether `input` matches `goal`, and the furthest byte index at which a
/// terminal of the recognizer failed: the starting point of the diagnosis
/// the crate made with pest's parser before its automaton
/// (`tests/support/pest_diagnosis.rs`).
#[must_use]
pub fn furthest_failure(input: &str, goal: Goal) -> (bool, usize) {
    recognizer::furthest_failure(input, goal)
}

/// The index and the expectation of the error the front door reports for
/// `input` as `goal`, or `None` when it parses: any goal, without its
/// public type.
#[must_use]
pub fn parse_error(input: &str, goal: Goal) -> Option<(usize, Vec<Expected>)> {
    let error = crate::parse::parse(input, goal).err()?;
    Some((error.index(), error.expected().to_vec()))
}

/// Whether the goal's automaton accepts `input` and, when it does not,
/// where it stops: the index the crate's errors report.
#[must_use]
pub fn automaton_locate(input: &str, goal: Goal) -> Option<usize> {
    crate::error::diagnosis::locate(input, goal).map(|stop| stop.index)
}

/// Whether pest's parser takes `input` as `goal` and its tree walks into
/// components: the parse path before the compiled recognizer, for timing.
#[must_use]
pub fn pest_walks(input: &str, goal: Goal) -> bool {
    crate::parse::pest_parse(input, goal).is_some_and(|walked| walked.is_ok())
}

/// The components the walk of pest's tree finds in `input` parsed as
/// `goal`, formatted with `{:?}`; `None` when pest refuses the input.
#[must_use]
pub fn pest_layout(input: &str, goal: Goal) -> Option<String> {
    Some(match crate::parse::pest_parse(input, goal)? {
        Ok(layout) => format!("{layout:?}"),
        Err(mismatch) => format!(
            "the walk failed: {:?} at {}..{} does not convert",
            mismatch.rule, mismatch.at.start, mismatch.at.end
        ),
    })
}

/// What the lint's tables say IDNA maps `c` to: the ASCII text with a
/// delimiter, letters and digits, or nothing for a character it removes
/// (`tests/lint_idna_tables.rs`).
#[must_use]
pub fn idna_maps_to(c: char) -> Option<String> {
    use crate::text::idna_fold;
    idna_fold::delimiter(c)
        .or_else(|| idna_fold::alphanumeric_string(c))
        .map(String::from)
        .or_else(|| idna_fold::alphanumeric(c).map(|b| char::from(b).to_string()))
        .or_else(|| idna_fold::dropped(c).then(String::new))
}

/// The WHATWG URL Standard's IPv4 reading of a host, as the lint and the
/// policy use it: `Some(Some(address))`, `Some(None)` when such a parser
/// refuses the host, `None` for a domain.
#[must_use]
pub fn whatwg_ipv4(host: &str) -> Option<Option<core::net::Ipv4Addr>> {
    use crate::text::whatwg_ipv4::{Reading, read};
    match read(host) {
        Reading::Domain => None,
        Reading::Address(address) => Some(Some(address)),
        Reading::Refused => Some(None),
    }
}
