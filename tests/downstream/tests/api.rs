//! Each thing the library promises a Rust user, written as a user of the
//! crate writes it: through the public API only, from another crate.

use std::borrow::Borrow;
use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

use rfc3986::builder::{Part, Reason};
use rfc3986::{
    AbsoluteUri, AbsoluteUriBuf, Goal, Level, Mismatch, RelativeRef, RelativeRefBuf, Strictness,
    Uri, UriBuf, UriRef, UriRefBuf, UriRefBuilder,
};
use rfc3986_downstream::Site;

fn hash_of<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

#[test]
fn owned_types_parse_from_every_kind_of_string() -> Result<(), rfc3986::Error> {
    let text = "http://h/a?q#f";
    let a = UriRefBuf::parse(text)?;
    let b = UriRefBuf::from_str(text)?;
    let c: UriRefBuf = text.parse()?;
    let d = UriRefBuf::try_from(text.to_owned())?;
    let e = UriRefBuf::try_from(text)?;
    assert!(a == b && b == c && c == d && d == e);

    let uri: UriBuf = text.parse()?;
    let absolute: AbsoluteUriBuf = "http://h/a?q".parse()?;
    let relative: RelativeRefBuf = "../a?q#f".parse()?;
    assert_eq!(uri.as_str(), text);
    assert_eq!(String::from(absolute.clone()), "http://h/a?q");
    assert_eq!(relative.clone().into_string(), "../a?q#f");

    // Each refuses what is not of its production, with the parser's error.
    let error = UriBuf::parse("../a").unwrap_err();
    assert_eq!((error.goal(), error.index()), (Goal::Uri, 0));
    assert!(AbsoluteUriBuf::try_from("http://h/#f").is_err());
    assert!(RelativeRefBuf::try_from(String::from("http:a")).is_err());
    assert!(UriRefBuf::from_str("a b").is_err());
    Ok(())
}

#[test]
fn owned_types_have_the_accessors_of_their_borrowed_view() -> Result<(), rfc3986::Error> {
    let uri = UriBuf::parse("http://user@[::1]:8080/a/b?x=1&y#f")?;
    assert_eq!(uri.scheme(), "http");
    assert_eq!(uri.userinfo(), Some("user"));
    assert_eq!(uri.host().map(|h| h.as_str()), Some("[::1]"));
    assert_eq!(uri.port().map(|p| p.as_str()), Some("8080"));
    assert_eq!(uri.port_u16(), Ok(Some(8080)));
    assert_eq!(uri.path().as_str(), "/a/b");
    assert_eq!(uri.query(), Some("x=1&y"));
    assert_eq!(uri.fragment(), Some("f"));
    assert_eq!(uri.query_pairs().count(), 2);
    assert_eq!(uri.recompose(), uri.as_str());
    assert!(!uri.is_relative());
    assert_eq!(uri.as_uri().scheme(), "http");
    assert_eq!(uri.as_uri_ref().scheme(), Some("http"));

    let absolute = AbsoluteUriBuf::parse("HTTP://H/a/./b")?;
    assert_eq!(absolute.scheme(), "HTTP");
    assert_eq!(absolute.fragment(), None);
    assert_eq!(absolute.normalize(Level::SyntaxBased), "http://h/a/b");
    let view: AbsoluteUri<'_> = absolute.as_absolute_uri();
    assert_eq!(view.as_uri().scheme(), "HTTP");

    let relative = RelativeRefBuf::parse("//h:99/p")?;
    assert_eq!(relative.scheme(), None);
    assert_eq!(relative.port_u16(), Ok(Some(99)));
    let view: RelativeRef<'_> = relative.as_relative_ref();
    assert_eq!(view.path().as_str(), "/p");

    let reference = UriRefBuf::parse("g;x?y")?;
    assert_eq!(reference.scheme(), None);
    assert!(reference.equivalent(&UriRef::parse("g;x?y")?, Level::Simple));
    Ok(())
}

#[test]
fn borrowed_types_try_from_str() -> Result<(), rfc3986::Error> {
    let text = String::from("http://h/a?q");
    let r = UriRef::try_from(text.as_str())?;
    let u = Uri::try_from(text.as_str())?;
    let a = AbsoluteUri::try_from(text.as_str())?;
    let rel = RelativeRef::try_from("a/b")?;
    assert_eq!(r, u.as_uri_ref());
    assert_eq!(a.as_str(), text);
    assert!(rel.is_relative());
    assert!(Uri::try_from("a/b").is_err());
    let parsed: Result<UriRef<'_>, _> = "a b".try_into();
    assert_eq!(parsed.unwrap_err().index(), 1);
    Ok(())
}

#[test]
fn conversions_go_wide_for_free_and_narrow_checked() -> Result<(), Box<dyn std::error::Error>> {
    let r = UriRef::parse("http://h/a")?;
    let owned: UriRefBuf = r.to_buf();
    assert_eq!(owned, r);
    let uri: Uri<'_> = r.as_uri().ok_or("a URI")?;
    let uri_buf: UriBuf = uri.to_buf();
    let absolute: AbsoluteUri<'_> = Uri::parse("http://h/a")?
        .as_absolute_uri()
        .ok_or("absolute")?;
    let _: AbsoluteUriBuf = absolute.to_buf();
    let _: RelativeRefBuf = RelativeRef::parse("a")?.to_buf();

    // Wider: free.
    let back: UriRef<'_> = uri.into();
    assert_eq!(back, r);
    let _: Uri<'_> = absolute.into();
    let wide: UriRefBuf = uri_buf.clone().into();
    assert_eq!(wide, uri_buf);
    let wide: UriBuf = AbsoluteUriBuf::parse("urn:a")?.into();
    assert_eq!(wide, "urn:a");

    // Narrower: checked on the components, the value given back.
    assert!(UriRef::parse("g")?.as_uri().is_none());
    assert!(UriRef::parse("http://h/#f")?.as_absolute_uri().is_none());
    assert!(UriRef::parse("//h")?.as_relative_ref().is_some());
    let error = UriBuf::try_from(UriRefBuf::parse("../g")?).unwrap_err();
    assert_eq!(error.mismatch(), Mismatch::NoScheme);
    assert_eq!(error.into_inner(), "../g");
    let error = AbsoluteUriBuf::try_from(UriBuf::parse("http://h/#f")?).unwrap_err();
    assert_eq!(error.mismatch(), Mismatch::Fragment);
    assert!(error.to_string().contains("absolute URI"));
    let relative = RelativeRefBuf::try_from(UriRefBuf::parse("a:b/../c")?);
    assert_eq!(relative.unwrap_err().mismatch(), Mismatch::Scheme);
    let narrowed = AbsoluteUri::try_from(UriRef::parse("http://h/?q")?)?;
    assert_eq!(narrowed.query(), Some("q"));
    Ok(())
}

#[test]
fn resolution_returns_a_uri() -> Result<(), Box<dyn std::error::Error>> {
    let base = Uri::parse("http://a/b/c/d;p?q")?;
    let target: UriBuf = base.resolve(&UriRef::parse("../g")?, Strictness::Strict);
    assert_eq!(target.scheme(), "http");
    assert_eq!(target, "http://a/b/g");
    let joined: UriBuf = base.join("g?y#s")?;
    assert_eq!(joined, "http://a/b/c/g?y#s");
    assert_eq!(base.join("a b").unwrap_err().index(), 1);
    let target: UriBuf = rfc3986::resolve("http://a/b", "c", Strictness::Strict)?;
    assert_eq!(target, "http://a/c");
    let owned_base = UriBuf::parse("http://a/b/")?;
    assert_eq!(owned_base.join("c")?, "http://a/b/c");
    assert_eq!(owned_base.relativize(&Uri::parse("http://a/b/c/d")?), "c/d");
    Ok(())
}

#[test]
fn std_traits_on_every_reference_type() -> Result<(), rfc3986::Error> {
    fn traits<T: Clone + std::fmt::Debug + std::fmt::Display + Eq + Ord + Hash + AsRef<str>>() {}
    fn owned<T: Borrow<str> + FromStr + Into<String> + Send + Sync + 'static>() {}
    fn shared<T: Send + Sync>() {}
    traits::<UriRef<'_>>();
    traits::<Uri<'_>>();
    traits::<AbsoluteUri<'_>>();
    traits::<RelativeRef<'_>>();
    traits::<UriRefBuf>();
    traits::<UriBuf>();
    traits::<AbsoluteUriBuf>();
    traits::<RelativeRefBuf>();
    owned::<UriRefBuf>();
    owned::<UriBuf>();
    owned::<AbsoluteUriBuf>();
    owned::<RelativeRefBuf>();
    shared::<UriRef<'static>>();
    shared::<rfc3986::Error>();
    shared::<rfc3986::BuildError>();

    let r = UriRef::parse("http://h/a")?;
    let owned = UriRefBuf::parse("http://h/a")?;
    assert_eq!(
        format!("{r:?} {owned:?}"),
        r#"UriRef("http://h/a") UriRefBuf("http://h/a")"#
    );
    assert_eq!(format!("{r} {owned}"), "http://h/a http://h/a");

    // Equality between borrowed, owned, str, &str and String, both ways.
    let text: &str = "http://h/a";
    let string = String::from(text);
    assert_eq!(r, owned);
    assert_eq!(owned, r);
    assert_eq!(r, text);
    assert_eq!(text, r);
    assert_eq!(r, *text);
    assert_eq!(*text, r);
    assert_eq!(r, string);
    assert_eq!(string, r);
    assert_eq!(owned, text);
    assert_eq!(text, owned);
    assert_eq!(owned, *text);
    assert_eq!(*text, owned);
    assert_eq!(owned, string);
    assert_eq!(string, owned);
    assert!(Uri::parse("http://h/")? == UriBuf::parse("http://h/")?);
    assert!(RelativeRefBuf::parse("a")? != "b");

    // Identity is the text's, not §6 equivalence.
    assert_ne!(UriRef::parse("HTTP://h/")?, UriRef::parse("http://h/")?);
    assert_eq!(hash_of(&owned), hash_of("http://h/a"));
    assert_eq!(hash_of(&r), hash_of(&owned));

    // Sorted as their texts are.
    let mut sorted: BTreeSet<UriRefBuf> = BTreeSet::new();
    for text in ["b", "a", "http://h/", "a"] {
        sorted.insert(text.parse()?);
    }
    let order: Vec<&str> = sorted.iter().map(UriRefBuf::as_str).collect();
    assert_eq!(order, ["a", "b", "http://h/"]);
    let mut borrowed = [UriRef::parse("z")?, UriRef::parse("y")?];
    borrowed.sort();
    assert_eq!(borrowed[0], "y");

    // Looked up with a &str.
    let mut seen: HashMap<UriRefBuf, u32> = HashMap::new();
    seen.insert(owned.clone(), 1);
    assert_eq!(seen.get("http://h/a"), Some(&1));
    let set: HashSet<UriBuf> = [UriBuf::parse("http://h/")?].into_iter().collect();
    assert!(set.contains("http://h/"));
    Ok(())
}

#[test]
fn editing_an_owned_reference_in_place() -> Result<(), Box<dyn std::error::Error>> {
    let mut uri = UriBuf::parse("http://h/a?q#f")?;
    uri.set_scheme("https")?;
    uri.set_userinfo(Some("me"))?;
    uri.set_host("example.com")?;
    uri.set_port(Some("8443"))?;
    uri.set_path("/b/c")?;
    uri.set_query(Some("x=1"))?;
    uri.set_fragment(None)?;
    assert_eq!(uri, "https://me@example.com:8443/b/c?x=1");
    uri.set_authority(Some("[2001:db8::1]"))?;
    assert_eq!(uri, "https://[2001:db8::1]/b/c?x=1");
    assert_eq!(
        uri.host().and_then(|h| h.ip()),
        Some(IpAddr::V6("2001:db8::1".parse::<Ipv6Addr>()?))
    );

    // Each refusal leaves the value as it was, and says why.
    let before = uri.clone();
    let error = uri.set_port(Some("8o")).unwrap_err();
    assert_eq!(
        (error.part(), error.reason()),
        (Part::Port, &Reason::Syntax)
    );
    let error = uri.set_path("relative").unwrap_err();
    assert_eq!(error.reason(), &Reason::PathNotAbsolute);
    let error = uri.set_scheme("").unwrap_err();
    assert_eq!(error.part(), Part::Scheme);
    assert!(uri.set_authority(Some("a/b")).is_err());
    assert!(uri.set_query(Some("#")).is_err());
    assert_eq!(uri, before);

    // Without an authority, a path cannot begin with `//` (§3.3).
    let mut uri = UriBuf::parse("http://h//a")?;
    let error = uri.set_authority(None).unwrap_err();
    assert_eq!(error.reason(), &Reason::PathStartsWithTwoSlashes);
    assert_eq!(uri, "http://h//a");

    // A narrower type keeps what makes it that type.
    let mut base = AbsoluteUriBuf::parse("http://h/")?;
    let error = base.set_fragment(Some("f")).unwrap_err();
    assert_eq!(error.reason(), &Reason::Narrower(Mismatch::Fragment));
    let mut relative = RelativeRefBuf::parse("a:b/c".replace("a:b", "./a:b"))?;
    let error = relative.set_scheme("s").unwrap_err();
    assert_eq!(error.reason(), &Reason::Narrower(Mismatch::Scheme));
    // §4.2: a relative path's first segment has no `:`.
    let error = relative.set_path("x:y").unwrap_err();
    assert_eq!(error.reason(), &Reason::ColonInFirstSegment);
    assert_eq!(relative, "./a:b/c");

    // A host makes an authority, which a rootless path cannot follow.
    let mut reference = UriRefBuf::parse("g")?;
    let error = reference.set_host("h").unwrap_err();
    assert_eq!(
        (error.part(), error.reason()),
        (Part::Path, &Reason::PathNotAbsolute)
    );
    reference.set_path("/g")?;
    reference.set_host("h")?;
    assert_eq!(reference, "//h/g");
    Ok(())
}

#[test]
fn a_builder_starts_from_a_reference() -> Result<(), Box<dyn std::error::Error>> {
    let r = UriRef::parse("http://user@h:80/a?q#f")?;
    let changed = UriRefBuilder::from(&r).path("/b").build()?;
    assert_eq!(changed, "http://user@h:80/b?q#f");
    assert_eq!(UriRefBuilder::from(r).build()?, r);
    Ok(())
}

#[test]
fn hosts_and_ports_as_values() -> Result<(), rfc3986::Error> {
    let r = UriRef::parse("http://192.0.2.1:65535/")?;
    assert_eq!(
        r.host().and_then(|h| h.ip()),
        Some(IpAddr::V4(Ipv4Addr::new(192, 0, 2, 1)))
    );
    assert_eq!(r.port_u16(), Ok(Some(65535)));
    let overflow = UriRef::parse("http://h:65536/")?.port_u16().unwrap_err();
    assert_eq!(overflow.span(), 9..14);
    assert_eq!(UriRef::parse("http://h:/")?.port_u16(), Ok(None));
    assert_eq!(
        UriRef::parse("http://[v1.x]/")?.host().and_then(|h| h.ip()),
        None
    );
    // `Host` and `HostKind` are non-exhaustive: a match has a wildcard arm.
    let host = r.host().expect("a host");
    let text = match host {
        rfc3986::Host::RegName { name } => name,
        rfc3986::Host::Ipv4 { text, .. } => text,
        _ => host.as_str(),
    };
    assert_eq!(text, "192.0.2.1");
    assert_eq!(host.kind(), rfc3986::HostKind::Ipv4);
    assert_eq!(host.kind().to_string(), "ipv4");
    Ok(())
}

#[test]
fn errors_name_rules_and_decoding_is_strict() {
    use rfc3986::{Expected, RuleName, percent};

    let error = UriRef::parse("http://[::1").expect_err("no ]");
    assert_eq!(
        error.expected().first(),
        Some(&Expected::Rule(RuleName::Hexdig))
    );
    assert_eq!(error.excerpt(), "http://[::1");
    assert_eq!(percent::decode("%zz").map_err(|e| e.index()), Err(0));
    assert_eq!(&*percent::decode_lenient("%zz"), b"%zz");
}

#[test]
fn serde_writes_text_and_parses_it_back() -> Result<(), Box<dyn std::error::Error>> {
    let json = r#"{"base":"http://a/b/","links":{"c":2,"../d?x":1}}"#;
    let site: Site = serde_json::from_str(json)?;
    assert_eq!(site.base.scheme(), "http");
    let targets: Vec<String> = site.targets().into_iter().map(String::from).collect();
    assert_eq!(targets, ["http://a/b/c", "http://a/d?x"]);
    let again: Site = serde_json::from_str(&serde_json::to_string(&site)?)?;
    assert_eq!(again, site);

    // An invalid value: the error names the index and what was expected.
    let error = serde_json::from_str::<Site>(r#"{"base":"http://a b/","links":{}}"#).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("index 8"), "{message}");
    assert!(message.contains("expected"), "{message}");
    let error = serde_json::from_str::<UriBuf>(r#""../relative""#).unwrap_err();
    assert!(
        error.to_string().contains("invalid URI at index"),
        "{error}"
    );
    Ok(())
}

#[test]
fn borrowed_types_deserialize_from_the_input() -> Result<(), Box<dyn std::error::Error>> {
    #[derive(serde::Deserialize, serde::Serialize)]
    struct Link<'a> {
        #[serde(borrow)]
        href: UriRef<'a>,
        #[serde(borrow)]
        base: AbsoluteUri<'a>,
    }
    let input = String::from(r#"{"href":"../g#s","base":"http://a/b/c"}"#);
    let link: Link<'_> = serde_json::from_str(&input)?;
    assert_eq!(link.href.fragment(), Some("s"));
    // Borrowed: the text lies inside the input.
    let range = input.as_ptr() as usize..input.as_ptr() as usize + input.len();
    assert!(range.contains(&(link.href.as_str().as_ptr() as usize)));
    assert_eq!(
        link.base.as_uri().resolve(&link.href, Strictness::Strict),
        "http://a/g#s"
    );
    assert_eq!(serde_json::to_string(&link)?, input);

    let error = serde_json::from_str::<Uri<'_>>(r#""no scheme""#).unwrap_err();
    assert!(error.to_string().contains("index"), "{error}");
    // A string with escapes cannot be lent.
    assert!(serde_json::from_str::<UriRef<'_>>(r#""a\/b""#).is_err());
    assert_eq!(serde_json::from_str::<UriRefBuf>(r#""a\/b""#)?, "a/b");
    Ok(())
}

#[test]
fn iris_parse_map_resolve_and_serialize() -> Result<(), Box<dyn std::error::Error>> {
    use rfc3986::{AbsoluteIri, Iri, IriBuf, IriRef, IriRefBuf};

    let iri = IriRef::parse("http://例え.テスト/パス?q=値#frag")?;
    assert_eq!(iri.host().map(|h| h.as_str()), Some("例え.テスト"));
    let uri: UriRefBuf = iri.to_uri();
    assert!(uri.as_str().is_ascii());
    assert_eq!(uri.to_iri(), iri);
    // Every URI is an IRI; an IRI with a scheme narrows to `Iri`.
    let wide: IriRef<'_> = UriRef::parse("http://h/p")?.into();
    assert_eq!(wide, "http://h/p");
    let narrow = Iri::try_from(iri)?;
    assert_eq!(narrow.scheme(), "http");
    let base = AbsoluteIri::parse("http://例え/б/в")?;
    let target: IriBuf = base.join("../ж")?;
    assert_eq!(target, "http://例え/ж");
    // serde: the text, parsed back as an IRI.
    let owned: IriRefBuf = serde_json::from_str(r#""//例え/パス""#)?;
    assert_eq!(serde_json::to_string(&owned)?, r#""//例え/パス""#);
    assert!(serde_json::from_str::<IriBuf>(r#""/no scheme""#).is_err());
    let error = IriRef::parse("http://例え/a b").unwrap_err();
    assert_eq!(error.goal(), Goal::IriReference);
    Ok(())
}

#[test]
fn urls_are_linted_and_checked_against_a_policy() -> Result<(), Box<dyn std::error::Error>> {
    use rfc3986::lint::{Code, Severity, lint, lint_iri};
    use rfc3986::policy::{Component, Policy, Rule};

    // The lint's own checks; with the feature `whatwg` (unified in from the
    // `uri` tool in a workspace build), the `url` crate's reading as well.
    let report = lint("http://2130706433/");
    assert!(report.is_valid());
    let finding = report.finding(Code::IpLikeRegName).ok_or("no finding")?;
    assert_eq!(finding.severity, Severity::Warning);
    assert_eq!(finding.code.as_str(), "ip-like-reg-name");
    assert!(report.has_warnings());
    let refused = lint(" http://h/");
    assert!(refused.result().is_err());
    assert!(refused.finding(Code::SpacesTrimmed).is_some());
    assert!(lint_iri("http://evil\u{FF0E}example/").has_warnings());

    let policy = Policy::new()
        .allow_scheme("https")
        .allow_host(".example.com")
        .allow_port(443)
        .require(Component::Host)
        .deny_userinfo()
        .deny_non_public_addresses()
        .max_length(2048);
    assert!(
        policy
            .check(&UriRef::parse("https://a.example.com/")?)
            .is_ok()
    );
    let violation = policy
        .check(&UriRef::parse("https://a.example.com:8443/")?)
        .err()
        .ok_or("allowed")?;
    assert_eq!(violation.rule(), Rule::Port);
    let from_file: Policy = "schemes = https\ndeny = non-public".parse()?;
    assert_eq!(
        from_file
            .check(&UriRef::parse("https://[::ffff:10.0.0.1]/")?)
            .map_err(|v| v.rule()),
        Err(Rule::NonPublicAddress)
    );
    assert!("ports = x".parse::<Policy>().is_err());
    Ok(())
}

#[test]
fn queries_paths_passwords_and_origins() -> Result<(), Box<dyn std::error::Error>> {
    use rfc3986::query::PlusAsSpace;
    use rfc3986::scheme::default_port;

    let mut r = UriRefBuf::parse("https://bob:hunter2@example.com/a/?page=2")?;
    assert_eq!(
        r.masked().to_string(),
        "https://bob:***@example.com/a/?page=2"
    );
    r = r.without_password();
    r.query_pairs_mut()
        .space_as(PlusAsSpace::Yes)
        .set("page", "3")
        .append_pair("q", "tea cake");
    r.path_segments_mut().pop_if_empty().push("b c")?;
    assert_eq!(r, "https://bob@example.com/a/b%20c?page=3&q=tea+cake");
    assert_eq!(r.port_or_default(), Some(443));
    assert_eq!(default_port("ssh"), Some(22));
    let origin = r.origin().ok_or("no origin")?;
    assert_eq!(origin.to_string(), "https://example.com");
    assert_eq!(
        Some(origin),
        UriRef::parse("HTTPS://EXAMPLE.COM:443/")?.origin()
    );
    Ok(())
}

#[test]
fn file_paths_as_uris_and_back() -> Result<(), Box<dyn std::error::Error>> {
    use rfc3986::file::{self, FilePathError};

    // Either style on any platform.
    let uri = file::from_posix_path(b"/home/me/a b.txt")?;
    assert_eq!(uri, "file:///home/me/a%20b.txt");
    assert_eq!(file::to_posix_path(&uri.as_uri())?, b"/home/me/a b.txt");
    let uri = file::from_windows_path(r"\\server\share\x")?;
    assert_eq!(uri, "file://server/share/x");
    assert_eq!(
        file::to_windows_path(&Uri::parse("file:///C:/a")?)?,
        r"C:\a"
    );
    assert_eq!(
        file::to_posix_path(&Uri::parse("file:///a%2Fb")?),
        Err(FilePathError::EncodedSeparator { index: 9 })
    );
    // The platform's own paths.
    let here = std::env::current_dir()?;
    let uri = UriBuf::from_directory_path(&here)?;
    assert!(uri.as_str().ends_with('/'));
    assert_eq!(uri.to_file_path()?, here.join(""));
    assert_eq!(
        UriBuf::from_file_path("relative"),
        Err(FilePathError::RelativePath)
    );
    Ok(())
}

#[test]
fn conversions_with_url_and_http() -> Result<(), Box<dyn std::error::Error>> {
    // url::Url (feature `url`), both ways; a host WHATWG reads elsewhere is
    // refused with the reason.
    let uri = Uri::parse("https://example.com/a?q")?;
    let url = url::Url::try_from(&uri)?;
    assert_eq!(url.as_str(), "https://example.com/a?q");
    let back = UriBuf::try_from(&url)?;
    assert_eq!(back, "https://example.com/a?q");
    let confusing = Uri::parse("http://0x7f.1/")?;
    let error = url::Url::try_from(&confusing).unwrap_err();
    assert!(error.to_string().contains("127.0.0.1"), "{error}");

    // http::Uri (feature `http`), both ways.
    let reference = UriRef::parse("/search?q=tea")?;
    let target = http::Uri::try_from(&reference)?;
    assert_eq!(
        target.path_and_query().map(|p| p.as_str()),
        Some("/search?q=tea")
    );
    let again = UriRefBuf::try_from(&target)?;
    assert_eq!(again, "/search?q=tea");
    Ok(())
}
