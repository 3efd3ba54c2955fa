//! Byte sets, sets of characters (a byte set for ASCII and ranges of
//! wider scalar values), and the pest builtins that are one byte from a set
//! or match no byte at all.

use crate::utf8;

/// A set of bytes: `set[b]` when `b` is a member.
pub(crate) type Set = [bool; 256];

/// The set with no bytes.
pub(crate) const EMPTY: Set = [false; 256];

/// The set with every byte.
pub(crate) const FULL: Set = [true; 256];

/// The set of `bytes`.
pub(crate) fn set_of_bytes(bytes: impl IntoIterator<Item = u8>) -> Set {
    let mut set = EMPTY;
    for b in bytes {
        set[usize::from(b)] = true;
    }
    set
}

/// The bytes in `a` or `b`.
pub(crate) fn union(a: &Set, b: &Set) -> Set {
    std::array::from_fn(|i| a[i] || b[i])
}

/// Whether no byte is in both `a` and `b`.
pub(crate) fn disjoint(a: &Set, b: &Set) -> bool {
    !a.iter().zip(b).any(|(x, y)| *x && *y)
}

/// The members of `set`, in increasing order.
pub(crate) fn members(set: &Set) -> impl Iterator<Item = u8> + '_ {
    (0..=255u8).filter(|b| set[usize::from(*b)])
}

/// `b` in either ASCII case (one byte when it has no case).
pub(crate) fn both_cases(b: u8) -> [u8; 2] {
    [b.to_ascii_lowercase(), b.to_ascii_uppercase()]
}

/// The one-byte builtin `name` of pest, as pest_generator defines it; `None`
/// for every other name (rules, the anchors, `ANY`, the Unicode classes).
pub(crate) fn builtin_set(name: &str) -> Option<Set> {
    let range = |a: u8, b: u8| set_of_bytes(a..=b);
    Some(match name {
        "ASCII_DIGIT" => range(b'0', b'9'),
        "ASCII_NONZERO_DIGIT" => range(b'1', b'9'),
        "ASCII_BIN_DIGIT" => range(b'0', b'1'),
        "ASCII_OCT_DIGIT" => range(b'0', b'7'),
        "ASCII_HEX_DIGIT" => union(
            &range(b'0', b'9'),
            &union(&range(b'a', b'f'), &range(b'A', b'F')),
        ),
        "ASCII_ALPHA_LOWER" => range(b'a', b'z'),
        "ASCII_ALPHA_UPPER" => range(b'A', b'Z'),
        "ASCII_ALPHA" => union(&range(b'a', b'z'), &range(b'A', b'Z')),
        "ASCII_ALPHANUMERIC" => union(
            &range(b'0', b'9'),
            &union(&range(b'a', b'z'), &range(b'A', b'Z')),
        ),
        "ASCII" => range(0, 0x7f),
        _ => return None,
    })
}

/// Whether `name` is one of the zero-width builtins, `SOI` and `EOI`.
pub(crate) fn is_anchor(name: &str) -> bool {
    matches!(name, "SOI" | "EOI")
}

/// The byte of a range bound, when it is one ASCII character: the
/// recognizer works on bytes, and a wider character is not one.
pub(crate) fn ascii_char(bound: &str) -> Option<u8> {
    match bound.as_bytes() {
        [b] if b.is_ascii() => Some(*b),
        _ => None,
    }
}

/// The bytes of the range `a..b` of pest, when both bounds are ASCII.
pub(crate) fn range_set(a: &str, b: &str) -> Option<Set> {
    Some(set_of_bytes(ascii_char(a)?..=ascii_char(b)?))
}

/// The one character of a range bound, when it is one.
pub(crate) fn bound_char(bound: &str) -> Option<char> {
    let mut chars = bound.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// A set of characters: the ASCII ones as a byte set, the others as ranges
/// of scalar values. What one character of the set is in the input: one
/// byte of `ascii`, or the UTF-8 encoding of a scalar in one of `wide`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Chars {
    /// The members one byte long: ASCII only when `wide` has ranges (the
    /// table a byte below 0x80 is looked up in). Without ranges, a plain
    /// byte set, which may hold bytes from 0x80 up (the first bytes that
    /// can begin an alternative, some of them the start of a character's
    /// UTF-8).
    pub(crate) ascii: Set,
    /// The members from U+0080 up, as sorted, disjoint, non-adjacent
    /// ranges of code points.
    pub(crate) wide: Vec<(u32, u32)>,
}

impl Chars {
    /// The characters of the byte set `ascii`: single bytes, no range
    /// above ASCII.
    pub(crate) fn of_bytes(ascii: Set) -> Chars {
        Chars {
            ascii,
            wide: Vec::new(),
        }
    }

    /// The characters of pest's range `a..b`, when both bounds are one
    /// character each.
    pub(crate) fn of_range(a: &str, b: &str) -> Option<Chars> {
        let (lo, hi) = (u32::from(bound_char(a)?), u32::from(bound_char(b)?));
        let ascii = set_of_bytes((lo..=hi.min(0x7F)).filter_map(|c| u8::try_from(c).ok()));
        let wide = if hi >= 0x80 {
            vec![(lo.max(0x80), hi)]
        } else {
            Vec::new()
        };
        Some(Chars { ascii, wide }.normalized())
    }

    /// The characters in `self` or `other`.
    pub(crate) fn union(&self, other: &Chars) -> Chars {
        let mut wide = self.wide.clone();
        wide.extend(other.wide.iter().copied());
        Chars {
            ascii: union(&self.ascii, &other.ascii),
            wide,
        }
        .normalized()
    }

    /// `wide` sorted, its overlapping and adjacent ranges merged, the empty
    /// ones dropped.
    fn normalized(mut self) -> Chars {
        self.wide.retain(|&(lo, hi)| lo <= hi);
        self.wide.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::new();
        for (lo, hi) in self.wide {
            match merged.last_mut() {
                Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
                _ => merged.push((lo, hi)),
            }
        }
        self.wide = merged;
        self
    }

    /// The bytes a member's encoding can begin with.
    pub(crate) fn first(&self) -> Set {
        let mut set = self.ascii;
        for &(lo, hi) in &self.wide {
            for b in utf8::first_bytes(lo, hi) {
                set[usize::from(b)] = true;
            }
        }
        set
    }

    /// The byte set, when no member is above ASCII (a set of single bytes,
    /// as [`Chars::of_bytes`] makes).
    pub(crate) fn as_bytes(&self) -> Option<Set> {
        self.wide.is_empty().then_some(self.ascii)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(set: &Set) -> String {
        members(set).map(char::from).collect()
    }

    #[test]
    fn set_of_bytes_holds_exactly_its_bytes() {
        let set = set_of_bytes(*b"cab");
        assert_eq!(text(&set), "abc");
        assert_eq!(members(&EMPTY).count(), 0);
        assert_eq!(members(&FULL).count(), 256);
    }

    #[test]
    fn union_and_disjoint() {
        let ab = set_of_bytes(*b"ab");
        let bc = set_of_bytes(*b"bc");
        let xy = set_of_bytes(*b"xy");
        assert_eq!(text(&union(&ab, &bc)), "abc");
        assert!(!disjoint(&ab, &bc));
        assert!(disjoint(&ab, &xy));
        assert!(disjoint(&ab, &EMPTY));
    }

    #[test]
    fn builtins_are_pests_ascii_classes() {
        let set = |name| builtin_set(name).map(|s| text(&s));
        assert_eq!(set("ASCII_DIGIT").as_deref(), Some("0123456789"));
        assert_eq!(set("ASCII_NONZERO_DIGIT").as_deref(), Some("123456789"));
        assert_eq!(set("ASCII_BIN_DIGIT").as_deref(), Some("01"));
        assert_eq!(set("ASCII_OCT_DIGIT").as_deref(), Some("01234567"));
        assert_eq!(
            set("ASCII_HEX_DIGIT").as_deref(),
            Some("0123456789ABCDEFabcdef")
        );
        assert_eq!(set("ASCII_ALPHA").map(|s| s.len()), Some(52));
        assert_eq!(set("ASCII_ALPHANUMERIC").map(|s| s.len()), Some(62));
        assert_eq!(set("ASCII").map(|s| s.len()), Some(128));
        // Not one byte, or not a builtin.
        assert_eq!(set("ANY"), None);
        assert_eq!(set("NEWLINE"), None);
        assert_eq!(set("SOI"), None);
        assert_eq!(set("pchar"), None);
    }

    #[test]
    fn anchors_are_soi_and_eoi() {
        assert!(is_anchor("SOI"));
        assert!(is_anchor("EOI"));
        assert!(!is_anchor("ANY"));
    }

    #[test]
    fn range_bounds_must_be_one_ascii_character() {
        assert_eq!(ascii_char("a"), Some(b'a'));
        assert_eq!(ascii_char("é"), None);
        assert_eq!(ascii_char("ab"), None);
        assert_eq!(ascii_char(""), None);
        assert_eq!(
            range_set("0", "3").map(|s| text(&s)).as_deref(),
            Some("0123")
        );
        assert_eq!(range_set("a", "ü"), None);
    }

    #[test]
    fn a_range_of_characters_is_cut_at_ascii() {
        let chars = Chars::of_range("x", "\u{100}").expect("one character each");
        assert_eq!(text(&chars.ascii), "xyz{|}~\u{7f}");
        assert_eq!(chars.wide, [(0x80, 0x100)]);
        let first = chars.first();
        assert!(first[0xC2] && first[0xC4] && !first[0xC5] && !first[0x80]);
        let ascii = Chars::of_range("0", "9").expect("one character each");
        assert_eq!(
            ascii.as_bytes().map(|s| text(&s)).as_deref(),
            Some("0123456789")
        );
        assert_eq!(Chars::of_range("ab", "c"), None);
    }

    #[test]
    fn a_union_of_characters_merges_its_ranges() {
        let a = Chars::of_range("\u{a0}", "\u{d7ff}").expect("a");
        let b = Chars::of_range("\u{e000}", "\u{f8ff}").expect("b");
        let all = a
            .union(&b)
            .union(&Chars::of_range("\u{f900}", "\u{fdcf}").expect("c"));
        assert_eq!(all.wide, [(0xA0, 0xD7FF), (0xE000, 0xFDCF)]);
        assert_eq!(a.union(&a), a);
        assert_eq!(Chars::of_bytes(EMPTY).union(&a), a);
    }

    #[test]
    fn both_cases_of_a_letter_and_of_a_symbol() {
        assert_eq!(both_cases(b'v'), [b'v', b'V']);
        assert_eq!(both_cases(b'%'), [b'%', b'%']);
    }
}
