//! The checked-in generated modules (`src/recognizer/generated.rs`,
//! `src/automaton/generated.rs`) are what the generator writes from
//! `grammar/uri.pest` today.

use rfc3986_codegen::{URI, compare, generate, workspace_root};

#[test]
fn the_generated_modules_are_fresh() {
    let root = workspace_root();
    let read = |path: std::path::PathBuf| {
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
    };
    let grammar = read(URI.grammar_path(&root));
    let generated = generate(&grammar, &URI).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(generated.len(), 2, "the recognizer and the automata");
    for module in generated {
        let checked_in = read(root.join(module.path));
        if let Err(difference) = compare(&checked_in, &module.text) {
            panic!(
                "{} is stale: run `cargo run -p rfc3986-codegen`\n{difference}",
                module.path
            );
        }
    }
}
