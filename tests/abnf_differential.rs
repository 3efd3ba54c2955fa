//! Differential test: the pest grammar (`grammar/uri.pest`) against the ABNF
//! of RFC 3986 Appendix A (`tests/abnf/rfc3986.abnf`), read by the
//! independent matcher in `tests/support/abnf.rs`.
//!
//! For each of the 36 Appendix A rules and each input, "pest matches the
//! whole input" must equal "the input is in the ABNF rule's language".
//! Inputs: the corpus (and the components cut from its valid inputs), every
//! short string over a URI-flavoured alphabet, and 100,000 strings from a
//! seeded generator. A difference is reported with the rule, the input, both
//! verdicts and a shortest-by-deletion input that still differs.
//!
//! Counts are printed on stderr; to see them:
//!   cargo test --test abnf_differential -- --nocapture
//! Long run (10,000,000 generated strings unless `RFC3986_DIFF_COUNT=N`;
//! `RFC3986_DIFF_SEED=S` picks another stream):
//!   cargo test --release --test abnf_differential -- --ignored --nocapture

#[path = "support/abnf.rs"]
mod abnf;
#[path = "support/corpus.rs"]
mod corpus;

use std::collections::HashSet;
use std::path::Path;
use std::time::Instant;

use abnf::Abnf;
use pest::Parser;
use rfc3986::grammar::{Rule, UriParser};

/// The rules of RFC 3986 Appendix A; the ABNF name is the pest name with
/// `_` written `-`.
const RULES: [Rule; 36] = [
    Rule::URI,
    Rule::hier_part,
    Rule::URI_reference,
    Rule::absolute_URI,
    Rule::relative_ref,
    Rule::relative_part,
    Rule::scheme,
    Rule::authority,
    Rule::userinfo,
    Rule::host,
    Rule::port,
    Rule::IP_literal,
    Rule::IPvFuture,
    Rule::IPv6address,
    Rule::h16,
    Rule::ls32,
    Rule::IPv4address,
    Rule::dec_octet,
    Rule::reg_name,
    Rule::path,
    Rule::path_abempty,
    Rule::path_absolute,
    Rule::path_noscheme,
    Rule::path_rootless,
    Rule::path_empty,
    Rule::segment,
    Rule::segment_nz,
    Rule::segment_nz_nc,
    Rule::pchar,
    Rule::query,
    Rule::fragment,
    Rule::pct_encoded,
    Rule::unreserved,
    Rule::reserved,
    Rule::gen_delims,
    Rule::sub_delims,
];

/// How many differences a failure lists in full.
const SHOWN: usize = 50;

fn load_abnf() -> Abnf {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/abnf/rfc3986.abnf");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    Abnf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Whether pest's `rule` matches all of `input`. pest returns `Ok` for a
/// match of a prefix too, so the span's end is checked.
fn pest_matches(rule: Rule, input: &str) -> bool {
    UriParser::parse(rule, input).is_ok_and(|mut pairs| {
        pairs
            .next()
            .is_some_and(|p| p.as_span().end() == input.len())
    })
}

/// Both grammars, with each pest rule's ABNF rule index.
struct Judge {
    abnf: Abnf,
    rules: Vec<(Rule, usize)>,
}

impl Judge {
    fn new() -> Judge {
        let abnf = load_abnf();
        let rules = RULES
            .iter()
            .map(|&rule| {
                let name = format!("{rule:?}").replace('_', "-");
                let index = abnf
                    .rule(&name)
                    .unwrap_or_else(|| panic!("no ABNF rule {name}"));
                (rule, index)
            })
            .collect();
        Judge { abnf, rules }
    }

    /// (pest, ABNF) verdict of every rule on `input`, in `RULES` order.
    fn verdicts(&self, input: &str) -> Vec<(bool, bool)> {
        let mut matcher = self.abnf.input(input);
        self.rules
            .iter()
            .map(|&(rule, index)| (pest_matches(rule, input), matcher.matches(index)))
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
                pest_matches(rule, &text),
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

struct Difference {
    /// Orders differences found by several threads.
    key: u64,
    origin: String,
    rule: Rule,
    input: String,
    pest: bool,
    abnf: bool,
    shrunk: String,
}

/// What a run checked and the differences it found.
struct Report {
    strings: u64,
    checks: u64,
    /// Inputs the ABNF accepts, per rule: shows that the inputs reach
    /// inside every language, not only around it.
    accepted: [u64; RULES.len()],
    differences: u64,
    shown: Vec<Difference>,
}

impl Default for Report {
    fn default() -> Report {
        Report {
            strings: 0,
            checks: 0,
            accepted: [0; RULES.len()],
            differences: 0,
            shown: Vec::new(),
        }
    }
}

impl Report {
    /// Checks `input` against every rule; `origin` names it in a report.
    fn check(&mut self, judge: &Judge, input: &str, key: u64, origin: impl Fn() -> String) {
        self.strings += 1;
        for (r, (pest, abnf)) in judge.verdicts(input).into_iter().enumerate() {
            self.checks += 1;
            self.accepted[r] += u64::from(abnf);
            if pest == abnf {
                continue;
            }
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

    fn merge(&mut self, other: Report) {
        self.strings += other.strings;
        self.checks += other.checks;
        for (total, n) in self.accepted.iter_mut().zip(other.accepted) {
            *total += n;
        }
        self.differences += other.differences;
        self.shown.extend(other.shown);
        self.shown.sort_by_key(|d| d.key);
        self.shown.truncate(SHOWN);
    }

    /// Prints the counts; panics listing the differences if there are any.
    fn finish(self, what: &str, start: Instant) {
        eprintln!(
            "{what}: {} strings x {} rules = {} checks, {} differences, {:.1?}",
            self.strings,
            RULES.len(),
            self.checks,
            self.differences,
            start.elapsed()
        );
        let accepted: Vec<String> = RULES
            .iter()
            .zip(self.accepted)
            .map(|(rule, n)| format!("{rule:?} {n}"))
            .collect();
        eprintln!("{what}: accepted by the ABNF: {}", accepted.join(", "));
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

// ---------------------------------------------------------------------------
// Corpus
// ---------------------------------------------------------------------------

/// The corpus inputs of one kind; none if the directory does not exist yet.
fn corpus_inputs(kind: &str) -> Vec<(String, corpus::Entry)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(kind);
    if !dir.is_dir() {
        return Vec::new();
    }
    corpus::all(kind)
        .into_iter()
        .map(|(path, entry)| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            (format!("{kind}/{name}:{}", entry.line), entry)
        })
        .collect()
}

/// The components of a URI reference, split as the regular expression of
/// RFC 3986 Appendix B does (written out by hand), with the authority split
/// further into userinfo, host and port and the path into segments.
fn components(uri: &str) -> Vec<(&'static str, &str)> {
    let mut parts = Vec::new();
    let mut rest = uri;
    // `(([^:/?#]+):)?`
    if let Some(i) = rest.find([':', '/', '?', '#'])
        && i > 0
        && rest[i..].starts_with(':')
    {
        parts.push(("scheme", &rest[..i]));
        rest = &rest[i + 1..];
    }
    parts.push((
        "hier-part or relative-part",
        rest.split(['?', '#']).next().unwrap_or(""),
    ));
    // `(//([^/?#]*))?`
    if let Some(after) = rest.strip_prefix("//") {
        let end = after.find(['/', '?', '#']).unwrap_or(after.len());
        let authority = &after[..end];
        parts.push(("authority", authority));
        let host_port = match authority.rfind('@') {
            Some(at) => {
                parts.push(("userinfo", &authority[..at]));
                &authority[at + 1..]
            }
            None => authority,
        };
        // The port follows the last ":" that is not inside an IP-literal.
        let bracket = if host_port.starts_with('[') {
            host_port.find(']').map_or(0, |i| i + 1)
        } else {
            0
        };
        let (host, port) = match host_port[bracket..].rfind(':') {
            Some(i) => host_port.split_at(bracket + i),
            None => (host_port, ""),
        };
        parts.push(("host", host));
        if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            parts.push(("IP-literal contents", inner));
        }
        if let Some(port) = port.strip_prefix(':') {
            parts.push(("port", port));
        }
        rest = &after[end..];
    }
    // `([^?#]*)`
    let end = rest.find(['?', '#']).unwrap_or(rest.len());
    parts.push(("path", &rest[..end]));
    for segment in rest[..end].split('/') {
        parts.push(("segment", segment));
    }
    rest = &rest[end..];
    // `(\?([^#]*))?`
    if let Some(after) = rest.strip_prefix('?') {
        let end = after.find('#').unwrap_or(after.len());
        parts.push(("query", &after[..end]));
        rest = &after[end..];
    }
    // `(#(.*))?`
    if let Some(fragment) = rest.strip_prefix('#') {
        parts.push(("fragment", fragment));
    }
    parts
}

/// Every corpus input, and every component of every valid one, against all
/// 36 rules. An empty or absent corpus checks nothing and passes.
#[test]
fn corpus_agrees_with_abnf() {
    let start = Instant::now();
    let judge = Judge::new();
    let mut report = Report::default();
    let mut seen = HashSet::new();
    let mut key = 0;
    for kind in ["valid", "invalid"] {
        for (origin, entry) in corpus_inputs(kind) {
            let mut texts = vec![("input", entry.input.as_str())];
            if kind == "valid" {
                texts.extend(components(&entry.input));
            }
            for (part, text) in texts {
                // Components repeat a lot (schemes, empty strings).
                if seen.insert(text.to_string()) {
                    key += 1;
                    report.check(&judge, text, key, || format!("{part} of corpus {origin}"));
                }
            }
        }
    }
    report.finish("corpus", start);
}

// ---------------------------------------------------------------------------
// Short strings, exhaustively
// ---------------------------------------------------------------------------

/// Every string of up to 2 characters over the URI alphabet and a few
/// others, and of 3 characters over the characters that matter most to the
/// rules' structure.
#[test]
fn short_strings_agree_with_abnf() {
    let start = Instant::now();
    let judge = Judge::new();
    let wide: Vec<char> = "aAfFgvVz059:/?#[]@!$&'()*+,;=-._~% é".chars().collect();
    let narrow: Vec<char> = "1a:.%/[]v@?#".chars().collect();
    let mut report = Report::default();
    let mut key = 0;
    for (alphabet, max_len) in [(&wide, 2), (&narrow, 3)] {
        let mut strings = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..max_len {
            last = last
                .iter()
                .flat_map(|s| alphabet.iter().map(move |&c| format!("{s}{c}")))
                .collect();
            strings.extend(last.iter().cloned());
        }
        for s in &strings {
            key += 1;
            report.check(&judge, s, key, || "short strings".to_string());
        }
    }
    report.finish("short strings", start);
}

// ---------------------------------------------------------------------------
// Generated strings
// ---------------------------------------------------------------------------

/// The seed of the generated strings unless `RFC3986_DIFF_SEED` is set.
const SEED: u64 = 0x3986_5234_0001;

/// splitmix64's output function: a good 64-bit mix.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// splitmix64. Each generated string gets its own stream, so string `i` is
/// the same whatever the number of threads.
struct Rng(u64);

impl Rng {
    fn for_string(seed: u64, index: u64) -> Rng {
        Rng(mix(seed ^ mix(index)))
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// Uniform in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// Numbers around the limits of dec-octet (and short h16 and ports).
const OCTETS: &[&str] = &[
    "0", "1", "9", "10", "25", "99", "100", "199", "200", "249", "250", "255", "256", "01", "300",
];

/// The pieces of the token soup: the URI alphabet and each rule's delimiters.
const TOKENS: &[&str] = &[
    ":", "::", ".", "[", "]", "v", "V", "%", "%4", "%41", "%zZ", "%aF", "/", "//", "?", "#", "@",
    "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", "-", "_", "~", "a", "B", "e", "f", "F",
    "g", "x", "Z", "http", "0", "7",
];

/// Characters outside the URI alphabet, used sparingly.
const OUTSIDE: &[&str] = &[
    " ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "\u{7f}", "\0", "\n", "é", "€",
];

/// Text characters of userinfo, reg-name and path segments.
const TEXT: &[&str] = &[
    "a", "Z", "q", "0", "9", "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";",
    "=", "%41", "%aF",
];

/// Near misses of `TEXT`.
const BAD_TEXT: &[&str] = &["%", "%4", "%zZ", "[", "]", "#", " ", "é"];

fn hex(rng: &mut Rng, min: usize, max: usize) -> String {
    let n = min + rng.below(max - min + 1);
    (0..n)
        .map(|_| rng.pick(&["0", "1", "9", "a", "F", "c", "E", "f"]))
        .collect()
}

fn octet(rng: &mut Rng) -> String {
    if rng.chance(75) {
        rng.pick(OCTETS).to_string()
    } else {
        rng.below(1000).to_string()
    }
}

/// `TEXT` characters with some `extra` ones and a rare near miss.
fn text(rng: &mut Rng, max: usize, extra: &[&str]) -> String {
    let n = rng.below(max + 1);
    let mut s = String::new();
    for _ in 0..n {
        s += if rng.chance(3) {
            rng.pick(BAD_TEXT)
        } else if !extra.is_empty() && rng.chance(25) {
            rng.pick(extra)
        } else {
            rng.pick(TEXT)
        };
    }
    s
}

/// Random concatenation of tokens.
fn soup(rng: &mut Rng) -> String {
    let n = rng.below(9);
    let mut s = String::new();
    for _ in 0..n {
        match rng.below(100) {
            0..3 => s += rng.pick(OUTSIDE),
            3..18 => s += &hex(rng, 1, 5),
            18..33 => s += &octet(rng),
            _ => s += rng.pick(TOKENS),
        }
    }
    s
}

fn ipv4_like(rng: &mut Rng) -> String {
    let n = if rng.chance(80) { 4 } else { 1 + rng.below(6) };
    let octets: Vec<String> = (0..n).map(|_| octet(rng)).collect();
    octets.join(".")
}

/// Groups of 0 to 5 hex digits, maybe one `::`, maybe an IPv4 tail, and
/// now and then a stray colon.
fn ipv6_like(rng: &mut Rng) -> String {
    let n = rng.below(10);
    let mut groups: Vec<String> = (0..n)
        .map(|_| {
            if rng.chance(5) {
                hex(rng, 0, 5)
            } else {
                hex(rng, 1, 4)
            }
        })
        .collect();
    if rng.chance(30) {
        groups.push(ipv4_like(rng));
    }
    let mut s = if rng.chance(75) {
        let at = rng.below(groups.len() + 1);
        format!("{}::{}", groups[..at].join(":"), groups[at..].join(":"))
    } else {
        groups.join(":")
    };
    if rng.chance(5) {
        let at = rng.below(s.len() + 1);
        s.insert(at, ':');
    }
    s
}

fn ipvfuture_like(rng: &mut Rng) -> String {
    let v = rng.pick(&["v", "V", "v", ""]);
    let dot = if rng.chance(90) { "." } else { "" };
    format!("{v}{}{dot}{}", hex(rng, 0, 3), text(rng, 4, &[":"]))
}

fn ip_literal_like(rng: &mut Rng) -> String {
    let inner = if rng.chance(75) {
        ipv6_like(rng)
    } else {
        ipvfuture_like(rng)
    };
    let open = if rng.chance(95) { "[" } else { "" };
    let close = if rng.chance(95) { "]" } else { "" };
    format!("{open}{inner}{close}")
}

fn host_like(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => ip_literal_like(rng),
        1 => ipv4_like(rng),
        2 => format!("{}{}", ipv4_like(rng), text(rng, 2, &[])),
        _ => text(rng, 8, &[]),
    }
}

/// scheme ":" "//" userinfo "@" host ":" port path "?" query "#" fragment,
/// each part optional, then a few random edits.
fn uri_like(rng: &mut Rng) -> String {
    let mut s = String::new();
    if rng.chance(70) {
        s += rng.pick(&["http", "a", "A1+-.", "1a", "", "h%41", "x_y", "z"]);
        s.push(':');
    }
    if rng.chance(55) {
        s += "//";
        if rng.chance(30) {
            s += &text(rng, 5, &[":"]);
            s.push('@');
        }
        s += &host_like(rng);
        if rng.chance(35) {
            s.push(':');
            for _ in 0..rng.below(6) {
                s += rng.pick(&["0", "1", "8", "9"]);
            }
        }
    }
    let segments = rng.below(5);
    if rng.chance(50) {
        s.push('/');
    }
    for i in 0..segments {
        if i > 0 {
            s.push('/');
        }
        s += &text(rng, 4, &[":", "@"]);
    }
    if rng.chance(30) {
        s.push('?');
        s += &text(rng, 5, &[":", "@", "/", "?"]);
    }
    if rng.chance(30) {
        s.push('#');
        s += &text(rng, 5, &[":", "@", "/", "?"]);
    }
    mutate(rng, &s)
}

/// Deletes, inserts or duplicates up to three characters (none half the time).
fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    let edits = if rng.chance(50) { 0 } else { 1 + rng.below(3) };
    for _ in 0..edits {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 if at < chars.len() => chars.insert(at, chars[at]),
            _ => {
                let token = rng.pick(TOKENS);
                chars.splice(at..at, token.chars());
            }
        }
    }
    chars.into_iter().collect()
}

/// Generated string number `index` of the stream `seed`.
fn generate(seed: u64, index: u64) -> String {
    let rng = &mut Rng::for_string(seed, index);
    match rng.below(100) {
        0..30 => soup(rng),
        30..45 => ipv6_like(rng),
        45..55 => ip_literal_like(rng),
        55..62 => ipv4_like(rng),
        62..65 => ipvfuture_like(rng),
        65..88 => uri_like(rng),
        // A piece of a URI, for the component rules.
        _ => {
            let chars: Vec<char> = uri_like(rng).chars().collect();
            let from = rng.below(chars.len() + 1);
            let to = from + rng.below(chars.len() - from + 1);
            chars[from..to].iter().collect()
        }
    }
}

/// Checks generated strings `from..to` on all available cores.
fn check_generated(judge: &Judge, seed: u64, from: u64, to: u64) -> Report {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut report = Report::default();
                    for index in (from + t..to).step_by(threads as usize) {
                        let input = generate(seed, index);
                        report.check(judge, &input, index, || {
                            format!("generated string {index} of seed {seed:#x}")
                        });
                    }
                    report
                })
            })
            .collect();
        let mut report = Report::default();
        for worker in workers {
            report.merge(worker.join().expect("worker panicked"));
        }
        report
    })
}

fn seed() -> u64 {
    match std::env::var("RFC3986_DIFF_SEED") {
        Ok(s) => s.parse().expect("RFC3986_DIFF_SEED must be an integer"),
        Err(_) => SEED,
    }
}

#[test]
fn generated_strings_agree_with_abnf() {
    let start = Instant::now();
    let judge = Judge::new();
    check_generated(&judge, seed(), 0, 100_000).finish("generated", start);
}

/// The long run, with progress every tenth.
#[test]
#[ignore = "long: run in release with --ignored"]
fn many_generated_strings_agree_with_abnf() {
    let count: u64 = match std::env::var("RFC3986_DIFF_COUNT") {
        Ok(n) => n.parse().expect("RFC3986_DIFF_COUNT must be an integer"),
        Err(_) => 10_000_000,
    };
    let start = Instant::now();
    let judge = Judge::new();
    let seed = seed();
    let step = count.div_ceil(10).max(1);
    let mut report = Report::default();
    for from in (0..count).step_by(step as usize) {
        report.merge(check_generated(&judge, seed, from, count.min(from + step)));
        eprintln!(
            "{} of {count} strings, {} differences, {:.0?}",
            report.strings,
            report.differences,
            start.elapsed()
        );
    }
    report.finish("long run", start);
}

// ---------------------------------------------------------------------------
// The ABNF matcher itself
// ---------------------------------------------------------------------------

fn assert_language(abnf: &Abnf, rule: &str, accepted: &[&str], rejected: &[&str]) {
    for s in accepted {
        assert!(abnf.matches(rule, s), "{rule} should accept {s:?}");
    }
    for s in rejected {
        assert!(!abnf.matches(rule, s), "{rule} should reject {s:?}");
    }
}

#[test]
fn matcher_dec_octet() {
    let abnf = load_abnf();
    let accepted = [
        "0", "9", "10", "99", "100", "199", "200", "249", "250", "255",
    ];
    assert_language(&abnf, "dec-octet", &accepted, &["256", "01", "300", ""]);
}

#[test]
fn matcher_ipv6address() {
    let abnf = load_abnf();
    let accepted = [
        "::",
        "1::",
        "::1",
        "1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:1.2.3.4",
        "::ffff:1.2.3.4",
        "1::2:3:4:5:6:7",
    ];
    let rejected = [":::", "1:2:3:4:5:6:7:8:9", "1::2::3", "12345::"];
    assert_language(&abnf, "IPv6address", &accepted, &rejected);
}

#[test]
fn matcher_small_rules() {
    let abnf = load_abnf();
    assert_language(&abnf, "IPvFuture", &["V1.a", "v1.a"], &["v.a", "v1."]);
    // Quoted strings are case-insensitive and so are rule names.
    assert_language(&abnf, "HEXDIG", &["a", "A", "0"], &["g", ""]);
    assert_language(&abnf, "hexdig", &["f"], &["ff"]);
    assert_language(&abnf, "path-empty", &[""], &["a", "/"]);
    assert_language(
        &abnf,
        "URI-reference",
        &["", "#", "a:b", "./a:b"],
        &["1a:b", "%", " "],
    );
}

/// Syntax that RFC 3986 does not use, and backtracking that a PEG lacks.
#[test]
fn matcher_abnf_features() {
    let text = "\
; a comment line
greedy = *\"a\" \"a\"            ; a PEG's *\"a\" would leave nothing
Two = %d65.66 / %b1000011       ; \"AB\" / \"C\"
two =/ \"x;y\"                    ; more alternatives; the ; is quoted
counts = 2*3DIGIT 2*\"-\" *1\"+\"
  ; an indented comment
       \"!\"
DIGIT = %x30-39
";
    let abnf = Abnf::parse(text).expect("valid ABNF");
    assert_language(&abnf, "greedy", &["a", "aaa", "AA"], &["", "ab"]);
    // %-values are exact code points; only quoted strings ignore case.
    assert_language(
        &abnf,
        "TWO",
        &["AB", "C", "x;y", "X;Y"],
        &["ab", "c", "A", "x"],
    );
    assert_language(
        &abnf,
        "counts",
        &["12--!", "123---+!"],
        &["1--!", "1234--!", "12-!", "12--++!"],
    );
    assert!(Abnf::parse("a = b").is_err(), "undefined rule");
    assert!(Abnf::parse("a = ( \"x\"").is_err(), "unclosed group");
}
