//! Rule-level tests of `grammar/iri.pest`: each place where the PEG form
//! differs from RFC 3987 §2.2's ABNF is pinned by the input a literal
//! transcription would get wrong, and the code-point ranges of `ucschar`
//! and `iprivate` by the characters just inside and just outside them.

use rfc3986::iri_grammar::{self, IriParser, Parser, Rule};

#[track_caller]
fn accepts(rule: Rule, inputs: &[&str]) {
    for input in inputs {
        assert!(
            iri_grammar::matches(rule, input),
            "{rule:?} should match {input:?}"
        );
    }
}

#[track_caller]
fn refuses(rule: Rule, inputs: &[&str]) {
    for input in inputs {
        assert!(
            !iri_grammar::matches(rule, input),
            "{rule:?} should refuse {input:?}"
        );
    }
}

/// The rule directly under `rule` when it matches the whole of `input`.
fn form(rule: Rule, input: &str) -> Option<Rule> {
    let pair = IriParser::parse(rule, input).ok()?.next()?;
    if pair.as_span().end() != input.len() {
        return None;
    }
    pair.into_inner().next().map(|inner| inner.as_rule())
}

#[test]
fn ihost_takes_an_ipv4_address_only_when_nothing_of_a_name_follows() {
    assert_eq!(form(Rule::ihost, "1.2.3.4"), Some(Rule::IPv4address));
    // A committed choice would take "1.2.3.45" and stop before "6".
    assert_eq!(form(Rule::ihost, "1.2.3.456"), Some(Rule::ireg_name));
    // Unicode letters go on an ireg-name too.
    assert_eq!(form(Rule::ihost, "1.2.3.4é"), Some(Rule::ireg_name));
    assert_eq!(form(Rule::ihost, "例え.jp"), Some(Rule::ireg_name));
    assert_eq!(form(Rule::ihost, "[::1]"), Some(Rule::IP_literal));
}

#[test]
fn ipath_names_the_narrowest_form() {
    for (input, expected) in [
        ("é", Rule::ipath_noscheme),
        ("/é", Rule::ipath_absolute),
        ("//é", Rule::ipath_abempty),
        ("", Rule::ipath_empty),
    ] {
        assert_eq!(form(Rule::ipath, input), Some(expected), "{input:?}");
    }
    // A colon in the first segment: rootless, not noscheme.
    assert_eq!(form(Rule::ipath, "a:é"), Some(Rule::ipath_rootless));
}

#[test]
fn iri_reference_tries_an_iri_then_a_relative_reference() {
    assert_eq!(form(Rule::IRI_reference, "http:é"), Some(Rule::IRI));
    assert_eq!(form(Rule::IRI_reference, "x/é"), Some(Rule::irelative_ref));
    // The scheme is ASCII: "é:x" is no IRI, and its first segment holds a
    // ":", so no relative reference either.
    refuses(Rule::IRI_reference, &["é:x"]);
    accepts(
        Rule::IRI_reference,
        &["./é:x", "http://例え.jp/パス?q=値#片"],
    );
}

#[test]
fn ucschar_ends_at_each_boundary() {
    accepts(
        Rule::ucschar,
        &[
            "\u{A0}",
            "\u{D7FF}",
            "\u{F900}",
            "\u{FDCF}",
            "\u{FDF0}",
            "\u{FFEF}",
            "\u{10000}",
            "\u{1FFFD}",
            "\u{E1000}",
            "\u{EFFFD}",
        ],
    );
    refuses(
        Rule::ucschar,
        &[
            "\u{9F}",
            "\u{E000}",
            "\u{FDD0}",
            "\u{FDEF}",
            "\u{FFF0}",
            "\u{FFFE}",
            "\u{1FFFE}",
            "\u{E0FFF}",
            "\u{EFFFE}",
            "a",
        ],
    );
}

#[test]
fn iprivate_is_allowed_in_a_query_and_nowhere_else() {
    accepts(
        Rule::iprivate,
        &[
            "\u{E000}",
            "\u{F8FF}",
            "\u{F0000}",
            "\u{FFFFD}",
            "\u{100000}",
            "\u{10FFFD}",
        ],
    );
    refuses(
        Rule::iprivate,
        &[
            "\u{D7FF}",
            "\u{F900}",
            "\u{EFFFF}",
            "\u{FFFFE}",
            "\u{10FFFE}",
        ],
    );
    accepts(Rule::IRI, &["http://h/p?\u{E000}"]);
    refuses(
        Rule::IRI,
        &[
            "http://h/\u{E000}",
            "http://h/p#\u{E000}",
            "http://\u{E000}/",
        ],
    );
}
