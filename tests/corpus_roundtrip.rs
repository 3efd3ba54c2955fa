//! Every valid corpus input comes back exactly: through `Display`, through
//! `as_str`, and when recomposed from its components (RFC 3986 §5.3).

#[path = "support/corpus.rs"]
mod corpus;

use rfc3986::UriRef;

#[test]
fn every_valid_input_round_trips() {
    let entries = corpus::all("valid");
    assert!(
        entries.len() > 1000,
        "the corpus is missing: {} inputs",
        entries.len()
    );
    for (path, entry) in &entries {
        let place = format!("{}:{}", path.display(), entry.line);
        let reference = UriRef::parse(&entry.input).unwrap_or_else(|e| panic!("{place}: {e}"));
        assert_eq!(reference.as_str(), entry.input, "{place}");
        assert_eq!(reference.to_string(), entry.input, "{place}");
        assert_eq!(reference.recompose(), entry.input, "{place}");
    }
}

#[test]
fn corpus_is_large_and_distinct() {
    let mut inputs: Vec<String> = ["valid", "invalid"]
        .iter()
        .flat_map(|kind| corpus::all(kind))
        .map(|(_, entry)| entry.input)
        .collect();
    let total = inputs.len();
    inputs.sort();
    inputs.dedup();
    assert_eq!(inputs.len(), total, "the corpus repeats inputs");
    assert!(total >= 3000, "{total} inputs");
    let categories = corpus::files("valid").len() + corpus::files("invalid").len();
    assert!(categories >= 25, "{categories} categories");
}
