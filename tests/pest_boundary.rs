//! pest is a public dependency of `rfc3986::grammar`,
//! `rfc3986::iri_grammar` and `rfc3986::template_grammar` only (the crate
//! docs say so): outside the grammar modules and the internal parse path,
//! no module of the library names pest, so no other public signature can
//! hold a pest type.

use std::fs;
use std::path::Path;

/// The folders of `src/` that may name pest: the grammar modules,
/// and the parse path (`pub(crate)`), which runs pest's parser as the
/// reference and walks its trees. The tool (`bin/`) is not the library.
const MAY_NAME_PEST: &[&str] = &["grammars", "parse", "bin"];

fn visit(dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if dir.ends_with("src") && MAY_NAME_PEST.contains(&name) {
                continue;
            }
            visit(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).expect("a source file is UTF-8");
            for (n, line) in text.lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") {
                    continue;
                }
                if code.contains("pest::")
                    || code.contains("use pest")
                    || code.contains("pest_derive")
                {
                    out.push(format!("{}:{}: {line}", path.display(), n + 1));
                }
            }
        }
    }
}

#[test]
fn only_the_grammar_modules_and_the_parse_path_name_pest() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    visit(&src, &mut found);
    assert!(
        found.is_empty(),
        "pest named outside grammars/ and parse/:\n{}",
        found.join("\n")
    );
    // The scan sees the modules that do name it.
    let mut inside = Vec::new();
    visit(&src.join("grammars"), &mut inside);
    assert!(!inside.is_empty());
}
