//! IRI references: the parse of `IriRef` against the IRI grammar's pest
//! parser, the narrower productions against the wider one, the mappings of
//! RFC 3987 §3.1 and §3.2, and normalization. A refused input must have an
//! error on a character boundary.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use rfc3986::iri_grammar::{self, Rule};
use rfc3986::{AbsoluteIri, IrelativeRef, Iri, IriRef, Level, UriRef};

fuzz_target!(|data: &[u8]| {
    let Some(input) = common::text(data) else {
        return;
    };
    let parsed = IriRef::parse(input);
    assert_eq!(
        parsed.is_ok(),
        iri_grammar::matches(Rule::full_IRI_reference, input),
        "{input:?}: the IRI parse and pest disagree"
    );
    let iri = match parsed {
        Err(error) => {
            // Past the end is no character boundary either.
            assert!(input.is_char_boundary(error.index()), "{input:?}: {error}");
            let _ = error.to_string();
            let _ = format!("{error:#}");
            return;
        }
        Ok(iri) => iri,
    };
    assert_eq!(iri.recompose(), input);
    assert_eq!(Iri::parse(input).ok(), iri.as_iri());
    assert_eq!(AbsoluteIri::parse(input).ok(), iri.as_absolute_iri());
    assert_eq!(IrelativeRef::parse(input).ok(), iri.as_irelative_ref());

    // §3.1: a URI, with the same components encoded.
    let uri = iri.to_uri();
    let reparsed = UriRef::parse(uri.as_str()).expect("to_uri gives a URI");
    assert_eq!(reparsed.path(), uri.path());
    assert_eq!(reparsed.query(), uri.query());
    if input.is_ascii() {
        assert_eq!(uri.as_str(), input);
    }
    // §3.2 on it: an IRI again, which maps back to the same URI, but for
    // the case of the hexadecimal digits it decoded.
    let back = uri.to_iri();
    assert!(IriRef::parse(back.as_str()).is_ok(), "{:?}", back.as_str());
    let uri_syntax_normal = uri.normalize(Level::SyntaxBased);
    assert_eq!(back.to_uri().normalize(Level::SyntaxBased), uri_syntax_normal);

    for level in [Level::SyntaxBased, Level::SchemeBased] {
        let normal = iri.normalize(level);
        assert!(IriRef::parse(normal.as_str()).is_ok());
        assert_eq!(normal.normalize(level), normal, "{input:?}");
        let uri_normal = match level {
            Level::SyntaxBased => uri_syntax_normal.clone(),
            _ => uri.normalize(level),
        };
        assert_eq!(normal.to_uri(), uri_normal, "{input:?}");
    }
});
