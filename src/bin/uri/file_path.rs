//! `uri from-path` and `uri to-path`: file paths written as `file` URIs
//! and read back (RFC 8089), one record each.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::file::{self, FilePathError};

use crate::Status;
use crate::input::Input;
use crate::json::Object;
use crate::outcome::{self, Refusal};
use crate::sink::{Sink, Verdict};
use crate::stream::{self, Options};

/// Which paths: POSIX bytes or Windows text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// POSIX paths.
    Posix,
    /// Windows paths.
    Windows,
}

/// Why a path or a URI was refused.
enum Why<'a> {
    /// A line too long to be read.
    Input(Refusal<'a>),
    /// The path has no URI, or the URI no path.
    File(FilePathError),
}

/// Writes each of `paths`, or each line of standard input when there are
/// none, as a `file` URI (a directory's when `directory`).
///
/// # Errors
/// As for [`stream::run`].
pub fn from_path(
    paths: &[OsString],
    style: Style,
    directory: bool,
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    stream::run(paths, options, |sink: &mut Sink, input: Input<'_>, _| {
        let result = match input {
            Input::TooLong(too_long) => Err(Why::Input(Refusal::TooLong(too_long))),
            Input::Bytes(bytes) => written(bytes, style, directory).map_err(Why::File),
        };
        if json {
            let mut record = Object::begin(&mut sink.out)?;
            path_fields(&mut record, input)?;
            match &result {
                Ok(uri) => record.field("uri", uri.as_str())?,
                Err(why) => error_field(&mut record, why)?,
            }
            record.end_line()?;
        } else {
            match &result {
                Ok(uri) => writeln!(sink.out, "{uri}")?,
                Err(Why::Input(refusal)) => sink.diagnose(refusal)?,
                Err(Why::File(error)) => {
                    let shown = input.text().unwrap_or_default();
                    sink.diagnose(format_args!("{shown}: {error}"))?;
                }
            }
        }
        Ok(Verdict::of(result.is_ok()))
    })
}

/// The URI of one path.
fn written(bytes: &[u8], style: Style, directory: bool) -> Result<rfc3986::UriBuf, FilePathError> {
    match style {
        Style::Posix if directory => file::from_posix_directory_path(bytes),
        Style::Posix => file::from_posix_path(bytes),
        Style::Windows => {
            let text = std::str::from_utf8(bytes).map_err(|_| FilePathError::NotUnicode)?;
            if directory {
                file::from_windows_directory_path(text)
            } else {
                file::from_windows_path(text)
            }
        }
    }
}

/// Reads each of `uris`, or each line of standard input when there are
/// none, as a file path.
///
/// # Errors
/// As for [`stream::run`].
pub fn to_path(
    uris: &[OsString],
    style: Style,
    json: bool,
    options: Options,
) -> anyhow::Result<Status> {
    stream::run(uris, options, |sink: &mut Sink, input: Input<'_>, _| {
        let result = outcome::uri(input).map_err(Why::Input).and_then(|uri| {
            match style {
                Style::Posix => file::to_posix_path(&uri),
                Style::Windows => file::to_windows_path(&uri).map(String::into_bytes),
            }
            .map_err(Why::File)
        });
        if json {
            let mut record = Object::begin(&mut sink.out)?;
            record.field("uri", input.text())?;
            if let Input::Bytes(bytes) = input {
                record.hex_if_not_utf8("uri_hex", bytes)?;
            }
            match &result {
                Ok(path) => {
                    record.field("path", String::from_utf8_lossy(path))?;
                    record.hex_if_not_utf8("path_hex", path)?;
                }
                Err(why) => error_field(&mut record, why)?,
            }
            record.end_line()?;
        } else {
            match &result {
                Ok(path) => {
                    sink.out.write_all(path)?;
                    sink.out.write_all(b"\n")?;
                }
                Err(Why::Input(refusal)) => sink.diagnose(refusal)?,
                Err(Why::File(error)) => {
                    let shown = input.text().unwrap_or_default();
                    sink.diagnose(format_args!("{shown}: {error}"))?;
                }
            }
        }
        Ok(Verdict::of(result.is_ok()))
    })
}

/// `"path"`, and `"path_hex"` when the path is not UTF-8; `null` for a
/// line too long to be read.
fn path_fields(record: &mut Object<'_, impl Write>, input: Input<'_>) -> io::Result<()> {
    record.field("path", input.text())?;
    if let Input::Bytes(bytes) = input {
        record.hex_if_not_utf8("path_hex", bytes)?;
    }
    Ok(())
}

/// The `"error"` object: a refusal's members as every subcommand writes
/// them, or `{"kind", "message", "index"}` for a path or URI refused.
fn error_field(record: &mut Object<'_, impl Write>, why: &Why<'_>) -> io::Result<()> {
    let mut error = record.object("error")?;
    match why {
        Why::Input(refusal) => error.refusal(refusal)?,
        Why::File(file) => {
            error.field("kind", kind(file))?;
            error.display("message", file)?;
            if let Some(index) = index(file) {
                error.field("index", index)?;
            }
        }
    }
    error.end()
}

/// The stable name of an error's kind, as the JSON records give it.
fn kind(error: &FilePathError) -> &'static str {
    match error {
        FilePathError::RelativePath => "relative-path",
        FilePathError::UnsupportedForm => "unsupported-form",
        FilePathError::InvalidCharacter { .. } => "invalid-character",
        FilePathError::NotUnicode => "not-unicode",
        FilePathError::NotFileScheme => "not-file-scheme",
        FilePathError::Query => "query",
        FilePathError::Fragment => "fragment",
        FilePathError::UserinfoOrPort => "userinfo-or-port",
        FilePathError::Host => "host",
        FilePathError::NotAbsolute => "not-absolute",
        FilePathError::NoDrive => "no-drive",
        FilePathError::EncodedSeparator { .. } => "encoded-separator",
        FilePathError::EncodedNul { .. } => "encoded-nul",
        FilePathError::NotUtf8 { .. } => "not-utf8",
        _ => "other",
    }
}

/// The byte index an error has, if any.
fn index(error: &FilePathError) -> Option<usize> {
    match *error {
        FilePathError::InvalidCharacter { index }
        | FilePathError::EncodedSeparator { index }
        | FilePathError::EncodedNul { index }
        | FilePathError::NotUtf8 { index } => Some(index),
        _ => None,
    }
}
