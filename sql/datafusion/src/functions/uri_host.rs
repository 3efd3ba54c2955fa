//! `uri_host(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};
use rfc3986_arrow::Component;

function! {
    uri_host_udf, uri_host(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::component(a, Component::Host))),
    description: "The host (RFC 3986 §3.2.2) as written, brackets included for an IP literal; NULL when absent, '' when empty, NULL when the string is not a URI-reference.",
    syntax: "uri_host(s)",
    example: "SELECT uri_host('http://user:pass@example.com:8080/'); -- example.com",
}
