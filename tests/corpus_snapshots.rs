//! The corpus under `tests/corpus/`, pinned by snapshots in `snapshots/`:
//! one snapshot per corpus file, holding the breakdown of every valid input
//! and the error of every invalid one. Review changes with `cargo insta review`.

#[path = "support/breakdown.rs"]
mod breakdown;
#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/snapshots.rs"]
mod snapshots;

use rfc3986::UriRef;

#[test]
fn valid() {
    snapshots::settings().bind(|| {
        insta::glob!("corpus/valid/*.txt", |path| {
            let mut snapshot = String::new();
            for entry in corpus::read(path) {
                let reference = UriRef::parse(&entry.input).unwrap_or_else(|error| {
                    panic!(
                        "{}:{}: valid input refused:\n{error}",
                        path.display(),
                        entry.line
                    )
                });
                snapshot.push_str(&format!("{:?}\n", entry.input));
                snapshot.push_str(&breakdown::valid(&reference));
            }
            insta::assert_snapshot!(snapshot);
        });
    });
}

#[test]
fn invalid() {
    snapshots::settings().bind(|| {
        insta::glob!("corpus/invalid/*.txt", |path| {
            let mut snapshot = String::new();
            for entry in corpus::read(path) {
                let error = match UriRef::parse(&entry.input) {
                    Ok(reference) => panic!(
                        "{}:{}: invalid input accepted: {reference:?}",
                        path.display(),
                        entry.line
                    ),
                    Err(error) => error,
                };
                snapshot.push_str(&format!("{:?}\n", entry.input));
                snapshot.push_str(&breakdown::invalid(&error));
            }
            insta::assert_snapshot!(snapshot);
        });
    });
}
