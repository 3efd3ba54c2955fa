//! `recognize` is `parse` without the error: on every corpus input, valid
//! and invalid, and on 100,000 generated inputs, each borrowed type's
//! `recognize` gives what its `parse(..).ok()` gives (the same reference,
//! with the same components), and `None` exactly where `parse` refuses.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/near_uri.rs"]
mod near_uri;

use near_uri::Generator;
use rfc3986::{AbsoluteIri, AbsoluteUri, IrelativeRef, Iri, IriRef, RelativeRef, Uri, UriRef};

/// The components of a reference, to compare more than its text.
fn parts(r: &UriRef<'_>) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        r.scheme(),
        r.userinfo(),
        r.host().map(|h| (h.as_str(), h.kind())),
        r.port().map(|p| p.as_str()),
        r.path().as_str(),
        r.query(),
        r.fragment()
    )
}

fn iri_parts(r: &IriRef<'_>) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        r.scheme(),
        r.userinfo(),
        r.host().map(|h| h.as_str()),
        r.port().map(|p| p.as_str()),
        r.path().as_str(),
        r.query(),
        r.fragment()
    )
}

/// Whether `$ty::recognize` and `$ty::parse(..).ok()` give `$input` the
/// same components, read by `$parts`; panics where they differ.
macro_rules! agree {
    ($ty:ident, $parts:ident, $input:expr) => {{
        let recognized = $ty::recognize($input).map(|r| $parts(&r));
        let parsed = $ty::parse($input).ok().map(|r| $parts(&r));
        assert_eq!(recognized, parsed, "{}: {:?}", stringify!($ty), $input);
        parsed.is_some()
    }};
}

/// Which of the eight goals accepted `input` (`UriRef` first, `IriRef`
/// fifth); panics where `recognize` and `parse` differ.
fn compare(input: &str) -> [bool; 8] {
    [
        agree!(UriRef, parts, input),
        agree!(Uri, parts, input),
        agree!(AbsoluteUri, parts, input),
        agree!(RelativeRef, parts, input),
        agree!(IriRef, iri_parts, input),
        agree!(Iri, iri_parts, input),
        agree!(AbsoluteIri, iri_parts, input),
        agree!(IrelativeRef, iri_parts, input),
    ]
}

#[test]
fn recognize_is_parse_without_the_error_on_the_corpus() {
    for kind in ["valid", "invalid"] {
        let entries = corpus::all(kind);
        assert!(entries.len() > 100, "the {kind} corpus is missing");
        let verdicts: Vec<[bool; 8]> = entries.iter().map(|(_, e)| compare(&e.input)).collect();
        let uri_refs = verdicts.iter().filter(|v| v[0]).count();
        let iri_refs = verdicts.iter().filter(|v| v[4]).count();
        println!(
            "{kind} corpus: {} inputs, {uri_refs} URI references, {iri_refs} IRI references",
            entries.len()
        );
        // Every valid input is a URI reference, and so an IRI reference; no
        // invalid one is a URI reference (some are IRI references).
        let expected = if kind == "valid" { entries.len() } else { 0 };
        assert_eq!(uri_refs, expected, "{kind} corpus");
        if kind == "valid" {
            assert_eq!(iri_refs, expected, "{kind} corpus");
        }
    }
}

#[test]
fn recognize_is_parse_without_the_error_on_generated_inputs() {
    let mut generator = Generator::new(0x5eed_7ec0, corpus::inputs());
    let count = 100_000;
    let mut accepted = [0usize; 2];
    for _ in 0..count {
        let input = generator.input();
        accepted[usize::from(compare(&input).contains(&true))] += 1;
    }
    println!("{count} generated inputs: {accepted:?} refused by all goals / accepted by one");
    // Worth something only if both verdicts are common.
    assert!(accepted.iter().all(|&n| n > count / 20), "{accepted:?}");
}
