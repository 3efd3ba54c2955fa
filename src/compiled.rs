//! The recognizer that `build.rs` compiles from `grammar/uri.pest`: the
//! parse path taken first, with no heap allocation.
//!
//! `build.rs` reads the grammar with pest_meta, as pest_derive does, and
//! writes one function per rule: byte tables for the character rules, loops
//! for repetitions, straight-line code for choices and lookaheads. It records
//! the spans of the component rules (`Captures`), and [`layout`] turns them
//! into the same [`Layout`] that the walk of pest's tree gives, through the
//! same host conversion ([`walk::host_data`]). When the recognizer refuses
//! an input, pest parses it again to say why (`walk::parse`).

use crate::error::Goal;
use crate::layout::{AuthorityLayout, Layout, Span};
use crate::walk::{self, HostForm};

/// The generated code (`$OUT_DIR/compiled_grammar.rs`).
// Function names follow the grammar's rule names (`c_IPv6address`), the
// straight-line code leaves some labels unused, and a rule such as `path_empty = @{ "" }`
// does not look at the input: lints about how code reads, for code nobody
// writes by hand.
#[allow(non_snake_case, unused_labels, unused_variables)]
mod generated {
    use super::*;

    include!(concat!(env!("OUT_DIR"), "/compiled_grammar.rs"));
}

pub(crate) use generated::Captures;

/// The spans the anchored rule of `goal` records in `input`, or `None` when
/// `input` is not in its language.
#[inline]
pub(crate) fn recognize(input: &str, goal: Goal) -> Option<Captures> {
    let s = input.as_bytes();
    let mut cap = Captures::default();
    let matched = match goal {
        Goal::UriReference => generated::full_URI_reference(s, &mut cap),
        Goal::Uri => generated::full_URI(s, &mut cap),
        Goal::AbsoluteUri => generated::full_absolute_URI(s, &mut cap),
        Goal::RelativeRef => generated::full_relative_ref(s, &mut cap),
    };
    matched.then_some(cap)
}

/// The components of `input` parsed as `goal`, or `None` when the
/// recognizer refuses it (or, which the tests rule out, when the host text it
/// matched does not convert).
#[inline]
pub(crate) fn layout(input: &str, goal: Goal) -> Option<Layout> {
    let cap = recognize(input, goal)?;
    let authority = match cap.authority {
        None => None,
        Some(span) => {
            // `IP-literal` holds `IPv6address` or `IPvFuture`; an
            // `IPv4address` under it belongs to an IPv6 address's `ls32`.
            let form = if cap.ip_literal.is_some() {
                match (cap.ipv6address, cap.ipvfuture) {
                    (Some(v6), _) => HostForm::Ipv6(v6),
                    (None, Some(future)) => HostForm::IpvFuture(future),
                    (None, None) => return None,
                }
            } else if let Some(v4) = cap.ipv4address {
                HostForm::Ipv4(v4)
            } else {
                HostForm::RegName
            };
            Some(AuthorityLayout {
                span,
                userinfo: cap.userinfo,
                host: cap.host.unwrap_or(Span::new(span.start, span.start)),
                host_data: walk::host_data(input, form).ok()?,
                port: cap.port,
            })
        }
    };
    Some(Layout {
        scheme: cap.scheme,
        authority,
        path: cap.path.unwrap_or_default(),
        query: cap.query,
        fragment: cap.fragment,
    })
}

// -- What the generated code is made of ----------------------------------

/// A table of the bytes in `members`, built at compile time.
const fn table(members: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < members.len() {
        table[members[i] as usize] = true;
        i += 1;
    }
    table
}

/// The byte `b` at `at`.
#[inline(always)]
fn byte(s: &[u8], at: usize, b: u8) -> Option<usize> {
    if s.get(at) == Some(&b) {
        Some(at + 1)
    } else {
        None
    }
}

/// One byte of `table` at `at`.
#[inline(always)]
fn class(s: &[u8], at: usize, table: &[bool; 256]) -> Option<usize> {
    match s.get(at) {
        Some(&b) if table[usize::from(b)] => Some(at + 1),
        _ => None,
    }
}

/// The end of the run of bytes of `table` from `at`.
#[inline(always)]
fn skip_class(s: &[u8], mut at: usize, table: &[bool; 256]) -> usize {
    while let Some(&b) = s.get(at) {
        if !table[usize::from(b)] {
            break;
        }
        at += 1;
    }
    at
}

/// The end of the run of the byte `b` from `at`.
// Not every grammar has a use for it.
#[allow(dead_code)]
#[inline(always)]
fn skip_byte(s: &[u8], mut at: usize, b: u8) -> usize {
    while s.get(at) == Some(&b) {
        at += 1;
    }
    at
}

/// The bytes `literal` at `at`.
#[inline(always)]
fn lit(s: &[u8], at: usize, literal: &[u8]) -> Option<usize> {
    if s.get(at..)?.starts_with(literal) {
        Some(at + literal.len())
    } else {
        None
    }
}

/// The bytes `literal` at `at`, ignoring ASCII case (pest's `^"..."`).
// Not every grammar has a use for it.
#[allow(dead_code)]
#[inline(always)]
fn insens(s: &[u8], at: usize, literal: &[u8]) -> Option<usize> {
    let end = at.checked_add(literal.len())?;
    if s.get(at..end)?.eq_ignore_ascii_case(literal) {
        Some(end)
    } else {
        None
    }
}

/// pest's `SOI`.
#[inline(always)]
fn soi(at: usize) -> Option<usize> {
    (at == 0).then_some(at)
}

/// pest's `EOI`.
#[inline(always)]
fn eoi(s: &[u8], at: usize) -> Option<usize> {
    (at == s.len()).then_some(at)
}

/// Hooks for this crate's tests of the compiled recognizer against pest's
/// parser; not part of the API, and free to change.
pub mod hooks {
    use crate::error::Goal;

    /// The components the compiled recognizer finds in `input` parsed as
    /// `goal`, formatted with `{:?}`; `None` when it refuses the input.
    #[must_use]
    pub fn compiled_layout(input: &str, goal: Goal) -> Option<String> {
        super::recognize(input, goal)?;
        Some(match super::layout(input, goal) {
            Some(layout) => format!("{layout:?}"),
            None => "a host the conversions refuse".to_owned(),
        })
    }

    /// Whether the compiled recognizer takes `input` as `goal`, without
    /// building the components: the recognizer alone, for timing.
    #[must_use]
    pub fn compiled_matches(input: &str, goal: Goal) -> bool {
        super::recognize(input, goal).is_some()
    }

    /// Whether pest's parser takes `input` as `goal` and its tree walks into
    /// components: the parse path before the compiled recognizer, for timing.
    #[must_use]
    pub fn pest_walks(input: &str, goal: Goal) -> bool {
        crate::walk::walk_pest(input, goal).is_some_and(|walked| walked.is_ok())
    }

    /// The components the walk of pest's tree finds in `input` parsed as
    /// `goal`, formatted with `{:?}`; `None` when pest refuses the input.
    #[must_use]
    pub fn pest_layout(input: &str, goal: Goal) -> Option<String> {
        Some(match crate::walk::walk_pest(input, goal)? {
            Ok(layout) => format!("{layout:?}"),
            Err(error) => format!("the walk failed: {error}"),
        })
    }
}
