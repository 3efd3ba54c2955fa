//! The characters above ASCII that RFC 3987 §2.2 admits: `ucschar` in every
//! component, `iprivate` in the query only.

/// `ucschar` (RFC 3987 §2.2).
pub(crate) fn is_ucschar(c: char) -> bool {
    let c = u32::from(c);
    matches!(c, 0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF)
        || (0x10000..=0xEFFFD).contains(&c)
            && c & 0xFFFF <= 0xFFFD
            && !(0xE0000..0xE1000).contains(&c)
}

/// `iprivate` (RFC 3987 §2.2).
pub(crate) fn is_iprivate(c: char) -> bool {
    matches!(u32::from(c), 0xE000..=0xF8FF | 0xF0000..=0xFFFFD | 0x100000..=0x10FFFD)
}
