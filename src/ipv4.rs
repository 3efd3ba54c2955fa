//! Turning the text of an `IPv4address` into an [`Ipv4Addr`].

use std::net::Ipv4Addr;

/// The address denoted by `text`, which the grammar has matched as an
/// `IPv4address` (RFC 3986 §3.2.2): four `dec-octet`s separated by `.`, each
/// at most 255 and without leading zeros.
///
/// A loop over the bytes, at a fraction of the cost of `Ipv4Addr`'s
/// `FromStr`; it checks as much as the grammar does. `None` only if `text`
/// is not such an address, which the callers report rather than trust the
/// grammar blindly.
#[inline]
pub(crate) fn parse(text: &str) -> Option<Ipv4Addr> {
    let mut octets = [0u8; 4];
    let mut parts = text.split('.');
    for octet in &mut octets {
        let part = parts.next()?.as_bytes();
        if part.is_empty() || part.len() > 3 || (part.len() > 1 && part.first() == Some(&b'0')) {
            return None;
        }
        let mut value: u16 = 0;
        for &b in part {
            if !b.is_ascii_digit() {
                return None;
            }
            value = value * 10 + u16::from(b - b'0');
        }
        *octet = u8::try_from(value).ok()?;
    }
    parts.next().is_none().then_some(Ipv4Addr::from(octets))
}

#[cfg(test)]
mod tests {
    use super::parse;
    use std::net::Ipv4Addr;

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
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }
}
