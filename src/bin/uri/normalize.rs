//! `uri normalize`: every input rewritten in its normal form
//! (RFC 3986 §6.2), one record each.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::{Level, UriRefBuf};

use crate::Status;
use crate::json::Object;
use crate::outcome::{self, Refusal};
use crate::sink::{Sink, Verdict};
use crate::stream;

/// Normalizes each of `uris`, or, when there are none, each line of
/// standard input, to `level`.
///
/// Without `json`, a normal form is written on a line of its own, and an
/// invalid input gets a diagnostic on standard error; with it, every input
/// gets one JSON object on one line.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(uris: &[OsString], level: Level, json: bool, jobs: usize) -> anyhow::Result<Status> {
    stream::run(uris, jobs, |sink: &mut Sink, input: &[u8], _| {
        let result = outcome::reference(input).map(|reference| reference.normalize(level));
        if json {
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
    input: &[u8],
    result: &Result<UriRefBuf, Refusal<'_>>,
) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    record.field("input", String::from_utf8_lossy(input))?;
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
