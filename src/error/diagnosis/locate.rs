//! Where a refused input stops being a possible reference: the end of its
//! longest viable prefix, where the automaton has no live transition.

use crate::compiled::automaton::{self, Stop};
use crate::compiled::goal::Goal;
use crate::compiled::resume::Resume;
use crate::text::boundary::floor_char_boundary;

/// Where `input` stops being a possible `goal`: the first byte after which
/// no input is a `goal` (the input's length when it ends too early). `None`
/// when the automaton accepts `input`. The state where it stopped comes
/// with the index, for [`expected_at`](crate::error::diagnosis::expected_at).
///
/// The automata read bytes, so an IRI's can stop inside a character (at
/// the third byte of U+FFFE, whose first two begin members of `ucschar`):
/// the index is moved down to the character's first byte, where the error
/// slices the input, and the state is the one before that character. A
/// URI's automaton never stops inside one: no byte above ASCII is live.
pub(crate) fn locate(input: &str, goal: Goal) -> Option<Stop> {
    locate_from(input, goal, Resume::START)
}

/// [`locate`], the automaton taken up at `resume` (the last mark of the
/// recognizer's match, where its state is known) rather than at the start.
#[inline(always)]
pub(crate) fn locate_from(input: &str, goal: Goal, resume: Resume) -> Option<Stop> {
    let automaton = automaton::of(goal);
    let bytes = input.as_bytes();
    let stop = automaton.run_resumed(automaton::marks(goal), resume, bytes);
    // A state taken up at a mark may be another state of the same
    // residual language than the run from the start's (the tables need not
    // be minimal): the same index, the same expectation.
    debug_check_located(input, goal, stop);
    if stop.index == input.len() && automaton.accepts(stop.state) {
        return None;
    }
    let index = floor_char_boundary(input, stop.index);
    if index == stop.index {
        return Some(stop);
    }
    // The prefix up to `index` is viable: the run over it ends at it. It
    // is taken up at the same mark, which is not past `index` (the match
    // ends on a character boundary, and the character the run stopped in
    // begins at or after it).
    let before = bytes.get(..index).unwrap_or_default();
    let stop = automaton.run_resumed(automaton::marks(goal), resume, before);
    // As above: the same index, and a state that says the same.
    #[cfg(debug_assertions)]
    debug_assert_eq!(
        (stop.index, said(goal, stop.state)),
        (index, said(goal, automaton.run(before).state)),
        "{input:?} as {goal:?} from {resume:?}"
    );
    Some(stop)
}

/// Debug builds: panics unless `stop` (placed from the recognizer's match,
/// or by a run taken up at a mark) is where the automaton's run from the
/// start stops on `input`, with a state that says the same.
#[inline(always)]
pub(crate) fn debug_check_located(input: &str, goal: Goal, stop: Stop) {
    #[cfg(debug_assertions)]
    {
        let from_start = automaton::of(goal).run(input.as_bytes());
        debug_assert_eq!(
            (stop.index, said(goal, stop.state)),
            (from_start.index, said(goal, from_start.state)),
            "{input:?} as {goal:?}"
        );
    }
    #[cfg(not(debug_assertions))]
    let _ = (input, goal, stop);
}

/// What a state of the automaton of `goal` says to an error: whether the
/// input may end there, and its live probes. Two states that say the same
/// give the same expectation.
#[cfg(debug_assertions)]
fn said(goal: Goal, state: u16) -> (bool, u64) {
    (
        automaton::of(goal).accepts(state),
        super::expectation::live_probes(goal, state),
    )
}
