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

#[path = "../../tests/support/fluent.rs"]
mod fluent;

use fluent::{ours, peer};
use libfuzzer_sys::fuzz_target;
use rfc3986::UriRef;
use rfc3986::grammar::Rule;

/// A known difference: which inputs it covers, and why it is not a bug.
type Deviation = (fn(&str) -> bool, &'static str);

/// Inputs on which fluent-uri 0.4 is known to depart from RFC 3986. None
/// so far: the two agree on everything the fuzzer has tried.
const DEVIATIONS: &[Deviation] = &[];

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
