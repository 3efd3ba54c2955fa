//! Which IP addresses are not public: the ranges `deny-non-public` refuses,
//! and the IPv4 address an IPv6 address stands for.

use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The address a client connects to through `address`: the IPv4 address
/// of an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, the same host), else
/// `address` itself. Host allowlists compare these.
pub(crate) fn canonical(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(IpAddr::V6(v6), IpAddr::V4),
        IpAddr::V4(v4) => IpAddr::V4(v4),
    }
}

/// Why an address is not public.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct NonPublic {
    /// The IPv4 address an IPv6 address was judged as, and how it holds
    /// it (`IPv4-mapped`, `NAT64`, `6to4`).
    pub(crate) through: Option<(Ipv4Addr, &'static str)>,
    /// The kind of address and its range: `a loopback address (127.0.0.0/8)`.
    pub(crate) kind: &'static str,
}

/// Why `address` is not public; `None` when it is.
pub(crate) fn non_public(address: IpAddr) -> Option<NonPublic> {
    match address {
        IpAddr::V4(v4) => v4_kind(v4).map(|kind| NonPublic {
            through: None,
            kind,
        }),
        IpAddr::V6(v6) => {
            if let Some((v4, how)) = embedded_v4(v6) {
                return v4_kind(v4).map(|kind| NonPublic {
                    through: Some((v4, how)),
                    kind,
                });
            }
            v6_kind(v6).map(|kind| NonPublic {
                through: None,
                kind,
            })
        }
    }
}

/// The IPv4 address an IPv6 address carries and leads to: IPv4-mapped
/// (`::ffff:0:0/96`), IPv4-translated (`::ffff:0:0:0/96`, RFC 2765), the
/// NAT64 well-known prefix (`64:ff9b::/96`, RFC
/// 6052) and 6to4 (`2002::/16`, RFC 3056).
fn embedded_v4(address: Ipv6Addr) -> Option<(Ipv4Addr, &'static str)> {
    if let Some(v4) = address.to_ipv4_mapped() {
        return Some((v4, "IPv4-mapped"));
    }
    let v4 = |high: u16, low: u16| Ipv4Addr::from((u32::from(high) << 16) | u32::from(low));
    match address.segments() {
        [0x64, 0xff9b, 0, 0, 0, 0, high, low] => Some((v4(high, low), "NAT64")),
        [0, 0, 0, 0, 0xffff, 0, high, low] => Some((v4(high, low), "IPv4-translated")),
        [0x2002, high, low, ..] => Some((v4(high, low), "6to4")),
        _ => None,
    }
}

/// The kind of a non-public IPv4 address, with its range.
fn v4_kind(address: Ipv4Addr) -> Option<&'static str> {
    let [a, b, c, d] = address.octets();
    Some(match (a, b, c, d) {
        (0, 0, 0, 0) => "the unspecified address (0.0.0.0)",
        (0, ..) => "a \"this network\" address (0.0.0.0/8)",
        (10, ..) => "a private address (10.0.0.0/8)",
        (100, 64..=127, ..) => "a shared address (100.64.0.0/10, carrier-grade NAT)",
        (127, ..) => "a loopback address (127.0.0.0/8)",
        (169, 254, ..) => "a link-local address (169.254.0.0/16)",
        (172, 16..=31, ..) => "a private address (172.16.0.0/12)",
        (192, 0, 0, _) => "an IETF protocol assignment (192.0.0.0/24)",
        (192, 0, 2, _) => "a documentation address (192.0.2.0/24)",
        (192, 168, ..) => "a private address (192.168.0.0/16)",
        (198, 18..=19, ..) => "a benchmarking address (198.18.0.0/15)",
        (198, 51, 100, _) => "a documentation address (198.51.100.0/24)",
        (203, 0, 113, _) => "a documentation address (203.0.113.0/24)",
        (224..=239, ..) => "a multicast address (224.0.0.0/4)",
        (255, 255, 255, 255) => "the broadcast address (255.255.255.255)",
        (240..=255, ..) => "a reserved address (240.0.0.0/4)",
        _ => return None,
    })
}

/// The kind of a non-public IPv6 address (one that carries no IPv4
/// address), with its range.
fn v6_kind(address: Ipv6Addr) -> Option<&'static str> {
    let bits = u128::from(address);
    let within = |prefix: u128, len: u32| bits >> (128 - len) == prefix >> (128 - len);
    Some(if address.is_unspecified() {
        "the unspecified address (::)"
    } else if address.is_loopback() {
        "the loopback address (::1)"
    } else if within(0, 96) {
        "an IPv4-compatible address (::/96, deprecated)"
    } else if within(0x0064_ff9b_0001 << 80, 48) {
        "a local-use NAT64 address (64:ff9b:1::/48)"
    } else if within(0x0100 << 112, 64) {
        "a discard-only address (100::/64)"
    } else if within(0x2001_0db8 << 96, 32) {
        "a documentation address (2001:db8::/32)"
    } else if within(0x3fff << 112, 20) {
        "a documentation address (3fff::/20)"
    } else if within(0xfc00 << 112, 7) {
        "a unique local address (fc00::/7)"
    } else if within(0xfe80 << 112, 10) {
        "a link-local address (fe80::/10)"
    } else if within(0xfec0 << 112, 10) {
        "a site-local address (fec0::/10, deprecated)"
    } else if within(0xff00 << 112, 8) {
        "a multicast address (ff00::/8)"
    } else {
        return None;
    })
}

#[cfg(test)]
mod tests {
    use super::{canonical, non_public};
    use core::net::{IpAddr, Ipv4Addr};

    fn judged(text: &str) -> Option<&'static str> {
        let address: IpAddr = text.parse().unwrap();
        non_public(address).map(|n| n.kind)
    }

    #[test]
    fn ipv4_ranges() {
        for text in [
            "0.0.0.0",
            "0.1.2.3",
            "10.0.0.1",
            "100.64.0.1",
            "100.127.255.255",
            "127.0.0.1",
            "127.255.255.254",
            "169.254.169.254",
            "172.16.0.1",
            "172.31.255.255",
            "192.0.0.170",
            "192.0.2.1",
            "192.168.1.1",
            "198.18.0.1",
            "198.19.255.255",
            "198.51.100.7",
            "203.0.113.9",
            "224.0.0.1",
            "239.255.255.255",
            "240.0.0.1",
            "255.255.255.255",
        ] {
            assert!(judged(text).is_some(), "{text}");
        }
        for text in [
            "1.1.1.1",
            "8.8.8.8",
            "100.63.255.255",
            "100.128.0.0",
            "172.15.255.255",
            "172.32.0.0",
            "192.0.1.1",
            "192.169.0.1",
            "198.17.255.255",
            "198.20.0.0",
            "223.255.255.255",
            "93.184.216.34",
        ] {
            assert_eq!(judged(text), None, "{text}");
        }
    }

    #[test]
    fn ipv6_ranges() {
        for text in [
            "::",
            "::1",
            "::127.0.0.1",
            "::ffff:127.0.0.1",
            "::ffff:10.1.2.3",
            "64:ff9b::a9fe:a9fe",
            "64:ff9b:1::1",
            "100::1",
            "2001:db8::1",
            "2002:7f00:1::",
            "3fff::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "febf::1",
            "fec0::1",
            "ff02::1",
        ] {
            assert!(judged(text).is_some(), "{text}");
        }
        for text in [
            "2606:4700::1111",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
            "2002:808:808::1",
            "2001:db9::1",
            "4000::1",
            "fbff::1",
        ] {
            assert_eq!(judged(text), None, "{text}");
        }
    }

    #[test]
    fn mapped_addresses_are_their_ipv4_address() {
        let mapped: IpAddr = "::ffff:127.0.0.1".parse().unwrap();
        assert_eq!(canonical(mapped), IpAddr::V4(Ipv4Addr::LOCALHOST));
        let nat64: IpAddr = "64:ff9b::7f00:1".parse().unwrap();
        assert_eq!(canonical(nat64), nat64);
        let through = non_public(nat64).and_then(|n| n.through);
        assert_eq!(through, Some((Ipv4Addr::LOCALHOST, "NAT64")));
    }
}
