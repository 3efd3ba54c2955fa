//! The runtime contract: what the generated code takes from the crate it is
//! part of, by name. The emitter notes each item it uses, and the file
//! imports exactly those, so a helper renamed in the crate fails to compile
//! at the `use` line rather than somewhere in the generated code.

use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The type of the span of a recorded rule, `start..end` in the input.
pub(crate) const SPAN: &str = "Span";

/// The module that defines [`SPAN`].
pub(crate) const SPAN_MODULE: &str = "crate::compiled::layout";

/// The module of the helpers the generated code calls.
pub(crate) const RUNTIME: &str = "crate::compiled::recognizer::runtime";

/// An item of the runtime module.
///
/// Declared in the order rustfmt sorts the names, so that the import list
/// reads the same before and after formatting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Helper {
    /// The type of a set of characters with members above ASCII: a byte
    /// table and ranges of scalar values.
    CharsTable,
    /// The tracker that notes nothing and does not stop at a fatal
    /// failure, for inside a lookahead and in a fatal rule's probe.
    Hush,
    /// The trait of the trackers, which every function is generic over.
    Track,
    /// One given byte.
    Byte,
    /// One character from a [`Helper::CharsTable`].
    CharClass,
    /// One byte from a table.
    Class,
    /// Where a fatal rule failed after its first byte, as the end of a
    /// match that stops there.
    Fatal,
    /// A literal.
    Lit,
    /// Whether the byte at a position may begin a match: a table lookup.
    MayBegin,
    /// The end of a run of the characters of a [`Helper::CharsTable`].
    SkipChars,
    /// The end of a run of the bytes of a table.
    SkipClass,
    /// The `const fn` that builds a table.
    Table,
}

impl Helper {
    /// The item's name in the runtime module.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Helper::CharsTable => "Chars",
            Helper::CharClass => "char_class",
            Helper::SkipChars => "skip_chars",
            Helper::Hush => "Hush",
            Helper::Fatal => "fatal",
            Helper::Track => "Track",
            Helper::Byte => "byte",
            Helper::Class => "class",
            Helper::Lit => "lit",
            Helper::MayBegin => "may_begin",
            Helper::SkipClass => "skip_class",
            Helper::Table => "table",
        }
    }
}

/// The `use` lines of a generated file that uses `helpers` and the
/// functions of native rules `natives`, and `Span` when `span`.
pub(crate) fn imports(helpers: &BTreeSet<Helper>, natives: &BTreeSet<&str>, span: bool) -> String {
    let mut out = String::new();
    if span {
        let _ = writeln!(out, "use {SPAN_MODULE}::{SPAN};");
    }
    let mut names: Vec<&str> = helpers.iter().map(|h| h.name()).collect();
    names.extend(natives);
    // As rustfmt sorts them: upper case first, then by the bytes.
    names.sort_by_key(|n| (!n.starts_with(char::is_uppercase), *n));
    let _ = match names.as_slice() {
        [] => Ok(()),
        [one] => writeln!(out, "use {RUNTIME}::{one};"),
        _ => writeln!(out, "use {RUNTIME}::{{{}}};", names.join(", ")),
    };
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imports_list_exactly_the_helpers_given() {
        let helpers = BTreeSet::from([Helper::Lit, Helper::Track, Helper::Byte]);
        assert_eq!(
            imports(&helpers, &BTreeSet::new(), true),
            "use crate::compiled::layout::Span;\nuse crate::compiled::recognizer::runtime::{Track, byte, lit};\n"
        );
        assert_eq!(
            imports(&BTreeSet::from([Helper::Track]), &BTreeSet::new(), false),
            "use crate::compiled::recognizer::runtime::Track;\n"
        );
        assert_eq!(
            imports(&helpers, &BTreeSet::from(["ipv6_address"]), false),
            "use crate::compiled::recognizer::runtime::{Track, byte, ipv6_address, lit};\n"
        );
        assert_eq!(imports(&BTreeSet::new(), &BTreeSet::new(), false), "");
    }

    #[test]
    fn helpers_sort_as_rustfmt_sorts_their_names() {
        let all = [
            Helper::CharsTable,
            Helper::Hush,
            Helper::Track,
            Helper::Byte,
            Helper::CharClass,
            Helper::Class,
            Helper::Fatal,
            Helper::Lit,
            Helper::MayBegin,
            Helper::SkipChars,
            Helper::SkipClass,
            Helper::Table,
        ];
        let names: Vec<&str> = all.iter().map(|h| h.name()).collect();
        let mut sorted = names.clone();
        // Upper case first, then by the bytes of the name.
        sorted.sort_by_key(|n| (!n.starts_with(char::is_uppercase), *n));
        assert_eq!(names, sorted);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
    }
}
