//! A parse by either parser (the one pest_derive generates, or pest_vm
//! interpreting the grammar file) as an [`Outcome`] with its rules written
//! by name, so that the two can be compared (`tests/pest_vm.rs`,
//! `tests/iri_pest_vm.rs`).

#![allow(dead_code)] // each test uses the part it needs

use pest::error::{Error, ErrorVariant, InputLocation};
use pest::iterators::Pairs;

/// One pair of a parse tree: its rule and its span.
pub type Node = (String, usize, usize);

/// What one rule gives on one input, with rules written by name so that the
/// two parsers can be compared.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The pairs of the tree in pre-order.
    Match(Vec<Node>),
    /// Where the parse failed and what was expected there.
    Refused {
        location: InputLocation,
        variant: ErrorVariant<String>,
    },
}

impl Outcome {
    pub fn is_match(&self) -> bool {
        matches!(self, Outcome::Match(_))
    }

    /// Whether the outer pair ends at the end of `input`.
    pub fn is_full_match(&self, input: &str) -> bool {
        match self {
            Outcome::Match(nodes) => nodes.first().is_some_and(|(_, _, end)| *end == input.len()),
            Outcome::Refused { .. } => false,
        }
    }
}

/// A parse result of either parser, as an [`Outcome`].
pub fn outcome<R: pest::RuleType>(
    result: Result<Pairs<'_, R>, Error<R>>,
    name: impl Fn(R) -> String,
) -> Outcome {
    match result {
        Ok(pairs) => Outcome::Match(
            pairs
                .flatten()
                .map(|pair| {
                    let span = pair.as_span();
                    (name(pair.as_rule()), span.start(), span.end())
                })
                .collect(),
        ),
        Err(error) => Outcome::Refused {
            location: error.location,
            variant: match error.variant {
                ErrorVariant::ParsingError {
                    positives,
                    negatives,
                } => ErrorVariant::ParsingError {
                    positives: sorted_names(positives, &name),
                    negatives: sorted_names(negatives, &name),
                },
                ErrorVariant::CustomError { message } => ErrorVariant::CustomError { message },
            },
        },
    }
}

/// The expected (or unexpected) rules of an error, by name, in name order.
///
/// pest sorts them by the parser's rule type: a derived `Rule` in the order
/// the grammar declares its rules, a `&str` alphabetically. So the two parsers
/// list the same rules in different orders (`IPvFuture` is declared before
/// `IPv6address` but sorts after it), and only the sets are compared.
fn sorted_names<R>(rules: Vec<R>, name: impl Fn(R) -> String) -> Vec<String> {
    let mut names: Vec<String> = rules.into_iter().map(name).collect();
    names.sort();
    names
}

/// The name of a derived rule: the variant is named after the grammar rule.
pub fn rule_name<R: std::fmt::Debug>(rule: R) -> String {
    format!("{rule:?}")
}
