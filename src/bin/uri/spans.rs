//! Where each component of a parsed reference lies in its text.

use std::ops::Range;

use crate::outcome::Reference;

/// One present component and its byte range in the reference's text,
/// delimiters excluded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    /// The component's name, as in RFC 3986 §3.
    pub name: &'static str,
    /// Its bytes in the text.
    pub range: Range<usize>,
}

/// The present components of `reference`, in order (absent ones are
/// skipped, empty ones kept).
///
/// The offsets are recomputed from the component lengths and the
/// delimiters between them (`:`, `//`, `?`, `#`), which is how the text is
/// built from its components (RFC 3986 §5.3); this needs no pointer
/// arithmetic, and holds for empty components too.
pub fn of(reference: &Reference<'_>) -> Vec<Span> {
    let mut spans = Vec::with_capacity(5);
    let mut at = 0;
    // Each component with the lengths of the delimiters before and after it.
    let mut push = |name, before: &str, text: &str, after: &str| {
        at += before.len();
        spans.push(Span {
            name,
            range: at..at + text.len(),
        });
        at += text.len() + after.len();
    };
    if let Some(scheme) = reference.scheme() {
        push("scheme", "", scheme, ":");
    }
    if let Some(authority) = reference.authority() {
        push("authority", "//", authority.as_str(), "");
    }
    push("path", "", reference.path().as_str(), "");
    if let Some(query) = reference.query() {
        push("query", "?", query, "");
    }
    if let Some(fragment) = reference.fragment() {
        push("fragment", "#", fragment, "");
    }
    spans
}

#[cfg(test)]
mod tests {
    use rfc3986::UriRef;

    #[test]
    fn spans_cut_the_components_out_of_the_text() {
        for text in [
            "foo://example.com:8042/over/there?name=ferret#nose",
            "http://h:/?#",
            "file:///etc",
            "urn:a:b",
            "//h",
            "?q",
            "#f",
            "",
            "a/b?#",
        ] {
            let Ok(reference) = UriRef::parse(text) else {
                panic!("{text:?} should parse");
            };
            let parts: Vec<(&str, &str)> = super::of(&crate::outcome::Reference::Uri(reference))
                .into_iter()
                .map(|span| (span.name, &text[span.range]))
                .collect();
            let mut expected = Vec::new();
            if let Some(scheme) = reference.scheme() {
                expected.push(("scheme", scheme));
            }
            if let Some(authority) = reference.authority() {
                expected.push(("authority", authority.as_str()));
            }
            expected.push(("path", reference.path().as_str()));
            if let Some(query) = reference.query() {
                expected.push(("query", query));
            }
            if let Some(fragment) = reference.fragment() {
                expected.push(("fragment", fragment));
            }
            assert_eq!(parts, expected, "{text:?}");
        }
    }
}
