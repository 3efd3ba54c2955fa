//! IRI references on the corpus: on ASCII text they are URI references
//! with the same components; the mappings of RFC 3987 §3.1 and §3.2 give
//! valid references and undo each other; resolution and normalization
//! commute with the mapping to URIs.

#[path = "support/corpus.rs"]
mod corpus;

use rfc3986::{
    AbsoluteIri, AbsoluteUri, IrelativeRef, Iri, IriRef, Level, RelativeRef, Strictness, Uri,
    UriRef,
};

/// The components of a reference, every one told absent or empty.
type Parts<'a> = (
    Option<&'a str>,
    Option<&'a str>,
    Option<String>,
    &'a str,
    Option<&'a str>,
    Option<&'a str>,
);

fn uri_parts<'a>(r: &UriRef<'a>) -> Parts<'a> {
    (
        r.scheme(),
        r.authority().map(|a| a.as_str()),
        r.host().map(|h| format!("{h:?}")),
        r.path().as_str(),
        r.query(),
        r.fragment(),
    )
}

fn iri_parts<'a>(r: &IriRef<'a>) -> Parts<'a> {
    (
        r.scheme(),
        r.authority().map(|a| a.as_str()),
        r.host().map(|h| format!("{h:?}")),
        r.path().as_str(),
        r.query(),
        r.fragment(),
    )
}

/// Every input of the URI corpus and the IRI corpus.
fn everything() -> Vec<String> {
    let mut inputs = corpus::inputs();
    for kind in ["iri/valid", "iri/invalid", "iri/to-iri"] {
        inputs.extend(corpus::all(kind).into_iter().map(|(_, e)| e.input));
    }
    inputs
}

fn valid_iris() -> Vec<String> {
    corpus::all("iri/valid")
        .into_iter()
        .map(|(_, e)| e.input)
        .collect()
}

/// URIs: the valid URI corpus and the inputs written for `to_iri`.
fn valid_uris() -> Vec<String> {
    ["valid", "iri/to-iri"]
        .iter()
        .flat_map(|kind| corpus::all(kind))
        .map(|(_, e)| e.input)
        .collect()
}

#[test]
fn ascii_text_is_an_iri_exactly_when_it_is_a_uri_with_the_same_components() {
    let mut compared = 0;
    for input in everything().iter().filter(|s| s.is_ascii()) {
        let (iri, uri) = (IriRef::parse(input), UriRef::parse(input));
        match (&iri, &uri) {
            (Ok(iri), Ok(uri)) => assert_eq!(iri_parts(iri), uri_parts(uri), "{input:?}"),
            (Err(a), Err(b)) => assert_eq!(a.index(), b.index(), "{input:?}"),
            _ => panic!("{input:?}: IRI {iri:?}, URI {uri:?}"),
        }
        assert_eq!(
            Iri::parse(input).is_ok(),
            Uri::parse(input).is_ok(),
            "{input:?}"
        );
        assert_eq!(
            AbsoluteIri::parse(input).is_ok(),
            AbsoluteUri::parse(input).is_ok(),
            "{input:?}"
        );
        assert_eq!(
            IrelativeRef::parse(input).is_ok(),
            RelativeRef::parse(input).is_ok(),
            "{input:?}"
        );
        compared += 1;
    }
    assert!(compared > 4000, "{compared}");
}

#[test]
fn the_corpus_is_parsed_as_filed() {
    for input in valid_iris() {
        let iri = IriRef::parse(&input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(iri.recompose(), input);
        // The narrower productions accept what narrows to them.
        assert_eq!(Iri::parse(&input).ok(), iri.as_iri(), "{input:?}");
        assert_eq!(
            AbsoluteIri::parse(&input).ok(),
            iri.as_absolute_iri(),
            "{input:?}"
        );
        assert_eq!(
            IrelativeRef::parse(&input).ok(),
            iri.as_irelative_ref(),
            "{input:?}"
        );
        assert_eq!(iri.to_buf().as_iri_ref(), iri);
    }
    for (path, entry) in corpus::all("iri/invalid") {
        let error = IriRef::parse(&entry.input).expect_err(&format!(
            "{}:{}: accepted",
            path.display(),
            entry.line
        ));
        assert!(entry.input.is_char_boundary(error.index()));
    }
}

#[test]
fn to_uri_gives_a_uri_with_the_same_components_encoded() {
    let encoded = |s: &str| -> String {
        s.bytes()
            .map(|b| match b {
                0..0x80 => char::from(b).to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect()
    };
    for input in valid_iris() {
        let iri = IriRef::parse(&input).expect("valid");
        let uri = iri.to_uri();
        let reparsed = UriRef::parse(uri.as_str())
            .unwrap_or_else(|e| panic!("{input:?} maps to {:?}: {e}", uri.as_str()));
        assert_eq!(
            uri_parts(&reparsed),
            uri_parts(&uri.as_uri_ref()),
            "{input:?}"
        );
        assert_eq!(uri.as_str(), encoded(&input), "{input:?}");
        assert_eq!(uri.path().as_str(), encoded(iri.path().as_str()));
        assert_eq!(uri.query().map(encoded), iri.query().map(encoded));
        if input.is_ascii() {
            assert_eq!(uri, iri);
        }
    }
}

/// `s` with the hexadecimal digits of its triplets in upper case.
fn upper_triplets(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '%' {
            out.extend(chars.by_ref().take(2).map(|d| d.to_ascii_uppercase()));
        }
    }
    out
}

#[test]
fn to_iri_gives_an_iri_that_maps_back_to_the_uri() {
    let (mut decoded, mut exact) = (0, 0);
    for input in valid_uris() {
        let uri = UriRef::parse(&input).expect("valid");
        let iri = uri.to_iri();
        let reparsed = IriRef::parse(iri.as_str())
            .unwrap_or_else(|e| panic!("{input:?} maps to {:?}: {e}", iri.as_str()));
        assert_eq!(
            iri_parts(&reparsed),
            iri_parts(&iri.as_iri_ref()),
            "{input:?}"
        );
        assert_eq!(iri.scheme(), uri.scheme());
        let back = iri.to_uri();
        // Back exactly where the input's triplets are in upper case, and
        // with those triplets in upper case otherwise (RFC 3986 §6.2.2.1).
        if input == upper_triplets(&input) {
            assert_eq!(back.as_str(), input, "{:?}", iri.as_str());
            exact += 1;
        } else {
            assert_eq!(upper_triplets(back.as_str()), upper_triplets(&input));
        }
        if iri.as_str() != input {
            decoded += 1;
            assert!(!iri.as_str().is_ascii());
        }
        // ASCII is never decoded, nor anything outside ucschar and iprivate.
        for c in iri.as_str().chars().filter(|c| !c.is_ascii()) {
            assert!(
                rfc3986::iri_grammar::matches(rfc3986::iri_grammar::Rule::ucschar, &c.to_string())
                    || rfc3986::iri_grammar::matches(
                        rfc3986::iri_grammar::Rule::iprivate,
                        &c.to_string()
                    ),
                "{c:?} in {:?}",
                iri.as_str()
            );
            assert!(!matches!(
                c,
                '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}'
            ));
        }
    }
    assert!(
        decoded > 200 && exact > 3000,
        "{decoded} decoded, {exact} exact"
    );
}

#[test]
fn the_examples_of_rfc_3987_section_3_2() {
    let map = |s: &str| UriRef::parse(s).expect("a URI").to_iri().into_string();
    assert_eq!(
        map("http://www.example.org/D%C3%BCrst"),
        "http://www.example.org/Dürst"
    );
    // Not UTF-8: left encoded.
    assert_eq!(
        map("http://www.example.org/r%E9sum%E9.html"),
        "http://www.example.org/r%E9sum%E9.html"
    );
    // A bidi formatting character (U+202E) stays encoded (§4.1).
    assert_eq!(map("http://a/%E2%80%AEb"), "http://a/%E2%80%AEb");
    // A private-use character: decoded in the query only.
    assert_eq!(
        map("http://a/%EE%80%80?%EE%80%80"),
        "http://a/%EE%80%80?\u{E000}"
    );
    // ASCII is never decoded: `%25`, a delimiter, an unreserved letter.
    assert_eq!(map("http://a/%25%2F%41"), "http://a/%25%2F%41");
}

#[test]
fn an_iri_without_triplets_or_bidi_comes_back_from_its_uri() {
    let mut compared = 0;
    for input in valid_iris() {
        let bidi = input
            .chars()
            .any(|c| matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'));
        if input.contains('%') || bidi {
            continue;
        }
        let iri = IriRef::parse(&input).expect("valid");
        assert_eq!(iri.to_uri().to_iri(), iri, "{input:?}");
        compared += 1;
    }
    assert!(compared > 1000, "{compared}");
}

#[test]
fn resolution_and_normalization_commute_with_the_mapping_to_uris() {
    let iris = valid_iris();
    let bases: Vec<Iri<'_>> = iris
        .iter()
        .filter_map(|s| Iri::parse(s).ok())
        .step_by(7)
        .collect();
    let references: Vec<IriRef<'_>> = iris
        .iter()
        .filter_map(|s| IriRef::parse(s).ok())
        .step_by(5)
        .collect();
    let mut pairs = 0;
    for base in &bases {
        let base_uri = base.to_uri();
        for reference in &references {
            for strictness in [Strictness::Strict, Strictness::NonStrict] {
                let target = base.resolve(reference, strictness);
                let via_uris = base_uri.resolve(&reference.to_uri().as_uri_ref(), strictness);
                assert_eq!(target.to_uri(), via_uris, "{base:?} {reference:?}");
            }
            pairs += 1;
        }
    }
    assert!(pairs > 10_000, "{pairs}");
    for input in &iris {
        let iri = IriRef::parse(input).expect("valid");
        for level in [Level::Simple, Level::SyntaxBased, Level::SchemeBased] {
            let normal = iri.normalize(level);
            assert_eq!(
                normal.to_uri(),
                iri.to_uri().normalize(level),
                "{input:?} {level:?}"
            );
            assert_eq!(normal.normalize(level), normal, "{input:?}");
        }
    }
}
