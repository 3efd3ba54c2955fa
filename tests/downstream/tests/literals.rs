//! Literals checked at compile time (`rfc3986-macros`), as a dependent
//! crate writes them: in `const` and `static` items, beside its own types.

use std::collections::HashMap;

use rfc3986::{AbsoluteUri, Host, Iri, RelativeRef, Uri, UriBuf, UriRef};
use rfc3986_downstream::Site;
use rfc3986_macros::{absolute_uri, iri, relative_ref, uri, uri_ref};

const HOME: Uri<'static> = uri!("https://example.com/index.html?lang=en#top");
static MIRROR: Uri<'static> = uri!("http://[2001:db8::1]:8080/pub/");
const BASE: AbsoluteUri<'static> = absolute_uri!("https://example.com/docs/");
const LINKS: [RelativeRef<'static>; 2] = [relative_ref!("../about"), relative_ref!("guide?p=2")];
static SHOP: Iri<'static> = iri!("https://bücher.example/straße");

/// A configuration holding a literal, as a `const` of a crate's own type.
struct Endpoint {
    name: &'static str,
    uri: Uri<'static>,
}

const ENDPOINTS: [Endpoint; 2] = [
    Endpoint {
        name: "api",
        uri: uri!("https://api.example.com/v1/"),
    },
    Endpoint {
        name: "status",
        uri: uri!("https://status.example.com:8443/"),
    },
];

#[test]
fn literals_in_const_and_static_items_are_their_parses() -> Result<(), rfc3986::Error> {
    assert_eq!(
        HOME,
        Uri::parse("https://example.com/index.html?lang=en#top")?
    );
    assert_eq!(HOME.scheme(), "https");
    assert_eq!(
        HOME.host(),
        Some(Host::RegName {
            name: "example.com"
        })
    );
    assert_eq!(
        (HOME.query(), HOME.fragment()),
        (Some("lang=en"), Some("top"))
    );

    assert!(matches!(
        MIRROR.host(),
        Some(Host::Ipv6 {
            literal: "[2001:db8::1]",
            ..
        })
    ));
    assert_eq!(MIRROR.port_u16(), Ok(Some(8080)));
    // A `static` has an address: a reference to it lives as long as the program.
    let mirror: &'static Uri<'static> = &MIRROR;
    assert_eq!(mirror.path().as_str(), "/pub/");

    assert_eq!(SHOP.host().map(|h| h.as_str()), Some("bücher.example"));
    assert_eq!(
        SHOP.to_uri().as_str(),
        "https://b%C3%BCcher.example/stra%C3%9Fe"
    );

    let ports: HashMap<&str, Option<u16>> = ENDPOINTS
        .iter()
        .map(|e| (e.name, e.uri.port_or_default()))
        .collect();
    assert_eq!(ports["api"], Some(443));
    assert_eq!(ports["status"], Some(8443));
    Ok(())
}

#[test]
fn literals_work_with_the_rest_of_the_api() {
    let base = BASE.as_uri();
    let targets: Vec<UriBuf> = LINKS
        .iter()
        .map(|link| base.resolve(&link.as_uri_ref(), rfc3986::Strictness::Strict))
        .collect();
    assert_eq!(targets[0], "https://example.com/about");
    assert_eq!(targets[1], "https://example.com/docs/guide?p=2");

    // Into the crate's own owned data.
    let site = Site {
        base: UriBuf::from(HOME),
        links: HashMap::from([(uri_ref!("/a").into(), 1)]),
    };
    assert_eq!(
        site.targets()
            .into_iter()
            .map(String::from)
            .collect::<Vec<_>>(),
        ["https://example.com/a"]
    );
    let link: UriRef<'static> = uri_ref!("#top");
    assert_eq!(link.fragment(), Some("top"));
}
