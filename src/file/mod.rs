//! `file` URIs and paths (RFC 8089), both ways: POSIX paths as bytes and
//! Windows paths as text on every platform, and the platform's own
//! [`Path`](std::path::Path) with the feature `std`
//! ([`UriBuf::from_file_path`](crate::UriBuf::from_file_path),
//! [`UriBuf::from_directory_path`](crate::UriBuf::from_directory_path),
//! [`Uri::to_file_path`](crate::Uri::to_file_path)).
//!
//! ```
//! use rfc3986::{Uri, file};
//!
//! let uri = file::from_posix_path(b"/home/me/notes #1.txt")?;
//! assert_eq!(uri, "file:///home/me/notes%20%231.txt");
//! assert_eq!(file::to_posix_path(&uri.as_uri())?, b"/home/me/notes #1.txt");
//!
//! let uri = file::from_windows_path(r"\\server\share\a b")?;
//! assert_eq!(uri, "file://server/share/a%20b");
//! assert_eq!(file::to_windows_path(&uri.as_uri())?, r"\\server\share\a b");
//!
//! // Decoded, `%2F` would be a separator: the path would change.
//! let err = file::to_posix_path(&Uri::parse("file:///a%2Fb")?).unwrap_err();
//! assert_eq!(err, file::FilePathError::EncodedSeparator { index: 9 });
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! What a URI may say and a path may not is refused, never dropped: a
//! query, a fragment, a userinfo, a port, a `%2F` or `%00` inside a segment,
//! a host other than `localhost` for a POSIX path. A path is taken as
//! written: no file system is asked, `.` and `..` are kept.
//!
//! The layer of `file/`: it imports `text/` (percent-coding) and
//! `reference/` (the types it reads and writes), and nothing above them.

mod error;
#[cfg(feature = "std")]
mod native;
mod posix;
mod read;
mod windows;

use alloc::string::String;

pub use error::FilePathError;
pub use posix::{from_posix_directory_path, from_posix_path, to_posix_path};
pub use windows::{from_windows_directory_path, from_windows_path, to_windows_path};

use crate::reference::owned::UriBuf;

/// The URI of `text`, which the caller wrote from a path and is a URI:
/// every name percent-encoded for a segment, the host for a `reg-name`.
fn written(text: String) -> Result<UriBuf, FilePathError> {
    // The parse cannot fail; were it to, the path is refused rather than a
    // reference made that is not one.
    UriBuf::parse(text).map_err(|_| FilePathError::UnsupportedForm)
}
