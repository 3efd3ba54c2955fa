//! The error of a reference that does not match its grammar rule.

use std::fmt;
use std::sync::OnceLock;

/// The production an input was parsed against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Goal {
    /// `URI-reference` (§4.1): a URI or a relative reference.
    UriReference,
    /// `URI` (§3): a scheme is required.
    Uri,
    /// `absolute-URI` (§4.3): a scheme is required and a fragment refused.
    AbsoluteUri,
    /// `relative-ref` (§4.2): no scheme.
    RelativeRef,
}

impl Goal {
    /// The ABNF name of the production, as spelled in RFC 3986.
    #[must_use]
    pub fn abnf_name(self) -> &'static str {
        match self {
            Goal::UriReference => "URI-reference",
            Goal::Uri => "URI",
            Goal::AbsoluteUri => "absolute-URI",
            Goal::RelativeRef => "relative-ref",
        }
    }
}

/// Something that would have let the parse go on at the error's index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Expected {
    /// Any character of an ABNF rule, named as in RFC 3986 or RFC 5234
    /// (`pchar`, `sub-delims`, `HEXDIG`...).
    Rule(&'static str),
    /// One literal character, such as `":"` or `"]"`.
    Literal(&'static str),
    /// The end of the input: what came before is a complete reference.
    EndOfInput,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Rule(name) => f.write_str(name),
            Expected::Literal(text) => write!(f, "\"{text}\""),
            Expected::EndOfInput => f.write_str("end of input"),
        }
    }
}

/// An input that is not in the language of the rule it was parsed against.
///
/// It says where the input stops being a possible reference (the byte index
/// of the first character that no valid reference could have there), what
/// could have come there instead, in ABNF terms, and shows the input with a
/// caret under that place.
///
/// Working these out re-parses the input with pest, whose parser recurses
/// and keeps 64 KiB of stack in reserve: give a thread that parses refused
/// input about 80 KiB of stack or more. Where pest stops short (its stack
/// guard, or a call limit set with `pest::set_call_limit`), the index is the
/// furthest position at which the grammar's recognizer failed, which is
/// where the parse got furthest but is not checked against the grammar's
/// other paths, and the expectation is what the recognizer alone can tell:
/// both are then approximate.
#[derive(Debug, Clone)]
pub struct Error {
    goal: Goal,
    index: usize,
    column: usize,
    /// Worked out when first asked for: it takes a few dozen parses of the
    /// input, which a caller that only wants the verdict should not pay for.
    expected: OnceLock<Vec<Expected>>,
    input: Box<str>,
}

impl Error {
    /// An error whose expectation is worked out from the grammar when asked.
    pub(crate) fn new(goal: Goal, input: &str, index: usize) -> Self {
        Self::with_expected(goal, input, index, OnceLock::new())
    }

    /// An error whose expectation is already known.
    pub(crate) fn expecting(
        goal: Goal,
        input: &str,
        index: usize,
        expected: Vec<Expected>,
    ) -> Self {
        Self::with_expected(goal, input, index, OnceLock::from(expected))
    }

    fn with_expected(
        goal: Goal,
        input: &str,
        index: usize,
        expected: OnceLock<Vec<Expected>>,
    ) -> Self {
        let column = input
            .get(..index)
            .map_or(0, |before| before.chars().count())
            + 1;
        Error {
            goal,
            index,
            column,
            expected,
            input: input.into(),
        }
    }

    /// The production the input was parsed against.
    #[must_use]
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The byte index where the input went wrong; equal to the input's length
    /// when it ended too early.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The 1-based column (in characters) of [`Error::index`].
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }

    /// What could have come at [`Error::index`] instead, in ABNF terms.
    #[must_use]
    pub fn expected(&self) -> &[Expected] {
        self.expected.get_or_init(|| {
            let before = self.input.get(..self.index).unwrap_or_default();
            crate::expect::expected(self.goal, before)
        })
    }

    /// The expectation as one phrase: `h16, ":" or "]"`.
    #[must_use]
    pub fn expected_text(&self) -> String {
        let names: Vec<String> = self.expected().iter().map(ToString::to_string).collect();
        match names.split_last() {
            None => "nothing more".to_owned(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        }
    }

    /// The input that was refused.
    #[must_use]
    pub fn input(&self) -> &str {
        &self.input
    }

    /// The one-line message, without the caret diagram:
    /// `invalid URI-reference at index 10: expected pchar, "/" or end of input`.
    #[must_use]
    pub fn message(&self) -> String {
        let found = match self
            .input
            .get(self.index..)
            .and_then(|rest| rest.chars().next())
        {
            Some(c) => format!("found {:?}", c),
            None => "found end of input".to_owned(),
        };
        format!(
            "invalid {} at index {} (column {}): expected {}, {found}",
            self.goal.abnf_name(),
            self.index,
            self.column,
            self.expected_text(),
        )
    }
}

impl fmt::Display for Error {
    /// The message, then the input (a window of it around the error when it
    /// is long, control characters escaped) with a caret under the error.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (line, caret) = window(&self.input, self.index);
        write!(f, "{}\n  {line}\n  {}^", self.message(), " ".repeat(caret))
    }
}

impl PartialEq for Error {
    /// Two errors are equal when they say the same thing, whether or not
    /// their expectations have been worked out yet.
    fn eq(&self, other: &Self) -> bool {
        (self.goal, self.index, &self.input) == (other.goal, other.index, &other.input)
            && self.expected() == other.expected()
    }
}

impl Eq for Error {}

impl std::error::Error for Error {}

/// How many characters of context the diagram shows on each side.
const CONTEXT: usize = 40;

/// The line to show for `input` and the caret's offset in it, in characters.
fn window(input: &str, index: usize) -> (String, usize) {
    let (before, after) = input.split_at(input.floor_char_boundary(index));
    let mut line = String::new();
    let shown_before: Vec<char> = before.chars().rev().take(CONTEXT + 1).collect();
    if shown_before.len() > CONTEXT {
        line.push('…');
    }
    for &c in shown_before.iter().take(CONTEXT).rev() {
        push_visible(&mut line, c);
    }
    let caret = line.chars().count();
    let mut chars = after.chars();
    for c in chars.by_ref().take(CONTEXT) {
        push_visible(&mut line, c);
    }
    if chars.next().is_some() {
        line.push('…');
    }
    (line, caret)
}

/// Control characters would move or hide the caret: show them escaped.
fn push_visible(line: &mut String, c: char) {
    if c.is_control() {
        line.extend(c.escape_default());
    } else {
        line.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::window;

    #[test]
    fn the_caret_stays_under_the_character_after_escapes() {
        assert_eq!(window("a\tb", 2), ("a\\tb".to_owned(), 3));
        assert_eq!(window("ab", 2), ("ab".to_owned(), 2));
        let long = "x".repeat(100);
        let (line, caret) = window(&long, 50);
        assert_eq!(caret, 41);
        assert!(line.starts_with('…') && line.ends_with('…'));
    }
}
