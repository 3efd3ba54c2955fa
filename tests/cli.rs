//! The `uri` command line, run as a separate process: `uri parse` (its JSON
//! schema, its human breakdown), `uri resolve`, `uri normalize` and
//! `uri equivalent`; their handling of standard input, of `--` and of a
//! closed output pipe; and their exit statuses.

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

/// Runs `uri args` on `stdin`, checks that it exits with `code` and writes
/// nothing to stderr, and returns its output.
fn run(args: &[&str], stdin: &[u8], code: i32) -> Output {
    let output = uri(args, stdin);
    assert_eq!(output.status.code(), Some(code), "{args:?}: {output:?}");
    assert_eq!(stderr(&output), "", "{args:?}");
    output
}

/// `uri args` on `stdin` is a usage error: exit status 2, a message on
/// stderr and nothing on stdout.
fn assert_usage_error(args: &[&str], stdin: &[u8]) {
    let output = uri(args, stdin);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert_eq!(stdout(&output), "", "{args:?}");
    assert!(!stderr(&output).is_empty(), "{args:?}");
}

/// `uri args` prints a help (exit status 0) that mentions each of `parts`.
fn assert_help(args: &[&str], parts: &[&str]) {
    let output = uri(args, b"");
    assert_eq!(output.status.code(), Some(0), "{args:?}");
    let help = stdout(&output);
    for part in parts {
        assert!(help.contains(part), "{part}: {help}");
    }
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
    let output = run(&["parse", "--json", input], b"", status);
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
        assert_usage_error(args, b"");
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
    let output = run(&["parse", "http://[::1/", "b"], b"", 1);
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
    let line = first_record_comes_before_the_end_of_input(&["parse", "--json"], "http://a/");
    assert!(
        line.starts_with(r#"{"input":"http://a/","valid":true,"#),
        "{line}"
    );
}

#[test]
fn a_closed_output_pipe_ends_quietly() {
    let first = first_record_then_close(&["parse", "--json"], "http://example.com/a/b?c#d");
    assert!(first.starts_with(r#"{"input":"http://example.com/a/b?c#d","#));
}

/// Writes `line` to `uri ARGS...` and expects its first output line to
/// come while standard input is still open; then closes it and expects
/// nothing more and exit status 0.
fn first_record_comes_before_the_end_of_input(args: &[&str], line: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("uri starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let mut output = BufReader::new(child.stdout.take().expect("stdout is piped"));
    input.write_all(line.as_bytes()).expect("uri reads");
    input.write_all(b"\n").expect("uri reads");
    input.flush().expect("uri reads");
    let (send, receive) = mpsc::channel();
    let reader = thread::spawn(move || {
        let mut line = String::new();
        let _ = output.read_line(&mut line);
        let _ = send.send(line);
        output
    });
    let first = receive
        .recv_timeout(Duration::from_secs(30))
        .expect("a record before standard input is closed");
    drop(input);
    let mut rest = String::new();
    let mut output = reader.join().expect("the reader thread ends");
    output.read_to_string(&mut rest).expect("uri writes");
    assert_eq!(rest, "");
    assert_eq!(child.wait().expect("uri ends").code(), Some(0));
    first
}

/// Feeds `uri ARGS...` `line` over and over, reads the first output line
/// and closes the output pipe: `uri` must end quietly, with status 0.
fn first_record_then_close(args: &[&str], line: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("uri starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let lines = format!("{line}\n").repeat(1000).into_bytes();
    let writer = thread::spawn(move || {
        // Ends when uri has gone and the pipe is closed.
        for _ in 0..10_000 {
            if input.write_all(&lines).is_err() {
                break;
            }
        }
    });
    let mut output = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let mut first = String::new();
    output.read_line(&mut first).expect("uri writes");
    drop(output);
    let mut errors = String::new();
    if let Some(mut stderr) = child.stderr.take() {
        stderr.read_to_string(&mut errors).expect("stderr is UTF-8");
    }
    let status = child.wait().expect("uri ends");
    writer.join().expect("the writer thread ends");
    assert_eq!(errors, "", "{args:?}");
    assert_eq!(status.code(), Some(0), "{args:?}");
    first
}

/// `uri resolve`.
mod resolve {
    use super::{
        assert_help, assert_usage_error, first_record_comes_before_the_end_of_input,
        first_record_then_close, json_lines, run, stderr, stdout, uri,
    };

    /// The base of the examples of RFC 3986 §5.4.
    const BASE: &str = "http://a/b/c/d;p?q";

    #[test]
    fn the_rfc_examples_resolve_as_in_the_rfc() {
        // §5.4.1 and §5.4.2.
        let examples = [
            ("g:h", "g:h"),
            ("g", "http://a/b/c/g"),
            ("./g", "http://a/b/c/g"),
            ("g/", "http://a/b/c/g/"),
            ("/g", "http://a/g"),
            ("//g", "http://g"),
            ("?y", "http://a/b/c/d;p?y"),
            ("g?y", "http://a/b/c/g?y"),
            ("#s", "http://a/b/c/d;p?q#s"),
            ("g;x?y#s", "http://a/b/c/g;x?y#s"),
            ("", "http://a/b/c/d;p?q"),
            (".", "http://a/b/c/"),
            ("..", "http://a/b/"),
            ("../g", "http://a/b/g"),
            ("../..", "http://a/"),
            ("../../g", "http://a/g"),
            ("../../../../g", "http://a/g"),
            ("/./g", "http://a/g"),
            ("g.", "http://a/b/c/g."),
            ("..g", "http://a/b/c/..g"),
            ("./g/.", "http://a/b/c/g/"),
            ("g;x=1/../y", "http://a/b/c/y"),
            ("g?y/./x", "http://a/b/c/g?y/./x"),
            ("g#s/../x", "http://a/b/c/g#s/../x"),
        ];
        let mut args = vec!["resolve", BASE];
        args.extend(examples.iter().map(|(reference, _)| *reference));
        let output = run(&args, b"", 0);
        let targets: Vec<&str> = examples.iter().map(|(_, target)| *target).collect();
        assert_eq!(stdout(&output).lines().collect::<Vec<_>>(), targets);
    }

    #[test]
    fn a_scheme_like_the_base_s_is_kept_unless_non_strict() {
        let strict = uri(&["resolve", BASE, "http:g"], b"");
        assert_eq!(strict.status.code(), Some(0));
        assert_eq!(stdout(&strict), "http:g\n");

        let non_strict = uri(&["resolve", "--non-strict", BASE, "http:g"], b"");
        assert_eq!(non_strict.status.code(), Some(0));
        assert_eq!(stdout(&non_strict), "http://a/b/c/g\n");
        // The option may come after the positionals too.
        let after = uri(&["resolve", BASE, "HTTP:g", "--non-strict"], b"");
        assert_eq!(stdout(&after), "http://a/b/c/g\n");
    }

    #[test]
    fn references_come_from_standard_input_when_there_are_none() {
        let output = uri(&["resolve", BASE], b"g\r\n../..\n\ng?y/./x");
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        assert_eq!(
            stdout(&output),
            "http://a/b/c/g\nhttp://a/\nhttp://a/b/c/d;p?q\nhttp://a/b/c/g?y/./x\n"
        );
    }

    #[test]
    fn json_records_have_their_keys_in_order() {
        let output = run(
            &["resolve", "--json", BASE, "../g?y#s", "a b", "http:g"],
            b"",
            1,
        );
        assert_eq!(
            json_lines(&output),
            [
                r#"{"base":"http://a/b/c/d;p?q","ref":"../g?y#s","target":"http://a/b/g?y#s"}"#,
                r##"{"base":"http://a/b/c/d;p?q","ref":"a b","target":null,"error":{"which":"reference","index":1,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI-reference at index 1 (column 2): expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '"}}"##,
                r#"{"base":"http://a/b/c/d;p?q","ref":"http:g","target":"http:g"}"#,
            ]
        );
        let non_strict = uri(&["resolve", "--json", "--non-strict", BASE, "http:g"], b"");
        assert_eq!(
            json_lines(&non_strict),
            [r#"{"base":"http://a/b/c/d;p?q","ref":"http:g","target":"http://a/b/c/g"}"#]
        );
    }

    #[test]
    fn a_base_that_is_not_a_uri_refuses_every_reference() {
        let output = uri(&["resolve", "--json", "/b/c", "g", "%zz"], b"");
        assert_eq!(output.status.code(), Some(1), "{output:?}");
        let lines = json_lines(&output);
        let error = r#""error":{"which":"base","index":0,"expected":"ALPHA","message":"invalid URI at index 0 (column 1): expected ALPHA, found '/'"}}"#;
        assert_eq!(
            lines,
            [
                format!(r#"{{"base":"/b/c","ref":"g","target":null,{error}"#),
                format!(r#"{{"base":"/b/c","ref":"%zz","target":null,{error}"#),
            ]
        );
        for line in lines {
            let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON");
            assert_eq!(record["target"], serde_json::Value::Null);
            assert_eq!(record["error"]["which"], "base");
            assert_eq!(record["error"]["index"], 0);
        }
    }

    #[test]
    fn a_stdin_line_that_is_not_utf8_is_refused_and_the_stream_goes_on() {
        let output = uri(&["resolve", "--json", BASE], b"g\nab\xffc\n../..\n");
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(
            json_lines(&output),
            [
                r#"{"base":"http://a/b/c/d;p?q","ref":"g","target":"http://a/b/c/g"}"#,
                r#"{"base":"http://a/b/c/d;p?q","ref":"ab�c","target":null,"error":{"which":"reference","index":2,"expected":"UTF-8 text","message":"input is not valid UTF-8 at byte 2"}}"#,
                r#"{"base":"http://a/b/c/d;p?q","ref":"../..","target":"http://a/"}"#,
            ]
        );
    }

    #[test]
    fn a_refused_pair_is_reported_on_stderr_naming_the_input() {
        let output = uri(&["resolve", BASE, "g", "a b", "../g"], b"");
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(stdout(&output), "http://a/b/c/g\nhttp://a/b/g\n");
        assert_eq!(
            stderr(&output),
            concat!(
                "uri: the reference is not valid: invalid URI-reference at index 1 (column 2): ",
                "expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '\n",
                "  a b\n",
                "   ^\n",
                "  hint: ' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)\n",
            )
        );

        let bad_base = uri(&["resolve", "http://[::1/", "g"], b"");
        assert_eq!(bad_base.status.code(), Some(1));
        assert_eq!(stdout(&bad_base), "");
        assert_eq!(
            stderr(&bad_base),
            concat!(
                "uri: the base is not valid: invalid URI at index 11 (column 12): ",
                "expected HEXDIG, \".\", \":\" or \"]\", found '/'\n",
                "  http://[::1/\n",
                "             ^\n",
            )
        );
    }

    #[test]
    fn after_double_dash_a_leading_dash_is_a_reference() {
        let output = uri(&["resolve", "--json", BASE, "--", "-g", "--json"], b"");
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        assert_eq!(
            json_lines(&output),
            [
                r#"{"base":"http://a/b/c/d;p?q","ref":"-g","target":"http://a/b/c/-g"}"#,
                r#"{"base":"http://a/b/c/d;p?q","ref":"--json","target":"http://a/b/c/--json"}"#,
            ]
        );
        let before_base = uri(&["resolve", "--", BASE, "-g"], b"");
        assert_eq!(stdout(&before_base), "http://a/b/c/-g\n");
        // Without `--`, it is an option, and not one that exists.
        assert_usage_error(&["resolve", BASE, "-g"], b"");
    }

    #[test]
    fn usage_errors_exit_2() {
        for args in [
            &["resolve"][..],
            &["resolve", "--bogus", BASE],
            &["resolve", "--json"],
        ] {
            assert_usage_error(args, b"g\n");
        }
    }

    #[test]
    fn help_documents_the_exit_statuses_with_examples() {
        assert_help(
            &["resolve", "--help"],
            &[
                "Usage: uri resolve",
                "--non-strict",
                "Exit status:",
                "Examples:",
            ],
        );
    }

    #[test]
    fn targets_are_written_as_soon_as_their_line_is_read() {
        assert_eq!(
            first_record_comes_before_the_end_of_input(&["resolve", BASE], "../g"),
            "http://a/b/g\n"
        );
    }

    #[test]
    fn a_closed_output_pipe_ends_quietly() {
        assert_eq!(
            first_record_then_close(&["resolve", BASE], "../g"),
            "http://a/b/g\n"
        );
    }
}

/// `uri normalize`.
mod normalize {
    use super::{
        assert_help, assert_usage_error, first_record_comes_before_the_end_of_input,
        first_record_then_close, json_lines, run, stderr, stdout, uri,
    };

    #[test]
    fn the_syntax_based_normal_form() {
        let output = run(
            &[
                "normalize",
                "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
                "http://example.com:80",
            ],
            b"",
            0,
        );
        assert_eq!(
            stdout(&output),
            "example://a/b/c/%7Bfoo%7D\nhttp://example.com:80\n"
        );
    }

    #[test]
    fn the_scheme_based_normal_form() {
        let output = uri(
            &["normalize", "--scheme-based", "http://example.com:80"],
            b"",
        );
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        assert_eq!(stdout(&output), "http://example.com/\n");
    }

    #[test]
    fn json_records_for_valid_and_invalid_input() {
        let output = run(
            &[
                "normalize",
                "--json",
                "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
                "%zz",
            ],
            b"",
            1,
        );
        let lines = json_lines(&output);
        assert_eq!(
            lines,
            [
                r#"{"input":"eXAMPLE://a/./b/../b/%63/%7bfoo%7d","normalized":"example://a/b/c/%7Bfoo%7D"}"#,
                r#"{"input":"%zz","normalized":null,"error":{"index":1,"expected":"HEXDIG","message":"invalid URI-reference at index 1 (column 2): expected HEXDIG, found 'z'"}}"#,
            ]
        );
        let record: serde_json::Value = serde_json::from_str(lines[1]).expect("valid JSON");
        assert_eq!(record["normalized"], serde_json::Value::Null);
        assert_eq!(record["error"]["index"], 1);
    }

    #[test]
    fn inputs_come_from_standard_input_when_there_are_none() {
        let output = uri(
            &["normalize", "--json", "--scheme-based"],
            b"HTTP://Example.COM:80\r\nx\xff\n\n",
        );
        assert_eq!(output.status.code(), Some(1), "{output:?}");
        assert_eq!(
            json_lines(&output),
            [
                r#"{"input":"HTTP://Example.COM:80","normalized":"http://example.com/"}"#,
                r#"{"input":"x�","normalized":null,"error":{"index":1,"expected":"UTF-8 text","message":"input is not valid UTF-8 at byte 1"}}"#,
                r#"{"input":"","normalized":""}"#,
            ]
        );
    }

    #[test]
    fn an_invalid_input_is_reported_on_stderr() {
        let output = uri(&["normalize", "HTTP://A/", "a b", "B"], b"");
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(stdout(&output), "http://a/\nB\n");
        assert_eq!(
            stderr(&output),
            concat!(
                "uri: invalid URI-reference at index 1 (column 2): ",
                "expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '\n",
                "  a b\n",
                "   ^\n",
                "  hint: ' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)\n",
            )
        );
    }

    #[test]
    fn after_double_dash_a_leading_dash_is_a_reference() {
        let output = uri(&["normalize", "--", "-a/%7e", "--json"], b"");
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        assert_eq!(stdout(&output), "-a/~\n--json\n");
        assert_usage_error(&["normalize", "-a/%7e"], b"");
    }

    #[test]
    fn help_documents_the_exit_statuses_with_examples() {
        assert_help(
            &["help", "normalize"],
            &[
                "Usage: uri normalize",
                "--scheme-based",
                "Exit status:",
                "Examples:",
            ],
        );
    }

    #[test]
    fn normal_forms_are_written_as_soon_as_their_line_is_read() {
        assert_eq!(
            first_record_comes_before_the_end_of_input(&["normalize"], "HTTP://A/%7e"),
            "http://a/~\n"
        );
    }

    #[test]
    fn a_closed_output_pipe_ends_quietly() {
        assert_eq!(
            first_record_then_close(&["normalize", "--json"], "HTTP://A/%7e"),
            "{\"input\":\"HTTP://A/%7e\",\"normalized\":\"http://a/~\"}\n"
        );
    }
}

/// `uri equivalent`.
mod equivalent {
    use super::{assert_help, assert_usage_error, run, stderr, stdout, uri};

    #[test]
    fn equivalent_exits_0_and_shows_the_common_normal_form() {
        let output = run(
            &[
                "equivalent",
                "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
                "example://a/b/c/%7Bfoo%7D",
            ],
            b"",
            0,
        );
        assert_eq!(
            stdout(&output),
            "equivalent (syntax-based): example://a/b/c/%7Bfoo%7D\n"
        );
    }

    #[test]
    fn not_equivalent_exits_1_and_shows_both_normal_forms() {
        let output = run(
            &["equivalent", "http://example.com", "http://example.com:80/"],
            b"",
            1,
        );
        assert_eq!(
            stdout(&output),
            "not equivalent (syntax-based):\n  http://example.com\n  http://example.com:80/\n"
        );
    }

    #[test]
    fn the_level_decides() {
        let a = "HTTP://example.com";
        let b = "http://example.com:80/";
        let scheme = uri(&["equivalent", "--level", "scheme", a, b], b"");
        assert_eq!(scheme.status.code(), Some(0), "{scheme:?}");
        assert_eq!(
            stdout(&scheme),
            "equivalent (scheme-based): http://example.com/\n"
        );
        let syntax = uri(&["equivalent", a, b, "--level=syntax"], b"");
        assert_eq!(syntax.status.code(), Some(1), "{syntax:?}");
        assert_eq!(
            stdout(&syntax),
            "not equivalent (syntax-based):\n  http://example.com\n  http://example.com:80/\n"
        );
        let simple = uri(
            &[
                "equivalent",
                "--level",
                "simple",
                "http://a/%7e",
                "http://a/~",
            ],
            b"",
        );
        assert_eq!(simple.status.code(), Some(1), "{simple:?}");
        assert_eq!(
            stdout(&simple),
            "not equivalent (simple):\n  http://a/%7e\n  http://a/~\n"
        );
        let same = uri(
            &["equivalent", "--level", "simple", "http://a/", "http://a/"],
            b"",
        );
        assert_eq!(same.status.code(), Some(0), "{same:?}");
        assert_eq!(stdout(&same), "equivalent (simple): http://a/\n");
    }

    #[test]
    fn an_invalid_a_or_b_exits_2_with_the_parse_error() {
        let output = uri(&["equivalent", "http://a/", "a b"], b"");
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        assert_eq!(stdout(&output), "");
        assert_eq!(
            stderr(&output),
            concat!(
                "uri: B is not valid: invalid URI-reference at index 1 (column 2): ",
                "expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '\n",
                "  a b\n",
                "   ^\n",
                "  hint: ' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)\n",
            )
        );
        let both = uri(&["equivalent", "%zz", "http://[::1/"], b"");
        assert_eq!(both.status.code(), Some(2), "{both:?}");
        assert_eq!(stdout(&both), "");
        let errors = stderr(&both);
        assert!(
            errors.starts_with("uri: A is not valid: invalid URI-reference at index 1"),
            "{errors}"
        );
        assert!(
            errors.contains("\nuri: B is not valid: invalid URI-reference at index 11"),
            "{errors}"
        );
    }

    #[test]
    fn usage_errors_exit_2() {
        for args in [
            &["equivalent"][..],
            &["equivalent", "http://a/"],
            &["equivalent", "a", "b", "c"],
            &["equivalent", "--level", "semantic", "a", "b"],
            &["equivalent", "a", "-b"],
        ] {
            assert_usage_error(args, b"");
        }
    }

    #[test]
    fn after_double_dash_a_leading_dash_is_a_reference() {
        let output = uri(&["equivalent", "--", "-a/%7e", "-a/~"], b"");
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        assert_eq!(stdout(&output), "equivalent (syntax-based): -a/~\n");
    }

    #[test]
    fn help_documents_the_exit_statuses_with_examples() {
        assert_help(
            &["equivalent", "--help"],
            &[
                "Usage: uri equivalent",
                "--level",
                "Exit status:",
                "Examples:",
            ],
        );
    }
}

/// `uri parse --json` on hostile standard input: each line gets its record,
/// in order, whatever the line, and the stream goes on after it.
mod hostile {
    use super::{json_lines, uri};

    /// The records of `uri parse --json` reading `stdin`, as JSON, and the
    /// exit status.
    fn records(stdin: &[u8]) -> (Vec<serde_json::Value>, Option<i32>) {
        let output = uri(&["parse", "--json"], stdin);
        assert!(output.stderr.is_empty(), "{output:?}");
        let records = json_lines(&output)
            .iter()
            .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
            .collect();
        (records, output.status.code())
    }

    fn assert_valid(record: &serde_json::Value, input: &str, path: &str) {
        assert_eq!(record["valid"], true, "{record}");
        assert_eq!(record["input"].as_str(), Some(input));
        assert_eq!(record["path"].as_str(), Some(path));
    }

    fn assert_invalid(record: &serde_json::Value, input: &str, index: usize, expected: &str) {
        assert_eq!(record["valid"], false, "{record}");
        assert_eq!(record["input"].as_str(), Some(input));
        assert_eq!(record["error"]["index"], index, "{record}");
        assert_eq!(record["error"]["expected"].as_str(), Some(expected));
        assert!(record["error"]["message"].is_string(), "{record}");
    }

    #[test]
    fn every_hostile_line_gets_its_record_and_the_stream_goes_on() {
        const TEN_MB: usize = 10_000_000;
        let long = "a".repeat(TEN_MB);
        let long_invalid = "%".repeat(TEN_MB);
        let mut stdin: Vec<u8> = Vec::new();
        stdin.extend_from_slice(b"first\n");
        // Not UTF-8: a byte that never begins a character, then a
        // truncated two-byte sequence at the end of the line.
        stdin.extend_from_slice(b"a\xffb\n");
        stdin.extend_from_slice(b"ok\xc3\n");
        // NUL bytes, alone and inside a reference.
        stdin.extend_from_slice(b"\0\n");
        stdin.extend_from_slice(b"http://h/a\0b\n");
        // Ten megabytes on one line, valid and not.
        stdin.extend_from_slice(long.as_bytes());
        stdin.push(b'\n');
        stdin.extend_from_slice(long_invalid.as_bytes());
        stdin.push(b'\n');
        // An empty line: the empty relative reference.
        stdin.push(b'\n');
        stdin.extend_from_slice(b"last");

        let (records, status) = records(&stdin);
        assert_eq!(status, Some(1), "some inputs are invalid");
        assert_eq!(records.len(), 9);
        assert_valid(&records[0], "first", "first");
        assert_invalid(&records[1], "a\u{fffd}b", 1, "UTF-8 text");
        assert_invalid(&records[2], "ok\u{fffd}", 2, "UTF-8 text");
        // What an empty relative reference may go on with.
        let expected =
            r##"unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input"##;
        assert_invalid(&records[3], "\0", 0, expected);
        assert_invalid(
            &records[4],
            "http://h/a\0b",
            10,
            r##"pchar, "/", "?", "#" or end of input"##,
        );
        assert_valid(&records[5], &long, &long);
        assert_eq!(records[5]["kind"], "relative");
        assert_invalid(&records[6], &long_invalid, 1, "HEXDIG");
        assert_valid(&records[7], "", "");
        assert_eq!(records[7]["kind"], "relative");
        assert_eq!(records[7]["host"], serde_json::Value::Null);
        assert_valid(&records[8], "last", "last");
    }

    #[test]
    fn a_stream_of_empty_lines_is_a_stream_of_empty_references() {
        let (records, status) = records(&b"\n".repeat(10_000));
        assert_eq!(status, Some(0));
        assert_eq!(records.len(), 10_000);
        for record in &records {
            assert_valid(record, "", "");
        }
    }
}
