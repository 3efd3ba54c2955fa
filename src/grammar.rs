//! The pest parser derived from `grammar/uri.pest`.

// pest_derive generates an undocumented helper function beside `Rule`.
#![allow(missing_docs)]

use pest_derive::Parser;

/// The text of `grammar/uri.pest`, for tools that load the grammar themselves
/// (pest_vm, pest's online editor, other pest crates).
pub const GRAMMAR: &str = include_str!("../grammar/uri.pest");

/// The parser pest derives from `grammar/uri.pest`: one [`Rule`] per rule of
/// RFC 3986 Appendix A, plus the anchored entry rules `full_*`.
#[derive(Parser)]
#[grammar = "grammar/uri.pest"]
pub struct UriParser;
