//! The pest parser derived from `grammar/uri.pest` and `grammar/iri.pest`
//! together: the IRI rules of RFC 3987 §2.2, each on its own.
//!
//! `grammar/iri.pest` builds on `grammar/uri.pest`: the rules RFC 3987 takes
//! from RFC 3986 (`scheme`, `port`, `IP_literal`, `pct_encoded`,
//! `sub_delims`...) are defined there. This parser holds both files, so its
//! [`Rule`] has the URI rules too.
//!
//! ```
//! use rfc3986::iri_grammar::{self, Rule};
//!
//! assert!(iri_grammar::matches(Rule::full_IRI, "http://例え.テスト/パス?q=ü#frag"));
//! assert!(iri_grammar::matches(Rule::iquery, "\u{E000}")); // a private-use character
//! assert!(!iri_grammar::matches(Rule::ifragment, "\u{E000}")); // only the query may hold one
//! assert!(!iri_grammar::matches(Rule::ucschar, "\u{FFFE}")); // a noncharacter
//!
//! // The pairs of one rule, for tools that walk the tree.
//! let pairs = iri_grammar::parse(Rule::iauthority, "José@bücher.example:80")?;
//! let names: Vec<&str> = pairs.flatten().map(|p| iri_grammar::abnf_name(p.as_rule())).collect();
//! assert_eq!(names, ["iauthority", "iuserinfo", "ihost", "ireg-name", "port"]);
//! # Ok::<_, Box<rfc3986::iri_grammar::PestError>>(())
//! ```
//!
//! # pest is a public dependency of this module
//!
//! This module hands out pest's types: [`Parser`], [`Pair`], [`Pairs`] and
//! [`PestError`] are pest's, and [`Rule`] implements pest's traits. A major
//! version of pest is therefore a major version of this crate. Only this
//! module and [`crate::grammar`] expose pest: the rest of the API has no
//! pest type in its signatures.
//!
//! This [`Rule`] and [`grammar::Rule`](crate::grammar::Rule) are distinct
//! types whose variants share names (`Rule::scheme`, `Rule::port`...):
//! the IRI grammar includes the URI rules, so this `Rule` has every
//! variant of `grammar::Rule` and the IRI rules besides. A value of one
//! is not a value of the other.

// pest_derive generates an undocumented helper function beside `Rule`.
#![allow(missing_docs)]

use alloc::boxed::Box;

use pest_derive::Parser;

use crate::grammars::whole_match;

pub use pest::Parser;
pub use pest::iterators::{Pair, Pairs};

// `LISTED`, `name_in_grammar` and `name_in_abnf`, written by the generator
// from the grammar files: the names are the ones each rule's doc quotes.
include!("iri_rules.rs");

/// The error pest gives for an input that a rule does not match.
///
/// ```
/// use rfc3986::iri_grammar::{self, Rule};
///
/// let error = iri_grammar::parse(Rule::ifragment, "a#b").unwrap_err();
/// assert_eq!(error.variant.message(), "ifragment matched only the first 1 bytes");
/// ```
pub type PestError = pest::error::Error<Rule>;

/// The text of `grammar/iri.pest` alone. It is not a grammar on its own: it
/// refers to rules of `grammar/uri.pest` ([`crate::GRAMMAR`]); a tool loads
/// [`URI_AND_IRI_GRAMMAR`], the two texts one after the other.
///
/// ```
/// use rfc3986::iri_grammar::IRI_GRAMMAR;
///
/// assert!(IRI_GRAMMAR.contains("full_IRI_reference = { SOI ~ IRI_reference ~ EOI }"));
/// assert!(!IRI_GRAMMAR.contains("\nscheme =")); // defined in uri.pest
/// ```
pub const IRI_GRAMMAR: &str = include_str!("../../grammar/iri.pest");

/// The text of `grammar/uri.pest` followed by that of `grammar/iri.pest`:
/// the grammar of this parser as pest_vm, pest_meta or pest's online editor
/// load it. `uri.pest` comes first, because its `//!` header is only allowed
/// at the start of a grammar.
///
/// ```
/// use rfc3986::iri_grammar::{IRI_GRAMMAR, URI_AND_IRI_GRAMMAR};
///
/// assert_eq!(URI_AND_IRI_GRAMMAR, format!("{}{IRI_GRAMMAR}", rfc3986::GRAMMAR));
/// ```
pub const URI_AND_IRI_GRAMMAR: &str = concat!(
    include_str!("../../grammar/uri.pest"),
    include_str!("../../grammar/iri.pest")
);

/// The parser pest derives from `grammar/uri.pest` and `grammar/iri.pest`:
/// one [`Rule`] per rule of RFC 3987 §2.2 and of RFC 3986 Appendix A, plus
/// the anchored entry rules `full_*` of both.
///
/// Through pest's [`Parser`] a rule matches a prefix of the input, as a
/// PEG rule does; [`matches()`] and [`parse()`] ask for the whole input.
///
/// ```
/// use rfc3986::iri_grammar::{self, IriParser, Parser, Rule};
///
/// let pairs = IriParser::parse(Rule::isegment, "été/hiver")?;
/// assert_eq!(pairs.as_str(), "été");
/// assert!(!iri_grammar::matches(Rule::isegment, "été/hiver"));
/// # Ok::<_, rfc3986::iri_grammar::PestError>(())
/// ```
#[derive(Parser)]
#[grammar = "grammar/uri.pest"]
#[grammar = "grammar/iri.pest"]
pub struct IriParser;

/// Whether the whole of `input` matches `rule`, as the ABNF rule of the same
/// name would.
///
/// ```
/// use rfc3986::iri_grammar::{self, Rule};
///
/// assert!(iri_grammar::matches(Rule::ireg_name, "bücher.example"));
/// assert!(!iri_grammar::matches(Rule::ireg_name, "bücher example"));
/// assert!(iri_grammar::matches(Rule::IRI_reference, "../ÿ?ü#é"));
/// assert!(!iri_grammar::matches(Rule::scheme, "é:")); // scheme is ASCII, and only a prefix
/// ```
#[must_use]
pub fn matches(rule: Rule, input: &str) -> bool {
    whole_match::matches::<IriParser, Rule>(rule, input)
}

/// The pairs of `rule` matched against the whole of `input`.
///
/// ```
/// use rfc3986::iri_grammar::{self, Rule};
///
/// let authority = iri_grammar::parse(Rule::iauthority, "例え:8080")?.next().unwrap();
/// let parts: Vec<_> = authority.into_inner().map(|p| (p.as_rule(), p.as_str())).collect();
/// assert_eq!(parts, [(Rule::ihost, "例え"), (Rule::port, "8080")]);
/// assert!(iri_grammar::parse(Rule::port, "８０").is_err()); // fullwidth digits are not DIGIT
/// # Ok::<_, Box<rfc3986::iri_grammar::PestError>>(())
/// ```
///
/// # Errors
/// pest's error when `rule` does not match at the start of `input`, or a
/// custom one at the first character the match left over.
pub fn parse(rule: Rule, input: &str) -> Result<Pairs<'_, Rule>, Box<PestError>> {
    whole_match::parse::<IriParser, Rule>(rule, input, abnf_name(rule))
}

/// The rules of RFC 3987 §2.2 in its order: the IRI rules, then those it
/// takes from RFC 3986 ("The following rules are the same as those in
/// \[RFC3986\]"), then the anchored IRI entry rules `full_*`. The rules of
/// RFC 3986 that IRIs do not use (`URI`, `path`, `pchar`...) are in [`Rule`]
/// too, but not here.
///
/// ```
/// use rfc3986::iri_grammar::{self, Rule, RULES};
///
/// assert_eq!((RULES[0], RULES[24], RULES[42]), (Rule::IRI, Rule::iprivate, Rule::full_irelative_ref));
/// // Each rule is found again by its name in the grammar.
/// assert!(RULES.iter().all(|&rule| iri_grammar::rule_named(iri_grammar::pest_name(rule)) == Some(rule)));
/// ```
pub const RULES: [Rule; 43] = LISTED;

/// The rule of this parser named `name`: its ABNF name (`isegment-nz-nc`,
/// `IRI-reference`) or its name in the grammar (`isegment_nz_nc`,
/// `full_IRI`), in any case, as ABNF rule names are (RFC 5234 §2.1). The
/// URI rules of [`Rule`] are found too.
///
/// ```
/// use rfc3986::iri_grammar::{self, Rule};
///
/// assert_eq!(iri_grammar::rule_named("isegment-nz-nc"), Some(Rule::isegment_nz_nc));
/// assert_eq!(iri_grammar::rule_named("UCSCHAR"), Some(Rule::ucschar));
/// assert_eq!(iri_grammar::rule_named("path-abempty"), Some(Rule::path_abempty));
/// assert_eq!(iri_grammar::rule_named("ALPHA"), None); // RFC 5234's core rules are not here
/// ```
#[must_use]
pub fn rule_named(name: &str) -> Option<Rule> {
    whole_match::rule_named(Rule::all_rules(), abnf_name, pest_name, name)
}

/// The name of a rule in the grammar files (`isegment_nz_nc`).
///
/// ```
/// use rfc3986::iri_grammar::{self, Rule};
///
/// assert_eq!(iri_grammar::pest_name(Rule::ipath_abempty), "ipath_abempty");
/// ```
#[must_use]
pub fn pest_name(rule: Rule) -> &'static str {
    name_in_grammar(rule)
}

/// The name of a rule as RFC 3987 (or, for the rules it does not use,
/// RFC 3986) spells it (`ipath-abempty`, `IP-literal`): the name each rule's
/// doc in the grammar quotes its ABNF under, which the generator asks every
/// rule for, so a new rule cannot be shown to people without a name.
///
/// ```
/// use rfc3986::iri_grammar::{self, Rule};
///
/// assert_eq!(iri_grammar::abnf_name(Rule::isegment_nz_nc), "isegment-nz-nc");
/// assert_eq!(iri_grammar::abnf_name(Rule::IP_literal), "IP-literal");
/// assert_eq!(iri_grammar::abnf_name(Rule::full_IRI), "IRI (whole input)");
/// ```
#[must_use]
pub fn abnf_name(rule: Rule) -> &'static str {
    name_in_abnf(rule)
}
