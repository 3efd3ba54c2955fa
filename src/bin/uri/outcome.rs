//! What became of one input: a reference, or a refusal: a syntax error, or
//! bytes that are not text at all.

use std::borrow::Cow;
use std::fmt;

use rfc3986::{Authority, Error, Hint, IriRef, Path, Port, Uri, UriRef};

use crate::caret;
use crate::input::{Input, TooLong};

/// What an input is parsed as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grammar {
    /// A `URI-reference` (RFC 3986 §4.1).
    Uri,
    /// An `IRI-reference` (RFC 3987 §2.2).
    Iri,
}

/// A valid reference, borrowing the input: a URI reference, or an IRI
/// reference, with the accessors the records read.
#[derive(Clone, Copy)]
pub enum Reference<'a> {
    /// A URI reference.
    Uri(UriRef<'a>),
    /// An IRI reference.
    Iri(IriRef<'a>),
}

/// The accessor of the same name on either kind of reference.
macro_rules! accessors {
    ($($name:ident -> $ret:ty;)*) => {
        $(
            #[allow(missing_docs)]
            pub fn $name(&self) -> $ret {
                match self {
                    Reference::Uri(r) => r.$name(),
                    Reference::Iri(r) => r.$name(),
                }
            }
        )*
    };
}

impl<'a> Reference<'a> {
    accessors! {
        as_str -> &'a str;
        is_relative -> bool;
        scheme -> Option<&'a str>;
        authority -> Option<Authority<'a>>;
        userinfo -> Option<&'a str>;
        port -> Option<Port<'a>>;
        path -> Path<'a>;
        query -> Option<&'a str>;
        fragment -> Option<&'a str>;
        masked -> rfc3986::Masked<'a>;
    }

    /// The kind of reference, in words: `URI`, `relative reference`, `IRI`
    /// or `relative IRI reference`.
    pub fn kind(&self) -> &'static str {
        match (self, self.is_relative()) {
            (Reference::Uri(_), false) => "URI",
            (Reference::Uri(_), true) => "relative reference",
            (Reference::Iri(_), false) => "IRI",
            (Reference::Iri(_), true) => "relative IRI reference",
        }
    }
}

/// The result of parsing one input as a URI reference.
pub enum Outcome<'a> {
    /// A valid reference, borrowing the input.
    Valid(Reference<'a>),
    /// An input that is not a reference.
    Invalid(Refusal<'a>),
}

impl<'a> Outcome<'a> {
    /// Parses `input` as a reference of `grammar`.
    pub fn of(input: Input<'a>, grammar: Grammar) -> Self {
        let parsed = match grammar {
            Grammar::Uri => reference(input).map(Reference::Uri),
            Grammar::Iri => iri_reference(input).map(Reference::Iri),
        };
        match parsed {
            Ok(reference) => Outcome::Valid(reference),
            Err(refusal) => Outcome::Invalid(refusal),
        }
    }

    /// Whether the input is a valid URI reference.
    pub fn is_valid(&self) -> bool {
        matches!(self, Outcome::Valid(_))
    }

    /// The input as text; bytes that are not UTF-8 become U+FFFD. `None`
    /// for a line too long to be read.
    pub fn input(&self) -> Option<Cow<'_, str>> {
        match self {
            Outcome::Valid(reference) => Some(Cow::Borrowed(reference.as_str())),
            Outcome::Invalid(refusal) => refusal.input(),
        }
    }
}

/// Parses `input` as a `URI-reference` (RFC 3986 §4.1).
pub fn reference<'a>(input: impl Into<Input<'a>>) -> Result<UriRef<'a>, Refusal<'a>> {
    parse_input::<UriRef<'static>>(input.into())
}

/// Parses `input` as an `IRI-reference` (RFC 3987 §2.2).
pub fn iri_reference<'a>(input: impl Into<Input<'a>>) -> Result<IriRef<'a>, Refusal<'a>> {
    parse_input::<IriRef<'static>>(input.into())
}

/// Parses `input` as a `URI` (RFC 3986 §3), as a base must be.
pub fn uri<'a>(input: impl Into<Input<'a>>) -> Result<Uri<'a>, Refusal<'a>> {
    parse_input::<Uri<'static>>(input.into())
}

/// A type the library parses from text, borrowing it: what
/// [`parse_input`] needs to parse bytes as it, for any lifetime of the
/// text.
trait Parse {
    /// The type borrowing text of lifetime `'a`.
    type Of<'a>;

    /// The library's `parse`.
    fn parse(text: &str) -> Result<Self::Of<'_>, Error>;
}

/// [`Parse`] for each of the library's reference types.
macro_rules! parse_impls {
    ($($ty:ident),*) => {
        $(
            impl Parse for $ty<'static> {
                type Of<'a> = $ty<'a>;

                fn parse(text: &str) -> Result<$ty<'_>, Error> {
                    $ty::parse(text)
                }
            }
        )*
    };
}

parse_impls!(UriRef, IriRef, Uri);

/// Parses `input` as `P`: text as it is, bytes that are not UTF-8
/// refused where the grammar stops on them ([`NotUtf8`]), and a line too
/// long to be read refused as such.
fn parse_input<P: Parse>(input: Input<'_>) -> Result<P::Of<'_>, Refusal<'_>> {
    let bytes = match input {
        Input::Bytes(bytes) => bytes,
        Input::TooLong(too_long) => return Err(Refusal::TooLong(too_long)),
    };
    match std::str::from_utf8(bytes) {
        Ok(text) => P::parse(text).map_err(|error| Refusal::Syntax(Box::new(error), text)),
        Err(_) => Err(Refusal::NotUtf8(NotUtf8::new(bytes, |text| {
            P::parse(text).err()
        }))),
    }
}

/// Why an input was refused; every subcommand reports it the same way.
pub enum Refusal<'a> {
    /// Text that does not match the grammar, and the text: the error keeps
    /// only an excerpt of it. Boxed, so that a refusal is no larger than
    /// the other outcomes (the error keeps a short input inline).
    Syntax(Box<Error>, &'a str),
    /// Bytes that are not UTF-8, refused where the grammar stops on them.
    NotUtf8(NotUtf8<'a>),
    /// A line of standard input longer than `--max-line-bytes`, not read.
    TooLong(TooLong),
}

impl Refusal<'_> {
    /// The refused input as text; bytes that are not UTF-8 become U+FFFD.
    /// `None` for a line too long to be read.
    pub fn input(&self) -> Option<Cow<'_, str>> {
        match self {
            Refusal::Syntax(_, input) => Some(Cow::Borrowed(input)),
            Refusal::NotUtf8(not_utf8) => Some(String::from_utf8_lossy(not_utf8.bytes)),
            Refusal::TooLong(_) => None,
        }
    }

    /// The refused input's bytes.
    pub fn bytes(&self) -> &[u8] {
        match self {
            Refusal::Syntax(_, input) => input.as_bytes(),
            Refusal::NotUtf8(not_utf8) => not_utf8.bytes,
            Refusal::TooLong(_) => &[],
        }
    }

    /// The refused input's bytes when they are not UTF-8, so that the text
    /// of [`Refusal::input`] does not tell them.
    pub fn bytes_not_utf8(&self) -> Option<&[u8]> {
        match self {
            Refusal::Syntax(..) | Refusal::TooLong(_) => None,
            Refusal::NotUtf8(not_utf8) => Some(not_utf8.bytes),
        }
    }

    /// The byte index where the input went wrong: for a line too long,
    /// the first byte past the limit.
    pub fn index(&self) -> usize {
        match self {
            Refusal::Syntax(error, _) => error.index(),
            Refusal::NotUtf8(not_utf8) => not_utf8.index,
            Refusal::TooLong(too_long) => too_long.limit,
        }
    }

    /// What was expected at [`Refusal::index`], as one phrase.
    pub fn expected(&self) -> Cow<'_, str> {
        match self {
            Refusal::Syntax(error, _) => Cow::Owned(error.expected_text()),
            Refusal::NotUtf8(not_utf8) => Cow::Borrowed(&not_utf8.expected),
            Refusal::TooLong(too_long) => {
                Cow::Owned(format!("end of line within {} bytes", too_long.limit))
            }
        }
    }

    /// The one-line message, without the caret diagram; written when it is
    /// displayed.
    pub fn message(&self) -> Words<'_> {
        match self {
            Refusal::Syntax(error, _) => Words::Message(error),
            Refusal::NotUtf8(not_utf8) => Words::Text(&not_utf8.message),
            Refusal::TooLong(too_long) => Words::TooLong(*too_long),
        }
    }

    /// The hint for a common mistake, when there is one: the library's
    /// ([`rfc3986::Hint`]), or for a byte that is not UTF-8, how to write
    /// it.
    pub fn hint(&self) -> Option<Words<'_>> {
        match self {
            Refusal::Syntax(error, _) => error.hint().map(Words::Hint),
            Refusal::NotUtf8(not_utf8) => not_utf8.hint.as_deref().map(Words::Text),
            Refusal::TooLong(_) => Some(Words::Text(TOO_LONG_HINT)),
        }
    }
}

/// A refusal's message or hint, worked out when displayed: a record
/// writes it into the buffer its strings are escaped from
/// (`escape::write_display`), the hint without a `String` of its own.
pub enum Words<'a> {
    /// The error's one-line message, [`Error::message`].
    Message(&'a Error),
    /// The library's hint.
    Hint(Hint),
    /// Words already written out.
    Text(&'a str),
    /// The message of a line too long to be read.
    TooLong(TooLong),
}

/// The hint of a line too long to be read.
const TOO_LONG_HINT: &str = "give --max-line-bytes a larger limit, or 0 for none";

impl fmt::Display for Words<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Words::Message(error) => f.write_str(&error.message()),
            Words::Hint(hint) => fmt::Display::fmt(hint, f),
            Words::Text(text) => f.write_str(text),
            Words::TooLong(too_long) => write!(
                f,
                "line {} is longer than {} bytes (--max-line-bytes), not read",
                too_long.line, too_long.limit
            ),
        }
    }
}

impl fmt::Display for Refusal<'_> {
    /// Like the library's `{:#}`: the message, then the input (bytes that
    /// are not UTF-8 written `\xNN`) with a caret under where it went
    /// wrong, in the terminal column of that character, then the hint.
    /// Drawn from the refusal's data ([`caret::bytes_diagram`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())?;
        // A line too long has no bytes to show.
        if !matches!(self, Refusal::TooLong(_)) {
            write!(f, "\n{}", caret::bytes_diagram(self.bytes(), self.index()))?;
        }
        if let Some(hint) = self.hint() {
            write!(f, "\n  hint: {hint}")?;
        }
        Ok(())
    }
}

/// An input that is not UTF-8, refused as a goal would refuse its bytes.
///
/// The grammar stops on the bytes at the first one that is not UTF-8 at the
/// latest (no URI holds a byte outside ASCII, and an IRI holds UTF-8 only):
/// inside the text before it, or at it.
pub struct NotUtf8<'a> {
    bytes: &'a [u8],
    index: usize,
    expected: String,
    message: String,
    /// The library's hint, or what to do with a byte that is not UTF-8.
    hint: Option<String>,
}

impl<'a> NotUtf8<'a> {
    /// `bytes`, which are not UTF-8, refused as `refuse` refuses text.
    fn new(bytes: &'a [u8], refuse: impl FnOnce(&str) -> Option<Error>) -> Self {
        // The text with U+FFFD for what is not UTF-8 has the same bytes up
        // to the first byte that is not UTF-8, and U+FFFD there, which no
        // URI or IRI holds: so it is refused where the bytes are, with the
        // expectation of the grammar there and, where the character is the
        // input's own, the library's message and hint.
        let text = String::from_utf8_lossy(bytes);
        // The first byte that is not UTF-8: the text before it is the
        // input's own.
        let bad = bytes
            .utf8_chunks()
            .next()
            .map_or(0, |chunk| chunk.valid().len());
        let Some(error) = refuse(&text).filter(|error| error.index() <= bad) else {
            // Never: U+FFFD is in no URI and no IRI (it is not a
            // `ucschar`). Should the text be accepted or refused after it,
            // the input is refused at its first byte that is not UTF-8,
            // said without the grammar's words.
            return NotUtf8 {
                bytes,
                index: bad,
                expected: String::new(),
                message: format!("input is not UTF-8 at byte {bad}"),
                hint: None,
            };
        };
        let index = error.index();
        let expected = error.expected_text();
        let first = bytes
            .get(index..)
            .and_then(|rest| rest.utf8_chunks().next());
        let (message, hint) = match first {
            Some(chunk) if chunk.valid().is_empty() && !chunk.invalid().is_empty() => {
                let byte = chunk.invalid()[0];
                let message = format!(
                    "invalid {} at index {index} (column {}): expected {expected}, \
                     found byte 0x{byte:02X}, which is not UTF-8",
                    error.goal().abnf_name(),
                    // The characters before it: ASCII in a URI, one byte
                    // each, and possibly more in an IRI.
                    text.get(..index)
                        .map_or(index, |before| before.chars().count())
                        + 1,
                );
                let hint = format!(
                    "byte 0x{byte:02X} is not UTF-8: a URI holds a byte percent-encoded, \
                     %{byte:02X} (RFC 3986 §2.1), and text as the percent-encoding of its \
                     UTF-8 bytes (§2.5)"
                );
                (message, Some(hint))
            }
            // The input's own character, or within the ASCII text: the
            // library's words.
            _ => (error.message(), error.hint().map(|hint| hint.to_string())),
        };
        NotUtf8 {
            bytes,
            index,
            expected,
            message,
            hint,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Grammar, Outcome, Refusal};

    fn not_utf8(bytes: &[u8]) -> (usize, String, String) {
        let Outcome::Invalid(refusal @ Refusal::NotUtf8(_)) =
            Outcome::of(bytes.into(), Grammar::Uri)
        else {
            panic!("not refused as not UTF-8");
        };
        let text = refusal.to_string();
        (refusal.index(), refusal.expected().into_owned(), text)
    }

    #[test]
    fn the_expectation_cut_out_of_the_message_is_the_library_s() {
        let inputs = [
            "a b",
            "%zz",
            "http://[::1/",
            "http://[1:2:x]",
            "//h:8a/",
            "a#b#",
            "\u{0}",
            "\\",
            "http://h/a b,",
            "http://h/a,\u{7f}",
            "a:,\u{7f}",
            "a:b\"",
            "http://[v1.]",
            "[",
            "http://h:1:2",
            "1a:b",
            "a:b#c d",
            "http://[::1]x",
            "http://h/a\u{301}",
            "//[",
        ];
        for input in inputs {
            let Outcome::Invalid(refusal) = Outcome::of(input.as_bytes().into(), Grammar::Uri)
            else {
                panic!("{input:?} should be refused");
            };
            let Refusal::Syntax(error, _) = &refusal else {
                panic!("{input:?} is UTF-8");
            };
            assert_eq!(refusal.expected(), error.expected_text(), "{input:?}");
            assert_eq!(refusal.message().to_string(), error.message(), "{input:?}");
            assert_eq!(
                refusal.hint().map(|hint| hint.to_string()),
                error.hint().map(|hint| hint.to_string()),
                "{input:?}"
            );
        }
    }

    #[test]
    fn bytes_are_refused_where_the_grammar_stops_on_them() {
        // At the first byte outside ASCII, with what could follow "a".
        let (index, expected, text) = not_utf8(b"a\xffb");
        assert_eq!(index, 1);
        assert_eq!(expected, r##"pchar, "/", "?", "#" or end of input"##);
        assert_eq!(
            text,
            "invalid URI-reference at index 1 (column 2): expected pchar, \"/\", \"?\", \"#\" \
             or end of input, found byte 0xFF, which is not UTF-8\n  a\\xFFb\n   ^\n  \
             hint: byte 0xFF is not UTF-8: a URI holds a byte percent-encoded, %FF \
             (RFC 3986 §2.1), and text as the percent-encoding of its UTF-8 bytes (§2.5)"
        );
        // Before it, as the ASCII text alone is refused, with the library's
        // message and hint.
        let (index, _, text) = not_utf8(b"a\tb\xffc\xfe");
        assert_eq!(index, 1);
        assert!(text.starts_with("invalid URI-reference at index 1 (column 2): "));
        assert!(
            text.contains(
                ", found '\\t'\n  a\\tb\\xFFc\\xFE\n   ^\n  hint: '\\t' is never allowed"
            ),
            "{text}"
        );
        // At a character outside ASCII that is UTF-8, the rest not.
        let (index, _, text) = not_utf8(&["日本".as_bytes(), b"\xff"].concat());
        assert_eq!(index, 0);
        assert!(
            text.contains(", found '日'\n  日本\\xFF\n  ^\n  hint: '日' is not ASCII"),
            "{text}"
        );
        // At the end of a scheme that needs more.
        let (index, expected, _) = not_utf8(b"http://[::1\xff");
        assert_eq!(index, 11);
        assert_eq!(expected, r#"HEXDIG, ".", ":" or "]""#);
    }
}
