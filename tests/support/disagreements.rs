//! The disagreements two implementations show on a set of inputs: every
//! one counted, the first few kept to show, and a failure that shows them
//! (`tests/fast_path.rs`, `tests/automaton.rs`).

/// How many disagreements are kept to show.
const SHOWN: usize = 20;

/// Disagreements found so far.
#[derive(Default)]
pub struct Disagreements {
    count: usize,
    shown: Vec<String>,
}

impl Disagreements {
    /// Notes one; `describe` is called only for those that are shown.
    pub fn note(&mut self, describe: impl FnOnce() -> String) {
        self.count += 1;
        if self.shown.len() < SHOWN {
            self.shown.push(describe());
        }
    }

    /// How many were noted.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Fails, naming `what` and showing the first disagreements, unless
    /// there are none.
    #[track_caller]
    pub fn assert_none(&self, what: &str) {
        assert!(
            self.count == 0,
            "{what}: {} disagreements, the first {}:\n{}",
            self.count,
            self.shown.len(),
            self.shown.join("\n")
        );
    }
}
