//! Differential test: the URI Template grammar (`grammar/template.pest` on
//! top of `grammar/uri.pest` and `grammar/iri.pest`, derived as
//! `rfc3986::template_grammar::TemplateParser`) against the ABNF of
//! RFC 6570 §2 (`tests/abnf/rfc6570.abnf`, the RFC's text with the rules it
//! imports in §1.5), read by the independent matcher in
//! `tests/support/abnf.rs`, whose `%x` values are code points matched
//! against the input's `char`s.
//!
//! The grammar applies erratum 6937 (`literals` admits `'`, %x27); the
//! file keeps the RFC's text, and the test applies the erratum to it before
//! loading (`%x26 / %x28-3B` read as `%x26-3B`). The text as printed is
//! loaded too, and must differ from the grammar only on inputs holding a
//! `'`, on the same inputs (of the short strings, those of up to 3
//! characters over the wider alphabet and all over the narrower one).
//!
//! For each of the 18 rules of §2 and §1.5 (the 15 RFC 6570 rules,
//! `pct-encoded`, `ucschar`, `iprivate`), and for `full_URI_Template`
//! against `URI-Template`, "pest matches the whole input" must equal "the
//! input is in the ABNF rule's language". Inputs:
//! - every template (and variable name) of the shared conformance suite,
//!   read in place from `shared/uritemplate-test/` beside the repository
//!   (see `support/templates.rs`: missing, it fails the run under `CI=true`
//!   and is skipped otherwise), a hand-written list of tricky templates,
//!   and every piece cut from them;
//! - every string of up to 4 characters over 27 template characters, and
//!   of 5 over 10 of them;
//! - 100,000 generated strings: templates of random expressions (every
//!   operator and some that are none, varnames with dots and
//!   pct-encodings, prefixes of 1 to 5 digits, explodes) and literals
//!   (ASCII, pct-encoded, ucschar, iprivate, and characters no template
//!   holds), single pieces of them, some with random edits.
//!
//! Counts are printed on stderr; to see them:
//!   cargo test --test template_abnf_differential -- --nocapture
//! Long run (10,000,000 generated strings unless `RFC3986_DIFF_COUNT=N`;
//! `RFC3986_DIFF_SEED=S` picks another stream):
//!   cargo test --release --test template_abnf_differential -- --ignored --nocapture

#[path = "support/abnf.rs"]
mod abnf;
#[path = "support/differential.rs"]
mod differential;
#[path = "support/env.rs"]
mod env;
#[path = "support/iri_chars.rs"]
mod iri_chars;
#[path = "support/suite_dir.rs"]
mod suite_dir;
#[path = "support/templates.rs"]
mod templates;

use std::collections::HashSet;
use std::time::Instant;

use abnf::Abnf;
use differential::{Judge, Rng};
use iri_chars::{IPRIVATE, LETTERS, REFUSED, UCSCHAR, boundaries};
use rfc3986::template_grammar::{self, Rule};

/// The rules of RFC 6570 §2 and those it imports (§1.5), the first 18 of
/// `template_grammar::RULES`; then comes the anchored entry rule.
const RULES: &[Rule] = template_grammar::RULES.split_at(18).0;

/// Erratum 6937 in the ABNF's text: `literals` with `'` (%x27).
const PRINTED_LITERALS: &str = "%x26 / %x28-3B";
const ERRATUM_LITERALS: &str = "%x26-3B";

/// `tests/abnf/rfc6570.abnf` as the RFC prints it.
fn abnf_text() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/abnf/rfc6570.abnf");
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The ABNF with erratum 6937 applied, as the grammar reads it.
fn load_abnf() -> Abnf {
    let text = abnf_text();
    assert_eq!(
        text.matches(PRINTED_LITERALS).count(),
        1,
        "the literals rule of tests/abnf/rfc6570.abnf is not the printed one"
    );
    let text = text.replace(PRINTED_LITERALS, ERRATUM_LITERALS);
    Abnf::parse(&text).unwrap_or_else(|e| panic!("rfc6570.abnf with erratum 6937: {e}"))
}

/// The ABNF as the RFC prints it.
fn load_printed_abnf() -> Abnf {
    Abnf::parse(&abnf_text()).unwrap_or_else(|e| panic!("rfc6570.abnf: {e}"))
}

/// Each rule against the ABNF rule of its name, and `full_URI_Template`
/// against `URI-Template`.
fn named_rules() -> Vec<(Rule, &'static str)> {
    let mut rules: Vec<(Rule, &str)> = RULES
        .iter()
        .map(|&rule| (rule, template_grammar::abnf_name(rule)))
        .collect();
    rules.push((Rule::full_URI_Template, "URI-Template"));
    rules
}

fn judge() -> Judge<Rule> {
    Judge::named(load_abnf(), &named_rules(), template_grammar::matches)
}

/// The grammar against the ABNF without the erratum: a difference is
/// allowed only on an input that holds a `'`.
fn printed_judge() -> Judge<Rule> {
    Judge::named(
        load_printed_abnf(),
        &named_rules(),
        template_grammar::matches,
    )
    .allowing("holding a `'`", |input| input.contains('\''))
}

/// Runs `strings` through the judge, and the first `printed` of them
/// through the judge without the erratum, on all cores (`origin(i)` names
/// string `i`); returns how many differences the erratum makes.
fn check_both<S: AsRef<str> + Sync>(
    what: &str,
    strings: &[S],
    printed: usize,
    origin: impl Fn(usize) -> String + Sync,
) -> u64 {
    let start = Instant::now();
    let judge = judge();
    differential::check_strings(&judge, strings, &origin).finish(&judge, what, start);
    let start = Instant::now();
    let (judge, strings) = (printed_judge(), &strings[..printed]);
    let report = differential::check_strings(&judge, strings, &origin);
    let allowed = report.allowed;
    report.finish(&judge, &format!("{what}, ABNF without erratum 6937"), start);
    allowed
}

/// The slice of `template_grammar::RULES` compared is every rule of
/// RFC 6570 §2 and every rule it imports, no more and no fewer; the ABNF
/// file defines nothing else but the RFC 5234 core rules (pest builtins)
/// and the RFC 3986 rules §1.5 lists that §2 does not use.
#[test]
fn every_rfc6570_rule_is_compared() {
    let mut defined: Vec<String> = abnf_text()
        .lines()
        .filter_map(|line| {
            let line = line.split(';').next().unwrap_or_default();
            let (name, _) = line.split_once('=')?;
            let name = name.trim();
            let is_name =
                !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
            is_name.then(|| name.to_string())
        })
        .collect();
    defined.sort();
    let mut expected: Vec<String> = RULES
        .iter()
        .map(|&rule| template_grammar::abnf_name(rule).to_string())
        .chain(
            [
                "ALPHA",
                "DIGIT",
                "HEXDIG",
                "unreserved",
                "reserved",
                "gen-delims",
                "sub-delims",
            ]
            .map(String::from),
        )
        .collect();
    expected.sort();
    assert_eq!(defined, expected);
    assert_eq!(template_grammar::RULES[18], Rule::full_URI_Template);
}

// ---------------------------------------------------------------------------
// The erratum
// ---------------------------------------------------------------------------

/// The erratum adds `'` to `literals`, and nothing else changes.
#[test]
fn erratum_6937_admits_the_single_quote_and_nothing_else() {
    let (patched, printed) = (load_abnf(), load_printed_abnf());
    for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
        let s = c.to_string();
        let expected = patched.matches("literals", &s) && c != '\'';
        assert_eq!(printed.matches("literals", &s), expected, "{c:?}");
    }
    assert!(patched.matches("URI-Template", "'{count}'"));
    assert!(!printed.matches("URI-Template", "'{count}'"));
    assert!(template_grammar::matches(Rule::literals, "'"));
}

// ---------------------------------------------------------------------------
// Corpus
// ---------------------------------------------------------------------------

/// The hand-written verdicts are the ABNF's (with the erratum): the list
/// says what it means to test.
#[test]
fn hand_written_verdicts_are_the_abnf_s() {
    let abnf = load_abnf();
    for &(template, valid) in templates::HAND_WRITTEN {
        assert_eq!(
            abnf.matches("URI-Template", template),
            valid,
            "{template:?}"
        );
        assert_eq!(
            template_grammar::matches(Rule::full_URI_Template, template),
            valid,
            "{template:?}"
        );
    }
}

/// Every template of the suite and of the hand-written list, and every
/// piece cut from them, against all 19 rules.
#[test]
fn corpus_agrees_with_abnf() {
    let corpus = templates::corpus("template_abnf_differential");
    let mut seen = HashSet::new();
    let (mut strings, mut origins) = (Vec::new(), Vec::new());
    for sample in &corpus {
        for piece in templates::pieces(&sample.text) {
            // Pieces repeat a lot (single characters, `{`, varnames).
            if seen.insert(piece) {
                let what = if piece == sample.text {
                    ""
                } else {
                    "piece of "
                };
                strings.push(piece);
                origins.push(format!("{what}{:?} ({})", sample.text, sample.origin));
            }
        }
    }
    eprintln!(
        "corpus: {} templates and variable names, {} distinct strings with their pieces",
        corpus.len(),
        strings.len()
    );
    let allowed = check_both("corpus", &strings, strings.len(), |i| origins[i].clone());
    assert!(
        allowed > 0,
        "the corpus holds no template that needs the erratum"
    );
}

// ---------------------------------------------------------------------------
// Short strings, exhaustively
// ---------------------------------------------------------------------------

/// Every string of up to 4 characters over the characters of templates
/// (braces, every operator and separator, `%`, hex digits and letters,
/// `'`, `-`, a letter above ASCII), and of 5 over those that make prefixes,
/// dotted names and pct-encodings. The ABNF as printed is run on those of
/// up to 3 and on the narrow ones: pest's refusals, which most checks are,
/// cost most of the time.
#[test]
fn short_strings_agree_with_abnf() {
    let wide: Vec<char> = "{},.:*+#/;?&=!@|%2aA019_'-é".chars().collect();
    let narrow: Vec<char> = "{},.:*%a01".chars().collect();
    let mut strings = differential::all_strings(&wide, 3);
    strings.extend(differential::all_strings(&narrow, 5));
    let printed = strings.len();
    strings.extend(
        differential::all_strings(&wide, 4)
            .into_iter()
            .filter(|s| s.chars().count() == 4),
    );
    eprintln!(
        "short strings: {} over alphabets of {} and {} characters",
        strings.len(),
        wide.len(),
        narrow.len()
    );
    let allowed = check_both("short strings", &strings, printed, |_| {
        "short strings".to_string()
    });
    assert!(allowed > 0);
}

// ---------------------------------------------------------------------------
// Generated strings
// ---------------------------------------------------------------------------

/// The seed of the generated strings unless `RFC3986_DIFF_SEED` is set.
const SEED: u64 = 0x6570_5234_0001;

/// Characters of templates and near them, for the random edits.
const EDIT_CHARS: &str = "{},.:*+#/;?&=!@|$%-~_'\"<>\\^` aZ09\u{7f}\t";

fn pick_char(rng: &mut Rng, chars: &str) -> char {
    let chars: Vec<char> = chars.chars().collect();
    chars[rng.below(chars.len())]
}

/// A code point of one of `ranges`.
fn in_ranges(rng: &mut Rng, ranges: &[(u32, u32)]) -> char {
    let (first, last) = ranges[rng.below(ranges.len())];
    char::from_u32(first + rng.below((last - first + 1) as usize) as u32).unwrap_or('\u{A0}')
}

fn hex(rng: &mut Rng) -> char {
    pick_char(rng, "0123456789ABCDEFabcdef")
}

/// `%` and two hex digits, or now and then a broken one.
fn pct(rng: &mut Rng, out: &mut String) {
    out.push('%');
    match rng.below(100) {
        0..88 => {
            out.push(hex(rng));
            out.push(hex(rng));
        }
        88..94 => out.push(hex(rng)),
        94..97 => {
            out.push(pick_char(rng, "gGzZ%-."));
            out.push(hex(rng));
        }
        _ => {}
    }
}

/// One literal character, or a pct-encoded triplet, or a character no
/// literal is.
fn literal(rng: &mut Rng, out: &mut String, edges: &[char]) {
    match rng.below(100) {
        0..45 => out.push(pick_char(rng, "!#$&'()*+,-./0123456789:;=?@AZaz[]_~")),
        45..57 => pct(rng, out),
        57..69 => out.push(LETTERS[rng.below(LETTERS.len())]),
        69..74 => out.push(in_ranges(rng, &UCSCHAR)),
        74..80 => out.push(in_ranges(rng, &IPRIVATE)),
        80..86 => out.push(edges[rng.below(edges.len())]),
        86..94 => out.push(pick_char(rng, " \"<>\\^`{|}%\u{0}\n\u{7f}")),
        _ => out.push(REFUSED[rng.below(REFUSED.len())]),
    }
}

fn literals(rng: &mut Rng, out: &mut String, edges: &[char]) {
    for _ in 0..1 + rng.below(4) {
        literal(rng, out, edges);
    }
}

fn varchar(rng: &mut Rng, out: &mut String) {
    match rng.below(100) {
        0..50 => out.push(pick_char(rng, "abcxyzABXYZ")),
        50..68 => out.push(pick_char(rng, "0123456789")),
        68..78 => out.push('_'),
        78..94 => pct(rng, out),
        _ => out.push(pick_char(rng, "-~ é'$\u{E000}")),
    }
}

/// Segments of varchars joined by `.`, now and then with a dot too many.
fn varname(rng: &mut Rng, out: &mut String) {
    if rng.chance(3) {
        out.push('.');
    }
    for segment in 0..1 + rng.below(3) {
        if segment > 0 {
            out.push_str(if rng.chance(5) { ".." } else { "." });
        }
        for _ in 0..1 + rng.below(4) {
            varchar(rng, out);
        }
    }
    if rng.chance(3) {
        out.push('.');
    }
}

/// A prefix of 1 to 5 digits (sometimes a leading zero), an explode, both,
/// or a bare `:`.
fn modifier(rng: &mut Rng, out: &mut String) {
    let prefix = |rng: &mut Rng, out: &mut String| {
        out.push(':');
        let digits = 1 + rng.below(5);
        for n in 0..digits {
            if n == 0 && !rng.chance(12) {
                out.push(pick_char(rng, "123456789"));
            } else {
                out.push(pick_char(rng, "0123456789"));
            }
        }
    };
    match rng.below(100) {
        0..50 => prefix(rng, out),
        50..85 => out.push('*'),
        85..92 => {
            prefix(rng, out);
            out.push('*');
        }
        92..96 => out.push(':'),
        _ => out.push_str(if rng.chance(50) { "**" } else { "*:1" }),
    }
}

fn varspec(rng: &mut Rng, out: &mut String) {
    varname(rng, out);
    if rng.chance(40) {
        modifier(rng, out);
    }
}

/// Varspecs joined by `,`, now and then with an empty one.
fn variable_list(rng: &mut Rng, out: &mut String) {
    for n in 0..1 + rng.below(4) {
        if n > 0 {
            out.push(',');
        }
        if !rng.chance(4) {
            varspec(rng, out);
        }
    }
}

fn operator(rng: &mut Rng, out: &mut String) {
    match rng.below(100) {
        0..90 => out.push(pick_char(rng, "+#./;?&=,!@|")),
        _ => out.push(pick_char(rng, "$~-:*'%{}")),
    }
}

/// `{`, an operator or none, a variable list, `}` (now and then missing).
fn expression(rng: &mut Rng, out: &mut String) {
    out.push('{');
    if rng.chance(65) {
        operator(rng, out);
    }
    if rng.chance(3) {
        operator(rng, out);
    }
    variable_list(rng, out);
    if !rng.chance(5) {
        out.push('}');
    }
}

fn template(rng: &mut Rng, out: &mut String, edges: &[char]) {
    for _ in 0..rng.below(6) {
        if rng.chance(55) {
            expression(rng, out);
        } else {
            literals(rng, out, edges);
        }
    }
}

/// One to three characters put in, swapped in or taken out.
fn edit(rng: &mut Rng, text: &str, edges: &[char]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let c = match rng.below(100) {
            0..80 => pick_char(rng, EDIT_CHARS),
            80..90 => LETTERS[rng.below(LETTERS.len())],
            _ => edges[rng.below(edges.len())],
        };
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if at < chars.len() => chars[at] = c,
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ => chars.insert(at, c),
        }
    }
    chars.into_iter().collect()
}

/// Generated string number `index` of the stream `seed`: a template most
/// of the time, else one piece of one (a rule's own input), and a quarter
/// of the time edited.
fn generate(seed: u64, index: u64) -> String {
    thread_local! {
        static EDGES: Vec<char> = boundaries();
    }
    EDGES.with(|edges| {
        let rng = &mut Rng::for_string(seed, index);
        let mut out = String::new();
        match rng.below(100) {
            0..55 => template(rng, &mut out, edges),
            55..65 => expression(rng, &mut out),
            65..73 => variable_list(rng, &mut out),
            73..81 => varspec(rng, &mut out),
            81..88 => varname(rng, &mut out),
            88..93 => modifier(rng, &mut out),
            93..96 => operator(rng, &mut out),
            _ => literals(rng, &mut out, edges),
        }
        if rng.chance(25) {
            out = edit(rng, &out, edges);
        }
        out
    })
}

fn seed() -> u64 {
    env::env_number("RFC3986_DIFF_SEED", SEED)
}

#[test]
fn generated_strings_agree_with_abnf() {
    let start = Instant::now();
    let judge = judge();
    differential::check_generated(&judge, generate, seed(), 0, 100_000).finish(
        &judge,
        "generated",
        start,
    );
    let start = Instant::now();
    let printed = printed_judge();
    let report = differential::check_generated(&printed, generate, seed(), 0, 100_000);
    let allowed = report.allowed;
    report.finish(&printed, "generated, ABNF without erratum 6937", start);
    assert!(allowed > 0);
}

/// The long run, with progress every tenth: the grammar against the ABNF
/// with the erratum, then against the ABNF as printed.
#[test]
#[ignore = "long: run in release with --ignored"]
fn many_generated_strings_agree_with_abnf() {
    let count = env::env_number("RFC3986_DIFF_COUNT", 10_000_000);
    eprintln!("the ABNF with erratum 6937:");
    differential::check_many(&judge(), generate, seed(), count);
    eprintln!("the ABNF as printed, without erratum 6937:");
    differential::check_many(&printed_judge(), generate, seed(), count);
}

// ---------------------------------------------------------------------------
// The ABNF matcher itself, on RFC 6570's text
// ---------------------------------------------------------------------------

#[track_caller]
fn assert_language(abnf: &Abnf, rule: &str, accepted: &[&str], rejected: &[&str]) {
    for s in accepted {
        assert!(abnf.matches(rule, s), "{rule} should accept {s:?}");
    }
    for s in rejected {
        assert!(!abnf.matches(rule, s), "{rule} should reject {s:?}");
    }
}

/// The rules start in column 5 as the RFC prints them, and go on over
/// deeper lines; `0*3DIGIT` is at most three digits.
#[test]
fn matcher_reads_the_rfc_s_layout() {
    let abnf = load_abnf();
    assert_language(
        &abnf,
        "max-length",
        &["1", "10", "999", "9999"],
        &["", "0", "01", "10000", "99999", "a"],
    );
    // `literals` spans three lines, and its comment lines are no rule.
    assert_language(
        &abnf,
        "literals",
        &["!", "%2F", "é", "\u{E000}", "'"],
        &["", "%", "{", "\"", "aa"],
    );
    assert_language(&abnf, "sub-delims", &["'", "="], &["a"]);
    let layout = Abnf::parse("   a =  b\n          / \"c\"\n   b = \"x\" ; b\n").expect("ABNF");
    assert_language(&layout, "a", &["x", "c"], &["xc"]);
    // A text in column 0 read with one in column 5.
    let mixed = Abnf::parse_all(&["a = b\n", "     b = \"x\"\n"]).expect("ABNF");
    assert_language(&mixed, "a", &["x"], &[""]);
}
