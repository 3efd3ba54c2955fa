//! Whether a prefix can still become an IRI, asked of pest's IRI parser
//! (`rfc3986::iri_grammar`) as `support/pest_diagnosis.rs` asks pest's URI
//! parser: a prefix is *viable* when the parser reaches its end, or when a
//! literal that only can come next (the rest of a `pct-encoded`, the close
//! of an `IP-literal`, the `@` of an `iuserinfo`, the `:` after a
//! `scheme`) completes it. The reference `tests/iri_automaton.rs` checks
//! the IRI automata's errors against.

// The tests build on the development toolchain; the MSRV is the library's.
#![allow(clippy::incompatible_msrv)]
#![allow(dead_code)]

use pest::Parser;
use pest::error::{ErrorVariant, InputLocation};

use rfc3986::__private::compiled_matches;
use rfc3986::Goal;
use rfc3986::iri_grammar::{IriParser, Rule};

/// The anchored entry rule of the IRI goal `goal`.
pub fn rule_of(goal: Goal) -> Rule {
    match goal {
        Goal::IriReference => Rule::full_IRI_reference,
        Goal::Iri => Rule::full_IRI,
        Goal::AbsoluteIri => Rule::full_absolute_IRI,
        Goal::IrelativeRef => Rule::full_irelative_ref,
        other => unreachable!("{other:?} is not an IRI production"),
    }
}

/// pest ran out of stack or calls rather than finding an error.
struct Undecided;

/// Whether pest's parse of `text` reached its end, or matched.
fn reaches_end(rule: Rule, text: &str) -> Result<bool, Undecided> {
    match IriParser::parse(rule, text) {
        Ok(_) => Ok(true),
        Err(error) if matches!(error.variant, ErrorVariant::CustomError { .. }) => Err(Undecided),
        Err(error) => match error.location {
            InputLocation::Pos(pos) | InputLocation::Span((pos, _)) => Ok(pos >= text.len()),
        },
    }
}

/// Whether pest matches the whole of `text`.
fn matches(rule: Rule, text: &str) -> Result<bool, Undecided> {
    match IriParser::parse(rule, text) {
        Ok(_) => Ok(true),
        Err(error) if matches!(error.variant, ErrorVariant::CustomError { .. }) => Err(Undecided),
        Err(_) => Ok(false),
    }
}

/// Endings that complete a prefix cut inside a `pct-encoded`.
const PCT_CLOSERS: &[&str] = &["0", "00"];

/// Endings that complete a prefix cut inside an `IP-literal`.
const LITERAL_CLOSERS: &[&str] = &[
    "]", ":]", "::]", "0]", ":0]", "0.0]", ".0]", "0.0.0]", ".0.0]", ".0.0.0]", "x]", ".x]", "1.x]",
];

/// `ALPHA / DIGIT / "+" / "-" / "."`, the characters of a scheme.
fn is_scheme_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
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

/// Whether a literal that only can come next completes `prefix`.
fn completes(rule: Rule, prefix: &str) -> Result<bool, Undecided> {
    let in_pct = prefix
        .rfind('%')
        .is_some_and(|percent| prefix.len() - percent <= 2);
    let in_literal = prefix
        .rfind('[')
        .is_some_and(|open| Some(open) > prefix.rfind(']'));
    let in_scheme = !prefix.is_empty() && prefix.bytes().all(is_scheme_byte);
    let in_userinfo = authority_start(prefix)
        .is_some_and(|start| !prefix[start..].contains(['/', '?', '#', '@']));
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
    for pct in pct {
        for closer in enclosing {
            if matches(rule, &format!("{prefix}{pct}{closer}"))? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// Whether `prefix` can be continued into (or already is) an IRI of the
/// kind `goal` names. When pest cannot tell (its stack guard), the compiled
/// recognizer answers: it matches `prefix`, or not.
pub fn viable(goal: Goal, prefix: &str) -> bool {
    let rule = rule_of(goal);
    let decided = reaches_end(rule, prefix).and_then(|reached| {
        if reached {
            Ok(true)
        } else {
            completes(rule, prefix)
        }
    });
    decided.unwrap_or_else(|Undecided| compiled_matches(prefix, goal))
}
