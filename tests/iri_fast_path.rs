//! The recognizer compiled from `grammar/uri.pest` and `grammar/iri.pest`
//! by `codegen/` (`src/compiled/recognizer/iri_generated.rs`) and the parser
//! pest_derive generates from the same two files agree: the same verdict
//! and the same components, for each of the four IRI goals. Two compiled
//! paths are compared with pest: the parse path (which hands ASCII text to
//! the URI recognizer, the IRI language there) and the IRI recognizer run
//! on every input, ASCII or not. On
//!
//! - every input of the IRI corpus and of the URI corpus, valid and
//!   invalid;
//! - 100,000 generated inputs (`support/near_iri.rs`: the URI generator's
//!   inputs with characters above ASCII from every `ucschar` and `iprivate`
//!   edge put in), and 10,000,000 more in
//!   `agreement_on_ten_million_generated_inputs`, which is left out of the
//!   normal run: `cargo test --release --test iri_fast_path -- --ignored`
//!   (`IRI_FAST_PATH_INPUTS=n` for another count).

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
#[path = "support/iri_chars.rs"]
mod iri_chars;
#[path = "support/near_iri.rs"]
mod near_iri;
#[path = "support/near_uri.rs"]
mod near_uri;
// The crate's own exhaustive strings, which `ip_literals` and `ipv4_hosts`
// build on.
#[path = "../src/test_strings.rs"]
mod test_strings;

use disagreements::Disagreements;
use near_iri::Generator;
use rfc3986::__private::{compiled_iri_layout, compiled_layout, pest_layout};
use rfc3986::Goal;

const GOALS: [Goal; 4] = [
    Goal::IriReference,
    Goal::Iri,
    Goal::AbsoluteIri,
    Goal::IrelativeRef,
];

/// How the paths fared on a set of inputs.
#[derive(Default)]
struct Tally {
    compared: usize,
    accepted: [usize; 4],
    /// Accepted inputs with a character above ASCII, under any goal.
    accepted_wide: usize,
    disagreements: Disagreements,
}

impl Tally {
    fn compare(&mut self, input: &str) {
        for (g, goal) in GOALS.iter().enumerate() {
            self.compared += 1;
            let pest = pest_layout(input, *goal);
            let parse_path = compiled_layout(input, *goal);
            let iri_recognizer = compiled_iri_layout(input, *goal);
            if parse_path.is_some() {
                self.accepted[g] += 1;
                if !input.is_ascii() {
                    self.accepted_wide += 1;
                }
            }
            if parse_path != pest || iri_recognizer != pest {
                self.disagreements.note(|| {
                    format!(
                        "{input:?} as {goal:?}:\n  parse path:     {parse_path:?}\n  \
                         IRI recognizer: {iri_recognizer:?}\n  pest:           {pest:?}"
                    )
                });
            }
        }
    }

    fn assert_none(&self, what: &str) {
        println!(
            "{what}: {} comparisons, accepted as IRI-reference / IRI / absolute-IRI / \
             irelative-ref: {:?} ({} with characters above ASCII), {} disagreements",
            self.compared,
            self.accepted,
            self.accepted_wide,
            self.disagreements.count()
        );
        self.disagreements
            .assert_none(&format!("{what}: the IRI recognizer and pest's IRI parser"));
    }
}

#[test]
fn agreement_on_the_corpora() {
    for (kind, all_valid) in [
        ("iri/valid", true),
        ("iri/invalid", false),
        ("valid", true),
        ("invalid", false),
    ] {
        let entries = corpus::all(kind);
        assert!(entries.len() > 50, "the {kind} corpus is missing");
        let mut tally = Tally::default();
        for (_, entry) in &entries {
            tally.compare(&entry.input);
        }
        tally.assert_none(&format!("{kind} corpus"));
        if all_valid {
            assert_eq!(tally.accepted[0], entries.len(), "{kind} as IRI-reference");
        } else if kind == "iri/invalid" {
            // Refused under every goal: the URI `invalid` corpus holds
            // references that are valid IRIs, this one none.
            assert_eq!(tally.accepted, [0; 4], "{kind}");
        }
    }
}

/// The characters at the edges of the ranges, alone and in every component
/// that can hold them.
#[test]
fn agreement_on_every_range_edge_in_every_component() {
    let mut tally = Tally::default();
    for c in near_iri::boundaries() {
        for template in [
            "{}",
            "s:{}",
            "s://{}/",
            "s://u{}@h/",
            "s://h/{}",
            "s://h/a?{}",
            "s://h/a#{}",
            "//h{}:1/a",
            "/a{}/b?c{}#d{}",
            "s://1.2.3.4{}/",
            "s://[::1{}]/",
            "s{}:a",
            "{}:a",
        ] {
            tally.compare(&template.replace("{}", &c.to_string()));
        }
    }
    tally.assert_none("range edges");
    assert!(tally.accepted_wide > 800, "{}", tally.accepted_wide);
}

/// The two recognizers compared with pest on each of `hosts` put in each
/// of `templates` (`{}` stands for the host, `{pad}` for 90 ASCII bytes,
/// which send an IRI to the URI recognizer first), and held to agree.
fn agreement_in(hosts: &[String], templates: &[&str], what: &str) -> Tally {
    let mut tally = Tally::default();
    let pad = "a".repeat(90);
    for host in hosts {
        for template in templates {
            tally.compare(&template.replace("{pad}", &pad).replace("{}", host));
        }
    }
    tally.assert_none(&format!("{} {what}", hosts.len()));
    tally
}

/// The IRI recognizer reads an `IPv6address` with the URI recognizer's
/// function: on every string of up to four of the pieces of
/// `support/ip_literals.rs` between `[` and `]`, in an IRI that goes to the
/// IRI recognizer at once (a character above ASCII first) and in one that
/// goes there after the URI recognizer (the character past the 64th
/// byte), both recognizers give pest's verdict and address.
#[test]
fn agreement_on_every_short_ip_literal() {
    let addresses = ip_literals::addresses(4);
    let tally = agreement_in(
        &addresses,
        &["//é@[{}]/p", "http://[{}]:80/{pad}é"],
        "IP literals",
    );
    assert!(tally.accepted[0] > 100, "{:?}", tally.accepted);
}

/// The IRI recognizer reads an `IPv4address` with the URI recognizer's
/// function: on every host of up to four of the pieces of
/// `support/ipv4_hosts.rs`, followed by a character above ASCII (which
/// `ihost`'s lookahead after an address refuses) or in an IRI that goes
/// to the IRI recognizer at once or after the URI recognizer, both
/// recognizers give pest's verdict and host.
#[test]
fn agreement_on_every_short_ipv4_like_host() {
    let hosts = ipv4_hosts::hosts(4);
    let tally = agreement_in(
        &hosts,
        &["//é@{}/p", "//{}é/p", "http://{}:80/{pad}é"],
        "IPv4-like hosts",
    );
    assert!(tally.accepted[0] > 1000, "{:?}", tally.accepted);
}

/// An IRI whose first 64 bytes are ASCII goes to the URI recognizer first,
/// which records spans before it fails at the first character above
/// ASCII: the IRI recognizer's answer is its own, whatever the URI
/// recognizer recorded (a host read as an IPv4 address, a path, a query, a
/// port) before that character, at places after the 64th byte.
#[test]
fn agreement_where_the_uri_recognizer_recorded_spans_before_it_failed() {
    let mut tally = Tally::default();
    let pad = "a".repeat(90);
    for c in ['é', '\u{E000}', '\u{FFFE}'] {
        for template in [
            "//{pad}@1.2.3.4{c}/",
            "//{pad}@1.2.3.4:8{c}/",
            "s://{pad}@[::1]:80/p{c}",
            "s://{pad}@[::1]{c}",
            "{pad}/p?q{c}",
            "{pad}?q#f{c}",
            "s://{pad}{c}:80/",
            "s:{pad}/x{c}",
            "/{pad}/1.2.3.4{c}",
            "//{pad}.h:{c}",
        ] {
            let input = template
                .replace("{pad}", &pad)
                .replace("{c}", &c.to_string());
            // The same after each byte of the padding: the character
            // at other places past the 64th byte.
            for cut in [0, 7, 20] {
                tally.compare(&input.replacen(&"a".repeat(cut), "", 1));
            }
        }
    }
    tally.assert_none("spans recorded by the URI recognizer");
    assert!(tally.accepted_wide > 50, "{}", tally.accepted_wide);
}

#[test]
fn agreement_on_generated_inputs() {
    agreement_on_generated(0x1e1_0001, 100_000);
}

#[test]
#[ignore = "ten million inputs: run in release"]
fn agreement_on_ten_million_generated_inputs() {
    let count = env::env_number("IRI_FAST_PATH_INPUTS", 10_000_000);
    agreement_on_generated(0x1e1_1000_0000, count);
}

fn agreement_on_generated(seed: u64, count: usize) {
    let mut corpus = corpus::inputs();
    corpus.extend(
        ["iri/valid", "iri/invalid"]
            .iter()
            .flat_map(|kind| corpus::all(kind))
            .map(|(_, entry)| entry.input),
    );
    let mut generator = Generator::new(seed, corpus);
    let mut tally = Tally::default();
    for _ in 0..count {
        tally.compare(&generator.input());
    }
    tally.assert_none(&format!("{count} generated inputs"));
    // The generator is worth something only if both verdicts are common,
    // and characters above ASCII are among the accepted.
    for (goal, accepted) in GOALS.iter().zip(tally.accepted) {
        assert!(
            accepted > count / 40 && accepted < count - count / 40,
            "{goal:?}: {accepted} of {count} accepted"
        );
    }
    assert!(tally.accepted_wide > count / 10, "{}", tally.accepted_wide);
}
