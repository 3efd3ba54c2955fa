//! Whether a prefix of an input is *viable*: whether the derived parser,
//! given it, reaches its end (or a match), so that some continuation could
//! still make a reference. Both questions of the diagnosis (where, and what
//! was expected) are asked in these terms.

use pest::Parser;
use pest::error::{ErrorVariant, InputLocation};

use crate::goal::Goal;
use crate::grammar::{Rule, UriParser};
use crate::recognizer;

/// pest could not tell: it stopped at its stack guard or at the call limit
/// a caller set (`pest::set_call_limit`), which it reports as a custom
/// error, at a position that says nothing of the input.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Undecided;

/// Whether pest ran out of stack or calls rather than finding an error.
pub(crate) fn undecided(error: &pest::error::Error<Rule>) -> bool {
    matches!(error.variant, ErrorVariant::CustomError { .. })
}

/// Whether `prefix` can be continued into (or already is) a match of `rule`.
pub(crate) fn viable(rule: Rule, prefix: &str) -> Result<bool, Undecided> {
    let reached_end = match UriParser::parse(rule, prefix) {
        Ok(_) => return Ok(true),
        Err(error) if undecided(&error) => return Err(Undecided),
        Err(error) => match error.location {
            InputLocation::Pos(pos) | InputLocation::Span((pos, _)) => pos >= prefix.len(),
        },
    };
    if reached_end {
        return Ok(true);
    }
    completes(rule, prefix)
}

/// [`viable`], or when pest cannot tell, whether the compiled recognizer
/// matches `prefix` or fails only at its end; the latter misses the few
/// prefixes [`completes`] finishes, and is the best left to say.
pub(crate) fn viable_or_recognized(goal: Goal, prefix: &str) -> bool {
    viable(goal.rule(), prefix).unwrap_or_else(|Undecided| {
        let (matched, furthest) = recognizer::furthest_failure(prefix, goal);
        matched || furthest >= prefix.len()
    })
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
/// `@` can make a userinfo, or `http` when a URI is required) looks as if
/// the parser never reached its end. Those are the places where the grammar
/// needs literals to finish a `pct-encoded`, an `IP-literal`, a `userinfo`
/// or a `scheme`; try to finish it.
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
            match UriParser::parse(rule, &candidate) {
                Ok(_) => return Ok(true),
                Err(error) if undecided(&error) => return Err(Undecided),
                Err(_) => {}
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
