//! Default ports and origins (RFC 6454): `rfc3986::scheme::default_port`,
//! `port_or_default` and `origin`, checked against a table and against the
//! `url` crate's origin of the special schemes on the corpus.

use rfc3986::{UriBuf, UriRef};

#[test]
fn origins_of_a_table() {
    let cases: &[(&str, Option<&str>)] = &[
        ("http://example.com/", Some("http://example.com")),
        ("HTTP://EXAMPLE.com:80/a?b#c", Some("http://example.com")),
        ("http://example.com:8080/", Some("http://example.com:8080")),
        ("http://example.com:/", Some("http://example.com")),
        ("https://ex%61mple.com%2f/", Some("https://example.com%2F")),
        ("ssh://git@host.example/repo", Some("ssh://host.example")),
        ("ssh://host.example:2222/", Some("ssh://host.example:2222")),
        ("foo://h/", Some("foo://h")),
        ("foo://h:9/", Some("foo://h:9")),
        ("http://127.0.0.1:80/", Some("http://127.0.0.1")),
        ("http://[0:0::1]/", Some("http://[::1]")),
        ("http://h:99999/", None),
        ("mailto:a@example.com", None),
        ("urn:isbn:1", None),
        ("//h/p", None),
        ("/p", None),
        ("file:///etc/hosts", Some("file://")),
    ];
    for &(input, expected) in cases {
        let r = UriRef::parse(input).unwrap();
        assert_eq!(
            r.origin().map(|o| o.to_string()).as_deref(),
            expected,
            "{input}"
        );
    }
    let a = UriRef::parse("https://Example.com/").unwrap().origin();
    let b = UriRef::parse("https://example.com:443/x").unwrap().origin();
    assert_eq!(a, b);
    let mut set = std::collections::HashSet::new();
    set.insert(a.unwrap());
    assert!(set.contains(&b.unwrap()));
    assert_eq!(
        UriBuf::parse("wss://h/").unwrap().port_or_default(),
        Some(443)
    );
}

#[test]
fn default_ports_of_the_schemes_people_use() {
    use rfc3986::scheme::default_port;
    for (scheme, port) in [
        ("http", 80),
        ("https", 443),
        ("ws", 80),
        ("wss", 443),
        ("ftp", 21),
        ("ssh", 22),
        ("telnet", 23),
        ("ldap", 389),
        ("ldaps", 636),
        ("imap", 143),
        ("pop", 110),
        ("nntp", 119),
        ("rtsp", 554),
        ("sip", 5060),
        ("sips", 5061),
        ("coap", 5683),
        ("coaps", 5684),
        ("mqtt", 1883),
        ("redis", 6379),
        ("postgres", 5432),
        ("postgresql", 5432),
        ("mysql", 3306),
    ] {
        assert_eq!(default_port(scheme), Some(port), "{scheme}");
        assert_eq!(default_port(&scheme.to_uppercase()), Some(port), "{scheme}");
    }
    assert_eq!(default_port("mailto"), None);
    assert_eq!(default_port(""), None);
}

/// For http, https, ws, wss and ftp the `url` crate (WHATWG) knows the
/// same default ports: the origins agree on the corpus where it reads the
/// same host.
#[test]
fn origins_agree_with_the_url_crate_on_special_schemes() {
    let root = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{root}/benches/corpus/uris.txt")).unwrap();
    let mut compared = 0;
    for line in text.lines() {
        let Ok(r) = UriRef::parse(line) else { continue };
        let Some(scheme) = r.scheme() else { continue };
        if !["http", "https", "ws", "wss", "ftp"].contains(&scheme.to_ascii_lowercase().as_str()) {
            continue;
        }
        let (Some(ours), Ok(url)) = (r.origin(), url::Url::parse(line)) else {
            continue;
        };
        // Only plain ASCII names, which both read the same way.
        if !ours
            .host()
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
        {
            continue;
        }
        assert_eq!(
            ours.to_string(),
            url.origin().ascii_serialization(),
            "{line}"
        );
        assert_eq!(ours.port(), url.port_or_known_default(), "{line}");
        compared += 1;
    }
    assert!(compared > 1000, "{compared}");
}
