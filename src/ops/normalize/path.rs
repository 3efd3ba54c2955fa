//! Path segment normalization ([RFC 3986 §6.2.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.3)),
//! together with the path's percent-encodings (§6.2.2.1, §6.2.2.2).

use super::percent::{DotSegment, Letters, push_normalized, push_normalized_unless_dot_segment};
use super::tail::{PathFirst, TailEnds, push_normalized_tail};
use crate::ops::resolve::{push_without_dot_segments, remove_last_segment, segments};
use crate::reference::uri_ref::UriRef;
use crate::text::dot_segment::{dot_segment_at, find_percent_or_dot_start, has_dot_segment};
use crate::text::find_byte::find_byte;
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

/// Appends the normalized path of `reference` to `out` as
/// [`push_normalized_path`] does and, in the same pass, its query and its
/// fragment with their `?` and `#`, unless the path needs a step that
/// rewrites it (a dot segment to remove, or a triplet that became a `.`).
/// Returns where the path and the query end in `out` when all three are
/// written; `None` when the path alone is, for the caller to go on.
///
/// One pass rather than one for each component: most paths need no such
/// step, and the run that ends the path, the `?` and the query's first run
/// are then one copy.
pub(super) fn push_normalized_path_and_rest(
    out: &mut String,
    reference: &UriRef<'_>,
) -> Option<TailEnds> {
    let layout = reference.layout();
    let path = layout.path();
    let tail = reference.as_str().get(path.start..).unwrap_or_default();
    let path_end = path.end - path.start;
    let query_end = layout.query().map_or(path.end, |query| query.end) - path.start;
    let path = tail.get(..path_end).unwrap_or_default();
    let start = out.len();
    if is_relative_path_reference(reference) {
        let find = |bytes: &[u8], from| find_byte(bytes, from, b'%');
        match push_normalized_tail(out, tail, path_end, query_end, find) {
            Ok(ends) => return Some(ends),
            // A segment may have decoded to a dot segment it was not
            // (the search for `%` finds no dot segment as such).
            Err(_) => {
                out.truncate(start);
                keep_segments_one_by_one(out, path);
            }
        }
    } else {
        let first =
            match push_normalized_tail(out, tail, path_end, query_end, find_percent_or_dot_start) {
                Ok(ends) => return Some(ends),
                Err(PathFirst::DotSegment(dot)) => Err(dot),
                Err(PathFirst::DecodedDot) => Ok(true),
            };
        go_on_removing(out, start, path, first);
    }
    None
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
    let layout = reference.layout();
    layout.scheme().is_none() && layout.authority().is_none() && !reference.path().is_absolute()
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
    let first = push_normalized_unless_dot_segment(out, path);
    go_on_removing(out, start, path, first);
}

/// [`remove_dots`] once the pass that writes the path from `start` of
/// `out` has written it whole (whether a triplet became a `.`) or up to
/// its first dot segment. Out of line, as what few paths need.
#[inline(never)]
fn go_on_removing(out: &mut String, start: usize, path: &str, first: Result<bool, DotSegment>) {
    let decoded_dot = match first {
        Ok(decoded_dot) => decoded_dot,
        Err(DotSegment {
            at,
            mut decoded_dot,
        }) => {
            // §5.2.4 from the dot segment at `at` on, the segments between
            // two dot segments written by the pass that finds the next.
            let mut rest = path.get(at..).unwrap_or_default();
            // A dot segment that begins the path (a rootless one) goes with
            // its `/` (A, D): there is nothing before it to remove, and the
            // first segment kept has no `/` before it.
            let mut leading = at == 0;
            loop {
                let two = rest.as_bytes().get(1) == Some(&b'.');
                if two && !leading {
                    // C: the output's last segment goes, with the `/`
                    // before it.
                    remove_last_segment(out, start);
                }
                let Some(after) = rest.get(usize::from(two) + 2..) else {
                    // B and C leave a `/` where the path ends.
                    if !leading {
                        out.push('/');
                    }
                    break;
                };
                rest = after;
                if dot_segment_at(rest.as_bytes(), 0) {
                    continue;
                }
                if !leading {
                    out.push('/');
                }
                leading = false;
                match push_normalized_unless_dot_segment(out, rest) {
                    Ok(dot) => {
                        decoded_dot |= dot;
                        break;
                    }
                    Err(next) => {
                        decoded_dot |= next.decoded_dot;
                        rest = rest.get(next.at..).unwrap_or_default();
                    }
                }
            }
            decoded_dot
        }
    };
    // A decoded `.` rarely makes a dot segment (`1%2E4`): the path is
    // copied out for the second removal only when it did.
    if decoded_dot && out.get(start..).is_some_and(has_dot_segment) {
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
    keep_segments_one_by_one(out, path);
}

/// [`keep_segments`] a segment at a time, for a path where a triplet
/// became a `.`.
#[cold]
#[inline(never)]
fn keep_segments_one_by_one(out: &mut String, path: &str) {
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
    use super::{
        Letters, keep_segments, push_normalized, push_normalized_path,
        push_normalized_path_and_rest, remove_dots,
    };
    use crate::UriRef;
    use crate::remove_dot_segments;
    use crate::test_strings::strings;

    #[test]
    fn one_pass_over_the_tail_is_a_pass_over_each_component() {
        let mut written = 0;
        for prefix in ["", "s:", "//h", "s://h"] {
            for rest in strings(&["/", ".", "a", "%2E", "%2e", "%41", "%3a", "?", "#"], 5) {
                let text = format!("{prefix}{rest}");
                let Ok(reference) = UriRef::parse(&text) else {
                    continue;
                };
                let mut expected = String::from("x");
                push_normalized_path(&mut expected, &reference);
                let path_end = expected.len();
                if let Some(query) = reference.query() {
                    expected.push('?');
                    push_normalized(&mut expected, query, Letters::Keep);
                }
                let query_end = expected.len();
                if let Some(fragment) = reference.fragment() {
                    expected.push('#');
                    push_normalized(&mut expected, fragment, Letters::Keep);
                }
                let mut out = String::from("x");
                match push_normalized_path_and_rest(&mut out, &reference) {
                    Some(ends) => {
                        written += 1;
                        assert_eq!(out, expected, "{text:?}");
                        assert_eq!((ends.path, ends.query), (path_end, query_end), "{text:?}");
                    }
                    // The path alone, as the pass over the path writes it.
                    None => assert_eq!(out, expected[..path_end], "{text:?}"),
                }
            }
        }
        // Most took the one pass.
        assert!(written > 20_000, "{written}");
    }

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
