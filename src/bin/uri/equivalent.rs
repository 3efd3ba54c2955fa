//! `uri equivalent`: whether two references are equivalent once normalized
//! (RFC 3986 §6.1), told by the exit status and shown by their normal forms.

use std::ffi::OsString;
use std::io::{self, Write as _};

use anyhow::Context as _;
use rfc3986::{Level, UriRef};

use crate::Status;
use crate::outcome;
use crate::sink::Sink;
use crate::stream;

/// Compares `a` and `b` at `level` and writes the verdict with the normal
/// forms it compared; an invalid `a` or `b` is reported on standard error,
/// and there is no verdict.
///
/// # Errors
/// Writing standard output failed (a closed pipe is not an error).
pub fn run(a: &OsString, b: &OsString, level: Level) -> anyhow::Result<Status> {
    let mut sink = Sink::default();
    let parsed_a = outcome::reference(a.as_encoded_bytes());
    let parsed_b = outcome::reference(b.as_encoded_bytes());
    let (Ok(a), Ok(b)) = (&parsed_a, &parsed_b) else {
        for (name, parsed) in [("A", &parsed_a), ("B", &parsed_b)] {
            if let Err(refusal) = parsed {
                sink.diagnose(format_args!("{name} is not valid: {refusal}"))?;
            }
        }
        let mut out = io::stdout().lock();
        sink.drain(&mut out, &mut io::stderr())
            .and_then(|()| out.flush())
            .context("cannot write to standard output")?;
        return Ok(Status::Unanswered);
    };
    let (equivalent, verdict) = compare(a, b, level);
    let mut out = io::stdout().lock();
    let written = out
        .write_all(verdict.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to standard output");
    stream::quiet_broken_pipe(written)?;
    Ok(if equivalent {
        Status::Success
    } else {
        Status::Negative
    })
}

/// Whether `a` and `b` are equivalent at `level`, and the text that says so
/// with their normal forms: one when they are the same, else both.
fn compare(a: &UriRef<'_>, b: &UriRef<'_>, level: Level) -> (bool, String) {
    let equivalent = a.equivalent(b, level);
    let (a, b) = (a.normalize(level), b.normalize(level));
    let label = name(level);
    let verdict = if equivalent && a.as_str() == b.as_str() {
        format!("equivalent ({label}): {a}\n")
    } else {
        let answer = if equivalent {
            "equivalent"
        } else {
            "not equivalent"
        };
        format!("{answer} ({label}):\n  {a}\n  {b}\n")
    };
    (equivalent, verdict)
}

/// The name of `level` in the verdict, as RFC 3986 §6.2 names it.
fn name(level: Level) -> &'static str {
    match level {
        Level::Simple => "simple",
        Level::SyntaxBased => "syntax-based",
        Level::SchemeBased => "scheme-based",
        // `Level` is non-exhaustive; the CLI offers the levels above.
        _ => "other",
    }
}
