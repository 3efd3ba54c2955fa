//! What the macros refuse, as compile errors: each file of `tests/ui/`
//! must fail to compile with the errors of its `.stderr` file
//! (`TRYBUILD=overwrite cargo test -p rfc3986-macros --test ui` rewrites
//! them; read each one before keeping it).

#[test]
fn refused_literals_are_compile_errors() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
