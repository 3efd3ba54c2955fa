//! Path segment normalization ([RFC 3986 §6.2.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.3)),
//! together with the path's percent-encodings (§6.2.2.1, §6.2.2.2).

use super::percent::{DotSegment, Letters, push_normalized, push_normalized_unless_dot_segment};
use crate::ops::resolve::{
    push_without_dot_segments, remove_dot_segments_after_first, remove_dot_segments_with, segments,
};
use crate::reference::uri_ref::UriRef;
use crate::text::percent::push_triplet;
use alloc::string::String;

/// Appends the normalized path of `reference` to `out`, before the `/.`
/// repair and the scheme-based `/` (both are the caller's: they depend on
/// the other components).
pub(super) fn push_normalized_path(out: &mut String, reference: &UriRef<'_>) {
    let path = reference.path().as_str();
    if is_relative_path_reference(reference) {
        keep_segments(out, path);
    } else {
        remove_dots(out, path);
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
///
/// Both removals and the decoding are done as the path is written: the
/// first removal writes each segment it keeps normalized, which is the same
/// as normalizing its output since no triplet reaches past a `/` and none
/// decodes to one. Only a path with an encoded dot can hold a dot segment
/// once decoded, and only then is the second removal run, on what was
/// written.
fn remove_dots(out: &mut String, path: &str) {
    let start = out.len();
    // Most paths have no dot segment: found in the pass that writes the
    // path, the first removal has nothing to remove. Where one is found,
    // the segments before it are written and the removal goes on there.
    let decoded_dot = match push_normalized_unless_dot_segment(out, path) {
        Ok(decoded_dot) => decoded_dot,
        Err(DotSegment {
            at,
            mut decoded_dot,
        }) => {
            let push = |out: &mut String, segment| {
                decoded_dot |= push_normalized(out, segment, Letters::Keep);
            };
            match path.get(at..) {
                Some(rest) if at > 0 => {
                    remove_dot_segments_after_first(out, start, segments(rest), push);
                }
                _ => remove_dot_segments_with(out, segments(path), push),
            }
            decoded_dot
        }
    };
    if decoded_dot {
        let decoded = out.split_off(start);
        push_without_dot_segments(out, &decoded);
    }
}

/// The path of a relative-path reference: every segment kept, its
/// percent-encodings normalized.
///
/// A segment that decodes to `.` or `..` without being written so
/// (`%2E`, `.%2e`) is not a dot segment to resolution (§5.2.4); decoding it
/// would make it one and change where the reference leads. It is written
/// `%2E` or `%2E%2E` instead: one form for all its spellings (§2.3 makes
/// them equivalent), and still not a dot segment.
fn keep_segments(out: &mut String, path: &str) {
    let start = out.len();
    if !push_normalized(out, path, Letters::Keep) {
        // No segment can have decoded to a dot segment it was not already.
        return;
    }
    out.truncate(start);
    for (index, segment) in segments(path).enumerate() {
        if index > 0 {
            out.push('/');
        }
        let start = out.len();
        push_normalized(out, segment, Letters::Keep);
        let dots = out.get(start..).and_then(dot_count);
        if let Some(dots) = dots.filter(|_| dot_count(segment).is_none()) {
            out.truncate(start);
            for _ in 0..dots {
                push_triplet(out, b'.');
            }
        }
    }
}

/// How many dots make up `segment` if it is a dot segment.
fn dot_count(segment: &str) -> Option<usize> {
    match segment {
        "." => Some(1),
        ".." => Some(2),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{Letters, keep_segments, push_normalized, remove_dots};
    use crate::remove_dot_segments;
    use crate::test_strings::strings;

    const PIECES: [&str; 6] = ["/", ".", "a", "%2E", "%2e", "%41"];

    #[test]
    fn one_pass_is_removal_decoding_and_removal_again() {
        for path in strings(&PIECES, 6) {
            let mut decoded = String::new();
            push_normalized(&mut decoded, &remove_dot_segments(&path), Letters::Keep);
            let expected = remove_dot_segments(&decoded);
            let mut out = String::from("s:");
            remove_dots(&mut out, &path);
            assert_eq!(out, format!("s:{expected}"), "{path:?}");
        }
    }

    #[test]
    fn segments_kept_are_normalized_one_by_one() {
        for path in strings(&PIECES, 5) {
            let mut out = String::from("s:");
            keep_segments(&mut out, &path);
            let mut expected = String::from("s:");
            for (index, segment) in path.split('/').enumerate() {
                if index > 0 {
                    expected.push('/');
                }
                let mut normal = String::new();
                push_normalized(&mut normal, segment, Letters::Keep);
                let literal = matches!(segment, "." | "..");
                match normal.as_str() {
                    "." if !literal => expected.push_str("%2E"),
                    ".." if !literal => expected.push_str("%2E%2E"),
                    _ => expected.push_str(&normal),
                }
            }
            assert_eq!(out, expected, "{path:?}");
        }
    }
}
