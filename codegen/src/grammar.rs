//! The grammar as the generator sees it: pest_meta's optimized rules by
//! name and in order, the capture field of each recorded rule, and the
//! walks over expressions that the other modules share.

use std::collections::{BTreeMap, BTreeSet};

use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};

use crate::Target;

/// A set of fields of the generated `Captures`.
pub(crate) type Fields = BTreeSet<&'static str>;

/// The optimized rules of one grammar, with what its [`Target`] says about
/// them.
pub(crate) struct Grammar<'g> {
    rules: BTreeMap<&'g str, &'g OptimizedRule>,
    order: Vec<&'g str>,
    fields: BTreeMap<&'static str, &'static str>,
    target: &'g Target,
}

impl<'g> Grammar<'g> {
    /// The grammar of `rules`, as pest_meta gives them, compiled for
    /// `target`.
    pub(crate) fn new(rules: &'g [OptimizedRule], target: &'g Target) -> Self {
        Grammar {
            rules: rules.iter().map(|r| (r.name.as_str(), r)).collect(),
            order: rules.iter().map(|r| r.name.as_str()).collect(),
            fields: target.captures.iter().copied().collect(),
            target,
        }
    }

    /// What the grammar is compiled for.
    pub(crate) fn target(&self) -> &'g Target {
        self.target
    }

    /// The rule `name`, or `None` for a builtin.
    pub(crate) fn get(&self, name: &str) -> Option<&'g OptimizedRule> {
        self.rules.get(name).copied()
    }

    /// The rule `name`, which the checks have found in the grammar.
    ///
    /// # Panics
    ///
    /// When there is no such rule: a name the checks let through is
    /// always one (an entry, a capture, a call that is not a builtin).
    pub(crate) fn rule(&self, name: &str) -> &'g OptimizedRule {
        self.get(name).unwrap_or_else(|| {
            panic!("no rule `{name}`: the checks let through only names the grammar defines")
        })
    }

    /// The rules, in the grammar's order.
    pub(crate) fn names(&self) -> impl Iterator<Item = &'g str> + '_ {
        self.order.iter().copied()
    }

    /// Where rule `name` stands in the grammar.
    pub(crate) fn position(&self, name: &str) -> Option<usize> {
        self.order.iter().position(|r| *r == name)
    }

    /// The capture field that holds the span of rule `name`, when it is
    /// recorded.
    pub(crate) fn field(&self, name: &str) -> Option<&'static str> {
        self.fields.get(name).copied()
    }
}

/// `expr` without the `RestoreOnErr` wrappers pest_meta adds (the
/// generated code puts captures back itself).
pub(crate) fn strip_restore(expr: &OptimizedExpr) -> &OptimizedExpr {
    match expr {
        OptimizedExpr::RestoreOnErr(inner) => strip_restore(inner),
        other => other,
    }
}

/// The names `expr` calls, rules and builtins, in order.
pub(crate) fn calls<'e>(expr: &'e OptimizedExpr, into: &mut Vec<&'e str>) {
    match expr {
        OptimizedExpr::Ident(name) => into.push(name),
        OptimizedExpr::PosPred(inner)
        | OptimizedExpr::NegPred(inner)
        | OptimizedExpr::Opt(inner)
        | OptimizedExpr::Rep(inner)
        | OptimizedExpr::RestoreOnErr(inner) => calls(inner, into),
        OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
            calls(a, into);
            calls(b, into);
        }
        _ => {}
    }
}

/// The items of the sequence `expr`, however pest_meta nested it.
pub(crate) fn flatten_seq<'e>(expr: &'e OptimizedExpr, into: &mut Vec<&'e OptimizedExpr>) {
    match expr {
        OptimizedExpr::Seq(a, b) => {
            flatten_seq(a, into);
            flatten_seq(b, into);
        }
        OptimizedExpr::RestoreOnErr(inner) => flatten_seq(inner, into),
        _ => into.push(expr),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{TEST, rules};

    #[test]
    fn rules_by_name_in_order_with_their_fields() {
        let rules = rules(r#"main = { a ~ b } a = { "a" } b = { "b" }"#);
        let target = Target {
            captures: &[("a", "first"), ("b", "second")],
            captures_in: None,
            ..TEST
        };
        let g = Grammar::new(&rules, &target);
        assert_eq!(g.names().collect::<Vec<_>>(), ["main", "a", "b"]);
        assert_eq!(g.position("b"), Some(2));
        assert_eq!(g.position("ASCII_DIGIT"), None);
        assert_eq!(g.field("a"), Some("first"));
        assert_eq!(g.field("main"), None);
        assert!(g.get("ASCII_DIGIT").is_none());
        assert_eq!(g.rule("b").name, "b");
    }

    #[test]
    fn calls_lists_every_name_in_order() {
        let rules = rules(
            r#"main = { a ~ !b ~ (c | ASCII_DIGIT)* ~ &d }
               a = { "a" } b = { "b" } c = { "c" } d = { "d" }"#,
        );
        let mut called = Vec::new();
        calls(&rules[0].expr, &mut called);
        assert_eq!(called, ["a", "b", "c", "ASCII_DIGIT", "d"]);
    }

    #[test]
    fn flatten_seq_sees_through_nesting_and_restore() {
        let nested = OptimizedExpr::Seq(
            Box::new(OptimizedExpr::RestoreOnErr(Box::new(OptimizedExpr::Seq(
                Box::new(OptimizedExpr::Str("a".into())),
                Box::new(OptimizedExpr::Str("b".into())),
            )))),
            Box::new(OptimizedExpr::Str("c".into())),
        );
        let mut items = Vec::new();
        flatten_seq(&nested, &mut items);
        let strings: Vec<_> = items
            .iter()
            .map(|e| match e {
                OptimizedExpr::Str(s) => s.as_str(),
                _ => "?",
            })
            .collect();
        assert_eq!(strings, ["a", "b", "c"]);
        let wrapped = OptimizedExpr::RestoreOnErr(Box::new(OptimizedExpr::RestoreOnErr(Box::new(
            OptimizedExpr::Str("x".into()),
        ))));
        assert_eq!(strip_restore(&wrapped), &OptimizedExpr::Str("x".into()));
    }
}
