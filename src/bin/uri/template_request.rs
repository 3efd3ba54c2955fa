//! The JSON lines that `uri template expand` and `uri template match` read
//! on standard input, one request a line. They are read with serde_json,
//! whose `preserve_order` feature keeps an object's keys in the order they
//! are written: the order of a map's pairs.

use rfc3986::template::{Var, Vars};
use serde_json::error::Category;
use serde_json::{Map, Value};

/// What a line of `uri template expand` must be, as the `"expected"` of
/// its error.
pub const EXPAND_EXPECTED: &str = "a JSON object {\"template\": <string>, \"variables\": <object>}";

/// What a line of `uri template match` must be, as the `"expected"` of its
/// error.
pub const MATCH_EXPECTED: &str = "a JSON object {\"template\": <string>, \"uri\": <string>}";

/// A template to expand, and its variables.
pub struct Expand {
    /// The template, not parsed yet.
    pub template: String,
    /// The variables, in the order written; a null one left out.
    pub variables: Vars,
}

/// A template, and a URI to match against it.
pub struct Match {
    /// The template, not parsed yet.
    pub template: String,
    /// The URI.
    pub uri: String,
}

/// A line that is not a request.
pub struct BadLine {
    /// The line's template, when it has one (something else is wrong).
    pub template: Option<String>,
    /// The byte index in the line where the JSON went wrong; 0 for JSON
    /// of the wrong shape.
    pub index: usize,
    /// What is wrong, naming the line.
    pub message: String,
}

/// Reads line `number` (from 1) of `uri template expand`.
///
/// # Errors
/// The line is not JSON, or not an object with a string `"template"` and,
/// if it has them, `"variables"` that are an object of values.
pub fn expand(line: &[u8], number: usize) -> Result<Expand, BadLine> {
    let mut object = object(line, number)?;
    let template = string(&mut object, "template", number, None)?;
    let bad = |message: String| BadLine {
        template: Some(template.clone()),
        index: 0,
        message,
    };
    let members = match object.remove("variables") {
        None | Some(Value::Null) => Map::new(),
        Some(Value::Object(members)) => members,
        Some(other) => {
            return Err(bad(format!(
                "line {number}: \"variables\" is {}, not an object",
                kind(&other)
            )));
        }
    };
    let mut variables = Vars::new();
    for (name, value) in members {
        match var(value) {
            Ok(Some(var)) => variables.insert(name, var),
            // Null: undefined, as a variable not given is.
            Ok(None) => {}
            Err(found) => {
                return Err(bad(format!(
                    "line {number}: variable {name:?} holds {found}, where a list or a map \
                     holds strings, numbers or booleans"
                )));
            }
        }
    }
    Ok(Expand {
        template,
        variables,
    })
}

/// Reads line `number` (from 1) of `uri template match`.
///
/// # Errors
/// The line is not JSON, or not an object with a string `"template"` and a
/// string `"uri"`.
pub fn matching(line: &[u8], number: usize) -> Result<Match, BadLine> {
    let mut object = object(line, number)?;
    let template = string(&mut object, "template", number, None)?;
    let uri = string(&mut object, "uri", number, Some(&template))?;
    Ok(Match { template, uri })
}

/// The line as a JSON object.
fn object(line: &[u8], number: usize) -> Result<Map<String, Value>, BadLine> {
    match serde_json::from_slice(line) {
        Ok(Value::Object(object)) => Ok(object),
        Ok(other) => Err(BadLine {
            template: None,
            index: 0,
            message: format!("line {number} is {}, not a JSON object", kind(&other)),
        }),
        Err(error) => {
            // The line holds no newline: serde_json's column counts its
            // bytes from 1, up to the one it stopped at; at the end of the
            // line, the index is its length.
            let index = match error.classify() {
                Category::Eof => line.len(),
                _ => error.column().saturating_sub(1).min(line.len()),
            };
            let text = error.to_string();
            let position = format!(" at line {} column {}", error.line(), error.column());
            let reason = text.strip_suffix(&position).unwrap_or(&text);
            Err(BadLine {
                template: None,
                index,
                message: format!("line {number} is not JSON: {reason} at index {index}"),
            })
        }
    }
}

/// The string member `key` of the line, taken out of it. `template` is
/// the line's template, if it was read before.
fn string(
    object: &mut Map<String, Value>,
    key: &str,
    number: usize,
    template: Option<&String>,
) -> Result<String, BadLine> {
    let found = match object.remove(key) {
        Some(Value::String(text)) => return Ok(text),
        Some(other) => kind(&other),
        None => "missing",
    };
    Err(BadLine {
        template: template.cloned(),
        index: 0,
        message: format!("line {number}: {key:?} is {found}, not a string"),
    })
}

/// A variable's value: `None` for null (undefined); else what the value is
/// that a list or a map cannot hold.
fn var(value: Value) -> Result<Option<Var>, &'static str> {
    Ok(Some(match value {
        Value::Null => return Ok(None),
        Value::Array(items) => Var::List(items.into_iter().map(scalar).collect::<Result<_, _>>()?),
        Value::Object(pairs) => Var::Map(
            pairs
                .into_iter()
                .map(|(key, value)| Ok::<_, &str>((key, scalar(value)?)))
                .collect::<Result<_, _>>()?,
        ),
        other => Var::String(scalar(other)?),
    }))
}

/// A string, a number or a boolean as its text; else what it is.
fn scalar(value: Value) -> Result<String, &'static str> {
    match value {
        Value::String(text) => Ok(text),
        // The number as serde_json writes it: an integer as written, a
        // fraction in its shortest form.
        Value::Number(number) => Ok(number.to_string()),
        Value::Bool(boolean) => Ok(boolean.to_string()),
        other => Err(kind(&other)),
    }
}

/// What a JSON value is, in words.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
