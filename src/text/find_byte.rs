//! The first of one byte (or of a few) in a slice, eight bytes a step:
//! the delimiters the library looks for (`%`, `.`, `/`, a host's `:`, the
//! end of an authority) are rare in short components, where a call to
//! `memchr` costs more than the search. Used by resolution, normalization,
//! the IRI mapping and the hints; it imports nothing.

/// Where `byte` is first found in `bytes` from index `from` on.
///
/// Eight bytes a step, as one word.
#[inline]
pub(crate) fn find_byte(bytes: &[u8], from: usize, byte: u8) -> Option<usize> {
    find_any(bytes, from, [byte])
}

/// Where any of the bytes of `set` is first found in `bytes` from index
/// `from` on.
///
/// Eight bytes a step, as one word: a flag for each byte of the word equal
/// to one of `set`, the flags of each member joined.
#[inline]
pub(crate) fn find_any<const N: usize>(bytes: &[u8], from: usize, set: [u8; N]) -> Option<usize> {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    let rest = bytes.get(from..)?;
    let mut words = rest.chunks_exact(8);
    let mut offset = from;
    for word in &mut words {
        let mut eight = [0; 8];
        eight.copy_from_slice(word);
        let word = u64::from_le_bytes(eight);
        let mut found = 0;
        for byte in set {
            // A zero byte where `byte` was; the lowest flag set is the
            // first (those above it may be false), and so is the lowest of
            // the members' flags joined.
            let x = word ^ u64::from_ne_bytes([byte; 8]);
            found |= x.wrapping_sub(ONES) & !x & HIGHS;
        }
        if found != 0 {
            return Some(offset + found.trailing_zeros() as usize / 8);
        }
        offset += 8;
    }
    words
        .remainder()
        .iter()
        .position(|b| set.contains(b))
        .map(|i| offset + i)
}

#[cfg(test)]
mod tests {
    use super::{find_any, find_byte};

    #[test]
    fn find_byte_is_a_search_for_the_byte() {
        // Bytes either side of the needle and of the word's borrows.
        let alphabet = [b'%', b'$', b'&', 0x00, 0x01, 0x7F, 0x80, 0xA5, 0xFF];
        for len in 0..40 {
            for (k, &fill) in alphabet.iter().enumerate() {
                let mut bytes: Vec<u8> = (0..len)
                    .map(|i| alphabet[(i * 7 + k) % alphabet.len()])
                    .collect();
                if let Some(b) = bytes.get_mut(len / 3) {
                    *b = fill;
                }
                for from in 0..=len + 1 {
                    let expected = bytes
                        .get(from..)
                        .and_then(|rest| rest.iter().position(|&b| b == b'%'))
                        .map(|i| from + i);
                    assert_eq!(find_byte(&bytes, from, b'%'), expected, "{bytes:?} {from}");
                }
            }
        }
    }

    #[test]
    fn find_any_is_a_search_for_the_first_of_its_bytes() {
        // Around the members, bytes one bit away from them (`.` and `0`
        // from `/`, `>` from `?`, `"` and `$` from `#`) and bytes either
        // side of the word's borrows; one member, two, or none, at every
        // length and start.
        const SET: [u8; 3] = [b'/', b'?', b'#'];
        let fill = [b'.', b'0', b'>', b'"', b'$', 0x00, 0x01, 0x7F, 0x80, 0xFF];
        for len in 0..40 {
            for k in 0..fill.len() {
                let mut bytes: Vec<u8> = (0..len).map(|i| fill[(i * 7 + k) % fill.len()]).collect();
                let members = [(len / 3, SET[k % 3]), (len / 2, SET[(k + 1) % 3])];
                for (at, member) in members.into_iter().take(k % 3) {
                    if let Some(slot) = bytes.get_mut(at) {
                        *slot = member;
                    }
                }
                for from in 0..=len + 1 {
                    let expected = bytes
                        .get(from..)
                        .and_then(|rest| rest.iter().position(|b| SET.contains(b)))
                        .map(|i| from + i);
                    assert_eq!(find_any(&bytes, from, SET), expected, "{bytes:?} {from}");
                }
            }
        }
    }
}
