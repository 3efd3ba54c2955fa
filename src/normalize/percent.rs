//! Percent-encodings ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)):
//! the hexadecimal digits of every triplet uppercased (§6.2.2.1) and the
//! triplets of unreserved characters decoded (§6.2.2.2).

use crate::percent::{hex_pair, is_unreserved};

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
/// (§6.2.2.1).
///
/// A decoded letter of a host is lower-cased with the rest of the host:
/// `%41` is `A` (§2.3), which is `a` in a host (§6.2.2.1). Decoding first
/// is what makes the result normal already, so that normalizing again
/// changes nothing.
pub(super) fn push_normalized(out: &mut String, text: &str, letters: Letters) {
    let mut pieces = text.split('%');
    if let Some(first) = pieces.next() {
        push_letters(out, first, letters);
    }
    // Every later piece follows a "%"; on parsed input it starts with the
    // two hexadecimal digits of a triplet.
    for piece in pieces {
        let decoded = match *piece.as_bytes() {
            [high, low, ..] => hex_pair(high, low),
            _ => None,
        };
        match decoded {
            Some(octet) => {
                push_octet(out, octet, letters);
                // Two ASCII hex digits: index 2 is a character boundary.
                push_letters(out, piece.get(2..).unwrap_or_default(), letters);
            }
            None => push_stray(out, piece, letters),
        }
    }
}

/// One decoded octet: the character if it is unreserved, else the triplet
/// with uppercase digits.
fn push_octet(out: &mut String, octet: u8, letters: Letters) {
    if is_unreserved(octet) {
        out.push(fold(char::from(octet), letters));
    } else {
        push_triplet(out, octet);
    }
}

/// `%` and the two uppercase hexadecimal digits of `octet`.
pub(super) fn push_triplet(out: &mut String, octet: u8) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(char::from(DIGITS[usize::from(octet >> 4)]));
    out.push(char::from(DIGITS[usize::from(octet & 0x0F)]));
}

/// A `%` that does not start a triplet. The grammar never lets one through;
/// it is copied rather than dropped, so that nothing is lost if it ever is.
fn push_stray(out: &mut String, piece: &str, letters: Letters) {
    out.push('%');
    push_letters(out, piece, letters);
}

fn push_letters(out: &mut String, text: &str, letters: Letters) {
    match letters {
        Letters::Keep => out.push_str(text),
        Letters::Lower => out.extend(text.chars().map(|c| c.to_ascii_lowercase())),
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
    }
}
