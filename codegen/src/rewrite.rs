//! Rewrites of the grammar that take the same input in fewer steps: a
//! repetition of a delimiter and a run as one run (`fuse_delimited`), the
//! one-byte alternatives of a choice gathered into byte tables
//! (`alternatives`), a run of the same option in a sequence nested so that
//! it stops at the first that fails (`nest_options`), and two runs from the
//! same position read as one (`run_within`).

use std::borrow::Cow;

use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::{Fields, Grammar, strip_restore};
use crate::sets::{
    Chars, EMPTY, FULL, Set, both_cases, builtin_set, disjoint, is_anchor, range_set, set_of_bytes,
    union,
};
use crate::show::show;

/// One alternative of a compiled choice.
#[derive(Debug)]
pub(crate) enum Alternative<'e> {
    /// One character from a set (one byte, when it has no member above
    /// ASCII): the set, and the grammar text of the alternatives gathered
    /// into it (for the comment beside its table).
    Bytes(Box<Chars>, Vec<String>),
    /// An expression tried on its own, and whether it records.
    Expr(&'e OptimizedExpr, bool),
}

/// The items of a sequence with each run of the same option, `e? ~ e? ~
/// e?` (pest_meta writes `e{0, 3}` and the optional part of `e{1, 4}` so),
/// nested as `(e ~ (e ~ e?)?)?`: the same matches, but once `e` fails the
/// rest of the run is not tried.
///
/// A PEG expression tried at the same position gives the same result
/// (captures are only written, never read), so when one `e?` of the run
/// matches nothing, each after it would fail where it did, report the same
/// failures, and match nothing too. Only options side by side are nested:
/// an item between them moves the position.
pub(crate) fn nest_options<'e>(items: &[&'e OptimizedExpr]) -> Vec<Cow<'e, OptimizedExpr>> {
    let mut out = Vec::new();
    let mut rest = items;
    while let Some((&first, after)) = rest.split_first() {
        let run = 1 + after.iter().take_while(|&&item| item == first).count();
        match first {
            OptimizedExpr::Opt(inner) if run > 1 => {
                let nested = (1..run).fold(first.clone(), |tail, _| {
                    OptimizedExpr::Opt(Box::new(OptimizedExpr::Seq(inner.clone(), Box::new(tail))))
                });
                out.push(Cow::Owned(nested));
                rest = rest.get(run..).unwrap_or_default();
            }
            _ => {
                out.push(Cow::Borrowed(first));
                rest = after;
            }
        }
    }
    out
}

/// How a run of one rule from a position and a run of another from the
/// same position relate ([`Grammar::run_within`]), so that one reading
/// serves both.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Within {
    /// The other run ends where the first did.
    End,
    /// The other run ends at the first of this byte before the first run's
    /// end, or at that end when there is none: read first, it stops where
    /// the first run takes this byte, and the first goes on from there.
    Byte(u8),
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

    /// `(c | e)*` as the characters `c` and the expression `e`, when rule
    /// `name` is such a run (seen through calls), records nothing, `e`
    /// cannot match nothing nor begin with a byte `c` can begin with: at
    /// each position at most one of them can match.
    pub(crate) fn run(&self, name: &str) -> Option<(Chars, &'g OptimizedExpr)> {
        let rule = self.get(name)?;
        if !self.rule_writes(rule).is_empty() {
            return None;
        }
        let repeated = self.repetition(&rule.expr, false)?;
        match self.alternatives(repeated, false).as_slice() {
            [Alternative::Bytes(chars, _), Alternative::Expr(other, _)]
                if !self.nullable(other) && disjoint(&self.first(other), &chars.first()) =>
            {
                Some(((**chars).clone(), *other))
            }
            _ => None,
        }
    }

    /// Where a run of rule `inner` from a position ends, told by where a
    /// run of rule `outer` from the same position ended, when both are
    /// [`Grammar::run`]s of the same expression `e` and the characters of
    /// `inner` are those of `outer` but at most one byte `b` (a URI's
    /// `reg-name` and `userinfo`, which adds ":").
    ///
    /// Up to its end the outer run read characters of `outer` and matches
    /// of `e`, one after the other. The inner run takes the same, up to the
    /// first `b` among them: `b` is not in `inner`'s characters and cannot
    /// begin `e`. A byte `b` found in the outer run is such a character: `b`
    /// is ASCII, so no byte of a wider character, and no match of `e` has
    /// one (the generator reads the inner run first and needs only the
    /// first part; the second keeps the relation true of a search for `b`
    /// as well). Where the outer run ended, neither a character of `outer`
    /// nor `e` matches, so the inner run ends there too when it got that
    /// far.
    pub(crate) fn run_within(&self, outer: &str, inner: &str) -> Option<Within> {
        let (outer_chars, outer_other) = self.run(outer)?;
        let (inner_chars, inner_other) = self.run(inner)?;
        if outer_other != inner_other || outer_chars.wide != inner_chars.wide {
            return None;
        }
        let mut extra = Vec::new();
        for b in 0..=u8::MAX {
            match (
                outer_chars.ascii[usize::from(b)],
                inner_chars.ascii[usize::from(b)],
            ) {
                (true, false) => extra.push(b),
                (false, true) => return None,
                _ => {}
            }
        }
        match extra.as_slice() {
            [] => Some(Within::End),
            [b] if b.is_ascii() && !self.reads(outer_other)[usize::from(*b)] => {
                Some(Within::Byte(*b))
            }
            _ => None,
        }
    }

    /// The bytes a match of `expr` may read, lookaheads included. An
    /// over-approximation: what the generator does not compile, and a range
    /// beyond ASCII, may read any byte.
    pub(crate) fn reads(&self, expr: &OptimizedExpr) -> Set {
        match expr {
            OptimizedExpr::Str(s) => set_of_bytes(s.bytes()),
            OptimizedExpr::Insens(s) => set_of_bytes(s.bytes().flat_map(both_cases)),
            OptimizedExpr::Range(a, b) => range_set(a, b).unwrap_or(FULL),
            OptimizedExpr::Ident(name) => match self.get(name) {
                Some(rule) => self.reads(&rule.expr),
                None if is_anchor(name) => EMPTY,
                None => builtin_set(name).unwrap_or(FULL),
            },
            OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
                union(&self.reads(a), &self.reads(b))
            }
            OptimizedExpr::Opt(inner)
            | OptimizedExpr::Rep(inner)
            | OptimizedExpr::RestoreOnErr(inner)
            | OptimizedExpr::PosPred(inner)
            | OptimizedExpr::NegPred(inner) => self.reads(inner),
            _ => FULL,
        }
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
    /// alternatives (a rule call is its body), and the one-character
    /// alternatives gathered into tables.
    ///
    /// A one-character alternative may move ahead of an alternative that
    /// cannot match where it can (that cannot match nothing and cannot
    /// begin with one of the bytes its characters begin with): of the two,
    /// only one can succeed at any position, so their order does not
    /// matter.
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
            let Some(set) = self.chars(item, recording) else {
                alternatives.push(Alternative::Expr(item, recording));
                continue;
            };
            let first = set.first();
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
                        if self.nullable(other) || !disjoint(&self.first(other), &first) {
                            break;
                        }
                    }
                }
            }
            match target.and_then(|i| alternatives.get_mut(i)) {
                Some(Alternative::Bytes(chars, sources)) => {
                    **chars = chars.union(&set);
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
                        && self.chars(&rule.expr, false).is_none()
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

    use std::borrow::Cow;

    use super::{Alternative, Within, nest_options};
    use crate::Target;
    use crate::grammar::Grammar;
    use crate::grammar::flatten_seq;
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
                    let wide: String = set
                        .wide
                        .iter()
                        .map(|(lo, hi)| format!(" {lo:X}-{hi:X}"))
                        .collect();
                    format!(
                        "[{}{wide}]",
                        members(&set.ascii).map(char::from).collect::<String>()
                    )
                }
                Alternative::Expr(e, _) => show(e),
            })
            .collect()
    }

    #[test]
    fn ranges_above_ascii_join_the_table_of_their_choice() {
        // As in `ipchar`: the characters of `unreserved`, wide ones and all,
        // then `pct_encoded`, then `sub_delims`, which moves ahead of it.
        let text = r#"main = { unreserved | pct | "!" | "$" }
            unreserved = { "a" | "-" | wide }
            wide = { '\u{A0}'..'\u{D7FF}' | '\u{F900}'..'\u{FDCF}' }
            pct = { "%" ~ ASCII_HEX_DIGIT ~ ASCII_HEX_DIGIT }"#;
        assert_eq!(
            alternatives(text, &TEST, true),
            ["[!$-a A0-D7FF F900-FDCF]", "pct"]
        );
        // An alternative that can begin with a byte of a wide character
        // keeps the table behind it.
        let text = r#"main = { "a" | "\u{E9}x" | '\u{A0}'..'\u{FF}' }"#;
        assert_eq!(
            alternatives(text, &TEST, true),
            ["[a]", "\"\u{e9}x\"", "[ A0-FF]"]
        );
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

    /// The body of `main`, a sequence, with its runs of options nested.
    fn nested(text: &str) -> Vec<String> {
        let rules = rules(text);
        let g = Grammar::new(&rules, &TEST);
        let mut items = Vec::new();
        flatten_seq(&g.rule("main").expr, &mut items);
        nest_options(&items).iter().map(|e| show(e)).collect()
    }

    #[test]
    fn a_run_of_the_same_option_is_nested() {
        assert_eq!(
            nested(r#"main = { "a" ~ "b"? ~ "b"? ~ "b"? }"#),
            [r#""a""#, r#"("b" ~ ("b" ~ "b"?)?)?"#]
        );
        // As pest_meta writes a bounded repetition.
        assert_eq!(
            nested(r#"main = { ASCII_DIGIT{1, 3} ~ "x" }"#),
            ["ASCII_DIGIT", "(ASCII_DIGIT ~ ASCII_DIGIT?)?", r#""x""#]
        );
        assert_eq!(
            nested(r#"main = { ("a" ~ !":"){0, 2} ~ "b" }"#),
            [r#"("a" ~ !":" ~ ("a" ~ !":")?)?"#, r#""b""#]
        );
    }

    #[test]
    fn different_options_are_not_nested() {
        // Nested, "b"? would be tried only after "a" matched.
        assert_eq!(
            nested(r#"main = { "a"? ~ "b"? ~ "c" }"#),
            [r#""a"?"#, r#""b"?"#, r#""c""#]
        );
    }

    #[test]
    fn options_apart_are_not_nested() {
        // "b" moves the position: the second "a"? may match where the first
        // did not.
        assert_eq!(
            nested(r#"main = { "a"? ~ "b" ~ "a"? }"#),
            [r#""a"?"#, r#""b""#, r#""a"?"#]
        );
    }

    #[test]
    fn what_is_not_an_option_is_left_as_it_is() {
        let text = r#"main = { "a" ~ "a" ~ "b"* ~ "b"* ~ "c"? }"#;
        assert_eq!(
            nested(text),
            [r#""a""#, r#""a""#, r#""b"*"#, r#""b"*"#, r#""c"?"#]
        );
        let rules = rules(text);
        let g = Grammar::new(&rules, &TEST);
        let mut items = Vec::new();
        flatten_seq(&g.rule("main").expr, &mut items);
        assert!(
            nest_options(&items)
                .iter()
                .all(|e| matches!(e, Cow::Borrowed(_)))
        );
    }

    /// What the run of `outer` tells of the run of `inner` in `text`.
    fn within(text: &str, outer: &str, inner: &str) -> Option<Within> {
        let rules = rules(text);
        let g = Grammar::new(&rules, &TEST);
        g.run_within(outer, inner)
    }

    /// A URI's `userinfo` and `reg-name`, with `extra` among `userinfo`'s
    /// one-byte alternatives.
    fn userinfo(extra: &str) -> String {
        format!(
            r#"outer = @{{ (unreserved | pct | sub | {extra})* }}
            inner = @{{ (unreserved | pct | sub)* }}
            unreserved = {{ ASCII_ALPHA | ASCII_DIGIT | "-" }}
            sub = {{ "!" | "$" }}
            pct = {{ "%" ~ ASCII_HEX_DIGIT ~ ASCII_HEX_DIGIT }}"#
        )
    }

    #[test]
    fn a_run_with_one_byte_more_tells_where_the_other_ends() {
        assert_eq!(
            within(&userinfo(r#"":""#), "outer", "inner"),
            Some(Within::Byte(b':'))
        );
        // The same characters: the same end.
        assert_eq!(
            within(&userinfo(r#""!""#), "outer", "inner"),
            Some(Within::End)
        );
        assert_eq!(
            within(&userinfo(r#"":""#), "outer", "outer"),
            Some(Within::End)
        );
    }

    #[test]
    fn no_end_told_when_the_runs_differ_otherwise() {
        // Two bytes more: the first of either is no one search.
        assert_eq!(within(&userinfo(r#"":" | ";""#), "outer", "inner"), None);
        // A byte that a percent-encoding holds may be inside one.
        assert_eq!(within(&userinfo(r#""%""#), "outer", "inner"), None);
        // The inner run has a byte the outer one lacks.
        assert_eq!(within(&userinfo(r#"":""#), "inner", "outer"), None);
        // Another expression beside the characters.
        let text = r#"outer = @{ (ASCII_ALPHA | ":" | "%" ~ ASCII_HEX_DIGIT{2})* }
            inner = @{ (ASCII_ALPHA | "%" ~ ASCII_HEX_DIGIT)* }"#;
        assert_eq!(within(text, "outer", "inner"), None);
        // No run at all.
        let text = r#"outer = @{ (ASCII_ALPHA | ":")* } inner = @{ ASCII_ALPHA+ }"#;
        assert_eq!(within(text, "outer", "inner"), None);
    }

    #[test]
    fn characters_above_ascii_must_be_the_same() {
        let text = r#"outer = @{ (ASCII_ALPHA | ":" | '\u{A0}'..'\u{D7FF}' | "%" ~ ASCII_DIGIT)* }
            inner = @{ (ASCII_ALPHA | '\u{A0}'..'\u{D7FF}' | "%" ~ ASCII_DIGIT)* }
            narrow = @{ (ASCII_ALPHA | '\u{A0}'..'\u{FF}' | "%" ~ ASCII_DIGIT)* }"#;
        assert_eq!(within(text, "outer", "inner"), Some(Within::Byte(b':')));
        assert_eq!(within(text, "outer", "narrow"), None);
    }
}
