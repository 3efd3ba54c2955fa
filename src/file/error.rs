//! Why a path has no file URI, or a file URI no path.

use core::fmt;

/// Why a path could not be written as a `file` URI, or a URI could not be
/// read as a path (RFC 8089).
///
/// An index is a byte offset: into the path for a path refused, into the
/// URI's text for a URI refused.
///
/// ```
/// use rfc3986::file::{self, FilePathError};
///
/// assert_eq!(file::from_posix_path(b"a/b"), Err(FilePathError::RelativePath));
/// let uri = rfc3986::Uri::parse("file:///a%2Fb")?;
/// assert_eq!(file::to_posix_path(&uri), Err(FilePathError::EncodedSeparator { index: 9 }));
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FilePathError {
    /// The path is relative: a `file` URI names an absolute path (on
    /// Windows, one with a drive letter or a server and share; `\a` and
    /// `C:a` depend on the current drive or folder).
    RelativePath,
    /// A Windows path of a form that no `file` URI names, or a URI that
    /// names no Windows path of a file: a device path (`\\.\COM1`, and a
    /// URI whose server is `.`), a verbatim path other than a drive's
    /// root folder or a share's (`\\?\Volume{...}\`, `\\?\C:`), a verbatim
    /// path with a `.` or `..` name, a UNC path without a share
    /// (`\\server`), a URI whose host is an IPv6 or future IP literal.
    UnsupportedForm,
    /// A character no path of the style holds, at `index`: NUL on
    /// POSIX; on Windows, NUL, the control characters, and `<>:"|?*` in a
    /// name (`:` but after a drive letter). In a URI, the index is that of
    /// its percent-encoding or of the character.
    InvalidCharacter {
        /// Where the character is.
        index: usize,
    },
    /// The path is not Unicode, and the platform's paths are (Windows,
    /// and the platforms that are neither Unix nor Windows).
    NotUnicode,
    /// The URI's scheme is not `file`.
    NotFileScheme,
    /// The URI has a query, which no path holds.
    Query,
    /// The URI has a fragment, which no path holds.
    Fragment,
    /// The URI's authority has a userinfo or a port, which no path holds.
    UserinfoOrPort,
    /// The URI names a file on another machine, which a POSIX path cannot
    /// (only an empty host and `localhost` are this machine).
    Host,
    /// The URI's path is not absolute (`file:a`, `file://h`).
    NotAbsolute,
    /// The URI's path does not begin with a drive letter (`/C:/`), and its
    /// host is empty: there is no Windows path it names. (The legacy
    /// `/C|/` of RFC 8089 Appendix E.2.2 is no URI: `|` is not `pchar`.)
    NoDrive,
    /// A `%2F` (or, for Windows, `%5C`) in a segment, at `index`: decoded,
    /// it would be a separator and change the path.
    EncodedSeparator {
        /// Where the percent-encoding is.
        index: usize,
    },
    /// A `%00` in a segment, at `index`: no path holds NUL.
    EncodedNul {
        /// Where the percent-encoding is.
        index: usize,
    },
    /// The decoded path is not UTF-8 from `index` on, and a Windows path
    /// is Unicode.
    NotUtf8 {
        /// Where the first percent-encoding of the bytes that are not UTF-8 is.
        index: usize,
    },
}

impl fmt::Display for FilePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilePathError::RelativePath => {
                f.write_str("the path is relative: a file URI names an absolute path")
            }
            FilePathError::UnsupportedForm => {
                f.write_str("no file URI names a path of this form")
            }
            FilePathError::InvalidCharacter { index } => {
                write!(f, "a character no path holds, at index {index}")
            }
            FilePathError::NotUnicode => f.write_str("the path is not Unicode"),
            FilePathError::NotFileScheme => f.write_str("the scheme is not `file`"),
            FilePathError::Query => f.write_str("a file URI with a query names no path"),
            FilePathError::Fragment => f.write_str("a file URI with a fragment names no path"),
            FilePathError::UserinfoOrPort => {
                f.write_str("a file URI with a userinfo or a port names no path")
            }
            FilePathError::Host => f.write_str(
                "the host is another machine's: only an empty host or `localhost` names a local path",
            ),
            FilePathError::NotAbsolute => f.write_str("the URI's path is not absolute"),
            FilePathError::NoDrive => {
                f.write_str("the URI's path has no drive letter, and its host is empty")
            }
            FilePathError::EncodedSeparator { index } => write!(
                f,
                "an encoded separator in a segment, at index {index}: decoded, it would change the path"
            ),
            FilePathError::EncodedNul { index } => {
                write!(f, "an encoded NUL at index {index}: no path holds it")
            }
            FilePathError::NotUtf8 { index } => {
                write!(f, "the decoded path is not UTF-8 from index {index}")
            }
        }
    }
}

impl core::error::Error for FilePathError {}
