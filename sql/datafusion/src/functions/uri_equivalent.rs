//! `uri_equivalent(a, b)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_equivalent_udf, uri_equivalent(a, b) -> DataType::Boolean,
    kernel: Kernel::Binary(|a, b| array(rfc3986_arrow::equivalent(a, b, rfc3986_arrow::Level::SyntaxBased))),
    description: "Whether the two references are the same once normalized (syntax-based, RFC 3986 §6.2.2); NULL when either is invalid.",
    syntax: "uri_equivalent(a, b)",
    example: "SELECT uri_equivalent('HTTP://Example.com/%7e', 'http://example.com/~'); -- true",
}
