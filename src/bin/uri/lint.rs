//! `uri lint`: what other parsers and readers make of each input
//! (`rfc3986::lint`), and whether a policy allows it.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::lint::{self, Code, Finding, Report, Severity, Whatwg};
use rfc3986::policy::Policy;

use crate::Status;
use crate::input::Input;
use crate::json::Object;
use crate::outcome::{self, Refusal};
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};

/// What `uri lint` was asked for.
pub struct Request {
    /// One JSON object per input.
    pub json: bool,
    /// Read IRI references (RFC 3987) instead of URI references.
    pub iri: bool,
    /// The policy each valid input is checked against.
    pub policy: Option<Policy>,
}

/// Lints each of `inputs`, or, when there are none, each line of standard
/// input.
///
/// Without `json`, an input with findings is written on a line, then one
/// indented line per finding; an input without any is not written. With
/// it, every input gets one JSON object on one line. The verdict of an
/// input is "refused" (exit status 1) when a finding is a warning or
/// worse, a policy violation included.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(inputs: &[OsString], request: &Request, options: Options) -> anyhow::Result<Status> {
    stream::run(inputs, options, |sink: &mut Sink, input: Input<'_>, _| {
        let clean = match input {
            Input::Bytes(bytes) => std::str::from_utf8(bytes).ok(),
            Input::TooLong(_) => None,
        };
        let Some(text) = clean else {
            // Not text (or not read): refused as every subcommand refuses it.
            let refusal = match outcome::reference(input) {
                Err(refusal) => refusal,
                Ok(_) => return Ok(Verdict::Handled),
            };
            write_refusal(sink, input, &refusal, request.json)?;
            return Ok(Verdict::Refused);
        };
        let (mut findings, whatwg, valid, policy_input) = if request.iri {
            let report = lint::lint_iri(text);
            let parts = parts(&report);
            (
                parts.0,
                parts.1,
                report.is_valid(),
                report.result().ok().map(|r| PolicyInput::Iri(*r)),
            )
        } else {
            let report = lint::lint(text);
            let parts = parts(&report);
            (
                parts.0,
                parts.1,
                report.is_valid(),
                report.result().ok().map(|r| PolicyInput::Uri(*r)),
            )
        };
        if let (Some(policy), Some(reference)) = (&request.policy, policy_input) {
            let checked = match reference {
                PolicyInput::Uri(r) => policy.check(&r),
                PolicyInput::Iri(r) => policy.check_iri(&r),
            };
            if let Err(violation) = checked {
                findings.push(Finding {
                    code: Code::PolicyViolation,
                    severity: Severity::Error,
                    span: 0..text.len(),
                    message: format!(
                        "policy rule `{}`: {}",
                        violation.rule().as_str(),
                        violation.message()
                    ),
                });
            }
        }
        let warned = findings.iter().any(|f| f.severity >= Severity::Warning);
        if request.json {
            let refusal = if valid {
                None
            } else if request.iri {
                outcome::iri_reference(input).err()
            } else {
                outcome::reference(input).err()
            };
            write_json(
                &mut sink.out,
                text,
                refusal.as_ref(),
                &findings,
                whatwg.as_ref(),
            )?;
        } else if !findings.is_empty() {
            write_text(&mut sink.out, text, &findings)?;
        }
        Ok(Verdict::of(!warned))
    })
}

/// A valid input's reference, for the policy.
enum PolicyInput<'a> {
    Uri(rfc3986::UriRef<'a>),
    Iri(rfc3986::IriRef<'a>),
}

/// The findings and the WHATWG reading of a report.
fn parts<T>(report: &Report<'_, T>) -> (Vec<Finding>, Option<Whatwg>) {
    (report.findings().to_vec(), report.whatwg().cloned())
}

/// `INPUT`, then `  warning[code] 7..13: message` per finding.
fn write_text(out: &mut impl Write, text: &str, findings: &[Finding]) -> io::Result<()> {
    writeln!(out, "{}", text.escape_debug())?;
    for finding in findings {
        writeln!(out, "  {finding}")?;
    }
    Ok(())
}

/// The record of an input that is not text or was too long to read.
fn write_refusal(
    sink: &mut Sink,
    input: Input<'_>,
    refusal: &Refusal<'_>,
    json: bool,
) -> io::Result<()> {
    if !json {
        return sink.diagnose(refusal.message());
    }
    let out = &mut sink.out;
    let mut record = Object::begin(out)?;
    record.field("input", input.text())?;
    record.field("valid", false)?;
    let mut error = record.object("error")?;
    error.refusal(refusal)?;
    error.end()?;
    record.array("findings", [refusal], |finding, refusal| {
        finding.field("code", Code::Refused.as_str())?;
        finding.field("severity", Severity::Error.as_str())?;
        finding.display("message", &refusal.message())?;
        let mut span = finding.object("span")?;
        span.field("start", refusal.index())?;
        span.field("end", refusal.index())?;
        span.end()
    })?;
    record.field("whatwg", None::<&str>)?;
    if let Some(bytes) = refusal.bytes_not_utf8() {
        record.hex("input_hex", bytes)?;
    }
    record.end_line()
}

/// `{"input", "valid", "error"?, "findings": [{"code", "severity",
/// "message", "span": {"start", "end"}}], "whatwg": {"host", "href"} |
/// null}`.
fn write_json(
    out: &mut impl Write,
    text: &str,
    refusal: Option<&Refusal<'_>>,
    findings: &[Finding],
    whatwg: Option<&Whatwg>,
) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    record.field("input", text)?;
    record.field("valid", refusal.is_none())?;
    if let Some(refusal) = refusal {
        let mut error = record.object("error")?;
        error.refusal(refusal)?;
        error.end()?;
    }
    record.array("findings", findings, |entry, finding| {
        entry.field("code", finding.code.as_str())?;
        entry.field("severity", finding.severity.as_str())?;
        entry.field("message", finding.message.as_str())?;
        let mut span = entry.object("span")?;
        span.field("start", finding.span.start)?;
        span.field("end", finding.span.end)?;
        span.end()
    })?;
    match whatwg {
        Some(reading) => {
            let mut object = record.object("whatwg")?;
            object.field("host", reading.host.as_deref())?;
            object.field("href", reading.href.as_str())?;
            object.end()?;
        }
        None => record.field("whatwg", None::<&str>)?,
    }
    record.end_line()
}
