//! The operations after parsing, for IRI references (RFC 3987): resolution
//! and normalization done by the URI reference's code on the IRI's
//! components, and the mappings between IRIs and URIs (§3.1 `to_uri`, §3.2
//! `to_iri`, which also gives the URI types their `to_iri`).

pub(crate) mod map;
pub(crate) mod normalize;
pub(crate) mod resolve;
