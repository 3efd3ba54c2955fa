//! The loop shared by the subcommands that write one record per input
//! (`parse`, `resolve`, `relativize`, `normalize`): inputs from the
//! arguments, or from standard input line by line; output buffered, and
//! flushed whenever reading more could block; a closed output pipe ending
//! quietly; and the status that the exit status tells.

use std::ffi::OsString;
use std::fmt;
use std::io::{self, BufWriter, Read, Stderr, StdoutLock, Write};

use anyhow::Context as _;

use crate::Status;
use crate::input::Lines;

/// Context of a failed write to standard output.
const WRITE: &str = "cannot write to standard output";
/// Context of a failed read of standard input.
const READ: &str = "cannot read standard input";

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

/// Where a subcommand writes: its records to `out`, and what only a person
/// should read (why an input was refused) to `err`.
pub struct Sink<O, E> {
    /// The records.
    pub out: O,
    err: E,
}

/// The sink of a real run: standard output, buffered, and standard error.
pub type StdSink = Sink<BufWriter<StdoutLock<'static>>, Stderr>;

impl<O: Write, E: Write> Sink<O, E> {
    /// Records to `out`, diagnostics to `err`.
    pub fn new(out: O, err: E) -> Self {
        Sink { out, err }
    }

    /// Writes `uri: `, `message` and a newline to the error stream, after
    /// flushing the records written so far, so that a terminal showing both
    /// streams shows them in the order of the inputs.
    ///
    /// # Errors
    /// Flushing the records failed. A failure to write the message itself
    /// is ignored: there is nowhere left to report it, and the input still
    /// counts as refused in the exit status.
    pub fn diagnose(&mut self, message: impl fmt::Display) -> io::Result<()> {
        self.out.flush()?;
        // One write, so that the message is not interleaved with others.
        let _ = self.err.write_all(format!("uri: {message}\n").as_bytes());
        Ok(())
    }
}

/// Hands `handle` each of `inputs`, or, when there are none, each line of
/// standard input (without its `\n` or `\r\n`), with standard output and
/// standard error to write to.
///
/// # Errors
/// Reading standard input or writing standard output failed; a closed
/// output pipe is not an error, and the status is that of the inputs
/// handled so far.
pub fn run<F>(inputs: &[OsString], handle: F) -> anyhow::Result<Status>
where
    F: FnMut(&mut StdSink, &[u8]) -> io::Result<Verdict>,
{
    let mut sink = Sink::new(BufWriter::new(io::stdout().lock()), io::stderr());
    run_on(inputs, io::stdin().lock(), &mut sink, handle)
}

/// [`run`], reading `stdin` and writing to `sink`.
///
/// # Errors
/// As for [`run`].
pub fn run_on<R, O, E, F>(
    inputs: &[OsString],
    stdin: R,
    sink: &mut Sink<O, E>,
    mut handle: F,
) -> anyhow::Result<Status>
where
    R: Read,
    O: Write,
    E: Write,
    F: FnMut(&mut Sink<O, E>, &[u8]) -> io::Result<Verdict>,
{
    let mut refused = false;
    let mut one = |sink: &mut Sink<O, E>, input: &[u8]| {
        refused |= handle(sink, input).context(WRITE)? == Verdict::Refused;
        anyhow::Ok(())
    };
    let fed = feed(inputs, stdin, sink, &mut one);
    // What was written before a read failed is still worth having.
    let flushed = sink.out.flush().context(WRITE);
    quiet_broken_pipe(fed.and(flushed))?;
    Ok(if refused {
        Status::Negative
    } else {
        Status::Success
    })
}

/// Hands every input to `one`, flushing the records whenever reading more
/// could make a person or an upstream program wait for output they are
/// owed.
fn feed<R, O, E>(
    inputs: &[OsString],
    stdin: R,
    sink: &mut Sink<O, E>,
    one: &mut impl FnMut(&mut Sink<O, E>, &[u8]) -> anyhow::Result<()>,
) -> anyhow::Result<()>
where
    R: Read,
    O: Write,
    E: Write,
{
    if !inputs.is_empty() {
        for input in inputs {
            // The encoded bytes are the argument itself on Unix, so an
            // argument that is not UTF-8 is refused at its first bad byte.
            one(sink, input.as_encoded_bytes())?;
        }
        return Ok(());
    }
    let mut lines = Lines::new(stdin);
    while let Some(line) = lines.next_line().context(READ)? {
        one(sink, line)?;
        if lines.would_block() {
            sink.out.flush().context(WRITE)?;
        }
    }
    Ok(())
}

/// `result`, except that a write to a pipe whose reader has gone (`| head`)
/// is not an error: the reader has all it wanted.
///
/// # Errors
/// Any other error of `result`.
pub fn quiet_broken_pipe(result: anyhow::Result<()>) -> anyhow::Result<()> {
    match result {
        Err(error)
            if error
                .downcast_ref::<io::Error>()
                .is_some_and(|error| error.kind() == io::ErrorKind::BrokenPipe) =>
        {
            Ok(())
        }
        result => result,
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::ffi::OsString;
    use std::io::{self, BufWriter, Write};
    use std::rc::Rc;

    use super::{Sink, Verdict, run_on};
    use crate::Status;

    /// A writer appending to a log that another writer may share.
    #[derive(Clone, Default)]
    struct Log(Rc<RefCell<Vec<u8>>>);

    impl Write for Log {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Log {
        fn text(&self) -> String {
            String::from_utf8_lossy(&self.0.borrow()).into_owned()
        }
    }

    /// Echoes each input, refusing those that begin with `!` with a
    /// diagnostic.
    fn echo<O: Write, E: Write>(sink: &mut Sink<O, E>, input: &[u8]) -> io::Result<Verdict> {
        if input.starts_with(b"!") {
            sink.diagnose(String::from_utf8_lossy(input))?;
            return Ok(Verdict::Refused);
        }
        sink.out.write_all(input)?;
        sink.out.write_all(b"\n")?;
        Ok(Verdict::Handled)
    }

    #[test]
    fn arguments_come_before_standard_input_which_is_then_not_read() {
        let log = Log::default();
        let mut sink = Sink::new(log.clone(), log.clone());
        let inputs = [OsString::from("a"), OsString::from("b")];
        let status = run_on(&inputs, &b"unread\n"[..], &mut sink, echo);
        assert_eq!(status.ok(), Some(Status::Success));
        assert_eq!(log.text(), "a\nb\n");
    }

    #[test]
    fn diagnostics_come_after_the_records_written_before_them() {
        let log = Log::default();
        let mut sink = Sink::new(BufWriter::new(log.clone()), log.clone());
        let status = run_on(&[], &b"a\r\n!b\nc"[..], &mut sink, echo);
        assert_eq!(status.ok(), Some(Status::Negative));
        assert_eq!(log.text(), "a\nuri: !b\nc\n");
    }

    #[test]
    fn a_closed_pipe_ends_quietly_with_the_status_so_far() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut sink = Sink::new(Closed, io::sink());
        let status = run_on(&[], &b"!a\nb\nc\n"[..], &mut sink, echo);
        assert_eq!(status.ok(), Some(Status::Negative));
    }

    #[test]
    fn other_write_errors_are_errors() {
        struct Full;
        impl Write for Full {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::other("disk full"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut sink = Sink::new(Full, io::sink());
        let Err(error) = run_on(&[], &b"a\n"[..], &mut sink, echo) else {
            panic!("a failed write is an error");
        };
        assert_eq!(
            format!("{error:#}"),
            "cannot write to standard output: disk full"
        );
    }
}
