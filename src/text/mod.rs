//! Bytes and characters: the helpers every layer above may use.
//!
//! Percent-coding (§2.1, public as [`crate::percent`]), IP address text to
//! `core::net` addresses in one pass, the bidirectional formatting
//! characters and those RFC 3987 admits, the characters of a scheme, byte search, a path's dot segments and byte tables, and a char boundary helper
//! newer than the MSRV.
//!
//! **Imports nothing of the crate** (tests may use `test_strings`).

pub(crate) mod bidi;
pub(crate) mod boundary;
pub(crate) mod byte_set;
pub(crate) mod dot_segment;
pub(crate) mod find_byte;
pub(crate) mod idna_fold;
pub(crate) mod ipv4;
pub(crate) mod ipv6;
pub(crate) mod iri_chars;
pub mod known_schemes;
pub mod percent;
pub(crate) mod scheme;
pub(crate) mod whatwg_ipv4;
