//! The pest parser derived from `grammar/uri.pest`, and every rule of the
//! grammar on its own.
//!
//! ```
//! use rfc3986::grammar::{self, Rule};
//!
//! assert!(grammar::matches(Rule::IPv6address, "1::2"));
//! assert!(grammar::matches(Rule::dec_octet, "255"));
//! assert!(!grammar::matches(Rule::segment_nz_nc, "a:b"));
//!
//! // The pairs of one rule, for tools that walk the tree.
//! let pairs = grammar::parse(Rule::authority, "user@[::1]:80")?;
//! let names: Vec<&str> = pairs.flatten().map(|p| grammar::abnf_name(p.as_rule())).collect();
//! assert_eq!(names, ["authority", "userinfo", "host", "IP-literal", "IPv6address", "h16", "port"]);
//! # Ok::<_, Box<rfc3986::grammar::PestError>>(())
//! ```
//!
//! # pest is a public dependency of this module
//!
//! This module hands out pest's types: [`Parser`], [`Pair`], [`Pairs`] and
//! [`PestError`] are pest's, and [`Rule`] implements pest's traits. A major
//! version of pest is therefore a major version of this crate. Only this
//! module and [`crate::iri_grammar`] expose pest: the rest of the API (the
//! reference types, [`Error`](crate::Error), resolution, normalization,
//! percent-coding) has no pest type in its signatures; the builder names
//! a component's rule as a [`Rule`] of this module.
//!
//! This [`Rule`] and [`iri_grammar::Rule`](crate::iri_grammar::Rule) are
//! distinct types whose variants share names (`Rule::scheme`,
//! `Rule::port`...), because the IRI grammar includes the URI rules: a
//! `grammar::Rule` cannot be given to the IRI parser, nor the reverse.

// pest_derive generates an undocumented helper function beside `Rule`.
#![allow(missing_docs)]

use alloc::boxed::Box;

use pest_derive::Parser;

use crate::grammars::whole_match;

pub use pest::Parser;
pub use pest::iterators::{Pair, Pairs};

// `LISTED`, `name_in_grammar` and `name_in_abnf`, written by the generator
// from the grammar files: the names are the ones each rule's doc quotes.
include!("uri_rules.rs");

/// The error pest gives for an input that a rule does not match.
///
/// ```
/// use rfc3986::grammar::{self, Rule};
///
/// let error = grammar::parse(Rule::port, "80a").unwrap_err();
/// assert_eq!(error.variant.message(), "port matched only the first 2 bytes");
/// assert_eq!(error.line(), "80a");
/// ```
pub type PestError = pest::error::Error<Rule>;

/// The text of `grammar/uri.pest`, for tools that load the grammar themselves
/// (pest_vm, pest's online editor, other pest crates).
///
/// ```
/// use rfc3986::GRAMMAR;
///
/// assert!(GRAMMAR.contains("full_URI_reference = { SOI ~ URI_reference ~ EOI }"));
/// assert!(GRAMMAR.contains("port = @{ ASCII_DIGIT* }"));
/// ```
pub const GRAMMAR: &str = include_str!("../../grammar/uri.pest");

/// The parser pest derives from `grammar/uri.pest`: one [`Rule`] per rule of
/// RFC 3986 Appendix A, plus the anchored entry rules `full_*`.
///
/// Through pest's [`Parser`] a rule matches a prefix of the input, as a
/// PEG rule does; [`matches()`] and [`parse()`] ask for the whole input.
///
/// ```
/// use rfc3986::grammar::{self, Parser, Rule, UriParser};
///
/// let pairs = UriParser::parse(Rule::dec_octet, "256")?;
/// assert_eq!(pairs.as_str(), "25");
/// assert!(!grammar::matches(Rule::dec_octet, "256"));
/// # Ok::<_, rfc3986::grammar::PestError>(())
/// ```
#[derive(Parser)]
#[grammar = "grammar/uri.pest"]
pub struct UriParser;

/// Whether the whole of `input` matches `rule`, as the ABNF rule of the same
/// name would.
///
/// ```
/// use rfc3986::grammar::{self, Rule};
///
/// assert!(grammar::matches(Rule::IPv4address, "192.0.2.1"));
/// assert!(!grammar::matches(Rule::IPv4address, "192.0.2.256")); // dec-octet stops at 255
/// assert!(grammar::matches(Rule::reg_name, "192.0.2.256"));
/// assert!(!grammar::matches(Rule::scheme, "http:")); // only a prefix matches
/// ```
#[must_use]
pub fn matches(rule: Rule, input: &str) -> bool {
    whole_match::matches::<UriParser, Rule>(rule, input)
}

/// The pairs of `rule` matched against the whole of `input`.
///
/// ```
/// use rfc3986::grammar::{self, Rule};
///
/// let authority = grammar::parse(Rule::authority, "h:8080")?.next().unwrap();
/// let parts: Vec<_> = authority.into_inner().map(|p| (p.as_rule(), p.as_str())).collect();
/// assert_eq!(parts, [(Rule::host, "h"), (Rule::port, "8080")]);
/// assert!(grammar::parse(Rule::port, "80a").is_err());
/// # Ok::<_, Box<rfc3986::grammar::PestError>>(())
/// ```
///
/// # Errors
/// pest's error when `rule` does not match at the start of `input`, or a
/// custom one at the first character the match left over.
pub fn parse(rule: Rule, input: &str) -> Result<Pairs<'_, Rule>, Box<PestError>> {
    whole_match::parse::<UriParser, Rule>(rule, input, abnf_name(rule))
}

/// Every rule of the grammar: the rules of RFC 3986 Appendix A in its
/// order, then the anchored entry rules `full_*`.
///
/// ```
/// use rfc3986::grammar::{self, Rule, RULES};
///
/// assert_eq!((RULES[0], RULES[39]), (Rule::URI, Rule::full_relative_ref));
/// // Each rule is found again by its name in the grammar.
/// assert!(RULES.iter().all(|&rule| grammar::rule_named(grammar::pest_name(rule)) == Some(rule)));
/// ```
pub const RULES: [Rule; 40] = LISTED;

/// The rule named `name`: its ABNF name (`segment-nz-nc`, `IPv6address`)
/// or its name in the grammar (`segment_nz_nc`, `full_URI`), in any case,
/// as ABNF rule names are (RFC 5234 §2.1).
///
/// ```
/// use rfc3986::grammar::{self, Rule};
///
/// assert_eq!(grammar::rule_named("segment-nz-nc"), Some(Rule::segment_nz_nc));
/// assert_eq!(grammar::rule_named("ipv6ADDRESS"), Some(Rule::IPv6address));
/// assert_eq!(grammar::rule_named("full_URI"), Some(Rule::full_URI));
/// assert_eq!(grammar::rule_named("ALPHA"), None); // RFC 5234's core rules are not here
/// ```
#[must_use]
pub fn rule_named(name: &str) -> Option<Rule> {
    whole_match::rule_named(&RULES, abnf_name, pest_name, name)
}

/// The name of a rule in the grammar file (`segment_nz_nc`).
///
/// ```
/// use rfc3986::grammar::{self, Rule};
///
/// assert_eq!(grammar::pest_name(Rule::path_abempty), "path_abempty");
/// ```
#[must_use]
pub fn pest_name(rule: Rule) -> &'static str {
    name_in_grammar(rule)
}

/// The name of a rule as RFC 3986 spells it (`path-abempty`, `IP-literal`):
/// the name each rule's doc in the grammar quotes its ABNF under, which the
/// generator asks every rule for, so a new rule cannot be shown to people
/// without a name.
///
/// ```
/// use rfc3986::grammar::{self, Rule};
///
/// assert_eq!(grammar::abnf_name(Rule::IP_literal), "IP-literal");
/// assert_eq!(grammar::abnf_name(Rule::full_URI), "URI (whole input)");
/// ```
#[must_use]
pub fn abnf_name(rule: Rule) -> &'static str {
    name_in_abnf(rule)
}
