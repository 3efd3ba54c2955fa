//! What could have come at the place a refused input went wrong: every
//! character class the grammar tells apart is tried there, on the
//! automaton, and the ones that keep the input viable are named by the
//! smallest ABNF rules that cover them.

use crate::automaton;
use crate::expected::Expected;
use crate::goal::Goal;
use alloc::vec::Vec;

/// The probes, one character each: every ASCII character class that some
/// rule of the grammar treats differently. Characters outside these are
/// never in a URI. `g` is an ALPHA that is not a HEXDIG, `v` also the "v"
/// of IPvFuture, `a` an ALPHA and a HEXDIG; the DIGITs are all here, since
/// dec-octet treats them differently ("25" may be followed by "0".."5"
/// only).
const PROBES: &str = "gva0123456789-._~%!$&'()*+,;=:@/?#[]";

/// Named classes, largest first: when every member is viable the class name
/// is shown instead of its members.
const CLASSES: [(&str, &str); 7] = [
    ("pchar", "gva0123456789-._~%!$&'()*+,;=:@"),
    ("unreserved", "gva0123456789-._~"),
    ("pct-encoded", "%"),
    ("sub-delims", "!$&'()*+,;="),
    ("ALPHA", "gva"),
    ("HEXDIG", "a0123456789"),
    ("DIGIT", "0123456789"),
];

/// The probes of each class, a bit per probe (bit `i` for the `i`th byte of
/// [`PROBES`]), worked out at compile time.
const MASKS: [u64; CLASSES.len()] = masks();

const fn masks() -> [u64; CLASSES.len()] {
    let probes = PROBES.as_bytes();
    let mut masks = [0u64; CLASSES.len()];
    let mut class = 0;
    while class < CLASSES.len() {
        let members = CLASSES[class].1.as_bytes();
        let mut m = 0;
        while m < members.len() {
            let mut p = 0;
            while p < probes.len() {
                if probes[p] == members[m] {
                    masks[class] |= 1 << p;
                }
                p += 1;
            }
            m += 1;
        }
        class += 1;
    }
    masks
}

/// What could follow `prefix`, named in ABNF terms: the probes with a live
/// transition from the state the automaton reaches at its end, and the end
/// of input where the automaton accepts. Nothing, when `prefix` itself is
/// not viable.
pub(crate) fn expected(goal: Goal, prefix: &str) -> Vec<Expected> {
    let stop = automaton::of(goal).run(prefix.as_bytes());
    if stop.index < prefix.len() {
        return Vec::new();
    }
    expected_at(goal, stop.state)
}

/// What could follow where the automaton of `goal` is in `state`, named as
/// [`expected`] names it.
pub(crate) fn expected_at(goal: Goal, state: u16) -> Vec<Expected> {
    let automaton = automaton::of(goal);
    let mut remaining = 0u64;
    for (i, byte) in PROBES.bytes().enumerate() {
        if automaton.continues(state, byte) {
            remaining |= 1 << i;
        }
    }
    let mut expected = Vec::new();
    for ((name, _), mask) in CLASSES.iter().zip(MASKS) {
        if remaining & mask == mask {
            remaining &= !mask;
            expected.push(Expected::Rule(name));
        }
    }
    for i in 0..PROBES.len() {
        if remaining & 1 << i != 0 {
            if let Some(probe) = PROBES.get(i..=i) {
                expected.push(Expected::Literal(probe));
            }
        }
    }
    if automaton.accepts(state) {
        expected.push(Expected::EndOfInput);
    }
    expected
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_member_is_a_probe() {
        for ((name, members), mask) in CLASSES.iter().zip(MASKS) {
            assert_eq!(mask.count_ones() as usize, members.len(), "{name}");
        }
        assert!(PROBES.len() <= 64 && PROBES.is_ascii());
    }
}
