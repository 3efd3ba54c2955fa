//! The relativization table under `tests/corpus/relativization/`, pinned by
//! snapshots in `snapshots/`: one snapshot per table file, holding the
//! reference `Uri::relativize` gives for every base/target pair, and what
//! it resolves back to.
//!
//! A table file holds one pair per line, a JSON array of two strings,
//! `["base", "target"]`; blank lines and lines that begin with `;` are
//! comments. Every pair must keep the contract: strict resolution of the
//! reference against the base gives what strict resolution of the target
//! gives, and the reference is never longer than the target. Review
//! changes with `cargo insta review`.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/snapshots.rs"]
mod snapshots;

use std::fmt::Write as _;

use rfc3986::{Strictness, Uri};

#[test]
fn relativization_table() {
    let mut total = 0;
    snapshots::settings().bind(|| {
        insta::glob!("corpus/relativization/*.txt", |path| {
            let mut snapshot = String::new();
            for (line, text) in corpus::data_lines(path) {
                let place = format!("{}:{line}", path.display());
                let [base, target] = serde_json::from_str::<[String; 2]>(&text)
                    .unwrap_or_else(|e| panic!("{place}: not two strings: {e}"));
                let base_uri =
                    Uri::parse(&base).unwrap_or_else(|e| panic!("{place}: the base: {e}"));
                let target_uri =
                    Uri::parse(&target).unwrap_or_else(|e| panic!("{place}: the target: {e}"));
                let reference = base_uri.relativize(&target_uri);
                let goal = base_uri.resolve(&target_uri.as_uri_ref(), Strictness::Strict);
                let back = base_uri.resolve(&reference.as_uri_ref(), Strictness::Strict);
                assert_eq!(back.as_str(), goal.as_str(), "{place}: the contract");
                assert!(
                    reference.as_str().len() <= target.len(),
                    "{place}: longer than the target"
                );
                let _ = writeln!(snapshot, "{base:?} -> {target:?}");
                let _ = writeln!(snapshot, "  reference: {:?}", reference.as_str());
                if goal.as_str() != target {
                    let _ = writeln!(snapshot, "  target resolved: {:?}", goal.as_str());
                }
                total += 1;
            }
            insta::assert_snapshot!("relativization", snapshot);
        });
    });
    assert!(total >= 400, "only {total} pairs");
}
