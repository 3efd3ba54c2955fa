//! What may stand between the brackets of an `IP-literal`, for the tests
//! of the parse path's reading of `IPv6address` against pest: every
//! string of up to `n` of a few pieces that may end a piece, begin one,
//! stand for several or break the rules, and the forms of eight pieces and
//! more with `::` and an IPv4 address in each place.

use crate::test_strings::strings;

/// The pieces, joined in every order.
const PIECES: [&str; 10] = [
    "1:", "::", "f", "ABCD", "1.2.3.4", ":", ".", "12345", "0.", "]",
];

/// Every string of up to `n` pieces, then the long forms.
pub fn addresses(n: usize) -> Vec<String> {
    let mut addresses = strings(&PIECES, n);
    for pieces in 6..=9 {
        for gap in 0..=pieces {
            for tail in [
                "1",
                "ffff",
                "1.2.3.4",
                "255.255.255.255",
                "256.1.1.1",
                "01.2.3.4",
            ] {
                let mut text: Vec<&str> = vec!["0"; pieces];
                text.push(tail);
                let mut address = text.join(":");
                if gap < pieces {
                    let at = address.match_indices(':').nth(gap).map_or(0, |(i, _)| i);
                    address.insert(at, ':');
                }
                addresses.push(address);
            }
        }
    }
    addresses
}
