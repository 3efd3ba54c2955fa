//! Where the runners (`stream.rs`, `parallel.rs`) write the sinks, in the
//! order of the inputs: standard output, buffered; standard error, with the
//! progress line on it; and the counts of the run (the exit status's, the
//! progress line's, `--summary`'s).

use std::io::{self, BufWriter, Write};
use std::time::Instant;

use crate::progress::Meter;
use crate::sink::Sink;
use crate::summary::{self, Summary};

/// Standard output and standard error of a run, and its counts.
pub struct Output<O: Write, E: Write> {
    out: BufWriter<O>,
    err: Meter<E>,
    /// The counts of `--summary`, when it was given.
    summary: Option<Summary>,
    /// Whether an input written out was refused.
    refused: bool,
}

impl<O: Write, E: Write> Output<O, E> {
    /// Writes to `out` and `err`; counts for `--summary` when `summary`;
    /// draws the progress line on `err` when `progress`.
    pub fn new(out: O, err: E, summary: bool, progress: bool) -> Self {
        Output {
            out: BufWriter::new(out),
            err: Meter::new(err, progress, Instant::now()),
            summary: summary.then(Summary::default),
            refused: false,
        }
    }

    /// Writes what `sink` holds, after what was written before, and takes
    /// its counts. `read` is how many bytes of the input have been read.
    ///
    /// # Errors
    /// Writing standard output failed. The sink's inputs are counted all
    /// the same.
    pub fn write(&mut self, sink: &mut Sink, read: u64) -> io::Result<()> {
        let (inputs, refused, summary) = sink.take_counts();
        self.refused |= refused > 0;
        if let (Some(total), Some(part)) = (&mut self.summary, summary) {
            total.merge(part);
        }
        sink.drain(&mut self.out, &mut self.err)?;
        if self.err.is_on() {
            self.err.update(inputs, refused, read, Instant::now());
        }
        Ok(())
    }

    /// Flushes standard output.
    ///
    /// # Errors
    /// Writing standard output failed.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    /// Whether an input written out was refused.
    pub fn refused(&self) -> bool {
        self.refused
    }

    /// Erases the progress line, writes the summary in `format` when there
    /// is one, and flushes standard output.
    ///
    /// # Errors
    /// Writing standard output failed.
    pub fn finish(&mut self, format: Option<summary::Format>) -> io::Result<()> {
        self.err.erase();
        if let (Some(summary), Some(format)) = (&self.summary, format) {
            summary.write(&mut self.out, format)?;
        }
        self.out.flush()
    }

    /// Erases the progress line.
    pub fn erase_progress(&mut self) {
        self.err.erase();
    }
}
