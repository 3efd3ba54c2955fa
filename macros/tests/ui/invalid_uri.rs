// A space in the host: the parser's message on the literal, with its hint.
use rfc3986::Uri;
use rfc3986_macros::uri;

const HOME: Uri<'static> = uri!("http://a b/");

fn main() {
    let _ = HOME;
}
