//! The log file of `--log-dir`, rolled as `--log-rotation-policy` says,
//! shared by both binaries.

use ballista_core::config::LogRotationPolicy;
use tracing_appender::rolling::{self, RollingFileAppender};

pub fn rolling(dir: &str, prefix: &str, policy: &LogRotationPolicy) -> RollingFileAppender {
    match policy {
        LogRotationPolicy::Minutely => rolling::minutely(dir, prefix),
        LogRotationPolicy::Hourly => rolling::hourly(dir, prefix),
        LogRotationPolicy::Daily => rolling::daily(dir, prefix),
        LogRotationPolicy::Never => rolling::never(dir, prefix),
    }
}
