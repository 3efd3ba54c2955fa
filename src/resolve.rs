//! Reference resolution (RFC 3986 §5.2) and recomposition (§5.3).

use std::fmt;

use crate::error::Error;
use crate::uri_ref::{Uri, UriRef};
use crate::uri_ref_buf::UriRefBuf;

/// How strictly §5.2.2 reads a reference that repeats the base's scheme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Strictness {
    /// `http:g` against an `http` base is the URI `http:g` (the RFC's
    /// default, and this crate's).
    #[default]
    Strict,
    /// The §5.2.2 loophole kept for backward compatibility: a scheme equal to
    /// the base's (ignoring case) is ignored, so `http:g` is resolved as `g`.
    NonStrict,
}

/// The components of a target being assembled (§5.2.2's `T`).
struct Target<'a> {
    scheme: &'a str,
    authority: Option<&'a str>,
    path: String,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
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
    pub fn resolve(&self, reference: &UriRef<'_>, strictness: Strictness) -> UriRefBuf {
        let base = self.as_uri_ref();
        let scheme = reference.scheme().filter(|scheme| {
            strictness == Strictness::Strict || !scheme.eq_ignore_ascii_case(self.scheme())
        });
        let target = if let Some(scheme) = scheme {
            Target {
                scheme,
                authority: authority_text(reference),
                path: remove_dot_segments(reference.path().as_str()),
                query: reference.query(),
                fragment: reference.fragment(),
            }
        } else if reference.authority().is_some() {
            Target {
                scheme: self.scheme(),
                authority: authority_text(reference),
                path: remove_dot_segments(reference.path().as_str()),
                query: reference.query(),
                fragment: reference.fragment(),
            }
        } else {
            let (path, query) = if reference.path().is_empty() {
                (
                    base.path().as_str().to_owned(),
                    reference.query().or(base.query()),
                )
            } else if reference.path().is_absolute() {
                (
                    remove_dot_segments(reference.path().as_str()),
                    reference.query(),
                )
            } else {
                let merged = merge(&base, reference.path().as_str());
                (remove_dot_segments(&merged), reference.query())
            };
            Target {
                scheme: self.scheme(),
                authority: authority_text(&base),
                path,
                query,
                fragment: reference.fragment(),
            }
        };
        target.recompose()
    }
}

impl Target<'_> {
    /// §5.3, with one repair. A target without an authority whose path
    /// begins with `//` would be read back with an authority; the path gets
    /// a leading `/.` instead, which `remove_dot_segments` takes away again,
    /// so the target means the same and parses to the same path segments.
    fn recompose(&self) -> UriRefBuf {
        let mut out = String::with_capacity(
            self.scheme.len() + self.authority.map_or(0, str::len) + self.path.len() + 8,
        );
        out.push_str(self.scheme);
        out.push(':');
        if let Some(authority) = self.authority {
            out.push_str("//");
            out.push_str(authority);
        } else if self.path.starts_with("//") {
            out.push_str("/.");
        }
        out.push_str(&self.path);
        if let Some(query) = self.query {
            out.push('?');
            out.push_str(query);
        }
        if let Some(fragment) = self.fragment {
            out.push('#');
            out.push_str(fragment);
        }
        // Every part came from a parsed reference, dot-segment removal only
        // drops whole segments and keeps an absolute path absolute, and the
        // one case that would read back differently is repaired above; so
        // the target is always a URI (tests/resolve.rs checks it on pairs of
        // the corpus, tests/resolution_table.rs on every pair of the table).
        match UriRefBuf::parse(out) {
            Ok(target) => target,
            Err(error) => unreachable!("resolve: the target does not parse: {error}"),
        }
    }
}

fn authority_text<'a>(reference: &UriRef<'a>) -> Option<&'a str> {
    reference.authority().map(|authority| authority.as_str())
}

/// §5.2.3: the reference's relative path appended to the base's path.
fn merge(base: &UriRef<'_>, reference_path: &str) -> String {
    let base_path = base.path().as_str();
    if base.authority().is_some() && base_path.is_empty() {
        return format!("/{reference_path}");
    }
    match base_path.rfind('/') {
        Some(slash) => format!("{}{reference_path}", &base_path[..=slash]),
        None => reference_path.to_owned(),
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
    let mut input = path;
    let mut output = String::with_capacity(path.len());
    while !input.is_empty() {
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            // A: a leading "../" or "./" is removed.
            input = rest;
        } else if input.starts_with("/./") || input == "/." {
            // B: "/./" or a final "/." becomes "/".
            input = replace_prefix(input, 2);
        } else if input.starts_with("/../") || input == "/.." {
            // C: "/../" or a final "/.." becomes "/", and the last segment
            // of the output goes, with the "/" before it.
            input = replace_prefix(input, 3);
            let cut = output.rfind('/').unwrap_or(0);
            output.truncate(cut);
        } else if input == "." || input == ".." {
            // D: a lone "." or ".." is removed.
            input = "";
        } else {
            // E: the first segment, with its leading "/" if any, moves to the
            // output.
            let start = usize::from(input.starts_with('/'));
            let end = input[start..].find('/').map_or(input.len(), |i| start + i);
            output.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    output
}

/// `input` with its leading `/.` or `/..` (`len` bytes) replaced by "/":
/// the "/" that follows it when there is one, else a "/" of its own.
fn replace_prefix(input: &str, len: usize) -> &str {
    match &input[len..] {
        "" => "/",
        rest => rest,
    }
}

/// Which of the two inputs of [`resolve`] did not parse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Which {
    /// The base URI.
    Base,
    /// The reference.
    Reference,
}

/// A base or reference that could not be resolved because it did not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResolveError {
    which: Which,
    error: Error,
}

impl ResolveError {
    /// Which input was refused.
    #[must_use]
    pub fn which(&self) -> Which {
        self.which
    }

    /// Why it was refused.
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

impl std::error::Error for ResolveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
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
) -> Result<UriRefBuf, ResolveError> {
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
