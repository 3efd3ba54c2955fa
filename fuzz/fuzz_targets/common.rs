//! Helpers shared by the fuzz targets: turning fuzz bytes into text, and
//! the checks every refused input and every parsed reference must pass.

// Each target uses the part it needs.
#![allow(dead_code)]

use std::net::{Ipv4Addr, Ipv6Addr};

use rfc3986::grammar::{Parser, Rule, UriParser};
use rfc3986::{Error, Expected, Goal, Host, RuleName, UriRef};

/// The fuzz input as text. The parsers take `&str`, so bytes that are not
/// UTF-8 cannot reach them; such inputs are skipped.
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// Two strings from one input, cut at the first newline. A newline is never
/// part of a reference, so the cut loses nothing a valid pair could hold.
pub fn two(data: &[u8]) -> Option<(&str, &str)> {
    text(data)?.split_once('\n')
}

/// Every component of a reference, `None` when absent, for comparing two
/// references part by part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parts {
    pub scheme: Option<String>,
    pub authority: Option<String>,
    pub userinfo: Option<String>,
    pub host: Option<String>,
    pub port: Option<String>,
    pub path: String,
    pub query: Option<String>,
    pub fragment: Option<String>,
}

impl Parts {
    pub fn of(r: &UriRef<'_>) -> Parts {
        Parts {
            scheme: r.scheme().map(str::to_owned),
            authority: r.authority().map(|a| a.as_str().to_owned()),
            userinfo: r.userinfo().map(str::to_owned),
            host: r.host().map(|h| h.as_str().to_owned()),
            port: r.port().map(|p| p.as_str().to_owned()),
            path: r.path().as_str().to_owned(),
            query: r.query().map(str::to_owned),
            fragment: r.fragment().map(str::to_owned),
        }
    }

    /// The reference these parts make, written as RFC 3986 §5.3 does; the
    /// authority is written from its subcomponents.
    pub fn recompose(&self) -> String {
        let mut out = String::new();
        if let Some(scheme) = &self.scheme {
            out.push_str(scheme);
            out.push(':');
        }
        if let Some(host) = &self.host {
            out.push_str("//");
            if let Some(userinfo) = &self.userinfo {
                out.push_str(userinfo);
                out.push('@');
            }
            out.push_str(host);
            if let Some(port) = &self.port {
                out.push(':');
                out.push_str(port);
            }
        }
        out.push_str(&self.path);
        if let Some(query) = &self.query {
            out.push('?');
            out.push_str(query);
        }
        if let Some(fragment) = &self.fragment {
            out.push('#');
            out.push_str(fragment);
        }
        out
    }
}

/// The components that pest's parser, derived from the grammar, finds in
/// `input` as `rule`; `None` when it refuses the input. `UriRef::parse`
/// tries a recognizer compiled from the same grammar first, and must agree.
pub fn pest_parts(input: &str, rule: Rule) -> Option<Parts> {
    let pairs = UriParser::parse(rule, input).ok()?;
    let mut parts = Parts {
        scheme: None,
        authority: None,
        userinfo: None,
        host: None,
        port: None,
        path: String::new(),
        query: None,
        fragment: None,
    };
    for pair in pairs.flatten() {
        let text = Some(pair.as_str().to_owned());
        match pair.as_rule() {
            Rule::scheme => parts.scheme = text,
            Rule::authority => parts.authority = text,
            Rule::userinfo => parts.userinfo = text,
            Rule::host => parts.host = text,
            Rule::port => parts.port = text,
            Rule::path_abempty
            | Rule::path_absolute
            | Rule::path_noscheme
            | Rule::path_rootless
            | Rule::path_empty => parts.path = pair.as_str().to_owned(),
            Rule::query => parts.query = text,
            Rule::fragment => parts.fragment = text,
            _ => {}
        }
    }
    Some(parts)
}

/// What must hold of a reference parsed from `input`: every way of writing
/// it back gives `input`, and each accessor agrees with the others and with
/// the text.
pub fn check_parsed(r: &UriRef<'_>, input: &str) {
    assert_eq!(r.as_str(), input);
    assert_eq!(r.to_string(), input);
    assert_eq!(r.recompose(), input);
    assert_eq!(Parts::of(r).recompose(), input);
    assert_eq!(r.is_relative(), r.scheme().is_none());

    if let Some(authority) = r.authority() {
        let port = authority.port();
        let mut written = String::new();
        if let Some(userinfo) = authority.userinfo() {
            written.push_str(userinfo);
            written.push('@');
        }
        written.push_str(authority.host().as_str());
        if let Some(port) = port {
            written.push(':');
            written.push_str(port.as_str());
            // The port knows where it was written.
            assert_eq!(
                &input[port.index()..port.index() + port.as_str().len()],
                port.as_str()
            );
            assert!(port.as_str().bytes().all(|b| b.is_ascii_digit()));
            let number = port.as_str().bytes().try_fold(0u32, |n, d| {
                let n = n * 10 + u32::from(d - b'0');
                (n <= u32::from(u16::MAX)).then_some(n)
            });
            match port.as_u16() {
                Ok(None) => assert!(port.is_empty()),
                Ok(Some(value)) => assert_eq!(Some(u32::from(value)), number),
                Err(overflow) => {
                    assert_eq!(number, None);
                    assert_eq!(
                        overflow.span(),
                        port.index()..port.index() + port.as_str().len()
                    );
                }
            }
        }
        assert_eq!(authority.as_str(), written);
        check_host(authority.host());
    }

    // The segments are the path cut at its slashes.
    let path = r.path();
    let segments: Vec<&str> = path.segments().collect();
    let rejoined = segments.join("/");
    let expected = if path.is_absolute() {
        format!("/{rejoined}")
    } else {
        rejoined
    };
    assert_eq!(expected, path.as_str());
    assert_eq!(path.decoded_segments().count(), segments.len());

    // The query helpers take any query; they must not panic on one.
    use rfc3986::query::PlusAsSpace;
    for plus in [PlusAsSpace::No, PlusAsSpace::Yes] {
        r.query_pairs().decoded(plus).for_each(drop);
        r.query_pairs().decoded_utf8(plus).for_each(drop);
    }
}

/// A host's typed value says the same as its text.
fn check_host(host: Host<'_>) {
    match host {
        Host::RegName { name } => assert!(!name.starts_with('[')),
        Host::Ipv4 { address, text } => {
            // `IPv4address` is dotted-decimal without leading zeros, which
            // is exactly what std reads.
            assert_eq!(text.parse::<Ipv4Addr>().ok(), Some(address));
            assert_eq!(address.to_string(), text);
        }
        Host::Ipv6 { address, literal } => {
            let inner = &literal[1..literal.len() - 1];
            assert!(literal.starts_with('[') && literal.ends_with(']'));
            assert_eq!(inner.parse::<Ipv6Addr>().ok(), Some(address), "{literal}");
        }
        Host::IpvFuture {
            version,
            address,
            literal,
        } => {
            // `"v"` is an ABNF string, so `V` is one too (RFC 5234 §2.3).
            assert!(literal.starts_with("[v") || literal.starts_with("[V"));
            assert_eq!(&literal[2..], format!("{version}.{address}]"));
            assert!(!version.is_empty() && version.bytes().all(|b| b.is_ascii_hexdigit()));
            assert!(!address.is_empty());
        }
        other => panic!("a kind of host this target does not know: {other:?}"),
    }
}

/// A representative character of each class an [`Expected::Rule`] names:
/// the class is named only when all its members may come next, so any
/// member will do.
fn member(rule: RuleName) -> &'static str {
    match rule {
        RuleName::Pchar | RuleName::Unreserved | RuleName::Alpha | RuleName::Hexdig => "a",
        RuleName::Digit => "0",
        RuleName::PctEncoded => "%",
        RuleName::SubDelims => "!",
        // The walker's own errors (`IPv4address`...) say the grammar
        // accepted a text the walker could not read: a bug either way.
        other => panic!("unexpected rule in an expectation: {other}"),
    }
}

/// What must hold of the error `error` for `input` parsed against `goal`
/// with `parse` (the parse function of that goal, made to return only the
/// error). The error's index is the end of the longest prefix that some
/// valid reference starts with, so it is re-checked against the parser.
pub fn check_error(error: &Error, input: &str, goal: Goal, parse: fn(&str) -> Result<(), Error>) {
    let index = error.index();
    assert_eq!(error.goal(), goal);
    assert!(input.contains(error.excerpt()));
    assert!(
        index <= input.len(),
        "index {index} past the end of {input:?}"
    );
    assert!(
        input.is_char_boundary(index),
        "index {index} inside a character of {input:?}"
    );
    assert_eq!(error.column(), input[..index].chars().count() + 1);

    let expected = error.expected();
    assert!(
        !expected.is_empty(),
        "nothing expected at {index} in {input:?}"
    );
    for (i, e) in expected.iter().enumerate() {
        assert!(!expected[..i].contains(e), "{e:?} expected twice");
    }
    let message = error.message();
    assert!(message.contains(&error.expected_text()));
    assert!(error.to_string().starts_with(&message));

    let prefix = &input[..index];
    let end_ok = expected.contains(&Expected::EndOfInput);
    // The prefix is itself a reference exactly when the end is expected.
    assert_eq!(
        parse(prefix).is_ok(),
        end_ok,
        "{input:?} at {index}: {expected:?}"
    );
    if index == input.len() {
        assert!(!end_ok, "{input:?} is refused but its end is expected");
    }
    // The prefix is viable: cut there and followed by a character that is
    // never in a reference, the input must fail at the same index. This
    // re-runs the search for the index on a different input.
    let spaced = format!("{prefix} ");
    assert_eq!(index_of(parse, &spaced), Some(index), "{spaced:?}");
    // The character at the index is what makes the input fail there.
    if let Some(c) = input[index..].chars().next() {
        let cut = &input[..index + c.len_utf8()];
        assert_eq!(index_of(parse, cut), Some(index), "{cut:?}");
    }
    // Every expectation is something that can come next.
    for e in expected {
        let next = match e {
            Expected::Rule(rule) => member(*rule),
            Expected::Literal(literal) => literal,
            Expected::EndOfInput => continue,
            other => panic!("an expectation this target does not know: {other:?}"),
        };
        let longer = format!("{prefix}{next} ");
        let reached = index_of(parse, &longer);
        assert!(
            reached.is_some_and(|i| i >= index + next.len()),
            "{input:?}: {e:?} is expected at {index}, but {longer:?} fails at {reached:?}"
        );
    }
}

/// What must hold of the prefixes of `input`, which `parse` accepts: each
/// one is viable, so cut at `cut` and followed by a character that is never
/// in a reference, it fails exactly there, expecting what came next.
/// This is what the error's index and expectation mean, checked from the
/// other side: on texts known to be valid.
pub fn check_prefix(input: &str, cut: usize, parse: fn(&str) -> Result<(), Error>) {
    let cut = input.floor_char_boundary(cut);
    let prefix = &input[..cut];
    let spaced = format!("{prefix} ");
    let error = parse(&spaced).expect_err("a space is never in a reference");
    assert_eq!(error.index(), cut, "{prefix:?} is a prefix of {input:?}");
    let expected = error.expected();
    match input[cut..].chars().next() {
        None => assert!(
            expected.contains(&Expected::EndOfInput),
            "{input:?}: {expected:?}"
        ),
        Some(next) => assert!(
            expected.iter().any(|e| covers(e, next)),
            "{input:?}: {next:?} comes after {prefix:?}, but only {expected:?} is expected"
        ),
    }
}

/// Whether the expectation `e` names the character `c`.
fn covers(e: &Expected, c: char) -> bool {
    let unreserved = |c: char| c.is_ascii_alphanumeric() || "-._~".contains(c);
    let sub_delim = |c: char| "!$&'()*+,;=".contains(c);
    match *e {
        Expected::Rule(RuleName::Pchar) => unreserved(c) || sub_delim(c) || "%:@".contains(c),
        Expected::Rule(RuleName::Unreserved) => unreserved(c),
        Expected::Rule(RuleName::PctEncoded) => c == '%',
        Expected::Rule(RuleName::SubDelims) => sub_delim(c),
        Expected::Rule(RuleName::Alpha) => c.is_ascii_alphabetic(),
        Expected::Rule(RuleName::Hexdig) => c.is_ascii_hexdigit(),
        Expected::Rule(RuleName::Digit) => c.is_ascii_digit(),
        Expected::Rule(_) | Expected::EndOfInput => false,
        // ABNF strings ignore case (RFC 5234 §2.3): `"v"` is also `V`.
        Expected::Literal(literal) => literal.eq_ignore_ascii_case(c.encode_utf8(&mut [0; 4])),
        _ => false,
    }
}

/// The index of the error for `input`, `None` when it parses.
fn index_of(parse: fn(&str) -> Result<(), Error>, input: &str) -> Option<usize> {
    parse(input).err().map(|e| e.index())
}
