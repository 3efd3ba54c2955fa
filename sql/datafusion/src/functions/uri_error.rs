//! `uri_error(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_error_udf, uri_error(s) -> DataType::Utf8,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::error(a))),
    description: "Why the string is not a URI-reference: one line with the index, the column, what RFC 3986 expected there and what was found; NULL when the string is valid or NULL.",
    syntax: "uri_error(s)",
    example: "SELECT uri_error('http://example.com/a b');",
}
