//! `uri_host_kind(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_host_kind_udf, uri_host_kind(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::host_kind(a))),
    description: "The kind of the host (RFC 3986 §3.2.2): 'reg-name', 'ipv4', 'ipv6' or 'ipvfuture'; NULL without a host or when invalid.",
    syntax: "uri_host_kind(s)",
    example: "SELECT uri_host_kind('http://[::1]/'); -- ipv6",
}
