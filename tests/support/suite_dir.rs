//! Where the shared RFC 6570 conformance suite is (read in place, never
//! copied into this repository), and its variables as this crate's values.
//!
//! `URITEMPLATE_TEST_DIR` when it is set; otherwise `shared/uritemplate-test`
//! beside the repository or beside any folder above it (a clone anywhere
//! under the workplace finds it). `None` when it is nowhere: a run with
//! `CI=true` must then fail, any other run says it skipped the suite.

#![allow(dead_code)] // each test uses the part it needs

use std::path::{Path, PathBuf};

use rfc3986::template::Var;
use serde_json::Value as Json;

pub fn suite_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("URITEMPLATE_TEST_DIR") {
        let dir = PathBuf::from(dir);
        return dir.is_dir().then_some(dir);
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .map(|a| a.join("shared/uritemplate-test"))
        .find(|dir| dir.join("spec-examples.json").is_file())
}

/// The suite's folder, or `None` after saying why it is skipped; panics in
/// CI, where a missing suite must not pass as fewer tests.
pub fn suite_or_skip(test: &str) -> Option<PathBuf> {
    let dir = suite_dir();
    if dir.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{test}: the shared suite shared/uritemplate-test is missing (set URITEMPLATE_TEST_DIR)"
        );
        eprintln!(
            "{test}: skipped, the shared suite shared/uritemplate-test is not beside the repository"
        );
    }
    dir
}

/// A variable of the suite's JSON: numbers and booleans as their text,
/// `null` undefined.
pub fn var(value: &Json) -> Option<Var> {
    let text = |v: &Json| match v {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    };
    match value {
        Json::Null => None,
        Json::Array(items) => Some(Var::List(items.iter().map(text).collect())),
        Json::Object(map) => Some(Var::Map(
            map.iter().map(|(k, v)| (k.clone(), text(v))).collect(),
        )),
        other => Some(Var::String(text(other))),
    }
}
