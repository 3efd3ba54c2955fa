//! The IRI corpus under `tests/corpus/iri/`, pinned by snapshots in
//! `snapshots/`: one snapshot per corpus file, holding the breakdown of
//! every valid IRI reference and the URI it maps to (RFC 3987 §3.1), the
//! error of every invalid one, and the IRI each URI of `to-iri/` maps to
//! (§3.2). Review changes with `cargo insta review`.

#[path = "support/breakdown.rs"]
mod breakdown;
#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/snapshots.rs"]
mod snapshots;

use rfc3986::{IriRef, UriRef};

#[test]
fn iri_valid() {
    snapshots::settings().bind(|| {
        insta::glob!("corpus/iri/valid/*.txt", |path| {
            let mut snapshot = String::new();
            for entry in corpus::read(path) {
                let iri = IriRef::parse(&entry.input).unwrap_or_else(|error| {
                    panic!(
                        "{}:{}: valid input refused:\n{error}",
                        path.display(),
                        entry.line
                    )
                });
                snapshot.push_str(&format!("{:?}\n", entry.input));
                snapshot.push_str(&breakdown::valid_iri(&iri));
                snapshot.push_str(&format!("  to-uri: {:?}\n", iri.to_uri().as_str()));
            }
            insta::assert_snapshot!(snapshot);
        });
    });
}

#[test]
fn iri_invalid() {
    snapshots::settings().bind(|| {
        insta::glob!("corpus/iri/invalid/*.txt", |path| {
            let mut snapshot = String::new();
            for entry in corpus::read(path) {
                let error = match IriRef::parse(&entry.input) {
                    Ok(iri) => panic!(
                        "{}:{}: invalid input accepted: {iri:?}",
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

#[test]
fn iri_to_iri() {
    snapshots::settings().bind(|| {
        insta::glob!("corpus/iri/to-iri/*.txt", |path| {
            let mut snapshot = String::new();
            for entry in corpus::read(path) {
                let uri = UriRef::parse(&entry.input).unwrap_or_else(|error| {
                    panic!("{}:{}: not a URI:\n{error}", path.display(), entry.line)
                });
                let iri = uri.to_iri();
                let mark = if iri.as_str() == entry.input {
                    " (unchanged)"
                } else {
                    ""
                };
                snapshot.push_str(&format!("{:?}\n", entry.input));
                snapshot.push_str(&format!("  to-iri: {:?}{mark}\n", iri.as_str()));
            }
            insta::assert_snapshot!(snapshot);
        });
    });
}
