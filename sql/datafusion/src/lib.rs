//! Strict [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) URI functions
//! for [Apache DataFusion](https://datafusion.apache.org), built on
//! [`rfc3986`](https://docs.rs/rfc3986) and the kernels of [`rfc3986_arrow`].
//!
//! ```
//! use datafusion::prelude::SessionContext;
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> datafusion::error::Result<()> {
//! let mut ctx = SessionContext::new();
//! rfc3986_datafusion::register_all(&mut ctx)?;
//! let batches = ctx
//!     .sql("SELECT uri_host('https://user:pw@example.com:8443/a') AS host")
//!     .await?
//!     .collect()
//!     .await?;
//! let text = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(text.contains("| example.com |"));
//! # Ok(())
//! # }
//! ```
//!
//! Every function reads its string arguments (`Utf8`, `LargeUtf8` or
//! `Utf8View`) as a `URI-reference` (RFC 3986 Appendix A), or as an
//! `IRI-reference` (RFC 3987) where its name begins with `iri_`. An invalid
//! string gives NULL from every function but `uri_is_valid` (false) and
//! `uri_error` (its message): one bad row among billions never fails a
//! query. An absent component is NULL and an empty one `''`. Components
//! are `Utf8View` values that point into the input's buffers. Every function
//! is immutable, and computes a constant argument once.
//!
//! The functions, one file each in `src/functions/`: see [`functions`].
#![forbid(unsafe_code)]
#![warn(missing_docs, clippy::missing_errors_doc)]

mod common;
pub mod functions;

use datafusion::common::Result;
use datafusion::execution::FunctionRegistry;

/// Registers every function of [`functions::all`] with `registry` (a
/// `SessionContext`, a `SessionState`, or Ballista's function registry),
/// replacing a function of the same name.
///
/// # Errors
/// When the registry refuses a function.
pub fn register_all(registry: &mut dyn FunctionRegistry) -> Result<()> {
    for udf in functions::all() {
        registry.register_udf(udf)?;
    }
    Ok(())
}
