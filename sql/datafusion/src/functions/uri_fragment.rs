//! `uri_fragment(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};
use rfc3986_arrow::Component;

function! {
    uri_fragment_udf, uri_fragment(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::component(a, Component::Fragment))),
    description: "The fragment (RFC 3986 §3.5) as written, without its '#'; NULL when absent, '' when empty, NULL when the string is not a URI-reference.",
    syntax: "uri_fragment(s)",
    example: "SELECT uri_fragment('http://example.com/#top'); -- top",
}
