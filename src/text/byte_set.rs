//! Byte sets as the generated tables spell them: a `[bool; 256]` built at
//! compile time from the members' bytes. Shared by the recognizer's
//! runtime (`table`) and the automata (`set`); it imports nothing.

/// The set of the bytes in `members`.
pub(crate) const fn byte_set(members: &[u8]) -> [bool; 256] {
    let mut set = [false; 256];
    let mut i = 0;
    while i < members.len() {
        set[members[i] as usize] = true;
        i += 1;
    }
    set
}
