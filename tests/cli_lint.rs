//! `uri lint`: the records, the JSON schema, the policy file and the exit
//! statuses.

#[path = "support/run_uri.rs"]
mod run_uri;

use run_uri::{records, status, uri};

#[test]
fn json_records_follow_the_schema() {
    let output = uri(
        &[
            "lint",
            "--json",
            "http://0x7f.1/",
            "https://example.com/",
            "http://a\\b/",
        ],
        b"",
    );
    assert_eq!(status(&output), 1);
    let records = records(&output);
    assert_eq!(records.len(), 3);

    let ip = &records[0];
    let keys: Vec<&str> = ip.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["input", "valid", "findings", "whatwg"]);
    assert_eq!(ip["input"], "http://0x7f.1/");
    assert_eq!(ip["valid"], true);
    let codes: Vec<&str> = ip["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["ip-like-reg-name", "whatwg-host-differs"]);
    let finding = &ip["findings"][0];
    let keys: Vec<&str> = finding
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["code", "severity", "message", "span"]);
    assert_eq!(finding["severity"], "warning");
    assert_eq!(finding["span"], serde_json::json!({"start": 7, "end": 13}));
    assert!(finding["message"].as_str().unwrap().contains("127.0.0.1"));
    assert_eq!(
        ip["whatwg"],
        serde_json::json!({"host": "127.0.0.1", "href": "http://127.0.0.1/"})
    );

    let plain = &records[1];
    assert_eq!(plain["findings"], serde_json::json!([]));
    assert_eq!(plain["whatwg"]["host"], "example.com");

    let refused = &records[2];
    assert_eq!(refused["valid"], false);
    assert_eq!(refused["error"]["index"], 8);
    let codes: Vec<&str> = refused["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert!(
        codes.contains(&"refused") && codes.contains(&"backslash-as-slash"),
        "{codes:?}"
    );
    assert_eq!(refused["whatwg"]["host"], "a");
}

#[test]
fn a_relative_reference_has_no_whatwg_reading() {
    let output = uri(&["lint", "--json", "../a"], b"");
    let records = records(&output);
    assert_eq!(records[0]["whatwg"], serde_json::Value::Null);
    // `dot-segments` is information: the exit status stays 0.
    assert_eq!(records[0]["findings"][0]["severity"], "info");
    assert_eq!(status(&output), 0);
}

#[test]
fn exit_status_is_0_without_warnings_1_with_them() {
    assert_eq!(status(&uri(&["lint", "https://example.com/a?b"], b"")), 0);
    assert_eq!(status(&uri(&["lint", "http:/evil.example"], b"")), 1);
    assert_eq!(status(&uri(&["lint", "not a uri"], b"")), 1);
    assert_eq!(status(&uri(&["lint", "--no-such-flag"], b"")), 2);
}

#[test]
fn text_output_lists_the_inputs_with_findings_only() {
    let output = uri(&["lint"], b"https://example.com/\nhttp://2130706433/\n");
    let text = String::from_utf8(output.stdout.clone()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "http://2130706433/");
    assert!(
        lines[1].starts_with("  warning[ip-like-reg-name] at 7..17: "),
        "{text}"
    );
    assert!(!text.contains("example.com"));
    assert_eq!(status(&output), 1);
}

#[test]
fn standard_input_is_streamed_on_several_threads_in_order() {
    let input: String = (0..2000)
        .map(|i| format!("http://h{i}.example/\nhttp://{i}/\n"))
        .collect();
    let output = uri(&["lint", "--json", "--jobs", "3"], input.as_bytes());
    let records = records(&output);
    assert_eq!(records.len(), 4000);
    for (i, pair) in records.chunks(2).enumerate() {
        assert_eq!(pair[0]["input"], format!("http://h{i}.example/"));
        assert_eq!(pair[0]["findings"], serde_json::json!([]));
        assert_eq!(pair[1]["findings"][0]["code"], "ip-like-reg-name");
    }
}

#[test]
fn bytes_that_are_not_utf8_are_refused_with_their_hex() {
    let output = uri(&["lint", "--json"], b"http://a/\xff\n");
    let records = records(&output);
    assert_eq!(records[0]["valid"], false);
    assert_eq!(records[0]["findings"][0]["code"], "refused");
    assert_eq!(records[0]["input_hex"], "687474703a2f2f612fff");
    assert_eq!(status(&output), 1);
}

#[test]
fn a_policy_violation_is_a_finding() {
    let dir = std::env::temp_dir().join(format!("uri-lint-policy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let policy = dir.join("fetch.policy");
    std::fs::write(
        &policy,
        "schemes = https\nhosts = .example.com\ndeny = non-public\n",
    )
    .unwrap();
    let policy = policy.to_str().unwrap();
    let output = uri(
        &[
            "lint",
            "--json",
            "--policy",
            policy,
            "https://a.example.com/",
            "http://a.example.com/",
            "https://0x7f.1/",
        ],
        b"",
    );
    let records = records(&output);
    assert_eq!(records[0]["findings"], serde_json::json!([]));
    let violation = &records[1]["findings"][0];
    assert_eq!(violation["code"], "policy-violation");
    assert_eq!(violation["severity"], "error");
    assert!(
        violation["message"].as_str().unwrap().contains("schemes"),
        "{violation}"
    );
    let codes: Vec<&str> = records[2]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert!(
        codes.contains(&"policy-violation") && codes.contains(&"ip-like-reg-name"),
        "{codes:?}"
    );
    assert_eq!(status(&output), 1);

    std::fs::write(dir.join("bad.policy"), "schemes = https\nports = 99999\n").unwrap();
    let output = uri(
        &[
            "lint",
            "--policy",
            dir.join("bad.policy").to_str().unwrap(),
            "https://a/",
        ],
        b"",
    );
    assert_eq!(status(&output), 2);
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    assert!(stderr.contains("line 2"), "{stderr}");
    let output = uri(
        &[
            "lint",
            "--policy",
            dir.join("missing").to_str().unwrap(),
            "https://a/",
        ],
        b"",
    );
    assert_eq!(status(&output), 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn iris_are_linted_with_iri() {
    let output = uri(
        &["lint", "--json", "--iri", "http://evil\u{3002}example/"],
        b"",
    );
    let iri = records(&output);
    assert_eq!(iri[0]["valid"], true);
    let codes: Vec<&str> = iri[0]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert!(codes.contains(&"host-maps-to-delimiter"), "{codes:?}");
    // Without --iri the same input is refused.
    let output = uri(&["lint", "--json", "http://evil\u{3002}example/"], b"");
    assert_eq!(records(&output)[0]["valid"], false);
}
