//! What an expression can match: whether it begins with a terminal
//! (`begins_with_terminal`), whether nothing (`nullable`), which bytes a
//! match can begin with (`first`), and whether it is always exactly one
//! byte from a set
//! (`bytes`), which the emitter turns into a comparison or a table lookup.

use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::Grammar;
use crate::sets::{
    Chars, EMPTY, FULL, Set, both_cases, builtin_set, is_anchor, set_of_bytes, union,
};

impl Grammar<'_> {
    /// Whether `expr` looks at its first byte with one terminal (a literal,
    /// a range, a builtin class), through the rules it calls first, before
    /// anything else: it then fails on a byte that cannot begin it as fast
    /// as a table lookup would.
    pub(crate) fn begins_with_terminal(&self, expr: &OptimizedExpr) -> bool {
        match expr {
            OptimizedExpr::Str(_) | OptimizedExpr::Insens(_) | OptimizedExpr::Range(..) => true,
            OptimizedExpr::Ident(name) => match self.get(name) {
                Some(rule) => self.begins_with_terminal(&rule.expr),
                None => builtin_set(name).is_some(),
            },
            OptimizedExpr::Seq(a, _) => self.begins_with_terminal(a),
            OptimizedExpr::RestoreOnErr(inner) => self.begins_with_terminal(inner),
            _ => false,
        }
    }

    /// Whether `expr` can succeed without consuming anything. An
    /// over-approximation: a lookahead, an option, a repetition and what
    /// the generator does not compile count as nullable.
    pub(crate) fn nullable(&self, expr: &OptimizedExpr) -> bool {
        match expr {
            OptimizedExpr::Str(s) | OptimizedExpr::Insens(s) => s.is_empty(),
            OptimizedExpr::Range(..) => false,
            OptimizedExpr::Ident(name) => match self.get(name) {
                Some(rule) => self.nullable(&rule.expr),
                None => is_anchor(name),
            },
            OptimizedExpr::Seq(a, b) => self.nullable(a) && self.nullable(b),
            OptimizedExpr::Choice(a, b) => self.nullable(a) || self.nullable(b),
            OptimizedExpr::RestoreOnErr(inner) => self.nullable(inner),
            _ => true,
        }
    }

    /// The bytes a match of `expr` that consumes something can begin with.
    /// An over-approximation: what the generator does not compile can begin
    /// with anything.
    pub(crate) fn first(&self, expr: &OptimizedExpr) -> Set {
        match expr {
            OptimizedExpr::Str(s) => set_of_bytes(s.bytes().take(1)),
            OptimizedExpr::Insens(s) => set_of_bytes(s.bytes().take(1).flat_map(both_cases)),
            OptimizedExpr::Range(a, b) => Chars::of_range(a, b).map_or(FULL, |c| c.first()),
            OptimizedExpr::Ident(name) => match self.get(name) {
                Some(rule) => self.first(&rule.expr),
                None => builtin_set(name).unwrap_or(EMPTY),
            },
            OptimizedExpr::Seq(a, b) => {
                if self.nullable(a) {
                    union(&self.first(a), &self.first(b))
                } else {
                    self.first(a)
                }
            }
            OptimizedExpr::Choice(a, b) => union(&self.first(a), &self.first(b)),
            OptimizedExpr::Opt(inner)
            | OptimizedExpr::Rep(inner)
            | OptimizedExpr::RestoreOnErr(inner) => self.first(inner),
            OptimizedExpr::PosPred(_) | OptimizedExpr::NegPred(_) => EMPTY,
            _ => FULL,
        }
    }

    /// The bytes of `expr` when it always matches exactly one byte, from a
    /// set, and records nothing: when `recording`, a call of a rule that
    /// would write a capture is not one. [`Grammar::chars`] with no range
    /// above ASCII.
    pub(crate) fn bytes(&self, expr: &OptimizedExpr, recording: bool) -> Option<Set> {
        self.chars(expr, recording)?.as_bytes()
    }

    /// The characters of `expr` when it always matches exactly one
    /// character, from a set, and records nothing: a byte set, and the
    /// ranges above ASCII that the emitter turns into a table lookup that
    /// decodes a character from a byte 0x80 up.
    pub(crate) fn chars(&self, expr: &OptimizedExpr, recording: bool) -> Option<Chars> {
        match expr {
            OptimizedExpr::Str(s) if s.len() == 1 => Some(Chars::of_bytes(set_of_bytes(s.bytes()))),
            OptimizedExpr::Insens(s) if s.len() == 1 => Some(Chars::of_bytes(set_of_bytes(
                s.bytes().flat_map(both_cases),
            ))),
            OptimizedExpr::Range(a, b) => Chars::of_range(a, b),
            OptimizedExpr::Ident(name) => match self.get(name) {
                Some(rule) if !recording || self.rule_writes(rule).is_empty() => {
                    self.chars(&rule.expr, false)
                }
                Some(_) => None,
                None => builtin_set(name).map(Chars::of_bytes),
            },
            OptimizedExpr::Choice(a, b) => {
                Some(self.chars(a, recording)?.union(&self.chars(b, recording)?))
            }
            OptimizedExpr::RestoreOnErr(inner) => self.chars(inner, recording),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Target;
    use crate::grammar::Grammar;
    use crate::sets::{Set, members};
    use crate::testing::{TEST, rules};

    /// Runs `f` on the grammar `text`, whose first rule is `main`, and the
    /// body of `main`.
    fn with<R>(
        text: &str,
        target: &Target,
        f: impl FnOnce(&Grammar<'_>, &pest_meta::optimizer::OptimizedExpr) -> R,
    ) -> R {
        let rules = rules(text);
        let g = Grammar::new(&rules, target);
        f(&g, &g.rule("main").expr)
    }

    fn nullable(body: &str) -> bool {
        let text = format!(
            r#"main = {{ {body} }} word = {{ "ab" }} maybe = {{ "a"? }} edge = _{{ SOI ~ EOI }}"#
        );
        with(&text, &TEST, |g, e| g.nullable(e))
    }

    fn shown(set: &Set) -> String {
        members(set).map(char::from).collect()
    }

    fn first(body: &str) -> String {
        let text = format!(
            r#"main = {{ {body} }} word = {{ "xy" }} maybe = {{ "m"? }} digits = @{{ ASCII_DIGIT+ }}"#
        );
        with(&text, &TEST, |g, e| shown(&g.first(e)))
    }

    fn bytes(text: &str, target: &Target, recording: bool) -> Option<String> {
        with(text, target, |g, e| {
            g.bytes(e, recording).map(|s| shown(&s))
        })
    }

    fn begins_with_terminal(body: &str) -> bool {
        let text = format!(
            r#"main = {{ {body} }} word = {{ "xy" ~ "z" }} choice = {{ "a" | "b" }} digits = @{{ ASCII_DIGIT+ }}"#
        );
        with(&text, &TEST, |g, e| g.begins_with_terminal(e))
    }

    #[test]
    fn a_terminal_first_is_found_through_rules_and_sequences() {
        assert!(begins_with_terminal(r#""a" ~ choice"#));
        assert!(begins_with_terminal("'a'..'z'"));
        assert!(begins_with_terminal("word ~ choice"));
        assert!(begins_with_terminal("ASCII_DIGIT"));
        // pest reads `x+` as `x ~ x*`.
        assert!(begins_with_terminal("digits"));
        // A choice, an optional repetition: not one terminal.
        assert!(!begins_with_terminal("choice"));
        assert!(!begins_with_terminal(r#""a"*"#));
        assert!(!begins_with_terminal(r#"choice ~ "a""#));
    }

    #[test]
    fn nullable_strings() {
        assert!(!nullable(r#""a""#));
        assert!(nullable(r#""""#));
        assert!(!nullable(r#"^"a""#));
        assert!(!nullable("'a'..'z'"));
    }

    #[test]
    fn nullable_options_and_repetitions() {
        assert!(nullable(r#""a"?"#));
        assert!(nullable(r#""a"*"#));
        assert!(!nullable(r#""a"+"#));
    }

    #[test]
    fn nullable_sequences_need_every_item_nullable() {
        assert!(nullable(r#""a"? ~ "b"*"#));
        assert!(!nullable(r#""a"? ~ "b""#));
        assert!(!nullable(r#""a" ~ "b"?"#));
    }

    #[test]
    fn nullable_choices_need_one_nullable_alternative() {
        assert!(nullable(r#""a" | "b"?"#));
        assert!(!nullable(r#""a" | "b""#));
    }

    #[test]
    fn nullable_follows_rule_calls() {
        assert!(!nullable("word"));
        assert!(nullable("maybe"));
        assert!(nullable("maybe ~ maybe"));
    }

    #[test]
    fn anchors_and_lookaheads_are_nullable_one_byte_builtins_are_not() {
        assert!(nullable("SOI"));
        assert!(nullable("EOI"));
        assert!(nullable("edge"));
        assert!(nullable(r#"!"a""#));
        assert!(nullable(r#"&"a""#));
        assert!(!nullable("ASCII_DIGIT"));
    }

    #[test]
    fn first_of_strings_ranges_and_builtins() {
        assert_eq!(first(r#""/a""#), "/");
        assert_eq!(first(r#"^"ab""#), "Aa");
        assert_eq!(first("'0'..'3'"), "0123");
        assert_eq!(first("ASCII_HEX_DIGIT"), "0123456789ABCDEFabcdef");
        assert_eq!(first(r#""""#), "");
    }

    #[test]
    fn first_of_a_sequence_looks_past_a_nullable_prefix() {
        assert_eq!(first(r#""a" ~ "b""#), "a");
        assert_eq!(first(r#""a"? ~ "b""#), "ab");
        assert_eq!(first(r#"maybe ~ "b""#), "bm");
        assert_eq!(first(r#""a"* ~ "b"? ~ "c""#), "abc");
        // A lookahead matches nothing, so what follows begins the match.
        assert_eq!(first(r#"!"x" ~ "y""#), "y");
    }

    #[test]
    fn first_of_choices_repetitions_and_rules() {
        assert_eq!(first(r#""a" | "b" | word"#), "abx");
        assert_eq!(first(r#"("q" | digits)*"#), "0123456789q");
        assert_eq!(first("word"), "x");
    }

    #[test]
    fn bytes_of_one_byte_expressions() {
        let text = r#"main = { "a" | 'x'..'z' | ^"b" | ASCII_DIGIT | sub } sub = { "-" | "." }"#;
        assert_eq!(
            bytes(text, &TEST, true).as_deref(),
            Some("-.0123456789Babxyz")
        );
        let text = r#"main = { ^"v" }"#;
        assert_eq!(bytes(text, &TEST, true).as_deref(), Some("Vv"));
        let text = r#"main = { '0'..'2' }"#;
        assert_eq!(bytes(text, &TEST, false).as_deref(), Some("012"));
    }

    #[test]
    fn bytes_of_more_than_one_byte_is_none() {
        for body in [
            r#""ab""#,
            r#"^"ab""#,
            r#""""#,
            r#""a" ~ "b""#,
            r#""a"?"#,
            r#""a"*"#,
        ] {
            let text = format!("main = {{ {body} }}");
            assert_eq!(bytes(&text, &TEST, false), None, "{body}");
        }
        // One alternative of more than one byte spoils the choice.
        let text = r#"main = { "a" | "bc" }"#;
        assert_eq!(bytes(text, &TEST, false), None);
    }

    #[test]
    fn chars_of_ranges_above_ascii() {
        let text = r#"main = { "a" | wide | ASCII_DIGIT } wide = { '\u{E000}'..'\u{F8FF}' | '\u{A0}'..'\u{FF}' }"#;
        with(text, &TEST, |g, e| {
            let chars = g.chars(e, false).expect("one character");
            assert_eq!(shown(&chars.ascii), "0123456789a");
            assert_eq!(chars.wide, [(0xA0, 0xFF), (0xE000, 0xF8FF)]);
            // Not one byte.
            assert_eq!(g.bytes(e, false), None);
            // A match begins with an ASCII member or a lead byte.
            let first = g.first(e);
            assert!(first[usize::from(b'a')] && first[0xC2] && first[0xC3] && first[0xEE]);
            assert!(!first[0xC4] && !first[0x80]);
        });
        let text = r#"main = { "ab" | '\u{A0}'..'\u{FF}' }"#;
        with(text, &TEST, |g, e| assert_eq!(g.chars(e, false), None));
        // One byte is one character, and a choice of them one byte.
        let text = r#"main = { "a" | ^"b" | '0'..'1' }"#;
        with(text, &TEST, |g, e| {
            let bytes = g
                .bytes(e, false)
                .map(|set| members(&set).collect::<Vec<u8>>());
            assert_eq!(bytes.as_deref(), Some(&b"01Bab"[..]));
        });
    }

    #[test]
    fn bytes_of_a_recording_rule_is_none_when_recording() {
        let target = Target {
            captures: &[("digit", "digit")],
            ..TEST
        };
        let text = r#"main = { digit | "x" } digit = { ASCII_DIGIT }"#;
        assert_eq!(bytes(text, &target, true), None);
        // Not recording (inside an atomic rule, a lookahead), it is a table.
        assert_eq!(bytes(text, &target, false).as_deref(), Some("0123456789x"));
        // A rule that only calls a recorded one records too.
        let text = r#"main = { outer } outer = { digit } digit = { ASCII_DIGIT }"#;
        assert_eq!(bytes(text, &target, true), None);
        // Inside an atomic rule, nothing is recorded.
        let text = r#"main = { outer } outer = @{ digit } digit = { ASCII_DIGIT }"#;
        assert_eq!(bytes(text, &target, true).as_deref(), Some("0123456789"));
    }
}
