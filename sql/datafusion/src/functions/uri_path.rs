//! `uri_path(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};
use rfc3986_arrow::Component;

function! {
    uri_path_udf, uri_path(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::component(a, Component::Path))),
    description: "The path (RFC 3986 §3.3) as written, never NULL for a valid string ('' when empty); NULL when absent, '' when empty, NULL when the string is not a URI-reference.",
    syntax: "uri_path(s)",
    example: "SELECT uri_path('http://example.com'); -- ''",
}
