//! `uri parse`: every input parsed as a URI reference, one record each.

use std::ffi::OsString;
use std::io::{self, BufWriter, Write};

use anyhow::Context as _;

use crate::input::Lines;
use crate::outcome::Outcome;
use crate::{breakdown, json};

/// How records are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// One JSON object per line.
    Json,
    /// The diagram and component list, for people.
    Breakdown,
}

/// What the inputs turned out to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Every input was a valid URI reference.
    AllValid,
    /// At least one was not.
    SomeInvalid,
}

/// Parses each of `uris`, or, when there are none, each line of standard
/// input, and writes a record for each to standard output.
///
/// # Errors
/// Reading standard input or writing standard output failed; a closed
/// output pipe is not an error, and the status is that of the inputs
/// read so far.
pub fn run(uris: &[OsString], format: Format) -> anyhow::Result<Status> {
    let mut report = Report {
        out: BufWriter::new(io::stdout().lock()),
        format,
        records: 0,
        invalid: false,
    };
    let fed = feed(uris, &mut report);
    // What was written before a read failed is still worth having.
    let flushed = report
        .out
        .flush()
        .context("cannot write to standard output");
    match fed.and(flushed) {
        Err(error) if is_broken_pipe(&error) => {}
        result => result?,
    }
    Ok(if report.invalid {
        Status::SomeInvalid
    } else {
        Status::AllValid
    })
}

/// Hands every input to `report`, flushing it whenever reading more could
/// make a person or an upstream program wait for output they are owed.
fn feed(uris: &[OsString], report: &mut Report<impl Write>) -> anyhow::Result<()> {
    if !uris.is_empty() {
        for uri in uris {
            // The encoded bytes are the argument itself on Unix, so an
            // argument that is not UTF-8 is refused at its first bad byte.
            report.record(uri.as_encoded_bytes())?;
        }
        return Ok(());
    }
    let mut lines = Lines::new(io::stdin().lock());
    while let Some(line) = lines.next_line().context("cannot read standard input")? {
        report.record(line)?;
        if lines.would_block() {
            report
                .out
                .flush()
                .context("cannot write to standard output")?;
        }
    }
    Ok(())
}

/// The records written so far.
struct Report<W> {
    out: W,
    format: Format,
    records: usize,
    invalid: bool,
}

impl<W: Write> Report<W> {
    /// Parses one input and writes its record.
    fn record(&mut self, input: &[u8]) -> anyhow::Result<()> {
        let outcome = Outcome::of(input);
        self.invalid |= !outcome.is_valid();
        let written = match self.format {
            Format::Json => json::write_record(&mut self.out, &outcome),
            Format::Breakdown if self.records == 0 => {
                breakdown::write_record(&mut self.out, &outcome)
            }
            // A blank line between records, not after the last.
            Format::Breakdown => {
                writeln!(self.out).and_then(|()| breakdown::write_record(&mut self.out, &outcome))
            }
        };
        self.records += 1;
        written.context("cannot write to standard output")
    }
}

/// Whether `error` is a write to a pipe whose reader has gone (`| head`).
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error
        .downcast_ref::<io::Error>()
        .is_some_and(|error| error.kind() == io::ErrorKind::BrokenPipe)
}
