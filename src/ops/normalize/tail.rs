//! A reference's path, query and fragment normalized in one pass
//! ([RFC 3986 §6.2.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.1),
//! [§6.2.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2)) when
//! the path needs no rewriting: one copy where the path ends and the query
//! begins, rather than a pass for each component.

use super::percent::{DotSegment, Letters, Run};
use crate::text::find_byte::find_byte;
use alloc::string::String;

/// Where the end of a reference's path and of its query lie in `out`, once
/// [`push_normalized_tail`] has written them.
pub(super) struct TailEnds {
    /// The end of the path.
    pub(super) path: usize,
    /// The end of the query (the end of the path when there is none).
    pub(super) query: usize,
}

/// Why [`push_normalized_tail`] wrote the path alone, or part of it.
pub(super) enum PathFirst {
    /// A dot segment begins in the path: the segments before it are
    /// written (without the `/` after the last).
    DotSegment(DotSegment),
    /// The whole path is written, and a triplet of it became a `.`.
    DecodedDot,
}

/// [`push_normalized`](super::percent::push_normalized) on a reference's tail, `text`: its path (the first
/// `path_end` bytes), its query up to `query_end` with the `?` before it,
/// and the rest, its fragment with its `#`, in one pass, the path's `%`
/// (and dots, as [`Run::go_on`] takes them) found by `find`.
/// Where the path holds a dot segment, or decodes a `.`, the path alone is
/// written (or the part before the dot segment), for the caller to go on.
///
/// One pass rather than one a component: the run that ends the path, the
/// `?` and the query's first run are one copy. A triplet never reaches past
/// a component (`?` and `#` are no `HEXDIG`), and each decoded one is two
/// bytes shorter: the ends written are found by counting them.
#[inline(always)]
pub(super) fn push_normalized_tail(
    out: &mut String,
    text: &str,
    path_end: usize,
    query_end: usize,
    find: impl Fn(&[u8], usize) -> Option<usize>,
) -> Result<TailEnds, PathFirst> {
    let start = out.len();
    let path = text.get(..path_end).unwrap_or_default();
    let mut run = Run::default();
    run.go_on(out, path, Letters::Keep, find)
        .map_err(PathFirst::DotSegment)?;
    if run.decoded_dot {
        run.finish(out, path, Letters::Keep);
        return Err(PathFirst::DecodedDot);
    }
    let path_decoded = run.decoded;
    run.from = path_end;
    let bytes = text.as_bytes();
    let mut query_decoded = path_decoded;
    while let Some(at) = find_byte(bytes, run.from, b'%') {
        run.triplet(out, text, at, Letters::Keep);
        if at < query_end {
            query_decoded = run.decoded;
        }
    }
    run.finish(out, text, Letters::Keep);
    Ok(TailEnds {
        path: start + path_end - 2 * path_decoded,
        query: start + query_end - 2 * query_decoded,
    })
}
