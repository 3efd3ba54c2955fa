//! The progress line of a long run over standard input: lines read, lines
//! per second, bytes read and the share of invalid lines, on standard
//! error, redrawn in place at most every [`INTERVAL`].
//!
//! It is drawn only when standard error is a terminal and standard output
//! is not: a pipe or a CI log gets nothing, and records written to the
//! same terminal are their own sign of life (a line without a newline
//! would mix with them). The environment variable [`FORCE`] set to `always` draws
//! it whatever standard error is: it is there for the tests of the built
//! binary, which cannot give it a terminal, and is not part of the
//! interface.

use std::io::{self, IsTerminal as _, Write};
use std::time::{Duration, Instant};

/// The least time between two drawings of the line.
pub const INTERVAL: Duration = Duration::from_millis(250);

/// The environment variable that, set to `always`, draws the line even when
/// standard error is not a terminal (for tests).
pub const FORCE: &str = "URI_PROGRESS";

/// Moves to the start of the line and clears it.
const ERASE: &[u8] = b"\r\x1b[K";

/// Whether the progress line is wanted: standard error is a terminal and
/// standard output is not, or [`FORCE`] says so.
pub fn wanted() -> bool {
    (io::stderr().is_terminal() && !io::stdout().is_terminal())
        || std::env::var_os(FORCE).is_some_and(|value| value == "always")
}

/// Standard error with the progress line on it, when it is on. Whatever
/// else is written to it (a diagnostic) first erases the line, which is
/// drawn again at its next time.
pub struct Meter<E> {
    err: E,
    /// `None` when the line is off.
    state: Option<State>,
}

/// The counts, and when the line was drawn.
struct State {
    start: Instant,
    /// When the line was last drawn, or the start.
    last: Instant,
    /// Whether the line is on the screen now.
    drawn: bool,
    lines: u64,
    invalid: u64,
    bytes: u64,
}

impl<E: Write> Meter<E> {
    /// `err`, with the progress line on it when `on`, counting from `now`.
    pub fn new(err: E, on: bool, now: Instant) -> Self {
        let state = on.then_some(State {
            start: now,
            last: now,
            drawn: false,
            lines: 0,
            invalid: 0,
            bytes: 0,
        });
        Meter { err, state }
    }

    /// Whether the line is on; when it is not, nothing needs counting.
    pub fn is_on(&self) -> bool {
        self.state.is_some()
    }

    /// Counts `lines` more lines, `invalid` of them invalid, and `bytes`
    /// read in all so far; draws the line if it is time at `now`. A failure
    /// to draw is ignored: the line is for a person, and the run goes on.
    pub fn update(&mut self, lines: u64, invalid: u64, bytes: u64, now: Instant) {
        let Some(state) = &mut self.state else {
            return;
        };
        state.lines += lines;
        state.invalid += invalid;
        state.bytes = state.bytes.max(bytes);
        if now.saturating_duration_since(state.last) < INTERVAL {
            return;
        }
        state.last = now;
        state.drawn = true;
        let text = line(
            state.lines,
            state.invalid,
            state.bytes,
            now.saturating_duration_since(state.start),
        );
        // One write, so that the line is not torn.
        let _ = self
            .err
            .write_all(&[ERASE, text.as_bytes()].concat())
            .and_then(|()| self.err.flush());
    }

    /// Erases the line if it is drawn.
    pub fn erase(&mut self) {
        if let Some(state) = &mut self.state {
            if state.drawn {
                state.drawn = false;
                let _ = self.err.write_all(ERASE);
            }
        }
    }
}

impl<E: Write> Write for Meter<E> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.erase();
        self.err.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.erase();
        self.err.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.err.flush()
    }
}

/// The text of the progress line: `uri: 12,345 lines (2,469 lines/s),
/// 1.2 MB read, 3.5% invalid`.
pub fn line(lines: u64, invalid: u64, bytes: u64, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    let rate = if seconds > 0.0 {
        // Rounded for display only.
        (lines as f64 / seconds).round() as u64
    } else {
        0
    };
    let share = if lines > 0 {
        100.0 * invalid as f64 / lines as f64
    } else {
        0.0
    };
    format!(
        "uri: {} lines ({} lines/s), {} read, {share:.1}% invalid",
        grouped(lines),
        grouped(rate),
        size(bytes)
    )
}

/// `n` with its thousands separated by commas.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `bytes` in decimal units: `512 B`, `1.2 kB`, `3.4 MB`, `5.6 GB`.
fn size(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["kB", "MB", "GB", "TB"];
    if bytes < 1000 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64 / 1000.0;
    let mut unit = 0;
    while value >= 1000.0 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::{INTERVAL, Meter, line};

    #[test]
    fn the_line_tells_lines_speed_bytes_and_the_share_invalid() {
        assert_eq!(
            line(12_345, 432, 1_234_567, Duration::from_secs(5)),
            "uri: 12,345 lines (2,469 lines/s), 1.2 MB read, 3.5% invalid"
        );
        assert_eq!(
            line(0, 0, 0, Duration::ZERO),
            "uri: 0 lines (0 lines/s), 0 B read, 0.0% invalid"
        );
        assert_eq!(
            line(1_000_000, 1_000_000, 999, Duration::from_millis(500)),
            "uri: 1,000,000 lines (2,000,000 lines/s), 999 B read, 100.0% invalid"
        );
        assert!(line(1, 0, 5_000_000_000, Duration::from_secs(1)).contains(" 5.0 GB read"));
    }

    #[test]
    fn the_line_is_drawn_at_most_once_an_interval() {
        let start = Instant::now();
        let mut meter = Meter::new(Vec::new(), true, start);
        // Before the first interval: nothing.
        meter.update(10, 1, 100, start + INTERVAL / 2);
        assert!(meter.err.is_empty());
        meter.update(10, 1, 200, start + INTERVAL);
        let first = String::from_utf8(meter.err.clone()).unwrap();
        assert_eq!(
            first,
            "\r\x1b[Kuri: 20 lines (80 lines/s), 200 B read, 10.0% invalid"
        );
        // Within the interval after it: nothing more.
        meter.update(10, 0, 300, start + INTERVAL + INTERVAL / 2);
        assert_eq!(meter.err.len(), first.len());
        meter.update(10, 0, 400, start + INTERVAL * 2);
        assert!(
            String::from_utf8(meter.err.clone())
                .unwrap()
                .ends_with("\r\x1b[Kuri: 40 lines (80 lines/s), 400 B read, 5.0% invalid")
        );
    }

    #[test]
    fn other_writes_erase_the_line_first() {
        use std::io::Write as _;
        let start = Instant::now();
        let mut meter = Meter::new(Vec::new(), true, start);
        meter.update(1, 0, 2, start + INTERVAL);
        let drawn = meter.err.len();
        assert!(meter.write_all(b"uri: a note\n").is_ok());
        assert_eq!(&meter.err[drawn..], b"\r\x1b[Kuri: a note\n");
        // Not drawn: nothing to erase.
        assert!(meter.write_all(b"x").is_ok());
        assert!(meter.err.ends_with(b"\nx"));
        meter.erase();
        assert!(meter.err.ends_with(b"\nx"));
    }

    #[test]
    fn off_it_writes_nothing_of_its_own() {
        use std::io::Write as _;
        let start = Instant::now();
        let mut meter = Meter::new(Vec::new(), false, start);
        assert!(!meter.is_on());
        meter.update(100, 5, 1000, start + INTERVAL * 10);
        meter.erase();
        assert!(meter.err.is_empty());
        assert!(meter.write_all(b"note\n").is_ok());
        assert_eq!(meter.err, b"note\n");
    }
}
