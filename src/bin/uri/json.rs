//! The `--json` records: one object per input, on one line, keys in a fixed
//! order that other programs rely on. The object writer and the error
//! object are shared by every subcommand; the record of `uri parse` is here.

use std::io::{self, Write};

use serde_json::Value;

use crate::outcome::{Outcome, Refusal};

/// Writes the `uri parse` record of `outcome` and its newline.
pub fn write_record(out: &mut impl Write, outcome: &Outcome<'_>) -> io::Result<()> {
    let mut record = Object::begin(out)?;
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
            record.field("host_kind", host.map(|host| host.kind()))?;
            record.field("port", reference.port().map(|port| port.as_str()))?;
            record.field("path", reference.path().as_str())?;
            record.field("query", reference.query())?;
            record.field("fragment", reference.fragment())?;
        }
        Outcome::Invalid(refusal) => {
            let mut detail = record.object("error")?;
            detail.refusal(refusal)?;
            detail.end()?;
        }
    }
    record.end_line()
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

    /// Writes `"key":` and the separator before it, if any.
    fn key(&mut self, key: &str) -> io::Result<()> {
        if !self.empty {
            self.out.write_all(b",")?;
        }
        self.empty = false;
        serde_json::to_writer(&mut *self.out, key)?;
        self.out.write_all(b":")
    }

    /// Writes one member; `None` is written `null`.
    pub fn field(&mut self, key: &str, value: impl Into<Value>) -> io::Result<()> {
        self.key(key)?;
        serde_json::to_writer(&mut *self.out, &value.into())?;
        Ok(())
    }

    /// Starts an object as the value of `key`; it must be ended before this
    /// one goes on.
    pub fn object(&mut self, key: &str) -> io::Result<Object<'_, W>> {
        self.key(key)?;
        Object::begin(self.out)
    }

    /// Writes the members that say why an input was refused, the same in
    /// every subcommand: `"index"` (a byte index), `"expected"` and
    /// `"message"`.
    pub fn refusal(&mut self, refusal: &Refusal<'_>) -> io::Result<()> {
        self.field("index", refusal.index())?;
        self.field("expected", refusal.expected())?;
        self.field("message", refusal.message())
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
    use super::write_record;
    use crate::outcome::Outcome;

    fn record(input: &[u8]) -> String {
        let mut out = Vec::new();
        assert!(write_record(&mut out, &Outcome::of(input)).is_ok());
        String::from_utf8_lossy(&out).into_owned()
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
    fn control_characters_are_escaped() {
        let line = record(b"a\tb\"");
        assert!(
            line.starts_with("{\"input\":\"a\\tb\\\"\",\"valid\":false,\"error\":{\"index\":1,")
        );
        assert!(line.ends_with("}}\n"));
    }
}
