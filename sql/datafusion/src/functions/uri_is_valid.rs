//! `uri_is_valid(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_is_valid_udf, uri_is_valid(s) -> DataType::Boolean,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::is_valid(a))),
    description: "Whether the string is a URI-reference of RFC 3986 (Appendix A): true or false, NULL for NULL.",
    syntax: "uri_is_valid(s)",
    example: "SELECT uri_is_valid('http://example.com/a b'); -- false",
}
