//! The `uri` command line, run as a separate process: its JSON schema, its
//! human breakdown, its handling of standard input and its exit statuses.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

/// Runs `uri` with `args` and `stdin` as its standard input.
fn uri(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("uri starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let stdin = stdin.to_vec();
    // Written from another thread so that a large input cannot deadlock
    // against a full output pipe.
    let writer = thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().expect("uri runs");
    writer.join().expect("the writer thread ends");
    output
}

fn stdout(output: &Output) -> &str {
    std::str::from_utf8(&output.stdout).expect("stdout is UTF-8")
}

fn stderr(output: &Output) -> &str {
    std::str::from_utf8(&output.stderr).expect("stderr is UTF-8")
}

/// The JSON lines of a run, each checked to be one valid JSON object.
fn json_lines(output: &Output) -> Vec<&str> {
    let lines: Vec<&str> = stdout(output).lines().collect();
    for line in &lines {
        let value: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{line:?}: {e}"));
        assert!(value.is_object(), "{line}");
    }
    lines
}

/// `uri parse --json URI`, expecting one line and `status`.
fn one_record(input: &str, status: i32) -> String {
    let output = uri(&["parse", "--json", input], b"");
    assert_eq!(output.status.code(), Some(status), "{output:?}");
    assert_eq!(stderr(&output), "");
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 1, "{lines:?}");
    lines[0].to_owned()
}

#[test]
fn json_empty_port_query_and_fragment_are_empty_strings() {
    assert_eq!(
        one_record("http://h:/?#", 0),
        r#"{"input":"http://h:/?#","valid":true,"kind":"uri","scheme":"http","userinfo":null,"host":"h","host_kind":"reg-name","port":"","path":"/","query":"","fragment":""}"#
    );
}

#[test]
fn json_absent_port_query_and_fragment_are_null() {
    assert_eq!(
        one_record("http://h/", 0),
        r#"{"input":"http://h/","valid":true,"kind":"uri","scheme":"http","userinfo":null,"host":"h","host_kind":"reg-name","port":null,"path":"/","query":null,"fragment":null}"#
    );
}

#[test]
fn json_ipv6_host_keeps_its_brackets() {
    assert_eq!(
        one_record("http://u:p@[::1]:8080/a/b", 0),
        r#"{"input":"http://u:p@[::1]:8080/a/b","valid":true,"kind":"uri","scheme":"http","userinfo":"u:p","host":"[::1]","host_kind":"ipv6","port":"8080","path":"/a/b","query":null,"fragment":null}"#
    );
}

#[test]
fn json_ipv4_host() {
    assert_eq!(
        one_record("//192.0.2.1:80", 0),
        r#"{"input":"//192.0.2.1:80","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":"192.0.2.1","host_kind":"ipv4","port":"80","path":"","query":null,"fragment":null}"#
    );
    // Not an IPv4address, so a reg-name (RFC 3986 §3.2.2).
    assert!(
        one_record("http://1.2.3.256/", 0).contains(r#""host":"1.2.3.256","host_kind":"reg-name""#)
    );
}

#[test]
fn json_ipvfuture_host() {
    assert_eq!(
        one_record("http://[v1.fe80::a+en1]/", 0),
        r#"{"input":"http://[v1.fe80::a+en1]/","valid":true,"kind":"uri","scheme":"http","userinfo":null,"host":"[v1.fe80::a+en1]","host_kind":"ipvfuture","port":null,"path":"/","query":null,"fragment":null}"#
    );
}

#[test]
fn json_relative_reference_has_no_scheme_and_no_host() {
    assert_eq!(
        one_record("../g?y#s", 0),
        r#"{"input":"../g?y#s","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"../g","query":"y","fragment":"s"}"#
    );
    assert_eq!(
        one_record("", 0),
        r#"{"input":"","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"","query":null,"fragment":null}"#
    );
}

#[test]
fn json_invalid_reference_gives_index_expected_and_message() {
    assert_eq!(
        one_record("a b", 1),
        r##"{"input":"a b","valid":false,"error":{"index":1,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI-reference at index 1 (column 2): expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '"}}"##
    );
    let record: serde_json::Value =
        serde_json::from_str(&one_record("http://[::1/", 1)).expect("valid JSON");
    assert_eq!(record["valid"], false);
    assert_eq!(record["error"]["index"], 11);
    assert_eq!(record["error"]["expected"], r#"HEXDIG, ".", ":" or "]""#);
}

#[test]
fn exit_status_is_0_when_all_valid_1_when_any_invalid() {
    let all_valid = uri(&["parse", "--json", "http://a/", "b"], b"");
    assert_eq!(all_valid.status.code(), Some(0));
    assert_eq!(json_lines(&all_valid).len(), 2);

    let one_invalid = uri(&["parse", "--json", "http://a/", "%zz", "b"], b"");
    assert_eq!(one_invalid.status.code(), Some(1));
    let lines = json_lines(&one_invalid);
    assert_eq!(lines.len(), 3, "every input gets a record");
    assert!(
        lines[1]
            .starts_with(r#"{"input":"%zz","valid":false,"error":{"index":1,"expected":"HEXDIG","#)
    );
}

#[test]
fn exit_status_is_2_for_a_usage_error() {
    for args in [
        &["parse", "--bogus"][..],
        &["parse", "-a"],
        &["frobnicate"],
        &[],
    ] {
        let output = uri(args, b"");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(stdout(&output), "", "{args:?}");
        assert!(!stderr(&output).is_empty(), "{args:?}");
    }
}

#[test]
fn help_and_version_exit_0() {
    for args in [&["--help"][..], &["parse", "--help"], &["help", "parse"]] {
        let output = uri(args, b"");
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(stdout(&output).contains("Usage: uri"), "{args:?}");
        assert!(stdout(&output).contains("Examples:"), "{args:?}");
    }
    let parse_help = uri(&["parse", "--help"], b"");
    assert!(stdout(&parse_help).contains("Exit status:"));
    let version = uri(&["--version"], b"");
    assert_eq!(version.status.code(), Some(0));
    assert_eq!(
        stdout(&version),
        format!("uri {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn after_double_dash_a_leading_dash_is_a_reference() {
    let output = uri(&["parse", "--json", "--", "-a", "--json"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        json_lines(&output),
        [
            r#"{"input":"-a","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"-a","query":null,"fragment":null}"#,
            r#"{"input":"--json","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"--json","query":null,"fragment":null}"#,
        ]
    );
}

#[test]
fn stdin_lines_end_with_lf_or_crlf_and_the_last_may_have_neither() {
    let output = uri(&["parse", "--json"], b"http://a/\r\nb\n\nc?d");
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let inputs: Vec<String> = json_lines(&output)
        .iter()
        .map(|line| {
            let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON");
            assert_eq!(record["valid"], true, "{line}");
            record["input"]
                .as_str()
                .expect("input is a string")
                .to_owned()
        })
        .collect();
    assert_eq!(inputs, ["http://a/", "b", "", "c?d"]);
}

#[test]
fn a_lone_carriage_return_is_part_of_the_input() {
    let output = uri(&["parse", "--json"], b"a\rb\nc\r");
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with(r#"{"input":"a\rb","valid":false,"error":{"index":1,"#));
    assert!(lines[1].starts_with(r#"{"input":"c\r","valid":false,"error":{"index":1,"#));
}

#[test]
fn a_stdin_line_that_is_not_utf8_is_invalid_and_the_stream_goes_on() {
    let output = uri(&["parse", "--json"], b"http://a/\nab\xffc\nnext\n");
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with(r#"{"input":"http://a/","valid":true,"#));
    assert_eq!(
        lines[1],
        r#"{"input":"ab�c","valid":false,"error":{"index":2,"expected":"UTF-8 text","message":"input is not valid UTF-8 at byte 2"}}"#
    );
    assert!(lines[2].starts_with(r#"{"input":"next","valid":true,"#));

    let human = uri(&["parse"], b"ab\xffc\n");
    assert_eq!(human.status.code(), Some(1));
    assert_eq!(
        stdout(&human),
        "input is not valid UTF-8 at byte 2\n  ab\\xFFc\n    ^\n"
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_invalid_not_a_usage_error() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let output = Command::new(env!("CARGO_BIN_EXE_uri"))
        .args(["parse", "--json"])
        .arg(OsStr::from_bytes(b"x\xfe"))
        .arg("y")
        .output()
        .expect("uri runs");
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert_eq!(
        json_lines(&output),
        [
            r#"{"input":"x�","valid":false,"error":{"index":1,"expected":"UTF-8 text","message":"input is not valid UTF-8 at byte 1"}}"#,
            r#"{"input":"y","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"y","query":null,"fragment":null}"#,
        ]
    );
}

#[test]
fn the_breakdown_of_the_rfc_example() {
    let output = uri(
        &[
            "parse",
            "foo://example.com:8042/over/there?name=ferret#nose",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    let expected = [
        r"foo://example.com:8042/over/there?name=ferret#nose",
        r"\_/   \______________/\_________/ \_________/ \__/",
        r"scheme    authority      path        query    fragment",
        r"",
        r#"  kind       URI"#,
        r#"  scheme     "foo""#,
        r#"  authority  "example.com:8042""#,
        r#"    userinfo (absent)"#,
        r#"    host     "example.com" (reg-name)"#,
        r#"    port     "8042" (8042)"#,
        r#"  path       "/over/there" (absolute; 2 segments: "over", "there")"#,
        r#"  query      "name=ferret""#,
        r#"  fragment   "nose""#,
    ];
    assert_eq!(stdout(&output).lines().collect::<Vec<_>>(), expected);
    assert!(stdout(&output).ends_with("\"nose\"\n"));
}

#[test]
fn the_breakdown_tells_absent_from_empty() {
    let output = uri(&["parse", "http://h:/?#", "//[::1]:99999", "a"], b"");
    assert_eq!(output.status.code(), Some(0));
    let expected = [
        r"http://h:/?#",
        r"\__/   \/|",
        r"scheme authority",
        r"         path",
        r"",
        r#"  kind       URI"#,
        r#"  scheme     "http""#,
        r#"  authority  "h:""#,
        r#"    userinfo (absent)"#,
        r#"    host     "h" (reg-name)"#,
        r#"    port     "" (empty port)"#,
        r#"  path       "/" (absolute; 1 segment: "")"#,
        r#"  query      "" (empty)"#,
        r#"  fragment   "" (empty)"#,
        r"",
        r"//[::1]:99999",
        r"  \_________/",
        r"   authority",
        r"",
        r#"  kind       relative reference"#,
        r#"  scheme     (absent)"#,
        r#"  authority  "[::1]:99999""#,
        r#"    userinfo (absent)"#,
        r#"    host     "[::1]" (ipv6)"#,
        r#"    port     "99999" (does not fit in 16 bits)"#,
        r#"  path       "" (empty)"#,
        r#"  query      (absent)"#,
        r#"  fragment   (absent)"#,
        r"",
        r"a",
        r"|",
        r"path",
        r"",
        r#"  kind       relative reference"#,
        r#"  scheme     (absent)"#,
        r#"  authority  (absent)"#,
        r#"  path       "a" (rootless; 1 segment: "a")"#,
        r#"  query      (absent)"#,
        r#"  fragment   (absent)"#,
    ];
    assert_eq!(stdout(&output).lines().collect::<Vec<_>>(), expected);
}

#[test]
fn an_error_is_shown_with_a_caret_under_where_it_went_wrong() {
    let output = uri(&["parse", "http://[::1/", "b"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stderr(&output), "");
    let text = stdout(&output);
    let expected_error = concat!(
        "invalid URI-reference at index 11 (column 12): ",
        "expected HEXDIG, \".\", \":\" or \"]\", found '/'\n",
        "  http://[::1/\n",
        "             ^\n",
        "\n",
        "b\n",
    );
    assert!(text.starts_with(expected_error), "{text}");
}

#[test]
fn records_are_written_as_soon_as_their_line_is_read() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
        .args(["parse", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("uri starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let mut output = BufReader::new(child.stdout.take().expect("stdout is piped"));
    input.write_all(b"http://a/\n").expect("uri reads");
    input.flush().expect("uri reads");
    // Standard input stays open: the record must come anyway.
    let (send, receive) = mpsc::channel();
    let reader = thread::spawn(move || {
        let mut line = String::new();
        let _ = output.read_line(&mut line);
        let _ = send.send(line);
        output
    });
    let line = receive
        .recv_timeout(Duration::from_secs(30))
        .expect("a record before standard input is closed");
    assert!(
        line.starts_with(r#"{"input":"http://a/","valid":true,"#),
        "{line}"
    );
    drop(input);
    let mut rest = String::new();
    let mut output = reader.join().expect("the reader thread ends");
    output.read_to_string(&mut rest).expect("uri writes");
    assert_eq!(rest, "");
    assert_eq!(child.wait().expect("uri ends").code(), Some(0));
}

#[test]
fn a_closed_output_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
        .args(["parse", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("uri starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let writer = thread::spawn(move || {
        let line = b"http://example.com/a/b?c#d\n".repeat(1000);
        // Ends when uri has gone and the pipe is closed.
        for _ in 0..10_000 {
            if input.write_all(&line).is_err() {
                break;
            }
        }
    });
    let mut output = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let mut first = String::new();
    output.read_line(&mut first).expect("uri writes");
    assert!(first.starts_with(r#"{"input":"http://example.com/a/b?c#d","#));
    drop(output);
    let mut errors = String::new();
    if let Some(mut stderr) = child.stderr.take() {
        stderr.read_to_string(&mut errors).expect("stderr is UTF-8");
    }
    let status = child.wait().expect("uri ends");
    writer.join().expect("the writer thread ends");
    assert_eq!(errors, "");
    assert_eq!(status.code(), Some(0));
}
