//! The checks of the fuzz target `template`, shared with
//! tests/template_fuzz_checks.rs, which runs them over the shared suite and
//! over generated values without cargo-fuzz:
//!
//! - values for a template's variables made from bytes (strings, lists,
//!   maps, some undefined);
//! - what must hold of this crate alone ([`check`]): a match of an
//!   expansion expands back to it, and a partial expansion expanded with
//!   the same variables gives the full expansion (a failure that a known
//!   bug of this crate explains, [`KNOWN_BUGS`], is passed over);
//! - std-uritemplate against this crate ([`differential`]): the same
//!   expansion where both expand a template of level 4 or below, except
//!   where the peer is known to depart from RFC 6570 ([`DEVIATIONS`]).

// Each user takes the part it needs.
#![allow(dead_code)]

use std::collections::HashMap;

use rfc3986::UriRef;
use rfc3986::template::{Operator, UriTemplate, Var, Vars};
use stduritemplate::Value as StdValue;

/// Pieces of values: unreserved and reserved characters, characters a URI
/// cannot hold, percent-encodings valid and not, and non-ASCII text (a
/// `ucschar` of each UTF-8 length, an `iprivate`, a noncharacter).
const PIECES: [&str; 52] = [
    "a",
    "b",
    "Z",
    "0",
    "9",
    "-",
    ".",
    "_",
    "~",
    " ",
    "%",
    "%2F",
    "%41",
    "%e9",
    "%zz",
    "%4",
    "/",
    "?",
    "#",
    "[",
    "]",
    "@",
    "!",
    "$",
    "&",
    "'",
    "(",
    ")",
    "*",
    "+",
    ",",
    ";",
    "=",
    ":",
    "\"",
    "<",
    ">",
    "\\",
    "^",
    "`",
    "{",
    "|",
    "}",
    "\u{7f}",
    "\t",
    "\u{e9}",
    "\u{20ac}",
    "\u{1d11e}",
    "\u{e000}",
    "\u{fdd0}",
    "ab",
    "red",
];

/// The fuzz input's bytes read one at a time; when they run out, a fixed
/// sequence takes over, so that a short input still defines values.
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
    state: u8,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes {
            data,
            at: 0,
            state: 0x5a,
        }
    }

    pub fn next(&mut self) -> u8 {
        if let Some(&b) = self.data.get(self.at) {
            self.at += 1;
            b
        } else {
            self.state = self.state.wrapping_mul(37).wrapping_add(11);
            self.state
        }
    }

    fn text(&mut self) -> String {
        let n = usize::from(self.next() % 6);
        (0..n)
            .map(|_| PIECES[usize::from(self.next()) % PIECES.len()])
            .collect()
    }
}

/// Values for the variables of `template`, made from `bytes`: each is
/// missing (undefined), a string (possibly empty), a list, a map (keys
/// may repeat), or an empty list or map (given, but undefined for RFC
/// 6570).
pub fn vars(template: &UriTemplate, bytes: &mut Bytes<'_>) -> Vars {
    let mut vars = Vars::new();
    for name in template.variables() {
        let value = match bytes.next() % 10 {
            0 | 1 => continue,
            2..=5 => Var::String(bytes.text()),
            6 | 7 => Var::List((0..=bytes.next() % 3).map(|_| bytes.text()).collect()),
            8 => Var::Map(
                (0..=bytes.next() % 2)
                    .map(|_| (bytes.text(), bytes.text()))
                    .collect(),
            ),
            _ if bytes.next() & 1 == 0 => Var::List(Vec::new()),
            _ => Var::Map(Vec::new()),
        };
        vars.insert(name, value);
    }
    vars
}

/// The expansion as text, or `None` when the expansion fails.
fn expansion(template: &UriTemplate, vars: &Vars) -> Option<String> {
    template.expand(vars).ok().map(|u| u.as_str().to_owned())
}

/// What must hold of this crate alone, for `template` with `vars`; the
/// first failure, described, as the error. Besides, a match that finds no
/// answer for an expansion counts in `unmatched` (a failure only in the
/// suite's test, where every expansion is known to match).
pub fn check(template: &UriTemplate, vars: &Vars, unmatched: &mut usize) -> Result<(), String> {
    let full = expansion(template, vars);
    // The IRI expansion must not panic either.
    let _ = template.expand_iri(vars);

    if let Some(uri) = &full {
        match template.match_uri(uri) {
            Some(matched) => {
                let again = expansion(template, &matched);
                if again.as_deref() != Some(uri.as_str()) {
                    return Err(format!(
                        "`{template}` with {vars:?} expands to `{uri}`, which matches {matched:?}, \
                         which expands to {again:?}"
                    ));
                }
            }
            None => *unmatched += 1,
        }
    }

    // With every variable given, nothing is left to expand later: the
    // partial expansion expanded again is the full expansion (and fails
    // where it fails).
    let partial = template.expand_partial(vars);
    if template.variables().all(|name| vars.get(name).is_some()) {
        let again = expansion(&partial, vars);
        if again != full {
            return Err(format!(
                "`{template}` with {vars:?}: the partial expansion `{partial}` expands to \
                 {again:?}, the full expansion is {full:?}"
            ));
        }
    }
    // With the first half of the given variables only, the rest later:
    // the same, where no `?` or `&` expression puts the later parameters
    // last rather than in the template's order.
    let query = template.expressions().any(|e| {
        matches!(
            e.operator(),
            Some(Operator::Query | Operator::QueryContinuation)
        )
    });
    if let (Some(uri), false) = (&full, query) {
        let half: Vars = vars
            .iter()
            .take(vars.len() / 2)
            .map(|(name, value)| (name, value.clone()))
            .collect();
        let partial = template.expand_partial(&half);
        let again = expansion(&partial, vars);
        if again.as_deref() != Some(uri.as_str()) {
            return Err(format!(
                "`{template}` with {half:?} then {vars:?}: the partial expansion `{partial}` \
                 expands to {again:?}, the full expansion is `{uri}`"
            ));
        }
    }
    Ok(())
}

/// A known bug of this crate that [`check`] finds: its description, and
/// whether it explains a failure on a template with these values. The
/// fuzz target passes over them, so that it finds the others;
/// tests/template_fuzz_checks.rs counts them, and fails when one no longer
/// shows: remove its entry once the bug is fixed.
pub type KnownBug = (&'static str, fn(&UriTemplate, &Vars) -> bool);

pub const KNOWN_BUGS: &[KnownBug] = &[];

/// `vars` as std-uritemplate takes them.
pub fn std_values(vars: &Vars) -> HashMap<String, StdValue> {
    vars.iter()
        .map(|(name, value)| {
            let value = match value {
                Var::String(s) => StdValue::String(s.clone()),
                Var::List(items) => {
                    StdValue::List(items.iter().cloned().map(StdValue::String).collect())
                }
                Var::Map(pairs) => StdValue::Map(
                    pairs
                        .iter()
                        .map(|(k, v)| (k.clone(), StdValue::String(v.clone())))
                        .collect(),
                ),
            };
            (name.to_owned(), value)
        })
        .collect()
}

/// What the two libraries make of one template with one set of values.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The same expansion.
    Agree,
    /// Not compared, and why: an operator reserved for future extensions,
    /// or one of the two, or both, do not expand it.
    Skipped(&'static str),
    /// Different, where the peer is known to depart from RFC 6570: the
    /// deviation's name.
    Deviation(&'static str),
    /// Different, for no known reason.
    Differ { ours: String, theirs: String },
}

/// A known departure of std-uritemplate from RFC 6570: its name, and
/// whether it explains a difference (template, values, our expansion,
/// the peer's).
pub type Deviation = (&'static str, fn(&UriTemplate, &Vars, &str, &str) -> bool);

/// std-uritemplate 2.0's known departures from RFC 6570, each as narrow
/// as the values that trigger it.
pub const DEVIATIONS: &[Deviation] = &[
    (
        "`+` and `#` pass characters a URI cannot hold",
        // §3.2.3 allows only unreserved and reserved characters and
        // percent-encodings through; std-uritemplate writes the other ASCII
        // characters (`"`, `<`, `\`, `^`, `{`, a control...) as they are, so
        // its expansion is no URI reference (this crate's always is).
        |template, _, _, theirs| {
            has_operator(template, |op| {
                matches!(op, Some(Operator::Reserved | Operator::Fragment))
            }) && !is_uri_reference(theirs)
        },
    ),
    (
        "`;` with a list or map whose first member is empty: no `=`",
        // Appendix A writes `=` after the name unless the value is empty;
        // a list such as [""] is not. std-uritemplate tests the first
        // member instead: `{;x}` with x = [""] gives `;x`, not `;x=`.
        |template, vars, _, _| {
            semicolon_values(template, vars, false).any(|value| match value {
                Var::List(items) => items.first().is_some_and(String::is_empty),
                Var::Map(pairs) => pairs.first().is_some_and(|(k, _)| k.is_empty()),
                Var::String(_) => false,
            })
        },
    ),
    (
        "`;` with an exploded map holding an empty value: `key=`",
        // Appendix A: for `;` an empty value adds `ifemp`, which is empty:
        // `{;m*}` with m = {k: ""} is `;k`; std-uritemplate writes `;k=`.
        |template, vars, _, _| {
            semicolon_values(template, vars, true).any(|value| match value {
                Var::Map(pairs) => pairs.iter().any(|(_, v)| v.is_empty()),
                _ => false,
            })
        },
    ),
    (
        "`+` and `#` lose text after a `%` that begins no percent-encoding",
        // §3.2.3: such a `%` is encoded as `%25` and the rest follows.
        // std-uritemplate holds the characters after it until it has three
        // bytes, and drops them when a `%` or a non-ASCII character comes
        // first: `{+x}` with x = "%%41" gives `%41`, not `%25%41`.
        |template, vars, _, _| {
            has_operator(template, |op| {
                matches!(op, Some(Operator::Reserved | Operator::Fragment))
            }) && vars
                .iter()
                .any(|(_, value)| strings(value).any(stray_percent))
        },
    ),
];

/// The strings of a value: itself, a list's members, a map's keys and
/// values.
fn strings(value: &Var) -> Box<dyn Iterator<Item = &str> + '_> {
    match value {
        Var::String(s) => Box::new(std::iter::once(s.as_str())),
        Var::List(items) => Box::new(items.iter().map(String::as_str)),
        Var::Map(pairs) => Box::new(pairs.iter().flat_map(|(k, v)| [k.as_str(), v.as_str()])),
    }
}

/// Whether `text` has a `%` not followed by two hexadecimal digits.
fn stray_percent(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(i, &b)| {
        b == b'%'
            && !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
    })
}

fn has_operator(template: &UriTemplate, which: impl Fn(Option<Operator>) -> bool) -> bool {
    template.expressions().any(|e| which(e.operator()))
}

/// The values of the variables of `;` expressions, exploded or not.
fn semicolon_values<'v>(
    template: &'v UriTemplate,
    vars: &'v Vars,
    exploded: bool,
) -> impl Iterator<Item = &'v Var> {
    template
        .expressions()
        .filter(|e| e.operator() == Some(Operator::PathParameter))
        .flat_map(|e| e.varspecs())
        .filter(move |spec| spec.is_exploded() == exploded)
        .filter_map(|spec| vars.get(spec.name()))
}

/// std-uritemplate against this crate on `template` (its text is what the
/// peer parses) with `vars`.
pub fn differential(template: &UriTemplate, vars: &Vars) -> Verdict {
    if template.level().is_none() {
        return Verdict::Skipped("a reserved operator");
    }
    let (ours, theirs) = match (
        expansion(template, vars),
        stduritemplate::expand(template.as_str(), &std_values(vars)),
    ) {
        (Some(ours), Ok(theirs)) => (ours, theirs),
        (None, Ok(_)) => return Verdict::Skipped("rfc3986 does not expand it"),
        (Some(_), Err(_)) => return Verdict::Skipped("std-uritemplate does not expand it"),
        (None, Err(_)) => return Verdict::Skipped("neither expands it"),
    };
    if ours == theirs {
        return Verdict::Agree;
    }
    match DEVIATIONS
        .iter()
        .find(|(_, applies)| applies(template, vars, &ours, &theirs))
    {
        Some((name, _)) => Verdict::Deviation(name),
        None => Verdict::Differ { ours, theirs },
    }
}

/// Whether `text` is a URI reference: this crate's expansions always are.
pub fn is_uri_reference(text: &str) -> bool {
    UriRef::parse(text).is_ok()
}

/// The fuzz target's run on one input: a template, a newline, and the
/// bytes its values are made from. Input that is not a template is
/// skipped (`Ok`); so is a failure a known bug explains, and a difference
/// from the peer that a deviation explains. The error says what failed.
pub fn run(data: &[u8]) -> Result<Verdict, String> {
    let (text, rest) = match data.iter().position(|&b| b == b'\n') {
        Some(at) => (&data[..at], &data[at + 1..]),
        None => (data, &[][..]),
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return Ok(Verdict::Skipped("not UTF-8"));
    };
    let Ok(template) = UriTemplate::parse(text) else {
        return Ok(Verdict::Skipped("not a template"));
    };
    let vars = vars(&template, &mut Bytes::new(rest));
    if let Err(failure) = check(&template, &vars, &mut 0)
        && !KNOWN_BUGS
            .iter()
            .any(|(_, applies)| applies(&template, &vars))
    {
        return Err(failure);
    }
    match differential(&template, &vars) {
        Verdict::Differ { ours, theirs } => Err(format!(
            "`{template}` with {vars:?}: rfc3986 expands to `{ours}`, std-uritemplate to `{theirs}`"
        )),
        verdict => Ok(verdict),
    }
}
