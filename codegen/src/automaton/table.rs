//! An entry rule's pattern determinized, and laid out as the tables the
//! crate walks: a class for each byte, a row of next states for each state.
//!
//! regex-automata builds and minimizes the DFA. Its states are numbered
//! here in the order a breadth-first walk from the start meets them, after
//! the states from which no input can still be accepted are merged into
//! one: state 0 is that dead state, state 1 the start. Bytes that lead to
//! the same state from every state share a class.

use std::collections::{BTreeMap, VecDeque};
use std::fmt;

use regex_automata::dfa::{Automaton, StartKind, dense};
use regex_automata::nfa::thompson;
use regex_automata::util::{start, syntax};
use regex_automata::{Anchored, MatchKind};

/// The dead state: no input from here is accepted.
pub(crate) const DEAD: usize = 0;

/// The start state.
pub(crate) const START: usize = 1;

/// A DFA over byte classes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Table {
    /// The class of each byte.
    pub(crate) classes: [u8; 256],
    /// How many classes there are: the length of a row.
    pub(crate) width: usize,
    /// For each state, the next state for each class.
    pub(crate) next: Vec<Vec<usize>>,
    /// Whether an input may end in each state.
    pub(crate) accept: Vec<bool>,
}

/// regex-automata refused the pattern or its automaton.
#[derive(Debug)]
pub struct AutomatonError(String);

impl fmt::Display for AutomatonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot build the automaton: {}", self.0)
    }
}

impl std::error::Error for AutomatonError {}

/// The table of the whole-input language of `pattern`.
pub(crate) fn table(pattern: &str) -> Result<Table, AutomatonError> {
    let dfa = dense::Builder::new()
        .configure(
            dense::DFA::config()
                .start_kind(StartKind::Anchored)
                // Every match, not the leftmost-first one: the automaton is
                // asked about whole inputs, whatever a search would prefer.
                .match_kind(MatchKind::All)
                .minimize(true)
                .accelerate(false),
        )
        .syntax(syntax::Config::new().unicode(false).utf8(false))
        .thompson(thompson::Config::new().utf8(false))
        .build(pattern)
        .map_err(|e| AutomatonError(e.to_string()))?;
    let start = dfa
        .start_state(&start::Config::new().anchored(Anchored::Yes))
        .map_err(|e| AutomatonError(e.to_string()))?;

    // Every state reachable from the start, and its successors by byte.
    let mut ids = BTreeMap::new();
    let mut states = Vec::new();
    let mut queue = VecDeque::from([start]);
    ids.insert(start, 0);
    states.push(start);
    let mut successors: Vec<[usize; 256]> = Vec::new();
    while let Some(state) = queue.pop_front() {
        let mut row = [0; 256];
        for (b, slot) in (0..=255u8).zip(row.iter_mut()) {
            let next = dfa.next_state(state, b);
            let id = *ids.entry(next).or_insert_with(|| {
                states.push(next);
                queue.push_back(next);
                states.len() - 1
            });
            *slot = id;
        }
        successors.push(row);
    }
    // The match of a dense DFA shows one step late; at the end of the input
    // it shows after the end-of-input transition.
    let accepting: Vec<bool> = states
        .iter()
        .map(|&s| dfa.is_match_state(dfa.next_eoi_state(s)))
        .collect();
    let live = live(&successors, &accepting);

    // Numbering: the dead state, then the live ones in the order met.
    let mut number = vec![DEAD; states.len()];
    let mut count = START;
    // The start keeps its number even when nothing can be accepted.
    let kept: Vec<bool> = live
        .iter()
        .enumerate()
        .map(|(old, &alive)| alive || old == 0)
        .collect();
    for (old, &alive) in kept.iter().enumerate() {
        if alive {
            number[old] = count;
            count += 1;
        }
    }
    let mut rows = vec![[DEAD; 256]; count];
    let mut accept = vec![false; count];
    for (old, row) in successors.iter().enumerate() {
        if kept[old] {
            let new = number[old];
            for (slot, &next) in rows[new].iter_mut().zip(row) {
                *slot = if live[next] { number[next] } else { DEAD };
            }
            accept[new] = accepting[old];
        }
    }
    let (classes, width) = byte_classes(&rows);
    if width > 64 {
        return Err(AutomatonError(format!(
            "{width} byte classes: the tables keep a state's loops in 64 bits"
        )));
    }
    let next = rows
        .iter()
        .map(|row| {
            let mut by_class = vec![DEAD; width];
            for b in 0..256 {
                by_class[usize::from(classes[b])] = row[b];
            }
            by_class
        })
        .collect();
    Ok(Table {
        classes,
        width,
        next,
        accept,
    })
}

/// Which states can still reach acceptance.
fn live(successors: &[[usize; 256]], accepting: &[bool]) -> Vec<bool> {
    let mut live = accepting.to_vec();
    loop {
        let mut changed = false;
        for (state, row) in successors.iter().enumerate() {
            if !live[state] && row.iter().any(|&next| live[next]) {
                live[state] = true;
                changed = true;
            }
        }
        if !changed {
            return live;
        }
    }
}

/// Classes of the bytes that every state sends to the same place, numbered
/// in the order of their smallest byte, and how many there are.
fn byte_classes(rows: &[[usize; 256]]) -> ([u8; 256], usize) {
    let mut seen: BTreeMap<Vec<usize>, u8> = BTreeMap::new();
    let mut classes = [0u8; 256];
    for (b, class) in classes.iter_mut().enumerate() {
        let column: Vec<usize> = rows.iter().map(|row| row[b]).collect();
        let next = u8::try_from(seen.len()).unwrap_or(u8::MAX);
        *class = *seen.entry(column).or_insert(next);
    }
    (classes, seen.len())
}

impl Table {
    /// For each state, the classes on which it goes back to itself, a bit
    /// per class (the width is at most 64, which [`table`] checks).
    pub(crate) fn stay(&self) -> Vec<u64> {
        self.next
            .iter()
            .enumerate()
            .map(|(state, row)| {
                row.iter()
                    .enumerate()
                    .filter(|&(_, &next)| next == state)
                    .fold(0u64, |mask, (class, _)| mask | 1 << class)
            })
            .collect()
    }

    /// For each byte, the accepting states that some state enters on it,
    /// in order: where a whole match ends with that byte, the state it
    /// leads to is one of them.
    pub(crate) fn entered_accepting(&self) -> Vec<Vec<usize>> {
        (0..256)
            .map(|b| {
                let class = usize::from(self.classes[b]);
                let mut entered: Vec<usize> = self
                    .next
                    .iter()
                    .skip(START)
                    .filter_map(|row| row.get(class).copied())
                    .filter(|&state| state != DEAD && self.accept[state])
                    .collect();
                entered.sort_unstable();
                entered.dedup();
                entered
            })
            .collect()
    }

    /// The byte classes on which every state of `states` goes dead, a bit
    /// per class (the width is at most 64, which [`table`] checks).
    pub(crate) fn kills(&self, states: &[usize]) -> u64 {
        (0..self.width)
            .filter(|&class| states.iter().all(|&state| self.next[state][class] == DEAD))
            .fold(0, |mask, class| mask | 1 << class)
    }

    /// The state after `input` from the start, and where it went dead.
    #[cfg(test)]
    pub(crate) fn run(&self, input: &[u8]) -> (usize, Option<usize>) {
        let mut state = START;
        for (i, &b) in input.iter().enumerate() {
            let next = self.next[state][usize::from(self.classes[usize::from(b)])];
            if next == DEAD {
                return (state, Some(i));
            }
            state = next;
        }
        (state, None)
    }

    /// Whether the whole of `input` is accepted.
    #[cfg(test)]
    pub(crate) fn accepts(&self, input: &[u8]) -> bool {
        matches!(self.run(input), (state, None) if self.accept[state])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_literal_is_a_chain_of_states() {
        let t = table(r"\x61\x62").expect("builds");
        assert!(t.accepts(b"ab"));
        assert!(!t.accepts(b"a") && !t.accepts(b"") && !t.accepts(b"abb"));
        // Dead, start, after "a", after "ab".
        assert_eq!(t.next.len(), 4);
        assert_eq!(t.accept, [false, false, false, true]);
    }

    #[test]
    fn the_input_goes_dead_at_the_first_byte_no_match_can_follow() {
        let t = table(r"\x61\x62").expect("builds");
        assert_eq!(t.run(b"ax").1, Some(1));
        assert_eq!(t.run(b"abb").1, Some(2));
        assert_eq!(t.run(b"x").1, Some(0));
        // A prefix of a match is not dead, only unfinished.
        assert_eq!(t.run(b"a"), (2, None));
    }

    #[test]
    fn a_state_past_a_complete_match_that_cannot_go_on_is_dead() {
        // A dense DFA reports a match one byte late; the table does not
        // keep that state alive.
        let t = table(r"\x61|\x61\x62\x63").expect("builds");
        assert!(t.accepts(b"a") && t.accepts(b"abc"));
        assert_eq!(t.run(b"ax").1, Some(1));
        assert_eq!(t.run(b"abx").1, Some(2));
    }

    #[test]
    fn every_byte_outside_the_pattern_is_in_one_dead_class() {
        let t = table(r"[\x30-\x39]+").expect("builds");
        // Digits, and everything else.
        assert_eq!(t.width, 2);
        assert_eq!(t.classes[usize::from(b'0')], t.classes[usize::from(b'9')]);
        assert_ne!(t.classes[usize::from(b'0')], t.classes[usize::from(b'a')]);
        assert_eq!(t.classes[0xff], t.classes[usize::from(b'a')]);
        assert!(t.accepts(b"0123") && !t.accepts(b"") && !t.accepts(b"1a"));
    }

    #[test]
    fn stay_marks_the_classes_a_state_loops_on() {
        let t = table(r"\x61[\x30-\x39]*\x62").expect("builds");
        let (after_a, _) = t.run(b"a");
        let digit = t.classes[usize::from(b'5')];
        let stay = t.stay();
        assert_eq!(stay[after_a], 1 << digit);
        assert_eq!(stay[DEAD], (1 << t.width) - 1);
        assert_eq!(stay[START], 0);
    }

    #[test]
    fn the_empty_language_is_the_dead_state_and_a_dead_start() {
        let t = table(r"[^\x00-\xff]").expect("builds");
        assert_eq!(t.run(b"a").1, Some(0));
        assert!(!t.accepts(b""));
    }

    #[test]
    fn a_pattern_regex_automata_refuses_is_an_error() {
        let err = table(r"(").expect_err("unbalanced");
        assert!(err.to_string().starts_with("cannot build the automaton"));
    }
}
