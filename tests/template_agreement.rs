//! `UriTemplate::parse` (the parser of `src/template/parse.rs`) against the
//! parser pest derives from `grammar/template.pest`
//! (`rfc3986::template_grammar`), the reference:
//! - the same verdict on every input;
//! - on a template, the same parts: the runs of literals, and each
//!   expression's span, operator, variable names and modifiers;
//! - on a refusal, the index is where the input stops being the start of
//!   a template: the text before it can be completed into one, the text
//!   through the next character cannot (checked with pest).
//!
//! Inputs: the shared suite's templates and the hand-written ones
//! (`support/templates.rs`), every string of up to 4 characters over an
//! alphabet of template characters, and 50,000 generated strings.

#[path = "support/suite_dir.rs"]
mod suite_dir;
#[path = "support/templates.rs"]
mod templates;

use rfc3986::template::{Modifier, Part, UriTemplate};
use rfc3986::template_grammar::{self, Rule};

/// What pest reads: each part as (literal text) or (span, operator,
/// [(name, modifier)]).
#[derive(Debug, PartialEq)]
enum Read {
    Literal(String),
    Expression(
        std::ops::Range<usize>,
        Option<char>,
        Vec<(String, Option<String>)>,
    ),
}

fn pest_read(input: &str) -> Option<Vec<Read>> {
    let pairs = template_grammar::parse(Rule::full_URI_Template, input).ok()?;
    let mut out: Vec<Read> = Vec::new();
    let template = pairs
        .flatten()
        .find(|p| p.as_rule() == Rule::URI_Template)?;
    for part in template.into_inner() {
        match part.as_rule() {
            Rule::literals => match out.last_mut() {
                Some(Read::Literal(text)) => text.push_str(part.as_str()),
                _ => out.push(Read::Literal(part.as_str().to_string())),
            },
            Rule::expression => {
                let span = part.as_span().start()..part.as_span().end();
                let mut operator = None;
                let mut specs = Vec::new();
                for inner in part.into_inner().flatten() {
                    match inner.as_rule() {
                        Rule::operator => operator = inner.as_str().chars().next(),
                        Rule::varspec => {
                            let mut name = String::new();
                            let mut modifier = None;
                            for piece in inner.into_inner() {
                                match piece.as_rule() {
                                    Rule::varname => name = piece.as_str().to_string(),
                                    Rule::modifier_level4 => {
                                        modifier = Some(piece.as_str().to_string())
                                    }
                                    _ => {}
                                }
                            }
                            specs.push((name, modifier));
                        }
                        _ => {}
                    }
                }
                out.push(Read::Expression(span, operator, specs));
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    Some(out)
}

fn ours(t: &UriTemplate) -> Vec<Read> {
    t.parts()
        .map(|part| match part {
            Part::Literal(text) => Read::Literal(text.to_string()),
            Part::Expression(e) => Read::Expression(
                e.span(),
                e.operator().map(|op| op.as_char()),
                e.varspecs()
                    .map(|v| {
                        let modifier = v.modifier().map(|m| match m {
                            Modifier::Prefix(n) => format!(":{n}"),
                            Modifier::Explode => "*".to_string(),
                        });
                        (v.name().to_string(), modifier)
                    })
                    .collect(),
            ),
        })
        .collect()
}

/// Whether some template begins with `prefix`: the completions cover every
/// place a template can be left unfinished (a `%` or its first digit, a
/// `{`, an operator, a name, a `.` or `,` in one, a `:` or a length).
fn viable(prefix: &str) -> bool {
    ["", "0", "00", "}", "a}", "0}", "00}", "1}"]
        .iter()
        .any(|end| template_grammar::matches(Rule::full_URI_Template, &format!("{prefix}{end}")))
}

/// Checks one input; the description of a disagreement, if any.
fn check(input: &str) -> Option<String> {
    let pest = pest_read(input);
    match (UriTemplate::parse(input), pest) {
        (Ok(t), Some(read)) => {
            let mine = ours(&t);
            (mine != read).then(|| format!("{input:?}: parts {mine:?}, pest {read:?}"))
        }
        (Err(e), None) => {
            let i = e.index();
            let before = input.get(..i)?;
            if !viable(before) {
                return Some(format!(
                    "{input:?}: refused at {i}, but {before:?} cannot begin a template"
                ));
            }
            let next = input[i..].chars().next()?;
            let through = &input[..i + next.len_utf8()];
            viable(through)
                .then(|| format!("{input:?}: refused at {i}, but {through:?} can begin a template"))
        }
        (Ok(_), None) => Some(format!("{input:?}: accepted, pest refuses")),
        (Err(e), Some(_)) => Some(format!(
            "{input:?}: refused ({}), pest accepts",
            e.message()
        )),
    }
}

fn run(inputs: impl Iterator<Item = String>) -> (usize, usize, Vec<String>) {
    let (mut accepted, mut total) = (0, 0);
    let mut failures = Vec::new();
    for input in inputs {
        total += 1;
        if UriTemplate::parse(&input).is_ok() {
            accepted += 1;
        }
        if let Some(failure) = check(&input) {
            failures.push(failure);
        }
    }
    (accepted, total, failures)
}

#[test]
fn the_corpus_agrees() {
    let corpus = templates::corpus("template_agreement");
    let (accepted, total, failures) = run(corpus.into_iter().map(|s| s.text));
    eprintln!("corpus: {total} inputs, {accepted} templates");
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(total > 100);
}

#[test]
fn every_short_string_agrees() {
    let alphabet = [
        "{", "}", "+", ".", ",", ":", "*", "%", "a", "0", "1", "/", "?", "é", " ",
    ];
    let mut inputs = vec![String::new()];
    let mut all = Vec::new();
    for _ in 0..4 {
        inputs = inputs
            .iter()
            .flat_map(|s| alphabet.iter().map(move |c| format!("{s}{c}")))
            .collect();
        all.extend(inputs.iter().cloned());
    }
    let (accepted, total, failures) = run(all.into_iter());
    eprintln!("short strings: {total} inputs, {accepted} templates");
    assert!(
        failures.is_empty(),
        "{} failures, first: {:#?}",
        failures.len(),
        &failures[..failures.len().min(10)]
    );
    assert_eq!(total, 15 + 225 + 3375 + 50625);
}

#[test]
fn generated_strings_agree() {
    let pieces = [
        "{",
        "}",
        "{+",
        "{#",
        "{.",
        "{/",
        "{;",
        "{?",
        "{&",
        "{=",
        "{!",
        "var",
        "x",
        "last.name",
        ".",
        "..",
        ",",
        ":",
        ":3",
        ":0",
        ":01",
        ":9999",
        ":10000",
        "*",
        ":2*",
        "%20",
        "%2",
        "%zz",
        "%C3%A9",
        "é",
        "\u{E000}",
        "\u{FFFE}",
        " ",
        "'",
        "\"",
        "<",
        "|",
        "\\",
        "^",
        "`",
        "~",
        "-",
        "_",
        "/",
        "?",
        "&",
        "=",
        "http://example.com/",
        "\u{7F}",
        "\n",
    ];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let inputs = (0..50_000).map(|_| {
        let n = (next() % 8) as usize;
        (0..n)
            .map(|_| pieces[(next() % pieces.len() as u64) as usize])
            .collect::<String>()
    });
    let (accepted, total, failures) = run(inputs);
    eprintln!("generated: {total} inputs, {accepted} templates");
    assert!(
        failures.is_empty(),
        "{} failures, first: {:#?}",
        failures.len(),
        &failures[..failures.len().min(10)]
    );
    assert!(accepted > 1_000, "{accepted}");
}
