//! Which capture fields may already hold a span when a recording function
//! is called. A field that cannot is still `None`, so code that puts the
//! captures back after a failed alternative sets it to `None` rather than
//! saving it first.

use std::collections::{BTreeMap, BTreeSet};

use pest_meta::ast::RuleType;
use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::{Fields, Grammar, calls};

/// For each recording function, by rule, the fields that may have been
/// written when it is called.
pub(crate) type EntryWritten<'g> = BTreeMap<&'g str, Fields>;

impl<'g> Grammar<'g> {
    /// The fields each recording rule may find written, from the entries,
    /// where nothing is written yet, through the rules in an order that
    /// puts every caller before what it calls.
    pub(crate) fn entry_written(&self) -> EntryWritten<'g> {
        let entries = self.target().entries;
        let order = self.reachable();
        let mut entry_written = EntryWritten::new();
        for entry in entries {
            entry_written
                .entry(self.rule(entry).name.as_str())
                .or_default();
        }
        // Callers first: a rule's set is complete before what it calls is
        // worked out from it.
        for name in order.into_iter().rev() {
            let Some(w) = entry_written.get(name).cloned() else {
                continue;
            };
            let rule = self.rule(name);
            self.flow(
                &rule.expr,
                &w,
                rule.ty != RuleType::Atomic,
                &mut entry_written,
            );
        }
        entry_written
    }

    /// The rules reachable from the target's entries, each after the rules
    /// it calls.
    pub(super) fn reachable(&self) -> Vec<&'g str> {
        let mut order = Vec::new();
        let mut seen = BTreeSet::new();
        for entry in self.target().entries {
            self.postorder(self.rule(entry).name.as_str(), &mut seen, &mut order);
        }
        order
    }

    /// Appends to `order` the rules reachable from `name` and not yet
    /// `seen`, each after the rules it calls.
    fn postorder(&self, name: &'g str, seen: &mut BTreeSet<&'g str>, order: &mut Vec<&'g str>) {
        let rule = self.rule(name);
        if !seen.insert(rule.name.as_str()) {
            return;
        }
        let mut called = Vec::new();
        calls(&rule.expr, &mut called);
        for callee in called {
            if let Some(callee) = self.get(callee) {
                self.postorder(callee.name.as_str(), seen, order);
            }
        }
        order.push(rule.name.as_str());
    }

    /// The fields that may have been written after a match of `expr`, from
    /// `w` before it; adds to `entry_written` what each recording call in
    /// `expr` may find written.
    pub(crate) fn flow(
        &self,
        expr: &OptimizedExpr,
        w: &Fields,
        recording: bool,
        entry_written: &mut EntryWritten<'g>,
    ) -> Fields {
        let mut out = w.clone();
        match expr {
            OptimizedExpr::Ident(name) => {
                if let Some(rule) = self.get(name) {
                    let writes = self.rule_writes(rule);
                    if recording && !writes.is_empty() {
                        entry_written
                            .entry(rule.name.as_str())
                            .or_default()
                            .extend(w.iter().copied());
                        out.extend(writes);
                    }
                }
            }
            OptimizedExpr::Seq(a, b) => {
                let after = self.flow(a, w, recording, entry_written);
                out = self.flow(b, &after, recording, entry_written);
            }
            OptimizedExpr::Choice(a, b) => {
                out.extend(self.flow(a, w, recording, entry_written));
                out.extend(self.flow(b, w, recording, entry_written));
            }
            OptimizedExpr::Opt(inner) | OptimizedExpr::RestoreOnErr(inner) => {
                out.extend(self.flow(inner, w, recording, entry_written));
            }
            OptimizedExpr::Rep(inner) => {
                // From the second time round, the first time's writes are
                // there.
                out.extend(self.writes(inner, recording));
                let again = out.clone();
                out.extend(self.flow(inner, &again, recording, entry_written));
            }
            _ => {}
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::EntryWritten;
    use crate::Target;
    use crate::grammar::Grammar;
    use crate::testing::{TEST, rules};

    const TARGET: Target = Target {
        captures: &[("key", "key"), ("value", "value"), ("tag", "tag")],
        ..TEST
    };

    fn entry_written(text: &str) -> Vec<(String, Vec<&'static str>)> {
        let rules = rules(text);
        let g = Grammar::new(&rules, &TARGET);
        flatten(g.entry_written())
    }

    fn flatten(map: EntryWritten<'_>) -> Vec<(String, Vec<&'static str>)> {
        map.into_iter()
            .map(|(rule, fields)| (rule.to_owned(), fields.into_iter().collect()))
            .collect()
    }

    fn at<'a>(found: &'a [(String, Vec<&'static str>)], rule: &str) -> Option<&'a [&'static str]> {
        found
            .iter()
            .find(|(r, _)| r == rule)
            .map(|(_, fields)| fields.as_slice())
    }

    #[test]
    fn the_entry_finds_nothing_written() {
        let found = entry_written(r#"main = { key } key = { "k" }"#);
        assert_eq!(at(&found, "main"), Some(&[][..]));
        assert_eq!(at(&found, "key"), Some(&[][..]));
    }

    #[test]
    fn a_capture_written_before_a_later_call_is_in_its_set() {
        let found = entry_written(
            r#"main = { key ~ "=" ~ value } key = { "k" } value = { "v" ~ tag? } tag = { "t" }"#,
        );
        assert_eq!(at(&found, "key"), Some(&[][..]));
        assert_eq!(at(&found, "value"), Some(&["key"][..]));
        // What the caller found written, the callee finds too.
        assert_eq!(at(&found, "tag"), Some(&["key"][..]));
    }

    #[test]
    fn a_capture_not_yet_written_is_not_in_the_set() {
        let found = entry_written(
            r#"main = { (key | value) ~ tag } key = { "k" } value = { "v" } tag = { "t" }"#,
        );
        // Either alternative may have run before `tag`; neither before the
        // other.
        assert_eq!(at(&found, "key"), Some(&[][..]));
        assert_eq!(at(&found, "value"), Some(&[][..]));
        assert_eq!(at(&found, "tag"), Some(&["key", "value"][..]));
    }

    #[test]
    fn a_repetition_finds_its_own_writes_from_the_second_time_round() {
        let found =
            entry_written(r#"main = { ("," ~ key)* ~ value } key = { "k" } value = { "v" }"#);
        assert_eq!(at(&found, "key"), Some(&["key"][..]));
        assert_eq!(at(&found, "value"), Some(&["key"][..]));
    }

    #[test]
    fn a_rule_called_from_two_places_gets_the_union() {
        let found = entry_written(
            r#"main = { key ~ tag | value ~ tag } key = { "k" } value = { "v" } tag = { "t" }"#,
        );
        assert_eq!(at(&found, "tag"), Some(&["key", "value"][..]));
    }

    #[test]
    fn lookaheads_and_atomic_rules_record_nothing() {
        let found = entry_written(
            r#"main = { &key ~ outer ~ value } outer = @{ key } key = { "k" } value = { "v" }"#,
        );
        // `outer` records nothing, so is no recording function, and the
        // lookahead wrote nothing before `value`.
        assert_eq!(at(&found, "outer"), None);
        assert_eq!(at(&found, "key"), None);
        assert_eq!(at(&found, "value"), Some(&[][..]));
    }

    #[test]
    fn rules_out_of_reach_of_the_entries_are_not_visited() {
        let found = entry_written(r#"main = { "m" } key = { value } value = { "v" }"#);
        assert_eq!(found, [("main".to_owned(), vec![])]);
    }
}
