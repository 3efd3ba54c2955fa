//! `cargo bench --bench refusals`: what a refusal costs next to a successful
//! parse of an input of the same length.
//!
//! Each input of `benches/corpus/uris.txt` gets four twins of its own
//! length that no URI grammar takes: one with a space in place of its middle
//! byte, one with a space in place of its last byte (the error found as late
//! as it can be), one with a `[` there (a byte that goes on after a whole
//! reference only where a host can begin, after `//` or `@`: placed, like a
//! space, where the recognizer's match stopped), and one with `%g` in place
//! of its last two bytes (placed after the match at the `g` when the match
//! ends in a path, a query or a fragment, where every state it may be in
//! takes a `%` and no state after a `%` takes a `g`; after a port's digit
//! the states part, and the automaton places it). Four passes over each set are timed: the valid inputs parsed
//! (`UriRef::parse(..).is_ok()`), then the twins refused with the index only
//! (`.index()`), with the whole explanation (`expected_text()` and `hint()`),
//! and, for scale, fluent-uri refusing the same twins. The same for one
//! long input, a 1 MB path. Each round times every pass once, in an order
//! that rotates from round to round; the table gives the median over the
//! rounds in ns per input and the ratio to the valid parse.
//!
//! ```text
//! cargo bench --bench refusals                 # 31 rounds
//! cargo bench --bench refusals -- --rounds 11
//! ```

use std::hint::black_box;
use std::time::Instant;

use rfc3986::UriRef;

/// One timed pass over a set of inputs: a name and what it does to each.
struct Pass {
    name: &'static str,
    run: fn(&str) -> usize,
}

fn valid(input: &str) -> usize {
    usize::from(UriRef::parse(input).is_ok())
}

fn index(input: &str) -> usize {
    UriRef::parse(input).err().map_or(0, |e| e.index())
}

fn explained(input: &str) -> usize {
    UriRef::parse(input).err().map_or(0, |e| {
        e.expected_text().len() + e.hint().map_or(0, |_| 1) + e.index()
    })
}

fn fluent(input: &str) -> usize {
    usize::from(fluent_uri::UriRef::parse(input).is_err())
}

/// `input` with a space in place of the byte at `at`, which must be ASCII.
fn spaced(input: &str, at: usize) -> String {
    replaced(input, at, b' ')
}

/// `input` with `with` in place of the byte at `at`, which must be ASCII.
fn replaced(input: &str, at: usize, with: u8) -> String {
    let mut bytes = input.as_bytes().to_vec();
    if let Some(b) = bytes.get_mut(at) {
        *b = with;
    }
    String::from_utf8(bytes).unwrap_or_else(|_| input.to_owned())
}

/// The median of `times`.
fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times.get(times.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Times `passes` on their inputs over `rounds` rounds; the median ns per
/// input of each.
fn measure(sets: &[(&[String], &Pass)], rounds: usize) -> Vec<f64> {
    let mut samples = vec![Vec::with_capacity(rounds); sets.len()];
    for round in 0..rounds {
        for k in 0..sets.len() {
            let i = (k + round) % sets.len();
            let (inputs, pass) = sets[i];
            let start = Instant::now();
            let mut sink = 0;
            for input in inputs {
                sink += (pass.run)(black_box(input));
            }
            black_box(sink);
            let ns = start.elapsed().as_secs_f64() * 1e9 / inputs.len().max(1) as f64;
            samples[i].push(ns);
        }
    }
    samples.iter_mut().map(|s| median(s)).collect()
}

fn main() {
    let mut rounds = 31;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--rounds" {
            rounds = args.next().and_then(|n| n.parse().ok()).unwrap_or(rounds);
        }
    }
    if !std::env::args().any(|a| a == "--bench") {
        // `cargo test --benches`: a quick pass only.
        rounds = 1;
    }
    let corpus = include_str!("corpus/uris.txt");
    let valid_inputs: Vec<String> = corpus
        .lines()
        // Two bytes at least, for the twin with "%g" in place of the last two.
        .filter(|line| line.len() >= 2 && UriRef::parse(line).is_ok() && line.is_ascii())
        .map(str::to_owned)
        .collect();
    let middle: Vec<String> = valid_inputs
        .iter()
        .map(|s| spaced(s, s.len() / 2))
        .collect();
    let last: Vec<String> = valid_inputs
        .iter()
        .map(|s| spaced(s, s.len().saturating_sub(1)))
        .collect();
    // A byte that a whole reference goes on with only after `//` or `@`
    // (`http://` then an IP literal): placed after the recognizer's match
    // by the match's last byte.
    let bracket: Vec<String> = valid_inputs
        .iter()
        .map(|s| replaced(s, s.len().saturating_sub(1), b'['))
        .collect();
    // A broken percent-encoding: placed after the match at the "g", or by
    // the automaton where the match ends in a port.
    let percent: Vec<String> = valid_inputs
        .iter()
        .map(|s| {
            let end = s.len().saturating_sub(1);
            replaced(&replaced(s, end.saturating_sub(1), b'%'), end, b'g')
        })
        .collect();
    let long_valid = vec![format!("/{}", "segment/".repeat(125_000))];
    let long_refused = vec![spaced(&long_valid[0], long_valid[0].len() - 1)];
    for set in [&middle, &last, &bracket, &percent, &long_refused] {
        assert!(set.iter().all(|s| UriRef::parse(s).is_err()));
    }

    let parse = Pass {
        name: "valid input, parsed",
        run: valid,
    };
    let refuse = Pass {
        name: "refused, index",
        run: index,
    };
    let explain = Pass {
        name: "refused, index, expectation and hint",
        run: explained,
    };
    let peer = Pass {
        name: "fluent-uri, refused",
        run: fluent,
    };
    let groups: [(&str, &[String], &[String]); 5] = [
        ("corpus, space in the middle", &valid_inputs, &middle),
        ("corpus, space at the end", &valid_inputs, &last),
        ("corpus, `[` at the end", &valid_inputs, &bracket),
        ("corpus, `%g` at the end", &valid_inputs, &percent),
        ("1 MB path, space at the end", &long_valid, &long_refused),
    ];
    println!(
        "refusals: {rounds} rounds, {} corpus inputs ({:.1} bytes on average)\n",
        valid_inputs.len(),
        valid_inputs.iter().map(String::len).sum::<usize>() as f64 / valid_inputs.len() as f64
    );
    println!("| Input | Pass | ns/input | vs valid parse |");
    println!("| --- | --- | --: | --: |");
    for (label, good, bad) in groups {
        let sets: [(&[String], &Pass); 4] = [
            (good, &parse),
            (bad, &refuse),
            (bad, &explain),
            (bad, &peer),
        ];
        let times = measure(&sets, rounds);
        for (i, ((_, pass), ns)) in sets.iter().zip(&times).enumerate() {
            let input = if i == 0 { label } else { "" };
            println!(
                "| {input} | {} | {ns:.1} | {:.2}× |",
                pass.name,
                ns / times[0]
            );
        }
    }
}
