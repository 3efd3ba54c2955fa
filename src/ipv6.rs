//! Turning the text of an `IPv6address` into a [`Ipv6Addr`].

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
/// One pass over the bytes. `None` only if `text` is not such an address;
/// the callers report that rather than trust the grammar blindly.
pub(crate) fn parse(text: &str) -> Option<Ipv6Addr> {
    let bytes = text.as_bytes();
    let mut pieces = [0u16; 8];
    let mut len = 0;
    // Where "::" stands among the pieces.
    let mut gap = None;
    let mut i = 0;
    if bytes.starts_with(b"::") {
        gap = Some(0);
        i = 2;
    }
    while i < bytes.len() {
        let start = i;
        let mut value: u16 = 0;
        while let Some(&b) = bytes.get(i) {
            let digit = HEX[usize::from(b)];
            if digit > 0xf {
                break;
            }
            if i - start == 4 {
                return None;
            }
            // At most four digits: no bit shifted out.
            value = value << 4 | u16::from(digit);
            i += 1;
        }
        if bytes.get(i) == Some(&b'.') {
            // The last two pieces, written as an IPv4address.
            let [a, b, c, d] = crate::ipv4::parse(text.get(start..)?)?.octets();
            *pieces.get_mut(len)? = u16::from_be_bytes([a, b]);
            *pieces.get_mut(len + 1)? = u16::from_be_bytes([c, d]);
            len += 2;
            break;
        }
        if i == start {
            return None;
        }
        *pieces.get_mut(len)? = value;
        len += 1;
        match bytes.get(i..) {
            Some([]) => break,
            Some([b':', b':', ..]) if gap.is_none() => {
                gap = Some(len);
                i += 2;
            }
            // A ":" must have a piece after it.
            Some([b':', next, ..]) if *next != b':' => i += 1,
            _ => return None,
        }
    }
    match gap {
        None if len == 8 => Some(Ipv6Addr::from(pieces)),
        // "::" stands for at least one zero piece.
        Some(at) if len <= 7 => {
            // The pieces after "::" move to the end, zeros in between: eight
            // fixed steps rather than two copies of a length known only here.
            let zeros = 8 - len;
            let mut out = [0u16; 8];
            for (k, slot) in out.iter_mut().enumerate() {
                *slot = if k < at {
                    pieces.get(k).copied()?
                } else if k < at + zeros {
                    0
                } else {
                    pieces.get(k - zeros).copied()?
                };
            }
            Some(Ipv6Addr::from(out))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::test_strings::strings;
    // From the crate root: a bare `super::parse` reads, to an import
    // scanner that does not see inline modules, as the `parse` module.
    use crate::ipv6::parse;
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
