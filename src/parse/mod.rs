//! The front door: every parse function of the crate comes here, and this
//! module decides the path.
//!
//! A valid input takes the compiled recognizer alone
//! ([`recognizer::layout`]): one pass, no allocation. A refused one whose
//! match stopped short went wrong right there when every accepting state of
//! the goal's automaton entered on the match's last byte goes dead on the
//! byte after it (a space, a quote, a control; of an IRI goal, a
//! character no component holds there): the recognizer says so
//! ([`Stopped::Dead`]), and three common mistakes are placed from the
//! match ([`Stopped::Colon`], [`Stopped::Percent`], [`Stopped::Port`]).
//! `parse`, whose error says what was expected, has a long match that
//! stops at the byte after it taken up at its end instead, when a mark is
//! there ([`Wants::State`]), so that the error knows the state without a
//! run over the text before; `parse_quick` wants the index alone
//! ([`Wants::Index`]). For any other, the diagnosis runs the goal's
//! automaton from the mark nearest the match's end where its state is known
//! (`compiled::resume`) and says where it went wrong
//! ([`diagnosis::locate_from`]): over the last component at most. The error works out what was
//! expected when asked. Should the automaton accept what the
//! recognizer refused (the agreement tests rule it out), the parser pest
//! derives from the grammar (the IRI grammar, for an IRI goal) is the
//! reference: its tree is walked ([`pest_walk`]). The IRI goals take the
//! same path, with the IRI recognizer and automata.
//!
//! **Imports `text/`, `grammars/`, `compiled/` and `error/`**; the reference
//! types above call it, and it knows none of them.

pub(crate) mod pest_walk;

use pest::Parser;

use crate::compiled::goal::Goal;
use crate::compiled::layout::{HostMismatch, Layout};
use crate::error::diagnosis;
use crate::error::parse_error::Error;
use crate::error::refusal::{How, Refusal};
use crate::grammars::iri::IriParser;
use crate::grammars::uri::UriParser;

use crate::compiled::automaton::Stop;
use crate::compiled::recognizer::{self, Near, Stopped, Wants};
use crate::compiled::resume::Resume;

/// Parses `input` as `goal` into the [`Layout`] of its components.
///
/// # Errors
/// An [`Error`] saying where `input` stops being a `goal`.
#[inline(always)]
pub(crate) fn parse(input: &str, goal: Goal) -> Result<Layout, Error> {
    parse_with(input, goal, |layout| layout)
}

/// Parses `input` as `goal` into what `make` builds from the [`Layout`]
/// of its components.
///
/// # Errors
/// An [`Error`] saying where `input` stops being a `goal`.
// The value is built inside the match rather than by mapping the
// `Result<Layout, Error>` of [`parse`]: the map copied the layout through
// the result's bytes, where a layout's words share room with an error's
// smaller fields, in moves that each waited on the stores before them.
// `docs/performance-history.md` gives the figures.
#[inline(always)]
pub(crate) fn parse_with<T>(
    input: &str,
    goal: Goal,
    make: impl FnOnce(Layout) -> T,
) -> Result<T, Error> {
    match recognizer::layout(input, goal, Wants::State) {
        Ok(layout) => Ok(make(layout)),
        Err(stopped) => refused(input, goal, stopped, make),
    }
}

/// The [`Layout`] of `input` parsed as `goal`, or `None` when it is not a
/// `goal`: the verdict of [`parse`] without the error. A refusal costs the
/// recognizer's run and nothing more: no look at where its match stopped,
/// no automaton, no copy of the input. The verdict is [`parse`]'s, since
/// the recognizer and pest's parser accept the same language (the
/// agreement tests).
#[inline(always)]
pub(crate) fn recognize(input: &str, goal: Goal) -> Option<Layout> {
    recognizer::accepted(input, goal)
}

/// Parses `input` as `goal` into what `make` builds from the [`Layout`]
/// of its components; a refusal is a [`Refusal`]: the same index as
/// [`parse_with`]'s error, without a copy of the input.
///
/// # Errors
/// A [`Refusal`] saying where `input` stops being a `goal`.
#[inline(always)]
pub(crate) fn parse_quick_with<T>(
    input: &str,
    goal: Goal,
    make: impl FnOnce(Layout) -> T,
) -> Result<T, Refusal> {
    match recognizer::layout(input, goal, Wants::Index) {
        Ok(layout) => Ok(make(layout)),
        Err(stopped) => refused_quick(input, goal, stopped, make),
    }
}

/// The recognizer refused `input`, its match of the goal's entry rule
/// stopping as `stopped` says: the error is where the goal's automaton,
/// taken up at the last mark of that match (where its state is known),
/// first has no live transition; what was expected is worked out from its
/// state there when asked. Generic over what the caller makes, so that the
/// error is written where the caller's result goes, not moved there.
#[cold]
#[inline(never)]
fn refused<T>(
    input: &str,
    goal: Goal,
    stopped: Stopped,
    make: impl FnOnce(Layout) -> T,
) -> Result<T, Error> {
    // One place builds the error, so that it is written where the result
    // goes rather than built aside and copied there.
    let (index, state) = match stopped.placed() {
        Ok((index, None)) => (index, None),
        Ok((index, Some(near))) => (index, Some(near_state(input, goal, index, near))),
        Err(resume) => match diagnosis::locate_from(input, goal, resume) {
            Some(stop) => (stop.index, Some(stop.state)),
            None => return disputed(input, goal).map(make),
        },
    };
    Err(Error::placed(goal, input, index, state))
}

/// The state [`Near::state`] gives at `index` of `input`, for the error of
/// a mistake placed from the recognizer's match.
#[inline(always)]
fn near_state(input: &str, goal: Goal, index: usize, near: Near) -> u16 {
    let state = near.state(goal, input.as_bytes(), index);
    diagnosis::debug_check_located(input, goal, Stop { index, state });
    state
}

/// [`refused`], placed the same way, as a [`Refusal`]: nothing of the
/// input is kept.
// Inlined into the caller's refused arm, after the recognizer's look at
// where its match stopped: a call of its own moved `Stopped` through
// memory and back, 46 instructions a refusal (a colon in a first segment,
// 245 to 199), for 4 to 6 more on a valid `parse_quick` and none on
// `parse`.
#[inline(always)]
fn refused_quick<T>(
    input: &str,
    goal: Goal,
    stopped: Stopped,
    make: impl FnOnce(Layout) -> T,
) -> Result<T, Refusal> {
    match stopped.placed() {
        Ok((index, near)) => Err(Refusal::new(goal, index, near.map_or(How::Dead, How::Near))),
        Err(resume) => match located_quick(input, goal, resume) {
            Some(refusal) => Err(refusal),
            None => disputed_quick(input, goal).map(make),
        },
    }
}

/// [`refused_quick`] where the automaton has to find the place: a call of
/// its own, so that a refusal placed without it saves no registers for it.
/// `None` when the automaton does not refuse the input.
// The refusal alone comes back, in registers: when this call wrote the
// whole `Result`, every arm of `parse_quick` met in that one slot, and a
// caller that moved the result copied all of it, its loads waiting on the
// narrower stores just made there (0.97 to 0.80 of fluent-uri's time on a
// colon in a first segment; `docs/performance-history.md`).
#[cold]
#[inline(never)]
fn located_quick(input: &str, goal: Goal, resume: Resume) -> Option<Refusal> {
    diagnosis::locate_from(input, goal, resume)
        .map(|stop| Refusal::new(goal, stop.index, How::State(stop.state)))
}

/// The automaton accepts what the recognizer refused (or the recognizer
/// matched a host it cannot convert): the agreement tests rule both out,
/// and should it happen, pest's parser, the reference, decides.
#[cold]
#[inline(never)]
fn disputed(input: &str, goal: Goal) -> Result<Layout, Error> {
    disputed_quick(input, goal).map_err(|refusal| refusal.error(input))
}

/// [`disputed`], its refusal as a [`Refusal`].
#[cold]
#[inline(never)]
fn disputed_quick(input: &str, goal: Goal) -> Result<Layout, Refusal> {
    match pest_parse(input, goal) {
        None => {
            let (_, furthest) = recognizer::furthest_failure(input, goal);
            Err(Refusal::new(goal, furthest, How::Furthest))
        }
        Some(walk) => walk
            .map_err(|mismatch| Refusal::new(goal, mismatch.at.start, How::Address(mismatch.rule))),
    }
}

/// pest's parse of `input` as `goal` (by the IRI grammar's parser for an
/// IRI goal), walked into a layout; `None` when pest refuses it.
pub(crate) fn pest_parse(input: &str, goal: Goal) -> Option<Result<Layout, HostMismatch>> {
    if goal.is_iri() {
        let pairs = IriParser::parse(goal.iri_rule(), input).ok()?;
        return Some(pest_walk::walk(pairs));
    }
    let pairs = UriParser::parse(goal.rule(), input).ok()?;
    Some(pest_walk::walk(pairs))
}
