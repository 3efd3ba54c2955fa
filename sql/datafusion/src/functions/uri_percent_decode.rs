//! `uri_percent_decode(s)`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{Kernel, array, function};

function! {
    uri_percent_decode_udf, uri_percent_decode(s) -> DataType::Utf8,
    kernel: Kernel::Unary(|a| array(rfc3986_arrow::percent_decode(a))),
    description: "The string percent-decoded (RFC 3986 §2.1) to UTF-8 text, '+' left as it is; NULL when a '%' is not followed by two hexadecimal digits or the octets are not UTF-8. Any string, such as a component taken out of a URI.",
    syntax: "uri_percent_decode(s)",
    example: "SELECT uri_percent_decode('caf%C3%A9'); -- café",
}
