//! Unicode's bidirectional formatting characters (the `Bidi_Control`
//! property), which RFC 3987 §4.1 keeps out of IRIs and which make a
//! terminal show what follows them in another order.

/// Whether `c` is a bidirectional formatting character: U+061C, U+200E,
/// U+200F, U+202A to U+202E, U+2066 to U+2069.
///
/// RFC 3987 §4.1 names LRM, RLM and LRE to PDF; the isolates and the Arabic
/// letter mark came later, and act the same.
pub(crate) fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::is_bidi_control;

    #[test]
    fn the_bidi_controls_and_nothing_else() {
        let controls: Vec<char> = (0..=0x10FFFF)
            .filter_map(char::from_u32)
            .filter(|&c| is_bidi_control(c))
            .collect();
        assert_eq!(
            controls,
            [
                '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
                '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'
            ]
        );
    }
}
