//! The checked-in generated modules (`src/compiled/recognizer/generated.rs`,
//! `src/compiled/automaton/generated.rs` from `grammar/uri.pest`, and their
//! `iri_generated.rs` siblings from `grammar/uri.pest` and
//! `grammar/iri.pest`, and the rule-name tables `src/grammars/uri_rules.rs`
//! and `iri_rules.rs`) are what the generator writes from the grammars
//! today.

use rfc3986_codegen::{TARGETS, compare, generate, workspace_root};

#[test]
fn the_generated_modules_are_fresh() {
    let root = workspace_root();
    assert_eq!(TARGETS.len(), 2, "the URI and the IRI grammar");
    for target in TARGETS {
        let sources = target.read_sources(&root).unwrap_or_else(|e| panic!("{e}"));
        let generated = generate(&sources, target).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            generated.len(),
            3,
            "the recognizer, the automata and the rules' names"
        );
        for module in generated {
            let path = root.join(module.path);
            let checked_in = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            if let Err(difference) = compare(&checked_in, &module.text) {
                panic!(
                    "{} is stale: run `cargo run -p rfc3986-codegen`\n{difference}",
                    module.path
                );
            }
        }
    }
}
