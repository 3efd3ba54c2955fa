//! The corpus against fluent-uri, another strict RFC 3986 parser: both must
//! accept the same inputs and cut them into the same components.
//!
//! Where the two disagree, the RFC 3986 ABNF decides; each known deviation of
//! the peer is listed in `DEVIATIONS` with the reason, and the test fails on
//! a listed input that no longer deviates, so the list stays true.

#[path = "support/corpus.rs"]
mod corpus;

use fluent_uri::component::Host as PeerHost;
use rfc3986::{Host, UriRef};

/// Inputs on which fluent-uri 0.4 departs from RFC 3986, and why.
const DEVIATIONS: &[(&str, &str)] = &[];

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
fn ours(input: &str) -> Option<String> {
    let r = UriRef::parse(input).ok()?;
    let authority = r.authority().map(|a| {
        // The addresses are compared too, as std::net writes them.
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
    Some(format!(
        "scheme={:?} authority={authority:?} path={:?} query={:?} fragment={:?}",
        r.scheme(),
        r.path().as_str(),
        r.query(),
        r.fragment(),
    ))
}

#[test]
fn fluent_uri_agrees_on_the_whole_corpus() {
    let mut differences = Vec::new();
    let mut deviations_seen = Vec::new();
    let mut compared = 0;
    for kind in ["valid", "invalid"] {
        for (path, entry) in corpus::all(kind) {
            compared += 1;
            let (peer, ours) = (peer(&entry.input), ours(&entry.input));
            let listed = DEVIATIONS.iter().any(|(input, _)| *input == entry.input);
            if peer != ours {
                if listed {
                    deviations_seen.push(entry.input.clone());
                } else {
                    differences.push(format!(
                        "{}:{}: {:?}\n  fluent-uri: {peer:?}\n  rfc3986:    {ours:?}",
                        path.display(),
                        entry.line,
                        entry.input
                    ));
                }
            }
        }
    }
    let stale: Vec<&str> = DEVIATIONS
        .iter()
        .map(|(input, _)| *input)
        .filter(|input| !deviations_seen.iter().any(|seen| seen == input))
        .collect();
    assert!(
        stale.is_empty(),
        "listed deviations that no longer deviate: {stale:?}"
    );
    assert!(
        differences.is_empty(),
        "{} of {compared} inputs differ:\n{}",
        differences.len(),
        differences.join("\n")
    );
    assert!(compared > 1000, "the corpus is missing: {compared} inputs");
}
