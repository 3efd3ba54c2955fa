//! `uri-scheduler`: Ballista's scheduler, as its stock `ballista-scheduler`
//! binary runs it (the same flags, parsed by the same `Config`), with the
//! URI functions in every session it plans.

use std::sync::Arc;

use ballista_core::error::BallistaError;
use ballista_core::object_store::session_config_with_s3_support;
use ballista_scheduler::cluster::BallistaCluster;
use ballista_scheduler::config::{Config, SchedulerConfig};
use ballista_scheduler::scheduler_process::start_server;
use clap::Parser;
use tracing_subscriber::EnvFilter;

fn main() -> ballista_core::error::Result<()> {
    // The stock scheduler's stack size: deep plans recurse.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_io()
        .enable_time()
        .thread_stack_size(32 * 1024 * 1024)
        .build()?;
    runtime.block_on(run(Config::parse()))
}

async fn run(opt: Config) -> ballista_core::error::Result<()> {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new(opt.log_level_setting.clone()));
    let logs = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_thread_names(opt.print_thread_info)
        .with_thread_ids(opt.print_thread_info)
        .with_env_filter(filter);
    match &opt.log_dir {
        Some(dir) => {
            let prefix = format!(
                "scheduler_{}_{}_{}",
                opt.namespace, opt.external_host, opt.bind_port
            );
            logs.with_writer(uri_logs::rolling(dir, &prefix, &opt.log_rotation_policy))
                .init();
        }
        None => logs.with_writer(std::io::stdout).init(),
    }
    let addr = format!("{}:{}", opt.bind_host, opt.bind_port)
        .parse()
        .map_err(|e: std::net::AddrParseError| BallistaError::Configuration(e.to_string()))?;
    let config: SchedulerConfig = opt.try_into()?;
    let config = config
        .with_override_config_producer(Arc::new(session_config_with_s3_support))
        .with_override_session_builder(Arc::new(rfc3986_ballista::session_state));
    let cluster = BallistaCluster::new_from_config(&config).await?;
    start_server(cluster, addr, Arc::new(config)).await
}

#[path = "../logs.rs"]
mod uri_logs;
