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
    let before = at
        .checked_sub(1)
        .and_then(|before| bytes.get(before))
        .copied()
        .unwrap_or(b'/');
    let previous = (word << 8) | u64::from(before);
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

/// The first index of `bytes` from `from` on that holds a `%` or a `.`
/// beginning a segment (which may or may not be a dot segment: the caller
/// looks at what follows, [`ends_dot_segment`]).
#[inline]
pub(crate) fn find_percent_or_dot_start(bytes: &[u8], from: usize) -> Option<usize> {
    let Some(last_start) = bytes.len().checked_sub(8) else {
        return (from..bytes.len()).find(|&at| match bytes.get(at) {
            Some(b'%') => true,
            Some(b'.') => at == 0 || bytes.get(at - 1) == Some(&b'/'),
            _ => false,
        });
    };
    let mut at = from;
    while at < bytes.len() {
        // The last word ends with `bytes`: its bytes before `at` are left
        // out.
        let start = at.min(last_start);
        let word = word_at(bytes, start)?;
        let found = (bytes_equal(word, b'%') | dot_starts(bytes, start, word))
            & (u64::MAX << ((at - start) * 8));
        if found != 0 {
            return Some(start + found.trailing_zeros() as usize / 8);
        }
        at = start + 8;
    }
    None
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
    fn percent_or_dot_start_is_the_first_of_either() {
        for path in strings(&["/", ".", "a", "%", "%2E", "ab/"], 6) {
            let bytes = path.as_bytes();
            for from in 0..=bytes.len() + 1 {
                let expected = (from..bytes.len()).find(|&at| {
                    bytes[at] == b'%' || bytes[at] == b'.' && (at == 0 || bytes[at - 1] == b'/')
                });
                assert_eq!(
                    find_percent_or_dot_start(bytes, from),
                    expected,
                    "{path:?} {from}"
                );
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
