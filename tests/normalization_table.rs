//! The normalization table under `tests/corpus/normalization/`, pinned by
//! snapshots in `snapshots/`: one snapshot per file, holding for every input
//! its syntax-based (RFC 3986 §6.2.2) and scheme-based (§6.2.3) normal
//! forms. Review changes with `cargo insta review`.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/snapshots.rs"]
mod snapshots;

use std::collections::HashMap;

use rfc3986::{Level, UriRef, UriRefBuf};

/// The normal form of `reference` at `level`, checked on the way: it parses
/// as itself, and normalizing it again changes nothing.
fn normal_form(reference: &UriRef<'_>, level: Level, place: &str) -> UriRefBuf {
    let normal = reference.normalize(level);
    let reparsed = UriRef::parse(normal.as_str())
        .unwrap_or_else(|error| panic!("{place}: {level:?} form {normal} does not parse: {error}"));
    assert_eq!(reparsed.recompose(), normal.as_str(), "{place}");
    assert_eq!(
        normal.normalize(level),
        normal,
        "{place}: {level:?} is not idempotent"
    );
    assert!(
        reference.equivalent(&normal.as_uri_ref(), level),
        "{place}: not equivalent to its {level:?} form"
    );
    normal
}

#[test]
fn normalization() {
    snapshots::settings().bind(|| {
        insta::glob!("corpus/normalization/*.txt", |path| {
            let mut snapshot = String::new();
            for entry in corpus::read(path) {
                let place = format!("{}:{}", path.display(), entry.line);
                let reference = UriRef::parse(&entry.input)
                    .unwrap_or_else(|error| panic!("{place}: input refused:\n{error}"));
                let syntax = normal_form(&reference, Level::SyntaxBased, &place);
                let scheme = normal_form(&reference, Level::SchemeBased, &place);
                assert_eq!(
                    syntax.normalize(Level::SchemeBased),
                    scheme,
                    "{place}: the scheme-based form is not the syntax-based one, normalized"
                );
                snapshot.push_str(&format!("{:?}\n", entry.input));
                snapshot.push_str(&format!("  syntax-based: {:?}\n", syntax.as_str()));
                snapshot.push_str(&format!("  scheme-based: {:?}\n", scheme.as_str()));
            }
            insta::assert_snapshot!(snapshot);
        });
    });
}

/// The table holds at least 200 inputs, none of them twice.
#[test]
fn inputs_are_many_and_distinct() {
    let mut seen: HashMap<String, String> = HashMap::new();
    for file in corpus::files("normalization") {
        for entry in corpus::read(&file) {
            let place = format!("{}:{}", file.display(), entry.line);
            if let Some(first) = seen.insert(entry.input.clone(), place.clone()) {
                panic!("{place}: {:?} is already at {first}", entry.input);
            }
        }
    }
    assert!(seen.len() >= 200, "{} inputs", seen.len());
}
