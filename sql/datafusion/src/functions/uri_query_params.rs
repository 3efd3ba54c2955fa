//! `uri_query_params(s)`.

use crate::common::{Kernel, array, function};

function! {
    uri_query_params_udf, uri_query_params(s) -> rfc3986_arrow::query_params_type(),
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::query_params(a))),
    description: "Every pair of the query, in order, raw, as a list of {key, value} (value NULL for a pair without '='); NULL without a query or when invalid, an empty list for an empty query.",
    syntax: "uri_query_params(s)",
    example: "SELECT uri_query_params('/search?q=a&page=2&debug');",
}
