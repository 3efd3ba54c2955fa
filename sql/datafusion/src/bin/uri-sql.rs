//! `uri-sql`: DataFusion's SQL shell (the `datafusion-cli` library: its
//! prompt, its output formats, files named in `FROM` by path) with this
//! crate's URI functions registered, on this machine or, with `--cluster`,
//! on a Ballista cluster whose scheduler and executors have them too
//! (`uri-scheduler` and `uri-executor` of the `rfc3986-ballista` crate).
//!
//! ```text
//! uri-sql -c "SELECT uri_host(url) AS host, count(*) FROM 'crawl.parquet' GROUP BY host ORDER BY 2 DESC LIMIT 20"
//! uri-sql --cluster df://127.0.0.1:50050 -f report.sql --format csv
//! uri-sql                      # the interactive prompt
//! ```

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use ballista::prelude::{SessionConfigExt, SessionContextExt};
use clap::{Parser, ValueEnum};
use datafusion::error::{DataFusionError, Result};
use datafusion::execution::SessionStateBuilder;
use datafusion::execution::context::SessionConfig;
use datafusion::execution::runtime_env::RuntimeEnvBuilder;
use datafusion::prelude::SessionContext;
use datafusion_cli::catalog::DynamicObjectStoreCatalog;
use datafusion_cli::exec;
use datafusion_cli::object_storage::instrumented::InstrumentedObjectStoreRegistry;
use datafusion_cli::print_format::PrintFormat;
use datafusion_cli::print_options::{MaxRows, PrintOptions};

/// DataFusion's SQL shell with strict RFC 3986 URI functions (uri_host,
/// uri_parse, uri_is_valid and the others: `SHOW FUNCTIONS LIKE 'uri%'`).
#[derive(Debug, Parser)]
#[command(name = "uri-sql", version)]
struct Args {
    /// Run this statement, then exit; repeat for several, run in order.
    #[arg(short = 'c', long = "command", value_parser = non_empty)]
    command: Vec<String>,

    /// Run the statements of this file, then exit; repeat for several.
    #[arg(short = 'f', long = "file")]
    file: Vec<String>,

    /// How results are printed.
    #[arg(long, value_enum, default_value_t = Format::Automatic)]
    format: Format,

    /// Print the results only: no banner, no row counts or timings.
    #[arg(short = 'q', long)]
    quiet: bool,

    /// The most rows the `table` format prints ('inf' for all).
    #[arg(long, default_value = "40")]
    maxrows: MaxRows,

    /// Rows per batch (DataFusion's default when not given).
    #[arg(short = 'b', long)]
    batch_size: Option<usize>,

    /// The folder that relative paths are read from.
    #[arg(short = 'p', long)]
    data_path: Option<String>,

    /// Run on the Ballista cluster whose scheduler is at this address
    /// (`df://HOST:PORT`) rather than on this machine.
    #[arg(long, value_name = "df://HOST:PORT")]
    cluster: Option<String>,
}

/// The output formats, by the names the shell takes.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Format {
    Table,
    Csv,
    Tsv,
    Json,
    Ndjson,
    /// As DataFusion's CLI chooses (a table at the prompt).
    Automatic,
}

impl From<Format> for PrintFormat {
    fn from(format: Format) -> Self {
        match format {
            Format::Table => PrintFormat::Table,
            Format::Csv => PrintFormat::Csv,
            Format::Tsv => PrintFormat::Tsv,
            Format::Json => PrintFormat::Json,
            Format::Ndjson => PrintFormat::NdJson,
            Format::Automatic => PrintFormat::Automatic,
        }
    }
}

fn non_empty(command: &str) -> Result<String, String> {
    if command.trim().is_empty() {
        Err("-c takes a statement, not an empty string".into())
    } else {
        Ok(command.to_string())
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    match run(Args::parse()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("Error: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: Args) -> Result<()> {
    if let Some(path) = &args.data_path {
        std::env::set_current_dir(Path::new(path))
            .map_err(|e| DataFusionError::Execution(format!("cannot read from {path}: {e}")))?;
    }
    let mut config = match args.cluster {
        Some(_) => SessionConfig::new_with_ballista(),
        None => SessionConfig::new(),
    }
    .with_information_schema(true);
    if let Some(size) = args.batch_size.filter(|&s| s > 0) {
        config = config.with_batch_size(size);
    }
    // NULL printed as NULL, not as an empty cell: this crate tells the two
    // apart, and so must its shell.
    config.options_mut().format.null = "NULL".into();

    let registry = Arc::new(InstrumentedObjectStoreRegistry::new());
    let runtime = RuntimeEnvBuilder::new()
        .with_object_store_registry(registry.clone())
        .build_arc()?;
    let state = SessionStateBuilder::new()
        .with_config(config)
        .with_runtime_env(runtime)
        .with_default_features()
        .build();
    let mut ctx = match &args.cluster {
        Some(url) => SessionContext::remote_with_state(url, state).await?,
        None => SessionContext::new_with_state(state),
    };
    rfc3986_datafusion::register_all(&mut ctx)?;
    // Files named in FROM by path, as in DataFusion's CLI.
    let ctx = ctx.enable_url_table();
    ctx.register_catalog_list(Arc::new(DynamicObjectStoreCatalog::new(
        ctx.state().catalog_list().clone(),
        ctx.state_weak_ref(),
    )));

    let mut print = PrintOptions {
        format: args.format.into(),
        quiet: args.quiet,
        maxrows: args.maxrows,
        color: false,
        instrumented_registry: registry,
    };
    if args.command.is_empty() && args.file.is_empty() {
        if !args.quiet {
            println!(
                "uri-sql {} (DataFusion {})",
                env!("CARGO_PKG_VERSION"),
                datafusion_cli::DATAFUSION_CLI_VERSION
            );
        }
        return exec::exec_from_repl(&ctx, &mut print)
            .await
            .map_err(|e| DataFusionError::External(Box::new(e)));
    }
    if !args.file.is_empty() {
        exec::exec_from_files(&ctx, args.file, &print).await?;
    }
    if !args.command.is_empty() {
        exec::exec_from_commands(&ctx, args.command, &print).await?;
    }
    Ok(())
}
