// An absolute URI has no fragment.
use rfc3986_macros::absolute_uri;

fn main() {
    let base = absolute_uri!("http://example.com/a?q#section");
    let _ = base;
}
