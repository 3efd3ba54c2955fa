//! `uri template expand`: a template expanded with values (RFC 6570 §3),
//! from the arguments, or from JSON lines on standard input, one record
//! each.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::UriRefBuf;
use rfc3986::template::Vars;

use crate::Status;
use crate::input::Input;
use crate::json::Object;
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};
use crate::template::{self, Problem};
use crate::template_request::{self, EXPAND_EXPECTED};

/// Expands `template` with `variables`, or, when there is no template,
/// the request on each line of standard input.
///
/// Without `json`, an expansion is written on a line of its own, and a
/// refused template gets a diagnostic on standard error; with it, and
/// always for standard input, every template gets one JSON object on one
/// line.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(
    template: Option<&OsString>,
    variables: &[(String, String)],
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    if let Some(template) = template {
        let variables: Vars = variables.iter().cloned().collect();
        let inputs = std::slice::from_ref(template);
        return stream::run(inputs, options, |sink: &mut Sink, input: Input<'_>, _| {
            let result = expand(input, &variables);
            if json {
                write_json(&mut sink.out, Some(input.bytes()), &result)?;
            } else {
                match &result {
                    Ok(expansion) => writeln!(sink.out, "{expansion}")?,
                    Err(problem) => sink.diagnose(problem)?,
                }
            }
            Ok(Verdict::of(result.is_ok()))
        });
    }
    stream::run(
        &[],
        options,
        |sink: &mut Sink, line: Input<'_>, index: usize| {
            let line = match line {
                Input::Bytes(line) => line,
                Input::TooLong(too_long) => {
                    write_json(&mut sink.out, None, &Err(Problem::too_long(too_long)))?;
                    return Ok(Verdict::Refused);
                }
            };
            match template_request::expand(line, index + 1) {
                Ok(request) => {
                    let template = request.template.as_bytes();
                    let result = expand(Input::Bytes(template), &request.variables);
                    write_json(&mut sink.out, Some(template), &result)?;
                    Ok(Verdict::of(result.is_ok()))
                }
                Err(bad) => {
                    let problem = Problem::line(bad.index, EXPAND_EXPECTED, bad.message);
                    let template = bad.template.as_deref().map(str::as_bytes);
                    write_json(&mut sink.out, template, &Err(problem))?;
                    Ok(Verdict::Refused)
                }
            }
        },
    )
}

/// The expansion of the template `input` with `variables`, or why there
/// is none.
fn expand<'a>(input: Input<'a>, variables: &Vars) -> Result<UriRefBuf, Problem<'a>> {
    let template = template::parse(input)?;
    template
        .expand(variables)
        .map_err(|error| Problem::expansion(&error, input.bytes()))
}

/// `{"template", "expansion"}`, or `{"template", "error"}` with the error
/// object `{"index", "expected", "message"}` (and `"hint"` when there is
/// one), then `"template_hex"` when the template is not UTF-8. The template
/// is null for a line that has none.
fn write_json(
    out: &mut impl Write,
    template: Option<&[u8]>,
    result: &Result<UriRefBuf, Problem<'_>>,
) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    record.field("template", template.map(String::from_utf8_lossy))?;
    match result {
        Ok(expansion) => record.field("expansion", expansion.as_str())?,
        Err(problem) => {
            let mut error = record.object("error")?;
            problem.write_members(&mut error)?;
            error.end()?;
            // Only a refused template can hold bytes that are not UTF-8.
            if let Some(template) = template {
                record.hex_if_not_utf8("template_hex", template)?;
            }
        }
    }
    record.end_line()
}
