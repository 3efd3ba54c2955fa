//! Path segment normalization ([RFC 3986 §6.2.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.3)),
//! together with the path's percent-encodings (§6.2.2.1, §6.2.2.2).

use super::percent::{Letters, push_normalized, push_triplet};
use crate::remove_dot_segments;
use crate::uri_ref::UriRef;

/// The normalized path of `reference`, before the `/.` repair and the
/// scheme-based `/` (both are the caller's: they depend on the other
/// components).
pub(super) fn normalize(reference: &UriRef<'_>) -> String {
    let path = reference.path().as_str();
    if is_relative_path_reference(reference) {
        keep_segments(path)
    } else {
        remove_dots(path)
    }
}

/// A relative-path reference (§4.2): no scheme, no authority, and a path
/// that does not begin with `/`.
///
/// Its `.` and `..` segments are "intended only for use within relative
/// references" (§6.2.2.3) and mean something only once the reference is
/// merged with a base path (§5.2.3): `../a` and `a` resolve differently, and
/// removing them could even change what the text parses as (`./a:b` would
/// become the URI `a:b`, `..//x` a network-path reference). So its segments
/// are all kept. Every other reference has its path put through
/// `remove_dot_segments` unchanged by resolution (§5.2.2), whatever the
/// base, so removing its dot segments keeps its meaning.
fn is_relative_path_reference(reference: &UriRef<'_>) -> bool {
    reference.scheme().is_none()
        && reference.authority().is_none()
        && !reference.path().is_absolute()
}

/// The path of a URI, a network-path or an absolute-path reference.
///
/// The order follows §6.2.2, which lists case (§6.2.2.1), then
/// percent-encoding (§6.2.2.2), then dot segments (§6.2.2.3), and §2.3,
/// which names "period (%2E)" among the octets normalizers should decode:
/// once decoded, `%2E%2E` is `..`, and a normal form with a `..` left in it
/// would not be one. So `/a/%2E%2E/b` is `/b`.
///
/// The dot segments written as such are removed first, as resolution does
/// (§5.2.2, §5.2.4, where only the characters `.` make a dot segment): the
/// reference means the path resolution gives it, and `/a/%2E%2E/../b` is
/// resolved to `/a/b`, not `/b`. Removing the literal dots first keeps
/// normalization from equating a reference with a different target.
fn remove_dots(path: &str) -> String {
    let resolved = remove_dot_segments(path);
    let mut decoded = String::with_capacity(resolved.len());
    push_normalized(&mut decoded, &resolved, Letters::Keep);
    remove_dot_segments(&decoded)
}

/// The path of a relative-path reference: every segment kept, its
/// percent-encodings normalized.
///
/// A segment that decodes to `.` or `..` without being written so
/// (`%2E`, `.%2e`) is not a dot segment to resolution (§5.2.4); decoding it
/// would make it one and change where the reference leads. It is written
/// `%2E` or `%2E%2E` instead: one form for all its spellings (§2.3 makes
/// them equivalent), and still not a dot segment.
fn keep_segments(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for (index, segment) in path.split('/').enumerate() {
        if index > 0 {
            out.push('/');
        }
        let start = out.len();
        push_normalized(&mut out, segment, Letters::Keep);
        let dots = out.get(start..).and_then(dot_count);
        if let Some(dots) = dots.filter(|_| dot_count(segment).is_none()) {
            out.truncate(start);
            for _ in 0..dots {
                push_triplet(&mut out, b'.');
            }
        }
    }
    out
}

/// How many dots make up `segment` if it is a dot segment.
fn dot_count(segment: &str) -> Option<usize> {
    match segment {
        "." => Some(1),
        ".." => Some(2),
        _ => None,
    }
}
