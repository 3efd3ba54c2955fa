//! `uri parse`: every input parsed as a URI reference, one record each.

use std::ffi::OsString;
use std::io::Write as _;

use crate::Status;
use crate::input::Input;
use crate::outcome::{Grammar, Outcome};
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};
use crate::{breakdown, json};

/// How records are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// One JSON object per line.
    Json,
    /// The diagram and component list, for people.
    Breakdown,
}

/// Parses each of `uris`, or, when there are none, each line of standard
/// input, as a reference of `grammar`, and writes a record for each to
/// standard output; an invalid input's record is the error. With
/// `--summary`, the inputs are counted instead, and the summary written
/// at the end. With `mask_password`, a valid reference's password is
/// written `***` everywhere in its record.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(
    uris: &[OsString],
    grammar: Grammar,
    format: Format,
    mask_password: bool,
    options: Options,
) -> anyhow::Result<Status> {
    stream::run(
        uris,
        options,
        |sink: &mut Sink, input: Input<'_>, index: usize| {
            let outcome = Outcome::of(input, grammar);
            let verdict = Verdict::of(outcome.is_valid());
            // With --mask-password, a reference with a password is written
            // as its masked text, parsed again (`***` is a valid password).
            let masked = match &outcome {
                Outcome::Valid(reference) if mask_password => {
                    let masked = reference.masked();
                    masked.has_password().then(|| masked.to_string())
                }
                _ => None,
            };
            let outcome = match &masked {
                Some(text) => Outcome::of(Input::Bytes(text.as_bytes()), grammar),
                None => outcome,
            };
            if let Some(summary) = sink.summary() {
                summary.outcome(&outcome);
                return Ok(verdict);
            }
            match format {
                Format::Json => json::write_record(&mut sink.out, &outcome)?,
                Format::Breakdown => {
                    // A blank line between records, not after the last.
                    if index > 0 {
                        writeln!(sink.out)?;
                    }
                    breakdown::write_record(&mut sink.out, &outcome)?;
                }
            }
            Ok(verdict)
        },
    )
}
