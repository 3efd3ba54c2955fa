//! The grammars as pest parsers: `grammar/uri.pest` (public as
//! [`crate::grammar`]) and `grammar/iri.pest` on top of it (public as
//! [`crate::iri_grammar`]), derived by `pest_derive`, with the rule-level API
//! for tools (a rule matched against a whole input, a rule found by name).
//!
//! These are the reference parsers the compiled machines are tested
//! against, and the fallback of a disputed parse.
//!
//! **Imports nothing of the crate** outside this folder.

pub mod iri;
pub mod template;
pub mod uri;
pub(crate) mod whole_match;
