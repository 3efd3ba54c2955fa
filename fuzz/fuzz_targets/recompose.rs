//! Recomposition (RFC 3986 §5.3) both ways round.
//!
//! - A text of one line is parsed; a reference must write back to its text
//!   by `recompose`, and `UriRefBuilder` must rebuild the same text from
//!   the components.
//! - A text of several lines is seven components, one per line: scheme,
//!   userinfo, host, port, path, query, fragment. A line that begins with
//!   `+` sets its component to the rest of the line; any other line leaves
//!   it absent (the path: empty). The builder must accept exactly the
//!   components that some reference has: those that, written out as §5.3
//!   does, parse back to the same components.
#![no_main]

mod common;

use common::Parts;
use libfuzzer_sys::fuzz_target;
use rfc3986::builder::Reason;
use rfc3986::{UriRef, UriRefBuilder};

fuzz_target!(|data: &[u8]| {
    let Some(input) = common::text(data) else {
        return;
    };
    if input.contains('\n') {
        components(input);
    } else if let Ok(r) = UriRef::parse(input) {
        common::check_parsed(&r, input);
        let built = builder(&Parts::of(&r))
            .build()
            .unwrap_or_else(|e| panic!("the components of {input:?} are refused: {e}"));
        assert_eq!(built.as_str(), input);
        assert_eq!(built.as_uri_ref(), r);
    }
});

fn components(input: &str) {
    let mut lines = input.split('\n');
    let mut next = || {
        lines
            .next()
            .and_then(|line| line.strip_prefix('+'))
            .map(str::to_owned)
    };
    let (scheme, userinfo, host, port) = (next(), next(), next(), next());
    let path = next().unwrap_or_default();
    let (query, fragment) = (next(), next());
    // The authority's text is made of the other three, and not compared.
    let parts = Parts {
        scheme,
        authority: None,
        userinfo,
        host,
        port,
        path,
        query,
        fragment,
    };

    // What the parser makes of the components written out.
    let written = parts.recompose();
    let reparsed = UriRef::parse(&written).ok().map(|r| Parts {
        authority: None,
        ..Parts::of(&r)
    });
    let some_reference_has_them = reparsed.as_ref() == Some(&parts);

    match builder(&parts).build() {
        Ok(built) => {
            assert!(
                some_reference_has_them,
                "{parts:?} built as {:?}",
                built.as_str()
            );
            assert_eq!(built.as_str(), written);
        }
        Err(e) => {
            assert!(
                !some_reference_has_them,
                "{parts:?} refused ({e}), but {written:?} is a reference with them"
            );
            // The builder's own checks catch every bad part before the text
            // is parsed; this reason is the one it says cannot happen.
            assert!(
                !matches!(e.reason(), Reason::Unparsable(_)),
                "{parts:?}: {e}"
            );
            assert!(!e.to_string().is_empty());
        }
    }
}

/// A builder with `parts` set; the authority's text is not set, it is made
/// of its subcomponents.
fn builder(parts: &Parts) -> UriRefBuilder {
    let mut b = UriRefBuilder::new().path(parts.path.as_str());
    if let Some(scheme) = &parts.scheme {
        b = b.scheme(scheme.as_str());
    }
    if let Some(userinfo) = &parts.userinfo {
        b = b.userinfo(userinfo.as_str());
    }
    if let Some(host) = &parts.host {
        b = b.host(host.as_str());
    }
    if let Some(port) = &parts.port {
        b = b.port(port);
    }
    if let Some(query) = &parts.query {
        b = b.query(query.as_str());
    }
    if let Some(fragment) = &parts.fragment {
        b = b.fragment(fragment.as_str());
    }
    b
}
