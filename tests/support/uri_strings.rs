//! Strings for the ABNF differential tests: URI references and pieces of
//! them, with near misses, from a seeded generator (`differential::Rng`).
//! `generate(seed, i)` is string `i` of stream `seed`, the same on every
//! machine and whatever the number of threads.

#![allow(dead_code)] // each test uses the part it needs

use crate::differential::Rng;

/// Numbers around the limits of dec-octet (and short h16 and ports).
pub const OCTETS: &[&str] = &[
    "0", "1", "9", "10", "25", "99", "100", "199", "200", "249", "250", "255", "256", "01", "300",
];

/// The pieces of the token soup: the URI alphabet and each rule's delimiters.
pub const TOKENS: &[&str] = &[
    ":", "::", ".", "[", "]", "v", "V", "%", "%4", "%41", "%zZ", "%aF", "/", "//", "?", "#", "@",
    "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", "-", "_", "~", "a", "B", "e", "f", "F",
    "g", "x", "Z", "http", "0", "7",
];

/// Characters outside the URI alphabet, used sparingly.
pub const OUTSIDE: &[&str] = &[
    " ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "\u{7f}", "\0", "\n", "é", "€",
];

/// Text characters of userinfo, reg-name and path segments.
pub const TEXT: &[&str] = &[
    "a", "Z", "q", "0", "9", "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";",
    "=", "%41", "%aF",
];

/// Near misses of `TEXT`.
pub const BAD_TEXT: &[&str] = &["%", "%4", "%zZ", "[", "]", "#", " ", "é"];

pub fn hex(rng: &mut Rng, min: usize, max: usize) -> String {
    let n = min + rng.below(max - min + 1);
    (0..n)
        .map(|_| rng.pick(&["0", "1", "9", "a", "F", "c", "E", "f"]))
        .collect()
}

pub fn octet(rng: &mut Rng) -> String {
    if rng.chance(75) {
        rng.pick(OCTETS).to_string()
    } else {
        rng.below(1000).to_string()
    }
}

/// `TEXT` characters with some `extra` ones and a rare near miss.
pub fn text(rng: &mut Rng, max: usize, extra: &[&str]) -> String {
    let n = rng.below(max + 1);
    let mut s = String::new();
    for _ in 0..n {
        s += if rng.chance(3) {
            rng.pick(BAD_TEXT)
        } else if !extra.is_empty() && rng.chance(25) {
            rng.pick(extra)
        } else {
            rng.pick(TEXT)
        };
    }
    s
}

/// Random concatenation of tokens.
pub fn soup(rng: &mut Rng) -> String {
    let n = rng.below(9);
    let mut s = String::new();
    for _ in 0..n {
        match rng.below(100) {
            0..3 => s += rng.pick(OUTSIDE),
            3..18 => s += &hex(rng, 1, 5),
            18..33 => s += &octet(rng),
            _ => s += rng.pick(TOKENS),
        }
    }
    s
}

pub fn ipv4_like(rng: &mut Rng) -> String {
    let n = if rng.chance(80) { 4 } else { 1 + rng.below(6) };
    let octets: Vec<String> = (0..n).map(|_| octet(rng)).collect();
    octets.join(".")
}

/// Groups of 0 to 5 hex digits, maybe one `::`, maybe an IPv4 tail, and
/// now and then a stray colon.
pub fn ipv6_like(rng: &mut Rng) -> String {
    let n = rng.below(10);
    let mut groups: Vec<String> = (0..n)
        .map(|_| {
            if rng.chance(5) {
                hex(rng, 0, 5)
            } else {
                hex(rng, 1, 4)
            }
        })
        .collect();
    if rng.chance(30) {
        groups.push(ipv4_like(rng));
    }
    let mut s = if rng.chance(75) {
        let at = rng.below(groups.len() + 1);
        format!("{}::{}", groups[..at].join(":"), groups[at..].join(":"))
    } else {
        groups.join(":")
    };
    if rng.chance(5) {
        let at = rng.below(s.len() + 1);
        s.insert(at, ':');
    }
    s
}

pub fn ipvfuture_like(rng: &mut Rng) -> String {
    let v = rng.pick(&["v", "V", "v", ""]);
    let dot = if rng.chance(90) { "." } else { "" };
    format!("{v}{}{dot}{}", hex(rng, 0, 3), text(rng, 4, &[":"]))
}

pub fn ip_literal_like(rng: &mut Rng) -> String {
    let inner = if rng.chance(75) {
        ipv6_like(rng)
    } else {
        ipvfuture_like(rng)
    };
    let open = if rng.chance(95) { "[" } else { "" };
    let close = if rng.chance(95) { "]" } else { "" };
    format!("{open}{inner}{close}")
}

pub fn host_like(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => ip_literal_like(rng),
        1 => ipv4_like(rng),
        2 => format!("{}{}", ipv4_like(rng), text(rng, 2, &[])),
        _ => text(rng, 8, &[]),
    }
}

/// scheme ":" "//" userinfo "@" host ":" port path "?" query "#" fragment,
/// each part optional, then a few random edits.
pub fn uri_like(rng: &mut Rng) -> String {
    let mut s = String::new();
    if rng.chance(70) {
        s += rng.pick(&["http", "a", "A1+-.", "1a", "", "h%41", "x_y", "z"]);
        s.push(':');
    }
    if rng.chance(55) {
        s += "//";
        if rng.chance(30) {
            s += &text(rng, 5, &[":"]);
            s.push('@');
        }
        s += &host_like(rng);
        if rng.chance(35) {
            s.push(':');
            for _ in 0..rng.below(6) {
                s += rng.pick(&["0", "1", "8", "9"]);
            }
        }
    }
    let segments = rng.below(5);
    if rng.chance(50) {
        s.push('/');
    }
    for i in 0..segments {
        if i > 0 {
            s.push('/');
        }
        s += &text(rng, 4, &[":", "@"]);
    }
    if rng.chance(30) {
        s.push('?');
        s += &text(rng, 5, &[":", "@", "/", "?"]);
    }
    if rng.chance(30) {
        s.push('#');
        s += &text(rng, 5, &[":", "@", "/", "?"]);
    }
    mutate(rng, &s)
}

/// Deletes, inserts or duplicates up to three characters (none half the time).
pub fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    let edits = if rng.chance(50) { 0 } else { 1 + rng.below(3) };
    for _ in 0..edits {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 if at < chars.len() => chars.insert(at, chars[at]),
            _ => {
                let token = rng.pick(TOKENS);
                chars.splice(at..at, token.chars());
            }
        }
    }
    chars.into_iter().collect()
}

/// Generated string number `index` of the stream `seed`.
pub fn generate(seed: u64, index: u64) -> String {
    let rng = &mut Rng::for_string(seed, index);
    match rng.below(100) {
        0..30 => soup(rng),
        30..45 => ipv6_like(rng),
        45..55 => ip_literal_like(rng),
        55..62 => ipv4_like(rng),
        62..65 => ipvfuture_like(rng),
        65..88 => uri_like(rng),
        // A piece of a URI, for the component rules.
        _ => {
            let chars: Vec<char> = uri_like(rng).chars().collect();
            let from = rng.below(chars.len() + 1);
            let to = from + rng.below(chars.len() - from + 1);
            chars[from..to].iter().collect()
        }
    }
}

/// The components of a URI reference (or of an IRI reference), split as the regular expression of
/// RFC 3986 Appendix B does (written out by hand), with the authority split
/// further into userinfo, host and port and the path into segments.
pub fn components(uri: &str) -> Vec<(&'static str, &str)> {
    let mut parts = Vec::new();
    let mut rest = uri;
    // `(([^:/?#]+):)?`
    if let Some(i) = rest.find([':', '/', '?', '#'])
        && i > 0
        && rest[i..].starts_with(':')
    {
        parts.push(("scheme", &rest[..i]));
        rest = &rest[i + 1..];
    }
    parts.push((
        "hier-part or relative-part",
        rest.split(['?', '#']).next().unwrap_or(""),
    ));
    // `(//([^/?#]*))?`
    if let Some(after) = rest.strip_prefix("//") {
        let end = after.find(['/', '?', '#']).unwrap_or(after.len());
        let authority = &after[..end];
        parts.push(("authority", authority));
        let host_port = match authority.rfind('@') {
            Some(at) => {
                parts.push(("userinfo", &authority[..at]));
                &authority[at + 1..]
            }
            None => authority,
        };
        // The port follows the last ":" that is not inside an IP-literal.
        let bracket = if host_port.starts_with('[') {
            host_port.find(']').map_or(0, |i| i + 1)
        } else {
            0
        };
        let (host, port) = match host_port[bracket..].rfind(':') {
            Some(i) => host_port.split_at(bracket + i),
            None => (host_port, ""),
        };
        parts.push(("host", host));
        if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            parts.push(("IP-literal contents", inner));
        }
        if let Some(port) = port.strip_prefix(':') {
            parts.push(("port", port));
        }
        rest = &after[end..];
    }
    // `([^?#]*)`
    let end = rest.find(['?', '#']).unwrap_or(rest.len());
    parts.push(("path", &rest[..end]));
    for segment in rest[..end].split('/') {
        parts.push(("segment", segment));
    }
    rest = &rest[end..];
    // `(\?([^#]*))?`
    if let Some(after) = rest.strip_prefix('?') {
        let end = after.find('#').unwrap_or(after.len());
        parts.push(("query", &after[..end]));
        rest = &after[end..];
    }
    // `(#(.*))?`
    if let Some(fragment) = rest.strip_prefix('#') {
        parts.push(("fragment", fragment));
    }
    parts
}
