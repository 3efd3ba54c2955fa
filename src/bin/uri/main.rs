//! `uri`: look inside URI references, resolve, relativize, normalize and
//! compare them, strictly by RFC 3986.
//!
//! This file holds the dispatch to the subcommands and the mapping of their
//! outcome to an exit status; the command line is defined in `cli.rs`.
#![forbid(unsafe_code)]
#![warn(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

mod breakdown;
mod caret;
mod cli;
mod diagram;
mod equivalent;
mod escape;
mod fault;
mod file_path;
mod input;
mod json;
mod lint;
mod map;
mod match_rule;
mod normalize;
mod outcome;
mod output;
mod parallel;
mod parse;
mod progress;
mod relativize;
mod resolve;
mod sink;
mod spans;
mod stream;
mod summary;
mod template;
mod template_check;
mod template_expand;
mod template_match;
mod template_request;

use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::process::ExitCode;

use clap::Parser as _;

use crate::cli::{Cli, Command, Streaming, TemplateCommand};

/// What a subcommand found, which its exit status tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Exit 0: every input was handled (`parse`: valid; `resolve`:
    /// resolved; `relativize`: relativized; `normalize`: normalized;
    /// `match`: matched; `template`: expanded, matched, valid), or
    /// `equivalent` says yes.
    Success,
    /// Exit 1: at least one input was refused, or `equivalent` says no.
    Negative,
    /// Exit 2: there is no answer, because an input the command cannot do
    /// without is invalid (`equivalent`'s A or B, `match`'s RULE); it has
    /// been reported.
    Unanswered,
}

/// Exit status of [`Status::Success`].
const EXIT_SUCCESS: u8 = 0;
/// Exit status of [`Status::Negative`].
const EXIT_NEGATIVE: u8 = 1;
/// The command line was wrong, an input the command needs was invalid, or
/// input or output failed.
const EXIT_FAILURE: u8 = 2;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return clap_exit(&error),
    };
    // A panic is a bug; it is still an answer of status 2 with a message
    // (the panic's own, from the default hook, then this one), as a
    // failure is, rather than the runtime's status 101.
    let result = panic::catch_unwind(AssertUnwindSafe(|| run(cli.command))).unwrap_or_else(|_| {
        Err(anyhow::anyhow!(
            "internal error: a panic (please report it)"
        ))
    });
    match result {
        Ok(Status::Success) => ExitCode::from(EXIT_SUCCESS),
        Ok(Status::Negative) => ExitCode::from(EXIT_NEGATIVE),
        Ok(Status::Unanswered) => ExitCode::from(EXIT_FAILURE),
        Err(error) => {
            let _ = writeln!(io::stderr(), "uri: {error:#}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// Runs `command`.
///
/// # Errors
/// As the subcommand's `run`.
fn run(command: Command) -> anyhow::Result<Status> {
    match command {
        Command::Parse(args) => {
            let format = if args.json {
                parse::Format::Json
            } else {
                parse::Format::Breakdown
            };
            let grammar = if args.iri {
                outcome::Grammar::Iri
            } else {
                outcome::Grammar::Uri
            };
            let options = options(&args.stream, args.summary, args.json);
            parse::run(&args.uris, grammar, format, args.mask_password, options)
        }
        Command::Resolve(args) => resolve::run(
            &args.base,
            &args.references,
            args.strictness(),
            args.json,
            options(&args.stream, args.summary, args.json),
        ),
        Command::Relativize(args) => relativize::run(
            args.base.as_ref(),
            &args.targets,
            args.json,
            options(&args.stream, false, args.json),
        ),
        Command::Normalize(args) => normalize::run(
            &args.uris,
            args.level(),
            args.json,
            options(&args.stream, args.summary, args.json),
        ),
        Command::Equivalent(args) => equivalent::run(&args.a, &args.b, args.level.into()),
        Command::Match(args) => match_rule::run(
            &args.rule,
            &args.inputs,
            args.json,
            options(&args.stream, false, args.json),
        ),
        Command::Grammar(args) => match_rule::print_grammar(args.iri),
        Command::Lint(args) => {
            let policy = match &args.policy {
                Some(path) => {
                    let text = std::fs::read_to_string(path).map_err(|error| {
                        anyhow::anyhow!("cannot read the policy {}: {error}", path.display())
                    })?;
                    let policy = text.parse::<rfc3986::policy::Policy>().map_err(|error| {
                        anyhow::anyhow!("invalid policy {}: {error}", path.display())
                    })?;
                    Some(policy)
                }
                None => None,
            };
            let request = lint::Request {
                json: args.json,
                iri: args.iri,
                policy,
            };
            lint::run(
                &args.inputs,
                &request,
                options(&args.stream, false, args.json),
            )
        }
        Command::FromPath(args) => file_path::from_path(
            &args.paths,
            style(args.style.is_windows()),
            args.directory,
            args.json,
            options(&args.stream, false, args.json),
        ),
        Command::ToPath(args) => file_path::to_path(
            &args.uris,
            style(args.style.is_windows()),
            args.json,
            options(&args.stream, false, args.json),
        ),
        Command::ToUri(args) => map::run(
            &args.references,
            map::Direction::ToUri,
            args.json,
            options(&args.stream, false, args.json),
        ),
        Command::ToIri(args) => map::run(
            &args.references,
            map::Direction::ToIri,
            args.json,
            options(&args.stream, false, args.json),
        ),
        Command::Template(template) => match template.command {
            TemplateCommand::Expand(args) => template_expand::run(
                args.template.as_ref(),
                &args.variables,
                args.json,
                options(&args.stream, false, args.json),
            ),
            TemplateCommand::Match(args) => template_match::run(
                args.template.as_ref(),
                &args.uris,
                args.json,
                options(&args.stream, false, args.json),
            ),
            TemplateCommand::Check(args) => {
                template_check::run(&args.templates, options(&args.stream, false, false))
            }
        },
    }
}

/// The path style of `from-path` and `to-path`.
fn style(windows: bool) -> file_path::Style {
    if windows {
        file_path::Style::Windows
    } else {
        file_path::Style::Posix
    }
}

/// How a streaming subcommand runs: `--jobs`, `--max-line-bytes`, and
/// `--summary` (written as JSON with `json`).
fn options(stream: &Streaming, summary: bool, json: bool) -> stream::Options {
    let format = if json {
        summary::Format::Json
    } else {
        summary::Format::Text
    };
    stream::Options {
        jobs: stream.threads(),
        max_line_bytes: stream.max_line_bytes(),
        summary: summary.then_some(format),
    }
}

/// Prints what clap has to say instead of running a command, and the exit
/// status that goes with it.
///
/// Help and version are "errors" that go to standard output with status 0;
/// clap knows which is which. When they cannot be written, that is an
/// error of writing output, status 2, except for a closed pipe (`| head`),
/// whose reader has all it wanted. A usage error goes to standard error,
/// with status 2 whether or not it could be written.
fn clap_exit(error: &clap::Error) -> ExitCode {
    let printed = error.print().and_then(|()| io::stdout().flush());
    match printed {
        Err(failure) if !error.use_stderr() && failure.kind() != io::ErrorKind::BrokenPipe => {
            let _ = writeln!(
                io::stderr(),
                "uri: cannot write to standard output: {failure}"
            );
            ExitCode::from(EXIT_FAILURE)
        }
        _ => ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(EXIT_FAILURE)),
    }
}
