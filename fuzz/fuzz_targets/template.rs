//! URI Templates (RFC 6570): a template, a newline, and bytes that make
//! values for its variables (strings, lists, maps, some undefined). When
//! the text is a template:
//!
//! - a match of the expansion expands back to it: `expand(match(u)) == u`;
//! - the partial expansion, expanded with the same variables, gives the
//!   full expansion when every variable is given, and when half of them
//!   are given first (in a template without `?` or `&` expressions, whose
//!   later parameters come last);
//! - std-uritemplate expands it the same, where both expand a template of
//!   level 4 or below, except for its known departures from RFC 6570.
//!
//! The checks are in tests/support/template_fuzz.rs, which
//! tests/template_fuzz_checks.rs also runs over the shared suite.
#![no_main]

#[path = "../../tests/support/template_fuzz.rs"]
mod template_fuzz;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(failure) = template_fuzz::run(data) {
        panic!("{failure}");
    }
});
