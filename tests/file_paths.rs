//! `rfc3986::file` against Python's pathlib and the url crate, path by
//! path, on the tables `tests/file_paths/generate.py` writes (406 POSIX
//! paths, 400 Windows paths: edge cases, then paths drawn with a fixed
//! seed). Regenerate them with `python3 tests/file_paths/generate.py`.
//!
//! Where the answers differ, the test says why and checks that it is only
//! that:
//! - pathlib percent-encodes every character but the unreserved ones; RFC
//!   3986 lets a segment hold the sub-delimiters, `:` and `@` (`pchar`,
//!   §3.3), which this crate writes as they are. Decoded, the URIs are the
//!   same.
//! - pathlib spells a path its own way before it writes it (`str(path)`):
//!   `.` names dropped, runs of separators made one (POSIX: but two at the
//!   start), the trailing separator dropped. This crate takes the path as
//!   written, so that a URI reads back to the very path.
//! - The url crate, on POSIX (it converts Windows paths only when built for
//!   Windows; elsewhere its parser reads this crate's Windows URIs):
//!   it leaves `[`, `]`, `^` and `|` unencoded (WHATWG's path
//!   percent-encode set), which RFC 3986 refuses; it spells the path as
//!   `Path::components` does; and it reads `.` and `..` out of a URI.
//! - Windows forms pathlib has no reading of: the verbatim `\\?\` (a
//!   server named `?` to pathlib; this crate refuses a verbatim path with a
//!   `.` or `..` name, which Windows does not resolve there and a URI
//!   reader does), a device `\\.\` (a server named `.`),
//!   `\\localhost\share` (written `file://localhost/share`, which RFC 8089
//!   §2 reads as this machine's `/share`), and characters no Windows name
//!   holds (pathlib is pure and does not check them).

use std::fs;

use rfc3986::Uri;
use rfc3986::file::{self, FilePathError};
use serde_json::Value;

/// One table's rows.
fn rows(name: &str) -> Vec<Value> {
    let path = format!("{}/tests/file_paths/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| serde_json::from_str(line).expect("a JSON row"))
        .collect()
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).expect("hex"))
        .collect()
}

fn field<'a>(row: &'a Value, key: &str) -> Option<&'a str> {
    row[key].as_str()
}

/// `uri` with the percent-encodings of the characters `pchar` allows as
/// they are (sub-delimiters, `:` and `@`) decoded: pathlib's URIs in this
/// crate's spelling.
fn decode_pchar_delimiters(uri: &str) -> String {
    let bytes = uri.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let byte = u8::from_str_radix(&uri[i + 1..i + 3], 16).expect("hex");
            if b"!$&'()*+,;=:@".contains(&byte) {
                out.push(char::from(byte));
                i += 3;
                continue;
            }
        }
        out.push(char::from(bytes[i]));
        i += 1;
    }
    out
}

/// pathlib's spelling of an absolute POSIX path (`str(PurePosixPath(p))`):
/// names joined by one `/`, `.` names dropped, two leading `/` kept (POSIX
/// leaves their meaning to the system) but three or more made one, no
/// trailing `/`.
fn pathlib_posix(path: &[u8]) -> Vec<u8> {
    let leading = path.iter().take_while(|&&b| b == b'/').count();
    let mut out: Vec<u8> = if leading == 2 {
        b"//".to_vec()
    } else {
        b"/".to_vec()
    };
    let names: Vec<&[u8]> = path
        .split(|&b| b == b'/')
        .filter(|name| !name.is_empty() && *name != b".")
        .collect();
    out.extend(names.join(&b'/'));
    out
}

#[test]
fn posix_paths_against_pathlib() {
    let rows = rows("posix.jsonl");
    assert!(rows.len() >= 300, "{} rows", rows.len());
    let (mut refused, mut same, mut respelled, mut delimiters) = (0, 0, 0, 0);
    for row in &rows {
        let path = unhex(field(row, "path").expect("path"));
        let shown = String::from_utf8_lossy(&path);
        let ours = file::from_posix_path(&path);
        let Some(theirs) = field(row, "pathlib") else {
            // pathlib refuses relative paths only; so does this crate.
            assert!(!path.starts_with(b"/"), "{shown:?}");
            assert_eq!(ours, Err(FilePathError::RelativePath), "{shown:?}");
            refused += 1;
            continue;
        };
        let ours = ours.unwrap_or_else(|e| panic!("{shown:?}: {e}"));
        // The URI reads back to the very path.
        assert_eq!(
            file::to_posix_path(&ours.as_uri()),
            Ok(path.clone()),
            "{shown:?}"
        );
        // pathlib's spelling of the path, which its URI names; Python reads
        // it back from that URI, and so does this crate.
        let spelled = unhex(field(row, "str").expect("str"));
        assert_eq!(spelled, pathlib_posix(&path), "{shown:?}");
        assert_eq!(
            unhex(field(row, "back").expect("back")),
            spelled,
            "{shown:?}"
        );
        let uri = Uri::parse(theirs).unwrap_or_else(|e| panic!("{theirs}: {e}"));
        assert_eq!(file::to_posix_path(&uri), Ok(spelled.clone()), "{theirs}");
        // Of the same spelling, the two URIs differ only in the characters
        // pathlib encodes and `pchar` allows.
        let ours_of_spelled = file::from_posix_path(&spelled).expect("absolute");
        assert_eq!(
            decode_pchar_delimiters(theirs),
            ours_of_spelled.as_str(),
            "{shown:?}"
        );
        if spelled != path {
            respelled += 1;
        } else if theirs != ours.as_str() {
            delimiters += 1;
        } else {
            same += 1;
        }
    }
    eprintln!(
        "POSIX: {} paths: {same} the same URI, {delimiters} differing in encoded delimiters only, \
         {respelled} respelled by pathlib, {refused} relative (refused by both)",
        rows.len()
    );
    assert!(same > 100 && delimiters > 20 && respelled > 20 && refused >= 8);
}

/// The url crate's spelling of an absolute POSIX path
/// (`Path::components`): names joined by one `/`, `.` names dropped, no
/// trailing `/`.
#[cfg(unix)]
fn url_posix(path: &[u8]) -> Vec<u8> {
    let names: Vec<&[u8]> = path
        .split(|&b| b == b'/')
        .filter(|name| !name.is_empty() && *name != b".")
        .collect();
    let mut out = b"/".to_vec();
    out.extend(names.join(&b'/'));
    out
}

/// What a WHATWG parser (the url crate) reads back from this crate's URI
/// of an absolute POSIX path: the leading `/` made one (`file:////a` is
/// `/a`), `.` names dropped and `..` names taking the name before them
/// away (a path ending in either ends in `/`), empty names kept, and a
/// lone Windows drive letter given a `/` (`file:///C:` is `/C:/`).
#[cfg(unix)]
fn whatwg_posix(path: &[u8]) -> Vec<u8> {
    let rest = &path[path.iter().take_while(|&&b| b == b'/').count()..];
    let mut names: Vec<&[u8]> = Vec::new();
    let mut dir = false;
    for name in rest.split(|&b| b == b'/') {
        dir = false;
        match name {
            b"." => dir = true,
            b".." => {
                names.pop();
                dir = true;
            }
            _ => names.push(name),
        }
    }
    let drive = |n: &[u8]| n.len() == 2 && n[0].is_ascii_alphabetic() && n[1] == b':';
    if dir || (names.len() == 1 && drive(names[0])) {
        names.push(b"");
    }
    let mut out = b"/".to_vec();
    out.extend(names.join(&b'/'));
    out
}

/// `uri` with `[`, `]`, `^` and `|`, which the url crate leaves in a path
/// and RFC 3986 does not allow, percent-encoded.
#[cfg(unix)]
fn rfc3986_encoded(uri: &str) -> String {
    let mut out = String::new();
    for c in uri.chars() {
        match c {
            '[' | ']' | '^' | '|' => out.push_str(&format!("%{:02X}", u32::from(c))),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(unix)]
#[test]
fn posix_paths_against_the_url_crate() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let path_bytes = |p: std::path::PathBuf| p.as_os_str().as_bytes().to_vec();
    let rows = rows("posix.jsonl");
    let (mut same, mut different) = (0, 0);
    for row in &rows {
        let path = unhex(field(row, "path").expect("path"));
        let shown = String::from_utf8_lossy(&path);
        let ours = file::from_posix_path(&path);
        let Ok(theirs) = url::Url::from_file_path(OsStr::from_bytes(&path)) else {
            assert_eq!(ours, Err(FilePathError::RelativePath), "{shown:?}");
            continue;
        };
        let ours = ours.unwrap_or_else(|e| panic!("{shown:?}: {e}"));
        // url's URI, made RFC 3986's, is this crate's URI of url's
        // spelling of the path, and reads back to that spelling.
        let spelled = url_posix(&path);
        let encoded = rfc3986_encoded(theirs.as_str());
        assert_eq!(
            file::from_posix_path(&spelled).expect("absolute"),
            encoded.as_str(),
            "{shown:?}"
        );
        let uri = Uri::parse(&encoded).unwrap_or_else(|e| panic!("{encoded}: {e}"));
        assert_eq!(file::to_posix_path(&uri), Ok(spelled.clone()), "{shown:?}");
        // url reads this crate's URI as WHATWG reads a file URL's path.
        let read = url::Url::parse(ours.as_str())
            .expect("url parses a URI")
            .to_file_path();
        assert_eq!(read.map(path_bytes), Ok(whatwg_posix(&path)), "{shown:?}");
        if theirs.as_str() == ours.as_str() {
            same += 1;
        } else {
            different += 1;
        }
    }
    eprintln!("POSIX against url: {same} the same URI, {different} different (explained above)");
    assert!(same > 200 && different > 20);
}

/// This crate's spelling of a Windows path it accepts, as its URI reads
/// back: `\` for every separator, a run of them made one, the verbatim
/// `\\?\` and `\\?\UNC\` prefixes dropped, and a root ending in `\`.
fn our_windows(path: &str) -> String {
    let (prefix, rest) = if let Some(rest) = path.strip_prefix(r"\\?\UNC\") {
        (r"\\", rest)
    } else if let Some(rest) = path.strip_prefix(r"\\?\") {
        ("", rest)
    } else if path.len() >= 2
        && path.as_bytes()[..2]
            .iter()
            .all(|&b| b == b'\\' || b == b'/')
    {
        (r"\\", &path[2..])
    } else {
        ("", path)
    };
    let names: Vec<&str> = rest.split(['\\', '/']).filter(|n| !n.is_empty()).collect();
    let mut out = format!("{prefix}{}", names.join("\\"));
    let root = if prefix.is_empty() {
        names.len() == 1
    } else {
        names.len() == 2
    };
    if root || rest.ends_with(['\\', '/']) {
        out.push('\\');
    }
    out
}

/// The url crate converts Windows paths only when built for Windows, so
/// on the other platforms the Windows table is held to url's parser: it
/// reads every URI this crate writes for a Windows path, as the same URL,
/// but where WHATWG's URL Standard reads another way, each checked.
#[test]
fn windows_uris_against_the_url_crate() {
    let mut counts = std::collections::BTreeMap::<&str, usize>::new();
    for row in rows("windows.jsonl") {
        let path = field(&row, "path").expect("path");
        let Ok(ours) = file::from_windows_path(path) else {
            continue;
        };
        let theirs = url::Url::parse(ours.as_str()).expect("url parses the URI");
        let path_part = ours.as_uri().path().as_str().to_owned();
        let kind = if theirs.as_str() == ours.as_str() {
            "the same URL"
        } else if let Some(rest) = ours.as_str().strip_prefix("file:////") {
            // `file:////server/share` (RFC 8089 Appendix E.3.2): WHATWG
            // reads the server as the path's first segment.
            assert_eq!(theirs.as_str(), format!("file:///{rest}"), "{path:?}");
            "file:////server read as a path (WHATWG)"
        } else if path_part.split('/').any(|s| s == "." || s == "..") {
            // WHATWG removes dot segments while parsing (a drive letter
            // stays), as RFC 3986 does only when resolving.
            assert!(
                !theirs.path().split('/').any(|s| s == "." || s == ".."),
                "{path:?}: {theirs}"
            );
            "dot segments removed (WHATWG)"
        } else {
            // A host that is not ASCII goes through IDNA.
            let host = theirs.host_str().unwrap_or_default();
            assert!(
                host.starts_with("xn--"),
                "{path:?}: {} against {theirs}",
                ours.as_str()
            );
            assert_eq!(theirs.path(), path_part, "{path:?}");
            "host through IDNA (WHATWG)"
        };
        *counts.entry(kind).or_default() += 1;
    }
    eprintln!("Windows URIs against url's parser: {counts:?}");
    assert!(counts["the same URL"] > 150, "{counts:?}");
}

#[test]
fn windows_paths_against_pathlib() {
    let rows = rows("windows.jsonl");
    assert!(rows.len() >= 300, "{} rows", rows.len());
    let mut counts = std::collections::BTreeMap::<&str, usize>::new();
    for row in &rows {
        let path = field(row, "path").expect("path");
        let ours = file::from_windows_path(path);
        let theirs = field(row, "pathlib");
        let verbatim = path.starts_with(r"\\?\");
        let kind = match (&ours, theirs) {
            (Err(FilePathError::RelativePath), None) => "relative (refused by both)",
            (Err(FilePathError::UnsupportedForm), None) => {
                // pathlib refuses `\\server` and `\\?\Volume{...}` as
                // relative; neither is a drive's or a share's.
                "no drive nor share (refused by both)"
            }
            (Err(FilePathError::UnsupportedForm), Some(_)) if verbatim => {
                // A verbatim path with a `.` or `..` name, which Windows
                // does not resolve there and every URI reader does (pathlib
                // takes `\\?\` for a server named `?`).
                let names = path.split('\\').skip(4);
                assert!(names.clone().any(|n| n == "." || n == ".."), "{path:?}");
                "verbatim with a dot name (pathlib reads a server named ?)"
            }
            (Err(FilePathError::UnsupportedForm), Some(theirs)) => {
                // A device `\\.\X` or a server without a share: pathlib
                // writes `file://./X/`, `file://server//`.
                assert!(
                    path.starts_with(r"\\.\") || theirs.ends_with("//"),
                    "{path:?}: {theirs}"
                );
                "device or server without share (pathlib writes a URI)"
            }
            (Err(FilePathError::InvalidCharacter { index }), _) => {
                let c = path[*index..].chars().next().expect("a character");
                assert!(
                    (c as u32) < 0x20 || "<>:\"|?*".contains(c),
                    "{path:?}: {c:?} at {index}"
                );
                "a character no Windows name holds (pathlib does not check)"
            }
            (Err(e), _) => panic!("{path:?}: {e:?}"),
            (Ok(_), None) => panic!("{path:?}: pathlib refuses it: {:?}", row["error"]),
            (Ok(ours), Some(theirs)) => {
                // The URI reads back to the path in this crate's spelling,
                // which gives the URI again.
                let back = file::to_windows_path(&ours.as_uri()).expect("reads back");
                assert_eq!(back, our_windows(path), "{path:?}");
                assert_eq!(
                    file::from_windows_path(&back).as_ref(),
                    Ok(ours),
                    "{path:?}"
                );
                let spelled = field(row, "str").expect("str");
                let uri = Uri::parse(theirs).expect("pathlib writes URIs");
                if verbatim {
                    // pathlib takes `\\?\` for a server named `?`.
                    assert!(theirs.starts_with("file://%3F/"), "{theirs}");
                    "verbatim (pathlib reads a server named ?)"
                } else if path[2..].starts_with("localhost") || path[2..].starts_with("LOCALHOST") {
                    // `file://localhost/share` is this machine's `/share`
                    // (RFC 8089 §2): no drive.
                    assert_eq!(file::to_windows_path(&uri), Err(FilePathError::NoDrive));
                    "\\\\localhost\\share (pathlib writes file://localhost/share)"
                } else {
                    // Our reading of pathlib's URI is pathlib's spelling,
                    // Python's reading too, and of that spelling the URIs
                    // differ only in encoded delimiters.
                    assert_eq!(
                        file::to_windows_path(&uri).as_deref(),
                        Ok(spelled),
                        "{theirs}"
                    );
                    // (Python's reader writes the drive letter in capitals.)
                    let python = field(row, "back").expect("back");
                    assert!(
                        python.eq_ignore_ascii_case(spelled) && python[2..] == spelled[2..],
                        "{path:?}"
                    );
                    let ours_of_spelled = file::from_windows_path(spelled).expect("absolute");
                    assert_eq!(
                        decode_pchar_delimiters(theirs),
                        ours_of_spelled.as_str(),
                        "{path:?}"
                    );
                    if spelled != back {
                        "respelled by pathlib"
                    } else if theirs != ours.as_str() {
                        "differing in encoded delimiters only"
                    } else {
                        "the same URI"
                    }
                }
            }
        };
        *counts.entry(kind).or_default() += 1;
    }
    eprintln!("Windows: {} paths: {counts:#?}", rows.len());
    for kind in [
        "the same URI",
        "differing in encoded delimiters only",
        "respelled by pathlib",
        "verbatim (pathlib reads a server named ?)",
        "a character no Windows name holds (pathlib does not check)",
        "relative (refused by both)",
    ] {
        assert!(
            counts.get(kind).copied().unwrap_or(0) >= 5,
            "{kind}: {counts:?}"
        );
    }
}
