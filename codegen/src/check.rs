//! What the generator compiles, checked before it writes anything: a
//! grammar that needs more fails here, naming the rule, rather than being
//! compiled into a recognizer that parses differently from pest.

use std::collections::BTreeMap;
use std::fmt;

use pest_meta::ast::RuleType;
use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::{Grammar, calls};
use crate::sets::{bound_char, builtin_set, is_anchor};
use crate::show::show;

/// A rule of the grammar, or a name of the target, that the generator does
/// not compile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckError {
    /// The rule at fault.
    pub rule: String,
    /// What is wrong with it.
    pub problem: Problem,
}

/// Why a rule is not compiled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The target names the rule (as an entry, a capture or a native), but
    /// the grammar does not define it.
    Undefined,
    /// The rule is `WHITESPACE` or `COMMENT`: implicit whitespace is not
    /// compiled.
    ImplicitWhitespace,
    /// The rule is captured but silent: pest gives it no pair to record.
    SilentCapture,
    /// The rule is compound-atomic (`$`) or non-atomic (`!`): only normal,
    /// silent and atomic rules are compiled.
    RuleType(RuleType),
    /// The rule calls a builtin that is not one ASCII byte from a set or an
    /// anchor (`ANY`, `NEWLINE`, the stack builtins, the Unicode classes).
    Builtin(String),
    /// The rule uses an expression with no compiled form (`PUSH`, `PEEK[..]`
    /// and what pest_meta rewrites into a skip), shown in pest's notation.
    Expression(String),
    /// A bound of a range is not one character.
    RangeBound(String),
    /// The rule repeats an expression that can match nothing, shown in
    /// pest's notation.
    NullableRepetition(String),
    /// The rule calls itself through the rules it calls, which go in order
    /// from the rule back to it.
    Recursion(Vec<String>),
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rule = &self.rule;
        match &self.problem {
            Problem::Undefined => write!(
                f,
                "rule `{rule}` is an entry, a capture or a native of the target, but the grammar does not define it"
            ),
            Problem::ImplicitWhitespace => write!(
                f,
                "rule `{rule}`: implicit whitespace is not supported by the generated recognizer"
            ),
            Problem::SilentCapture => {
                write!(
                    f,
                    "rule `{rule}` is captured but silent: pest gives it no pair"
                )
            }
            Problem::RuleType(ty) => write!(
                f,
                "rule `{rule}` is {ty:?}: the generated recognizer supports normal, silent \
                 and atomic rules only"
            ),
            Problem::Builtin(name) => write!(
                f,
                "rule `{rule}` uses `{name}`, which the generated recognizer does not support"
            ),
            Problem::Expression(expr) => write!(
                f,
                "rule `{rule}` uses `{expr}`, which the generated recognizer does not support"
            ),
            Problem::RangeBound(bound) => write!(
                f,
                "rule `{rule}`: the range bound {bound:?} is not one character"
            ),
            Problem::NullableRepetition(expr) => write!(
                f,
                "rule `{rule}`: `{expr}` repeats an expression that can match nothing"
            ),
            Problem::Recursion(cycle) => write!(
                f,
                "rule `{rule}` is recursive ({}): the generated recognizer does not support \
                 recursion",
                cycle.join(" -> ")
            ),
        }
    }
}

impl std::error::Error for CheckError {}

/// Shorthand for the error about `rule`.
fn error(rule: &str, problem: Problem) -> CheckError {
    CheckError {
        rule: rule.to_owned(),
        problem,
    }
}

impl<'g> Grammar<'g> {
    /// Whether the generator compiles this grammar for its target; the
    /// first thing it does not compile when not.
    ///
    /// Once this succeeds, every name the target gives is a rule, every
    /// identifier is a rule, a one-byte builtin or an anchor, and the rules
    /// reachable from the entries call none of themselves, which the
    /// analyses and the emitter rely on.
    pub(crate) fn check(&self) -> Result<(), CheckError> {
        let target = self.target();
        let named = target
            .entries
            .iter()
            .chain(target.captures.iter().map(|(rule, _)| rule))
            .chain(target.natives.iter().map(|native| &native.rule));
        for name in named {
            if self.get(name).is_none() {
                return Err(error(name, Problem::Undefined));
            }
        }
        for name in ["WHITESPACE", "COMMENT"] {
            if self.get(name).is_some() {
                return Err(error(name, Problem::ImplicitWhitespace));
            }
        }
        for (name, _) in target.captures {
            if self.rule(name).ty == RuleType::Silent {
                return Err(error(name, Problem::SilentCapture));
            }
        }
        for name in self.names() {
            let rule = self.rule(name);
            if !matches!(
                rule.ty,
                RuleType::Normal | RuleType::Silent | RuleType::Atomic
            ) {
                return Err(error(name, Problem::RuleType(rule.ty)));
            }
            self.check_expr(name, &rule.expr)?;
        }
        let mut state = BTreeMap::new();
        for entry in target.entries {
            self.check_acyclic(self.rule(entry).name.as_str(), &mut state, &mut Vec::new())?;
        }
        Ok(())
    }

    /// Whether every part of `expr`, in `rule`, is compiled.
    fn check_expr(&self, rule: &str, expr: &OptimizedExpr) -> Result<(), CheckError> {
        match expr {
            OptimizedExpr::Str(_) | OptimizedExpr::Insens(_) => Ok(()),
            OptimizedExpr::Range(a, b) => {
                for bound in [a, b] {
                    if bound_char(bound).is_none() {
                        return Err(error(rule, Problem::RangeBound(bound.clone())));
                    }
                }
                Ok(())
            }
            OptimizedExpr::Ident(name) => {
                let known =
                    self.get(name).is_some() || builtin_set(name).is_some() || is_anchor(name);
                if known {
                    Ok(())
                } else {
                    Err(error(rule, Problem::Builtin(name.clone())))
                }
            }
            OptimizedExpr::PosPred(inner)
            | OptimizedExpr::NegPred(inner)
            | OptimizedExpr::Opt(inner)
            | OptimizedExpr::RestoreOnErr(inner) => self.check_expr(rule, inner),
            OptimizedExpr::Rep(inner) => {
                // A loop that can go round without moving would never end.
                if self.nullable(inner) {
                    return Err(error(rule, Problem::NullableRepetition(show(expr))));
                }
                self.check_expr(rule, inner)
            }
            OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
                self.check_expr(rule, a)?;
                self.check_expr(rule, b)
            }
            other => Err(error(rule, Problem::Expression(show(other)))),
        }
    }

    /// Whether no rule reachable from `name` calls itself: the generated
    /// code then nests no deeper than the rules do, whatever the input.
    /// `state` holds the rules being visited (`false`) and those done
    /// (`true`); `stack` the calls that led to `name`.
    fn check_acyclic(
        &self,
        name: &'g str,
        state: &mut BTreeMap<&'g str, bool>,
        stack: &mut Vec<&'g str>,
    ) -> Result<(), CheckError> {
        match state.get(name) {
            Some(true) => return Ok(()),
            Some(false) => {
                // The cycle alone, from the rule's first call to it.
                let from = stack.iter().position(|r| *r == name).unwrap_or(0);
                let mut cycle: Vec<String> =
                    stack[from..].iter().map(|r| (*r).to_owned()).collect();
                cycle.push(name.to_owned());
                return Err(error(name, Problem::Recursion(cycle)));
            }
            None => {}
        }
        state.insert(name, false);
        stack.push(name);
        let rule = self.rule(name);
        let mut called = Vec::new();
        calls(&rule.expr, &mut called);
        for callee in called {
            if let Some(callee) = self.get(callee) {
                self.check_acyclic(callee.name.as_str(), state, stack)?;
            }
        }
        stack.pop();
        state.insert(name, true);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Target;
    use crate::testing::{TEST, rules};

    fn check(text: &str, target: &Target) -> Result<(), CheckError> {
        let rules = rules(text);
        Grammar::new(&rules, target).check()
    }

    fn problem(text: &str) -> CheckError {
        check(text, &TEST).expect_err("the check should fail")
    }

    #[test]
    fn a_plain_grammar_passes() {
        let text = r#"main = { SOI ~ a ~ ("/" ~ b)* ~ EOI } a = @{ ASCII_ALPHA+ } b = _{ ^"x" | '0'..'9' }"#;
        assert_eq!(check(text, &TEST), Ok(()));
    }

    #[test]
    fn recursion_is_refused_naming_the_cycle() {
        let err = problem(r#"main = { "(" ~ inner ~ ")" } inner = { "x" ~ main? }"#);
        assert_eq!(err.rule, "main");
        assert_eq!(
            err.problem,
            Problem::Recursion(vec!["main".into(), "inner".into(), "main".into()])
        );
        let message = err.to_string();
        assert!(
            message.contains("rule `main` is recursive (main -> inner -> main)"),
            "{message}"
        );
    }

    #[test]
    fn recursion_out_of_reach_of_the_entries_is_not_compiled_and_not_refused() {
        let text = r#"main = { "x" } other = { "(" ~ other? ~ ")" }"#;
        assert_eq!(check(text, &TEST), Ok(()));
    }

    #[test]
    fn implicit_whitespace_is_refused() {
        let err = problem(r#"WHITESPACE = _{ " " } main = { "x" }"#);
        assert_eq!(err.rule, "WHITESPACE");
        assert_eq!(err.problem, Problem::ImplicitWhitespace);
        assert!(err.to_string().contains("implicit whitespace"));
        let err = problem(r##"COMMENT = _{ "#" } main = { "x" }"##);
        assert_eq!(err.rule, "COMMENT");
    }

    #[test]
    fn a_range_above_ascii_passes_a_bound_of_more_than_one_character_does_not() {
        assert_eq!(
            check("main = { 'a'..'é' | '\\u{A0}'..'\\u{10FFFD}' }", &TEST),
            Ok(())
        );
        // pest's syntax has one character on each side; the check guards the
        // generator all the same.
        use pest_meta::optimizer::OptimizedRule;
        let rules = [OptimizedRule {
            name: "main".into(),
            ty: RuleType::Normal,
            expr: OptimizedExpr::Range("ab".into(), "c".into()),
        }];
        let err = Grammar::new(&rules, &TEST)
            .check()
            .expect_err("two characters");
        assert_eq!(err.problem, Problem::RangeBound("ab".into()));
        assert!(err.to_string().contains("\"ab\" is not one character"));
    }

    #[test]
    fn builtins_that_are_not_one_byte_are_refused() {
        for builtin in ["ANY", "NEWLINE", "LETTER", "ASCII_ALPHA ~ PEEK"] {
            let text = format!(r#"main = {{ "x" ~ helper }} helper = {{ {builtin} }}"#);
            let err = problem(&text);
            assert_eq!(err.rule, "helper", "{builtin}");
            let name = builtin.rsplit(' ').next().unwrap_or_default();
            assert_eq!(err.problem, Problem::Builtin(name.into()), "{builtin}");
        }
        let err = problem(r#"main = { "x" ~ helper } helper = { ANY }"#);
        assert_eq!(
            err.to_string(),
            "rule `helper` uses `ANY`, which the generated recognizer does not support"
        );
    }

    #[test]
    fn stack_expressions_are_refused() {
        let err = problem(r#"main = { PUSH("a") ~ POP }"#);
        assert_eq!(err.rule, "main");
        assert_eq!(err.problem, Problem::Expression(r#"PUSH("a")"#.into()));
    }

    #[test]
    fn a_repetition_of_a_nullable_expression_is_refused() {
        // pest_meta refuses `("x"?)*` in pest notation already; the check is
        // the generator's own guard, on the rules as given.
        use pest_meta::optimizer::OptimizedRule;
        let rules = [OptimizedRule {
            name: "main".into(),
            ty: RuleType::Normal,
            expr: OptimizedExpr::Rep(Box::new(OptimizedExpr::Opt(Box::new(OptimizedExpr::Str(
                "x".into(),
            ))))),
        }];
        let err = Grammar::new(&rules, &TEST).check().expect_err("nullable");
        assert_eq!(err.rule, "main");
        assert_eq!(err.problem, Problem::NullableRepetition(r#""x"?*"#.into()));
        assert!(
            err.to_string()
                .contains("repeats an expression that can match nothing")
        );
        // pest_meta lets a repeated `PUSH` through; the generator takes
        // anything it does not compile for nullable, and refuses it.
        let err = problem(r#"main = { PUSH("a")* }"#);
        assert_eq!(
            err.problem,
            Problem::NullableRepetition(r#"PUSH("a")*"#.into())
        );
    }

    #[test]
    fn compound_atomic_and_non_atomic_rules_are_refused() {
        let err = problem(r#"main = { "x" ~ word } word = ${ "a" }"#);
        assert_eq!(err.rule, "word");
        assert_eq!(err.problem, Problem::RuleType(RuleType::CompoundAtomic));
        assert!(err.to_string().contains("rule `word` is CompoundAtomic"));
        let err = problem(r#"main = !{ "x" }"#);
        assert_eq!(err.problem, Problem::RuleType(RuleType::NonAtomic));
    }

    #[test]
    fn a_captured_silent_rule_is_refused() {
        let target = Target {
            captures: &[("word", "word")],
            captures_in: None,
            ..TEST
        };
        let err = check(r#"main = { word } word = _{ "a" }"#, &target).expect_err("silent");
        assert_eq!(err.rule, "word");
        assert_eq!(err.problem, Problem::SilentCapture);
        assert_eq!(
            err.to_string(),
            "rule `word` is captured but silent: pest gives it no pair"
        );
    }

    #[test]
    fn names_of_the_target_must_be_rules() {
        let target = Target {
            captures: &[("missing", "field")],
            captures_in: None,
            ..TEST
        };
        let err = check(r#"main = { "x" }"#, &target).expect_err("undefined capture");
        assert_eq!(err.rule, "missing");
        assert_eq!(err.problem, Problem::Undefined);
        let target = Target {
            entries: &["start"],
            ..TEST
        };
        let err = check(r#"main = { "x" }"#, &target).expect_err("undefined entry");
        assert_eq!(err.rule, "start");
        assert_eq!(err.problem, Problem::Undefined);
    }
}
