//! Normalization (RFC 3986 §6.2) at every level: the normal form parses, is
//! its own normal form, is equivalent to the input, keeps the components
//! that were there, and really is normal (so that `normalize` falling back
//! to the input unchanged cannot pass unnoticed).
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use rfc3986::{Host, Level, UriRef, UriRefBuf};

fuzz_target!(|data: &[u8]| {
    let Some(input) = common::text(data) else {
        return;
    };
    let Ok(r) = UriRef::parse(input) else { return };

    let mut previous: Option<UriRefBuf> = None;
    for level in [Level::Simple, Level::SyntaxBased, Level::SchemeBased] {
        let normal = r.normalize(level);
        let text = normal.as_str();

        // It parses, to the same components the result carries.
        let parsed = UriRef::parse(text).unwrap_or_else(|e| panic!("{text:?} does not parse: {e}"));
        assert_eq!(parsed, normal.as_uri_ref());
        assert_eq!(parsed.recompose(), text);
        // Idempotent, and equivalent to the input, both ways round.
        assert_eq!(normal.normalize(level), normal, "{input:?} at {level:?}");
        assert!(r.equivalent(&parsed, level) && parsed.equivalent(&r, level));
        assert!(normal.equivalent(&r, level));
        // No component appears or disappears (§6.2.3 keeps empty ones).
        assert_eq!(normal.scheme().is_some(), r.scheme().is_some());
        assert_eq!(normal.authority().is_some(), r.authority().is_some());
        assert_eq!(normal.userinfo().is_some(), r.userinfo().is_some());
        assert_eq!(normal.query().is_some(), r.query().is_some());
        assert_eq!(normal.fragment().is_some(), r.fragment().is_some());
        // The host keeps its kind, but for a reg-name whose encodings,
        // decoded (§6.2.2.2), make an IPv4address, which it then is (§3.2.2).
        match (r.host(), normal.host()) {
            (Some(Host::RegName { name }), Some(Host::Ipv4 { .. })) => assert!(name.contains('%')),
            (before, after) => assert_eq!(before.map(|h| h.kind()), after.map(|h| h.kind())),
        }
        // Each level does what the one before does, and more: normalizing
        // the previous level's form gives this level's.
        if let Some(previous) = &previous {
            assert_eq!(previous.normalize(level), normal, "{input:?} at {level:?}");
        }

        if level == Level::Simple {
            assert_eq!(text, input);
        } else {
            check_normal(&normal, input);
        }
        previous = Some(normal);
    }
});

/// What §6.2.2 makes of every component at the syntax-based level and above.
fn check_normal(normal: &UriRefBuf, input: &str) {
    let text = normal.as_str();
    // §6.2.2.1: the scheme and the host in lower case.
    if let Some(scheme) = normal.scheme() {
        assert!(
            !scheme.bytes().any(|b| b.is_ascii_uppercase()),
            "{input:?} -> {text:?}"
        );
    }
    if let Some(host) = normal.host() {
        let letters = match host {
            Host::RegName { name } => without_encodings(name),
            other => other.as_str().to_owned(),
        };
        assert!(
            !letters.bytes().any(|b| b.is_ascii_uppercase()),
            "{input:?} -> {text:?}"
        );
    }
    // §6.2.2.1 and §6.2.2.2: every percent-encoding in upper case, and none
    // of an unreserved character. A relative-path reference keeps its
    // encoded dots (`%2E`): they would make a dot segment once decoded, and
    // its dot segments are left for resolution.
    let relative_path = normal.scheme().is_none()
        && normal.authority().is_none()
        && !normal.path().as_str().starts_with('/');
    let path_len = normal.path().as_str().len();
    for (i, _) in text.match_indices('%') {
        let hex = &text[i + 1..i + 3];
        assert!(
            !hex.bytes().any(|b| b.is_ascii_lowercase()),
            "{input:?} -> {text:?}"
        );
        let octet = u8::from_str_radix(hex, 16).expect("a pct-encoded octet");
        let unreserved = octet.is_ascii_alphanumeric() || b"-._~".contains(&octet);
        // Such a path comes first in the text.
        let kept_dot = octet == b'.' && relative_path && i < path_len;
        assert!(
            !unreserved || kept_dot,
            "{input:?} -> {text:?}: %{hex} at {i}"
        );
    }
}

/// `text` with its `%HH` taken out: their hex digits are upper case.
fn without_encodings(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find('%') {
        out.push_str(&rest[..i]);
        rest = &rest[i + 3..];
    }
    out.push_str(rest);
    out
}
