//! The path component (RFC 3986 §3.3).

use alloc::borrow::Cow;
use core::fmt;

/// The path component ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)),
/// always present, possibly empty.
///
/// ```
/// use rfc3986::UriRef;
///
/// let path = UriRef::parse("mailto:user@example.com")?.path();
/// assert_eq!((path.as_str(), path.is_absolute()), ("user@example.com", false));
/// assert!(UriRef::parse("http://h?q")?.path().is_empty());
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Path<'a> {
    pub(crate) text: &'a str,
}

impl<'a> Path<'a> {
    /// The path as written, percent-encodings and dot segments included.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("http://h/a/../b%20c?q")?;
    /// assert_eq!(r.path().as_str(), "/a/../b%20c");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Whether the path is empty (zero characters).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert!(UriRef::parse("http://h")?.path().is_empty());
    /// assert!(UriRef::parse("?q")?.path().is_empty());
    /// assert!(!UriRef::parse("http://h/")?.path().is_empty());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Whether the path begins with `/`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert!(UriRef::parse("/a/b")?.path().is_absolute());
    /// assert!(!UriRef::parse("a/b")?.path().is_absolute());
    /// assert!(!UriRef::parse("urn:a/b")?.path().is_absolute());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn is_absolute(&self) -> bool {
        self.text.starts_with('/')
    }

    /// The segments of the path, as written (§3.3: "a sequence of path
    /// segments separated by a slash").
    ///
    /// An absolute path yields no segment for its leading `/`: `/a/b` gives
    /// `a`, `b`; `/` gives one empty segment; `a//b/` gives `a`, ``, `b`, ``.
    /// The empty path gives no segment at all.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let segments: Vec<&str> = UriRef::parse("http://h/a//b%2Fc/")?.path().segments().collect();
    /// assert_eq!(segments, ["a", "", "b%2Fc", ""]);
    /// assert_eq!(UriRef::parse("http://h")?.path().segments().count(), 0);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn segments(&self) -> Segments<'a> {
        let rest = self.text.strip_prefix('/').unwrap_or(self.text);
        Segments {
            rest: (!self.text.is_empty()).then_some(rest),
        }
    }

    /// The segments of the path, as [`Path::segments`] splits them, each
    /// percent-decoded to octets ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1),
    /// [§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
    ///
    /// The path is split at its `/` first and each segment decoded after
    /// (§2.4), so a `%2F` is a `/` inside its segment, not a separator: do
    /// not join decoded segments with `/` and expect the path back. A segment
    /// is borrowed when it holds no `%HH`. The items are octets because a
    /// segment need not be UTF-8; for text, decode each of
    /// [`Path::segments`] with [`percent::decode_utf8`](crate::text::percent::decode_utf8).
    ///
    /// ```
    /// use rfc3986::{UriRef, percent};
    ///
    /// let r = UriRef::parse("/a%2Fb/caf%C3%A9/%FF")?;
    /// let decoded: Vec<_> = r.path().decoded_segments().collect();
    /// assert_eq!(decoded, [&b"a/b"[..], "café".as_bytes(), b"\xff"]);
    ///
    /// let text: Result<Vec<_>, _> = r.path().segments().map(percent::decode_utf8).collect();
    /// assert_eq!(text.unwrap_err().index(), 0); // "%FF" is not UTF-8
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn decoded_segments(&self) -> DecodedSegments<'a> {
        DecodedSegments {
            segments: self.segments(),
        }
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// An iterator over the segments of a [`Path`], borrowed from the input,
/// made by [`Path::segments`].
///
/// ```
/// let r = rfc3986::UriRef::parse("/a/b")?;
/// let mut segments = r.path().segments();
/// assert_eq!((segments.next(), segments.next(), segments.next()), (Some("a"), Some("b"), None));
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Segments<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for Segments<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        match rest.split_once('/') {
            Some((segment, after)) => {
                self.rest = Some(after);
                Some(segment)
            }
            None => {
                self.rest = None;
                Some(rest)
            }
        }
    }
}

/// An iterator over the percent-decoded segments of a [`Path`]
/// ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)),
/// made by [`Path::decoded_segments`]: each segment's octets, borrowed when
/// the segment holds no `%HH`.
///
/// ```
/// let r = rfc3986::UriRef::parse("a%20b//c")?;
/// let mut segments = r.path().decoded_segments();
/// assert_eq!(segments.next().as_deref(), Some(&b"a b"[..]));
/// assert_eq!(segments.next().as_deref(), Some(&b""[..]));
/// assert_eq!(segments.next().as_deref(), Some(&b"c"[..]));
/// assert_eq!(segments.next(), None);
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct DecodedSegments<'a> {
    segments: Segments<'a>,
}

impl<'a> Iterator for DecodedSegments<'a> {
    type Item = Cow<'a, [u8]>;

    fn next(&mut self) -> Option<Cow<'a, [u8]>> {
        // A parsed path's every "%" begins a triplet (`pct-encoded`): the
        // lenient decoding decodes it as the strict one would, without
        // looking for a broken one.
        self.segments
            .next()
            .map(crate::text::percent::decode_lenient)
    }
}

#[cfg(test)]
mod tests {
    use super::Path;

    fn segments(text: &str) -> Vec<&str> {
        Path { text }.segments().collect()
    }

    #[test]
    fn segments_follow_the_slashes() {
        assert_eq!(segments(""), Vec::<&str>::new());
        assert_eq!(segments("/"), [""]);
        assert_eq!(segments("/a/b"), ["a", "b"]);
        assert_eq!(segments("a//b/"), ["a", "", "b", ""]);
        assert_eq!(segments("//"), ["", ""]);
        assert_eq!(segments("a"), ["a"]);
    }

    #[test]
    fn decoded_segments_are_split_before_decoding() {
        let decoded: Vec<Vec<u8>> = Path {
            text: "/%2F/a%2fb/",
        }
        .decoded_segments()
        .map(|segment| segment.into_owned())
        .collect();
        assert_eq!(decoded, [&b"/"[..], b"a/b", b""]);
    }
}
