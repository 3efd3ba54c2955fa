//! `grammar/uri.pest` and `grammar/iri.pest`, concatenated in that order,
//! work the same when another tool loads them.
//!
//! The two files are read from disk at run time, joined, and loaded with
//! `pest_meta` and `pest_vm`, as pest's online editor, the pest debugger or
//! another crate would load them. On every input of the URI corpus and of
//! the IRI corpus, valid and invalid, the interpreted grammar and the parser
//! pest_derive generates from the same two files
//! (`rfc3986::iri_grammar::IriParser`) are run with the same IRI entry rules
//! and must give the same verdict, the same tree (every pair, rule and
//! span) on a match, and the same error (position, expected and unexpected
//! rules) on a refusal.
//!
//! It also checks, in the interpreted grammar, that the unanchored rules
//! `IRI_reference`, `IRI`, `absolute_IRI` and `irelative_ref` give a full
//! match exactly when their anchored `full_*` rules match; that
//! `IRI_reference` matches every valid IRI corpus input and no invalid one,
//! and every valid URI corpus input (a URI is an IRI); and that the verdicts
//! keep the relations RFC 3987 §2.2 sets between the languages (an
//! IRI-reference is an IRI or an irelative-ref and never both; an
//! absolute-IRI is an IRI without a fragment).

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/pest_outcome.rs"]
mod pest_outcome;

use std::time::Instant;

use pest::Parser;
use pest_outcome::{Outcome, outcome, rule_name};
use pest_vm::Vm;
use rfc3986::iri_grammar::{IriParser, Rule, URI_AND_IRI_GRAMMAR};

/// Each IRI entry rule that can be used as it stands, with the rule that
/// anchors it.
const ENTRY_RULES: [(Rule, Rule); 4] = [
    (Rule::IRI_reference, Rule::full_IRI_reference),
    (Rule::IRI, Rule::full_IRI),
    (Rule::absolute_IRI, Rule::full_absolute_IRI),
    (Rule::irelative_ref, Rule::full_irelative_ref),
];

/// Reads both files from disk, joins them and loads them as another tool
/// would. Returns the machine and the names of the rules defined.
fn load_grammar() -> (Vm, Vec<String>) {
    let read = |file: &str| {
        let path = format!("{}/grammar/{file}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
    };
    let text = read("uri.pest") + &read("iri.pest");
    assert!(
        text == URI_AND_IRI_GRAMMAR,
        "grammar/uri.pest + grammar/iri.pest is not the grammar the crate was built from"
    );
    let (_builtins, rules) = pest_meta::parse_and_optimize(&text).unwrap_or_else(|errors| {
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!("pest_meta refuses the two files: {}", messages.join("\n\n"))
    });
    let names = rules.iter().map(|rule| rule.name.clone()).collect();
    (Vm::new(rules), names)
}

#[test]
fn the_two_files_load_and_define_every_rule() {
    let (_, mut names) = load_grammar();
    names.sort();
    let mut derived: Vec<String> = Rule::all_rules().iter().map(|&r| rule_name(r)).collect();
    derived.sort();
    assert_eq!(
        derived, names,
        "the derived parser and the loaded grammar differ"
    );
    for rule in rfc3986::iri_grammar::RULES {
        assert!(names.contains(&rule_name(rule)), "{rule:?} is not defined");
    }
}

/// `iri.pest` alone is not a grammar: it names rules that `uri.pest`
/// defines. And `uri.pest` must come first, its `//!` header being allowed
/// only at the start.
#[test]
fn iri_pest_needs_uri_pest_first() {
    let iri = rfc3986::iri_grammar::IRI_GRAMMAR;
    assert!(pest_meta::parse_and_optimize(iri).is_err());
    let reversed = format!("{iri}{}", rfc3986::GRAMMAR);
    assert!(pest_meta::parse_and_optimize(&reversed).is_err());
}

#[derive(Default)]
struct Run {
    inputs: usize,
    compared: usize,
    disagreements: Vec<String>,
}

impl Run {
    fn check(&mut self, vm: &Vm, place: &str, input: &str, expected: Option<bool>) {
        self.inputs += 1;
        let mut full = [false; 4];
        for (i, (open, anchored)) in ENTRY_RULES.into_iter().enumerate() {
            full[i] = self.compare(vm, place, open, input).is_full_match(input);
            let whole = self.compare(vm, place, anchored, input).is_match();
            if full[i] != whole {
                self.disagreements.push(format!(
                    "{place}: {open:?} on {input:?}: full match {}, {anchored:?} matches {whole}",
                    full[i]
                ));
            }
        }
        let [reference, iri, absolute, relative] = full;
        if expected.is_some_and(|valid| valid != reference) {
            self.disagreements.push(format!(
                "{place}: {input:?}: IRI_reference gives {reference}"
            ));
        }
        if reference != (iri || relative) || (iri && relative) {
            self.disagreements.push(format!(
                "{place}: {input:?}: not one of IRI and irelative_ref"
            ));
        }
        if absolute != (iri && !input.contains('#')) {
            self.disagreements.push(format!(
                "{place}: {input:?}: absolute_IRI is not IRI without fragment"
            ));
        }
    }

    fn compare(&mut self, vm: &Vm, place: &str, rule: Rule, input: &str) -> Outcome {
        let expected = outcome(IriParser::parse(rule, input), rule_name);
        let got = outcome(vm.parse(&rule_name(rule), input), str::to_owned);
        self.compared += 1;
        if got != expected {
            self.disagreements.push(format!(
                "{place}: {rule:?} on {input:?}\n    pest_vm:     {got:?}\n    pest_derive: {expected:?}"
            ));
        }
        got
    }
}

#[test]
fn pest_vm_and_pest_derive_agree_on_both_corpora() {
    let (vm, _) = load_grammar();
    let started = Instant::now();
    let mut run = Run::default();
    // The invalid URI corpus holds IRIs (non-ASCII text) and non-IRIs alike.
    for (kind, expected) in [
        ("iri/valid", Some(true)),
        ("iri/invalid", Some(false)),
        ("valid", Some(true)),
        ("invalid", None),
    ] {
        let entries = corpus::all(kind);
        assert!(!entries.is_empty(), "the {kind} corpus is missing");
        for (path, entry) in &entries {
            let place = format!("{}:{}", path.display(), entry.line);
            run.check(&vm, &place, &entry.input, expected);
        }
    }
    println!(
        "{} inputs x {} rules = {} outcomes compared; {:.2?}",
        run.inputs,
        2 * ENTRY_RULES.len(),
        run.compared,
        started.elapsed()
    );
    assert!(
        run.disagreements.is_empty(),
        "{} disagreements:\n{}",
        run.disagreements.len(),
        run.disagreements.join("\n")
    );
}
