//! `uri-executor`: Ballista's executor, as its stock `ballista-executor`
//! binary runs it (the same flags, parsed by the same `Config`, and the
//! same health server), with the URI functions in the registry it decodes
//! plans with.

use std::net::SocketAddr;
use std::sync::Arc;

use ballista_core::error::BallistaError;
use ballista_core::object_store::{runtime_env_with_s3_support, session_config_with_s3_support};
use ballista_executor::config::Config;
use ballista_executor::executor_process::{ExecutorProcessConfig, start_executor_process};
use ballista_executor::health::spawn_health_server;
use clap::Parser;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> ballista_core::error::Result<()> {
    let opt = Config::parse();
    let bind_host = opt.bind_host.clone();
    let health_port = opt.bind_health_port;

    let mut config: ExecutorProcessConfig = opt.try_into()?;
    config.override_config_producer = Some(Arc::new(session_config_with_s3_support));
    config.override_runtime_producer = Some(Arc::new(runtime_env_with_s3_support));
    config.override_function_registry = Some(rfc3986_ballista::shared_function_registry());

    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new(config.special_mod_log_level.clone()));
    let logs = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_thread_names(config.print_thread_info)
        .with_thread_ids(config.print_thread_info)
        .with_env_filter(filter);
    match &config.log_dir {
        Some(dir) => {
            let appender = uri_logs::rolling(
                dir,
                &config.log_file_name_prefix(),
                &config.log_rotation_policy,
            );
            logs.with_writer(appender).init();
        }
        None => logs.init(),
    }

    // Liveness and readiness probes, as the stock binary serves them.
    let health_addr: SocketAddr = format!("{bind_host}:{health_port}")
        .parse()
        .map_err(|e| BallistaError::General(format!("invalid --bind-health-port address: {e}")))?;
    let (stop_health, health_stopped) = tokio::sync::oneshot::channel();
    let health = spawn_health_server(health_addr, config.health.clone(), health_stopped);

    let result = start_executor_process(Arc::new(config)).await;
    let _ = stop_health.send(());
    if let Err(e) = health.await {
        log::warn!("health server task join error: {e}");
    }
    result
}

#[path = "../logs.rs"]
mod uri_logs;
