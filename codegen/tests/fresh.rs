//! The checked-in `src/recognizer/generated.rs` is what the generator
//! writes from `grammar/uri.pest` today.

use rfc3986_codegen::{URI, compare, generate, workspace_root};

#[test]
fn the_generated_recognizer_is_fresh() {
    let root = workspace_root();
    let read = |path: std::path::PathBuf| {
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
    };
    let grammar = read(URI.grammar_path(&root));
    let checked_in = read(URI.output_path(&root));
    let generated = generate(&grammar, &URI).unwrap_or_else(|e| panic!("{e}"));
    if let Err(difference) = compare(&checked_in, &generated) {
        panic!(
            "{} is stale: run `cargo run -p rfc3986-codegen`\n{difference}",
            URI.output
        );
    }
}
