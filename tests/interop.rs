//! Conversions with `url::Url` (feature `url`) and `http::Uri` (feature
//! `http`), both ways, on the corpus: what converts keeps its host, and
//! what is refused says why. The downstream crate turns both features on,
//! so a workspace `cargo test` runs this file.
#![cfg(all(feature = "url", feature = "http"))]

use rfc3986::{Uri, UriBuf, UriRef, UriRefBuf};

fn corpus() -> Vec<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{root}/benches/corpus/uris.txt")).unwrap();
    text.lines().map(String::from).collect()
}

#[test]
fn url_both_ways_on_the_corpus() {
    let (mut converted, mut refused, mut back) = (0, 0, 0);
    for line in corpus() {
        let Ok(uri) = Uri::parse(&line) else { continue };
        match url::Url::try_from(&uri) {
            Ok(url) => {
                converted += 1;
                // The same host, as the lint compares them.
                let ours = uri.host().map(|h| h.as_str().to_ascii_lowercase());
                if let (Some(ours), Some(theirs)) = (ours, url.host_str()) {
                    if ours
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
                    {
                        // Hosts of other schemes are opaque to WHATWG,
                        // which keeps their case.
                        assert_eq!(ours, theirs.to_ascii_lowercase(), "{line}");
                    }
                }
                match UriBuf::try_from(&url) {
                    Ok(again) => {
                        back += 1;
                        assert_eq!(again.as_str(), url.as_str());
                    }
                    Err(error) => {
                        assert!(error.message().contains("not an RFC 3986 URI"), "{error}")
                    }
                }
            }
            Err(error) => {
                refused += 1;
                assert!(!error.message().is_empty());
            }
        }
    }
    eprintln!("url: {converted} converted ({back} back), {refused} refused");
    assert!(converted > 1000 && back > 1000);
}

#[test]
fn url_refusals_say_why() {
    for (input, why) in [
        ("http://0x7f.1/", "127.0.0.1"),
        ("http:/evil.example/", "evil.example"),
        ("http://1.2.3.4.5/", "refuses"),
        ("http://[v1.x]/", "refuses"),
    ] {
        let error = url::Url::try_from(&Uri::parse(input).unwrap()).unwrap_err();
        assert!(error.message().contains(why), "{input}: {error}");
    }
    let url = url::Url::parse("http://h/a|b").unwrap();
    let error = UriBuf::try_from(&url).unwrap_err();
    assert!(error.message().contains("not an RFC 3986 URI"), "{error}");
    let url = url::Url::parse("HTTP://EXAMPLE.com:80/a/./b").unwrap();
    assert_eq!(UriBuf::try_from(url).unwrap(), "http://example.com/a/b");
}

#[test]
fn http_both_ways_on_the_corpus() {
    let (mut converted, mut refused) = (0, 0);
    for line in corpus() {
        let Ok(reference) = UriRef::parse(&line) else {
            continue;
        };
        match http::Uri::try_from(&reference) {
            Ok(uri) => {
                converted += 1;
                let back =
                    UriRefBuf::try_from(&uri).expect("what http::Uri reads as ours converts back");
                assert_eq!(back.host(), reference.host(), "{line}");
                assert_eq!(back.query(), reference.query(), "{line}");
            }
            Err(error) => {
                refused += 1;
                assert!(!error.message().is_empty());
            }
        }
    }
    eprintln!("http: {converted} converted, {refused} refused");
    assert!(converted > 1000);
}

#[test]
fn http_refusals_say_why() {
    for input in ["../a", "http://h/#f", "http://u@h/", "a/b"] {
        let error = http::Uri::try_from(&UriRef::parse(input).unwrap()).unwrap_err();
        assert!(error.message().contains(input), "{input}: {error}");
    }
    let uri: http::Uri = "/a/b?c=d".parse().unwrap();
    assert_eq!(UriRefBuf::try_from(&uri).unwrap(), "/a/b?c=d");
    let uri: http::Uri = "http://h/{x}".parse().unwrap();
    let error = UriRefBuf::try_from(uri).unwrap_err();
    assert!(
        error.message().contains("not an RFC 3986 URI reference"),
        "{error}"
    );
}
