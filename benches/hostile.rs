//! `cargo bench --bench hostile`: how parse time and memory grow with the
//! size of hostile inputs.
//!
//! Each family (those of tests/hostile.rs, errors found late, and long
//! valid paths, userinfos, queries and IP literals) is parsed at 1 KB, 10 KB, 100 KB, 1 MB
//! and 10 MB (decimal), twice: for the verdict only (`is_ok()`), and with
//! `expected()` asked of the error, which runs the automaton over the input
//! up to the error once more. divan measures each case and prints its own
//! report; the same runs are timed one by one, and at the end two tables
//! give the median time per input byte and the peak memory per input byte
//! by size, so that flatness (linear time and memory) reads off a row. A
//! counting global allocator gives the peak: the most bytes allocated at
//! once during one parse, above what was allocated before it.
//!
//! Then two measurements about pest's limits: the number of rule calls one
//! parse by pest makes per input byte (what `pest::set_call_limit` counts),
//! what a call limit does to the crate's verdicts, and the smallest thread
//! stack on which the verdict is still right, at 1 KB and at 1 MB (each try
//! in a child process, so that an overflow ends only the child), and the
//! smallest on which a refusal's error gets its index and its expectation.
//!
//! divan's filters and options apply (`cargo bench --bench hostile --
//! verdict`, `--max-time 5`); the tables show what ran, and a filter that
//! matches nothing (`-- --exact none`) leaves only pest's limits. A whole
//! run took about seven minutes on two cores with seventeen families, most
//! of it the 10 MB cases whose error is found late; there are twenty-two.

use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::BTreeMap;
use std::fmt;
use std::hint::black_box;
use std::num::NonZeroUsize;
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use divan::Bencher;
use divan::counter::BytesCount;
use rfc3986::grammar::{Parser as _, Rule, UriParser};
use rfc3986::{Strictness, Uri, UriRef};

// ---------------------------------------------------------------------------
// Peak memory
// ---------------------------------------------------------------------------

/// The system allocator, counting the bytes allocated now and the most
/// allocated at once since [`reset_peak`].
struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grow(bytes: usize) {
    let now = CURRENT.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

fn shrink(bytes: usize) {
    CURRENT.fetch_sub(bytes, Ordering::Relaxed);
}

// SAFETY: every call is passed on to `System` unchanged; the counters are
// only arithmetic on the sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds `alloc`'s contract, which is `System`'s.
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            grow(layout.size());
        }
        pointer
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let pointer = unsafe { System.alloc_zeroed(layout) };
        if !pointer.is_null() {
            grow(layout.size());
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        // SAFETY: `pointer` was allocated by `System` with `layout`.
        unsafe { System.dealloc(pointer, layout) };
        shrink(layout.size());
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `pointer` was allocated by `System` with `layout`.
        let moved = unsafe { System.realloc(pointer, layout, new_size) };
        if !moved.is_null() {
            if new_size >= layout.size() {
                grow(new_size - layout.size());
            } else {
                shrink(layout.size() - new_size);
            }
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Starts a peak measurement; returns what is allocated now.
fn reset_peak() -> usize {
    let now = CURRENT.load(Ordering::Relaxed);
    PEAK.store(now, Ordering::Relaxed);
    now
}

/// The most bytes allocated at once since [`reset_peak`] returned `base`,
/// above `base`.
fn peak_since(base: usize) -> usize {
    PEAK.load(Ordering::Relaxed).saturating_sub(base)
}

// ---------------------------------------------------------------------------
// The families
// ---------------------------------------------------------------------------

/// The input sizes, in bytes (decimal kilo and mega). divan sorts its
/// report by the text of the argument, which for these is their order.
const BYTES: [usize; 5] = [1_000, 10_000, 100_000, 1_000_000, 10_000_000];
const SIZES: [Size; 5] = [
    Size(BYTES[0]),
    Size(BYTES[1]),
    Size(BYTES[2]),
    Size(BYTES[3]),
    Size(BYTES[4]),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Size(usize);

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            n if n >= 1_000_000 => write!(f, "{} MB", n / 1_000_000),
            n if n >= 1_000 => write!(f, "{} KB", n / 1_000),
            n => write!(f, "{n} B"),
        }
    }
}

/// What is done with an input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Operation {
    /// `UriRef::parse`.
    Reference,
    /// `Uri::parse`.
    Uri,
    /// `rfc3986::resolve` of the input against `http://a/b/c/d;p?q`.
    Resolve,
}

/// A family of hostile inputs.
struct Family {
    name: &'static str,
    /// How the input is made, and its verdict.
    what: &'static str,
    operation: Operation,
    /// The input of about `n` bytes.
    make: fn(usize) -> String,
}

const BASE: &str = "http://a/b/c/d;p?q";

const FAMILIES: &[Family] = &[
    Family {
        name: "percent",
        what: "%×n: invalid at 1",
        operation: Operation::Reference,
        make: |n| "%".repeat(n),
    },
    Family {
        name: "open_bracket",
        what: "[×n: invalid at 0",
        operation: Operation::Reference,
        make: |n| "[".repeat(n),
    },
    Family {
        name: "colon",
        what: ":×n: invalid at 0",
        operation: Operation::Reference,
        make: |n| ":".repeat(n),
    },
    Family {
        name: "slash",
        what: "/×n: valid",
        operation: Operation::Reference,
        make: |n| "/".repeat(n),
    },
    Family {
        name: "at_sign",
        what: "@×n: valid",
        operation: Operation::Reference,
        make: |n| "@".repeat(n),
    },
    Family {
        name: "letters",
        what: "a×n: valid",
        operation: Operation::Reference,
        make: |n| "a".repeat(n),
    },
    Family {
        name: "letters_as_uri",
        what: "a×n as a URI: ends early",
        operation: Operation::Uri,
        make: |n| "a".repeat(n),
    },
    Family {
        name: "letters_then_space",
        what: "a×n then \" \": invalid at n",
        operation: Operation::Reference,
        make: |n| "a".repeat(n) + " ",
    },
    Family {
        name: "ipv6_groups",
        what: "//[ then 1:×n: invalid at 18",
        operation: Operation::Reference,
        make: |n| format!("//[{}", "1:".repeat(n / 2)),
    },
    Family {
        name: "dotted_digits",
        what: "// then 1.×n: valid",
        operation: Operation::Reference,
        make: |n| format!("//{}", "1.".repeat(n / 2)),
    },
    Family {
        name: "dot_dot_resolved",
        what: "../×n against a base: valid",
        operation: Operation::Resolve,
        make: |n| "../".repeat(n / 3),
    },
    Family {
        name: "pct41_query",
        what: "? then %41×n: valid",
        operation: Operation::Reference,
        make: |n| format!("?{}", "%41".repeat(n / 3)),
    },
    Family {
        name: "long_scheme",
        what: "a×n then \":\": valid",
        operation: Operation::Reference,
        make: |n| "a".repeat(n) + ":",
    },
    Family {
        name: "long_port",
        what: "//h: then 1×n: valid",
        operation: Operation::Reference,
        make: |n| format!("//h:{}", "1".repeat(n)),
    },
    Family {
        name: "nul",
        what: "NUL×n: invalid at 0",
        operation: Operation::Reference,
        make: |n| "\0".repeat(n),
    },
    Family {
        name: "userinfo_no_at",
        what: "// then u:×n: ends early",
        operation: Operation::Reference,
        make: |n| format!("//{}", "u:".repeat(n / 2)),
    },
    Family {
        name: "userinfo_then_slash",
        what: "// then u:×n then /: invalid at end",
        operation: Operation::Reference,
        make: |n| format!("//{}/", "u:".repeat(n / 2)),
    },
    Family {
        name: "letters_then_bang",
        what: "a×n then ! as a URI: invalid at n",
        operation: Operation::Uri,
        make: |n| "a".repeat(n) + "!",
    },
    Family {
        name: "ip_future_then_slash",
        what: "//[v1. a×n then /: invalid at end",
        operation: Operation::Reference,
        make: |n| format!("//[v1.{}/", "a".repeat(n)),
    },
    Family {
        name: "path_segments",
        what: "http://h/ then a/×n: valid",
        operation: Operation::Reference,
        make: |n| format!("http://h/{}", "a/".repeat(n / 2)),
    },
    Family {
        name: "userinfo_and_query",
        what: "// u:×n @h/? %41×n: valid",
        operation: Operation::Reference,
        make: |n| format!("//{}@h/?{}", "u:".repeat(n / 4), "%41".repeat(n / 6)),
    },
    Family {
        name: "ip_future",
        what: "http://[v1. then a×n then ]/: valid",
        operation: Operation::Reference,
        make: |n| format!("http://[v1.{}]/", "a".repeat(n)),
    },
];

fn family(name: &str) -> &'static Family {
    FAMILIES
        .iter()
        .find(|family| family.name == name)
        .unwrap_or_else(|| panic!("no family {name}"))
}

/// Runs `operation` on `input`; with `expected`, asks an error for its
/// expectation. Returns the error's index, if any.
fn run(operation: Operation, input: &str, expected: bool) -> Option<usize> {
    let error = match operation {
        Operation::Reference => UriRef::parse(input).err(),
        Operation::Uri => Uri::parse(input).err(),
        Operation::Resolve => rfc3986::resolve(BASE, input, Strictness::Strict)
            .err()
            .map(|error| error.error().clone()),
    };
    error.map(|error| {
        if expected {
            black_box(error.expected());
        }
        error.index()
    })
}

// ---------------------------------------------------------------------------
// What the runs record
// ---------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Mode {
    Verdict,
    Expected,
}

#[derive(Default)]
struct Record {
    len: usize,
    nanos: Vec<u128>,
    peak: usize,
}

type Key = (Mode, &'static str, Size);

static RECORDS: Mutex<BTreeMap<Key, Record>> = Mutex::new(BTreeMap::new());

fn bench(bencher: Bencher, name: &'static str, size: Size, mode: Mode) {
    let family = family(name);
    let input = (family.make)(size.0);
    let with_expected = mode == Mode::Expected;
    bencher
        .counter(BytesCount::new(input.len()))
        .bench_local(|| {
            let base = reset_peak();
            let start = Instant::now();
            let index = run(family.operation, black_box(&input), with_expected);
            let nanos = start.elapsed().as_nanos();
            let peak = peak_since(base);
            let mut records = RECORDS.lock().unwrap_or_else(|e| e.into_inner());
            let record = records.entry((mode, name, size)).or_default();
            record.len = input.len();
            record.nanos.push(nanos);
            record.peak = record.peak.max(peak);
            index
        });
}

macro_rules! benches {
    (verdict: [$($all:ident),* $(,)?], expected: [$($invalid:ident),* $(,)?]) => {
        /// The verdict only.
        mod verdict {
            use super::*;
            $(
                #[divan::bench(args = BYTES)]
                fn $all(bencher: Bencher, size: usize) {
                    bench(bencher, stringify!($all), Size(size), Mode::Verdict);
                }
            )*
        }

        /// The verdict, and `expected()` of the error.
        mod expected {
            use super::*;
            $(
                #[divan::bench(args = BYTES)]
                fn $invalid(bencher: Bencher, size: usize) {
                    bench(bencher, stringify!($invalid), Size(size), Mode::Expected);
                }
            )*
        }
    };
}

benches!(
    verdict: [
        percent, open_bracket, colon, slash, at_sign, letters, letters_as_uri,
        letters_then_space, ipv6_groups, dotted_digits, dot_dot_resolved, pct41_query,
        long_scheme, long_port, nul, userinfo_no_at, userinfo_then_slash, letters_then_bang,
        ip_future_then_slash, path_segments, userinfo_and_query, ip_future,
    ],
    expected: [
        percent, open_bracket, colon, letters_as_uri, letters_then_space, ipv6_groups, nul,
        userinfo_no_at, userinfo_then_slash, letters_then_bang, ip_future_then_slash,
    ]
);

// ---------------------------------------------------------------------------
// The tables
// ---------------------------------------------------------------------------

fn median(nanos: &[u128]) -> u128 {
    let mut sorted = nanos.to_vec();
    sorted.sort_unstable();
    sorted.get(sorted.len() / 2).copied().unwrap_or_default()
}

fn print_table(title: &str, mode: Mode, cell: impl Fn(&Record) -> f64) {
    let records = RECORDS.lock().unwrap_or_else(|e| e.into_inner());
    let rows: Vec<&Family> = FAMILIES
        .iter()
        .filter(|family| {
            records
                .keys()
                .any(|&(m, name, _)| m == mode && name == family.name)
        })
        .collect();
    if rows.is_empty() {
        return;
    }
    println!("\n{title}");
    print!("{:<21} {:<36}", "family", "input");
    for size in SIZES {
        print!(" {:>9}", size.to_string());
    }
    println!(" {:>9}", "10MB/10KB");
    for family in rows {
        print!("{:<21} {:<36}", family.name, family.what);
        let mut cells = Vec::new();
        for size in SIZES {
            match records.get(&(mode, family.name, size)) {
                Some(record) => {
                    let value = cell(record);
                    cells.push(Some(value));
                    print!(" {value:>9.2}");
                }
                None => {
                    cells.push(None);
                    print!(" {:>9}", "-");
                }
            }
        }
        match (cells[1], cells[4]) {
            (Some(small), Some(large)) if small > 0.0 => println!(" {:>8.2}×", large / small),
            _ => println!(" {:>9}", "-"),
        }
    }
}

// ---------------------------------------------------------------------------
// pest's limits
// ---------------------------------------------------------------------------

/// The rule of the grammar that `operation` parses its input with.
fn rule_of(operation: Operation) -> Rule {
    match operation {
        Operation::Reference | Operation::Resolve => Rule::full_URI_reference,
        Operation::Uri => Rule::full_URI,
    }
}

/// Whether pest's parser of the grammar gets through `input` (to a match or
/// a syntax error) within `limit` rule calls, rather than stopping at the
/// limit.
fn within_call_limit(rule: Rule, input: &str, limit: usize) -> bool {
    pest::set_call_limit(NonZeroUsize::new(limit));
    let result = UriParser::parse(rule, input);
    pest::set_call_limit(None);
    !matches!(
        result.map_err(|error| error.variant),
        Err(pest::error::ErrorVariant::CustomError { .. })
    )
}

/// The number of rule calls one parse by pest makes, per input byte: the
/// least `pest::set_call_limit` under which it is not cut short. Then what a
/// call limit does to the crate's verdicts.
fn print_calls() {
    println!(
        "\npest rule calls per input byte in one parse of the grammar (the least call limit that lets it finish)"
    );
    let sizes = [Size(1_000), Size(100_000)];
    print!("{:<21}", "family");
    for size in sizes {
        print!(" {:>9}", size.to_string());
    }
    println!();
    for family in FAMILIES {
        print!("{:<21}", family.name);
        for size in sizes {
            let input = (family.make)(size.0);
            let rule = rule_of(family.operation);
            let (mut low, mut high) = (1_usize, 1_usize << 40);
            while low < high {
                let middle = low + (high - low) / 2;
                if within_call_limit(rule, &input, middle) {
                    high = middle;
                } else {
                    low = middle + 1;
                }
            }
            print!(" {:>9.2}", low as f64 / input.len() as f64);
        }
        println!();
    }
    for (what, input) in [
        ("a×10000 (valid)", "a".repeat(10_000)),
        (
            "a×10000 then \" \" (invalid at 10000)",
            "a".repeat(10_000) + " ",
        ),
        ("http://h/ (valid)", "http://h/".to_owned()),
    ] {
        pest::set_call_limit(NonZeroUsize::new(1000));
        let verdict = match UriRef::parse(&input) {
            Ok(_) => "valid".to_owned(),
            Err(error) => format!("invalid at {}: {}", error.index(), error.message()),
        };
        pest::set_call_limit(None);
        println!("with pest::set_call_limit(1000), UriRef::parse of {what}: {verdict}");
    }
}

/// The environment variable that makes this program a stack probe:
/// `family:size:stack_bytes`.
const STACK_PROBE: &str = "RFC3986_HOSTILE_STACK_PROBE";

/// In a child process: parse on a thread with the given stack and exit 0 if
/// the verdict is the one found on a large stack, 1 if not. An overflow
/// kills the process.
fn stack_probe(spec: &str) -> ! {
    let mut parts = spec.split(':');
    let family = family(parts.next().unwrap_or_default());
    let number = |part: Option<&str>| -> usize {
        part.and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("{STACK_PROBE}={spec}"))
    };
    let (size, stack) = (number(parts.next()), number(parts.next()));
    let input = (family.make)(size);
    let want = run(family.operation, &input, false);
    // Two references that go deep into the grammar, one valid and one
    // refused late: they tell a stack too small from a verdict that happens
    // to be the same (a parse cut short is refused at 0).
    let canaries = [
        "http://u@[1::1.2.3.4]:8/p?q#f",
        "http://u@[1::1.2.3.4]:8/p?q#f ",
    ];
    let canary_verdicts = canaries.map(|canary| run(Operation::Reference, canary, false));
    let right = std::thread::Builder::new()
        .stack_size(stack)
        .spawn(move || {
            canaries.map(|canary| run(Operation::Reference, canary, false)) == canary_verdicts
                && run(family.operation, &input, false) == want
        })
        .map(|thread| thread.join().unwrap_or(false))
        .unwrap_or(false);
    std::process::exit(i32::from(!right))
}

/// The smallest stack, in KiB, on which a parse of `family` at `size` gets
/// its verdict right, found by bisection over child processes.
fn least_stack(family: &Family, size: Size) -> Option<usize> {
    let exe = std::env::current_exe().ok()?;
    let right_on = |kib: usize| {
        Command::new(&exe)
            .env(
                STACK_PROBE,
                format!("{}:{}:{}", family.name, size.0, kib * 1024),
            )
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    };
    // 16 KiB is as small as a thread's stack gets on Linux.
    let (mut low, mut high) = (16, 1024);
    if !right_on(high) {
        return None;
    }
    while low < high {
        let middle = (low + high) / 2;
        if right_on(middle) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    Some(low)
}

fn print_stacks() {
    println!(
        "\nleast thread stack (KiB) on which the verdict is right (pest's stack guard fails a parse with less than 64 KiB left)"
    );
    println!("{:<21} {:>9} {:>9}", "family", "1 KB", "1 MB");
    for family in FAMILIES {
        let cell = |size| least_stack(family, size).map_or("-".to_owned(), |k| k.to_string());
        println!(
            "{:<21} {:>9} {:>9}",
            family.name,
            cell(Size(1_000)),
            cell(Size(1_000_000))
        );
    }
}

/// The environment variable that makes this program a probe of the stack
/// an error needs: the stack in bytes.
const ERROR_STACK_PROBE: &str = "RFC3986_ERROR_STACK_PROBE";

/// The refused input whose error the probe works out.
const REFUSED: &str = "http://h/a b";

/// The index of the error of [`REFUSED`] and its expectation.
fn error_of_refused() -> (usize, String) {
    let error = UriRef::parse(black_box(REFUSED)).expect_err(REFUSED);
    (error.index(), error.expected_text())
}

/// In a child process: work out the error of [`REFUSED`] on a thread with
/// the given stack, and exit 0 if the index and the expectation are those
/// found on a large stack, 2 if only the index is, 1 if neither. An
/// overflow kills the process.
fn error_stack_probe(spec: &str) -> ! {
    let stack: usize = spec
        .parse()
        .unwrap_or_else(|_| panic!("{ERROR_STACK_PROBE}={spec}"));
    let want = error_of_refused();
    let got = std::thread::Builder::new()
        .stack_size(stack)
        .spawn(error_of_refused)
        .ok()
        .and_then(|thread| thread.join().ok());
    std::process::exit(match got {
        Some(got) if got == want => 0,
        Some(got) if got.0 == want.0 => 2,
        _ => 1,
    })
}

/// The smallest stacks, in KiB, on which the error of [`REFUSED`] gets its
/// index, and its expectation too, each try in a child process.
fn print_error_stack() {
    let Ok(exe) = std::env::current_exe() else {
        return;
    };
    let probe = |kib: usize| {
        Command::new(&exe)
            .env(ERROR_STACK_PROBE, (kib * 1024).to_string())
            .stderr(std::process::Stdio::null())
            .status()
            .ok()
            .and_then(|status| status.code())
    };
    let mut index_from = None;
    // 16 KiB is as small as a thread's stack gets on Linux.
    for kib in (16..=256).step_by(4) {
        match probe(kib) {
            Some(0) => {
                println!(
                    "\nerror of {REFUSED:?}: index from {} KiB of stack, expectation from {kib} KiB",
                    index_from.unwrap_or(kib)
                );
                return;
            }
            Some(2) => {
                index_from.get_or_insert(kib);
            }
            _ => {}
        }
    }
    println!("\nerror of {REFUSED:?}: not worked out in full on 256 KiB of stack or less");
}

fn main() {
    if let Ok(spec) = std::env::var(STACK_PROBE) {
        stack_probe(&spec);
    }
    if let Ok(spec) = std::env::var(ERROR_STACK_PROBE) {
        error_stack_probe(&spec);
    }
    divan::Divan::default()
        .max_time(Duration::from_secs(2))
        .config_with_args()
        .main();
    if std::env::args().any(|arg| arg == "--test" || arg == "--list") {
        // Each case run once, or none: nothing to tabulate or measure.
        return;
    }
    let record_count = RECORDS
        .lock()
        .map(|records| records.values().map(|r| r.nanos.len()).sum::<usize>())
        .unwrap_or_default();
    // With a filter that matches no case (`-- --exact none`), only pest's
    // limits are measured.
    if record_count > 0 {
        println!("\n{record_count} timed runs; medians below.");
        let ns_per_byte = |r: &Record| median(&r.nanos) as f64 / r.len as f64;
        let peak_per_byte = |r: &Record| r.peak as f64 / r.len as f64;
        print_table(
            "verdict only: ns per input byte",
            Mode::Verdict,
            ns_per_byte,
        );
        print_table(
            "verdict and expected(): ns per input byte",
            Mode::Expected,
            ns_per_byte,
        );
        print_table(
            "verdict only: peak bytes allocated per input byte",
            Mode::Verdict,
            peak_per_byte,
        );
        print_table(
            "verdict and expected(): peak bytes allocated per input byte",
            Mode::Expected,
            peak_per_byte,
        );
    }
    print_calls();
    print_stacks();
    print_error_stack();
}
