//! `parse_quick` is `parse` with a brief refusal: on every corpus input,
//! both bench corpora's refused rows, and 100,000 generated inputs, each
//! borrowed type's `parse_quick` accepts what its `parse` accepts, with
//! the same components, and where it refuses, its `Refusal` has the
//! error's goal and index, and `Refusal::error` of the input is the
//! error `parse` gives: equal, with the same expectation, message, diagram
//! and hint.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/near_uri.rs"]
mod near_uri;

use near_uri::Generator;
use rfc3986::{
    AbsoluteIri, AbsoluteUri, Error, IrelativeRef, Iri, IriRef, Refusal, RelativeRef, Uri, UriRef,
};

/// What a reference is: its text and components, through `Debug`.
fn said<T: std::fmt::Debug>(r: &T) -> String {
    format!("{r:?}")
}

/// Panics unless `refusal` tells what `error` tells, for `input`.
fn same(input: &str, refusal: Refusal, error: &Error) {
    assert_eq!(
        (refusal.goal(), refusal.index()),
        (error.goal(), error.index()),
        "{input:?}"
    );
    let made = refusal.error(input);
    assert_eq!(&made, error, "{input:?}");
    assert_eq!(made.expected(), error.expected(), "{input:?}");
    assert_eq!(format!("{made:#}"), format!("{error:#}"), "{input:?}");
    assert_eq!(made.hint(), error.hint(), "{input:?}");
    assert!(
        error.message().starts_with(&refusal.to_string()),
        "{input:?}: {refusal} / {error}"
    );
}

/// Whether `$ty::parse_quick` and `$ty::parse` agree on `$input` (panics
/// where they do not); true when both accept it.
macro_rules! agree {
    ($ty:ident, $input:expr) => {{
        match ($ty::parse_quick($input), $ty::parse($input)) {
            (Ok(quick), Ok(parsed)) => {
                assert_eq!(said(&quick), said(&parsed), "{}", stringify!($ty));
                true
            }
            (Err(refusal), Err(error)) => {
                same($input, refusal, &error);
                false
            }
            (quick, parsed) => panic!(
                "{}: {:?}: {:?} / {:?}",
                stringify!($ty),
                $input,
                quick.map(|r| said(&r)),
                parsed.map(|r| said(&r))
            ),
        }
    }};
}

/// Which of the eight goals accepted `input`; panics where `parse_quick`
/// and `parse` differ.
fn compare(input: &str) -> [bool; 8] {
    [
        agree!(UriRef, input),
        agree!(Uri, input),
        agree!(AbsoluteUri, input),
        agree!(RelativeRef, input),
        agree!(IriRef, input),
        agree!(Iri, input),
        agree!(AbsoluteIri, input),
        agree!(IrelativeRef, input),
    ]
}

#[test]
fn parse_quick_agrees_with_parse_on_the_corpus() {
    for kind in ["valid", "invalid"] {
        let entries = corpus::all(kind);
        assert!(entries.len() > 100, "the {kind} corpus is missing");
        let accepted = entries.iter().filter(|(_, e)| compare(&e.input)[0]).count();
        let expected = if kind == "valid" { entries.len() } else { 0 };
        assert_eq!(accepted, expected, "{kind} corpus");
    }
}

#[test]
fn parse_quick_agrees_with_parse_on_the_bench_corpora() {
    let root = env!("CARGO_MANIFEST_DIR");
    // Each file's rows are refused as URI references, the IRI files' as
    // IRI references too (the URI files' non-ASCII rows are IRIs).
    for (file, iri) in [
        ("benches/corpus/kinds/refused.tsv", false),
        ("benches/corpus/kinds/iri-refused.tsv", true),
        ("benches/corpus2/refused.tsv", false),
        ("benches/corpus2/iri-refused.tsv", true),
    ] {
        let text = std::fs::read_to_string(format!("{root}/{file}")).expect(file);
        let mut rows = 0;
        for line in text.lines() {
            let Some((_, input)) = line.split_once('\t') else {
                continue;
            };
            let verdicts = compare(input);
            let accepted = verdicts[0] || (iri && verdicts[4]);
            assert!(!accepted, "{file}: {input:?}");
            rows += 1;
        }
        assert!(rows >= 1000, "{file}: {rows} rows");
    }
}

#[test]
fn parse_quick_agrees_with_parse_on_generated_inputs() {
    let mut generator = Generator::new(0x0b1e_f000, corpus::inputs());
    let count = 100_000;
    let mut accepted = [0usize; 2];
    for _ in 0..count {
        let input = generator.input();
        accepted[usize::from(compare(&input).contains(&true))] += 1;
    }
    // Worth something only if both verdicts are common.
    assert!(accepted.iter().all(|&n| n > count / 20), "{accepted:?}");
}

#[test]
fn a_refusal_of_a_long_input_is_made_into_its_cut_error() {
    // Past 1 KiB the error keeps an excerpt, and works out its hint and
    // column at once: the refusal's error does the same from the input.
    let long = format!("http://h/{}\\{}", "a".repeat(5000), "b".repeat(5000));
    let refusal = UriRef::parse_quick(&long).unwrap_err();
    assert_eq!(refusal.index(), 5009);
    let error = UriRef::parse(&long).unwrap_err();
    same(&long, refusal, &error);
    assert_eq!(error.column(), 5010);
    assert!(error.hint().is_some());
}
