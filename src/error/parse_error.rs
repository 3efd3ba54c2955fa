//! The error of a reference that does not match its grammar rule: where,
//! what was expected (worked out by the diagnosis when first asked for), and
//! how to show it.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::compiled::automaton::Stop;
use crate::compiled::goal::Goal;
use crate::error::diagnosis;
use crate::error::expected::Expected;
use crate::error::hint::{self, Hint};
use crate::error::quoted::Quoted;
use crate::text::bidi::is_bidi_control;
use crate::text::boundary::floor_char_boundary;

/// An input that is not in the language of the rule it was parsed against.
///
/// It says where the input stops being a possible reference (the byte index
/// of the first character that no valid reference could have there) and
/// what could have come there instead, in ABNF terms. `Display` writes one
/// line; `{:#}` also shows the input with a caret under that place.
///
/// Both come from the automaton of the goal (generated from the grammar
/// into `src/automaton/generated.rs`): the index in one pass over the input
/// when it is refused (or, where every accepting state entered on the
/// last byte of the recognizer's match goes dead on the same byte after
/// it, that place, without the pass),
/// the expectation from the state the automaton stopped in (or from a run
/// over the text before the index), kept in the error and named when first
/// asked for. Neither recurses nor allocates beyond the error itself,
/// whatever the input.
///
/// ```
/// let error = rfc3986::UriRef::parse("http://h/a b").unwrap_err();
/// assert_eq!(error.index(), 10);
/// assert_eq!(error.expected_text(), r##"pchar, "/", "?", "#" or end of input"##);
/// let diagram = format!("{error:#}");
/// assert!(diagram.contains("\n  http://h/a b\n            ^\n  hint: "));
/// ```
#[derive(Clone)]
pub struct Error {
    goal: Goal,
    index: usize,
    /// Worked out when first asked for: a caller that only wants the
    /// verdict does not pay for it.
    expected: Expectation,
    /// What the expectation follows from.
    source: Source,
    input: Box<str>,
}

/// Where an error's expectation comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    /// The state of the goal's automaton at the index, which the diagnosis
    /// kept: no other pass over the input is needed.
    State(u16),
    /// The prefix before the index, run through the automaton again.
    Prefix,
    /// Given at construction, not worked out from the grammar.
    Given,
}

/// The expectation of an error: with `std`, worked out when first asked
/// for and kept in a `OnceLock`.
#[cfg(feature = "std")]
type Expectation = std::sync::OnceLock<Vec<Expected>>;

/// The expectation of an error: without `std` there is no lock to keep a
/// late answer in, so it is worked out with the error.
#[cfg(not(feature = "std"))]
#[derive(Clone)]
struct Expectation(Vec<Expected>);

#[cfg(not(feature = "std"))]
impl Expectation {
    fn get(&self) -> Option<&Vec<Expected>> {
        Some(&self.0)
    }

    fn get_or_init(&self, _: impl FnOnce() -> Vec<Expected>) -> &Vec<Expected> {
        &self.0
    }
}

/// What `source` says was expected at `index` in `input`, parsed as `goal`.
fn work_out(goal: Goal, input: &str, index: usize, source: Source) -> Vec<Expected> {
    match source {
        Source::State(state) => diagnosis::expected_at(goal, state),
        // A given expectation is set at construction; this is the
        // prefix's, should it ever be missing.
        Source::Prefix | Source::Given => {
            let before = input.get(..index).unwrap_or_default();
            diagnosis::expected(goal, before)
        }
    }
}

impl Error {
    /// An error whose expectation is worked out from the input before the
    /// index when asked.
    pub(crate) fn new(goal: Goal, input: &str, index: usize) -> Self {
        Self::with(goal, input, index, None, Source::Prefix)
    }

    /// The error the diagnosis located: its expectation is read from the
    /// automaton's state there when asked.
    pub(crate) fn located(goal: Goal, input: &str, stop: Stop) -> Self {
        Self::with(goal, input, stop.index, None, Source::State(stop.state))
    }

    /// An error whose expectation is already known.
    pub(crate) fn expecting(
        goal: Goal,
        input: &str,
        index: usize,
        expected: Vec<Expected>,
    ) -> Self {
        Self::with(goal, input, index, Some(expected), Source::Given)
    }

    fn with(
        goal: Goal,
        input: &str,
        index: usize,
        given: Option<Vec<Expected>>,
        source: Source,
    ) -> Self {
        #[cfg(feature = "std")]
        let expected = given.map_or_else(Expectation::new, Expectation::from);
        #[cfg(not(feature = "std"))]
        let expected = Expectation(given.unwrap_or_else(|| work_out(goal, input, index, source)));
        Error {
            goal,
            index,
            expected,
            source,
            input: input.into(),
        }
    }

    /// The production the input was parsed against.
    ///
    /// ```
    /// use rfc3986::{Goal, RelativeRef, Uri};
    ///
    /// assert_eq!(Uri::parse("../g").unwrap_err().goal(), Goal::Uri);
    /// assert_eq!(RelativeRef::parse("a b").unwrap_err().goal(), Goal::RelativeRef);
    /// ```
    #[must_use]
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The byte index where the input went wrong; equal to the input's length
    /// when it ended too early.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("http://h/a b").unwrap_err().index(), 10); // the space
    /// assert_eq!(UriRef::parse("http://[::1").unwrap_err().index(), 11); // no "]"
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The 1-based column (in characters) of [`Error::index`]. Counted
    /// when asked for, so that a caller that wants only the verdict or the
    /// index does not pay for it.
    ///
    /// ```
    /// let error = rfc3986::UriRef::parse("http://h/a b").unwrap_err();
    /// assert_eq!((error.index(), error.column()), (10, 11));
    /// ```
    #[must_use]
    pub fn column(&self) -> usize {
        self.input
            .get(..self.index)
            .map_or(0, |before| before.chars().count())
            + 1
    }

    /// What could have come at [`Error::index`] instead, in ABNF terms.
    ///
    /// ```
    /// use rfc3986::{Expected, UriRef};
    ///
    /// let error = UriRef::parse("http://[::1").unwrap_err();
    /// assert_eq!(error.expected(), [
    ///     Expected::Rule("HEXDIG"),
    ///     Expected::Literal("."),
    ///     Expected::Literal(":"),
    ///     Expected::Literal("]"),
    /// ]);
    /// ```
    #[must_use]
    pub fn expected(&self) -> &[Expected] {
        self.expected
            .get_or_init(|| work_out(self.goal, &self.input, self.index, self.source))
    }

    /// The expectation as one phrase, the last two joined by "or".
    ///
    /// ```
    /// let error = rfc3986::UriRef::parse("http://[::1").unwrap_err();
    /// assert_eq!(error.expected_text(), r#"HEXDIG, ".", ":" or "]""#);
    /// ```
    #[must_use]
    pub fn expected_text(&self) -> String {
        let mut text = String::with_capacity(64);
        self.push_expected_text(&mut text);
        text
    }

    /// Appends [`Error::expected_text`] to `out`, piece by piece rather
    /// than through `fmt`: on a short input this phrase is a good part of
    /// what a refusal costs.
    fn push_expected_text(&self, out: &mut String) {
        let Some((last, rest)) = self.expected().split_last() else {
            out.push_str("nothing more");
            return;
        };
        for (i, expected) in rest.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            expected.push_to(out);
        }
        if !rest.is_empty() {
            out.push_str(" or ");
        }
        last.push_to(out);
    }

    /// The common mistake that probably made the input wrong, and what to
    /// write instead, when it is one the crate recognizes: a space to
    /// percent-encode, a port with letters in it, an IPv6 address without
    /// brackets... See [`Hint`].
    ///
    /// ```
    /// use rfc3986::{Hint, UriRef};
    ///
    /// assert_eq!(UriRef::parse("http://h:8o/").unwrap_err().hint(), Some(Hint::PortNotDigits));
    /// assert_eq!(UriRef::parse("http://[::1").unwrap_err().hint(), None);
    /// ```
    #[must_use]
    pub fn hint(&self) -> Option<Hint> {
        hint::hint(self.goal, &self.input, self.index)
    }

    /// Whether the alternate form of `Display` (`{:#}`) shows `c` escaped,
    /// as `\u{…}`, in the input line of its diagram: a control character,
    /// a line or paragraph separator, a bidirectional formatting character,
    /// or an invisible one that is not a combining mark (U+00AD, U+200B,
    /// U+3164, …). A tool that draws its own diagram of an input uses it
    /// to show the same line, so that its caret lines up.
    ///
    /// ```
    /// use rfc3986::Error;
    /// assert!(Error::shows_escaped('\u{202E}'));
    /// assert!(Error::shows_escaped('\u{2028}'));
    /// assert!(!Error::shows_escaped('é'));
    /// ```
    #[must_use]
    pub fn shows_escaped(c: char) -> bool {
        shown_escaped(c)
    }

    /// The input that was refused.
    ///
    /// ```
    /// let error = rfc3986::Uri::parse("no scheme").unwrap_err();
    /// assert_eq!(error.input(), "no scheme");
    /// ```
    #[must_use]
    pub fn input(&self) -> &str {
        &self.input
    }

    /// The one-line message, without the caret diagram:
    /// `invalid URI-reference at index 10 (column 11): expected pchar, "/", "?", "#" or end
    /// of input, found ' '`.
    ///
    /// ```
    /// let error = rfc3986::Uri::parse("g").unwrap_err();
    /// assert_eq!(
    ///     error.message(),
    ///     r#"invalid URI at index 1 (column 2): expected ALPHA, DIGIT, "-", ".", "+" or ":", found end of input"#
    /// );
    /// ```
    #[must_use]
    pub fn message(&self) -> String {
        // Piece by piece, without `write!`: its machinery was half of what
        // writing the message cost.
        let mut out = String::with_capacity(128);
        out.push_str("invalid ");
        out.push_str(self.goal.abnf_name());
        out.push_str(" at index ");
        push_decimal(&mut out, self.index);
        out.push_str(" (column ");
        push_decimal(&mut out, self.column());
        out.push_str("): expected ");
        self.push_expected_text(&mut out);
        match self
            .input
            .get(self.index..)
            .and_then(|rest| rest.chars().next())
        {
            Some(c) => {
                out.push_str(", found ");
                // Writing to a `String` cannot fail.
                let _ = Quoted(c).write_to(&mut out);
            }
            None => out.push_str(", found end of input"),
        }
        out
    }
}

impl fmt::Display for Error {
    /// One line, [`Error::message`], fit for a log:
    /// `invalid URI-reference at index 10 (column 11): expected pchar, "/",
    /// "?", "#" or end of input, found ' '`.
    ///
    /// The alternate form, `{:#}`, adds lines for a person at a terminal:
    /// the input (a window of it around the error when it is long, control,
    /// bidirectional formatting and invisible characters escaped as
    /// `\u{202e}`, so that a terminal neither reorders the line nor hides
    /// a column), a caret under the error, and the [`Hint`] when
    /// there is one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Built as a `String`, then written in one piece: written piece by
        // piece through the `Formatter`, each piece a dynamic call, it cost
        // more than the allocation.
        f.write_str(&self.message())?;
        if f.alternate() {
            let (line, caret) = window(&self.input, self.index);
            write!(f, "\n  {line}\n  {}^", " ".repeat(caret))?;
            if let Some(hint) = self.hint() {
                write!(f, "\n  hint: {hint}")?;
            }
        }
        Ok(())
    }
}

impl Error {
    /// The expectation given at construction, if it was.
    fn fixed_expectation(&self) -> Option<&[Expected]> {
        if self.source == Source::Given {
            self.expected.get().map(Vec::as_slice)
        } else {
            None
        }
    }
}

impl PartialEq for Error {
    /// Two errors are equal when they refuse the same input as the same
    /// production at the same index: the expectation follows from those,
    /// so it is not worked out to compare. (An error whose expectation was
    /// given rather than worked out, which only a disagreement between the
    /// grammar and a host conversion makes, equals only one that was given
    /// the same.)
    fn eq(&self, other: &Self) -> bool {
        (self.goal, self.index, &self.input) == (other.goal, other.index, &other.input)
            && self.fixed_expectation() == other.fixed_expectation()
    }
}

impl fmt::Debug for Error {
    /// The goal, the index and the input; not the expectation, which
    /// [`Error::expected`] works out.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("goal", &self.goal)
            .field("index", &self.index)
            .field("input", &self.input)
            .finish_non_exhaustive()
    }
}

impl Eq for Error {}

impl core::error::Error for Error {}

/// Appends `n` in decimal, as `{}` writes it.
fn push_decimal(out: &mut String, mut n: usize) {
    // Twenty digits hold any `u64`, so any `usize` up to 64 bits.
    let mut digits = [b'0'; 20];
    let mut start = digits.len();
    while let Some(slot) = start.checked_sub(1).and_then(|at| digits.get_mut(at)) {
        // A remainder by ten is below 10: no truncation.
        *slot = b'0' + (n % 10) as u8;
        start -= 1;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(
        digits
            .get(start..)
            .unwrap_or_default()
            .iter()
            .map(|&d| char::from(d)),
    );
}

/// How many characters of context the diagram shows on each side.
const CONTEXT: usize = 40;

/// The line to show for `input` and the caret's offset in it, in characters.
fn window(input: &str, index: usize) -> (String, usize) {
    let (before, after) = input.split_at(floor_char_boundary(input, index));
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

/// Characters that would move or hide the caret, or reorder the line on a
/// terminal, are shown escaped (`\u{202e}`): see [`shown_escaped`].
fn push_visible(line: &mut String, c: char) {
    if shown_escaped(c) {
        line.extend(c.escape_default());
    } else {
        line.push(c);
    }
}

/// Whether the caret diagram shows `c` escaped: a control character or a
/// line or paragraph separator (U+2028, U+2029), which a terminal may
/// take for the end of the line; a bidirectional formatting character
/// ([`is_bidi_control`]), which makes a terminal show what follows in
/// another order, so that the caret no longer points at the character it
/// names; or a default-ignorable character that is not a combining mark
/// (U+00AD, U+115F, U+1160, U+180E, U+200B to U+200D, U+2060 to U+206F,
/// U+3164, U+FEFF, U+FFA0, U+FFF0 to U+FFF8, U+1BCA0 to U+1BCA3,
/// U+1D173 to U+1D17A, U+E0000 to U+E0FFF but the variation selectors
/// U+E0100 to U+E01EF), which terminals show
/// as nothing, a blank or a column of their own as they please, so that
/// the caret could not be placed. (Combining marks are shown: they are
/// drawn over the character before them.)
pub(crate) fn shown_escaped(c: char) -> bool {
    c.is_control()
        || is_bidi_control(c)
        || matches!(
            c,
            '\u{00AD}'
                | '\u{115F}'..='\u{1160}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200D}'
                | '\u{2028}'..='\u{2029}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF0}'..='\u{FFF8}'
                | '\u{1BCA0}'..='\u{1BCA3}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E00FF}'
                | '\u{E01F0}'..='\u{E0FFF}'
        )
}

#[cfg(test)]
mod tests {
    use super::{Error, push_decimal, window};
    use crate::compiled::goal::Goal;
    use crate::error::expected::Expected;

    #[test]
    #[cfg(feature = "std")]
    fn comparing_errors_does_not_work_out_their_expectations() {
        let a = Error::new(Goal::UriReference, "a b", 1);
        let b = Error::new(Goal::UriReference, "a b", 1);
        assert_eq!(a, b);
        assert!(a.expected.get().is_none() && b.expected.get().is_none());
        // Once one side has worked it out, they are still equal.
        assert!(!a.expected().is_empty());
        assert_eq!(a, b);
        assert!(b.expected.get().is_none());

        assert_ne!(a, Error::new(Goal::Uri, "a b", 1));
        assert_ne!(a, Error::new(Goal::UriReference, "a b", 2));
        assert_ne!(a, Error::new(Goal::UriReference, "a c", 1));
    }

    #[test]
    fn a_given_expectation_takes_part_in_equality() {
        let given = |rule| {
            Error::expecting(
                Goal::UriReference,
                "//1.2.3.4",
                2,
                vec![Expected::Rule(rule)],
            )
        };
        assert_eq!(given("IPv4address"), given("IPv4address"));
        assert_ne!(given("IPv4address"), given("IPv6address"));
        assert_ne!(
            given("IPv4address"),
            Error::new(Goal::UriReference, "//1.2.3.4", 2)
        );
    }

    #[test]
    fn debug_shows_the_goal_index_and_input_only() {
        let error = Error::new(Goal::UriReference, "a b", 1);
        assert_eq!(
            format!("{error:?}"),
            r#"Error { goal: UriReference, index: 1, input: "a b", .. }"#
        );
        let _ = error.expected();
        assert_eq!(
            format!("{error:?}"),
            r#"Error { goal: UriReference, index: 1, input: "a b", .. }"#
        );
    }

    #[test]
    fn numbers_are_written_as_display_writes_them() {
        let mut numbers = vec![0, 1, 9, 10, 99, 100, 12_345, usize::MAX];
        numbers.extend((0..64).map(|bit| 1usize.checked_shl(bit).unwrap_or(0)));
        for n in numbers {
            let mut text = String::new();
            push_decimal(&mut text, n);
            assert_eq!(text, n.to_string());
        }
    }

    #[test]
    fn the_caret_stays_under_the_character_after_escapes() {
        assert_eq!(window("a\tb", 2), ("a\\tb".to_owned(), 3));
        assert_eq!(window("ab", 2), ("ab".to_owned(), 2));
        let long = "x".repeat(100);
        let (line, caret) = window(&long, 50);
        assert_eq!(caret, 41);
        assert!(line.starts_with('…') && line.ends_with('…'));
    }

    #[test]
    fn bidi_and_invisible_characters_are_shown_escaped() {
        // A right-to-left override would show "b c" as "c b" on a terminal,
        // and put the caret under the wrong character.
        assert_eq!(
            window("/a\u{202E}b c", 6),
            ("/a\\u{202e}b c".to_owned(), 11)
        );
        for c in [
            '\u{61C}',
            '\u{200B}',
            '\u{200D}',
            '\u{200E}',
            '\u{200F}',
            '\u{202A}',
            '\u{202E}',
            '\u{2060}',
            '\u{2066}',
            '\u{2069}',
            '\u{FEFF}',
            '\u{2028}',
            '\u{2029}',
            '\u{AD}',
            '\u{180E}',
            '\u{3164}',
            '\u{115F}',
            '\u{FFA0}',
            '\u{E0001}',
        ] {
            let text = format!("a{c}b");
            let (line, caret) = window(&text, text.len() - 1);
            assert_eq!(line, format!("a{}b", c.escape_default()), "{c:?}");
            assert_eq!(caret, line.len() - 1, "{c:?}");
        }
        // Letters of right-to-left scripts, and visible marks, are shown.
        assert_eq!(window("/\u{5D0}\u{627}é", 1).0, "/\u{5D0}\u{627}é");
    }
}
