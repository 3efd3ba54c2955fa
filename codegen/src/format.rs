//! Formatting the generated module with rustfmt, as `cargo fmt` would, so
//! that the checked-in file passes `cargo fmt --check` as it is.

use std::fmt;
use std::io::{self, Write as _};
use std::path::Path;
use std::process::{Command, Stdio};

/// rustfmt could not format the generated code.
#[derive(Debug)]
pub enum FormatError {
    /// There is no `rustfmt` to run.
    Missing,
    /// Running rustfmt, or talking to it, failed.
    Io(io::Error),
    /// rustfmt ran and refused the code: its messages.
    Refused(String),
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::Missing => write!(
                f,
                "rustfmt is not installed, and the generated code must be formatted: \
                 install it with `rustup component add rustfmt`"
            ),
            FormatError::Io(e) => write!(f, "cannot run rustfmt: {e}"),
            FormatError::Refused(messages) => {
                write!(f, "rustfmt refused the generated code:\n{messages}")
            }
        }
    }
}

impl std::error::Error for FormatError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FormatError::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// `code` formatted by `rustfmt --edition 2024`, run in `dir` so that it
/// reads the same configuration as `cargo fmt` there.
pub(crate) fn rustfmt(code: &str, dir: &Path) -> Result<String, FormatError> {
    run_formatter("rustfmt", code, dir)
}

/// `code` formatted by the program `program`, which takes rustfmt's
/// arguments.
fn run_formatter(program: &str, code: &str, dir: &Path) -> Result<String, FormatError> {
    let mut child = Command::new(program)
        .args(["--edition", "2024", "--emit", "stdout"])
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| match e.kind() {
            io::ErrorKind::NotFound => FormatError::Missing,
            _ => FormatError::Io(e),
        })?;
    let mut stdin = child.stdin.take().ok_or_else(|| {
        FormatError::Io(io::Error::other("rustfmt's standard input is not a pipe"))
    })?;
    // Written from another thread, so that neither side waits on the other
    // whatever the size of the code.
    let output = std::thread::scope(|scope| {
        let writer = scope.spawn(move || stdin.write_all(code.as_bytes()));
        let output = child.wait_with_output();
        let written = writer
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the writer thread panicked")));
        written.and(output)
    })
    .map_err(FormatError::Io)?;
    if !output.status.success() {
        let messages = String::from_utf8_lossy(&output.stderr).into_owned();
        return Err(FormatError::Refused(messages));
    }
    String::from_utf8(output.stdout).map_err(|e| FormatError::Io(io::Error::other(e)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn here() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn rustfmt_formats_as_cargo_fmt_does() {
        let code = "fn  f( )->Option<usize>{let p1=g()?;\nSome(p1)}\n";
        let formatted = rustfmt(code, here()).expect("rustfmt runs");
        assert_eq!(
            formatted,
            "fn f() -> Option<usize> {\n    let p1 = g()?;\n    Some(p1)\n}\n"
        );
        // And leaves what it formatted as it is.
        assert_eq!(
            rustfmt(&formatted, here()).expect("rustfmt runs"),
            formatted
        );
    }

    #[test]
    fn rustfmt_reports_code_that_does_not_parse() {
        let err = rustfmt("fn f( {", here()).expect_err("not Rust");
        assert!(matches!(err, FormatError::Refused(_)), "{err:?}");
        assert!(
            err.to_string()
                .starts_with("rustfmt refused the generated code")
        );
    }

    #[test]
    fn a_missing_rustfmt_says_how_to_install_it() {
        let err = run_formatter("rustfmt-that-is-not-installed", "fn f() {}", here())
            .expect_err("no such program");
        assert!(matches!(err, FormatError::Missing), "{err:?}");
        let message = err.to_string();
        assert!(
            message.contains("rustup component add rustfmt"),
            "{message}"
        );
    }
}
