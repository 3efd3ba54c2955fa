//! Every valid corpus input comes back exactly: through `Display`, through
//! `as_str`, and when recomposed from its components (RFC 3986 §5.3).

#[path = "support/corpus.rs"]
mod corpus;

use rfc3986::UriRef;

#[test]
fn every_valid_input_round_trips() {
    let entries = corpus::all("valid");
    assert!(
        entries.len() > 1000,
        "the corpus is missing: {} inputs",
        entries.len()
    );
    for (path, entry) in &entries {
        let place = format!("{}:{}", path.display(), entry.line);
        let reference = UriRef::parse(&entry.input).unwrap_or_else(|e| panic!("{place}: {e}"));
        assert_eq!(reference.as_str(), entry.input, "{place}");
        assert_eq!(reference.to_string(), entry.input, "{place}");
        assert_eq!(reference.recompose(), entry.input, "{place}");
    }
}

#[test]
fn corpus_is_large_and_distinct() {
    let mut inputs: Vec<String> = ["valid", "invalid"]
        .iter()
        .flat_map(|kind| corpus::all(kind))
        .map(|(_, entry)| entry.input)
        .collect();
    let total = inputs.len();
    inputs.sort();
    inputs.dedup();
    assert_eq!(inputs.len(), total, "the corpus repeats inputs");
    assert!(total >= 3000, "{total} inputs");
    let categories = corpus::files("valid").len() + corpus::files("invalid").len();
    assert!(categories >= 25, "{categories} categories");
}

#[test]
fn components_agree_with_each_other() {
    for (path, entry) in corpus::all("valid") {
        let place = format!("{}:{}", path.display(), entry.line);
        let r = UriRef::parse(&entry.input).unwrap_or_else(|e| panic!("{place}: {e}"));
        // The segments, joined by "/", give the path back.
        let segments: Vec<&str> = r.path().segments().collect();
        let joined = segments.join("/");
        let rebuilt = if r.path().is_absolute() {
            format!("/{joined}")
        } else {
            joined
        };
        assert_eq!(rebuilt, r.path().as_str(), "{place}");
        // §3.3: with an authority the path is empty or absolute; without
        // one it does not begin with "//".
        if r.authority().is_some() {
            assert!(r.path().is_empty() || r.path().is_absolute(), "{place}");
        } else {
            assert!(!r.path().as_str().starts_with("//"), "{place}");
        }
        if let Some(authority) = r.authority() {
            if let Some(port) = authority.port() {
                let digits = port.as_str().trim_start_matches('0');
                let expected = match (port.is_empty(), digits.parse::<u16>()) {
                    (true, _) => Ok(None),
                    (false, _) if digits.is_empty() => Ok(Some(0)),
                    (false, Ok(n)) => Ok(Some(n)),
                    (false, Err(_)) => Err(()),
                };
                assert_eq!(port.as_u16().map_err(|_| ()), expected, "{place}");
            }
            // A valid IPv4address has no leading zeros, so std writes it back
            // exactly as it was written.
            if let rfc3986::Host::Ipv4 { address, text } = authority.host() {
                assert_eq!(address.to_string(), text, "{place}");
            }
        }
    }
}
