//! The diagram of RFC 3986 §3: the reference, each component marked beneath
//! it, and the components' names beneath the marks.
//!
//! ```text
//! foo://example.com:8042/over/there?name=ferret#nose
//! \_/   \______________/\_________/ \_________/ \__/
//! scheme    authority      path        query    fragment
//! ```

use rfc3986::Error;
use unicode_width::UnicodeWidthStr;

use crate::caret::push_shown;
use crate::spans::Span;

/// The lines of the diagram of `text`, whose components are `spans`; none
/// for an empty text, which has nothing to mark.
///
/// Columns are terminal columns: a valid URI reference is ASCII, one column
/// a byte, and an IRI reference may hold wide characters (two columns) and
/// combining marks (none).
pub fn lines(text: &str, spans: &[Span]) -> Vec<String> {
    if text.is_empty() {
        return Vec::new();
    }
    // The text as it is shown: a bidirectional formatting or invisible
    // character escaped, as in the caret diagram of an error. Only a text
    // that has one is written again to be measured.
    let escapes = text.chars().any(Error::shows_escaped);
    let column = |byte: usize| {
        text.get(..byte).map_or(byte, |before| match escapes {
            true => UnicodeWidthStr::width(shown(before).as_str()),
            false => UnicodeWidthStr::width(before),
        })
    };
    let mut marks = String::new();
    let mut labels = Labels::default();
    for span in spans.iter().filter(|span| !span.range.is_empty()) {
        let start = column(span.range.start);
        let width = column(span.range.end).saturating_sub(start);
        pad_to(&mut marks, start);
        marks.push_str(&mark(width));
        labels.place(span.name, start, width);
    }
    let line = if escapes {
        shown(text)
    } else {
        text.to_owned()
    };
    let mut lines = vec![line, marks];
    lines.extend(labels.rows);
    lines
}

/// `text` with the characters that would reorder the line or hide a
/// column on a terminal escaped (`\u{202e}`).
fn shown(text: &str) -> String {
    let mut line = String::with_capacity(text.len());
    for c in text.chars() {
        push_shown(&mut line, c);
    }
    line
}

/// The mark under a component of `width` characters: `|`, `\/`, `\__/`...
fn mark(width: usize) -> String {
    match width {
        0 => String::new(),
        1 => "|".to_owned(),
        _ => format!("\\{}/", "_".repeat(width - 2)),
    }
}

/// Rows of labels, each label on the first row where it does not touch the
/// labels already there.
#[derive(Default)]
struct Labels {
    rows: Vec<String>,
}

impl Labels {
    /// Places `label` under the mark at `start` of `width` characters:
    /// centred on it when it is narrower than the mark, else starting with it
    /// (so that a short component's long name does not drift left of it).
    fn place(&mut self, label: &str, start: usize, width: usize) {
        let at = if label.len() < width {
            start + width / 2 - label.len() / 2
        } else {
            start
        };
        let row = match self
            .rows
            .iter()
            .position(|row| row.is_empty() || row.len() < at)
        {
            Some(row) => row,
            None => {
                self.rows.push(String::new());
                self.rows.len() - 1
            }
        };
        if let Some(row) = self.rows.get_mut(row) {
            pad_to(row, at);
            row.push_str(label);
        }
    }
}

/// Appends spaces to `line` until it is `width` characters wide.
fn pad_to(line: &mut String, width: usize) {
    let have = line.chars().count();
    line.extend(std::iter::repeat_n(' ', width.saturating_sub(have)));
}

#[cfg(test)]
mod tests {
    use rfc3986::UriRef;

    fn diagram(text: &str) -> Vec<String> {
        let Ok(reference) = UriRef::parse(text) else {
            panic!("{text:?} should parse");
        };
        super::lines(
            text,
            &crate::spans::of(&crate::outcome::Reference::Uri(reference)),
        )
    }

    #[test]
    fn the_rfc_example_is_drawn_as_in_the_rfc() {
        assert_eq!(
            diagram("foo://example.com:8042/over/there?name=ferret#nose"),
            [
                "foo://example.com:8042/over/there?name=ferret#nose",
                "\\_/   \\______________/\\_________/ \\_________/ \\__/",
                "scheme    authority      path        query    fragment",
            ]
        );
    }

    #[test]
    fn labels_that_would_touch_go_to_another_row() {
        assert_eq!(
            diagram("a:b?c#d"),
            [
                "a:b?c#d",
                "| | | |",
                "scheme",
                "  path",
                "    query",
                "      fragment",
            ]
        );
    }

    #[test]
    fn wide_characters_take_two_columns() {
        let text = "http://例え/パス";
        let Ok(reference) = rfc3986::IriRef::parse(text) else {
            panic!("{text:?} should parse");
        };
        let lines = super::lines(
            text,
            &crate::spans::of(&crate::outcome::Reference::Iri(reference)),
        );
        assert_eq!(lines[1], r"\__/   \__/\___/");
    }

    #[test]
    fn bidi_and_invisible_characters_are_shown_escaped_and_marked_so() {
        // A right-to-left override would show the rest of the line
        // reversed, under marks that no longer fit it.
        let text = "http://a/\u{202E}b?\u{200B}";
        let Ok(reference) = rfc3986::IriRef::parse(text) else {
            panic!("{text:?} should parse");
        };
        let lines = super::lines(
            text,
            &crate::spans::of(&crate::outcome::Reference::Iri(reference)),
        );
        assert_eq!(lines[0], r"http://a/\u{202e}b?\u{200b}");
        assert_eq!(lines[1], r"\__/   |\________/ \______/");
    }

    #[test]
    fn empty_components_are_not_marked() {
        assert_eq!(
            diagram("http://h:/?#"),
            [
                "http://h:/?#",
                "\\__/   \\/|",
                "scheme authority",
                "         path"
            ]
        );
        assert!(diagram("").is_empty());
    }
}
