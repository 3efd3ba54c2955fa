//! Where a refused input stops being a possible reference: the end of its
//! longest viable prefix, where the automaton has no live transition.

use crate::automaton::{self, Stop};
use crate::goal::Goal;

/// Where `input` stops being a possible `goal`: the first byte after which
/// no input is a `goal` (the input's length when it ends too early). `None`
/// when the automaton accepts `input`. The state where it stopped comes
/// with the index, for [`expected_at`](crate::diagnosis::expected_at).
///
/// No URI holds a byte outside ASCII, so the index is never inside a
/// character.
pub(crate) fn locate(input: &str, goal: Goal) -> Option<Stop> {
    let automaton = automaton::of(goal);
    let stop = automaton.run(input.as_bytes());
    if stop.index == input.len() && automaton.accepts(stop.state) {
        None
    } else {
        Some(stop)
    }
}
