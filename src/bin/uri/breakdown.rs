//! The person-readable record: the diagram, then every component listed,
//! with absent and empty told apart; or the error with its caret.

use std::io::{self, Write};

use rfc3986::{Authority, Path};

use crate::outcome::{Outcome, Reference};
use crate::{diagram, spans};

/// Writes the record of `outcome`, ending with a newline.
pub fn write_record(out: &mut impl Write, outcome: &Outcome<'_>) -> io::Result<()> {
    match outcome {
        Outcome::Valid(reference) => valid(out, reference),
        Outcome::Invalid(refusal) => writeln!(out, "{refusal}"),
    }
}

/// The diagram and the component list of a valid reference.
fn valid(out: &mut impl Write, reference: &Reference<'_>) -> io::Result<()> {
    let diagram = diagram::lines(reference.as_str(), &spans::of(reference));
    for line in &diagram {
        writeln!(out, "{line}")?;
    }
    if !diagram.is_empty() {
        writeln!(out)?;
    }
    writeln!(out, "  kind       {}", reference.kind())?;
    writeln!(out, "  scheme     {}", optional(reference.scheme()))?;
    match reference.authority() {
        None => writeln!(out, "  authority  (absent)")?,
        Some(authority) => self::authority(out, &authority)?,
    }
    writeln!(out, "  path       {}", path(&reference.path()))?;
    writeln!(out, "  query      {}", optional(reference.query()))?;
    writeln!(out, "  fragment   {}", optional(reference.fragment()))
}

/// The authority and its parts, indented under it.
fn authority(out: &mut impl Write, authority: &Authority<'_>) -> io::Result<()> {
    writeln!(out, "  authority  {}", quoted(authority.as_str()))?;
    writeln!(out, "    userinfo {}", optional(authority.userinfo()))?;
    let host = authority.host();
    writeln!(
        out,
        "    host     {} ({})",
        quoted(host.as_str()),
        host.kind()
    )?;
    let port = match authority.port() {
        None => "(absent)".to_owned(),
        Some(port) => {
            let number = match port.as_u16() {
                Ok(Some(number)) => number.to_string(),
                Ok(None) => "empty port".to_owned(),
                Err(_) => "does not fit in 16 bits".to_owned(),
            };
            format!("{:?} ({number})", port.as_str())
        }
    };
    writeln!(out, "    port     {port}")
}

/// The path, whether it is absolute, and its segments.
fn path(path: &Path<'_>) -> String {
    if path.is_empty() {
        return "\"\" (empty)".to_owned();
    }
    let segments: Vec<String> = path.segments().map(|s| format!("{s:?}")).collect();
    let plural = if segments.len() == 1 { "" } else { "s" };
    format!(
        "{:?} ({}; {} segment{plural}: {})",
        path.as_str(),
        if path.is_absolute() {
            "absolute"
        } else {
            "rootless"
        },
        segments.len(),
        segments.join(", ")
    )
}

/// A component that may be absent.
fn optional(value: Option<&str>) -> String {
    value.map_or_else(|| "(absent)".to_owned(), quoted)
}

/// A present component, quoted, and said to be empty when it is.
fn quoted(value: &str) -> String {
    if value.is_empty() {
        "\"\" (empty)".to_owned()
    } else {
        format!("{value:?}")
    }
}
