//! The IPv4 parser of the WHATWG URL Standard (§3.5, "IPv4 parser"), the
//! reading `inet_aton` shares: one to four parts, each decimal, octal
//! (a leading `0`) or hexadecimal (`0x`), the last filling the bits the
//! others leave. `0x7f.1`, `017700000001` and `2130706433` are all
//! `127.0.0.1` there, and registered names to RFC 3986.

use core::net::Ipv4Addr;

/// What a WHATWG parser makes of a host (already percent-decoded, as it
/// would be by then; ASCII case does not matter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reading {
    /// The host does not end in a number: a domain to such a parser.
    Domain,
    /// The host ends in a number and is this address.
    Address(Ipv4Addr),
    /// The host ends in a number that is not an address: such a parser
    /// refuses the URL.
    Refused,
}

/// The WHATWG reading of `host`.
pub(crate) fn read(host: &str) -> Reading {
    if !ends_in_a_number(host) {
        return Reading::Domain;
    }
    address(host).map_or(Reading::Refused, Reading::Address)
}

/// The standard's "ends in a number checker".
fn ends_in_a_number(host: &str) -> bool {
    let trimmed = host.strip_suffix('.').unwrap_or(host);
    if trimmed.len() < host.len() && trimmed.is_empty() {
        return false;
    }
    // The last label, found with a loop: hosts are short, and a search's
    // setup would cost more.
    let start = trimmed
        .bytes()
        .rposition(|b| b == b'.')
        .map_or(0, |dot| dot + 1);
    let last = trimmed.get(start..).unwrap_or("");
    // A number begins with a digit (`0x` included): most names end
    // here.
    if !last.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        return false;
    }
    last.bytes().all(|b| b.is_ascii_digit()) || number(last).is_some()
}

/// The standard's "IPv4 parser", on a host that ends in a number.
fn address(host: &str) -> Option<Ipv4Addr> {
    let host = host.strip_suffix('.').unwrap_or(host);
    let mut numbers = [0u64; 4];
    let mut count = 0;
    for part in host.split('.') {
        let slot = numbers.get_mut(count)?;
        *slot = number(part)?;
        count += 1;
    }
    let (last, leading) = numbers.get(..count)?.split_last()?;
    if leading.iter().any(|&n| n > 255) {
        return None;
    }
    // The last part fills the bytes the others leave: 32 bits after none,
    // 8 after three.
    let room = 8 * (5 - count as u32);
    if *last >= 1u64 << room.min(32) {
        return None;
    }
    let mut bits = *last;
    for (i, &n) in leading.iter().enumerate() {
        bits += n << (8 * (3 - i as u32));
    }
    u32::try_from(bits).ok().map(Ipv4Addr::from)
}

/// The standard's "IPv4 number parser": `None` for a part that is not a
/// number, or one too large to be part of an address.
fn number(part: &str) -> Option<u64> {
    if part.is_empty() {
        return None;
    }
    let hex = part.strip_prefix("0x").or_else(|| part.strip_prefix("0X"));
    let (digits, radix) = if let Some(hex) = hex {
        (hex, 16)
    } else if part.len() > 1 && part.starts_with('0') {
        (&part[1..], 8)
    } else {
        (part, 10)
    };
    if digits.is_empty() {
        return Some(0);
    }
    let mut value: u64 = 0;
    for b in digits.bytes() {
        let digit = u64::from(char::from(b).to_digit(radix)?);
        // Past 2^32 no part is an address; saturate rather than overflow.
        value = (value * u64::from(radix) + digit).min(1 << 33);
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::{Reading, read};
    use core::net::Ipv4Addr;

    #[test]
    fn the_standards_examples() {
        let local = Reading::Address(Ipv4Addr::LOCALHOST);
        for host in [
            "127.0.0.1",
            "0x7f.1",
            "0x7f.0.0.1",
            "017700000001",
            "2130706433",
            "0177.0.0.1",
            "127.1",
            "127.0.1",
            "127.0.0.1.",
            "0x7f000001",
        ] {
            assert_eq!(read(host), local, "{host}");
        }
        assert_eq!(read("0X7F.1"), local);
        assert_eq!(read("0x"), Reading::Address(Ipv4Addr::UNSPECIFIED));
        assert_eq!(read("example.com"), Reading::Domain);
        assert_eq!(read("1.2.3.example"), Reading::Domain);
        assert_eq!(read("0x7g"), Reading::Domain);
        assert_eq!(read(""), Reading::Domain);
        assert_eq!(read("."), Reading::Domain);
        assert_eq!(read("1.2.3.4.5"), Reading::Refused);
        assert_eq!(read("256.1.1.1"), Reading::Refused);
        assert_eq!(read("1.1.1.256"), Reading::Refused);
        assert_eq!(read("4294967296"), Reading::Refused);
        assert_eq!(read("4294967295"), Reading::Address(Ipv4Addr::BROADCAST));
        assert_eq!(read("1..1"), Reading::Refused);
        assert_eq!(read("09"), Reading::Refused);
        assert_eq!(read("example.09"), Reading::Refused);
        assert_eq!(read("99999999999999999999999"), Reading::Refused);
    }
}
