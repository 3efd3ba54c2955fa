//! What the scheme-based step knows of particular schemes
//! ([RFC 3986 §6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3)):
//! the default ports are those of [`crate::scheme::DEFAULT_PORTS`], the one
//! table the crate has.

use crate::reference::authority::Port;
use crate::text::known_schemes::default_port;

/// Schemes whose specifications say that an empty path is the same as `/`:
/// RFC 9110 §4.2.3 for http and https, and RFC 6455 §3 for ws and wss (an
/// empty path gives the resource name `/`). Other schemes may draw a
/// difference between the two, so their empty paths are kept.
const EMPTY_PATH_IS_ROOT: [&str; 4] = ["http", "https", "ws", "wss"];

/// Whether `:port` says nothing: the port is empty (for any scheme, or
/// none), or its value is the scheme's default. Values are compared as
/// numbers, so `080` is 80; a port too large for 16 bits is no scheme's
/// default.
pub(super) fn port_is_redundant(scheme: Option<&str>, port: &Port<'_>) -> bool {
    match port.as_u16() {
        Ok(None) => true,
        Ok(Some(value)) => scheme.and_then(default_port) == Some(value),
        Err(_) => false,
    }
}

/// Whether an empty path with an authority is the path `/` in `scheme`
/// (in either case).
pub(super) fn empty_path_is_root(scheme: Option<&str>) -> bool {
    scheme.is_some_and(|scheme| {
        EMPTY_PATH_IS_ROOT
            .iter()
            .any(|name| name.eq_ignore_ascii_case(scheme))
    })
}
