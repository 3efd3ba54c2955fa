//! The IRI side of the `uri` command line: `uri parse --iri`, `uri to-uri`
//! and `uri to-iri`, run as a separate process (their JSON records, their
//! streaming of standard input, their exit statuses).

use std::process::Output;

#[path = "support/run_uri.rs"]
mod run_uri;

/// Runs `uri` with `args` and `stdin`, and checks its exit status.
fn uri(args: &[&str], stdin: &str, code: i32) -> Output {
    let output = run_uri::uri(args, stdin.as_bytes());
    assert_eq!(output.status.code(), Some(code), "{args:?}: {output:?}");
    output
}

fn lines(output: &Output) -> Vec<&str> {
    std::str::from_utf8(&output.stdout)
        .expect("stdout is UTF-8")
        .lines()
        .collect()
}

fn json(line: &str) -> serde_json::Value {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"))
}

#[test]
fn parse_iri_json_has_the_schema_of_parse_json() {
    let output = uri(
        &[
            "parse",
            "--iri",
            "--json",
            "http://josé@例え.テスト:8080/パス?q=値#frag",
        ],
        "",
        0,
    );
    let record = json(lines(&output)[0]);
    // The same keys in the same order as a URI's record.
    let keys = |line: &str| -> Vec<String> {
        let value = json(line);
        let mut keys: Vec<(usize, String)> = value
            .as_object()
            .expect("an object")
            .keys()
            .map(|key| {
                (
                    line.find(&format!("\"{key}\":")).expect("the key"),
                    key.clone(),
                )
            })
            .collect();
        keys.sort();
        keys.into_iter().map(|(_, key)| key).collect()
    };
    let uri = uri(&["parse", "--json", "http://jose@h:8080/p?q#f"], "", 0);
    assert_eq!(keys(lines(&output)[0]), keys(lines(&uri)[0]));
    assert_eq!(record["kind"], "uri");
    assert_eq!(record["userinfo"], "josé");
    assert_eq!(record["host"], "例え.テスト");
    assert_eq!(record["host_kind"], "reg-name");
    assert_eq!(record["port"], "8080");
    assert_eq!(record["path"], "/パス");
    assert_eq!(record["query"], "q=値");
    assert_eq!(record["fragment"], "frag");
}

#[test]
fn parse_iri_streams_standard_input_and_refuses_what_iris_refuse() {
    let output = uri(
        &["parse", "--iri", "--json"],
        "/ä\n/a b\n/p?\u{E000}\n/p#\u{E000}\n",
        1,
    );
    let records: Vec<serde_json::Value> = lines(&output).into_iter().map(json).collect();
    let valid: Vec<bool> = records.iter().map(|r| r["valid"] == true).collect();
    assert_eq!(valid, [true, false, true, false]);
    assert_eq!(records[1]["error"]["index"], 2);
    // The index is a byte index, after the three bytes of U+E000's "#".
    assert_eq!(records[3]["error"]["index"], 3);
    assert_eq!(records[2]["kind"], "relative");
    // Without --iri, the same inputs are URIs or not.
    let output = uri(&["parse", "--json", "/ä"], "", 1);
    assert_eq!(json(lines(&output)[0])["valid"], false);
}

#[test]
fn parse_iri_breakdown_names_the_kind() {
    let output = uri(&["parse", "--iri", "//例え/パス"], "", 0);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("kind       relative IRI reference"), "{text}");
    assert!(text.contains("host     \"例え\" (reg-name)"), "{text}");
}

#[test]
fn to_uri_percent_encodes_the_utf8_of_every_non_ascii_character() {
    let output = uri(&["to-uri", "http://例え/ü?q=値#ß", "/plain"], "", 0);
    assert_eq!(
        lines(&output),
        [
            "http://%E4%BE%8B%E3%81%88/%C3%BC?q=%E5%80%A4#%C3%9F",
            "/plain"
        ]
    );
    let output = uri(&["to-uri", "--json"], "/ü\n/a b\n", 1);
    let records: Vec<serde_json::Value> = lines(&output).into_iter().map(json).collect();
    assert_eq!(
        records[0],
        serde_json::json!({"input": "/ü", "uri": "/%C3%BC"})
    );
    assert_eq!(records[1]["uri"], serde_json::Value::Null);
    assert_eq!(records[1]["error"]["index"], 2);
    // The keys in the order the help gives.
    let line = lines(&output)[1];
    assert!(
        line.starts_with(r#"{"input":"/a b","uri":null,"error":{"#),
        "{line}"
    );
}

#[test]
fn to_iri_decodes_what_an_iri_may_hold_and_nothing_else() {
    let output = uri(
        &[
            "to-iri",
            "http://www.example.org/D%C3%BCrst",
            "http://a/r%E9sum%E9",
            "http://a/%25%2F%41",
            "http://a/%E2%80%AE",
        ],
        "",
        0,
    );
    assert_eq!(
        lines(&output),
        [
            "http://www.example.org/Dürst",
            "http://a/r%E9sum%E9",
            "http://a/%25%2F%41",
            "http://a/%E2%80%AE",
        ]
    );
    let output = uri(&["to-iri", "--json", "-j", "2"], "/%C3%BC\n/ü\n", 1);
    let records: Vec<serde_json::Value> = lines(&output).into_iter().map(json).collect();
    assert_eq!(
        records[0],
        serde_json::json!({"input": "/%C3%BC", "iri": "/ü"})
    );
    assert_eq!(records[1]["iri"], serde_json::Value::Null);
    assert_eq!(records[1]["error"]["index"], 1);
}

#[test]
fn to_iri_then_to_uri_gives_the_input_back() {
    let inputs = "http://a/D%C3%BCrst?%EE%80%80#%F0%9F%98%80\n//h/%C3%A9/%E9\n";
    let iris = uri(&["to-iri"], inputs, 0);
    let back = uri(&["to-uri"], &String::from_utf8_lossy(&iris.stdout), 0);
    assert_eq!(String::from_utf8_lossy(&back.stdout), inputs);
}

#[test]
fn match_knows_the_iri_rules_and_grammar_prints_both_files() {
    let output = uri(&["match", "ipchar", "é", "\u{E000}"], "", 1);
    assert_eq!(
        lines(&output),
        ["é\tmatches ipchar", "\u{E000}\tdoes not match ipchar"]
    );
    let output = uri(&["match", "--json", "IRI-reference", "http://例え/"], "", 0);
    assert_eq!(
        json(lines(&output)[0]),
        serde_json::json!({"rule": "IRI-reference", "input": "http://例え/", "matches": true})
    );
    // A name of both grammars is the URI grammar's rule.
    let output = uri(&["match", "scheme", "é"], "", 1);
    assert_eq!(lines(&output), ["é\tdoes not match scheme"]);
    let output = uri(&["grammar", "--iri"], "", 0);
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        rfc3986::iri_grammar::URI_AND_IRI_GRAMMAR
    );
    let output = uri(&["grammar"], "", 0);
    assert_eq!(String::from_utf8_lossy(&output.stdout), rfc3986::GRAMMAR);
}
