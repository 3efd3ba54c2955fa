// A URI has a scheme: a relative reference is refused where its first
// character is.
use rfc3986::Uri;
use rfc3986_macros::uri;

static SITE: Uri<'static> = uri!("//example.com/path");

fn main() {
    let _ = &SITE;
}
