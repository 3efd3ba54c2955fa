//! The pest path, one tuning step at a time, in one run:
//!
//! ```text
//! cargo bench --bench pest_steps                 # 11 rounds, about half a minute
//! cargo bench --bench pest_steps -- --rounds 21
//! ```
//!
//! Each step is the grammar as it stood before one tuning (written by
//! `benches/pest_steps/make.py` from `grammar/uri.pest`), compiled by
//! pest_derive, and timed on the benchmark corpus (`benches/corpus/uris.txt`)
//! parsing `full_URI_reference` and visiting every pair of the tree, which is
//! the least a user of the tree does:
//!
//! 1. `1-transcription.pest`: every rule a normal rule, the RFC 5234 core
//!    rules ALPHA, DIGIT and HEXDIG written as rules;
//! 2. `2-atomic.pest`: the component rules atomic (`@{ }`): their insides
//!    make no pairs;
//! 3. `grammar/uri.pest`: the core rules as pest's builtins `ASCII_ALPHA`,
//!    `ASCII_DIGIT` and `ASCII_HEX_DIGIT`;
//! 4. `4-silent.pest`: the character-class rules silent (`_{ }`). Measured
//!    and not taken: a silent rule has no `Rule` variant, so `pchar`,
//!    `unreserved`, `pct_encoded`, `sub_delims`, `gen_delims` and
//!    `reserved` could no longer be matched on their own, which the
//!    grammar's users and its proof against the ABNF do.
//! 5. `5-ordered.pest`: `sub-delims` in order of frequency (`=` and `&`
//!    first) rather than the RFC's. Measured and not taken: within the
//!    noise, and the rule would no longer read as the ABNF does.
//!
//! Then, for scale: the crate's pest path (step 3 and the walk of its tree
//! into components), the default path (the recognizer compiled from the same
//! grammar), that recognizer alone (the verdict, no components), and
//! fluent-uri. Every contender is first checked to accept
//! every corpus input. Each round times each contender once over the whole
//! corpus, in an order that rotates from round to round; the table gives the
//! median of the rounds in ns per URI and each row's ratio to step 3 and to
//! fluent-uri. Run without `--bench` (as `cargo test --benches` does) it
//! makes one quick round.

use std::hint::black_box;
use std::time::Instant;

use pest::Parser;
use rfc3986::{Goal, UriRef};

/// Step 1.
mod transcription {
    #[derive(pest_derive::Parser)]
    #[grammar = "../benches/pest_steps/1-transcription.pest"]
    pub struct Step;
}

/// Step 2.
mod atomic {
    #[derive(pest_derive::Parser)]
    #[grammar = "../benches/pest_steps/2-atomic.pest"]
    pub struct Step;
}

/// Step 4.
mod silent {
    #[derive(pest_derive::Parser)]
    #[grammar = "../benches/pest_steps/4-silent.pest"]
    pub struct Step;
}

/// Step 5.
mod ordered {
    #[derive(pest_derive::Parser)]
    #[grammar = "../benches/pest_steps/5-ordered.pest"]
    pub struct Step;
}

const CORPUS: &str = include_str!("corpus/uris.txt");

/// Parses `$input` with `$parser` and counts the pairs of its tree; `None`
/// when it refuses the input.
macro_rules! pairs {
    ($parser:ty, $rule:expr, $input:expr) => {
        <$parser>::parse($rule, $input)
            .ok()
            .map(|pairs| pairs.flatten().count())
    };
}

/// One contender: a name, and what it makes of one input (`None` when it
/// refuses it).
type Contender = (&'static str, fn(&str) -> Option<usize>);

const CONTENDERS: &[Contender] = &[
    ("1. transcription", |s| {
        pairs!(
            transcription::Step,
            transcription::Rule::full_URI_reference,
            s
        )
    }),
    ("2. atomic components", |s| {
        pairs!(atomic::Step, atomic::Rule::full_URI_reference, s)
    }),
    (STEP_3, |s| {
        pairs!(
            rfc3986::grammar::UriParser,
            rfc3986::grammar::Rule::full_URI_reference,
            s
        )
    }),
    ("4. silent classes (not taken)", |s| {
        pairs!(silent::Step, silent::Rule::full_URI_reference, s)
    }),
    ("5. sub-delims by frequency", |s| {
        pairs!(ordered::Step, ordered::Rule::full_URI_reference, s)
    }),
    ("pest path: step 3 and the walk", |s| {
        rfc3986::__private::pest_walks(s, Goal::UriReference).then_some(1)
    }),
    ("default path: compiled recognizer", |s| {
        UriRef::parse(s).ok().map(|r| r.as_str().len())
    }),
    // The verdict only, without the components the parse builds.
    ("the recognizer alone", |s| {
        rfc3986::__private::compiled_matches(s, Goal::UriReference).then_some(1)
    }),
    (PEER, |s| {
        fluent_uri::UriRef::parse(s).ok().map(|r| r.as_str().len())
    }),
];

/// The rows the ratios are taken against: step 3, and the peer.
const STEP_3: &str = "3. builtins (grammar/uri.pest)";
const PEER: &str = "fluent-uri";

/// The median of the contender named `name`.
fn median_of(medians: &[f64], name: &str) -> f64 {
    let index = CONTENDERS
        .iter()
        .position(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no contender {name}"));
    medians[index]
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(f64::NAN)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let full = args.iter().any(|a| a == "--bench");
    let rounds = args
        .iter()
        .position(|a| a == "--rounds")
        .and_then(|i| args.get(i + 1))
        .map_or(if full { 11 } else { 1 }, |n| {
            n.parse().expect("--rounds takes a number")
        });
    let inputs: Vec<&str> = CORPUS.lines().collect();
    for (name, run) in CONTENDERS {
        let refused = inputs.iter().filter(|s| run(s).is_none()).count();
        assert_eq!(refused, 0, "{name} refuses {refused} corpus inputs");
    }

    let mut times = vec![Vec::new(); CONTENDERS.len()];
    let started = Instant::now();
    for round in 0..rounds {
        for k in 0..CONTENDERS.len() {
            let index = (round + k) % CONTENDERS.len();
            let (_, run) = CONTENDERS[index];
            let start = Instant::now();
            let mut sum = 0usize;
            for input in &inputs {
                sum = sum.wrapping_add(run(black_box(input)).unwrap_or(0));
            }
            black_box(sum);
            times[index].push(start.elapsed().as_nanos() as f64 / inputs.len() as f64);
        }
    }
    let medians: Vec<f64> = times.into_iter().map(median).collect();

    println!("## The pest path, step by step\n");
    println!("| Step | ns/URI | vs step 3 | vs fluent-uri |\n|---|--:|--:|--:|");
    for ((name, _), ns) in CONTENDERS.iter().zip(&medians) {
        println!(
            "| {name} | {ns:.0} | {:.2}× | {:.1}× |",
            ns / median_of(&medians, STEP_3),
            ns / median_of(&medians, PEER)
        );
    }
    println!(
        "\nMedian of {rounds} rounds over the {} corpus references; {:.0} s{}.",
        inputs.len(),
        started.elapsed().as_secs_f64(),
        if full {
            ""
        } else {
            " (quick check: run with `cargo bench --bench pest_steps` to measure)"
        }
    );
}
