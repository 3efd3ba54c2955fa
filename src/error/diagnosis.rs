//! Why an input was refused: where it stops being a possible reference
//! ([`locate`](mod@locate)), and what could have come there instead ([`expectation`]).
//!
//! A prefix of an input is *viable* when some continuation makes it a
//! reference; the error is at the end of the longest viable prefix, and the
//! expectation is the set of characters that keep that prefix viable,
//! named by the smallest ABNF rules that cover them. Both come from the
//! automaton of the goal (`crate::compiled::automaton`), in one pass over the
//! input, or over its end from a mark where the state is known
//! ([`locate_from`], `crate::compiled::resume`).
//!
//! The diagnosis builds no [`Error`](crate::Error) itself: the front door
//! asks it for the index, and the error for the expectation when first
//! asked, which with `std` is named once per state and kept (`named`).

pub(crate) mod expectation;
mod locate;
#[cfg(feature = "std")]
mod named;

// Without `std`, an error names its expectation itself.
#[cfg(any(test, not(feature = "std")))]
pub(crate) use expectation::{expected, expected_at};
pub(crate) use locate::{debug_check_located, locate, locate_from};
#[cfg(feature = "std")]
pub(crate) use named::{Named, named_after, named_at};
