//! `rfc3986::file`, case by case: the forms RFC 8089 reads, and every
//! refusal with its reason and index.

use rfc3986::Uri;
use rfc3986::file::{self, FilePathError as E};

fn posix(uri: &str) -> Result<Vec<u8>, E> {
    file::to_posix_path(&Uri::parse(uri).expect("a URI"))
}

fn windows(uri: &str) -> Result<String, E> {
    file::to_windows_path(&Uri::parse(uri).expect("a URI"))
}

#[test]
fn posix_forms_of_rfc_8089_read_back() {
    for uri in [
        "file:///a/b",
        "file:/a/b",
        "file://localhost/a/b",
        "FILE://LocalHost/a/b",
        "file://%6Cocalhost/a/b",
    ] {
        assert_eq!(posix(uri), Ok(b"/a/b".to_vec()), "{uri}");
    }
    assert_eq!(posix("file:///"), Ok(b"/".to_vec()));
    assert_eq!(posix("file:///C:/a"), Ok(b"/C:/a".to_vec()));
    assert_eq!(
        posix("file:///a%2Fb%2fc").unwrap_err(),
        E::EncodedSeparator { index: 9 }
    );
    // Only a separator or NUL changes the path: `%5C` is a name's `\`.
    assert_eq!(posix("file:///a%5Cb"), Ok(b"/a\\b".to_vec()));
    assert_eq!(posix("file:///a/b%00"), Err(E::EncodedNul { index: 11 }));
    assert_eq!(posix("file:///%FF"), Ok(vec![b'/', 0xff]));
}

#[test]
fn posix_refusals() {
    assert_eq!(posix("http:///a"), Err(E::NotFileScheme));
    assert_eq!(posix("file:///a?q"), Err(E::Query));
    assert_eq!(posix("file:///a?"), Err(E::Query));
    assert_eq!(posix("file:///a#f"), Err(E::Fragment));
    assert_eq!(posix("file://u@localhost/a"), Err(E::UserinfoOrPort));
    assert_eq!(posix("file://localhost:1/a"), Err(E::UserinfoOrPort));
    assert_eq!(posix("file://server/a"), Err(E::Host));
    assert_eq!(posix("file://127.0.0.1/a"), Err(E::Host));
    assert_eq!(posix("file://[::1]/a"), Err(E::Host));
    assert_eq!(posix("file:a/b"), Err(E::NotAbsolute));
    assert_eq!(posix("file:"), Err(E::NotAbsolute));
    assert_eq!(posix("file://"), Err(E::NotAbsolute));
    assert_eq!(file::from_posix_path(b"a"), Err(E::RelativePath));
    assert_eq!(file::from_posix_path(b""), Err(E::RelativePath));
    assert_eq!(
        file::from_posix_path(b"/a\0b"),
        Err(E::InvalidCharacter { index: 2 })
    );
}

#[test]
fn posix_writing_encodes_what_pchar_does_not_allow() {
    let uri = file::from_posix_path(b"/a b/%/?/#/;=@:/\xff/\\/").expect("absolute");
    assert_eq!(uri, "file:///a%20b/%25/%3F/%23/;=@:/%FF/%5C/");
    assert_eq!(
        file::from_posix_directory_path(b"/a").expect("absolute"),
        "file:///a/"
    );
    assert_eq!(
        file::from_posix_directory_path(b"/a/").expect("absolute"),
        "file:///a/"
    );
    assert_eq!(
        file::from_posix_directory_path(b"/").expect("absolute"),
        "file:///"
    );
    // Two leading slashes: an empty authority, then the path `//a`.
    let uri = file::from_posix_path(b"//a").expect("absolute");
    assert_eq!(
        (uri.as_str(), uri.as_uri().path().as_str()),
        ("file:////a", "//a")
    );
    assert_eq!(file::to_posix_path(&uri.as_uri()), Ok(b"//a".to_vec()));
}

#[test]
fn windows_forms_of_rfc_8089_read_back() {
    for uri in [
        "file:///C:/a/b",
        "file:/C:/a/b",
        "file:C:/a/b",
        "file://localhost/C:/a/b",
    ] {
        assert_eq!(windows(uri).as_deref(), Ok(r"C:\a\b"), "{uri}");
    }
    assert_eq!(windows("file:///C:").as_deref(), Ok(r"C:\"));
    assert_eq!(windows("file:///C:/").as_deref(), Ok(r"C:\"));
    assert_eq!(
        windows("file://server/share/x").as_deref(),
        Ok(r"\\server\share\x")
    );
    assert_eq!(
        windows("file://server/share/").as_deref(),
        Ok(r"\\server\share\")
    );
    assert_eq!(
        windows("file:////server/share/x").as_deref(),
        Ok(r"\\server\share\x")
    );
    assert_eq!(
        windows("file://10.0.0.1/d$/x").as_deref(),
        Ok(r"\\10.0.0.1\d$\x")
    );
    assert_eq!(
        windows("file://%C3%A9t%C3%A9/s/x").as_deref(),
        Ok(r"\\été\s\x")
    );
    assert_eq!(windows("file:///C:/%E6%BC%A2").as_deref(), Ok(r"C:\漢"));
    // A run of `/` is one separator, as Windows reads `\\`; a trailing
    // one is kept.
    assert_eq!(windows("file:///C:/a//b//").as_deref(), Ok(r"C:\a\b\"));
    assert_eq!(windows("file://h/s//a").as_deref(), Ok(r"\\h\s\a"));
}

#[test]
fn windows_refusals() {
    assert_eq!(windows("file:///a/b"), Err(E::NoDrive));
    // The legacy `C|` of RFC 8089 Appendix E.2.2 is no URI (`|` is not
    // `pchar`), and encoded it is no drive letter.
    assert!(Uri::parse("file:///C|/a").is_err());
    assert_eq!(windows("file:///C%7C/a"), Err(E::NoDrive));
    assert_eq!(windows("file:///C%3A/a"), Err(E::NoDrive));
    assert_eq!(windows("file://localhost/share/a"), Err(E::NoDrive));
    assert_eq!(windows("file://server"), Err(E::UnsupportedForm));
    assert_eq!(windows("file://server/"), Err(E::UnsupportedForm));
    assert_eq!(windows("file://[::1]/share/a"), Err(E::UnsupportedForm));
    // A server `.` is a device (`\\.\PhysicalDrive0`), in any spelling.
    for uri in [
        "file://./PhysicalDrive0/",
        "file://%2E/PhysicalDrive0/",
        "file:////./COM1/x",
        "file:////%2E/GLOBALROOT/Device/x",
        "file://../share/x",
    ] {
        assert_eq!(windows(uri), Err(E::UnsupportedForm), "{uri}");
    }
    assert_eq!(
        windows("file:///C:/a%5Cb"),
        Err(E::EncodedSeparator { index: 12 })
    );
    assert_eq!(
        windows("file:///C:/a%2Fb"),
        Err(E::EncodedSeparator { index: 12 })
    );
    assert_eq!(windows("file:///C:/a%00"), Err(E::EncodedNul { index: 12 }));
    assert_eq!(windows("file:///C:/a%FFb"), Err(E::NotUtf8 { index: 12 }));
    assert_eq!(
        windows("file:///C:/ab%3Ac"),
        Err(E::InvalidCharacter { index: 13 })
    );
    assert_eq!(
        windows("file:///C:/a:b"),
        Err(E::InvalidCharacter { index: 12 })
    );
    assert_eq!(windows("file:///C:/a?q"), Err(E::Query));
    assert_eq!(windows("file://u@server/s"), Err(E::UserinfoOrPort));
    for (path, error) in [
        ("a", E::RelativePath),
        (r"\a", E::RelativePath),
        ("/a", E::RelativePath),
        ("C:", E::RelativePath),
        ("C:a", E::RelativePath),
        (r"\\server", E::UnsupportedForm),
        (r"\\server\", E::UnsupportedForm),
        (r"\\.\COM1", E::UnsupportedForm),
        (r"\\?\Volume{0}\a", E::UnsupportedForm),
        (r"\\?\C:", E::UnsupportedForm),
        (r"\\?\C:\a\..\b", E::UnsupportedForm),
        (r"\\?\C:\.\b", E::UnsupportedForm),
        (r"\\..\share\a", E::UnsupportedForm),
        (r"\??\C:\a", E::UnsupportedForm),
        (r"C:\a|b", E::InvalidCharacter { index: 4 }),
        (r"C:\a\b:c", E::InvalidCharacter { index: 6 }),
        (r"\\?\C:\a/b", E::InvalidCharacter { index: 8 }),
    ] {
        assert_eq!(file::from_windows_path(path), Err(error), "{path:?}");
    }
}

#[test]
fn windows_writing() {
    for (path, uri) in [
        (r"C:\", "file:///C:/"),
        (r"C:\a\\b/c\", "file:///C:/a/b/c/"),
        (r"\\server\share", "file://server/share/"),
        (r"\\server\share\a b", "file://server/share/a%20b"),
        (r"\\?\UNC\server\share\a", "file://server/share/a"),
        (r"\\?\c:\a", "file:///c:/a"),
        (r"\\localhost\c$\a", "file:////localhost/c$/a"),
        (r"\\my server\share", "file://my%20server/share/"),
    ] {
        let written = file::from_windows_path(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(written, uri, "{path:?}");
    }
    assert_eq!(
        windows("file:////localhost/c$/a").as_deref(),
        Ok(r"\\localhost\c$\a")
    );
    assert_eq!(
        file::from_windows_directory_path(r"C:\a").expect("absolute"),
        "file:///C:/a/"
    );
}

#[test]
fn errors_say_why() {
    let message = E::EncodedSeparator { index: 9 }.to_string();
    assert!(
        message.contains("index 9") && message.contains("separator"),
        "{message}"
    );
    assert!(E::Host.to_string().contains("localhost"));
}

#[cfg(unix)]
#[test]
fn the_platform_paths_are_posix_on_unix() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;

    let path = Path::new(OsStr::from_bytes(b"/tmp/caf\xe9 #1"));
    let uri = rfc3986::UriBuf::from_file_path(path).expect("absolute");
    assert_eq!(uri, "file:///tmp/caf%E9%20%231");
    assert_eq!(uri.to_file_path().as_deref(), Ok(path));
    assert_eq!(uri.as_uri().to_file_path().as_deref(), Ok(path));
    assert_eq!(
        rfc3986::UriBuf::from_directory_path("/tmp").expect("absolute"),
        "file:///tmp/"
    );
    assert_eq!(rfc3986::UriBuf::from_file_path("tmp"), Err(E::RelativePath));
}
