//! One reference's components written the same way from fluent-uri and
//! from this crate, so that the two can be compared as strings, IP
//! addresses included (as std::net writes them). Shared by
//! tests/peer_fluent_uri.rs and the fuzz target `differential`.

use fluent_uri::component::Host as PeerHost;
use rfc3986::{Host, UriRef};

/// The components of `input` as fluent-uri sees them; `None` when it
/// refuses the input.
pub fn peer(input: &str) -> Option<String> {
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

/// The same, from this crate's parse of a reference.
pub fn ours(r: &UriRef<'_>) -> String {
    let authority = r.authority().map(|a| {
        let kind = match a.host() {
            Host::RegName { .. } => "reg-name".to_owned(),
            Host::Ipv4 { address, .. } => format!("ipv4 {address}"),
            Host::Ipv6 { address, .. } => format!("ipv6 {address}"),
            Host::IpvFuture { .. } => "ipvfuture".to_owned(),
            other => panic!("a kind of host this test does not know: {other:?}"),
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
