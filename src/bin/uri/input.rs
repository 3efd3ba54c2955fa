//! Standard input as a stream of lines, each one input.

use std::io::{self, BufRead, BufReader, Read};

/// How much of standard input is read at once.
const READ_CAPACITY: usize = 64 * 1024;

/// A line buffer that grew past this for one long line is given back, so
/// that memory stays bounded by ordinary lines, not the longest one.
const KEEP_CAPACITY: usize = 64 * 1024;

/// The lines of a reader, one at a time, in a reused buffer: memory does not
/// grow with the number of lines.
pub struct Lines<R> {
    reader: BufReader<R>,
    line: Vec<u8>,
}

impl<R: Read> Lines<R> {
    /// Reads `inner` line by line.
    pub fn new(inner: R) -> Self {
        Lines {
            reader: BufReader::with_capacity(READ_CAPACITY, inner),
            line: Vec::new(),
        }
    }

    /// The next line without its `\n` or `\r\n`, as bytes (it may not be
    /// UTF-8); `None` at the end of the input. A last line without a
    /// newline is still a line; a `\r` that is not followed by `\n` stays.
    pub fn next_line(&mut self) -> io::Result<Option<&[u8]>> {
        self.line.clear();
        if self.line.capacity() > KEEP_CAPACITY {
            self.line.shrink_to(KEEP_CAPACITY);
        }
        if self.reader.read_until(b'\n', &mut self.line)? == 0 {
            return Ok(None);
        }
        let line = match self.line.strip_suffix(b"\n") {
            Some(rest) => rest.strip_suffix(b"\r").unwrap_or(rest),
            None => &self.line,
        };
        Ok(Some(line))
    }

    /// Whether everything read so far has been handed out, so that the next
    /// line needs a read that may block (waiting for a person typing, or for
    /// the other end of a pipe): the moment to flush what was written.
    pub fn would_block(&self) -> bool {
        self.reader.buffer().is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::Lines;

    fn lines(input: &[u8]) -> Vec<Vec<u8>> {
        let mut lines = Lines::new(input);
        let mut all = Vec::new();
        while let Ok(Some(line)) = lines.next_line() {
            all.push(line.to_vec());
        }
        all
    }

    #[test]
    fn line_endings_are_not_part_of_the_line() {
        assert_eq!(lines(b"a\nb\r\nc"), [&b"a"[..], b"b", b"c"]);
        assert_eq!(lines(b"a\r\r\n\rb\r"), [&b"a\r"[..], b"\rb\r"]);
        assert_eq!(lines(b"\n\n"), [&b""[..], b""]);
        assert_eq!(lines(b""), Vec::<Vec<u8>>::new());
        assert_eq!(lines(b"\xff\n"), [&b"\xff"[..]]);
    }
}
