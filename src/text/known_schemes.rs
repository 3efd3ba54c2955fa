//! What this crate knows of particular schemes: their default ports
//! (`rfc3986::scheme`).
//!
//! The ports are those of the IANA Service Name and Transport Protocol
//! Port Number Registry for the scheme's protocol, as the scheme's own
//! specification (listed for each) or, for a provisional scheme, the
//! registry names them. Scheme names are compared case-insensitively
//! (RFC 3986 §3.1).

/// Every scheme this crate knows a default port of, lower-case, with the
/// port, sorted by name.
///
/// ```
/// assert!(rfc3986::scheme::DEFAULT_PORTS.contains(&("https", 443)));
/// ```
pub const DEFAULT_PORTS: [(&str, u16); 46] = [
    ("amqp", 5672),       // AMQP 0-9-1 URI specification
    ("amqps", 5671),      // AMQP 0-9-1 URI specification
    ("coap", 5683),       // RFC 7252 §6.1
    ("coaps", 5684),      // RFC 7252 §6.2
    ("dns", 53),          // RFC 4501 §2
    ("ftp", 21),          // RFC 1738 §3.2
    ("git", 9418),        // IANA port registry, git
    ("gopher", 70),       // RFC 4266 §2.1
    ("http", 80),         // RFC 9110 §4.2.1
    ("https", 443),       // RFC 9110 §4.2.2
    ("imap", 143),        // RFC 5092 §3
    ("ipp", 631),         // RFC 3510 §4
    ("ipps", 631),        // RFC 7472 §4.2 (the port of ipp)
    ("irc", 6667),        // IANA provisional scheme; port registry, ircu
    ("ircs", 6697),       // IANA provisional scheme; port registry, ircs-u
    ("ldap", 389),        // RFC 4516 §2
    ("ldaps", 636),       // IANA provisional scheme; port registry, ldaps
    ("mongodb", 27017),   // MongoDB connection string; port registry, mongodb
    ("mqtt", 1883),       // IANA provisional scheme; port registry, mqtt
    ("mqtts", 8883),      // IANA provisional scheme; port registry, secure-mqtt
    ("msrp", 2855),       // RFC 4975 §9
    ("msrps", 2855),      // RFC 4975 §9
    ("mysql", 3306),      // MySQL connection URI; port registry, mysql
    ("nfs", 2049),        // RFC 2224 §2
    ("nntp", 119),        // RFC 5538 §2.2
    ("pop", 110),         // RFC 2384 §3
    ("postgres", 5432),   // PostgreSQL libpq connection URI
    ("postgresql", 5432), // PostgreSQL libpq connection URI
    ("redis", 6379),      // IANA provisional scheme; port registry, redis
    ("rsync", 873),       // RFC 5781 §2
    ("rtsp", 554),        // RFC 7826 §19.2
    ("rtsps", 322),       // RFC 7826 §19.2
    ("sftp", 22),         // IANA provisional scheme (draft-ietf-secsh-scp-sftp-ssh-uri)
    ("sip", 5060),        // RFC 3261 §19.1.2
    ("sips", 5061),       // RFC 3261 §19.1.2
    ("snmp", 161),        // RFC 4088 §2
    ("ssh", 22),          // IANA provisional scheme (draft-ietf-secsh-scp-sftp-ssh-uri)
    ("stun", 3478),       // RFC 7064 §3.2
    ("stuns", 5349),      // RFC 7064 §3.2
    ("telnet", 23),       // RFC 4248 §2
    ("tftp", 69),         // RFC 3617 §2
    ("turn", 3478),       // RFC 7065 §3.2
    ("turns", 5349),      // RFC 7065 §3.2
    ("vnc", 5900),        // RFC 7869 §2
    ("ws", 80),           // RFC 6455 §3
    ("wss", 443),         // RFC 6455 §3
];

/// The default port of `scheme` (in any case), from [`DEFAULT_PORTS`].
///
/// ```
/// use rfc3986::scheme::default_port;
///
/// assert_eq!(default_port("https"), Some(443));
/// assert_eq!(default_port("SSH"), Some(22));
/// assert_eq!(default_port("mailto"), None);
/// ```
#[must_use]
pub fn default_port(scheme: &str) -> Option<u16> {
    DEFAULT_PORTS
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(scheme))
        .map(|&(_, port)| port)
}

/// Whether `scheme` (in any case) is one of the WHATWG URL Standard's
/// special schemes with a host (`file` left out): a WHATWG parser finds
/// their host without `//` (`http:/evil.com`) or past an empty one
/// (`http:///evil.com`), and reads `\\` as `/` in them. The lint and the
/// policy both ask.
pub(crate) fn is_whatwg_special(scheme: &str) -> bool {
    ["http", "https", "ws", "wss", "ftp"]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(scheme))
}

#[cfg(test)]
mod tests {
    use super::DEFAULT_PORTS;

    #[test]
    fn the_table_is_sorted_lower_case_and_has_no_duplicate() {
        for pair in DEFAULT_PORTS.windows(2) {
            assert!(pair[0].0 < pair[1].0, "{pair:?}");
        }
        for (name, _) in DEFAULT_PORTS {
            assert_eq!(name, name.to_ascii_lowercase());
        }
    }
}
