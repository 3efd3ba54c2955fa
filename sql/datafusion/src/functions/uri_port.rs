//! `uri_port(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_port_udf, uri_port(s) -> DataType::UInt16,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::port(a))),
    description: "The port as a number (RFC 3986 §3.2.3); NULL when it is absent, empty or over 65535, and when invalid.",
    syntax: "uri_port(s)",
    example: "SELECT uri_port('http://example.com:8080/'); -- 8080",
}
