//! `iri_is_valid(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    iri_is_valid_udf, iri_is_valid(s) -> DataType::Boolean,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::iri_is_valid(a))),
    description: "Whether the string is an IRI-reference of RFC 3987 (§2.2): true or false, NULL for NULL.",
    syntax: "iri_is_valid(s)",
    example: "SELECT iri_is_valid('http://example.com/café'); -- true",
}
