//! The `.slt` files of `tests/sqllogictest/`, run as DataFusion runs its
//! own (the `datafusion-sqllogictest` engine: NULL written `NULL`, an empty
//! string `(empty)`), each in a new session with the functions registered.
//!
//! `SLT_COMPLETE=1 cargo test -p rfc3986-datafusion --test sqllogictest`
//! rewrites the expected results from what the queries give: read the diff
//! before committing it.

use std::path::{Path, PathBuf};

use datafusion::prelude::SessionContext;
use datafusion_sqllogictest::{DFSqlLogicTestError, DataFusion, value_normalizer};
use indicatif::ProgressBar;
use sqllogictest::{Runner, default_column_validator, default_validator};

fn files() -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sqllogictest");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "slt"))
        .collect();
    files.sort();
    files
}

fn runner(file: &Path) -> Runner<DataFusion, impl sqllogictest::MakeConnection<Conn = DataFusion>> {
    let relative = PathBuf::from(file.file_name().expect("a file name"));
    Runner::new(move || {
        let relative = relative.clone();
        async move {
            let mut ctx = SessionContext::new();
            rfc3986_datafusion::register_all(&mut ctx).map_err(DFSqlLogicTestError::from)?;
            Ok::<_, DFSqlLogicTestError>(DataFusion::new(ctx, relative, ProgressBar::hidden()))
        }
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slt_files() {
    let files = files();
    assert!(
        files.len() >= 5,
        "the .slt files are missing: found {files:?}"
    );
    let complete = std::env::var_os("SLT_COMPLETE").is_some();
    let mut failed = Vec::new();
    for file in &files {
        let mut runner = runner(file);
        let result = if complete {
            runner
                .update_test_file(
                    file,
                    "\t",
                    default_validator,
                    value_normalizer,
                    default_column_validator,
                )
                .await
                .map_err(|e| e.to_string())
        } else {
            runner
                .run_file_async(file)
                .await
                .map_err(|e| e.display(true).to_string())
        };
        if let Err(e) = result {
            failed.push(format!("{}:\n{e}", file.display()));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}
