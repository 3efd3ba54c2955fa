//! The grammar's language as a deterministic automaton, for refusals: it
//! says in one pass where an input stops being a possible match of an entry
//! rule, and which bytes could have come there.
//!
//! The URI grammar has no recursion, so its language is regular. Read as a
//! regular expression (ordered choice as union, lookaheads dropped: the
//! *relaxation*, [`pattern`]), each entry rule is determinized by
//! regex-automata ([`table`]); the states from which no input can still be
//! accepted are merged into one dead state, and the result is written as
//! byte-class and transition tables ([`emit`]). The relaxation accepts what
//! the rule accepts only where the lookaheads and the order of choices
//! never change the language; the crate's tests compare the two on the
//! corpus and on generated inputs.

pub(crate) mod emit;
pub(crate) mod pattern;
pub(crate) mod table;
