//! IRI references (RFC 3987): the types whose text may hold the non-ASCII
//! characters RFC 3987 §2.2 allows.
//!
//! An IRI is parsed by the rules of `grammar/iri.pest`; its components are
//! laid out as a URI reference's are (the same
//! [`Layout`](crate::compiled::layout)), so the accessors are the URI
//! reference's, read on the IRI's text. Resolution, normalization and the
//! mappings between the two families (§3.1, §3.2) are in `ops/iri/`. Of the
//! URI side, only the comparisons (`compare.rs`) and serde
//! (`serde_support.rs`) import this module.

pub(crate) mod convert;
pub(crate) mod owned;
pub(crate) mod reference;
