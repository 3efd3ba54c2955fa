//! Dot segments (`.` and `..`, RFC 3986 §5.2.4) found eight bytes a step:
//! resolution and normalization ask of every path they write whether it
//! holds one, and most paths have none but hold `.` elsewhere
//! (`index.html`, `example.com`, `1.4.2`). Looking at each `.` cost a
//! search and a branch the machine mispredicts about once a dot; a word's
//! `.` bytes that begin a segment are flagged together, and are rare.
//! Normalization looks for them in the same pass as the path's `%`
//! ([`find_percent_or_dot_start`]). It imports nothing.

const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);

/// Whether the `.` at `dot` of `bytes` is a whole segment or the first of
/// `..`: what follows it ends the segment.
#[inline(always)]
fn ends_dot_segment(bytes: &[u8], dot: usize) -> bool {
    matches!(
        bytes.get(dot + 1..),
        Some([] | [b'/', ..] | [b'.'] | [b'.', b'/', ..])
    )
}

/// Whether a dot segment of the path `bytes` begins at `at`: a `.` first
/// in its segment ([`byte_before`]) that ends it or is followed by one
/// that does.
#[inline(always)]
pub(crate) fn dot_segment_at(bytes: &[u8], at: usize) -> bool {
    bytes.get(at) == Some(&b'.') && byte_before(bytes, at) == b'/' && ends_dot_segment(bytes, at)
}

/// Whether a segment of `path` (the text between its `/`) is `.` or `..`.
#[inline]
pub(crate) fn has_dot_segment(path: &str) -> bool {
    let bytes = path.as_bytes();
    let mut from = 0;
    while let Some(at) = first_flagged(bytes, from, dot_start_flags) {
        if dot_segment_at(bytes, at) {
            return true;
        }
        from = at + 1;
    }
    false
}

/// An index of `bytes` from `from` on that is not past the first holding a
/// `%` or a `.` beginning a segment; `None` when no byte from `from` on is
/// either. The caller looks at the byte there: a `.` may or may not begin
/// a dot segment ([`dot_segment_at`]), and a byte that is neither was
/// flagged by a borrow, to be passed over (the next call goes on after
/// it).
#[inline]
pub(crate) fn find_percent_or_dot_start(bytes: &[u8], from: usize) -> Option<usize> {
    first_flagged(bytes, from, percent_or_dot_start_flags)
}

/// The byte before index `at` of a path, `/` before its first: a path's
/// first byte begins a segment as a byte after a `/` does.
#[inline(always)]
fn byte_before(bytes: &[u8], at: usize) -> u8 {
    at.checked_sub(1)
        .and_then(|before| bytes.get(before))
        .copied()
        .unwrap_or(b'/')
}

/// The high bit of each zero byte of `x`, and of some bytes above one: a
/// borrow out of a zero byte may set the flag of the next. So the lowest
/// flag set is never above the first zero byte, and a flag can be false
/// only above a true one.
#[inline(always)]
fn zeros(x: u64) -> u64 {
    x.wrapping_sub(ONES) & !x & HIGHS
}

/// [`zeros`] of the bytes of `word` that are `byte`.
#[inline(always)]
fn equal(word: u64, byte: u8) -> u64 {
    zeros(word ^ ONES.wrapping_mul(u64::from(byte)))
}

/// The flags of the `.` bytes of `word` after a `/` (`before` is the byte
/// before the word), with those [`zeros`] may add.
///
/// `.` (0x2E) and `/` (0x2F) differ in their lowest bit: with every byte
/// taken from `.`, a dot is 0 and a slash 1, so a byte is a dot after a
/// slash where it is 0 and the byte before it, its lowest bit flipped, is
/// 0 too: where their `|` is 0. One zero test rather than one for each.
#[inline(always)]
fn dot_start_flags(word: u64, before: u8) -> u64 {
    let from_dot = word ^ ONES.wrapping_mul(u64::from(b'.'));
    let before_from_dot = (from_dot << 8) | u64::from(before ^ b'.');
    zeros(from_dot | (before_from_dot ^ ONES))
}

/// [`dot_start_flags`] and the flags of the `%` bytes of `word`.
#[inline(always)]
fn percent_or_dot_start_flags(word: u64, before: u8) -> u64 {
    equal(word, b'%') | dot_start_flags(word, before)
}

/// The eight bytes of `bytes` from `at` on, as one word (byte `at` the
/// lowest).
#[inline(always)]
fn word_at(bytes: &[u8], at: usize) -> Option<u64> {
    let mut eight = [0; 8];
    eight.copy_from_slice(bytes.get(at..at + 8)?);
    Some(u64::from_le_bytes(eight))
}

/// The index named by the lowest flag of `flags` (one set) in the word
/// that begins at `start`.
#[inline(always)]
fn flagged_at(start: usize, flags: u64) -> usize {
    start + flags.trailing_zeros() as usize / 8
}

/// The lowest index from `from` on that `flags` (of a word and the byte
/// before it) flags, read eight bytes a step. The bytes after the last
/// whole word are read in the word that ends with `bytes`, or, when
/// `bytes` is shorter than a word, in its bytes followed by zeros; the
/// flags of the bytes outside `from..` are left out.
#[inline(always)]
fn first_flagged(bytes: &[u8], from: usize, flags: impl Fn(u64, u8) -> u64) -> Option<usize> {
    let mut at = from;
    let mut before = byte_before(bytes, at);
    while let Some(word) = word_at(bytes, at) {
        let found = flags(word, before);
        if found != 0 {
            return Some(flagged_at(at, found));
        }
        before = (word >> 56) as u8;
        at += 8;
    }
    let left = bytes.len().checked_sub(at).filter(|&left| left > 0)?;
    let (start, word) = match bytes.len().checked_sub(8) {
        Some(last) => (last, word_at(bytes, last)?),
        None => {
            let mut eight = [0; 8];
            for (slot, &byte) in eight.iter_mut().zip(bytes) {
                *slot = byte;
            }
            (0, u64::from_le_bytes(eight))
        }
    };
    // `at - start` bytes read before, `left` bytes to read: at most eight.
    let skipped = at - start;
    let kept = (u64::MAX << (skipped * 8)) & (u64::MAX >> ((8 - skipped - left) * 8));
    let found = flags(word, byte_before(bytes, start)) & kept;
    (found != 0).then(|| flagged_at(start, found))
}

#[cfg(test)]
mod tests {
    use super::{
        dot_start_flags, find_percent_or_dot_start, has_dot_segment, percent_or_dot_start_flags,
    };
    use crate::test_strings::strings;

    /// What `has_dot_segment` says, by its definition.
    fn by_split(path: &str) -> bool {
        path.split('/')
            .any(|segment| segment == "." || segment == "..")
    }

    #[test]
    fn is_a_segment_equal_to_a_dot_or_two() {
        for path in strings(&["/", ".", "a", "..", "%2E"], 7) {
            assert_eq!(has_dot_segment(&path), by_split(&path), "{path:?}");
        }
    }

    #[test]
    fn every_place_in_and_across_words() {
        // Each dot segment, and each near miss, at every offset of paths
        // from 0 to 40 bytes.
        for len in 0..40 {
            for at in 0..len {
                for piece in ["/.", "/..", "/./", "/../", "/.a", "/a.", "/...", ".", ".."] {
                    let mut path: String = "abcdefghij".repeat(4).chars().take(len).collect();
                    if at + piece.len() <= len {
                        path.replace_range(at..at + piece.len(), piece);
                        assert_eq!(has_dot_segment(&path), by_split(&path), "{path:?}");
                    }
                }
            }
        }
        assert!(has_dot_segment("."));
        assert!(has_dot_segment("abcdefgh/.."));
        assert!(!has_dot_segment("abcdefgh/..."));
        assert!(!has_dot_segment("/index.html/a.b.c/1.4.2/.well-known"));
        assert!(has_dot_segment("/index.html/a.b.c/1.4.2/./well-known"));
    }

    #[test]
    fn percent_or_dot_start_is_never_past_the_first_of_either() {
        let sought = |bytes: &[u8], at: usize| {
            bytes[at] == b'%' || bytes[at] == b'.' && (at == 0 || bytes[at - 1] == b'/')
        };
        for path in strings(&["/", ".", "a", "%", "%2E", "ab/", "$", "\u{2e}/"], 6) {
            let bytes = path.as_bytes();
            for from in 0..=bytes.len() + 1 {
                let expected = (from..bytes.len()).find(|&at| sought(bytes, at));
                // Looked past what is not sought, as the callers do.
                let mut next = from;
                let found = loop {
                    match find_percent_or_dot_start(bytes, next) {
                        Some(at) if !sought(bytes, at) => {
                            assert!(expected.is_none_or(|e| at < e), "{path:?} {from}");
                            next = at + 1;
                        }
                        other => break other,
                    }
                };
                assert_eq!(found, expected, "{path:?} {from}");
            }
        }
    }

    #[test]
    fn every_byte_sought_is_flagged() {
        // Words of the bytes around the ones sought and their borrows
        // (`%` xor 1 is `$`, `.` xor 1 is `/`), every byte before them.
        let alphabet = [b'%', b'$', b'.', b'/', b'&', b'a', 0, 0x80, 0xFF];
        for (k, _) in alphabet.iter().enumerate() {
            for before in alphabet {
                let bytes: [u8; 8] =
                    core::array::from_fn(|i| alphabet[(i * 5 + k) % alphabet.len()]);
                let word = u64::from_le_bytes(bytes);
                let dots = dot_start_flags(word, before).to_le_bytes();
                let either = percent_or_dot_start_flags(word, before).to_le_bytes();
                for (i, &byte) in bytes.iter().enumerate() {
                    let previous = if i == 0 { before } else { bytes[i - 1] };
                    let dot_start = byte == b'.' && previous == b'/';
                    assert!(!dot_start || dots[i] == 0x80, "{bytes:?} {before}");
                    assert!(
                        !(dot_start || byte == b'%') || either[i] == 0x80,
                        "{bytes:?} {before}"
                    );
                }
            }
        }
    }
}
