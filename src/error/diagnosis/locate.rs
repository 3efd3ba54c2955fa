//! Where a refused input stops being a possible reference: the end of its
//! longest viable prefix, where the automaton has no live transition.

use crate::compiled::automaton::{self, Stop};
use crate::compiled::goal::Goal;
use crate::compiled::resume::Resume;
use crate::text::boundary::floor_char_boundary;

/// Where `input` stops being a possible `goal`, when the recognizer's
/// match of the goal's entry rule ends at `end`, before the input does: a
/// match is a derivation of the grammar with its lookaheads dropped, the
/// automaton's language, so the automaton's state at `end` is one of the
/// accepting states entered on the match's last byte, and where all of
/// those go dead on the same byte after it (a space, a quote, a control,
/// `]` at once; `[` at once unless the match ends with `/` or `@`; `%` and
/// a byte that is not a hex digit at the second, unless the match ends
/// with a digit or `:` that a port may hold), so does the run from the
/// start ([`Automaton::stop_after_match`](crate::compiled::automaton::Automaton::stop_after_match)).
/// `None` when they part (the automaton has to look from the start), or
/// `end` or the place is not before a character of `input`.
///
/// For an IRI goal, the match may be the URI recognizer's, on ASCII text:
/// a URI reference there, and so an IRI reference (RFC 3987 §2.2 takes
/// every rule of RFC 3986 and adds characters above ASCII).
pub(crate) fn after_match(input: &str, goal: Goal, end: usize) -> Option<usize> {
    if !input.is_char_boundary(end) {
        return None;
    }
    let bytes = input.as_bytes();
    let rest = bytes.get(end..).filter(|rest| !rest.is_empty())?;
    let last = end.checked_sub(1).and_then(|i| bytes.get(i)).copied();
    let index = end + automaton::of(goal).stop_after_match(last, rest)?;
    input.is_char_boundary(index).then_some(index)
}

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
    #[cfg(debug_assertions)]
    {
        let from_start = automaton.run(bytes);
        let said = |state| {
            (
                automaton.accepts(state),
                crate::error::diagnosis::expected_at(goal, state),
            )
        };
        debug_assert_eq!(
            (stop.index, said(stop.state)),
            (from_start.index, said(from_start.state)),
            "{input:?} as {goal:?} from {resume:?}"
        );
    }
    if stop.index == input.len() && automaton.accepts(stop.state) {
        return None;
    }
    let index = floor_char_boundary(input, stop.index);
    if index == stop.index {
        return Some(stop);
    }
    // The prefix up to `index` is viable: the run over it ends at it.
    Some(automaton.run(bytes.get(..index).unwrap_or_default()))
}
