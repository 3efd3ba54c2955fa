//! `uri to-uri` and `uri to-iri`: every input mapped between IRIs and URIs
//! (RFC 3987 §3.1, §3.2), one record each.

use std::ffi::OsString;
use std::io::{self, Write};

use crate::Status;
use crate::input::Input;
use crate::json::Object;
use crate::outcome::{self, Refusal};
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};

/// Which way references are mapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// IRI references to URI references (§3.1).
    ToUri,
    /// URI references to IRI references (§3.2).
    ToIri,
}

impl Direction {
    /// The JSON key of the mapped reference.
    fn key(self) -> &'static str {
        match self {
            Direction::ToUri => "uri",
            Direction::ToIri => "iri",
        }
    }

    /// `input` parsed and mapped.
    fn map(self, input: Input<'_>) -> Result<String, Refusal<'_>> {
        match self {
            Direction::ToUri => outcome::iri_reference(input).map(|iri| iri.to_uri().into_string()),
            Direction::ToIri => outcome::reference(input).map(|uri| uri.to_iri().into_string()),
        }
    }
}

/// Maps each of `references`, or, when there are none, each line of
/// standard input, in `direction`.
///
/// Without `json`, a mapped reference is written on a line of its own, and
/// an invalid input gets a diagnostic on standard error; with it, every
/// input gets one JSON object on one line.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(
    references: &[OsString],
    direction: Direction,
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    stream::run(
        references,
        options,
        |sink: &mut Sink, input: Input<'_>, _| {
            let result = direction.map(input);
            if json {
                write_json(&mut sink.out, direction, input, &result)?;
            } else {
                match &result {
                    Ok(mapped) => writeln!(sink.out, "{mapped}")?,
                    Err(refusal) => sink.diagnose(refusal)?,
                }
            }
            Ok(Verdict::of(result.is_ok()))
        },
    )
}

/// `{"input", "uri"}` or `{"input", "iri"}`, the mapped reference `null`
/// and an `"error"` object `{"index", "expected", "message"}` when the
/// input is invalid, then `"input_hex"` when it is not UTF-8.
fn write_json(
    out: &mut impl Write,
    direction: Direction,
    input: Input<'_>,
    result: &Result<String, Refusal<'_>>,
) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    // Null for a line too long to be read.
    record.field("input", input.text())?;
    match result {
        Ok(mapped) => record.field(direction.key(), mapped.as_str())?,
        Err(refusal) => {
            record.field(direction.key(), None::<&str>)?;
            let mut error = record.object("error")?;
            error.refusal(refusal)?;
            error.end()?;
            if let Some(bytes) = refusal.bytes_not_utf8() {
                record.hex("input_hex", bytes)?;
            }
        }
    }
    record.end_line()
}
