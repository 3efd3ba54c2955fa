//! Without its default features the library is `no_std` (with `alloc`), and
//! nothing it depends on for the target brings `std` back.
//!
//! The crate's own code cannot name `std` there: `src/lib.rs` declares
//! `#![no_std]` unless the `std` feature (or a test build) is on, so a
//! `std::` path would not compile, and `.ci/run` builds the library that
//! way (`cargo build -p rfc3986 --lib --no-default-features`, and with
//! `--features serde`). What is left to check is the dependencies: this
//! test asks `cargo tree` which packages and features a `no_std` build of
//! the library compiles for the target (the proc-macro `pest_derive` runs
//! on the host and is left out).

use std::process::Command;

/// The packages and features of the library's target build with `features`
/// and no default features, one per line.
fn target_tree(features: &str) -> String {
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let output = Command::new(env!("CARGO"))
        .args(["tree", "--manifest-path", manifest, "-p", "rfc3986"])
        .args(["--no-default-features", "--features", features])
        .args(["-e", "normal,features,no-proc-macro", "--prefix", "none"])
        .output()
        .expect("cargo runs");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("cargo tree writes UTF-8")
}

#[test]
fn a_build_without_std_compiles_nothing_that_uses_std() {
    for features in ["", "serde"] {
        let tree = target_tree(features);
        let packages: Vec<&str> = tree
            .lines()
            .filter(|line| !line.contains(" feature "))
            .filter_map(|line| line.split(' ').next())
            .collect();
        assert!(packages.contains(&"pest"), "{tree}");
        for package in &packages {
            assert!(
                ["rfc3986", "pest", "ucd-trie", "serde", "serde_core"].contains(package),
                "{package} is built without std [{features}]:\n{tree}"
            );
        }
        assert!(
            !tree.contains("feature \"std\""),
            "std is on [{features}]:\n{tree}"
        );
    }
}

#[test]
fn the_std_feature_turns_std_on_for_pest() {
    // The check above would pass if `cargo tree` listed no features at all.
    let tree = target_tree("std");
    assert!(tree.contains("feature \"std\""), "{tree}");
}
