//! IRIs (RFC 3987): references whose text may hold the non-ASCII characters
//! RFC 3987 §2.2 allows, with the components, resolution and normalization
//! of URI references, and the mappings between the two (§3.1, §3.2).
//!
//! An IRI is parsed by the rules of `grammar/iri.pest`; its components are
//! laid out as a URI reference's are (the same [`Layout`](crate::layout)),
//! so the work that comes after parsing is the URI reference's, done on the
//! IRI's text. Of the URI side, only the comparisons (`compare.rs`) and
//! serde (`serde_support.rs`) import it; `iri/map.rs` gives the URI types
//! their `to_iri`.

pub(crate) mod convert;
pub(crate) mod map;
pub(crate) mod normalize;
pub(crate) mod owned;
pub(crate) mod reference;
pub(crate) mod resolve;
