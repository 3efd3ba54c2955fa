//! Building references from components: each checked against its rule
//! (RFC 3986 Appendix A), the rules between components (§3, §3.3, §4.2),
//! and recomposition (§5.3).

#[path = "support/corpus.rs"]
mod corpus;

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use rfc3986::builder::{Part, Reason};
use rfc3986::grammar::{self, Rule};
use rfc3986::percent::{self, Component};
use rfc3986::{BuildError, HostKind, UriRef, UriRefBuilder};

/// The builder holding every component of `r`, as written.
fn builder_of(r: &UriRef<'_>) -> UriRefBuilder {
    let mut builder = UriRefBuilder::new().path(r.path().as_str());
    if let Some(scheme) = r.scheme() {
        builder = builder.scheme(scheme);
    }
    if let Some(authority) = r.authority() {
        builder = builder.host(authority.host().as_str());
        if let Some(userinfo) = authority.userinfo() {
            builder = builder.userinfo(userinfo);
        }
        if let Some(port) = authority.port() {
            builder = builder.port(port.as_str());
        }
    }
    if let Some(query) = r.query() {
        builder = builder.query(query);
    }
    if let Some(fragment) = r.fragment() {
        builder = builder.fragment(fragment);
    }
    builder
}

// §5.3: recomposing the components of a parsed reference gives it back; the
// builder does the same after checking each of them.
#[test]
fn every_valid_corpus_input_is_rebuilt_from_its_components() {
    let entries = corpus::all("valid");
    assert!(entries.len() > 1000, "{} inputs", entries.len());
    for (path, entry) in &entries {
        let place = format!("{}:{}", path.display(), entry.line);
        let r = UriRef::parse(&entry.input).unwrap_or_else(|e| panic!("{place}: {e}"));
        let built = builder_of(&r)
            .build()
            .unwrap_or_else(|e| panic!("{place}: {e}"));
        assert_eq!(built.as_str(), entry.input, "{place}");
        assert_eq!(built.as_uri_ref(), r, "{place}");
    }
}

fn refusal(builder: &UriRefBuilder) -> BuildError {
    builder
        .build()
        .map(|built| panic!("{builder:?} built {built}"))
        .unwrap_or_else(|error| error)
}

#[track_caller]
fn assert_refused(builder: &UriRefBuilder, part: Part, reason: &Reason, expected: Rule) {
    let error = refusal(builder);
    assert_eq!(error.part(), part, "{error}");
    assert_eq!(error.reason(), reason, "{error}");
    assert_eq!(error.expected(), expected, "{error}");
    let message = error.to_string();
    assert!(message.starts_with(&part.to_string()), "{message}");
    assert!(message.contains(grammar::abnf_name(expected)), "{message}");
}

// Each component is checked against its own rule: scheme §3.1, userinfo
// §3.2.1, host §3.2.2, port §3.2.3, path §3.3, query §3.4, fragment §3.5.
#[test]
fn a_component_that_does_not_match_its_rule_is_refused() {
    let host = || UriRefBuilder::new().host("h");
    let cases = [
        (
            UriRefBuilder::new().scheme(""),
            Part::Scheme,
            "empty scheme",
        ),
        (
            UriRefBuilder::new().scheme("1a"),
            Part::Scheme,
            "digit first",
        ),
        (
            UriRefBuilder::new().scheme("a_b"),
            Part::Scheme,
            "underscore",
        ),
        (
            UriRefBuilder::new().scheme("http:"),
            Part::Scheme,
            "with its colon",
        ),
        (
            UriRefBuilder::new().scheme("h%41"),
            Part::Scheme,
            "pct-encoded",
        ),
        (host().userinfo("a@b"), Part::Userinfo, "at sign"),
        (host().userinfo("a b"), Part::Userinfo, "space"),
        (host().userinfo("%4"), Part::Userinfo, "stray percent"),
        (host().userinfo("é"), Part::Userinfo, "non-ASCII"),
        (UriRefBuilder::new().host("a b"), Part::Host, "space"),
        (UriRefBuilder::new().host("a:b"), Part::Host, "colon"),
        (
            UriRefBuilder::new().host("::1"),
            Part::Host,
            "IPv6 without brackets",
        ),
        (
            UriRefBuilder::new().host("[::1"),
            Part::Host,
            "unbalanced bracket",
        ),
        (
            UriRefBuilder::new().host("[1:2:3]"),
            Part::Host,
            "short IPv6",
        ),
        (
            UriRefBuilder::new().host("[fe80::1%25en0]"),
            Part::Host,
            "zone ID",
        ),
        (
            UriRefBuilder::new().host("[v1]"),
            Part::Host,
            "IPvFuture without address",
        ),
        (UriRefBuilder::new().host("h/"), Part::Host, "slash"),
        (host().port("80a"), Part::Port, "letter"),
        (host().port("-1"), Part::Port, "sign"),
        (host().port(" 80"), Part::Port, "space"),
        (UriRefBuilder::new().path("/a b"), Part::Path, "space"),
        (
            UriRefBuilder::new().path("/a?b"),
            Part::Path,
            "question mark",
        ),
        (UriRefBuilder::new().path("/a#b"), Part::Path, "number sign"),
        (UriRefBuilder::new().path("/%zz"), Part::Path, "bad triplet"),
        (UriRefBuilder::new().path("/[a]"), Part::Path, "brackets"),
        (
            UriRefBuilder::new().query("a#b"),
            Part::Query,
            "number sign",
        ),
        (UriRefBuilder::new().query("a b"), Part::Query, "space"),
        (
            UriRefBuilder::new().query("%"),
            Part::Query,
            "stray percent",
        ),
        (
            UriRefBuilder::new().fragment("a#b"),
            Part::Fragment,
            "second #",
        ),
        (
            UriRefBuilder::new().fragment("[x]"),
            Part::Fragment,
            "brackets",
        ),
    ];
    for (builder, part, why) in &cases {
        let error = refusal(builder);
        assert_eq!(
            (error.part(), error.reason(), error.expected()),
            (*part, &Reason::Syntax, part.rule()),
            "{why}: {error}"
        );
        assert!(
            error.to_string().contains(
                part.section()
                    .trim_start_matches("https://www.rfc-editor.org/rfc/rfc3986#section-")
            ),
            "{error}"
        );
    }
}

// §3.2: "authority = [ userinfo "@" ] host [ ":" port ]": no userinfo or port
// without a host.
#[test]
fn userinfo_or_port_without_a_host_is_refused() {
    assert_refused(
        &UriRefBuilder::new().scheme("s").userinfo("u"),
        Part::Userinfo,
        &Reason::NoHost,
        Rule::authority,
    );
    assert_refused(
        &UriRefBuilder::new().port(80),
        Part::Port,
        &Reason::NoHost,
        Rule::authority,
    );
    assert_refused(
        &UriRefBuilder::new().port(""),
        Part::Port,
        &Reason::NoHost,
        Rule::authority,
    );
    let error = refusal(&UriRefBuilder::new().userinfo("u").port(1));
    assert_eq!(error.part(), Part::Userinfo);
    assert_eq!(error.value(), "u");
}

// §3.3: "When authority is present, the path must either be empty or begin
// with a slash ("/") character."
#[test]
fn a_path_after_an_authority_is_empty_or_absolute() {
    for path in ["a", "a/b", ".", "..", ":", "a:b"] {
        let builder = UriRefBuilder::new().scheme("http").host("h").path(path);
        assert_refused(
            &builder,
            Part::Path,
            &Reason::PathNotAbsolute,
            Rule::path_abempty,
        );
        assert_eq!(refusal(&builder).value(), path);
    }
    for (path, built) in [("", "http://h"), ("/", "http://h/"), ("//a", "http://h//a")] {
        let uri = UriRefBuilder::new()
            .scheme("http")
            .host("h")
            .path(path)
            .build();
        assert_eq!(uri.map(|u| u.into_string()), Ok(built.to_owned()));
    }
}

// §3.3: "If a URI does not contain an authority component, then the path
// cannot begin with two slash characters ("//")."
#[test]
fn a_path_without_an_authority_does_not_begin_with_two_slashes() {
    for builder in [
        UriRefBuilder::new().path("//a"),
        UriRefBuilder::new().path("//"),
        UriRefBuilder::new().scheme("s").path("//a/b"),
        UriRefBuilder::new().scheme("s").path("//").query("q"),
    ] {
        assert_refused(
            &builder,
            Part::Path,
            &Reason::PathStartsWithTwoSlashes,
            Rule::path_absolute,
        );
    }
    assert_eq!(
        UriRefBuilder::new()
            .scheme("s")
            .path("/a//b")
            .build()
            .map(|u| u.into_string()),
        Ok("s:/a//b".to_owned())
    );
}

// §4.2: "A path segment that contains a colon character (e.g., "this:that")
// cannot be used as the first segment of a relative-path reference, as it
// would be mistaken for a scheme name."
#[test]
fn a_relative_path_has_no_colon_in_its_first_segment() {
    for path in ["a:b", ":", "this:that/x", "a:"] {
        assert_refused(
            &UriRefBuilder::new().path(path),
            Part::Path,
            &Reason::ColonInFirstSegment,
            Rule::path_noscheme,
        );
    }
    // Fine with a scheme, after a first segment, after "./", or after "/".
    for (builder, built) in [
        (UriRefBuilder::new().scheme("s").path("a:b"), "s:a:b"),
        (UriRefBuilder::new().path("a/b:c"), "a/b:c"),
        (UriRefBuilder::new().path("./a:b"), "./a:b"),
        (UriRefBuilder::new().path("/a:b"), "/a:b"),
        (UriRefBuilder::new().path("").query("a:b"), "?a:b"),
    ] {
        assert_eq!(
            builder.build().map(|u| u.into_string()),
            Ok(built.to_owned())
        );
    }
}

// Syntax is checked first, component by component, in the order of a
// reference; the rules between components after.
#[test]
fn the_first_refusal_is_reported() {
    let error = refusal(
        &UriRefBuilder::new()
            .scheme("1")
            .host("a b")
            .path("x")
            .query("#"),
    );
    assert_eq!(error.part(), Part::Scheme);
    let error = refusal(&UriRefBuilder::new().port(1).path("a:b"));
    assert_eq!(
        (error.part(), error.reason()),
        (Part::Port, &Reason::NoHost)
    );
}

#[test]
fn absent_and_empty_components_differ() {
    let all_empty = UriRefBuilder::new()
        .scheme("s")
        .userinfo("")
        .host("")
        .port("")
        .query("")
        .fragment("")
        .build()
        .expect("valid");
    assert_eq!(all_empty.as_str(), "s://@:?#");
    assert_eq!(all_empty.userinfo(), Some(""));
    assert_eq!(all_empty.port().map(|p| p.as_str()), Some(""));
    let none = UriRefBuilder::new().scheme("s").build().expect("valid");
    assert_eq!(none.as_str(), "s:");
    assert_eq!(
        (none.authority(), none.query(), none.fragment()),
        (None, None, None)
    );
    assert_eq!(
        UriRefBuilder::new().build().map(|u| u.into_string()),
        Ok(String::new())
    );
}

// §3.2.2: host = IP-literal / IPv4address / reg-name.
#[test]
fn every_kind_of_host() {
    for (host, kind) in [
        ("example.com", HostKind::RegName),
        ("", HostKind::RegName),
        ("1.2.3.256", HostKind::RegName),
        ("%C3%A9", HostKind::RegName),
        ("192.0.2.1", HostKind::Ipv4),
        ("[2001:db8::7]", HostKind::Ipv6),
        ("[::ffff:192.0.2.1]", HostKind::Ipv6),
        ("[v1.fe80::a+en1]", HostKind::IpvFuture),
    ] {
        let built = UriRefBuilder::new().host(host).build().expect(host);
        assert_eq!(built.host().map(|h| h.kind()), Some(kind), "{host}");
        assert_eq!(built.host().map(|h| h.as_str()), Some(host));
    }
    let ips: [IpAddr; 3] = [
        Ipv4Addr::new(127, 0, 0, 1).into(),
        Ipv6Addr::UNSPECIFIED.into(),
        "2001:db8::ffff:1.2.3.4".parse().expect("an address"),
    ];
    for ip in ips {
        let built = UriRefBuilder::new().host_ip(ip).build().expect("valid");
        let parsed = match built.host() {
            Some(rfc3986::Host::Ipv4 { address, .. }) => IpAddr::V4(address),
            Some(rfc3986::Host::Ipv6 { address, .. }) => IpAddr::V6(address),
            other => panic!("{other:?}"),
        };
        assert_eq!(parsed, ip);
    }
}

#[test]
fn ports_are_digits_of_any_length() {
    for (port, built) in [
        (UriRefBuilder::new().host("h").port(0u16), "//h:0"),
        (UriRefBuilder::new().host("h").port(65535u16), "//h:65535"),
        (UriRefBuilder::new().host("h").port(99999u32), "//h:99999"),
        (UriRefBuilder::new().host("h").port("0080"), "//h:0080"),
    ] {
        assert_eq!(port.build().map(|u| u.into_string()), Ok(built.to_owned()));
    }
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn string(&mut self) -> String {
        const POOL: &[char] = &[
            'a', '0', '-', '.', ':', '/', '?', '#', '@', '[', ']', '%', ' ', '&', '=', '+', '!',
            'é', '🦀',
        ];
        let len = self.next() % 6;
        (0..len)
            .map(|_| POOL[usize::try_from(self.next() % POOL.len() as u64).expect("small")])
            .collect()
    }
}

// Components percent-encoded for their place (§2.1) always build, and the
// built reference decodes back to them.
#[test]
fn encoded_components_always_build() {
    let mut rng = Rng(2024);
    for _ in 0..400 {
        let [user, host, first, second, query, fragment] = [(); 6].map(|()| rng.string());
        let with_authority = rng.next() % 2 == 0;
        let with_scheme = rng.next() % 2 == 0;
        let first_component = if with_authority || with_scheme {
            Component::PathSegment
        } else {
            Component::SegmentNoColon
        };
        // A first segment that is empty would make "//" without an authority.
        let first = if first.is_empty() {
            "x".to_owned()
        } else {
            first
        };
        let path = format!(
            "{}{}/{}",
            if with_authority { "/" } else { "" },
            percent::encode(&first, first_component),
            percent::encode(&second, Component::PathSegment),
        );
        let mut builder = UriRefBuilder::new()
            .path(path)
            .query(percent::encode(&query, Component::Query))
            .fragment(percent::encode(&fragment, Component::Fragment));
        if with_scheme {
            builder = builder.scheme("s");
        }
        if with_authority {
            builder = builder
                .userinfo(percent::encode(&user, Component::Userinfo))
                .host(percent::encode(&host, Component::RegName));
        }
        let built = builder
            .build()
            .unwrap_or_else(|e| panic!("{builder:?}: {e}"));
        let decode =
            |text: Option<&str>| text.map(|t| percent::decode_utf8(t).map(|d| d.into_owned()));
        let segments: Vec<String> = built
            .path()
            .segments()
            .map(|s| {
                percent::decode_utf8(s)
                    .map(|d| d.into_owned())
                    .expect("UTF-8")
            })
            .collect();
        assert_eq!(segments, [first, second]);
        assert_eq!(decode(built.query()), Some(Ok(query)));
        assert_eq!(decode(built.fragment()), Some(Ok(fragment)));
        if with_authority {
            assert_eq!(decode(built.userinfo()), Some(Ok(user)));
            assert_eq!(decode(built.host().map(|h| h.as_str())), Some(Ok(host)));
        }
    }
}
