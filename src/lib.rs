//! Strict RFC 3986 URI references, parsed by a pest grammar that transcribes
//! the RFC's Appendix A rule by rule.
//!
//! ```
//! use rfc3986::{Host, UriRef};
//!
//! let r = UriRef::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
//! assert_eq!(r.scheme(), Some("foo"));
//! let authority = r.authority().expect("this reference has an authority");
//! assert!(matches!(authority.host(), Host::RegName { name: "example.com" }));
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
//!
//! # pest in the public API
//!
//! [`grammar`], [`iri_grammar`] and [`template_grammar`], the rule-level API
//! for tools, hand out [pest](https://docs.rs/pest)'s types (`Parser`,
//! `Pairs`, `Pair`, its error type, the traits of `Rule`): pest is a public
//! dependency of these three modules only, and a major version of pest will be a major version
//! of this crate. The rest of the API (the reference types, [`Error`],
//! resolution, normalization, percent-coding, the builder) has no pest
//! type in its signatures (the builder names a component's rule as a
//! [`grammar::Rule`], whose trait impls are pest's). The three `Rule` enums,
//! [`grammar::Rule`], [`iri_grammar::Rule`] and [`template_grammar::Rule`],
//! are distinct types whose variants share names, because the IRI grammar
//! includes the URI rules and the template grammar both.
//!
//! URI Templates (RFC 6570) are in [`template`]: parsing, expansion,
//! matching.
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

// The layers, bottom to top (ARCHITECTURE.md): each folder's module doc
// says what it may import, and `tests/module_graph.rs` holds it to that.
mod compiled;
mod error;
pub mod file;
mod grammars;
mod interop;
pub mod lint;
mod ops;
mod parse;
pub mod policy;
mod reference;
pub mod template;
#[cfg(test)]
mod test_strings;
mod text;

pub use compiled::goal::Goal;
pub use error::expected::{Expected, RuleName};
pub use error::hint::Hint;
pub use error::parse_error::Error;
pub use error::refusal::Refusal;
pub use grammars::iri as iri_grammar;
pub use grammars::template as template_grammar;
pub use grammars::uri as grammar;
pub use grammars::uri::GRAMMAR;
pub use interop::InteropError;
pub use ops::builder;
pub use ops::builder::{BuildError, UriRefBuilder};
pub use ops::mask::Masked;
pub use ops::normalize::Level;
pub use ops::path_edit::PathSegmentsMut;
pub use ops::query_edit::QueryPairsMut;
pub use ops::resolve::{ResolveError, Strictness, Which, remove_dot_segments, resolve};
pub use reference::authority::{Authority, Host, HostKind, Port, PortOverflow};
pub use reference::iri::owned::{AbsoluteIriBuf, IrelativeRefBuf, IriBuf, IriRefBuf};
pub use reference::iri::reference::{AbsoluteIri, IrelativeRef, Iri, IriRef};
pub use reference::narrow::{Mismatch, NarrowError};
pub use reference::origin::Origin;
pub use reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
pub use reference::path::{DecodedSegments, Path, Segments};
pub use reference::query;
pub use reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};
pub use text::known_schemes as scheme;
pub use text::percent;

/// Hooks for this crate's own tests; not part of the API.
#[doc(hidden)]
#[path = "test_hooks.rs"]
pub mod __private;

// What the literal macros of `rfc3986-macros` (`uri!`, `iri!`...) expand
// to; not part of the API.
#[doc(hidden)]
pub use reference::literal as __literal;

/// The examples of `README.md`, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The examples of `docs/examples.md`, compiled and run as doctests.
#[doc = include_str!("../docs/examples.md")]
#[cfg(doctest)]
pub struct ExamplesDoctests;
