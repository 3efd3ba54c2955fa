//! Which capture fields a match may write: what a failed alternative or
//! repetition must put back.
//!
//! The recognizer records a rule where pest would give it a pair: not
//! inside an atomic rule, not inside a lookahead (the emitter calls those
//! with `recording` off), and only on the path that succeeded.

use pest_meta::ast::RuleType;
use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};

use crate::grammar::{Fields, Grammar};

impl Grammar<'_> {
    /// The capture fields a match of `expr` may write; none unless
    /// `recording`.
    pub(crate) fn writes(&self, expr: &OptimizedExpr, recording: bool) -> Fields {
        let mut out = Fields::new();
        if recording {
            self.collect_writes(expr, &mut out);
        }
        out
    }

    /// Adds to `out` the fields the rules `expr` calls may write.
    fn collect_writes(&self, expr: &OptimizedExpr, out: &mut Fields) {
        match expr {
            OptimizedExpr::Ident(name) => {
                if let Some(rule) = self.get(name) {
                    out.extend(self.rule_writes(rule));
                }
            }
            OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
                self.collect_writes(a, out);
                self.collect_writes(b, out);
            }
            OptimizedExpr::Opt(inner)
            | OptimizedExpr::Rep(inner)
            | OptimizedExpr::RestoreOnErr(inner) => self.collect_writes(inner, out),
            // A lookahead records nothing, and neither does a terminal.
            _ => {}
        }
    }

    /// The fields a call of `rule` may write when pest would record it: its
    /// own, and those of the rules it calls unless it is atomic.
    pub(crate) fn rule_writes(&self, rule: &OptimizedRule) -> Fields {
        let mut out = self.writes(&rule.expr, rule.ty != RuleType::Atomic);
        if let Some(field) = self.field(rule.name.as_str()) {
            out.insert(field);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::Target;
    use crate::grammar::Grammar;
    use crate::testing::{TEST, rules};

    const TARGET: Target = Target {
        captures: &[("name", "name"), ("value", "value"), ("other", "value")],
        ..TEST
    };

    const GRAMMAR: &str = r#"
        main = { pair ~ ("," ~ pair)* }
        pair = { name ~ "=" ~ value? }
        atomic_pair = @{ name ~ "=" ~ value }
        silent_pair = _{ name ~ "=" ~ value }
        peek = { &name ~ !value ~ "x" }
        name = { ASCII_ALPHA+ }
        value = { ASCII_DIGIT+ | other }
        other = { "-" }
        plain = { "p" }
    "#;

    fn writes(body_rule: &str, recording: bool) -> Vec<&'static str> {
        let rules = rules(GRAMMAR);
        let g = Grammar::new(&rules, &TARGET);
        g.writes(&g.rule(body_rule).expr, recording)
            .into_iter()
            .collect()
    }

    fn rule_writes(rule: &str) -> Vec<&'static str> {
        let rules = rules(GRAMMAR);
        let g = Grammar::new(&rules, &TARGET);
        g.rule_writes(g.rule(rule)).into_iter().collect()
    }

    #[test]
    fn writes_gathers_the_fields_of_the_rules_called() {
        assert_eq!(writes("main", true), ["name", "value"]);
        assert_eq!(writes("pair", true), ["name", "value"]);
        // Shared fields are one field.
        assert_eq!(writes("value", true), ["value"]);
    }

    #[test]
    fn writes_nothing_when_not_recording() {
        assert!(writes("main", false).is_empty());
    }

    #[test]
    fn lookaheads_and_terminals_write_nothing() {
        assert!(writes("peek", true).is_empty());
        assert!(writes("plain", true).is_empty());
        assert!(rule_writes("plain").is_empty());
    }

    #[test]
    fn rule_writes_adds_the_rules_own_field() {
        assert_eq!(rule_writes("name"), ["name"]);
        assert_eq!(rule_writes("other"), ["value"]);
        assert_eq!(rule_writes("pair"), ["name", "value"]);
    }

    #[test]
    fn an_atomic_rule_hides_the_captures_inside_it() {
        assert!(rule_writes("atomic_pair").is_empty());
        // A silent rule is no pair itself, but what it calls still is.
        assert_eq!(rule_writes("silent_pair"), ["name", "value"]);
    }
}
