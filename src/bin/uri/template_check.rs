//! `uri template check`: whether each input is a URI Template (RFC 6570
//! §2), with its level and its variables, or the error with a caret under
//! where it went wrong.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::template::UriTemplate;

use crate::Status;
use crate::input::Input;
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};
use crate::template;

/// Checks each of `templates`, or, when there are none, each line of
/// standard input, and writes a record for each to standard output.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(templates: &[OsString], options: Options) -> anyhow::Result<Status> {
    stream::run(
        templates,
        options,
        |sink: &mut Sink, input: Input<'_>, index: usize| {
            // A blank line between records, not after the last.
            if index > 0 {
                writeln!(sink.out)?;
            }
            match template::parse(input) {
                Ok(parsed) => {
                    write_valid(&mut sink.out, &parsed)?;
                    Ok(Verdict::Handled)
                }
                Err(problem) => {
                    writeln!(sink.out, "{problem}")?;
                    Ok(Verdict::Refused)
                }
            }
        },
    )
}

/// The template, then its level and its variables, indented.
fn write_valid(out: &mut impl Write, template: &UriTemplate) -> io::Result<()> {
    writeln!(out, "{}", template.as_str())?;
    match template.level() {
        Some(level) => writeln!(out, "  valid, level {level}")?,
        None => writeln!(
            out,
            "  valid, no level: an operator reserved for future extensions (RFC 6570 §2.2)"
        )?,
    }
    let variables: Vec<&str> = template.variables().collect();
    if variables.is_empty() {
        writeln!(out, "  variables: none")
    } else {
        writeln!(out, "  variables: {}", variables.join(", "))
    }
}
