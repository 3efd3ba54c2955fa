//! Editing an owned reference (`set_*` on `UriRefBuf`): a reference and a
//! value, cut from the input at its first newline, and each setter tried
//! with the value. No input may panic; a change that is accepted leaves a
//! reference whose component reads back as the value, the others as they
//! were; a refused one leaves the reference as it was.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use rfc3986::{UriRef, UriRefBuf};

/// The components of a reference, as text.
fn parts(r: &UriRef<'_>) -> [Option<String>; 7] {
    let authority = r.authority();
    [
        r.scheme().map(str::to_owned),
        authority.map(|a| a.as_str().to_owned()),
        authority.and_then(|a| a.userinfo()).map(str::to_owned),
        authority.map(|a| a.host().as_str().to_owned()),
        authority.and_then(|a| a.port()).map(|p| p.as_str().to_owned()),
        Some(r.path().as_str().to_owned()),
        r.query().map(str::to_owned),
    ]
}

fuzz_target!(|data: &[u8]| {
    let Some((text, value)) = common::two(data) else {
        return;
    };
    let Ok(original) = UriRefBuf::parse(text) else {
        return;
    };
    for setter in 0..8 {
        let mut r = original.clone();
        let result = match setter {
            0 => r.set_scheme(value),
            1 => r.set_authority(Some(value)),
            2 => r.set_userinfo(Some(value)),
            3 => r.set_host(value),
            4 => r.set_port(Some(value)),
            5 => r.set_path(value),
            6 => r.set_query(Some(value)),
            _ => r.set_fragment(Some(value)),
        };
        // Whatever happened, the value is a reference that parses as
        // itself.
        let reparsed = UriRef::parse(r.as_str()).expect("an edited reference parses");
        assert_eq!(reparsed, r);
        if result.is_err() {
            assert_eq!(r, original, "setter {setter} refused {value:?} but changed {text:?}");
            continue;
        }
        let (before, after) = (parts(&original.as_uri_ref()), parts(&reparsed));
        let read_back = match setter {
            0 => reparsed.scheme(),
            1 => reparsed.authority().map(|a| a.as_str()),
            2 => reparsed.userinfo(),
            3 => reparsed.host().map(|h| h.as_str()),
            4 => reparsed.port().map(|p| p.as_str()),
            5 => Some(reparsed.path().as_str()),
            6 => reparsed.query(),
            _ => reparsed.fragment(),
        };
        assert_eq!(read_back, Some(value), "setter {setter} on {text:?}");
        // Components other than the one set (and the authority's parts
        // when the authority or one of its parts was set) are unchanged.
        for (i, (b, a)) in before.iter().zip(&after).enumerate() {
            let touched = match setter {
                0 => i == 0,
                1..=4 => (1..=4).contains(&i),
                5 => i == 5,
                6 => i == 6,
                _ => false,
            };
            if !touched {
                assert_eq!(b, a, "setter {setter} on {text:?} changed part {i}");
            }
        }
    }
});
