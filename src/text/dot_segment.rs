//! Dot segments (`.` and `..`, RFC 3986 §5.2.4) found eight bytes a step:
//! resolution and normalization ask of every path they write whether it
//! holds one, and most paths have none but hold `.` elsewhere
//! (`index.html`, `example.com`, `1.4.2`). Looking at each `.` cost a
//! search and a branch the machine mispredicts about once a dot; a word's
//! `.` bytes that begin a segment are found together, and are rare.
//! Normalization looks for them in the same pass as the path's `%`
//! ([`find_percent_or_dot_start`]). It imports nothing.

const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
const LOWS: u64 = u64::from_ne_bytes([0x7F; 8]);

/// The high bit of each byte of `word` that is `byte`, and of no other
/// (exact: no borrow reaches from one byte to the next).
#[inline(always)]
fn bytes_equal(word: u64, byte: u8) -> u64 {
    let x = word ^ ONES.wrapping_mul(u64::from(byte));
    !(((x & LOWS) + LOWS) | x | LOWS)
}

/// The high bit of each byte of `word` (the bytes of `bytes` from `at` on)
/// that is a `.` beginning a segment: the first of the path, or after a
/// `/`.
#[inline(always)]
fn dot_starts(bytes: &[u8], at: usize, word: u64) -> u64 {
    let previous = (word << 8) | u64::from(byte_before(bytes, at));
    bytes_equal(word, b'.') & bytes_equal(previous, b'/')
}

/// The eight bytes of `bytes` from `at` on, as one word (byte `at` the
/// lowest).
#[inline(always)]
fn word_at(bytes: &[u8], at: usize) -> Option<u64> {
    let mut eight = [0; 8];
    eight.copy_from_slice(bytes.get(at..at + 8)?);
    Some(u64::from_le_bytes(eight))
}

/// Whether the `.` at `dot` of `bytes` is a whole segment or the first of
/// `..`: what follows it ends the segment.
#[inline(always)]
pub(crate) fn ends_dot_segment(bytes: &[u8], dot: usize) -> bool {
    matches!(
        bytes.get(dot + 1..),
        Some([] | [b'/', ..] | [b'.'] | [b'.', b'/', ..])
    )
}

/// Whether a segment of `path` (the text between its `/`) is `.` or `..`.
#[inline]
pub(crate) fn has_dot_segment(path: &str) -> bool {
    let bytes = path.as_bytes();
    let Some(last_start) = bytes.len().checked_sub(8) else {
        // Fewer than eight bytes: one at a time.
        return bytes.iter().enumerate().any(|(at, &byte)| {
            byte == b'.'
                && (at == 0 || bytes.get(at - 1) == Some(&b'/'))
                && ends_dot_segment(bytes, at)
        });
    };
    // Words at 0, 8, 16... and one more ending with the path (overlapping
    // the one before it: a segment looked at twice gives the same answer).
    let mut start = 0;
    loop {
        let at = start.min(last_start);
        let Some(word) = word_at(bytes, at) else {
            return false;
        };
        let mut starts = dot_starts(bytes, at, word);
        while starts != 0 {
            let dot = at + starts.trailing_zeros() as usize / 8;
            if ends_dot_segment(bytes, dot) {
                return true;
            }
            starts &= starts - 1;
        }
        if at == last_start {
            return false;
        }
        start += 8;
    }
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

/// The high bit of each byte of `word` that is a `%`, or a `.` after a `/`
/// (`before` being the byte before the word), and of some bytes above
/// those: each flag a borrow may set is above a byte rightly flagged, so
/// the lowest flag set is never above the first byte sought, and the
/// caller looks at the byte it names.
#[inline(always)]
fn percent_or_dot_start_flags(word: u64, before: u8) -> u64 {
    let zeros = |x: u64| x.wrapping_sub(ONES) & !x;
    let previous = (word << 8) | u64::from(before);
    let percents = zeros(word ^ ONES.wrapping_mul(u64::from(b'%')));
    let dots = zeros(word ^ ONES.wrapping_mul(u64::from(b'.')));
    let after_slash = zeros(previous ^ ONES.wrapping_mul(u64::from(b'/')));
    (percents | (dots & after_slash)) & !LOWS
}

/// An index of `bytes` from `from` on that is not past the first holding a
/// `%` or a `.` beginning a segment; `None` when no byte from `from` on is
/// either. The caller looks at the byte there: a `.` may or may not begin
/// a dot segment ([`ends_dot_segment`]), and a byte that is neither was
/// flagged by a borrow, to be passed over (the next call goes on after
/// it).
#[inline]
pub(crate) fn find_percent_or_dot_start(bytes: &[u8], from: usize) -> Option<usize> {
    let Some(last_start) = bytes.len().checked_sub(8) else {
        return (from..bytes.len()).find(|&at| match bytes.get(at) {
            Some(b'%') => true,
            Some(b'.') => byte_before(bytes, at) == b'/',
            _ => false,
        });
    };
    let mut at = from;
    let mut before = byte_before(bytes, at);
    while at < last_start {
        let word = word_at(bytes, at)?;
        let found = percent_or_dot_start_flags(word, before);
        if found != 0 {
            return Some(at + found.trailing_zeros() as usize / 8);
        }
        before = (word >> 56) as u8;
        at += 8;
    }
    if at >= bytes.len() {
        return None;
    }
    // The word that ends with `bytes`, its bytes before `at` left out.
    let word = word_at(bytes, last_start)?;
    let found = percent_or_dot_start_flags(word, byte_before(bytes, last_start))
        & (u64::MAX << ((at - last_start) * 8));
    (found != 0).then(|| last_start + found.trailing_zeros() as usize / 8)
}

#[cfg(test)]
mod tests {
    use super::{bytes_equal, find_percent_or_dot_start, has_dot_segment};
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
    fn equal_bytes_are_flagged_exactly() {
        for byte in [b'.', b'/', 0, 0x80, 0xFF] {
            for other in 0..=255u8 {
                let word = u64::from_le_bytes([other, byte, other, byte, byte, other, 0, 0xFF]);
                let flags = bytes_equal(word, byte).to_le_bytes();
                for (flag, b) in flags.iter().zip(word.to_le_bytes()) {
                    assert_eq!(*flag == 0x80, b == byte, "{word:x} {byte}");
                    assert!(*flag == 0 || *flag == 0x80);
                }
            }
        }
    }
}
