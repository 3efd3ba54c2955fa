//! Editing the `key=value&...` pairs of an owned reference's query in
//! place: `query_pairs_mut()`. Keys and values are percent-encoded for the
//! query (`percent::Component::QueryParam`), a space written `+` or `%20`
//! as [`PlusAsSpace`] says; after every call the reference is valid.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use super::edited::Edited;
use crate::percent::{self, Component};
use crate::query::{PlusAsSpace, pairs};
use crate::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};

/// The editor of an owned reference's query pairs, from
/// `query_pairs_mut()` ([`UriRefBuf::query_pairs_mut`] and the other
/// owned URI types). Each call rewrites the query at once, so the
/// reference stays valid whatever happens after it.
///
/// Keys are compared once decoded (`+` read as a space when the editor
/// writes spaces as `+`), so `set("a b", ..)` finds `a+b=` and `a%20b=`.
///
/// ```
/// use rfc3986::UriRefBuf;
/// use rfc3986::query::PlusAsSpace;
///
/// let mut r = UriRefBuf::parse("https://h/search?q=old&page=2#top")?;
/// r.query_pairs_mut()
///     .set("q", "tea & cake")
///     .append_pair("lang", "en")
///     .remove("page");
/// assert_eq!(r, "https://h/search?q=tea%20%26%20cake&lang=en#top");
///
/// r.query_pairs_mut().space_as(PlusAsSpace::Yes).set("q", "green tea+milk");
/// assert_eq!(r, "https://h/search?q=green+tea%2Bmilk&lang=en#top");
///
/// r.query_pairs_mut().clear();
/// assert_eq!(r, "https://h/search#top");
/// # Ok::<_, rfc3986::Error>(())
/// ```
pub struct QueryPairsMut<'a> {
    target: Edited<'a>,
    plus: PlusAsSpace,
}

impl QueryPairsMut<'_> {
    /// How a space is written from now on: `PlusAsSpace::No` (the default)
    /// as `%20`, `PlusAsSpace::Yes` as `+` (HTML forms); a `+` in a key or
    /// value is written `%2B` either way.
    pub fn space_as(&mut self, plus: PlusAsSpace) -> &mut Self {
        self.plus = plus;
        self
    }

    /// Adds `key=value` at the end.
    pub fn append_pair(&mut self, key: &str, value: &str) -> &mut Self {
        let mut query = self.query().map(String::from).unwrap_or_default();
        if !query.is_empty() {
            query.push('&');
        }
        self.push_pair(&mut query, key, value);
        self.write(Some(&query));
        self
    }

    /// Adds every pair of `pairs` at the end, in order.
    pub fn extend_pairs<I, K, V>(&mut self, pairs: I) -> &mut Self
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        let mut query = self.query().map(String::from).unwrap_or_default();
        for (key, value) in pairs {
            if !query.is_empty() {
                query.push('&');
            }
            self.push_pair(&mut query, key.as_ref(), value.as_ref());
        }
        self.write(Some(&query));
        self
    }

    /// Gives `key` the one value `value`: the first pair of that key gets
    /// it, in its place, and the others are removed; without one,
    /// `key=value` is added at the end.
    pub fn set(&mut self, key: &str, value: &str) -> &mut Self {
        let Some(query) = self.query().map(String::from) else {
            return self.append_pair(key, value);
        };
        let mut pair = String::new();
        self.push_pair(&mut pair, key, value);
        let mut out: Vec<&str> = Vec::new();
        let mut done = false;
        for piece in self.pieces(&query) {
            if !self.key_is(piece, key) {
                out.push(piece);
            } else if !done {
                out.push(&pair);
                done = true;
            }
        }
        if !done {
            out.push(&pair);
        }
        self.write(Some(&out.join("&")));
        self
    }

    /// Removes every pair of `key`; the query goes when no pair is left.
    pub fn remove(&mut self, key: &str) -> &mut Self {
        let Some(query) = self.query().map(String::from) else {
            return self;
        };
        let kept: Vec<&str> = self
            .pieces(&query)
            .filter(|piece| !self.key_is(piece, key))
            .collect();
        if kept.is_empty() {
            self.write(None);
        } else {
            self.write(Some(&kept.join("&")));
        }
        self
    }

    /// Removes the query, `?` included.
    pub fn clear(&mut self) -> &mut Self {
        self.write(None);
        self
    }

    /// The `&`-separated pieces of `query`, empty ones left out (an edit
    /// drops the empty pieces of `a&&b`).
    fn pieces<'q>(&self, query: &'q str) -> impl Iterator<Item = &'q str> {
        query.split('&').filter(|piece| !piece.is_empty())
    }

    /// Whether the piece `key[=value]`'s key, decoded, is `key`.
    fn key_is(&self, piece: &str, key: &str) -> bool {
        let Some((raw, _)) = pairs(piece).next() else {
            return false;
        };
        let decoded: Cow<'_, [u8]> = if self.plus == PlusAsSpace::Yes && raw.contains('+') {
            Cow::Owned(percent::decode_lenient(&raw.replace('+', " ")).into_owned())
        } else {
            percent::decode_lenient(raw)
        };
        *decoded == *key.as_bytes()
    }

    /// Writes `key=value`, encoded, at the end of `query`.
    fn push_pair(&self, query: &mut String, key: &str, value: &str) {
        self.push_encoded(query, key);
        query.push('=');
        self.push_encoded(query, value);
    }

    fn push_encoded(&self, query: &mut String, text: &str) {
        let encoded = percent::encode(text, Component::QueryParam);
        if self.plus == PlusAsSpace::Yes {
            query.push_str(&encoded.replace("%20", "+"));
        } else {
            query.push_str(&encoded);
        }
    }

    fn query(&self) -> Option<&str> {
        self.target.view().query()
    }

    /// Sets the query. Every text written here is pairs encoded for the
    /// query, which `set_query` takes; were it refused, the reference
    /// would stay as it was.
    fn write(&mut self, query: Option<&str>) {
        let _ = self.target.set_query(query);
    }
}

macro_rules! query_pairs_mut {
    ($($owned:ident => $variant:ident, e.g. $input:literal),*) => {
        $(
            impl $owned {
                /// An editor of the query's `key=value` pairs, which
                /// rewrites the query at each call: see [`QueryPairsMut`].
                ///
                /// ```
                #[doc = concat!("let mut r = rfc3986::", stringify!($owned), "::parse(\"", $input, "\")?;")]
                /// r.query_pairs_mut().append_pair("a", "1/2").append_pair("b", "x=y");
                /// assert_eq!(r.query(), Some("a=1/2&b=x%3Dy"));
                /// # Ok::<_, rfc3986::Error>(())
                /// ```
                pub fn query_pairs_mut(&mut self) -> QueryPairsMut<'_> {
                    QueryPairsMut {
                        target: Edited::$variant(self),
                        plus: PlusAsSpace::No,
                    }
                }
            }
        )*
    };
}

query_pairs_mut!(
    UriRefBuf => UriRef, e.g. "http://h/p",
    UriBuf => Uri, e.g. "http://h/p#f",
    AbsoluteUriBuf => AbsoluteUri, e.g. "http://h/p",
    RelativeRefBuf => RelativeRef, e.g. "/p"
);
