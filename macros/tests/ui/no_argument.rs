// No argument at all.
use rfc3986_macros::{iri, uri};

fn main() {
    let _ = uri!();
    let _ = iri![];
}
