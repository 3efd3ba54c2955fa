//! What the generated recognizer is made of: the terminals it calls and the
//! trackers that hear where they fail.
//!
//! `generated.rs` imports by name each of these that it calls (`Furthest`
//! is the tracker of `parse::disputed`'s fallback and the test hooks,
//! handed in by `recognizer.rs`), so renaming
//! one fails to compile at that import, in one place. This module imports
//! nothing of the crate but the byte sets it shares with the automata and
//! the reading of an IPv6 address it shares with the host conversion.

/// A table of the bytes in `members`, built at compile time.
pub(crate) use crate::text::byte_set::byte_set as table;

/// `IPv6address` read and converted in one pass, on the parse path (see
/// `codegen`'s `IPV6_ADDRESS`): where the address at a position ends, and
/// its value.
pub(crate) use crate::text::ipv6::address_at as ipv6_address;

/// `IPv4address` read and converted in one pass, on the parse path (see
/// `codegen`'s `IPV4_ADDRESS`): where the address at a position ends, and
/// its value.
pub(crate) use crate::text::ipv4::address_at as ipv4_address;

/// Where the terminals of the generated code fail: each byte, table
/// lookup, literal or `EOI` that does not match reports the byte index where
/// it stopped matching, and the end of each run of a table reports where it
/// stops.
pub(crate) trait Track {
    /// Whether the tracker notes nothing: then the parse path of a rule
    /// read by a function of the crate rather than its compiled code
    /// ([`ipv6_address`], [`ipv4_address`]) is taken.
    const NOTES_NOTHING: bool;

    /// Whether a match ends at a fatal failure ([`fatal`]) where the
    /// generated code looks for one: the parse path's tracker only. One that notes failures must see the rules
    /// tried as written, and inside a lookahead a failure is what the
    /// lookahead asks about.
    const STOPS_AT_FATAL: bool;

    /// A terminal failed at `pos`.
    fn fail(&mut self, pos: usize);
}

/// The tracker of the parse path: it notes nothing, and costs nothing.
pub(crate) struct Quiet;

impl Track for Quiet {
    const NOTES_NOTHING: bool = true;
    const STOPS_AT_FATAL: bool = true;

    #[inline(always)]
    fn fail(&mut self, _pos: usize) {}
}

/// The tracker inside a lookahead, where what fails is what lets the input
/// go on (or is what the lookahead asks about), and of a fatal rule's probe:
/// it notes nothing, and a fatal failure there is a failure like any other.
pub(crate) struct Hush;

impl Track for Hush {
    const NOTES_NOTHING: bool = true;
    const STOPS_AT_FATAL: bool = false;

    #[inline(always)]
    fn fail(&mut self, _pos: usize) {}
}

/// The furthest position at which a terminal failed: where a PEG parse got
/// furthest before it had to turn back.
#[derive(Debug, Default)]
pub(crate) struct Furthest(pub(crate) usize);

impl Track for Furthest {
    const NOTES_NOTHING: bool = false;
    const STOPS_AT_FATAL: bool = false;

    #[inline(always)]
    fn fail(&mut self, pos: usize) {
        self.0 = self.0.max(pos);
    }
}

/// The positions that stand for a fatal failure ([`fatal`]): `FATAL` plus
/// the failure's index. Past the end of any input (a slice holds at most
/// `isize::MAX` bytes), so that every terminal fails there as at the end.
pub(crate) const FATAL: usize = usize::MAX / 2 + 1;

/// The index of the fatal failure that ended a match at `end` ([`fatal`]),
/// or `None` for a match that ended otherwise.
#[inline(always)]
pub(crate) fn fatal_index(end: usize) -> Option<usize> {
    end.checked_sub(FATAL)
}

/// A fatal rule (one that no reading of the input gets past once its
/// first byte matched: `pct-encoded`, as `%` begins nothing else) failed
/// at `at`, after that byte: the end of a match that stops there,
/// `FATAL + at`, where every later terminal fails and every option and
/// repetition keeps the position, so that the whole match ends there and
/// names its refusal. `None` at the end of the input, where the automaton
/// places the refusal.
#[inline(always)]
pub(crate) fn fatal(s: &[u8], at: usize) -> Option<usize> {
    if at < s.len() { Some(FATAL + at) } else { None }
}

/// The byte `b` at `at`.
#[inline(always)]
pub(crate) fn byte(s: &[u8], at: usize, b: u8, t: &mut impl Track) -> Option<usize> {
    if s.get(at) == Some(&b) {
        Some(at + 1)
    } else {
        t.fail(at);
        None
    }
}

/// One byte of `table` at `at`.
#[inline(always)]
pub(crate) fn class(s: &[u8], at: usize, table: &[bool; 256], t: &mut impl Track) -> Option<usize> {
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
/// then one at a time: fewer branches than one at a time, and a wider step
/// would look twice at the bytes of the many short segments that end
/// inside it.
#[inline(always)]
pub(crate) fn skip_class(
    s: &[u8],
    mut at: usize,
    table: &[bool; 256],
    t: &mut impl Track,
) -> usize {
    // From a fatal failure's position, `at + 4` could wrap only for an
    // input of nearly `isize::MAX` bytes; wrapping, the range is empty
    // either way.
    while let Some(&[a, b, c, d]) = s.get(at..at.wrapping_add(4)) {
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

/// A set of characters with members above ASCII, as the generated code
/// spells one: a byte table of its ASCII members and the ranges of its
/// other scalar values, sorted and apart.
pub(crate) struct Chars {
    /// The ASCII members (no byte from 0x80 up).
    pub(crate) ascii: [bool; 256],
    /// The members from U+0080 up: sorted, disjoint ranges of scalar
    /// values, both ends included.
    pub(crate) wide: &'static [(u32, u32)],
}

/// The scalar value of the character whose encoding begins at `at`, and
/// the length of that encoding; `None` when `at` is past the end or not at
/// the first byte of an encoding above ASCII.
///
/// `s` is the text of a `str`, so its encodings are well formed, and the
/// decoding checks no more than it needs to stay in bounds: it never
/// panics, and on bytes that are not UTF-8 it gives some value or `None`.
#[inline(always)]
fn decode(s: &[u8], at: usize) -> Option<(u32, usize)> {
    let lead = *s.get(at)?;
    let continuation = |i: usize| s.get(at + i).map(|&b| u32::from(b & 0x3F));
    match lead {
        0xC0..=0xDF => Some(((u32::from(lead & 0x1F) << 6) | continuation(1)?, 2)),
        0xE0..=0xEF => Some((
            (u32::from(lead & 0x0F) << 12) | (continuation(1)? << 6) | continuation(2)?,
            3,
        )),
        0xF0..=0xF7 => Some((
            (u32::from(lead & 0x07) << 18)
                | (continuation(1)? << 12)
                | (continuation(2)? << 6)
                | continuation(3)?,
            4,
        )),
        _ => None,
    }
}

/// The end of the character above ASCII at `at` when it is a member of
/// `wide` (sorted ranges, checked in order: the first ones are the most
/// common characters).
#[inline(always)]
fn wide_char(s: &[u8], at: usize, wide: &[(u32, u32)]) -> Option<usize> {
    let (c, len) = decode(s, at)?;
    for &(lo, hi) in wide {
        if c < lo {
            return None;
        }
        if c <= hi {
            return Some(at + len);
        }
    }
    None
}

/// One character of `chars` at `at`: a table lookup for a byte below 0x80,
/// the character decoded and looked for among the ranges from 0x80 up.
#[inline(always)]
pub(crate) fn char_class(s: &[u8], at: usize, chars: &Chars, t: &mut impl Track) -> Option<usize> {
    match s.get(at) {
        Some(&b) if chars.ascii[usize::from(b)] => Some(at + 1),
        Some(&b) if b >= 0x80 => match wide_char(s, at, chars.wide) {
            Some(end) => Some(end),
            None => {
                t.fail(at);
                None
            }
        },
        _ => {
            t.fail(at);
            None
        }
    }
}

/// The end of the run of characters of `chars` from `at`: the run of the
/// table's bytes as [`skip_class`] takes it, and where it stops on a byte
/// from 0x80 up, the characters there while they are members and above
/// ASCII, then the table again. Characters above ASCII that follow one
/// another (a word in Cyrillic, Arabic or Thai) are read one after the
/// other, without the table's step between them.
#[inline(always)]
pub(crate) fn skip_chars(s: &[u8], mut at: usize, chars: &Chars, t: &mut impl Track) -> usize {
    'table: loop {
        at = skip_class(s, at, &chars.ascii, &mut Quiet);
        if s.get(at).is_none_or(|&b| b < 0x80) {
            break;
        }
        loop {
            match wide_char(s, at, chars.wide) {
                Some(end) => at = end,
                None => break 'table,
            }
            match s.get(at) {
                Some(&b) if b >= 0x80 => {}
                Some(_) => continue 'table,
                None => break 'table,
            }
        }
    }
    t.fail(at);
    at
}

/// Whether the byte at `at` is in `first`, the bytes that can begin a
/// match of an alternative that must consume one: when it is not (or the
/// input has ended), the alternative cannot match, and the generated code
/// does not try it. With a tracker that notes failures, always: skipped,
/// the alternative would report nothing.
#[inline(always)]
pub(crate) fn may_begin<T: Track>(s: &[u8], at: usize, first: &[bool; 256], _t: &mut T) -> bool {
    !T::NOTES_NOTHING || s.get(at).is_some_and(|&b| first[usize::from(b)])
}

/// The bytes `literal` at `at`.
#[inline(always)]
pub(crate) fn lit(s: &[u8], at: usize, literal: &[u8], t: &mut impl Track) -> Option<usize> {
    let rest = s.get(at..).unwrap_or_default();
    if rest.starts_with(literal) {
        Some(at + literal.len())
    } else {
        let same = rest.iter().zip(literal).take_while(|(a, b)| a == b).count();
        t.fail(at + same);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{Chars, Furthest, Quiet, char_class, decode, skip_chars};

    /// "a", and U+00A0..U+D7FF, U+E000..U+F8FF, U+10000..U+1FFFD.
    static WIDE: Chars = Chars {
        ascii: crate::text::byte_set::byte_set(b"a"),
        wide: &[(0xA0, 0xD7FF), (0xE000, 0xF8FF), (0x10000, 0x1FFFD)],
    };

    #[test]
    fn decode_reads_every_scalar_value() {
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let mut buffer = [0; 4];
            let bytes = c.encode_utf8(&mut buffer).as_bytes();
            let expected = (c as u32 >= 0x80).then_some((c as u32, bytes.len()));
            assert_eq!(decode(bytes, 0), expected, "{c:?}");
        }
        // Cut short, or not at a lead byte: nothing, and no panic.
        assert_eq!(decode("é".as_bytes(), 1), None);
        assert_eq!(decode(&"é".as_bytes()[..1], 0), None);
        assert_eq!(decode(b"", 0), None);
        assert_eq!(decode(&[0xFF, 0x80], 0), None);
    }

    #[test]
    fn char_class_takes_one_member_whatever_its_length() {
        let s = "a\u{A0}\u{D7FF}\u{E000}\u{1F600}".as_bytes();
        let mut at = 0;
        for len in [1, 2, 3, 3, 4] {
            assert_eq!(char_class(s, at, &WIDE, &mut Quiet), Some(at + len));
            at += len;
        }
        assert_eq!(char_class(s, at, &WIDE, &mut Quiet), None);
        for refused in ["b", "\u{9F}", "\u{F900}", "\u{1FFFE}", "\u{20000}"] {
            let mut t = Furthest::default();
            assert_eq!(char_class(refused.as_bytes(), 0, &WIDE, &mut t), None);
            assert_eq!(t.0, 0);
        }
    }

    #[test]
    fn skip_chars_runs_over_members_of_every_length() {
        let s = "aaaaa\u{E9}aa\u{1F600}\u{E000}a\u{F900}a";
        let stop = s.find('\u{F900}').unwrap_or_default();
        let mut t = Furthest::default();
        assert_eq!(skip_chars(s.as_bytes(), 0, &WIDE, &mut t), stop);
        assert_eq!(t.0, stop);
        assert_eq!(skip_chars(b"aab", 1, &WIDE, &mut Quiet), 2);
        assert_eq!(skip_chars(b"", 0, &WIDE, &mut Quiet), 0);
        assert_eq!(skip_chars("\u{E9}".as_bytes(), 0, &WIDE, &mut Quiet), 2);
        // Characters above ASCII one after the other, up to a byte that
        // ends the run: one outside the set, above ASCII or not.
        for (text, stop) in [
            ("\u{E9}\u{1F600}\u{F900}a", 6),
            ("\u{E9}\u{E9}b", 4),
            ("\u{E9}\u{E9}aa\u{E9}", 8),
            ("\u{1F600}\u{E9}", 6),
        ] {
            assert_eq!(
                skip_chars(text.as_bytes(), 0, &WIDE, &mut Quiet),
                stop,
                "{text:?}"
            );
        }
    }
}
