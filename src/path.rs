//! The path component (RFC 3986 §3.3).

use std::fmt;

/// The path component ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)),
/// always present, possibly empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Path<'a> {
    pub(crate) text: &'a str,
}

impl<'a> Path<'a> {
    /// The path as written.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Whether the path is empty (zero characters).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Whether the path begins with `/`.
    #[must_use]
    pub fn is_absolute(&self) -> bool {
        self.text.starts_with('/')
    }

    /// The segments of the path, as written (§3.3: "a sequence of path
    /// segments separated by a slash").
    ///
    /// An absolute path yields no segment for its leading `/`: `/a/b` gives
    /// `a`, `b`; `/` gives one empty segment; `a//b/` gives `a`, ``, `b`, ``.
    /// The empty path gives no segment at all.
    #[must_use]
    pub fn segments(&self) -> Segments<'a> {
        let rest = self.text.strip_prefix('/').unwrap_or(self.text);
        Segments {
            rest: (!self.text.is_empty()).then_some(rest),
        }
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// An iterator over the segments of a [`Path`], borrowed from the input.
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
}
