//! Why a parse refused its input: the public [`Error`](crate::Error) (its
//! index, then its expectation and hint worked out when asked), its brief
//! form without the input ([`Refusal`](crate::Refusal)), the
//! [`Expected`](crate::Expected) words, the [`Hint`](crate::Hint)s for common
//! mistakes, and the diagnosis that runs the automata over a refused input.
//!
//! **Imports only `text/` and `compiled/`**: it knows how an index is found
//! and explained, not how a valid input is parsed.

pub(crate) mod diagnosis;
pub(crate) mod expected;
pub(crate) mod hint;
pub(crate) mod kept;
pub(crate) mod parse_error;
pub(crate) mod quoted;
pub(crate) mod refusal;
