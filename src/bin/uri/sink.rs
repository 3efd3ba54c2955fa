//! What a subcommand's handler writes for one input, kept in memory until
//! the runner (`stream.rs` on one thread, `parallel.rs` on several) writes
//! it out in the order of the inputs; and what became of the input.
//!
//! Both runners build on this module, which imports neither of them.

use std::fmt;
use std::io::{self, Write};

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
#[derive(Debug, Default)]
pub struct Sink {
    /// The records.
    pub out: Vec<u8>,
    /// The notes for standard error, each with the length of `out` when it
    /// was made.
    notes: Vec<(usize, String)>,
}

impl Sink {
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
pub trait Handler: Fn(&mut Sink, &[u8], usize) -> io::Result<Verdict> + Sync {}

impl<F: Fn(&mut Sink, &[u8], usize) -> io::Result<Verdict> + Sync> Handler for F {}
