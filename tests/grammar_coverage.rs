//! Grammar coverage of the corpus: which rules of `grammar/uri.pest`, and
//! which alternatives of each rule, the valid inputs under
//! `tests/corpus/valid/` exercise. The test fails when any rule or any
//! alternative is never exercised, so the corpus cannot lose coverage
//! unnoticed. IPv6address is held to more, because its PEG form differs
//! from the ABNF there: each form ending in ls32 must be seen ending in
//! `h16 ":" h16` and in an IPv4address, and each form with "::" with every
//! number of h16 before the "::" that RFC 3986 allows it.
//!
//! The grammar is instrumented (see `support/coverage.rs`: every choice
//! becomes a choice of generated rules, one per alternative) and run with
//! pest_vm; every pair in the parse trees counts as one match of its rule.
//!
//! What is matched, and why:
//! - every valid input against `full_URI_reference`, the main measurement;
//!   every rule and alternative beneath it is counted from this parse only;
//! - the same input against `full_URI` or `full_relative_ref` (whichever it
//!   is), and, for a URI without a fragment, against `full_absolute_URI`:
//!   `absolute_URI` and these entry rules are not reachable from
//!   `URI_reference`;
//! - the path of each input (the text of its `path_*` pair) against `path`,
//!   which nothing refers to either;
//! - every character of each input against `reserved` and `gen_delims`,
//!   which nothing refers to either (a URI-reference uses the delimiters as
//!   literals).
//!
//! Those extra matches count only their own rule and its alternatives: what
//! lies beneath them was already counted in the main parse of the same text.
//!
//! Invalid inputs do not count. They are run too, only to check that the
//! instrumented grammar refuses them as the derived parser does.
//!
//! `cargo test --test grammar_coverage -- --nocapture` prints the table.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/coverage.rs"]
mod coverage;

#[path = "support/appendix_a.rs"]
mod appendix_a;

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

use coverage::{GrammarRule, Instrumented, is_alternative, owner};
use pest::Parser;
use pest::iterators::{Pair, Pairs};
use rfc3986::grammar::{Rule, UriParser};

/// Rules whose alternatives RFC 3986 lists one by one, with as many
/// alternatives as its ABNF has: a guard that the instrumentation splits them
/// as the ABNF does, so that each is measured on its own.
const NAMED_CHOICES: [(&str, usize); 6] = [
    ("IPv6address", 9),
    ("dec_octet", 5),
    ("ls32", 2),
    ("hier_part", 4),
    ("relative_part", 4),
    ("path", 5),
];

/// The rules a URI-reference's path can be: each reference has one of them.
const PATH_FORMS: [&str; 5] = [
    "path_abempty",
    "path_absolute",
    "path_noscheme",
    "path_rootless",
    "path_empty",
];

/// How often the corpus matched each rule (generated alternative rules
/// included), and in what shape it matched each IPv6address form.
#[derive(Default)]
struct Tally {
    matched: HashMap<String, usize>,
    /// (IPv6address alternative rule, ls32 alternative rule) → matches.
    ipv6_ls32: HashMap<(String, String), usize>,
    /// (IPv6address alternative rule, number of h16 before its "::") →
    /// matches.
    ipv6_before: HashMap<(String, usize), usize>,
}

impl Tally {
    /// Counts every pair in `pairs`.
    fn count_all(&mut self, pairs: Pairs<'_, &str>) {
        for pair in pairs.flatten() {
            *self.matched.entry(pair.as_rule().to_owned()).or_default() += 1;
            if is_alternative(pair.as_rule()) && owner(pair.as_rule()) == "IPv6address" {
                self.count_ipv6(&pair);
            }
        }
    }

    /// Counts the pairs of the grammar rules `rules` and of their
    /// alternatives, `times` times.
    fn count_only(&mut self, pairs: Pairs<'_, &str>, rules: &[&str], times: usize) {
        for pair in pairs.flatten() {
            if rules.contains(&owner(pair.as_rule())) {
                *self.matched.entry(pair.as_rule().to_owned()).or_default() += times;
            }
        }
    }

    /// Which ls32 form ends an IPv6address form, and how many h16 precede
    /// its "::": the grammar bounds those with `{0, n}` and `!":"`, where it
    /// differs in form from the ABNF.
    fn count_ipv6(&mut self, form: &Pair<'_, &str>) {
        let ls32 = form
            .clone()
            .into_inner()
            .flatten()
            .find(|inner| is_alternative(inner.as_rule()) && owner(inner.as_rule()) == "ls32");
        if let Some(ls32) = ls32 {
            let key = (form.as_rule().to_owned(), ls32.as_rule().to_owned());
            *self.ipv6_ls32.entry(key).or_default() += 1;
        }
        if let Some(offset) = form.as_str().find("::") {
            let colons = form.as_span().start() + offset;
            let before = form
                .clone()
                .into_inner()
                .filter(|inner| inner.as_rule() == "h16" && inner.as_span().end() <= colons)
                .count();
            let key = (form.as_rule().to_owned(), before);
            *self.ipv6_before.entry(key).or_default() += 1;
        }
    }

    fn get(&self, rule: &str) -> usize {
        self.matched.get(rule).copied().unwrap_or(0)
    }
}

/// Whether a parse tree holds a pair of `rule`.
fn holds(pairs: &Pairs<'_, &str>, rule: &str) -> bool {
    pairs.clone().flatten().any(|pair| pair.as_rule() == rule)
}

/// Matches every valid input as the module comment says, and tallies.
fn measure(grammar: &Instrumented, valid: &[String]) -> Tally {
    let mut tally = Tally::default();
    let mut characters: BTreeMap<char, usize> = BTreeMap::new();
    for input in valid {
        let pairs = grammar
            .parse_full("full_URI_reference", input)
            .unwrap_or_else(|| panic!("instrumented grammar refuses valid {input:?}"));
        tally.count_all(pairs.clone());

        let is_uri = holds(&pairs, "URI");
        let entry = if is_uri {
            "full_URI"
        } else {
            "full_relative_ref"
        };
        extra(&mut tally, grammar, entry, input, &[entry]);
        if is_uri && !holds(&pairs, "fragment") {
            let rules = ["full_absolute_URI", "absolute_URI"];
            extra(&mut tally, grammar, rules[0], input, &rules);
        }

        let path = pairs
            .clone()
            .flatten()
            .find(|pair| PATH_FORMS.contains(&pair.as_rule()))
            .expect("every reference has a path");
        extra(&mut tally, grammar, "path", path.as_str(), &["path"]);

        for c in input.chars() {
            *characters.entry(c).or_default() += 1;
        }
    }
    // One match per distinct character, counted as often as it occurs.
    for (c, times) in characters {
        let text = c.to_string();
        for rule in ["reserved", "gen_delims"] {
            if let Some(pairs) = grammar.parse_full(rule, &text) {
                tally.count_only(pairs, &[rule], times);
            }
        }
    }
    tally
}

/// An extra match of `text` against `entry`, which must match it in full;
/// counts only the pairs of `rules`.
fn extra(tally: &mut Tally, grammar: &Instrumented, entry: &str, text: &str, rules: &[&str]) {
    let pairs = grammar
        .parse_full(entry, text)
        .unwrap_or_else(|| panic!("{entry} refuses {text:?}"));
    tally.count_only(pairs, rules, 1);
}

/// Everything never exercised, one line each.
fn uncovered(grammar: &Instrumented, tally: &Tally) -> Vec<String> {
    let mut missing = Vec::new();
    for rule in &grammar.rules {
        if tally.get(&rule.name) == 0 {
            missing.push(format!("rule {}", rule.name));
        }
        for choice in &rule.choices {
            for alternative in &choice.alternatives {
                if tally.get(&alternative.rule) == 0 {
                    missing.push(format!("{}: {}", alternative.rule, alternative.text()));
                }
            }
        }
    }
    for (form, ls32) in ipv6_ls32_shapes(grammar) {
        if !tally.ipv6_ls32.contains_key(&(form.clone(), ls32.clone())) {
            missing.push(format!("{form} ending in {ls32}"));
        }
    }
    for (form, before) in ipv6_before_shapes(grammar) {
        if !tally.ipv6_before.contains_key(&(form.clone(), before)) {
            missing.push(format!("{form} with {before} h16 before \"::\""));
        }
    }
    missing
}

/// Every (IPv6address form ending in ls32, ls32 form) pair.
fn ipv6_ls32_shapes(grammar: &Instrumented) -> Vec<(String, String)> {
    let ls32 = alternatives(grammar, "ls32");
    alternatives(grammar, "IPv6address")
        .iter()
        .filter(|form| form.refers_to("ls32"))
        .flat_map(|form| ls32.iter().map(|l| (form.rule.clone(), l.rule.clone())))
        .collect()
}

/// Every (IPv6address form, number of h16 before "::") pair. RFC 3986
/// writes form N as `[ *(N-3)( h16 ":" ) h16 ] "::" ...` for N >= 3 and
/// form 2 as `"::" ...`: up to N - 2 of them. Form 1 has no "::".
fn ipv6_before_shapes(grammar: &Instrumented) -> Vec<(String, usize)> {
    alternatives(grammar, "IPv6address")
        .iter()
        .enumerate()
        .skip(1)
        .flat_map(|(index, form)| (0..index).map(|before| (form.rule.clone(), before)))
        .collect()
}

fn rule<'g>(grammar: &'g Instrumented, name: &str) -> &'g GrammarRule {
    grammar
        .rules
        .iter()
        .find(|rule| rule.name == name)
        .unwrap_or_else(|| panic!("no rule {name} in the grammar"))
}

/// The alternatives of the choice that is the body of rule `name`.
fn alternatives<'g>(grammar: &'g Instrumented, name: &str) -> &'g [coverage::Alternative] {
    rule(grammar, name)
        .choices
        .iter()
        .find(|choice| choice.nested.is_none())
        .map_or(&[], |choice| &choice.alternatives)
}

/// The coverage table: each rule, each choice and alternative, with counts.
fn report(grammar: &Instrumented, tally: &Tally) -> String {
    let mut out = String::new();
    for rule in &grammar.rules {
        row(&mut out, &rule.name, tally.get(&rule.name));
        for choice in &rule.choices {
            let indent = match choice.nested {
                Some(k) => {
                    let _ = writeln!(out, "  choice {k}: {}", choice.text);
                    "    "
                }
                None => "  ",
            };
            for (n, alternative) in choice.alternatives.iter().enumerate() {
                let label = format!("{indent}{}. {}", n + 1, alternative.text());
                row(&mut out, &label, tally.get(&alternative.rule));
                if rule.name == "IPv6address" {
                    ipv6_rows(&mut out, grammar, tally, &alternative.rule);
                }
            }
        }
    }
    let all_alternatives = || {
        grammar
            .rules
            .iter()
            .flat_map(|rule| &rule.choices)
            .flat_map(|choice| &choice.alternatives)
    };
    let ls32 = ipv6_ls32_shapes(grammar);
    let before = ipv6_before_shapes(grammar);
    let shapes_seen = ls32
        .iter()
        .filter(|key| tally.ipv6_ls32.contains_key(key))
        .count()
        + before
            .iter()
            .filter(|key| tally.ipv6_before.contains_key(key))
            .count();
    let _ = writeln!(
        out,
        "\nrules {} of {}, alternatives {} of {}, IPv6address shapes {} of {}",
        grammar
            .rules
            .iter()
            .filter(|rule| tally.get(&rule.name) > 0)
            .count(),
        grammar.rules.len(),
        all_alternatives()
            .filter(|alternative| tally.get(&alternative.rule) > 0)
            .count(),
        all_alternatives().count(),
        shapes_seen,
        ls32.len() + before.len(),
    );
    out
}

/// The shapes one IPv6address form was matched in.
fn ipv6_rows(out: &mut String, grammar: &Instrumented, tally: &Tally, form: &str) {
    for (shape, ls32) in ipv6_ls32_shapes(grammar) {
        if shape == form {
            let key = (shape, ls32.clone());
            let count = tally.ipv6_ls32.get(&key).copied().unwrap_or(0);
            let text = alternatives(grammar, "ls32")
                .iter()
                .find(|alternative| alternative.rule == ls32)
                .map(coverage::Alternative::text)
                .unwrap_or_default();
            row(out, &format!("       ending in ls32 {text}"), count);
        }
    }
    let counts: Vec<String> = ipv6_before_shapes(grammar)
        .into_iter()
        .filter(|(shape, _)| shape == form)
        .map(|key| {
            let count = tally.ipv6_before.get(&key).copied().unwrap_or(0);
            format!("{}:{count}", key.1)
        })
        .collect();
    if !counts.is_empty() {
        let _ = writeln!(
            out,
            "       h16 before \"::\" (number:matches) {}",
            counts.join(" ")
        );
    }
}

/// One row of the table: a label, a count, and a mark if it is zero.
fn row(out: &mut String, label: &str, count: usize) {
    let mark = if count == 0 { "  <- never" } else { "" };
    let _ = writeln!(out, "{label:<72} {count:>7}{mark}");
}

/// The valid inputs of the corpus.
fn valid_inputs() -> Vec<String> {
    corpus::all("valid")
        .into_iter()
        .map(|(_, entry)| entry.input)
        .collect()
}

#[test]
fn the_corpus_exercises_every_rule_and_alternative() {
    let grammar = Instrumented::load(include_str!("../grammar/uri.pest"));
    for name in appendix_a::RULES {
        rule(&grammar, name);
    }
    for (name, count) in NAMED_CHOICES {
        assert_eq!(
            alternatives(&grammar, name).len(),
            count,
            "alternatives of {name}"
        );
    }

    let valid = valid_inputs();
    let tally = measure(&grammar, &valid);
    println!("grammar coverage of {} valid corpus inputs\n", valid.len());
    println!("{}", report(&grammar, &tally));
    let missing = uncovered(&grammar, &tally);
    println!("never exercised: {}", missing.len());
    assert!(
        missing.is_empty(),
        "the corpus never exercises:\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn instrumentation_keeps_the_language() {
    // A measurement of a different language would be worthless: the
    // instrumented grammar must accept and refuse what the derived parser
    // does, here on the whole corpus.
    let grammar = Instrumented::load(include_str!("../grammar/uri.pest"));
    for kind in ["valid", "invalid"] {
        for (path, entry) in corpus::all(kind) {
            let input = &entry.input;
            let derived = UriParser::parse(Rule::full_URI_reference, input).is_ok();
            let instrumented = grammar.parse_full("full_URI_reference", input).is_some();
            assert_eq!(
                instrumented,
                derived,
                "{}:{}: {input:?}",
                path.display(),
                entry.line
            );
        }
    }
}
