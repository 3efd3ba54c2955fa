//! The grammars of the pest tuning steps (`benches/pest_steps/`, timed by
//! `cargo bench --bench pest_steps`) are the language of `grammar/uri.pest`:
//! a step that changed what is accepted would be timing something else.
//!
//! Each step is loaded from disk with pest_meta and pest_vm and must give
//! the verdict of the derived parser on every corpus input, valid and
//! invalid, and on every benchmark corpus input, for each anchored entry
//! rule.

#[path = "support/corpus.rs"]
mod corpus;

use std::path::Path;

use pest::Parser;
use pest_vm::Vm;
use rfc3986::grammar::{Rule, UriParser};

const STEPS: [&str; 4] = [
    "1-transcription.pest",
    "2-atomic.pest",
    "4-silent.pest",
    "5-ordered.pest",
];

const ENTRIES: [(Rule, &str); 4] = [
    (Rule::full_URI_reference, "full_URI_reference"),
    (Rule::full_URI, "full_URI"),
    (Rule::full_absolute_URI, "full_absolute_URI"),
    (Rule::full_relative_ref, "full_relative_ref"),
];

fn load(name: &str) -> Vm {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("benches/pest_steps")
        .join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let (_, rules) = pest_meta::parse_and_optimize(&text)
        .unwrap_or_else(|errors| panic!("{name} does not compile: {errors:?}"));
    Vm::new(rules)
}

fn inputs() -> Vec<String> {
    let mut inputs: Vec<String> = ["valid", "invalid"]
        .iter()
        .flat_map(|kind| corpus::all(kind))
        .map(|(_, entry)| entry.input)
        .collect();
    let bench = include_str!("../benches/corpus/uris.txt");
    inputs.extend(bench.lines().map(str::to_owned));
    inputs
}

#[test]
fn every_step_accepts_what_the_grammar_accepts() {
    let inputs = inputs();
    let mut accepted = 0;
    for step in STEPS {
        let vm = load(step);
        let mut differences = Vec::new();
        for input in &inputs {
            for (rule, name) in ENTRIES {
                let expected = UriParser::parse(rule, input).is_ok();
                accepted += usize::from(expected);
                if vm.parse(name, input).is_ok() != expected {
                    differences.push(format!("{name} {input:?}: the grammar says {expected}"));
                }
            }
        }
        assert!(
            differences.is_empty(),
            "{step} differs from grammar/uri.pest on {} of {} checks:\n{}",
            differences.len(),
            inputs.len() * ENTRIES.len(),
            differences
                .iter()
                .take(20)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
    // Both verdicts occur, so the comparison can fail either way.
    assert!(accepted > 0 && accepted < STEPS.len() * inputs.len() * ENTRIES.len());
}
