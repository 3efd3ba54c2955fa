//! Which bytes the recognizer can read: a byte outside the set answers
//! every test of the input as the end of the input does.
//!
//! This is what lets the crate place a refusal without its automaton: when
//! an entry rule matches up to a byte that nothing reads, the same match is
//! a whole match of the text before that byte (no test told the byte from
//! the end), so that text is in the rule's language, and no continuation
//! of it through that byte is.

use pest_meta::optimizer::OptimizedExpr;

use crate::grammar::Grammar;
use crate::sets::{Chars, EMPTY, FULL, Set, both_cases, builtin_set, set_of_bytes, union};

impl Grammar<'_> {
    /// The bytes a terminal of the entry rules, or of a rule they call, can
    /// read, lookaheads included.
    pub(crate) fn read_by_entries(&self) -> Set {
        self.target().entries.iter().fold(EMPTY, |read, entry| {
            union(&read, &self.reads(&self.rule(entry).expr))
        })
    }

    /// The bytes a match of `expr` may read, lookaheads included. An
    /// over-approximation: a range above ASCII reads every byte from 0x80
    /// up, and `EOI` (which tells any byte from the end) and what the
    /// generator does not compile read every byte.
    pub(crate) fn reads(&self, expr: &OptimizedExpr) -> Set {
        match expr {
            OptimizedExpr::Str(s) => set_of_bytes(s.bytes()),
            OptimizedExpr::Insens(s) => set_of_bytes(s.bytes().flat_map(both_cases)),
            OptimizedExpr::Range(a, b) => Chars::of_range(a, b).map_or(FULL, |chars| {
                if chars.wide.is_empty() {
                    chars.ascii
                } else {
                    union(&chars.ascii, &set_of_bytes(0x80..=0xFF))
                }
            }),
            OptimizedExpr::Ident(name) => match self.get(name) {
                Some(rule) => self.reads(&rule.expr),
                None if name == "SOI" => EMPTY,
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
}

#[cfg(test)]
mod tests {
    use crate::grammar::Grammar;
    use crate::sets::members;
    use crate::testing::{TEST, rules};

    /// The bytes the entry of `TEST` (`main`) reads in the grammar `text`.
    fn read(text: &str) -> Vec<u8> {
        let rules = rules(text);
        members(&Grammar::new(&rules, &TEST).read_by_entries()).collect()
    }

    #[test]
    fn terminals_lookaheads_and_called_rules_are_read() {
        let grammar = r#"main = { "ab" ~ ^"c" ~ !x ~ y? } x = { "d" } y = { '0'..'2' }"#;
        assert_eq!(read(grammar), b"012Cabcd");
    }

    #[test]
    fn rules_out_of_reach_are_not() {
        assert_eq!(read(r#"main = { "a" } other = { "b" }"#), b"a");
    }

    #[test]
    fn a_range_above_ascii_reads_every_byte_from_0x80() {
        let read = read("main = { \"a\" ~ '\u{a0}'..'\u{d7ff}' }");
        assert_eq!(read.first(), Some(&b'a'));
        assert_eq!(read.get(1..), Some(&(0x80..=0xFF).collect::<Vec<u8>>()[..]));
    }

    #[test]
    fn eoi_and_any_read_every_byte() {
        assert_eq!(read(r#"main = { SOI ~ "a" ~ EOI }"#).len(), 256);
        assert_eq!(read(r#"main = { "a" ~ ANY }"#).len(), 256);
        assert_eq!(read(r#"main = { SOI ~ "a" }"#), b"a");
    }
}
