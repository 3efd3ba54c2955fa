//! The characters of a scheme ([RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)):
//! `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`. Read by the
//! diagnosis (whether a first segment could still become a scheme) and by
//! the hints.

/// Whether `b` may stand in a scheme after its first character: an ASCII
/// letter or digit, `+`, `-` or `.`.
pub(crate) fn is_scheme_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
}

/// Whether `bytes` could begin a scheme: an ASCII letter, then scheme
/// characters.
pub(crate) fn could_begin_scheme(bytes: &[u8]) -> bool {
    match bytes.split_first() {
        Some((first, rest)) => {
            first.is_ascii_alphabetic() && rest.iter().all(|&b| is_scheme_byte(b))
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::{could_begin_scheme, is_scheme_byte};

    #[test]
    fn scheme_characters_are_those_of_the_abnf() {
        let members: Vec<u8> = (0..=u8::MAX).filter(|&b| is_scheme_byte(b)).collect();
        let mut expected: Vec<u8> = (b'a'..=b'z')
            .chain(b'A'..=b'Z')
            .chain(b'0'..=b'9')
            .collect();
        expected.extend(b"+-.");
        expected.sort_unstable();
        assert_eq!(members, expected);
        assert!(could_begin_scheme(b"a") && could_begin_scheme(b"h2.x-y+z"));
        assert!(
            !could_begin_scheme(b"") && !could_begin_scheme(b"1a") && !could_begin_scheme(b"a_")
        );
    }
}
