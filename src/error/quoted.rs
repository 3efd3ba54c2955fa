//! A character named in a message as `{:?}` names it (`' '`, `'\''`,
//! `'\u{202e}'`). The printable ASCII ones, the common case, come whole
//! from a table: a refusal's message and its hint each name the character
//! they stop at, and `Debug`'s escaping machinery cost more than the rest
//! of the piece. So do the letters of the common scripts, which `Debug`
//! writes as they are after a lookup in its tables of printable characters
//! that cost more than the whole message around them.

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
        match self.quick() {
            Some(Quick::Table(quoted)) => out.write_str(quoted),
            Some(Quick::AsIs(c)) => {
                out.write_char('\'')?;
                out.write_char(c)?;
                out.write_char('\'')
            }
            None => write!(out, "{:?}", self.0),
        }
    }

    /// How the character is written without `Debug`, if it can be.
    fn quick(&self) -> Option<Quick> {
        let c = self.0;
        // `Debug` escapes only the quote and the backslash among the
        // printable ASCII characters.
        if (c.is_ascii_graphic() || c == ' ') && c != '\'' && c != '\\' {
            return u8::try_from(c).ok().and_then(quoted).map(Quick::Table);
        }
        written_as_is(c).then_some(Quick::AsIs(c))
    }
}

/// A character written without `Debug`.
enum Quick {
    /// Printable ASCII, quoted, from the table.
    Table(&'static str),
    /// A character above ASCII that `Debug` writes as it is, to quote.
    AsIs(char),
}

/// Whether `c`, above ASCII, is one that `Debug` writes as it is: a
/// printable character that extends no grapheme, in blocks whose every
/// character has been assigned and printable since long before the oldest
/// toolchain the crate builds with (`tests` checks each against `Debug`).
/// Letters and punctuation of the common scripts; any other character
/// goes to `Debug`.
fn written_as_is(c: char) -> bool {
    matches!(c,
        '\u{a1}'..='\u{ac}'          // Latin-1 punctuation (the soft hyphen after)
        | '\u{ae}'..='\u{2ff}'       // Latin-1 letters, Latin Extended-A and -B, IPA
        | '\u{391}'..='\u{3a1}'      // Greek
        | '\u{3a3}'..='\u{3ff}'
        | '\u{400}'..='\u{482}'      // Cyrillic
        | '\u{48a}'..='\u{52f}'
        | '\u{5d0}'..='\u{5ea}'      // Hebrew letters
        | '\u{620}'..='\u{64a}'      // Arabic letters
        | '\u{905}'..='\u{939}'      // Devanagari letters
        | '\u{e01}'..='\u{e30}'      // Thai letters
        | '\u{2010}'..='\u{2027}'    // general punctuation, before the separators
        | '\u{2030}'..='\u{205e}'
        | '\u{20a0}'..='\u{20bf}'    // currency signs
        | '\u{2190}'..='\u{21ff}'    // arrows
        | '\u{3001}'..='\u{3029}'    // CJK punctuation
        | '\u{3041}'..='\u{3096}'    // Hiragana
        | '\u{30a1}'..='\u{30fa}'    // Katakana
        | '\u{4e00}'..='\u{9fef}'    // CJK unified ideographs (Unicode 11)
        | '\u{ac00}'..='\u{d7a3}'    // Hangul syllables
        | '\u{ff01}'..='\u{ff60}'    // fullwidth forms
        | '\u{1f600}'..='\u{1f64f}'  // emoticons
    )
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

    /// Every character the quick path takes, against `Debug`.
    #[test]
    fn the_characters_written_as_they_are_are_those_debug_writes_so() {
        let mut taken = 0;
        for c in '\u{80}'..=char::MAX {
            if super::written_as_is(c) {
                taken += 1;
                assert_eq!(format!("{}", Quoted(c)), format!("{c:?}"), "{c:?}");
                assert_eq!(format!("{c:?}"), format!("'{c}'"), "{c:?}");
            }
        }
        // The blocks listed are all taken: none left out by a typo.
        assert_eq!(taken, 33_940);
    }

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
            '\u{a0}',
            '\u{ad}',
            '\u{300}',
            '\u{2028}',
            '\u{e31}',
            '\u{1f650}',
        ];
        for c in ('\0'..='\u{ff}').chain(others) {
            assert_eq!(format!("{}", Quoted(c)), format!("{c:?}"));
            let mut text = String::new();
            assert!(Quoted(c).write_to(&mut text).is_ok());
            assert_eq!(text, format!("{c:?}"));
        }
    }
}
