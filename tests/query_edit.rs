//! `query_pairs_mut()`: appending, setting, removing and clearing pairs
//! keeps the reference valid and reads back, decoded, as what was written,
//! in both ways of writing a space.

use proptest::prelude::*;
use rfc3986::query::PlusAsSpace;
use rfc3986::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRef, UriRefBuf};

fn decoded(r: &UriRefBuf, plus: PlusAsSpace) -> Vec<(String, Option<String>)> {
    r.query_pairs()
        .decoded_utf8(plus)
        .map(|pair| {
            let (k, v) = pair.expect("UTF-8");
            (k.into_owned(), v.map(|v| v.into_owned()))
        })
        .collect()
}

#[test]
fn a_table_of_edits() {
    let mut r = UriRefBuf::parse("http://h/p?a=1&b=2&a=3&c#f").unwrap();
    r.query_pairs_mut().set("a", "x y");
    assert_eq!(r, "http://h/p?a=x%20y&b=2&c#f");
    r.query_pairs_mut().remove("c").append_pair("d", "&=+#?/");
    assert_eq!(r, "http://h/p?a=x%20y&b=2&d=%26%3D%2B%23?/#f");
    r.query_pairs_mut()
        .space_as(PlusAsSpace::Yes)
        .set("a b", "1 2");
    assert_eq!(r, "http://h/p?a=x%20y&b=2&d=%26%3D%2B%23?/&a+b=1+2#f");
    // Keys are compared decoded: `a+b` is `a b` when `+` is a space.
    r.query_pairs_mut().space_as(PlusAsSpace::Yes).remove("a b");
    assert_eq!(r, "http://h/p?a=x%20y&b=2&d=%26%3D%2B%23?/#f");
    r.query_pairs_mut().extend_pairs([("é", "ü"), ("k", "")]);
    assert_eq!(
        r,
        "http://h/p?a=x%20y&b=2&d=%26%3D%2B%23?/&%C3%A9=%C3%BC&k=#f"
    );
    r.query_pairs_mut()
        .remove("a")
        .remove("b")
        .remove("d")
        .remove("é")
        .remove("k");
    assert_eq!(r, "http://h/p#f");
    r.query_pairs_mut().set("only", "1");
    assert_eq!(r, "http://h/p?only=1#f");
    r.query_pairs_mut().clear();
    assert_eq!(r, "http://h/p#f");

    let mut u = UriBuf::parse("mailto:a@b.example").unwrap();
    u.query_pairs_mut().append_pair("subject", "hi there");
    assert_eq!(u, "mailto:a@b.example?subject=hi%20there");
    let mut a = AbsoluteUriBuf::parse("urn:x").unwrap();
    a.query_pairs_mut().append_pair("=", "?");
    assert_eq!(a, "urn:x?%3D=?");
    let mut rel = RelativeRefBuf::parse("").unwrap();
    rel.query_pairs_mut().append_pair("q", "1");
    assert_eq!(rel, "?q=1");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn edits_read_back_and_stay_valid(
        base in prop::sample::select(vec!["http://h/p", "http://h/p?x=1#f", "/p?", "a:b?c=d&e"]),
        pairs in prop::collection::vec((any::<String>(), any::<String>()), 0..5),
        plus in prop::sample::select(vec![PlusAsSpace::No, PlusAsSpace::Yes]),
    ) {
        let mut r = UriRefBuf::parse(base).unwrap();
        let before = decoded(&r, plus);
        r.query_pairs_mut().space_as(plus).extend_pairs(pairs.iter().map(|(k, v)| (k, v)));
        prop_assert!(UriRef::parse(r.as_str()).is_ok());
        let after = decoded(&r, plus);
        let mut expected = before.clone();
        expected.retain(|(k, v)| !(k.is_empty() && v.is_none()));
        expected.extend(pairs.iter().map(|(k, v)| (k.clone(), Some(v.clone()))));
        prop_assert_eq!(&after, &expected);
        if let Some((key, _)) = pairs.first() {
            r.query_pairs_mut().space_as(plus).set(key, "v");
            let after = decoded(&r, plus);
            prop_assert_eq!(after.iter().filter(|(k, _)| k == key).count(), 1);
            r.query_pairs_mut().space_as(plus).remove(key);
            prop_assert!(decoded(&r, plus).iter().all(|(k, _)| k != key));
            prop_assert!(UriRef::parse(r.as_str()).is_ok());
        }
    }
}
