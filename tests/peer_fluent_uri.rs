//! fluent-uri, another strict RFC 3986 parser, against this crate: both
//! must accept the same inputs and cut them into the same components, on
//! the corpus, on generated inputs near the URI language, and on every
//! short IP literal and IPv4-like host of `tests/fast_path.rs`.
//!
//! No deviation of fluent-uri 0.4 from the RFC 3986 ABNF is known, so no
//! list of expected deviations is kept: besides these inputs, a search over
//! 5.5 million more (a million near-URI inputs, a million of the ABNF
//! differential's strings, every string of up to four of its tokens) found
//! none. A difference fails the test; the ABNF then decides which side is
//! wrong, and a deviation of the peer would be listed here with its reason
//! and checked to still deviate.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/fluent.rs"]
mod fluent;
#[path = "support/ip_literals.rs"]
mod ip_literals;
#[path = "support/ipv4_hosts.rs"]
mod ipv4_hosts;
#[path = "support/near_uri.rs"]
mod near_uri;
// The crate's own exhaustive strings, which `ip_literals` and `ipv4_hosts`
// build on.
#[path = "../src/test_strings.rs"]
mod test_strings;

use fluent::peer;
use rfc3986::UriRef;

/// How the two parsers fared on a set of inputs.
#[derive(Default)]
struct Tally {
    compared: usize,
    accepted: usize,
    differences: Vec<String>,
}

impl Tally {
    fn compare(&mut self, input: &str, origin: impl FnOnce() -> String) {
        self.compared += 1;
        let peer = peer(input);
        let ours = UriRef::parse(input).ok().map(|r| fluent::ours(&r));
        self.accepted += usize::from(ours.is_some());
        if peer != ours {
            self.differences.push(format!(
                "{}: {input:?}\n  fluent-uri: {peer:?}\n  rfc3986:    {ours:?}",
                origin()
            ));
        }
    }

    #[track_caller]
    fn assert_none(&self, what: &str) {
        assert!(
            self.differences.is_empty(),
            "{what}: {} of {} inputs differ:\n{}",
            self.differences.len(),
            self.compared,
            self.differences[..self.differences.len().min(20)].join("\n")
        );
    }
}

#[test]
fn fluent_uri_agrees_on_the_whole_corpus() {
    let mut tally = Tally::default();
    for kind in ["valid", "invalid"] {
        for (path, entry) in corpus::all(kind) {
            tally.compare(&entry.input, || {
                format!("{}:{}", path.display(), entry.line)
            });
        }
    }
    assert!(
        tally.compared > 1000,
        "the corpus is missing: {} inputs",
        tally.compared
    );
    tally.assert_none("corpus");
}

#[test]
fn fluent_uri_agrees_on_generated_inputs() {
    let count = 100_000;
    let mut generator = near_uri::Generator::new(0xf1_0e47, corpus::inputs());
    let mut tally = Tally::default();
    for n in 0..count {
        tally.compare(&generator.input(), || format!("generated input {n}"));
    }
    tally.assert_none("generated inputs");
    // The comparison is worth something only if both verdicts are common.
    assert!(
        tally.accepted > count / 20 && tally.accepted < count - count / 20,
        "{} of {count} accepted",
        tally.accepted
    );
}

#[test]
fn fluent_uri_agrees_on_short_ip_literals_and_ipv4_like_hosts() {
    let mut tally = Tally::default();
    for address in ip_literals::addresses(5) {
        tally.compare(&format!("http://u@[{address}]:80/p"), || {
            "IP literal".into()
        });
    }
    // Most of these strings are not addresses; enough are.
    let literals = tally.accepted;
    assert!(literals > 300, "{literals} IP literals accepted");
    let mut addresses = 0;
    for host in ipv4_hosts::hosts(5) {
        let input = format!("//{host}:80/p");
        tally.compare(&input, || "IPv4-like host".into());
        // Every such host is a reg-name if not an address: what is
        // compared is which of the two each side reads.
        addresses += usize::from(UriRef::parse(&input).is_ok_and(|r| {
            r.authority()
                .is_some_and(|a| matches!(a.host(), rfc3986::Host::Ipv4 { .. }))
        }));
    }
    println!("{literals} IP literals accepted, {addresses} IPv4 addresses");
    assert!(addresses > 400, "{addresses} IPv4 addresses");
    tally.assert_none("IP literals and IPv4-like hosts");
}
