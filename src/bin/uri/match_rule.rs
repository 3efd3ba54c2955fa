//! `uri match`: whether inputs match one rule of the grammars in full (RFC
//! 3986's, or RFC 3987's for IRIs), and `uri grammar`: a grammar itself.

use std::ffi::OsString;
use std::io::{self, Write};

use anyhow::Context as _;
use rfc3986::grammar::{self, RULES, Rule};
use rfc3986::iri_grammar::{self, Rule as IriRule};

use crate::Status;
use crate::input::{Input, TooLong};
use crate::json::Object;
use crate::outcome::Refusal;
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};

/// A rule of either grammar: RFC 3986's first, then the IRI rules of RFC
/// 3987 (which the URI grammar does not have).
#[derive(Clone, Copy)]
enum Found {
    Uri(Rule),
    Iri(IriRule),
}

impl Found {
    /// The rule named `name`, in either grammar.
    fn named(name: &str) -> Option<Found> {
        grammar::rule_named(name)
            .map(Found::Uri)
            .or_else(|| iri_grammar::rule_named(name).map(Found::Iri))
    }

    fn abnf_name(self) -> &'static str {
        match self {
            Found::Uri(rule) => grammar::abnf_name(rule),
            Found::Iri(rule) => iri_grammar::abnf_name(rule),
        }
    }

    fn matches(self, text: &str) -> bool {
        match self {
            Found::Uri(rule) => grammar::matches(rule, text),
            Found::Iri(rule) => iri_grammar::matches(rule, text),
        }
    }
}

/// Matches each of `inputs`, or, when there are none, each line of
/// standard input, against the rule named `rule`; an unknown rule is a
/// usage error, reported with the names there are.
///
/// # Errors
/// As for [`stream::run`].
pub fn run(
    rule: &str,
    inputs: &[OsString],
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    let Some(found) = Found::named(rule) else {
        let uri_rules = RULES
            .iter()
            .filter(|rule| !grammar::pest_name(**rule).starts_with("full_"))
            .map(|&rule| grammar::abnf_name(rule));
        // The IRI rules the URI grammar does not have.
        let iri_rules = iri_grammar::RULES
            .iter()
            .filter(|rule| !iri_grammar::pest_name(**rule).starts_with("full_"))
            .map(|&rule| iri_grammar::abnf_name(rule))
            .filter(|name| grammar::rule_named(name).is_none());
        let names: Vec<&str> = uri_rules.chain(iri_rules).collect();
        let _ = writeln!(
            io::stderr(),
            "uri: {rule:?} is not a rule of the grammars; the rules are: {}",
            names.join(", ")
        );
        return Ok(Status::Unanswered);
    };
    stream::run(inputs, options, |sink: &mut Sink, input: Input<'_>, _| {
        let input = match input {
            Input::Bytes(bytes) => bytes,
            Input::TooLong(too_long) => {
                too_long_record(sink, json, found, too_long)?;
                return Ok(Verdict::Refused);
            }
        };
        let matches = std::str::from_utf8(input).is_ok_and(|text| found.matches(text));
        if json {
            write_json(&mut sink.out, found, input, matches)?;
        } else {
            sink.out.write_all(input)?;
            let verdict = if matches { "matches" } else { "does not match" };
            writeln!(sink.out, "\t{verdict} {}", found.abnf_name())?;
        }
        Ok(Verdict::of(matches))
    })
}

/// The record of a line too long to be read, which matches no rule: with
/// `json`, `{"rule", "input": null, "matches": false, "error"}`, the error
/// object as the other subcommands write it; else the reason on standard
/// error.
fn too_long_record(sink: &mut Sink, json: bool, rule: Found, too_long: TooLong) -> io::Result<()> {
    let refusal = Refusal::TooLong(too_long);
    if !json {
        return sink.diagnose(&refusal);
    }
    let mut record = Object::begin(&mut sink.out)?;
    record.field("rule", rule.abnf_name())?;
    record.field("input", None::<&str>)?;
    record.field("matches", false)?;
    let mut error = record.object("error")?;
    error.refusal(&refusal)?;
    error.end()?;
    record.end_line()
}

/// `{"rule", "input", "matches"}`, then `"input_hex"` when the input is
/// not UTF-8.
fn write_json(out: &mut impl Write, rule: Found, input: &[u8], matches: bool) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    record.field("rule", rule.abnf_name())?;
    record.field("input", String::from_utf8_lossy(input))?;
    record.field("matches", matches)?;
    record.hex_if_not_utf8("input_hex", input)?;
    record.end_line()
}

/// Writes `grammar/uri.pest` to standard output, followed by
/// `grammar/iri.pest` with `iri`: the IRI grammar as pest tools load it.
///
/// # Errors
/// Writing standard output failed (a closed pipe is not an error).
pub fn print_grammar(iri: bool) -> anyhow::Result<Status> {
    let text = if iri {
        iri_grammar::URI_AND_IRI_GRAMMAR
    } else {
        rfc3986::GRAMMAR
    };
    let mut out = io::stdout().lock();
    let written = out
        .write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to standard output");
    stream::quiet_broken_pipe(written)?;
    Ok(Status::Success)
}
