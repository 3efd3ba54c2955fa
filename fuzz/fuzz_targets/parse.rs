//! Every parse entry point on the same text: the four productions and the
//! owned parses. A valid reference must write back to the input, and have
//! the components that pest's parser finds; a refused one must have an
//! error whose index, expectation and message hold up when checked against
//! the parser itself.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use rfc3986::grammar::Rule;
use rfc3986::{AbsoluteUri, Error, Goal, RelativeRef, Uri, UriRef, UriRefBuf};

/// Each production, its anchored grammar rule, and its parse reduced to
/// the verdict.
type Production = (Goal, Rule, fn(&str) -> Result<(), Error>);
const PRODUCTIONS: [Production; 4] = [
    (Goal::UriReference, Rule::full_URI_reference, |s| {
        UriRef::parse(s).map(drop)
    }),
    (Goal::Uri, Rule::full_URI, |s| Uri::parse(s).map(drop)),
    (Goal::AbsoluteUri, Rule::full_absolute_URI, |s| {
        AbsoluteUri::parse(s).map(drop)
    }),
    (Goal::RelativeRef, Rule::full_relative_ref, |s| {
        RelativeRef::parse(s).map(drop)
    }),
];

fuzz_target!(|data: &[u8]| {
    let Some(input) = common::text(data) else {
        return;
    };

    let any = UriRef::parse(input);
    let uri = Uri::parse(input);
    let absolute = AbsoluteUri::parse(input);
    let relative = RelativeRef::parse(input);
    let owned = UriRefBuf::parse(input.to_owned());
    let from_str = input.parse::<UriRefBuf>();

    // The components agree with pest's parse of the grammar.
    let pest = common::pest_parts(input, Rule::full_URI_reference);
    assert_eq!(any.as_ref().ok().map(common::Parts::of), pest, "{input:?}");

    match &any {
        Ok(r) => {
            common::check_parsed(r, input);
            // The narrower productions are URI-reference with a condition,
            // and cut the text the same way when they accept it.
            assert_eq!(uri.is_ok(), r.scheme().is_some());
            assert_eq!(
                absolute.is_ok(),
                r.scheme().is_some() && r.fragment().is_none()
            );
            assert_eq!(relative.is_ok(), r.scheme().is_none());
            if let Ok(u) = &uri {
                assert_eq!(u.as_uri_ref(), *r);
                assert_eq!(Some(u.scheme()), r.scheme());
                assert_eq!(u.to_string(), input);
            }
            if let Ok(a) = &absolute {
                assert_eq!(a.as_uri_ref(), *r);
                assert_eq!(Some(a.scheme()), r.scheme());
                assert_eq!(a.to_string(), input);
            }
            if let Ok(rel) = &relative {
                assert_eq!(rel.as_uri_ref(), *r);
                assert_eq!(rel.to_string(), input);
            }
            let owned = owned
                .as_ref()
                .expect("UriRefBuf::parse refuses a URI-reference");
            assert_eq!(owned.as_uri_ref(), *r);
            assert_eq!(from_str.as_ref().ok(), Some(owned));
            assert_eq!(UriRefBuf::from(*r), *owned);
        }
        Err(e) => {
            // A text that is no URI-reference is none of the narrower ones.
            assert!(uri.is_err() && absolute.is_err() && relative.is_err());
            // The same error. (Error's `==` compares the expectations too,
            // which takes dozens of parses each: the index says enough.)
            let same = |other: &Error| (other.goal(), other.index()) == (e.goal(), e.index());
            assert!(owned.as_ref().is_err_and(same), "UriRefBuf::parse differs");
            assert!(
                from_str.as_ref().is_err_and(same),
                "UriRefBuf::from_str differs"
            );
        }
    }

    let errors = [any.err(), uri.err(), absolute.err(), relative.err()];
    for ((goal, rule, _), error) in PRODUCTIONS.iter().zip(&errors) {
        assert_eq!(
            error.is_none(),
            common::pest_parts(input, *rule).is_some(),
            "{input:?} as {goal:?}"
        );
        if let Some(error) = error {
            assert_eq!(error.goal(), *goal);
            assert!(error.index() <= input.len() && input.is_char_boundary(error.index()));
        }
    }
    // A narrower production has fewer viable prefixes, so it cannot go
    // further into the input than the one it narrows.
    let reach: Vec<usize> = errors
        .iter()
        .map(|e| e.as_ref().map_or(input.len(), Error::index))
        .collect();
    assert!(
        reach[1] <= reach[0] && reach[2] <= reach[1] && reach[3] <= reach[0],
        "{reach:?}"
    );

    // The expectation takes dozens of parses to work out, and checking it
    // against the parser as many again: one production per input, chosen
    // by the input's length, keeps the target fast while every production
    // gets its share of inputs.
    let chosen = input.len() % PRODUCTIONS.len();
    let (goal, _, parse) = PRODUCTIONS[chosen];
    match &errors[chosen] {
        Some(error) => common::check_error(error, input, goal, parse),
        // A cut somewhere in the input, that moves as the input changes.
        None => common::check_prefix(
            input,
            usize::from(data.first().copied().unwrap_or(0)) % (input.len() + 1),
            parse,
        ),
    }
});
