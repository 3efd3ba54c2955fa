//! `uri_kind(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_kind_udf, uri_kind(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::kind(a))),
    description: "'uri' for a URI (it has a scheme), 'relative' for a relative reference (RFC 3986 §4.1); NULL when invalid.",
    syntax: "uri_kind(s)",
    example: "SELECT uri_kind('//example.com/a'); -- relative",
}
