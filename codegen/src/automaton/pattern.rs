//! An entry rule as a regular expression over bytes: every rule it calls
//! written in place, an ordered choice read as a union, a repetition as a
//! Kleene star, lookaheads and anchors dropped (the automaton matches whole
//! inputs), a range of characters above ASCII as the UTF-8 byte sequences
//! of its scalar values (`crate::utf8`). Every string a rule matches is in the language of its pattern;
//! the pattern may hold more (what a lookahead or the order of a choice
//! rules out).

use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::Grammar;
use crate::sets::{Chars, Set, builtin_set, members};
use crate::utf8;

/// The relaxation of rule `entry` as a regex-automata pattern (byte
/// escapes, no Unicode): the language of `entry` with its lookaheads
/// ignored and its choices unordered.
pub(crate) fn pattern(g: &Grammar<'_>, entry: &str) -> String {
    let mut out = String::new();
    expr(g, &g.rule(entry).expr, &mut out);
    out
}

/// One character of `chars`: a class of its ASCII bytes, or one of the
/// UTF-8 sequences of its wider ranges.
fn chars_pattern(chars: &Chars, out: &mut String) {
    if chars.wide.is_empty() {
        class(&chars.ascii, out);
        return;
    }
    let mut pieces = Vec::new();
    if members(&chars.ascii).next().is_some() {
        let mut piece = String::new();
        class(&chars.ascii, &mut piece);
        pieces.push(piece);
    }
    for &(lo, hi) in &chars.wide {
        for sequence in utf8::sequences(lo, hi) {
            let mut piece = String::new();
            let out = &mut piece;
            for (a, b) in sequence {
                out.push('[');
                push_byte(a, out);
                if b != a {
                    out.push('-');
                    push_byte(b, out);
                }
                out.push(']');
            }
            pieces.push(piece);
        }
    }
    out.push_str("(?:");
    out.push_str(&pieces.join("|"));
    out.push(')');
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
        OptimizedExpr::Range(a, b) => match Chars::of_range(a, b) {
            Some(chars) => chars_pattern(&chars, out),
            // The checks refuse a bound that is not one character.
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
    fn a_range_above_ascii_is_its_utf8_sequences() {
        assert_eq!(
            of(r#"main = { 'z'..'\u{A5}' }"#),
            r"(?:[\x7a\x7b\x7c\x7d\x7e\x7f]|[\xc2][\x80-\xa5])"
        );
        assert_eq!(
            of(r#"main = { '\u{800}'..'\u{10000}' }"#),
            r"(?:[\xe0][\xa0-\xbf][\x80-\xbf]|[\xe1-\xec][\x80-\xbf][\x80-\xbf]|[\xed][\x80-\x9f][\x80-\xbf]|[\xee-\xef][\x80-\xbf][\x80-\xbf]|[\xf0][\x90][\x80][\x80])"
        );
    }

    #[test]
    fn the_automaton_of_a_wide_range_accepts_the_encodings_of_its_scalars() {
        use crate::automaton::table::table;
        let t = table(&of(
            r#"main = { ('\u{A0}'..'\u{D7FF}' | '\u{E000}'..'\u{F8FF}')* }"#,
        ))
        .expect("builds");
        for (c, accepted) in [
            ('a', false),
            ('\u{9F}', false),
            ('\u{A0}', true),
            ('é', true),
            ('\u{D7FF}', true),
            ('\u{E000}', true),
            ('\u{F8FF}', true),
            ('\u{F900}', false),
            ('😀', false),
        ] {
            let mut buffer = [0; 4];
            let one = c.encode_utf8(&mut buffer).as_bytes().to_vec();
            assert_eq!(t.accepts(&one), accepted, "{c:?}");
            assert_eq!(
                t.accepts(&[one.clone(), one].concat()),
                accepted,
                "{c:?}{c:?}"
            );
        }
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
