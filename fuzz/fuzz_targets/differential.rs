//! rfc3986 against fluent-uri, another strict RFC 3986 parser: both must
//! accept the same texts, as `URI-reference` and as `URI`, and cut them
//! into the same components, IP addresses included (the comparison of
//! tests/peer_fluent_uri.rs).
//!
//! The parser pest derives from the grammar is a third opinion: `parse`
//! tries a recognizer compiled from the same grammar first, and must cut
//! every text as pest does.
//!
//! When they disagree, the RFC 3986 ABNF decides who is right. A known,
//! understood difference goes in `DEVIATIONS`, as narrow as it can be, with
//! its reason; anything else fails the target.
#![no_main]

mod common;

use fluent_uri::component::Host as PeerHost;
use libfuzzer_sys::fuzz_target;
use rfc3986::grammar::Rule;
use rfc3986::{Host, UriRef};

/// A known difference: which inputs it covers, and why it is not a bug.
type Deviation = (fn(&str) -> bool, &'static str);

/// Inputs on which fluent-uri 0.4 is known to depart from RFC 3986. None
/// so far: the two agree on everything the fuzzer has tried.
const DEVIATIONS: &[Deviation] = &[];

/// The components as fluent-uri sees them, in a comparable form.
fn peer(input: &str) -> Option<String> {
    let r = fluent_uri::UriRef::parse(input).ok()?;
    let authority = r.authority().map(|a| {
        let kind = match a.host_parsed() {
            PeerHost::RegName(_) => "reg-name".to_owned(),
            PeerHost::Ipv4(address) => format!("ipv4 {address}"),
            PeerHost::Ipv6(address) => format!("ipv6 {address}"),
            _ => "ipvfuture".to_owned(),
        };
        format!(
            "userinfo={:?} host={:?} kind={kind} port={:?}",
            a.userinfo().map(|u| u.as_str()),
            a.host(),
            a.port().map(|p| p.as_str()),
        )
    });
    Some(format!(
        "scheme={:?} authority={authority:?} path={:?} query={:?} fragment={:?}",
        r.scheme().map(|s| s.as_str()),
        r.path().as_str(),
        r.query().map(|q| q.as_str()),
        r.fragment().map(|f| f.as_str()),
    ))
}

/// The same, from this crate.
fn ours(r: &UriRef<'_>) -> String {
    let authority = r.authority().map(|a| {
        let kind = match a.host() {
            Host::RegName(_) => "reg-name".to_owned(),
            Host::Ipv4(address, _) => format!("ipv4 {address}"),
            Host::Ipv6 { address, .. } => format!("ipv6 {address}"),
            Host::IpvFuture { .. } => "ipvfuture".to_owned(),
        };
        format!(
            "userinfo={:?} host={:?} kind={kind} port={:?}",
            a.userinfo(),
            a.host().as_str(),
            a.port().map(|p| p.as_str()),
        )
    });
    format!(
        "scheme={:?} authority={authority:?} path={:?} query={:?} fragment={:?}",
        r.scheme(),
        r.path().as_str(),
        r.query(),
        r.fragment(),
    )
}

fuzz_target!(|data: &[u8]| {
    let Some(input) = common::text(data) else {
        return;
    };
    let pest = common::pest_parts(input, Rule::full_URI_reference);
    let parsed = UriRef::parse(input);
    let ours_parts = parsed.as_ref().ok().map(common::Parts::of);
    assert_eq!(ours_parts, pest, "rfc3986 and pest differ on {input:?}");

    if DEVIATIONS.iter().any(|(applies, _)| applies(input)) {
        return;
    }
    let (peer, ours) = (peer(input), parsed.as_ref().ok().map(ours));
    assert_eq!(peer, ours, "fluent-uri and rfc3986 differ on {input:?}");
    // fluent-uri's `URI` production (a scheme required) on its own; the
    // parse target checks that rfc3986's is a URI-reference with a scheme.
    let our_uri = parsed.is_ok_and(|r| r.scheme().is_some());
    assert_eq!(
        fluent_uri::Uri::parse(input).is_ok(),
        our_uri,
        "fluent-uri and rfc3986 differ on {input:?} as a URI"
    );
});
