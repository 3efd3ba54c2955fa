//! The recognizers compiled from `grammar/uri.pest` and, for IRIs, from
//! `grammar/uri.pest` and `grammar/iri.pest` together: the parse path taken
//! first, with no heap allocation.
//!
//! `generated.rs` and `iri_generated.rs` are written by `cargo run -p
//! rfc3986-codegen` (the `codegen/` member) and checked in: one function per
//! rule, byte tables for the character rules (with the ranges of characters
//! above ASCII beside the table where the IRI rules have them), loops for
//! repetitions, straight-line code for choices and lookaheads. It records the spans of the component rules
//! (`Captures`), and [`layout`] turns them into a [`Layout`] through the
//! host conversion that the walk of pest's tree uses too
//! ([`host_data`]), but for an IP address,
//! whose value the parse path reads with it (`ipv6::address_at`,
//! `ipv4::address_at`). The generated code calls only
//! what [`runtime`] provides. This module knows nothing of pest or of errors.

mod generated;
mod iri_generated;
mod near;
mod runtime;

pub(crate) use near::Near;

use crate::compiled::automaton;
use crate::compiled::goal::{Form, Goal};
use crate::compiled::layout::{AuthorityLayout, HostData, HostForm, Layout, host_data};
use crate::compiled::recognizer::runtime::{Furthest, Quiet, Track, fatal_index};
use crate::compiled::resume::Resume;
use crate::text::boundary::floor_char_boundary;

use generated::Captures;

/// Whether `input` is in the language of `goal`, without finding its
/// components.
#[inline]
pub(crate) fn matches(input: &str, goal: Goal) -> bool {
    let mut cap = Captures::default();
    run(input, goal, &mut cap, &mut Quiet) == Some(input.len())
}

/// Where a match of the entry rule of `goal` at the start of `input` ends
/// (`input` is in its language when that is its length), the terminals
/// that fail reported to `t`; a match that stops short is reported there
/// too, as the end of input that was not found (as `EOI` reports it in the
/// rule `full_<rule>`, the entry rule between `SOI` and `EOI`).
///
/// An IRI goal runs the URI recognizer of its form first: on ASCII text that is
/// its language, with the same captures (every rule of RFC 3987 §2.2 is
/// the RFC 3986 rule of the same name with characters above ASCII added),
/// so a reference all ASCII costs as an IRI what it costs as a URI. Only
/// what it refuses, and holds a character above ASCII, goes on to the IRI
/// recognizer (unless the match ended at a fatal failure, where the IRI
/// recognizer, reading the same text before it, would end too); a refused
/// input all ASCII is refused by both. The URI
/// recognizer is the faster on ASCII (no test for bytes above ASCII), and
/// trying it costs less than an `is_ascii` pass over the input to choose.
/// An input with a character above ASCII in its first 64 bytes skips the
/// URI recognizer's attempt, which would stop there, wasted. A
/// tracker that notes failures hears one recognizer: the IRI recognizer's
/// on an input with a character above ASCII anywhere, the URI
/// recognizer's on an input all ASCII.
#[inline(always)]
fn run<T: Track>(input: &str, goal: Goal, cap: &mut Captures, t: &mut T) -> Option<usize> {
    if goal.is_iri() {
        let wide = if T::NOTES_NOTHING {
            !head_is_ascii(input)
        } else {
            !input.is_ascii()
        };
        if wide {
            return run_iri(input, goal, cap, t);
        }
    }
    let s = input.as_bytes();
    let end = match goal.form() {
        Form::Reference => generated::URI_reference(s, cap, t),
        Form::WithScheme => generated::URI(s, cap, t),
        Form::Absolute => generated::absolute_URI(s, cap, t),
        Form::Relative => generated::relative_ref(s, cap, t),
    };
    if end != Some(s.len()) && goal.is_iri() && !fatal_end(end) && !tail_is_ascii::<T>(input) {
        return retry_iri(input, goal, cap, t);
    }
    reported(end, s.len(), t)
}

/// Whether a match ended at a fatal failure ([`fatal_index`]): the IRI
/// recognizer, which reads the same text before it the same way, would
/// stop there too.
#[inline(always)]
fn fatal_end(end: Option<usize>) -> bool {
    end.and_then(fatal_index).is_some()
}

/// `end`, the end of a match, reported to `t` when it is not `len`, the
/// end of the input: where `EOI` would have failed.
#[inline(always)]
fn reported(end: Option<usize>, len: usize, t: &mut impl Track) -> Option<usize> {
    if let Some(end) = end.filter(|&end| end != len) {
        t.fail(end);
    }
    end
}

/// How many bytes at the start of an IRI goal's input choose its
/// recognizer ([`head_is_ascii`]).
const HEAD: usize = 64;

/// Whether the first 64 bytes of `input` (or all, if fewer) are ASCII: a
/// reference with a character above ASCII there (a host, a path, a
/// `mailto:`'s subject) goes to the IRI recognizer at once, without the
/// URI recognizer's attempt, for the price of eight word tests on every
/// IRI goal's input. With 32 bytes, 21% and 29% of the two corpora's IRIs had
/// their first such character past them, and were read twice.
#[inline(always)]
fn head_is_ascii(input: &str) -> bool {
    let s = input.as_bytes();
    s.get(..HEAD).unwrap_or(s).is_ascii()
}

/// Whether the bytes of an IRI goal's input that [`run`] has not yet
/// found to be ASCII are: those past the head for a tracker that notes
/// nothing (the head was looked at), none for the others (the whole input
/// was).
#[inline(always)]
fn tail_is_ascii<T: Track>(input: &str) -> bool {
    !T::NOTES_NOTHING || input.as_bytes().get(HEAD..).is_none_or(<[u8]>::is_ascii)
}

/// An IRI goal's input with a character above ASCII that the URI
/// recognizer refused: the IRI recognizer decides.
#[inline(never)]
fn retry_iri<T: Track>(input: &str, goal: Goal, cap: &mut Captures, t: &mut T) -> Option<usize> {
    // What the URI recognizer recorded before it failed is not the IRI's.
    *cap = Captures::default();
    run_iri(input, goal, cap, t)
}

/// Where a match of the IRI entry rule of `goal` (its IRI twin, for a URI
/// goal) at the start of `input` ends, by the recognizer compiled from the
/// IRI grammar, which records its spans in the URI recognizer's `Captures`
/// (under the IRI rules' names: `ihost` in `host`, `iquery` in `query`).
/// `cap` must come in with none, as to the URI recognizer.
#[inline(always)]
fn run_iri(input: &str, goal: Goal, cap: &mut Captures, t: &mut impl Track) -> Option<usize> {
    let s = input.as_bytes();
    let end = match goal.form() {
        Form::Reference => iri_generated::IRI_reference(s, cap, t),
        Form::WithScheme => iri_generated::IRI(s, cap, t),
        Form::Absolute => iri_generated::absolute_IRI(s, cap, t),
        Form::Relative => iri_generated::irelative_ref(s, cap, t),
    };
    reported(end, s.len(), t)
}

/// Whether `input` matches `goal`, and the furthest byte index at which a
/// terminal of the grammar was tried and failed (outside negative
/// lookaheads): the classic PEG error position, the end of the longest
/// prefix the parser got through, on a character boundary. It is where a
/// refused input most likely stops being a possible reference; the front
/// door falls back on it when the automaton and the recognizer disagree,
/// which the tests rule out.
pub(crate) fn furthest_failure(input: &str, goal: Goal) -> (bool, usize) {
    let mut furthest = Furthest::default();
    let matched = run(input, goal, &mut Captures::default(), &mut furthest) == Some(input.len());
    (
        matched,
        floor_char_boundary(input, furthest.0.min(input.len())),
    )
}

/// Where the recognizer's match of a refused input stopped, as far as the
/// diagnosis needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stopped {
    /// The match of the goal's entry rule ended at this index, and every
    /// state the goal's automaton may be in there goes dead on the byte
    /// there
    /// ([`Automaton::dead_after_match`](automaton::Automaton::dead_after_match)),
    /// or, of an IRI goal, on the character there (`near::dead_in_iri`):
    /// the refusal is at it.
    Dead(usize),
    /// A `:` in a relative reference's first segment, placed from the
    /// match (`near::colon_or_percent`) at this index: [`Near::FirstSegment`].
    // Each mistake a variant of its own with only the index, rather than
    // one with the index and the `Near`: then `Stopped` keeps its 16
    // bytes (the index fits beside `Resume`'s mark), and the refusal's
    // caller moves no more.
    Colon(usize),
    /// A `%` not followed by two `HEXDIG`s, placed from the match at this
    /// index: [`Near::Percent`].
    Percent(usize),
    /// A port refused where the match places it, at this index:
    /// [`Near::Port`].
    Port(usize),
    /// The automaton is to be taken up here: the mark nearest the end of
    /// the match ([`Resume::of_match`]), or the start when nothing matched
    /// (or, which the tests rule out, the host text matched does not
    /// convert).
    Resume(Resume),
}

impl Stopped {
    /// A refusal placed at `index` by the mistake `near`.
    #[inline(always)]
    fn near(index: usize, near: Near) -> Stopped {
        match near {
            Near::FirstSegment => Stopped::Colon(index),
            Near::Percent => Stopped::Percent(index),
            Near::Port => Stopped::Port(index),
        }
    }

    /// Where the refusal is when the match places it, with the mistake
    /// that placed it (`None`: the byte after the match, or an IRI's
    /// character there); else where the automaton is to take the input
    /// up. The one reading of the variants, for every caller.
    #[inline(always)]
    pub(crate) fn placed(self) -> Result<(usize, Option<Near>), Resume> {
        match self {
            Stopped::Dead(end) => Ok((end, None)),
            Stopped::Colon(index) => Ok((index, Some(Near::FirstSegment))),
            Stopped::Percent(index) => Ok((index, Some(Near::Percent))),
            Stopped::Port(index) => Ok((index, Some(Near::Port))),
            Stopped::Resume(resume) => Err(resume),
        }
    }
}

/// What the caller of [`layout`] wants to know of a refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Wants {
    /// Where it is, and nothing more (`parse_quick`).
    Index,
    /// Where it is, and the automaton's state there when it comes at no
    /// more than a step of a run (`parse`, whose error says what was
    /// expected).
    State,
}

/// The components of `input` parsed as `goal`; when the recognizer
/// refuses it, where its match stopped.
#[inline(always)]
pub(crate) fn layout(input: &str, goal: Goal, wants: Wants) -> Result<Layout, Stopped> {
    let mut cap = Captures::default();
    let end = run(input, goal, &mut cap, &mut Quiet);
    if end == Some(input.len()) {
        return layout_of(input, cap).ok_or(Stopped::Resume(Resume::START));
    }
    Err(stopped(input, goal, end, &cap, wants))
}

/// The components of `input` parsed as `goal`, or `None` when the
/// recognizer refuses it: [`layout`] without the look at where its match
/// stopped, for a caller that wants the verdict alone.
#[inline(always)]
pub(crate) fn accepted(input: &str, goal: Goal) -> Option<Layout> {
    let mut cap = Captures::default();
    if run(input, goal, &mut cap, &mut Quiet) == Some(input.len()) {
        layout_of(input, cap)
    } else {
        None
    }
}

/// What [`layout`] says of a match of `goal` that stopped at `end` (if it
/// matched some of the input: the text before `end` is then in the
/// language of the goal's automaton, a match being a derivation of the
/// grammar with its lookaheads dropped), with the spans `cap` of it.
///
/// A match that ended at a fatal failure (`end` from `runtime::FATAL` up:
/// a bad `%` where the userinfo's or the host's run stopped) names its
/// refusal's index; its spans after that failure hold such positions too,
/// and are not read.
///
/// The mistakes that the match places (a colon in a first segment, a bad
/// `%`, a port) are tested here, in the caller's frame, on its refused
/// arm. In a call of their own they paid for its saved registers: a
/// sixth of a bad `%`'s refusal with its index, a fifth of a colon's. The
/// rest, out of line, is the byte after the match and the automaton.
#[inline(always)]
fn stopped(input: &str, goal: Goal, end: Option<usize>, cap: &Captures, wants: Wants) -> Stopped {
    let bytes = input.as_bytes();
    if let Some(end) = end {
        let last = end.checked_sub(1).and_then(|i| bytes.get(i));
        if let (Some(&last), Some(&next)) = (last, bytes.get(end)) {
            // The mistakes first: their tests read the bytes and the spans
            // at hand, where the automaton's `kills` is three loads away,
            // each waiting on the last. Where both place a refusal, they
            // place it at the same index. (The two tests joined by
            // `Option::or_else` into one `(index, Near)` cost 27 to 39
            // instructions more a refusal.)
            if let Some((index, near)) = near::colon_or_percent(bytes, goal, end, last, next, cap) {
                return Stopped::near(index, near);
            }
            if let Some(index) = near::in_port(bytes, goal, end, cap) {
                return Stopped::Port(index);
            }
        } else if let Some(index) = fatal_index(end) {
            return Stopped::Percent(near::fatal_percent(bytes, goal, end, index));
        }
    }
    stopped_elsewhere(input, goal, end, cap, wants)
}

/// [`stopped`] for a match that no mistake places: the byte after the
/// match ([`Automaton::dead_after_match`](automaton::Automaton::dead_after_match)),
/// else [`unplaced`].
///
/// Of a refusal at the byte after a match longer than [`SHORT_MATCH`], a
/// caller that wants the state there is told to take the automaton up at
/// the match's end when a mark is there ([`Resume::of_match`]): one step
/// of a run gives the state that a run over all the text before would
/// give when the message is written (a space in a query, a character
/// outside ASCII in a path). Over a shorter text, that run costs the
/// message less than finding the mark costs every refusal.
#[cold]
#[inline(never)]
fn stopped_elsewhere(
    input: &str,
    goal: Goal,
    end: Option<usize>,
    cap: &Captures,
    wants: Wants,
) -> Stopped {
    let bytes = input.as_bytes();
    let Some(end) = end else {
        return Stopped::Resume(Resume::START);
    };
    if let Some(&next) = bytes.get(end) {
        let last = end.checked_sub(1).and_then(|i| bytes.get(i)).copied();
        if automaton::of(goal).dead_after_match(last, next) {
            if wants == Wants::State && end > SHORT_MATCH {
                return dead_at_mark(bytes, end, cap);
            }
            return Stopped::Dead(end);
        }
    }
    unplaced(input, goal, end, cap)
}

/// A refusal at the byte after a match that ends at `end`, for a caller
/// that wants the state there: the automaton taken up at the match's end
/// when a mark is there, else placed at `end` with no state. A call of its
/// own, so that [`stopped_elsewhere`] saves no more registers for the
/// callers that want the index alone.
#[inline(never)]
fn dead_at_mark(bytes: &[u8], end: usize, cap: &Captures) -> Stopped {
    let resume = Resume::of_match(bytes, end, cap.scheme, cap.host, cap.path, cap.query);
    if resume.at == end {
        Stopped::Resume(resume)
    } else {
        Stopped::Dead(end)
    }
}

/// What [`stopped`] says of a match that neither the byte after it nor a
/// mistake it knows places: a character an IRI holds nowhere there
/// (`near::dead_in_iri`), else where the automaton is to take the input
/// up. A call of its own, so that `stopped` keeps no stack frame for the
/// copies of the spans `Resume::of_match` takes, nor registers for the
/// character.
#[inline(never)]
fn unplaced(input: &str, goal: Goal, end: usize, cap: &Captures) -> Stopped {
    let bytes = input.as_bytes();
    if goal.is_iri()
        && bytes.get(end).is_some_and(|&next| next >= 0x80)
        && near::dead_in_iri(input, end)
    {
        #[cfg(debug_assertions)]
        {
            let from_start = automaton::of(goal).run(bytes).index;
            let placed = floor_char_boundary(input, from_start);
            debug_assert_eq!(end, placed, "{input:?} as {goal:?}");
        }
        return Stopped::Dead(end);
    }
    // A short match with neither a scheme nor an authority (a relative
    // path): the automaton's run from the start over it costs less than
    // finding the mark nearest its end.
    if end <= SHORT_MATCH && cap.scheme.is_none() && cap.host.is_none() {
        return Stopped::Resume(Resume::START);
    }
    Stopped::Resume(Resume::of_match(
        bytes, end, cap.scheme, cap.host, cap.path, cap.query,
    ))
}

/// The length of a match without a scheme or an authority up to which the
/// automaton runs a refused input from its start rather than from the mark
/// nearest the match's end: a byte of its run costs about a tenth of
/// finding that mark (measured on corpus B's refusals of a colon in a first
/// segment, whose matches end within a dozen bytes, before `colon_or_percent`
/// placed those without a run).
const SHORT_MATCH: usize = 16;

/// The components of `input` parsed as the IRI twin of `goal` by the
/// recognizer compiled from the IRI grammar, whatever the input: for the
/// tests, which compare it with pest on ASCII text too.
/// `None` when the recognizer refuses the input, `Some(None)` when it
/// matches a host that does not convert (which the tests rule out).
pub(crate) fn iri_layout(input: &str, goal: Goal) -> Option<Option<Layout>> {
    let mut cap = Captures::default();
    (run_iri(input, goal, &mut cap, &mut Quiet) == Some(input.len())).then(|| layout_of(input, cap))
}

/// The layout of the spans `cap` that a recognizer recorded in `input`.
#[inline(always)]
fn layout_of(input: &str, cap: Captures) -> Option<Layout> {
    // A host is matched only inside an authority.
    let authority = match cap.host {
        None => None,
        Some(host) => {
            // An `IP-literal` holds `IPv6address` or `IPvFuture`; an
            // `IPv4address` under it belongs to an IPv6 address's `ls32`.
            let form = if input.as_bytes().get(host.start) == Some(&b'[') {
                match cap.ipv6address {
                    Some(v6) => HostForm::Ipv6(v6),
                    None => HostForm::IpvFuture,
                }
            } else if let Some(v4) = cap.ipv4address {
                HostForm::Ipv4(v4)
            } else {
                HostForm::RegName
            };
            let host_data = match (form, cap.ipv6, cap.ipv4) {
                // The parse path read the address's value with it.
                (HostForm::Ipv6(span), Some((read, address)), _) if read == span => {
                    HostData::Ipv6(address)
                }
                (HostForm::Ipv4(span), _, Some((read, address))) if read == span => {
                    HostData::Ipv4(address)
                }
                _ => host_data(input, form).ok()?,
            };
            Some(AuthorityLayout { host, host_data })
        }
    };
    Some(Layout::new(
        cap.scheme,
        authority,
        cap.path.unwrap_or_default(),
        cap.query,
    ))
}

#[cfg(test)]
mod tests {
    use core::net::{Ipv4Addr, Ipv6Addr};

    use crate::compiled::layout::{HostData, Span};
    use crate::compiled::recognizer::generated::Captures;
    use crate::compiled::recognizer::layout_of;
    use crate::compiled::recognizer::runtime::{Furthest, skip_class};
    use crate::test_strings::strings;

    /// The runtime's table run, on every string of up to nine bytes of `a`
    /// (a member) and `-` (not), from every place: it ends at the first
    /// non-member, wherever that falls in a four-byte step or after the
    /// last one, and a tracker hears it there. (Here rather than in the
    /// runtime's own tests, which would import more than the runtime.)
    #[test]
    fn a_table_run_ends_where_the_first_non_member_is() {
        let table = crate::text::byte_set::byte_set(b"a");
        for s in strings(&["a", "-"], 9) {
            let s = s.as_bytes();
            for from in 0..=s.len() {
                let expected = s[from..]
                    .iter()
                    .position(|&b| b != b'a')
                    .map_or(s.len(), |i| from + i);
                let mut t = Furthest::default();
                assert_eq!(skip_class(s, from, &table, &mut t), expected);
                assert_eq!(t.0, expected, "{s:?} from {from}");
            }
        }
    }

    /// The host's data in the layout of `input` built from `cap`.
    fn host_data(input: &str, cap: Captures) -> Option<HostData> {
        let layout = layout_of(input, cap)?;
        layout.authority().map(|(_, authority)| authority.host_data)
    }

    /// The captures of `//` and a host up to `end`, then an empty path.
    fn host_captures(end: usize) -> Captures {
        Captures {
            host: Some(Span::new(2, end)),
            path: Some(Span::new(end, end)),
            ..Captures::default()
        }
    }

    #[test]
    fn an_address_read_with_its_span_is_taken_as_read_and_no_other() {
        let two = Ipv6Addr::new(0, 0, 0, 0, 0, 0, 0, 2);
        let one = Ipv6Addr::LOCALHOST;
        let v6 = |value| {
            let cap = Captures {
                ipv6address: Some(Span::new(3, 6)),
                ipv6: value,
                ..host_captures(7)
            };
            host_data("//[::1]", cap)
        };
        // The value read from the span recorded: taken as it is (a value the
        // text does not hold shows that it was not converted again).
        assert_eq!(v6(Some((Span::new(3, 6), two))), Some(HostData::Ipv6(two)));
        // Read from another span, or not read: the text is converted.
        assert_eq!(v6(Some((Span::new(3, 5), two))), Some(HostData::Ipv6(one)));
        assert_eq!(v6(None), Some(HostData::Ipv6(one)));
        // The same for an IPv4 address.
        let other = Ipv4Addr::new(9, 9, 9, 9);
        let text = Ipv4Addr::new(1, 2, 3, 4);
        let v4 = |value| {
            let cap = Captures {
                ipv4address: Some(Span::new(2, 9)),
                ipv4: value,
                ..host_captures(9)
            };
            host_data("//1.2.3.4", cap)
        };
        assert_eq!(
            v4(Some((Span::new(2, 9), other))),
            Some(HostData::Ipv4(other))
        );
        assert_eq!(
            v4(Some((Span::new(2, 7), other))),
            Some(HostData::Ipv4(text))
        );
        assert_eq!(v4(None), Some(HostData::Ipv4(text)));
    }
}
