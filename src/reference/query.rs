//! `key=value` pairs of a query
//! ([RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)).
//!
//! RFC 3986 gives the query no inner structure: §3.4 only says it holds
//! "non-hierarchical data" that, with the path, identifies a resource, and
//! leaves its format to each scheme and application. The `&`-separated
//! `key=value` convention read here is that of HTML forms
//! (`application/x-www-form-urlencoded`, defined by the WHATWG URL Standard),
//! used by most web applications but not required by RFC 3986. The same
//! convention writes a space as `+`; that reading is an option,
//! [`PlusAsSpace`], off by default.
//!
//! How pairs are read:
//! - Pairs are separated by `&` only (not `;`).
//! - A pair is split at its first `=`: `a=b=c` is the key `a` with the value
//!   `b=c`. A pair without `=` is a key with no value (`None`); `a=` is a key
//!   with an empty value (`Some("")`).
//! - Empty pairs are skipped, as HTML forms do: `a&&b`, `&a&b&` and `a&b`
//!   give the same two pairs, and an empty query gives none. `=` is not an
//!   empty pair: it is an empty key with an empty value.
//! - Decoding happens after splitting (§2.4), so `%26` and `%3D` are an `&`
//!   and an `=` inside a key or value, never separators.
//!
//! ```
//! use rfc3986::UriRef;
//! use rfc3986::query::PlusAsSpace;
//!
//! let r = UriRef::parse("http://h/search?q=caf%C3%A9+au+lait&lang&page=2")?;
//! let raw: Vec<_> = r.query_pairs().collect();
//! assert_eq!(raw, [("q", Some("caf%C3%A9+au+lait")), ("lang", None), ("page", Some("2"))]);
//!
//! let form: Vec<_> = r.query_pairs().decoded_utf8(PlusAsSpace::Yes).collect::<Result<_, _>>()?;
//! assert_eq!(form[0].1.as_deref(), Some("café au lait"));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use alloc::borrow::Cow;

use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::UriRef;
use crate::text::percent::{self, DecodeUtf8Error};

/// Whether a `+` in a key or value is read as a space when decoding, as HTML
/// forms write spaces. RFC 3986 has no such rule: a `+` is a `sub-delims`
/// character that stands for itself
/// ([§2.2](https://www.rfc-editor.org/rfc/rfc3986#section-2.2)), so the
/// default is [`PlusAsSpace::No`]. A `%2B` is always a `+`.
///
/// ```
/// use rfc3986::query::{self, PlusAsSpace};
///
/// let no: Vec<_> = query::pairs("a+b=%2B").decoded_utf8(PlusAsSpace::No).collect::<Result<_, _>>()?;
/// assert_eq!(no, [("a+b".into(), Some("+".into()))]);
/// let yes: Vec<_> = query::pairs("a+b=%2B").decoded_utf8(PlusAsSpace::Yes).collect::<Result<_, _>>()?;
/// assert_eq!(yes, [("a b".into(), Some("+".into()))]);
/// assert_eq!(PlusAsSpace::default(), PlusAsSpace::No);
/// # Ok::<_, rfc3986::percent::DecodeUtf8Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PlusAsSpace {
    /// `+` is a `+`, as RFC 3986 reads it ([§2.2](https://www.rfc-editor.org/rfc/rfc3986#section-2.2)).
    #[default]
    No,
    /// `+` is a space, as HTML forms write it (not RFC 3986,
    /// [§3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)).
    Yes,
}

impl PlusAsSpace {
    fn is_yes(self) -> bool {
        self == PlusAsSpace::Yes
    }
}

/// The `&`-separated `key=value` pairs of `query`, as written (the HTML form
/// convention; [RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)
/// leaves the query's format to schemes). See the [module](self) for how
/// pairs are read.
///
/// `query` is the query without its `?`, such as [`UriRef::query`] gives;
/// any string is accepted.
///
/// ```
/// use rfc3986::query;
///
/// let pairs: Vec<_> = query::pairs("a=1&&b&c=&=d&e=f=g").collect();
/// assert_eq!(
///     pairs,
///     [("a", Some("1")), ("b", None), ("c", Some("")), ("", Some("d")), ("e", Some("f=g"))]
/// );
/// assert_eq!(query::pairs("").count(), 0);
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[must_use]
pub fn pairs(query: &str) -> Pairs<'_> {
    Pairs { query, position: 0 }
}

/// One pair with the byte offsets of its key and value in the query.
struct Located<'a> {
    key: &'a str,
    key_at: usize,
    value: Option<(&'a str, usize)>,
}

/// An iterator over the raw `key=value` pairs of a query
/// ([RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)),
/// made by [`pairs`] or [`UriRef::query_pairs`]: each a key and, when the
/// pair has an `=`, a value, both as written.
///
/// ```
/// let mut pairs = rfc3986::query::pairs("x=1&y");
/// assert_eq!(pairs.next(), Some(("x", Some("1"))));
/// assert_eq!(pairs.next(), Some(("y", None)));
/// assert_eq!(pairs.next(), None);
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Pairs<'a> {
    query: &'a str,
    position: usize,
}

impl<'a> Pairs<'a> {
    /// The next non-empty pair and where it lies.
    fn next_located(&mut self) -> Option<Located<'a>> {
        loop {
            let rest = self.query.get(self.position..)?;
            if rest.is_empty() {
                return None;
            }
            let start = self.position;
            let piece = match rest.split_once('&') {
                Some((piece, _)) => piece,
                None => rest,
            };
            // Past the piece and its "&" (the end of the query may be passed,
            // which `get` above then reports as the end).
            self.position = start + piece.len() + 1;
            if piece.is_empty() {
                continue;
            }
            return Some(match piece.split_once('=') {
                Some((key, value)) => Located {
                    key,
                    key_at: start,
                    value: Some((value, start + key.len() + 1)),
                },
                None => Located {
                    key: piece,
                    key_at: start,
                    value: None,
                },
            });
        }
    }

    /// The same pairs, each key and value percent-decoded to octets
    /// ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)),
    /// `+` read as a space if `plus` says so. A stray `%` is kept, as
    /// [`percent::decode_lenient`] keeps it.
    ///
    /// ```
    /// use rfc3986::query::{self, PlusAsSpace};
    ///
    /// let pairs: Vec<_> = query::pairs("k%3D=%FF&a+b").decoded(PlusAsSpace::Yes).collect();
    /// assert_eq!(pairs[0].0, &b"k="[..]);
    /// assert_eq!(pairs[0].1.as_deref(), Some(&b"\xff"[..]));
    /// assert_eq!(pairs[1].0, &b"a b"[..]);
    /// assert_eq!(pairs[1].1, None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn decoded(self, plus: PlusAsSpace) -> DecodedPairs<'a> {
        DecodedPairs { pairs: self, plus }
    }

    /// The same pairs, each key and value percent-decoded to UTF-8 text
    /// ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1),
    /// [§2.5](https://www.rfc-editor.org/rfc/rfc3986#section-2.5)),
    /// `+` read as a space if `plus` says so.
    ///
    /// ```
    /// use rfc3986::query::{self, PlusAsSpace};
    ///
    /// let mut pairs = query::pairs("name=J%C3%BCrgen&bad=%C3").decoded_utf8(PlusAsSpace::No);
    /// let (key, value) = pairs.next().transpose()?.expect("a first pair");
    /// assert_eq!((key.as_ref(), value.as_deref()), ("name", Some("Jürgen")));
    /// let error = pairs.next().expect("a second pair").unwrap_err();
    /// assert_eq!(error.index(), 21); // the "%C3" of the query
    /// # Ok::<_, rfc3986::percent::DecodeUtf8Error>(())
    /// ```
    #[must_use]
    pub fn decoded_utf8(self, plus: PlusAsSpace) -> Utf8Pairs<'a> {
        Utf8Pairs { pairs: self, plus }
    }
}

impl<'a> Iterator for Pairs<'a> {
    type Item = (&'a str, Option<&'a str>);

    fn next(&mut self) -> Option<Self::Item> {
        self.next_located()
            .map(|pair| (pair.key, pair.value.map(|(value, _)| value)))
    }
}

/// An iterator over the `key=value` pairs of a query
/// ([RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)),
/// each key and value percent-decoded to octets (§2.1), made by
/// [`Pairs::decoded`]. Keys and values are borrowed when they hold nothing to
/// decode.
///
/// ```
/// use rfc3986::query::{self, PlusAsSpace};
///
/// let mut pairs = query::pairs("a=%00").decoded(PlusAsSpace::No);
/// assert_eq!(pairs.next(), Some((b"a"[..].into(), Some(b"\0"[..].into()))));
/// assert_eq!(pairs.next(), None);
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct DecodedPairs<'a> {
    pairs: Pairs<'a>,
    plus: PlusAsSpace,
}

impl<'a> Iterator for DecodedPairs<'a> {
    type Item = (Cow<'a, [u8]>, Option<Cow<'a, [u8]>>);

    fn next(&mut self) -> Option<Self::Item> {
        let plus = self.plus.is_yes();
        self.pairs.next().map(|(key, value)| {
            (
                percent::decode_with(key, plus),
                value.map(|value| percent::decode_with(value, plus)),
            )
        })
    }
}

/// An iterator over the `key=value` pairs of a query
/// ([RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)),
/// each key and value percent-decoded to UTF-8 text (§2.1, §2.5), made by
/// [`Pairs::decoded_utf8`].
///
/// A pair whose key or value is not UTF-8 once decoded gives an error, whose
/// [`DecodeUtf8Error::index`] is an index in the whole query; the iteration
/// can go on to the next pair.
///
/// ```
/// use rfc3986::query::{self, PlusAsSpace};
///
/// let results: Vec<_> = query::pairs("a=%FF&b=2").decoded_utf8(PlusAsSpace::No).collect();
/// assert_eq!(results[0].as_ref().unwrap_err().index(), 2);
/// assert_eq!(results[1], Ok(("b".into(), Some("2".into()))));
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Utf8Pairs<'a> {
    pairs: Pairs<'a>,
    plus: PlusAsSpace,
}

impl<'a> Iterator for Utf8Pairs<'a> {
    type Item = Result<(Cow<'a, str>, Option<Cow<'a, str>>), DecodeUtf8Error>;

    fn next(&mut self) -> Option<Self::Item> {
        let pair = self.pairs.next_located()?;
        Some(decode_utf8_pair(&pair, self.plus.is_yes()))
    }
}

/// The key and value of `pair` decoded to text; an error's index is moved
/// to the place of the key or value in the query.
fn decode_utf8_pair<'a>(
    pair: &Located<'a>,
    plus: bool,
) -> Result<(Cow<'a, str>, Option<Cow<'a, str>>), DecodeUtf8Error> {
    let decode = |text: &'a str, at: usize| {
        percent::decode_utf8_with(text, plus).map_err(|error| error.shifted(at))
    };
    let key = decode(pair.key, pair.key_at)?;
    let value = match pair.value {
        Some((value, at)) => Some(decode(value, at)?),
        None => None,
    };
    Ok((key, value))
}

impl<'a> UriRef<'a> {
    /// The `&`-separated `key=value` pairs of the query, as written; none
    /// when there is no query. The format is the HTML form convention, which
    /// [RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)
    /// allows but does not define; see [`crate::reference::query`] for how pairs are
    /// read, and [`Pairs::decoded`] and [`Pairs::decoded_utf8`] to decode
    /// them.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::query::PlusAsSpace;
    ///
    /// let r = UriRef::parse("/list?sort=name&tag=a%26b&tag=c+d")?;
    /// let tags: Vec<_> = r
    ///     .query_pairs()
    ///     .decoded_utf8(PlusAsSpace::Yes)
    ///     .filter_map(Result::ok)
    ///     .filter(|(key, _)| key == "tag")
    ///     .filter_map(|(_, value)| value)
    ///     .collect();
    /// assert_eq!(tags, ["a&b", "c d"]);
    /// assert_eq!(UriRef::parse("/list")?.query_pairs().count(), 0);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn query_pairs(&self) -> Pairs<'a> {
        pairs(self.query().unwrap_or_default())
    }
}

delegate_on!([UriRefBuf, UriBuf, AbsoluteUriBuf, RelativeRefBuf] {
    as_uri_ref => UriRef:
    /// The `&`-separated `key=value` pairs of the query (the HTML form
    /// convention; [RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)).
    fn query_pairs(&self) -> Pairs<'_>;
});

#[cfg(test)]
mod tests {
    use super::pairs;

    #[test]
    fn offsets_point_into_the_query() {
        let mut p = pairs("&ab=cd&&e");
        let first = p.next_located().expect("a pair");
        assert_eq!((first.key, first.key_at), ("ab", 1));
        assert_eq!(first.value, Some(("cd", 4)));
        let second = p.next_located().expect("a pair");
        assert_eq!((second.key, second.key_at, second.value), ("e", 8, None));
        assert!(p.next_located().is_none());
    }
}
