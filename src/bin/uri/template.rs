//! What the `uri template` subcommands share (`template_expand.rs`,
//! `template_match.rs`, `template_check.rs`): a template read from an
//! input, or the problem that stopped it, told the same way everywhere (the
//! members of an `"error"` object; a message with a caret under the place);
//! and variables written as JSON or as text.

use std::fmt;
use std::io::{self, Write};

use rfc3986::template::{ExpandError, TemplateError, UriTemplate, Var, Vars};

use crate::caret;
use crate::escape;
use crate::input::{Input, TooLong};
use crate::json::{Json, Object};
use crate::outcome::Refusal;

/// Why an input gives no result: what its `"error"` object holds, and what
/// the text form shows under the message.
pub struct Problem<'a> {
    index: usize,
    expected: String,
    message: String,
    hint: Option<String>,
    shown: Shown<'a>,
}

/// What a problem shows, for a person, between its message and its hint.
enum Shown<'a> {
    /// These bytes, with a caret under the index.
    Caret(&'a [u8]),
    /// The library's diagram of an expansion that is not a reference: the
    /// expansion itself is not kept.
    Expansion(String),
    /// Nothing: a line not read, or not a request.
    Nothing,
}

impl<'a> Problem<'a> {
    /// The syntax error of the template `text`.
    fn syntax(error: &TemplateError, text: &'a [u8]) -> Self {
        Problem {
            index: error.index(),
            expected: error.expected_text(),
            message: error.message(),
            hint: error.hint().map(str::to_owned),
            shown: Shown::Caret(text),
        }
    }

    /// The template `bytes`, which are not UTF-8, refused where the
    /// grammar stops on them: within the text before the first bad byte,
    /// or at it.
    fn not_utf8(bytes: &'a [u8]) -> Self {
        let bad = bytes
            .utf8_chunks()
            .next()
            .map_or(0, |chunk| chunk.valid().len());
        let byte = bytes.get(bad).copied().unwrap_or_default();
        // Up to the bad byte the lossy text is the input's own, and at it
        // U+FFFD, which no template holds (it is neither a `ucschar` nor an
        // `iprivate`): so the grammar stops there at the latest, expecting
        // what it expects after the text before it.
        let text = String::from_utf8_lossy(bytes);
        match UriTemplate::parse(&text) {
            Err(error) if error.index() < bad => Problem::syntax(&error, bytes),
            refused => {
                // Accepted, the text would have no expectation to give;
                // it cannot be, with U+FFFD in it.
                let expected = refused.err().map(|e| e.expected_text()).unwrap_or_default();
                let column = text.get(..bad).map_or(bad, |before| before.chars().count()) + 1;
                Problem {
                    index: bad,
                    message: format!(
                        "invalid URI template at index {bad} (column {column}): expected \
                         {expected}, found byte 0x{byte:02X}, which is not UTF-8"
                    ),
                    expected,
                    hint: Some(format!(
                        "byte 0x{byte:02X} is not UTF-8: a template holds text, and a byte \
                         of its own percent-encoded, %{byte:02X} (RFC 6570 §2.1)"
                    )),
                    shown: Shown::Caret(bytes),
                }
            }
        }
    }

    /// Why the template `text` could not be expanded.
    pub fn expansion(error: &ExpandError, text: &'a [u8]) -> Self {
        let (hint, shown) = match error {
            ExpandError::NotAReference(inner) => {
                // `{:#}` is the message, then the expansion with its caret,
                // then the hint: the two lines between are the diagram.
                let drawn = format!("{inner:#}");
                let diagram: Vec<&str> = drawn.lines().skip(1).take(2).collect();
                (
                    inner.hint().map(|hint| hint.to_string()),
                    Shown::Expansion(diagram.join("\n")),
                )
            }
            _ => (None, Shown::Caret(text)),
        };
        Problem {
            index: error.index(),
            expected: error.expected(),
            message: error.message(),
            hint,
            shown,
        }
    }

    /// A line of standard input longer than `--max-line-bytes`, not read.
    pub fn too_long(too_long: TooLong) -> Self {
        let refusal = Refusal::TooLong(too_long);
        Problem {
            index: refusal.index(),
            expected: refusal.expected().into_owned(),
            message: refusal.message().to_string(),
            hint: refusal.hint().map(|hint| hint.to_string()),
            shown: Shown::Nothing,
        }
    }

    /// A line of standard input that is not the request it should be.
    pub fn line(index: usize, expected: &str, message: String) -> Self {
        Problem {
            index,
            expected: expected.to_owned(),
            message,
            hint: None,
            shown: Shown::Nothing,
        }
    }

    /// Writes the members of an `"error"` object, as every subcommand
    /// writes them: `"index"`, `"expected"`, `"message"` and, when there is
    /// one, `"hint"`.
    pub fn write_members<W: Write>(&self, error: &mut Object<'_, W>) -> io::Result<()> {
        error.field("index", self.index)?;
        error.field("expected", self.expected.as_str())?;
        error.field("message", self.message.as_str())?;
        match &self.hint {
            Some(hint) => error.field("hint", hint.as_str()),
            None => Ok(()),
        }
    }
}

impl fmt::Display for Problem<'_> {
    /// The message, then what is shown under it (the input with a caret
    /// under the place, drawn as `uri parse` draws it), then the hint.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        match &self.shown {
            Shown::Caret(bytes) => write!(f, "\n{}", caret::bytes_diagram(bytes, self.index))?,
            Shown::Expansion(diagram) => write!(f, "\n{diagram}")?,
            Shown::Nothing => {}
        }
        if let Some(hint) = &self.hint {
            write!(f, "\n  hint: {hint}")?;
        }
        Ok(())
    }
}

/// Parses `input` as a template: text as it is, bytes that are not UTF-8
/// refused where the grammar stops on them, and a line too long to be
/// read refused as such.
pub fn parse(input: Input<'_>) -> Result<UriTemplate, Problem<'_>> {
    let bytes = match input {
        Input::Bytes(bytes) => bytes,
        Input::TooLong(too_long) => return Err(Problem::too_long(too_long)),
    };
    match std::str::from_utf8(bytes) {
        Ok(text) => UriTemplate::parse(text).map_err(|error| Problem::syntax(&error, bytes)),
        Err(_) => Err(Problem::not_utf8(bytes)),
    }
}

/// Variables as a JSON object, in their order: a string as a string, a
/// list as an array of strings, a map as an object, keys in its order.
pub struct VarsJson<'a>(pub &'a Vars);

impl Json for VarsJson<'_> {
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        // The keys are names and map keys, any text: escaped, unlike the
        // schema's keys that `Object` writes.
        out.write_all(b"{")?;
        for (i, (name, var)) in self.0.iter().enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            escape::write_str(out, name)?;
            out.write_all(b":")?;
            write_var(out, var)?;
        }
        out.write_all(b"}")
    }
}

/// One value as JSON.
fn write_var(out: &mut impl Write, var: &Var) -> io::Result<()> {
    match var {
        Var::String(text) => escape::write_str(out, text),
        Var::List(items) => {
            out.write_all(b"[")?;
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.write_all(b",")?;
                }
                escape::write_str(out, item)?;
            }
            out.write_all(b"]")
        }
        Var::Map(pairs) => {
            out.write_all(b"{")?;
            for (i, (key, value)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.write_all(b",")?;
                }
                escape::write_str(out, key)?;
                out.write_all(b":")?;
                escape::write_str(out, value)?;
            }
            out.write_all(b"}")
        }
    }
}

/// A value for a person: a string quoted (so that an empty one shows, and
/// a control character is escaped), a list `["a", "b"]`, a map
/// `{"key": "value"}`.
pub struct VarText<'a>(pub &'a Var);

impl fmt::Display for VarText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Var::String(text) => write!(f, "{text:?}"),
            Var::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    let separator = if i > 0 { ", " } else { "" };
                    write!(f, "{separator}{item:?}")?;
                }
                f.write_str("]")
            }
            Var::Map(pairs) => {
                f.write_str("{")?;
                for (i, (key, value)) in pairs.iter().enumerate() {
                    let separator = if i > 0 { ", " } else { "" };
                    write!(f, "{separator}{key:?}: {value:?}")?;
                }
                f.write_str("}")
            }
        }
    }
}
