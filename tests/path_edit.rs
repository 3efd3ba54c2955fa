//! `path_segments_mut()`: pushed segments read back decoded, pops undo
//! pushes, and an edit that would break §3.3 is refused with the path
//! unchanged.

use proptest::prelude::*;
use rfc3986::{RelativeRefBuf, UriBuf, UriRef, UriRefBuf};

#[test]
fn a_table_of_edits() {
    let mut r = UriRefBuf::parse("http://h").unwrap();
    r.path_segments_mut()
        .push("a")
        .unwrap()
        .push("")
        .unwrap()
        .push("b?#/%")
        .unwrap();
    assert_eq!(r, "http://h/a//b%3F%23%2F%25");
    r.path_segments_mut().pop().pop_if_empty();
    assert_eq!(r, "http://h/a");
    r.path_segments_mut().pop();
    assert_eq!(r, "http://h/");
    r.path_segments_mut().pop();
    assert_eq!(r, "http://h/");
    r.path_segments_mut().extend(["x", "y"]).unwrap().clear();
    assert_eq!(r, "http://h/");

    // §3.3: without an authority, a path may not begin with `//`.
    let mut no_authority = UriBuf::parse("a:/").unwrap();
    assert!(no_authority.path_segments_mut().push("x").is_err());
    assert_eq!(no_authority, "a:/");
    // A relative reference's first segment may not hold a `:`.
    let mut relative = RelativeRefBuf::parse("").unwrap();
    assert!(relative.path_segments_mut().push("a:b").is_err());
    assert_eq!(relative, "");
    relative
        .path_segments_mut()
        .push("a")
        .unwrap()
        .push("b:c")
        .unwrap();
    assert_eq!(relative, "a/b:c");
    relative.path_segments_mut().pop().pop();
    assert_eq!(relative, "");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn pushed_segments_read_back_and_pop_undoes_push(
        base in prop::sample::select(vec!["http://h", "http://h/a", "/x/y", "mailto:x", "a/b?q#f"]),
        segments in prop::collection::vec(any::<String>(), 1..5),
    ) {
        let mut r = UriRefBuf::parse(base).unwrap();
        let before = r.path().as_str().to_owned();
        let count_before = r.path().segments().count();
        match r.path_segments_mut().extend(&segments) {
            Ok(_) => {
                prop_assert!(UriRef::parse(r.as_str()).is_ok());
                let decoded: Vec<String> = r
                    .path()
                    .decoded_segments()
                    .map(|s| String::from_utf8(s.into_owned()).unwrap())
                    .collect();
                let tail = &decoded[decoded.len() - segments.len()..];
                prop_assert_eq!(tail, &segments[..]);
                for _ in &segments {
                    r.path_segments_mut().pop();
                }
                if !before.is_empty() {
                    prop_assert_eq!(r.path().as_str(), before.as_str());
                }
            }
            Err(_) => {
                prop_assert!(r.path().segments().count() >= count_before);
                prop_assert!(UriRef::parse(r.as_str()).is_ok());
            }
        }
    }
}
