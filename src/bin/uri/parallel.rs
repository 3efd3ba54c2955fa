//! `--jobs N`: the lines of standard input handled on N threads, the
//! records written in the order of the lines, in bounded memory.
//!
//! This thread reads lines into batches and hands them to the workers; a
//! writer thread puts the workers' sinks back in order and writes them out.
//! A batch may only be read once a token is free, and its token comes back
//! when the batch is written: at most `4 × N` batches are in memory at once
//! (read, being handled, or handled and waiting for an earlier one),
//! whatever the size of the input. A batch holds at most 256 KiB of lines
//! and one more line, itself at most `--max-line-bytes` (a longer one is
//! skipped, not read): so at most `4 × N × (256 KiB + limit)` bytes of
//! input, and their records, are held at once.
//!
//! A batch is sent off when it is full, and as soon as reading more could
//! block, so that a person typing, or a slow producer, gets each record
//! without waiting for a batch to fill. The writer flushes whenever it has
//! nothing ready to write.

use std::any::Any;
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::ops::Range;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;

use anyhow::Context as _;

use crate::fault;
use crate::input::{Input, Lines, TooLong};
use crate::output::Output;
use crate::sink::{Handler, READ, Sink, Verdict, WRITE};

/// A batch is sent off once it holds this many lines...
const BATCH_LINES: usize = 1024;
/// ... or this many bytes. A line is not split across batches, so a batch
/// holds at most this and one line (itself at most `--max-line-bytes`).
const BATCH_BYTES: usize = 256 * 1024;

/// Lines read together, and where the first one is in the stream.
struct Batch {
    /// The batch's place in the stream: batches are written in this order.
    number: usize,
    /// The index of the first line in the stream.
    first: usize,
    /// The lines, end to end.
    text: Vec<u8>,
    /// Where each line lies in `text`, or that it was too long to be read.
    lines: Vec<Result<Range<usize>, TooLong>>,
    /// Bytes of the input read up to the end of the batch.
    read: u64,
}

/// A batch handled: what it writes (or, when its handler panicked, what the
/// panic said), and how much of the input was read up to its end.
struct Done {
    number: usize,
    sink: Result<Sink, String>,
    read: u64,
}

/// Handles every line of `lines` with `handle` on `jobs` threads, and
/// writes the records and notes to `output`, in the order of the lines;
/// `summary` as for [`Sink::new`].
///
/// A handler that panics ends the run: the batches before its batch are
/// written, then the panic is the error, and every thread stops.
///
/// # Errors
/// Reading a line or writing the records failed, or a handler panicked
/// (the work stops at the first failure; what was handled before it in
/// order is written).
pub fn feed<R: Read, O: Write + Send, E: Write + Send>(
    mut lines: Lines<R>,
    output: &mut Output<O, E>,
    jobs: usize,
    summary: bool,
    handle: &impl Handler,
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
            scope.spawn(move || work(from_reader, &to_writer, summary, handle));
        }
        // The writer knows the end when every worker has dropped its sender.
        drop(to_writer);
        // The writer owns the token sender: when it stops, early or not,
        // the reader finds no more tokens and stops too.
        let writer = scope.spawn(move || write_in_order(&from_workers, output, &give_token));
        let read = read(&mut lines, &to_workers, &take_token);
        // No more batches: the workers finish theirs and stop.
        drop(to_workers);
        let written = writer
            .join()
            .unwrap_or_else(|_| Err(anyhow::anyhow!("the writer thread panicked")));
        // A failed write, or a panic, stops the reading, so its error is
        // the one to report.
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
            read: 0,
        };
        let mut ended = false;
        while batch.lines.len() < BATCH_LINES && batch.text.len() < BATCH_BYTES {
            let Some(line) = lines.next_line().context(READ)? else {
                ended = true;
                break;
            };
            match line {
                Input::Bytes(line) => {
                    let start = batch.text.len();
                    batch.text.extend_from_slice(line);
                    batch.lines.push(Ok(start..batch.text.len()));
                }
                Input::TooLong(too_long) => batch.lines.push(Err(too_long)),
            }
            if lines.would_block() {
                break;
            }
        }
        batch.read = lines.consumed();
        first += batch.lines.len();
        number += 1;
        if to_workers.send(batch).is_err() || ended {
            return Ok(());
        }
    }
}

/// Handles batches until there are none left, sending each one's sink to
/// the writer, or what its handler's panic said.
fn work(
    from_reader: &Mutex<Receiver<Batch>>,
    to_writer: &mpsc::Sender<Done>,
    summary: bool,
    handle: &impl Handler,
) {
    loop {
        // The lock is held only to take a batch, not to handle it (a panic
        // is caught before it could poison the lock). A poisoned lock
        // would mean another worker panicked there: stop too.
        let batch = match from_reader.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        let Ok(batch) = batch else { return };
        // A panic is caught so that the writer hears of it: a batch that
        // never came would leave it waiting, and the reader with it.
        let handled =
            panic::catch_unwind(AssertUnwindSafe(|| handle_batch(&batch, summary, handle)));
        let done = Done {
            number: batch.number,
            sink: handled.map_err(|payload| panic_message(payload.as_ref())),
            read: batch.read,
        };
        if to_writer.send(done).is_err() {
            return;
        }
    }
}

/// Handles the lines of `batch` into a sink.
fn handle_batch(batch: &Batch, summary: bool, handle: &impl Handler) -> Sink {
    let mut sink = Sink::new(summary);
    for (offset, line) in batch.lines.iter().enumerate() {
        let input = match line {
            Ok(range) => Input::Bytes(&batch.text[range.clone()]),
            Err(too_long) => Input::TooLong(*too_long),
        };
        fault::check(input.bytes());
        let verdict = handle(&mut sink, input, batch.first + offset)
            // Writing to memory does not fail; should a handler fail
            // anyway, its record is what it wrote.
            .unwrap_or(Verdict::Refused);
        sink.count(verdict);
    }
    sink
}

/// What a panic said, from its payload.
fn panic_message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|message| (*message).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".to_owned())
}

/// Writes the handled batches in order, flushing when nothing is ready,
/// and gives a token back for each batch written.
///
/// # Errors
/// Writing failed, or the handler of a batch panicked: the batches before
/// it are written first.
fn write_in_order<O: Write, E: Write>(
    from_workers: &Receiver<Done>,
    output: &mut Output<O, E>,
    give_token: &SyncSender<()>,
) -> anyhow::Result<()> {
    let mut waiting: BTreeMap<usize, Done> = BTreeMap::new();
    let mut next = 0;
    loop {
        let done = match from_workers.try_recv() {
            Ok(done) => done,
            Err(mpsc::TryRecvError::Empty) => {
                output.flush().context(WRITE)?;
                match from_workers.recv() {
                    Ok(done) => done,
                    Err(_) => break,
                }
            }
            Err(mpsc::TryRecvError::Disconnected) => break,
        };
        waiting.insert(done.number, done);
        while let Some(done) = waiting.remove(&next) {
            let mut sink = done
                .sink
                .map_err(|message| anyhow::anyhow!("a --jobs thread panicked: {message}"))?;
            // Counted even if writing it fails (as on one thread).
            output.write(&mut sink, done.read).context(WRITE)?;
            next += 1;
            // The reader may have stopped; the token is then not needed.
            let _ = give_token.send(());
        }
    }
    Ok(())
}
