//! Whether a prefix can still become a URI or an IRI, asked of pest's
//! parsers (`rfc3986::grammar` and `rfc3986::iri_grammar`): a prefix is
//! *viable* when the parser reaches its end, or when a literal that only can
//! come next (the rest of a `pct-encoded`, the close of an `IP-literal`, the
//! `@` of a `userinfo`, the `:` after a `scheme`) completes it. The two
//! grammars differ here only in their entry rules, so one reading serves
//! as the reference for the URI automaton (`support/pest_diagnosis.rs`)
//! and the IRI automata (`tests/iri_automaton.rs`).

// The tests build on the development toolchain; the MSRV is the library's.
#![allow(clippy::incompatible_msrv)]
#![allow(dead_code)] // Not every test that includes this file uses all of it.

use pest::error::{ErrorVariant, InputLocation};
use pest::{Parser, RuleType};

use rfc3986::Goal;
use rfc3986::grammar::{Rule as UriRule, UriParser};
use rfc3986::iri_grammar::{IriParser, Rule as IriRule};

/// pest could not tell: it stopped at its stack guard or at the call limit
/// a caller set (`pest::set_call_limit`), which it reports as a custom
/// error, at a position that says nothing of the input.
#[derive(Debug, Clone, Copy)]
pub struct Undecided;

/// Where pest's parser, from the anchored entry rule of `goal`, failed on
/// `text`, or `None` when it matched: the one place the grammars differ.
pub fn failure(goal: Goal, text: &str) -> Result<Option<usize>, Undecided> {
    match goal {
        Goal::UriReference => failure_of::<UriParser, _>(UriRule::full_URI_reference, text),
        Goal::Uri => failure_of::<UriParser, _>(UriRule::full_URI, text),
        Goal::AbsoluteUri => failure_of::<UriParser, _>(UriRule::full_absolute_URI, text),
        Goal::RelativeRef => failure_of::<UriParser, _>(UriRule::full_relative_ref, text),
        Goal::IriReference => failure_of::<IriParser, _>(IriRule::full_IRI_reference, text),
        Goal::Iri => failure_of::<IriParser, _>(IriRule::full_IRI, text),
        Goal::AbsoluteIri => failure_of::<IriParser, _>(IriRule::full_absolute_IRI, text),
        Goal::IrelativeRef => failure_of::<IriParser, _>(IriRule::full_irelative_ref, text),
        other => unreachable!("{other:?} has no entry rule"),
    }
}

/// [`failure`] for one parser and rule; where an error spans, its start.
fn failure_of<P: Parser<R>, R: RuleType>(rule: R, text: &str) -> Result<Option<usize>, Undecided> {
    let Err(error) = P::parse(rule, text) else {
        return Ok(None);
    };
    match (error.variant, error.location) {
        (ErrorVariant::CustomError { .. }, _) => Err(Undecided),
        (_, InputLocation::Pos(pos) | InputLocation::Span((pos, _))) => Ok(Some(pos)),
    }
}

/// Whether `prefix` can be continued into (or already is) a match of `goal`.
pub fn viable(goal: Goal, prefix: &str) -> Result<bool, Undecided> {
    match failure(goal, prefix)? {
        Some(pos) if pos < prefix.len() => completes(goal, prefix),
        _ => Ok(true),
    }
}

/// Endings that complete a prefix cut inside a `pct-encoded`.
const PCT_CLOSERS: &[&str] = &["0", "00"];

/// Endings that complete a prefix cut inside an `IP-literal`, whichever of
/// the nine `IPv6address` forms or `IPvFuture` it was heading for.
const LITERAL_CLOSERS: &[&str] = &[
    "]", ":]", "::]", "0]", ":0]", "0.0]", ".0]", "0.0.0]", ".0.0]", ".0.0.0]", "x]", ".x]", "1.x]",
];

/// pest only notes where *rules* failed, so a prefix that stops where only a
/// literal could come next (`[1:2:3`, `[v1`, `%4`, `//h:1,` that only an
/// `@` can make a userinfo, or `http` when a scheme is required) looks as
/// if the parser never reached its end. Those are the places where the
/// grammar needs literals to finish a `pct-encoded`, an `IP-literal`, a
/// `userinfo` or a `scheme`; try to finish it.
fn completes(goal: Goal, prefix: &str) -> Result<bool, Undecided> {
    let in_pct = prefix
        .rfind('%')
        .is_some_and(|percent| prefix.len() - percent <= 2);
    let in_literal = prefix
        .rfind('[')
        .is_some_and(|open| Some(open) > prefix.rfind(']'));
    let in_scheme = !prefix.is_empty() && prefix.bytes().all(is_scheme_byte);
    let in_userinfo = authority_start(prefix)
        .is_some_and(|start| !prefix[start..].contains(['/', '?', '#', '@']));
    // A cut pct-encoded is finished first, then whatever encloses it.
    let pct: &[&str] = if in_pct { PCT_CLOSERS } else { &[""] };
    let enclosing: &[&str] = if in_literal {
        LITERAL_CLOSERS
    } else if in_userinfo {
        &["@"]
    } else if in_scheme {
        &[":"]
    } else {
        &[""]
    };
    if !in_pct && enclosing == [""] {
        return Ok(false);
    }
    let mut candidate = String::with_capacity(prefix.len() + 10);
    for pct in pct {
        for closer in enclosing {
            candidate.clear();
            candidate.push_str(prefix);
            candidate.push_str(pct);
            candidate.push_str(closer);
            if failure(goal, &candidate)?.is_none() {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// Where the authority begins in `prefix`, after `//` or `scheme://`.
fn authority_start(prefix: &str) -> Option<usize> {
    if prefix.starts_with("//") {
        return Some(2);
    }
    let colon = prefix.find(':')?;
    let scheme_ok = colon > 0 && prefix[..colon].bytes().all(is_scheme_byte);
    (scheme_ok && prefix[colon + 1..].starts_with("//")).then_some(colon + 3)
}

/// `ALPHA / DIGIT / "+" / "-" / "."`, the characters of a scheme.
fn is_scheme_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
}
