//! `uri normalize`: every input rewritten in its normal form
//! (RFC 3986 §6.2), one record each.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::{Level, UriRefBuf};

use crate::Status;
use crate::input::Input;
use crate::json::Object;
use crate::outcome::{self, Refusal};
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};

/// Normalizes each of `uris`, or, when there are none, each line of
/// standard input, to `level`.
///
/// Without `json`, a normal form is written on a line of its own, and an
/// invalid input gets a diagnostic on standard error; with it, every input
/// gets one JSON object on one line. With `--summary`, the normal forms
/// and refusals are counted instead, and the summary written at the end.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(
    uris: &[OsString],
    level: Level,
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    stream::run(uris, options, |sink: &mut Sink, input: Input<'_>, _| {
        let result = outcome::reference(input).map(|reference| reference.normalize(level));
        if let Some(summary) = sink.summary() {
            match &result {
                Ok(normalized) => summary.valid(
                    normalized.scheme(),
                    normalized.host().map(|host| host.kind().as_str()),
                ),
                Err(refusal) => summary.invalid(refusal),
            }
        } else if json {
            write_json(&mut sink.out, input, &result)?;
        } else {
            match &result {
                Ok(normalized) => writeln!(sink.out, "{normalized}")?,
                Err(refusal) => sink.diagnose(refusal)?,
            }
        }
        Ok(Verdict::of(result.is_ok()))
    })
}

/// `{"input", "normalized"}`, with `"normalized": null` and an `"error"`
/// object `{"index", "expected", "message"}` when the input is invalid,
/// then `"input_hex"` when it is not UTF-8.
fn write_json(
    out: &mut impl Write,
    input: Input<'_>,
    result: &Result<UriRefBuf, Refusal<'_>>,
) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    // Null for a line too long to be read.
    record.field("input", input.text())?;
    match result {
        Ok(normalized) => record.field("normalized", normalized.as_str())?,
        Err(refusal) => {
            record.field("normalized", None::<&str>)?;
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
