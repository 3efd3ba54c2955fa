//! Reference resolution (RFC 3986 §5.2): the examples of §5.4, the parts of
//! the algorithm one by one, and properties over the corpus.

#[path = "support/corpus.rs"]
mod corpus;

use rfc3986::{Strictness, Uri, UriRef, Which, remove_dot_segments, resolve};

const BASE: &str = "http://a/b/c/d;p?q";

#[track_caller]
fn resolves(base: &str, reference: &str, strictness: Strictness, expected: &str) {
    let target = resolve(base, reference, strictness).expect("valid inputs");
    assert_eq!(target.as_str(), expected, "{reference:?} against {base:?}");
}

/// §5.4.1, copied from the English text of RFC 3986.
#[test]
fn normal_examples() {
    for (reference, target) in [
        ("g:h", "g:h"),
        ("g", "http://a/b/c/g"),
        ("./g", "http://a/b/c/g"),
        ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"),
        ("//g", "http://g"),
        ("?y", "http://a/b/c/d;p?y"),
        ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("g#s", "http://a/b/c/g#s"),
        ("g?y#s", "http://a/b/c/g?y#s"),
        (";x", "http://a/b/c/;x"),
        ("g;x", "http://a/b/c/g;x"),
        ("g;x?y#s", "http://a/b/c/g;x?y#s"),
        ("", "http://a/b/c/d;p?q"),
        (".", "http://a/b/c/"),
        ("./", "http://a/b/c/"),
        ("..", "http://a/b/"),
        ("../", "http://a/b/"),
        ("../g", "http://a/b/g"),
        ("../..", "http://a/"),
        ("../../", "http://a/"),
        ("../../g", "http://a/g"),
    ] {
        resolves(BASE, reference, Strictness::Strict, target);
        resolves(BASE, reference, Strictness::NonStrict, target);
    }
}

/// §5.4.2, copied from the English text of RFC 3986.
#[test]
fn abnormal_examples() {
    for (reference, target) in [
        ("../../../g", "http://a/g"),
        ("../../../../g", "http://a/g"),
        ("/./g", "http://a/g"),
        ("/../g", "http://a/g"),
        ("g.", "http://a/b/c/g."),
        (".g", "http://a/b/c/.g"),
        ("g..", "http://a/b/c/g.."),
        ("..g", "http://a/b/c/..g"),
        ("./../g", "http://a/b/g"),
        ("./g/.", "http://a/b/c/g/"),
        ("g/./h", "http://a/b/c/g/h"),
        ("g/../h", "http://a/b/c/h"),
        ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
        ("g;x=1/../y", "http://a/b/c/y"),
        ("g?y/./x", "http://a/b/c/g?y/./x"),
        ("g?y/../x", "http://a/b/c/g?y/../x"),
        ("g#s/./x", "http://a/b/c/g#s/./x"),
        ("g#s/../x", "http://a/b/c/g#s/../x"),
    ] {
        resolves(BASE, reference, Strictness::Strict, target);
        resolves(BASE, reference, Strictness::NonStrict, target);
    }
    // "http:g" = "http:g" for strict parsers, "http://a/b/c/g" for backward
    // compatibility.
    resolves(BASE, "http:g", Strictness::Strict, "http:g");
    resolves(BASE, "http:g", Strictness::NonStrict, "http://a/b/c/g");
    // The loophole compares schemes as schemes: without regard to case.
    resolves(BASE, "HTTP:g", Strictness::NonStrict, "http://a/b/c/g");
    resolves(BASE, "ftp:g", Strictness::NonStrict, "ftp:g");
}

/// §5.2.4, step by step, with the RFC's two worked examples.
#[test]
fn remove_dot_segments_follows_the_rfc() {
    assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
    assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
    // Only complete "." and ".." segments are dot segments.
    assert_eq!(
        remove_dot_segments("/a/%2E/b/%2e%2e/c"),
        "/a/%2E/b/%2e%2e/c"
    );
    assert_eq!(remove_dot_segments("/a/.b/..c/d."), "/a/.b/..c/d.");
    for (input, output) in [
        ("", ""),
        (".", ""),
        ("..", ""),
        ("./", ""),
        ("../", ""),
        ("/.", "/"),
        ("/..", "/"),
        ("/./", "/"),
        ("/../", "/"),
        ("/a/..", "/"),
        ("/a/../..", "/"),
        ("a/..", "/"),
        ("a/../b", "/b"),
        ("../a", "a"),
        ("/a//../b", "/a/b"),
        ("//..", "/"),
        ("/a/b/../../../c", "/c"),
    ] {
        assert_eq!(remove_dot_segments(input), output, "{input:?}");
    }
}

#[test]
fn merge_follows_the_rfc() {
    // §5.2.3: a base with an authority and an empty path merges under "/".
    resolves("http://a", "g", Strictness::Strict, "http://a/g");
    resolves("http://a?q", "g", Strictness::Strict, "http://a/g");
    // A base path without "/" is replaced whole: rootless bases are handled
    // by the algorithm, not refused.
    resolves("mailto:", "x@y", Strictness::Strict, "mailto:x@y");
    resolves("mailto:a@b", "c@d", Strictness::Strict, "mailto:c@d");
    resolves("foo:a/b", "c", Strictness::Strict, "foo:a/c");
    resolves("foo:a/b", "../c", Strictness::Strict, "foo:/c");
    resolves("foo:a", "#f", Strictness::Strict, "foo:a#f");
    resolves("urn:a:b", "?q", Strictness::Strict, "urn:a:b?q");
}

#[test]
fn a_base_fragment_is_not_used() {
    // §5.1: the base URI is used without its fragment.
    resolves("http://a/b#f", "", Strictness::Strict, "http://a/b");
    resolves("http://a/b#f", "#g", Strictness::Strict, "http://a/b#g");
    resolves("http://a/b?q#f", "c", Strictness::Strict, "http://a/c");
}

#[test]
fn a_path_that_would_read_as_an_authority_is_kept_a_path() {
    // The literal §5.3 output "s://x" would make "x" an authority. A "/."
    // keeps the meaning and removing dot segments gives the path back.
    resolves("s:/a/b", "..//x", Strictness::Strict, "s:/.//x");
    let target = resolve("s:/a/b", "..//x", Strictness::Strict).expect("valid");
    assert!(target.authority().is_none());
    assert_eq!(remove_dot_segments(target.path().as_str()), "//x");
    resolves("s:a/b", "..//x", Strictness::Strict, "s:/.//x");
    resolves("s:a", ".//x", Strictness::Strict, "s:/x");
    // With an authority, "//" in the path is harmless.
    resolves("http://h/a/b", "..//x", Strictness::Strict, "http://h//x");
}

#[test]
fn refusals_name_the_input() {
    let error = resolve("a/b", "c", Strictness::Strict).expect_err("no scheme");
    assert_eq!(error.which(), Which::Base);
    let error = resolve("http://a", "%", Strictness::Strict).expect_err("bad reference");
    assert_eq!(error.which(), Which::Reference);
    assert_eq!(error.error().index(), 1);
    assert!(error.to_string().starts_with("the reference is not valid"));
}

/// Properties over every pair of corpus inputs that can be a base and a
/// reference: the target is a URI, recomposes to itself, and keeps no dot
/// segment in a path that was resolved (§5.2.2 removes them).
#[test]
fn targets_are_uris_without_dot_segments() {
    let inputs: Vec<String> = corpus::all("valid")
        .into_iter()
        .map(|(_, e)| e.input)
        .collect();
    let bases: Vec<Uri<'_>> = inputs
        .iter()
        .filter_map(|input| Uri::parse(input).ok())
        .step_by(7)
        .collect();
    let references: Vec<UriRef<'_>> = inputs
        .iter()
        .filter_map(|input| UriRef::parse(input).ok())
        .step_by(5)
        .collect();
    let mut pairs = 0;
    for base in &bases {
        for reference in &references {
            for strictness in [Strictness::Strict, Strictness::NonStrict] {
                let target = base.resolve(reference, strictness);
                pairs += 1;
                let place = format!("{reference} against {base} ({strictness:?})");
                let reparsed =
                    Uri::parse(target.as_str()).unwrap_or_else(|e| panic!("{place}: {e}"));
                assert_eq!(reparsed.recompose(), target.as_str(), "{place}");
                // A path that went through remove_dot_segments has none left;
                // the "/." repair is the one exception, by design.
                let taken_from_base = reference.path().is_empty()
                    && reference.authority().is_none()
                    && (reference.scheme().is_none()
                        || strictness == Strictness::NonStrict
                            && reference
                                .scheme()
                                .is_some_and(|s| s.eq_ignore_ascii_case(base.scheme())));
                if !taken_from_base {
                    let path = target
                        .path()
                        .as_str()
                        .strip_prefix("/.")
                        .filter(|p| p.starts_with("//"))
                        .unwrap_or(target.path().as_str());
                    assert!(
                        !path
                            .split('/')
                            .any(|segment| segment == "." || segment == ".."),
                        "{place}: {target}"
                    );
                }
            }
        }
    }
    assert!(pairs > 100_000, "{pairs} pairs");
}
