//! `Debug` of the public reference types shows the reference's text, not
//! how the crate lays it out inside: what a person reading a log or a
//! failed assertion needs.

use rfc3986::{AbsoluteUri, RelativeRef, Uri, UriRef, UriRefBuf};

#[test]
fn borrowed_references_show_their_text() -> Result<(), rfc3986::Error> {
    assert_eq!(
        format!("{:?}", UriRef::parse("http://h/a?q#f")?),
        r#"UriRef("http://h/a?q#f")"#
    );
    assert_eq!(format!("{:?}", Uri::parse("s:x")?), r#"Uri("s:x")"#);
    assert_eq!(
        format!("{:?}", AbsoluteUri::parse("s://h")?),
        r#"AbsoluteUri("s://h")"#
    );
    assert_eq!(
        format!("{:?}", RelativeRef::parse("../g")?),
        r#"RelativeRef("../g")"#
    );
    Ok(())
}

#[test]
fn owned_references_show_their_text() -> Result<(), rfc3986::Error> {
    let owned = UriRefBuf::parse("//[::1]:80/".to_owned())?;
    assert_eq!(format!("{owned:?}"), r#"UriRefBuf("//[::1]:80/")"#);
    Ok(())
}

#[test]
fn errors_show_where_and_what_was_refused() {
    let error = UriRef::parse("a b").expect_err("a space is refused");
    assert_eq!(
        format!("{error:?}"),
        r#"Error { goal: UriReference, index: 1, excerpt: "a b", .. }"#
    );
    // A long input is shown by its excerpt, forty characters each side.
    let long = format!("/{} {}", "a".repeat(100), "b".repeat(100));
    let error = UriRef::parse(&long).expect_err("a space is refused");
    assert_eq!(
        format!("{error:?}"),
        format!(
            r#"Error {{ goal: UriReference, index: 101, excerpt: "{} {}", .. }}"#,
            "a".repeat(40),
            "b".repeat(39)
        )
    );
}
