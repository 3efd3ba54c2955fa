//! JSON string literals written straight to the output: the same bytes
//! `serde_json` writes for a `&str`, found sixteen bytes at a time.
//!
//! Escaping was the largest single cost of a record (four in ten of a
//! valid line's instructions under `serde_json::to_writer`): a URI is long
//! runs of bytes that need no escape, which a block test skips. With
//! serde_json's `to_writer` instead, `uri parse --json` took 6 to 10% more
//! CPU time (benches/README.md), so the tool keeps this escaper and does
//! not depend on serde_json; the tests check it against serde_json, a
//! dev-dependency.

use std::cell::RefCell;
use std::fmt;
use std::io::{self, Write};

/// What a byte becomes inside a JSON string: `0` for itself, the letter of
/// its short escape (`\n`), or `u` for `\u00XX`; as `serde_json` escapes
/// (the quote, the backslash and the C0 controls, nothing else).
static ESCAPE: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = b'u';
        b += 1;
    }
    table[0x08] = b'b';
    table[0x09] = b't';
    table[0x0a] = b'n';
    table[0x0c] = b'f';
    table[0x0d] = b'r';
    table[b'"' as usize] = b'"';
    table[b'\\' as usize] = b'\\';
    table
};

/// Whether `b` is written escaped: the test of [`ESCAPE`], as comparisons,
/// which the compiler runs on a block at once.
fn needs_escape(b: u8) -> bool {
    b < 0x20 || b == b'"' || b == b'\\'
}

/// Whether a byte of `block` is written escaped. No early exit: an `|` of
/// sixteen comparisons is a few vector instructions.
fn any_escape(block: &[u8; 16]) -> bool {
    block.iter().fold(false, |any, &b| any | needs_escape(b))
}

/// The index of the first byte of `bytes` from `at` that is written
/// escaped, or the length.
fn next_escape(bytes: &[u8], mut at: usize) -> usize {
    while let Some(block) = bytes.get(at..).and_then(<[u8]>::first_chunk::<16>) {
        if any_escape(block) {
            break;
        }
        at += 16;
    }
    // The rest, and the block with the escape in it, a byte at a time by
    // table: one test a byte where the comparisons were three.
    while let Some(&b) = bytes.get(at) {
        if ESCAPE[usize::from(b)] != 0 {
            break;
        }
        at += 1;
    }
    at
}

/// Writes `text` escaped, without the quotes around it.
fn write_inner(out: &mut impl Write, text: &str) -> io::Result<()> {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let bytes = text.as_bytes();
    let mut start = 0;
    loop {
        let end = next_escape(bytes, start);
        out.write_all(bytes.get(start..end).unwrap_or_default())?;
        let Some(&b) = bytes.get(end) else {
            return Ok(());
        };
        match ESCAPE[usize::from(b)] {
            b'u' => out.write_all(&[
                b'\\',
                b'u',
                b'0',
                b'0',
                HEX[usize::from(b >> 4)],
                HEX[usize::from(b & 0xf)],
            ])?,
            letter => out.write_all(&[b'\\', letter])?,
        }
        start = end + 1;
    }
}

/// Writes `text` as a JSON string literal, quotes included.
pub fn write_str(out: &mut impl Write, text: &str) -> io::Result<()> {
    out.write_all(b"\"")?;
    write_inner(out, text)?;
    out.write_all(b"\"")
}

/// Writes what `value`'s `Display` writes as a JSON string literal: the
/// refusal's message and hint are written this way.
///
/// The text is put together in a buffer each thread keeps, then escaped in
/// one pass: escaping each of the many small pieces `fmt` hands over, as it
/// came, cost more than the escaping itself.
pub fn write_display(out: &mut impl Write, value: &impl fmt::Display) -> io::Result<()> {
    thread_local! {
        static TEXT: RefCell<String> = const { RefCell::new(String::new()) };
    }
    TEXT.with_borrow_mut(|text| {
        text.clear();
        fmt::write(text, format_args!("{value}"))
            .map_err(|_| io::Error::other("a value failed to format"))?;
        write_str(out, text)
    })
}

#[cfg(test)]
mod tests {
    use super::{write_display, write_str};

    fn written(text: &str) -> String {
        let mut out = Vec::new();
        assert!(write_str(&mut out, text).is_ok());
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn every_ascii_character_is_escaped_as_serde_json_escapes_it() {
        for c in '\0'..='\u{7f}' {
            for text in [
                c.to_string(),
                format!("{c}abcdefghijklmnopqrstuvwxyz"),
                format!("abcdefghijklmnopqrstuvwxyz{c}"),
                format!("abcdefghijklmnop{c}{c}qrstuvwxyz0123456789{c}"),
            ] {
                assert_eq!(
                    written(&text),
                    serde_json::to_string(&text).unwrap(),
                    "{c:?}"
                );
            }
        }
    }

    #[test]
    fn text_of_every_length_and_outside_ascii_is_written_as_serde_json_writes_it() {
        let pieces = [
            "a", "é", "\"", "\\", "\n", "\u{1}", "日本", "\u{7f}", "/", "\u{202e}",
        ];
        // Every length up to 40, with the special pieces at every offset
        // of the blocks.
        for length in 0..40 {
            for (k, special) in pieces.iter().enumerate() {
                let text: String = (0..length)
                    .map(|i| if (i + k) % 7 == 0 { *special } else { "x" })
                    .collect();
                assert_eq!(
                    written(&text),
                    serde_json::to_string(&text).unwrap(),
                    "{text:?}"
                );
            }
        }
    }

    #[test]
    fn one_or_two_escapes_anywhere_in_three_blocks_are_written_as_serde_json_writes_them() {
        for special in ["\"", "\\", "\n", "\u{1f}", "é"] {
            for length in 1..48 {
                for first in 0..length {
                    for second in first..length {
                        let text: String = (0..length)
                            .map(|i| {
                                if i == first || i == second {
                                    special
                                } else {
                                    "x"
                                }
                            })
                            .collect();
                        assert_eq!(written(&text), serde_json::to_string(&text).unwrap());
                    }
                }
            }
        }
    }

    #[test]
    fn a_display_is_escaped_as_its_text_would_be() {
        let value = "a \"quoted\" \\ and a\ttab, then é";
        let mut out = Vec::new();
        assert!(write_display(&mut out, &value).is_ok());
        assert_eq!(String::from_utf8(out).unwrap(), written(value));
    }
}
