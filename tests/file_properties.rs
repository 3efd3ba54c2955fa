//! `rfc3986::file` on generated paths and URIs: nothing panics, a POSIX
//! path reads back as the very bytes, a Windows path as one that writes
//! the same URI, and every index lies inside its input.

use proptest::prelude::*;
use rfc3986::Uri;
use rfc3986::file::{self, FilePathError};

fn index(error: FilePathError) -> Option<usize> {
    match error {
        FilePathError::InvalidCharacter { index }
        | FilePathError::EncodedSeparator { index }
        | FilePathError::EncodedNul { index }
        | FilePathError::NotUtf8 { index } => Some(index),
        _ => None,
    }
}

/// Windows-ish text: separators, drive letters, the verbatim and device
/// prefixes' characters, forbidden characters, dots, spaces, non-ASCII.
fn windows_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("\\".to_owned()),
            Just("/".to_owned()),
            Just("C:".to_owned()),
            Just("\\\\?\\".to_owned()),
            Just("\\\\.\\".to_owned()),
            Just("UNC\\".to_owned()),
            Just("localhost".to_owned()),
            "[a-c.:?*|<> %é漢\u{1}\u{0}@$]{1,3}",
        ],
        0..8,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn posix_paths_read_back_as_the_very_bytes(
        rest in proptest::collection::vec(any::<u8>(), 0..40)
    ) {
        let mut path = b"/".to_vec();
        path.extend(rest);
        match file::from_posix_path(&path) {
            Ok(uri) => prop_assert_eq!(file::to_posix_path(&uri.as_uri()), Ok(path)),
            Err(error) => {
                prop_assert_eq!(error, FilePathError::InvalidCharacter {
                    index: path.iter().position(|&b| b == 0).expect("a NUL"),
                });
            }
        }
    }

    #[test]
    fn windows_paths_read_back_as_paths_that_write_the_same_uri(text in windows_text()) {
        match file::from_windows_path(&text) {
            Ok(uri) => {
                let path = file::to_windows_path(&uri.as_uri());
                prop_assert!(path.is_ok(), "{text:?} -> {uri} -> {path:?}");
                let path = path.unwrap_or_default();
                let again = file::from_windows_path(&path);
                prop_assert_eq!(again.as_ref(), Ok(&uri), "{:?}", text);
            }
            Err(error) => {
                if let Some(index) = index(error) {
                    prop_assert!(index < text.len(), "{text:?}: {error:?}");
                }
            }
        }
    }

    #[test]
    fn a_windows_path_read_from_a_uri_is_one_that_writes_a_uri(
        text in "file:(//(localhost|h|\\.|%2E|\\.\\.|)|)/{0,3}([a-cC.:%0-9A-F|]{0,4}/){0,4}"
    ) {
        // Whatever URI a path is read from, the path is one this crate
        // writes again, and reads back the same: no device path, no form
        // the writing side refuses.
        if let Ok(uri) = Uri::parse(&text)
            && let Ok(path) = file::to_windows_path(&uri)
        {
            let again = file::from_windows_path(&path);
            prop_assert!(again.is_ok(), "{text:?} -> {path:?} -> {again:?}");
            if let Ok(again) = again {
                prop_assert_eq!(file::to_windows_path(&again.as_uri()), Ok(path.clone()), "{:?}", text);
            }
        }
    }

    #[test]
    fn any_uri_is_read_or_refused_with_an_index_inside_it(
        text in "file:(//(localhost|h|[a-c%2F]{0,4}|\\[::1\\]|1\\.2\\.3\\.4))?[/a-c:%0-9A-F|?#]{0,12}"
    ) {
        if let Ok(uri) = Uri::parse(&text) {
            for result in [
                file::to_posix_path(&uri).map(|_| ()),
                file::to_windows_path(&uri).map(|_| ()),
            ] {
                if let Err(error) = result
                    && let Some(index) = index(error)
                {
                    prop_assert!(index < text.len(), "{text:?}: {error:?}");
                    // An encoding's `%`, or a character no Windows name holds.
                    let at = text.as_bytes()[index];
                    let encoded = at == b'%';
                    let invalid = matches!(error, FilePathError::InvalidCharacter { .. });
                    prop_assert!(encoded || (invalid && b":|".contains(&at)), "{text:?}: {error:?}");
                }
            }
        }
    }
}
