//! The brief form of a refusal: where the input went wrong, and enough to
//! make the full [`Error`] later, without a copy of the input.

use alloc::vec;
use core::fmt;

use crate::compiled::goal::Goal;
use crate::compiled::layout::AddressRule;
use crate::compiled::recognizer::Near;
use crate::error::expected::{Expected, RuleName};
use crate::error::parse_error::Error;

/// A refusal without its input: what the `parse_quick` functions
/// ([`UriRef::parse_quick`](crate::UriRef::parse_quick) and the same on
/// every reference type) give where `parse` gives an [`Error`].
///
/// It holds the goal, the index (the same as the error's) and the
/// automaton's state there, and nothing of the input: making it costs no
/// copy and no allocation, whatever the input's length. That is what a
/// validator of many inputs, most of them refused, wants when it reports
/// the index, or the full error of a few. [`Refusal::error`], given the
/// refused input, makes the [`Error`] `parse` would have given: the same
/// index, expectation, message and hint.
///
/// ```
/// use rfc3986::UriRef;
///
/// let input = "http://h/a b";
/// let refusal = UriRef::parse_quick(input).unwrap_err();
/// assert_eq!(refusal.index(), 10);
/// assert_eq!(refusal.error(input), UriRef::parse(input).unwrap_err());
/// assert_eq!(refusal.to_string(), "invalid URI-reference at index 10");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Refusal {
    goal: Goal,
    index: usize,
    how: How,
}

/// How the refusal was placed, and so how its error is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum How {
    /// By the goal's automaton, which stopped in this state there.
    State(u16),
    /// Where every state the recognizer's match may have left the automaton
    /// in goes dead: the state is worked out from the text before it.
    Dead,
    /// One of the mistakes the recognizer's match places, which gives the
    /// state ([`Near::state`]).
    Near(Near),
    /// By pest's parser, the reference, where the recognizer and the
    /// automaton disagreed (the agreement tests rule it out): its furthest
    /// failure.
    Furthest,
    /// By pest's parser, which matched an IP address there that does not
    /// convert (the agreement tests rule it out too).
    Address(AddressRule),
}

impl Refusal {
    /// The refusal of an input as `goal` at `index`, placed as `how` says.
    #[inline(always)]
    pub(crate) fn new(goal: Goal, index: usize, how: How) -> Self {
        Refusal { goal, index, how }
    }

    /// The production the input was parsed against.
    ///
    /// ```
    /// use rfc3986::{Goal, Uri};
    ///
    /// assert_eq!(Uri::parse_quick("../g").unwrap_err().goal(), Goal::Uri);
    /// ```
    #[must_use]
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The byte index of the first character no valid reference could have
    /// there, as [`Error::index`] gives it.
    ///
    /// ```
    /// assert_eq!(rfc3986::UriRef::parse_quick("_:x").unwrap_err().index(), 1);
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The full error of the refused `input`: what `parse` gives for it,
    /// index, expectation, message and hint alike.
    ///
    /// `input` is the text that was refused. Given another text, the error
    /// describes this refusal's index in that text, as well as it can: it
    /// never panics, but its expectation may not fit the text.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// for input in ["http://h:8o/", " http://h/", "http://h/%zz"] {
    ///     let refusal = Uri::parse_quick(input).unwrap_err();
    ///     assert_eq!(refusal.error(input), Uri::parse(input).unwrap_err());
    /// }
    /// ```
    #[must_use]
    pub fn error(&self, input: &str) -> Error {
        match self.how {
            How::State(state) => Error::placed(self.goal, input, self.index, Some(state)),
            How::Dead => Error::placed(self.goal, input, self.index, None),
            How::Near(near) => {
                let state = near.state(self.goal, input.as_bytes(), self.index);
                Error::placed(self.goal, input, self.index, Some(state))
            }
            How::Furthest => Error::new(self.goal, input, self.index),
            How::Address(rule) => Error::expecting(
                self.goal,
                input,
                self.index,
                vec![Expected::Rule(match rule {
                    AddressRule::Ipv4 => RuleName::Ipv4Address,
                    AddressRule::Ipv6 => RuleName::Ipv6Address,
                })],
            ),
        }
    }
}

impl fmt::Display for Refusal {
    /// The start of the error's message, which is all a refusal knows
    /// without its input: `invalid URI-reference at index 10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid {} at index {}",
            self.goal.abnf_name(),
            self.index
        )
    }
}

impl core::error::Error for Refusal {}

#[cfg(test)]
mod tests {
    use super::{How, Refusal};
    use crate::compiled::goal::Goal;
    use crate::compiled::layout::AddressRule;
    use crate::compiled::recognizer::Near;

    #[test]
    fn every_placing_makes_an_error_at_its_index_whatever_the_text() {
        let hows = [
            How::State(0),
            How::State(u16::MAX),
            How::Dead,
            How::Near(Near::FirstSegment),
            How::Near(Near::Percent),
            How::Near(Near::Port),
            How::Furthest,
            How::Address(AddressRule::Ipv4),
            How::Address(AddressRule::Ipv6),
        ];
        for how in hows {
            for (index, text) in [(0, ""), (3, "a"), (1, "é"), (2000, "x"), (usize::MAX, "ab")] {
                let error = Refusal::new(Goal::UriReference, index, how).error(text);
                assert_eq!(error.index(), index, "{how:?} {text:?}");
                // Whatever it says, saying it does not panic.
                assert!(
                    error
                        .message()
                        .starts_with("invalid URI-reference at index ")
                );
                let _ = (error.hint(), format!("{error:#}"));
            }
        }
    }
}
