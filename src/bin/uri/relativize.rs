//! `uri relativize`: the shortest reference from a base URI to each target
//! URI (the inverse of RFC 3986 §5.2), one record each. The pairs are one
//! base and its targets from the arguments, or `BASE<TAB>TARGET` lines of
//! standard input.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::{Uri, UriRefBuf};

use crate::Status;
use crate::caret;
use crate::input::Input;
use crate::json::Object;
use crate::outcome::{self, Refusal};
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};

/// What a line of standard input without a tab lacks, as the `"expected"`
/// of its record.
const NO_TAB_EXPECTED: &str = "a tab, then the target";

/// Relativizes each of `targets` against `base`, or, when there is no base,
/// the pair on each line of standard input, `BASE<TAB>TARGET`. (The command
/// line gives targets whenever it gives a base.)
///
/// Without `json`, a reference is written on a line of its own, and a
/// refused pair gets a diagnostic on standard error; with it, every pair
/// gets one JSON object on one line.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(
    base: Option<&OsString>,
    targets: &[OsString],
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    if let Some(base) = base {
        let bytes = base.as_encoded_bytes();
        // Parsed once for all the targets.
        let parsed = outcome::uri(bytes);
        return stream::run(targets, options, |sink: &mut Sink, target: Input<'_>, _| {
            // Arguments, all read.
            let target = target.bytes();
            let parsed_target = outcome::uri(target);
            let result = relativize(&parsed, &parsed_target);
            write(sink, json, bytes, Some(target), &result)
        });
    }
    stream::run(
        &[],
        options,
        |sink: &mut Sink, line: Input<'_>, index: usize| {
            let line = match line {
                Input::Bytes(line) => line,
                Input::TooLong(too_long) => {
                    let refusal = Refusal::TooLong(too_long);
                    let result = Err(Refused::TooLong(&refusal));
                    return write(sink, json, b"", None, &result);
                }
            };
            let Some(tab) = line.iter().position(|&b| b == b'\t') else {
                let result = Err(Refused::NoTab { line: index + 1 });
                return write(sink, json, line, None, &result);
            };
            // The target is the rest of the line, further tabs and all: a tab
            // in it is where it is refused.
            let (base, target) = (&line[..tab], &line[tab + 1..]);
            let (parsed_base, parsed_target) = (outcome::uri(base), outcome::uri(target));
            let result = relativize(&parsed_base, &parsed_target);
            write(sink, json, base, Some(target), &result)
        },
    )
}

/// Why a pair has no reference.
enum Refused<'r> {
    /// The base is not a URI; it is checked first.
    Base(&'r Refusal<'r>),
    /// The base is a URI, the target is not.
    Target(&'r Refusal<'r>),
    /// A line of standard input without a tab; its number, from 1.
    NoTab { line: usize },
    /// A line of standard input too long to be read: its `"base"` and
    /// `"target"` are null.
    TooLong(&'r Refusal<'r>),
}

impl Refused<'_> {
    /// The `"which"` of the record: what was refused.
    fn which(&self) -> &'static str {
        match self {
            Refused::Base(_) => "base",
            Refused::Target(_) => "target",
            Refused::NoTab { .. } | Refused::TooLong(_) => "line",
        }
    }
}

/// The shortest reference from `base` to `target`, or which of them was
/// refused and why, the base first.
fn relativize<'r>(
    base: &'r Result<Uri<'_>, Refusal<'_>>,
    target: &'r Result<Uri<'_>, Refusal<'_>>,
) -> Result<UriRefBuf, Refused<'r>> {
    match (base, target) {
        (Err(refusal), _) => Err(Refused::Base(refusal)),
        (Ok(_), Err(refusal)) => Err(Refused::Target(refusal)),
        (Ok(base), Ok(target)) => Ok(base.relativize(target)),
    }
}

/// The message of a line without a tab, naming it.
fn no_tab(line: usize) -> String {
    format!("line {line} has no tab between the base and the target")
}

/// Writes the record of a pair, `target` being `None` for a line without a
/// tab (whose text is then `base`), and tells what became of it.
fn write(
    sink: &mut Sink,
    json: bool,
    base: &[u8],
    target: Option<&[u8]>,
    result: &Result<UriRefBuf, Refused<'_>>,
) -> io::Result<Verdict> {
    if json {
        write_json(&mut sink.out, base, target, result)?;
    } else {
        write_text(sink, base, result)?;
    }
    Ok(Verdict::of(result.is_ok()))
}

/// The reference on a line, or the refusal on standard error, worded as
/// `uri resolve` words it.
fn write_text(
    sink: &mut Sink,
    base: &[u8],
    result: &Result<UriRefBuf, Refused<'_>>,
) -> io::Result<()> {
    match result {
        Ok(reference) => writeln!(sink.out, "{reference}"),
        Err(refused @ (Refused::Base(refusal) | Refused::Target(refusal))) => sink.diagnose(
            format_args!("the {} is not valid: {refusal}", refused.which()),
        ),
        Err(Refused::TooLong(refusal)) => sink.diagnose(refusal),
        Err(Refused::NoTab { line }) => sink.diagnose(format_args!(
            "{}\n{}",
            no_tab(*line),
            caret::bytes_diagram(base, base.len())
        )),
    }
}

/// `{"base", "target", "reference"}`, or, when refused, `{"base",
/// "target", "error"}` with the error object `{"which", "index",
/// "expected", "message"}` (and `"hint"` when there is one), then
/// `"base_hex"` and `"target_hex"` for those that are not UTF-8. A line
/// without a tab has the line as its `"base"` and a null `"target"`.
fn write_json(
    out: &mut impl Write,
    base: &[u8],
    target: Option<&[u8]>,
    result: &Result<UriRefBuf, Refused<'_>>,
) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    let read = !matches!(result, Err(Refused::TooLong(_)));
    record.field("base", read.then(|| String::from_utf8_lossy(base)))?;
    record.field("target", target.map(String::from_utf8_lossy))?;
    match result {
        Ok(reference) => record.field("reference", reference.as_str())?,
        Err(refused) => {
            let mut error = record.object("error")?;
            error.field("which", refused.which())?;
            match refused {
                Refused::Base(refusal) | Refused::Target(refusal) | Refused::TooLong(refusal) => {
                    error.refusal(refusal)?;
                }
                Refused::NoTab { line } => {
                    // Where the tab was looked for last: the end of the line.
                    error.field("index", base.len())?;
                    error.field("expected", NO_TAB_EXPECTED)?;
                    error.field("message", no_tab(*line))?;
                }
            }
            error.end()?;
            // Only a refused pair can hold bytes that are not UTF-8.
            record.hex_if_not_utf8("base_hex", base)?;
            if let Some(target) = target {
                record.hex_if_not_utf8("target_hex", target)?;
            }
        }
    }
    record.end_line()
}

#[cfg(test)]
mod tests {
    use super::{Refused, relativize, write_json};
    use crate::outcome;

    fn record(base: &[u8], target: &[u8]) -> String {
        let (parsed_base, parsed_target) = (outcome::uri(base), outcome::uri(target));
        let result = relativize(&parsed_base, &parsed_target);
        let mut out = Vec::new();
        assert!(write_json(&mut out, base, Some(target), &result).is_ok());
        String::from_utf8_lossy(&out).into_owned()
    }

    #[test]
    fn a_reference_record() {
        assert_eq!(
            record(b"http://a/b/c/d;p?q", b"http://a/b/g?y#s"),
            "{\"base\":\"http://a/b/c/d;p?q\",\"target\":\"http://a/b/g?y#s\",\"reference\":\"../g?y#s\"}\n"
        );
    }

    #[test]
    fn the_base_is_blamed_before_the_target_and_both_get_their_hex() {
        let line = record(b"/b\xff", b"g\xfe");
        assert!(
            line.starts_with(
                "{\"base\":\"/b\u{fffd}\",\"target\":\"g\u{fffd}\",\"error\":{\"which\":\"base\",\
                 \"index\":0,\"expected\":\"ALPHA\","
            ),
            "{line}"
        );
        assert!(
            line.ends_with("},\"base_hex\":\"2f62ff\",\"target_hex\":\"67fe\"}\n"),
            "{line}"
        );
        assert!(!line.contains("\"reference\""), "{line}");
    }

    #[test]
    fn a_line_without_a_tab_is_named() {
        let mut out = Vec::new();
        let result = Err(Refused::NoTab { line: 7 });
        assert!(write_json(&mut out, b"http://a/ b", None, &result).is_ok());
        assert_eq!(
            String::from_utf8_lossy(&out),
            "{\"base\":\"http://a/ b\",\"target\":null,\"error\":{\"which\":\"line\",\"index\":11,\
             \"expected\":\"a tab, then the target\",\
             \"message\":\"line 7 has no tab between the base and the target\"}}\n"
        );
    }
}
