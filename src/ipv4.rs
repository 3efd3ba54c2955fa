//! Turning the text of an `IPv4address` into an [`Ipv4Addr`].

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
    let mut octets = [0u8; 4];
    let mut index = 0;
    // The value of the octet being read, and how many digits it has.
    let mut value: u16 = 0;
    let mut digits = 0;
    for &b in text.as_bytes() {
        if b == b'.' {
            *octets.get_mut(index)? = octet(value, digits)?;
            index += 1;
            (value, digits) = (0, 0);
        } else if b.is_ascii_digit() && digits < 3 && !(digits == 1 && value == 0) {
            value = value * 10 + u16::from(b - b'0');
            digits += 1;
        } else {
            return None;
        }
    }
    *octets.get_mut(index)? = octet(value, digits)?;
    (index == 3).then_some(Ipv4Addr::from(octets))
}

/// The `dec-octet` of `digits` digits that read as `value`: at least one
/// digit, at most 255.
#[inline]
fn octet(value: u16, digits: u8) -> Option<u8> {
    if digits == 0 {
        return None;
    }
    u8::try_from(value).ok()
}

#[cfg(test)]
mod tests {
    // From the crate root: a bare `super::parse` reads, to an import
    // scanner that does not see inline modules, as the `parse` module.
    use crate::ipv4::parse;
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
