//! `uri`: look inside URI references, strictly by RFC 3986.
//!
//! This file holds the command line (clap definitions), the dispatch to the
//! subcommands and the mapping of their outcome to an exit status.
#![forbid(unsafe_code)]
#![warn(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

mod breakdown;
mod diagram;
mod input;
mod json;
mod outcome;
mod parse;
mod spans;

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

/// Every input was a valid URI reference.
const EXIT_VALID: u8 = 0;
/// At least one input was not a valid URI reference.
const EXIT_INVALID: u8 = 1;
/// The command line was wrong, or input or output failed.
const EXIT_FAILURE: u8 = 2;

/// The whole command line.
#[derive(Debug, Parser)]
#[command(
    name = "uri",
    version,
    about = "Parse URI references strictly by RFC 3986 and show their components",
    after_help = "\
Examples:
  uri parse 'foo://example.com:8042/over/there?name=ferret#nose'
  uri parse --json 'http://[::1]:8080/' '../g?y#s'
  uri parse --json < uris.txt

Run `uri parse --help` for the JSON schema and the exit statuses.",
    arg_required_else_help = true,
    propagate_version = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands; each has its own module.
#[derive(Debug, Subcommand)]
enum Command {
    /// Parse URI references and show their components
    ///
    /// Each input is parsed as an RFC 3986 URI-reference: a URI, or a
    /// relative reference. A valid one is broken down into its components;
    /// an invalid one is reported with where it went wrong and what was
    /// expected there.
    Parse(ParseArgs),
}

/// `uri parse [--json] [URI...]`
#[derive(Debug, Args)]
#[command(after_help = "\
Output:
  Without --json, each input is shown with its components marked beneath
  it (as in RFC 3986 section 3), then listed, absent (no delimiter) told
  apart from empty (\"\"). An invalid input shows the error with a caret
  under the first character that no URI reference could have there.
  Records are separated by a blank line.

  With --json, each input gives exactly one JSON object on one line:
    {\"input\", \"valid\": true, \"kind\": \"uri\"|\"relative\", \"scheme\",
     \"userinfo\", \"host\", \"host_kind\": \"reg-name\"|\"ipv4\"|\"ipv6\"|\"ipvfuture\",
     \"port\", \"path\", \"query\", \"fragment\"}
    {\"input\", \"valid\": false,
     \"error\": {\"index\": <byte index>, \"expected\", \"message\"}}
  Components are the text as written (IP literals with their brackets, the
  port as its digits); an absent component is null, an empty one \"\"; the
  path is always a string.

Exit status:
  0  every input is a valid URI reference
  1  at least one input is invalid
  2  usage error, or an error reading input or writing output
     (a closed output pipe, as with `| head`, ends quietly with 0 or 1
     for the inputs read so far)

Examples:
  uri parse 'foo://example.com:8042/over/there?name=ferret#nose'
  uri parse --json 'http://[::1]:8080/' 'mailto:fred@example.com'
  uri parse -- -not-an-option
  uri parse --json < uris.txt | grep '\"valid\":false'")]
struct ParseArgs {
    /// Print one JSON object per input, on one line
    #[arg(long)]
    json: bool,

    /// URI references to parse; without any, read standard input, one per
    /// line (a trailing "\n" or "\r\n" is not part of the reference). Put
    /// `--` before references that begin with `-`.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // Help and version are "errors" that go to stdout with status 0;
            // clap knows which is which. Printing can fail (closed pipe) and
            // there is nothing better to do then than to exit.
            let _ = error.print();
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(EXIT_FAILURE));
        }
    };
    let result = match cli.command {
        Command::Parse(args) => {
            let format = if args.json {
                parse::Format::Json
            } else {
                parse::Format::Breakdown
            };
            parse::run(&args.uris, format)
        }
    };
    match result {
        Ok(parse::Status::AllValid) => ExitCode::from(EXIT_VALID),
        Ok(parse::Status::SomeInvalid) => ExitCode::from(EXIT_INVALID),
        Err(error) => {
            let _ = writeln!(io::stderr(), "uri: {error:#}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}
