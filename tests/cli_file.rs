//! `uri from-path` and `uri to-path`: the records, the JSON schema, both
//! styles, standard input and the exit statuses.

#[path = "support/run_uri.rs"]
mod run_uri;

use run_uri::{records, status, uri};

use serde_json::{Value, json};

#[test]
fn from_path_writes_uris_and_refuses_relative_paths() {
    let output = uri(&["from-path", "--posix", "/tmp/a b.txt", "/srv/%/"], b"");
    assert_eq!(status(&output), 0);
    assert_eq!(output.stdout, b"file:///tmp/a%20b.txt\nfile:///srv/%25/\n");
    let output = uri(&["from-path", "--posix", "/a", "a"], b"");
    assert_eq!(status(&output), 1);
    assert_eq!(output.stdout, b"file:///a\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("uri: a: ") && stderr.contains("relative"),
        "{stderr}"
    );
    let output = uri(&["from-path", "--posix", "--directory", "/srv/www"], b"");
    assert_eq!(output.stdout, b"file:///srv/www/\n");
}

#[test]
fn from_path_json_records_follow_the_schema() {
    let output = uri(
        &[
            "from-path",
            "--json",
            "--windows",
            r"C:\a b",
            r"\\srv\share\x",
            "C:a",
            r"C:\a|b",
        ],
        b"",
    );
    assert_eq!(status(&output), 1);
    assert_eq!(
        records(&output),
        [
            json!({"path": r"C:\a b", "uri": "file:///C:/a%20b"}),
            json!({"path": r"\\srv\share\x", "uri": "file://srv/share/x"}),
            json!({"path": "C:a", "error": {"kind": "relative-path",
                "message": "the path is relative: a file URI names an absolute path"}}),
            json!({"path": r"C:\a|b", "error": {"kind": "invalid-character",
                "message": "a character no path holds, at index 4", "index": 4}}),
        ]
    );
}

#[test]
fn from_path_streams_standard_input_bytes_included() {
    let output = uri(&["from-path", "--json", "--posix"], b"/a\xffb\n/x y\r\n");
    assert_eq!(status(&output), 0);
    assert_eq!(
        records(&output),
        [
            json!({"path": "/a\u{fffd}b", "path_hex": "2f61ff62", "uri": "file:///a%FFb"}),
            json!({"path": "/x y", "uri": "file:///x%20y"}),
        ]
    );
}

#[test]
fn to_path_reads_every_local_form() {
    let output = uri(
        &[
            "to-path",
            "--posix",
            "file:///tmp/a%20b",
            "file:/etc/hosts",
            "file://localhost/x",
        ],
        b"",
    );
    assert_eq!(status(&output), 0);
    assert_eq!(output.stdout, b"/tmp/a b\n/etc/hosts\n/x\n");
    let output = uri(
        &[
            "to-path",
            "--windows",
            "file:///C:/a%20b.txt",
            "file://server/share/x",
        ],
        b"",
    );
    assert_eq!(status(&output), 0);
    assert_eq!(output.stdout, b"C:\\a b.txt\n\\\\server\\share\\x\n");
    // A POSIX path is written as its bytes.
    let output = uri(&["to-path", "--posix", "file:///caf%E9"], b"");
    assert_eq!(output.stdout, b"/caf\xe9\n");
}

#[test]
fn to_path_json_records_follow_the_schema() {
    let output = uri(
        &["to-path", "--json", "--posix"],
        b"file:///caf%E9\nfile:///a%2Fb\nfile:///a?q\na b\nfile://h/a\n",
    );
    assert_eq!(status(&output), 1);
    let records = records(&output);
    assert_eq!(
        records[0],
        json!({"uri": "file:///caf%E9", "path": "/caf\u{fffd}", "path_hex": "2f636166e9"})
    );
    assert_eq!(
        records[1],
        json!({"uri": "file:///a%2Fb", "error": {"kind": "encoded-separator",
            "message": "an encoded separator in a segment, at index 9: decoded, it would change the path",
            "index": 9}})
    );
    assert_eq!(records[2]["error"]["kind"], "query");
    // An invalid URI's error is the one every subcommand writes.
    assert_eq!(records[3]["uri"], "a b");
    assert_eq!(records[3]["error"]["index"], 1);
    assert!(records[3]["error"]["expected"].is_string());
    assert!(records[3]["error"]["hint"].is_string());
    assert_eq!(records[4]["error"]["kind"], "host");
    assert_eq!(records.len(), 5);
}

#[test]
fn the_two_styles_exclude_each_other() {
    let output = uri(&["from-path", "--posix", "--windows", "/a"], b"");
    assert_eq!(status(&output), 2);
}

#[test]
fn a_line_too_long_is_refused_as_every_subcommand_refuses_it() {
    let output = uri(&["from-path", "--max-line-bytes", "4"], b"/abcdefgh\n/a\n");
    assert_eq!(status(&output), 1);
    assert_eq!(output.stdout, b"file:///a\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("line 1 is longer than 4 bytes"), "{stderr}");
    let output = uri(
        &["to-path", "--json", "--max-line-bytes", "4"],
        b"file:///abc\n",
    );
    assert_eq!(records(&output)[0]["uri"], Value::Null);
    assert_eq!(records(&output)[0]["error"]["index"], 4);
}
