//! `cargo bench --bench lint`: what `rfc3986::lint::lint` costs next to a
//! parse of the same inputs, on the valid rows of both per-kind corpora
//! (`benches/corpus/kinds/valid.tsv`, `benches/corpus2/valid.tsv`), all of
//! them and those without any finding; and, for scale, the `url` crate's
//! parse (a WHATWG parser) of the same rows.
//!
//! The issue's target (lint of a valid URL without findings at most 3x a
//! parse) is for the build without the feature `whatwg`, whose lint does
//! not run the `url` crate. `-p rfc3986` matters: without it the default
//! members are built together, and `tests/downstream` turns on the
//! features `url` and `http`, which bring `whatwg` (the header line says
//! which build ran).
//!
//! ```text
//! cargo bench -p rfc3986 --bench lint --no-default-features --features std   # whatwg off
//! cargo bench --bench lint                                        # whatwg on (the default, with cli)
//! cargo bench --bench lint -- --rounds 11
//! ```
//!
//! Each round times every pass once, in an order that rotates from round
//! to round; the table gives medians over the rounds in ns per input.

use std::hint::black_box;
use std::time::Instant;

use rfc3986::UriRef;
use rfc3986::lint::lint;

fn parse(input: &str) -> usize {
    usize::from(UriRef::parse(input).is_ok())
}

fn linted(input: &str) -> usize {
    lint(input).findings().len()
}

fn whatwg(input: &str) -> usize {
    url::Url::parse(input).map_or(0, |u| u.as_str().len())
}

/// A timed pass: its name and what it does to one input.
type Pass = (&'static str, fn(&str) -> usize);

const PASSES: [Pass; 3] = [("parse", parse), ("lint", linted), ("url", whatwg)];

fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times.get(times.len() / 2).copied().unwrap_or(f64::NAN)
}

/// The median ns per input of each pass over `inputs`.
fn measure(inputs: &[String], rounds: usize) -> [f64; 3] {
    let mut samples: [Vec<f64>; 3] = Default::default();
    for round in 0..rounds {
        for k in 0..PASSES.len() {
            let pass = (k + round) % PASSES.len();
            let run = PASSES[pass].1;
            let start = Instant::now();
            let mut sum = 0usize;
            for input in inputs {
                sum += run(black_box(input));
            }
            black_box(sum);
            samples[pass].push(start.elapsed().as_nanos() as f64 / inputs.len() as f64);
        }
    }
    samples.map(|mut s| median(&mut s))
}

fn rows(path: &str) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter_map(|line| line.split('\t').nth(1))
        .filter(|input| UriRef::parse(input).is_ok())
        .map(String::from)
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    // `cargo bench` passes `--bench`; `cargo test --benches` does not, and
    // gets one quick round.
    let quick = !args.iter().any(|a| a == "--bench");
    let rounds = args
        .iter()
        .position(|a| a == "--rounds")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(if quick { 1 } else { 31 });
    let root = env!("CARGO_MANIFEST_DIR");
    println!(
        "lint against parse (feature whatwg {}), median of {rounds} rounds, ns per input\n",
        if cfg!(feature = "whatwg") {
            "on: lint runs the url crate too"
        } else {
            "off"
        }
    );
    println!("| corpus | rows | parse | lint | lint / parse | url::Url::parse |");
    println!("| --- | --: | --: | --: | --: | --: |");
    for (name, file) in [
        ("A (corpus/kinds)", "benches/corpus/kinds/valid.tsv"),
        ("B (corpus2)", "benches/corpus2/valid.tsv"),
    ] {
        let all = rows(&format!("{root}/{file}"));
        let clean: Vec<String> = all
            .iter()
            .filter(|i| lint(i).findings().is_empty())
            .cloned()
            .collect();
        for (set, inputs) in [("all valid", &all), ("no findings", &clean)] {
            let [p, l, u] = measure(inputs, rounds);
            println!(
                "| {name}, {set} | {} | {p:.1} | {l:.1} | {:.2}x | {u:.1} |",
                inputs.len(),
                l / p
            );
        }
    }
}
