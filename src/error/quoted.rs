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
            Some(Quick::Escaped(c)) => {
                out.write_str("'\\u{")?;
                write_hex(out, u32::from(c))?;
                out.write_str("}'")
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
        if written_as_is(c) {
            Some(Quick::AsIs(c))
        } else if escaped_by_debug(c) {
            Some(Quick::Escaped(c))
        } else {
            None
        }
    }
}

/// Writes `n` in lower-case hexadecimal digits, without leading zeros, as
/// `\u{…}` holds them.
fn write_hex(out: &mut impl fmt::Write, n: u32) -> fmt::Result {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    // A character is at most 0x10FFFF: six digits.
    let mut digits = 1;
    while digits < 6 && n >> (4 * digits) != 0 {
        digits += 1;
    }
    for place in (0..digits).rev() {
        let digit = DIGITS.get(((n >> (4 * place)) & 0xF) as usize).copied();
        out.write_char(char::from(digit.unwrap_or(b'0')))?;
    }
    Ok(())
}

/// A character written without `Debug`.
enum Quick {
    /// Printable ASCII, quoted, from the table.
    Table(&'static str),
    /// A character above ASCII that `Debug` writes as it is, to quote.
    AsIs(char),
    /// A character that `Debug` writes as `'\u{…}'`.
    Escaped(char),
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
        | '\u{fffc}'..='\u{fffd}'    // object replacement, replacement character
        | '\u{1f600}'..='\u{1f64f}'  // emoticons
    )
}

/// Whether `c` is one that `Debug` writes escaped, as `'\u{…}'`: the C1
/// controls, invisible formatting characters, the private-use planes and
/// ranges, and the noncharacters, none of which any Unicode version makes
/// printable (`tests` checks each against `Debug`). Looked up in `Debug`'s
/// tables, each cost a refusal that names it more than the rest of its
/// message.
fn escaped_by_debug(c: char) -> bool {
    matches!(c,
        '\u{80}'..='\u{a0}'          // C1 controls, no-break space
        | '\u{ad}'                    // soft hyphen
        | '\u{200b}'..='\u{200f}'    // zero-width and directional marks
        | '\u{2028}'..='\u{202e}'    // separators, bidirectional embedding
        | '\u{2060}'..='\u{2064}'    // word joiner, invisible operators
        | '\u{feff}'                  // zero-width no-break space
        | '\u{e000}'..='\u{f8ff}'    // private use area
        | '\u{fdd0}'..='\u{fdef}'    // noncharacters
        | '\u{f0000}'..='\u{10ffff}' // supplementary private use planes
    ) || u32::from(c) & 0xFFFE == 0xFFFE // the last two of every plane
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

    /// How many characters above ASCII `taken` holds, each checked to be
    /// written as `Debug` writes it, and as `expected` says.
    fn taken_as(taken: fn(char) -> bool, expected: fn(char) -> String) -> usize {
        let mut count = 0;
        for c in ('\u{80}'..=char::MAX).filter(|&c| taken(c)) {
            count += 1;
            assert_eq!(format!("{c:?}"), expected(c), "{c:?}");
            assert_eq!(format!("{}", Quoted(c)), expected(c), "{c:?}");
        }
        count
    }

    /// Every character the quick path takes, against `Debug`. The blocks
    /// listed are all taken, none left out by a typo: the counts are their
    /// sizes.
    #[test]
    fn the_characters_written_as_they_are_are_those_debug_writes_so() {
        let as_is = taken_as(super::written_as_is, |c| format!("'{c}'"));
        assert_eq!(as_is, 33_942);
    }

    /// Every character the escaping path takes, against `Debug`.
    #[test]
    fn the_characters_written_escaped_are_those_debug_escapes() {
        let escaped = taken_as(super::escaped_by_debug, |c| {
            format!("'\\u{{{:x}}}'", u32::from(c))
        });
        assert_eq!(escaped, 137_586);
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
