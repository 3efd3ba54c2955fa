//! Why the derived parser refused an input: where it stops being a possible
//! reference, and what could have come there instead.
//!
//! pest reports the furthest position at which a non-atomic rule failed, and
//! the rules it tried there. Neither is quite what a person needs: the
//! atomic rules (`segment`, `query`...) hide how far they got (`%4` fails at
//! the `4`), and the rules tried are not the characters that would have
//! worked. So the parser itself is asked: a prefix of the input is *viable*
//! when the parser reaches its end ([`viable`]), and the error is at the end
//! of the longest viable prefix ([`locate`]). The expectation is the set of
//! characters that keep that prefix viable, named by the smallest ABNF rules
//! that cover them ([`expectation`]).
//!
//! The diagnosis runs only on refused input; it builds no [`Error`](crate::Error)
//! itself, and the error asks it for the expectation when first asked.

mod expectation;
mod locate;
mod viable;

pub(crate) use expectation::expected;
pub(crate) use locate::locate;
