//! The diagram under a refused input: the input line (a window of it,
//! invisible characters escaped, bytes that are not UTF-8 written `\xFF`)
//! and a caret under where it went wrong, in terminal columns: a wide
//! character (CJK, most emoji) takes two, a combining mark none, where a
//! count of characters takes one each.
//!
//! It is drawn from the refusal's data, the input's bytes and the index,
//! not from the library's `{:#}` text. The input line is the library's:
//! the same characters are escaped ([`rfc3986::Error::shows_escaped`]),
//! which takes care of every character of no width that is not a
//! combining mark (U+00AD, U+180E, U+3164, ...). Only a combining mark,
//! which is drawn over the character before it, moves the caret back.
//!
//! No URI holds a character outside ASCII, so an input is refused at its
//! first one at the latest, and what comes before the caret is ASCII,
//! escapes and `…`: what the columns change there today is a combining
//! mark at the caret. Wide characters before the caret are counted all the
//! same, so that the caret stays right should an index ever fall after
//! one.

use std::fmt::Write as _;

use rfc3986::Error;
use unicode_width::{UnicodeWidthChar as _, UnicodeWidthStr as _};

/// How many characters (or bytes that are not UTF-8) of context the
/// diagram of bytes shows on each side, as the library's does.
const CONTEXT: usize = 40;

/// The column of the caret under the character `at` (`None` at the end),
/// after `before` is shown.
///
/// `before` and `at` are shown text, in which every character of no width
/// that is not a combining mark is escaped: a character of no width left
/// there is a combining mark (or a conjoining jamo), drawn over the one
/// before it, so the caret goes under that one.
pub fn column(before: &str, at: Option<char>) -> usize {
    if at.is_some_and(|c| c.width() == Some(0)) {
        let marks = before.trim_end_matches(|c: char| c.width() == Some(0));
        if let Some(base) = marks.chars().next_back() {
            return marks[..marks.len() - base.len_utf8()].width();
        }
    }
    before.width()
}

/// The input line and the caret line (each indented by two spaces, without
/// a final newline) for `bytes` refused at byte `index`: characters as they
/// are, control, bidirectional formatting and invisible characters escaped
/// (`\t`, `\u{202e}`), bytes that are not UTF-8 written
/// `\xFF`; a window of [`CONTEXT`] on each side, `…` marking what is left
/// out.
pub fn bytes_diagram(bytes: &[u8], index: usize) -> String {
    let (before, after) = bytes.split_at(index.min(bytes.len()));
    // A character is 4 bytes at most, so this tail holds the last
    // CONTEXT + 1 pieces even if it begins inside a character, without
    // going over a long input.
    let tail = before.len().saturating_sub((CONTEXT + 1) * 4);
    let before: Vec<Piece> = pieces(&before[tail..]).collect();
    let mut line = String::new();
    if before.len() > CONTEXT {
        Piece::Elided.push_to(&mut line);
    }
    for piece in &before[before.len().saturating_sub(CONTEXT)..] {
        piece.push_to(&mut line);
    }
    let caret_before = line.len();
    let mut after = pieces(after);
    for piece in after.by_ref().take(CONTEXT) {
        piece.push_to(&mut line);
    }
    if after.next().is_some() {
        Piece::Elided.push_to(&mut line);
    }
    let (shown, from_caret) = line.split_at(caret_before);
    let column = column(shown, from_caret.chars().next());
    format!("  {line}\n  {}^", " ".repeat(column))
}

/// One unit of the diagram of bytes.
#[derive(Clone, Copy)]
enum Piece {
    /// A character of the input.
    Char(char),
    /// A byte that is not part of UTF-8.
    Byte(u8),
    /// What the window leaves out.
    Elided,
}

impl Piece {
    /// Appends the piece as it is shown.
    fn push_to(&self, line: &mut String) {
        match *self {
            Piece::Char(c) => push_shown(line, c),
            Piece::Byte(byte) => {
                let _ = write!(line, "\\x{byte:02X}");
            }
            Piece::Elided => line.push('…'),
        }
    }
}

/// Appends `c` as a diagram shows it: escaped (`\u{202e}`) when it is a
/// control, bidirectional formatting or invisible character, by the
/// library's rule for its own diagram.
pub fn push_shown(line: &mut String, c: char) {
    if Error::shows_escaped(c) {
        line.extend(c.escape_default());
    } else {
        line.push(c);
    }
}

/// The characters of `bytes`, and its bytes that are not UTF-8 one by one.
fn pieces(bytes: &[u8]) -> impl Iterator<Item = Piece> + '_ {
    bytes.utf8_chunks().flat_map(|chunk| {
        let chars = chunk.valid().chars().map(Piece::Char);
        chars.chain(chunk.invalid().iter().copied().map(Piece::Byte))
    })
}

#[cfg(test)]
mod tests {
    use super::{bytes_diagram, column};

    #[test]
    fn wide_characters_take_two_columns_and_marks_none() {
        assert_eq!(column("ab", Some('c')), 2);
        assert_eq!(column("日本", Some('x')), 4);
        assert_eq!(column("a😀", None), 3);
        // "e" and a combining acute accent: one column.
        assert_eq!(column("e\u{301}/", Some('x')), 2);
        // A tab is shown escaped, two characters.
        assert_eq!(column("a\\tb", Some('c')), 4);
    }

    #[test]
    fn a_mark_at_the_caret_is_under_the_character_it_is_drawn_on() {
        assert_eq!(column("ab", Some('\u{301}')), 1);
        assert_eq!(column("a日", Some('\u{301}')), 1);
        assert_eq!(column("ab\u{300}", Some('\u{301}')), 1);
        assert_eq!(column("", Some('\u{301}')), 0);
    }

    #[test]
    fn invisible_characters_that_are_not_marks_are_escaped_and_take_their_columns() {
        // Refused at the character: the caret under its backslash, the
        // second column, as the message's "column 2" says.
        for (c, shown) in [
            ('\u{AD}', r"\u{ad}"),
            ('\u{180E}', r"\u{180e}"),
            ('\u{3164}', r"\u{3164}"),
            ('\u{2028}', r"\u{2028}"),
            ('\u{2029}', r"\u{2029}"),
        ] {
            let input = format!("a{c}b");
            assert_eq!(
                bytes_diagram(input.as_bytes(), 1),
                format!("  a{shown}b\n   ^"),
                "{c:?}"
            );
            // After it: past the whole escape.
            let input = format!("a{c} ");
            assert_eq!(
                bytes_diagram(input.as_bytes(), 1 + c.len_utf8()),
                format!("  a{shown} \n   {}^", " ".repeat(shown.len())),
                "{c:?}"
            );
        }
    }

    #[test]
    fn the_diagram_of_bytes_escapes_and_counts_columns() {
        assert_eq!(bytes_diagram(b"a\tb\xffc", 3), "  a\\tb\\xFFc\n      ^");
        assert_eq!(
            bytes_diagram("日本\u{301}x".as_bytes(), 0),
            "  日本\u{301}x\n  ^"
        );
        // Wide characters and marks before the caret, should an index ever
        // fall after them.
        let wide = "日😀e\u{301}\t".as_bytes();
        assert_eq!(
            bytes_diagram(&[wide, b"\xff"].concat(), wide.len()),
            "  日😀e\u{301}\\t\\xFF\n         ^"
        );
        assert_eq!(bytes_diagram(b"", 0), "  \n  ^");
    }

    #[test]
    fn the_diagram_of_bytes_escapes_what_the_library_escapes() {
        // Refused at the space, every character after it is in the window
        // of both diagrams.
        for c in ('\0'..='\u{FFFF}').chain(['\u{E0001}', '\u{10FFFF}']) {
            let input = format!("a b{c}");
            let rendered = match rfc3986::UriRef::parse(&input) {
                Err(error) => format!("{error:#}"),
                Ok(_) => panic!("{input:?} is refused"),
            };
            let library = rendered.lines().nth(1).unwrap_or_default();
            let ours = bytes_diagram(input.as_bytes(), 1);
            assert_eq!(ours.lines().next(), Some(library), "{c:?}");
        }
    }

    #[test]
    fn the_diagram_of_bytes_is_a_window_of_a_long_input() {
        let long = [b"x".repeat(100), b"\xff".to_vec(), b"y".repeat(100)].concat();
        let diagram = bytes_diagram(&long, 100);
        let (line, caret) = diagram.split_once('\n').unwrap_or_default();
        assert_eq!(
            line,
            format!("  …{}\\xFF{}…", "x".repeat(40), "y".repeat(39))
        );
        assert_eq!(caret, format!("  {}^", " ".repeat(41)));
    }
}
