//! The loop shared by the subcommands that write one record per input
//! (`parse`, `resolve`, `relativize`, `normalize`, `match`, `template`):
//! inputs from the arguments, or from standard input line by line (on
//! `--jobs` threads: `parallel.rs`); output buffered, and flushed whenever
//! reading more could block; a closed output pipe ending quietly; and the
//! status that the exit status tells.

use std::ffi::OsString;
use std::io::{self, Read, Write};

use anyhow::Context as _;

use crate::Status;
use crate::fault;
use crate::input::{Input, Lines};
use crate::output::Output;
use crate::parallel;
use crate::progress;
use crate::sink::{Handler, READ, Sink, WRITE};
use crate::summary;

/// How a run goes, as the command line asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Threads handling the lines of standard input (`--jobs`).
    pub jobs: usize,
    /// The longest line of standard input taken, in bytes
    /// (`--max-line-bytes`); `None` for no limit.
    pub max_line_bytes: Option<usize>,
    /// With `--summary`, how it is written: the records are not.
    pub summary: Option<summary::Format>,
}

/// Hands `handle` each of `inputs`, or, when there are none, each line of
/// standard input (without its `\n` or `\r\n`), and writes what it writes
/// to standard output and standard error, in the order of the inputs. With
/// `jobs` above 1, lines of standard input are handled on that many
/// threads, in batches (`parallel.rs`). While standard input is read and
/// standard error is a terminal, a progress line is drawn on standard
/// error (`progress.rs`).
///
/// # Errors
/// Reading standard input or writing standard output failed, or a handler
/// panicked on a `--jobs` thread; a closed output pipe is not an error,
/// and the status is that of the inputs handled so far.
pub fn run(inputs: &[OsString], options: Options, handle: impl Handler) -> anyhow::Result<Status> {
    let progress = inputs.is_empty() && progress::wanted();
    run_on(
        inputs,
        io::stdin().lock(),
        // Not locked: with --jobs, a writer thread writes it. The buffer
        // around it takes the lock once per chunk.
        io::stdout(),
        io::stderr(),
        options,
        progress,
        handle,
    )
}

/// [`run`], reading `stdin` and writing to `out` and `err`, with the
/// progress line when `progress`.
///
/// # Errors
/// As for [`run`].
pub fn run_on<R, O, E>(
    inputs: &[OsString],
    stdin: R,
    out: O,
    err: E,
    options: Options,
    progress: bool,
    handle: impl Handler,
) -> anyhow::Result<Status>
where
    R: Read,
    O: Write + Send,
    E: Write + Send,
{
    let summary = options.summary.is_some();
    let mut output = Output::new(out, err, summary, progress);
    let lines = Lines::new(stdin, options.max_line_bytes);
    let fed = if inputs.is_empty() && options.jobs > 1 {
        parallel::feed(lines, &mut output, options.jobs, summary, &handle)
    } else {
        feed(inputs, lines, &mut output, summary, &handle)
    };
    // What was written before a read failed is still worth having; the
    // summary, of part of the input, is not.
    let finished = match &fed {
        Ok(()) => output.finish(options.summary),
        Err(_) => {
            output.erase_progress();
            output.flush()
        }
    };
    quiet_broken_pipe(fed.and(finished.context(WRITE)))?;
    Ok(if output.refused() {
        Status::Negative
    } else {
        Status::Success
    })
}

/// Hands every input to `handle` on this thread, writing its records as it
/// goes and flushing them whenever reading more could make a person or an
/// upstream program wait for output they are owed.
fn feed<R: Read, O: Write, E: Write>(
    inputs: &[OsString],
    mut lines: Lines<R>,
    output: &mut Output<O, E>,
    summary: bool,
    handle: &impl Handler,
) -> anyhow::Result<()> {
    let mut sink = Sink::new(summary);
    if !inputs.is_empty() {
        for (index, input) in inputs.iter().enumerate() {
            // The encoded bytes are the argument itself on Unix, so an
            // argument that is not UTF-8 is refused at its first bad byte.
            let bytes = input.as_encoded_bytes();
            fault::check(bytes);
            let verdict = handle(&mut sink, Input::Bytes(bytes), index).context(WRITE)?;
            sink.count(verdict);
            output.write(&mut sink, 0).context(WRITE)?;
        }
        return Ok(());
    }
    let mut index = 0;
    while let Some(line) = lines.next_line().context(READ)? {
        fault::check(line.bytes());
        let verdict = handle(&mut sink, line, index).context(WRITE)?;
        sink.count(verdict);
        output.write(&mut sink, lines.consumed()).context(WRITE)?;
        index += 1;
        if lines.would_block() {
            output.flush().context(WRITE)?;
        }
    }
    Ok(())
}

/// `result`, except that a write to a pipe whose reader has gone (`| head`)
/// is not an error: the reader has all it wanted. `Default` stands in for
/// the value that was not reached.
///
/// # Errors
/// Any other error of `result`.
pub fn quiet_broken_pipe<T: Default>(result: anyhow::Result<T>) -> anyhow::Result<T> {
    match result {
        Err(error)
            if error
                .downcast_ref::<io::Error>()
                .is_some_and(|error| error.kind() == io::ErrorKind::BrokenPipe) =>
        {
            Ok(T::default())
        }
        result => result,
    }
}

#[cfg(test)]
mod tests {
    use std::ffi::OsString;
    use std::io::{self, Write};
    use std::sync::{Arc, Mutex};

    use super::{Options, run_on};
    use crate::Status;
    use crate::input::Input;
    use crate::sink::{Sink, Verdict};

    /// A writer appending to a log that another writer may share, from any
    /// thread.
    #[derive(Clone, Default)]
    struct Log(Arc<Mutex<Vec<u8>>>);

    impl Write for Log {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Log {
        fn text(&self) -> String {
            String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
        }
    }

    fn options(jobs: usize) -> Options {
        Options {
            jobs,
            max_line_bytes: None,
            summary: None,
        }
    }

    /// Echoes each input with its index, refusing those that begin with `!`
    /// with a diagnostic.
    fn echo(sink: &mut Sink, input: Input<'_>, index: usize) -> io::Result<Verdict> {
        let input = input.bytes();
        if input.starts_with(b"!") {
            sink.diagnose(String::from_utf8_lossy(input))?;
            return Ok(Verdict::Refused);
        }
        write!(sink.out, "{index}:")?;
        sink.out.write_all(input)?;
        sink.out.write_all(b"\n")?;
        Ok(Verdict::Handled)
    }

    #[test]
    fn arguments_come_before_standard_input_which_is_then_not_read() {
        let log = Log::default();
        for jobs in [1, 3] {
            let inputs = [OsString::from("a"), OsString::from("b")];
            let status = run_on(
                &inputs,
                &b"unread\n"[..],
                log.clone(),
                log.clone(),
                options(jobs),
                false,
                echo,
            );
            assert_eq!(status.ok(), Some(Status::Success));
        }
        assert_eq!(log.text(), "0:a\n1:b\n0:a\n1:b\n");
    }

    #[test]
    fn diagnostics_come_after_the_records_written_before_them() {
        for jobs in [1, 2, 4] {
            let log = Log::default();
            let status = run_on(
                &[],
                &b"a\r\n!b\nc"[..],
                log.clone(),
                log.clone(),
                options(jobs),
                false,
                echo,
            );
            assert_eq!(status.ok(), Some(Status::Negative));
            assert_eq!(log.text(), "0:a\nuri: !b\n2:c\n", "--jobs {jobs}");
        }
    }

    #[test]
    fn many_threads_keep_the_order_of_the_lines() {
        // More lines than a batch, more batches than tokens, refusals
        // scattered: the output is the sequential one, byte for byte.
        let mut input = Vec::new();
        for i in 0..20_000 {
            let line = if i % 7 == 3 {
                format!("!{i}\n")
            } else {
                format!("{i}\n")
            };
            input.extend_from_slice(line.as_bytes());
        }
        let run = |jobs| {
            let (out, err) = (Log::default(), Log::default());
            let status = run_on(
                &[],
                &input[..],
                out.clone(),
                err.clone(),
                options(jobs),
                false,
                echo,
            );
            (status.ok(), out.text(), err.text())
        };
        let sequential = run(1);
        assert_eq!(sequential.0, Some(Status::Negative));
        assert_eq!(
            sequential.1.lines().count() + sequential.2.lines().count(),
            20_000
        );
        for jobs in [2, 3, 8] {
            assert!(run(jobs) == sequential, "--jobs {jobs}");
        }
        // All valid: success, whatever the number of threads.
        let valid: Vec<u8> = (0..5000)
            .flat_map(|i| format!("{i}\n").into_bytes())
            .collect();
        let status = run_on(
            &[],
            &valid[..],
            io::sink(),
            io::sink(),
            options(4),
            false,
            echo,
        );
        assert_eq!(status.ok(), Some(Status::Success));
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
        let input: Vec<u8> = (0..10_000)
            .flat_map(|i| format!("!{i}\nb\n").into_bytes())
            .collect();
        for jobs in [1, 4] {
            let status = run_on(
                &[],
                &input[..],
                Closed,
                io::sink(),
                options(jobs),
                false,
                echo,
            );
            assert_eq!(status.ok(), Some(Status::Negative), "--jobs {jobs}");
        }
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
        let input: Vec<u8> = (0..10_000)
            .flat_map(|i| format!("{i}\n").into_bytes())
            .collect();
        for jobs in [1, 4] {
            let Err(error) = run_on(
                &[],
                &input[..],
                Full,
                io::sink(),
                options(jobs),
                false,
                echo,
            ) else {
                panic!("a failed write is an error");
            };
            assert_eq!(
                format!("{error:#}"),
                "cannot write to standard output: disk full"
            );
        }
    }
}
