//! Percent-encoding and percent-decoding
//! ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).
//!
//! A component of a reference holds octets either as characters allowed in
//! that component or as `%HH` triplets. [`decode`] and [`decode_utf8`] give
//! the octets back, and refuse a `%` that does not begin a triplet
//! ([`DecodeError`]); [`decode_lenient`] and [`decode_utf8_lenient`] leave
//! such a `%` as it is. [`encode`] writes text so that it fits one
//! [`Component`], percent-encoding every octet the component's ABNF rule does
//! not allow.
//!
//! Decode a component only after the reference has been split into its
//! components, and the component into its parts (segments, query pairs):
//! [§2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4) says the
//! components "must be parsed and separated before the percent-encoded
//! octets within those components can be safely decoded", since a decoded
//! `%2F` is a `/` that was not a separator. Encode or decode a string only
//! once: [`encode`] also encodes `%`, so `%41` becomes `%2541`.
//!
//! ```
//! use rfc3986::percent::{self, Component};
//!
//! let segment = percent::encode("a/b c", Component::PathSegment);
//! assert_eq!(segment, "a%2Fb%20c");
//! assert_eq!(percent::decode_utf8(&segment)?, "a/b c");
//! # Ok::<_, rfc3986::percent::DecodeTextError>(())
//! ```

use alloc::borrow::Cow;
use alloc::string::FromUtf8Error;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// The value of each `HEXDIG` (RFC 5234 §B.1; either case, since ABNF
/// strings are case-insensitive), and `NOT_HEX` for every other byte: one
/// load a digit, where comparisons with the three ranges were branches the
/// machine mispredicts on mixed digits and letters.
static HEX_VALUES: [u8; 256] = {
    let mut values = [NOT_HEX; 256];
    let mut digit = 0;
    while digit < 16 {
        let value = digit as u8;
        values[b"0123456789abcdef"[digit] as usize] = value;
        values[b"0123456789ABCDEF"[digit] as usize] = value;
        digit += 1;
    }
    values
};

/// [`HEX_VALUES`] of a byte that is not a `HEXDIG`.
const NOT_HEX: u8 = 0x80;

/// The octet that two `HEXDIG`s denote.
pub(crate) fn hex_pair(high: u8, low: u8) -> Option<u8> {
    let (high, low) = (HEX_VALUES[usize::from(high)], HEX_VALUES[usize::from(low)]);
    ((high | low) & NOT_HEX == 0).then_some((high << 4) | low)
}

/// The octet of the `pct-encoded` triplet at the start of `bytes`, if there
/// is one.
fn triplet(bytes: &[u8]) -> Option<u8> {
    match bytes {
        [b'%', high, low, ..] => hex_pair(*high, *low),
        _ => None,
    }
}

/// Decodes `text`, reading `+` as a space when `plus_as_space` is set (the
/// HTML form convention, not RFC 3986). Borrows when nothing changes.
pub(crate) fn decode_with(text: &str, plus_as_space: bool) -> Cow<'_, [u8]> {
    let bytes = text.as_bytes();
    let changes_at = |i: usize| {
        let rest = bytes.get(i..).unwrap_or_default();
        triplet(rest).is_some() || (plus_as_space && rest.first() == Some(&b'+'))
    };
    let Some(first) = (0..bytes.len()).find(|&i| changes_at(i)) else {
        return Cow::Borrowed(bytes);
    };
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(bytes.get(..first).unwrap_or_default());
    let mut rest = bytes.get(first..).unwrap_or_default();
    while let Some((&byte, after)) = rest.split_first() {
        if let Some(octet) = triplet(rest) {
            out.push(octet);
            rest = after.get(2..).unwrap_or_default();
        } else {
            out.push(if plus_as_space && byte == b'+' {
                b' '
            } else {
                byte
            });
            rest = after;
        }
    }
    Cow::Owned(out)
}

/// The byte index in `text` of the character that decoded to octet number
/// `decoded` (or the end of `text`).
fn input_index(text: &str, decoded: usize) -> usize {
    let bytes = text.as_bytes();
    let mut index = 0;
    for _ in 0..decoded {
        if index >= bytes.len() {
            break;
        }
        let step = if triplet(bytes.get(index..).unwrap_or_default()).is_some() {
            3
        } else {
            1
        };
        index += step;
    }
    index
}

/// Decodes `text` to UTF-8, `+` read as a space when `plus_as_space` is set.
pub(crate) fn decode_utf8_with(
    text: &str,
    plus_as_space: bool,
) -> Result<Cow<'_, str>, DecodeUtf8Error> {
    match decode_with(text, plus_as_space) {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(text)),
        Cow::Owned(bytes) => String::from_utf8(bytes).map(Cow::Owned).map_err(|error| {
            let index = input_index(text, error.utf8_error().valid_up_to());
            DecodeUtf8Error { index, error }
        }),
    }
}

/// The first `%` of `text` that does not begin a `pct-encoded` triplet.
fn broken_triplet(text: &str) -> Option<DecodeError> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(at) = crate::text::find_byte::find_byte(bytes, from, b'%') {
        let rest = bytes.get(at..).unwrap_or_default();
        if triplet(rest).is_none() {
            let mut found = [0; 3];
            let len = rest.len().min(3);
            found
                .get_mut(..len)
                .unwrap_or_default()
                .copy_from_slice(rest.get(..len).unwrap_or_default());
            return Some(DecodeError {
                index: at,
                found,
                // At most 3.
                len: len as u8,
            });
        }
        from = at + 3;
    }
    None
}

/// Percent-decodes `text` ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)):
/// every `pct-encoded` triplet `%HH` (either case of hex digit) becomes the
/// octet it encodes, every other character stays as its UTF-8 octets.
///
/// Strict: a `%` that does not begin a `%HH` triplet (`%`, `%4`, `%zz`)
/// is refused, with its index ([`DecodeError`]); [`decode_lenient`] leaves
/// it as it is. `+` is left as it is: reading it as a space is an HTML form
/// convention, offered by
/// [`query::Pairs::decoded`](crate::reference::query::Pairs::decoded).
///
/// Borrows `text` when it holds no triplet.
///
/// ```
/// use std::borrow::Cow;
/// use rfc3986::percent;
///
/// assert_eq!(percent::decode("caf%C3%A9")?, "café".as_bytes());
/// assert_eq!(percent::decode("%ff%FF")?, &[0xff, 0xff][..]);
/// assert_eq!(percent::decode("a+b")?, "a+b".as_bytes());
/// assert!(matches!(percent::decode("plain")?, Cow::Borrowed(_)));
///
/// let error = percent::decode("100%").unwrap_err(); // a stray "%"
/// assert_eq!(error.index(), 3);
/// assert_eq!(error.to_string(), r#"invalid percent-encoding at index 3: found "%""#);
/// # Ok::<_, rfc3986::percent::DecodeError>(())
/// ```
///
/// # Errors
/// A [`DecodeError`] at the first `%` not followed by two hexadecimal
/// digits.
pub fn decode(text: &str) -> Result<Cow<'_, [u8]>, DecodeError> {
    match broken_triplet(text) {
        Some(error) => Err(error),
        None => Ok(decode_with(text, false)),
    }
}

/// Percent-decodes `text` as [`decode`] does, but leaves a `%` that does
/// not begin a `%HH` triplet (`%`, `%4`, `%zz`) as it is rather than
/// refusing it, as a browser reads a URL: for text that is not a
/// component of a parsed reference (where every `%` begins a triplet) and
/// must be read anyway.
///
/// Borrows `text` when it holds no triplet.
///
/// ```
/// use rfc3986::percent;
///
/// assert_eq!(percent::decode_lenient("caf%C3%A9"), "café".as_bytes());
/// assert_eq!(percent::decode_lenient("100%"), "100%".as_bytes()); // a stray "%" stays
/// assert_eq!(percent::decode_lenient("%zz%41"), "%zzA".as_bytes());
/// ```
#[must_use]
pub fn decode_lenient(text: &str) -> Cow<'_, [u8]> {
    decode_with(text, false)
}

/// Percent-decodes `text` as [`decode`] does, refusing a `%` that does not
/// begin a triplet, and reads the octets as UTF-8 text
/// ([RFC 3986 §2.5](https://www.rfc-editor.org/rfc/rfc3986#section-2.5):
/// new URI schemes encode text as UTF-8 before percent-encoding it).
///
/// Borrows `text` when it holds no `%HH` triplet.
///
/// ```
/// use rfc3986::percent::{self, DecodeTextError};
///
/// assert_eq!(percent::decode_utf8("na%C3%AFve%20caf%C3%A9")?, "naïve café");
///
/// let Err(DecodeTextError::Utf8(error)) = percent::decode_utf8("ab%FFcd") else { panic!() };
/// assert_eq!(error.valid_up_to(), 2); // in the decoded octets
/// assert_eq!(error.index(), 2); // in the text: where "%FF" begins
///
/// let Err(DecodeTextError::Percent(error)) = percent::decode_utf8("50%") else { panic!() };
/// assert_eq!(error.index(), 2);
/// # Ok::<_, DecodeTextError>(())
/// ```
///
/// # Errors
/// [`DecodeTextError::Percent`] at the first `%` not followed by two
/// hexadecimal digits; else [`DecodeTextError::Utf8`] when the decoded
/// octets are not UTF-8, saying where the first invalid sequence begins.
pub fn decode_utf8(text: &str) -> Result<Cow<'_, str>, DecodeTextError> {
    if let Some(error) = broken_triplet(text) {
        return Err(DecodeTextError::Percent(error));
    }
    decode_utf8_with(text, false).map_err(DecodeTextError::Utf8)
}

/// Percent-decodes `text` as [`decode_lenient`] does, a `%` that does not
/// begin a triplet left as it is, and reads the octets as UTF-8 text.
///
/// ```
/// use rfc3986::percent;
///
/// assert_eq!(percent::decode_utf8_lenient("50%25 of 100%")?, "50% of 100%");
/// let error = percent::decode_utf8_lenient("ab%FFcd").unwrap_err();
/// assert_eq!(error.index(), 2);
/// # Ok::<_, rfc3986::percent::DecodeUtf8Error>(())
/// ```
///
/// # Errors
/// A [`DecodeUtf8Error`] when the decoded octets are not UTF-8, saying where
/// the first invalid sequence begins.
pub fn decode_utf8_lenient(text: &str) -> Result<Cow<'_, str>, DecodeUtf8Error> {
    decode_utf8_with(text, false)
}

/// A `%` that does not begin a `pct-encoded` triplet
/// ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)):
/// not followed by two hexadecimal digits. From [`decode`] and
/// [`decode_utf8`].
///
/// ```
/// use rfc3986::percent;
///
/// let error = percent::decode("a%zzb").unwrap_err();
/// assert_eq!(error.index(), 1);
/// assert_eq!(error.found(), b"%zz");
/// assert_eq!(error.to_string(), r#"invalid percent-encoding at index 1: found "%zz""#);
/// assert_eq!(percent::decode("%4").unwrap_err().found(), b"%4"); // the text ends
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DecodeError {
    index: usize,
    found: [u8; 3],
    len: u8,
}

impl DecodeError {
    /// The byte index of the `%` in the text that was decoded.
    ///
    /// ```
    /// assert_eq!(rfc3986::percent::decode("%41%").unwrap_err().index(), 3);
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The bytes of the text from the `%`: three, or fewer where the text
    /// ends. A byte after the `%` may be the first of a character outside
    /// ASCII.
    ///
    /// ```
    /// assert_eq!(rfc3986::percent::decode("%é").unwrap_err().found(), b"%\xc3\xa9");
    /// ```
    #[must_use]
    pub fn found(&self) -> &[u8] {
        self.found.get(..usize::from(self.len)).unwrap_or_default()
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid percent-encoding at index {}: found \"{}\"",
            self.index,
            self.found().escape_ascii()
        )
    }
}

impl core::error::Error for DecodeError {}

/// Why [`decode_utf8`] refused a text: a `%` that does not begin a triplet,
/// or decoded octets that are not UTF-8.
///
/// ```
/// use rfc3986::percent::{self, DecodeTextError};
///
/// let error = percent::decode_utf8("%C3%A9%").unwrap_err();
/// assert!(matches!(error, DecodeTextError::Percent(_)));
/// assert_eq!(error.index(), 6);
/// assert_eq!(error.to_string(), r#"invalid percent-encoding at index 6: found "%""#);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum DecodeTextError {
    /// A `%` not followed by two hexadecimal digits.
    Percent(DecodeError),
    /// Decoded octets that are not UTF-8.
    Utf8(DecodeUtf8Error),
}

impl DecodeTextError {
    /// The byte index in the text where it went wrong: the `%`, or the
    /// character or triplet that gave the first octet of the invalid
    /// sequence.
    ///
    /// ```
    /// assert_eq!(rfc3986::percent::decode_utf8("a%FF").unwrap_err().index(), 1);
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        match self {
            DecodeTextError::Percent(error) => error.index(),
            DecodeTextError::Utf8(error) => error.index(),
        }
    }
}

impl fmt::Display for DecodeTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeTextError::Percent(error) => error.fmt(f),
            DecodeTextError::Utf8(error) => error.fmt(f),
        }
    }
}

impl core::error::Error for DecodeTextError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            DecodeTextError::Percent(error) => Some(error),
            DecodeTextError::Utf8(error) => Some(error),
        }
    }
}

impl From<DecodeError> for DecodeTextError {
    fn from(error: DecodeError) -> Self {
        DecodeTextError::Percent(error)
    }
}

impl From<DecodeUtf8Error> for DecodeTextError {
    fn from(error: DecodeUtf8Error) -> Self {
        DecodeTextError::Utf8(error)
    }
}

/// Percent-decoded octets that are not UTF-8
/// ([RFC 3986 §2.5](https://www.rfc-editor.org/rfc/rfc3986#section-2.5)).
///
/// Like [`std::str::Utf8Error`] it says where the first invalid sequence
/// begins, both in the decoded octets ([`DecodeUtf8Error::valid_up_to`]) and
/// in the text that was decoded ([`DecodeUtf8Error::index`]); the decoded
/// octets can be taken back with [`DecodeUtf8Error::into_bytes`].
///
/// ```
/// use rfc3986::percent;
///
/// let error = percent::decode_utf8_lenient("%C3%A9%C3").unwrap_err();
/// assert_eq!(error.valid_up_to(), 2);
/// assert_eq!(error.index(), 6);
/// assert_eq!(error.error_len(), None); // the text ends inside a character
/// assert_eq!(error.into_bytes(), [0xc3, 0xa9, 0xc3]);
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeUtf8Error {
    index: usize,
    error: FromUtf8Error,
}

impl DecodeUtf8Error {
    /// The number of decoded octets that are valid UTF-8, as
    /// [`std::str::Utf8Error::valid_up_to`]: the first invalid sequence
    /// begins at this index of the decoded octets.
    ///
    /// See [RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)
    /// for how octets are encoded.
    ///
    /// ```
    /// let error = rfc3986::percent::decode_utf8_lenient("%41%42%80").unwrap_err();
    /// assert_eq!(error.valid_up_to(), 2);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn valid_up_to(&self) -> usize {
        self.error.utf8_error().valid_up_to()
    }

    /// The byte index, in the text that was decoded, of the character or
    /// `%HH` triplet ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1))
    /// that gave the first octet of the invalid sequence. For an error from
    /// [`query::Utf8Pairs`](crate::reference::query::Utf8Pairs) it is an index in the
    /// whole query.
    ///
    /// ```
    /// let error = rfc3986::percent::decode_utf8_lenient("%41%42%80").unwrap_err();
    /// assert_eq!(error.index(), 6);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The length of the invalid sequence in decoded octets, as
    /// [`std::str::Utf8Error::error_len`]: `None` when the octets end in the
    /// middle of a character ([RFC 3986 §2.5](https://www.rfc-editor.org/rfc/rfc3986#section-2.5)).
    ///
    /// ```
    /// let error = rfc3986::percent::decode_utf8_lenient("%80").unwrap_err();
    /// assert_eq!(error.error_len(), Some(1));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn error_len(&self) -> Option<usize> {
        self.error.utf8_error().error_len()
    }

    /// The UTF-8 error on the decoded octets
    /// ([RFC 3986 §2.5](https://www.rfc-editor.org/rfc/rfc3986#section-2.5)).
    ///
    /// ```
    /// let error = rfc3986::percent::decode_utf8_lenient("a%E9").unwrap_err();
    /// assert_eq!(error.utf8_error().valid_up_to(), 1);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn utf8_error(&self) -> core::str::Utf8Error {
        self.error.utf8_error()
    }

    /// The decoded octets ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).
    ///
    /// ```
    /// let error = rfc3986::percent::decode_utf8_lenient("a%E9").unwrap_err();
    /// assert_eq!(error.as_bytes(), b"a\xe9");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        self.error.as_bytes()
    }

    /// The decoded octets, owned ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).
    ///
    /// ```
    /// let error = rfc3986::percent::decode_utf8_lenient("caf%E9").unwrap_err();
    /// assert_eq!(error.into_bytes(), b"caf\xe9");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn into_bytes(self) -> Vec<u8> {
        self.error.into_bytes()
    }

    /// The same error, its index moved `by` bytes further: for a part
    /// decoded on its own out of a longer text.
    pub(crate) fn shifted(mut self, by: usize) -> Self {
        self.index += by;
        self
    }
}

impl fmt::Display for DecodeUtf8Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "percent-decoded text is not UTF-8: invalid sequence at decoded byte {}, from index {} of the input",
            self.valid_up_to(),
            self.index
        )
    }
}

impl core::error::Error for DecodeUtf8Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// A component, or part of one, that [`encode`] writes text for; each
/// allows the characters of its ABNF rule
/// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)) and
/// [`encode`] percent-encodes every other octet.
///
/// Every component allows the `unreserved` characters (§2.3) and none allows
/// `%` as a literal character: a `%` in the text is always encoded as `%25`.
/// No component can be written for `scheme` or `port`, which have no
/// `pct-encoded`.
///
/// ```
/// use rfc3986::percent::{self, Component};
///
/// let text = "a:b@c/d?e f";
/// assert_eq!(percent::encode(text, Component::Userinfo), "a:b%40c%2Fd%3Fe%20f");
/// assert_eq!(percent::encode(text, Component::RegName), "a%3Ab%40c%2Fd%3Fe%20f");
/// assert_eq!(percent::encode(text, Component::Path), "a:b@c/d%3Fe%20f");
/// assert_eq!(percent::encode(text, Component::PathSegment), "a:b@c%2Fd%3Fe%20f");
/// assert_eq!(percent::encode(text, Component::SegmentNoColon), "a%3Ab@c%2Fd%3Fe%20f");
/// assert_eq!(percent::encode(text, Component::Query), "a:b@c/d?e%20f");
/// assert_eq!(percent::encode(text, Component::Fragment), "a:b@c/d?e%20f");
/// assert_eq!(percent::encode("a=b&c+d", Component::QueryParam), "a%3Db%26c%2Bd");
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Component {
    /// `userinfo` ([§3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)):
    /// `unreserved`, `sub-delims` and `":"`. The output matches `userinfo`.
    Userinfo,
    /// A host written as a `reg-name` ([§3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)):
    /// `unreserved` and `sub-delims`. The output matches `reg-name` (and so
    /// `host`); non-ASCII names come out as percent-encoded UTF-8, as §3.2.2
    /// asks. Brackets are encoded, so this cannot write an `IP-literal`.
    RegName,
    /// A whole path ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)):
    /// `pchar` and `"/"`, the slashes kept as separators. The output matches
    /// `path`; where it goes, §3.3 may ask more (see
    /// [`UriRefBuilder`](crate::UriRefBuilder)).
    Path,
    /// One path segment ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)):
    /// `pchar` (`unreserved`, `sub-delims`, `":"`, `"@"`), so a `/` in the
    /// text is encoded. The output matches `segment`.
    PathSegment,
    /// The first segment of a relative path that has no authority
    /// ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3), [§4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)):
    /// `pchar` but `":"`, which would be read as the end of a scheme. The
    /// output of a non-empty text matches `segment-nz-nc`.
    SegmentNoColon,
    /// The query ([§3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)):
    /// `pchar`, `"/"` and `"?"`. The output matches `query`.
    Query,
    /// The fragment ([§3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)):
    /// `pchar`, `"/"` and `"?"`. The output matches `fragment`.
    Fragment,
    /// A key or a value of a `key=value&...` query, the HTML form convention
    /// that [§3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4) leaves
    /// to schemes: what [`Component::Query`] allows but `"&"`, `"="` and
    /// `"+"`, which would be read as a separator or a space. The output
    /// matches `query`, and [`query::pairs`](crate::reference::query::pairs) reads it
    /// back as one key or value whether or not `+` is read as a space.
    QueryParam,
}

/// `unreserved` (§2.3).
pub(crate) fn is_unreserved(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~')
}

/// `sub-delims` (§2.2).
fn is_sub_delim(byte: u8) -> bool {
    matches!(
        byte,
        b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'='
    )
}

impl Component {
    /// Whether `byte` may stand for itself in this component.
    fn allows(self, byte: u8) -> bool {
        let base = is_unreserved(byte) || is_sub_delim(byte);
        match self {
            Component::RegName => base,
            Component::Userinfo => base || byte == b':',
            Component::SegmentNoColon => base || byte == b'@',
            Component::PathSegment => base || matches!(byte, b':' | b'@'),
            Component::Path => base || matches!(byte, b':' | b'@' | b'/'),
            Component::Query | Component::Fragment => {
                base || matches!(byte, b':' | b'@' | b'/' | b'?')
            }
            Component::QueryParam => {
                (base || matches!(byte, b':' | b'@' | b'/' | b'?'))
                    && !matches!(byte, b'&' | b'=' | b'+')
            }
        }
    }
}

/// Uppercase hexadecimal digits (§2.1: "should use uppercase").
const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Appends `%` and the two uppercase hexadecimal digits of `octet`.
pub(crate) fn push_triplet(out: &mut String, octet: u8) {
    let digits = [HEX[usize::from(octet >> 4)], HEX[usize::from(octet & 0x0f)]];
    out.extend([b'%', digits[0], digits[1]].map(char::from));
}

/// `bytes` with every octet `component` does not allow written `%HH`.
fn encode_owned(bytes: &[u8], component: Component) -> String {
    let mut out = String::with_capacity(bytes.len() + bytes.len() / 2);
    for &byte in bytes {
        if component.allows(byte) {
            out.push(char::from(byte));
        } else {
            push_triplet(&mut out, byte);
        }
    }
    out
}

/// Percent-encodes `text` for `component`
/// ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)):
/// the characters the component allows stay as they are, and every other
/// octet of the UTF-8 text (§2.5), `%` included, becomes `%HH` with uppercase
/// hex digits (§2.1: "should use uppercase hexadecimal digits").
///
/// The output always matches the component's ABNF rule (see [`Component`]),
/// and [`decode`] gives `text` back. Borrows `text` when nothing needs
/// encoding. `%` is always encoded, so text that is already encoded must not
/// be encoded again (§2.4).
///
/// ```
/// use rfc3986::percent::{self, Component};
///
/// assert_eq!(percent::encode("Ünïcødé?", Component::PathSegment), "%C3%9Cn%C3%AFc%C3%B8d%C3%A9%3F");
/// assert_eq!(percent::encode("100%", Component::Query), "100%25");
/// let encoded = percent::encode("a b&c", Component::Fragment);
/// assert_eq!(encoded, "a%20b&c");
/// assert_eq!(percent::decode_utf8(&encoded)?, "a b&c");
/// # Ok::<_, rfc3986::percent::DecodeTextError>(())
/// ```
#[must_use]
pub fn encode(text: &str, component: Component) -> Cow<'_, str> {
    if text.bytes().all(|byte| component.allows(byte)) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(encode_owned(text.as_bytes(), component))
    }
}

/// Percent-encodes arbitrary octets for `component`, as [`encode`] does for
/// text ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)):
/// the inverse of [`decode`] for octets that are not UTF-8.
///
/// Borrows `bytes` when every octet is allowed (such octets are ASCII).
///
/// ```
/// use rfc3986::percent::{self, Component};
///
/// let encoded = percent::encode_bytes(&[0x00, b'a', 0xff], Component::Query);
/// assert_eq!(encoded, "%00a%FF");
/// assert_eq!(percent::decode(&encoded)?, &[0x00, b'a', 0xff][..]);
/// # Ok::<_, rfc3986::percent::DecodeError>(())
/// ```
#[must_use]
pub fn encode_bytes(bytes: &[u8], component: Component) -> Cow<'_, str> {
    if bytes.iter().all(|&byte| component.allows(byte)) {
        if let Ok(text) = core::str::from_utf8(bytes) {
            return Cow::Borrowed(text);
        }
    }
    Cow::Owned(encode_owned(bytes, component))
}

#[cfg(test)]
mod tests {
    use super::{DecodeTextError, decode, decode_lenient, decode_utf8, input_index, triplet};

    #[test]
    fn triplets_need_two_hex_digits() {
        assert_eq!(triplet(b"%41"), Some(b'A'));
        assert_eq!(triplet(b"%4"), None);
        assert_eq!(triplet(b"%g1"), None);
        assert_eq!(triplet(b"%%41"), None);
    }

    #[test]
    fn a_stray_percent_is_kept_by_the_lenient_decoding_and_the_next_triplet_decoded() {
        assert_eq!(&*decode_lenient("%%41"), b"%A");
        assert_eq!(&*decode_lenient("%4%41"), b"%4A");
        assert_eq!(&*decode_lenient("%"), b"%");
        assert_eq!(&*decode_lenient("a%z"), b"a%z");
        assert_eq!(&*decode_lenient("%zz%C3%A9"), "%zzé".as_bytes());
    }

    #[test]
    fn a_broken_triplet_is_refused_at_its_percent() {
        for (text, index, found) in [
            ("%", 0, &b"%"[..]),
            ("%z", 0, b"%z"),
            ("%zz", 0, b"%zz"),
            ("%4", 0, b"%4"),
            ("%4z", 0, b"%4z"),
            ("ab%", 2, b"%"),
            ("ab%4", 2, b"%4"),
            ("%41%", 3, b"%"),
            ("%%41", 0, b"%%4"),
            ("%C3%A9%g0", 6, b"%g0"),
            ("%\u{e9}", 0, "%\u{e9}".as_bytes()),
            ("\u{e9}%\u{20ac}", 2, b"%\xe2\x82"),
        ] {
            let error = decode(text).expect_err(text);
            assert_eq!((error.index(), error.found()), (index, found), "{text:?}");
            assert_eq!(
                error.to_string(),
                format!(
                    "invalid percent-encoding at index {index}: found \"{}\"",
                    found.escape_ascii()
                )
            );
            let Err(DecodeTextError::Percent(same)) = decode_utf8(text) else {
                panic!("{text:?}")
            };
            assert_eq!(same, error);
        }
    }

    #[test]
    fn valid_triplets_decode_strictly() {
        assert_eq!(decode("").as_deref(), Ok(&b""[..]));
        assert_eq!(decode("%41%62c").as_deref(), Ok(&b"Abc"[..]));
        assert_eq!(decode("%e2%82%AC").as_deref(), Ok("€".as_bytes()));
        assert_eq!(decode("%F0%9F%98%80").as_deref(), Ok("😀".as_bytes()));
        assert_eq!(decode("%ff").as_deref(), Ok(&[0xff][..]));
        assert_eq!(decode_utf8("caf%C3%A9 %E2%82%AC").as_deref(), Ok("café €"));
        assert_eq!(decode_utf8("😀%F0%9F%98%80").as_deref(), Ok("😀😀"));
        // Valid triplets that are not UTF-8: the UTF-8 error, not a
        // percent-encoding one.
        let Err(DecodeTextError::Utf8(error)) = decode_utf8("%C3%A9%C3") else {
            panic!()
        };
        assert_eq!(error.index(), 6);
    }

    #[test]
    fn input_indexes_skip_triplets() {
        assert_eq!(input_index("%41b%42", 0), 0);
        assert_eq!(input_index("%41b%42", 1), 3);
        assert_eq!(input_index("%41b%42", 2), 4);
        assert_eq!(input_index("%41b%42", 3), 7);
        assert_eq!(input_index("ab", 9), 2);
    }
}
