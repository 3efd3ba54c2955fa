//! `iri_to_uri(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    iri_to_uri_udf, iri_to_uri(s) -> DataType::Utf8,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::iri_to_uri(a))),
    description: "The URI an IRI-reference maps to (RFC 3987 §3.1: non-ASCII characters percent-encoded as UTF-8); NULL when invalid.",
    syntax: "iri_to_uri(s)",
    example: "SELECT iri_to_uri('http://example.com/café'); -- http://example.com/caf%C3%A9",
}
