//! `uri_userinfo(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};
use rfc3986_arrow::Component;

function! {
    uri_userinfo_udf, uri_userinfo(s) -> DataType::Utf8View,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::component(a, Component::Userinfo))),
    description: "The userinfo (RFC 3986 §3.2.1) as written, without its '@'; NULL when absent, '' when empty, NULL when the string is not a URI-reference.",
    syntax: "uri_userinfo(s)",
    example: "SELECT uri_userinfo('ftp://anonymous@example.com/'); -- anonymous",
}
