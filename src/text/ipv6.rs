//! Reading an `IPv6address` into an [`Ipv6Addr`]: the recognizer's parse
//! path checks and converts one in a single pass (`address_at`), and the
//! walk of pest's tree converts the text pest matched (`parse`).

use core::net::Ipv6Addr;

/// The value of each hexadecimal digit, and `0xff` for every other byte:
/// one lookup a byte.
static HEX: [u8; 256] = {
    let mut table = [0xff; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = match c {
            b'0'..=b'9' => c - b'0',
            b'a'..=b'f' => c - b'a' + 10,
            b'A'..=b'F' => c - b'A' + 10,
            _ => 0xff,
        };
        b += 1;
    }
    table
};

/// The address denoted by `text`, which the grammar has matched as an
/// `IPv6address` (RFC 3986 §3.2.2): up to eight `h16` pieces separated by
/// `:`, at most one `::` standing for one or more zero pieces, and an
/// optional trailing `IPv4address` counting as two pieces.
///
/// `None` only if `text` is not such an address; the callers report that
/// rather than trust the grammar blindly.
pub(crate) fn parse(text: &str) -> Option<Ipv6Addr> {
    match address_at(text.as_bytes(), 0) {
        Some((end, address)) if end == text.len() => Some(address),
        _ => None,
    }
}

/// The `IPv6address` at `pos` in `s`, checked and converted in one pass:
/// where it ends and its value. Each piece is the whole run of hexadecimal
/// digits there, and the address ends at the first piece followed by
/// neither `:` nor `.` (or at a `::` followed by no piece); `None` when
/// what is read so is not an address.
///
/// In an `IP-literal`, `]` follows the address and cannot stand in one:
/// the literal holds an address exactly when this finds one followed by
/// `]`. The recognizer's parse path reads it so (the grammar's nine
/// alternatives would read it again and again, and the conversion once
/// more); `tests/fast_path.rs` compares it with pest on every short
/// literal.
#[inline]
pub(crate) fn address_at(s: &[u8], pos: usize) -> Option<(usize, Ipv6Addr)> {
    // The pieces read, the first in the highest bits.
    let mut bits: u128 = 0;
    let mut pieces = 0u32;
    // How many pieces stood before "::", once read: when that is all the
    // pieces read, "::" was the last thing read, and the address may end.
    let mut gap = None;
    let mut i = pos;
    if s.get(i) == Some(&b':') {
        if s.get(i + 1) != Some(&b':') {
            return None;
        }
        gap = Some(0);
        i += 2;
    }
    let end = loop {
        let start = i;
        let mut value: u16 = 0;
        while let Some(digit) = s.get(i).map(|&b| HEX[usize::from(b)]).filter(|&d| d <= 0xf) {
            if i - start == 4 {
                return None;
            }
            // At most four digits: no bit shifted out.
            value = value << 4 | u16::from(digit);
            i += 1;
        }
        if i == start {
            if gap == Some(pieces) {
                break i;
            }
            // A ":" must have a piece after it.
            return None;
        }
        if pieces == 8 {
            return None;
        }
        if s.get(i) == Some(&b'.') {
            // The last two pieces, written as an IPv4address.
            let (end, v4) = crate::text::ipv4::address_at(s, start)?;
            bits = bits << 32 | u128::from(v4.to_bits());
            pieces += 2;
            break end;
        }
        bits = bits << 16 | u128::from(value);
        pieces += 1;
        if s.get(i) != Some(&b':') {
            break i;
        }
        if s.get(i + 1) == Some(&b':') {
            if gap.is_some() {
                return None;
            }
            gap = Some(pieces);
            i += 2;
        } else {
            i += 1;
        }
    };
    let bits = match gap {
        None if pieces == 8 => bits,
        // "::" stands for at least one zero piece: the pieces before it
        // move up over the zeros.
        Some(before) if pieces <= 7 => {
            let after = 16 * (pieces - before);
            let low = bits & ((1u128 << after) - 1);
            (bits >> after).checked_shl(16 * (8 - before)).unwrap_or(0) | low
        }
        _ => return None,
    };
    Some((end, Ipv6Addr::from(bits)))
}

#[cfg(test)]
mod tests {
    use crate::test_strings::strings;
    // From the crate root: a bare `super::parse` reads, to an import
    // scanner that does not see inline modules, as the `parse` module.
    use crate::text::ipv6::parse;
    use core::net::Ipv6Addr;

    #[track_caller]
    fn same(text: &str, expected: &str) {
        let expected: Ipv6Addr = expected.parse().expect("a valid test address");
        assert_eq!(parse(text), Some(expected), "{text}");
    }

    #[test]
    fn every_form_of_rfc3986() {
        same("1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8");
        same("1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304");
        same("::2:3:4:5:6:7:8", "0:2:3:4:5:6:7:8");
        same("1::3:4:5:6:7:8", "1:0:3:4:5:6:7:8");
        same("::", "0:0:0:0:0:0:0:0");
        same("::1", "0:0:0:0:0:0:0:1");
        same("1::", "1:0:0:0:0:0:0:0");
        same("1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0");
        same("::ffff:192.0.2.1", "::ffff:c000:201");
        same("ABCD::ef01", "abcd::ef01");
        same("1::255.255.255.255", "1::ffff:ffff");
        same("::1.2.3.4", "::102:304");
        same("1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0");
        same("::2:3:4:5:6:7:8", "0:2:3:4:5:6:7:8");
        same("0000:00:0::FFFF", "::ffff");
    }

    /// `Ipv6Addr`'s `FromStr` reads the same language as `IPv6address`.
    #[test]
    fn agrees_with_the_standard_library() {
        let tokens = [
            ":", "::", "0", "fF", "abcd", "12345", "1.2.3.4", ".", "01", "g",
        ];
        for text in strings(&tokens, 5) {
            assert_eq!(parse(&text), text.parse().ok(), "{text:?}");
        }
        // Up to nine pieces and separators, enough to pass eight pieces.
        for text in strings(&["1:", "::", "1", "1.2.3.4"], 9) {
            assert_eq!(parse(&text), text.parse().ok(), "{text:?}");
        }
    }

    #[test]
    fn an_address_inside_a_literal_ends_where_it_stops() {
        use crate::text::ipv6::address_at;
        let at = |s: &str, pos: usize| {
            address_at(s.as_bytes(), pos).map(|(end, a)| (end, a.to_string()))
        };
        assert_eq!(at("[::1]", 1), Some((4, "::1".to_owned())));
        assert_eq!(at("[1::]/", 1), Some((4, "1::".to_owned())));
        assert_eq!(
            at("[1:2:3:4:5:6:7:8]", 1),
            Some((16, "1:2:3:4:5:6:7:8".to_owned()))
        );
        assert_eq!(
            at("[::ffff:1.2.3.4]:80", 1),
            Some((15, "::ffff:1.2.3.4".to_owned()))
        );
        // Read greedily: what follows is the caller's to judge.
        assert_eq!(at("::1:", 0), None);
        assert_eq!(at("::1g", 0), Some((3, "::1".to_owned())));
        assert_eq!(at("1::2::", 0), None);
        assert_eq!(at("[1:2]", 1), None);
        assert_eq!(at("::", 3), None);
        assert_eq!(at("", 0), None);
    }

    #[test]
    fn refuses_what_is_not_an_address() {
        for text in [
            "",
            ":",
            "1:2",
            "1::2::3",
            "1:2:3:4:5:6:7:8:9",
            "12345::",
            "::1.2.3",
            "1:2:3:4:5:6:7::8",
            "1:",
            ":1",
            ":::",
            "1:::2",
            "1::2:",
            "::1.2.3.4.5",
            "::01.2.3.4",
            "1:2:3:4:5:6:7:1.2.3.4",
            "1.2.3.4::",
            "g::",
            "\u{0}::",
            "::\u{0}",
            "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.2555",
            "1:2:3:4:5:6:7:8:",
            "1:2:3:4:5:6:7:8::",
            "::1:2:3:4:5:6:7:8",
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }
}
