//! Errors say where the input went wrong and what could have come there, in
//! ABNF terms; every input gets a verdict, whatever its size or bytes.

use rfc3986::{AbsoluteUri, Expected, RelativeRef, RuleName, Uri, UriRef};

/// Asserts that `input` is refused at byte `index` with `expected`.
#[track_caller]
fn fail(input: &str, index: usize, expected: &str) {
    let error = UriRef::parse(input).expect_err(input);
    assert_eq!(
        (error.index(), error.expected_text().as_str()),
        (index, expected),
        "{input:?}\n{error}"
    );
}

#[test]
fn positions_and_expectations() {
    // A space ends the path: a person learns what could have continued it.
    fail(
        "http://a/b c",
        10,
        r##"pchar, "/", "?", "#" or end of input"##,
    );
    // "%" begins a pct-encoded, so the error is at the bad hex digit.
    fail("http://a/b%zz", 11, "HEXDIG");
    fail("%", 1, "HEXDIG");
    fail("a%4", 3, "HEXDIG");
    // Inside an IPv6address after "1:2:", an h16 or the second ":" of "::".
    fail("http://[1:2:x]", 12, r##"HEXDIG or ":""##);
    // A second "::" is not allowed.
    fail("http://[1::2::3]", 13, "HEXDIG");
    // dec-octet: "25" may only be followed by "0" to "5".
    fail(
        "http://[::1.2.3.256]",
        18,
        r##""0", "1", "2", "3", "4", "5" or "]""##,
    );
    // Nine pieces.
    fail("http://[1:2:3:4:5:6:7:8:9]", 23, r##"HEXDIG or "]""##);
    // Unbalanced brackets.
    fail("http://[::1", 11, r##"HEXDIG, ".", ":" or "]""##);
    fail(
        "http://[::1]]",
        12,
        r##"":", "/", "?", "#" or end of input"##,
    );
    fail("http://h/[", 9, r##"pchar, "/", "?", "#" or end of input"##);
    // "h:8a" is no host and port, but it could still be a userinfo: only at
    // the "/" does no reference remain possible, and an "@" was needed.
    fail("http://h:8a/", 11, "pchar");
    // A port is digits only once an "@" has been seen.
    fail(
        "http://u@h:8a/",
        12,
        r##"DIGIT, "/", "?", "#" or end of input"##,
    );
    // A relative reference's first segment cannot hold ":" (§4.2).
    fail(
        "1a:b",
        2,
        r##"unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input"##,
    );
    // One fragment only.
    fail("a#b#c", 3, r##"pchar, "/", "?" or end of input"##);
    // IPvFuture needs a version and an address.
    fail("http://[v.x]", 9, "HEXDIG");
    fail("http://[v1.]", 11, r##"unreserved, sub-delims or ":""##);
}

#[test]
fn display_is_one_line_and_the_alternate_form_shows_a_caret() {
    let error = UriRef::parse("http://a/b c").expect_err("a space");
    let message = "invalid URI-reference at index 10 (column 11): expected pchar, \"/\", \"?\", \"#\" or end of input, found ' '";
    assert_eq!(error.to_string(), message);
    assert_eq!(error.to_string(), error.message());
    assert_eq!(
        format!("{error:#}"),
        format!(
            "{message}\n  http://a/b c\n            ^\n  hint: ' ' is never allowed as is: \
             percent-encode it as %20 (RFC 3986 §2.1)"
        )
    );
    // Control characters are escaped and the caret follows them.
    let error = UriRef::parse("a\tb").expect_err("a tab");
    assert_eq!(format!("{error:#}").lines().nth(1), Some("  a\\tb"));
    assert_eq!(format!("{error:#}").lines().nth(2), Some("   ^"));
    // Columns count characters, indexes count bytes.
    let error = UriRef::parse("é").expect_err("non-ASCII");
    assert_eq!((error.index(), error.column()), (0, 1));
    let error = UriRef::parse("aé").expect_err("non-ASCII");
    assert_eq!((error.index(), error.column()), (1, 2));
    let error = UriRef::parse("éé/ ").expect_err("non-ASCII");
    assert_eq!((error.index(), error.column()), (0, 1));
}

#[test]
fn narrower_productions_name_themselves() {
    let error = Uri::parse("a").expect_err("no scheme");
    assert!(
        error.message().starts_with("invalid URI at index 1"),
        "{error}"
    );
    assert_eq!(
        error.expected(),
        [
            Expected::Rule(RuleName::Alpha),
            Expected::Rule(RuleName::Digit),
            Expected::Literal("-"),
            Expected::Literal("."),
            Expected::Literal("+"),
            Expected::Literal(":")
        ]
    );
    let error = AbsoluteUri::parse("a:b#c").expect_err("a fragment");
    assert_eq!(error.index(), 3);
    assert!(
        error.message().starts_with("invalid absolute-URI"),
        "{error}"
    );
    let error = RelativeRef::parse("a:b").expect_err("a scheme");
    assert_eq!(error.index(), 1);
    assert!(
        error.message().starts_with("invalid relative-ref"),
        "{error}"
    );
    assert!(Uri::parse("a:b").is_ok() && RelativeRef::parse("./a:b").is_ok());
}

#[test]
fn every_input_gets_a_verdict() {
    assert!(
        UriRef::parse("").is_ok(),
        "the empty string is a relative-ref"
    );
    for input in [
        "\0",
        "a\0b",
        "http://h/\0",
        "\u{7f}",
        "\r\n",
        "\u{feff}a",
        "日本",
        "%",
        "[",
        "]",
        "[[",
        "http://[",
        "http://]",
    ] {
        let error = UriRef::parse(input).expect_err(input);
        assert!(error.index() <= input.len());
        assert!(input.is_char_boundary(error.index()));
        assert!(!error.to_string().is_empty());
    }
}

#[test]
fn megabytes_are_parsed_and_refused_without_trouble() {
    let long_path = format!("http://h/{}", "a/".repeat(1 << 19));
    assert_eq!(
        UriRef::parse(&long_path)
            .map(|r| r.path().segments().count())
            .ok(),
        Some((1 << 19) + 1)
    );
    let refused = format!("{long_path} ");
    let error = UriRef::parse(&refused).expect_err("a trailing space");
    assert_eq!(error.index(), refused.len() - 1);
    // The message and the diagram show a window of the input, not all of it.
    assert!(error.to_string().len() < 200);
    assert!(format!("{error:#}").len() < 400);
    let brackets = "[".repeat(1 << 20);
    assert_eq!(UriRef::parse(&brackets).expect_err("brackets").index(), 0);
}

#[test]
fn port_overflow_is_an_error_not_a_panic() {
    let reference =
        UriRef::parse("http://h:99999999999999999999999/").expect("any digits are a port");
    let port = reference.port().expect("a port");
    let overflow = port.as_u16().expect_err("too large");
    assert_eq!(overflow.index(), 9);
    assert_eq!(overflow.span(), 9..32);
    assert_eq!(
        UriRef::parse("http://h:65535")
            .ok()
            .and_then(|r| r.port())
            .map(|p| p.as_u16()),
        Some(Ok(Some(65535)))
    );
    assert!(
        UriRef::parse("http://h:65536")
            .ok()
            .and_then(|r| r.port())
            .is_some_and(|p| p.as_u16().is_err())
    );
    assert_eq!(
        UriRef::parse("http://h:")
            .ok()
            .and_then(|r| r.port())
            .map(|p| p.as_u16()),
        Some(Ok(None))
    );
    assert_eq!(
        UriRef::parse("http://h:00080")
            .ok()
            .and_then(|r| r.port())
            .map(|p| p.as_u16()),
        Some(Ok(Some(80)))
    );
}

/// The index of the error in `input` worked out on a thread with a `stack`
/// bytes stack, and what was expected there.
fn error_on_stack(stack: usize, input: &'static str) -> (usize, String) {
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(move || {
            let error = UriRef::parse(input).expect_err(input);
            (error.index(), error.expected_text())
        })
        .expect("a thread starts")
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

#[test]
fn a_small_stack_does_not_move_the_error() {
    // pest keeps 64 KiB of stack in reserve and reports running into it as
    // a custom error, not a syntax error: its position says nothing of the
    // input, and the recognizer's furthest failure stands in for it.
    let (index, _) = error_on_stack(96 * 1024, "http://h/a b");
    assert_eq!(index, 10);
    // Below the reserve pest decides nothing; the recognizer still does.
    let (index, expected) = error_on_stack(48 * 1024, "http://h/a b");
    assert_eq!(index, 10);
    assert_eq!(expected, r##"pchar, "/", "?", "#" or end of input"##);
}
