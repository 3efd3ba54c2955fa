//! The checks of the fuzz target `template` (tests/support/template_fuzz.rs)
//! without cargo-fuzz:
//!
//! - every case of the shared suite with its own variables: the checks of
//!   this crate alone, every expansion matched back, and std-uritemplate
//!   against this crate;
//! - every template of the suite and of the hand-written list
//!   (support/templates.rs) with 200 sets of values made from seeded
//!   bytes each, through the target's own entry point.
//!
//! A failure of this crate's checks fails the test, unless a known bug
//! (`KNOWN_BUGS` of support/template_fuzz.rs) explains it (counted, and
//! printed; an entry that explains nothing fails the test, to be removed
//! once its bug is fixed), and so does a
//! difference from std-uritemplate that no deviation of the peer explains
//! (support/template_fuzz.rs); the counts of agreements, of each deviation
//! and of what was not compared are printed:
//!
//!   cargo test --test template_fuzz_checks -- --nocapture

#[path = "support/suite_dir.rs"]
mod suite_dir;
#[path = "support/template_fuzz.rs"]
mod template_fuzz;
#[path = "support/templates.rs"]
mod templates;

use std::collections::BTreeMap;

use rfc3986::template::{UriTemplate, Vars};
use serde_json::Value as Json;
use template_fuzz::Verdict;

const FILES: [&str; 5] = [
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "negative-tests.json",
    "extra/std-uritemplate-edge-cases.json",
];

/// The tallies of the checks and of the differential, and what failed.
#[derive(Default)]
struct Tally {
    verdicts: BTreeMap<String, usize>,
    known: BTreeMap<&'static str, usize>,
    failures: Vec<String>,
    unmatched: usize,
    runs: usize,
}

impl Tally {
    /// The checks of this crate and the differential on one template with
    /// one set of values; whether something failed that no known bug
    /// explains, or that the peer's deviations do not.
    fn run(&mut self, origin: &str, template: &UriTemplate, vars: &Vars) -> bool {
        self.runs += 1;
        let mut failed = false;
        if let Err(failure) = template_fuzz::check(template, vars, &mut self.unmatched) {
            match template_fuzz::KNOWN_BUGS
                .iter()
                .find(|(_, applies)| applies(template, vars))
            {
                Some((bug, _)) => *self.known.entry(bug).or_default() += 1,
                None => {
                    failed = true;
                    self.failures.push(format!("{origin}: {failure}"));
                }
            }
        }
        let key = match template_fuzz::differential(template, vars) {
            Verdict::Agree => "agree".to_owned(),
            Verdict::Skipped(why) => format!("not compared: {why}"),
            Verdict::Deviation(name) => format!("deviation: {name}"),
            Verdict::Differ { ours, theirs } => {
                failed = true;
                self.failures.push(format!(
                    "{origin}: `{template}` with {vars:?}: rfc3986 `{ours}`, std-uritemplate `{theirs}`"
                ));
                "differ".to_owned()
            }
        };
        *self.verdicts.entry(key).or_default() += 1;
        failed
    }
}

/// The suite's cases with their variables: (origin, template, variables).
fn suite_cases() -> Vec<(String, String, Vars)> {
    let Some(dir) = suite_dir::suite_or_skip("template_fuzz_checks") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for file in FILES {
        let text = std::fs::read_to_string(dir.join(file)).expect("the suite's file is readable");
        let json: Json = serde_json::from_str(&text).expect("the suite's file is JSON");
        for (group_name, group) in json.as_object().expect("an object") {
            let mut vars = Vars::new();
            if let Some(Json::Object(map)) = group.get("variables") {
                for (name, value) in map {
                    if let Some(v) = suite_dir::var(value) {
                        vars.insert(name.clone(), v);
                    }
                }
            }
            for case in group["testcases"].as_array().expect("testcases") {
                let template = case[0].as_str().expect("a template").to_owned();
                out.push((format!("{file}: {group_name}"), template, vars.clone()));
            }
        }
    }
    out
}

#[test]
fn the_fuzz_checks_hold_on_the_suite_and_on_generated_values() {
    let cases = suite_cases();
    let mut suite = Tally::default();
    for (origin, text, vars) in &cases {
        if let Ok(template) = UriTemplate::parse(text) {
            suite.run(origin, &template, vars);
        }
    }

    // Each template, suite and hand-written, with values from seeded
    // bytes, through the target's entry point and then its parts again
    // (the values are made the same way) for the tallies.
    let mut texts: Vec<String> = cases.iter().map(|(_, t, _)| t.clone()).collect();
    texts.extend(
        templates::HAND_WRITTEN
            .iter()
            .filter(|(_, valid)| *valid)
            .map(|(t, _)| (*t).to_owned()),
    );
    texts.sort();
    texts.dedup();
    let mut generated = Tally::default();
    let mut seed: u64 = 0x6570_6570;
    for text in &texts {
        let Ok(template) = UriTemplate::parse(text) else {
            continue;
        };
        for _ in 0..200 {
            let bytes: Vec<u8> = (0..48)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    (seed >> 24) as u8
                })
                .collect();
            let mut data = text.as_bytes().to_vec();
            data.push(b'\n');
            data.extend_from_slice(&bytes);
            let outcome = template_fuzz::run(&data);
            let vars = template_fuzz::vars(&template, &mut template_fuzz::Bytes::new(&bytes));
            let failed = generated.run("generated", &template, &vars);
            assert_eq!(
                outcome.is_err(),
                failed,
                "the target's entry point and its parts disagree on `{text}` with {vars:?}"
            );
        }
    }

    for (name, tally) in [("suite", &suite), ("generated", &generated)] {
        eprintln!(
            "{name}: {} runs, {} expansions without a match; {:#?}",
            tally.runs, tally.unmatched, tally.verdicts
        );
        for (bug, n) in &tally.known {
            eprintln!("{name}: {n} failures of a known bug: {bug}");
        }
    }
    for (bug, _) in template_fuzz::KNOWN_BUGS {
        assert!(
            suite.known.contains_key(bug) || generated.known.contains_key(bug),
            "a known bug no longer shows: remove it from KNOWN_BUGS: {bug}"
        );
    }
    let failures: Vec<&String> = suite.failures.iter().chain(&generated.failures).collect();
    assert!(
        failures.is_empty(),
        "{} failures, the first ones:\n{:#?}",
        failures.len(),
        &failures[..failures.len().min(40)]
    );
    assert_eq!(
        suite.unmatched, 0,
        "every expansion of the suite matches its template"
    );
}
