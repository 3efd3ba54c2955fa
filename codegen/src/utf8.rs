//! A range of code points as the UTF-8 byte sequences that encode its
//! scalar values, each byte of an encoding in the range of its position,
//! so that a range over `char`s can be written as a regular expression over
//! bytes (the automata) and its first bytes known (the analyses). The split
//! is regex-syntax's (`Utf8Sequences`), the one regex-automata compiles
//! Unicode classes with; the tests below hold it to every scalar value for
//! the ranges the grammars use.

use regex_syntax::utf8::Utf8Sequences;

/// One UTF-8 sequence: the range of each byte, in order (1 to 4 of them).
pub(crate) type Sequence = Vec<(u8, u8)>;

/// The sequences that encode exactly the scalar values in `lo..=hi`, in
/// increasing order of what they encode; none when the range is empty or
/// holds only surrogates. Code points past U+10FFFF are left out.
pub(crate) fn sequences(lo: u32, hi: u32) -> Vec<Sequence> {
    // The scalar values at either end: past a surrogate bound, the first
    // after the surrogates, or the last before them.
    let lo = char::from_u32(lo).or_else(|| char::from_u32(lo.max(0xE000)));
    let hi = char::from_u32(hi.min(0x10FFFF)).or_else(|| char::from_u32(0xD7FF));
    match (lo, hi) {
        (Some(lo), Some(hi)) if lo <= hi => Utf8Sequences::new(lo, hi)
            .map(|sequence| {
                sequence
                    .as_slice()
                    .iter()
                    .map(|range| (range.start, range.end))
                    .collect()
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The bytes that begin the encoding of some scalar value in `lo..=hi`.
pub(crate) fn first_bytes(lo: u32, hi: u32) -> impl Iterator<Item = u8> {
    sequences(lo, hi)
        .into_iter()
        .flat_map(|sequence| sequence.first().map(|&(a, b)| a..=b))
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `bytes` is matched by one of `sequences`, and by how many.
    fn matched_by(sequences: &[Sequence], bytes: &[u8]) -> usize {
        sequences
            .iter()
            .filter(|s| {
                s.len() == bytes.len() && s.iter().zip(bytes).all(|(&(a, b), &x)| a <= x && x <= b)
            })
            .count()
    }

    /// Every scalar value's encoding is matched by exactly one sequence
    /// when it is in `lo..=hi`, by none when not; and the sequences match
    /// as many byte strings as there are scalars in the range, so they
    /// match nothing that is not one's encoding.
    fn check_exhaustively(lo: u32, hi: u32) {
        let sequences = sequences(lo, hi);
        let mut inside = 0usize;
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let mut buffer = [0; 4];
            let bytes = c.encode_utf8(&mut buffer).as_bytes();
            let expected = usize::from((lo..=hi).contains(&u32::from(c)));
            assert_eq!(
                matched_by(&sequences, bytes),
                expected,
                "U+{:04X} in {lo:#x}..={hi:#x}: {sequences:x?}",
                u32::from(c)
            );
            inside += expected;
        }
        let strings: usize = sequences
            .iter()
            .map(|s| {
                s.iter()
                    .map(|&(a, b)| usize::from(b - a) + 1)
                    .product::<usize>()
            })
            .sum();
        assert_eq!(strings, inside, "{lo:#x}..={hi:#x}: {sequences:x?}");
    }

    #[test]
    fn every_scalar_is_in_its_range_and_no_other_for_a_few_ranges() {
        for (lo, hi) in [
            (0xA0, 0xD7FF),     // ucschar's first: two lengths, up to the surrogates
            (0xF900, 0xFDCF),   // inside one lead byte
            (0xFDF0, 0xFFEF),   // ends before the last continuation byte
            (0xE1000, 0xEFFFD), // four bytes, ragged at both ends
            (0x100000, 0x10FFFD),
            (0x41, 0x10FFFF), // every length, over the surrogates
            (0xD000, 0xE000), // across the surrogates
            (0x80, 0x80),     // one scalar
        ] {
            check_exhaustively(lo, hi);
        }
    }

    #[test]
    fn ascii_is_one_byte_range() {
        assert_eq!(sequences(0x30, 0x39), [vec![(0x30, 0x39)]]);
    }

    #[test]
    fn a_two_byte_range_splits_where_the_lead_byte_changes() {
        // U+00A0..U+00BF is C2 A0..BF; U+00C0..U+07FF is C3..DF 80..BF.
        assert_eq!(
            sequences(0xA0, 0x7FF),
            [
                vec![(0xC2, 0xC2), (0xA0, 0xBF)],
                vec![(0xC3, 0xDF), (0x80, 0xBF)]
            ]
        );
    }

    #[test]
    fn surrogates_and_code_points_past_the_last_are_left_out() {
        assert!(sequences(0xD800, 0xDFFF).is_empty());
        assert!(sequences(0x20, 0x10).is_empty());
        assert_eq!(sequences(0x10FFFF, 0x2000000).len(), 1);
        assert_eq!(
            sequences(0xD7FF, 0xE000),
            [
                vec![(0xED, 0xED), (0x9F, 0x9F), (0xBF, 0xBF)],
                vec![(0xEE, 0xEE), (0x80, 0x80), (0x80, 0x80)]
            ]
        );
    }

    #[test]
    fn first_bytes_of_a_range() {
        let firsts: Vec<u8> = first_bytes(0xA0, 0xD7FF).collect();
        let expected: Vec<u8> = (0xC2..=0xDF).chain(0xE0..=0xED).collect();
        assert_eq!(firsts, expected);
    }
}
