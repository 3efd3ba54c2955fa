//! POSIX paths: bytes, `/` the only separator, NUL the only byte no name
//! holds.

use alloc::string::String;
use alloc::vec::Vec;

use crate::file::error::FilePathError;
use crate::file::read::{FileHost, decode_into, file_uri};
use crate::file::written;
use crate::reference::owned::UriBuf;
use crate::reference::uri_ref::Uri;
use crate::text::percent::{Component, encode_bytes};

/// The `file` URI of an absolute POSIX path (RFC 8089 §2): `file://`, an
/// empty host, then each name with every byte outside `pchar` (§3.3)
/// percent-encoded, `%` and non-UTF-8 bytes included.
///
/// The path is taken as it is: `.` and `..` stay (after a symbolic link,
/// `/a/..` need not be `/`), as do empty names (`//a`).
///
/// ```
/// use rfc3986::file;
///
/// assert_eq!(file::from_posix_path(b"/tmp/a b/%.txt")?, "file:///tmp/a%20b/%25.txt");
/// assert_eq!(file::from_posix_path(b"/caf\xe9")?, "file:///caf%E9");
/// # Ok::<_, rfc3986::file::FilePathError>(())
/// ```
///
/// # Errors
/// [`FilePathError::RelativePath`] for a path that does not begin with
/// `/`, [`FilePathError::InvalidCharacter`] for a NUL.
pub fn from_posix_path(path: &[u8]) -> Result<UriBuf, FilePathError> {
    write(path, false)
}

/// As [`from_posix_path`], for a directory: the URI ends in `/`, so that
/// a reference resolved against it stays inside the directory (§5.2.3).
///
/// ```
/// let uri = rfc3986::file::from_posix_directory_path(b"/srv/www")?;
/// assert_eq!(uri, "file:///srv/www/");
/// assert_eq!(uri.as_uri().join("index.html")?, "file:///srv/www/index.html");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`from_posix_path`].
pub fn from_posix_directory_path(path: &[u8]) -> Result<UriBuf, FilePathError> {
    write(path, true)
}

fn write(path: &[u8], directory: bool) -> Result<UriBuf, FilePathError> {
    let Some(rest) = path.strip_prefix(b"/") else {
        return Err(FilePathError::RelativePath);
    };
    if let Some(index) = path.iter().position(|&byte| byte == 0) {
        return Err(FilePathError::InvalidCharacter { index });
    }
    let mut out = String::with_capacity(7 + path.len() + path.len() / 4);
    out.push_str("file://");
    for name in rest.split(|&byte| byte == b'/') {
        out.push('/');
        out.push_str(&encode_bytes(name, Component::PathSegment));
    }
    if directory && !out.ends_with('/') {
        out.push('/');
    }
    written(out)
}

/// The POSIX path a `file` URI names (RFC 8089 §2, Appendix E.1 for
/// `file:/a`): its path percent-decoded into bytes, which need not be
/// UTF-8. The host must be empty, absent or `localhost`.
///
/// ```
/// use rfc3986::{Uri, file};
///
/// for text in ["file:///tmp/a%20b", "file:/tmp/a%20b", "file://localhost/tmp/a%20b"] {
///     assert_eq!(file::to_posix_path(&Uri::parse(text)?)?, b"/tmp/a b");
/// }
/// assert_eq!(file::to_posix_path(&Uri::parse("file:///caf%E9")?)?, b"/caf\xe9");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`FilePathError::NotFileScheme`], [`FilePathError::Query`],
/// [`FilePathError::Fragment`], [`FilePathError::UserinfoOrPort`];
/// [`FilePathError::Host`] for a host other than `localhost`;
/// [`FilePathError::NotAbsolute`] for a path that does not begin with `/`;
/// [`FilePathError::EncodedSeparator`] for a `%2F` and
/// [`FilePathError::EncodedNul`] for a `%00`, which would change the path.
pub fn to_posix_path(uri: &Uri<'_>) -> Result<Vec<u8>, FilePathError> {
    let file = file_uri(uri)?;
    if file.host != FileHost::Local {
        return Err(FilePathError::Host);
    }
    if !file.path.starts_with('/') {
        return Err(FilePathError::NotAbsolute);
    }
    let mut out = Vec::with_capacity(file.path.len());
    let mut start = file.path_start;
    for (i, segment) in file.path.split('/').enumerate() {
        if i > 0 {
            out.push(b'/');
        }
        decode_into(segment, start, &mut out, b"/")?;
        start += segment.len() + 1;
    }
    Ok(out)
}
