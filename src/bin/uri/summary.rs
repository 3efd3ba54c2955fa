//! `--summary`: counts of a whole run instead of its records, as a table
//! or, with `--json`, as one JSON object.
//!
//! The summary replaces the records: standard output gets the summary
//! only, and standard error no diagnostic per input. So `uri parse --json
//! --summary < big.txt | jq .invalid` reads exactly one object, with no
//! need to tell a summary apart from records; whoever wants both runs
//! `uri` twice.
//!
//! The JSON object, keys in this order:
//!
//! ```text
//! {"inputs": <count>, "valid": <count>, "invalid": <count>,
//!  "by_scheme": [{"scheme": "http" | null, "count": <count>}, ...],
//!  "other_schemes": <count>,
//!  "by_host_kind": [{"host_kind": "reg-name" | "ipv4" | "ipv6" | "ipvfuture" | null,
//!                    "count": <count>}, ...],
//!  "top_errors": [{"expected": "...", "hint": "..." | null, "count": <count>}, ...]}
//! ```
//!
//! `by_scheme` and `by_host_kind` count the valid inputs (for `resolve`,
//! the targets; for `normalize`, the normal forms), most frequent first
//! (ties by name); schemes in lower case (they are case-insensitive), null
//! for a relative reference or for no authority. `top_errors` are the ten
//! most frequent refusals by what was expected and the hint. So that
//! memory stays bounded, at most [`MAX_KEYS`] schemes and errors are told
//! apart; inputs with a scheme beyond those are counted in
//! `other_schemes`, and errors beyond those are not ranked.

use std::collections::BTreeMap;
use std::io::{self, Write};

use crate::json::Object;
use crate::outcome::{Outcome, Refusal};

/// How many schemes, and how many errors, a summary tells apart.
pub const MAX_KEYS: usize = 10_000;

/// How many errors the summary lists.
const TOP_ERRORS: usize = 10;

/// How the summary is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A table, for people.
    Text,
    /// One JSON object on one line.
    Json,
}

/// The counts of a run, or of part of it (a batch of `--jobs`), merged in
/// the order of the inputs by the runner.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Summary {
    valid: u64,
    invalid: u64,
    schemes: BTreeMap<Option<String>, u64>,
    other_schemes: u64,
    host_kinds: BTreeMap<Option<&'static str>, u64>,
    /// By expectation and hint.
    errors: BTreeMap<(String, Option<String>), u64>,
}

impl Summary {
    /// Counts a valid input (or a target, or a normal form) with `scheme`
    /// and a host of `host_kind`.
    pub fn valid(&mut self, scheme: Option<&str>, host_kind: Option<&'static str>) {
        self.valid += 1;
        let scheme = scheme.map(str::to_ascii_lowercase);
        if !count(&mut self.schemes, scheme, 1) {
            self.other_schemes += 1;
        }
        count(&mut self.host_kinds, host_kind, 1);
    }

    /// Counts a refused input.
    pub fn invalid(&mut self, refusal: &Refusal<'_>) {
        self.invalid += 1;
        let key = (
            refusal.expected().into_owned(),
            refusal.hint().map(|hint| hint.to_string()),
        );
        count(&mut self.errors, key, 1);
    }

    /// Counts the outcome of `uri parse`.
    pub fn outcome(&mut self, outcome: &Outcome<'_>) {
        match outcome {
            Outcome::Valid(reference) => {
                let host = reference.authority().map(|authority| authority.host());
                self.valid(reference.scheme(), host.map(|host| host.kind().as_str()));
            }
            Outcome::Invalid(refusal) => self.invalid(refusal),
        }
    }

    /// Adds the counts of `other`, a later part of the run.
    pub fn merge(&mut self, other: Summary) {
        self.valid += other.valid;
        self.invalid += other.invalid;
        self.other_schemes += other.other_schemes;
        for (scheme, n) in other.schemes {
            if !count(&mut self.schemes, scheme, n) {
                self.other_schemes += n;
            }
        }
        for (kind, n) in other.host_kinds {
            count(&mut self.host_kinds, kind, n);
        }
        for (error, n) in other.errors {
            count(&mut self.errors, error, n);
        }
    }

    /// Writes the summary in `format`, ending with a newline.
    ///
    /// # Errors
    /// Writing failed.
    pub fn write(&self, out: &mut impl Write, format: Format) -> io::Result<()> {
        match format {
            Format::Text => self.write_text(out),
            Format::Json => self.write_json(out),
        }
    }

    /// The table.
    fn write_text(&self, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "inputs   {:>10}", self.valid + self.invalid)?;
        writeln!(out, "valid    {:>10}", self.valid)?;
        writeln!(out, "invalid  {:>10}", self.invalid)?;
        let schemes = ranked(&self.schemes);
        if !schemes.is_empty() {
            writeln!(out, "\nscheme              valid")?;
            for (scheme, n) in schemes {
                writeln!(
                    out,
                    "  {:<14} {n:>8}",
                    scheme.as_deref().unwrap_or("(none)")
                )?;
            }
            if self.other_schemes > 0 {
                writeln!(out, "  {:<14} {:>8}", "(others)", self.other_schemes)?;
            }
        }
        let kinds = ranked(&self.host_kinds);
        if !kinds.is_empty() {
            writeln!(out, "\nhost kind           valid")?;
            for (kind, n) in kinds {
                writeln!(out, "  {:<14} {n:>8}", kind.unwrap_or("(no host)"))?;
            }
        }
        let errors = ranked(&self.errors);
        if !errors.is_empty() {
            writeln!(out, "\nmost frequent errors")?;
            for ((expected, hint), n) in errors.into_iter().take(TOP_ERRORS) {
                writeln!(out, "  {n:>8}  expected {expected}")?;
                if let Some(hint) = hint {
                    writeln!(out, "            hint: {hint}")?;
                }
            }
        }
        Ok(())
    }

    /// The JSON object, on one line (see the module's documentation).
    fn write_json(&self, out: &mut impl Write) -> io::Result<()> {
        let mut object = Object::begin(out)?;
        object.field("inputs", self.valid + self.invalid)?;
        object.field("valid", self.valid)?;
        object.field("invalid", self.invalid)?;
        object.array("by_scheme", ranked(&self.schemes), |entry, (scheme, n)| {
            entry.field("scheme", scheme.as_deref())?;
            entry.field("count", n)
        })?;
        object.field("other_schemes", self.other_schemes)?;
        object.array(
            "by_host_kind",
            ranked(&self.host_kinds),
            |entry, (kind, n)| {
                entry.field("host_kind", kind)?;
                entry.field("count", n)
            },
        )?;
        let errors = ranked(&self.errors).into_iter().take(TOP_ERRORS);
        object.array("top_errors", errors, |entry, ((expected, hint), n)| {
            entry.field("expected", expected.as_str())?;
            entry.field("hint", hint.as_deref())?;
            entry.field("count", n)
        })?;
        object.end_line()
    }
}

/// Adds `n` to `key`'s count, unless the map already tells [`MAX_KEYS`]
/// keys apart and `key` is not one of them; whether it was counted.
fn count<K: Ord>(map: &mut BTreeMap<K, u64>, key: K, n: u64) -> bool {
    if let Some(count) = map.get_mut(&key) {
        *count += n;
    } else if map.len() < MAX_KEYS {
        map.insert(key, n);
    } else {
        return false;
    }
    true
}

/// The entries of `map`, most frequent first, ties by key.
fn ranked<K: Ord + Clone>(map: &BTreeMap<K, u64>) -> Vec<(K, u64)> {
    let mut entries: Vec<(K, u64)> = map.iter().map(|(k, &n)| (k.clone(), n)).collect();
    entries.sort_by(|(a, m), (b, n)| n.cmp(m).then_with(|| a.cmp(b)));
    entries
}

#[cfg(test)]
mod tests {
    use super::{Format, MAX_KEYS, Summary};
    use crate::outcome::{Grammar, Outcome};

    fn summary(inputs: &[&str]) -> Summary {
        let mut summary = Summary::default();
        for input in inputs {
            summary.outcome(&Outcome::of(input.as_bytes().into(), Grammar::Uri));
        }
        summary
    }

    fn json(summary: &Summary) -> serde_json::Value {
        let mut out = Vec::new();
        assert!(summary.write(&mut out, Format::Json).is_ok());
        assert!(out.ends_with(b"}\n"));
        serde_json::from_slice(&out).unwrap()
    }

    #[test]
    fn counts_by_scheme_host_kind_and_error() {
        let summary = summary(&[
            "http://a/",
            "HTTP://[::1]/",
            "mailto:x@y",
            "//1.2.3.4",
            "a b",
            "c d",
            "%zz",
        ]);
        assert_eq!(
            json(&summary),
            serde_json::json!({
                "inputs": 7, "valid": 4, "invalid": 3,
                "by_scheme": [
                    {"scheme": "http", "count": 2},
                    {"scheme": null, "count": 1},
                    {"scheme": "mailto", "count": 1},
                ],
                "other_schemes": 0,
                "by_host_kind": [
                    {"host_kind": null, "count": 1},
                    {"host_kind": "ipv4", "count": 1},
                    {"host_kind": "ipv6", "count": 1},
                    {"host_kind": "reg-name", "count": 1},
                ],
                "top_errors": [
                    {
                        "expected": "pchar, \"/\", \"?\", \"#\" or end of input",
                        "hint": rfc3986::UriRef::parse("a b").unwrap_err().hint()
                            .map(|hint| hint.to_string()),
                        "count": 2,
                    },
                    {
                        "expected": "HEXDIG",
                        "hint": rfc3986::UriRef::parse("%zz").unwrap_err().hint()
                            .map(|hint| hint.to_string()),
                        "count": 1,
                    },
                ],
            })
        );
    }

    #[test]
    fn merged_parts_count_as_the_whole() {
        let inputs = ["http://a/", "a b", "ftp://h", "http://b", "%", "urn:x"];
        let whole = summary(&inputs);
        let mut merged = summary(&inputs[..2]);
        merged.merge(summary(&inputs[2..]));
        assert_eq!(merged, whole);
    }

    #[test]
    fn schemes_beyond_the_limit_are_counted_as_others() {
        let mut summary = Summary::default();
        for i in 0..MAX_KEYS + 5 {
            summary.valid(Some(&format!("s{i}")), None);
        }
        summary.valid(Some("s0"), None);
        let value = json(&summary);
        assert_eq!(value["other_schemes"], 5);
        assert_eq!(value["valid"], MAX_KEYS + 6);
        assert_eq!(value["by_scheme"][0]["scheme"], "s0");
        assert_eq!(value["by_scheme"][0]["count"], 2);
    }

    #[test]
    fn the_table_lists_the_same_counts() {
        let mut out = Vec::new();
        let summary = summary(&["http://a/", "a b", "a b", "//h"]);
        assert!(summary.write(&mut out, Format::Text).is_ok());
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("inputs            4\nvalid             2\ninvalid           2\n")
        );
        // Ties by name, no scheme first.
        assert!(text.contains("\n  (none)                1\n  http                  1\n"));
        assert!(text.contains("\n  reg-name              2\n"));
        assert!(text.contains("\n         2  expected pchar, "), "{text}");
    }
}
