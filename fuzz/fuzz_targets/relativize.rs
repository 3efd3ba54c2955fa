//! Relativization (`Uri::relativize`) of two arbitrary texts, a base and a
//! target, cut from the input at its first newline. When both are URIs,
//! the contract must hold: strict resolution of the result against the
//! base gives what strict resolution of the target gives, and the result
//! is never longer than the target.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use rfc3986::{Strictness, Uri};

fuzz_target!(|data: &[u8]| {
    let Some((base_text, target_text)) = common::two(data) else {
        return;
    };
    let (Ok(base), Ok(target)) = (Uri::parse(base_text), Uri::parse(target_text)) else {
        return;
    };
    let reference = base.relativize(&target);
    let goal = base.resolve(&target.as_uri_ref(), Strictness::Strict);
    let got = base.resolve(&reference.as_uri_ref(), Strictness::Strict);
    assert_eq!(
        got.as_str(),
        goal.as_str(),
        "{base_text:?} -> {target_text:?} gave {:?}",
        reference.as_str()
    );
    assert!(
        reference.as_str().len() <= target_text.len(),
        "{:?} is longer than the target {target_text:?}",
        reference.as_str()
    );
});
