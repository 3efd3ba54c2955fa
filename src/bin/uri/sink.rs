//! What a subcommand's handler writes for one input, kept in memory until
//! the runner (`stream.rs` on one thread, `parallel.rs` on several) writes
//! it out in the order of the inputs; and what became of the input.
//!
//! Both runners build on this module, which imports neither of them.

use std::fmt;
use std::io::{self, Write};

use crate::input::Input;
use crate::summary::Summary;

/// Context of a failed write to standard output.
pub const WRITE: &str = "cannot write to standard output";
/// Context of a failed read of standard input.
pub const READ: &str = "cannot read standard input";

/// What became of one input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The input was what the subcommand needs, and its result was written.
    Handled,
    /// The input was refused, and the reason was written.
    Refused,
}

impl Verdict {
    /// `Handled` when `handled`, else `Refused`.
    pub fn of(handled: bool) -> Self {
        if handled {
            Verdict::Handled
        } else {
            Verdict::Refused
        }
    }
}

/// Where a subcommand writes, in memory: its records to `out`, and what
/// only a person should read (why an input was refused) as notes, each
/// kept with the place in the records where it was made. The runner then
/// writes both out in that order, so a terminal showing both streams shows
/// them in the order of the inputs, whichever thread handled them.
///
/// With `--summary`, a handler counts its input in [`Sink::summary`]
/// instead of writing anything; the runner merges the counts.
#[derive(Debug, Default)]
pub struct Sink {
    /// The records.
    pub out: Vec<u8>,
    /// The notes for standard error, each with the length of `out` when it
    /// was made.
    notes: Vec<(usize, String)>,
    /// The counts of `--summary`, when it was given.
    summary: Option<Summary>,
    /// Inputs handled, and how many of them were refused, since the counts
    /// were last taken.
    inputs: u64,
    refused: u64,
}

impl Sink {
    /// An empty sink; with `summary`, one that counts for `--summary`.
    pub fn new(summary: bool) -> Self {
        Sink {
            summary: summary.then(Summary::default),
            ..Sink::default()
        }
    }

    /// The counts of `--summary`, when it was given: the handler counts
    /// its input there, and writes no record.
    pub fn summary(&mut self) -> Option<&mut Summary> {
        self.summary.as_mut()
    }

    /// Counts an input the runner handed out, and its verdict.
    pub fn count(&mut self, verdict: Verdict) {
        self.inputs += 1;
        self.refused += u64::from(verdict == Verdict::Refused);
    }

    /// The inputs counted, and how many were refused, since the last call;
    /// and the `--summary` counts, if any, since the last call.
    pub fn take_counts(&mut self) -> (u64, u64, Option<Summary>) {
        let counts = (
            std::mem::take(&mut self.inputs),
            std::mem::take(&mut self.refused),
        );
        let summary = self.summary.as_mut().map(std::mem::take);
        (counts.0, counts.1, summary)
    }

    /// Notes `uri: `, `message` and a newline for standard error, after the
    /// records written so far.
    ///
    /// # Errors
    /// None: the note is kept in memory. (The `Result` lets a handler use
    /// `?` on it beside its writes.)
    pub fn diagnose(&mut self, message: impl fmt::Display) -> io::Result<()> {
        self.notes
            .push((self.out.len(), format!("uri: {message}\n")));
        Ok(())
    }

    /// Writes what was kept to `out` and `err`, in order, and empties it.
    /// `out` is flushed before each note. A failure to write a note is
    /// ignored: there is nowhere left to report it, and the input still
    /// counts as refused in the exit status.
    ///
    /// # Errors
    /// Writing or flushing `out` failed.
    pub fn drain(&mut self, out: &mut impl Write, err: &mut impl Write) -> io::Result<()> {
        let mut written = 0;
        for (at, note) in self.notes.drain(..) {
            out.write_all(&self.out[written..at])?;
            written = at;
            out.flush()?;
            // One write, so that the note is not interleaved with others.
            let _ = err.write_all(note.as_bytes());
        }
        out.write_all(&self.out[written..])?;
        self.out.clear();
        Ok(())
    }
}

/// How a subcommand handles one input: what it writes to the sink, and
/// whether it was refused. It is given the input's place in the stream
/// (from 0), and may run on any of the `--jobs` threads.
/// A line of standard input longer than `--max-line-bytes` is handed over
/// as [`Input::TooLong`], for the handler to refuse with its record.
pub trait Handler: Fn(&mut Sink, Input<'_>, usize) -> io::Result<Verdict> + Sync {}

impl<F: Fn(&mut Sink, Input<'_>, usize) -> io::Result<Verdict> + Sync> Handler for F {}
