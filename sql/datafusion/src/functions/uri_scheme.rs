//! `uri_scheme(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};
use rfc3986_arrow::Component;

function! {
    uri_scheme_udf, uri_scheme(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::component(a, Component::Scheme))),
    description: "The scheme (RFC 3986 §3.1) as written, without its ':'; NULL when absent, '' when empty, NULL when the string is not a URI-reference.",
    syntax: "uri_scheme(s)",
    example: "SELECT uri_scheme('HTTPS://example.com/'); -- HTTPS",
}
