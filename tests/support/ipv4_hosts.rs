//! Hosts that are, or nearly are, an `IPv4address`, for the tests of the
//! parse path's reading of it (`ipv4::address_at`) against pest: every
//! string of up to `n` of a few pieces, whole octets with their dot and
//! without, octets the grammar's ordered choice reads only in part (`256`,
//! `01`, `1000`), and what may follow an address in a reg-name or end the
//! host (a letter, a percent-encoded digit, a sub-delim, a dot).

use crate::test_strings::strings;

/// The pieces, joined in every order.
const PIECES: [&str; 12] = [
    "1.", "255.", "0.", "1", "25", "256", "01", "1000", "a", "%35", "!", ".",
];

/// Every string of up to `n` pieces.
pub fn hosts(n: usize) -> Vec<String> {
    strings(&PIECES, n)
}
