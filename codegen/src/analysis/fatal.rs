//! The rules that no reading of the input gets past once their first byte
//! matched: where one fails after that byte, the input is refused there,
//! whatever the rest of the grammar would try, and the parse path's match
//! may end at once (the crate's `fatal`).
//!
//! RFC 3986's `pct-encoded = "%" HEXDIG HEXDIG` is one: a `%` begins
//! nothing else, so every reading that gets to a `%` reads it as the
//! beginning of a `pct-encoded`, and where its two `HEXDIG`s are not there,
//! none goes on. The refusal's index is then that byte's: the automaton
//! (the grammar with its lookaheads dropped) goes dead on it too, having
//! read the text before as the recognizer did.

use std::collections::BTreeMap;

use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::{Grammar, flatten_seq};
use crate::sets::{Chars, FULL, Set, both_cases, builtin_set, is_anchor, set_of_bytes, union};

impl<'g> Grammar<'g> {
    /// The fatal rules reachable from the target's entries: a rule that
    /// records nothing and is a sequence of one-byte terminals, the first
    /// a literal byte that no other terminal reachable from the entries
    /// can match (not even inside a lookahead), the others one byte from a
    /// set each, so that where it fails after its first byte is the first
    /// byte that is not in its set. None where a positive lookahead is
    /// reachable: a fatal failure inside one would make it succeed. Each
    /// with its first byte.
    pub(crate) fn fatal_rules(&self) -> BTreeMap<&'g str, u8> {
        let reachable = self.reachable();
        let mut terminals = Vec::new();
        for name in &reachable {
            let expr = &self.rule(name).expr;
            if has_positive_lookahead(expr) {
                return BTreeMap::new();
            }
            self.terminal_sets(expr, &mut terminals);
        }
        reachable
            .into_iter()
            .filter_map(|name| {
                let first = self.fatal_first_byte(name)?;
                // Its own first item is the one terminal that matches it.
                let matching = terminals.iter().filter(|set| set[usize::from(first)]);
                (matching.count() == 1).then_some((name, first))
            })
            .collect()
    }

    /// Pushes on `into` the bytes each terminal of `expr` can match
    /// anywhere in its match (every byte of a literal; of a range above
    /// ASCII, the bytes of its characters' UTF-8), not following the rules
    /// it calls; what the generator does not compile counts as matching any
    /// byte.
    fn terminal_sets(&self, expr: &OptimizedExpr, into: &mut Vec<Set>) {
        match expr {
            OptimizedExpr::Str(s) => into.push(set_of_bytes(s.bytes())),
            OptimizedExpr::Insens(s) => into.push(set_of_bytes(s.bytes().flat_map(both_cases))),
            OptimizedExpr::Range(a, b) => into.push(Chars::of_range(a, b).map_or(FULL, |chars| {
                union(&chars.first(), &set_of_bytes(0x80..=0xFF))
            })),
            // A rule is looked at apart; an anchor matches no byte.
            OptimizedExpr::Ident(name) if self.get(name).is_some() || is_anchor(name) => {}
            OptimizedExpr::Ident(name) => into.push(builtin_set(name).unwrap_or(FULL)),
            OptimizedExpr::PosPred(inner)
            | OptimizedExpr::NegPred(inner)
            | OptimizedExpr::Opt(inner)
            | OptimizedExpr::Rep(inner)
            | OptimizedExpr::RestoreOnErr(inner) => self.terminal_sets(inner, into),
            OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
                self.terminal_sets(a, into);
                self.terminal_sets(b, into);
            }
            _ => into.push(FULL),
        }
    }

    /// The first byte of rule `name` when the rule is a sequence of two or
    /// more one-byte terminals beginning with a literal byte, and records
    /// nothing.
    fn fatal_first_byte(&self, name: &str) -> Option<u8> {
        if self.field(name).is_some() {
            return None;
        }
        let mut items = Vec::new();
        flatten_seq(&self.rule(name).expr, &mut items);
        let (first, rest) = items.split_first()?;
        let OptimizedExpr::Str(literal) = first else {
            return None;
        };
        let [byte] = literal.as_bytes() else {
            return None;
        };
        let one_byte_each =
            !rest.is_empty() && rest.iter().all(|item| self.bytes(item, false).is_some());
        one_byte_each.then_some(*byte)
    }
}

/// Whether `expr` holds a positive lookahead (the rules it calls are
/// looked at apart).
fn has_positive_lookahead(expr: &OptimizedExpr) -> bool {
    match expr {
        OptimizedExpr::PosPred(_) => true,
        OptimizedExpr::NegPred(inner)
        | OptimizedExpr::Opt(inner)
        | OptimizedExpr::Rep(inner)
        | OptimizedExpr::RestoreOnErr(inner) => has_positive_lookahead(inner),
        OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
            has_positive_lookahead(a) || has_positive_lookahead(b)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::Target;
    use crate::grammar::Grammar;
    use crate::testing::{TEST, rules};

    fn fatal(text: &str, target: &Target) -> Vec<String> {
        let rules = rules(text);
        let g = Grammar::new(&rules, target);
        g.fatal_rules().into_keys().map(str::to_owned).collect()
    }

    const PCT: &str = r#"pct = { "%" ~ ASCII_HEX_DIGIT ~ ASCII_HEX_DIGIT }"#;

    #[test]
    fn a_rule_whose_first_byte_begins_nothing_else_is_fatal() {
        let text = format!(r#"main = {{ ("a" | "/" | pct)* ~ ("?" ~ ("b" | pct)*)? }} {PCT}"#);
        assert_eq!(fatal(&text, &TEST), ["pct"]);
    }

    #[test]
    fn its_first_byte_anywhere_else_makes_it_not_fatal() {
        // `ANY` is no class the generator compiles: it counts as any byte.
        for other in [
            r#""%""#,
            r#""a%""#,
            r#"'$'..'&'"#,
            "ASCII",
            "ANY",
            r#"!"%" ~ "a""#,
        ] {
            let text = format!(r#"main = {{ ("a" | {other} | pct)* }} {PCT}"#);
            assert_eq!(fatal(&text, &TEST), Vec::<String>::new(), "{other}");
        }
    }

    #[test]
    fn a_rule_that_is_not_one_byte_terminals_is_not_fatal() {
        for pct in [
            r#"pct = { "%" }"#,
            r#"pct = { "%" ~ "ab" }"#,
            r#"pct = { "%" ~ ASCII_HEX_DIGIT? }"#,
            r#"pct = { "%" ~ ("a" ~ "b" | "c") }"#,
            r#"pct = { "%%" ~ "a" }"#,
        ] {
            let text = format!(r#"main = {{ ("a" | pct)* }} {pct}"#);
            assert_eq!(fatal(&text, &TEST), Vec::<String>::new(), "{pct}");
        }
    }

    #[test]
    fn a_recorded_rule_or_a_positive_lookahead_makes_none() {
        let text = format!(r#"main = {{ ("a" | pct)* }} {PCT}"#);
        let recorded = Target {
            captures: &[("pct", "pct")],
            ..TEST
        };
        assert_eq!(fatal(&text, &recorded), Vec::<String>::new());
        let text = format!(r#"main = {{ ("a" | pct)* ~ &"b" }} {PCT}"#);
        assert_eq!(fatal(&text, &TEST), Vec::<String>::new());
    }

    #[test]
    fn an_unreachable_rule_is_not_fatal_and_its_terminals_do_not_count() {
        let text = format!(r#"main = {{ ("a" | pct)* }} {PCT} other = {{ "%" }}"#);
        assert_eq!(fatal(&text, &TEST), ["pct"]);
        let text = format!(r#"main = {{ "a"* }} {PCT}"#);
        assert_eq!(fatal(&text, &TEST), Vec::<String>::new());
    }

    #[test]
    fn the_uri_and_iri_grammars_have_pct_encoded_alone() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        for target in crate::TARGETS {
            let Ok(text) = target.read_grammar(&root) else {
                panic!("{} unreadable", target.grammar);
            };
            let rules = rules(&text);
            let g = Grammar::new(&rules, target);
            assert_eq!(
                g.fatal_rules().into_iter().collect::<Vec<_>>(),
                [("pct_encoded", b'%')],
                "{}",
                target.grammar
            );
        }
    }
}
