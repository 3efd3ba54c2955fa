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
    let mut cap = Captures::default();
    run(input, goal, &mut cap, &mut Quiet).then_some(cap)
}

/// Whether the anchored rule of `goal` matches `input`, the terminals that
/// fail reported to `t`.
#[inline(always)]
fn run(input: &str, goal: Goal, cap: &mut Captures, t: &mut impl Track) -> bool {
    let s = input.as_bytes();
    match goal {
        Goal::UriReference => generated::full_URI_reference(s, cap, t),
        Goal::Uri => generated::full_URI(s, cap, t),
        Goal::AbsoluteUri => generated::full_absolute_URI(s, cap, t),
        Goal::RelativeRef => generated::full_relative_ref(s, cap, t),
    }
}

/// Whether `input` matches `goal`, and the furthest byte index at which a
/// terminal of the grammar was tried and failed (outside negative
/// lookaheads): the classic PEG error position, the end of the longest
/// prefix the parser got through, on a character boundary. It is where a
/// refused input most likely stops being a possible reference, which
/// `expect` checks; it takes one linear pass and no recursion.
pub(crate) fn furthest_failure(input: &str, goal: Goal) -> (bool, usize) {
    let mut furthest = Furthest::default();
    let matched = run(input, goal, &mut Captures::default(), &mut furthest);
    (
        matched,
        input.floor_char_boundary(furthest.0.min(input.len())),
    )
}

/// The components of `input` parsed as `goal`, or `None` when the
/// recognizer refuses it (or, which the tests rule out, when the host text it
/// matched does not convert).
#[inline(always)]
pub(crate) fn layout(input: &str, goal: Goal) -> Option<Layout> {
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
                host_data: walk::host_data(input, form).ok()?,
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

/// Where the terminals of the generated code fail: each byte, table
/// lookup, literal or `EOI` that does not match reports the byte index where
/// it stopped matching, and the end of each run of a table reports where it
/// stops.
pub(crate) trait Track {
    /// A terminal failed at `pos`.
    fn fail(&mut self, pos: usize);
}

/// The tracker of the parse path: it notes nothing, and costs nothing.
pub(crate) struct Quiet;

impl Track for Quiet {
    #[inline(always)]
    fn fail(&mut self, _pos: usize) {}
}

/// The furthest position at which a terminal failed: where a PEG parse got
/// furthest before it had to turn back.
#[derive(Debug, Default)]
pub(crate) struct Furthest(pub(crate) usize);

impl Track for Furthest {
    #[inline(always)]
    fn fail(&mut self, pos: usize) {
        self.0 = self.0.max(pos);
    }
}

/// The byte `b` at `at`.
#[inline(always)]
fn byte(s: &[u8], at: usize, b: u8, t: &mut impl Track) -> Option<usize> {
    if s.get(at) == Some(&b) {
        Some(at + 1)
    } else {
        t.fail(at);
        None
    }
}

/// One byte of `table` at `at`.
#[inline(always)]
fn class(s: &[u8], at: usize, table: &[bool; 256], t: &mut impl Track) -> Option<usize> {
    match s.get(at) {
        Some(&b) if table[usize::from(b)] => Some(at + 1),
        _ => {
            t.fail(at);
            None
        }
    }
}

/// The end of the run of bytes of `table` from `at`.
///
/// Four bytes at a time while they all belong, one branch for the four,
/// then one at a time: measured on the benchmark corpus, four beat one and
/// eight (short segments end inside the wider step, and are looked at
/// twice).
#[inline(always)]
fn skip_class(s: &[u8], mut at: usize, table: &[bool; 256], t: &mut impl Track) -> usize {
    while let Some(&[a, b, c, d]) = s.get(at..at + 4) {
        if !(table[usize::from(a)]
            & table[usize::from(b)]
            & table[usize::from(c)]
            & table[usize::from(d)])
        {
            break;
        }
        at += 4;
    }
    while let Some(&b) = s.get(at) {
        if !table[usize::from(b)] {
            break;
        }
        at += 1;
    }
    t.fail(at);
    at
}

/// The end of the run of the byte `b` from `at`.
// Not every grammar has a use for it.
#[allow(dead_code)]
#[inline(always)]
fn skip_byte(s: &[u8], mut at: usize, b: u8, t: &mut impl Track) -> usize {
    while s.get(at) == Some(&b) {
        at += 1;
    }
    t.fail(at);
    at
}

/// The bytes `literal` at `at`.
#[inline(always)]
fn lit(s: &[u8], at: usize, literal: &[u8], t: &mut impl Track) -> Option<usize> {
    let rest = s.get(at..).unwrap_or_default();
    if rest.starts_with(literal) {
        Some(at + literal.len())
    } else {
        let same = rest.iter().zip(literal).take_while(|(a, b)| a == b).count();
        t.fail(at + same);
        None
    }
}

/// The bytes `literal` at `at`, ignoring ASCII case (pest's `^"..."`).
// Not every grammar has a use for it.
#[allow(dead_code)]
#[inline(always)]
fn insens(s: &[u8], at: usize, literal: &[u8], t: &mut impl Track) -> Option<usize> {
    let rest = s.get(at..).unwrap_or_default();
    match rest.get(..literal.len()) {
        Some(head) if head.eq_ignore_ascii_case(literal) => Some(at + literal.len()),
        _ => {
            let same = rest
                .iter()
                .zip(literal)
                .take_while(|(a, b)| a.eq_ignore_ascii_case(b))
                .count();
            t.fail(at + same);
            None
        }
    }
}

/// pest's `SOI`.
#[inline(always)]
fn soi(at: usize, t: &mut impl Track) -> Option<usize> {
    if at == 0 {
        Some(at)
    } else {
        t.fail(at);
        None
    }
}

/// pest's `EOI`.
#[inline(always)]
fn eoi(s: &[u8], at: usize, t: &mut impl Track) -> Option<usize> {
    if at == s.len() {
        Some(at)
    } else {
        t.fail(at);
        None
    }
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
