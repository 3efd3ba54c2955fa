//! The front door: every parse function of the crate comes here, and this
//! module decides the path.
//!
//! A valid input takes the compiled recognizer alone
//! ([`recognizer::layout`]): one pass, no allocation. A refused one is
//! parsed again by the parser pest derives from the same grammar, and the
//! diagnosis says where it went wrong ([`diagnosis::locate`]); the error
//! works out what was expected when asked. Should pest accept what the
//! recognizer refused (the agreement tests rule it out), pest is the
//! reference and its tree is walked ([`pest_walk`]).

use pest::Parser;

use crate::diagnosis;
use crate::error::Error;
use crate::expected::Expected;
use crate::goal::Goal;
use crate::grammar::UriParser;
use crate::layout::Layout;
use crate::pest_walk;
use crate::recognizer;

/// Parses `input` as `goal` into the [`Layout`] of its components.
///
/// # Errors
/// An [`Error`] saying where `input` stops being a `goal`.
#[inline(always)]
pub(crate) fn parse(input: &str, goal: Goal) -> Result<Layout, Error> {
    match recognizer::layout(input, goal) {
        Some(layout) => Ok(layout),
        None => refused(input, goal),
    }
}

/// The recognizer refused `input`: pest parses it to explain why.
#[cold]
#[inline(never)]
fn refused(input: &str, goal: Goal) -> Result<Layout, Error> {
    match UriParser::parse(goal.rule(), input) {
        Err(error) => Err(Error::new(
            goal,
            input,
            diagnosis::locate(input, goal, &error),
        )),
        Ok(pairs) => pest_walk::walk(pairs).map_err(|mismatch| {
            Error::expecting(
                goal,
                input,
                mismatch.at.start,
                vec![Expected::Rule(mismatch.rule)],
            )
        }),
    }
}
