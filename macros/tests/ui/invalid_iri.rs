// A private-use character outside the query: not in an IRI (RFC 3987 §2.2).
use rfc3986_macros::{iri, iri_ref};

fn main() {
    let _ = iri!("http://例え.テスト/\u{E000}");
    // An IRI needs a scheme; an IRI reference does not, but takes no space.
    let _ = iri!("例え/パス");
    let _ = iri_ref!("/パス and more");
}
