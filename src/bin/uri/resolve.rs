//! `uri resolve`: every reference resolved against one base URI
//! (RFC 3986 §5.2), one record each.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::{Strictness, Uri, UriBuf, UriRef, Which};

use crate::Status;
use crate::input::Input;
use crate::json::Object;
use crate::outcome::{self, Refusal};
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};

/// Resolves each of `references`, or, when there are none, each line of
/// standard input, against `base`.
///
/// Without `json`, a target is written on a line of its own, and a refused
/// pair gets a diagnostic on standard error; with it, every reference gets
/// one JSON object on one line. With `--summary`, the targets and
/// refusals are counted instead, and the summary written at the end.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(
    base: &OsString,
    references: &[OsString],
    strictness: Strictness,
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    let base = Base::new(base.as_encoded_bytes());
    stream::run(
        references,
        options,
        |sink: &mut Sink, input: Input<'_>, _| {
            let reference = outcome::reference(input);
            let result = base.resolve(&reference, strictness);
            if let Some(summary) = sink.summary() {
                match &result {
                    Ok(target) => summary.valid(
                        Some(target.scheme()),
                        target
                            .authority()
                            .map(|authority| authority.host().kind().as_str()),
                    ),
                    Err((_, refusal)) => summary.invalid(refusal),
                }
            } else if json {
                write_json(&mut sink.out, &base, input, &result)?;
            } else {
                write_text(sink, &result)?;
            }
            Ok(Verdict::of(result.is_ok()))
        },
    )
}

/// The base, parsed once for all the references.
struct Base<'a> {
    bytes: &'a [u8],
    parsed: Result<Uri<'a>, Refusal<'a>>,
}

impl<'a> Base<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Base {
            bytes,
            parsed: outcome::uri(bytes),
        }
    }

    /// The target of `reference`, or which input was refused and why. A
    /// base that is not a URI refuses every reference, valid or not, as
    /// [`rfc3986::resolve`] does.
    fn resolve<'r>(
        &'r self,
        reference: &'r Result<UriRef<'_>, Refusal<'_>>,
        strictness: Strictness,
    ) -> Result<UriBuf, (Which, &'r Refusal<'r>)> {
        match (&self.parsed, reference) {
            (Err(refusal), _) => Err((Which::Base, refusal)),
            (Ok(_), Err(refusal)) => Err((Which::Reference, refusal)),
            (Ok(base), Ok(reference)) => Ok(base.resolve(reference, strictness)),
        }
    }
}

/// The name of `which` in the records.
fn name(which: Which) -> &'static str {
    match which {
        Which::Base => "base",
        Which::Reference => "reference",
        // `Which` is non-exhaustive; resolve has the two inputs above.
        _ => "input",
    }
}

/// The target on a line, or the refusal on standard error, worded as
/// [`rfc3986::ResolveError`] words it.
fn write_text(sink: &mut Sink, result: &Result<UriBuf, (Which, &Refusal<'_>)>) -> io::Result<()> {
    match result {
        Ok(target) => writeln!(sink.out, "{target}"),
        Err((which, refusal)) => {
            sink.diagnose(format_args!("the {} is not valid: {refusal}", name(*which)))
        }
    }
}

/// `{"base", "ref", "target"}`, with `"target": null` and an `"error"`
/// object `{"which", "index", "expected", "message"}` when refused, then
/// `"base_hex"` and `"ref_hex"` for those that are not UTF-8.
fn write_json(
    out: &mut impl Write,
    base: &Base<'_>,
    reference: Input<'_>,
    result: &Result<UriBuf, (Which, &Refusal<'_>)>,
) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    record.field("base", String::from_utf8_lossy(base.bytes))?;
    // Null for a line too long to be read.
    record.field("ref", reference.text())?;
    match result {
        Ok(target) => record.field("target", target.as_str())?,
        Err((which, refusal)) => {
            record.field("target", None::<&str>)?;
            let mut error = record.object("error")?;
            error.field("which", name(*which))?;
            error.refusal(refusal)?;
            error.end()?;
            // Only a refused pair can hold bytes that are not UTF-8.
            record.hex_if_not_utf8("base_hex", base.bytes)?;
            record.hex_if_not_utf8("ref_hex", reference.bytes())?;
        }
    }
    record.end_line()
}

#[cfg(test)]
mod tests {
    use rfc3986::Strictness;

    use super::{Base, write_json};
    use crate::outcome;

    fn record(base: &[u8], reference: &[u8]) -> String {
        let base = Base::new(base);
        let parsed = outcome::reference(reference);
        let result = base.resolve(&parsed, Strictness::Strict);
        let mut out = Vec::new();
        assert!(write_json(&mut out, &base, reference.into(), &result).is_ok());
        String::from_utf8_lossy(&out).into_owned()
    }

    #[test]
    fn a_target_record() {
        assert_eq!(
            record(b"http://a/b/c/d;p?q", b"../g?y#s"),
            "{\"base\":\"http://a/b/c/d;p?q\",\"ref\":\"../g?y#s\",\"target\":\"http://a/b/g?y#s\"}\n"
        );
    }

    #[test]
    fn the_base_is_blamed_before_the_reference() {
        let line = record(b"a\xff", b"%zz");
        assert_eq!(
            line,
            "{\"base\":\"a\u{fffd}\",\"ref\":\"%zz\",\"target\":null,\"error\":{\"which\":\"base\",\
             \"index\":1,\"expected\":\"ALPHA, DIGIT, \\\"-\\\", \\\".\\\", \\\"+\\\" or \\\":\\\"\",\
             \"message\":\"invalid URI at index 1 (column 2): expected ALPHA, DIGIT, \\\"-\\\", \\\".\\\", \\\"+\\\" \
             or \\\":\\\", found byte 0xFF, which is not UTF-8\",\
             \"hint\":\"byte 0xFF is not UTF-8: a URI holds a byte percent-encoded, %FF (RFC 3986 §2.1), \
             and text as the percent-encoding of its UTF-8 bytes (§2.5)\"},\"base_hex\":\"61ff\"}\n"
        );
    }
}
