//! `--jobs N`: the lines of standard input handled on N threads, the
//! records written in the order of the lines, in bounded memory.
//!
//! This thread reads lines into batches and hands them to the workers; a
//! writer thread puts the workers' sinks back in order and writes them out.
//! A batch may only be read once a token is free, and its token comes back
//! when the batch is written: at most `4 × N` batches are in memory at once
//! (read, being handled, or handled and waiting for an earlier one),
//! whatever the size of the input.
//!
//! A batch is sent off when it is full, and as soon as reading more could
//! block, so that a person typing, or a slow producer, gets each record
//! without waiting for a batch to fill. The writer flushes whenever it has
//! nothing ready to write.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::ops::Range;
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;

use anyhow::Context as _;

use crate::input::Lines;
use crate::sink::{Handler, READ, Sink, Verdict, WRITE};

/// A batch is sent off once it holds this many lines...
const BATCH_LINES: usize = 1024;
/// ... or this many bytes.
const BATCH_BYTES: usize = 256 * 1024;

/// Lines read together, and where the first one is in the stream.
struct Batch {
    /// The batch's place in the stream: batches are written in this order.
    number: usize,
    /// The index of the first line in the stream.
    first: usize,
    /// The lines, end to end.
    text: Vec<u8>,
    /// Where each line lies in `text`.
    lines: Vec<Range<usize>>,
}

/// A batch handled: what it writes, and whether a line was refused.
struct Done {
    number: usize,
    sink: Sink,
    refused: bool,
}

/// Handles every line of `lines` with `handle` on `jobs` threads, and
/// writes the records to `out` and the notes to `err`, in the order of the
/// lines. `refused` is set when a line written out was refused.
///
/// # Errors
/// Reading a line or writing the records failed (the work stops at the
/// first failure; what was handled before it in order is written).
pub fn feed<R: Read>(
    mut lines: Lines<R>,
    out: &mut (impl Write + Send),
    err: &mut (impl Write + Send),
    jobs: usize,
    handle: &impl Handler,
    refused: &mut bool,
) -> anyhow::Result<()> {
    // Two batches a worker were too few on two cores (a worker waited on
    // the writer's token; 1.33 times one thread's speed, against 1.78 with
    // four, on a million lines).
    let in_flight = 4 * jobs;
    let (to_workers, from_reader) = mpsc::sync_channel::<Batch>(in_flight);
    let from_reader = Mutex::new(from_reader);
    let (to_writer, from_workers) = mpsc::channel::<Done>();
    let (give_token, take_token) = mpsc::sync_channel::<()>(in_flight);
    for _ in 0..in_flight {
        // The channel holds exactly `in_flight`; this cannot fail.
        let _ = give_token.send(());
    }
    thread::scope(|scope| {
        for _ in 0..jobs {
            let (from_reader, to_writer) = (&from_reader, to_writer.clone());
            scope.spawn(move || work(from_reader, &to_writer, handle));
        }
        // The writer knows the end when every worker has dropped its sender.
        drop(to_writer);
        // The writer owns the token sender: when it stops, early or not,
        // the reader finds no more tokens and stops too.
        let writer = scope.spawn(move || write(&from_workers, out, err, &give_token));
        let read = read(&mut lines, &to_workers, &take_token);
        // No more batches: the workers finish theirs and stop.
        drop(to_workers);
        let (any_refused, written) = writer
            .join()
            .unwrap_or_else(|_| (false, Err(anyhow::anyhow!("the writer thread panicked"))));
        // The lines written before a failure count, whatever the failure.
        *refused |= any_refused;
        // A failed write stops the reading, so its error is the one to
        // report.
        written.and(read)
    })
}

/// Reads the lines into batches and sends each off when it is full or when
/// reading more could block. Stops early when the writer has stopped (no
/// token comes).
fn read<R: Read>(
    lines: &mut Lines<R>,
    to_workers: &SyncSender<Batch>,
    take_token: &Receiver<()>,
) -> anyhow::Result<()> {
    let mut number = 0;
    let mut first = 0;
    loop {
        if take_token.recv().is_err() {
            return Ok(());
        }
        let mut batch = Batch {
            number,
            first,
            text: Vec::new(),
            lines: Vec::new(),
        };
        let mut ended = false;
        while batch.lines.len() < BATCH_LINES && batch.text.len() < BATCH_BYTES {
            let Some(line) = lines.next_line().context(READ)? else {
                ended = true;
                break;
            };
            let start = batch.text.len();
            batch.text.extend_from_slice(line);
            batch.lines.push(start..batch.text.len());
            if lines.would_block() {
                break;
            }
        }
        first += batch.lines.len();
        number += 1;
        if to_workers.send(batch).is_err() || ended {
            return Ok(());
        }
    }
}

/// Handles batches until there are none left, sending each one's sink to
/// the writer.
fn work(
    from_reader: &Mutex<Receiver<Batch>>,
    to_writer: &mpsc::Sender<Done>,
    handle: &impl Handler,
) {
    loop {
        // The lock is held only to take a batch, not to handle it. A
        // poisoned lock means another worker panicked: stop too.
        let batch = match from_reader.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        let Ok(batch) = batch else { return };
        let mut sink = Sink::default();
        let mut refused = false;
        for (offset, range) in batch.lines.iter().enumerate() {
            let line = &batch.text[range.clone()];
            match handle(&mut sink, line, batch.first + offset) {
                Ok(verdict) => refused |= verdict == Verdict::Refused,
                // Writing to memory does not fail; should a handler fail
                // anyway, its record is what it wrote.
                Err(_) => refused = true,
            }
        }
        let done = Done {
            number: batch.number,
            sink,
            refused,
        };
        if to_writer.send(done).is_err() {
            return;
        }
    }
}

/// Writes the handled batches in order, flushing when nothing is ready,
/// and gives a token back for each batch written. Whether a line written
/// was refused, and how the writing ended.
fn write(
    from_workers: &Receiver<Done>,
    out: &mut impl Write,
    err: &mut impl Write,
    give_token: &SyncSender<()>,
) -> (bool, anyhow::Result<()>) {
    let mut refused = false;
    let written = write_in_order(from_workers, out, err, give_token, &mut refused);
    (refused, written)
}

/// [`write()`], setting `refused` as it goes.
fn write_in_order(
    from_workers: &Receiver<Done>,
    out: &mut impl Write,
    err: &mut impl Write,
    give_token: &SyncSender<()>,
    refused: &mut bool,
) -> anyhow::Result<()> {
    let mut waiting: BTreeMap<usize, Done> = BTreeMap::new();
    let mut next = 0;
    loop {
        let done = match from_workers.try_recv() {
            Ok(done) => done,
            Err(mpsc::TryRecvError::Empty) => {
                out.flush().context(WRITE)?;
                match from_workers.recv() {
                    Ok(done) => done,
                    Err(_) => break,
                }
            }
            Err(mpsc::TryRecvError::Disconnected) => break,
        };
        waiting.insert(done.number, done);
        while let Some(mut done) = waiting.remove(&next) {
            // Handled, so counted, even if writing it fails (as on one
            // thread).
            *refused |= done.refused;
            done.sink.drain(out, err).context(WRITE)?;
            next += 1;
            // The reader may have stopped; the token is then not needed.
            let _ = give_token.send(());
        }
    }
    Ok(())
}
