//! The harness of the ABNF differential tests (`tests/abnf_differential.rs`
//! for `grammar/uri.pest`, `tests/iri_abnf_differential.rs` for
//! `grammar/iri.pest`, `tests/template_abnf_differential.rs` for
//! `grammar/template.pest`): a pest parser's rules side by side with the
//! ABNF rules of the same names, read by the independent matcher of `abnf.rs`;
//! a report of what was checked and of every difference; a seeded generator
//! of random numbers, one stream per generated string.
//!
//! The test file declares `mod abnf;` beside this module.

#![allow(dead_code)] // each test uses the part it needs

use std::fmt::Debug;
use std::path::Path;
use std::time::Instant;

use crate::abnf::Abnf;

/// How many differences a failure lists in full.
const SHOWN: usize = 50;

/// Reads and joins ABNF files of `tests/abnf/`, in order.
pub fn load_abnf(files: &[&str]) -> Abnf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/abnf");
    let texts: Vec<String> = files
        .iter()
        .map(|file| {
            let path = dir.join(file);
            std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
        })
        .collect();
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    Abnf::parse_all(&texts).unwrap_or_else(|e| panic!("{}: {e}", files.join(" + ")))
}

/// Both grammars: each pest rule with its ABNF rule's index, and how pest
/// is asked for a full match.
pub struct Judge<R> {
    abnf: Abnf,
    rules: Vec<(R, usize)>,
    /// Whether pest's rule matches all of the input.
    full: fn(R, &str) -> bool,
    allowed: Option<Allowance>,
}

/// Inputs on which a difference is known and counted apart rather than
/// failing the run (an erratum the grammar applies and the ABNF text does
/// not): how a report names them, and which they are.
type Allowance = (&'static str, fn(&str) -> bool);

impl<R: Copy + Debug + Sync> Judge<R> {
    /// The ABNF rule of each of `rules` is the one named like its `Debug`
    /// form with `_` written `-`.
    pub fn new(abnf: Abnf, rules: &[R], full: fn(R, &str) -> bool) -> Judge<R> {
        let names: Vec<(R, String)> = rules
            .iter()
            .map(|&rule| (rule, format!("{rule:?}").replace('_', "-")))
            .collect();
        let names: Vec<(R, &str)> = names.iter().map(|(r, n)| (*r, n.as_str())).collect();
        Judge::named(abnf, &names, full)
    }

    /// Each of `rules` against the ABNF rule named beside it (an anchored
    /// entry rule against the rule it anchors).
    pub fn named(abnf: Abnf, rules: &[(R, &str)], full: fn(R, &str) -> bool) -> Judge<R> {
        let rules = rules
            .iter()
            .map(|&(rule, name)| {
                let index = abnf
                    .rule(name)
                    .unwrap_or_else(|| panic!("no ABNF rule {name}"));
                (rule, index)
            })
            .collect();
        Judge {
            abnf,
            rules,
            full,
            allowed: None,
        }
    }

    /// Differences on the inputs `allowed` holds for (`which` names them)
    /// are counted in [`Report::allowed`] and do not fail the run.
    pub fn allowing(self, which: &'static str, allowed: fn(&str) -> bool) -> Judge<R> {
        Judge {
            allowed: Some((which, allowed)),
            ..self
        }
    }

    pub fn rules(&self) -> impl Iterator<Item = R> + '_ {
        self.rules.iter().map(|&(rule, _)| rule)
    }

    /// (pest, ABNF) verdict of every rule on `input`, in the rules' order.
    fn verdicts(&self, input: &str) -> Vec<(bool, bool)> {
        let mut matcher = self.abnf.input(input);
        self.rules
            .iter()
            .map(|&(rule, index)| ((self.full)(rule, input), matcher.matches(index)))
            .collect()
    }

    /// Deletes characters from `input` while rule `r` still gives the same
    /// two differing verdicts, to show a small input.
    fn shrink(&self, r: usize, input: &str, verdict: (bool, bool)) -> String {
        let (rule, index) = self.rules[r];
        let mut chars: Vec<char> = input.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let mut shorter = chars.clone();
            shorter.remove(i);
            let text: String = shorter.iter().collect();
            let now = (
                (self.full)(rule, &text),
                self.abnf.input(&text).matches(index),
            );
            if now == verdict {
                chars = shorter;
            } else {
                i += 1;
            }
        }
        chars.into_iter().collect()
    }
}

struct Difference<R> {
    /// Orders differences found by several threads.
    key: u64,
    origin: String,
    rule: R,
    input: String,
    pest: bool,
    abnf: bool,
    shrunk: String,
}

/// What a run checked and the differences it found.
pub struct Report<R> {
    pub strings: u64,
    checks: u64,
    /// Inputs the ABNF accepts, per rule: shows that the inputs reach
    /// inside every language, not only around it.
    accepted: Vec<u64>,
    /// Differences per rule, the allowed ones left out.
    differing: Vec<u64>,
    pub differences: u64,
    /// Differences on inputs the judge allows them on (see
    /// [`Judge::allowing`]).
    pub allowed: u64,
    shown: Vec<Difference<R>>,
}

impl<R: Copy + Debug + Sync> Report<R> {
    pub fn new(judge: &Judge<R>) -> Report<R> {
        Report {
            strings: 0,
            checks: 0,
            accepted: vec![0; judge.rules.len()],
            differing: vec![0; judge.rules.len()],
            differences: 0,
            allowed: 0,
            shown: Vec::new(),
        }
    }

    /// Checks `input` against every rule; `origin` names it in a report.
    pub fn check(&mut self, judge: &Judge<R>, input: &str, key: u64, origin: impl Fn() -> String) {
        self.strings += 1;
        let allowed = judge.allowed.is_some_and(|(_, allowed)| allowed(input));
        for (r, (pest, abnf)) in judge.verdicts(input).into_iter().enumerate() {
            self.checks += 1;
            self.accepted[r] += u64::from(abnf);
            if pest == abnf {
                continue;
            }
            if allowed {
                self.allowed += 1;
                continue;
            }
            self.differing[r] += 1;
            self.differences += 1;
            if self.shown.len() < SHOWN {
                self.shown.push(Difference {
                    key,
                    origin: origin(),
                    rule: judge.rules[r].0,
                    input: input.to_string(),
                    pest,
                    abnf,
                    shrunk: judge.shrink(r, input, (pest, abnf)),
                });
            }
        }
    }

    pub fn merge(&mut self, other: Report<R>) {
        self.strings += other.strings;
        self.checks += other.checks;
        for (total, n) in self.accepted.iter_mut().zip(other.accepted) {
            *total += n;
        }
        for (total, n) in self.differing.iter_mut().zip(other.differing) {
            *total += n;
        }
        self.differences += other.differences;
        self.allowed += other.allowed;
        self.shown.extend(other.shown);
        self.shown.sort_by_key(|d| d.key);
        self.shown.truncate(SHOWN);
    }

    /// Prints the counts; panics listing the differences if there are any.
    pub fn finish(self, judge: &Judge<R>, what: &str, start: Instant) {
        eprintln!(
            "{what}: {} strings x {} rules = {} checks, {} differences, {:.1?}",
            self.strings,
            judge.rules.len(),
            self.checks,
            self.differences,
            start.elapsed()
        );
        let by_rule: Vec<String> = judge
            .rules()
            .zip(self.accepted.iter().zip(&self.differing))
            .map(|(rule, (accepted, differing))| {
                let refused = self.strings - accepted;
                format!("{rule:?} {accepted}/{refused}/{differing}")
            })
            .collect();
        eprintln!(
            "{what}: by rule, accepted/refused by the ABNF/differences: {}",
            by_rule.join(", ")
        );
        if let Some((which, _)) = judge.allowed {
            eprintln!(
                "{what}: {} differences on inputs {which}, allowed",
                self.allowed
            );
        }
        if self.differences == 0 {
            return;
        }
        let list: Vec<String> = self
            .shown
            .iter()
            .map(|d| {
                format!(
                    "{:?}: input {:?}: pest {}, ABNF {} (shrunk: {:?}; {})",
                    d.rule, d.input, d.pest, d.abnf, d.shrunk, d.origin
                )
            })
            .collect();
        panic!(
            "{what}: {} differences between pest and the ABNF; the first {}:\n{}",
            self.differences,
            list.len(),
            list.join("\n")
        );
    }
}

/// Every string of up to `max_len` characters over `alphabet`, the empty
/// one first.
pub fn all_strings(alphabet: &[char], max_len: usize) -> Vec<String> {
    let mut strings = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..max_len {
        last = last
            .iter()
            .flat_map(|s| alphabet.iter().map(move |&c| format!("{s}{c}")))
            .collect();
        strings.extend(last.iter().cloned());
    }
    strings
}

/// Checks the strings `generate(seed, i)` for `i` in `from..to` on all
/// available cores.
pub fn check_generated<R: Copy + Debug + Sync + Send>(
    judge: &Judge<R>,
    generate: fn(u64, u64) -> String,
    seed: u64,
    from: u64,
    to: u64,
) -> Report<R> {
    on_all_cores(judge, from, to, |report, index| {
        let input = generate(seed, index);
        report.check(judge, &input, index, || {
            format!("generated string {index} of seed {seed:#x}")
        });
    })
}

/// Checks `strings` on all available cores; `origin(i)` names string `i`
/// in a report.
pub fn check_strings<R: Copy + Debug + Sync + Send, S: AsRef<str> + Sync>(
    judge: &Judge<R>,
    strings: &[S],
    origin: impl Fn(usize) -> String + Sync,
) -> Report<R> {
    on_all_cores(judge, 0, strings.len() as u64, |report, index| {
        let i = index as usize;
        report.check(judge, strings[i].as_ref(), index, || origin(i));
    })
}

/// `check(report, i)` for every `i` in `from..to`, spread over the
/// available cores, each with its own report; the reports merged.
fn on_all_cores<R: Copy + Debug + Sync + Send>(
    judge: &Judge<R>,
    from: u64,
    to: u64,
    check: impl Fn(&mut Report<R>, u64) + Sync,
) -> Report<R> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let check = &check;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut report = Report::new(judge);
                    for index in (from + t..to).step_by(threads as usize) {
                        check(&mut report, index);
                    }
                    report
                })
            })
            .collect();
        let mut report = Report::new(judge);
        for worker in workers {
            report.merge(worker.join().expect("worker panicked"));
        }
        report
    })
}

/// The long run: `count` generated strings, with progress every tenth.
pub fn check_many<R: Copy + Debug + Sync + Send>(
    judge: &Judge<R>,
    generate: fn(u64, u64) -> String,
    seed: u64,
    count: u64,
) {
    let start = Instant::now();
    let step = count.div_ceil(10).max(1);
    let mut report = Report::new(judge);
    for from in (0..count).step_by(step as usize) {
        report.merge(check_generated(
            judge,
            generate,
            seed,
            from,
            count.min(from + step),
        ));
        eprintln!(
            "{} of {count} strings, {} differences, {:.0?}",
            report.strings,
            report.differences,
            start.elapsed()
        );
    }
    report.finish(judge, "long run", start);
}

/// splitmix64's output function: a good 64-bit mix.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// splitmix64. Each generated string gets its own stream, so string `i` is
/// the same whatever the number of threads.
pub struct Rng(u64);

impl Rng {
    pub fn for_string(seed: u64, index: u64) -> Rng {
        Rng(mix(seed ^ mix(index)))
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// Uniform in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    pub fn pick<'a, T: ?Sized>(&mut self, items: &[&'a T]) -> &'a T {
        items[self.below(items.len())]
    }
}
