//! Percent-encodings ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)):
//! the hexadecimal digits of every triplet uppercased (§6.2.2.1) and the
//! triplets of unreserved characters decoded (§6.2.2.2).

use crate::text::dot_segment::{dot_segment_at, find_percent_or_dot_start};
use crate::text::find_byte::find_byte;
use crate::text::percent::{hex_pair, is_unreserved, push_triplet};
use alloc::string::String;

/// What becomes of the letters of a component, outside its triplets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Letters {
    /// Case is significant (§6.2.2.1: every component but scheme and host).
    Keep,
    /// Case is not significant: the host (§6.2.2.1).
    Lower,
}

/// Appends `text` to `out` with its percent-encodings normalized, in one
/// pass: a triplet of an unreserved character becomes the character
/// (§6.2.2.2), any other triplet keeps its `%` with uppercase digits
/// (§6.2.2.1). Returns whether a triplet became a `.`, which may have made
/// a dot segment of a path.
///
/// A decoded letter of a host is lower-cased with the rest of the host:
/// `%41` is `A` (§2.3), which is `a` in a host (§6.2.2.1). Decoding first
/// is what makes the result normal already, so that normalizing again
/// changes nothing.
///
/// The text between the triplets that change is copied a run at a time.
/// Outside a host, a triplet already in upper case stays in its run; so does
/// a `%` that does not start a triplet, which the grammar never lets through
/// and which is kept rather than lost.
pub(super) fn push_normalized(out: &mut String, text: &str, letters: Letters) -> bool {
    match push_normalized_with(out, text, letters, |bytes, from| {
        find_byte(bytes, from, b'%')
    }) {
        Ok(decoded_dot) | Err(DotSegment { decoded_dot, .. }) => decoded_dot,
    }
}

/// Where [`push_normalized_unless_dot_segment`] stopped.
pub(super) struct DotSegment {
    /// The index in the path of the first dot segment's `.`.
    pub(super) at: usize,
    /// Whether a triplet written before it became a `.`.
    pub(super) decoded_dot: bool,
}

/// [`push_normalized`] on a path, in the same pass as the search for its
/// dot segments (§5.2.4). Stops at the first segment that is `.` or `..`,
/// the segments before it written (without the `/` after the last), for
/// the caller to go on with the removal from there.
pub(super) fn push_normalized_unless_dot_segment(
    out: &mut String,
    path: &str,
) -> Result<bool, DotSegment> {
    push_normalized_with(out, path, Letters::Keep, find_percent_or_dot_start)
}

/// [`push_normalized`], the `%` of `text` found by `find` (an index at or
/// before the next from a given one on), which may also give a `.`
/// beginning a segment: an error when that is a dot segment.
#[inline(always)]
fn push_normalized_with(
    out: &mut String,
    text: &str,
    letters: Letters,
    find: impl Fn(&[u8], usize) -> Option<usize>,
) -> Result<bool, DotSegment> {
    let mut run = Run::default();
    run.go_on(out, text, letters, find)?;
    run.finish(out, text, letters);
    Ok(run.decoded_dot)
}

/// A pass of [`push_normalized`] over a text: what is written of it and
/// where the search goes on.
#[derive(Default)]
pub(super) struct Run {
    /// Where the text not yet written begins.
    copied: usize,
    /// Where to look for the next `%` (or, in a path, a `.` beginning a
    /// segment).
    pub(super) from: usize,
    /// How many triplets became their character.
    pub(super) decoded: usize,
    /// Whether one of them became a `.`.
    pub(super) decoded_dot: bool,
}

impl Run {
    /// The pass over `text` with `find`, up to its end (the text after the
    /// last change left for [`Run::finish`]) or to a dot segment, where the
    /// text before its `/` is written.
    #[inline(always)]
    pub(super) fn go_on(
        &mut self,
        out: &mut String,
        text: &str,
        letters: Letters,
        find: impl Fn(&[u8], usize) -> Option<usize>,
    ) -> Result<(), DotSegment> {
        let bytes = text.as_bytes();
        while let Some(at) = find(bytes, self.from) {
            if bytes.get(at) != Some(&b'%') {
                if dot_segment_at(bytes, at) {
                    // The run up to the `/` before it (no triplet can end
                    // there: it is a `/`).
                    let run = text
                        .get(self.copied..at.saturating_sub(1))
                        .unwrap_or_default();
                    push_letters(out, run, letters);
                    return Err(DotSegment {
                        at,
                        decoded_dot: self.decoded_dot,
                    });
                }
                // A `.` that begins no dot segment, or a byte flagged by a
                // borrow.
                self.from = at + 1;
                continue;
            }
            self.triplet(out, text, at, letters);
        }
        Ok(())
    }

    /// The `%` at `at` of `text`: when it begins a triplet that changes,
    /// the run before it and the triplet normalized are written.
    #[inline(always)]
    pub(super) fn triplet(&mut self, out: &mut String, text: &str, at: usize, letters: Letters) {
        let digits = text.as_bytes().get(at + 1..at + 3).unwrap_or_default();
        let Some(octet) = (match *digits {
            [high, low] => hex_pair(high, low),
            _ => None,
        }) else {
            self.from = at + 1;
            return;
        };
        self.from = at + 3;
        let unreserved = is_unreserved(octet);
        if unreserved || letters == Letters::Lower || digits.iter().any(u8::is_ascii_lowercase) {
            // The run before the triplet; "%" is ASCII, so `at` is a
            // character boundary.
            push_letters(out, text.get(self.copied..at).unwrap_or_default(), letters);
            if unreserved {
                // An unreserved character is ASCII (the mask tells the
                // compiler so).
                out.push(fold(char::from(octet & 0x7F), letters));
                self.decoded_dot |= octet == b'.';
                self.decoded += 1;
            } else {
                push_triplet(out, octet);
            }
            self.copied = self.from;
        }
    }

    /// The text from the last change on.
    #[inline(always)]
    pub(super) fn finish(&self, out: &mut String, text: &str, letters: Letters) {
        push_letters(out, text.get(self.copied..).unwrap_or_default(), letters);
    }
}

fn push_letters(out: &mut String, text: &str, letters: Letters) {
    let start = out.len();
    out.push_str(text);
    if letters == Letters::Lower {
        if let Some(written) = out.get_mut(start..) {
            written.make_ascii_lowercase();
        }
    }
}

fn fold(c: char, letters: Letters) -> char {
    match letters {
        Letters::Keep => c,
        Letters::Lower => c.to_ascii_lowercase(),
    }
}

#[cfg(test)]
mod tests {
    use super::{Letters, push_normalized};

    fn normalized(text: &str, letters: Letters) -> String {
        let mut out = String::new();
        push_normalized(&mut out, text, letters);
        out
    }

    #[test]
    fn triplets() {
        assert_eq!(
            normalized("%7e%7E%41%61%2d%2E%5f", Letters::Keep),
            "~~Aa-._"
        );
        assert_eq!(
            normalized("%3a%2F%c3%a9%25%00", Letters::Keep),
            "%3A%2F%C3%A9%25%00"
        );
        assert_eq!(normalized("Ab%41%3a", Letters::Lower), "aba%3A");
        assert_eq!(normalized("", Letters::Keep), "");
        assert_eq!(normalized("%", Letters::Keep), "%");
        assert_eq!(normalized("%4", Letters::Keep), "%4");
        assert_eq!(normalized("%zz%", Letters::Keep), "%zz%");
        assert_eq!(normalized("%+1", Letters::Keep), "%+1");
        assert_eq!(normalized("%\u{e9}x", Letters::Keep), "%\u{e9}x");
        assert_eq!(normalized("%%41%4%41", Letters::Keep), "%A%4A");
        assert_eq!(
            normalized("a%3ab%3Ac%c3%A9", Letters::Keep),
            "a%3Ab%3Ac%C3%A9"
        );
        assert_eq!(normalized("Caf%C3%A9.COM", Letters::Lower), "caf%C3%A9.com");
        assert_eq!(normalized("x%", Letters::Lower), "x%");
    }

    #[test]
    fn a_decoded_dot_is_told() {
        let mut out = String::new();
        assert!(!push_normalized(&mut out, "a.b/%2F/..", Letters::Keep));
        assert!(push_normalized(&mut out, "a/%2e", Letters::Keep));
        assert!(push_normalized(&mut out, "%2E%2E", Letters::Keep));
        assert_eq!(out, "a.b/%2F/..a/...");
    }
}
