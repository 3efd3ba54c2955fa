//! The reference types and their components: borrowed (`UriRef`, `Uri`,
//! `AbsoluteUri`, `RelativeRef`) and owned (`…Buf`), their IRI counterparts
//! (`iri/`), the components (`authority`, `path`, `query`), conversions
//! between productions (`narrow`), comparisons and serde; `literal`, the
//! hidden constructors the `rfc3986-macros` crate's expansions call.
//!
//! Every type is a text and a [`Layout`](crate::compiled::layout); accessors
//! slice the text, nothing is parsed twice. The owned types' accessors are
//! the borrowed types', called through `delegate`'s macros.
//!
//! **Imports `text/`, `compiled/` (`Goal`, `Layout`), `error/` and `parse`**;
//! never `ops/`, which adds its methods to these types in its own files.

pub(crate) mod authority;
pub(crate) mod compare;
pub(crate) mod delegate;
pub(crate) mod iri;
pub mod literal;
pub(crate) mod narrow;
pub(crate) mod origin;
pub(crate) mod owned;
pub(crate) mod path;
pub(crate) mod productions;
pub mod query;
#[cfg(feature = "serde")]
pub(crate) mod serde_support;
pub(crate) mod uri_ref;
