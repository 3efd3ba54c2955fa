//! Each state's expectation, named once per process: the list
//! [`expected_at`] makes of a state depends on the goal and the state
//! alone, so an error keeps the state and borrows the list from here
//! rather than working it out and keeping a list of its own. A refusal's
//! message then costs a lookup where it cost the naming, an allocation and
//! a lock of its own (a sixth of a refusal with its message).
//!
//! With `std` only: without it there is no lock to fill a static with, and
//! an error works its expectation out when it is made.

use alloc::boxed::Box;
use std::sync::OnceLock;

use super::expectation::{GOALS, expected_at};
use crate::compiled::automaton;
use crate::compiled::goal::Goal;
use crate::error::expected::Expected;

/// How many states the automata of all the goals have.
const STATES: usize = {
    let mut states = 0;
    let mut i = 0;
    while i < GOALS.len() {
        states += automaton::of(GOALS[i]).state_count();
        i += 1;
    }
    states
};

/// Where each goal's states begin in [`NAMED`], in the order of [`GOALS`].
const FIRST: [usize; GOALS.len()] = {
    let mut first = [0; GOALS.len()];
    let mut i = 1;
    while i < GOALS.len() {
        first[i] = first[i - 1] + automaton::of(GOALS[i - 1]).state_count();
        i += 1;
    }
    first
};

/// Each state's expectation, once it has been asked for.
static NAMED: [OnceLock<Box<[Expected]>>; STATES] = [const { OnceLock::new() }; STATES];

/// What could follow where the automaton of `goal` is in `state`:
/// [`expected_at`], named the first time it is asked for and kept.
pub(crate) fn expected_at_kept(goal: Goal, state: u16) -> &'static [Expected] {
    let slot = GOALS
        .iter()
        .position(|&g| g == goal)
        .and_then(|i| FIRST.get(i))
        .filter(|_| usize::from(state) < automaton::of(goal).state_count())
        .and_then(|first| NAMED.get(first + usize::from(state)));
    match slot {
        Some(slot) => slot.get_or_init(|| expected_at(goal, state).into_boxed_slice()),
        // A state the automaton does not have: none is ever kept.
        None => &[],
    }
}

/// What could follow the text `prefix` parsed as `goal`:
/// [`expected`](super::expected), from the kept lists, and read as the
/// bytes the automaton reads (checking them as text again cost as much as
/// the run). Nothing, when `prefix` itself is not viable.
pub(crate) fn expected_kept(goal: Goal, prefix: &[u8]) -> &'static [Expected] {
    let stop = automaton::of(goal).run(prefix);
    if stop.index < prefix.len() {
        return &[];
    }
    expected_at_kept(goal, stop.state)
}

#[cfg(test)]
mod tests {
    use super::{FIRST, GOALS, NAMED, STATES, expected_at_kept, expected_kept};
    use crate::compiled::automaton;
    use crate::error::diagnosis::{expected, expected_at};

    #[test]
    fn every_state_of_every_goal_has_a_slot_of_its_own() {
        let mut next = 0;
        for (goal, first) in GOALS.iter().zip(FIRST) {
            assert_eq!(first, next, "{goal:?}");
            next += automaton::of(*goal).state_count();
        }
        assert_eq!(next, STATES);
        assert_eq!(NAMED.len(), STATES);
    }

    #[test]
    fn the_kept_lists_are_the_named_ones() {
        for goal in GOALS {
            let states = u16::try_from(automaton::of(goal).state_count()).unwrap();
            for state in 0..states {
                // Twice: named, then read back.
                assert_eq!(expected_at_kept(goal, state), expected_at(goal, state));
                assert_eq!(expected_at_kept(goal, state), expected_at(goal, state));
            }
            assert!(expected_at_kept(goal, states).is_empty());
            for prefix in ["", "http://h/", "a b", "//[v1.", "s:?q", "%"] {
                assert_eq!(
                    expected_kept(goal, prefix.as_bytes()),
                    expected(goal, prefix)
                );
            }
        }
    }
}
