//! Where a refused input stops being a possible reference: the end of its
//! longest viable prefix, where the automaton has no live transition.

use crate::automaton;
use crate::goal::Goal;

/// Where a refused input went wrong, and the automaton's state there: what
/// [`expected_at`](crate::diagnosis::expected_at) names without running
/// over the input again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Located {
    /// The byte index at which the input stops being a possible goal.
    pub(crate) index: usize,
    /// The state of the goal's automaton after the bytes before `index`.
    pub(crate) state: u16,
}

/// Where `input` stops being a possible `goal`: the first byte after which
/// no input is a `goal` (the input's length when it ends too early). `None`
/// when the automaton accepts `input`.
///
/// No URI holds a byte outside ASCII, so the index is never inside a
/// character.
pub(crate) fn locate(input: &str, goal: Goal) -> Option<Located> {
    let automaton = automaton::of(goal);
    let stop = automaton.run(input.as_bytes());
    if stop.index == input.len() && automaton.accepts(stop.state) {
        None
    } else {
        Some(Located {
            index: stop.index,
            state: stop.state,
        })
    }
}
