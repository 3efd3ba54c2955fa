//! `cargo run -p rfc3986-codegen` writes each generated module of the
//! workspace from its grammar; `cargo run -p rfc3986-codegen -- --check`
//! writes nothing and fails when a checked-in module is stale.
//!
//! Exit status: 0 when done (or, with `--check`, when every module is up to
//! date), 1 when `--check` finds one stale or missing, 2 on any other error
//! (an unknown argument, a file that cannot be read or written, a grammar
//! the generator refuses, rustfmt missing or failing).

use std::path::Path;
use std::process::ExitCode;

use rfc3986_codegen::{TARGETS, Target, compare, generate, workspace_root};

/// The help text.
fn usage() -> String {
    let mut targets = String::new();
    for target in TARGETS {
        targets.push_str(&format!(
            "  {} -> {}, {}\n",
            target.sources().collect::<Vec<_>>().join(" + "),
            target.output,
            target.automaton
        ));
    }
    format!(
        "Usage: cargo run -p rfc3986-codegen [-- --check]\n\n\
         Writes each generated module of the workspace from its grammar:\n\
         {targets}\n\
         Options:\n  \
           --check     write nothing; exit 1 when a generated module is stale\n  \
           -h, --help  print this help"
    )
}

/// What the command does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Write the modules that changed.
    Write,
    /// Compare the modules with what would be written.
    Check,
}

/// What became of one target.
enum Outcome {
    /// The module was already what the generator writes.
    UpToDate,
    /// The module was written.
    Written,
    /// `--check`: the module differs, or is missing; the message says how.
    Stale(String),
}

fn main() -> ExitCode {
    let mut mode = Mode::Write;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--check" => mode = Mode::Check,
            "-h" | "--help" => {
                println!("{}", usage());
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("error: unknown argument {other:?}\n\n{}", usage());
                return ExitCode::from(2);
            }
        }
    }
    let root = workspace_root();
    let mut stale = false;
    for target in TARGETS {
        let outcomes = match run(target, &root, mode) {
            Ok(outcomes) => outcomes,
            Err(message) => {
                eprintln!("error: {message}");
                return ExitCode::from(2);
            }
        };
        for (path, outcome) in outcomes {
            match outcome {
                Outcome::UpToDate => println!("{path} is up to date"),
                Outcome::Written => println!("wrote {path}"),
                Outcome::Stale(message) => {
                    eprintln!("error: {message}");
                    stale = true;
                }
            }
        }
    }
    if stale {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Generates the modules of `target` under the workspace `root`, and
/// writes or compares each.
fn run(target: &Target, root: &Path, mode: Mode) -> Result<Vec<(&'static str, Outcome)>, String> {
    let sources = target.read_sources(root)?;
    let generated = generate(&sources, target).map_err(|e| e.to_string())?;
    generated
        .into_iter()
        .map(|module| Ok((module.path, settle(module.path, &module.text, root, mode)?)))
        .collect()
}

/// Writes `code` to `path` under `root`, or compares it with the file.
fn settle(path: &str, code: &str, root: &Path, mode: Mode) -> Result<Outcome, String> {
    let output = root.join(path);
    let existing = match std::fs::read_to_string(&output) {
        Ok(text) => Some(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("cannot read {}: {e}", output.display())),
    };
    let rerun = "run `cargo run -p rfc3986-codegen`";
    match (mode, existing) {
        (_, Some(existing)) if existing == code => Ok(Outcome::UpToDate),
        (Mode::Check, None) => Ok(Outcome::Stale(format!("{path} is missing: {rerun}"))),
        (Mode::Check, Some(existing)) => {
            let difference = compare(&existing, code).err().map(|d| d.to_string());
            Ok(Outcome::Stale(format!(
                "{path} is stale: {rerun}\n{}",
                difference.unwrap_or_default()
            )))
        }
        (Mode::Write, _) => {
            if let Some(dir) = output.parent() {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
            }
            std::fs::write(&output, code)
                .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
            Ok(Outcome::Written)
        }
    }
}
