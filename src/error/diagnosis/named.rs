//! Each state's expectation, named once per process: the list
//! [`expected_at`] makes of a state depends on the goal and the state
//! alone, so an error keeps the state and borrows the list, and the phrase
//! its message says it with, from here rather than working them out and
//! keeping a list of its own. A refusal's message then costs a lookup
//! where it cost the naming, an allocation and a lock of its own, and the
//! phrase's pieces written one by one (together, a third of a refusal
//! with its message).
//!
//! With `std` only: without it there is no lock to fill a static with, and
//! an error works its expectation out when it is made.

use alloc::boxed::Box;
use alloc::string::String;
use std::sync::OnceLock;

use super::expectation::{GOALS, expected_at};
use crate::compiled::automaton;
use crate::compiled::goal::Goal;
use crate::error::expected::{Expected, push_phrase};

/// What could follow where a goal's automaton is in a state.
pub(crate) struct Named {
    /// The list [`expected_at`] makes.
    pub(crate) list: Box<[Expected]>,
    /// The list as one phrase ([`push_phrase`]).
    pub(crate) phrase: Box<str>,
}

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
static NAMED: [OnceLock<Named>; STATES] = [const { OnceLock::new() }; STATES];

/// What could follow where the automaton of `goal` is in `state`:
/// [`expected_at`] and its phrase, named the first time they are asked for
/// and kept. `None` for a state the automaton does not have.
pub(crate) fn named_at(goal: Goal, state: u16) -> Option<&'static Named> {
    let slot = GOALS
        .iter()
        .position(|&g| g == goal)
        .and_then(|i| FIRST.get(i))
        .filter(|_| usize::from(state) < automaton::of(goal).state_count())
        .and_then(|first| NAMED.get(first + usize::from(state)))?;
    Some(slot.get_or_init(|| {
        let list = expected_at(goal, state);
        let mut phrase = String::new();
        push_phrase(&list, &mut phrase);
        Named {
            list: list.into_boxed_slice(),
            phrase: phrase.into_boxed_str(),
        }
    }))
}

/// What could follow the text `prefix` parsed as `goal`:
/// [`expected`](super::expected) and its phrase, from the kept ones, and
/// read as the bytes the automaton reads (checking them as text again cost
/// as much as the run). `None` when `prefix` itself is not viable.
pub(crate) fn named_after(goal: Goal, prefix: &[u8]) -> Option<&'static Named> {
    let stop = automaton::of(goal).run(prefix);
    if stop.index < prefix.len() {
        return None;
    }
    named_at(goal, stop.state)
}

#[cfg(test)]
mod tests {
    use super::{FIRST, GOALS, NAMED, STATES, named_after, named_at};
    use crate::compiled::automaton;
    use crate::error::diagnosis::{expected, expected_at};
    use crate::error::expected::push_phrase;
    use alloc::string::String;

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
    fn the_kept_lists_and_phrases_are_the_named_ones() {
        let phrase = |list: &[_]| {
            let mut text = String::new();
            push_phrase(list, &mut text);
            text
        };
        for goal in GOALS {
            let states = u16::try_from(automaton::of(goal).state_count()).unwrap();
            for state in 0..states {
                let list = expected_at(goal, state);
                // Twice: named, then read back.
                for _ in 0..2 {
                    let named = named_at(goal, state).unwrap();
                    assert_eq!(*named.list, *list);
                    assert_eq!(*named.phrase, phrase(&list));
                }
            }
            assert!(named_at(goal, states).is_none());
            for prefix in ["", "http://h/", "a b", "//[v1.", "s:?q", "%"] {
                let list = named_after(goal, prefix.as_bytes()).map(|named| &*named.list);
                assert_eq!(list.unwrap_or_default(), expected(goal, prefix));
            }
        }
    }
}
