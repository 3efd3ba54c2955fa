//! Normalization and comparison (RFC 3986 §6): the examples of §6, each rule
//! of §6.2.2.1, §6.2.2.2, §6.2.2.3 and §6.2.3 on its own, and properties over
//! the corpus.

#[path = "support/corpus.rs"]
mod corpus;

use rfc3986::{Level, Strictness, Uri, UriRef, UriRefBuf};

const LEVELS: [Level; 3] = [Level::Simple, Level::SyntaxBased, Level::SchemeBased];

fn parse(input: &str) -> UriRef<'_> {
    UriRef::parse(input).unwrap_or_else(|error| panic!("{input:?} does not parse: {error}"))
}

fn normalized(input: &str, level: Level) -> String {
    parse(input).normalize(level).into_string()
}

#[track_caller]
fn syntax(input: &str, expected: &str) {
    assert_eq!(normalized(input, Level::SyntaxBased), expected, "{input:?}");
}

#[track_caller]
fn scheme(input: &str, expected: &str) {
    assert_eq!(normalized(input, Level::SchemeBased), expected, "{input:?}");
}

#[track_caller]
fn equivalent(a: &str, b: &str, level: Level) -> bool {
    let forward = parse(a).equivalent(&parse(b), level);
    assert_eq!(
        forward,
        parse(b).equivalent(&parse(a), level),
        "{a:?} and {b:?} at {level:?}: not symmetric"
    );
    forward
}

// The examples of RFC 3986 §6.

#[test]
fn example_of_6_2_2() {
    syntax(
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "example://a/b/c/%7Bfoo%7D",
    );
    assert!(equivalent(
        "example://a/b/c/%7Bfoo%7D",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        Level::SyntaxBased
    ));
    assert!(!equivalent(
        "example://a/b/c/%7Bfoo%7D",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        Level::Simple
    ));
}

#[test]
fn example_of_6_2_2_1() {
    assert!(equivalent(
        "HTTP://www.EXAMPLE.com/",
        "http://www.example.com/",
        Level::SyntaxBased
    ));
    assert!(!equivalent(
        "HTTP://www.EXAMPLE.com/",
        "http://www.example.com/",
        Level::Simple
    ));
}

#[test]
fn example_of_6_2_2_2() {
    assert!(equivalent(
        "http://example.com/%7Esmith/",
        "http://example.com/~smith/",
        Level::SyntaxBased
    ));
    syntax("http://example.com/%7Esmith/", "http://example.com/~smith/");
}

#[test]
fn examples_of_6_2_3() {
    let forms = [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ];
    for a in forms {
        // "the second URI above is the normal form for the "http" scheme"
        scheme(a, "http://example.com/");
        for b in forms {
            assert!(equivalent(a, b, Level::SchemeBased), "{a:?} {b:?}");
            // Syntax-based normalization keeps ports and empty paths.
            assert_eq!(equivalent(a, b, Level::SyntaxBased), a == b, "{a:?} {b:?}");
        }
    }
    // "http://example.com/?" cannot be assumed to be equivalent to any of the
    // examples above.
    for a in forms {
        assert!(!equivalent(a, "http://example.com/?", Level::SchemeBased));
    }
    // Nor is a URI with an empty fragment the same as one without.
    assert!(!equivalent(
        "http://example.com/",
        "http://example.com/#",
        Level::SchemeBased
    ));
}

#[test]
fn mailto_host_case_is_scheme_specific() {
    // §6.2.3 calls these equivalent for mailto, by the scheme's rules: the
    // host is inside the path, whose case the generic syntax keeps.
    let (a, b) = ("mailto:Joe@Example.COM", "mailto:Joe@example.com");
    for level in LEVELS {
        assert!(!equivalent(a, b, level), "{level:?}");
    }
    syntax(a, a);
    scheme(a, a);
    syntax("MAILTO:Joe@Example.COM", a);
}

// Level::Simple (§6.2.1).

#[test]
fn simple_is_the_text_as_it_is() {
    for input in ["HTTP://A/%7e/./b", "", "../a", "http://h:80", "#F"] {
        assert_eq!(normalized(input, Level::Simple), input);
    }
    assert!(equivalent("http://h/", "http://h/", Level::Simple));
    assert!(!equivalent("http://h/", "http://H/", Level::Simple));
    assert!(!equivalent("http://h/~", "http://h/%7E", Level::Simple));
    assert_eq!(Level::default(), Level::SyntaxBased);
}

// §6.2.2.1: case.

#[test]
fn scheme_is_lower_cased() {
    syntax("HTTP://h/", "http://h/");
    syntax("Foo+Bar-1.x:Y", "foo+bar-1.x:Y");
    syntax("URN:ISBN:0-395-36341-1", "urn:ISBN:0-395-36341-1");
}

#[test]
fn host_is_lower_cased() {
    syntax("http://WWW.Example.COM/", "http://www.example.com/");
    syntax("//EXAMPLE/", "//example/");
    // IP literals: only lower-cased, never reformatted.
    syntax("http://[2001:DB8::A]/", "http://[2001:db8::a]/");
    syntax(
        "http://[0:0:0:0:0:FFFF:192.0.2.1]/",
        "http://[0:0:0:0:0:ffff:192.0.2.1]/",
    );
    syntax("http://[::1]/", "http://[::1]/");
    syntax("http://[2001:db8:0:0::1]", "http://[2001:db8:0:0::1]");
    syntax("http://[V1F.FE80::A+EN1]/", "http://[v1f.fe80::a+en1]/");
    syntax("http://192.0.2.1/", "http://192.0.2.1/");
}

#[test]
fn other_components_keep_their_case() {
    syntax(
        "http://User:PW@h/Path/A?Query=B#Frag",
        "http://User:PW@h/Path/A?Query=B#Frag",
    );
    syntax("Rel/Path?Q#F", "Rel/Path?Q#F");
}

#[test]
fn percent_encodings_are_upper_cased_everywhere() {
    syntax(
        "http://u%3a%c3%a9@h%2f%c3%a9/p%3a%2f?q%3d%26#f%23%5b",
        "http://u%3A%C3%A9@h%2F%C3%A9/p%3A%2F?q%3D%26#f%23%5B",
    );
    syntax("a%2fb", "a%2Fb");
    syntax("?%ff", "?%FF");
}

// §6.2.2.2: percent-encoding.

/// Every unreserved character (§2.3).
const UNRESERVED: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

fn encode(text: &str, lower: bool) -> String {
    text.bytes()
        .map(|b| {
            if lower {
                format!("%{b:02x}")
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[test]
fn unreserved_characters_are_decoded_in_every_component() {
    for lower in [false, true] {
        let e = encode(UNRESERVED, lower);
        let u = UNRESERVED;
        let host = UNRESERVED.to_ascii_lowercase();
        syntax(
            &format!("s://{e}@{e}/{e}?{e}#{e}"),
            &format!("s://{u}@{host}/{u}?{u}#{u}"),
        );
        // A relative-path reference, a rootless path and an absolute path.
        syntax(&format!("{e}/{e}"), &format!("{u}/{u}"));
        syntax(&format!("s:{e}"), &format!("s:{u}"));
        syntax(&format!("/{e}"), &format!("/{u}"));
    }
}

#[test]
fn a_decoded_letter_of_a_host_is_lower_cased() {
    // %41 is "A" (§2.3), and "A" in a host is "a" (§6.2.2.1).
    syntax("http://%41%42c.%43om/", "http://abc.com/");
    // Decoding can make a reg-name an IPv4 address; §2.3 makes them the same.
    syntax("http://%31.2.3.4/", "http://1.2.3.4/");
    assert!(matches!(
        parse("http://%31.2.3.4/")
            .normalize(Level::SyntaxBased)
            .host(),
        Some(rfc3986::Host::Ipv4 { .. })
    ));
}

#[test]
fn reserved_and_other_octets_stay_encoded() {
    // gen-delims and sub-delims (§2.2), "%" itself, a space, controls, and
    // octets above 0x7F.
    let kept = ":/?#[]@!$&'()*+,;=% \u{0}\u{7f}";
    let mut encoded: String = kept.bytes().map(|b| format!("%{b:02x}")).collect();
    encoded.push_str("%c3%a9%80%ff");
    let expected = encoded.to_ascii_uppercase();
    syntax(
        &format!("s://{encoded}@{encoded}/{encoded}?{encoded}#{encoded}"),
        &format!("s://{expected}@{expected}/{expected}?{expected}#{expected}"),
    );
    syntax(&format!("x/{encoded}"), &format!("x/{expected}"));
}

#[test]
fn decoding_creates_no_delimiter() {
    // ":" is reserved, so a relative reference cannot gain a scheme, nor a
    // path a "/" or a host a port.
    syntax("a%3Ab/c", "a%3Ab/c");
    syntax("%61%3a", "a%3A");
    syntax("//h%3a80/", "//h%3A80/");
    syntax("a%2F..%2Fb", "a%2F..%2Fb");
    for input in ["a%3Ab/c", "%61%3a", "a%2F..%2Fb"] {
        let normal = parse(input).normalize(Level::SyntaxBased);
        assert!(normal.is_relative(), "{input:?}");
        assert_eq!(normal.path().segments().count(), input.split('/').count());
    }
}

// §6.2.2.3: dot segments.

#[test]
fn dot_segments_are_removed_from_uris() {
    syntax("http://h/a/./b/../c", "http://h/a/c");
    syntax("http://h/a/b/../../../c", "http://h/c");
    syntax("http://h/.", "http://h/");
    syntax("http://h/..", "http://h/");
    syntax("http://h/a/..", "http://h/");
    syntax("http://h/a/.b/..c/d.", "http://h/a/.b/..c/d.");
    // A rootless path of a URI: as §5.2.2 resolves a reference with a scheme.
    syntax("foo:a/./b/../c", "foo:a/c");
    syntax("foo:../a", "foo:a");
    syntax("foo:.", "foo:");
    syntax("foo:a/..", "foo:/");
    // Queries and fragments are not paths.
    syntax(
        "http://h/?a/./b/../c#d/./e/..",
        "http://h/?a/./b/../c#d/./e/..",
    );
}

#[test]
fn dot_segments_are_removed_from_absolute_and_network_path_references() {
    // §5.2.2 resolves their paths with remove_dot_segments whatever the base.
    syntax("/a/./b/../c", "/a/c");
    syntax("/../a", "/a");
    syntax("//h/a/../b", "//h/b");
    syntax("//h/..", "//h/");
}

#[test]
fn relative_path_references_keep_their_dot_segments() {
    // "../a" and "a" resolve to different targets; "./a:b" would become a URI
    // with the scheme "a", "..//x" a network-path reference.
    for input in [
        "../a", "./a", ".", "..", "a/..", "a/./b", "./a:b", "..//x", "./",
    ] {
        syntax(input, input);
        scheme(input, input);
    }
    syntax("./%7Ea/../%62", "./~a/../b");
}

#[test]
fn percent_decoding_comes_before_dot_segment_removal() {
    // §6.2.2 orders the steps §6.2.2.1, §6.2.2.2, §6.2.2.3, and §2.3 names
    // "period (%2E)" among the octets normalizers should decode: once decoded,
    // "%2E%2E" is a ".." segment, and it goes.
    syntax("http://h/a/%2E%2E/b", "http://h/b");
    syntax("http://h/a/%2e/b", "http://h/a/b");
    syntax("http://h/a/.%2E/b", "http://h/b");
    syntax("/a/%2E%2E/b", "/b");
    syntax("foo:%2E%2E/a", "foo:a");
    assert!(equivalent(
        "http://h/a/%2E%2E/b",
        "http://h/b",
        Level::SyntaxBased
    ));
    // Dots written as dots are removed first, as resolution does (§5.2.4
    // sees only "." characters): the ".." here takes away "%2E%2E", so the
    // reference means http://h/a/b, and stays apart from http://h/b.
    syntax("http://h/a/%2E%2E/../b", "http://h/a/b");
    assert_eq!(
        Uri::parse("http://h/x")
            .expect("a URI")
            .resolve(&parse("http://h/a/%2E%2E/../b"), Strictness::Strict)
            .as_str(),
        "http://h/a/b"
    );
}

#[test]
fn encoded_dots_of_relative_path_references_stay_encoded() {
    // Decoded, "%2E%2E/a" would become "../a", a dot segment it is not to
    // resolution; all spellings of it get one form, which is not one either.
    for input in ["%2E%2E/a", "%2e%2e/a", ".%2E/a", "%2e./a"] {
        syntax(input, "%2E%2E/a");
    }
    syntax("a/%2e/b", "a/%2E/b");
    syntax("%2E", "%2E");
    // Only whole segments: the other dots are decoded.
    syntax("%2E%2E%2E/a%2E", ".../a.");
    // Dots written as dots stay dots.
    syntax("../%2E%2E", "../%2E%2E");
}

#[test]
fn a_path_that_would_read_as_an_authority_gets_a_leading_slash_dot() {
    // As src/ops/resolve.rs repairs targets: "/." in front, which removing dot
    // segments takes away again.
    syntax("foo:/.//x", "foo:/.//x");
    syntax("foo:/..//x", "foo:/.//x");
    syntax("foo:a/..//x", "foo:/.//x");
    syntax("foo:/a/..//x/./y", "foo:/.//x/y");
    syntax("foo:/%2E//x", "foo:/.//x");
    syntax("/.//x", "/.//x");
    syntax("/a/../..//x?q#f", "/.//x?q#f");
    for input in ["foo:/..//x", "/a/../..//x?q#f", "foo:/%2E//x"] {
        let normal = parse(input).normalize(Level::SyntaxBased);
        assert!(normal.authority().is_none(), "{input:?}");
        assert_eq!(
            rfc3986::remove_dot_segments(normal.path().as_str()),
            "//x",
            "{input:?}"
        );
    }
    // With an authority, "//" in a path is harmless.
    syntax("http://h/a/..//x", "http://h//x");
}

#[test]
fn nothing_else_changes_at_syntax_level() {
    for input in [
        "http://h:80/",
        "http://h:/",
        "http://h",
        "http://h?",
        "http://h/#",
        "http://@h/",
        "http://:@h/",
        "http://h/?b=2&a=1",
        "file:///etc/hosts",
        "http://xn--nxasmq6b.com/",
        "http://h:00080/",
    ] {
        syntax(input, input);
    }
}

// §6.2.3: scheme-based normalization.

#[test]
fn empty_ports_are_dropped_for_every_scheme() {
    scheme("http://h:/", "http://h/");
    scheme("foo://h:/", "foo://h/");
    scheme("foo://h:", "foo://h");
    scheme("//h:/p", "//h/p");
    scheme("http://u@:", "http://u@/");
    scheme("http://[::1]:/", "http://[::1]/");
}

#[test]
fn default_ports_are_dropped() {
    for (name, port) in [
        ("ftp", 21),
        ("gopher", 70),
        ("http", 80),
        ("https", 443),
        ("ldap", 389),
        ("telnet", 23),
        ("ws", 80),
        ("wss", 443),
    ] {
        scheme(&format!("{name}://h:{port}/p"), &format!("{name}://h/p"));
        scheme(
            &format!("{}://h:0{port}/p", name.to_ascii_uppercase()),
            &format!("{name}://h/p"),
        );
        scheme(
            &format!("{name}://h:{}/p", port + 1),
            &format!("{name}://h:{}/p", port + 1),
        );
        syntax(
            &format!("{name}://h:{port}/p"),
            &format!("{name}://h:{port}/p"),
        );
    }
    scheme("http://h:00080/", "http://h/");
    scheme("http://h:0000000000000000000080/", "http://h/");
    scheme("https://h:80/", "https://h:80/");
    scheme("http://h:443/", "http://h:443/");
    // A port too large for 16 bits is no default, even modulo 2^16.
    scheme("http://h:65616/", "http://h:65616/");
    scheme(
        "http://h:99999999999999999999/",
        "http://h:99999999999999999999/",
    );
    // Without a scheme there is no default port.
    scheme("//h:80/", "//h:80/");
    // The table is `rfc3986::scheme::DEFAULT_PORTS` (ldaps from the IANA
    // port registry); a scheme not in it keeps its port.
    scheme("ldaps://h:636/", "ldaps://h/");
    scheme("ssh://h:22/", "ssh://h/");
    scheme("postgres://h:5432/db", "postgres://h/db");
    scheme("foo://h:80/", "foo://h:80/");
    scheme("http://[::1]:80", "http://[::1]/");
    scheme("http://u:p@h:80?q", "http://u:p@h/?q");
}

#[test]
fn an_empty_path_with_an_authority_is_slash_for_web_schemes() {
    for name in ["http", "https", "ws", "wss", "HTTP"] {
        let lower = name.to_ascii_lowercase();
        scheme(&format!("{name}://h"), &format!("{lower}://h/"));
        scheme(&format!("{name}://h?q"), &format!("{lower}://h/?q"));
        scheme(&format!("{name}://h#f"), &format!("{lower}://h/#f"));
    }
    for input in ["ftp://h", "foo://h", "file://", "//h", "http:", "http:?q"] {
        scheme(input, input);
    }
    // Dot segments removed to nothing: "/." is "/" already.
    scheme("http://h/.", "http://h/");
    scheme("http://h:80/..?", "http://h/?");
}

#[test]
fn nothing_else_changes_at_scheme_level() {
    for input in [
        "http://h/?",
        "http://h/#",
        "http://@h/",
        "http://u:@h/",
        "http://h/?b=2&a=1",
        "mailto:Joe@Example.COM",
        "file:///",
        "http://h/a/",
        "http://xn--nxasmq6b.com/",
    ] {
        scheme(input, input);
    }
}

#[test]
fn levels_build_on_each_other() {
    for input in [
        "HTTP://H:80",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "https://%41:443?%7e",
    ] {
        let syntax_form = normalized(input, Level::SyntaxBased);
        assert_eq!(
            normalized(&syntax_form, Level::SchemeBased),
            normalized(input, Level::SchemeBased)
        );
    }
}

#[test]
fn uri_ref_buf_has_the_same_methods() {
    let owned = UriRefBuf::parse("HTTP://h:80/%7e".to_owned()).expect("valid");
    for level in LEVELS {
        assert_eq!(
            owned.normalize(level),
            parse(owned.as_str()).normalize(level)
        );
    }
    assert!(owned.equivalent(&parse("http://h/~"), Level::SchemeBased));
    assert!(!owned.equivalent(&parse("http://h/~"), Level::SyntaxBased));
    assert!(owned.equivalent(&parse("HTTP://h:80/%7e"), Level::Simple));
}

// Properties over the corpus.

/// Whether `normal` looks normal at syntax level: lower-case scheme and host,
/// percent-encodings in upper case and none of an unreserved character (but
/// the encoded dot segments of a relative-path reference), and no dot
/// segment in a path that had them removed (but the "/." repair). A normal
/// form that is the original reference, returned because the rebuilt text
/// did not parse, fails this unless the reference was normal already.
fn looks_normal(normal: &UriRef<'_>) -> Result<(), String> {
    let relative_path =
        normal.scheme().is_none() && normal.authority().is_none() && !normal.path().is_absolute();
    if let Some(scheme) = normal.scheme()
        && scheme != scheme.to_ascii_lowercase()
    {
        return Err(format!("scheme {scheme:?}"));
    }
    if let Some(host) = normal.host()
        && strip_triplets(host.as_str()) != strip_triplets(host.as_str()).to_ascii_lowercase()
    {
        return Err(format!("host {host}"));
    }
    // The parts to check for triplets: everything, but the encoded dot
    // segments of a relative-path reference.
    let parts: Vec<&str> = if relative_path {
        let segments = normal.path().as_str().split('/');
        segments
            .filter(|s| *s != "%2E" && *s != "%2E%2E")
            .chain(normal.query())
            .chain(normal.fragment())
            .collect()
    } else {
        vec![normal.as_str()]
    };
    for text in parts {
        for (index, _) in text.match_indices('%') {
            let digits = &text[index + 1..index + 3];
            if digits != digits.to_ascii_uppercase() {
                return Err(format!("%{digits}"));
            }
            let octet = u8::from_str_radix(digits, 16).map_err(|e| e.to_string())?;
            if octet.is_ascii_alphanumeric() || b"-._~".contains(&octet) {
                return Err(format!("%{digits} decodes to an unreserved character"));
            }
        }
    }
    let path = normal.path().as_str();
    let path = path
        .strip_prefix("/.")
        .filter(|rest| rest.starts_with("//") && normal.authority().is_none())
        .unwrap_or(path);
    if !relative_path && path.split('/').any(|s| s == "." || s == "..") {
        return Err(format!("dot segment in {path:?}"));
    }
    Ok(())
}

fn strip_triplets(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(index) = rest.find('%') {
        out.push_str(&rest[..index]);
        rest = &rest[index + 3..];
    }
    out.push_str(rest);
    out
}

#[test]
fn every_corpus_input_normalizes_to_a_normal_form() {
    let corpus = corpus::all("valid");
    assert!(corpus.len() > 1000, "{} inputs", corpus.len());
    for (path, entry) in &corpus {
        let place = format!("{}:{}", path.display(), entry.line);
        let reference = parse(&entry.input);
        for level in LEVELS {
            let normal = reference.normalize(level);
            // It parses, as the same text, with the same components.
            let reparsed = UriRef::parse(normal.as_str())
                .unwrap_or_else(|e| panic!("{place}: {level:?}: {normal} does not parse: {e}"));
            assert_eq!(reparsed.recompose(), normal.as_str(), "{place}");
            assert_eq!(reparsed.is_relative(), reference.is_relative(), "{place}");
            assert_eq!(
                reparsed.authority().is_some(),
                reference.authority().is_some(),
                "{place}: {normal}"
            );
            assert_eq!(
                reparsed.query().is_some(),
                reference.query().is_some(),
                "{place}"
            );
            assert_eq!(
                reparsed.fragment().is_some(),
                reference.fragment().is_some(),
                "{place}"
            );
            // Idempotent.
            assert_eq!(
                normal.normalize(level),
                normal,
                "{place}: {level:?} twice differs from once"
            );
            // Equivalent to its own normal form, both ways.
            assert!(
                reference.equivalent(&normal.as_uri_ref(), level),
                "{place}: {level:?}"
            );
            assert!(normal.equivalent(&reference, level), "{place}: {level:?}");
            if level != Level::Simple {
                looks_normal(&normal.as_uri_ref())
                    .unwrap_or_else(|why| panic!("{place}: {level:?}: {normal}: {why}"));
            }
        }
        // The scheme-based form is the syntax-based form, normalized further.
        let syntax_form = reference.normalize(Level::SyntaxBased);
        assert_eq!(
            syntax_form.normalize(Level::SchemeBased),
            reference.normalize(Level::SchemeBased),
            "{place}"
        );
    }
}

/// A reference and its normal form lead to the same place: resolved against
/// the same base, their targets have the same normal form. This is what
/// keeping the dot segments (and encoded dots) of relative-path references
/// is for.
#[test]
fn normal_forms_resolve_to_equivalent_targets() {
    let bases = [
        "http://a/b/c/d;p?q",
        "http://a",
        "foo:a/b/c",
        "foo:/a/b/%2E%2E/c",
        "s://h/%7Ex/./y/",
    ];
    let corpus = corpus::all("valid");
    let mut pairs = 0;
    for base in bases {
        let base = Uri::parse(base).expect("a URI");
        for (path, entry) in &corpus {
            let reference = parse(&entry.input);
            for level in [Level::SyntaxBased, Level::SchemeBased] {
                let normal = reference.normalize(level);
                let direct = base.resolve(&reference, Strictness::Strict);
                let via_normal = base.resolve(&normal.as_uri_ref(), Strictness::Strict);
                assert_eq!(
                    direct.normalize(level),
                    via_normal.normalize(level),
                    "{}:{}: {reference} against {base} at {level:?}",
                    path.display(),
                    entry.line
                );
                pairs += 1;
            }
        }
    }
    assert!(pairs > 10_000, "{pairs}");
}

#[test]
fn the_normalization_table_also_resolves_consistently() {
    let bases = ["http://a/b/c/d;p?q", "foo:a/b", "http://a"];
    let mut count = 0;
    for file in corpus::files("normalization") {
        for entry in corpus::read(&file) {
            let reference = parse(&entry.input);
            for base in bases {
                let base = Uri::parse(base).expect("a URI");
                let normal = reference.normalize(Level::SyntaxBased);
                assert_eq!(
                    base.resolve(&reference, Strictness::Strict)
                        .normalize(Level::SyntaxBased),
                    base.resolve(&normal.as_uri_ref(), Strictness::Strict)
                        .normalize(Level::SyntaxBased),
                    "{}:{}",
                    file.display(),
                    entry.line
                );
                count += 1;
            }
        }
    }
    assert!(count >= 600, "{count}");
}

/// Every combination of a few prefixes and up to three path segments chosen
/// among dots, encoded dots and ordinary segments: each that parses has a
/// normal form that parses, is idempotent, and resolves as the reference
/// does.
#[test]
fn generated_dot_paths_behave() {
    let prefixes = [
        "",
        "/",
        "s:",
        "s:/",
        "//h",
        "//h/",
        "HTTP://H:80",
        "HTTP://H:80/",
    ];
    let segments = [".", "..", "%2E", "%2e%2E", ".%2E", "a", "%41", "", "b:c"];
    let bases: Vec<Uri<'_>> = ["http://a/b/c/d", "foo:a/b", "foo:/a/%2E%2E/b/"]
        .iter()
        .map(|b| Uri::parse(b).expect("a URI"))
        .collect();
    let mut paths = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..3 {
        let next: Vec<String> = last
            .iter()
            .flat_map(|p| {
                segments.iter().map(move |s| {
                    if p.is_empty() {
                        (*s).to_owned()
                    } else {
                        format!("{p}/{s}")
                    }
                })
            })
            .collect();
        paths.extend(next.iter().cloned());
        last = next;
    }
    let mut checked = 0;
    for prefix in prefixes {
        for path in &paths {
            let input = format!("{prefix}{path}");
            let Ok(reference) = UriRef::parse(&input) else {
                continue;
            };
            for level in [Level::SyntaxBased, Level::SchemeBased] {
                let normal = reference.normalize(level);
                assert!(UriRef::parse(normal.as_str()).is_ok(), "{input:?}");
                assert_eq!(normal.normalize(level), normal, "{input:?}");
                looks_normal(&normal.as_uri_ref())
                    .unwrap_or_else(|why| panic!("{input:?} -> {normal}: {why}"));
                for base in &bases {
                    assert_eq!(
                        base.resolve(&reference, Strictness::Strict)
                            .normalize(level),
                        base.resolve(&normal.as_uri_ref(), Strictness::Strict)
                            .normalize(level),
                        "{input:?} -> {normal} against {base}"
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 5000, "{checked}");
}
