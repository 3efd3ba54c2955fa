//! A character named in a message as `{:?}` names it (`' '`, `'\''`,
//! `'\u{202e}'`), with printable ASCII, the common case, written without
//! the escaping machinery of `Debug`: a refusal's message and hint each
//! name the character they stop at.

use core::fmt;

/// `c` as `format!("{c:?}")` writes it.
pub(crate) struct Quoted(pub(crate) char);

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        // `Debug` escapes only the quote and the backslash among the
        // printable ASCII characters.
        if (c.is_ascii_graphic() || c == ' ') && c != '\'' && c != '\\' {
            let mut quoted = [b'\''; 3];
            quoted[1] = c as u8;
            if let Ok(text) = core::str::from_utf8(&quoted) {
                return f.write_str(text);
            }
        }
        fmt::Debug::fmt(&c, f)
    }
}

#[cfg(test)]
mod tests {
    use super::Quoted;
    use alloc::format;

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
        }
    }
}
