//! `uri_parse(s)`.

use crate::common::{Kernel, array, function};

function! {
    uri_parse_udf, uri_parse(s) -> rfc3986_arrow::parse_type(),
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::parse(a))),
    description: "Every component as written, in a struct {scheme, userinfo, host, host_kind, port, path, query, fragment}: a field is NULL when its component is absent, '' when empty; the struct is NULL when invalid.",
    syntax: "uri_parse(s)",
    example: "SELECT uri_parse('https://user@example.com:8443/a?b#c')['host'];",
}
