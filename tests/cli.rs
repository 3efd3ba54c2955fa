//! The `uri` command line, run as a separate process: `uri parse` (its JSON
//! schema, its human breakdown), `uri resolve`, `uri relativize`,
//! `uri normalize`, `uri equivalent`, `uri match` and `uri grammar`; their
//! handling of standard input, of `--` and of a closed output pipe; and
//! their exit statuses.

#[path = "support/run_uri.rs"]
mod run_uri;

use run_uri::uri;

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

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
        r##"{"input":"a b","valid":false,"error":{"index":1,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI-reference at index 1 (column 2): expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '","hint":"' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)"}}"##
    );
    let record: serde_json::Value =
        serde_json::from_str(&one_record("http://[::1/", 1)).expect("valid JSON");
    assert_eq!(record["valid"], false);
    assert_eq!(record["error"]["index"], 11);
    assert_eq!(record["error"]["expected"], r#"HEXDIG, ".", ":" or "]""#);
    // "hint" is there only when the mistake is a common one.
    assert!(record["error"].get("hint").is_none(), "{record}");
    let record: serde_json::Value =
        serde_json::from_str(&one_record("http://a:12x/", 1)).expect("valid JSON");
    assert_eq!(
        record["error"]["hint"],
        "a port holds decimal digits only (RFC 3986 §3.2.3)"
    );
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
        r##"{"input":"ab�c","valid":false,"error":{"index":2,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI-reference at index 2 (column 3): expected pchar, \"/\", \"?\", \"#\" or end of input, found byte 0xFF, which is not UTF-8","hint":"byte 0xFF is not UTF-8: a URI holds a byte percent-encoded, %FF (RFC 3986 §2.1), and text as the percent-encoding of its UTF-8 bytes (§2.5)"},"input_hex":"6162ff63"}"##
    );
    assert!(lines[2].starts_with(r#"{"input":"next","valid":true,"#));

    let human = uri(&["parse"], b"ab\xffc\n");
    assert_eq!(human.status.code(), Some(1));
    assert_eq!(
        stdout(&human),
        concat!(
            "invalid URI-reference at index 2 (column 3): expected pchar, \"/\", \"?\", \"#\" ",
            "or end of input, found byte 0xFF, which is not UTF-8\n",
            "  ab\\xFFc\n",
            "    ^\n",
            "  hint: byte 0xFF is not UTF-8: a URI holds a byte percent-encoded, %FF ",
            "(RFC 3986 §2.1), and text as the percent-encoding of its UTF-8 bytes (§2.5)\n",
        )
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
            r##"{"input":"x�","valid":false,"error":{"index":1,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI-reference at index 1 (column 2): expected pchar, \"/\", \"?\", \"#\" or end of input, found byte 0xFE, which is not UTF-8","hint":"byte 0xFE is not UTF-8: a URI holds a byte percent-encoded, %FE (RFC 3986 §2.1), and text as the percent-encoding of its UTF-8 bytes (§2.5)"},"input_hex":"78fe"}"##,
            r#"{"input":"y","valid":true,"kind":"relative","scheme":null,"userinfo":null,"host":null,"host_kind":null,"port":null,"path":"y","query":null,"fragment":null}"#,
        ]
    );
}

/// The bytes of a `"..._hex"` member.
fn unhex(hex: &serde_json::Value) -> Vec<u8> {
    let hex = hex.as_str().unwrap_or_else(|| panic!("{hex} is a string"));
    assert!(
        hex.len() % 2 == 0
            && hex
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)),
        "{hex:?} is lowercase hexadecimal, two digits a byte"
    );
    (0..hex.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&hex[at..at + 2], 16).expect("hexadecimal"))
        .collect()
}

#[test]
fn a_line_that_is_not_utf8_is_refused_where_the_grammar_stops_on_its_bytes() {
    // Each line, the index, and what was expected there.
    let cases: [(&[u8], usize, &str); 7] = [
        // At the first byte outside ASCII: what could follow the text.
        (b"ab\xffc", 2, r##"pchar, "/", "?", "#" or end of input"##),
        (
            b"\xfe",
            0,
            r##"unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input"##,
        ),
        (b"http://[::1\xff]", 11, r#"HEXDIG, ".", ":" or "]""#),
        (b"%\xff", 1, "HEXDIG"),
        // At a character outside ASCII that is UTF-8, the line not.
        (
            "日本\u{301}\u{fffd}".as_bytes(),
            0,
            r##"unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input"##,
        ),
        // Before it, in the ASCII text, as that text alone is refused.
        (b"a b\xff", 1, r##"pchar, "/", "?", "#" or end of input"##),
        (
            b"http://[::1]x\xff",
            12,
            r##"":", "/", "?", "#" or end of input"##,
        ),
    ];
    // Each line is made not UTF-8 by a byte at its end, if not before.
    let lines: Vec<Vec<u8>> = cases
        .iter()
        .map(|(line, _, _)| [line, &b"\xc3"[..]].concat())
        .collect();
    let stdin: Vec<u8> = lines
        .iter()
        .flat_map(|line| [line, &b"\n"[..]].concat())
        .collect();
    let output = uri(&["parse", "--json"], &stdin);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert_eq!(json_lines(&output).len(), cases.len());
    for ((line, input), (_, index, expected)) in json_lines(&output).iter().zip(&lines).zip(cases) {
        let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON");
        assert_eq!(record["valid"], false, "{line}");
        assert_eq!(record["error"]["index"], index, "{line}");
        assert_eq!(record["error"]["expected"], expected, "{line}");
        let message = record["error"]["message"].as_str().expect("a message");
        assert!(
            message.starts_with(&format!(
                "invalid URI-reference at index {index} (column {}): expected {expected}, found ",
                index + 1
            )),
            "{line}"
        );
        assert_eq!(&unhex(&record["input_hex"]), input, "{line}");
        assert_eq!(record["input"], String::from_utf8_lossy(input).as_ref());
    }
}

#[test]
fn input_hex_gives_back_the_bytes_of_an_input_that_is_not_utf8_and_only_then() {
    let lines: [&[u8]; 6] = [
        b"http://a/\xe9t\xe9",
        b"\x00\x01\xff\xfe\x80\x7f",
        b"\xf0\x9f\x98",
        "ok日本".as_bytes(),
        b"a b",
        b"http://a/",
    ];
    let stdin: Vec<u8> = lines
        .iter()
        .flat_map(|line| [*line, b"\n"].concat())
        .collect();
    let output = uri(&["parse", "--json"], &stdin);
    let records = json_lines(&output);
    assert_eq!(records.len(), lines.len());
    for (text, line) in records.iter().zip(lines) {
        let record: serde_json::Value = serde_json::from_str(text).expect("valid JSON");
        match std::str::from_utf8(line) {
            Ok(input) => {
                assert_eq!(record["input"], input);
                assert!(record.get("input_hex").is_none(), "{text}");
            }
            Err(_) => {
                assert_eq!(unhex(&record["input_hex"]), line, "{text}");
                // Last, after the members every refusal has, in their order.
                let hex = format!(r#"}},"input_hex":{}}}"#, record["input_hex"]);
                assert!(text.ends_with(&hex), "{text}");
                assert!(text.starts_with(r#"{"input":"#), "{text}");
                assert!(
                    text.contains(r#","valid":false,"error":{"index":"#),
                    "{text}"
                );
            }
        }
    }
}

#[cfg(unix)]
#[test]
fn resolve_and_normalize_give_the_hex_of_inputs_that_are_not_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let run = |args: &[&OsStr]| {
        let output = Command::new(env!("CARGO_BIN_EXE_uri"))
            .args(args)
            .output()
            .expect("uri runs");
        assert_eq!(output.status.code(), Some(1), "{output:?}");
        let lines = json_lines(&output);
        lines
            .iter()
            .map(|line| serde_json::from_str(line).expect("valid JSON"))
            .collect::<Vec<serde_json::Value>>()
    };
    let bad = OsStr::from_bytes(b"g\xff");
    let resolve = OsStr::new("resolve");
    let json = OsStr::new("--json");
    let base = OsStr::new("http://a/b");

    let records = run(&[resolve, json, base, bad, OsStr::new("g")]);
    assert_eq!(records[0]["error"]["which"], "reference");
    assert_eq!(records[0]["error"]["index"], 1);
    assert_eq!(unhex(&records[0]["ref_hex"]), b"g\xff");
    assert!(records[0].get("base_hex").is_none());
    assert!(records[1].get("ref_hex").is_none() && records[1]["target"] == "http://a/g");

    let bad_base = OsStr::from_bytes(b"http://\xc3\xa9/\xff");
    let records = run(&[resolve, json, bad_base, OsStr::new("g")]);
    assert_eq!(records[0]["error"]["which"], "base");
    assert_eq!(records[0]["error"]["index"], 7);
    assert_eq!(unhex(&records[0]["base_hex"]), b"http://\xc3\xa9/\xff");
    assert!(records[0].get("ref_hex").is_none());

    let records = run(&[OsStr::new("normalize"), json, bad]);
    assert_eq!(records[0]["normalized"], serde_json::Value::Null);
    assert_eq!(unhex(&records[0]["input_hex"]), b"g\xff");
}

#[cfg(unix)]
#[test]
fn relativize_gives_the_hex_of_arguments_that_are_not_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let run = |args: &[&OsStr]| {
        let output = Command::new(env!("CARGO_BIN_EXE_uri"))
            .arg("relativize")
            .arg("--json")
            .args(args)
            .output()
            .expect("uri runs");
        assert_eq!(output.status.code(), Some(1), "{output:?}");
        json_lines(&output)
            .iter()
            .map(|line| serde_json::from_str(line).expect("valid JSON"))
            .collect::<Vec<serde_json::Value>>()
    };
    let base = OsStr::new("http://a/b");
    let bad = OsStr::from_bytes(b"http://a/\xff");

    let records = run(&[base, bad, OsStr::new("http://a/c")]);
    assert_eq!(records[0]["target"], "http://a/\u{fffd}");
    assert_eq!(records[0]["error"]["which"], "target");
    assert_eq!(records[0]["error"]["index"], 9);
    assert_eq!(unhex(&records[0]["target_hex"]), b"http://a/\xff");
    assert!(records[0].get("base_hex").is_none());
    assert!(records[1].get("target_hex").is_none() && records[1]["reference"] == "c");

    // The base is blamed, and both inputs are given back.
    let records = run(&[bad, OsStr::from_bytes(b"g\xfe")]);
    assert_eq!(records[0]["error"]["which"], "base");
    assert_eq!(unhex(&records[0]["base_hex"]), b"http://a/\xff");
    assert_eq!(unhex(&records[0]["target_hex"]), b"g\xfe");
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

/// The input line of `uri parse`'s record of the invalid `line` (read from
/// standard input), as shown, and the column of the caret under it.
fn caret(line: &[u8]) -> (String, usize) {
    let output = uri(&["parse"], &[line, b"\n"].concat());
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 3, "{text}");
    let caret = lines[2]
        .strip_prefix("  ")
        .and_then(|c| c.strip_suffix('^'));
    let spaces = caret.unwrap_or_else(|| panic!("a caret line: {text}"));
    assert!(spaces.bytes().all(|b| b == b' '), "{text}");
    (lines[1].to_owned(), spaces.len())
}

#[test]
fn the_caret_is_under_the_character_in_terminal_columns() {
    // A wide character, an emoji: under its first column.
    let (line, column) = caret("http://h/日本".as_bytes());
    assert_eq!((line.as_str(), column), ("  http://h/日本", 9));
    let (_, column) = caret("a b😀".as_bytes());
    assert_eq!(column, 1);
    // A tab, shown escaped: under its backslash.
    let (line, column) = caret(b"a\tb");
    assert_eq!((line.as_str(), column), ("  a\\tb", 1));
    let (line, column) = caret(b"%\t");
    assert_eq!((line.as_str(), column), ("  %\\t", 1));
    // A combining mark is drawn over the character before it: the caret
    // goes under that one.
    let (line, column) = caret("a\u{301}".as_bytes());
    assert_eq!((line.as_str(), column), ("  a\u{301}", 0));
    let (_, column) = caret("http://h/e\u{301}\u{302}".as_bytes());
    assert_eq!(column, 9);
}

#[test]
fn invisible_characters_are_shown_escaped_with_the_caret_under_them() {
    // Of no width, or of one, as a terminal pleases, and no combining
    // marks: escaped, the caret under the backslash, in the column the
    // message names.
    for (c, shown) in [
        ('\u{AD}', r"\u{ad}"),
        ('\u{180E}', r"\u{180e}"),
        ('\u{3164}', r"\u{3164}"),
        ('\u{2028}', r"\u{2028}"),
        ('\u{2029}', r"\u{2029}"),
    ] {
        let input = format!("a{c}b");
        let output = run(&["parse", &input], b"", 1);
        let text = stdout(&output);
        assert!(
            text.starts_with("invalid URI-reference at index 1 (column 2): "),
            "{text}"
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], format!("  a{shown}b"), "{c:?}");
        assert_eq!(lines[2], "   ^", "{c:?}");
        // The JSON record has the character itself.
        let output = run(&["parse", "--json", &input], b"", 1);
        let record: serde_json::Value =
            serde_json::from_str(stdout(&output).trim_end()).expect("one JSON record");
        assert_eq!(record["input"], input.as_str(), "{c:?}");
    }
}

#[test]
fn the_caret_of_a_line_that_is_not_utf8_is_where_the_grammar_stops() {
    // Not under the byte that is not UTF-8: the grammar stops on the first
    // character, which is not ASCII.
    let (line, column) = caret(b"\xe6\x97\xa5\xe6\x9c\xac\xff");
    assert_eq!((line.as_str(), column), ("  日本\\xFF", 0));
    let (line, column) = caret(b"http://h/\xe6\x97\xa5\xff");
    assert_eq!((line.as_str(), column), ("  http://h/日\\xFF", 9));
    // A mark over an ASCII letter, then a bad byte.
    let (line, column) = caret(b"a\xcc\x81\xff");
    assert_eq!((line.as_str(), column), ("  a\u{301}\\xFF", 0));
    // Inside the ASCII text, with a tab and wide characters after it.
    let (line, column) = caret(b"a\tb \xe6\x97\xa5\xf0\x9f\x98\x80\xff");
    assert_eq!((line.as_str(), column), ("  a\\tb 日😀\\xFF", 1));
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
                r##"{"base":"http://a/b/c/d;p?q","ref":"a b","target":null,"error":{"which":"reference","index":1,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI-reference at index 1 (column 2): expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '","hint":"' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)"}}"##,
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
                r##"{"base":"http://a/b/c/d;p?q","ref":"ab�c","target":null,"error":{"which":"reference","index":2,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI-reference at index 2 (column 3): expected pchar, \"/\", \"?\", \"#\" or end of input, found byte 0xFF, which is not UTF-8","hint":"byte 0xFF is not UTF-8: a URI holds a byte percent-encoded, %FF (RFC 3986 §2.1), and text as the percent-encoding of its UTF-8 bytes (§2.5)"},"ref_hex":"6162ff63"}"##,
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

/// `uri relativize`.
mod relativize {
    use super::{
        assert_help, assert_usage_error, first_record_comes_before_the_end_of_input,
        first_record_then_close, json_lines, run, stderr, stdout, uri,
    };

    /// The base of the examples of RFC 3986 §5.4.
    const BASE: &str = "http://a/b/c/d;p?q";

    /// The standard output of `uri resolve BASE references...`.
    fn resolved(references: &[&str]) -> String {
        let mut args = vec!["resolve", BASE];
        args.extend(references);
        stdout(&run(&args, b"", 0)).to_owned()
    }

    #[test]
    fn targets_of_the_rfc_examples_give_back_the_shortest_references() {
        // Targets of §5.4, and the reference printed for each.
        let examples = [
            ("http://a/b/c/g", "g"),
            ("http://a/b/", ".."),
            ("http://a/b/c/d;p?q#s", "#s"),
            ("https://a/b", "https://a/b"),
            ("http://a/b/c/g?y#s", "g?y#s"),
            ("http://a/b/c/d;p?y", "?y"),
            ("http://a/g", "/g"),
            ("http://g", "//g"),
            ("http://a/b/c/", "."),
            // A ":" in a first segment would read as a scheme.
            ("http://a/b/c/x:y", "./x:y"),
            // Dot segments of the target are removed, as resolving it does.
            ("http://a/b/c/./g/../h", "h"),
            ("http://a/b/c/d;p?q", ""),
        ];
        let targets: Vec<&str> = examples.iter().map(|(target, _)| *target).collect();
        let references: Vec<&str> = examples.iter().map(|(_, reference)| *reference).collect();
        let mut args = vec!["relativize", BASE];
        args.extend(&targets);
        let output = run(&args, b"", 0);
        assert_eq!(stdout(&output).lines().collect::<Vec<_>>(), references);
        // The contract, through `uri resolve`: each reference resolves to
        // what its target resolves to.
        assert_eq!(resolved(&references), resolved(&targets));
    }

    #[test]
    fn json_records_have_their_keys_in_order() {
        let output = run(
            &[
                "relativize",
                "--json",
                BASE,
                "http://a/b/g?y#s",
                "http://a/ b",
                "g",
            ],
            b"",
            1,
        );
        assert_eq!(
            json_lines(&output),
            [
                r#"{"base":"http://a/b/c/d;p?q","target":"http://a/b/g?y#s","reference":"../g?y#s"}"#,
                r##"{"base":"http://a/b/c/d;p?q","target":"http://a/ b","error":{"which":"target","index":9,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI at index 9 (column 10): expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '","hint":"' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)"}}"##,
                // A relative reference is not a URI: the target must be one.
                r#"{"base":"http://a/b/c/d;p?q","target":"g","error":{"which":"target","index":1,"expected":"ALPHA, DIGIT, \"-\", \".\", \"+\" or \":\"","message":"invalid URI at index 1 (column 2): expected ALPHA, DIGIT, \"-\", \".\", \"+\" or \":\", found end of input"}}"#,
            ]
        );
    }

    #[test]
    fn a_base_that_is_not_a_uri_refuses_every_target() {
        // Checked first: the target's own mistake is not told.
        let output = run(&["relativize", "--json", "/b/c", "http://a/b", "g"], b"", 1);
        let lines = json_lines(&output);
        let error = r#""error":{"which":"base","index":0,"expected":"ALPHA","message":"invalid URI at index 0 (column 1): expected ALPHA, found '/'"}}"#;
        assert_eq!(
            lines,
            [
                format!(r#"{{"base":"/b/c","target":"http://a/b",{error}"#),
                format!(r#"{{"base":"/b/c","target":"g",{error}"#),
            ]
        );
        for line in lines {
            let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON");
            assert!(record.get("reference").is_none(), "{record}");
        }
    }

    #[test]
    fn a_refused_pair_is_reported_on_stderr_naming_the_input() {
        let output = uri(
            &["relativize", BASE, "http://a/b/c/g", "g", "http://a/"],
            b"",
        );
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(stdout(&output), "g\n/\n");
        assert_eq!(
            stderr(&output),
            concat!(
                "uri: the target is not valid: invalid URI at index 1 (column 2): ",
                "expected ALPHA, DIGIT, \"-\", \".\", \"+\" or \":\", found end of input\n",
                "  g\n",
                "   ^\n",
            )
        );

        let bad_base = uri(&["relativize", "http://[::1/", "http://a/"], b"");
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
    fn pairs_come_from_standard_input_when_there_are_no_arguments() {
        let stdin = [
            &b"http://a/b/c/d;p?q\thttp://a/b/c/g\r\n"[..],
            b"http://a/b/c/d;p?q\n",
            b"http://a/b/c/d;p?q\thttp://a/\xff\n",
            b"http://a/\xfe\thttp://a/\n",
            b"http://x/y/\thttp://x/z\n",
            b"\n",
            b"http://a/b/c/d;p?q\thttp://a/b/",
        ]
        .concat();
        let output = run(&["relativize", "--json"], &stdin, 1);
        assert_eq!(
            json_lines(&output),
            [
                r#"{"base":"http://a/b/c/d;p?q","target":"http://a/b/c/g","reference":"g"}"#,
                // No tab: the line is named, and is the base.
                r#"{"base":"http://a/b/c/d;p?q","target":null,"error":{"which":"line","index":18,"expected":"a tab, then the target","message":"line 2 has no tab between the base and the target"}}"#,
                r##"{"base":"http://a/b/c/d;p?q","target":"http://a/�","error":{"which":"target","index":9,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI at index 9 (column 10): expected pchar, \"/\", \"?\", \"#\" or end of input, found byte 0xFF, which is not UTF-8","hint":"byte 0xFF is not UTF-8: a URI holds a byte percent-encoded, %FF (RFC 3986 §2.1), and text as the percent-encoding of its UTF-8 bytes (§2.5)"},"target_hex":"687474703a2f2f612fff"}"##,
                r##"{"base":"http://a/�","target":"http://a/","error":{"which":"base","index":9,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI at index 9 (column 10): expected pchar, \"/\", \"?\", \"#\" or end of input, found byte 0xFE, which is not UTF-8","hint":"byte 0xFE is not UTF-8: a URI holds a byte percent-encoded, %FE (RFC 3986 §2.1), and text as the percent-encoding of its UTF-8 bytes (§2.5)"},"base_hex":"687474703a2f2f612ffe"}"##,
                // Each line has its own base.
                r#"{"base":"http://x/y/","target":"http://x/z","reference":"/z"}"#,
                r#"{"base":"","target":null,"error":{"which":"line","index":0,"expected":"a tab, then the target","message":"line 6 has no tab between the base and the target"}}"#,
                r#"{"base":"http://a/b/c/d;p?q","target":"http://a/b/","reference":".."}"#,
            ]
        );

        // Without --json: the references on standard output, the rest on
        // standard error, in the order of the lines.
        let human = uri(&["relativize"], &stdin);
        assert_eq!(human.status.code(), Some(1));
        assert_eq!(stdout(&human), "g\n/z\n..\n");
        let errors = String::from_utf8_lossy(&human.stderr);
        assert!(
            errors.starts_with(concat!(
                "uri: line 2 has no tab between the base and the target\n",
                "  http://a/b/c/d;p?q\n",
                "                    ^\n",
                "uri: the target is not valid: invalid URI at index 9 (column 10): ",
            )),
            "{errors}"
        );
        assert!(
            errors.contains("uri: the base is not valid: invalid URI at index 9 (column 10): "),
            "{errors}"
        );
        assert!(
            errors.ends_with("uri: line 6 has no tab between the base and the target\n  \n  ^\n"),
            "{errors}"
        );
    }

    #[test]
    fn the_target_is_the_rest_of_the_line_tabs_and_all() {
        let output = run(&["relativize", "--json"], b"http://a/b\thttp://a/\tc\n", 1);
        let lines = json_lines(&output);
        assert_eq!(lines.len(), 1);
        let record: serde_json::Value = serde_json::from_str(lines[0]).expect("valid JSON");
        assert_eq!(record["base"], "http://a/b");
        assert_eq!(record["target"], "http://a/\tc");
        assert_eq!(record["error"]["which"], "target");
        assert_eq!(record["error"]["index"], 9);
        assert_eq!(
            record["error"]["hint"],
            "'\\t' is never allowed as is: percent-encode it as %09 (RFC 3986 §2.1)"
        );
    }

    #[test]
    fn exit_status_is_0_when_every_pair_is_relativized() {
        let output = run(&["relativize", BASE, "http://a/b/c/g", "http://x/"], b"", 0);
        assert_eq!(stdout(&output), "g\n//x/\n");
        let from_stdin = run(
            &["relativize"],
            b"http://a/\thttp://a/b\nhttp://a/\thttp://b/\n",
            0,
        );
        assert_eq!(stdout(&from_stdin), "b\n//b/\n");
        // Nothing to read, nothing refused.
        let empty = run(&["relativize", "--json"], b"", 0);
        assert_eq!(stdout(&empty), "");
    }

    #[test]
    fn after_double_dash_a_leading_dash_is_a_target() {
        // No URI begins with "-": a target, refused, not an option.
        let output = run(
            &["relativize", "--json", BASE, "--", "--json", "http://a/g"],
            b"",
            1,
        );
        assert_eq!(
            json_lines(&output),
            [
                r#"{"base":"http://a/b/c/d;p?q","target":"--json","error":{"which":"target","index":0,"expected":"ALPHA","message":"invalid URI at index 0 (column 1): expected ALPHA, found '-'"}}"#,
                r#"{"base":"http://a/b/c/d;p?q","target":"http://a/g","reference":"/g"}"#,
            ]
        );
        let before_base = run(&["relativize", "--", BASE, "http://a/b/c/g"], b"", 0);
        assert_eq!(stdout(&before_base), "g\n");
        // Without `--`, it is an option, and not one that exists.
        assert_usage_error(&["relativize", BASE, "-g"], b"");
    }

    #[test]
    fn usage_errors_exit_2() {
        for args in [
            // A base needs a target; standard input is for pairs only.
            &["relativize", BASE][..],
            &["relativize", "--json", BASE],
            &["relativize", "--", BASE],
            &["relativize", "--bogus"],
            &["relativize", "--bogus", BASE, "http://a/"],
        ] {
            assert_usage_error(args, b"http://a/\thttp://a/b\n");
        }
    }

    #[test]
    fn help_explains_the_contract_with_an_example() {
        let parts = [
            "Usage: uri relativize [--json] <BASE> <TARGET>...",
            "BASE<TAB>TARGET lines on standard input",
            "Strict resolution (RFC 3986 section 5.2) of the printed reference",
            "it is the shortest reference that does",
            "http://a/b/c/g is g",
            r#"{"base", "target", "reference"}"#,
            r#""which": "base"|"target"|"line""#,
            "\"base_hex\", \"target_hex\"",
            "Exit status:",
            "Examples:",
        ];
        assert_help(&["help", "relativize"], &parts);
        assert_help(&["relativize", "--help"], &parts);
        assert_help(&["--help"], &["relativize", "Find the shortest reference"]);
    }

    #[test]
    fn references_are_written_as_soon_as_their_line_is_read() {
        assert_eq!(
            first_record_comes_before_the_end_of_input(
                &["relativize"],
                "http://a/b/c/d;p?q\thttp://a/b/g"
            ),
            "../g\n"
        );
    }

    #[test]
    fn a_closed_output_pipe_ends_quietly() {
        assert_eq!(
            first_record_then_close(&["relativize", "--json"], "http://a/b/\thttp://a/b/c"),
            "{\"base\":\"http://a/b/\",\"target\":\"http://a/b/c\",\"reference\":\"c\"}\n"
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
                r#"{"input":"%zz","normalized":null,"error":{"index":1,"expected":"HEXDIG","message":"invalid URI-reference at index 1 (column 2): expected HEXDIG, found 'z'","hint":"\"%\" begins a percent-encoding and must be followed by two hexadecimal digits; a \"%\" that stands for itself is written %25 (RFC 3986 §2.1)"}}"#,
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
                r##"{"input":"x�","normalized":null,"error":{"index":1,"expected":"pchar, \"/\", \"?\", \"#\" or end of input","message":"invalid URI-reference at index 1 (column 2): expected pchar, \"/\", \"?\", \"#\" or end of input, found byte 0xFF, which is not UTF-8","hint":"byte 0xFF is not UTF-8: a URI holds a byte percent-encoded, %FF (RFC 3986 §2.1), and text as the percent-encoding of its UTF-8 bytes (§2.5)"},"input_hex":"78ff"}"##,
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

    /// The records of `uri parse --json` reading `stdin`, without a limit
    /// on the length of a line, as JSON, and the exit status.
    fn records(stdin: &[u8]) -> (Vec<serde_json::Value>, Option<i32>) {
        let output = uri(&["parse", "--json", "--max-line-bytes", "0"], stdin);
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
        // Refused where the grammar stops on the bytes: at the first one
        // outside ASCII, with what could have followed the text before it.
        let after_a_segment = r##"pchar, "/", "?", "#" or end of input"##;
        assert_invalid(&records[1], "a\u{fffd}b", 1, after_a_segment);
        assert_eq!(records[1]["input_hex"], "61ff62");
        assert_invalid(&records[2], "ok\u{fffd}", 2, after_a_segment);
        assert_eq!(records[2]["input_hex"], "6f6bc3");
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

/// Standard output that cannot be written (full, a pipe without a reader),
/// or closed before `uri` starts.
mod output {
    use std::io::Write as _;
    use std::process::{Command, Output, Stdio};

    use super::stderr;

    /// Every subcommand's way of writing to standard output.
    const WRITERS: &[&[&str]] = &[
        &["parse", "http://a/"],
        &["parse", "--json", "http://a/"],
        // A refusal is a record of `parse`.
        &["parse", "a b"],
        &["resolve", "http://a/b", "g"],
        &["resolve", "--json", "http://a/b", "g"],
        &["relativize", "http://a/b", "http://a/c"],
        &["relativize", "--json", "http://a/b", "http://a/c"],
        &["normalize", "HTTP://A/"],
        &["normalize", "--json", "HTTP://A/"],
        &["equivalent", "http://a/", "HTTP://A/"],
        &["help", "parse"],
        &["--version"],
    ];

    /// Runs `uri args` with `stdout`, no standard input, and standard error
    /// captured.
    fn uri_writing_to(args: &[&str], stdout: impl Into<Stdio>) -> Output {
        Command::new(env!("CARGO_BIN_EXE_uri"))
            .args(args)
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::piped())
            .output()
            .expect("uri runs")
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_full_output_is_an_error_with_exit_status_2() {
        for args in WRITERS {
            let full = std::fs::File::options()
                .write(true)
                .open("/dev/full")
                .expect("/dev/full opens");
            let output = uri_writing_to(args, full);
            assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
            assert_eq!(
                stderr(&output),
                "uri: cannot write to standard output: No space left on device (os error 28)\n",
                "{args:?}"
            );
        }
        // Lines of standard input, written as they are read: the same.
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full opens");
        let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
            .args(["parse", "--json"])
            .stdin(Stdio::piped())
            .stdout(full)
            .stderr(Stdio::piped())
            .spawn()
            .expect("uri starts");
        let mut input = child.stdin.take().expect("stdin is piped");
        // uri may have ended before reading it all.
        let _ = input.write_all(b"a\nb\n");
        drop(input);
        let output = child.wait_with_output().expect("uri runs");
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        assert!(
            stderr(&output).starts_with("uri: cannot write to standard output: "),
            "{output:?}"
        );
    }

    #[test]
    fn a_pipe_without_a_reader_ends_quietly_with_the_status_of_the_inputs() {
        for args in WRITERS {
            let (reader, writer) = std::io::pipe().expect("a pipe");
            // Closed before uri writes: its first write fails with EPIPE.
            drop(reader);
            let output = uri_writing_to(args, writer);
            let status = if args.contains(&"a b") { 1 } else { 0 };
            assert_eq!(output.status.code(), Some(status), "{args:?}: {output:?}");
            assert_eq!(stderr(&output), "", "{args:?}");
        }
    }

    /// A standard output closed before `uri` starts (`>&-`) is what the
    /// Rust runtime makes of it: /dev/null opened in its place, which
    /// nothing after that tells from output thrown away on purpose, so the
    /// status is the inputs', as the help says.
    #[cfg(unix)]
    #[test]
    fn an_output_closed_before_uri_starts_is_output_thrown_away() {
        // `uri words` run by `sh` with `redirections`.
        let run = |words: &str, redirections: &str| {
            Command::new("sh")
                .arg("-c")
                .arg(format!("exec \"$0\" {words} {redirections}"))
                .arg(env!("CARGO_BIN_EXE_uri"))
                .stdin(Stdio::null())
                .stderr(Stdio::piped())
                .output()
                .expect("sh runs")
        };
        for args in WRITERS {
            let words: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
            for redirections in [">&-", "<&- >&-"] {
                let output = run(&words.join(" "), redirections);
                let status = if args.contains(&"a b") { 1 } else { 0 };
                assert_eq!(
                    output.status.code(),
                    Some(status),
                    "{args:?} {redirections}: {output:?}"
                );
                assert_eq!(stderr(&output), "", "{args:?} {redirections}");
            }
        }
        // A usage error is still told as one.
        let output = run("bogus", ">&-");
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        assert!(
            stderr(&output).starts_with("error: unrecognized subcommand 'bogus'"),
            "{output:?}"
        );
    }

    /// /dev/null open for reading and writing on standard output, as a
    /// Python caller's `subprocess.DEVNULL` or a closed output reopened by
    /// the Rust runtime looks from `main`, is output thrown away, not an
    /// error: the status is the inputs'.
    #[cfg(unix)]
    #[test]
    fn dev_null_open_for_reading_and_writing_is_output_thrown_away() {
        for args in WRITERS {
            let null = std::fs::File::options()
                .read(true)
                .write(true)
                .open("/dev/null")
                .expect("/dev/null opens");
            let output = uri_writing_to(args, null);
            let status = if args.contains(&"a b") { 1 } else { 0 };
            assert_eq!(output.status.code(), Some(status), "{args:?}: {output:?}");
            assert_eq!(stderr(&output), "", "{args:?}");
        }
    }
}

mod match_rule {
    use super::{assert_help, json_lines, run, stderr, stdout, uri};

    #[test]
    fn every_input_matching_in_full_exits_0() {
        let output = run(
            &["match", "IPv6address", "1::2", "::ffff:192.0.2.1"],
            b"",
            0,
        );
        assert_eq!(
            stdout(&output),
            "1::2\tmatches IPv6address\n::ffff:192.0.2.1\tmatches IPv6address\n"
        );
    }

    #[test]
    fn an_input_matched_only_in_part_does_not_match() {
        // `dec-octet` matches "25" of "256"; that is not a match of the whole.
        let output = run(&["match", "dec-octet", "255", "256", ""], b"", 1);
        assert_eq!(
            stdout(&output),
            "255\tmatches dec-octet\n256\tdoes not match dec-octet\n\tdoes not match dec-octet\n"
        );
    }

    #[test]
    fn the_rule_is_named_as_in_the_abnf_or_the_grammar_in_any_case() {
        for name in ["segment-nz-nc", "segment_nz_nc", "SEGMENT-NZ-NC"] {
            let output = run(&["match", "--json", name, "a:b", "a@b"], b"", 1);
            assert_eq!(
                json_lines(&output),
                [
                    r#"{"rule":"segment-nz-nc","input":"a:b","matches":false}"#,
                    r#"{"rule":"segment-nz-nc","input":"a@b","matches":true}"#
                ]
            );
        }
    }

    #[test]
    fn standard_input_gives_one_input_per_line() {
        let output = run(&["match", "--json", "port"], b"8080\r\n\n80a\n\xff", 1);
        assert_eq!(
            json_lines(&output),
            [
                r#"{"rule":"port","input":"8080","matches":true}"#,
                r#"{"rule":"port","input":"","matches":true}"#,
                r#"{"rule":"port","input":"80a","matches":false}"#,
                "{\"rule\":\"port\",\"input\":\"\u{fffd}\",\"matches\":false,\"input_hex\":\"ff\"}"
            ]
        );
    }

    #[test]
    fn an_unknown_rule_is_a_usage_error_that_lists_the_rules() {
        let output = uri(&["match", "ALPHA", "a"], b"");
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(stdout(&output), "");
        assert!(stderr(&output).contains("\"ALPHA\" is not a rule of the grammar"));
        assert!(stderr(&output).contains("segment-nz-nc"));
    }

    #[test]
    fn grammar_prints_the_grammar_file() {
        let output = run(&["grammar"], b"", 0);
        assert_eq!(stdout(&output), rfc3986::GRAMMAR);
    }

    #[test]
    fn help_tells_the_schema_and_the_exit_statuses() {
        assert_help(
            &["help", "match"],
            &["\"rule\"", "\"matches\"", "Exit status", "segment-nz-nc"],
        );
    }
}

/// `--jobs N`: the same output as one thread, in the order of the lines.
mod jobs {
    use super::{
        assert_usage_error, first_record_comes_before_the_end_of_input, first_record_then_close,
        run, uri,
    };

    /// Lines of every kind: valid, invalid, not UTF-8, empty.
    fn mixed_lines(count: usize) -> Vec<u8> {
        let kinds: [&[u8]; 6] = [
            b"http://a/b?c#d",
            b"a b",
            b"//[::1]:80/x",
            b"\xff",
            b"",
            b"mailto:x@example.com",
        ];
        let mut input = Vec::new();
        for i in 0..count {
            input.extend_from_slice(kinds[i % kinds.len()]);
            input.extend_from_slice(format!("{i}\n").as_bytes());
        }
        input
    }

    #[test]
    fn every_streaming_subcommand_writes_what_one_thread_writes() {
        let input = mixed_lines(9_000);
        let pairs: Vec<u8> = input
            .split(|&b| b == b'\n')
            .flat_map(|line| [b"http://a/b/c\t".as_slice(), line, b"\n"].concat())
            .collect();
        for (args, stdin) in [
            (&["parse", "--json"][..], &input),
            (&["parse"][..], &input),
            (&["resolve", "--json", "http://a/b/c"][..], &input),
            (&["resolve", "http://a/b/c"][..], &input),
            (&["normalize", "--json"][..], &input),
            (&["relativize", "--json"][..], &pairs),
            (&["relativize"][..], &pairs),
            (&["match", "--json", "URI-reference"][..], &input),
        ] {
            let one = uri(args, stdin);
            assert_eq!(one.status.code(), Some(1), "{args:?}");
            for jobs in ["2", "3", "0"] {
                let many = uri(&[args, &["--jobs", jobs]].concat(), stdin);
                assert_eq!(many.status, one.status, "{args:?} --jobs {jobs}");
                assert!(
                    many.stdout == one.stdout,
                    "{args:?} --jobs {jobs}: stdout differs"
                );
                assert!(
                    many.stderr == one.stderr,
                    "{args:?} --jobs {jobs}: stderr differs"
                );
            }
        }
        // All valid: exit status 0 with many threads too.
        let valid = "http://a/b\n".repeat(5_000);
        run(&["parse", "--json", "-j", "4"], valid.as_bytes(), 0);
    }

    #[test]
    fn records_still_come_as_their_line_is_read() {
        let first =
            first_record_comes_before_the_end_of_input(&["parse", "--json", "-j", "3"], "a");
        assert!(first.starts_with(r#"{"input":"a","valid":true"#), "{first}");
    }

    #[test]
    fn a_closed_output_pipe_ends_quietly() {
        let first = first_record_then_close(&["parse", "--json", "--jobs", "2"], "a");
        assert!(first.starts_with(r#"{"input":"a""#), "{first}");
    }

    #[test]
    fn a_number_of_jobs_out_of_range_is_a_usage_error() {
        assert_usage_error(&["parse", "--jobs", "1025"], b"");
        assert_usage_error(&["parse", "--jobs", "-1"], b"");
        assert_usage_error(&["parse", "--jobs", "many"], b"");
    }
}

/// `--max-line-bytes N`: a longer line of standard input is refused with a
/// record, and the stream goes on.
mod long_lines {
    use super::{json_lines, run, stderr, stdout, uri};

    /// A valid relative reference of `n` bytes.
    fn line_of(n: usize) -> String {
        "a".repeat(n)
    }

    #[test]
    fn a_line_of_the_limit_is_parsed_and_one_byte_more_is_refused() {
        for jobs in ["1", "2"] {
            for end in ["\n", "\r\n"] {
                let stdin = [line_of(10), line_of(11), "b".to_owned(), String::new()].join(end);
                let args = ["parse", "--json", "--max-line-bytes", "10", "--jobs", jobs];
                let output = run(&args, stdin.as_bytes(), 1);
                let records: Vec<serde_json::Value> = json_lines(&output)
                    .iter()
                    .map(|line| serde_json::from_str(line).unwrap())
                    .collect();
                assert_eq!(records.len(), 3, "{records:?}");
                assert_eq!(records[0]["valid"], true);
                assert_eq!(records[0]["input"], line_of(10));
                assert_eq!(
                    records[1],
                    serde_json::json!({
                        "input": null,
                        "valid": false,
                        "error": {
                            "index": 10,
                            "expected": "end of line within 10 bytes",
                            "message": "line 2 is longer than 10 bytes (--max-line-bytes), not read",
                            "hint": "give --max-line-bytes a larger limit, or 0 for none",
                        },
                    })
                );
                assert_eq!(records[2]["input"], "b");
                assert_eq!(records[2]["valid"], true);
            }
        }
    }

    #[test]
    fn the_refusal_is_a_record_in_every_output_mode() {
        let stdin = format!("{}\nb\n", line_of(100));
        // The breakdown: the message, in place of the record.
        let output = run(&["parse", "--max-line-bytes", "99"], stdin.as_bytes(), 1);
        assert!(
            stdout(&output).starts_with(
                "line 1 is longer than 99 bytes (--max-line-bytes), not read\n  \
                 hint: give --max-line-bytes a larger limit, or 0 for none\n\nb\n"
            ),
            "{}",
            stdout(&output)
        );
        // Subcommands whose errors go to standard error.
        for args in [
            &["normalize"][..],
            &["resolve", "http://a/"],
            &["to-uri"],
            &["relativize"],
            &["match", "path"],
        ] {
            let args = [args, &["--max-line-bytes", "99"]].concat();
            let output = uri(&args, stdin.as_bytes());
            assert_eq!(output.status.code(), Some(1), "{args:?}");
            assert!(
                stderr(&output)
                    .lines()
                    .next()
                    .is_some_and(|line| line.starts_with("uri: ")
                        && line.ends_with(
                            "line 1 is longer than 99 bytes (--max-line-bytes), not read"
                        )),
                "{args:?}: {}",
                stderr(&output)
            );
        }
        // Their JSON records: the input null, the error object.
        for (args, key) in [
            (&["normalize"][..], "input"),
            (&["resolve", "http://a/"], "ref"),
            (&["to-iri"], "input"),
            (&["relativize"], "base"),
            (&["match", "path"], "input"),
        ] {
            let args = [args, &["--json", "--max-line-bytes", "99"]].concat();
            let output = uri(&args, stdin.as_bytes());
            assert_eq!(output.status.code(), Some(1), "{args:?}");
            let lines = json_lines(&output);
            assert_eq!(lines.len(), 2, "{args:?}");
            let record: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
            assert!(record[key].is_null(), "{args:?}: {record}");
            assert_eq!(record["error"]["index"], 99, "{args:?}: {record}");
            assert_eq!(
                record["error"]["expected"], "end of line within 99 bytes",
                "{args:?}"
            );
        }
    }

    #[test]
    fn the_default_limit_is_2_mib_and_0_is_none() {
        let limit = 2 * 1024 * 1024;
        let stdin = format!("{}\n{}\n", line_of(limit), line_of(limit + 1));
        let output = uri(&["parse", "--json"], stdin.as_bytes());
        let lines = json_lines(&output);
        assert_eq!(lines.len(), 2);
        assert!(lines[0].contains("\"valid\":true"));
        assert!(lines[1].starts_with("{\"input\":null,\"valid\":false,"));
        let output = run(
            &["parse", "--json", "--max-line-bytes", "0"],
            stdin.as_bytes(),
            0,
        );
        assert_eq!(json_lines(&output).len(), 2);
    }

    #[test]
    fn help_tells_the_limit() {
        super::assert_help(
            &["help", "parse"],
            &["--max-line-bytes <N>", "2 MiB", "Long lines:"],
        );
    }
}

/// `--summary`: one summary of the run instead of its records.
mod summary {
    use super::{assert_help, run, stdout};

    /// Valid and invalid lines of several schemes and host kinds.
    fn lines() -> String {
        let mut input = String::new();
        for i in 0..3000 {
            let line = match i % 6 {
                0 => format!("http://example.com/{i}"),
                1 => format!("HTTPS://[::1]/{i}"),
                2 => format!("a b{i}"),
                3 => format!("//192.0.2.1/{i}"),
                4 => format!("%zz{i}"),
                _ => format!("mailto:x{i}@example.com"),
            };
            input.push_str(&line);
            input.push('\n');
        }
        input
    }

    #[test]
    fn json_summary_is_one_object_and_nothing_else() {
        let input = lines();
        for jobs in ["1", "2", "0"] {
            let output = run(
                &["parse", "--json", "--summary", "--jobs", jobs],
                input.as_bytes(),
                1,
            );
            let text = stdout(&output);
            assert_eq!(text.lines().count(), 1, "{text}");
            let summary: serde_json::Value = serde_json::from_str(text).unwrap();
            let space_hint = rfc3986::UriRef::parse("a b").unwrap_err().hint().unwrap();
            let percent_hint = rfc3986::UriRef::parse("%zz").unwrap_err().hint();
            assert_eq!(
                summary,
                serde_json::json!({
                    "inputs": 3000, "valid": 2000, "invalid": 1000,
                    "by_scheme": [
                        {"scheme": null, "count": 500},
                        {"scheme": "http", "count": 500},
                        {"scheme": "https", "count": 500},
                        {"scheme": "mailto", "count": 500},
                    ],
                    "other_schemes": 0,
                    "by_host_kind": [
                        {"host_kind": null, "count": 500},
                        {"host_kind": "ipv4", "count": 500},
                        {"host_kind": "ipv6", "count": 500},
                        {"host_kind": "reg-name", "count": 500},
                    ],
                    // Ties by what was expected.
                    "top_errors": [
                        {
                            "expected": "HEXDIG",
                            "hint": percent_hint.map(|hint| hint.to_string()),
                            "count": 500,
                        },
                        {
                            "expected": "pchar, \"/\", \"?\", \"#\" or end of input",
                            "hint": space_hint.to_string(),
                            "count": 500,
                        },
                    ],
                }),
                "--jobs {jobs}"
            );
        }
    }

    #[test]
    fn text_summary_is_a_table_and_nothing_else() {
        let input = lines();
        let one = run(&["parse", "--summary"], input.as_bytes(), 1);
        let text = stdout(&one);
        assert!(
            text.starts_with("inputs         3000\nvalid          2000\ninvalid        1000\n"),
            "{text}"
        );
        assert!(text.contains("\nscheme              valid\n  (none)              500\n"));
        assert!(text.contains("\nhost kind           valid\n"));
        assert!(text.contains("\nmost frequent errors\n       500  expected HEXDIG\n"));
        assert!(text.contains("\n       500  expected pchar, "));
        // No record: no input is echoed.
        assert!(!text.contains("example.com"), "{text}");
        let many = run(&["parse", "--summary", "-j", "3"], input.as_bytes(), 1);
        assert_eq!(stdout(&many), text);
    }

    #[test]
    fn resolve_and_normalize_summarize_their_results() {
        let output = run(
            &["resolve", "--json", "--summary", "http://a/b"],
            b"g\n//h\nmailto:x\na b\n",
            1,
        );
        let summary: serde_json::Value = serde_json::from_str(stdout(&output)).unwrap();
        assert_eq!(summary["inputs"], 4);
        assert_eq!(summary["valid"], 3);
        assert_eq!(
            summary["by_scheme"][0],
            serde_json::json!({"scheme": "http", "count": 2})
        );
        assert_eq!(summary["top_errors"][0]["count"], 1);
        // Arguments as well as standard input, all valid: status 0.
        let output = run(
            &["normalize", "--summary", "--json", "HTTP://A/", "b"],
            b"",
            0,
        );
        let summary: serde_json::Value = serde_json::from_str(stdout(&output)).unwrap();
        assert_eq!(
            summary["by_host_kind"],
            serde_json::json!([{"host_kind": null, "count": 1}, {"host_kind": "reg-name", "count": 1}])
        );
        // No diagnostic per input on standard error either (run checks it
        // is empty).
        run(&["normalize", "--summary", "a b"], b"", 1);
    }

    #[test]
    fn help_tells_the_schema() {
        for command in ["parse", "resolve", "normalize"] {
            assert_help(
                &["help", command],
                &[
                    "--summary",
                    "Summary:",
                    "\"by_scheme\"",
                    "\"top_errors\"",
                    "jq",
                ],
            );
        }
    }
}

/// A child `uri` that must end within a deadline: a hang fails the test
/// rather than stalling it.
mod deadline {
    use std::io::{Read, Write};
    use std::process::{Command, ExitStatus, Stdio};
    use std::thread;
    use std::time::{Duration, Instant};

    /// How long a run may take before it counts as a hang.
    const DEADLINE: Duration = Duration::from_secs(30);

    /// What a run wrote, and how it ended.
    pub struct Ended {
        pub status: ExitStatus,
        pub stdout: Vec<u8>,
        pub stderr: Vec<u8>,
    }

    /// Runs `uri args` with `env` added to its environment, writing the
    /// pieces of `stdin` with `pause` between them; kills it and fails if
    /// it has not ended within [`DEADLINE`].
    pub fn run(args: &[&str], env: &[(&str, &str)], stdin: Vec<Vec<u8>>, pause: Duration) -> Ended {
        let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
            .args(args)
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("uri starts");
        let mut input = child.stdin.take().expect("stdin is piped");
        let writer = thread::spawn(move || {
            for (i, piece) in stdin.iter().enumerate() {
                if i > 0 {
                    thread::sleep(pause);
                }
                // uri may have ended before reading it all.
                if input.write_all(piece).and_then(|()| input.flush()).is_err() {
                    return;
                }
            }
        });
        let read = |mut pipe: Box<dyn Read + Send>| {
            thread::spawn(move || {
                let mut bytes = Vec::new();
                let _ = pipe.read_to_end(&mut bytes);
                bytes
            })
        };
        let stdout = read(Box::new(child.stdout.take().expect("stdout is piped")));
        let stderr = read(Box::new(child.stderr.take().expect("stderr is piped")));
        let start = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().expect("uri can be waited for") {
                break status;
            }
            if start.elapsed() > DEADLINE {
                let _ = child.kill();
                let _ = child.wait();
                panic!("uri {args:?} did not end within {DEADLINE:?}: it hangs");
            }
            thread::sleep(Duration::from_millis(20));
        };
        writer.join().expect("the writer thread ends");
        Ended {
            status,
            stdout: stdout.join().expect("stdout is read"),
            stderr: stderr.join().expect("stderr is read"),
        }
    }
}

/// A panic in a handler (made on demand through `URI_DEBUG_PANIC_ON`, in
/// builds with debug assertions only) ends the run with status 2 and a
/// message: on `--jobs` threads it must not hang the run.
#[cfg(debug_assertions)]
mod panics {
    use std::time::Duration;

    use super::deadline;

    /// Lines, one of them `boom` in the middle.
    fn lines() -> Vec<u8> {
        let mut input = Vec::new();
        for i in 0..20_000 {
            let line = if i == 10_000 {
                "boom".to_owned()
            } else {
                format!("http://a/{i}")
            };
            input.extend_from_slice(line.as_bytes());
            input.push(b'\n');
        }
        input
    }

    #[test]
    fn a_panic_on_a_jobs_thread_ends_the_run_with_status_2() {
        for jobs in ["2", "3", "8"] {
            let ended = deadline::run(
                &["parse", "--json", "--jobs", jobs],
                &[("URI_DEBUG_PANIC_ON", "boom")],
                vec![lines()],
                Duration::ZERO,
            );
            assert_eq!(ended.status.code(), Some(2), "--jobs {jobs}");
            let errors = String::from_utf8_lossy(&ended.stderr);
            assert!(
                errors.ends_with(
                    "uri: a --jobs thread panicked: URI_DEBUG_PANIC_ON asked for a panic on this input\n"
                ),
                "--jobs {jobs}: {errors}"
            );
            // The records of the lines before the panicking batch, in
            // order, and none after it.
            let records = String::from_utf8_lossy(&ended.stdout);
            let count = records.lines().count();
            assert!(count <= 10_000, "--jobs {jobs}: {count}");
            for (i, record) in records.lines().enumerate() {
                let input = format!("{{\"input\":\"http://a/{i}\",");
                assert!(record.starts_with(&input), "--jobs {jobs}: {record}");
            }
        }
    }

    #[test]
    fn a_panic_on_one_thread_ends_the_run_with_status_2() {
        for (args, stdin) in [
            (&["parse", "--json"][..], lines()),
            (&["normalize", "a", "boom", "c"][..], Vec::new()),
        ] {
            let ended = deadline::run(
                args,
                &[("URI_DEBUG_PANIC_ON", "boom")],
                vec![stdin],
                Duration::ZERO,
            );
            assert_eq!(ended.status.code(), Some(2), "{args:?}");
            let errors = String::from_utf8_lossy(&ended.stderr);
            assert!(
                errors.ends_with("uri: internal error: a panic (please report it)\n"),
                "{errors}"
            );
        }
    }

    #[test]
    fn without_the_variable_the_same_input_is_parsed() {
        let ended = deadline::run(
            &["parse", "--json", "-j", "2"],
            &[],
            vec![lines()],
            Duration::ZERO,
        );
        assert_eq!(ended.status.code(), Some(0));
        assert_eq!(
            String::from_utf8_lossy(&ended.stdout).lines().count(),
            20_000
        );
    }
}

/// The progress line: on standard error only when it is a terminal (or
/// when `URI_PROGRESS=always` says so, for this test), never in a pipe.
mod progress {
    use std::time::Duration;

    use super::{deadline, run};

    /// Lines of standard input in two pieces, with a pause between them
    /// longer than the line's interval.
    fn slow_input() -> (Vec<Vec<u8>>, Duration) {
        let piece = "http://a/b\na b\n".repeat(500).into_bytes();
        (vec![piece.clone(), piece], Duration::from_millis(700))
    }

    #[test]
    fn with_standard_error_piped_nothing_is_drawn() {
        let (pieces, pause) = slow_input();
        for jobs in ["1", "2"] {
            let ended = deadline::run(&["parse", "--json", "-j", jobs], &[], pieces.clone(), pause);
            assert_eq!(ended.status.code(), Some(1));
            assert_eq!(String::from_utf8_lossy(&ended.stderr), "", "--jobs {jobs}");
            assert_eq!(String::from_utf8_lossy(&ended.stdout).lines().count(), 2000);
        }
        // A long run all at once: nothing either.
        let many = "http://a/b\n".repeat(200_000);
        run(&["parse", "--json"], many.as_bytes(), 0);
    }

    #[test]
    fn when_wanted_the_line_is_drawn_in_place_and_erased_at_the_end() {
        let (pieces, pause) = slow_input();
        for jobs in ["1", "2"] {
            let ended = deadline::run(
                &["parse", "--json", "-j", jobs],
                &[("URI_PROGRESS", "always")],
                pieces.clone(),
                pause,
            );
            assert_eq!(ended.status.code(), Some(1));
            let errors = String::from_utf8_lossy(&ended.stderr);
            // Drawn once the interval has passed, at the next record: after
            // the pause.
            assert!(
                errors.starts_with("\r\x1b[Kuri: 1,0") || errors.starts_with("\r\x1b[Kuri: 2,0"),
                "--jobs {jobs}: {errors:?}"
            );
            assert!(errors.contains(" lines/s), "), "{errors:?}");
            assert!(errors.contains(" kB read, "), "{errors:?}");
            assert!(errors.contains("% invalid"), "{errors:?}");
            assert!(errors.ends_with("\r\x1b[K"), "{errors:?}");
            assert!(!errors.contains('\n'), "{errors:?}");
            // The records are as without it.
            assert_eq!(String::from_utf8_lossy(&ended.stdout).lines().count(), 2000);
        }
        // Not with arguments: there is no stream to follow.
        let ended = deadline::run(
            &["parse", "--json", "a"],
            &[("URI_PROGRESS", "always")],
            Vec::new(),
            Duration::ZERO,
        );
        assert!(ended.stderr.is_empty());
    }
}

#[test]
fn mask_password_writes_the_password_as_stars() {
    let output = run(
        &[
            "parse",
            "--json",
            "--mask-password",
            "https://bob:hunter2@h/p",
            "https://bob@h/",
        ],
        b"",
        0,
    );
    let lines = json_lines(&output);
    assert!(
        lines[0].starts_with(r#"{"input":"https://bob:***@h/p","valid":true"#),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains(r#""userinfo":"bob:***""#));
    assert!(!stdout(&output).contains("hunter2"));
    assert!(lines[1].contains(r#""userinfo":"bob""#));
    let output = run(&["parse", "--mask-password", "ftp://a:b@h/"], b"", 0);
    assert!(
        stdout(&output).starts_with("ftp://a:***@h/\n"),
        "{}",
        stdout(&output)
    );
    // Without the flag, as written.
    let output = run(&["parse", "--json", "https://bob:hunter2@h/p"], b"", 0);
    assert!(stdout(&output).contains("hunter2"));
}
