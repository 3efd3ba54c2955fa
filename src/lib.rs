//! Strict RFC 3986 URI references, parsed by a pest grammar that transcribes
//! the RFC's Appendix A rule by rule.
//!
//! ```
//! use rfc3986::{Host, UriRef};
//!
//! let r = UriRef::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
//! assert_eq!(r.scheme(), Some("foo"));
//! let authority = r.authority().expect("this reference has an authority");
//! assert!(matches!(authority.host(), Host::RegName("example.com")));
//! assert_eq!(authority.port().map(|p| p.as_str()), Some("8042"));
//! assert_eq!(r.path().as_str(), "/over/there");
//! assert_eq!(r.query(), Some("name=ferret"));
//! assert_eq!(r.fragment(), Some("nose"));
//! # Ok::<_, rfc3986::Error>(())
//! ```
//!
//! # Terminology
//! - A *URI reference* (`URI-reference`, §4.1) is either a *URI* (§3), which
//!   has a scheme, or a *relative reference* (`relative-ref`, §4.2), which
//!   does not. An *absolute URI* (`absolute-URI`, §4.3) is a URI without a
//!   fragment.
//! - A component is *absent* when its delimiter is missing, and *empty* when
//!   the delimiter is there with nothing after it: `http://h/` has no query,
//!   `http://h/?` has an empty one. Accessors return `Option` for the
//!   components that can be absent; the path is always present.
//! - Components are returned as written, percent-encodings and case included.
//!
//! The grammar itself is [`GRAMMAR`], and the pest parser derived from it is
//! [`grammar::UriParser`].
#![cfg_attr(not(any(feature = "std", test)), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![warn(
    missing_docs,
    clippy::missing_errors_doc,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic
)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

extern crate alloc;

mod authority;
mod automaton;
mod bidi;
mod boundary;
pub mod builder;
mod byte_set;
mod compare;
mod delegate;
mod diagnosis;
mod edit;
mod error;
mod expected;
mod find_byte;
mod goal;
pub mod grammar;
mod hint;
mod ipv4;
mod ipv6;
mod iri;
pub mod iri_grammar;
mod layout;
mod narrow;
mod narrowed;
mod normalize;
mod owned;
mod parse;
mod path;
pub mod percent;
mod pest_walk;
pub mod query;
mod quoted;
mod recognizer;
mod relativize;
mod resolve;
#[cfg(feature = "serde")]
mod serde_support;
#[cfg(test)]
mod test_strings;
mod uri_ref;
mod whole_match;
mod writer;

pub use authority::{Authority, Host, Port, PortOverflow};
pub use builder::{BuildError, UriRefBuilder};
pub use error::Error;
pub use expected::Expected;
pub use goal::Goal;
pub use grammar::GRAMMAR;
pub use hint::Hint;
pub use iri::owned::{AbsoluteIriBuf, IrelativeRefBuf, IriBuf, IriRefBuf};
pub use iri::reference::{AbsoluteIri, IrelativeRef, Iri, IriRef};
pub use narrow::{Mismatch, NarrowError};
pub use normalize::Level;
pub use owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
pub use path::DecodedSegments;
pub use path::{Path, Segments};
pub use resolve::{ResolveError, Strictness, Which, remove_dot_segments, resolve};
pub use uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};

/// Hooks for this crate's own tests; not part of the API.
#[doc(hidden)]
#[path = "test_hooks.rs"]
pub mod __private;

/// The examples of `README.md`, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The examples of `docs/examples.md`, compiled and run as doctests.
#[doc = include_str!("../docs/examples.md")]
#[cfg(doctest)]
pub struct ExamplesDoctests;
