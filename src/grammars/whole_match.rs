//! What `grammar` and `iri_grammar` both offer on their pest parsers: a
//! rule matched against the whole of an input (pest's `Parser::parse`
//! matches a prefix), and a rule found by its name.

use alloc::boxed::Box;
use alloc::format;

use pest::error::{Error, ErrorVariant};
use pest::iterators::Pairs;
use pest::{Parser, Position, RuleType};

/// Whether `P` matches the whole of `input` with `rule`.
pub(crate) fn matches<P: Parser<R>, R: RuleType>(rule: R, input: &str) -> bool {
    P::parse(rule, input)
        .ok()
        .and_then(|mut pairs| pairs.next())
        .is_some_and(|pair| pair.as_span().end() == input.len())
}

/// The pairs of `rule` matched by `P` against the whole of `input`; `name`
/// is the rule's name in the error when the match stops short.
pub(crate) fn parse<'i, P: Parser<R>, R: RuleType>(
    rule: R,
    input: &'i str,
    name: &str,
) -> Result<Pairs<'i, R>, Box<Error<R>>> {
    let pairs = P::parse(rule, input).map_err(Box::new)?;
    let end = pairs.clone().last().map_or(0, |pair| pair.as_span().end());
    if end == input.len() {
        return Ok(pairs);
    }
    let message = format!("{name} matched only the first {end} bytes");
    // A pair's end is always a character boundary of the input.
    let position = Position::new(input, end).unwrap_or_else(|| Position::from_start(input));
    Err(Box::new(Error::new_from_pos(
        ErrorVariant::CustomError { message },
        position,
    )))
}

/// The rule of `rules` whose ABNF name or name in the grammar is `name`,
/// in any case (ABNF rule names are case-insensitive, RFC 5234 §2.1).
pub(crate) fn rule_named<R: Copy>(
    rules: &[R],
    abnf_name: fn(R) -> &'static str,
    pest_name: fn(R) -> &'static str,
    name: &str,
) -> Option<R> {
    rules.iter().copied().find(|&rule| {
        abnf_name(rule).eq_ignore_ascii_case(name) || pest_name(rule).eq_ignore_ascii_case(name)
    })
}
