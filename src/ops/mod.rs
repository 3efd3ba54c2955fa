//! What comes after parsing: resolution (§5.2) and its inverse, relativize;
//! normalization (§6); the builder and the owned types' setters; and, for
//! IRIs (`iri/`), the same through the URI code plus the mappings of RFC
//! 3987 §3.
//!
//! Each file adds its methods to the reference types with
//! `delegate_on!` where it stands, so `reference/` imports none of them.
//! Results are written with `writer::Writer`, which records the layout as
//! the text is written (no second parse; debug builds parse it again and
//! compare).
//!
//! **May import every layer below** (`text/`, `grammars/`, `compiled/`,
//! `error/`, `parse`, `reference/`); nothing imports it but `lib.rs`.

pub mod builder;
pub(crate) mod edit;
pub(crate) mod edited;
pub(crate) mod iri;
pub(crate) mod mask;
pub(crate) mod normalize;
pub(crate) mod path_edit;
pub(crate) mod query_edit;
pub(crate) mod relativize;
pub(crate) mod resolve;
pub(crate) mod writer;
