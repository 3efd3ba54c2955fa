//! A character named in a message as `{:?}` names it (`' '`, `'\''`,
//! `'\u{202e}'`). The printable ASCII ones, the common case, come whole
//! from a table: a refusal's message and its hint each name the character
//! they stop at, and `Debug`'s escaping machinery cost more than the rest
//! of the piece.

use core::fmt;

/// Each ASCII byte `b` between single quotes, at `3 * b`.
const fn quoted_ascii() -> [u8; 384] {
    let mut table = [b'\''; 384];
    let mut b = 0;
    while b < 128 {
        table[3 * b + 1] = b as u8;
        b += 1;
    }
    table
}

/// [`quoted_ascii`] as text, checked once, at compile time.
const QUOTED: &str = match core::str::from_utf8(&quoted_ascii()) {
    Ok(text) => text,
    // Never: every byte is ASCII. An empty table would send every
    // character to `Debug`.
    Err(_) => "",
};

/// `b` between single quotes, if `b` is ASCII.
fn quoted(b: u8) -> Option<&'static str> {
    let at = usize::from(b) * 3;
    QUOTED.get(at..at + 3)
}

/// `c` as `format!("{c:?}")` writes it.
pub(crate) struct Quoted(pub(crate) char);

impl Quoted {
    /// Writes what `Display` writes to `out`, without a `Formatter` in
    /// between for printable ASCII.
    pub(crate) fn write_to(&self, out: &mut impl fmt::Write) -> fmt::Result {
        let c = self.0;
        // `Debug` escapes only the quote and the backslash among the
        // printable ASCII characters.
        if (c.is_ascii_graphic() || c == ' ') && c != '\'' && c != '\\' {
            if let Some(quoted) = u8::try_from(c).ok().and_then(quoted) {
                return out.write_str(quoted);
            }
        }
        write!(out, "{c:?}")
    }
}

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

#[cfg(test)]
mod tests {
    use super::Quoted;
    use alloc::format;
    use alloc::string::String;

    #[test]
    fn every_character_is_written_as_debug_writes_it() {
        let others = [
            'é',
            '日',
            '\u{202e}',
            '\u{200b}',
            '\u{301}',
            '\u{fffd}',
            '\u{10ffff}',
        ];
        for c in ('\0'..='\u{ff}').chain(others) {
            assert_eq!(format!("{}", Quoted(c)), format!("{c:?}"));
            let mut text = String::new();
            assert!(Quoted(c).write_to(&mut text).is_ok());
            assert_eq!(text, format!("{c:?}"));
        }
    }
}
