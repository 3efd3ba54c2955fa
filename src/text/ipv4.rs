//! Turning the text of an `IPv4address` into an [`Ipv4Addr`], whole
//! (`parse`) or where it begins inside more text (`address_at`): a host's
//! address on the recognizer's parse path, which reads the rule with it,
//! and the tail of an IPv6 address.

use core::net::Ipv4Addr;

/// The address denoted by `text`, which the grammar has matched as an
/// `IPv4address` (RFC 3986 §3.2.2): four `dec-octet`s separated by `.`, each
/// at most 255 and without leading zeros.
///
/// One pass over the bytes, at a fraction of the cost of `Ipv4Addr`'s
/// `FromStr`; it checks as much as the grammar does. `None` only if `text`
/// is not such an address, which the callers report rather than trust the
/// grammar blindly.
#[inline]
pub(crate) fn parse(text: &str) -> Option<Ipv4Addr> {
    match address_at(text.as_bytes(), 0) {
        Some((end, address)) if end == text.len() => Some(address),
        _ => None,
    }
}

/// The `IPv4address` at `pos` in `s` and where it ends, each `dec-octet`
/// the whole run of digits there; `None` when there is none.
#[inline]
pub(crate) fn address_at(s: &[u8], pos: usize) -> Option<(usize, Ipv4Addr)> {
    let mut bits = 0u32;
    let mut i = pos;
    for octet in 0..4 {
        if octet > 0 {
            if s.get(i) != Some(&b'.') {
                return None;
            }
            i += 1;
        }
        let start = i;
        let mut value = 0u32;
        while let Some(&b) = s.get(i).filter(|b| b.is_ascii_digit()) {
            // At most three digits, and no leading zero.
            if i - start == 3 || (i - start == 1 && value == 0) {
                return None;
            }
            value = value * 10 + u32::from(b - b'0');
            i += 1;
        }
        if i == start || value > 255 {
            return None;
        }
        bits = bits << 8 | value;
    }
    Some((i, Ipv4Addr::from(bits)))
}

#[cfg(test)]
mod tests {
    // From the crate root: a bare `super::parse` reads, to an import
    // scanner that does not see inline modules, as the `parse` module.
    use crate::text::ipv4::parse;
    use core::net::Ipv4Addr;

    #[test]
    fn every_dec_octet_form() {
        for text in [
            "0.9.10.99",
            "100.199.200.249",
            "250.255.1.2",
            "255.255.255.255",
        ] {
            let expected: Ipv4Addr = text.parse().expect("a valid test address");
            assert_eq!(parse(text), Some(expected), "{text}");
        }
    }

    /// `Ipv4Addr`'s `FromStr` reads the same language as `IPv4address`.
    #[test]
    fn agrees_with_the_standard_library() {
        let octets = [
            "0", "00", "01", "9", "10", "99", "100", "199", "249", "250", "255", "256", "300",
            "1000", "a", "",
        ];
        let mut texts = vec![String::new()];
        for a in octets {
            texts.push(a.to_owned());
            for b in octets {
                texts.push(format!("{a}.{b}"));
                for c in octets {
                    texts.push(format!("{a}.{b}.{c}"));
                    for d in octets {
                        texts.push(format!("{a}.{b}.{c}.{d}"));
                        texts.push(format!("{a}.{b}.{c}.{d}.1"));
                    }
                }
            }
        }
        let mut last = vec![String::new()];
        for _ in 0..6 {
            last = last
                .iter()
                .flat_map(|s| ["0", "1", "5", ".", "a"].map(|t| format!("{s}{t}")))
                .collect();
            texts.extend(last.iter().cloned());
        }
        for text in texts {
            assert_eq!(parse(&text), text.parse().ok(), "{text:?}");
        }
    }

    #[test]
    fn an_address_followed_by_more_ends_where_its_last_octet_does() {
        use crate::text::ipv4::address_at;
        let at = |s: &str, pos: usize| {
            address_at(s.as_bytes(), pos).map(|(end, a)| (end, a.to_string()))
        };
        assert_eq!(at("::1.2.3.4]", 2), Some((9, "1.2.3.4".to_owned())));
        assert_eq!(
            at("255.0.10.199/", 0),
            Some((12, "255.0.10.199".to_owned()))
        );
        assert_eq!(at("1.2.3.4.5", 0), Some((7, "1.2.3.4".to_owned())));
        // Each octet is the whole run of digits.
        assert_eq!(at("1.2.3.0255", 0), None);
        assert_eq!(at("1.2.3.01", 0), None);
        assert_eq!(at("1.2.3", 0), None);
        assert_eq!(at("1.2.3.4", 8), None);
    }

    #[test]
    fn refuses_what_is_not_an_address() {
        for text in [
            "",
            "1.2.3",
            "1.2.3.4.5",
            "256.1.1.1",
            "01.2.3.4",
            "1.2.3.",
            ".1.2.3",
            "1.2.3.4a",
            "1..2.3",
            "1000.1.1.1",
            "-1.2.3.4",
            "1.2.3.+4",
            "1.2.3.4\u{0}",
            "255.255.255.2555",
            "1.2.3.0255",
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }
}
