//! Relativization: the reference that leads from a base to a target, the
//! inverse of resolution (RFC 3986 §5.2).
//!
//! The contract is resolution itself: strict resolution of the result
//! against the base gives exactly the string that strict resolution of the
//! target gives (the target with its dot segments removed). Rather than
//! trust a derivation through the corner cases of §5.2 (a `:` in a first
//! segment, a path that begins with `//`, an empty path under an authority,
//! a base with a query), each form that could express the target is written
//! out and resolved, and the shortest that resolves to the target is kept.
//! The target itself always does, so there is always an answer, and it is
//! never longer than the target.

use crate::ops::resolve::{Strictness, remove_dot_segments};
use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::owned::{AbsoluteUriBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::{AbsoluteUri, Uri, UriRef};
use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

impl Uri<'_> {
    /// The shortest reference that strict resolution against this base
    /// turns into `target` (with `target`'s dot segments removed, as its own
    /// resolution does): `base.resolve(&base.relativize(&t), Strict)` and
    /// `base.resolve(&t, Strict)` are the same string, for every base and
    /// target. A fragment of the base plays no part (§5.1). Nothing is
    /// normalized: `HTTP://A` and `http://a` are different schemes and
    /// hosts here, as they are to strict resolution.
    ///
    /// The forms tried, from the first preferred to the last: empty or
    /// fragment-only, query-only, a relative path (the fewest `../` steps,
    /// `.` or `./` where needed), an absolute path, a network path
    /// (`//authority…`), the target with its dot segments removed, and the
    /// target as written. The shortest wins; of two as short, the earlier
    /// in that list.
    ///
    /// ```
    /// use rfc3986::{Strictness, Uri};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let target = Uri::parse("http://a/b/g?y#s")?;
    /// let reference = base.relativize(&target);
    /// assert_eq!(reference.as_str(), "../g?y#s");
    /// assert_eq!(
    ///     base.resolve(&reference.as_uri_ref(), Strictness::Strict).as_str(),
    ///     "http://a/b/g?y#s"
    /// );
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn relativize(&self, target: &Uri<'_>) -> UriRefBuf {
        let goal = self.resolve(&target.as_uri_ref(), Strictness::Strict);
        let mut best: Option<UriRefBuf> = None;
        for candidate in candidates(self, &goal, target) {
            if best
                .as_ref()
                .is_some_and(|best| best.as_str().len() <= candidate.len())
            {
                continue;
            }
            let Ok(reference) = UriRefBuf::parse(candidate) else {
                continue;
            };
            let resolved = self.resolve(&reference.as_uri_ref(), Strictness::Strict);
            if resolved.as_str() == goal.as_str() {
                best = Some(reference);
            }
        }
        // The target as written is the last candidate, and it always
        // resolves to the goal: only an error in resolution itself would
        // leave nothing.
        best.unwrap_or_else(|| UriRefBuf::from(target.as_uri_ref()))
    }
}

delegate_on!([UriBuf, AbsoluteUriBuf, AbsoluteUri<'_>] {
    as_uri => Uri:
    /// The shortest reference that strict resolution against this base
    /// turns into `target` (RFC 3986 §5.2).
    fn relativize(&self, target: &Uri<'_>) -> UriRefBuf;
});

/// The references that may express `goal` (the target resolved) against
/// `base`, in the order of preference; each is checked by the caller.
fn candidates(base: &Uri<'_>, goal: &UriBuf, target: &Uri<'_>) -> Vec<String> {
    let base = base.as_uri_ref();
    let goal_ref = goal.as_uri_ref();
    let mut out = Vec::new();
    let tail = |query: bool| {
        let mut tail = String::new();
        if let Some(q) = goal_ref.query().filter(|_| query) {
            tail.push('?');
            tail.push_str(q);
        }
        if let Some(f) = goal_ref.fragment() {
            tail.push('#');
            tail.push_str(f);
        }
        tail
    };
    let same_scheme = base.scheme() == goal_ref.scheme();
    let same_authority = authority(&base) == authority(&goal_ref);
    if same_scheme && same_authority {
        let path = goal_ref.path().as_str();
        // Empty, fragment-only and query-only keep the base's path.
        if path == base.path().as_str() {
            if goal_ref.query() == base.query() {
                out.push(tail(false));
            }
            if goal_ref.query().is_some() {
                out.push(tail(true));
            }
        }
        // §5.2.3: under an authority, an empty base path merges as "/".
        let base_path = match base.path().as_str() {
            "" if base.authority().is_some() => "/",
            base_path => base_path,
        };
        for relative in relative_paths(base_path, path) {
            out.push(relative + &tail(true));
        }
        if path.starts_with('/') {
            out.push(path.to_owned() + &tail(true));
        }
    }
    if let Some(authority) = authority(&goal_ref).filter(|_| same_scheme) {
        out.push(format!("//{authority}{}{}", goal_ref.path(), tail(true)));
    }
    out.push(goal.as_str().to_owned());
    out.push(target.as_str().to_owned());
    out
}

/// The authority of `r` as written, if it has one.
fn authority<'a>(r: &UriRef<'a>) -> Option<&'a str> {
    r.authority().map(|a| a.as_str())
}

/// Relative-path references that may lead from a base with path
/// `base_path` to the path `path`: from the base's directory as written
/// and with its dot segments removed, each with the fewest `../` steps,
/// then `.`/`./` where the path would otherwise be empty, begin with `/`
/// or hold a `:` in its first segment.
fn relative_paths(base_path: &str, path: &str) -> Vec<String> {
    let mut out = Vec::new();
    // The directory that §5.2.3's merge keeps: all but the last segment.
    let directory = match base_path.rfind('/') {
        Some(slash) => &base_path[..=slash],
        None => "",
    };
    let cleaned = remove_dot_segments(directory);
    // The directory with its dot segments removed only when that changes
    // it: the same candidates twice would each be resolved twice.
    let directories: &[&str] = if cleaned == directory {
        &[directory]
    } else {
        &[directory, cleaned.as_str()]
    };
    for &directory in directories {
        if directory.is_empty() {
            // A base without a "/" in its path (`mailto:a@b`, `urn:x:y`):
            // the reference's path is the target's.
            if !path.is_empty() && !path.starts_with('/') {
                push_relative(&mut out, path);
            }
            continue;
        }
        // Both rooted ("/a/b/" and "/a/c"), or both rootless ("text/" and
        // "text/plain", in a `data:` base): the same segments to compare.
        let (directory, path) = match (directory.strip_prefix('/'), path.strip_prefix('/')) {
            (Some(directory), Some(path)) => (directory, path),
            (None, None) => (directory, path),
            _ => continue,
        };
        // Segments of the directory (it ends in "/") and of the path.
        let dirs: Vec<&str> = directory.split('/').collect();
        let dirs = &dirs[..dirs.len() - 1];
        let segments: Vec<&str> = path.split('/').collect();
        let last = segments.len() - 1;
        let common = dirs
            .iter()
            .zip(&segments[..last])
            .take_while(|(a, b)| a == b)
            .count();
        let ups = dirs.len() - common;
        let rest = segments[common..].join("/");
        let mut relative = "../".repeat(ups);
        relative.push_str(&rest);
        if rest.is_empty() {
            // The target is a directory: "." or "..", or "./" and "../".
            if ups == 0 {
                out.push(".".to_owned());
                out.push("./".to_owned());
            } else {
                out.push(relative.trim_end_matches('/').to_owned());
                out.push(relative);
            }
        } else {
            push_relative(&mut out, &relative);
        }
    }
    out
}

/// `relative`, or `./` and it where it would begin with `/` or hold a `:` in
/// its first segment (§4.2).
fn push_relative(out: &mut Vec<String>, relative: &str) {
    let first = relative.split('/').next().unwrap_or_default();
    if relative.starts_with('/') || first.contains(':') {
        out.push(format!("./{relative}"));
    } else {
        out.push(relative.to_owned());
    }
}
