//! The corpus against fluent-uri, another strict RFC 3986 parser: both must
//! accept the same inputs and cut them into the same components.
//!
//! Where the two disagree, the RFC 3986 ABNF decides; each known deviation of
//! the peer is listed in `DEVIATIONS` with the reason, and the test fails on
//! a listed input that no longer deviates, so the list stays true.

#[path = "support/corpus.rs"]
mod corpus;

#[path = "support/fluent.rs"]
mod fluent;

use fluent::peer;
use rfc3986::UriRef;

/// Inputs on which fluent-uri 0.4 departs from RFC 3986, and why.
const DEVIATIONS: &[(&str, &str)] = &[];

#[test]
fn fluent_uri_agrees_on_the_whole_corpus() {
    let mut differences = Vec::new();
    let mut deviations_seen = Vec::new();
    let mut compared = 0;
    for kind in ["valid", "invalid"] {
        for (path, entry) in corpus::all(kind) {
            compared += 1;
            let (peer, ours) = (
                peer(&entry.input),
                UriRef::parse(&entry.input).ok().map(|r| fluent::ours(&r)),
            );
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
