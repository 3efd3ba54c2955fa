//! Conversions to and from the URI types of other crates, each behind its
//! feature: `url::Url` (feature `url`, the WHATWG URL Standard as browsers
//! read it) and `http::Uri` (feature `http`, hyper, axum, tower). Each
//! refuses, with an [`InteropError`] that says why, what the other side
//! reads differently: a text RFC 3986 refuses, a URL the other crate
//! refuses, or one it would send to another host.
//!
//! **May import** `text`, `error`, `reference` and `lint` (whose WHATWG
//! comparison of hosts decides whether a `url::Url` leads elsewhere).

use alloc::string::String;
use core::fmt;

#[cfg(feature = "http")]
mod http_uri;
#[cfg(feature = "url")]
mod url_url;

/// Why a conversion between this crate's types and another crate's was
/// refused.
///
/// ```
/// # #[cfg(feature = "url")] {
/// use rfc3986::{Uri, UriBuf};
///
/// // The WHATWG parser reads `0x7f.1` as 127.0.0.1: another host.
/// let uri = Uri::parse("http://0x7f.1/")?;
/// let error = url::Url::try_from(&uri).unwrap_err();
/// assert!(error.to_string().contains("127.0.0.1"));
/// # }
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InteropError {
    message: String,
}

impl InteropError {
    #[cfg_attr(not(any(feature = "url", feature = "http")), allow(dead_code))]
    fn new(message: String) -> Self {
        InteropError { message }
    }

    /// What was refused, and why, in one sentence.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for InteropError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl core::error::Error for InteropError {}
