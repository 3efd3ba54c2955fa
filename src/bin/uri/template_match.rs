//! `uri template match`: for each URI, the variables whose expansion by a
//! template is that URI; one template and its URIs from the arguments, or
//! a template and a URI on each JSON line of standard input.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::template::{UriTemplate, Vars};

use crate::Status;
use crate::input::Input;
use crate::json::Object;
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};
use crate::template::{self, Problem, VarText, VarsJson};
use crate::template_request::{self, MATCH_EXPECTED};

/// Matches each of `uris` against `template`, or, when there is no
/// template, the URI against the template on each line of standard input.
/// (The command line gives URIs whenever it gives a template.)
///
/// Without `json`, each URI is written with its variables under it, and a
/// template that is not valid gets a diagnostic on standard error for each
/// URI; with it, and always for standard input, every URI gets one JSON
/// object on one line.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(
    template: Option<&OsString>,
    uris: &[OsString],
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    if let Some(template) = template {
        let text = template.as_encoded_bytes();
        // Parsed once for all the URIs.
        let parsed = template::parse(Input::Bytes(text));
        return stream::run(
            uris,
            options,
            |sink: &mut Sink, uri: Input<'_>, index: usize| {
                // Arguments, all read.
                let uri = uri.bytes();
                let result = variables(&parsed, uri);
                if json {
                    write_json(&mut sink.out, Some(text), Some(uri), &result)?;
                } else {
                    write_text(sink, uri, index, &result)?;
                }
                Ok(verdict(&result))
            },
        );
    }
    stream::run(
        &[],
        options,
        |sink: &mut Sink, line: Input<'_>, index: usize| {
            let line = match line {
                Input::Bytes(line) => line,
                Input::TooLong(too_long) => {
                    let problem = Problem::too_long(too_long);
                    write_json(&mut sink.out, None, None, &Err(&problem))?;
                    return Ok(Verdict::Refused);
                }
            };
            match template_request::matching(line, index + 1) {
                Ok(request) => {
                    let (template, uri) = (request.template.as_bytes(), request.uri.as_bytes());
                    let parsed = template::parse(Input::Bytes(template));
                    let result = variables(&parsed, uri);
                    write_json(&mut sink.out, Some(template), Some(uri), &result)?;
                    Ok(verdict(&result))
                }
                Err(bad) => {
                    let problem = Problem::line(bad.index, MATCH_EXPECTED, bad.message);
                    let template = bad.template.as_deref().map(str::as_bytes);
                    write_json(&mut sink.out, template, None, &Err(&problem))?;
                    Ok(Verdict::Refused)
                }
            }
        },
    )
}

/// What matching `uri` against a template gives: its variables, or `None`
/// when it does not match; or why the template refuses every URI.
type Matched<'p, 'a> = Result<Option<Vars>, &'p Problem<'a>>;

/// The variables `uri` gives by `parsed`.
fn variables<'p, 'a>(parsed: &'p Result<UriTemplate, Problem<'a>>, uri: &[u8]) -> Matched<'p, 'a> {
    let template = parsed.as_ref()?;
    // A URI that is not UTF-8 matches nothing: an expansion is ASCII.
    Ok(std::str::from_utf8(uri)
        .ok()
        .and_then(|uri| template.match_uri(uri)))
}

/// A URI that matched was handled; one that did not, or whose template is
/// not valid, was refused.
fn verdict(result: &Matched<'_, '_>) -> Verdict {
    Verdict::of(matches!(result, Ok(Some(_))))
}

/// The URI on a line, and under it a line per variable, `name=value`, or
/// what else became of it; a blank line before every record but the
/// first. A template that is not valid is told on standard error, worded
/// as `uri resolve` words a base that is not.
fn write_text(
    sink: &mut Sink,
    uri: &[u8],
    index: usize,
    result: &Matched<'_, '_>,
) -> io::Result<()> {
    let variables = match result {
        Ok(variables) => variables,
        Err(problem) => return sink.diagnose(format_args!("the template is not valid: {problem}")),
    };
    if index > 0 {
        writeln!(sink.out)?;
    }
    sink.out.write_all(uri)?;
    writeln!(sink.out)?;
    match variables {
        None => writeln!(sink.out, "  does not match"),
        Some(variables) if variables.is_empty() => {
            writeln!(sink.out, "  matches, every variable undefined")
        }
        Some(variables) => {
            for (name, var) in variables.iter() {
                writeln!(sink.out, "  {name}={}", VarText(var))?;
            }
            Ok(())
        }
    }
}

/// `{"template", "uri", "variables"}`, the variables null when the URI
/// does not match; when the template is not valid or the line not a
/// request, an `"error"` object `{"index", "expected", "message"}` (and
/// `"hint"` when there is one) follows. Then `"template_hex"` and
/// `"uri_hex"` for those that are not UTF-8. A line without a template or
/// a URI has it null.
fn write_json(
    out: &mut impl Write,
    template: Option<&[u8]>,
    uri: Option<&[u8]>,
    result: &Matched<'_, '_>,
) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    record.field("template", template.map(String::from_utf8_lossy))?;
    record.field("uri", uri.map(String::from_utf8_lossy))?;
    match result {
        Ok(variables) => record.field("variables", variables.as_ref().map(VarsJson))?,
        Err(problem) => {
            record.field("variables", None::<&str>)?;
            let mut error = record.object("error")?;
            problem.write_members(&mut error)?;
            error.end()?;
        }
    }
    if let Some(template) = template {
        record.hex_if_not_utf8("template_hex", template)?;
    }
    if let Some(uri) = uri {
        record.hex_if_not_utf8("uri_hex", uri)?;
    }
    record.end_line()
}
