//! Common mistakes placed from the recognizer's match, without a run of
//! the automaton: where the byte after the match alone does not place
//! the refusal ([`Automaton::dead_after_match`](automaton::Automaton::dead_after_match)),
//! the spans the match recorded often say which component it stopped in,
//! and so where every path of the goal's automaton goes dead.
//!
//! Debug builds check each index against the automaton's run from the
//! start, and the front door what [`Near::state`] says; the agreement
//! tests compare every refusal with pest's diagnosis.

use crate::compiled::automaton;
use crate::compiled::goal::{Form, Goal};
use crate::compiled::recognizer::generated::Captures;
use crate::compiled::recognizer::runtime::{Quiet, skip_class, table};
use crate::text::find_byte::find_byte;
use crate::text::iri_chars::is_ucschar;

/// Which mistake [`colon_or_percent`] or [`in_port`] placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Near {
    /// A `:` in a relative reference's first segment.
    FirstSegment,
    /// A `%` not followed by two `HEXDIG`s.
    Percent,
    /// A port that does not end where an authority may: past it, only a
    /// userinfo (when none came before the host) goes on.
    Port,
}

/// Where the automaton stops on a refused input whose match stopped at
/// `end`, with the spans `cap`, for two common mistakes that the byte
/// after the match (`next`) and the one before it (`last`) tell, when they
/// do; `None` otherwise.
///
/// - **A `:` after a match with neither a scheme nor an authority**, of a
///   goal that may be a relative reference: the match is a relative
///   reference's first segment (a `:` goes on anywhere else it could have
///   got to: a later segment, a query, a fragment), and a `:` there is
///   refused (RFC 3986 §4.2: "a path segment that contains a colon
///   character ... cannot be used as the first segment of a relative-path
///   reference"). Nor can the automaton be reading a scheme: had the match
///   been one, a `:` after it would have made the goal's `URI` alternative
///   match.
/// - **A `%` on which every state the match may have left the automaton
///   in goes on** ([`automaton::percent_goes_on_after`]): it begins a
///   `pct-encoded`, refused at the first of the two bytes after it that is
///   not a `HEXDIG`.
#[inline(always)]
pub(super) fn colon_or_percent(
    bytes: &[u8],
    goal: Goal,
    end: usize,
    last: u8,
    next: u8,
    cap: &Captures,
) -> Option<(usize, Near)> {
    let placed = match next {
        b':' if cap.scheme.is_none()
            && cap.host.is_none()
            && matches!(goal.form(), Form::Reference | Form::Relative) =>
        {
            (end, Near::FirstSegment)
        }
        b'%' if automaton::percent_goes_on_after(goal, last) => {
            (not_hex_after_percent(bytes, end)?, Near::Percent)
        }
        _ => return None,
    };
    debug_check(bytes, goal, end, placed.0);
    Some(placed)
}

/// Where the automaton stops on a refused input whose match stopped at
/// `end`, with the spans `cap`, when the match ends in a port
/// ([`port_placed`]); `None` otherwise. For a match that
/// [`colon_or_percent`] does not place, with a byte before its end.
#[inline(always)]
pub(super) fn in_port(bytes: &[u8], goal: Goal, end: usize, cap: &Captures) -> Option<usize> {
    let placed = port_placed(bytes, goal, end, cap)?;
    debug_check(bytes, goal, end, placed);
    Some(placed)
}

/// `index`, where a match that ended at a fatal failure (at `end`, from
/// `runtime::FATAL` up) places the refusal: a byte after a `%` that is not
/// a `HEXDIG` (`pct-encoded` is the grammars' one fatal rule: `%` begins
/// nothing else), checked in debug builds.
#[inline(always)]
pub(super) fn fatal_percent(bytes: &[u8], goal: Goal, end: usize, index: usize) -> usize {
    debug_check(bytes, goal, end, index);
    index
}

/// Debug builds: a refusal placed from a match ending at `end` is where
/// the automaton's run from the start stops.
#[cfg(debug_assertions)]
fn debug_check(bytes: &[u8], goal: Goal, end: usize, placed: usize) {
    let from_start = automaton::of(goal).run(bytes).index;
    debug_assert_eq!(
        placed, from_start,
        "{bytes:?} as {goal:?}, matched to {end}"
    );
}

/// Release builds check nothing.
#[cfg(not(debug_assertions))]
#[inline(always)]
fn debug_check(_: &[u8], _: Goal, _: usize, _: usize) {}

/// Whether the character at `at` of an IRI goal's input is one no IRI
/// component holds outside a query: not a `ucschar` (RFC 3987 §2.2; an
/// `iprivate` or a noncharacter such as U+FFFF). When the recognizer's
/// match of an IRI goal stops at it, every path of the automaton goes dead
/// on it: a query, where an `iprivate` may stand, would have taken it into
/// the match (the first `?` begins the query in every reading of the
/// input). The refusal is at its first byte, where an IRI's index goes.
#[inline]
pub(super) fn dead_in_iri(input: &str, at: usize) -> bool {
    input
        .get(at..)
        .and_then(|rest| rest.chars().next())
        .is_some_and(|c| !c.is_ascii() && !is_ucschar(c))
}

/// Where a match that ends in a port (RFC 3986 §3.2.3: `port = *DIGIT`,
/// after the host's `:`, the authority ending with it) is refused, the
/// byte at `end` not going on with it (not a digit, nor the `/`, `?` or
/// `#` after an authority, or the match would have gone on). `None` when
/// the match did not end in a port, or the place is the end of the input
/// or a character above ASCII in an IRI (the automaton decides).
///
/// - After an IP literal, or a host after a userinfo: no other path of the
///   automaton is alive (a userinfo cannot hold `[` or `@`), so the
///   refusal is at `end`.
/// - Otherwise what was read since the `//` may still be a userinfo: a
///   host, a `:` and digits are all userinfo characters. That path goes on
///   over userinfo characters and whole `pct-encoded`s, and is the only
///   one alive past `end`; it is refused where they stop, unless an `@`
///   is there (which the recognizer would have matched) or a `%` begins a
///   `pct-encoded` that does not finish.
// Inlined: a call of its own costs a bad port about 30 instructions.
#[inline(always)]
fn port_placed(bytes: &[u8], goal: Goal, end: usize, cap: &Captures) -> Option<usize> {
    let host = cap.host?;
    let in_port = bytes.get(host.end) == Some(&b':')
        && host.end < end
        && cap.query.is_none()
        && cap
            .path
            .is_some_and(|path| path.start == end && path.end == end);
    if !in_port {
        return None;
    }
    let literal = bytes.get(host.start) == Some(&b'[');
    let after_userinfo = host
        .start
        .checked_sub(1)
        .is_some_and(|before| bytes.get(before) == Some(&b'@'));
    if literal || after_userinfo {
        return Some(end);
    }
    let mut at = end;
    loop {
        at = skip_class(bytes, at, &USERINFO, &mut Quiet);
        match *bytes.get(at)? {
            b'%' if is_hex(bytes, at + 1) && is_hex(bytes, at + 2) => at += 3,
            b'%' => return not_hex_after_percent(bytes, at),
            b'@' => return None,
            byte if byte >= 0x80 && goal.is_iri() => return None,
            _ => return Some(at),
        }
    }
}

/// The characters of a `userinfo` but `pct-encoded`: `unreserved`,
/// `sub-delims` and `:` (RFC 3986 §3.2.1).
static USERINFO: [bool; 256] =
    table(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:");

/// `HEXDIG`.
static HEXDIG: [bool; 256] = table(b"0123456789ABCDEFabcdef");

/// Whether the byte at `at` is a `HEXDIG`.
#[inline(always)]
fn is_hex(bytes: &[u8], at: usize) -> bool {
    bytes.get(at).is_some_and(|&b| HEXDIG[usize::from(b)])
}

/// Where a `pct-encoded` begun by the `%` at `percent` is refused: the
/// first of the two bytes after it that is not a `HEXDIG`. `None` when the
/// input ends first (or both are).
#[inline(always)]
fn not_hex_after_percent(bytes: &[u8], percent: usize) -> Option<usize> {
    match (is_hex(bytes, percent + 1), is_hex(bytes, percent + 2)) {
        (false, _) if percent + 1 < bytes.len() => Some(percent + 1),
        (true, false) if percent + 2 < bytes.len() => Some(percent + 2),
        _ => None,
    }
}

impl Near {
    /// A state of the automaton of `goal` where this mistake stopped it
    /// at `index` of `input`: one that says what the
    /// state of a run from the start says (its acceptance and live
    /// bytes). Worked out only when an error needs it, so that a refusal
    /// that wants only the index does not pay for it.
    ///
    /// - In a first segment that cannot become a scheme: the state of
    ///   [`Mark::FirstSegment`](crate::compiled::resume::Mark::FirstSegment).
    /// - After a `%` (and a `HEXDIG`): a path's state after them; in every
    ///   component, only a `HEXDIG` can come there.
    /// - Past a port after an IP literal or a userinfo: the state inside
    ///   such a port (the index is the port's end).
    /// - Past a port with neither: the state inside a port, run over what
    ///   came after its digits (the authority begins after the input's
    ///   first `/` and the one after it, as a scheme holds none, and its
    ///   first `:` ends the host).
    pub(crate) fn state(self, goal: Goal, input: &[u8], index: usize) -> u16 {
        let before = input.get(..index).unwrap_or_default();
        let marks = automaton::marks(goal);
        let (state, from) = match self {
            Near::FirstSegment => return marks.first_segment,
            Near::Percent => (marks.segment, before.iter().rposition(|&b| b == b'%')),
            Near::Port => {
                let authority = find_byte(before, 0, b'/').map_or(0, |slash| slash + 2);
                let text = before.get(authority..).unwrap_or_default();
                if text.first() == Some(&b'[') || find_byte(text, 0, b'@').is_some() {
                    return marks.port_after_userinfo;
                }
                let port = find_byte(text, 0, b':').map_or(text.len(), |colon| colon + 1);
                let digits = text
                    .get(port..)
                    .unwrap_or_default()
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                (marks.port, Some(authority + port + digits))
            }
        };
        let after = before.get(from.unwrap_or(0)..).unwrap_or_default();
        automaton::of(goal).run_from_state(state, after)
    }
}
