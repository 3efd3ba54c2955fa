//! The `--json` records: one object per input, on one line, keys in a fixed
//! order that other programs rely on. The object writer and the error
//! object are shared by every subcommand; the record of `uri parse` is here.
//!
//! Text fields hold the input as text, with U+FFFD for bytes that are not
//! UTF-8. So that the bytes can be had back, a record whose input is not
//! UTF-8 ends with a `<field>_hex` member for it: the bytes in lowercase
//! hexadecimal, two digits each (`"input_hex":"61ff"` for `a\xFF`). UTF-8
//! inputs, every valid one among them, have no such member.

use std::borrow::Cow;
use std::fmt;
use std::io::{self, Write};

use crate::escape;
use crate::outcome::{Outcome, Refusal};

/// Writes the `uri parse` record of `outcome` and its newline.
pub fn write_record(out: &mut impl Write, outcome: &Outcome<'_>) -> io::Result<()> {
    let mut record = Object::begin(out)?;
    // Null for a line too long to be read.
    record.field("input", outcome.input())?;
    record.field("valid", outcome.is_valid())?;
    match outcome {
        Outcome::Valid(reference) => {
            let kind = if reference.is_relative() {
                "relative"
            } else {
                "uri"
            };
            let authority = reference.authority();
            let host = authority.map(|authority| authority.host());
            record.field("kind", kind)?;
            record.field("scheme", reference.scheme())?;
            record.field("userinfo", reference.userinfo())?;
            record.field("host", host.map(|host| host.as_str()))?;
            record.field("host_kind", host.map(|host| host.kind().as_str()))?;
            record.field("port", reference.port().map(|port| port.as_str()))?;
            record.field("path", reference.path().as_str())?;
            record.field("query", reference.query())?;
            record.field("fragment", reference.fragment())?;
        }
        Outcome::Invalid(refusal) => {
            let mut detail = record.object("error")?;
            detail.refusal(refusal)?;
            detail.end()?;
            if let Some(bytes) = refusal.bytes_not_utf8() {
                record.hex("input_hex", bytes)?;
            }
        }
    }
    record.end_line()
}

/// A value written as JSON straight to the output, without building a
/// `serde_json::Value` (which would copy every string).
pub trait Json {
    /// Writes the value.
    ///
    /// # Errors
    /// Writing failed.
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()>;
}

impl Json for str {
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        escape::write_str(out, self)
    }
}

impl Json for String {
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        self.as_str().write_json(out)
    }
}

impl Json for Cow<'_, str> {
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        (**self).write_json(out)
    }
}

impl Json for bool {
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(if *self { b"true" } else { b"false" })
    }
}

impl Json for usize {
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        // A `usize` is 64 bits at most on the targets Rust supports.
        u64::try_from(*self).unwrap_or(u64::MAX).write_json(out)
    }
}

impl Json for u64 {
    /// In decimal, without `write!`, whose machinery cost five times the
    /// digits on every refusal's index.
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        // Twenty digits hold any `u64`.
        let mut digits = [b'0'; 20];
        let mut start = digits.len();
        let mut n = *self;
        while let Some(slot) = start.checked_sub(1).and_then(|at| digits.get_mut(at)) {
            // Below ten: no truncation.
            *slot = b'0' + (n % 10) as u8;
            start -= 1;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        out.write_all(digits.get(start..).unwrap_or_default())
    }
}

impl<T: Json + ?Sized> Json for &T {
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        (**self).write_json(out)
    }
}

impl<T: Json> Json for Option<T> {
    /// `None` is `null`.
    fn write_json<W: Write>(&self, out: &mut W) -> io::Result<()> {
        match self {
            Some(value) => value.write_json(out),
            None => out.write_all(b"null"),
        }
    }
}

/// A JSON object being written, its keys in the order they are given
/// (a `serde_json::Map` would sort them).
pub struct Object<'w, W: Write> {
    out: &'w mut W,
    empty: bool,
}

impl<'w, W: Write> Object<'w, W> {
    /// Writes the `{`.
    pub fn begin(out: &'w mut W) -> io::Result<Self> {
        out.write_all(b"{")?;
        Ok(Object { out, empty: true })
    }

    /// Writes `"key":` and the separator before it, if any. Keys are the
    /// schema's names, which need no escaping, so they are written as they
    /// are (escaping them was a tenth of a refusal's record).
    fn key(&mut self, key: &str) -> io::Result<()> {
        debug_assert!(
            key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'),
            "{key:?} needs escaping"
        );
        let separator: &[u8] = if self.empty { b"\"" } else { b",\"" };
        self.empty = false;
        self.out.write_all(separator)?;
        self.out.write_all(key.as_bytes())?;
        self.out.write_all(b"\":")
    }

    /// Writes one member; `None` is written `null`.
    pub fn field(&mut self, key: &str, value: impl Json) -> io::Result<()> {
        self.key(key)?;
        value.write_json(&mut *self.out)
    }

    /// Writes `bytes` as a member `key`, in lowercase hexadecimal.
    pub fn hex(&mut self, key: &str, bytes: &[u8]) -> io::Result<()> {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        self.key(key)?;
        let mut text = Vec::with_capacity(bytes.len() * 2 + 2);
        text.push(b'"');
        for byte in bytes {
            text.push(DIGITS[usize::from(byte >> 4)]);
            text.push(DIGITS[usize::from(byte & 0xf)]);
        }
        text.push(b'"');
        self.out.write_all(&text)
    }

    /// Writes `bytes` as a member `key`, in lowercase hexadecimal, when they
    /// are not UTF-8: the text written for them elsewhere in the record
    /// does not tell them.
    pub fn hex_if_not_utf8(&mut self, key: &str, bytes: &[u8]) -> io::Result<()> {
        if std::str::from_utf8(bytes).is_err() {
            self.hex(key, bytes)?;
        }
        Ok(())
    }

    /// Starts an object as the value of `key`; it must be ended before this
    /// one goes on.
    pub fn object(&mut self, key: &str) -> io::Result<Object<'_, W>> {
        self.key(key)?;
        Object::begin(self.out)
    }

    /// Writes what `value` displays as a string member `key`: formatted
    /// into the buffer of [`escape::write_display`], then escaped in one
    /// pass.
    pub fn display(&mut self, key: &str, value: &impl fmt::Display) -> io::Result<()> {
        self.key(key)?;
        escape::write_display(&mut *self.out, value)
    }

    /// Writes the members that say why an input was refused, the same in
    /// every subcommand: `"index"` (a byte index), `"expected"`,
    /// `"message"` and, when there is one, `"hint"`.
    pub fn refusal(&mut self, refusal: &Refusal<'_>) -> io::Result<()> {
        self.field("index", refusal.index())?;
        self.field("expected", refusal.expected())?;
        self.display("message", &refusal.message())?;
        match refusal.hint() {
            Some(hint) => self.display("hint", &hint),
            None => Ok(()),
        }
    }

    /// Writes `items` as an array member `key`, each an object whose
    /// members `each` writes.
    pub fn array<T>(
        &mut self,
        key: &str,
        items: impl IntoIterator<Item = T>,
        mut each: impl FnMut(&mut Object<'_, W>, T) -> io::Result<()>,
    ) -> io::Result<()> {
        self.key(key)?;
        self.out.write_all(b"[")?;
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.out.write_all(b",")?;
            }
            let mut entry = Object::begin(&mut *self.out)?;
            each(&mut entry, item)?;
            entry.end()?;
        }
        self.out.write_all(b"]")
    }

    /// Writes the `}`.
    pub fn end(self) -> io::Result<()> {
        self.out.write_all(b"}")
    }

    /// Writes the `}` of a record and the newline that ends it.
    pub fn end_line(self) -> io::Result<()> {
        self.out.write_all(b"}\n")
    }
}

#[cfg(test)]
mod tests {
    use super::{Json, write_record};
    use crate::outcome::Outcome;

    fn record(input: &[u8]) -> String {
        let mut out = Vec::new();
        let outcome = Outcome::of(input.into(), crate::outcome::Grammar::Uri);
        assert!(write_record(&mut out, &outcome).is_ok());
        String::from_utf8_lossy(&out).into_owned()
    }

    #[test]
    fn numbers_are_written_in_decimal() {
        for n in [0, 1, 9, 10, 99, 100, 4_096, 1_000_007, usize::MAX] {
            let mut out = Vec::new();
            assert!(n.write_json(&mut out).is_ok());
            assert_eq!(String::from_utf8(out).unwrap(), n.to_string());
        }
    }

    #[test]
    fn keys_come_in_schema_order() {
        assert_eq!(
            record(b"http://u@h:1/p?q#f"),
            "{\"input\":\"http://u@h:1/p?q#f\",\"valid\":true,\"kind\":\"uri\",\
             \"scheme\":\"http\",\"userinfo\":\"u\",\"host\":\"h\",\
             \"host_kind\":\"reg-name\",\"port\":\"1\",\"path\":\"/p\",\
             \"query\":\"q\",\"fragment\":\"f\"}\n"
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_are_given_in_hex_at_the_end() {
        let line = record(b"a\xff\x00");
        assert!(line.starts_with("{\"input\":\"a\u{fffd}\\u0000\",\"valid\":false,\"error\":{"));
        assert!(line.ends_with("},\"input_hex\":\"61ff00\"}\n"), "{line}");
        assert!(!record(b"a b").contains("_hex"));
    }

    #[test]
    fn control_characters_are_escaped() {
        let line = record(b"a\tb\"");
        assert!(
            line.starts_with("{\"input\":\"a\\tb\\\"\",\"valid\":false,\"error\":{\"index\":1,")
        );
        assert!(line.ends_with("}}\n"));
    }
}
