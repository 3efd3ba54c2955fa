//! Exhaustive inputs for the crate's unit tests: every string made of a few
//! pieces, up to a length. The agreement tests of `tests/` include this
//! file by path too (`tests/support/ip_literals.rs` and
//! `tests/support/ipv4_hosts.rs` build on it).

/// Every string of up to `len` of `pieces`, the empty one first.
pub(crate) fn strings(pieces: &[&str], len: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..len {
        last = last
            .iter()
            .flat_map(|s| pieces.iter().map(move |p| format!("{s}{p}")))
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}
