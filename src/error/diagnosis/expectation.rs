//! What could have come at the place a refused input went wrong: every
//! character class the grammar tells apart is tried there, on the
//! automaton, and the ones that keep the input viable are named by the
//! smallest ABNF rules that cover them: RFC 3986's for a URI goal, and for
//! an IRI goal RFC 3987's where its rules add characters above ASCII
//! (`ipchar`, `iunreserved`, `ucschar`, `iprivate`).

use crate::compiled::automaton;
use crate::compiled::goal::Goal;
use crate::error::expected::{Expected, RuleName};
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
const CLASSES: [(RuleName, &str); 7] = [
    (RuleName::Pchar, "gva0123456789-._~%!$&'()*+,;=:@"),
    (RuleName::Unreserved, "gva0123456789-._~"),
    (RuleName::PctEncoded, "%"),
    (RuleName::SubDelims, "!$&'()*+,;="),
    (RuleName::Alpha, "gva"),
    (RuleName::Hexdig, "a0123456789"),
    (RuleName::Digit, "0123456789"),
];

/// The probes of each class, a bit per probe (bit `i` for the `i`th byte of
/// [`PROBES`]), worked out at compile time.
const MASKS: [u64; CLASSES.len()] = masks();

/// The probes of an IRI goal above ASCII, after those of [`PROBES`] (bit
/// `PROBES.len() + i` for the `i`th): a `ucschar` and an `iprivate`. Every
/// rule of RFC 3987 §2.2 takes all of a range or none of it, so one member
/// stands for each, and a character above ASCII that is neither is never in
/// an IRI.
const WIDE_PROBES: [&str; 2] = ["\u{A0}", "\u{E000}"];

/// The bits of the probes of [`PROBES`].
const ASCII_PROBES: u64 = (1 << PROBES.len()) - 1;

/// The bit of the `ucschar` probe.
const UCSCHAR: u64 = 1 << PROBES.len();

/// The bit of the `iprivate` probe.
const IPRIVATE: u64 = 1 << (PROBES.len() + 1);

/// The classes of a URI goal, with their probes, largest first: each
/// name of [`CLASSES`] with its mask.
const URI_CLASSES: [(RuleName, u64); CLASSES.len()] = {
    let mut classes = [(RuleName::Pchar, 0); CLASSES.len()];
    let mut i = 0;
    while i < CLASSES.len() {
        classes[i] = (CLASSES[i].0, MASKS[i]);
        i += 1;
    }
    classes
};

/// The classes of an IRI goal, largest first: RFC 3987's names where its
/// rules add `ucschar` to RFC 3986's, then RFC 3986's (an `IPvFuture`
/// takes ASCII `unreserved` only).
const IRI_CLASSES: [(RuleName, u64); CLASSES.len() + 4] = [
    (RuleName::Ipchar, MASKS[0] | UCSCHAR),
    (RuleName::Iunreserved, MASKS[1] | UCSCHAR),
    (CLASSES[0].0, MASKS[0]),
    (CLASSES[1].0, MASKS[1]),
    (RuleName::Ucschar, UCSCHAR),
    (RuleName::Iprivate, IPRIVATE),
    (CLASSES[2].0, MASKS[2]),
    (CLASSES[3].0, MASKS[3]),
    (CLASSES[4].0, MASKS[4]),
    (CLASSES[5].0, MASKS[5]),
    (CLASSES[6].0, MASKS[6]),
];

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
/// not viable. (With `std`, `named::named_after` is this from the lists
/// kept for every error.)
#[cfg(any(test, not(feature = "std")))]
pub(crate) fn expected(goal: Goal, prefix: &str) -> Vec<Expected> {
    let stop = automaton::of(goal).run(prefix.as_bytes());
    if stop.index < prefix.len() {
        return Vec::new();
    }
    expected_at(goal, stop.state)
}

/// The probes of [`PROBES`] with a live transition from each state of the
/// automaton of each goal (by the goal's place in [`GOALS`]), a bit per
/// probe: the first step of [`expected_at`], worked out at compile time.
static LIVE: [&[u64]; GOALS.len()] = [
    &live::<{ automaton::of(GOALS[0]).state_count() }>(GOALS[0]),
    &live::<{ automaton::of(GOALS[1]).state_count() }>(GOALS[1]),
    &live::<{ automaton::of(GOALS[2]).state_count() }>(GOALS[2]),
    &live::<{ automaton::of(GOALS[3]).state_count() }>(GOALS[3]),
    &live::<{ automaton::of(GOALS[4]).state_count() }>(GOALS[4]),
    &live::<{ automaton::of(GOALS[5]).state_count() }>(GOALS[5]),
    &live::<{ automaton::of(GOALS[6]).state_count() }>(GOALS[6]),
    &live::<{ automaton::of(GOALS[7]).state_count() }>(GOALS[7]),
];

/// The goals, in the order of [`LIVE`].
pub(crate) const GOALS: [Goal; 8] = Goal::ALL;

/// The row of [`LIVE`] of `goal`'s automaton.
const fn live<const N: usize>(goal: Goal) -> [u64; N] {
    automaton::of(goal).continues_each_state::<N>(PROBES.as_bytes())
}

/// The probes with a live transition from `state` of the automaton of
/// `goal`, a bit each ([`PROBES`], then for an IRI goal [`WIDE_PROBES`]):
/// all that [`expected_at`] names but the end of input. Two states with the
/// same probes and the same acceptance are named alike.
pub(crate) fn live_probes(goal: Goal, state: u16) -> u64 {
    let automaton = automaton::of(goal);
    let row = GOALS
        .iter()
        .position(|&g| g == goal)
        .and_then(|i| LIVE.get(i));
    let mut live = row
        .and_then(|row| row.get(usize::from(state)))
        .copied()
        .unwrap_or_else(|| automaton.continues_each(state, PROBES.as_bytes()));
    if goal.is_iri() {
        for (i, probe) in WIDE_PROBES.iter().enumerate() {
            if automaton.continues_with(state, probe.as_bytes()) {
                live |= 1 << (PROBES.len() + i);
            }
        }
    }
    live
}

/// What could follow where the automaton of `goal` is in `state`, named as
/// [`expected`] names it.
pub(crate) fn expected_at(goal: Goal, state: u16) -> Vec<Expected> {
    let automaton = automaton::of(goal);
    let mut remaining = live_probes(goal, state);
    let classes: &[(RuleName, u64)] = if goal.is_iri() {
        &IRI_CLASSES
    } else {
        &URI_CLASSES
    };
    // The classes to name, a bit each, then what is left of the probes:
    // counted first, so that the list is allocated once.
    let mut named = 0u32;
    for (k, &(_, mask)) in classes.iter().enumerate() {
        if remaining & mask == mask {
            remaining &= !mask;
            named |= 1 << k;
        }
    }
    // Each probe above ASCII is a class of its own, named above.
    let mut literals = remaining & ASCII_PROBES;
    let accepts = automaton.accepts(state);
    let count = named.count_ones() + literals.count_ones() + u32::from(accepts);
    let mut expected = Vec::with_capacity(count as usize);
    for (k, &(name, _)) in classes.iter().enumerate() {
        if named & 1 << k != 0 {
            expected.push(Expected::Rule(name));
        }
    }
    while literals != 0 {
        let i = literals.trailing_zeros() as usize;
        literals &= literals - 1;
        if let Some(probe) = PROBES.get(i..=i) {
            expected.push(Expected::Literal(probe));
        }
    }
    if accepts {
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
        assert!(PROBES.len() + WIDE_PROBES.len() <= 64 && PROBES.is_ascii());
        // A bit per class to name, in a u32.
        assert!(IRI_CLASSES.len() <= 32 && URI_CLASSES.len() <= 32);
        for ((name, mask), ((class, _), class_mask)) in
            URI_CLASSES.iter().zip(CLASSES.iter().zip(MASKS))
        {
            assert_eq!((*name, *mask), (*class, class_mask));
        }
        // Each wide probe is a class of its own.
        for (name, mask) in IRI_CLASSES {
            let wide = mask >> PROBES.len() != 0;
            let alone = wide && mask.count_ones() == 1;
            assert_eq!(
                alone,
                matches!(name, RuleName::Ucschar | RuleName::Iprivate),
                "{name}"
            );
            let named = matches!(
                name,
                RuleName::Ipchar | RuleName::Iunreserved | RuleName::Ucschar | RuleName::Iprivate
            );
            assert_eq!(wide, named, "{name}");
        }
    }

    #[test]
    fn the_live_probes_worked_out_at_compile_time_are_the_automatons() {
        for (goal, row) in GOALS.iter().zip(LIVE) {
            let automaton = automaton::of(*goal);
            assert_eq!(row.len(), automaton.state_count());
            for (state, &live) in row.iter().enumerate() {
                let state = u16::try_from(state).unwrap();
                assert_eq!(live, automaton.continues_each(state, PROBES.as_bytes()));
            }
        }
    }

    #[test]
    fn iri_goals_name_rfc_3987_classes() {
        let names = |goal, prefix| -> Vec<String> {
            expected(goal, prefix)
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        assert_eq!(
            names(Goal::IriReference, "http://h/a"),
            ["ipchar", "\"/\"", "\"?\"", "\"#\"", "end of input"]
        );
        assert_eq!(
            names(Goal::Iri, "s:?q"),
            [
                "ipchar",
                "iprivate",
                "\"/\"",
                "\"?\"",
                "\"#\"",
                "end of input"
            ]
        );
        assert_eq!(
            names(Goal::IriReference, "//[v1."),
            ["unreserved", "sub-delims", "\":\""]
        );
        assert_eq!(
            names(Goal::IriReference, "//u@h\u{E9}"),
            [
                "iunreserved",
                "pct-encoded",
                "sub-delims",
                "\":\"",
                "\"/\"",
                "\"?\"",
                "\"#\"",
                "end of input"
            ]
        );
        // The same prefix as a URI: RFC 3986's names.
        assert_eq!(
            names(Goal::UriReference, "http://h/a"),
            ["pchar", "\"/\"", "\"?\"", "\"#\"", "end of input"]
        );
    }
}
