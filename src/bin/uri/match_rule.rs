//! `uri match`: whether inputs match one rule of the grammar in full, and
//! `uri grammar`: the grammar itself.

use std::ffi::OsString;
use std::io::{self, Write};

use anyhow::Context as _;
use rfc3986::grammar::{self, RULES, Rule};

use crate::Status;
use crate::json::Object;
use crate::stream::{self, Sink, Verdict};

/// Matches each of `inputs`, or, when there are none, each line of
/// standard input, against the rule named `rule`; an unknown rule is a
/// usage error, reported with the names there are.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(rule: &str, inputs: &[OsString], json: bool, jobs: usize) -> anyhow::Result<Status> {
    let Some(found) = grammar::rule_named(rule) else {
        let names: Vec<&str> = RULES
            .iter()
            .filter(|rule| !grammar::pest_name(**rule).starts_with("full_"))
            .map(|&rule| grammar::abnf_name(rule))
            .collect();
        let _ = writeln!(
            io::stderr(),
            "uri: {rule:?} is not a rule of the grammar; the rules are: {}",
            names.join(", ")
        );
        return Ok(Status::Unanswered);
    };
    stream::run(inputs, jobs, |sink: &mut Sink, input: &[u8], _| {
        let matches = std::str::from_utf8(input).is_ok_and(|text| grammar::matches(found, text));
        if json {
            write_json(&mut sink.out, found, input, matches)?;
        } else {
            sink.out.write_all(input)?;
            let verdict = if matches { "matches" } else { "does not match" };
            writeln!(sink.out, "\t{verdict} {}", grammar::abnf_name(found))?;
        }
        Ok(Verdict::of(matches))
    })
}

/// `{"rule", "input", "matches"}`, then `"input_hex"` when the input is
/// not UTF-8.
fn write_json(out: &mut impl Write, rule: Rule, input: &[u8], matches: bool) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    record.field("rule", grammar::abnf_name(rule))?;
    record.field("input", String::from_utf8_lossy(input))?;
    record.field("matches", matches)?;
    record.hex_if_not_utf8("input_hex", input)?;
    record.end_line()
}

/// Writes `grammar/uri.pest` to standard output.
///
/// # Errors
/// Writing standard output failed (a closed pipe is not an error).
pub fn print_grammar() -> anyhow::Result<Status> {
    let mut out = io::stdout().lock();
    let written = out
        .write_all(rfc3986::GRAMMAR.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to standard output");
    stream::quiet_broken_pipe(written)?;
    Ok(Status::Success)
}
