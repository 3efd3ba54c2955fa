//! Characters named in messages between quotes: a character as `{:?}`
//! names it (`' '`, `'\''`, `'\u{202e}'`), and an expected literal between
//! double quotes (`"/"`). The ASCII ones, the common case, come whole from
//! a table: a refusal's message names the character it stops at, and its
//! expectation a few literals, and building each (`Debug`'s escaping, or a
//! check that three bytes are UTF-8) cost more than the rest of the piece.

use core::fmt;

/// Each ASCII byte `b` between two `quote`s, at `3 * b`.
const fn between(quote: u8) -> [u8; 384] {
    let mut table = [quote; 384];
    let mut b = 0;
    while b < 128 {
        table[3 * b + 1] = b as u8;
        b += 1;
    }
    table
}

/// [`between`] as text, checked once, at compile time.
const fn as_text(table: &'static [u8; 384]) -> &'static str {
    match core::str::from_utf8(table) {
        Ok(text) => text,
        // Never: every byte is ASCII. An empty table makes every lookup
        // fall back to writing the pieces.
        Err(_) => "",
    }
}

/// Each ASCII character between single quotes.
const SINGLE: &str = as_text(&between(b'\''));

/// Each ASCII character between double quotes.
const DOUBLE: &str = as_text(&between(b'"'));

/// The entry of `b` in `table`, if `b` is ASCII.
fn entry(table: &'static str, b: u8) -> Option<&'static str> {
    let at = usize::from(b) * 3;
    table.get(at..at + 3)
}

/// `"` + `text` + `"`, written in one piece when `text` is one ASCII
/// character.
pub(crate) fn write_double_quoted(out: &mut impl fmt::Write, text: &str) -> fmt::Result {
    if let &[b] = text.as_bytes() {
        if let Some(quoted) = entry(DOUBLE, b) {
            return out.write_str(quoted);
        }
    }
    out.write_char('"')?;
    out.write_str(text)?;
    out.write_char('"')
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
            if let Some(quoted) = u8::try_from(c).ok().and_then(|b| entry(SINGLE, b)) {
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
    use super::{Quoted, write_double_quoted};
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

    #[test]
    fn every_literal_is_written_between_double_quotes() {
        let others = ["", "ab", "é", "日", "\u{7f}\u{80}"];
        let ascii: alloc::vec::Vec<String> = ('\0'..='\u{7f}').map(String::from).collect();
        for text in ascii.iter().map(String::as_str).chain(others) {
            let mut out = String::new();
            assert!(write_double_quoted(&mut out, text).is_ok());
            assert_eq!(out, format!("\"{text}\""));
        }
    }
}
