//! Rewrites of the grammar that take the same input in fewer steps: a
//! repetition of a delimiter and a run as one run (`fuse_delimited`), and
//! the one-byte alternatives of a choice gathered into byte tables
//! (`alternatives`).

use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::{Fields, Grammar, strip_restore};
use crate::sets::{Set, disjoint, union};
use crate::show::show;

/// One alternative of a compiled choice.
#[derive(Debug)]
pub(crate) enum Alternative<'e> {
    /// One byte from a set: the set, and the grammar text of the
    /// alternatives gathered into it (for the comment beside its table).
    Bytes(Box<Set>, Vec<String>),
    /// An expression tried on its own, and whether it records.
    Expr(&'e OptimizedExpr, bool),
}

impl<'g> Grammar<'g> {
    /// `(d ~ a*)*` as the equal `(d ~ (d | a)*)?`, when `d` is one byte
    /// of a set, `a` cannot begin with one of them or match nothing, and
    /// neither records: a path's `("/" ~ segment)*`, say. At each position
    /// at most one of `d` and `a` can match, so the two take the same
    /// input; the second is one run of a table (the delimiters joined to
    /// the segment's bytes) rather than a run per segment, which saves a
    /// mispredicted branch at every delimiter.
    ///
    /// `inner` is what is repeated, `d ~ a*`; `None` when the rewrite does
    /// not apply.
    pub(crate) fn fuse_delimited(
        &self,
        inner: &OptimizedExpr,
        recording: bool,
    ) -> Option<OptimizedExpr> {
        let OptimizedExpr::Seq(delimiter, rest) = strip_restore(inner) else {
            return None;
        };
        let delimiters = self.bytes(delimiter, recording)?;
        let repeated = self.repetition(rest, recording)?;
        if self.nullable(repeated)
            || !disjoint(&self.first(repeated), &delimiters)
            || !self.writes(inner, recording).is_empty()
        {
            return None;
        }
        let delimiter = (**delimiter).clone();
        Some(OptimizedExpr::Opt(Box::new(OptimizedExpr::Seq(
            Box::new(delimiter.clone()),
            Box::new(OptimizedExpr::Rep(Box::new(OptimizedExpr::Choice(
                Box::new(delimiter),
                Box::new(repeated.clone()),
            )))),
        ))))
    }

    /// `a` when `expr` is `a*`, seen through calls of rules that record
    /// nothing.
    pub(crate) fn repetition<'e>(
        &self,
        expr: &'e OptimizedExpr,
        recording: bool,
    ) -> Option<&'e OptimizedExpr>
    where
        'g: 'e,
    {
        match strip_restore(expr) {
            OptimizedExpr::Rep(repeated) => Some(repeated),
            OptimizedExpr::Ident(name) => {
                let rule = self.get(name)?;
                if recording && !self.rule_writes(rule).is_empty() {
                    return None;
                }
                self.repetition(&rule.expr, false)
            }
            _ => None,
        }
    }

    /// The alternatives of a choice, in order, with a rule that is itself a
    /// choice, records nothing and is not just a table opened up into its
    /// alternatives (a rule call is its body), and the one-byte alternatives
    /// gathered into tables.
    ///
    /// A one-byte alternative may move ahead of an alternative that cannot
    /// match where it can (that cannot match nothing and cannot begin with
    /// one of its bytes): of the two, only one can succeed at any position,
    /// so their order does not matter.
    pub(crate) fn alternatives<'e>(
        &self,
        expr: &'e OptimizedExpr,
        recording: bool,
    ) -> Vec<Alternative<'e>>
    where
        'g: 'e,
    {
        let mut flat = Vec::new();
        self.flatten_choice(expr, recording, &mut flat);
        let mut alternatives: Vec<Alternative<'e>> = Vec::new();
        for (item, recording) in flat {
            let Some(set) = self.bytes(item, recording) else {
                alternatives.push(Alternative::Expr(item, recording));
                continue;
            };
            // The nearest table before it, if every alternative in between
            // lets it past.
            let mut target = None;
            for (index, alternative) in alternatives.iter().enumerate().rev() {
                match alternative {
                    Alternative::Bytes(..) => {
                        target = Some(index);
                        break;
                    }
                    Alternative::Expr(other, _) => {
                        if self.nullable(other) || !disjoint(&self.first(other), &set) {
                            break;
                        }
                    }
                }
            }
            match target.and_then(|i| alternatives.get_mut(i)) {
                Some(Alternative::Bytes(bytes, sources)) => {
                    **bytes = union(bytes, &set);
                    sources.push(show(item));
                }
                _ => alternatives.push(Alternative::Bytes(Box::new(set), vec![show(item)])),
            }
        }
        alternatives
    }

    /// Appends to `into` the alternatives of the choice `expr`, each with
    /// whether it records, opening up the rules that `alternatives` may.
    fn flatten_choice<'e>(
        &self,
        expr: &'e OptimizedExpr,
        recording: bool,
        into: &mut Vec<(&'e OptimizedExpr, bool)>,
    ) where
        'g: 'e,
    {
        match expr {
            OptimizedExpr::Choice(a, b) => {
                self.flatten_choice(a, recording, into);
                self.flatten_choice(b, recording, into);
            }
            OptimizedExpr::RestoreOnErr(inner) => self.flatten_choice(inner, recording, into),
            OptimizedExpr::Ident(name) => match self.get(name) {
                Some(rule)
                    if matches!(rule.expr, OptimizedExpr::Choice(..))
                        && self.bytes(&rule.expr, false).is_none()
                        && (!recording || self.rule_writes(rule).is_empty()) =>
                {
                    self.flatten_choice(&rule.expr, false, into);
                }
                _ => into.push((expr, recording)),
            },
            _ => into.push((expr, recording)),
        }
    }

    /// The fields the alternatives may write: each one's, and all of them.
    pub(crate) fn alternative_writes(
        &self,
        alternatives: &[Alternative<'_>],
    ) -> (Vec<Fields>, Fields) {
        let each: Vec<Fields> = alternatives
            .iter()
            .map(|a| match a {
                Alternative::Bytes(..) => Fields::new(),
                Alternative::Expr(e, recording) => self.writes(e, *recording),
            })
            .collect();
        let all = each.iter().flat_map(|w| w.iter().copied()).collect();
        (each, all)
    }
}

#[cfg(test)]
mod tests {
    use pest_meta::ast::RuleType;
    use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};

    use super::Alternative;
    use crate::Target;
    use crate::grammar::Grammar;
    use crate::sets::members;
    use crate::show::show;
    use crate::testing::{TEST, rules};

    /// `fuse_delimited` on the repeated part of `main = { (...)* }`, shown.
    fn fused(text: &str, target: &Target, recording: bool) -> Option<String> {
        let rules = rules(text);
        let g = Grammar::new(&rules, target);
        let OptimizedExpr::Rep(inner) = &g.rule("main").expr else {
            panic!("main is not a repetition: {:?}", g.rule("main").expr);
        };
        g.fuse_delimited(inner, recording).map(|e| show(&e))
    }

    /// The alternatives of `main`, tables as `[members]`, expressions as
    /// pest notation.
    fn alternatives(text: &str, target: &Target, recording: bool) -> Vec<String> {
        let rules = rules(text);
        let g = Grammar::new(&rules, target);
        g.alternatives(&g.rule("main").expr, recording)
            .iter()
            .map(|a| match a {
                Alternative::Bytes(set, _) => {
                    format!("[{}]", members(set).map(char::from).collect::<String>())
                }
                Alternative::Expr(e, _) => show(e),
            })
            .collect()
    }

    #[test]
    fn a_delimited_repetition_is_fused() {
        let text = r#"main = { ("/" ~ seg)* } seg = @{ ('a'..'z')* }"#;
        assert_eq!(
            fused(text, &TEST, true).as_deref(),
            Some(r#"("/" ~ ("/" | 'a'..'z')*)?"#)
        );
        // Written in place rather than through a rule, too.
        let text = r#"main = { ("/" ~ ASCII_DIGIT*)* }"#;
        assert_eq!(
            fused(text, &TEST, false).as_deref(),
            Some(r#"("/" ~ ("/" | ASCII_DIGIT)*)?"#)
        );
    }

    #[test]
    fn not_fused_when_the_delimiter_can_begin_the_repeated_part() {
        let text = r#"main = { ("/" ~ seg)* } seg = @{ ("/" | 'a'..'z')* }"#;
        assert_eq!(fused(text, &TEST, true), None);
        let text = r#"main = { ("-" ~ seg)* } seg = @{ ("x" ~ "y" | "-" ~ "z")* }"#;
        assert_eq!(fused(text, &TEST, true), None);
    }

    #[test]
    fn not_fused_when_the_repeated_part_can_match_nothing() {
        // pest_meta refuses `("/" ~ ("a"?)*)*` in pest notation; the rewrite
        // guards itself all the same.
        let maybe = OptimizedExpr::Opt(Box::new(OptimizedExpr::Str("a".into())));
        let inner = OptimizedExpr::Seq(
            Box::new(OptimizedExpr::Str("/".into())),
            Box::new(OptimizedExpr::Rep(Box::new(maybe))),
        );
        let rules = [OptimizedRule {
            name: "main".into(),
            ty: RuleType::Normal,
            expr: OptimizedExpr::Rep(Box::new(inner.clone())),
        }];
        let g = Grammar::new(&rules, &TEST);
        assert!(g.fuse_delimited(&inner, false).is_none());
    }

    #[test]
    fn not_fused_when_something_inside_records() {
        let target = Target {
            captures: &[("seg", "seg")],
            ..TEST
        };
        let text = r#"main = { ("/" ~ seg)* } seg = @{ ('a'..'z')* }"#;
        assert_eq!(fused(text, &target, true), None);
        // Not recording (inside an atomic rule), the capture does not count.
        assert!(fused(text, &target, false).is_some());
        let target = Target {
            captures: &[("slash", "slash")],
            ..TEST
        };
        let text = r#"main = { (slash ~ seg)* } slash = { "/" } seg = @{ ('a'..'z')* }"#;
        assert_eq!(fused(text, &target, true), None);
        // A recorded rule repeated in place, not through a rule.
        let target = Target {
            captures: &[("letter", "letter")],
            ..TEST
        };
        let text = r#"main = { ("/" ~ letter*)* } letter = { 'a'..'z' }"#;
        assert_eq!(fused(text, &target, true), None);
        assert!(fused(text, &target, false).is_some());
    }

    #[test]
    fn not_fused_when_the_delimiter_is_more_than_one_byte() {
        let text = r#"main = { ("//" ~ seg)* } seg = @{ ('a'..'z')* }"#;
        assert_eq!(fused(text, &TEST, true), None);
        let text = r#"main = { (("/" | "::") ~ seg)* } seg = @{ ('a'..'z')* }"#;
        assert_eq!(fused(text, &TEST, true), None);
    }

    #[test]
    fn not_fused_when_what_follows_the_delimiter_is_no_repetition() {
        let text = r#"main = { ("/" ~ seg)* } seg = @{ ('a'..'z')+ }"#;
        assert_eq!(fused(text, &TEST, true), None);
    }

    #[test]
    fn one_byte_alternatives_are_gathered_into_one_table() {
        let text = r#"main = { "a" | "b" | 'x'..'z' }"#;
        assert_eq!(alternatives(text, &TEST, true), ["[abxyz]"]);
    }

    #[test]
    fn a_one_byte_alternative_joins_an_earlier_table_past_disjoint_alternatives() {
        let text = r#"main = { "a" | "xy" | "b" }"#;
        assert_eq!(alternatives(text, &TEST, true), ["[ab]", r#""xy""#]);
        let text = r#"main = { "%" ~ ASCII_HEX_DIGIT{2} | "a" | "zz" | "b" }"#;
        assert_eq!(
            alternatives(text, &TEST, true),
            [
                r#""%" ~ ASCII_HEX_DIGIT ~ ASCII_HEX_DIGIT"#,
                "[ab]",
                r#""zz""#
            ]
        );
    }

    #[test]
    fn a_one_byte_alternative_does_not_move_past_an_overlapping_alternative() {
        let text = r#"main = { "a" | "bc" | "b" }"#;
        assert_eq!(alternatives(text, &TEST, true), ["[a]", r#""bc""#, "[b]"]);
    }

    #[test]
    fn a_one_byte_alternative_does_not_move_past_a_nullable_alternative() {
        // An alternative that can match nothing may succeed where "b"
        // would, so "b" stays behind it.
        let text = r#"main = { "a" | "x"? ~ EOI | "b" }"#;
        assert_eq!(
            alternatives(text, &TEST, true),
            ["[a]", r#""x"? ~ EOI"#, "[b]"]
        );
        let text = r#"main = { "a" | &"q" | "b" }"#;
        assert_eq!(alternatives(text, &TEST, true), ["[a]", r#"&"q""#, "[b]"]);
    }

    #[test]
    fn a_one_byte_alternative_with_no_table_before_it_starts_one() {
        let text = r#"main = { "xy" | "a" | "b" }"#;
        assert_eq!(alternatives(text, &TEST, true), [r#""xy""#, "[ab]"]);
    }

    #[test]
    fn a_rule_that_is_a_choice_recording_nothing_is_opened_up() {
        let text = r#"main = { "a" | pct | "b" } pct = { "%" ~ ASCII_HEX_DIGIT{2} | "+" }"#;
        assert_eq!(
            alternatives(text, &TEST, true),
            ["[+ab]", r#""%" ~ ASCII_HEX_DIGIT ~ ASCII_HEX_DIGIT"#]
        );
    }

    #[test]
    fn a_rule_that_is_a_table_stays_one_alternative() {
        let text = r#"main = { "xy" | sub | "q" } sub = { "-" | "." }"#;
        assert_eq!(alternatives(text, &TEST, true), [r#""xy""#, "[-.q]"]);
    }

    #[test]
    fn a_rule_that_records_is_not_opened_up_when_recording() {
        let target = Target {
            captures: &[("pct", "pct")],
            ..TEST
        };
        let text = r#"main = { "a" | pct | "b" } pct = { "%" ~ ASCII_HEX_DIGIT{2} | "+" }"#;
        assert_eq!(alternatives(text, &target, true), ["[ab]", "pct"]);
        // Not recording, it is opened up after all.
        assert_eq!(
            alternatives(text, &target, false),
            ["[+ab]", r#""%" ~ ASCII_HEX_DIGIT ~ ASCII_HEX_DIGIT"#]
        );
    }

    #[test]
    fn a_rule_that_is_no_choice_is_not_opened_up() {
        let text = r#"main = { "a" | pair | "b" } pair = { "x" ~ "y" }"#;
        assert_eq!(alternatives(text, &TEST, true), ["[ab]", "pair"]);
    }

    #[test]
    fn alternative_writes_are_each_ones_and_their_union() {
        let target = Target {
            captures: &[("key", "key"), ("value", "value")],
            ..TEST
        };
        let text = r#"main = { "a" | key | value ~ key } key = { "kk" } value = { "vv" }"#;
        let rules = rules(text);
        let g = Grammar::new(&rules, &target);
        let alternatives = g.alternatives(&g.rule("main").expr, true);
        let (each, all) = g.alternative_writes(&alternatives);
        let each: Vec<Vec<&str>> = each.into_iter().map(|w| w.into_iter().collect()).collect();
        assert_eq!(each, [vec![], vec!["key"], vec!["key", "value"]]);
        assert_eq!(all.into_iter().collect::<Vec<_>>(), ["key", "value"]);
    }
}
