//! Each macro in `const` and `static` items and in expressions: the
//! reference it writes has the text and the components its type's `parse`
//! finds in the literal at run time.

use core::net::{Ipv4Addr, Ipv6Addr};

use rfc3986::__literal::LiteralLayout;
use rfc3986::{AbsoluteUri, Host, Iri, IriRef, RelativeRef, Uri, UriRef};
use rfc3986_macros::{absolute_uri, iri, iri_ref, relative_ref, uri, uri_ref};

/// Every component of `a` and `b`, two views of the same production.
fn assert_same(a: UriRef<'_>, b: UriRef<'_>) {
    assert_eq!(a, b);
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
    assert_eq!(a.as_str(), b.as_str());
    assert_eq!(a.is_relative(), b.is_relative());
    assert_eq!(a.scheme(), b.scheme());
    assert_eq!(a.authority(), b.authority());
    assert_eq!(a.userinfo(), b.userinfo());
    assert_eq!(a.host(), b.host());
    assert_eq!(a.port(), b.port());
    assert_eq!(a.port_u16(), b.port_u16());
    assert_eq!(a.path(), b.path());
    assert_eq!(a.query(), b.query());
    assert_eq!(a.fragment(), b.fragment());
    assert_eq!(a.recompose(), b.recompose());
    assert_eq!(LiteralLayout::of_uri_ref(&a), LiteralLayout::of_uri_ref(&b));
}

/// [`assert_same`] for IRI references.
fn assert_same_iri(a: IriRef<'_>, b: IriRef<'_>) {
    assert_eq!(a, b);
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
    assert_eq!(a.as_str(), b.as_str());
    assert_eq!(a.is_relative(), b.is_relative());
    assert_eq!(a.scheme(), b.scheme());
    assert_eq!(a.authority(), b.authority());
    assert_eq!(a.userinfo(), b.userinfo());
    assert_eq!(a.host(), b.host());
    assert_eq!(a.port(), b.port());
    assert_eq!(a.path(), b.path());
    assert_eq!(a.query(), b.query());
    assert_eq!(a.fragment(), b.fragment());
    assert_eq!(a.recompose(), b.recompose());
    assert_eq!(a.to_uri(), b.to_uri());
    assert_eq!(LiteralLayout::of_iri_ref(&a), LiteralLayout::of_iri_ref(&b));
}

const URI_REFS: [UriRef<'static>; 8] = [
    uri_ref!("foo://example.com:8042/over/there?name=ferret#nose"),
    uri_ref!("../g?y#s"),
    uri_ref!(""),
    uri_ref!("#"),
    uri_ref!("//@:/?#"),
    uri_ref!("urn:isbn:0451450523"),
    uri_ref!("http://user:pw@[v1f.x:y]:/"),
    uri_ref!(r"/a%20b?c=d&e"),
];

static URIS: [Uri<'static>; 7] = [
    uri!("http://example.com/"),
    uri!("HTTPS://Example.COM:443/a/./b/../c?#"),
    uri!("file:///etc/hosts"),
    uri!("mailto:user@example.com"),
    uri!("http://192.0.2.1:8080/p"),
    uri!("ldap://[2001:db8::7]/c=GB?objectClass?one"),
    uri!("http://[::ffff:192.0.2.128]"),
];

const ABSOLUTE_URIS: [AbsoluteUri<'static>; 4] = [
    absolute_uri!("http://a/b/c/d;p?q"),
    absolute_uri!("urn:example:a?"),
    absolute_uri!("s:"),
    absolute_uri!("http://[v7.a]/"),
];

const RELATIVE_REFS: [RelativeRef<'static>; 6] = [
    relative_ref!("../up"),
    relative_ref!("//h"),
    relative_ref!("?q"),
    relative_ref!("#f"),
    relative_ref!("./a:b"),
    relative_ref!("//10.0.0.1:/x?y#z"),
];

static IRI_REFS: [IriRef<'static>; 5] = [
    iri_ref!("http://例え.テスト/パス?q=値#frag"),
    iri_ref!("../ĝ?ŷ#ŝ"),
    iri_ref!("//josé@例え:80/"),
    iri_ref!("/p?\u{E000}"),
    iri_ref!("http://h/ascii"),
];

const IRIS: [Iri<'static>; 4] = [
    iri!("https://bücher.example/straße?q=ü"),
    iri!("mailto:josé@example.com"),
    iri!("urn:例:a"),
    iri!("http://[::1]/дом"),
];

#[test]
fn uri_refs_have_the_components_of_a_parse() -> Result<(), rfc3986::Error> {
    for literal in URI_REFS {
        assert_same(literal, UriRef::parse(literal.as_str())?);
    }
    Ok(())
}

#[test]
fn uris_have_the_components_of_a_parse() -> Result<(), rfc3986::Error> {
    for literal in &URIS {
        let parsed = Uri::parse(literal.as_str())?;
        assert_eq!(*literal, parsed);
        assert_eq!(literal.scheme(), parsed.scheme());
        assert_same(literal.as_uri_ref(), parsed.as_uri_ref());
    }
    Ok(())
}

#[test]
fn absolute_uris_have_the_components_of_a_parse() -> Result<(), rfc3986::Error> {
    for literal in ABSOLUTE_URIS {
        let parsed = AbsoluteUri::parse(literal.as_str())?;
        assert_eq!(literal, parsed);
        assert_eq!(literal.scheme(), parsed.scheme());
        assert_same(literal.as_uri_ref(), parsed.as_uri_ref());
    }
    Ok(())
}

#[test]
fn relative_refs_have_the_components_of_a_parse() -> Result<(), rfc3986::Error> {
    for literal in RELATIVE_REFS {
        let parsed = RelativeRef::parse(literal.as_str())?;
        assert_eq!(literal, parsed);
        assert_same(literal.as_uri_ref(), parsed.as_uri_ref());
    }
    Ok(())
}

#[test]
fn iri_refs_have_the_components_of_a_parse() -> Result<(), rfc3986::Error> {
    for literal in &IRI_REFS {
        assert_same_iri(*literal, IriRef::parse(literal.as_str())?);
    }
    Ok(())
}

#[test]
fn iris_have_the_components_of_a_parse() -> Result<(), rfc3986::Error> {
    for literal in IRIS {
        let parsed = Iri::parse(literal.as_str())?;
        assert_eq!(literal, parsed);
        assert_eq!(literal.scheme(), parsed.scheme());
        assert_same_iri(literal.as_iri_ref(), parsed.as_iri_ref());
    }
    Ok(())
}

#[test]
fn hosts_keep_their_addresses() {
    const V4: Uri<'static> = uri!("http://192.0.2.1:8080/p");
    const V6: RelativeRef<'static> = relative_ref!("//[2001:db8::ff00:42:8329]");
    const FUTURE: UriRef<'static> = uri_ref!("//[v1f.x:y]");
    assert_eq!(
        V4.host(),
        Some(Host::Ipv4 {
            address: Ipv4Addr::new(192, 0, 2, 1),
            text: "192.0.2.1"
        })
    );
    assert_eq!(
        V6.host(),
        Some(Host::Ipv6 {
            address: Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329),
            literal: "[2001:db8::ff00:42:8329]"
        })
    );
    assert!(matches!(
        FUTURE.host(),
        Some(Host::IpvFuture {
            version: "1f",
            address: "x:y",
            ..
        })
    ));
    assert_eq!(V4.port_u16(), Ok(Some(8080)));
}

#[test]
fn macros_are_expressions_too() {
    // In a `let`, as an argument, in a `const fn`.
    let base = absolute_uri!("http://a/b/c/d;p?q");
    assert_eq!(
        base.as_uri()
            .resolve(&uri_ref!("../g"), rfc3986::Strictness::Strict)
            .as_str(),
        "http://a/b/g"
    );
    const fn home() -> Uri<'static> {
        uri!("https://example.com/")
    }
    assert_eq!(home().host().map(|h| h.as_str()), Some("example.com"));
    assert_eq!(
        iri!("http://例え/").to_uri().as_str(),
        "http://%E4%BE%8B%E3%81%88/"
    );
    // A trailing comma, and a literal handed on by a `macro_rules!` macro.
    assert_eq!(uri!("s:p",).path().as_str(), "p");
    macro_rules! via {
        ($literal:literal) => {
            uri_ref!($literal)
        };
    }
    assert_eq!(via!("/p?q").query(), Some("q"));
    macro_rules! via_expr {
        ($literal:expr) => {
            relative_ref!($literal)
        };
    }
    assert_eq!(via_expr!("#f").fragment(), Some("f"));
}

#[test]
fn escapes_are_read_as_the_compiler_reads_them() -> Result<(), rfc3986::Error> {
    const ESCAPED: IriRef<'static> = iri_ref!("/caf\u{e9}?\x61=1#\x2F");
    const RAW: UriRef<'static> = uri_ref!(r#"/a?b=%22#c"#);
    assert_same_iri(ESCAPED, IriRef::parse("/café?a=1#/")?);
    assert_eq!(ESCAPED.fragment(), Some("/"));
    assert_same(RAW, UriRef::parse("/a?b=%22#c")?);
    Ok(())
}
