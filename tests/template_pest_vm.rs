//! `grammar/uri.pest`, `grammar/iri.pest` and `grammar/template.pest`,
//! concatenated in that order, work the same when another tool loads them.
//!
//! The three files are read from disk at run time, joined, and loaded with
//! `pest_meta` and `pest_vm`, as pest's online editor, the pest debugger or
//! another crate would load them. On every template of the shared
//! conformance suite (read in place from `shared/uritemplate-test/` beside
//! the repository, see `support/templates.rs`) and of the hand-written
//! list, and on every piece cut from them, the interpreted grammar and the
//! parser pest_derive
//! generates from the same three files
//! (`rfc3986::template_grammar::TemplateParser`) are run with each of the
//! 19 rules of `template_grammar::RULES` and must give the same verdict,
//! the same tree (every pair, rule and span) on a match, and the same error
//! (position, expected and unexpected rules) on a refusal.
//!
//! It also checks, in the interpreted grammar, that `URI_Template` gives a
//! full match exactly when `full_URI_Template` matches, and that the
//! hand-written templates get the verdicts the list gives them.

#[path = "support/pest_outcome.rs"]
mod pest_outcome;
#[path = "support/suite_dir.rs"]
mod suite_dir;
#[path = "support/templates.rs"]
mod templates;

use std::collections::HashSet;
use std::time::Instant;

use pest::Parser;
use pest_outcome::{Outcome, outcome, rule_name};
use pest_vm::Vm;
use rfc3986::template_grammar::{RULES, Rule, TemplateParser, URI_IRI_AND_TEMPLATE_GRAMMAR};

/// Reads the three files from disk, joins them and loads them as another
/// tool would. Returns the machine and the names of the rules defined.
fn load_grammar() -> (Vm, Vec<String>) {
    let read = |file: &str| {
        let path = format!("{}/grammar/{file}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
    };
    let text = read("uri.pest") + &read("iri.pest") + &read("template.pest");
    assert!(
        text == URI_IRI_AND_TEMPLATE_GRAMMAR,
        "grammar/{{uri,iri,template}}.pest is not the grammar the crate was built from"
    );
    let (_builtins, rules) = pest_meta::parse_and_optimize(&text).unwrap_or_else(|errors| {
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!(
            "pest_meta refuses the three files: {}",
            messages.join("\n\n")
        )
    });
    let names = rules.iter().map(|rule| rule.name.clone()).collect();
    (Vm::new(rules), names)
}

#[test]
fn the_three_files_load_and_define_every_rule() {
    let (_, mut names) = load_grammar();
    names.sort();
    let mut derived: Vec<String> = Rule::all_rules().iter().map(|&r| rule_name(r)).collect();
    derived.sort();
    assert_eq!(
        derived, names,
        "the derived parser and the loaded grammar differ"
    );
    for rule in RULES {
        assert!(names.contains(&rule_name(rule)), "{rule:?} is not defined");
    }
}

/// `RULES` lists every rule `template.pest` defines, each once, and the
/// three it imports (`pct_encoded`, `ucschar`, `iprivate`).
#[test]
fn rules_lists_every_rule_of_template_pest() {
    let (_, all) = load_grammar();
    let (_, uri_and_iri) = pest_meta::parse_and_optimize(rfc3986::iri_grammar::URI_AND_IRI_GRAMMAR)
        .expect("uri.pest and iri.pest load");
    let mut own: Vec<String> = all
        .into_iter()
        .filter(|name| uri_and_iri.iter().all(|rule| &rule.name != name))
        .collect();
    own.sort();
    let imported = [Rule::pct_encoded, Rule::ucschar, Rule::iprivate];
    let mut listed: Vec<String> = RULES
        .iter()
        .filter(|rule| !imported.contains(rule))
        .map(|&rule| rule_name(rule))
        .collect();
    listed.sort();
    assert_eq!(own, listed);
    assert!(imported.iter().all(|rule| RULES.contains(rule)));
}

/// `template.pest` alone is not a grammar: it names rules that `uri.pest`
/// (`pct_encoded`) and `iri.pest` (`ucschar`, `iprivate`) define. And
/// `uri.pest` must come first, its `//!` header being allowed only at the
/// start.
#[test]
fn template_pest_needs_the_other_two_first() {
    use rfc3986::iri_grammar::{IRI_GRAMMAR, URI_AND_IRI_GRAMMAR};
    use rfc3986::template_grammar::TEMPLATE_GRAMMAR;
    let loads = |text: &str| pest_meta::parse_and_optimize(text).is_ok();
    assert!(loads(&format!("{URI_AND_IRI_GRAMMAR}{TEMPLATE_GRAMMAR}")));
    assert!(!loads(TEMPLATE_GRAMMAR));
    assert!(!loads(&format!("{}{TEMPLATE_GRAMMAR}", rfc3986::GRAMMAR)));
    assert!(!loads(&format!("{IRI_GRAMMAR}{TEMPLATE_GRAMMAR}")));
    assert!(!loads(&format!("{TEMPLATE_GRAMMAR}{URI_AND_IRI_GRAMMAR}")));
}

#[derive(Default)]
struct Run {
    inputs: usize,
    compared: usize,
    disagreements: Vec<String>,
}

impl Run {
    /// Every rule on `input`; `expected` is the hand-written verdict of a
    /// whole template, if it has one.
    fn check(&mut self, vm: &Vm, place: &str, input: &str, expected: Option<bool>) {
        self.inputs += 1;
        let mut full = false;
        let mut whole = false;
        for rule in RULES {
            let got = self.compare(vm, place, rule, input);
            match rule {
                Rule::URI_Template => full = got.is_full_match(input),
                Rule::full_URI_Template => whole = got.is_match(),
                _ => {}
            }
        }
        if full != whole {
            self.disagreements.push(format!(
                "{place}: URI_Template on {input:?}: full match {full}, full_URI_Template matches {whole}"
            ));
        }
        if expected.is_some_and(|valid| valid != whole) {
            self.disagreements.push(format!(
                "{place}: {input:?}: full_URI_Template gives {whole}"
            ));
        }
    }

    fn compare(&mut self, vm: &Vm, place: &str, rule: Rule, input: &str) -> Outcome {
        let expected = outcome(TemplateParser::parse(rule, input), rule_name);
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
fn pest_vm_and_pest_derive_agree_on_the_templates() {
    let (vm, _) = load_grammar();
    let started = Instant::now();
    let mut run = Run::default();
    let corpus = templates::corpus("template_pest_vm");
    let mut seen = HashSet::new();
    for sample in &corpus {
        let expected = templates::HAND_WRITTEN
            .iter()
            .find(|&&(text, _)| sample.origin == "hand-written" && text == sample.text)
            .map(|&(_, valid)| valid);
        for piece in templates::pieces(&sample.text) {
            // Pieces repeat a lot (single characters, `{`, varnames).
            let new = seen.insert(piece);
            if piece != sample.text && !new {
                continue;
            }
            let (place, verdict) = if piece == sample.text {
                (sample.origin.clone(), expected)
            } else {
                (
                    format!("piece of {:?} ({})", sample.text, sample.origin),
                    None,
                )
            };
            run.check(&vm, &place, piece, verdict);
        }
    }
    println!(
        "{} templates and variable names, {} strings with their pieces x {} rules = {} outcomes compared; {:.2?}",
        corpus.len(),
        run.inputs,
        RULES.len(),
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
