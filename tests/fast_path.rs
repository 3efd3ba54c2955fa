//! The recognizer compiled from `grammar/uri.pest` by `codegen/` (the parse
//! path taken first) and the parser pest_derive generates from the same file
//! (the one that explains refusals) agree: the same verdict and the same
//! components, for each of the four goals, on
//!
//! - every corpus input, valid and invalid;
//! - 100,000 generated inputs (structured references with tricky hosts,
//!   soups of URI characters, mutated corpus inputs), and 1,000,000 more in
//!   `agreement_on_a_million_generated_inputs`, which is left out of the
//!   normal run: `cargo test --release --test fast_path -- --ignored`
//!   (`FAST_PATH_INPUTS=n` for another count).
//!
//! `cargo bench --bench pest_steps` times the two paths.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/disagreements.rs"]
mod disagreements;
#[path = "support/env.rs"]
mod env;
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

use disagreements::Disagreements;
use near_uri::Generator;
use rfc3986::__private::{compiled_layout, compiled_matches, furthest_failure, pest_layout};
use rfc3986::Goal;

const GOALS: [Goal; 4] = [
    Goal::UriReference,
    Goal::Uri,
    Goal::AbsoluteUri,
    Goal::RelativeRef,
];

/// How the two paths fared on a set of inputs.
#[derive(Default)]
struct Tally {
    compared: usize,
    accepted: [usize; 4],
    disagreements: Disagreements,
}

impl Tally {
    fn compare(&mut self, input: &str) {
        for (g, goal) in GOALS.iter().enumerate() {
            self.compared += 1;
            let compiled = compiled_layout(input, *goal);
            let pest = pest_layout(input, *goal);
            if compiled.is_some()
                && let Some(count) = self.accepted.get_mut(g)
            {
                *count += 1;
            }
            if compiled != pest {
                self.disagreements.note(|| {
                    format!(
                        "{input:?} as {goal:?}:\n  compiled: {compiled:?}\n  pest:     {pest:?}"
                    )
                });
            }
        }
    }

    fn assert_none(&self, what: &str) {
        println!(
            "{what}: {} comparisons, accepted as URI-reference / URI / absolute-URI / \
             relative-ref: {:?}, {} disagreements",
            self.compared,
            self.accepted,
            self.disagreements.count()
        );
        self.disagreements
            .assert_none(&format!("{what}: the recognizer and pest's parser"));
    }
}

#[test]
fn agreement_on_the_corpus() {
    for kind in ["valid", "invalid"] {
        let entries = corpus::all(kind);
        assert!(entries.len() > 100, "the {kind} corpus is missing");
        let mut tally = Tally::default();
        for (_, entry) in &entries {
            tally.compare(&entry.input);
        }
        tally.assert_none(&format!("{kind} corpus"));
        let expected = if kind == "valid" { entries.len() } else { 0 };
        assert_eq!(
            tally.accepted[0], expected,
            "{kind} corpus as URI-reference"
        );
    }
}

#[test]
fn agreement_on_generated_inputs() {
    agreement_on_generated(0x5eed_0001, 100_000);
}

#[test]
#[ignore = "a million inputs: run in release"]
fn agreement_on_a_million_generated_inputs() {
    // FAST_PATH_INPUTS=10000000 for more.
    let count = env::env_number("FAST_PATH_INPUTS", 1_000_000);
    agreement_on_generated(0x5eed_1000_0000, count);
}

fn agreement_on_generated(seed: u64, count: usize) {
    let mut generator = Generator::new(seed, corpus::inputs());
    let mut tally = Tally::default();
    for _ in 0..count {
        let input = generator.input();
        tally.compare(&input);
    }
    tally.assert_none(&format!("{count} generated inputs"));
    // The generator is worth something only if both verdicts are common.
    for (goal, accepted) in GOALS.iter().zip(tally.accepted) {
        assert!(
            accepted > count / 20 && accepted < count - count / 20,
            "{goal:?}: {accepted} of {count} accepted"
        );
    }
}

/// The two paths compared on each of `hosts` put in each of `templates`
/// (`{}` stands for the host), and held to agree: the tally of each
/// template.
fn agreement_in(hosts: &[String], templates: [&str; 2], what: &str) -> [Tally; 2] {
    let mut tallies = [Tally::default(), Tally::default()];
    for host in hosts {
        for (tally, template) in tallies.iter_mut().zip(templates) {
            tally.compare(&template.replace("{}", host));
        }
    }
    for tally in &tallies {
        tally.assert_none(&format!("{} {what}", hosts.len()));
    }
    tallies
}

/// The parse path reads an `IPv6address` with a function of the crate
/// (`ipv6::address_at`), not the grammar's nine alternatives, which only
/// the recognizer's failure tracking runs: on every string of up to five
/// of the pieces of `support/ip_literals.rs` between `[` and `]` (and
/// before more text), it gives pest's verdict and pest's address.
#[test]
fn agreement_on_every_short_ip_literal() {
    let addresses = ip_literals::addresses(5);
    // Every string of up to five of ten pieces (1 + 10 + ... + 10^5, the
    // empty one included) and 204 long forms: the count the README quotes.
    assert_eq!(addresses.len(), 111_111 + 204);
    let tallies = agreement_in(
        &addresses,
        ["//[{}]/p", "http://u@[{}]:80?q"],
        "IP literals",
    );
    // Both verdicts are common.
    let valid = tallies[0].accepted[0];
    assert!(valid > 300 && valid < addresses.len() / 2, "{valid} valid");
}

/// The parse path reads an `IPv4address` with a function of the crate
/// (`ipv4::address_at`), each octet the whole run of digits, not the
/// grammar's ordered choice, which only the recognizer's failure tracking
/// runs: on every host of up to five of the pieces of
/// `support/ipv4_hosts.rs`, alone and before a port, it gives pest's verdict
/// and pest's host.
#[test]
fn agreement_on_every_short_ipv4_like_host() {
    let hosts = ipv4_hosts::hosts(5);
    // Every string of up to five of twelve pieces (1 + 12 + ... + 12^5):
    // the count the README quotes.
    assert_eq!(hosts.len(), 271_453);
    let templates = ["//{}/p", "http://u@{}:80?q"];
    agreement_in(&hosts, templates, "IPv4-like hosts");
    // The compiled rule, which the failure tracker runs, gives the verdict
    // of the parse path's reading too.
    for host in &hosts {
        for template in templates {
            let input = template.replace("{}", host);
            for goal in GOALS {
                assert_eq!(
                    furthest_failure(&input, goal).0,
                    compiled_matches(&input, goal),
                    "{input:?} as {goal:?}"
                );
            }
        }
    }
    // The addresses among them, read as such on both paths.
    let addresses = hosts
        .iter()
        .filter(|host| {
            let reference = format!("//{host}");
            rfc3986::UriRef::parse(&reference)
                .ok()
                .and_then(|r| r.authority())
                .is_some_and(|a| matches!(a.host(), rfc3986::Host::Ipv4 { .. }))
        })
        .count();
    assert!(addresses > 20, "{addresses} addresses");
}
