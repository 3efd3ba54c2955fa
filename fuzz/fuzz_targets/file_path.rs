//! File paths (RFC 8089): any bytes as a POSIX path, any text as a Windows
//! path, any URI read as either. Nothing may panic; a path written as a
//! URI reads back (POSIX: the very bytes; Windows: a path that writes the
//! same URI); a Windows path read from a URI is one that writes a URI;
//! a refusal's index lies inside its input.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use rfc3986::Uri;
use rfc3986::file::{self, FilePathError};

fuzz_target!(|data: &[u8]| {
    match file::from_posix_path(data) {
        Ok(uri) => assert_eq!(file::to_posix_path(&uri.as_uri()).as_deref(), Ok(data)),
        Err(error) => check_index(error, data.len()),
    }
    let Some(text) = common::text(data) else {
        return;
    };
    match file::from_windows_path(text) {
        Ok(uri) => {
            let path = file::to_windows_path(&uri.as_uri()).expect("a written URI reads back");
            assert_eq!(
                file::from_windows_path(&path).as_ref(),
                Ok(&uri),
                "{text:?}"
            );
        }
        Err(error) => check_index(error, text.len()),
    }
    if let Ok(uri) = Uri::parse(text) {
        for result in [
            file::to_posix_path(&uri).map(|_| ()),
            file::to_windows_path(&uri).map(|_| ()),
        ] {
            if let Err(error) = result {
                check_index(error, text.len());
            }
        }
        // A Windows path read from any URI is one that writes a URI again
        // and reads back the same: never a device path.
        if let Ok(path) = file::to_windows_path(&uri) {
            let again = file::from_windows_path(&path).expect("a path read is one written");
            assert_eq!(file::to_windows_path(&again.as_uri()).as_deref(), Ok(path.as_str()));
        }
    }
});

fn check_index(error: FilePathError, len: usize) {
    if let FilePathError::InvalidCharacter { index }
    | FilePathError::EncodedSeparator { index }
    | FilePathError::EncodedNul { index }
    | FilePathError::NotUtf8 { index } = error
    {
        assert!(index < len, "{error:?} in {len} bytes");
    }
}
