//! Query pairs. RFC 3986 §3.4 leaves the query's format to schemes; the
//! `&`-separated `key=value` pairs and `+` for a space read here are the HTML
//! form convention (`application/x-www-form-urlencoded`).

use std::borrow::Cow;

use rfc3986::grammar::{self, Rule};
use rfc3986::percent::{self, Component};
use rfc3986::query::{self, PlusAsSpace};
use rfc3986::{UriRef, UriRefBuf};

type Raw<'a> = Vec<(&'a str, Option<&'a str>)>;

fn raw(query: &str) -> Raw<'_> {
    query::pairs(query).collect()
}

fn text(query: &str, plus: PlusAsSpace) -> Vec<(String, Option<String>)> {
    query::pairs(query)
        .decoded_utf8(plus)
        .map(|pair| {
            let (key, value) = pair.unwrap_or_else(|e| panic!("{query:?}: {e}"));
            (key.into_owned(), value.map(Cow::into_owned))
        })
        .collect()
}

fn owned(pairs: &[(&str, Option<&str>)]) -> Vec<(String, Option<String>)> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.map(str::to_owned)))
        .collect()
}

#[test]
fn pairs_split_at_ampersand_then_at_the_first_equals_sign() {
    assert_eq!(raw("a=1&b=2"), [("a", Some("1")), ("b", Some("2"))]);
    // A key without "=" has no value; "a=" has an empty one.
    assert_eq!(raw("a"), [("a", None)]);
    assert_eq!(raw("a="), [("a", Some(""))]);
    assert_eq!(raw("=b"), [("", Some("b"))]);
    assert_eq!(raw("="), [("", Some(""))]);
    // The value holds every "=" after the first.
    assert_eq!(raw("a=b=c"), [("a", Some("b=c"))]);
    assert_eq!(raw("a=="), [("a", Some("="))]);
    // "/" and "?" are query characters (§3.4), not separators.
    assert_eq!(raw("u=/a?b"), [("u", Some("/a?b"))]);
    // Only "&" separates pairs.
    assert_eq!(raw("a=1;b=2"), [("a", Some("1;b=2"))]);
}

#[test]
fn empty_pairs_are_skipped() {
    assert_eq!(raw(""), Raw::new());
    assert_eq!(raw("&"), Raw::new());
    assert_eq!(raw("&&&"), Raw::new());
    assert_eq!(raw("a&&b"), [("a", None), ("b", None)]);
    assert_eq!(raw("&a&b&"), [("a", None), ("b", None)]);
    assert_eq!(raw("&=&"), [("", Some(""))]);
}

#[test]
fn pairs_come_from_a_parsed_reference() {
    let r = UriRef::parse("http://h/p?a=1&b#c=2&d").expect("valid");
    assert_eq!(
        r.query_pairs().collect::<Raw<'_>>(),
        [("a", Some("1")), ("b", None)]
    );
    // No query, and an empty query: no pairs either way (§3.4: "?" with
    // nothing after it is an empty query).
    assert_eq!(
        UriRef::parse("http://h/p#a=1")
            .expect("valid")
            .query_pairs()
            .count(),
        0
    );
    assert_eq!(
        UriRef::parse("http://h/p?")
            .expect("valid")
            .query_pairs()
            .count(),
        0
    );
    let owned = UriRefBuf::parse("?x=%20".to_owned()).expect("valid");
    assert_eq!(
        owned.query_pairs().collect::<Raw<'_>>(),
        [("x", Some("%20"))]
    );
}

// §2.4: split first, decode after; "%26" and "%3D" are data.
#[test]
fn decoding_happens_after_splitting() {
    assert_eq!(
        text("k%3Dey=v%26al&x%26y", PlusAsSpace::No),
        owned(&[("k=ey", Some("v&al")), ("x&y", None)])
    );
    let bytes: Vec<_> = query::pairs("a=%FF&%00").decoded(PlusAsSpace::No).collect();
    assert_eq!(
        bytes,
        [
            (Cow::Borrowed(&b"a"[..]), Some(Cow::Owned(vec![0xff]))),
            (Cow::Owned(vec![0]), None),
        ]
    );
    // Stray "%" are kept, as percent::decode_lenient keeps them.
    assert_eq!(
        text("a=100%&b=%4", PlusAsSpace::No),
        owned(&[("a", Some("100%")), ("b", Some("%4"))])
    );
}

// "+" is a sub-delim that stands for itself in RFC 3986 (§2.2); reading it as
// a space is the HTML form convention, and only on request.
#[test]
fn plus_is_a_space_only_when_asked() {
    assert_eq!(PlusAsSpace::default(), PlusAsSpace::No);
    assert_eq!(
        text("a+b=c+d", PlusAsSpace::No),
        owned(&[("a+b", Some("c+d"))])
    );
    assert_eq!(
        text("a+b=c+d", PlusAsSpace::Yes),
        owned(&[("a b", Some("c d"))])
    );
    // An encoded plus is a plus either way.
    assert_eq!(
        text("q=%2B+1", PlusAsSpace::Yes),
        owned(&[("q", Some("+ 1"))])
    );
    let decoded: Vec<_> = query::pairs("a+b").decoded(PlusAsSpace::Yes).collect();
    assert_eq!(decoded, [(Cow::Owned(b"a b".to_vec()), None)]);
}

#[test]
fn decoded_pairs_borrow_when_there_is_nothing_to_decode() {
    let mut pairs = query::pairs("a=b&c+d").decoded_utf8(PlusAsSpace::No);
    let (key, value) = pairs.next().expect("a pair").expect("UTF-8");
    assert!(matches!(key, Cow::Borrowed("a")));
    assert!(matches!(value, Some(Cow::Borrowed("b"))));
    let (key, _) = pairs.next().expect("a pair").expect("UTF-8");
    assert!(matches!(key, Cow::Borrowed("c+d")));
}

// §2.5: decoded octets that are not UTF-8 are an error for that pair, with
// the index of the bad triplet in the whole query; the next pairs still come.
#[test]
fn invalid_utf8_is_an_error_for_its_pair_only() {
    let results: Vec<_> = query::pairs("ok=1&&k%FF=v&k=%C3%A9%C3&last")
        .decoded_utf8(PlusAsSpace::No)
        .collect();
    assert_eq!(results.len(), 4);
    assert!(results[0].is_ok());
    let key_error = results[1].as_ref().expect_err("%FF in the key");
    assert_eq!(key_error.index(), 7);
    assert_eq!(key_error.valid_up_to(), 1);
    let value_error = results[2].as_ref().expect_err("%C3 cut short in the value");
    assert_eq!(value_error.index(), 21);
    assert_eq!(value_error.valid_up_to(), 2);
    assert_eq!(value_error.error_len(), None);
    assert_eq!(results[3], Ok((Cow::Borrowed("last"), None)));
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn string(&mut self, max_len: u64) -> String {
        const POOL: &[char] = &[
            'a', 'Z', '0', '&', '=', '+', ' ', '%', '#', '?', '/', ';', ':', '@', '[', 'é', '€',
            '🦀', '\u{0}', '\n',
        ];
        let len = self.next() % (max_len + 1);
        (0..len)
            .map(|_| POOL[usize::try_from(self.next() % POOL.len() as u64).expect("small")])
            .collect()
    }
}

// Keys and values encoded with Component::QueryParam make a valid query
// (§3.4) whose pairs decode back to them, whether "+" is read as a space or
// not. A pair with an empty key and no value is an empty pair, which is
// skipped, so every generated pair has a key or a value.
#[test]
fn encoded_pairs_read_back_as_written() {
    let mut rng = Rng(7);
    for _ in 0..500 {
        let count = rng.next() % 5;
        let pairs: Vec<(String, Option<String>)> = (0..count)
            .map(|_| {
                let key = rng.string(6);
                let value = (key.is_empty() || rng.next() % 3 != 0).then(|| rng.string(6));
                (key, value)
            })
            .collect();
        let query = pairs
            .iter()
            .map(|(key, value)| {
                let key = percent::encode(key, Component::QueryParam);
                match value {
                    Some(value) => {
                        format!("{key}={}", percent::encode(value, Component::QueryParam))
                    }
                    None => key.into_owned(),
                }
            })
            .collect::<Vec<_>>()
            .join("&");
        assert!(grammar::matches(Rule::query, &query), "{query:?}");
        assert_eq!(text(&query, PlusAsSpace::No), pairs, "{query:?}");
        assert_eq!(text(&query, PlusAsSpace::Yes), pairs, "{query:?}");
        let reference = format!("http://h/?{query}");
        let r = UriRef::parse(&reference).expect("a valid reference");
        assert_eq!(r.query_pairs().count(), pairs.len());
    }
}
