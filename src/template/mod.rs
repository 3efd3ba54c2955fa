//! URI Templates (RFC 6570): parsing, expansion at every level, partial
//! expansion, and matching a URI back to its variables.
//!
//! A template is parsed by [`UriTemplate::parse`] into literals and
//! expressions (their operators and variable specifications typed, their
//! spans kept), with a [`TemplateError`] that says where and what was
//! expected, in the terms of the grammar `grammar/template.pest` transcribes
//! (RFC 6570 §2; the pest parser derived from it is
//! [`crate::template_grammar`], which the parser here is tested against).
//!
//! ```
//! use rfc3986::template::{UriTemplate, Var, Vars};
//!
//! let template = UriTemplate::parse("https://example.com/repos/{owner}/{repo}/issues{?state,labels}")?;
//! let mut vars = Vars::new();
//! vars.insert("owner", "rust-lang");
//! vars.insert("repo", "rust");
//! vars.insert("labels", ["A-parser", "E-easy"]);
//! let uri = template.expand(&vars)?;
//! assert_eq!(uri.as_str(), "https://example.com/repos/rust-lang/rust/issues?labels=A-parser,E-easy");
//!
//! // And back: the variables whose expansion is that URI.
//! let matched = template.match_uri(uri.as_str()).unwrap();
//! assert_eq!(matched.get("labels"), Some(&Var::from(["A-parser", "E-easy"])));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Values ([`Var`]) are strings (numbers and booleans as their text),
//! lists and maps in insertion order; a missing variable, an empty list
//! and an empty map are undefined (§2.3). Expansion reads them through
//! [`VarSource`], implemented for [`Vars`], `BTreeMap` and `HashMap`, and
//! allocates nothing but its output, which this crate's parser checks to
//! be a URI reference ([`UriTemplate::expand`]) or an IRI reference
//! ([`UriTemplate::expand_iri`]). [`TemplateSet`] matches a URI against
//! many templates at once.
//!
//! **Imports `text/`, `error/` (the parse error of an expansion that is not
//! a reference) and `reference/`** (the owned types expansions are);
//! nothing imports it.

mod error;
mod expand;
mod matching;
mod parse;
mod partial;
mod set;
mod syntax;
mod uri_template;
mod value;

pub use error::{ExpandError, TemplateError};
pub use matching::MatchOptions;
pub use set::TemplateSet;
pub use syntax::{Expression, Modifier, Operator, Part, VarSpec};
pub use uri_template::UriTemplate;
pub use value::{AsValue, Value, Var, VarSource, Vars};
