//! Reference resolution (RFC 3986 §5.2) of two arbitrary texts, a base and a
//! reference, cut from the input at its first newline. When both parse, in
//! both strictness modes, the target must be a URI that writes back to
//! itself, and must agree with what §5.2.2 says about its parts.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use rfc3986::{Strictness, Uri, UriRef, Which, remove_dot_segments, resolve};

fuzz_target!(|data: &[u8]| {
    let Some((base_text, reference_text)) = common::two(data) else {
        return;
    };

    let (base, reference) = match (Uri::parse(base_text), UriRef::parse(reference_text)) {
        (Ok(base), Ok(reference)) => (base, reference),
        (base, reference) => {
            // The base is checked first; the error is the one of its own
            // parse. (Error's `==` compares the expectations too, which
            // takes dozens of parses each: the index says enough.)
            let (which, error) = match (base, reference) {
                (Err(error), _) => (Which::Base, error),
                (Ok(_), Err(error)) => (Which::Reference, error),
                (Ok(_), Ok(_)) => unreachable!("matched above"),
            };
            let e = resolve(base_text, reference_text, Strictness::Strict)
                .expect_err("resolved an input that does not parse");
            assert_eq!((e.which(), e.error().index()), (which, error.index()));
            return;
        }
    };
    for strictness in [Strictness::Strict, Strictness::NonStrict] {
        let resolved = resolve(base_text, reference_text, strictness);
        let target = base.resolve(&reference, strictness);
        assert_eq!(resolved.as_ref().ok(), Some(&target));
        let text = target.as_str();

        // The target is a URI, and writes back to itself.
        let parsed = Uri::parse(text).unwrap_or_else(|e| panic!("target {text:?} is no URI: {e}"));
        assert_eq!(parsed.recompose(), text);
        assert_eq!(parsed.as_uri_ref(), target.as_uri_ref());
        assert_eq!(target.to_string(), text);

        // §5.2.2, branch by branch, but for the merge of paths (§5.2.3).
        let authority = |r: &UriRef<'_>| r.authority().map(|a| a.as_str().to_owned());
        let own_scheme = reference
            .scheme()
            .filter(|s| strictness == Strictness::Strict || !s.eq_ignore_ascii_case(base.scheme()));
        assert_eq!(target.scheme(), own_scheme.unwrap_or(base.scheme()));
        assert_eq!(target.fragment(), reference.fragment());
        if own_scheme.is_some() || reference.authority().is_some() {
            // The reference's authority, path and query.
            assert_eq!(authority(&target.as_uri_ref()), authority(&reference));
            assert_eq!(target.query(), reference.query());
            if reference.authority().is_some() {
                let path = remove_dot_segments(reference.path().as_str());
                assert_eq!(target.path().as_str(), path);
            }
        } else {
            // The base's authority; the path and query from both.
            assert_eq!(
                authority(&target.as_uri_ref()),
                authority(&base.as_uri_ref())
            );
            if reference.path().is_empty() {
                // The base's path as it is, dot segments and all.
                assert_eq!(target.path().as_str(), base.path().as_str());
                assert_eq!(target.query(), reference.query().or(base.query()));
                continue;
            }
            assert_eq!(target.query(), reference.query());
        }

        // Any other path went through §5.2.4, which leaves no dot segment.
        // The one exception is the `/.` written before a path that begins
        // with `//` when there is no authority, so that the path is not
        // read as one.
        let path = target.path().as_str();
        let path = match path.strip_prefix("/.") {
            Some(rest) if target.authority().is_none() && rest.starts_with("//") => rest,
            _ => path,
        };
        assert!(
            !path.split('/').any(|s| s == "." || s == ".."),
            "dot segment left in {text:?}"
        );
        // So the target is a URI without dot segments: resolving it again,
        // on any base, in strict mode, changes nothing.
        assert_eq!(
            base.resolve(&target.as_uri_ref(), Strictness::Strict),
            target
        );
    }
});
