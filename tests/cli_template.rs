//! `uri template expand`, `uri template match` and `uri template check`,
//! run as a separate process: arguments and JSON lines, every kind of
//! value, the error records, the caret of `check`, `--jobs`, and the exit
//! statuses.

#[path = "support/run_uri.rs"]
mod run_uri;

use run_uri::uri;

use std::process::Output;

fn stdout(output: &Output) -> &str {
    std::str::from_utf8(&output.stdout).expect("stdout is UTF-8")
}

fn stderr(output: &Output) -> &str {
    std::str::from_utf8(&output.stderr).expect("stderr is UTF-8")
}

/// Runs `uri args` on `stdin`, checks that it exits with `code` and writes
/// nothing to stderr, and returns its standard output.
fn run(args: &[&str], stdin: &str, code: i32) -> String {
    let output = uri(args, stdin.as_bytes());
    assert_eq!(output.status.code(), Some(code), "{args:?}: {output:?}");
    assert_eq!(stderr(&output), "", "{args:?}");
    stdout(&output).to_owned()
}

/// The lines of `text`, each checked to be one JSON object.
fn json_lines(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().collect();
    for line in &lines {
        let value: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{line:?}: {e}"));
        assert!(value.is_object(), "{line}");
    }
    lines
}

/// `uri args` is a usage error: exit status 2, a message on stderr and
/// nothing on stdout.
fn assert_usage_error(args: &[&str]) {
    let output = uri(args, b"");
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert_eq!(stdout(&output), "", "{args:?}");
    assert!(!stderr(&output).is_empty(), "{args:?}");
}

/// The error record of `{x` as `expand` writes it, after `"template"`.
const UNCLOSED: &str = r#""error":{"index":2,"expected":"varchar, \".\", modifier-level4, \",\" or \"}\"","message":"invalid URI template at index 2 (column 3): expected varchar, \".\", modifier-level4, \",\" or \"}\", found the end of input","hint":"an expression opened with `{` is not closed with `}`"}"#;

/// `uri template expand`.
mod expand {
    use super::{UNCLOSED, assert_usage_error, json_lines, run, stderr, stdout, uri};

    #[test]
    fn arguments_give_the_expansion_on_a_line() {
        assert_eq!(
            run(
                &[
                    "template",
                    "expand",
                    "/search{?q,lang}",
                    "q=caf\u{e9} au lait",
                    "lang=en"
                ],
                "",
                0
            ),
            "/search?q=caf%C3%A9%20au%20lait&lang=en\n"
        );
        // A value holds any `=` after the first; a name given twice takes
        // its last value; a variable not given is undefined.
        assert_eq!(
            run(
                &["template", "expand", "{x}{?y,z}", "x=a=b", "y=1", "y=2"],
                "",
                0
            ),
            "a%3Db?y=2\n"
        );
        // No variables at all.
        assert_eq!(run(&["template", "expand", "/a/{b}"], "", 0), "/a/\n");
        // After `--`, a template may begin with `-`.
        assert_eq!(
            run(&["template", "expand", "--", "-{x}", "x=1"], "", 0),
            "-1\n"
        );
    }

    #[test]
    fn arguments_with_json_give_one_record() {
        let out = run(
            &[
                "template",
                "expand",
                "--json",
                "http://example.com/~{username}/",
                "username=fred",
            ],
            "",
            0,
        );
        assert_eq!(
            json_lines(&out),
            [
                r#"{"template":"http://example.com/~{username}/","expansion":"http://example.com/~fred/"}"#
            ]
        );
    }

    #[test]
    fn a_template_that_is_not_valid_is_refused_with_a_caret() {
        let output = uri(&["template", "expand", "{x", "x=1"], b"");
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(stdout(&output), "");
        assert_eq!(
            stderr(&output),
            "uri: invalid URI template at index 2 (column 3): expected varchar, \".\", \
             modifier-level4, \",\" or \"}\", found the end of input\n  {x\n    ^\n  \
             hint: an expression opened with `{` is not closed with `}`\n"
        );
        let out = run(&["template", "expand", "--json", "{x"], "", 1);
        assert_eq!(
            json_lines(&out),
            [format!(r#"{{"template":"{{x",{UNCLOSED}}}"#)]
        );
    }

    #[test]
    fn an_expansion_that_is_not_a_reference_is_refused() {
        let output = uri(&["template", "expand", "{+x}", "x=["], b"");
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(stdout(&output), "");
        let errors = stderr(&output);
        assert!(
            errors.starts_with(
                "uri: the expansion is not a reference: invalid URI-reference at index 0"
            ),
            "{errors}"
        );
        assert!(errors.contains("\n  [\n  ^\n  hint: "), "{errors}");
        let out = run(&["template", "expand", "--json", "{+x}", "x=["], "", 1);
        let record: serde_json::Value = serde_json::from_str(json_lines(&out)[0]).unwrap();
        assert_eq!(record["error"]["index"], 0);
        assert!(record.get("expansion").is_none(), "{record}");
    }

    #[test]
    fn json_lines_take_every_kind_of_value() {
        // A number is its text, a boolean "true" or "false", null
        // undefined, an array a list, an object a map in the order its
        // keys are written (not sorted: semi, dot, comma).
        let line = r#"{"template": "/{n}/{f}/{b}{/u}{/list*}{?keys*}", "variables": {"n": 6, "f": -122.427, "b": true, "u": null, "list": ["red", "green"], "keys": {"semi": ";", "dot": ".", "comma": ","}}}"#;
        let out = run(&["template", "expand"], &format!("{line}\n"), 0);
        assert_eq!(
            json_lines(&out),
            [
                r#"{"template":"/{n}/{f}/{b}{/u}{/list*}{?keys*}","expansion":"/6/-122.427/true/red/green?semi=%3B&dot=.&comma=%2C"}"#
            ]
        );
        // Numbers and booleans inside a list or a map too; "variables" may
        // be left out, and other members are ignored; --json changes
        // nothing on standard input.
        let lines = concat!(
            r#"{"template": "{x*}{?y*}", "variables": {"x": [1, false, "a b"], "y": {"b": 2.5, "a": true}}}"#,
            "\n",
            r#"{"id": 7, "template": "/a{?b}"}"#,
            "\n",
        );
        let expected = [
            r#"{"template":"{x*}{?y*}","expansion":"1,false,a%20b?b=2.5&a=true"}"#,
            r#"{"template":"/a{?b}","expansion":"/a"}"#,
        ];
        assert_eq!(
            json_lines(&run(&["template", "expand"], lines, 0)),
            expected
        );
        let json = run(&["template", "expand", "--json"], lines, 0);
        assert_eq!(json_lines(&json), expected);
    }

    #[test]
    fn json_lines_give_error_objects() {
        let lines = concat!(
            r#"{"template": "{x", "variables": {}}"#,
            "\n",
            r#"{"template": "{keys:1}", "variables": {"keys": {"semi": ";"}}}"#,
            "\n",
            r#"{"template": "{!x}", "variables": {"x": "1"}}"#,
            "\n",
            r#"{"template": "{x}", "variables": {"x": "\u2028"}}"#,
            "\n",
        );
        let out = run(&["template", "expand"], lines, 1);
        assert_eq!(
            json_lines(&out),
            [
                format!(r#"{{"template":"{{x",{UNCLOSED}}}"#).as_str(),
                r#"{"template":"{keys:1}","error":{"index":1,"expected":"a string value","message":"cannot expand at index 1: the prefix modifier of keys applies to a string, not a list or map (RFC 6570 §2.4.1)"}}"#,
                r#"{"template":"{!x}","error":{"index":0,"expected":"operator","message":"cannot expand at index 0: the operator '!' is reserved for future extensions (RFC 6570 §2.2)"}}"#,
                r#"{"template":"{x}","expansion":"%E2%80%A8"}"#,
            ]
        );
    }

    #[test]
    fn a_line_that_is_not_a_request_gets_an_error_record_and_the_stream_goes_on() {
        let lines = concat!(
            "{\"template\" 1}\n",
            "\n",
            "[1]\n",
            "{\"variables\": {}}\n",
            "{\"template\": \"{x}\", \"variables\": [\"x\"]}\n",
            "{\"template\": \"{x}\", \"variables\": {\"x\": [[\"a\"]]}}\n",
            "{\"template\": \"{x}\", \"variables\": {\"x\": \"ok\"}}\n",
            "{\"template\": \"a\"} b\n",
        );
        let out = run(&["template", "expand"], lines, 1);
        let records: Vec<serde_json::Value> = json_lines(&out)
            .iter()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        assert_eq!(records.len(), 8);
        let summary: Vec<(serde_json::Value, serde_json::Value)> = records
            .iter()
            .map(|r| (r["template"].clone(), r["error"]["index"].clone()))
            .collect();
        assert_eq!(
            summary,
            [
                (serde_json::Value::Null, 12.into()),
                (serde_json::Value::Null, 0.into()),
                (serde_json::Value::Null, 0.into()),
                (serde_json::Value::Null, 0.into()),
                ("{x}".into(), 0.into()),
                ("{x}".into(), 0.into()),
                ("{x}".into(), serde_json::Value::Null),
                (serde_json::Value::Null, 18.into()),
            ]
        );
        for record in [&records[0], &records[5]] {
            assert_eq!(
                record["error"]["expected"],
                r#"a JSON object {"template": <string>, "variables": <object>}"#
            );
        }
        assert_eq!(
            records[0]["error"]["message"],
            "line 1 is not JSON: expected `:` at index 12"
        );
        assert_eq!(
            records[3]["error"]["message"],
            "line 4: \"template\" is missing, not a string"
        );
        assert_eq!(
            records[5]["error"]["message"],
            "line 6: variable \"x\" holds an array, where a list or a map holds strings, numbers or booleans"
        );
        assert_eq!(records[6]["expansion"], "ok");
    }

    #[test]
    fn a_line_too_long_is_refused_without_its_template() {
        let long = format!("{{\"template\": \"{}\"}}\n", "a".repeat(100));
        let lines = format!("{long}{{\"template\": \"b\"}}\n");
        let out = run(&["template", "expand", "--max-line-bytes", "50"], &lines, 1);
        let lines = json_lines(&out);
        assert!(
            lines[0].starts_with(
                r#"{"template":null,"error":{"index":50,"expected":"end of line within 50 bytes""#
            ),
            "{}",
            lines[0]
        );
        assert_eq!(lines[1], r#"{"template":"b","expansion":"b"}"#);
    }

    #[cfg(unix)]
    #[test]
    fn a_template_argument_that_is_not_utf8_is_refused_with_its_hex() {
        use std::ffi::OsStr;
        use std::os::unix::ffi::OsStrExt as _;

        let template = OsStr::from_bytes(b"a\xff{x}");
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_uri"))
            .args([
                "template".as_ref(),
                "expand".as_ref(),
                "--json".as_ref(),
                template,
            ])
            .output()
            .expect("uri runs");
        assert_eq!(output.status.code(), Some(1));
        let out = stdout(&output);
        assert!(
            out.starts_with("{\"template\":\"a\u{fffd}{x}\",\"error\":{\"index\":1,"),
            "{out}"
        );
        assert!(
            out.ends_with(",\"template_hex\":\"61ff7b787d\"}\n"),
            "{out}"
        );
    }

    #[test]
    fn usage_errors() {
        // A variable without `=`, or without a name.
        assert_usage_error(&["template", "expand", "{x}", "x"]);
        assert_usage_error(&["template", "expand", "{x}", "=1"]);
        assert_usage_error(&["template", "expand", "--bogus"]);
    }
}

/// `uri template match`.
mod matching {
    use super::{assert_usage_error, json_lines, run, stderr, stdout, uri};

    #[test]
    fn arguments_give_each_uri_with_its_variables_under_it() {
        let out = run(
            &[
                "template",
                "match",
                "/files{/path*}{?tags,q}",
                "/files/a/b%20c?tags=x,y&q=",
                "/other",
                "/files",
            ],
            "",
            1,
        );
        assert_eq!(
            out,
            "/files/a/b%20c?tags=x,y&q=\n  path=[\"a\", \"b c\"]\n  tags=[\"x\", \"y\"]\n  q=\"\"\n\
             \n/other\n  does not match\n\
             \n/files\n  matches, every variable undefined\n"
        );
        let out = run(&["template", "match", "{?keys*}", "?semi=%3B&dot=."], "", 0);
        assert_eq!(
            out,
            "?semi=%3B&dot=.\n  keys={\"semi\": \";\", \"dot\": \".\"}\n"
        );
    }

    #[test]
    fn arguments_with_json_give_a_record_per_uri_null_when_it_does_not_match() {
        let out = run(
            &[
                "template",
                "match",
                "--json",
                "/users/{id}",
                "/users/42",
                "/groups/1",
            ],
            "",
            1,
        );
        assert_eq!(
            json_lines(&out),
            [
                r#"{"template":"/users/{id}","uri":"/users/42","variables":{"id":"42"}}"#,
                r#"{"template":"/users/{id}","uri":"/groups/1","variables":null}"#,
            ]
        );
        let out = run(
            &["template", "match", "--json", "/users/{id}", "/users/42"],
            "",
            0,
        );
        assert_eq!(json_lines(&out).len(), 1);
    }

    #[test]
    fn json_lines_give_strings_lists_and_maps_in_order() {
        let lines = concat!(
            r#"{"template": "{/list*}{?keys*}", "uri": "/red/green?semi=%3B&dot=.&comma=%2C"}"#,
            "\n",
            r#"{"template": "/a", "uri": "/b"}"#,
            "\n",
            r#"{"template": "{x}{y}", "uri": ""}"#,
            "\n",
            r#"{"template": "/{a}/{b}", "uri": "/caf%C3%A9/%22"}"#,
            "\n",
        );
        let out = run(&["template", "match"], lines, 1);
        assert_eq!(
            json_lines(&out),
            [
                r#"{"template":"{/list*}{?keys*}","uri":"/red/green?semi=%3B&dot=.&comma=%2C","variables":{"list":["red","green"],"keys":{"semi":";","dot":".","comma":","}}}"#,
                r#"{"template":"/a","uri":"/b","variables":null}"#,
                r#"{"template":"{x}{y}","uri":"","variables":{}}"#,
                r#"{"template":"/{a}/{b}","uri":"/caf%C3%A9/%22","variables":{"a":"café","b":"\""}}"#,
            ]
        );
    }

    #[test]
    fn a_template_that_is_not_valid_refuses_every_uri() {
        let output = uri(&["template", "match", "{x", "/a", "/b"], b"");
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(stdout(&output), "");
        let diagnostic = "uri: the template is not valid: invalid URI template at index 2 \
                          (column 3): expected varchar, \".\", modifier-level4, \",\" or \"}\", \
                          found the end of input\n  {x\n    ^\n  \
                          hint: an expression opened with `{` is not closed with `}`\n";
        assert_eq!(stderr(&output), diagnostic.repeat(2));
        let out = run(&["template", "match", "--json", "{x", "/a"], "", 1);
        let line = json_lines(&out)[0];
        assert!(
            line.starts_with(r#"{"template":"{x","uri":"/a","variables":null,"error":{"index":2,"#),
            "{line}"
        );
        let out = run(
            &["template", "match"],
            "{\"template\": \"{x\", \"uri\": \"a\"}\n",
            1,
        );
        assert!(json_lines(&out)[0].contains(r#""variables":null,"error":{"index":2,"#));
    }

    #[test]
    fn a_line_that_is_not_a_request_gets_an_error_record() {
        let lines = "{\"template\": \"/a\"}\nnot json\n{\"uri\": \"/a\"}\n";
        let out = run(&["template", "match"], lines, 1);
        let expected = r#""expected":"a JSON object {\"template\": <string>, \"uri\": <string>}""#;
        let records = json_lines(&out);
        assert_eq!(
            records[0],
            format!(
                r#"{{"template":"/a","uri":null,"variables":null,"error":{{"index":0,{expected},"message":"line 1: \"uri\" is missing, not a string"}}}}"#
            )
        );
        assert!(
            records[1]
                .starts_with(r#"{"template":null,"uri":null,"variables":null,"error":{"index":1,"#),
            "{}",
            records[1]
        );
        assert!(
            records[2].contains(r#""message":"line 3: \"template\" is missing, not a string""#)
        );
    }

    #[test]
    fn usage_errors() {
        // A template without a URI.
        assert_usage_error(&["template", "match", "{x}"]);
        assert_usage_error(&["template", "match", "--json", "{x}"]);
    }
}

/// `uri template check`.
mod check {
    use super::{run, uri};

    #[test]
    fn a_valid_template_gives_its_level_and_variables() {
        let out = run(
            &[
                "template",
                "check",
                "/search{?q,lang}",
                "{x}{+x}{!y}",
                "abc",
                "{/p*}{x:3}",
            ],
            "",
            0,
        );
        assert_eq!(
            out,
            "/search{?q,lang}\n  valid, level 3\n  variables: q, lang\n\
             \n{x}{+x}{!y}\n  valid, no level: an operator reserved for future extensions \
             (RFC 6570 §2.2)\n  variables: x, y\n\
             \nabc\n  valid, level 1\n  variables: none\n\
             \n{/p*}{x:3}\n  valid, level 4\n  variables: p, x\n"
        );
    }

    #[test]
    fn an_invalid_template_gets_a_caret_its_expectation_and_a_hint() {
        let out = run(&["template", "check", "/a/{x:0}", "日本{x"], "", 1);
        assert_eq!(
            out,
            "invalid URI template at index 6 (column 7): expected max-length, found '0'\n  \
             /a/{x:0}\n        ^\n  \
             hint: a prefix length is a number from 1 to 9999, without a leading zero\n\
             \ninvalid URI template at index 8 (column 5): expected varchar, \".\", \
             modifier-level4, \",\" or \"}\", found the end of input\n  \
             日本{x\n        ^\n  \
             hint: an expression opened with `{` is not closed with `}`\n"
        );
    }

    #[test]
    fn standard_input_gives_one_template_a_line() {
        let out = run(&["template", "check"], "{x}\r\n{x\n", 1);
        assert!(out.starts_with("{x}\n  valid, level 1\n"), "{out}");
        assert!(out.contains("\n\ninvalid URI template at index 2"), "{out}");
        let all_valid = uri(&["template", "check"], b"a\n{b}\n");
        assert_eq!(all_valid.status.code(), Some(0));
    }
}

/// `--jobs N`: the same output as one thread, in the order of the lines.
mod jobs {
    use super::uri;

    #[test]
    fn every_standard_input_mode_writes_what_one_thread_writes() {
        let templates = ["{x}", "{x", "{keys:1}", "/a{?keys*}", "{+x}", "not json"];
        let mut expand = String::new();
        let mut matches = String::new();
        let mut check = String::new();
        for i in 0..6_000 {
            let template = templates[i % templates.len()];
            let line = if template == "not json" {
                format!("{template} {i}\n")
            } else {
                format!(
                    r#"{{"template": "{template}", "variables": {{"x": "{i}", "keys": {{"n": {i}, "b": true}}}}}}"#
                ) + "\n"
            };
            expand.push_str(&line);
            matches.push_str(&format!(
                "{{\"template\": \"{template}\", \"uri\": \"/a?n={i}\"}}\n"
            ));
            check.push_str(&format!("{template}{i}\n"));
        }
        for (args, stdin) in [
            (&["template", "expand"][..], &expand),
            (&["template", "match"][..], &matches),
            (&["template", "check"][..], &check),
        ] {
            let one = uri(args, stdin.as_bytes());
            assert_eq!(one.status.code(), Some(1), "{args:?}");
            let lines = one.stdout.iter().filter(|&&b| b == b'\n').count();
            assert!(lines >= 6_000, "{args:?}: {lines} lines");
            for jobs in ["2", "3", "0"] {
                let many = uri(&[args, &["--jobs", jobs]].concat(), stdin.as_bytes());
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
    }
}

/// Exit statuses: 0 when every input was handled, 1 when one was
/// refused, 2 for a usage error.
mod exit_status {
    use super::{assert_usage_error, run, uri};

    #[test]
    fn zero_when_all_were_handled_one_when_any_was_refused() {
        run(&["template", "expand", "{x}", "x=1"], "", 0);
        run(&["template", "expand", "--json", "{x"], "", 1);
        let valid = "{\"template\": \"{x}\"}\n".repeat(3);
        run(&["template", "expand"], &valid, 0);
        run(&["template", "expand", "-j", "2"], &valid, 0);
        run(&["template", "expand"], &format!("{valid}[]\n"), 1);
        run(&["template", "match", "--json", "{x}", "a", "b"], "", 0);
        run(&["template", "match", "--json", "/{x}", "/a", "b"], "", 1);
        let matching = "{\"template\": \"{x}\", \"uri\": \"a\"}\n";
        run(&["template", "match"], matching, 0);
        run(&["template", "check", "{x}", "{y}"], "", 0);
        run(&["template", "check", "{x}", "{y"], "", 1);
        // Nothing on standard input: nothing refused.
        run(&["template", "expand"], "", 0);
        run(&["template", "match"], "", 0);
    }

    #[test]
    fn two_for_a_usage_error() {
        assert_usage_error(&["template"]);
        assert_usage_error(&["template", "frobnicate"]);
        assert_usage_error(&["template", "check", "--jobs", "1025"]);
        assert_usage_error(&["template", "expand", "{x}", "x"]);
        assert_usage_error(&["template", "match", "{x}"]);
    }

    #[test]
    fn help_tells_the_records_and_the_exit_statuses() {
        for command in ["expand", "match", "check"] {
            let output = uri(&["template", command, "--help"], b"");
            assert_eq!(output.status.code(), Some(0), "{command}");
            let help = String::from_utf8_lossy(&output.stdout);
            for part in ["Exit status:", "Examples:", "--jobs"] {
                assert!(help.contains(part), "{command}: {part}");
            }
        }
        let output = uri(&["--help"], b"");
        assert!(String::from_utf8_lossy(&output.stdout).contains("uri template expand"));
    }
}
