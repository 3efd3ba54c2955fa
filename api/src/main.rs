//! `cargo run -p rfc3986-api` writes the public API of the rfc3986 library to
//! `api/rfc3986.txt`, one item a line, sorted; `cargo run -p rfc3986-api --
//! --check` writes nothing and fails when that file is not what the library
//! exports now.
//!
//! The items come from rustdoc's JSON output, which is unstable: the tool
//! runs `cargo rustdoc` with `RUSTC_BOOTSTRAP=1` so that a stable toolchain
//! writes it, and reads it with the `public-api` crate. The library is
//! documented with the features that add to its API (`std`, `serde`, `whatwg`, `url` and `http`; the
//! `cli` feature adds only the binary).
//!
//! Exit status: 0 when done (or, with `--check`, when the file is up to
//! date), 1 when `--check` finds it stale, 2 on any other error (an unknown
//! argument, rustdoc failing, JSON of a format this tool does not read, a file
//! that cannot be read or written).

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The record, relative to the workspace root.
const RECORD: &str = "api/rfc3986.txt";

/// The command that writes the record, as the messages name it.
const REGENERATE: &str = "cargo run -p rfc3986-api";

/// The first lines of the record.
const HEADER: &str = "\
# The public API of the rfc3986 library (features std, serde, whatwg, url and http), one item a
# line, as `cargo run -p rfc3986-api` writes it. Do not edit: regenerate it,
# and review its diff as part of the change that made it.
";

/// The help text.
fn usage() -> String {
    format!(
        "Usage: {REGENERATE} [-- --check]\n\n\
         Writes the public API of the rfc3986 library to {RECORD}.\n\n\
         Options:\n  \
           --check     write nothing; exit 1 when {RECORD} is stale\n  \
           -h, --help  print this help"
    )
}

fn main() -> ExitCode {
    let mut check = false;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--check" => check = true,
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
    match run(check) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Writes or checks the record; `Ok(false)` when `--check` finds it stale.
fn run(check: bool) -> Result<bool, String> {
    let root = workspace_root();
    let json = rustdoc_json(&root)?;
    let api = public_api::Builder::from_rustdoc_json(&json)
        .omit_blanket_impls(true)
        .build()
        .map_err(|error| {
            format!(
                "reading {}: {error}\n(the public-api version in api/Cargo.toml must read the \
                 rustdoc JSON format of this toolchain)",
                json.display()
            )
        })?;
    let mut text = String::from(HEADER);
    for item in api.items() {
        text.push_str(&item.to_string());
        text.push('\n');
    }
    let path = root.join(RECORD);
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    if old == text {
        println!("{RECORD} is up to date");
        return Ok(true);
    }
    if check {
        eprintln!("{RECORD} is stale: the public API changed.");
        for line in diff(&old, &text) {
            eprintln!("  {line}");
        }
        eprintln!("Run `{REGENERATE}` and review the diff of {RECORD} with the change.");
        return Ok(false);
    }
    std::fs::write(&path, text).map_err(|error| format!("writing {}: {error}", path.display()))?;
    println!("wrote {RECORD}");
    Ok(true)
}

/// The lines only in `old` (marked `-`) and only in `new` (`+`), in order; the
/// header aside, both are sorted lists of items.
fn diff(old: &str, new: &str) -> Vec<String> {
    let old_lines: std::collections::BTreeSet<&str> = old.lines().collect();
    let new_lines: std::collections::BTreeSet<&str> = new.lines().collect();
    let removed = old_lines
        .difference(&new_lines)
        .map(|line| format!("- {line}"));
    let added = new_lines
        .difference(&old_lines)
        .map(|line| format!("+ {line}"));
    removed.chain(added).collect()
}

/// Runs rustdoc on the library and returns the path of its JSON output.
fn rustdoc_json(root: &Path) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    // A directory of its own: the JSON is written as `doc/rfc3986.json`,
    // beside nothing `cargo doc` writes, and this build's flags never make
    // the workspace's own artifacts stale.
    let target_dir = root.join("target").join("api");
    let status = Command::new(cargo)
        .current_dir(root)
        .env("RUSTC_BOOTSTRAP", "1")
        .args(["rustdoc", "-p", "rfc3986", "--lib", "--no-default-features"])
        .args(["--features", "std,serde,whatwg,url,http", "--target-dir"])
        .arg(&target_dir)
        .args(["--", "-Z", "unstable-options", "--output-format", "json"])
        .status()
        .map_err(|error| format!("running cargo rustdoc: {error}"))?;
    if !status.success() {
        return Err(format!("cargo rustdoc failed ({status})"));
    }
    Ok(target_dir.join("doc").join("rfc3986.json"))
}

/// The workspace root: the parent of this crate's directory.
fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

#[cfg(test)]
mod tests {
    use super::diff;

    #[test]
    fn diff_names_removed_then_added_lines() {
        let old = "# h\npub fn a()\npub fn b()\n";
        let new = "# h\npub fn b()\npub fn c()\n";
        assert_eq!(diff(old, new), ["- pub fn a()", "+ pub fn c()"]);
        assert!(diff(old, old).is_empty());
    }
}
