//! Windows paths: Unicode text, `\` and `/` both separators, a drive letter
//! or a server and share at the root.

use alloc::string::String;
use alloc::vec::Vec;

use crate::file::error::FilePathError;
use crate::file::read::{FileHost, decode_into, file_uri};
use crate::file::written;
use crate::reference::owned::UriBuf;
use crate::reference::uri_ref::Uri;
use crate::text::percent::{Component, encode};

/// What an absolute Windows path begins with.
enum Root<'a> {
    /// A drive letter: `C:\`.
    Drive(u8),
    /// A server and (in the names that follow) a share: `\\server\share\`.
    Unc(&'a str),
}

/// An absolute Windows path, taken apart.
struct Parts<'a> {
    root: Root<'a>,
    /// The names after the root, each with its index in the path; empty
    /// names (`a\\b`) are left out, as Windows reads them.
    names: Vec<(usize, &'a str)>,
    /// Whether the path ends in a separator.
    trailing: bool,
}

/// The `file` URI of an absolute Windows path (RFC 8089 Appendix E.2 and
/// E.3): `C:\a\b` is `file:///C:/a/b`; `\\server\share\a` is
/// `file://server/share/a` (and `\\server\share` is `file://server/share/`,
/// as `C:\` is `file:///C:/`); the verbatim forms `\\?\C:\a` and
/// `\\?\UNC\server\share\a` give the same URIs as `C:\a` and
/// `\\server\share\a` (a URI cannot say "verbatim"). Both `\` and `/` separate
/// names (in a verbatim path only `\`: a `/` there is refused, as are `.`
/// and `..`, which it does not resolve), a run of separators counts as one, and each name has every
/// character outside `pchar` (§3.3) percent-encoded as UTF-8.
///
/// `\\localhost\share\a` is written `file:////localhost/share/a` (the UNC
/// path in the URI's path, Appendix E.3.2), because `file://localhost/`
/// names this machine's own root (RFC 8089 §2).
///
/// ```
/// use rfc3986::file;
///
/// assert_eq!(file::from_windows_path(r"C:\Program Files\a.txt")?, "file:///C:/Program%20Files/a.txt");
/// assert_eq!(file::from_windows_path(r"\\server\share\x")?, "file://server/share/x");
/// assert_eq!(file::from_windows_path(r"\\?\C:\long\path")?, "file:///C:/long/path");
/// assert_eq!(file::from_windows_path(r"D:/été/")?, "file:///D:/%C3%A9t%C3%A9/");
/// # Ok::<_, rfc3986::file::FilePathError>(())
/// ```
///
/// # Errors
/// [`FilePathError::RelativePath`] for a path that depends on the current
/// drive or folder (`a`, `\a`, `C:a`); [`FilePathError::UnsupportedForm`]
/// for a device path (`\\.\COM1`), another verbatim path, or a UNC path
/// without a share; [`FilePathError::InvalidCharacter`] for a control
/// character or one of `<>:"|?*` in a name.
pub fn from_windows_path(path: &str) -> Result<UriBuf, FilePathError> {
    write(path, false)
}

/// As [`from_windows_path`], for a directory: the URI ends in `/`.
///
/// ```
/// assert_eq!(rfc3986::file::from_windows_directory_path(r"C:\www")?, "file:///C:/www/");
/// # Ok::<_, rfc3986::file::FilePathError>(())
/// ```
///
/// # Errors
/// As [`from_windows_path`].
pub fn from_windows_directory_path(path: &str) -> Result<UriBuf, FilePathError> {
    write(path, true)
}

fn write(path: &str, directory: bool) -> Result<UriBuf, FilePathError> {
    let parts = parts(path)?;
    let mut out = String::with_capacity(8 + path.len() + path.len() / 4);
    match parts.root {
        Root::Drive(letter) => {
            out.push_str("file:///");
            out.push(char::from(letter));
            out.push(':');
        }
        Root::Unc(server) if server.eq_ignore_ascii_case("localhost") => {
            out.push_str("file:////");
            out.push_str(server);
        }
        Root::Unc(server) => {
            out.push_str("file://");
            out.push_str(&encode(server, Component::RegName));
        }
    }
    for &(_, name) in &parts.names {
        out.push('/');
        out.push_str(&encode(name, Component::PathSegment));
    }
    // A drive's or a share's root is a folder: `file:///C:/`, `file://s/share/`.
    let root_only = match parts.root {
        Root::Drive(_) => parts.names.is_empty(),
        Root::Unc(_) => parts.names.len() == 1,
    };
    if (parts.trailing || directory || root_only) && !out.ends_with('/') {
        out.push('/');
    }
    written(out)
}

/// Whether `byte` separates names: `\` always, `/` but in a verbatim path.
fn is_separator(byte: u8, verbatim: bool) -> bool {
    byte == b'\\' || (byte == b'/' && !verbatim)
}

/// Takes `path` apart, or says why it is no absolute path of a form a
/// `file` URI names.
fn parts(path: &str) -> Result<Parts<'_>, FilePathError> {
    let bytes = path.as_bytes();
    let sep = |i: usize| bytes.get(i).is_some_and(|&b| is_separator(b, false));
    let (root, rest, verbatim) = if let Some(after) = path.strip_prefix(r"\\?\") {
        // A verbatim path: only a drive's (`\\?\C:\`) or a share's
        // (`\\?\UNC\server\share\`) has a file URI.
        let after_bytes = after.as_bytes();
        if after_bytes.len() >= 4 && after_bytes[..4].eq_ignore_ascii_case(br"UNC\") {
            let (server, rest) = unc(path, 8, true)?;
            (Root::Unc(server), rest, true)
        } else {
            match drive(after_bytes) {
                // `\\?\C:` alone is the volume, not its root folder.
                Some(letter) if after_bytes.get(2) == Some(&b'\\') => {
                    (Root::Drive(letter), 6, true)
                }
                _ => return Err(FilePathError::UnsupportedForm),
            }
        }
    } else if path.starts_with(r"\??\")
        || (sep(0)
            && sep(1)
            && matches!(bytes.get(2), Some(b'.' | b'?'))
            && (bytes.len() == 3 || sep(3)))
    {
        // A device path (`\\.\COM1`, `\\?\` written with `/`) or the NT
        // object namespace.
        return Err(FilePathError::UnsupportedForm);
    } else if sep(0) && sep(1) {
        let (server, rest) = unc(path, 2, false)?;
        (Root::Unc(server), rest, false)
    } else if let Some(letter) = drive(bytes) {
        if !sep(2) {
            // `C:` and `C:a` are relative to the drive's current folder.
            return Err(FilePathError::RelativePath);
        }
        (Root::Drive(letter), 2, false)
    } else {
        return Err(FilePathError::RelativePath);
    };
    let mut names = Vec::new();
    let mut start = rest;
    for (i, &byte) in bytes.iter().enumerate().skip(rest) {
        if is_separator(byte, verbatim) {
            if i > start {
                names.push((start, &path[start..i]));
            }
            start = i + 1;
        }
    }
    if bytes.len() > start {
        names.push((start, &path[start..]));
    }
    let trailing = bytes.len() > rest && bytes.last().is_some_and(|&b| is_separator(b, verbatim));
    if matches!(root, Root::Unc(_)) && names.is_empty() {
        // `\\server\`: a server without a share.
        return Err(FilePathError::UnsupportedForm);
    }
    for &(at, name) in &names {
        check_name(name, at, verbatim)?;
        // In a verbatim path `.` and `..` are names, which Windows does not
        // resolve; the URI's `.` and `..` are resolved by every reader
        // (RFC 3986 §5.2.4), and the path without `\\?\` too.
        if verbatim && matches!(name, "." | "..") {
            return Err(FilePathError::UnsupportedForm);
        }
    }
    Ok(Parts {
        root,
        names,
        trailing,
    })
}

/// The drive letter of `bytes` when they begin with one and its `:`.
fn drive(bytes: &[u8]) -> Option<u8> {
    match bytes {
        [letter, b':', ..] if letter.is_ascii_alphabetic() => Some(*letter),
        _ => None,
    }
}

/// The server of a UNC path whose server begins at `start`, checked, and
/// where the names after it begin.
fn unc(path: &str, start: usize, verbatim: bool) -> Result<(&str, usize), FilePathError> {
    let bytes = path.as_bytes();
    let end = bytes
        .iter()
        .skip(start)
        .position(|&b| is_separator(b, verbatim))
        .map_or(bytes.len(), |offset| start + offset);
    let server = &path[start..end];
    // `\\.\` is a device; `..` names no machine.
    if matches!(server, "" | "." | "..") {
        return Err(FilePathError::UnsupportedForm);
    }
    check_name(server, start, verbatim)?;
    Ok((server, end))
}

/// Refuses a name (at `at` in the path) holding a character no Windows
/// name holds: a control character or one of `<>:"|?*`, and `/` in a
/// verbatim path.
fn check_name(name: &str, at: usize, verbatim: bool) -> Result<(), FilePathError> {
    match name
        .bytes()
        .position(|b| is_forbidden(b) || (verbatim && b == b'/'))
    {
        Some(offset) => Err(FilePathError::InvalidCharacter { index: at + offset }),
        None => Ok(()),
    }
}

/// The characters no Windows file name holds (the control characters and
/// `<>:"/\|?*`, but the separators, which never reach here).
fn is_forbidden(byte: u8) -> bool {
    byte < 0x20 || matches!(byte, b'<' | b'>' | b':' | b'"' | b'|' | b'?' | b'*')
}

/// The Windows path a `file` URI names (RFC 8089 Appendix E.2, E.3):
/// `file:///C:/a` (and `file:/C:/a`, `file:C:/a`, `file://localhost/C:/a`)
/// is `C:\a`; `file://server/share/a` and
/// `file:////server/share/a` are `\\server\share\a`.
///
/// ```
/// use rfc3986::{Uri, file};
///
/// assert_eq!(file::to_windows_path(&Uri::parse("file:///C:/Program%20Files/a.txt")?)?, r"C:\Program Files\a.txt");
/// assert_eq!(file::to_windows_path(&Uri::parse("file://server/share/x")?)?, r"\\server\share\x");
/// assert_eq!(file::to_windows_path(&Uri::parse("file:c:/a")?)?, r"c:\a");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`FilePathError::NotFileScheme`], [`FilePathError::Query`],
/// [`FilePathError::Fragment`], [`FilePathError::UserinfoOrPort`];
/// [`FilePathError::NoDrive`] for a local path without a drive letter;
/// [`FilePathError::UnsupportedForm`] for a server without a share or a
/// host that is an IPv6 or future literal; [`FilePathError::EncodedSeparator`]
/// for a `%2F` or `%5C` and [`FilePathError::EncodedNul`] for a `%00` in a
/// segment; [`FilePathError::NotUtf8`] for decoded bytes that are not UTF-8;
/// [`FilePathError::InvalidCharacter`] for a character no Windows name
/// holds.
pub fn to_windows_path(uri: &Uri<'_>) -> Result<String, FilePathError> {
    let file = file_uri(uri)?;
    let mut out = String::with_capacity(file.path.len() + 2);
    match file.host {
        FileHost::Literal => return Err(FilePathError::UnsupportedForm),
        FileHost::Remote(server) => {
            let at = uri
                .layout()
                .authority()
                .map_or(0, |(_, authority)| authority.host.start);
            push_server(&mut out, server, at)?;
            unc_names(&mut out, file.path, file.path_start)?;
        }
        FileHost::Local => {
            if let Some(rest) = file.path.strip_prefix("//") {
                // Appendix E.3.2: the UNC path in the URI's path.
                let server_end = rest.find('/').unwrap_or(rest.len());
                let server = &rest[..server_end];
                if server.is_empty() {
                    return Err(FilePathError::UnsupportedForm);
                }
                push_server(&mut out, server, file.path_start + 2)?;
                unc_names(
                    &mut out,
                    &rest[server_end..],
                    file.path_start + 2 + server_end,
                )?;
            } else {
                // `/C:/a`, or `C:/a` without an authority (Appendix E.2).
                let skip = usize::from(file.path.starts_with('/'));
                let local = &file.path[skip..];
                let bytes = local.as_bytes();
                let letter = match bytes {
                    [letter, b':', ..]
                        if letter.is_ascii_alphabetic()
                            && bytes.get(2).is_none_or(|&b| b == b'/') =>
                    {
                        *letter
                    }
                    _ => return Err(FilePathError::NoDrive),
                };
                out.push(char::from(letter));
                out.push(':');
                let names = &local[2..];
                if names.is_empty() {
                    out.push('\\');
                }
                segments(&mut out, names, file.path_start + skip + 2)?;
            }
        }
    }
    Ok(out)
}

/// Appends `\\` and the server `segment` (at `at` in the URI) decoded:
/// a server named `.` or `..` is refused, since `\\.\` names a device
/// (`\\.\PhysicalDrive0`), not a share, and `..` no machine.
fn push_server(out: &mut String, segment: &str, at: usize) -> Result<(), FilePathError> {
    out.push_str(r"\\");
    let start = out.len();
    push_name(out, segment, at)?;
    if matches!(out.get(start..), Some("." | "..")) {
        return Err(FilePathError::UnsupportedForm);
    }
    Ok(())
}

/// Appends the share and the names after it, `path` beginning at
/// `path_start` in the URI: a server needs a share.
fn unc_names(out: &mut String, path: &str, path_start: usize) -> Result<(), FilePathError> {
    let share_empty = path
        .strip_prefix('/')
        .is_none_or(|rest| rest.split('/').next().is_none_or(str::is_empty));
    if share_empty {
        return Err(FilePathError::UnsupportedForm);
    }
    segments(out, path, path_start)
}

/// Appends each segment of `path` (empty or beginning with `/`, at
/// `path_start` in the URI) after a `\`, decoded and checked; a run of
/// `/` gives one `\`.
fn segments(out: &mut String, path: &str, path_start: usize) -> Result<(), FilePathError> {
    let mut start = path_start;
    let mut segments = path.split('/').enumerate().peekable();
    while let Some((i, segment)) = segments.next() {
        let last = segments.peek().is_none();
        if i == 0 {
            // What comes before the path's first `/`: nothing.
        } else if !segment.is_empty() {
            out.push('\\');
            push_name(out, segment, start)?;
        } else if last && !out.ends_with('\\') {
            // A trailing `/` keeps the path's final `\`; an empty segment
            // before (`a//b`) is a run of separators, which Windows reads
            // as one.
            out.push('\\');
        }
        start += segment.len() + 1;
    }
    Ok(())
}

/// Appends `segment` (at `at` in the URI) decoded, refusing what would
/// change the path or is no Windows name.
fn push_name(out: &mut String, segment: &str, at: usize) -> Result<(), FilePathError> {
    let mut decoded = Vec::with_capacity(segment.len());
    decode_into(segment, at, &mut decoded, b"/\\")?;
    let name = match String::from_utf8(decoded) {
        Ok(name) => name,
        Err(error) => {
            let index = source_index(segment, error.utf8_error().valid_up_to());
            return Err(FilePathError::NotUtf8 { index: at + index });
        }
    };
    if let Some(offset) = name.bytes().position(is_forbidden) {
        return Err(FilePathError::InvalidCharacter {
            index: at + source_index(segment, offset),
        });
    }
    out.push_str(&name);
    Ok(())
}

/// Where in `segment` the decoded byte `decoded` comes from: its
/// percent-encoding or itself.
fn source_index(segment: &str, decoded: usize) -> usize {
    let bytes = segment.as_bytes();
    let (mut i, mut count) = (0, 0);
    while count < decoded && i < bytes.len() {
        i += if bytes[i] == b'%' { 3 } else { 1 };
        count += 1;
    }
    i.min(bytes.len())
}
