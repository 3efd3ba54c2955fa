//! The hidden constructors the `rfc3986-macros` expansions call
//! (`rfc3986::__literal`): a reference rebuilt from the `LiteralLayout` of
//! a parse is that parse, component by component, for every valid input of
//! the corpus and the IRI corpus and a list of varied references; a layout
//! that does not describe its text is refused, never read.

#[path = "support/corpus.rs"]
mod corpus;

use rfc3986::__literal::{self, LiteralLayout};
use rfc3986::{AbsoluteUri, Iri, IriRef, RelativeRef, Uri, UriRef};

/// References of every shape: each kind of host, empty and absent
/// components, and IRIs outside ASCII.
const VARIED: &[&str] = &[
    "",
    "#",
    "?",
    "?#",
    "/",
    ".",
    "..",
    "../g?y#s",
    "./a:b",
    "g;x=1/../y",
    "//",
    "///",
    "//@",
    "//:",
    "//@:/?#",
    "//h",
    "//h:",
    "//h:80",
    "//u@h:80/p?q#f",
    "s:",
    "s:p",
    "s:/p",
    "s://",
    "s:///p",
    "s://@/",
    "s://h:/",
    "s:?q",
    "s:#f",
    "http://example.com/",
    "HTTPS://User:Pw@Example.COM:0443/a/./b/../c?x=1&y#frag",
    "file:///etc/hosts",
    "file://localhost/c:/x",
    "mailto:user@example.com",
    "urn:isbn:0451450523",
    "data:text/plain;charset=utf-8,%E2%9C%93",
    "http://192.0.2.1/",
    "http://0.0.0.0:0",
    "http://255.255.255.255:65535/",
    "http://256.1.1.1/",
    "http://1.2.3/",
    "http://[::1]/",
    "http://[::]:8080",
    "http://u@[2001:db8::ff00:42:8329]:1/?#",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "http://[::ffff:192.0.2.128]/",
    "http://[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]/",
    "http://[v1.x]/",
    "//[vF.a:b!$&'()*+,;=-._~]:9/",
    "http://[v7.a]?q",
    "foo://example.com:8042/over/there?name=ferret#nose",
    "http://%41:%42@h/%2F?%3F#%23",
    "http://h?a=/?:@",
    "http://h#a/?:@",
    "http://例え.テスト/パス?q=値#frag",
    "//josé@例え:80/",
    "../ĝ?ŷ#ŝ",
    "/p?\u{E000}",
    "mailto:josé@example.com",
    "http://[::1]/дом/файл?ключ=значение",
    "urn:例:a",
    "https://bücher.example/straße?q=ü#Überblick",
    "?😀#😀",
];

/// Checks that every accessor of `a` and `b` agrees.
fn assert_same(a: UriRef<'_>, b: UriRef<'_>, place: &str) {
    assert_eq!(a, b, "{place}");
    assert_eq!(format!("{a:?}"), format!("{b:?}"), "{place}");
    assert_eq!(a.as_str(), b.as_str(), "{place}");
    assert_eq!(a.is_relative(), b.is_relative(), "{place}");
    assert_eq!(a.scheme(), b.scheme(), "{place}");
    assert_eq!(a.authority(), b.authority(), "{place}");
    assert_eq!(
        format!("{:?}", a.authority()),
        format!("{:?}", b.authority()),
        "{place}"
    );
    assert_eq!(a.userinfo(), b.userinfo(), "{place}");
    assert_eq!(a.host(), b.host(), "{place}");
    assert_eq!(a.port(), b.port(), "{place}");
    assert_eq!(a.port_u16(), b.port_u16(), "{place}");
    assert_eq!(a.path(), b.path(), "{place}");
    assert_eq!(a.query(), b.query(), "{place}");
    assert_eq!(a.fragment(), b.fragment(), "{place}");
    assert_eq!(a.recompose(), b.recompose(), "{place}");
    assert_eq!(
        LiteralLayout::of_uri_ref(&a),
        LiteralLayout::of_uri_ref(&b),
        "{place}"
    );
}

/// [`assert_same`] for IRI references.
fn assert_same_iri(a: IriRef<'_>, b: IriRef<'_>, place: &str) {
    assert_eq!(a, b, "{place}");
    assert_eq!(format!("{a:?}"), format!("{b:?}"), "{place}");
    assert_eq!(a.as_str(), b.as_str(), "{place}");
    assert_eq!(a.is_relative(), b.is_relative(), "{place}");
    assert_eq!(a.scheme(), b.scheme(), "{place}");
    assert_eq!(a.authority(), b.authority(), "{place}");
    assert_eq!(a.userinfo(), b.userinfo(), "{place}");
    assert_eq!(a.host(), b.host(), "{place}");
    assert_eq!(a.port(), b.port(), "{place}");
    assert_eq!(a.path(), b.path(), "{place}");
    assert_eq!(a.query(), b.query(), "{place}");
    assert_eq!(a.fragment(), b.fragment(), "{place}");
    assert_eq!(a.recompose(), b.recompose(), "{place}");
    assert_eq!(a.to_uri(), b.to_uri(), "{place}");
    assert_eq!(
        LiteralLayout::of_iri_ref(&a),
        LiteralLayout::of_iri_ref(&b),
        "{place}"
    );
}

/// Rebuilds `input` with each constructor whose production it is, and
/// compares with the parse; returns how many productions it was.
fn check(input: &str, place: &str) -> usize {
    let mut productions = 0;
    if let Ok(parsed) = UriRef::parse(input) {
        let rebuilt = __literal::uri_ref(input, LiteralLayout::of_uri_ref(&parsed));
        assert_same(rebuilt, parsed, place);
        productions += 1;
    }
    if let Ok(parsed) = Uri::parse(input) {
        let rebuilt = __literal::uri(input, LiteralLayout::of_uri_ref(&parsed.as_uri_ref()));
        assert_eq!(rebuilt, parsed, "{place}");
        assert_eq!(rebuilt.scheme(), parsed.scheme(), "{place}");
        assert_same(rebuilt.as_uri_ref(), parsed.as_uri_ref(), place);
        productions += 1;
    }
    if let Ok(parsed) = AbsoluteUri::parse(input) {
        let layout = LiteralLayout::of_uri_ref(&parsed.as_uri_ref());
        let rebuilt = __literal::absolute_uri(input, layout);
        assert_eq!(rebuilt, parsed, "{place}");
        assert_eq!(rebuilt.scheme(), parsed.scheme(), "{place}");
        assert_same(rebuilt.as_uri_ref(), parsed.as_uri_ref(), place);
        productions += 1;
    }
    if let Ok(parsed) = RelativeRef::parse(input) {
        let layout = LiteralLayout::of_uri_ref(&parsed.as_uri_ref());
        let rebuilt = __literal::relative_ref(input, layout);
        assert_eq!(rebuilt, parsed, "{place}");
        assert_same(rebuilt.as_uri_ref(), parsed.as_uri_ref(), place);
        productions += 1;
    }
    if let Ok(parsed) = IriRef::parse(input) {
        let rebuilt = __literal::iri_ref(input, LiteralLayout::of_iri_ref(&parsed));
        assert_same_iri(rebuilt, parsed, place);
        // An ASCII IRI reference is a URI reference with the same layout.
        if let Some(uri_ref) = parsed.as_uri_ref() {
            assert_eq!(
                LiteralLayout::of_uri_ref(&uri_ref),
                LiteralLayout::of_iri_ref(&parsed),
                "{place}"
            );
        }
        productions += 1;
    }
    if let Ok(parsed) = Iri::parse(input) {
        let rebuilt = __literal::iri(input, LiteralLayout::of_iri_ref(&parsed.as_iri_ref()));
        assert_eq!(rebuilt, parsed, "{place}");
        assert_eq!(rebuilt.scheme(), parsed.scheme(), "{place}");
        assert_same_iri(rebuilt.as_iri_ref(), parsed.as_iri_ref(), place);
        productions += 1;
    }
    productions
}

#[test]
fn varied_references_are_rebuilt_from_their_layout() {
    for input in VARIED {
        assert!(check(input, input) > 0, "{input:?} is not valid");
    }
}

#[test]
fn corpus_references_are_rebuilt_from_their_layout() {
    let mut checked = 0;
    for kind in ["valid", "iri/valid"] {
        for (path, entry) in corpus::all(kind) {
            let place = format!("{}:{}", path.display(), entry.line);
            assert!(check(&entry.input, &place) > 0, "{place}: not valid");
            checked += 1;
        }
    }
    assert!(checked > 1000, "only {checked} corpus inputs");
}

#[test]
fn every_kind_of_host_is_written() {
    let kinds = |inputs: &[&str]| -> Vec<u8> {
        inputs
            .iter()
            .map(|input| {
                UriRef::parse(input).map_or(u8::MAX, |r| LiteralLayout::of_uri_ref(&r).host_kind)
            })
            .collect()
    };
    assert_eq!(
        kinds(&["/p", "//h", "//1.2.3.4", "//[::1]", "//[v1.x]"]),
        [
            __literal::NO_AUTHORITY,
            __literal::REG_NAME,
            __literal::IPV4,
            __literal::IPV6,
            __literal::IPV_FUTURE
        ]
    );
    let v4 = LiteralLayout::of_uri_ref(&UriRef::parse("//192.0.2.1").unwrap());
    assert_eq!(v4.address, [0, 0xC000_0201]);
    let v6 = LiteralLayout::of_uri_ref(&UriRef::parse("//[2001:db8::1]").unwrap());
    assert_eq!(v6.address, [0x2001_0db8_0000_0000, 1]);
}

/// The layout of `input` parsed as a URI reference, changed by `change`.
fn changed(input: &str, change: impl FnOnce(&mut LiteralLayout)) -> LiteralLayout {
    let mut layout = LiteralLayout::of_uri_ref(&UriRef::parse(input).unwrap());
    change(&mut layout);
    layout
}

/// Whether `build` panics (the constructors' refusal).
fn refuses<T>(build: impl FnOnce() -> T + std::panic::UnwindSafe) -> bool {
    std::panic::catch_unwind(build).is_err()
}

#[test]
fn a_layout_that_does_not_describe_its_text_is_refused() {
    let text = "s://u@h:1/p?q#f";
    assert!(!refuses(|| __literal::uri_ref(text, changed(text, |_| {}))));
    let refused = [
        // Outside the text, out of order, off the delimiters.
        changed(text, |l| l.query_end = 99),
        changed(text, |l| l.path_end = l.path_start - 1),
        changed(text, |l| l.path_start = l.path_end + 1),
        changed(text, |l| l.host_start = l.host_end + 1),
        changed(text, |l| l.scheme_end = 2),
        changed(text, |l| l.scheme_end = 0),
        changed(text, |l| l.host_start -= 1),
        changed(text, |l| l.host_end -= 1),
        changed(text, |l| l.path_end -= 1),
        changed(text, |l| l.query_end -= 1),
        changed(text, |l| l.query_end = usize::MAX),
        changed(text, |l| l.scheme_end = usize::MAX),
        // The host's kind: unknown, an authority where there is none, an
        // IP literal without brackets, an address too wide.
        changed(text, |l| l.host_kind = 5),
        changed(text, |l| l.host_kind = __literal::NO_AUTHORITY),
        changed(text, |l| l.host_kind = __literal::IPV6),
        changed(text, |l| l.host_kind = __literal::IPV_FUTURE),
        changed(text, |l| l.address = [0, 1]),
        changed(text, |l| {
            l.host_kind = __literal::IPV4;
            l.address = [0, 1 << 32];
        }),
    ];
    for layout in refused {
        assert!(
            refuses(|| __literal::uri_ref(text, layout)),
            "{layout:?} is taken"
        );
    }
    let no_authority = changed("/p", |l| l.host_kind = __literal::REG_NAME);
    assert!(refuses(|| __literal::uri_ref("/p", no_authority)));
    // Off a character boundary of the text.
    let text = "/é?q";
    let mut inside_a_character = LiteralLayout::of_iri_ref(&IriRef::parse(text).unwrap());
    inside_a_character.path_end -= 1;
    assert!(refuses(|| __literal::iri_ref(text, inside_a_character)));
}

#[test]
fn a_layout_whose_text_reads_again_as_another_reference_is_refused() {
    // Each text read again would give other components than the layout:
    // a relative reference's first segment with a `:` (a scheme), a path
    // without an authority that begins with `//` (an authority), a path
    // after an authority that does not begin with `/`, a scheme that is
    // not one.
    // (Each layout is in order and on the text's boundaries and
    // delimiters, so only the structure refuses it.)
    let segment_with_colon = changed("a", |l| (l.path_end, l.query_end) = (3, 3));
    assert!(refuses(|| __literal::uri_ref("a:b", segment_with_colon)));
    let double_slash = changed("/a", |l| (l.path_end, l.query_end) = (4, 4));
    assert!(refuses(|| __literal::uri_ref("//ab", double_slash)));
    let after_authority = changed("//h/p", |l| {
        (l.path_start, l.path_end, l.query_end) = (3, 4, 4)
    });
    assert!(refuses(|| __literal::uri_ref("//hp", after_authority)));
    let bad_scheme = changed("a:b", |_| {});
    assert!(refuses(|| __literal::uri_ref("1:b", bad_scheme)));
    // Their neighbours that read back the same are taken.
    assert!(!refuses(|| __literal::uri_ref(
        "a/b:c",
        changed("a/b:c", |_| {})
    )));
    assert!(!refuses(|| __literal::uri_ref(
        "s:/a",
        changed("s:/a", |_| {})
    )));
}

#[test]
fn a_layout_of_another_production_is_refused() {
    let relative = changed("//h/p", |_| {});
    let with_fragment = changed("s:p#f", |_| {});
    let uri = changed("s:p", |_| {});
    let iri = LiteralLayout::of_iri_ref(&IriRef::parse("s:é").unwrap());
    assert!(refuses(|| __literal::uri("//h/p", relative)));
    assert!(refuses(|| __literal::iri("//h/p", relative)));
    assert!(refuses(|| __literal::absolute_uri("s:p#f", with_fragment)));
    assert!(refuses(|| __literal::relative_ref("s:p", uri)));
    // A URI type's text is ASCII.
    assert!(refuses(|| __literal::uri_ref("s:é", iri)));
    assert!(refuses(|| __literal::uri("s:é", iri)));
    // What each production takes.
    assert!(!refuses(|| __literal::relative_ref("//h/p", relative)));
    assert!(!refuses(|| __literal::uri("s:p#f", with_fragment)));
    assert!(!refuses(|| __literal::absolute_uri("s:p", uri)));
    assert!(!refuses(|| __literal::iri("s:é", iri)));
}

/// The constructors are `const fn`s: a literal is written in a `const`
/// item with no parse at run time.
#[test]
fn a_reference_is_built_in_a_const_item() {
    const HOME: Uri<'static> = __literal::uri(
        "http://h:8/p",
        LiteralLayout {
            scheme_end: 4,
            host_start: 7,
            host_end: 8,
            path_start: 10,
            path_end: 12,
            query_end: 12,
            address: [0, 0],
            host_kind: __literal::REG_NAME,
        },
    );
    assert_eq!(HOME, Uri::parse("http://h:8/p").unwrap());
    assert_eq!(HOME.port_u16(), Ok(Some(8)));
    assert_same(
        HOME.as_uri_ref(),
        UriRef::parse("http://h:8/p").unwrap(),
        "HOME",
    );
}
