//! The recognizer compiled from `grammar/uri.pest`: the parse path taken
//! first, with no heap allocation.
//!
//! `generated.rs` is written by `cargo run -p rfc3986-codegen` (the
//! `codegen/` member) and checked in: one function per rule, byte tables for
//! the character rules, loops for repetitions, straight-line code for
//! choices and lookaheads. It records the spans of the component rules
//! (`Captures`), and [`layout`] turns them into a [`Layout`] through the
//! host conversion that the walk of pest's tree uses too
//! ([`host_data`](crate::layout::host_data)). The generated code calls only
//! what [`runtime`] provides. This module knows nothing of pest or of errors.

mod generated;
mod runtime;

use crate::boundary::floor_char_boundary;
use crate::goal::Goal;
use crate::layout::{AuthorityLayout, HostForm, Layout, host_data};
use crate::recognizer::runtime::{Furthest, Quiet, Track};

use generated::Captures;

/// The spans the anchored rule of `goal` records in `input`, or `None` when
/// `input` is not in its language.
#[inline]
fn recognize(input: &str, goal: Goal) -> Option<Captures> {
    let mut cap = Captures::default();
    run(input, goal, &mut cap, &mut Quiet).then_some(cap)
}

/// Whether `input` is in the language of `goal`, without finding its
/// components.
#[inline]
pub(crate) fn matches(input: &str, goal: Goal) -> bool {
    recognize(input, goal).is_some()
}

/// Whether the anchored rule of `goal` matches `input`, the terminals that
/// fail reported to `t`.
#[inline(always)]
fn run(input: &str, goal: Goal, cap: &mut Captures, t: &mut impl Track) -> bool {
    let s = input.as_bytes();
    // An IRI goal is recognized as its URI twin, which is its language on
    // ASCII text; `layout` hands it nothing else.
    match goal.uri_twin() {
        Goal::Uri => generated::full_URI(s, cap, t),
        Goal::AbsoluteUri => generated::full_absolute_URI(s, cap, t),
        Goal::RelativeRef => generated::full_relative_ref(s, cap, t),
        _ => generated::full_URI_reference(s, cap, t),
    }
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
    let matched = run(input, goal, &mut Captures::default(), &mut furthest);
    (
        matched,
        floor_char_boundary(input, furthest.0.min(input.len())),
    )
}

/// The components of `input` parsed as `goal`, or `None` when the
/// recognizer refuses it (or, which the tests rule out, when the host text it
/// matched does not convert).
#[inline(always)]
pub(crate) fn layout(input: &str, goal: Goal) -> Option<Layout> {
    if goal.is_iri() && !input.is_ascii() {
        return None;
    }
    let cap = recognize(input, goal)?;
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
            Some(AuthorityLayout {
                host,
                host_data: host_data(input, form).ok()?,
            })
        }
    };
    Some(Layout::new(
        cap.scheme,
        authority,
        cap.path.unwrap_or_default(),
        cap.query,
    ))
}
