//! A Ballista cluster on 127.0.0.1: one `uri-scheduler` and two
//! `uri-executor`s, started by this test. `uri-sql --cluster` runs queries
//! that use the functions over a Parquet file of several row groups, and
//! the results must equal those of `uri-sql` on this machine alone. Every
//! process started here is stopped here, whatever happens.
//!
//! `uri-sql` is a binary of the `rfc3986-datafusion` member: the README's
//! test command (`cargo test --workspace`) builds it into the same folder as
//! this member's binaries.

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use datafusion::arrow::array::{RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::file::properties::WriterProperties;

/// Child processes, killed when dropped (at the end, or on a panic).
struct Processes(Vec<(String, Child)>);

impl Drop for Processes {
    fn drop(&mut self) {
        for (_, child) in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn binary(name: &str) -> PathBuf {
    let path = match name {
        "uri-scheduler" => PathBuf::from(env!("CARGO_BIN_EXE_uri-scheduler")),
        "uri-executor" => PathBuf::from(env!("CARGO_BIN_EXE_uri-executor")),
        _ => Path::new(env!("CARGO_BIN_EXE_uri-scheduler")).with_file_name(name),
    };
    assert!(
        path.exists(),
        "{} is missing: it is built by the README's test command (cargo test --workspace), \
         or by cargo build -p rfc3986-datafusion --bin {name} --profile test",
        path.display()
    );
    path
}

/// A Parquet file of `groups` row groups of URLs, valid and not.
fn parquet(path: &Path, groups: usize, per_group: usize) {
    let schema = Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, true)]));
    let props = WriterProperties::builder()
        .set_max_row_group_row_count(Some(per_group))
        .build();
    let file = std::fs::File::create(path).expect("a file");
    let mut writer = ArrowWriter::try_new(file, schema.clone(), Some(props)).expect("a writer");
    let hosts = [
        "example.com",
        "a.example",
        "[::1]",
        "10.0.0.1",
        "b.example",
        "c.example",
    ];
    let urls: Vec<Option<String>> = (0..groups * per_group)
        .map(|i| match i % 11 {
            0 => None,
            1 => Some(format!("http://bad host/{i}")),
            2 => Some(format!("/relative/{i}?q={i}")),
            3 => Some(format!(
                "https://user:pw@{}:{}/p{i}",
                hosts[i % hosts.len()],
                8000 + i % 7
            )),
            _ => Some(format!(
                "https://{}/a/{}/b?x={i}#f",
                hosts[i % hosts.len()],
                i % 13
            )),
        })
        .collect();
    for chunk in urls.chunks(per_group) {
        let array: StringArray = chunk.iter().map(Option::as_deref).collect();
        let batch = RecordBatch::try_new(schema.clone(), vec![Arc::new(array)]).expect("a batch");
        writer.write(&batch).expect("written");
        writer.flush().expect("a row group");
    }
    let metadata = writer.close().expect("closed");
    assert!(
        metadata.num_row_groups() >= groups,
        "{} row groups",
        metadata.num_row_groups()
    );
}

fn wait_for_port(port: u16, processes: &mut Processes, within: Duration) {
    let start = Instant::now();
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    while TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_err() {
        for (name, child) in &mut processes.0 {
            if let Ok(Some(status)) = child.try_wait() {
                panic!("{name} exited early: {status}");
            }
        }
        assert!(
            start.elapsed() < within,
            "nothing listens on port {port} after {within:?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn uri_sql(args: &[&str], sql: &str) -> Output {
    Command::new(binary("uri-sql"))
        .args(args)
        .args(["-q", "--format", "csv", "-c", sql])
        .stdin(Stdio::null())
        .output()
        .expect("uri-sql runs")
}

#[test]
fn a_cluster_gives_the_results_of_one_machine() {
    let dir = std::env::temp_dir().join(format!("rfc3986-ballista-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let data = dir.join("urls.parquet");
    parquet(&data, 4, 2_500);

    let scheduler_port = free_port();
    let mut processes = Processes(Vec::new());
    let scheduler = Command::new(binary("uri-scheduler"))
        .args(["--bind-host", "127.0.0.1", "--external-host", "127.0.0.1"])
        .args(["--bind-port", &scheduler_port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("uri-scheduler starts");
    processes.0.push(("uri-scheduler".into(), scheduler));
    wait_for_port(scheduler_port, &mut processes, Duration::from_secs(60));
    for n in 0..2 {
        let work = dir.join(format!("executor-{n}"));
        std::fs::create_dir_all(&work).expect("a work folder");
        let (port, grpc, health) = (free_port(), free_port(), free_port());
        let executor = Command::new(binary("uri-executor"))
            .args(["--bind-host", "127.0.0.1", "--external-host", "127.0.0.1"])
            .args([
                "--scheduler-host",
                "127.0.0.1",
                "--scheduler-port",
                &scheduler_port.to_string(),
            ])
            .args([
                "--bind-port",
                &port.to_string(),
                "--bind-grpc-port",
                &grpc.to_string(),
            ])
            .args([
                "--bind-health-port",
                &health.to_string(),
                "--concurrent-tasks",
                "2",
            ])
            .arg("--work-dir")
            .arg(&work)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("uri-executor starts");
        processes.0.push((format!("uri-executor {n}"), executor));
        wait_for_port(port, &mut processes, Duration::from_secs(60));
    }

    let file = data.display().to_string();
    let statements = [
        format!(
            "SELECT uri_host(url) AS host, uri_host_kind(url) AS kind, count(*) AS n FROM '{file}' \
             GROUP BY host, kind ORDER BY n DESC, host NULLS FIRST"
        ),
        format!(
            "SELECT count(*) FILTER (WHERE uri_is_valid(url)) AS valid, count(uri_parse(url)['port']) AS ports, \
             count(uri_error(url)) AS errors, sum(uri_port(url)) AS port_sum, \
             count(DISTINCT uri_resolve('http://base/x/', url)) AS resolved FROM '{file}'"
        ),
    ];
    let cluster = format!("df://127.0.0.1:{scheduler_port}");
    for sql in &statements {
        let alone = uri_sql(&[], sql);
        assert!(
            alone.status.success(),
            "uri-sql alone: {}",
            String::from_utf8_lossy(&alone.stderr)
        );
        // The executors register with the scheduler shortly after they
        // listen: a query may be refused until one has.
        let start = Instant::now();
        let on_cluster = loop {
            let out = uri_sql(&["--cluster", &cluster], sql);
            if out.status.success() || start.elapsed() > Duration::from_secs(60) {
                break out;
            }
            std::thread::sleep(Duration::from_millis(500));
        };
        assert!(
            on_cluster.status.success(),
            "uri-sql --cluster: {}{}",
            String::from_utf8_lossy(&on_cluster.stdout),
            String::from_utf8_lossy(&on_cluster.stderr)
        );
        let (alone, on_cluster) = (
            String::from_utf8_lossy(&alone.stdout),
            String::from_utf8_lossy(&on_cluster.stdout),
        );
        assert!(alone.lines().count() >= 2, "no rows: {alone}");
        assert_eq!(on_cluster, alone, "{sql}");
    }
    for (name, child) in &mut processes.0 {
        assert!(
            matches!(child.try_wait(), Ok(None)),
            "{name} stopped during the test"
        );
    }
    drop(processes);
    let _ = std::fs::remove_dir_all(&dir);
}
