//! Where a refused input stops being a possible reference: the end of its
//! longest viable prefix, where the automaton has no live transition.

use crate::automaton::{self, Stop};
use crate::boundary::floor_char_boundary;
use crate::goal::Goal;

/// Where `input` stops being a possible `goal`: the first byte after which
/// no input is a `goal` (the input's length when it ends too early). `None`
/// when the automaton accepts `input`. The state where it stopped comes
/// with the index, for [`expected_at`](crate::diagnosis::expected_at).
///
/// The automata read bytes, so an IRI's can stop inside a character (at
/// the third byte of U+FFFE, whose first two begin members of `ucschar`):
/// the index is moved down to the character's first byte, where the error
/// slices the input, and the state is the one before that character. A
/// URI's automaton never stops inside one: no byte above ASCII is live.
pub(crate) fn locate(input: &str, goal: Goal) -> Option<Stop> {
    let automaton = automaton::of(goal);
    let bytes = input.as_bytes();
    let stop = automaton.run(bytes);
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
