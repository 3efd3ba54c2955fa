//! Masking passwords: `masked()` on every reference type writes the
//! password of the userinfo as `***` (RFC 3986 §3.2.1), and
//! `without_password()` on the owned types removes it; nothing else of
//! the reference changes.

use rfc3986::{
    AbsoluteIri, AbsoluteUri, Iri, IriBuf, IriRef, IriRefBuf, RelativeRef, RelativeRefBuf, Uri,
    UriBuf, UriRef, UriRefBuf,
};

#[test]
fn the_password_is_masked_and_nothing_else() {
    let cases = [
        ("http://user:pw@h/", "http://user:***@h/", "http://user@h/"),
        ("http://user:@h/", "http://user:***@h/", "http://user@h/"),
        ("http://:pw@h/", "http://:***@h/", "http://@h/"),
        (
            "http://u:p:w@h:8/a?q:x@y#f",
            "http://u:***@h:8/a?q:x@y#f",
            "http://u@h:8/a?q:x@y#f",
        ),
        (
            "http://us%3Aer:p%40ss@h/",
            "http://us%3Aer:***@h/",
            "http://us%3Aer@h/",
        ),
        ("http://user@h/", "http://user@h/", "http://user@h/"),
        ("http://h/a:b@c", "http://h/a:b@c", "http://h/a:b@c"),
        (
            "mailto:user:pw@example.com",
            "mailto:user:pw@example.com",
            "mailto:user:pw@example.com",
        ),
        ("//u:pw@h", "//u:***@h", "//u@h"),
        ("a:b", "a:b", "a:b"),
    ];
    for (input, masked, without) in cases {
        let r = UriRef::parse(input).unwrap();
        assert_eq!(r.masked().to_string(), masked, "{input}");
        assert_eq!(r.masked().has_password(), masked != input, "{input}");
        let owned = UriRefBuf::parse(input).unwrap();
        assert_eq!(owned.masked().to_string(), masked);
        let stripped = owned.without_password();
        assert_eq!(stripped, without, "{input}");
        // The rest of the reference is as it was.
        assert_eq!(stripped.host(), owned.host());
        assert_eq!(stripped.path(), owned.path());
        assert_eq!(stripped.query(), owned.query());
        assert_eq!(stripped.fragment(), owned.fragment());
        assert_eq!(
            stripped.userinfo(),
            owned.userinfo().map(|u| u.split(':').next().unwrap())
        );
        // A masked reference is a reference, with `***` for a password.
        let reparsed = UriRef::parse(masked).unwrap();
        assert_eq!(reparsed.host(), r.host());
    }
}

#[test]
fn every_type_masks() {
    let text = "https://u:pw@h/p";
    let masked = "https://u:***@h/p";
    assert_eq!(Uri::parse(text).unwrap().masked().to_string(), masked);
    assert_eq!(
        AbsoluteUri::parse(text).unwrap().masked().to_string(),
        masked
    );
    assert_eq!(UriBuf::parse(text).unwrap().masked().to_string(), masked);
    assert_eq!(
        UriBuf::parse(text).unwrap().without_password(),
        "https://u@h/p"
    );
    assert_eq!(
        RelativeRef::parse("//u:pw@h").unwrap().masked().to_string(),
        "//u:***@h"
    );
    assert_eq!(
        RelativeRefBuf::parse("//u:pw@h")
            .unwrap()
            .without_password(),
        "//u@h"
    );
    let iri = "http://jörg:gëheim@例え/ä";
    let masked = "http://jörg:***@例え/ä";
    assert_eq!(IriRef::parse(iri).unwrap().masked().to_string(), masked);
    assert_eq!(Iri::parse(iri).unwrap().masked().to_string(), masked);
    assert_eq!(
        AbsoluteIri::parse(iri).unwrap().masked().to_string(),
        masked
    );
    assert_eq!(
        IriBuf::parse(iri).unwrap().without_password(),
        "http://jörg@例え/ä"
    );
    assert_eq!(IriRefBuf::parse(iri).unwrap().masked().to_string(), masked);
}

/// On the corpus: a masked reference parses, with the same components but
/// the password; without it, the same but the userinfo's user part.
#[test]
fn the_corpus_masks_to_references() {
    let root = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{root}/benches/corpus/uris.txt")).unwrap();
    let mut with_password = 0;
    for line in text.lines() {
        let Ok(r) = UriRef::parse(line) else { continue };
        let masked = r.masked().to_string();
        let m = UriRef::parse(&masked).expect("a masked reference parses");
        assert_eq!(
            (m.scheme(), m.host(), m.path(), m.query(), m.fragment()),
            (r.scheme(), r.host(), r.path(), r.query(), r.fragment()),
            "{line}"
        );
        if r.userinfo().is_some_and(|u| u.contains(':')) {
            with_password += 1;
            let userinfo = r.userinfo().unwrap();
            let password = &userinfo[userinfo.find(':').unwrap() + 1..];
            assert!(masked.contains(":***@"), "{line}");
            if !password.is_empty() {
                assert!(!masked.contains(userinfo), "{line}");
            }
            let stripped = UriRefBuf::parse(line).unwrap().without_password();
            assert!(!stripped.userinfo().unwrap().contains(':'));
            assert_eq!(stripped.host(), r.host());
        } else {
            assert_eq!(masked, line);
        }
    }
    assert!(with_password > 10, "{with_password}");
}
