//! Ballista's scheduler and executor with the URI functions of
//! [`rfc3986_datafusion`] registered on both: `uri-scheduler` and
//! `uri-executor` take the flags of Ballista's stock `ballista-scheduler`
//! and `ballista-executor`, and `uri-sql --cluster df://HOST:PORT` sends them
//! statements that use the functions.
//!
//! A Ballista cluster plans on its scheduler and runs plan fragments on its
//! executors, each of which looks a function up by name when it decodes
//! the plan it was sent: the functions must be known on the client (to
//! plan), on the scheduler (to plan the stages) and on every executor (to
//! run them). This crate holds the two pieces that make it so.
#![forbid(unsafe_code)]
#![warn(missing_docs, clippy::missing_errors_doc)]

use std::sync::Arc;

use ballista_core::registry::BallistaFunctionRegistry;
use datafusion::execution::SessionState;
use datafusion::execution::context::SessionConfig;

/// Ballista's default functions and this crate's: what an executor decodes
/// plans with.
#[must_use]
pub fn function_registry() -> BallistaFunctionRegistry {
    let mut registry = BallistaFunctionRegistry::default();
    for udf in rfc3986_datafusion::functions::all() {
        registry
            .scalar_functions
            .insert(udf.name().to_string(), udf);
    }
    registry
}

/// The scheduler's session: the stock one (with its object store
/// support), with the functions registered.
///
/// # Errors
/// When the stock session cannot be built from `config`.
pub fn session_state(config: SessionConfig) -> datafusion::common::Result<SessionState> {
    let mut state = ballista_core::object_store::session_state_with_s3_support(config)?;
    rfc3986_datafusion::register_all(&mut state)?;
    Ok(state)
}

/// [`function_registry`], shared as the executor's configuration takes it.
#[must_use]
pub fn shared_function_registry() -> Arc<BallistaFunctionRegistry> {
    Arc::new(function_registry())
}
