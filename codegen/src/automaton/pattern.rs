//! An entry rule as a regular expression over bytes: every rule it calls
//! written in place, an ordered choice read as a union, a repetition as a
//! Kleene star, lookaheads and anchors dropped (the automaton matches whole
//! inputs). Every string a rule matches is in the language of its pattern;
//! the pattern may hold more (what a lookahead or the order of a choice
//! rules out).

use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::Grammar;
use crate::sets::{Set, builtin_set, members, range_set};

/// The relaxation of rule `entry` as a regex-automata pattern (byte
/// escapes, no Unicode): the language of `entry` with its lookaheads
/// ignored and its choices unordered.
pub(crate) fn pattern(g: &Grammar<'_>, entry: &str) -> String {
    let mut out = String::new();
    expr(g, &g.rule(entry).expr, &mut out);
    out
}

/// The relaxation of the expression `e`, as [`pattern`] reads a rule.
pub(crate) fn of_expr(g: &Grammar<'_>, e: &OptimizedExpr) -> String {
    let mut out = String::new();
    expr(g, e, &mut out);
    out
}

/// One byte of `set`, as a pattern.
pub(crate) fn of_set(set: &Set) -> String {
    let mut out = String::new();
    class(set, &mut out);
    out
}

fn expr(g: &Grammar<'_>, e: &OptimizedExpr, out: &mut String) {
    match e {
        OptimizedExpr::Str(s) => {
            out.push_str("(?:");
            for b in s.bytes() {
                push_byte(b, out);
            }
            out.push(')');
        }
        OptimizedExpr::Insens(s) => {
            out.push_str("(?:");
            for b in s.bytes() {
                class(
                    &crate::sets::set_of_bytes([b.to_ascii_lowercase(), b.to_ascii_uppercase()]),
                    out,
                );
            }
            out.push(')');
        }
        OptimizedExpr::Range(a, b) => match range_set(a, b) {
            Some(set) => class(&set, out),
            // The checks refuse ranges that are not one ASCII byte.
            None => out.push_str("[^\\x00-\\xff]"),
        },
        OptimizedExpr::Ident(name) => match g.get(name) {
            Some(rule) => {
                out.push_str("(?:");
                expr(g, &rule.expr, out);
                out.push(')');
            }
            // SOI and EOI add nothing: the automaton matches the whole
            // input.
            None => {
                if let Some(set) = builtin_set(name) {
                    class(&set, out);
                }
            }
        },
        // What a lookahead asks never consumes input; the relaxation drops
        // the question.
        OptimizedExpr::PosPred(_) | OptimizedExpr::NegPred(_) => {}
        OptimizedExpr::Seq(a, b) => {
            out.push_str("(?:");
            expr(g, a, out);
            expr(g, b, out);
            out.push(')');
        }
        OptimizedExpr::Choice(a, b) => {
            out.push_str("(?:");
            expr(g, a, out);
            out.push('|');
            expr(g, b, out);
            out.push(')');
        }
        OptimizedExpr::Opt(inner) => {
            out.push_str("(?:");
            expr(g, inner, out);
            out.push_str(")?");
        }
        OptimizedExpr::Rep(inner) => {
            out.push_str("(?:");
            expr(g, inner, out);
            out.push_str(")*");
        }
        OptimizedExpr::RestoreOnErr(inner) => expr(g, inner, out),
        // The checks refuse everything else before this runs; a class
        // that matches nothing keeps the pattern honest if one slips by.
        _ => out.push_str("[^\\x00-\\xff]"),
    }
}

fn push_byte(b: u8, out: &mut String) {
    out.push_str(&format!("\\x{b:02x}"));
}

/// A character class of the bytes of `set`.
fn class(set: &Set, out: &mut String) {
    out.push('[');
    for b in members(set) {
        push_byte(b, out);
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{TEST, rules};

    fn of(text: &str) -> String {
        let rules = rules(text);
        let g = Grammar::new(&rules, &TEST);
        pattern(&g, "main")
    }

    #[test]
    fn strings_ranges_and_builtins_are_byte_escapes_and_classes() {
        assert_eq!(of(r#"main = { "ab" }"#), r"(?:\x61\x62)");
        assert_eq!(of(r#"main = { ^"v" }"#), r"(?:[\x56\x76])");
        assert_eq!(of(r#"main = { '0'..'2' }"#), r"[\x30\x31\x32]");
        assert_eq!(of(r#"main = { ASCII_BIN_DIGIT }"#), r"[\x30\x31]");
    }

    #[test]
    fn rules_are_written_in_place() {
        assert_eq!(
            of(r#"main = { a ~ a } a = _{ "x" }"#),
            r"(?:(?:(?:\x78))(?:(?:\x78)))"
        );
    }

    #[test]
    fn choices_options_and_repetitions() {
        assert_eq!(of(r#"main = { "a" | "b" }"#), r"(?:(?:\x61)|(?:\x62))");
        assert_eq!(of(r#"main = { "a"? }"#), r"(?:(?:\x61))?");
        assert_eq!(of(r#"main = { "a"* }"#), r"(?:(?:\x61))*");
    }

    #[test]
    fn lookaheads_and_anchors_are_dropped() {
        // Nothing of "b" or "c" is left: only the sequence's groups.
        assert_eq!(
            of(r#"main = { SOI ~ !"b" ~ "a" ~ &"c" ~ EOI }"#),
            r"(?:(?:(?:(?:\x61)(?:))))"
        );
    }
}
