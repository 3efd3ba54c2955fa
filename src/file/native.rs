//! The platform's own paths (`std`): POSIX bytes on Unix, Unicode text on
//! Windows.

use std::path::{Path, PathBuf};

use crate::file::error::FilePathError;
use crate::reference::owned::UriBuf;
use crate::reference::uri_ref::Uri;

impl UriBuf {
    /// The `file` URI of an absolute path of this platform (RFC 8089):
    /// [`from_posix_path`](crate::file::from_posix_path) on Unix (and other
    /// platforms but Windows, with a path that is UTF-8),
    /// [`from_windows_path`](crate::file::from_windows_path) on Windows.
    /// The path is taken as written: no file system is asked, and neither
    /// `.`, `..` nor links are resolved.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let uri = rfc3986::UriBuf::from_file_path("/tmp/a b.txt")?;
    /// assert_eq!(uri, "file:///tmp/a%20b.txt");
    /// assert_eq!(uri.to_file_path()?, std::path::Path::new("/tmp/a b.txt"));
    /// # }
    /// # Ok::<_, rfc3986::file::FilePathError>(())
    /// ```
    ///
    /// # Errors
    /// A [`FilePathError`] for a relative path, a character no path holds,
    /// or (on Windows) a path that is not Unicode or of a form no URI names.
    pub fn from_file_path(path: impl AsRef<Path>) -> Result<UriBuf, FilePathError> {
        from_path(path.as_ref(), false)
    }

    /// As [`UriBuf::from_file_path`], for a directory: the URI ends in
    /// `/`, so that references resolved against it stay inside it.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let dir = rfc3986::UriBuf::from_directory_path("/srv/www")?;
    /// assert_eq!(dir.as_uri().join("a.html")?, "file:///srv/www/a.html");
    /// # }
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`UriBuf::from_file_path`].
    pub fn from_directory_path(path: impl AsRef<Path>) -> Result<UriBuf, FilePathError> {
        from_path(path.as_ref(), true)
    }

    /// The path of this platform the `file` URI names, as
    /// [`Uri::to_file_path`].
    ///
    /// # Errors
    /// As [`Uri::to_file_path`].
    pub fn to_file_path(&self) -> Result<PathBuf, FilePathError> {
        self.as_uri().to_file_path()
    }
}

impl Uri<'_> {
    /// The path of this platform a `file` URI names (RFC 8089):
    /// [`to_posix_path`](crate::file::to_posix_path) on Unix (and other
    /// platforms but Windows, when the path is UTF-8),
    /// [`to_windows_path`](crate::file::to_windows_path) on Windows.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let uri = rfc3986::Uri::parse("file://localhost/etc/hosts")?;
    /// assert_eq!(uri.to_file_path()?, std::path::Path::new("/etc/hosts"));
    /// # }
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A [`FilePathError`]: the scheme is not `file`, the URI has a query,
    /// a fragment, a userinfo or a port, its host is another machine's
    /// (POSIX), its path is not absolute or holds an encoded separator or
    /// NUL, or (Windows) it is not UTF-8 or has no drive.
    pub fn to_file_path(&self) -> Result<PathBuf, FilePathError> {
        to_path(self)
    }
}

#[cfg(unix)]
fn from_path(path: &Path, directory: bool) -> Result<UriBuf, FilePathError> {
    use std::os::unix::ffi::OsStrExt;
    let bytes = path.as_os_str().as_bytes();
    if directory {
        crate::file::from_posix_directory_path(bytes)
    } else {
        crate::file::from_posix_path(bytes)
    }
}

#[cfg(unix)]
fn to_path(uri: &Uri<'_>) -> Result<PathBuf, FilePathError> {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    crate::file::to_posix_path(uri).map(|bytes| PathBuf::from(OsString::from_vec(bytes)))
}

#[cfg(windows)]
fn from_path(path: &Path, directory: bool) -> Result<UriBuf, FilePathError> {
    let text = path.to_str().ok_or(FilePathError::NotUnicode)?;
    if directory {
        crate::file::from_windows_directory_path(text)
    } else {
        crate::file::from_windows_path(text)
    }
}

#[cfg(windows)]
fn to_path(uri: &Uri<'_>) -> Result<PathBuf, FilePathError> {
    crate::file::to_windows_path(uri).map(PathBuf::from)
}

#[cfg(not(any(unix, windows)))]
fn from_path(path: &Path, directory: bool) -> Result<UriBuf, FilePathError> {
    let text = path.to_str().ok_or(FilePathError::NotUnicode)?;
    if directory {
        crate::file::from_posix_directory_path(text.as_bytes())
    } else {
        crate::file::from_posix_path(text.as_bytes())
    }
}

#[cfg(not(any(unix, windows)))]
fn to_path(uri: &Uri<'_>) -> Result<PathBuf, FilePathError> {
    let bytes = crate::file::to_posix_path(uri)?;
    String::from_utf8(bytes)
        .map(PathBuf::from)
        .map_err(|_| FilePathError::NotUnicode)
}
