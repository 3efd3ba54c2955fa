//! Reference resolution (RFC 3986 §5.2) and recomposition (§5.3).

use alloc::string::String;
use core::fmt;

use crate::compiled::goal::Goal;
use crate::compiled::layout::Layout;
use crate::error::parse_error::Error;
use crate::ops::writer::Writer;
use crate::reference::authority::Authority;
use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::owned::{AbsoluteUriBuf, UriBuf};
use crate::reference::uri_ref::{AbsoluteUri, Uri, UriRef};
use crate::text::dot_segment::has_dot_segment;
use crate::text::find_byte::find_byte;

/// How strictly §5.2.2 reads a reference that repeats the base's scheme.
///
/// ```
/// use rfc3986::{Strictness, resolve};
///
/// let base = "http://a/b/c/d;p?q";
/// assert_eq!(resolve(base, "http:g", Strictness::Strict)?.as_str(), "http:g");
/// assert_eq!(resolve(base, "http:g", Strictness::NonStrict)?.as_str(), "http://a/b/c/g");
/// assert_eq!(Strictness::default(), Strictness::Strict);
/// # Ok::<_, rfc3986::ResolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Strictness {
    /// `http:g` against an `http` base is the URI `http:g` (the RFC's
    /// default, and this crate's).
    #[default]
    Strict,
    /// The §5.2.2 loophole kept for backward compatibility: a scheme equal to
    /// the base's (ignoring case) is ignored, so `http:g` is resolved as `g`.
    NonStrict,
}

/// The components of a target being assembled (§5.2.2's `T`), borrowed
/// from the base and the reference: the target is written once, into a
/// string of the right size.
struct Target<'a> {
    scheme: &'a str,
    authority: Option<Authority<'a>>,
    path: TargetPath<'a>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

/// Where the target's path comes from.
enum TargetPath<'a> {
    /// The base's path, as it is (an empty reference path).
    Base(&'a str),
    /// A path, its dot segments to be removed.
    Dots(&'a str),
    /// §5.2.3's merge, its dot segments to be removed: the base's path up
    /// to its last `/` (or `/` alone, or nothing), then the reference's
    /// path.
    Merged(&'a str, &'a str),
}

impl TargetPath<'_> {
    /// The length of the path before dot-segment removal, which only
    /// shortens it.
    fn len(&self) -> usize {
        match self {
            TargetPath::Base(path) | TargetPath::Dots(path) => path.len(),
            TargetPath::Merged(prefix, path) => prefix.len() + path.len(),
        }
    }
}

impl<'a> Uri<'a> {
    /// Resolves `reference` against this base URI (RFC 3986 §5.2.2), and
    /// recomposes the target (§5.3). A fragment of the base is not used
    /// (§5.1).
    ///
    /// ```
    /// use rfc3986::{Strictness, Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let target = base.resolve(&UriRef::parse("../g?y#s")?, Strictness::Strict);
    /// assert_eq!(target.as_str(), "http://a/b/g?y#s");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn resolve(&self, reference: &UriRef<'_>, strictness: Strictness) -> UriBuf {
        let (text, layout) = target(
            &self.as_uri_ref(),
            reference,
            strictness,
            Goal::UriReference,
        );
        UriBuf::from_parts(text, layout)
    }

    /// Parses `reference` as a URI reference and resolves it strictly
    /// against this base (RFC 3986 §5.2.2).
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// assert_eq!(base.join("../g")?.as_str(), "http://a/b/g");
    /// assert_eq!(base.join("//h")?.as_str(), "http://h");
    /// assert_eq!(base.join("a b").unwrap_err().index(), 1);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    ///
    /// # Errors
    /// The [`Error`] of `reference` when it is not a URI reference.
    pub fn join(&self, reference: &str) -> Result<UriBuf, Error> {
        let reference = UriRef::parse(reference)?;
        Ok(self.resolve(&reference, Strictness::Strict))
    }
}

delegate_on!([UriBuf, AbsoluteUriBuf, AbsoluteUri<'_>] {
    as_uri => Uri:
    /// Resolves `reference` against this base URI
    /// ([RFC 3986 §5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2)).
    fn resolve(&self, reference: &UriRef<'_>, strictness: Strictness) -> UriBuf;
    /// Parses `reference` and resolves it strictly against this base
    /// ([RFC 3986 §5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2)).
    ///
    /// # Errors
    /// The [`Error`] of `reference` when it is not a URI reference.
    fn join(&self, reference: &str) -> Result<UriBuf, Error>;
});

/// The target of `reference` resolved against `base` (§5.2.2), which has
/// a scheme, written as `goal` (a URI or an IRI reference: resolution is
/// the same for both, RFC 3987 §6.5).
pub(crate) fn target(
    base: &UriRef<'_>,
    reference: &UriRef<'_>,
    strictness: Strictness,
    goal: Goal,
) -> (String, Layout) {
    let base_scheme = base.scheme().unwrap_or_default();
    let scheme = reference.scheme().filter(|scheme| {
        strictness == Strictness::Strict || !scheme.eq_ignore_ascii_case(base_scheme)
    });
    let reference_path = reference.path().as_str();
    let target = if let Some(scheme) = scheme {
        Target {
            scheme,
            authority: reference.authority(),
            path: TargetPath::Dots(reference_path),
            query: reference.query(),
            fragment: reference.fragment(),
        }
    } else if let Some(authority) = reference.authority() {
        Target {
            scheme: base_scheme,
            authority: Some(authority),
            path: TargetPath::Dots(reference_path),
            query: reference.query(),
            fragment: reference.fragment(),
        }
    } else {
        let (path, query) = if reference_path.is_empty() {
            (
                TargetPath::Base(base.path().as_str()),
                reference.query().or(base.query()),
            )
        } else if reference.path().is_absolute() {
            (TargetPath::Dots(reference_path), reference.query())
        } else {
            (
                TargetPath::Merged(merge_prefix(base), reference_path),
                reference.query(),
            )
        };
        Target {
            scheme: base_scheme,
            authority: base.authority(),
            path,
            query,
            fragment: reference.fragment(),
        }
    };
    target.recompose(goal)
}

impl Target<'_> {
    /// §5.3, with one repair. A target without an authority whose path
    /// begins with `//` would be read back with an authority; the path gets
    /// a leading `/.` instead, which `remove_dot_segments` takes away again,
    /// so the target means the same and parses to the same path segments.
    ///
    /// Every part came from a parsed reference, dot-segment removal only
    /// drops whole segments and keeps an absolute path absolute, and the
    /// one case that would read back differently is repaired; so the target
    /// is always a URI, whose layout is known as it is written (debug builds
    /// check it; tests/resolve.rs on pairs of the corpus,
    /// tests/resolution_table.rs on every pair of the table).
    fn recompose(&self, goal: Goal) -> (String, Layout) {
        let capacity = self.scheme.len()
            + 1
            + self.authority.map_or(0, |a| 2 + a.as_str().len())
            + self.path.len()
            + 2
            + self.query.map_or(0, |q| 1 + q.len())
            + self.fragment.map_or(0, |f| 1 + f.len());
        let mut target = Writer::new(goal, capacity);
        target.text().push_str(self.scheme);
        target.end_scheme();
        if let Some(authority) = self.authority {
            let out = target.text();
            out.push_str("//");
            if let Some(userinfo) = authority.userinfo() {
                out.push_str(userinfo);
                out.push('@');
            }
            let start = out.len();
            let host = authority.host();
            out.push_str(host.as_str());
            target.end_host(start, host);
            if let Some(port) = authority.port() {
                let out = target.text();
                out.push(':');
                out.push_str(port.as_str());
            }
        }
        let out = target.text();
        let start = out.len();
        match self.path {
            TargetPath::Base(path) => out.push_str(path),
            TargetPath::Dots(path) => push_without_dot_segments(out, path),
            TargetPath::Merged(prefix, path) => {
                // The reference's path first: where either has a dot
                // segment it mostly does, and the base's, often longer, is
                // then not read.
                if has_dot_segment(path) || has_dot_segment(prefix) {
                    // The prefix ends with "/": its last segment is the
                    // first of the reference's path.
                    let prefix = prefix.strip_suffix('/').map(segments);
                    remove_dot_segments_with(
                        out,
                        prefix.into_iter().flatten().chain(segments(path)),
                        push_str,
                    );
                } else {
                    out.push_str(prefix);
                    out.push_str(path);
                }
            }
        }
        if self.authority.is_none() && out.get(start..).is_some_and(|p| p.starts_with("//")) {
            out.insert_str(start, "/.");
        }
        target.end_path(start);
        if let Some(query) = self.query {
            let out = target.text();
            out.push('?');
            let start = out.len();
            out.push_str(query);
            target.end_query(start);
        }
        if let Some(fragment) = self.fragment {
            let out = target.text();
            out.push('#');
            out.push_str(fragment);
        }
        target.written()
    }
}

/// §5.2.3: what comes before the reference's relative path when it is
/// merged with the base's path.
fn merge_prefix<'a>(base: &UriRef<'a>) -> &'a str {
    let base_path = base.path().as_str();
    if base.authority().is_some() && base_path.is_empty() {
        return "/";
    }
    match base_path.rfind('/') {
        Some(slash) => base_path.get(..=slash).unwrap_or_default(),
        None => "",
    }
}

/// §5.2.4: removes the complete `.` and `..` segments of a path, exactly as
/// the RFC's algorithm does. `%2E` is not a dot: only the characters `.`
/// and `..` make a dot segment.
///
/// ```
/// use rfc3986::remove_dot_segments;
///
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// assert_eq!(remove_dot_segments("/a/%2E%2E/b"), "/a/%2E%2E/b");
/// ```
#[must_use]
pub fn remove_dot_segments(path: &str) -> String {
    let mut output = String::with_capacity(path.len());
    push_without_dot_segments(&mut output, path);
    output
}

/// Appends `path` to `out` without its dot segments (§5.2.4).
pub(crate) fn push_without_dot_segments(out: &mut String, path: &str) {
    if has_dot_segment(path) {
        remove_dot_segments_with(out, segments(path), push_str);
    } else {
        // Nothing for the algorithm to remove: it would copy the path.
        out.push_str(path);
    }
}

fn push_str(out: &mut String, text: &str) {
    out.push_str(text);
}

/// The segments of `path`, the text between its `/`, as `path.split('/')`
/// gives them.
pub(crate) fn segments(path: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(path);
    core::iter::from_fn(move || {
        let text = rest?;
        match find_byte(text.as_bytes(), 0, b'/') {
            // "/" is ASCII: both sides of it are character boundaries.
            Some(slash) => {
                rest = text.get(slash + 1..);
                text.get(..slash)
            }
            None => {
                rest = None;
                Some(text)
            }
        }
    })
}

/// §5.2.4 on the path whose segments (the text between its `/`, in order)
/// are `segments`, the output appended to `out`, each segment that stays
/// written by `push` (which may rewrite it, as normalization does, so long
/// as it writes no `/`).
///
/// The RFC's five steps, read a segment at a time: leading `.` and `..`
/// segments of a relative path go (A, D); after that each `/.` goes (B), each
/// `/..` takes the last segment of the output with it (C), every other
/// segment is moved with its `/` (E), and a final `/.` or `/..` leaves a `/`.
pub(crate) fn remove_dot_segments_with<'s>(
    out: &mut String,
    segments: impl Iterator<Item = &'s str>,
    mut push: impl FnMut(&mut String, &'s str),
) {
    let start = out.len();
    let mut segments = segments.peekable();
    let first = loop {
        let Some(segment) = segments.next() else {
            return;
        };
        if !is_dot_segment(segment) {
            break segment;
        }
        if segments.peek().is_none() {
            // D: a lone "." or "..".
            return;
        }
        // A: a leading "./" or "../".
    };
    // E: the first segment, without a "/" before it (it is empty when the
    // path is absolute).
    push(out, first);
    remove_dot_segments_after_first(out, start, segments, push);
}

/// [`remove_dot_segments_with`] once the output from `start` on holds the
/// path's first segments that stay (the first of them not a dot segment),
/// `segments` being the rest of the path's.
pub(crate) fn remove_dot_segments_after_first<'s>(
    out: &mut String,
    start: usize,
    segments: impl Iterator<Item = &'s str>,
    mut push: impl FnMut(&mut String, &'s str),
) {
    let mut segments = segments.peekable();
    while let Some(segment) = segments.next() {
        match segment {
            // B: "/./" or a final "/.".
            "." => {}
            // C: "/../" or a final "/..": the output's last segment goes,
            // with the "/" before it.
            ".." => remove_last_segment(out, start),
            // E.
            _ => {
                out.push('/');
                push(out, segment);
                continue;
            }
        }
        if segments.peek().is_none() {
            // B and C leave a "/" where the input ends.
            out.push('/');
        }
    }
}

/// §5.2.4 C's removal of "the last segment and its preceding "/" (if
/// any) from the output buffer", the output being `out` from `start` on.
pub(crate) fn remove_last_segment(out: &mut String, start: usize) {
    let cut = out
        .get(start..)
        .and_then(|written| written.rfind('/'))
        .map_or(start, |slash| start + slash);
    out.truncate(cut);
}

fn is_dot_segment(segment: &str) -> bool {
    matches!(segment, "." | "..")
}

/// Which of the two inputs of [`resolve`] did not parse.
///
/// ```
/// use rfc3986::{Strictness, Which, resolve};
///
/// let which = |base, reference| resolve(base, reference, Strictness::Strict).unwrap_err().which();
/// assert_eq!(which("../g", "h"), Which::Base); // a base must have a scheme
/// assert_eq!(which("http://a/", "a b"), Which::Reference);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Which {
    /// The base URI.
    Base,
    /// The reference.
    Reference,
}

/// A base or reference that could not be resolved because it did not parse.
///
/// ```
/// use rfc3986::{Strictness, resolve};
///
/// let error = resolve("http://a/", "a b", Strictness::Strict).unwrap_err();
/// assert!(error.to_string().starts_with("the reference is not valid: invalid URI-reference at index 1"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResolveError {
    which: Which,
    error: Error,
}

impl ResolveError {
    /// Which input was refused.
    ///
    /// ```
    /// use rfc3986::{Strictness, Which, resolve};
    ///
    /// let error = resolve("example.com/a", "b", Strictness::Strict).unwrap_err();
    /// assert_eq!(error.which(), Which::Base);
    /// ```
    #[must_use]
    pub fn which(&self) -> Which {
        self.which
    }

    /// Why it was refused.
    ///
    /// ```
    /// use rfc3986::{Goal, Strictness, resolve};
    ///
    /// let error = resolve("http://a/", "b|c", Strictness::Strict).unwrap_err();
    /// assert_eq!((error.error().goal(), error.error().index()), (Goal::UriReference, 1));
    /// ```
    #[must_use]
    pub fn error(&self) -> &Error {
        &self.error
    }
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let which = match self.which {
            Which::Base => "base",
            Which::Reference => "reference",
        };
        write!(f, "the {which} is not valid: {}", self.error)
    }
}

impl core::error::Error for ResolveError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Parses `base` as a URI and `reference` as a URI reference, and resolves
/// the one against the other (RFC 3986 §5.2).
///
/// ```
/// use rfc3986::{resolve, Strictness};
///
/// let target = resolve("http://a/b/c/d;p?q", "../../g", Strictness::Strict)?;
/// assert_eq!(target.as_str(), "http://a/g");
/// assert_eq!(resolve("http://a/b/c/d;p?q", "http:g", Strictness::NonStrict)?.as_str(), "http://a/b/c/g");
/// # Ok::<_, rfc3986::ResolveError>(())
/// ```
///
/// # Errors
/// A [`ResolveError`] naming the input that is not valid: a base must be a
/// `URI` (with a scheme), a reference a `URI-reference`.
pub fn resolve(
    base: &str,
    reference: &str,
    strictness: Strictness,
) -> Result<UriBuf, ResolveError> {
    let base = Uri::parse(base).map_err(|error| ResolveError {
        which: Which::Base,
        error,
    })?;
    let reference = UriRef::parse(reference).map_err(|error| ResolveError {
        which: Which::Reference,
        error,
    })?;
    Ok(base.resolve(&reference, strictness))
}

#[cfg(test)]
mod tests {
    use super::{remove_dot_segments, remove_dot_segments_with, segments};
    use crate::test_strings::strings;

    /// §5.2.4's steps as the RFC writes them, on the whole input at once.
    fn as_written(path: &str) -> String {
        let mut input = path;
        let mut output = String::new();
        while !input.is_empty() {
            if let Some(rest) = input
                .strip_prefix("../")
                .or_else(|| input.strip_prefix("./"))
            {
                input = rest;
            } else if input.starts_with("/./") || input == "/." {
                input = if input.len() == 2 { "/" } else { &input[2..] };
            } else if input.starts_with("/../") || input == "/.." {
                input = if input.len() == 3 { "/" } else { &input[3..] };
                output.truncate(output.rfind('/').unwrap_or(0));
            } else if input == "." || input == ".." {
                input = "";
            } else {
                let start = usize::from(input.starts_with('/'));
                let end = input[start..].find('/').map_or(input.len(), |i| start + i);
                output.push_str(&input[..end]);
                input = &input[end..];
            }
        }
        output
    }

    #[test]
    fn segment_at_a_time_is_the_rfc_algorithm() {
        for path in strings(&["/", ".", "a"], 9) {
            assert_eq!(remove_dot_segments(&path), as_written(&path), "{path:?}");
        }
    }

    #[test]
    fn a_merged_path_is_read_across_its_two_parts() {
        let parts = strings(&["/", ".", "a"], 5);
        for prefix in parts.iter().filter(|p| p.ends_with('/')) {
            for path in &parts {
                let mut out = String::from("s:");
                let head = prefix.strip_suffix('/').map(|p| p.split('/'));
                remove_dot_segments_with(
                    &mut out,
                    head.into_iter().flatten().chain(path.split('/')),
                    |out, segment| out.push_str(segment),
                );
                assert_eq!(out, format!("s:{}", as_written(&format!("{prefix}{path}"))));
            }
        }
    }

    #[test]
    fn segments_are_split_at_every_slash() {
        for path in [
            "",
            "/",
            "a",
            "/a/b",
            "a//b/",
            "//",
            "caf\u{e9}/\u{e9}t\u{e9}/x",
        ] {
            assert_eq!(
                segments(path).collect::<Vec<_>>(),
                path.split('/').collect::<Vec<_>>(),
                "{path:?}"
            );
        }
    }
}
