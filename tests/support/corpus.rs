//! Reading the corpus files under `tests/corpus/`.
//!
//! One input per line, written as a JSON string literal, so that every input
//! can be held: the empty string, inputs that begin with `#` or `//`, spaces,
//! control characters and non-ASCII text (`"\u0000"`, `"caf\u00e9"`).
//! Blank lines and lines that begin with `;` are comments; a comment says
//! where the inputs below it come from or what they exercise.

#![allow(dead_code)] // each test uses the part it needs

use std::path::{Path, PathBuf};

/// One corpus input and where it was read.
#[derive(Debug, Clone)]
pub struct Entry {
    pub input: String,
    pub line: usize,
}

/// The data lines of a file under `tests/corpus/`, with their line numbers:
/// every line but the blank ones and the `;` comments.
pub fn data_lines(path: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, line)| !(line.trim().is_empty() || line.starts_with(';')))
        .map(|(index, line)| (index + 1, line.to_owned()))
        .collect()
}

/// The inputs of one corpus file, in order.
///
/// Panics (it is test support) on a line that is neither a comment nor a JSON
/// string, naming the file and line.
pub fn read(path: &Path) -> Vec<Entry> {
    data_lines(path)
        .into_iter()
        .map(|(line, text)| Entry {
            input: serde_json::from_str::<String>(&text)
                .unwrap_or_else(|e| panic!("{}:{line}: not a JSON string: {e}", path.display())),
            line,
        })
        .collect()
}

/// The files of one folder of `tests/corpus/` (`"valid"`, `"invalid"`,
/// `"resolution"`...), sorted by name.
pub fn files(kind: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(kind);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort();
    files
}

/// Every input of one kind, with the file it came from.
pub fn all(kind: &str) -> Vec<(PathBuf, Entry)> {
    files(kind)
        .into_iter()
        .flat_map(|path| {
            read(&path)
                .into_iter()
                .map(move |entry| (path.clone(), entry))
        })
        .collect()
}

/// Every input of the valid and the invalid corpus, in that order.
pub fn inputs() -> Vec<String> {
    ["valid", "invalid"]
        .iter()
        .flat_map(|kind| all(kind))
        .map(|(_, entry)| entry.input)
        .collect()
}
