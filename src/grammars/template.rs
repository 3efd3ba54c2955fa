//! The pest parser derived from `grammar/uri.pest`, `grammar/iri.pest` and
//! `grammar/template.pest` together: the rules of RFC 6570 §2 (URI
//! Templates), each on its own.
//!
//! `grammar/template.pest` builds on the other two: the rules RFC 6570 §1.5
//! imports (`pct-encoded` from RFC 3986, `ucschar` and `iprivate` from
//! RFC 3987) are defined there. This parser holds the three files, so its
//! [`Rule`] has the URI and IRI rules too.
//!
//! ```
//! use rfc3986::template_grammar::{self, Rule};
//!
//! assert!(template_grammar::matches(Rule::full_URI_Template, "/users/{id}{?fields*,page:3}"));
//! assert!(template_grammar::matches(Rule::literals, "é")); // a ucschar
//! assert!(!template_grammar::matches(Rule::varname, "x..y"));
//! assert!(!template_grammar::matches(Rule::prefix, ":10000")); // max-length < 10000
//!
//! // The pairs of one rule, for tools that walk the tree.
//! let pairs = template_grammar::parse(Rule::expression, "{+path:6,x*}")?;
//! let names: Vec<&str> = pairs
//!     .flatten()
//!     .filter(|p| matches!(p.as_rule(), Rule::operator | Rule::varname | Rule::prefix | Rule::explode))
//!     .map(|p| template_grammar::abnf_name(p.as_rule()))
//!     .collect();
//! assert_eq!(names, ["operator", "varname", "prefix", "varname", "explode"]);
//! # Ok::<_, Box<rfc3986::template_grammar::PestError>>(())
//! ```
//!
//! The typed templates, their expansion and their matching are in
//! [`crate::template`]; this module is the grammar as pest reads it, the
//! reference those are tested against.
//!
//! # pest is a public dependency of this module
//!
//! As in [`crate::grammar`] and [`crate::iri_grammar`], this module hands
//! out pest's types ([`Parser`], [`Pair`], [`Pairs`], [`PestError`]), so a
//! major version of pest is a major version of this crate. This [`Rule`]
//! is a third type, distinct from theirs, whose variants share their names.

// pest_derive generates an undocumented helper function beside `Rule`.
#![allow(missing_docs)]

use alloc::boxed::Box;

use pest_derive::Parser;

use crate::grammars::{iri, whole_match};

pub use pest::Parser;
pub use pest::iterators::{Pair, Pairs};

/// The error pest gives for an input that a rule does not match.
///
/// ```
/// use rfc3986::template_grammar::{self, Rule};
///
/// let error = template_grammar::parse(Rule::varname, "a.").unwrap_err();
/// assert_eq!(error.variant.message(), "varname matched only the first 1 bytes");
/// ```
pub type PestError = pest::error::Error<Rule>;

/// The text of `grammar/template.pest` alone. It is not a grammar on its
/// own: it refers to rules of `grammar/uri.pest` and `grammar/iri.pest`; a
/// tool loads [`URI_IRI_AND_TEMPLATE_GRAMMAR`], the three texts one after
/// the other.
///
/// ```
/// use rfc3986::template_grammar::TEMPLATE_GRAMMAR;
///
/// assert!(TEMPLATE_GRAMMAR.contains("full_URI_Template = { SOI ~ URI_Template ~ EOI }"));
/// assert!(!TEMPLATE_GRAMMAR.contains("\npct_encoded =")); // defined in uri.pest
/// ```
pub const TEMPLATE_GRAMMAR: &str = include_str!("../../grammar/template.pest");

/// The texts of `grammar/uri.pest`, `grammar/iri.pest` and
/// `grammar/template.pest`, in that order: the grammar of this parser as
/// pest_vm, pest_meta or pest's online editor load it.
///
/// ```
/// use rfc3986::template_grammar::{TEMPLATE_GRAMMAR, URI_IRI_AND_TEMPLATE_GRAMMAR};
/// use rfc3986::iri_grammar::URI_AND_IRI_GRAMMAR;
///
/// assert_eq!(URI_IRI_AND_TEMPLATE_GRAMMAR, format!("{URI_AND_IRI_GRAMMAR}{TEMPLATE_GRAMMAR}"));
/// ```
pub const URI_IRI_AND_TEMPLATE_GRAMMAR: &str = concat!(
    include_str!("../../grammar/uri.pest"),
    include_str!("../../grammar/iri.pest"),
    include_str!("../../grammar/template.pest")
);

/// The parser pest derives from `grammar/uri.pest`, `grammar/iri.pest` and
/// `grammar/template.pest`: one [`Rule`] per rule of RFC 6570 §2, of
/// RFC 3987 §2.2 and of RFC 3986 Appendix A, plus the anchored entry rules.
///
/// ```
/// use rfc3986::template_grammar::{self, Parser, Rule, TemplateParser};
///
/// let pairs = TemplateParser::parse(Rule::URI_Template, "/a/{b}}")?;
/// assert_eq!(pairs.as_str(), "/a/{b}"); // `}` is not a literal
/// assert!(!template_grammar::matches(Rule::URI_Template, "/a/{b}}"));
/// # Ok::<_, rfc3986::template_grammar::PestError>(())
/// ```
#[derive(Parser)]
#[grammar = "grammar/uri.pest"]
#[grammar = "grammar/iri.pest"]
#[grammar = "grammar/template.pest"]
pub struct TemplateParser;

/// The rules of RFC 6570 §2 in its order, then those it imports from
/// RFC 3986 and RFC 3987 (§1.5), then the anchored entry rule.
///
/// ```
/// use rfc3986::template_grammar::{self, Rule, RULES};
///
/// assert_eq!((RULES[0], RULES[14], RULES[18]), (Rule::URI_Template, Rule::explode, Rule::full_URI_Template));
/// assert!(RULES.iter().all(|&rule| template_grammar::rule_named(template_grammar::pest_name(rule)) == Some(rule)));
/// ```
pub const RULES: [Rule; 19] = [
    Rule::URI_Template,
    Rule::literals,
    Rule::expression,
    Rule::operator,
    Rule::op_level2,
    Rule::op_level3,
    Rule::op_reserve,
    Rule::variable_list,
    Rule::varspec,
    Rule::varname,
    Rule::varchar,
    Rule::modifier_level4,
    Rule::prefix,
    Rule::max_length,
    Rule::explode,
    Rule::pct_encoded,
    Rule::ucschar,
    Rule::iprivate,
    Rule::full_URI_Template,
];

/// Whether the whole of `input` matches `rule`, as the ABNF rule of the same
/// name would (`literals` with erratum 6937: see `grammar/template.pest`).
///
/// ```
/// use rfc3986::template_grammar::{self, Rule};
///
/// assert!(template_grammar::matches(Rule::varspec, "last.name:3"));
/// assert!(!template_grammar::matches(Rule::varspec, "x:0"));
/// assert!(template_grammar::matches(Rule::literals, "'")); // erratum 6937
/// ```
#[must_use]
pub fn matches(rule: Rule, input: &str) -> bool {
    whole_match::matches::<TemplateParser, Rule>(rule, input)
}

/// The pairs of `rule` matched against the whole of `input`.
///
/// ```
/// use rfc3986::template_grammar::{self, Rule};
///
/// let spec = template_grammar::parse(Rule::varspec, "list*")?.next().unwrap();
/// let parts: Vec<_> = spec.into_inner().map(|p| (p.as_rule(), p.as_str())).collect();
/// assert_eq!(parts, [(Rule::varname, "list"), (Rule::modifier_level4, "*")]);
/// # Ok::<_, Box<rfc3986::template_grammar::PestError>>(())
/// ```
///
/// # Errors
/// pest's error when `rule` does not match at the start of `input`, or a
/// custom one at the first character the match left over.
pub fn parse(rule: Rule, input: &str) -> Result<Pairs<'_, Rule>, Box<PestError>> {
    whole_match::parse::<TemplateParser, Rule>(rule, input, abnf_name(rule))
}

/// The rule of this parser named `name`: its ABNF name (`URI-Template`,
/// `op-level2`) or its name in the grammar (`URI_Template`,
/// `full_URI_Template`), in any case. The URI and IRI rules of [`Rule`]
/// are found too.
///
/// ```
/// use rfc3986::template_grammar::{self, Rule};
///
/// assert_eq!(template_grammar::rule_named("modifier-level4"), Some(Rule::modifier_level4));
/// assert_eq!(template_grammar::rule_named("uri-template"), Some(Rule::URI_Template));
/// assert_eq!(template_grammar::rule_named("ipath-abempty"), Some(Rule::ipath_abempty));
/// ```
#[must_use]
pub fn rule_named(name: &str) -> Option<Rule> {
    whole_match::rule_named(Rule::all_rules(), abnf_name, pest_name, name)
}

/// The name of a rule in the grammar files (`op_level2`).
///
/// ```
/// use rfc3986::template_grammar::{self, Rule};
///
/// assert_eq!(template_grammar::pest_name(Rule::modifier_level4), "modifier_level4");
/// assert_eq!(template_grammar::pest_name(Rule::ipath_empty), "ipath_empty");
/// ```
#[must_use]
pub fn pest_name(rule: Rule) -> &'static str {
    match template_names(rule) {
        Some((pest, _)) => pest,
        None => iri_twin(rule).map_or("EOI", iri::pest_name),
    }
}

/// The name of a rule as RFC 6570 spells it (`op-level2`,
/// `URI-Template`); the URI and IRI rules under their RFC's names.
///
/// ```
/// use rfc3986::template_grammar::{self, Rule};
///
/// assert_eq!(template_grammar::abnf_name(Rule::max_length), "max-length");
/// assert_eq!(template_grammar::abnf_name(Rule::full_URI_Template), "URI-Template (whole input)");
/// assert_eq!(template_grammar::abnf_name(Rule::pct_encoded), "pct-encoded");
/// ```
#[must_use]
pub fn abnf_name(rule: Rule) -> &'static str {
    match template_names(rule) {
        Some((_, abnf)) => abnf,
        None => iri_twin(rule).map_or("EOI", iri::abnf_name),
    }
}

/// The names of the rules `grammar/template.pest` defines.
fn template_names(rule: Rule) -> Option<(&'static str, &'static str)> {
    Some(match rule {
        Rule::full_URI_Template => ("full_URI_Template", "URI-Template (whole input)"),
        Rule::URI_Template => ("URI_Template", "URI-Template"),
        Rule::literals => ("literals", "literals"),
        Rule::expression => ("expression", "expression"),
        Rule::operator => ("operator", "operator"),
        Rule::op_level2 => ("op_level2", "op-level2"),
        Rule::op_level3 => ("op_level3", "op-level3"),
        Rule::op_reserve => ("op_reserve", "op-reserve"),
        Rule::variable_list => ("variable_list", "variable-list"),
        Rule::varspec => ("varspec", "varspec"),
        Rule::varname => ("varname", "varname"),
        Rule::varchar => ("varchar", "varchar"),
        Rule::modifier_level4 => ("modifier_level4", "modifier-level4"),
        Rule::prefix => ("prefix", "prefix"),
        Rule::max_length => ("max_length", "max-length"),
        Rule::explode => ("explode", "explode"),
        _ => return None,
    })
}

/// The rule of the IRI parser with the same name as `rule`, a rule of
/// `uri.pest` or `iri.pest`: their names are kept there.
fn iri_twin(rule: Rule) -> Option<iri::Rule> {
    match rule {
        // pest's, in no grammar file.
        Rule::EOI => Some(iri::Rule::EOI),
        _ => iri::rule_named(&alloc::format!("{rule:?}")),
    }
}
