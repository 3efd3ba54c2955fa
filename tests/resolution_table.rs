//! The resolution table under `tests/corpus/resolution/`, pinned by
//! snapshots in `snapshots/`: one snapshot per table file, holding the strict
//! and the non-strict target of every base/reference pair (RFC 3986 §5.2), or
//! the error that names the input that was refused.
//!
//! A table file holds one pair per line, written as a JSON array of two
//! strings, `["base", "reference"]`; blank lines and lines that begin with
//! `;` are comments. `invalid.txt` holds the pairs that must be refused, the
//! other files pairs that must resolve. Review changes with
//! `cargo insta review`.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/snapshots.rs"]
mod snapshots;

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::Path;

use rfc3986::{ResolveError, Strictness, Uri, UriRef, Which, resolve};

/// One base/reference pair of a table file and where it was read.
struct Pair {
    base: String,
    reference: String,
    line: usize,
}

/// The pairs of one table file, in order.
fn read(path: &Path) -> Vec<Pair> {
    corpus::data_lines(path)
        .into_iter()
        .map(|(line, text)| {
            let [base, reference] =
                serde_json::from_str::<[String; 2]>(&text).unwrap_or_else(|e| {
                    panic!(
                        "{}:{line}: not a JSON array of two strings: {e}",
                        path.display()
                    )
                });
            Pair {
                base,
                reference,
                line,
            }
        })
        .collect()
}

/// The line of the snapshot for one error.
fn describe_error(error: &ResolveError) -> String {
    let which = match error.which() {
        Which::Base => "base",
        Which::Reference => "reference",
        other => panic!("an input this test does not know: {other:?}"),
    };
    format!("refused: the {which}: {}", error.error().message())
}

/// Checks a target: it is a URI, it recomposes to itself, and its path has
/// no dot-segment left unless it was taken from the base unchanged.
fn check_target(place: &str, reference: &str, target: &str) {
    let reparsed =
        Uri::parse(target).unwrap_or_else(|e| panic!("{place}: the target is not a URI:\n{e}"));
    assert_eq!(reparsed.recompose(), target, "{place}: recomposition");
    let reference = UriRef::parse(reference).expect("the reference resolved, so it parses");
    if reference.path().is_empty() && reference.authority().is_none() {
        // §5.2.2: the path is the base's, dot-segments and all.
        return;
    }
    let path = reparsed.path().as_str();
    // The "/." written before a path that begins with "//" is the one
    // dot-segment a target keeps, by design.
    let path = path
        .strip_prefix("/.")
        .filter(|rest| rest.starts_with("//"))
        .unwrap_or(path);
    assert!(
        !path
            .split('/')
            .any(|segment| segment == "." || segment == ".."),
        "{place}: a dot-segment is left in {target:?}"
    );
}

#[test]
fn resolution() {
    snapshots::settings().bind(|| {
        insta::glob!("corpus/resolution/*.txt", |path| {
            let refused = path.file_name().is_some_and(|name| name == "invalid.txt");
            let mut snapshot = String::new();
            for pair in read(path) {
                let place = format!(
                    "{}:{}: {:?} against {:?}",
                    path.display(),
                    pair.line,
                    pair.reference,
                    pair.base
                );
                let strict = resolve(&pair.base, &pair.reference, Strictness::Strict);
                let non_strict = resolve(&pair.base, &pair.reference, Strictness::NonStrict);
                writeln!(snapshot, "{:?} against {:?}", pair.reference, pair.base)
                    .expect("writing to a String");
                match (strict, non_strict) {
                    (Ok(strict), Ok(non_strict)) => {
                        assert!(!refused, "{place}: resolved to {strict}");
                        check_target(&place, &pair.reference, strict.as_str());
                        check_target(&place, &pair.reference, non_strict.as_str());
                        writeln!(snapshot, "  strict:     {:?}", strict.as_str())
                            .expect("writing to a String");
                        writeln!(snapshot, "  non-strict: {:?}", non_strict.as_str())
                            .expect("writing to a String");
                    }
                    (Err(strict), Err(non_strict)) => {
                        assert!(refused, "{place}: refused: {strict}");
                        assert_eq!(strict, non_strict, "{place}: strictness changed the error");
                        writeln!(snapshot, "  {}", describe_error(&strict))
                            .expect("writing to a String");
                    }
                    (strict, non_strict) => {
                        panic!("{place}: strict {strict:?} but non-strict {non_strict:?}")
                    }
                }
            }
            insta::assert_snapshot!(snapshot);
        });
    });
}

/// The table is large enough to be worth its name, and no pair is in it
/// twice.
#[test]
fn pairs_are_distinct() {
    let mut seen = HashSet::new();
    for path in corpus::files("resolution") {
        for pair in read(&path) {
            let key = (pair.base, pair.reference);
            assert!(
                !seen.contains(&key),
                "{}:{}: {key:?} is already in the table",
                path.display(),
                pair.line
            );
            seen.insert(key);
        }
    }
    assert!(seen.len() >= 300, "only {} pairs", seen.len());
}
