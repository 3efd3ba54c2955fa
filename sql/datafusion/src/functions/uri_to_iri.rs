//! `uri_to_iri(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_to_iri_udf, uri_to_iri(s) -> DataType::Utf8,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::uri_to_iri(a))),
    description: "The IRI a URI-reference maps to (RFC 3987 §3.2: percent-encoded UTF-8 decoded where an IRI allows the character); NULL when invalid.",
    syntax: "uri_to_iri(s)",
    example: "SELECT uri_to_iri('http://example.com/caf%C3%A9'); -- http://example.com/café",
}
