//! Expansion (RFC 6570 §3.2, the algorithm of Appendix A): every level,
//! into a URI reference or, for `expand_iri`, an IRI reference.

use alloc::string::String;

use crate::template::error::ExpandError;
use crate::template::syntax::{Operator, RawExpression, RawPart, RawSpec};
use crate::template::value::{Value, VarSource};
use crate::text::bidi::is_bidi_control;
use crate::text::byte_set::byte_set;
use crate::text::iri_chars::{is_iprivate, is_ucschar};
use crate::text::percent::push_triplet;

/// How an operator expands (the table of RFC 6570 Appendix A).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rules {
    /// What comes before the first defined value.
    pub(crate) first: &'static str,
    /// What comes between values.
    pub(crate) sep: char,
    /// Whether values are written `name=value`.
    pub(crate) named: bool,
    /// What follows a name whose value is empty.
    pub(crate) ifemp: &'static str,
    /// Whether `reserved` characters and `pct-encoded` triplets pass
    /// unencoded (U+R), or only `unreserved` ones do (U).
    pub(crate) reserved: bool,
}

/// The rules of `operator`; `None` for a reserved operator.
pub(crate) fn rules(operator: Option<Operator>) -> Option<Rules> {
    let (first, sep, named, ifemp, reserved) = match operator {
        None => ("", ',', false, "", false),
        Some(Operator::Reserved) => ("", ',', false, "", true),
        Some(Operator::Fragment) => ("#", ',', false, "", true),
        Some(Operator::Label) => (".", '.', false, "", false),
        Some(Operator::Path) => ("/", '/', false, "", false),
        Some(Operator::PathParameter) => (";", ';', true, "", false),
        Some(Operator::Query) => ("?", '&', true, "=", false),
        Some(Operator::QueryContinuation) => ("&", '&', true, "=", false),
        Some(Operator::Future(_)) => return None,
    };
    Some(Rules {
        first,
        sep,
        named,
        ifemp,
        reserved,
    })
}

/// Where the output goes: a URI, or an IRI that keeps the characters
/// RFC 3987 admits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Target {
    Uri,
    Iri,
    /// The text of a template, from a partial expansion: a `ucschar` or an
    /// `iprivate` stays, a literal that the later expansion encodes (or
    /// keeps, for an IRI) as it would have the value.
    Template,
}

/// Writes the expansion of `parts` (of the template `text`, whose
/// variable specifications are `specs`) into `out`.
pub(crate) fn expand_into(
    text: &str,
    parts: &[RawPart],
    specs: &[RawSpec],
    source: &(impl VarSource + ?Sized),
    target: Target,
    out: &mut String,
) -> Result<(), ExpandError> {
    for part in parts {
        match part {
            RawPart::Literal(span) => {
                literal(text.get(span.clone()).unwrap_or_default(), target, out);
            }
            RawPart::Expression(e) => {
                let own = specs.get(e.specs.clone()).unwrap_or_default();
                expression(text, e, own, source, target, out)?;
            }
        }
    }
    Ok(())
}

/// Writes the expansion of a literal run (§3.1).
pub(crate) fn literal_into(text: &str, target: Target, out: &mut String) {
    literal(text, target, out);
}

/// A run of literals (§3.1): characters allowed in a URI and `pct-encoded`
/// triplets copied, any other character percent-encoded as UTF-8 (kept,
/// for an IRI, where RFC 3987 admits it).
fn literal(text: &str, target: Target, out: &mut String) {
    // Every ASCII character of `literals` is `unreserved`, `reserved` or
    // the `%` of a `pct-encoded`: runs of them are copied whole.
    let mut rest = text;
    let mut query = None;
    while !rest.is_empty() {
        let ascii = rest
            .bytes()
            .position(|b| !b.is_ascii())
            .unwrap_or(rest.len());
        let (run, tail) = rest.split_at(ascii);
        out.push_str(run);
        if target == Target::Iri && run.contains(['?', '#']) {
            query = None;
        }
        let mut chars = tail.chars();
        match chars.next() {
            Some(c) => push_other(c, target, &mut query, out),
            None => break,
        }
        rest = chars.as_str();
    }
}

/// A character that is neither `unreserved` nor passed as `reserved`.
///
/// For an IRI, a `ucschar` stays, and so does an `iprivate` in the query;
/// a bidirectional formatting character is encoded all the same (RFC 3987
/// §4.1 forbids them in IRIs), as the crate's URI-to-IRI mapping does.
///
/// `query` caches whether `out` ends in a query, for a run of `iprivate`
/// characters; whoever writes a `?` or a `#` into `out` resets it.
fn push_other(c: char, target: Target, query: &mut Option<bool>, out: &mut String) {
    if target == Target::Template && (is_ucschar(c) || is_iprivate(c)) {
        out.push(c);
        return;
    }
    if target == Target::Iri
        && !is_bidi_control(c)
        && (is_ucschar(c) || is_iprivate(c) && *query.get_or_insert_with(|| in_query(out)))
    {
        out.push(c);
        return;
    }
    let mut buffer = [0; 4];
    for &octet in c.encode_utf8(&mut buffer).as_bytes() {
        push_triplet(out, octet);
    }
}

/// Whether what follows `out` is in a query: in a reference, the first `?`
/// begins the query and the first `#` the fragment. Only an `iprivate`
/// asks, from `expand_iri`; a run of them asks once (see `encode`).
fn in_query(out: &str) -> bool {
    match out.find(['?', '#']) {
        Some(at) => {
            out.as_bytes().get(at) == Some(&b'?')
                && out.get(at..).is_some_and(|rest| !rest.contains('#'))
        }
        None => false,
    }
}

/// `value` encoded for the operator's rules (§3.2.1): `unreserved` kept,
/// and for U+R `reserved` and `pct-encoded` kept too; everything else
/// percent-encoded as UTF-8.
pub(crate) fn encode(value: &str, rules: &Rules, target: Target, out: &mut String) {
    let passes: &[bool; 256] = if rules.reserved { &U_AND_R } else { &U };
    let bytes = value.as_bytes();
    let mut at = 0;
    let mut query = None;
    while at < bytes.len() {
        // The run of bytes that pass as they are, copied whole.
        let run = bytes
            .get(at..)
            .unwrap_or_default()
            .iter()
            .position(|&b| !passes[usize::from(b)])
            .map_or(bytes.len(), |n| at + n);
        let passed = value.get(at..run).unwrap_or_default();
        out.push_str(passed);
        if target == Target::Iri && rules.reserved && passed.contains(['?', '#']) {
            query = None;
        }
        at = run;
        let Some(&b) = bytes.get(at) else {
            break;
        };
        if rules.reserved
            && b == b'%'
            && bytes.get(at + 1).is_some_and(u8::is_ascii_hexdigit)
            && bytes.get(at + 2).is_some_and(u8::is_ascii_hexdigit)
        {
            out.push_str(value.get(at..at + 3).unwrap_or_default());
            at += 3;
        } else if b.is_ascii() {
            push_triplet(out, b);
            at += 1;
        } else {
            let Some(c) = value.get(at..).and_then(|rest| rest.chars().next()) else {
                break;
            };
            push_other(c, target, &mut query, out);
            at += c.len_utf8();
        }
    }
}

/// `unreserved` (RFC 3986 §2.3): what passes unencoded under U.
pub(crate) static U: [bool; 256] =
    byte_set(b"-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~");
/// `unreserved` and `reserved` (§2.2): what passes under U+R (`%` apart).
pub(crate) static U_AND_R: [bool; 256] = byte_set(
    b"!#$&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz~",
);

/// The first `n` characters (code points, §2.4.1) of `value`.
pub(crate) fn prefix(value: &str, n: u16) -> &str {
    match value.char_indices().nth(usize::from(n)) {
        Some((at, _)) => value.get(..at).unwrap_or(value),
        None => value,
    }
}

/// Writes one expression's expansion; `own` are its variable
/// specifications.
pub(crate) fn expression(
    text: &str,
    e: &RawExpression,
    own: &[RawSpec],
    source: &(impl VarSource + ?Sized),
    target: Target,
    out: &mut String,
) -> Result<(), ExpandError> {
    let Some(rules) = rules(e.operator) else {
        return Err(ExpandError::ReservedOperator {
            operator: e.operator.map_or('?', Operator::as_char),
            span: e.span.clone(),
        });
    };
    let mut first = true;
    for spec in own {
        let name = text.get(spec.name.clone()).unwrap_or_default();
        if let Some(value) = source.get(name) {
            varspec(spec, name, value, &rules, target, &mut first, out)?;
        }
    }
    Ok(())
}

/// Writes what comes before a value: `first` before the expression's first
/// one, `sep` before the others.
fn separator(rules: &Rules, first: &mut bool, out: &mut String) {
    if *first {
        out.push_str(rules.first);
        *first = false;
    } else {
        out.push(rules.sep);
    }
}

/// Writes one defined variable of an expression (Appendix A), `spec`
/// naming `name`.
pub(crate) fn varspec(
    spec: &RawSpec,
    name: &str,
    value: Value<'_>,
    rules: &Rules,
    target: Target,
    first: &mut bool,
    out: &mut String,
) -> Result<(), ExpandError> {
    // An empty list or map is undefined (§2.3), whatever its modifier.
    if let Value::List([]) | Value::Map([]) = value {
        return Ok(());
    }
    let composite = |value: Value<'_>| !matches!(value, Value::String(_));
    if spec.prefix().is_some() && composite(value) {
        return Err(ExpandError::PrefixOnComposite {
            name: String::from(name),
            span: spec.span.clone(),
        });
    }
    match value {
        Value::String(s) => {
            separator(rules, first, out);
            if rules.named {
                out.push_str(name);
                if s.is_empty() {
                    out.push_str(rules.ifemp);
                    return Ok(());
                }
                out.push('=');
            }
            let s = spec.prefix().map_or(s, |n| prefix(s, n));
            encode(s, rules, target, out);
        }
        Value::List(items) if spec.is_exploded() => {
            for item in items {
                separator(rules, first, out);
                if rules.named {
                    out.push_str(name);
                    if item.is_empty() {
                        out.push_str(rules.ifemp);
                        continue;
                    }
                    out.push('=');
                }
                encode(item, rules, target, out);
            }
        }
        Value::Map(pairs) if spec.is_exploded() => {
            for (key, item) in pairs {
                separator(rules, first, out);
                encode(key, rules, target, out);
                if rules.named && item.is_empty() {
                    out.push_str(rules.ifemp);
                    continue;
                }
                out.push('=');
                encode(item, rules, target, out);
            }
        }
        Value::List(items) => {
            separator(rules, first, out);
            if rules.named {
                out.push_str(name);
                out.push('=');
            }
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                encode(item, rules, target, out);
            }
        }
        Value::Map(pairs) => {
            separator(rules, first, out);
            if rules.named {
                out.push_str(name);
                out.push('=');
            }
            for (i, (key, item)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                encode(key, rules, target, out);
                out.push(',');
                encode(item, rules, target, out);
            }
        }
    }
    Ok(())
}
