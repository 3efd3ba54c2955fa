//! The error of a reference that does not match its grammar rule: where,
//! what was expected (worked out by the diagnosis when first asked for), and
//! how to show it.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::compiled::automaton::{self, Stop};
use crate::compiled::goal::Goal;
use crate::error::diagnosis;
use crate::error::expected::{self, Expected};
use crate::error::hint::{self, Hint};
use crate::error::kept::Kept;
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
/// into `src/compiled/automaton/generated.rs`): the index from a run taken
/// up where the recognizer's match left the automaton's state known, over
/// the last component at most (or, where every accepting state entered on
/// the last byte of the match goes dead on the byte after it, that place,
/// without a run), the expectation from the state the automaton stopped
/// in, kept in the error and named when first asked for. Neither recurses.
///
/// # What an error holds
///
/// Never more than 1 KiB of the input: refusing a long input costs no
/// memory in its size. An error keeps the goal, the index, and the input
/// itself when it is at most 1 KiB (inside the error, with no allocation,
/// when it is at most 46 bytes); of a longer input, only an *excerpt*
/// of 40 characters on each side of the index (what the diagram of `{:#}`
/// shows). What it says about the rest of a longer input is worked out
/// when the input is refused: the automaton's state at the index (from
/// which [`Error::expected`] is named, exactly as from the whole text
/// before it), the column, and the [`Hint`], which reads the whole input.
/// Of a shorter one, all three are worked out from the kept input when
/// first asked for.
///
/// ```
/// let error = rfc3986::UriRef::parse("http://h/a b").unwrap_err();
/// assert_eq!(error.index(), 10);
/// assert_eq!(error.expected_text(), r##"pchar, "/", "?", "#" or end of input"##);
/// let diagram = format!("{error:#}");
/// assert!(diagram.contains("\n  http://h/a b\n            ^\n  hint: "));
///
/// // A long input is not kept: the error keeps 40 characters on each
/// // side of the index (the one at the index among those after it).
/// let long = format!("http://h/{}^{}", "a".repeat(100_000), "b".repeat(100_000));
/// let error = rfc3986::UriRef::parse(&long).unwrap_err();
/// assert_eq!(error.index(), 100_009);
/// assert_eq!(error.excerpt(), format!("{}^{}", "a".repeat(40), "b".repeat(39)));
/// assert_eq!(error.column(), 100_010);
/// ```
#[derive(Clone)]
pub struct Error {
    goal: Goal,
    index: usize,
    /// The 1-based column of `index`, in characters, counted when the
    /// excerpt does not begin with the input; 0 when it does (then counted
    /// from it when asked for).
    column: usize,
    /// The expectation when it was given at construction (or, without
    /// `std`, worked out then). Else it follows from `source` when asked
    /// for, borrowed from the lists named once per state
    /// (`diagnosis::named_at`): a caller that only wants the verdict
    /// does not pay for it, and no error keeps a list of its own.
    given: Option<Box<[Expected]>>,
    /// What the expectation follows from.
    source: Source,
    /// The hint, worked out at construction when the excerpt does not
    /// hold the whole input; `None` when it does (then worked out from it
    /// when asked for).
    hint: Option<Option<Hint>>,
    /// The input around the index.
    excerpt: Excerpt,
}

/// Where an error's expectation comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    /// The state of the goal's automaton at the index: no other pass over
    /// the input is needed.
    State(u16),
    /// The text before the index, all of it in the excerpt, run through
    /// the automaton when the expectation is asked for.
    Prefix,
    /// The text before the index is not viable (only the fallback's
    /// furthest failure can say so): nothing would let it go on.
    Nothing,
    /// Given at construction, not worked out from the grammar.
    Given,
}

/// How many characters of context the excerpt keeps, and the diagram
/// shows, on each side of the index.
const CONTEXT: usize = 40;

/// The longest input an error keeps whole. A longer one is cut to
/// [`CONTEXT`] characters on each side of the index, and what the error
/// would read later (the automaton's state, the hint) is read at once: a
/// second pass over a long input, where most inputs are refused with no
/// work beyond the index's until asked. Small enough that a refusal costs
/// no memory in the input's size; `tests/allocations.rs` holds it.
const KEPT_WHOLE: usize = 1024;

/// The part of a refused input an error keeps: the whole input up to
/// [`KEPT_WHOLE`] bytes, else at most [`CONTEXT`] characters on each side
/// of the index.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Excerpt {
    text: Kept,
    /// Where the index is in `text`; at most `KEPT_WHOLE`.
    at: u16,
    /// Whether the input goes on before `text`.
    cut_before: bool,
    /// Whether the input goes on after `text`.
    cut_after: bool,
}

impl Excerpt {
    /// The excerpt of `input` around `index` (moved down to a character
    /// boundary).
    fn of(input: &str, index: usize) -> Self {
        let index = floor_char_boundary(input, index);
        let (start, end) = if input.len() <= KEPT_WHOLE {
            (0, input.len())
        } else {
            context(input, index)
        };
        let text = input.get(start..end).unwrap_or_default();
        Excerpt {
            text: Kept::new(text),
            // At most KEPT_WHOLE bytes, or CONTEXT characters of four
            // bytes: below u16::MAX.
            at: u16::try_from(index - start).unwrap_or(u16::MAX),
            cut_before: start > 0,
            cut_after: end < input.len(),
        }
    }

    /// The text kept.
    fn text(&self) -> &str {
        self.text.as_str()
    }

    /// What [`Error::excerpt`] shows: at most [`CONTEXT`] characters on
    /// each side of the index.
    fn shown(&self) -> &str {
        let (start, end) = context(self.text(), usize::from(self.at));
        self.text().get(start..end).unwrap_or_default()
    }

    /// The bytes before the index, read without checking them again as
    /// text (the automaton reads bytes).
    #[cfg(feature = "std")]
    fn bytes_before(&self) -> &[u8] {
        let bytes = self.text.as_bytes();
        bytes.get(..usize::from(self.at)).unwrap_or_default()
    }

    /// The text before the index and from it.
    #[cfg(not(feature = "std"))]
    fn split(&self) -> (&str, &str) {
        let at = usize::from(self.at);
        (
            self.text().get(..at).unwrap_or_default(),
            self.text().get(at..).unwrap_or_default(),
        )
    }

    /// How many characters the text before the index has, counted on its
    /// bytes (the first byte of each character): the characters before the
    /// index.
    fn chars_before(&self) -> usize {
        let bytes = self.text.as_bytes();
        let before = bytes.get(..usize::from(self.at)).unwrap_or_default();
        // Most refused text is ASCII, told a word at a time; the count
        // looks at every byte.
        if before.is_ascii() {
            return before.len();
        }
        before.iter().filter(|&&b| b & 0xC0 != 0x80).count()
    }

    /// The character at the index, if the text goes on there, decoded from
    /// its bytes alone.
    fn char_at(&self) -> Option<char> {
        let bytes = self.text.as_bytes();
        let from = bytes.get(usize::from(self.at)..).unwrap_or_default();
        let width = from.first().map_or(0, |&b| match b {
            0x00..=0x7F => 1,
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            _ => 4,
        });
        let head = from.get(..width).unwrap_or(from);
        core::str::from_utf8(head).ok()?.chars().next()
    }

    /// Whether the excerpt is the whole input.
    fn is_whole(&self) -> bool {
        !self.cut_before && !self.cut_after
    }

    /// The line the diagram shows and the caret's offset in it, in
    /// characters: [`CONTEXT`] characters each side of the index, with `…`
    /// where the input goes on.
    fn window(&self) -> (String, usize) {
        let at = usize::from(self.at);
        let (start, end) = context(self.text(), at);
        let before = self.text().get(start..at).unwrap_or_default();
        let after = self.text().get(at..end).unwrap_or_default();
        let cut_before = self.cut_before || start > 0;
        let cut_after = self.cut_after || end < self.text().len();
        let mut line = String::with_capacity(before.len() + after.len() + 8);
        if cut_before {
            line.push('…');
        }
        for c in before.chars() {
            push_visible(&mut line, c);
        }
        let caret = line.chars().count();
        for c in after.chars() {
            push_visible(&mut line, c);
        }
        if cut_after {
            line.push('…');
        }
        (line, caret)
    }
}

/// The bounds of at most [`CONTEXT`] characters of `text` on each side of
/// `at` (a character boundary).
fn context(text: &str, at: usize) -> (usize, usize) {
    let (before, after) = text.split_at(floor_char_boundary(text, at));
    let start = before
        .char_indices()
        .rev()
        .nth(CONTEXT - 1)
        .map_or(0, |(i, _)| i);
    let end = after
        .char_indices()
        .nth(CONTEXT)
        .map_or(text.len(), |(i, _)| before.len() + i);
    (start, end)
}

/// What `source` says was expected after the text of `excerpt` before its
/// index (read only when `source` is [`Source::Prefix`]), parsed as `goal`:
/// without `std`, worked out when the error is made. A boxed slice rather
/// than a `Vec`: the diagnosis allocates the list at its length, and the
/// error is a word smaller.
#[cfg(not(feature = "std"))]
fn work_out(goal: Goal, excerpt: &Excerpt, source: Source) -> Box<[Expected]> {
    match source {
        Source::State(state) => diagnosis::expected_at(goal, state),
        Source::Prefix => diagnosis::expected(goal, excerpt.split().0),
        // A given expectation is set at construction.
        Source::Nothing | Source::Given => Vec::new(),
    }
    .into_boxed_slice()
}

impl Error {
    /// An error whose expectation follows from the input before the index:
    /// from the excerpt when asked, when it holds all of it, or else from
    /// the automaton's state there, worked out now.
    #[inline(always)]
    pub(crate) fn new(goal: Goal, input: &str, index: usize) -> Self {
        #[cfg(feature = "std")]
        if input.len() <= KEPT_WHOLE && input.is_char_boundary(index) {
            return Self::whole(goal, input, index, Source::Prefix);
        }
        Self::new_cut(goal, input, index)
    }

    /// [`Error::new`] of an input it does not keep whole.
    #[inline(never)]
    fn new_cut(goal: Goal, input: &str, index: usize) -> Self {
        let excerpt = Excerpt::of(input, index);
        let source = if excerpt.cut_before {
            let before = input.as_bytes().get(..index).unwrap_or_default();
            let stop = automaton::of(goal).run(before);
            if stop.index == before.len() {
                Source::State(stop.state)
            } else {
                Source::Nothing
            }
        } else {
            Source::Prefix
        };
        Self::with(goal, input, index, excerpt, None, source)
    }

    /// The error the diagnosis located: its expectation is read from the
    /// automaton's state there when asked.
    ///
    /// Inlined into the front door's refusal, where most inputs are kept
    /// whole: then nothing but the error's fields is written, and nothing
    /// is allocated for an input of up to [`INLINE`](crate::error::kept::INLINE) bytes.
    #[inline(always)]
    pub(crate) fn located(goal: Goal, input: &str, stop: Stop) -> Self {
        #[cfg(feature = "std")]
        if input.len() <= KEPT_WHOLE && input.is_char_boundary(stop.index) {
            return Self::whole(goal, input, stop.index, Source::State(stop.state));
        }
        Self::located_cut(goal, input, stop)
    }

    /// The error at `index`, with the automaton's state there when it is
    /// known ([`Error::located`]), else worked out from the text before it
    /// ([`Error::new`]).
    #[inline(always)]
    pub(crate) fn placed(goal: Goal, input: &str, index: usize, state: Option<u16>) -> Self {
        match state {
            Some(state) => Self::located(goal, input, Stop { index, state }),
            None => Self::new(goal, input, index),
        }
    }

    /// What [`Error::with`] makes of an excerpt that is the whole input
    /// (at most [`KEPT_WHOLE`] bytes, `index` on a character boundary),
    /// written at once: the column, the expectation and the hint are worked
    /// out from the input when asked for.
    #[cfg(feature = "std")]
    #[inline(always)]
    fn whole(goal: Goal, input: &str, index: usize, source: Source) -> Self {
        Error {
            goal,
            index,
            column: 0,
            given: None,
            source,
            hint: None,
            excerpt: Excerpt {
                text: Kept::new(input),
                // At most KEPT_WHOLE.
                at: u16::try_from(index).unwrap_or(u16::MAX),
                cut_before: false,
                cut_after: false,
            },
        }
    }

    /// [`Error::located`] of an input it does not keep whole.
    #[inline(never)]
    fn located_cut(goal: Goal, input: &str, stop: Stop) -> Self {
        let excerpt = Excerpt::of(input, stop.index);
        Self::with(
            goal,
            input,
            stop.index,
            excerpt,
            None,
            Source::State(stop.state),
        )
    }

    /// An error whose expectation is already known.
    pub(crate) fn expecting(
        goal: Goal,
        input: &str,
        index: usize,
        expected: Vec<Expected>,
    ) -> Self {
        let excerpt = Excerpt::of(input, index);
        Self::with(goal, input, index, excerpt, Some(expected), Source::Given)
    }

    fn with(
        goal: Goal,
        input: &str,
        index: usize,
        excerpt: Excerpt,
        given: Option<Vec<Expected>>,
        source: Source,
    ) -> Self {
        #[cfg(feature = "std")]
        let given = given.map(Vec::into_boxed_slice);
        #[cfg(not(feature = "std"))]
        let given =
            Some(given.map_or_else(|| work_out(goal, &excerpt, source), Vec::into_boxed_slice));
        let column = if excerpt.cut_before {
            // The excerpt's index, moved down to a character boundary.
            input
                .get(..floor_char_boundary(input, index))
                .map_or(0, |before| before.chars().count())
                + 1
        } else {
            0
        };
        // The hint reads the whole input: kept now unless the excerpt is it.
        let hint = (!excerpt.is_whole()).then(|| hint::hint(goal, input, index));
        Error {
            goal,
            index,
            column,
            given,
            source,
            hint,
            excerpt,
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

    /// The 1-based column (in characters) of [`Error::index`].
    ///
    /// ```
    /// let error = rfc3986::UriRef::parse("http://h/a b").unwrap_err();
    /// assert_eq!((error.index(), error.column()), (10, 11));
    /// ```
    #[must_use]
    pub fn column(&self) -> usize {
        if self.excerpt.cut_before {
            self.column
        } else {
            self.excerpt.chars_before() + 1
        }
    }

    /// What could have come at [`Error::index`] instead, in ABNF terms.
    ///
    /// ```
    /// use rfc3986::{Expected, RuleName, UriRef};
    ///
    /// let error = UriRef::parse("http://[::1").unwrap_err();
    /// assert_eq!(error.expected(), [
    ///     Expected::Rule(RuleName::Hexdig),
    ///     Expected::Literal("."),
    ///     Expected::Literal(":"),
    ///     Expected::Literal("]"),
    /// ]);
    /// ```
    #[must_use]
    pub fn expected(&self) -> &[Expected] {
        if let Some(given) = &self.given {
            return given;
        }
        #[cfg(feature = "std")]
        if let Some(named) = self.named() {
            return &named.list;
        }
        &[]
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
        // Each state's phrase is kept with its list, written once (a given
        // expectation has no state: `named` is `None` for it).
        #[cfg(feature = "std")]
        if let Some(named) = self.named() {
            out.push_str(&named.phrase);
            return;
        }
        expected::push_phrase(self.expected(), out);
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
        match self.hint {
            Some(kept) => kept,
            None => hint::hint(self.goal, self.excerpt.text(), usize::from(self.excerpt.at)),
        }
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

    /// The refused input around [`Error::index`], as the alternate
    /// `Display` shows it: at most 40 characters on each side, the whole
    /// input when it is that short. The error keeps an input of at most
    /// 1 KiB whole and only this part of a longer one, so that a refusal
    /// costs no memory in the input's size.
    ///
    /// ```
    /// let error = rfc3986::Uri::parse("no scheme").unwrap_err();
    /// assert_eq!(error.excerpt(), "no scheme");
    ///
    /// let long = format!("{}:{}", "a".repeat(1000), " ".repeat(1000));
    /// let error = rfc3986::Uri::parse(&long).unwrap_err();
    /// assert_eq!(error.index(), 1001);
    /// assert_eq!(error.excerpt(), format!("{}:{}", "a".repeat(39), " ".repeat(40)));
    /// ```
    #[must_use]
    pub fn excerpt(&self) -> &str {
        self.excerpt.shown()
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
        // Room for the longest lists of expected words, so that the string
        // is not moved as it grows.
        let mut out = String::with_capacity(256);
        out.push_str("invalid ");
        out.push_str(self.goal.abnf_name());
        out.push_str(" at index ");
        push_decimal(&mut out, self.index);
        out.push_str(" (column ");
        push_decimal(&mut out, self.column());
        out.push_str("): expected ");
        self.push_expected_text(&mut out);
        match self.excerpt.char_at() {
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
            let (line, caret) = self.excerpt.window();
            write!(f, "\n  {line}\n  {}^", " ".repeat(caret))?;
            if let Some(hint) = self.hint() {
                write!(f, "\n  hint: {hint}")?;
            }
        }
        Ok(())
    }
}

impl Error {
    /// The expectation of the state `source` names, as kept for every
    /// error in that state; `None` when it names none.
    #[cfg(feature = "std")]
    fn named(&self) -> Option<&'static diagnosis::Named> {
        match self.source {
            Source::State(state) => diagnosis::named_at(self.goal, state),
            Source::Prefix => diagnosis::named_after(self.goal, self.excerpt.bytes_before()),
            Source::Nothing | Source::Given => None,
        }
    }

    /// The automaton's state the expectation follows from, when the
    /// excerpt does not hold the text before the index (when it does, the
    /// excerpt says what the state would).
    fn kept_state(&self) -> Option<Source> {
        self.excerpt.cut_before.then_some(self.source)
    }

    /// The expectation given at construction, if it was.
    fn fixed_expectation(&self) -> Option<&[Expected]> {
        if self.source == Source::Given {
            self.given.as_deref()
        } else {
            None
        }
    }
}

impl PartialEq for Error {
    /// Two errors are equal when they say the same: they refuse as the
    /// same production at the same index and column, with the same
    /// excerpt, and (when the excerpt is not the whole input) the same
    /// automaton state and hint, what the error kept of the text outside
    /// it. The same input refused twice gives equal errors, and inputs
    /// that differ in the excerpt, in where the index is, or in anything
    /// the expectation or the hint follows from, unequal ones. The
    /// expectation is not worked out to compare. (An error whose
    /// expectation was given rather than worked out, which only a
    /// disagreement between the grammar and a host conversion makes,
    /// equals only one that was given the same.)
    fn eq(&self, other: &Self) -> bool {
        (self.goal, self.index, self.column, &self.excerpt)
            == (other.goal, other.index, other.column, &other.excerpt)
            && self.kept_state() == other.kept_state()
            && self.hint == other.hint
            && self.fixed_expectation() == other.fixed_expectation()
    }
}

impl fmt::Debug for Error {
    /// The goal, the index and the excerpt; not the expectation, which
    /// [`Error::expected`] works out.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("goal", &self.goal)
            .field("index", &self.index)
            .field("excerpt", &self.excerpt.shown())
            .finish_non_exhaustive()
    }
}

impl Eq for Error {}

impl core::error::Error for Error {}

/// Appends `n` in decimal, as `{}` writes it.
fn push_decimal(out: &mut String, mut n: usize) {
    // The index and column of most refusals: one or two digits, without
    // the loop (a remainder below 10, and a quotient below 10, are digits).
    if n < 100 {
        if n >= 10 {
            out.push(char::from(b'0' + (n / 10) as u8));
        }
        out.push(char::from(b'0' + (n % 10) as u8));
        return;
    }
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
    for &digit in digits.get(start..).unwrap_or_default() {
        out.push(char::from(digit));
    }
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
    use super::{CONTEXT, Error, Excerpt, KEPT_WHOLE, push_decimal};
    use crate::compiled::goal::Goal;
    use crate::error::expected::Expected;

    #[test]
    #[cfg(feature = "std")]
    fn an_error_keeps_no_expectation_of_its_own() {
        let a = Error::new(Goal::UriReference, "a b", 1);
        let b = Error::new(Goal::UriReference, "a b", 1);
        assert_eq!(a, b);
        assert!(a.given.is_none() && b.given.is_none());
        // Asked for, it is borrowed from the lists kept for every error:
        // the same list, at the same address.
        assert!(!a.expected().is_empty());
        assert_eq!(a, b);
        assert!(a.given.is_none());
        assert!(core::ptr::eq(a.expected(), b.expected()));

        assert_ne!(a, Error::new(Goal::Uri, "a b", 1));
        assert_ne!(a, Error::new(Goal::UriReference, "a b", 2));
        assert_ne!(a, Error::new(Goal::UriReference, "a c", 1));
    }

    #[test]
    fn a_given_expectation_takes_part_in_equality() {
        use crate::error::expected::RuleName;
        let given = |rule| {
            Error::expecting(
                Goal::UriReference,
                "//1.2.3.4",
                2,
                vec![Expected::Rule(rule)],
            )
        };
        assert_eq!(given(RuleName::Ipv4Address), given(RuleName::Ipv4Address));
        assert_ne!(given(RuleName::Ipv4Address), given(RuleName::Ipv6Address));
        assert_ne!(
            given(RuleName::Ipv4Address),
            Error::new(Goal::UriReference, "//1.2.3.4", 2)
        );
    }

    #[test]
    fn debug_shows_the_goal_index_and_excerpt_only() {
        let error = Error::new(Goal::UriReference, "a b", 1);
        assert_eq!(
            format!("{error:?}"),
            r#"Error { goal: UriReference, index: 1, excerpt: "a b", .. }"#
        );
        let _ = error.expected();
        assert_eq!(
            format!("{error:?}"),
            r#"Error { goal: UriReference, index: 1, excerpt: "a b", .. }"#
        );
    }

    /// The line of the diagram for `input` refused at `index`.
    fn window(input: &str, index: usize) -> (String, usize) {
        Excerpt::of(input, index).window()
    }

    #[test]
    fn the_excerpt_is_bounded_whatever_the_input() {
        for (before, after) in [
            (0, 0),
            (3, 0),
            (0, 3),
            (39, 41),
            (40, 40),
            (41, 39),
            (5000, 7000),
        ] {
            let input = format!("{}{}", "é".repeat(before), "x".repeat(after));
            let index = 2 * before;
            let excerpt = Excerpt::of(&input, index);
            // What is shown: CONTEXT characters each side, `…` where the
            // input goes on.
            let (cut_before, cut_after) = (before > CONTEXT, after > CONTEXT);
            let (line, caret) = excerpt.window();
            assert_eq!(caret, before.min(CONTEXT) + usize::from(cut_before));
            assert_eq!(
                line.chars().count(),
                before.min(CONTEXT)
                    + after.min(CONTEXT)
                    + usize::from(cut_before)
                    + usize::from(cut_after),
                "{before} {after}"
            );
            assert_eq!(
                excerpt.shown().chars().count(),
                before.min(CONTEXT) + after.min(CONTEXT)
            );
            // What is kept: the whole input up to KEPT_WHOLE bytes.
            let whole = input.len() <= KEPT_WHOLE;
            assert_eq!(excerpt.is_whole(), whole);
            assert_eq!(excerpt.cut_before, cut_before && !whole);
            assert_eq!(excerpt.cut_after, cut_after && !whole);
            assert!(excerpt.text().len() <= KEPT_WHOLE.max(8 * CONTEXT));
        }
    }

    #[test]
    fn an_error_on_a_long_input_keeps_its_expectation_and_hint() {
        // The state and the hint are worked out from the whole input when
        // the excerpt does not hold it: they are what they are on a short
        // input that ends the same way.
        let pad = "a".repeat(2 * KEPT_WHOLE);
        let long = format!("//h:8o/{pad}");
        let short = "//h:8o/";
        let (long, short) = (
            Error::new(Goal::UriReference, &long, 5),
            Error::new(Goal::UriReference, short, 5),
        );
        assert!(long.excerpt.cut_after && !long.excerpt.cut_before);
        assert_eq!(long.expected(), short.expected());
        assert_eq!(long.hint(), short.hint());
        assert!(long.hint().is_some());

        let long = format!("/p#{pad} ");
        let error = Error::new(Goal::UriReference, &long, long.len() - 1);
        assert!(error.excerpt.cut_before);
        assert!(matches!(error.source, super::Source::State(_)));
        let short = Error::new(Goal::UriReference, "/p#a ", 4);
        assert_eq!(error.expected(), short.expected());
        assert!(!error.expected().contains(&Expected::Literal("#")));
        assert_eq!(error.column(), long.len());
        // The same input, refused twice: equal errors; another before the
        // excerpt, where the expectation follows from it: unequal ones.
        assert_eq!(error, Error::new(Goal::UriReference, &long, long.len() - 1));
        let other = format!("/p?{pad} ");
        let other = Error::new(Goal::UriReference, &other, other.len() - 1);
        assert_eq!(other.excerpt, error.excerpt);
        assert_ne!(other, error);
        assert!(other.expected().contains(&Expected::Literal("#")));
    }

    #[test]
    fn numbers_are_written_as_display_writes_them() {
        let mut numbers: Vec<usize> = (0..=1000).collect();
        numbers.extend([12_345, usize::MAX]);
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
