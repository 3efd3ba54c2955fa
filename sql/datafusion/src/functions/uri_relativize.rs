//! `uri_relativize(base, target)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_relativize_udf, uri_relativize(base, target) -> DataType::Utf8,
    kernel: Kernel::Binary(|base, t| array(rfc3986_arrow::relativize(base, t))),
    description: "The shortest reference that resolves against the base to the target (the inverse of uri_resolve); both must be URIs. NULL when either is invalid.",
    syntax: "uri_relativize(base, target)",
    example: "SELECT uri_relativize('http://a/b/c', 'http://a/b/d?q'); -- d?q",
}
