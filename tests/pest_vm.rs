//! `grammar/uri.pest` works the same when another tool loads it.
//!
//! The file is read from disk at run time and loaded with `pest_meta` and
//! `pest_vm`, as pest's online editor, the pest debugger or another crate
//! would load it. On every corpus input, valid and invalid, the interpreted
//! grammar and the parser pest_derive generates from the same file are run
//! with the same entry rules and must give:
//!
//! - the same verdict;
//! - on a match, the same tree: every pair, with its rule and span, so every
//!   component (scheme, authority, userinfo, host and its kind, port, path,
//!   query, fragment) is found at the same place;
//! - on a refusal, the same error: the same position and the same expected
//!   and unexpected rules.
//!
//! It also checks, in the interpreted grammar, that the unanchored rules
//! `URI_reference`, `URI`, `absolute_URI` and `relative_ref` work as they
//! stand, a full match (one that ends at the end of the input) meaning that
//! the input is in the ABNF language of the rule:
//!
//! - a full match is given exactly when the anchored `full_*` rule matches;
//! - `URI_reference` matches every valid corpus input in full, and no invalid
//!   one;
//! - the four verdicts keep the relations RFC 3986 sets between the
//!   languages: a URI-reference is a URI or a relative-ref and never both
//!   (§4.1), an absolute-URI is a URI without a fragment (§4.3).

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/pest_outcome.rs"]
mod pest_outcome;

#[path = "support/appendix_a.rs"]
mod appendix_a;

use std::time::Instant;

use pest::Parser;
use pest_outcome::{Outcome, outcome, rule_name};
use pest_vm::Vm;
use rfc3986::grammar::{Rule, UriParser};

/// Each entry rule that can be used as it stands, with the rule that anchors
/// it between the start and the end of the input.
const ENTRY_RULES: [(Rule, Rule); 4] = [
    (Rule::URI_reference, Rule::full_URI_reference),
    (Rule::URI, Rule::full_URI),
    (Rule::absolute_URI, Rule::full_absolute_URI),
    (Rule::relative_ref, Rule::full_relative_ref),
];

fn derived(rule: Rule, input: &str) -> Outcome {
    outcome(UriParser::parse(rule, input), rule_name)
}

fn interpreted(vm: &Vm, rule: Rule, input: &str) -> Outcome {
    let name = rule_name(rule);
    outcome(vm.parse(&name, input), str::to_owned)
}

/// Reads `grammar/uri.pest` from disk and loads it as another tool would.
/// Returns the machine and the names of the rules the file defines.
fn load_grammar() -> (Vm, Vec<String>) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/uri.pest");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    assert!(
        text == rfc3986::GRAMMAR,
        "{path} is not the grammar the crate was built from"
    );
    let (_builtins, rules) = pest_meta::parse_and_optimize(&text).unwrap_or_else(|errors| {
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!(
            "pest_meta refuses {path}: {} errors\n{}",
            errors.len(),
            messages.join("\n\n")
        )
    });
    let names = rules.iter().map(|rule| rule.name.clone()).collect();
    (Vm::new(rules), names)
}

#[test]
fn grammar_loads_and_defines_every_rule() {
    let (_, mut names) = load_grammar();
    names.sort();

    let mut expected: Vec<String> = appendix_a::RULES
        .iter()
        .map(|name| name.to_string())
        .chain(ENTRY_RULES.iter().map(|&(_, full)| rule_name(full)))
        .collect();
    expected.sort();
    assert_eq!(
        names,
        expected,
        "the loaded grammar defines {} rules, expected the {} of Appendix A and {} anchored ones",
        names.len(),
        appendix_a::RULES.len(),
        ENTRY_RULES.len()
    );

    let mut derived_names: Vec<String> = Rule::all_rules().iter().map(|&r| rule_name(r)).collect();
    derived_names.sort();
    assert_eq!(
        derived_names, names,
        "the derived parser and the loaded grammar define different rules"
    );
}

/// Which entry rules, loaded by pest_vm and used as they stand, match the
/// whole of one input.
#[derive(Debug, Default)]
struct Languages {
    uri_reference: bool,
    uri: bool,
    absolute_uri: bool,
    relative_ref: bool,
}

impl Languages {
    fn set(&mut self, rule: Rule, full_match: bool) {
        match rule {
            Rule::URI_reference => self.uri_reference = full_match,
            Rule::URI => self.uri = full_match,
            Rule::absolute_URI => self.absolute_uri = full_match,
            Rule::relative_ref => self.relative_ref = full_match,
            _ => unreachable!("{rule:?} is not an entry rule"),
        }
    }

    /// How these verdicts break what RFC 3986 says of the four languages and
    /// what the corpus says of `input`.
    fn violations(&self, input: &str, valid: bool) -> Vec<String> {
        let mut found = Vec::new();
        if self.uri_reference != valid {
            let kind = if valid { "valid" } else { "invalid" };
            found.push(format!("in the {kind} corpus, but {self:?}"));
        }
        // §4.1: URI-reference = URI / relative-ref, and no string is both.
        if self.uri_reference != (self.uri || self.relative_ref) || (self.uri && self.relative_ref)
        {
            found.push(format!("not one of URI and relative_ref: {self:?}"));
        }
        // §4.3: absolute-URI is URI without a fragment, and in a URI "#"
        // starts the fragment.
        if self.absolute_uri != (self.uri && !input.contains('#')) {
            found.push(format!(
                "absolute_URI is not URI without fragment: {self:?}"
            ));
        }
        found
    }
}

/// Tallies of the corpus run, and every disagreement found.
#[derive(Default)]
struct Run {
    inputs: usize,
    valid: usize,
    compared: usize,
    trees: usize,
    errors: usize,
    disagreements: Vec<String>,
}

impl Run {
    /// Runs every entry rule on one input in both parsers.
    fn check(&mut self, vm: &Vm, place: &str, input: &str, valid: bool) {
        self.inputs += 1;
        self.valid += usize::from(valid);
        let mut languages = Languages::default();
        for (open, full) in ENTRY_RULES {
            let as_it_stands = self.compare(vm, place, open, input).is_full_match(input);
            let anchored = self.compare(vm, place, full, input).is_match();
            if as_it_stands != anchored {
                self.disagree(format!(
                    "{place}: {open:?} on {input:?}: full match {as_it_stands}, {full:?} matches {anchored}"
                ));
            }
            languages.set(open, as_it_stands);
        }
        for violation in languages.violations(input, valid) {
            self.disagree(format!("{place}: {input:?}: {violation}"));
        }
    }

    /// Runs one rule on one input in both parsers, records any difference,
    /// and returns what pest_vm gave.
    fn compare(&mut self, vm: &Vm, place: &str, rule: Rule, input: &str) -> Outcome {
        let expected = derived(rule, input);
        let got = interpreted(vm, rule, input);
        self.compared += 1;
        match &expected {
            Outcome::Match(_) => self.trees += 1,
            Outcome::Refused { .. } => self.errors += 1,
        }
        if got != expected {
            self.disagree(format!(
                "{place}: {rule:?} on {input:?}\n    pest_vm:     {got:?}\n    pest_derive: {expected:?}"
            ));
        }
        got
    }

    fn disagree(&mut self, message: String) {
        self.disagreements.push(message);
    }
}

#[test]
fn pest_vm_and_pest_derive_agree_on_the_corpus() {
    let (vm, _) = load_grammar();
    let started = Instant::now();
    let mut run = Run::default();
    for (kind, valid) in [("valid", true), ("invalid", false)] {
        let entries = corpus::all(kind);
        assert!(
            entries.len() > 1000,
            "the {kind} corpus is missing: {} inputs",
            entries.len()
        );
        for (path, entry) in &entries {
            let place = format!("{}:{}", path.display(), entry.line);
            run.check(&vm, &place, &entry.input, valid);
        }
    }

    println!(
        "{} inputs ({} valid, {} invalid) x {} rules = {} outcomes compared \
         ({} trees, {} errors); {:.2?}",
        run.inputs,
        run.valid,
        run.inputs - run.valid,
        2 * ENTRY_RULES.len(),
        run.compared,
        run.trees,
        run.errors,
        started.elapsed()
    );
    assert!(
        run.disagreements.is_empty(),
        "{} disagreements over {} inputs ({} outcomes compared):\n{}",
        run.disagreements.len(),
        run.inputs,
        run.compared,
        run.disagreements.join("\n")
    );
}
