//! `uri_authority(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};
use rfc3986_arrow::Component;

function! {
    uri_authority_udf, uri_authority(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::component(a, Component::Authority))),
    description: "The authority (RFC 3986 §3.2) as written, without its '//'; NULL when absent, '' when empty, NULL when the string is not a URI-reference.",
    syntax: "uri_authority(s)",
    example: "SELECT uri_authority('http://user@example.com:8080/a'); -- user@example.com:8080",
}
