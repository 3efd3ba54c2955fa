//! Standard input as a stream of lines, each one input, with a limit on a
//! line's length so that memory stays bounded whatever the input.

use std::borrow::Cow;
use std::io::{self, BufRead, BufReader, Read};

/// How much of standard input is read at once.
const READ_CAPACITY: usize = 64 * 1024;

/// A line buffer that grew past this for one long line is given back, so
/// that memory stays bounded by ordinary lines, not the longest one.
const KEEP_CAPACITY: usize = 64 * 1024;

/// One input handed to a subcommand: its bytes, or, for a line of standard
/// input longer than `--max-line-bytes`, only that it was too long (its
/// bytes were skipped, not read into memory).
#[derive(Debug, Clone, Copy)]
pub enum Input<'a> {
    /// The input's bytes (they may not be UTF-8).
    Bytes(&'a [u8]),
    /// A line longer than the limit.
    TooLong(TooLong),
}

impl<'a> From<&'a [u8]> for Input<'a> {
    fn from(bytes: &'a [u8]) -> Self {
        Input::Bytes(bytes)
    }
}

impl<'a> Input<'a> {
    /// The bytes; none for a line that was too long.
    pub fn bytes(self) -> &'a [u8] {
        match self {
            Input::Bytes(bytes) => bytes,
            Input::TooLong(_) => &[],
        }
    }

    /// The input as text, with U+FFFD for bytes that are not UTF-8; `None`
    /// for a line that was too long, whose text was not read.
    pub fn text(self) -> Option<Cow<'a, str>> {
        match self {
            Input::Bytes(bytes) => Some(String::from_utf8_lossy(bytes)),
            Input::TooLong(_) => None,
        }
    }
}

/// A line of standard input longer than the limit, skipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong {
    /// The limit it went over, in bytes (`--max-line-bytes`).
    pub limit: usize,
    /// Its number in the input, from 1, so that a message can name it.
    pub line: u64,
}

/// The lines of a reader, one at a time, in a reused buffer: memory does not
/// grow with the number of lines, nor past the limit with their length.
pub struct Lines<R> {
    reader: BufReader<R>,
    line: Vec<u8>,
    /// The longest line taken, without its `\n` or `\r\n`; `None` for no
    /// limit.
    limit: Option<usize>,
    /// Bytes of the input consumed so far, line endings included.
    consumed: u64,
    /// Lines handed out so far.
    lines: u64,
}

impl<R: Read> Lines<R> {
    /// Reads `inner` line by line, refusing lines longer than `limit`
    /// bytes (`None`: no limit).
    pub fn new(inner: R, limit: Option<usize>) -> Self {
        Lines {
            reader: BufReader::with_capacity(READ_CAPACITY, inner),
            line: Vec::new(),
            limit,
            consumed: 0,
            lines: 0,
        }
    }

    /// The next line without its `\n` or `\r\n`, as bytes (it may not be
    /// UTF-8); `None` at the end of the input. A last line without a
    /// newline is still a line; a `\r` that is not followed by `\n` stays.
    /// A line longer than the limit is [`Input::TooLong`]: it is skipped to
    /// its newline in chunks, never held in memory whole.
    pub fn next_line(&mut self) -> io::Result<Option<Input<'_>>> {
        self.line.clear();
        if self.line.capacity() > KEEP_CAPACITY {
            self.line.shrink_to(KEEP_CAPACITY);
        }
        let Some(limit) = self.limit else {
            let read = self.reader.read_until(b'\n', &mut self.line)?;
            self.consumed += read as u64;
            self.lines += u64::from(read > 0);
            return Ok((read > 0).then(|| Input::Bytes(strip_newline(&self.line))));
        };
        // The longest line taken, with a `\r\n` after it.
        let keep = limit.saturating_add(2);
        let read = (&mut self.reader)
            .take(u64::try_from(keep).unwrap_or(u64::MAX))
            .read_until(b'\n', &mut self.line)?;
        self.consumed += read as u64;
        if read == 0 {
            return Ok(None);
        }
        self.lines += 1;
        let too_long = Input::TooLong(TooLong {
            limit,
            line: self.lines,
        });
        if read == keep && !self.line.ends_with(b"\n") {
            // Longer than any line taken: the rest is skipped, not kept.
            self.consumed += self.reader.skip_until(b'\n')? as u64;
            return Ok(Some(too_long));
        }
        let line = strip_newline(&self.line);
        Ok(Some(if line.len() > limit {
            too_long
        } else {
            Input::Bytes(line)
        }))
    }

    /// Bytes of the input consumed so far, line endings included.
    pub fn consumed(&self) -> u64 {
        self.consumed
    }

    /// Whether everything read so far has been handed out, so that the next
    /// line needs a read that may block (waiting for a person typing, or for
    /// the other end of a pipe): the moment to flush what was written.
    pub fn would_block(&self) -> bool {
        self.reader.buffer().is_empty()
    }
}

/// `line` without its `\n` or `\r\n`.
fn strip_newline(line: &[u8]) -> &[u8] {
    match line.strip_suffix(b"\n") {
        Some(rest) => rest.strip_suffix(b"\r").unwrap_or(rest),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::{Input, Lines, TooLong};

    /// The lines of `input` under `limit`, `None` for one too long.
    fn lines(input: &[u8], limit: Option<usize>) -> Vec<Option<Vec<u8>>> {
        let mut lines = Lines::new(input, limit);
        let mut all = Vec::new();
        while let Ok(Some(line)) = lines.next_line() {
            all.push(match line {
                Input::Bytes(bytes) => Some(bytes.to_vec()),
                Input::TooLong(too_long) => {
                    let line = all.len() as u64 + 1;
                    assert_eq!(Some(too_long), limit.map(|limit| TooLong { limit, line }));
                    None
                }
            });
        }
        assert_eq!(lines.consumed(), input.len() as u64);
        all
    }

    fn all(lines: &[&[u8]]) -> Vec<Option<Vec<u8>>> {
        lines.iter().map(|line| Some(line.to_vec())).collect()
    }

    #[test]
    fn line_endings_are_not_part_of_the_line() {
        for limit in [None, Some(4), Some(100)] {
            assert_eq!(lines(b"a\nb\r\nc", limit), all(&[b"a", b"b", b"c"]));
            assert_eq!(lines(b"a\r\r\n\rb\r", limit), all(&[b"a\r", b"\rb\r"]));
            assert_eq!(lines(b"\n\n", limit), all(&[b"", b""]));
            assert_eq!(lines(b"", limit), all(&[]));
            assert_eq!(lines(b"\xff\n", limit), all(&[b"\xff"]));
        }
    }

    #[test]
    fn a_line_of_the_limit_is_taken_and_one_byte_more_is_not() {
        for end in [&b"\n"[..], b"\r\n"] {
            let input = [&b"abcd"[..], end, b"abcde", end, b"x"].concat();
            assert_eq!(
                lines(&input, Some(4)),
                [Some(b"abcd".to_vec()), None, Some(b"x".to_vec())],
                "{end:?}"
            );
        }
        // At the end of the input, without a newline.
        assert_eq!(lines(b"abcd", Some(4)), all(&[b"abcd"]));
        assert_eq!(lines(b"abcde", Some(4)), [None]);
        // A `\r` that ends no line is part of it.
        assert_eq!(lines(b"abc\r\rx\n", Some(4)), [None]);
        assert_eq!(lines(b"ab\r\rx\n", Some(5)), all(&[b"ab\r\rx"]));
        // Far longer than the limit, and than the read buffer: skipped.
        let long = [vec![b'a'; 300_000], b"\nb\n".to_vec()].concat();
        assert_eq!(lines(&long, Some(10)), [None, Some(b"b".to_vec())]);
        assert_eq!(lines(&long, Some(0)), [None, None]);
    }
}
