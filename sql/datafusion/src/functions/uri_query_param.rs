//! `uri_query_param(s, key)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_query_param_udf, uri_query_param(s, key) -> DataType::Utf8View,
    kernel: Kernel::Binary(|s, key| array(rfc3986_arrow::query_param(s, key))),
    description: "The raw value of the first pair of the query whose key is `key` (pairs separated by '&', keys compared percent-decoded); NULL when no pair has that key, when it has no '=', and when invalid.",
    syntax: "uri_query_param(s, key)",
    example: "SELECT uri_query_param('/search?q=caf%C3%A9&page=2', 'q'); -- caf%C3%A9",
}
