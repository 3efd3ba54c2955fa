//! Running the `uri` binary in a test: its output for some arguments and a
//! standard input, its exit status, and its JSON records.

// Each test file uses the part it needs.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::thread;

/// Runs `uri` with `args` and `stdin` as its standard input.
pub fn uri(args: &[&str], stdin: &[u8]) -> Output {
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

/// The exit status of a run.
pub fn status(output: &Output) -> i32 {
    output.status.code().expect("an exit status")
}

/// The JSON records of a run's standard output, one per line.
pub fn records(output: &Output) -> Vec<serde_json::Value> {
    String::from_utf8(output.stdout.clone())
        .expect("UTF-8 output")
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect()
}
