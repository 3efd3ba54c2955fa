//! `uri parse --json` as a user runs it, on a file of lines:
//!
//! ```text
//! cargo bench --bench cli                # 7 runs of each file
//! cargo bench --bench cli -- --runs 15   # more runs
//! ```
//!
//! Two files of 100,000 lines each are written to a temporary directory:
//! the references of `benches/corpus/uris.txt` over and over (all valid),
//! and the same lines with every other one made invalid by a space in the
//! middle of its path. Each run is one process, `uri parse --json < FILE >
//! /dev/null`, timed from its start to its exit; the runs of the two files
//! alternate, so that machine noise falls on both alike. The table gives
//! the median time, lines per second, and the ratio of the half-invalid
//! file's time to the all-valid one's: what refusing costs beyond parsing.
//!
//! A second table gives lines per second against `--jobs N`, for N from 1
//! to the machine's cores and twice that, on two files of 1,000,000 lines
//! made the same way (long enough that starting threads does not count),
//! the runs of each N alternating in the same way, and the speed-up over
//! one thread.
//!
//! Run without `--bench` (as `cargo test --benches` does), it makes one
//! quick run of each file on fewer lines, to check that it works.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rfc3986::UriRef;

/// The references: one per line.
const CORPUS: &str = include_str!("corpus/uris.txt");

/// Lines in each file.
const LINES: usize = 100_000;

/// Lines in each file of the `--jobs` table.
const JOBS_LINES: usize = 1_000_000;

/// Runs of each file by default.
const DEFAULT_RUNS: usize = 7;

/// The `uri` tool that Cargo built for this bench.
const URI: &str = env!("CARGO_BIN_EXE_uri");

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let full = args.iter().any(|a| a == "--bench");
    let runs = args
        .iter()
        .position(|a| a == "--runs")
        .and_then(|i| args.get(i + 1))
        .map_or(DEFAULT_RUNS, |n| {
            n.parse()
                .unwrap_or_else(|_| panic!("--runs takes a number, not {n:?}"))
        });
    let (lines, runs) = if full { (LINES, runs) } else { (1_000, 1) };

    let dir = TempDir::new();
    let valid = lines_of(lines);
    let half: Vec<String> = valid
        .iter()
        .enumerate()
        .map(|(i, line)| {
            if i % 2 == 1 {
                spoiled(line)
            } else {
                line.clone()
            }
        })
        .collect();
    let valid_file = dir.write("valid.txt", &valid);
    let half_file = dir.write("half-invalid.txt", &half);

    let mut valid_times = Vec::with_capacity(runs);
    let mut half_times = Vec::with_capacity(runs);
    for _ in 0..runs {
        valid_times.push(time(&valid_file, 0, 1));
        half_times.push(time(&half_file, 1, 1));
    }
    let valid_median = median(&mut valid_times);
    let half_median = median(&mut half_times);

    println!(
        "`uri parse --json < FILE > /dev/null`, {lines} lines, median of {runs} run{}{}\n",
        if runs == 1 { "" } else { "s" },
        if full {
            ""
        } else {
            " (quick check: run with `cargo bench --bench cli` to measure)"
        }
    );
    println!("| file | median (s) | lines/s |");
    println!("| --- | ---: | ---: |");
    for (name, median) in [("all valid", valid_median), ("half invalid", half_median)] {
        println!(
            "| {name} | {:.3} | {:.0} |",
            median.as_secs_f64(),
            lines as f64 / median.as_secs_f64()
        );
    }
    println!(
        "\nratio half invalid / all valid: {:.2}",
        half_median.as_secs_f64() / valid_median.as_secs_f64()
    );

    let (lines, valid_file, half_file) = if full {
        let valid = lines_of(JOBS_LINES);
        let half: Vec<String> = valid
            .iter()
            .enumerate()
            .map(|(i, line)| {
                if i % 2 == 1 {
                    spoiled(line)
                } else {
                    line.clone()
                }
            })
            .collect();
        (
            JOBS_LINES,
            dir.write("valid-long.txt", &valid),
            dir.write("half-invalid-long.txt", &half),
        )
    } else {
        (lines, valid_file, half_file)
    };
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let mut counts: Vec<usize> = (1..=cores).collect();
    counts.push(2 * cores);
    println!(
        "\n`uri parse --json --jobs N < FILE > /dev/null`, {lines} lines, {cores} cores, median of {runs} run{}\n",
        if runs == 1 { "" } else { "s" },
    );
    println!("| N | all valid (lines/s) | speed-up | half invalid (lines/s) | speed-up |");
    println!("| ---: | ---: | ---: | ---: | ---: |");
    let mut first: Option<(f64, f64)> = None;
    for jobs in counts {
        let mut valid_times = Vec::with_capacity(runs);
        let mut half_times = Vec::with_capacity(runs);
        for _ in 0..runs {
            valid_times.push(time(&valid_file, 0, jobs));
            half_times.push(time(&half_file, 1, jobs));
        }
        let valid_rate = lines as f64 / median(&mut valid_times).as_secs_f64();
        let half_rate = lines as f64 / median(&mut half_times).as_secs_f64();
        let (valid_one, half_one) = *first.get_or_insert((valid_rate, half_rate));
        println!(
            "| {jobs} | {valid_rate:.0} | {:.2} | {half_rate:.0} | {:.2} |",
            valid_rate / valid_one,
            half_rate / half_one
        );
    }
}

/// `count` lines of the corpus, over and over; each is checked to be valid.
fn lines_of(count: usize) -> Vec<String> {
    let corpus: Vec<&str> = CORPUS.lines().collect();
    for line in &corpus {
        assert!(UriRef::parse(line).is_ok(), "{line:?} should be valid");
    }
    corpus
        .iter()
        .cycle()
        .take(count)
        .map(|line| (*line).to_owned())
        .collect()
}

/// `line` with a space in the middle of its path (where the path would
/// be, when it is empty): invalid there.
fn spoiled(line: &str) -> String {
    let Ok(reference) = UriRef::parse(line) else {
        panic!("{line:?} should be valid");
    };
    // The path ends where the query or fragment, and their delimiters, begin.
    let tail = reference.query().map_or(0, |q| q.len() + 1)
        + reference.fragment().map_or(0, |f| f.len() + 1);
    let path = reference.path().as_str();
    let end = line.len() - tail;
    let at = end - path.len() + path.len() / 2;
    let spoiled = format!("{} {}", &line[..at], &line[at..]);
    assert_eq!(
        UriRef::parse(&spoiled).map_err(|e| e.index()).err(),
        Some(at),
        "{spoiled:?} should be refused at the space"
    );
    spoiled
}

/// The time of one `uri parse --json --jobs JOBS < file > /dev/null`,
/// which must exit with `status`.
fn time(file: &Path, status: i32, jobs: usize) -> Duration {
    let input = File::open(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let started = Instant::now();
    let exit = Command::new(URI)
        .args(["parse", "--json", "--jobs", &jobs.to_string()])
        .stdin(input)
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .status()
        .unwrap_or_else(|e| panic!("{URI}: {e}"));
    let elapsed = started.elapsed();
    assert_eq!(exit.code(), Some(status), "{}", file.display());
    elapsed
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// A directory of this process's own under the system's temporary one,
/// removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Self {
        let path = std::env::temp_dir().join(format!("rfc3986-bench-cli-{}", std::process::id()));
        std::fs::create_dir_all(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        TempDir(path)
    }

    /// Writes `lines` to the file `name` in it, each ended by a newline.
    fn write(&self, name: &str, lines: &[String]) -> PathBuf {
        let path = self.0.join(name);
        let file = File::create(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut out = BufWriter::new(file);
        for line in lines {
            writeln!(out, "{line}").unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
        out.flush()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
