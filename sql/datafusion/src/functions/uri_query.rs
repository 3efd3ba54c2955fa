//! `uri_query(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};
use rfc3986_arrow::Component;

function! {
    uri_query_udf, uri_query(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::component(a, Component::Query))),
    description: "The query (RFC 3986 §3.4) as written, without its '?'; NULL when absent, '' when empty, NULL when the string is not a URI-reference.",
    syntax: "uri_query(s)",
    example: "SELECT uri_query('http://example.com/?'); -- ''",
}
