//! `str::floor_char_boundary`, which is newer than the crate's MSRV (Rust
//! 1.85).

/// The greatest index at most `index` that is a character boundary of
/// `text` (its length when `index` is past the end).
pub(crate) fn floor_char_boundary(text: &str, index: usize) -> usize {
    if index >= text.len() {
        return text.len();
    }
    // A UTF-8 character is at most four bytes: the loop ends within three
    // steps, and at 0 at the latest.
    (0..=index)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::floor_char_boundary;

    #[test]
    // The test toolchain has the method this stands in for.
    #[allow(clippy::incompatible_msrv)]
    fn agrees_with_the_standard_library() {
        for text in ["", "a", "日本", "a\u{10FFFF}b", "é"] {
            for index in 0..text.len() + 3 {
                assert_eq!(
                    floor_char_boundary(text, index),
                    text.floor_char_boundary(index),
                    "{text:?} at {index}"
                );
            }
        }
    }
}
