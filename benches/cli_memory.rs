//! Peak memory of the `uri` tool on long lines, per byte of input:
//!
//! ```text
//! cargo bench --bench cli_memory
//! ```
//!
//! Each case runs the release binary on one long line (valid, or not
//! UTF-8), or on many ordinary lines with `--jobs 2`, followed by a short
//! sentinel line. Standard input is left open once written: when the
//! sentinel's record has come out, every line before it has been handled,
//! and the process, waiting for more input, is still there to be asked its
//! peak resident set (`VmHWM` in `/proc/<pid>/status`; Linux only, and no
//! tool to install). Then standard input is closed and the process ends.
//!
//! The table gives the peak, the peak of the sentinel alone (what the
//! process takes to start), and the difference per byte of input: with
//! `--max-line-bytes 0` (no limit) a long line is held and handled whole;
//! with the default limit (2 MiB) it is refused and skipped, and memory
//! no longer grows with it.
//!
//! Run without `--bench` (as `cargo test --benches` does), the inputs are
//! 1 MB, to check that it works.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;

/// The `uri` tool that Cargo built for this bench.
const URI: &str = env!("CARGO_BIN_EXE_uri");

/// The last line of every input; its record tells that the rest is done.
const SENTINEL: &str = "sentinel-e3b0c442";

/// One run: the arguments, and the input before the sentinel.
struct Case {
    name: &'static str,
    args: &'static [&'static str],
    input: Vec<u8>,
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    if !cfg!(target_os = "linux") {
        println!("peak memory is read from /proc: Linux only, not measured here");
        return;
    }
    let size = if full { 100_000_000 } else { 1_000_000 };
    let valid = [vec![b'a'; size], b"\n".to_vec()].concat();
    let not_utf8 = [vec![b'a'; size - 1], b"\xff\n".to_vec()].concat();
    let ordinary: Vec<u8> = "http://example.com/a/b?c=d#e\na b\n"
        .repeat(size / 32)
        .into_bytes();
    let cases = [
        Case {
            name: "valid line, breakdown, no limit",
            args: &["parse", "--max-line-bytes", "0"],
            input: valid.clone(),
        },
        Case {
            name: "valid line, breakdown, default limit",
            args: &["parse"],
            input: valid,
        },
        Case {
            name: "line not UTF-8, --json, no limit",
            args: &["parse", "--json", "--max-line-bytes", "0"],
            input: not_utf8.clone(),
        },
        Case {
            name: "line not UTF-8, --json, default limit",
            args: &["parse", "--json"],
            input: not_utf8,
        },
        Case {
            name: "ordinary lines, --json --jobs 2",
            args: &["parse", "--json", "--jobs", "2"],
            input: ordinary.clone(),
        },
        Case {
            name: "ordinary lines, breakdown --jobs 2",
            args: &["parse", "--jobs", "2"],
            input: ordinary,
        },
    ];
    println!(
        "Peak resident memory of `uri`, inputs of {size} bytes{}\n",
        if full {
            ""
        } else {
            " (quick check: run with `cargo bench --bench cli_memory` to measure)"
        }
    );
    println!("| case | peak (KiB) | start (KiB) | bytes per input byte |");
    println!("| --- | ---: | ---: | ---: |");
    for case in &cases {
        let start = peak_kib(case.args, &[]);
        let peak = peak_kib(case.args, &case.input);
        let per_byte = (peak.saturating_sub(start) * 1024) as f64 / case.input.len() as f64;
        println!("| {} | {peak} | {start} | {per_byte:.2} |", case.name);
    }
}

/// The peak resident set of `uri args` reading `input` then the sentinel,
/// in KiB.
fn peak_kib(args: &[&str], input: &[u8]) -> u64 {
    let mut child = Command::new(URI)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{URI}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let (close, closed) = mpsc::channel::<()>();
    let input = [input, SENTINEL.as_bytes(), b"\n"].concat();
    // Written from another thread, so that the output is read meanwhile;
    // kept open until the peak has been read.
    let writer = thread::spawn(move || {
        stdin.write_all(&input).expect("uri reads its input");
        stdin.flush().expect("uri reads its input");
        let _ = closed.recv();
    });
    // The output is read and thrown away until the sentinel's record.
    let mut tail: Vec<u8> = Vec::new();
    let mut chunk = vec![0; 64 * 1024];
    loop {
        let n = stdout.read(&mut chunk).expect("uri's output is read");
        assert!(n > 0, "uri {args:?} ended before the sentinel's record");
        tail.extend_from_slice(&chunk[..n]);
        if tail
            .windows(SENTINEL.len())
            .any(|window| window == SENTINEL.as_bytes())
        {
            break;
        }
        let keep = tail.len().saturating_sub(SENTINEL.len());
        tail.drain(..keep);
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id()))
        .expect("/proc/<pid>/status is readable");
    let peak = status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc/<pid>/status");
    let _ = close.send(());
    writer.join().expect("the writer thread ends");
    let _ = std::io::copy(&mut stdout, &mut std::io::sink());
    child.wait().expect("uri ends");
    peak
}
