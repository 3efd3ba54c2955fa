//! `cargo bench -p rfc3986-datafusion --bench sql`: rows per second per
//! core of `uri_host`, `uri_is_valid` and `uri_parse` over 10 million
//! realistic URLs in Parquet (`target_partitions = 1`, one thread), against
//! `datafusion-spark`'s `parse_url(url, 'HOST')`, a `regexp_match` host
//! extraction and `scan_host` (a host scan that validates nothing,
//! `scan_host.rs`) in the same DataFusion run, and against ClickHouse's
//! `domain(url)` (chdb) and DuckDB's `regexp_extract` (one thread each)
//! through `benches/sql/peers.py` when those are installed. Then the table of
//! inputs where the peers' answers differ from RFC 3986's.
//!
//! Every query is `SELECT sum(octet_length(f(url))) FROM file` (for a
//! boolean, the sum of it as an integer), so that every engine computes
//! every row and returns one, at a cost per row that does not depend on the
//! length of the text; `f` the identity gives the cost of reading the file,
//! measured apart. A first round warms the caches and is not counted; the
//! rounds after it interleave the queries, and medians are reported. `URI_BENCH_ROWS` (default 10,000,000) and `URI_BENCH_ROUNDS`
//! (default 5) change the size; the files are written once under
//! `target/uri-sql-bench/`.

mod data;
mod scan_host;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::Instant;

use datafusion::arrow::array::{RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::file::properties::WriterProperties;
use datafusion::prelude::{SessionConfig, SessionContext};
use futures::StreamExt;

const HOST_RE: &str = r"^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^:/?#]*)";

/// The queries, by row name; `{}` is the table of the file.
fn queries() -> Vec<(&'static str, String)> {
    vec![
        (
            "scan (reading alone)",
            "SELECT sum(octet_length(url)) FROM {}".into(),
        ),
        (
            "uri_host(url)",
            "SELECT sum(octet_length(uri_host(url))) FROM {}".into(),
        ),
        (
            "scan_host(url), validating nothing",
            "SELECT sum(octet_length(scan_host(url))) FROM {}".into(),
        ),
        (
            "uri_is_valid(url)",
            "SELECT sum(CAST(uri_is_valid(url) AS INT)) FROM {}".into(),
        ),
        (
            "uri_parse(url)",
            "SELECT sum(octet_length(uri_parse(url)['path'])) FROM {}".into(),
        ),
        (
            "spark parse_url(url, 'HOST')",
            "SELECT sum(octet_length(try_parse_url(url, 'HOST'))) FROM {}".into(),
        ),
        (
            "regexp_match host",
            format!("SELECT sum(octet_length(regexp_match(url, '{HOST_RE}')[1])) FROM {{}}"),
        ),
    ]
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/uri-sql-bench")
}

/// Writes `rows` URLs made by `make` to a Parquet file of row groups of a
/// million rows, unless it is there already.
fn write(path: &Path, rows: usize, make: fn(&mut data::Rng) -> String) {
    if path.exists() {
        return;
    }
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("the bench folder");
    let schema = Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, true)]));
    let partial = path.with_extension("partial");
    let file = std::fs::File::create(&partial).expect("a file");
    let props = WriterProperties::builder()
        .set_max_row_group_row_count(Some(1_000_000))
        .build();
    let mut writer = ArrowWriter::try_new(file, schema.clone(), Some(props)).expect("a writer");
    let mut rng = data::Rng::new(0x005e_ed0f_ca11 ^ rows as u64);
    let mut left = rows;
    while left > 0 {
        let n = left.min(100_000);
        let urls: StringArray = (0..n).map(|_| Some(make(&mut rng))).collect();
        let batch = RecordBatch::try_new(schema.clone(), vec![Arc::new(urls)]).expect("a batch");
        writer.write(&batch).expect("written");
        left -= n;
    }
    writer.close().expect("closed");
    std::fs::rename(partial, path).expect("renamed");
}

async fn time(ctx: &SessionContext, sql: &str) -> f64 {
    let start = Instant::now();
    let mut stream = ctx
        .sql(sql)
        .await
        .expect(sql)
        .execute_stream()
        .await
        .expect(sql);
    while let Some(batch) = stream.next().await {
        batch.expect(sql);
    }
    start.elapsed().as_secs_f64()
}

fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Inputs where engines disagree, by kind.
const DIFFERENCES: &[(&str, &str)] = &[
    ("userinfo", "https://user:pass@host/"),
    ("userinfo with @ in the path", "http://a/b@c"),
    ("empty host", "file:///etc/hosts"),
    ("empty port", "http://h:/"),
    ("port over 65535", "http://h:99999/"),
    ("IPv6", "http://[::1]:8080/"),
    ("IPvFuture", "http://[v7.x]/"),
    ("IPv4-like reg-name", "http://1.2.3.4.5/"),
    ("no authority", "mailto:a@b.example"),
    ("network-path reference", "//cdn.example/x.js"),
    ("relative reference", "/a/b?c"),
    ("space in host", "http://a b/"),
    ("space in path", "http://h/a b"),
    ("backslash", "http:\\\\evil.example\\"),
    ("non-ASCII host", "http://bücher.example/"),
    ("bad percent-encoding", "http://h/%zz"),
    ("second #", "http://h/#a#b"),
    ("[ in query", "http://h/?a[]=1"),
    ("upper-case scheme and host", "HTTP://EXAMPLE.COM/"),
];

fn peers(files: &[(String, PathBuf)], rounds: usize) -> Option<serde_json::Value> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/sql/peers.py");
    let request = serde_json::json!({
        "rounds": rounds,
        "files": files.iter().map(|(n, p)| (n.clone(), serde_json::Value::from(p.display().to_string()))).collect::<serde_json::Map<_, _>>(),
        "inputs": DIFFERENCES.iter().map(|(_, s)| *s).collect::<Vec<_>>(),
    });
    let request_path = folder().join("request.json");
    std::fs::write(&request_path, request.to_string()).expect("the request");
    match Command::new("python3")
        .arg(script)
        .arg(&request_path)
        .output()
    {
        Ok(out) if out.status.success() => serde_json::from_slice(&out.stdout).ok(),
        Ok(out) => {
            eprintln!(
                "note: the chdb and DuckDB rows are left out (pip install chdb duckdb): {}",
                String::from_utf8_lossy(&out.stderr)
                    .lines()
                    .last()
                    .unwrap_or("")
            );
            None
        }
        Err(e) => {
            eprintln!("note: the chdb and DuckDB rows are left out: python3: {e}");
            None
        }
    }
}

fn main() {
    let rows = env_usize("URI_BENCH_ROWS", 10_000_000);
    let rounds = env_usize("URI_BENCH_ROUNDS", 5);
    let files: Vec<(String, PathBuf)> = [
        ("crawl", data::crawl as fn(&mut data::Rng) -> String),
        ("logs", data::logs),
    ]
    .into_iter()
    .map(|(name, make)| {
        let path = folder().join(format!("{name}-{rows}.parquet"));
        write(&path, rows, make);
        (name.to_string(), path)
    })
    .collect();

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut ctx = SessionContext::new_with_config(SessionConfig::new().with_target_partitions(1));
    rfc3986_datafusion::register_all(&mut ctx).expect("registered");
    scan_host::check();
    ctx.register_udf(scan_host::udf());
    ctx.register_udf(
        datafusion_spark::function::url::try_parse_url()
            .as_ref()
            .clone(),
    );

    let mut ours = Vec::new();
    for (name, path) in &files {
        runtime
            .block_on(ctx.register_parquet(name, path.display().to_string(), Default::default()))
            .expect("the file registered");
        let table = name.clone();
        let queries = queries();
        let mut times = vec![Vec::new(); queries.len()];
        for (_, sql) in &queries {
            runtime.block_on(time(&ctx, &sql.replace("{}", &table)));
        }
        for _ in 0..rounds {
            for (i, (_, sql)) in queries.iter().enumerate() {
                times[i].push(runtime.block_on(time(&ctx, &sql.replace("{}", &table))));
            }
        }
        let medians: Vec<(String, f64)> = queries
            .iter()
            .zip(times.iter_mut())
            .map(|((row, _), t)| (row.to_string(), median(t)))
            .collect();
        ours.push((name.clone(), medians));
    }
    let peer = peers(&files, rounds);

    println!("\n{rows} rows per file, {rounds} rounds, medians; rows/s on one core\n");
    for (name, medians) in &ours {
        let mut rows_of: Vec<(String, f64)> = medians.clone();
        let mut scans = vec![("DataFusion".to_string(), medians[0].1)];
        if let Some(times) = peer.as_ref().and_then(|p| p["times"].get(name)) {
            for (row, engine) in [
                ("clickhouse domain(url)", "ClickHouse"),
                ("duckdb regexp_extract", "DuckDB"),
            ] {
                let scan_key = format!("{} scan", row.split(' ').next().unwrap_or(""));
                let mut t: Vec<f64> =
                    serde_json::from_value(times[row].clone()).unwrap_or_default();
                let mut s: Vec<f64> =
                    serde_json::from_value(times[scan_key.as_str()].clone()).unwrap_or_default();
                if !t.is_empty() && !s.is_empty() {
                    rows_of.push((row.to_string(), median(&mut t)));
                    scans.push((engine.to_string(), median(&mut s)));
                }
            }
        }
        println!("### `{name}`\n");
        println!(
            "| query | engine | median s | rows/s, with reading | reading alone s | rows/s, the function alone | uri_host's ratio |"
        );
        println!("| --- | --- | --: | --: | --: | --: | --: |");
        let host_alone = {
            let t = medians[1].1 - medians[0].1;
            rows as f64 / t
        };
        for (row, t) in &rows_of {
            let engine = if row.starts_with("clickhouse") {
                "ClickHouse"
            } else if row.starts_with("duckdb") {
                "DuckDB"
            } else {
                "DataFusion"
            };
            let scan = scans
                .iter()
                .find(|(e, _)| e == engine)
                .map_or(0.0, |(_, s)| *s);
            if row.starts_with("scan (reading") {
                println!(
                    "| {row} | {engine} | {t:.3} | {:.2}M | | | |",
                    rows as f64 / t / 1e6
                );
                continue;
            }
            let alone = rows as f64 / (t - scan);
            println!(
                "| {row} | {engine} | {t:.3} | {:.2}M | {scan:.3} | {:.2}M | {:.2}x |",
                rows as f64 / t / 1e6,
                alone / 1e6,
                host_alone / alone
            );
        }
        println!();
    }
    differences(&ctx, &runtime, peer.as_ref());
}

/// The answers of each engine on [`DIFFERENCES`], beside RFC 3986's.
fn differences(
    ctx: &SessionContext,
    runtime: &tokio::runtime::Runtime,
    peer: Option<&serde_json::Value>,
) {
    println!("### Where the answers differ\n");
    let mut header =
        "| input | kind | uri_host (RFC 3986) | spark parse_url HOST | regexp_match |".to_string();
    let mut line = "| --- | --- | --- | --- | --- |".to_string();
    if peer.is_some() {
        header.push_str(" ClickHouse domain() | DuckDB regexp_extract |");
        line.push_str(" --- | --- |");
    }
    println!("{header}\n{line}");
    for (i, (kind, input)) in DIFFERENCES.iter().enumerate() {
        let literal = input.replace('\'', "''");
        let sql = format!(
            "SELECT uri_host('{literal}'), try_parse_url('{literal}', 'HOST'), regexp_match('{literal}', '{HOST_RE}')[1]"
        );
        let batches = runtime
            .block_on(async { ctx.sql(&sql).await?.collect().await })
            .expect("answers");
        let cells: Vec<String> = (0..3)
            .map(|c| {
                let column = batches[0].column(c);
                let formatter = datafusion::arrow::util::display::ArrayFormatter::try_new(
                    column.as_ref(),
                    &datafusion::arrow::util::display::FormatOptions::default().with_null("NULL"),
                )
                .expect("a formatter");
                show(
                    Some(formatter.value(0).to_string())
                        .filter(|_| datafusion::arrow::array::Array::is_valid(column, 0)),
                )
            })
            .collect();
        let mut row = format!(
            "| `{}` | {kind} | {} |",
            input.replace('|', "\\|"),
            cells.join(" | ")
        );
        if let Some(p) = peer {
            for engine in ["clickhouse domain(url)", "duckdb regexp_extract"] {
                let answer = p["answers"][engine][i].as_str().map(str::to_owned);
                row.push_str(&format!(" {} |", show(answer)));
            }
        }
        println!("{row}");
    }
}

fn show(cell: Option<String>) -> String {
    match cell {
        None => "NULL".into(),
        Some(s) if s.is_empty() => "`''`".into(),
        Some(s) => format!("`{}`", s.replace('|', "\\|")),
    }
}
