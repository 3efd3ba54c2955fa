//! The parser of `URI-Template` (RFC 6570 §2), written after
//! `grammar/template.pest` rule by rule; `tests/template_agreement.rs`
//! holds it to the parser pest derives from that file.
//!
//! An error is reported where the input stops being the start of some
//! template, which for this grammar is where the parse stops: every choice
//! is decided by one character, except a `.` in a `varname` and a
//! `pct-encoded`, which are decided by the next one or two.

use alloc::vec::Vec;

use crate::template::error::TemplateError;
use crate::template::syntax::{Modifier, Operator, RawExpression, RawPart, RawSpec};
use crate::text::byte_set::byte_set;
use crate::text::iri_chars::{is_iprivate, is_ucschar};

/// The ASCII characters of `literals` (§2.1), `'` included (erratum 6937).
static LITERAL: [bool; 256] = byte_set(
    b"!#$&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz~",
);

const TOP: &[&str] = &["literals", "expression"];
const HEXDIG: &[&str] = &["HEXDIG"];
const AFTER_BRACE: &[&str] = &["operator", "varchar"];
const VARCHAR: &[&str] = &["varchar"];
const AFTER_NAME: &[&str] = &["varchar", "\".\"", "modifier-level4", "\",\"", "\"}\""];
const MAX_LENGTH: &[&str] = &["max-length"];
const AFTER_DIGIT: &[&str] = &["DIGIT", "\",\"", "\"}\""];
const AFTER_MODIFIER: &[&str] = &["\",\"", "\"}\""];

const SPACE: &str = "a space is not allowed in a template: write %20";
const CLOSE_BRACE: &str = "a `}` outside an expression closes nothing: write %7D for the character";
const PERCENT: &str =
    "a `%` begins a percent-encoding, `%` and two hex digits: write %25 for the character";
const NOT_CLOSED: &str = "an expression opened with `{` is not closed with `}`";
const EMPTY: &str = "an expression names at least one variable";
const NAME: &str = "a variable name holds letters, digits, `_` and percent-encodings, with single dots between them";
const PREFIX: &str = "a prefix length is a number from 1 to 9999, without a leading zero";
const BOTH: &str = "a variable takes a prefix or an explode, not both";
const NESTED: &str = "expressions do not nest";
const COMMA: &str = "a `,` in an expression is followed by another variable";
const ENCODE: &str = "this character is not allowed in a template: percent-encode it";

/// The parts of `text`, a `URI-Template`, and the variable specifications
/// of its expressions, all in one list.
pub(crate) fn parse(text: &str) -> Result<(Vec<RawPart>, Vec<RawSpec>), TemplateError> {
    let s = text.as_bytes();
    let mut parts = Vec::new();
    let mut specs = Vec::new();
    let mut literal_start: Option<usize> = None;
    let mut pos = 0;
    while let Some(&b) = s.get(pos) {
        if b == b'{' {
            if let Some(start) = literal_start.take() {
                parts.push(RawPart::Literal(start..pos));
            }
            let (expression, end) = expression(text, pos, &mut specs)?;
            parts.push(RawPart::Expression(expression));
            pos = end;
            continue;
        }
        let end = if b == b'%' {
            pct_encoded(text, pos)?
        } else if LITERAL[usize::from(b)] {
            pos + 1
        } else if b < 0x80 {
            let hint = match b {
                b' ' => SPACE,
                b'}' => CLOSE_BRACE,
                _ => ENCODE,
            };
            return Err(error(text, pos, TOP, Some(hint)));
        } else {
            match text.get(pos..).and_then(|rest| rest.chars().next()) {
                Some(c) if is_ucschar(c) || is_iprivate(c) => pos + c.len_utf8(),
                _ => return Err(error(text, pos, TOP, Some(ENCODE))),
            }
        };
        literal_start.get_or_insert(pos);
        pos = end;
    }
    if let Some(start) = literal_start {
        parts.push(RawPart::Literal(start..pos));
    }
    Ok((parts, specs))
}

/// The `pct-encoded` at `pos` (a `%`): where it ends.
fn pct_encoded(text: &str, pos: usize) -> Result<usize, TemplateError> {
    let s = text.as_bytes();
    for at in [pos + 1, pos + 2] {
        if !s.get(at).is_some_and(u8::is_ascii_hexdigit) {
            return Err(error(text, at, HEXDIG, Some(PERCENT)));
        }
    }
    Ok(pos + 3)
}

/// The `varchar` at `pos`: where it ends, or `None` when there is none (a
/// `%` that does not begin a `pct-encoded` is an error).
fn varchar(text: &str, pos: usize) -> Result<Option<usize>, TemplateError> {
    match text.as_bytes().get(pos) {
        Some(b) if b.is_ascii_alphanumeric() || *b == b'_' => Ok(Some(pos + 1)),
        Some(b'%') => pct_encoded(text, pos).map(Some),
        _ => Ok(None),
    }
}

/// The `expression` at `start` (a `{`): the expression and where it ends;
/// its variable specifications are pushed onto `specs`.
fn expression(
    text: &str,
    start: usize,
    specs: &mut Vec<RawSpec>,
) -> Result<(RawExpression, usize), TemplateError> {
    let s = text.as_bytes();
    let mut pos = start + 1;
    let operator = s.get(pos).and_then(|&b| Operator::from_char(char::from(b)));
    let mut expected = AFTER_BRACE;
    if operator.is_some() {
        pos += 1;
        expected = VARCHAR;
    }
    let first_spec = specs.len();
    loop {
        let spec_start = pos;
        // varname = varchar *( ["."] varchar )
        pos = match varchar(text, pos)? {
            Some(end) => end,
            None => {
                let hint = match s.get(pos) {
                    Some(b'}') if specs.len() == first_spec => Some(EMPTY),
                    Some(b'}') => Some(COMMA),
                    Some(b'{') => Some(NESTED),
                    Some(b' ') => Some(SPACE),
                    Some(_) => Some(NAME),
                    None => Some(NOT_CLOSED),
                };
                return Err(error(text, pos, expected, hint));
            }
        };
        loop {
            if let Some(end) = varchar(text, pos)? {
                pos = end;
            } else if s.get(pos) == Some(&b'.') {
                match varchar(text, pos + 1)? {
                    Some(end) => pos = end,
                    None => {
                        let hint = if s.get(pos + 1).is_some() {
                            NAME
                        } else {
                            NOT_CLOSED
                        };
                        return Err(error(text, pos + 1, VARCHAR, Some(hint)));
                    }
                }
            } else {
                break;
            }
        }
        let name = spec_start..pos;
        // modifier-level4 = prefix / explode
        let (modifier, after) = match s.get(pos) {
            Some(b':') => {
                pos += 1;
                if !s.get(pos).is_some_and(|b| (b'1'..=b'9').contains(b)) {
                    let hint = if s.get(pos).is_some() {
                        PREFIX
                    } else {
                        NOT_CLOSED
                    };
                    return Err(error(text, pos, MAX_LENGTH, Some(hint)));
                }
                let digits_start = pos;
                pos += 1;
                while pos - digits_start < 4 && s.get(pos).is_some_and(u8::is_ascii_digit) {
                    pos += 1;
                }
                let length = s
                    .get(digits_start..pos)
                    .unwrap_or_default()
                    .iter()
                    .fold(0u16, |n, d| n * 10 + u16::from(d - b'0'));
                let after = if pos - digits_start < 4 {
                    AFTER_DIGIT
                } else {
                    AFTER_MODIFIER
                };
                (Some(Modifier::Prefix(length)), after)
            }
            Some(b'*') => {
                pos += 1;
                (Some(Modifier::Explode), AFTER_MODIFIER)
            }
            _ => (None, AFTER_NAME),
        };
        specs.push(RawSpec {
            name,
            span: spec_start..pos,
            modifier,
        });
        match s.get(pos) {
            Some(b',') => {
                pos += 1;
                expected = VARCHAR;
            }
            Some(b'}') => {
                let expression = RawExpression {
                    span: start..pos + 1,
                    operator,
                    specs: first_spec..specs.len(),
                };
                return Ok((expression, pos + 1));
            }
            found => {
                let hint = match found {
                    None => NOT_CLOSED,
                    Some(b'*') if matches!(modifier, Some(Modifier::Prefix(_))) => BOTH,
                    Some(b':') if modifier == Some(Modifier::Explode) => BOTH,
                    Some(b) if b.is_ascii_digit() => PREFIX,
                    Some(b' ') => SPACE,
                    Some(b'{') => NESTED,
                    Some(_) if modifier.is_none() => NAME,
                    Some(_) => NOT_CLOSED,
                };
                return Err(error(text, pos, after, Some(hint)));
            }
        }
    }
}

/// The error at `index` of `text`.
fn error(
    text: &str,
    index: usize,
    expected: &'static [&'static str],
    hint: Option<&'static str>,
) -> TemplateError {
    // `index` is a character boundary: every byte the parser steps over
    // before an error is ASCII but a whole `ucschar`/`iprivate`.
    let before = text.get(..index).unwrap_or(text);
    TemplateError {
        index,
        column: before.chars().count() + 1,
        found: text.get(index..).and_then(|rest| rest.chars().next()),
        expected,
        hint,
    }
}
