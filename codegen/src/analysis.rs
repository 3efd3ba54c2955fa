//! What the generator works out about the grammar before it writes code:
//! what an expression can match ([`matches`](mod@matches)), which capture fields a match
//! may write ([`writes`]), which may already hold a span when a
//! recording rule is called ([`flow`]), and which rules no reading of the
//! input gets past once their first byte matched ([`fatal`]).
//!
//! The analyses follow rule calls. They terminate because the rules the
//! generator compiles are not recursive ([`Grammar::check`]) and, for the
//! ones that only look at what comes first (`nullable`, `first`, `bytes`),
//! because pest_meta refuses left recursion.
//!
//! [`Grammar::check`]: crate::grammar::Grammar::check

pub(crate) mod fatal;
pub(crate) mod flow;
pub(crate) mod matches;
pub(crate) mod writes;
