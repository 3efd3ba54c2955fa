// The argument must be one string literal: not another literal, not a
// constant's name, not a macro call, not two literals.
use rfc3986_macros::{relative_ref, uri, uri_ref};

const PATH: &str = "/a";

fn main() {
    let _ = uri!(8080);
    let _ = uri!(b"http://example.com/");
    let _ = relative_ref!(PATH);
    let _ = uri_ref!(concat!("/a", "/b"));
    let _ = uri!("http://a/", "http://b/");
}
