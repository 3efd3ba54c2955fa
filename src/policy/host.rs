//! A host as the host rules read it ([`Target`]), and the patterns of a
//! host allowlist ([`Pattern`]).
//!
//! A registered name is read as the clients that fetch it read it: percent-
//! decoded, ASCII lower-cased, the characters IDNA maps to ASCII mapped
//! ([`crate::text::idna_fold::fold`]), one trailing `.` (the DNS root)
//! left out, and a name that ends in a number read as the IPv4 address a
//! WHATWG parser or `inet_aton` makes of it
//! ([`crate::text::whatwg_ipv4::read`]). A name that clients read in more
//! than one way is refused rather than read.

use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::String;
use core::fmt;
use core::net::{IpAddr, Ipv6Addr};

use crate::Host;
use crate::text::idna_fold;
use crate::text::percent;
use crate::text::whatwg_ipv4::{self, Reading};

use super::address::canonical;

/// What the host rules judge of a reference's host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Target {
    /// No authority, hence no host.
    Absent,
    /// An empty registered name (`http:///x`, `http://:80`), or `.`.
    Empty,
    /// A registered name that reads as a domain: folded, without its
    /// trailing `.`.
    Name(String),
    /// An IP address: an IPv4 or IPv6 host, or a registered name read as
    /// an IPv4 address (`from_name`).
    Ip { address: IpAddr, from_name: bool },
    /// An IPvFuture literal: an address of a kind this crate cannot judge.
    Future,
    /// A host clients read in more than one way, and why.
    Ambiguous(String),
}

/// The characters no host may hold once decoded: where a client that
/// decodes it ends the host, or what it refuses.
fn forbidden(c: char) -> bool {
    matches!(
        c,
        '/' | '\\' | '?' | '#' | '@' | ':' | '[' | ']' | '%' | '<' | '>' | '^' | '|' | ' '
    ) || c.is_control()
}

/// The host of a reference, as the host rules read it.
pub(crate) fn read(host: Option<Host<'_>>) -> Target {
    match host {
        None => Target::Absent,
        Some(Host::RegName { name }) => read_name(name),
        Some(Host::Ipv4 { address, .. }) => Target::Ip {
            address: IpAddr::V4(address),
            from_name: false,
        },
        Some(Host::Ipv6 { address, .. }) => Target::Ip {
            address: IpAddr::V6(address),
            from_name: false,
        },
        Some(Host::IpvFuture { .. }) => Target::Future,
    }
}

/// A registered name as written (in a URI or an IRI), as the host rules
/// read it.
fn read_name(name: &str) -> Target {
    if name.is_empty() {
        return Target::Empty;
    }
    if let Some(triplet) = encoded_ascii(name) {
        let decoded = percent::decode_lenient(triplet);
        let what = match decoded.first() {
            Some(&b) if forbidden(char::from(b)) || b == b'.' => "an encoded delimiter",
            _ => "a percent-encoded ASCII character",
        };
        return Target::Ambiguous(format!(
            "the host {} holds {what} `{triplet}`: clients disagree on where it leads",
            Shown(name)
        ));
    }
    let Some(folded) = idna_fold::fold(name) else {
        return Target::Ambiguous(format!(
            "the host {} is not UTF-8 once percent-decoded",
            Shown(name)
        ));
    };
    if let Some(c) = unsettled(name) {
        return Target::Ambiguous(format!(
            "the host {} holds `{}` (U+{:04X}), which IDNA maps to other characters: clients disagree on where it leads",
            Shown(name),
            c.escape_debug(),
            u32::from(c)
        ));
    }
    if folded.chars().any(forbidden) {
        return Target::Ambiguous(format!(
            "the host {} holds an encoded delimiter: clients disagree on where it leads",
            Shown(name)
        ));
    }
    match whatwg_ipv4::read(&folded) {
        Reading::Address(address) => Target::Ip {
            address: IpAddr::V4(address),
            from_name: true,
        },
        Reading::Refused => Target::Ambiguous(format!(
            "the host {} ends in a number but is no IPv4 address: a WHATWG parser refuses it, others may read it as an address",
            Shown(name)
        )),
        Reading::Domain => {
            let domain = folded.strip_suffix('.').unwrap_or(&folded);
            if domain.is_empty() {
                Target::Empty
            } else if domain.split('.').any(str::is_empty) {
                // `a..example.com`, `localhost..`: no DNS name, and a
                // string a suffix may match.
                Target::Ambiguous(format!(
                    "the host {} has an empty label: clients disagree on where it leads",
                    Shown(name)
                ))
            } else {
                Target::Name(domain.to_owned())
            }
        }
    }
}

/// The first `%HH` triplet of `name` that encodes an ASCII byte.
fn encoded_ascii(name: &str) -> Option<&str> {
    name.match_indices('%').find_map(|(at, _)| {
        let triplet = name.get(at..at + 3)?;
        let high = triplet.as_bytes().get(1)?;
        // The first hex digit of an ASCII byte is 0 to 7.
        matches!(high, b'0'..=b'7').then_some(triplet)
    })
}

/// The first character of `name`, percent-decoded, that IDNA maps to
/// other characters or to nothing: a name such a character is in is one
/// name to a client that maps it (a WHATWG parser: `evil。example.com` is
/// `evil.example.com`, `127.0.0.⑩` is `127.0.0.10`) and another to one
/// that does not.
///
/// The characters [`idna_fold`] maps to ASCII, and the blocks of
/// compatibility characters ([`compatibility`]), which IDNA maps or
/// refuses and no registered name holds.
fn unsettled(name: &str) -> Option<char> {
    let decoded = percent::decode_lenient(name);
    let text = core::str::from_utf8(&decoded).ok()?;
    text.chars()
        .find(|&c| !c.is_ascii() && (idna_fold::changes(c) || compatibility(c)))
}

/// Whether `c` is in a block of compatibility characters: characters IDNA
/// (UTS #46) maps to others (among them strings of ASCII letters and
/// digits the tables of [`idna_fold`] leave out: `ﬀ` is `ff`, `⑩` is `10`,
/// `㎈` is `cal`), ignores (the soft hyphen, zero-width and format
/// characters, variation selectors) or refuses. A name registered in the
/// DNS holds none of them: IDNA would have mapped them away.
fn compatibility(c: char) -> bool {
    matches!(
        c,
        '\u{00A0}'..='\u{00BF}'
            | '\u{0132}'..='\u{0133}'
            | '\u{013F}'..='\u{0140}'
            | '\u{0149}'
            | '\u{017F}'
            | '\u{01C4}'..='\u{01CC}'
            | '\u{01F1}'..='\u{01F3}'
            | '\u{02B0}'..='\u{02FF}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'..='\u{1160}'
            | '\u{17B4}'..='\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{1D2C}'..='\u{1DBF}'
            | '\u{2000}'..='\u{2BFF}'
            | '\u{2C7C}'..='\u{2C7D}'
            | '\u{3000}'..='\u{3004}'
            | '\u{3164}'
            | '\u{3200}'..='\u{33FF}'
            | '\u{FB00}'..='\u{FB4F}'
            | '\u{FE00}'..='\u{FE6F}'
            | '\u{FEFF}'
            | '\u{FF00}'..='\u{FFEF}'
            | '\u{FFF0}'..='\u{FFFF}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{1D400}'..='\u{1D7FF}'
            | '\u{1F100}'..='\u{1F1FF}'
            | '\u{1FBF0}'..='\u{1FBF9}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

/// A host name the names of localhost (RFC 6761 §6.3): `localhost` and
/// the names under it.
pub(crate) fn is_localhost(name: &str) -> bool {
    name == "localhost" || name.ends_with(".localhost")
}

/// An entry of a host allowlist.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Pattern {
    /// This name exactly (folded, without a trailing `.`).
    Exact(String),
    /// Any name under this one, not the name itself: `example.com` for
    /// `.example.com` and `*.example.com`.
    Suffix(String),
    /// This address (IPv4-mapped IPv6 addresses as their IPv4 address).
    Address(IpAddr),
    /// A pattern that is none of these, as written: it matches nothing.
    Invalid(String),
}

impl Pattern {
    /// The pattern `text` writes, or why it is none.
    pub(crate) fn parse(text: &str) -> Result<Pattern, &'static str> {
        let text = text.trim();
        if let Some(inner) = text.strip_prefix('[') {
            let inner = inner.strip_suffix(']').ok_or("an IP literal ends in `]`")?;
            return inner
                .parse::<Ipv6Addr>()
                .map(|a| Pattern::Address(canonical(IpAddr::V6(a))))
                .map_err(|_| "not an IPv6 address between `[` and `]`");
        }
        if text.contains(':') {
            return text
                .parse::<Ipv6Addr>()
                .map(|a| Pattern::Address(canonical(IpAddr::V6(a))))
                .map_err(|_| "a `:` outside an IPv6 address");
        }
        let (suffix, name) = match text.strip_prefix("*.").or_else(|| text.strip_prefix('.')) {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let folded = idna_fold::fold(name).ok_or("not UTF-8 once percent-decoded")?;
        if folded
            .chars()
            .any(|c| forbidden(c) || c == '*' || c.is_whitespace())
        {
            return Err("a host name holds no delimiter, `*` or space (a `*.` only at the start)");
        }
        let domain = folded.strip_suffix('.').unwrap_or(&folded);
        if domain.is_empty() || domain.starts_with('.') || domain.contains("..") {
            return Err("an empty label");
        }
        match whatwg_ipv4::read(domain) {
            Reading::Domain if suffix => Ok(Pattern::Suffix(domain.to_owned())),
            Reading::Domain => Ok(Pattern::Exact(domain.to_owned())),
            Reading::Address(_) if suffix => Err("a `.` or `*.` pattern needs a domain name"),
            Reading::Address(a) => Ok(Pattern::Address(IpAddr::V4(a))),
            Reading::Refused => Err("ends in a number but is no IPv4 address"),
        }
    }

    /// Whether the host `target` is one this pattern allows.
    pub(crate) fn matches(&self, target: &Target) -> bool {
        match (self, target) {
            (Pattern::Exact(pattern), Target::Name(name)) => pattern == name,
            (Pattern::Suffix(pattern), Target::Name(name)) => name
                .strip_suffix(pattern.as_str())
                .and_then(|head| head.strip_suffix('.'))
                .is_some_and(|label| !label.is_empty()),
            (Pattern::Address(pattern), Target::Ip { address, .. }) => {
                *pattern == canonical(*address)
            }
            _ => false,
        }
    }
}

/// Text from the reference in a message: between backticks, escaped, and
/// cut short past 64 characters.
pub(crate) struct Shown<'a>(pub(crate) &'a str);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const MAX: usize = 64;
        f.write_str("`")?;
        for (i, c) in self.0.chars().enumerate() {
            if i == MAX {
                f.write_str("…")?;
                break;
            }
            fmt::Display::fmt(&c.escape_debug(), f)?;
        }
        f.write_str("`")
    }
}

#[cfg(test)]
mod tests {
    use super::{Pattern, Shown, Target, read_name};
    use alloc::string::ToString;
    use core::net::{IpAddr, Ipv4Addr};

    fn name(text: &str) -> Target {
        Target::Name(text.to_string())
    }

    #[test]
    fn names_are_read_as_clients_read_them() {
        assert_eq!(read_name("Example.COM."), name("example.com"));
        assert_eq!(read_name("%E4%BE%8B.jp"), name("例.jp"));
        assert_eq!(read_name("佐々木.テスト"), name("佐々木.テスト"));
        assert_eq!(read_name("Café.fr"), name("café.fr"));
        assert_eq!(read_name("."), Target::Empty);
        let local = Target::Ip {
            address: IpAddr::V4(Ipv4Addr::LOCALHOST),
            from_name: true,
        };
        assert_eq!(read_name("0x7F.1"), local);
        assert_eq!(read_name("2130706433"), local);
        assert_eq!(read_name("127.0.0.1."), local);
        for ambiguous in [
            "evil.com%2F.example.com",
            "a%2Eexample.com",
            "exa%6Dple.com",
            "evil。example.com",
            "evil%E3%80%82example.com",
            "１２７.０.０.１",
            "%FF.example.com",
            "127.0.0.\u{2469}",
            "lo\u{3388}ho\u{FB06}",
            "local\u{AD}host",
            "local%C2%ADhost",
            "a%C2%80b",
            "1.2.3.4.5",
            "example.09",
        ] {
            assert!(
                matches!(read_name(ambiguous), Target::Ambiguous(_)),
                "{ambiguous}"
            );
        }
    }

    #[test]
    fn patterns() {
        assert_eq!(
            Pattern::parse("Example.com."),
            Ok(Pattern::Exact("example.com".into()))
        );
        assert_eq!(
            Pattern::parse("*.example.com"),
            Ok(Pattern::Suffix("example.com".into()))
        );
        assert_eq!(
            Pattern::parse(".example.com"),
            Ok(Pattern::Suffix("example.com".into()))
        );
        let local = Ok(Pattern::Address(IpAddr::V4(Ipv4Addr::LOCALHOST)));
        assert_eq!(Pattern::parse("127.0.0.1"), local);
        assert_eq!(Pattern::parse("[::ffff:127.0.0.1]"), local);
        assert_eq!(Pattern::parse("0x7f.1"), local);
        for bad in [
            "",
            "*",
            ".",
            "*.",
            "a/b",
            "a..b",
            "*.*.example.com",
            "[::1",
            "[v1.x]",
            "1.2.3.4.5",
            "*.127.0.0.1",
            "a b",
            "exa:mple",
        ] {
            assert!(Pattern::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn suffixes_match_whole_labels() {
        let suffix = Pattern::Suffix("example.com".into());
        assert!(suffix.matches(&name("a.example.com")));
        assert!(suffix.matches(&name("a.b.example.com")));
        assert!(!suffix.matches(&name("example.com")));
        assert!(!suffix.matches(&name("evil-example.com")));
        assert!(!suffix.matches(&name("evilexample.com")));
        assert!(!suffix.matches(&name(".example.com")));
    }

    #[test]
    fn shown_text_is_escaped_and_cut() {
        assert_eq!(Shown("a\u{0}b").to_string(), "`a\\0b`");
        let long = "x".repeat(100);
        assert_eq!(Shown(&long).to_string().chars().count(), 64 + 3);
    }
}
