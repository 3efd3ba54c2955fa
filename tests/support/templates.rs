//! The URI templates the tests of `grammar/template.pest` run on
//! (`tests/template_abnf_differential.rs`, `tests/template_pest_vm.rs`):
//! every template of the shared RFC 6570 conformance suite, read in place
//! from `shared/uritemplate-test/` beside the repository (never copied into
//! it), and a hand-written list of the cases where a reading of §2 can go
//! wrong.
//!
//! The suite is found by `suite_dir.rs`. When it is missing, a run with
//! `CI=true` fails (CI must not pass on fewer inputs without saying so);
//! any other run prints that it skipped the suite and goes on with the
//! hand-written list.
//!
//! The test file declares `mod suite_dir;` beside this module.

#![allow(dead_code)] // each test uses the part it needs

use std::path::{Path, PathBuf};

use crate::suite_dir::suite_or_skip;

/// A string to check, and where it comes from, for a report.
pub struct Sample {
    pub origin: String,
    pub text: String,
}

/// The hand-written templates, each with whether it is a URI-Template
/// (the whole string, `literals` read with erratum 6937).
pub const HAND_WRITTEN: &[(&str, bool)] = &[
    // The shapes of §2.
    ("", true),
    ("{var}", true),
    ("{a}{b}", true),
    ("/users/{id}{?fields*,page:3}", true),
    ("http://example.com/~{user}/{+path}{?q*}#{frag}", true),
    ("{x,y:1,z*}", true),
    // Operators: each of §2.2, then characters that are none.
    ("{+a}{#a}{.a}{/a}{;a}{?a}{&a}", true),
    ("{=x}", true),
    ("{,a}", true),
    ("{!a}{@a}{|a}", true),
    ("{++a}", false),
    ("{+}", false),
    ("{$a}", false),
    ("{~a}", false),
    ("{-a}", false),
    ("{:a}", false),
    ("{*a}", false),
    // Variable lists.
    ("{}", false),
    ("{a,}", false),
    ("{a,,b}", false),
    ("{a,b,c}", true),
    // Braces.
    ("}{", false),
    ("{", false),
    ("}", false),
    ("{a", false),
    ("a}", false),
    ("{{a}}", false),
    ("{a}}", false),
    ("x{", false),
    // Variable names: dots only between varchars.
    ("{x.}", false),
    ("{.x}", true),
    ("{x..y}", false),
    ("{x.y.z}", true),
    ("{.}", false),
    ("{..x}", false),
    ("{a.1}", true),
    ("{1.a}", true),
    ("{_}", true),
    ("{_0.A}", true),
    ("{42}", true),
    ("{a-b}", false),
    ("{a b}", false),
    ("{ a}", false),
    ("{a~}", false),
    ("{é}", false),
    ("{'a}", false),
    // pct-encoded in names.
    ("{%41}", true),
    ("{%2x}", false),
    ("{%4}", false),
    ("{%%41}", false),
    ("{a%2Eb}", true),
    ("{%C3%A9}", true),
    ("{%c3%a9}", true),
    ("{a.%41}", true),
    ("{a.%4}", false),
    // Prefixes: 1 to 9999, no leading zero.
    ("{var:1}", true),
    ("{var:9}", true),
    ("{var:10}", true),
    ("{var:1234}", true),
    ("{var:9999}", true),
    ("{var:0}", false),
    ("{var:01}", false),
    ("{var:0001}", false),
    ("{var:10000}", false),
    ("{var:99999}", false),
    ("{var:}", false),
    ("{var::1}", false),
    ("{var:a}", false),
    ("{var:-1}", false),
    // Explode, and one modifier at most.
    ("{list*}", true),
    ("{list**}", false),
    ("{hello:2*}", false),
    ("{list*:2}", false),
    ("{a,*}", false),
    // Literals.
    ("'{count}'", true),
    ("'", true),
    ("''", true),
    ("café/{var}", true),
    ("é", true),
    ("%", false),
    ("%2", false),
    ("%2F", true),
    ("%2f", true),
    ("%zz", false),
    ("%%", false),
    ("a%2Fb{c}", true),
    ("!#$&()*+,-./:;=?@[]_~", true),
    ("a b", false),
    ("\"", false),
    ("<", false),
    (">", false),
    ("\\", false),
    ("^", false),
    ("`", false),
    ("|", false),
    ("\t", false),
    ("\n", false),
    ("\u{0}", false),
    ("\u{7F}", false),
    // Above ASCII: ucschar and iprivate, and the edges of their ranges.
    ("\u{9F}", false),
    ("\u{A0}", true),
    ("\u{D7FF}", true),
    ("\u{E000}", true),
    ("\u{F8FF}", true),
    ("\u{F900}", true),
    ("\u{FDCF}", true),
    ("\u{FDD0}", false),
    ("\u{FFEF}", true),
    ("\u{FFF0}", false),
    ("\u{FFFE}", false),
    ("\u{1FFFD}", true),
    ("\u{1FFFE}", false),
    ("\u{E0FFF}", false),
    ("\u{E1000}", true),
    ("\u{EFFFD}", true),
    ("\u{EFFFE}", false),
    ("\u{F0000}", true),
    ("\u{10FFFD}", true),
    ("\u{10FFFF}", false),
    ("😀{a}\u{E000}", true),
    ("{\u{E000}}", false),
];

/// Every template of the suite's JSON files (its subfolders included), and
/// every variable name they define (`last.name`, `Some%20Thing`,
/// `with space`: varnames or near ones). Empty when the suite is missing,
/// which fails the run under `CI=true`; `test` names the run in the note
/// that it was skipped.
pub fn suite(test: &str) -> Vec<Sample> {
    let Some(dir) = suite_or_skip(test) else {
        return Vec::new();
    };
    let mut files = Vec::new();
    json_files(&dir, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no JSON file in {}", dir.display());
    let mut samples = Vec::new();
    for path in &files {
        let name = path
            .strip_prefix(&dir)
            .unwrap_or(path)
            .display()
            .to_string();
        let text = std::fs::read_to_string(path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let json: serde_json::Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let groups = json
            .as_object()
            .unwrap_or_else(|| panic!("{name}: not an object of groups"));
        for (group, body) in groups {
            let cases = body["testcases"]
                .as_array()
                .unwrap_or_else(|| panic!("{name}: group {group:?} has no testcases"));
            for (i, case) in cases.iter().enumerate() {
                let template = case[0]
                    .as_str()
                    .unwrap_or_else(|| panic!("{name}: {group:?} case {i} has no template"));
                samples.push(Sample {
                    origin: format!("{name}, {group:?}, case {i}"),
                    text: template.to_string(),
                });
            }
            for variable in body["variables"].as_object().into_iter().flatten() {
                samples.push(Sample {
                    origin: format!("{name}, {group:?}, variable"),
                    text: variable.0.clone(),
                });
            }
        }
    }
    let variables = samples.iter().filter(|s| s.origin.ends_with("variable"));
    eprintln!(
        "uritemplate-test suite: {} files, {} templates and {} variable names, read from {}",
        files.len(),
        samples.len() - variables.clone().count(),
        variables.count(),
        dir.display()
    );
    samples
}

fn json_files(dir: &Path, into: &mut Vec<PathBuf>) {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            json_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "json") {
            into.push(path);
        }
    }
}

/// The suite's samples, then the hand-written templates.
pub fn corpus(test: &str) -> Vec<Sample> {
    let mut samples = suite(test);
    samples.extend(HAND_WRITTEN.iter().map(|&(text, _)| Sample {
        origin: "hand-written".to_string(),
        text: text.to_string(),
    }));
    samples
}

/// Every piece of `text` cut at two character boundaries: every
/// substring, the empty one and `text` itself included.
pub fn pieces(text: &str) -> Vec<&str> {
    let mut cuts: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    cuts.push(text.len());
    let mut pieces = Vec::new();
    for (n, &start) in cuts.iter().enumerate() {
        for &end in &cuts[n..] {
            pieces.push(&text[start..end]);
        }
    }
    pieces
}
