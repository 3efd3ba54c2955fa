//! Strict [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) URI kernels
//! over [Apache Arrow](https://arrow.apache.org) string arrays, built on
//! [`rfc3986`].
//!
//! Every kernel takes `Utf8`, `LargeUtf8` or `Utf8View` input and reads each
//! row as a `URI-reference` (RFC 3986 Appendix A), or as an
//! `IRI-reference` (RFC 3987) where its name says IRI ([`slices`], the
//! builder of the component kernels, reads each row as its closure does).
//! A refused row is never an error: it gives NULL (or `false` from
//! [`is_valid`], and its message from [`error`]), so one bad row among
//! billions does not fail a query. NULL in gives NULL out. An absent component is NULL and an empty
//! one `''`.
//!
//! Components come back as `Utf8View` arrays whose values are views into
//! the input's own buffers: no byte is copied and no row allocates (values
//! of 12 bytes or fewer live inside their views, as Arrow lays them out).
//!
//! ```
//! use arrow_array::{Array, StringArray};
//! use rfc3986_arrow::{Component, component, is_valid};
//!
//! let urls = StringArray::from(vec![
//!     Some("https://user:pw@example.com/a?b#c"),
//!     Some("https://example.com:443"),
//!     Some("http://bad host/"),
//!     None,
//! ]);
//! let host = component(&urls, Component::Host)?;
//! assert_eq!(host.value(0), "example.com");
//! assert!(host.is_null(2) && host.is_null(3));
//! assert_eq!(is_valid(&urls)?.value(2), false);
//! # Ok::<_, arrow_schema::ArrowError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs, clippy::missing_errors_doc)]

mod args;
mod component;
mod input;
mod parse;
mod query;
mod transform;
mod validity;
mod views;

pub use component::{Component, component, host_kind, port, slices};
pub use parse::{PARSE_FIELDS, parse, parse_type};
pub use query::{query_param, query_params, query_params_type};
pub use rfc3986::Level;
pub use transform::{
    equivalent, iri_to_uri, normalize, percent_decode, relativize, resolve, uri_to_iri,
};
pub use validity::{error, iri_is_valid, is_valid, kind};
