//! `scan_host(url)`, registered in the benchmark only: a host found by a
//! scan that validates nothing (the text between `scheme://` or a leading
//! `//` and the first `/`, `?`, `#`, after the last `@` and before a
//! port), as lenient as the regular expressions of the benchmark (where
//! ClickHouse's `domain()` gives `''` for a userinfo or a space, this scan
//! gives the host), written out by the same view builder as `uri_host`
//! (`rfc3986_arrow::slices`). The gap between the two is what strict
//! parsing costs in DataFusion; what is left of `scan_host`'s own time is
//! the engine's and Arrow's, and a scan of the text.

use std::sync::Arc;

use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::{ColumnarValue, ScalarUDF, Volatility, create_udf};

/// The host of `url` as a scan that validates nothing reads it; `None`
/// without a `scheme://` or `//` in front.
pub fn host(url: &str) -> Option<&str> {
    let b = url.as_bytes();
    let start = if b.starts_with(b"//") {
        2
    } else {
        let colon = b
            .iter()
            .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')))?;
        if b.get(colon..colon + 3)? != b"://" {
            return None;
        }
        colon + 3
    };
    let rest = b.get(start..)?;
    let end = start
        + rest
            .iter()
            .position(|&c| matches!(c, b'/' | b'?' | b'#'))
            .unwrap_or(rest.len());
    let authority = b.get(start..end)?;
    let host_start = start
        + authority
            .iter()
            .rposition(|&c| c == b'@')
            .map_or(0, |at| at + 1);
    let host = b.get(host_start..end)?;
    let host_end = host_start + host.iter().position(|&c| c == b':').unwrap_or(host.len());
    url.get(host_start..host_end)
}

/// The UDF.
pub fn udf() -> ScalarUDF {
    create_udf(
        "scan_host",
        vec![DataType::Utf8View],
        DataType::Utf8View,
        Volatility::Immutable,
        Arc::new(|args: &[ColumnarValue]| {
            let arrays = ColumnarValue::values_to_arrays(args)?;
            let out = rfc3986_arrow::slices(arrays[0].as_ref(), host)?;
            Ok(ColumnarValue::Array(Arc::new(out)))
        }),
    )
}

/// Stops the benchmark if the scan does not read a few inputs as written
/// above (the benchmark has no test harness to run a test).
pub fn check() {
    for (url, expected) in [
        ("https://user:pass@host:8/p", Some("host")),
        ("http://a/b@c", Some("a")),
        ("//cdn.example/x.js", Some("cdn.example")),
        ("http://a b/", Some("a b")),
        ("mailto:a@b", None),
        ("/a/b", None),
    ] {
        assert_eq!(host(url), expected, "scan_host({url:?})");
    }
}
