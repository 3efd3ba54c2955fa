//! `uri_resolve(base, reference)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_resolve_udf, uri_resolve(base, reference) -> DataType::Utf8,
    kernel: Kernel::Binary(|base, r| array(rfc3986_arrow::resolve(base, r))),
    description: "The reference resolved against the base (RFC 3986 §5.2, strict); the base must be a URI (with a scheme). NULL when either is invalid.",
    syntax: "uri_resolve(base, reference)",
    example: "SELECT uri_resolve('http://a/b/c/d;p?q', '../g'); -- http://a/b/g",
}
