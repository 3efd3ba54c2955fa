//! Editing the segments of an owned reference's path in place:
//! `path_segments_mut()`. A pushed segment is percent-encoded as a
//! `segment` (`/`, `?`, `#` and `%` included); an edit that would break a
//! rule of §3.3 is refused, the path left as it was, rather than given
//! another meaning.

use alloc::string::String;

use super::edited::Edited;
use crate::percent::{self, Component};
use crate::{AbsoluteUriBuf, BuildError, RelativeRefBuf, UriBuf, UriRefBuf};

/// The editor of an owned reference's path segments, from
/// `path_segments_mut()` ([`UriRefBuf::path_segments_mut`] and the other
/// owned URI types). Each call rewrites the path at once.
///
/// A push after a path ending in `/` adds a segment after the empty one
/// (`/a/` and `b` give `/a//b`): [`PathSegmentsMut::pop_if_empty`] first
/// to replace it.
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let mut r = UriRefBuf::parse("https://h/docs/?q")?;
/// r.path_segments_mut().pop_if_empty().push("a/b c")?.push("100%")?;
/// assert_eq!(r, "https://h/docs/a%2Fb%20c/100%25?q");
/// r.path_segments_mut().pop().pop();
/// assert_eq!(r, "https://h/docs?q");
///
/// // §3.3: the first segment of a relative path may not hold a ":",
/// // which would make it a scheme. The edit is refused.
/// let mut relative = UriRefBuf::parse("")?;
/// assert!(relative.path_segments_mut().push("a:b").is_err());
/// assert_eq!(relative, "");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub struct PathSegmentsMut<'a> {
    target: Edited<'a>,
}

impl PathSegmentsMut<'_> {
    /// Adds `segment`, percent-encoded, at the end of the path: `/` and
    /// the segment after a path with an authority or a `/` at its start,
    /// the segment alone after an empty relative path.
    ///
    /// # Errors
    /// A [`BuildError`] when the path would break §3.3 (a relative
    /// reference's first segment with a `:`); the path is then unchanged.
    pub fn push(&mut self, segment: &str) -> Result<&mut Self, BuildError> {
        let encoded = percent::encode(segment, Component::PathSegment);
        let path = self.path();
        let mut new = String::with_capacity(path.len() + encoded.len() + 1);
        new.push_str(path);
        if !path.is_empty() || self.has_authority() {
            new.push('/');
        }
        new.push_str(&encoded);
        self.write(&new)?;
        Ok(self)
    }

    /// Pushes every segment of `segments`, in order, up to the first that
    /// is refused.
    ///
    /// # Errors
    /// As for [`PathSegmentsMut::push`]; the segments before it stay.
    pub fn extend<I>(&mut self, segments: I) -> Result<&mut Self, BuildError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        for segment in segments {
            self.push(segment.as_ref())?;
        }
        Ok(self)
    }

    /// Removes the last segment, with the `/` before it; `/a` becomes `/`,
    /// the root stays. Nothing happens to an empty path or `/`.
    pub fn pop(&mut self) -> &mut Self {
        let path = self.path();
        let new = match path.rfind('/') {
            Some(0) if path.len() > 1 => String::from("/"),
            Some(0) => return self,
            Some(slash) => String::from(&path[..slash]),
            None => String::new(),
        };
        let _ = self.write(&new);
        self
    }

    /// Removes the last segment when it is empty (`/a/` becomes `/a`).
    pub fn pop_if_empty(&mut self) -> &mut Self {
        let path = self.path();
        if path.len() > 1 && path.ends_with('/') {
            let new = String::from(&path[..path.len() - 1]);
            let _ = self.write(&new);
        }
        self
    }

    /// Removes every segment: `/` stays for an absolute path, an empty
    /// path otherwise.
    pub fn clear(&mut self) -> &mut Self {
        let new = if self.path().starts_with('/') {
            "/"
        } else {
            ""
        };
        let _ = self.write(new);
        self
    }

    fn path(&self) -> &str {
        self.target.view().path().as_str()
    }

    fn has_authority(&self) -> bool {
        self.target.view().authority().is_some()
    }

    fn write(&mut self, path: &str) -> Result<(), BuildError> {
        self.target.set_path(path)
    }
}

macro_rules! path_segments_mut {
    ($($owned:ident => $variant:ident, e.g. $input:literal to $output:literal),*) => {
        $(
            impl $owned {
                /// An editor of the path's segments, which rewrites the
                /// path at each call: see [`PathSegmentsMut`].
                ///
                /// ```
                #[doc = concat!("let mut r = rfc3986::", stringify!($owned), "::parse(\"", $input, "\")?;")]
                /// r.path_segments_mut().push("x y")?.push("z")?;
                #[doc = concat!("assert_eq!(r, \"", $output, "\");")]
                /// # Ok::<_, Box<dyn std::error::Error>>(())
                /// ```
                pub fn path_segments_mut(&mut self) -> PathSegmentsMut<'_> {
                    PathSegmentsMut {
                        target: Edited::$variant(self),
                    }
                }
            }
        )*
    };
}

path_segments_mut!(
    UriRefBuf => UriRef, e.g. "http://h" to "http://h/x%20y/z",
    UriBuf => Uri, e.g. "http://h/a#f" to "http://h/a/x%20y/z#f",
    AbsoluteUriBuf => AbsoluteUri, e.g. "urn:a" to "urn:a/x%20y/z",
    RelativeRefBuf => RelativeRef, e.g. "/a" to "/a/x%20y/z"
);
