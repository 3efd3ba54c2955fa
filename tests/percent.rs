//! Percent-encoding and decoding (RFC 3986 §2.1), per component (§3), and
//! the decoded path segments (§3.3).

use std::borrow::Cow;

use rfc3986::UriRef;
use rfc3986::grammar::{self, Rule};
use rfc3986::percent::{self, Component, DecodeTextError};

const COMPONENTS: [Component; 8] = [
    Component::Userinfo,
    Component::RegName,
    Component::Path,
    Component::PathSegment,
    Component::SegmentNoColon,
    Component::Query,
    Component::Fragment,
    Component::QueryParam,
];

/// A small deterministic generator (xorshift64*), so that the random inputs
/// are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// A character: mostly ASCII (every one, controls included), some
    /// Latin-1, other BMP and supplementary-plane characters.
    fn char(&mut self) -> char {
        let code = match self.below(10) {
            0..=5 => self.below(0x80),
            6 => 0x80 + self.below(0x80),
            7 => 0x100 + self.below(0xd700),
            8 => 0xe000 + self.below(0x2000),
            _ => 0x1_0000 + self.below(0x10_0000),
        };
        char::from_u32(u32::try_from(code).expect("a code point below 0x110000"))
            .unwrap_or('\u{fffd}')
    }

    fn string(&mut self, max_len: u64) -> String {
        let len = self.below(max_len + 1);
        (0..len).map(|_| self.char()).collect()
    }

    fn bytes(&mut self, max_len: u64) -> Vec<u8> {
        let len = self.below(max_len + 1);
        (0..len)
            .map(|_| u8::try_from(self.below(256)).expect("a byte"))
            .collect()
    }
}

/// The strings every component is tried on: each ASCII character alone, all
/// of them together, `%` in its forms, non-ASCII text, and random strings.
fn samples() -> Vec<String> {
    let mut samples: Vec<String> = (0u8..0x80).map(|b| char::from(b).to_string()).collect();
    samples.push((0u8..0x80).map(char::from).collect());
    for fixed in [
        "",
        "%",
        "%%",
        "%4",
        "%41",
        "%zz",
        "100%",
        "a b",
        "a+b",
        "é",
        "ü/ö?ä#",
        "日本語",
        "🦀:@",
        "\u{0}\u{7f}\u{80}\u{ffff}\u{10ffff}",
        "//a:b@c?d#e[f]",
        "1.2.3.4",
        "[::1]",
        ":",
        "::",
        "@:@",
    ] {
        samples.push(fixed.to_owned());
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    samples.extend((0..1500).map(|_| rng.string(24)));
    samples
}

/// The rule the output of `encode` for `component` must match. The output
/// for an empty text is empty, which `segment-nz-nc` does not allow.
fn rule_of(component: Component, text: &str) -> Rule {
    match component {
        Component::Userinfo => Rule::userinfo,
        Component::RegName => Rule::reg_name,
        Component::Path => Rule::path,
        Component::PathSegment => Rule::segment,
        Component::SegmentNoColon if text.is_empty() => Rule::segment,
        Component::SegmentNoColon => Rule::segment_nz_nc,
        Component::Query | Component::QueryParam => Rule::query,
        Component::Fragment => Rule::fragment,
        other => panic!("a component this test does not know: {other:?}"),
    }
}

/// Whether the encoded text is ASCII with every `%` beginning a triplet of
/// uppercase hex digits (§2.1: "should use uppercase hexadecimal digits").
fn triplets_are_uppercase(encoded: &str) -> bool {
    let bytes = encoded.as_bytes();
    encoded.is_ascii()
        && bytes.iter().enumerate().all(|(i, &b)| {
            b != b'%'
                || bytes.get(i + 1..i + 3).is_some_and(|hex| {
                    hex.iter()
                        .all(|h| h.is_ascii_digit() || (b'A'..=b'F').contains(h))
                })
        })
}

// §2.1: "A percent-encoded octet is encoded as a character triplet,
// consisting of the percent character "%" followed by the two hexadecimal
// digits representing that octet's numeric value."
#[test]
fn decode_turns_triplets_into_octets() {
    for decode in [
        |text| percent::decode(text).expect("valid triplets"),
        percent::decode_lenient,
    ] {
        assert_eq!(&*decode("%41%42c"), b"ABc");
        assert_eq!(&*decode("%e2%82%ac"), "€".as_bytes());
        assert_eq!(&*decode("%E2%82%AC"), "€".as_bytes());
        assert_eq!(&*decode("%00%ff"), [0x00, 0xff]);
        assert_eq!(&*decode("%25"), b"%");
        assert_eq!(&*decode("%2541"), b"%41"); // decoded once only (§2.4)
        assert_eq!(&*decode("é%20"), "é ".as_bytes());
        assert_eq!(&*decode(""), b"");
    }
}

/// Texts with a "%" that does not begin a `pct-encoded` triplet, the index
/// of that "%", and what the lenient decoding makes of them.
const STRAY: &[(&str, usize, &[u8])] = &[
    ("%", 0, b"%"),
    ("%%", 0, b"%%"),
    ("%z", 0, b"%z"),
    ("%zz", 0, b"%zz"),
    ("%4", 0, b"%4"),
    ("%4g", 0, b"%4g"),
    ("%g4", 0, b"%g4"),
    ("a%", 1, b"a%"),
    ("%%41", 0, b"%A"),
    ("%4%41", 0, b"%4A"),
    ("%41%", 3, b"A%"),
    ("%C3%A9%zz", 6, "é%zz".as_bytes()),
    ("%\u{e9}", 0, "%é".as_bytes()),
    ("%4\u{e9}", 0, "%4é".as_bytes()),
];

// The strict decoding refuses a "%" that does not begin a triplet, at its
// index: §2.1 has no other use for "%".
#[test]
fn decode_refuses_a_stray_percent() {
    for &(text, index, _) in STRAY {
        let error = percent::decode(text).expect_err(text);
        assert_eq!(error.index(), index, "{text:?}");
        let rest = &text.as_bytes()[index..];
        assert_eq!(error.found(), &rest[..rest.len().min(3)], "{text:?}");
        assert_eq!(
            error.to_string(),
            format!(
                "invalid percent-encoding at index {index}: found \"{}\"",
                error.found().escape_ascii()
            )
        );
        let text_error = percent::decode_utf8(text).expect_err(text);
        assert_eq!(text_error, DecodeTextError::Percent(error), "{text:?}");
        assert_eq!(text_error.index(), index);
        assert_eq!(text_error.to_string(), error.to_string());
    }
}

// The lenient decodings take any string: a "%" that does not begin a
// `pct-encoded` triplet is left as it is.
#[test]
fn decode_lenient_keeps_a_stray_percent() {
    for &(text, _, decoded) in STRAY {
        assert_eq!(&*percent::decode_lenient(text), decoded, "{text:?}");
        assert_eq!(
            percent::decode_utf8_lenient(text).map(Cow::into_owned),
            Ok(String::from_utf8(decoded.to_vec()).expect("UTF-8")),
            "{text:?}"
        );
    }
}

// "+" is a sub-delim (§2.2), not a space: only the HTML form convention
// reads it as a space, and plain decoding does not.
#[test]
fn decode_leaves_plus_alone() {
    assert_eq!(percent::decode("a+b%2B").as_deref(), Ok(&b"a+b+"[..]));
    assert_eq!(&*percent::decode_lenient("a+b%2B"), b"a+b+");
}

#[test]
fn decode_borrows_when_there_is_nothing_to_decode() {
    for text in ["", "abc", "a+b", "é"] {
        assert!(
            matches!(percent::decode(text), Ok(Cow::Borrowed(_))),
            "{text:?}"
        );
        assert!(
            matches!(percent::decode_utf8(text), Ok(Cow::Borrowed(_))),
            "{text:?}"
        );
    }
    for text in ["", "abc", "a+b", "100%", "%zz", "é"] {
        assert!(
            matches!(percent::decode_lenient(text), Cow::Borrowed(_)),
            "{text:?}"
        );
        assert!(
            matches!(percent::decode_utf8_lenient(text), Ok(Cow::Borrowed(_))),
            "{text:?}"
        );
    }
    assert!(matches!(percent::decode("%41"), Ok(Cow::Owned(_))));
    assert!(matches!(percent::decode_lenient("%41"), Cow::Owned(_)));
}

// §2.5: text is UTF-8 before it is percent-encoded; decoded octets that are
// not UTF-8 are an error saying where.
#[test]
fn decode_utf8_says_where_the_octets_stop_being_utf8() {
    assert_eq!(percent::decode_utf8("caf%C3%A9").as_deref(), Ok("café"));
    assert_eq!(
        percent::decode_utf8("%F0%9F%98%80 %E2%82%AC").as_deref(),
        Ok("😀 €")
    );

    let utf8_error = |text| match percent::decode_utf8(text) {
        Err(DecodeTextError::Utf8(error)) => {
            assert_eq!(percent::decode_utf8_lenient(text), Err(error.clone()));
            error
        }
        other => panic!("{text:?}: {other:?}"),
    };
    let error = utf8_error("ab%FFcd");
    assert_eq!(error.valid_up_to(), 2);
    assert_eq!(error.index(), 2);
    assert_eq!(error.error_len(), Some(1));
    assert_eq!(error.as_bytes(), b"ab\xffcd");

    // A character cut short at the end.
    let error = utf8_error("%C3%A9%E2%82");
    assert_eq!((error.valid_up_to(), error.index()), (2, 6));
    assert_eq!(error.error_len(), None);
    assert_eq!(error.clone().into_bytes(), [0xc3, 0xa9, 0xe2, 0x82]);
    assert!(error.to_string().contains("index 6"), "{error}");
    assert!(std::error::Error::source(&error).is_some());

    // Literal non-ASCII characters before the bad triplet count in bytes.
    let error = utf8_error("é%41%80");
    assert_eq!((error.valid_up_to(), error.index()), (3, 5));
    assert_eq!(error.utf8_error().valid_up_to(), 3);
}

// §2.1: "For consistency, URI producers and normalizers should use
// uppercase hexadecimal digits for all percent-encodings."
#[test]
fn encode_uses_uppercase_hex_and_encodes_percent() {
    assert_eq!(percent::encode("é", Component::Query), "%C3%A9");
    assert_eq!(percent::encode("\u{0}\u{7f}", Component::Query), "%00%7F");
    assert_eq!(percent::encode("%", Component::Query), "%25");
    assert_eq!(percent::encode("%41", Component::Query), "%2541");
    assert_eq!(percent::encode(" ", Component::Query), "%20");
}

#[test]
fn encode_per_component() {
    // §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    assert_eq!(
        percent::encode("user:pa@ss/w?rd", Component::Userinfo),
        "user:pa%40ss%2Fw%3Frd"
    );
    // §3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ), and
    // non-ASCII names are percent-encoded UTF-8.
    assert_eq!(
        percent::encode("bücher.example:80", Component::RegName),
        "b%C3%BCcher.example%3A80"
    );
    assert_eq!(
        percent::encode("[::1]", Component::RegName),
        "%5B%3A%3A1%5D"
    );
    // §3.3: segments are separated by "/", so a segment encodes it.
    assert_eq!(
        percent::encode("a/b:c@d", Component::PathSegment),
        "a%2Fb:c@d"
    );
    assert_eq!(percent::encode("a/b:c@d", Component::Path), "a/b:c@d");
    // §3.3: segment-nz-nc has no ":".
    assert_eq!(
        percent::encode("a/b:c@d", Component::SegmentNoColon),
        "a%2Fb%3Ac@d"
    );
    // §3.4, §3.5: "/" and "?" are allowed, "#" ends the component.
    assert_eq!(percent::encode("a/b?c#d", Component::Query), "a/b?c%23d");
    assert_eq!(percent::encode("a/b?c#d", Component::Fragment), "a/b?c%23d");
    assert_eq!(
        percent::encode("a=b&c+d/?", Component::QueryParam),
        "a%3Db%26c%2Bd/?"
    );
}

#[test]
fn encode_borrows_when_nothing_needs_encoding() {
    for component in COMPONENTS {
        assert!(matches!(
            percent::encode("abc-._~", component),
            Cow::Borrowed("abc-._~")
        ));
        assert!(matches!(
            percent::encode_bytes(b"abc", component),
            Cow::Borrowed("abc")
        ));
    }
    assert!(matches!(
        percent::encode("a b", Component::Query),
        Cow::Owned(_)
    ));
}

// The encoder leaves a character alone exactly when the component's ABNF
// rule allows it there (§2.1: the only characters encoded are those outside
// the allowed set, plus "%", which is never data on its own).
#[test]
fn encode_keeps_exactly_the_characters_the_rule_allows() {
    for component in COMPONENTS {
        for byte in 0u8..0x80 {
            let text = char::from(byte).to_string();
            let kept = percent::encode(&text, component) == text;
            let allowed = grammar::matches(rule_of(component, &text), &text)
                && !(component == Component::QueryParam && matches!(byte, b'&' | b'=' | b'+'));
            assert_eq!(kept, allowed, "{component:?} {text:?}");
        }
    }
}

// The output of `encode` for a component always matches its rule.
#[test]
fn encode_output_matches_the_component_rule() {
    for text in samples() {
        for component in COMPONENTS {
            let encoded = percent::encode(&text, component);
            let rule = rule_of(component, &text);
            assert!(
                grammar::matches(rule, &encoded),
                "{component:?} {text:?} -> {encoded:?} does not match {}",
                grammar::abnf_name(rule)
            );
            assert!(triplets_are_uppercase(&encoded), "{encoded:?}");
            if component == Component::RegName {
                assert!(grammar::matches(Rule::host, &encoded), "{encoded:?}");
            }
        }
    }
}

// decode(encode(x)) == x, for text and for arbitrary octets.
#[test]
fn decoding_what_was_encoded_gives_it_back() {
    for text in samples() {
        for component in COMPONENTS {
            let encoded = percent::encode(&text, component);
            assert_eq!(
                percent::decode(&encoded).as_deref(),
                Ok(text.as_bytes()),
                "{component:?}"
            );
            assert_eq!(
                percent::decode_utf8(&encoded).as_deref(),
                Ok(text.as_str()),
                "{component:?}"
            );
        }
    }
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    for _ in 0..1000 {
        let bytes = rng.bytes(16);
        for component in COMPONENTS {
            let encoded = percent::encode_bytes(&bytes, component);
            assert!(grammar::matches(rule_of(component, "x"), &encoded) || bytes.is_empty());
            assert_eq!(
                percent::decode(&encoded).as_deref(),
                Ok(&bytes[..]),
                "{component:?}"
            );
        }
    }
}

// An encoded component put in its place parses back to itself.
#[test]
fn encoded_components_parse_in_place() {
    let mut rng = Rng(42);
    for _ in 0..300 {
        let [user, host, segment, first, query, fragment] = [(); 6].map(|()| rng.string(8));
        let first = if first.is_empty() {
            "x".to_owned()
        } else {
            first
        };
        let absolute = format!(
            "s://{}@{}/{}?{}#{}",
            percent::encode(&user, Component::Userinfo),
            percent::encode(&host, Component::RegName),
            percent::encode(&segment, Component::PathSegment),
            percent::encode(&query, Component::Query),
            percent::encode(&fragment, Component::Fragment),
        );
        let r = UriRef::parse(&absolute).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            percent::decode_utf8(r.userinfo().unwrap_or("?")).as_deref(),
            Ok(user.as_str())
        );
        assert_eq!(
            percent::decode_utf8(r.host().map_or("?", |h| h.as_str())).as_deref(),
            Ok(host.as_str())
        );
        let relative = format!(
            "{}/{}",
            percent::encode(&first, Component::SegmentNoColon),
            percent::encode(&segment, Component::PathSegment),
        );
        let r = UriRef::parse(&relative).unwrap_or_else(|e| panic!("{e}"));
        assert!(r.is_relative());
        let segments: Vec<Vec<u8>> = r.path().decoded_segments().map(Cow::into_owned).collect();
        assert_eq!(segments, [first.into_bytes(), segment.into_bytes()]);
    }
}

// §3.3 splits the path at "/", and §2.4 asks that a component be split
// before it is decoded: "%2F" is data inside one segment.
#[test]
fn decoded_segments_split_first_then_decode() {
    let r = UriRef::parse("http://h/a%2Fb/%C3%A9//c%20d/").expect("valid");
    let decoded: Vec<Cow<'_, [u8]>> = r.path().decoded_segments().collect();
    assert_eq!(decoded, [&b"a/b"[..], "é".as_bytes(), b"", b"c d", b""]);
    assert!(matches!(decoded[2], Cow::Borrowed(_)));
    assert_eq!(
        r.path().decoded_segments().count(),
        r.path().segments().count()
    );
    assert_eq!(
        UriRef::parse("")
            .expect("valid")
            .path()
            .decoded_segments()
            .count(),
        0
    );
    assert_eq!(
        UriRef::parse("x:%FF")
            .expect("valid")
            .path()
            .decoded_segments()
            .collect::<Vec<_>>(),
        [&b"\xff"[..]]
    );
}
