//! Properties of `rfc3986::lint`: it never panics, whatever the input;
//! its spans lie on character boundaries of the input; and with the
//! feature `whatwg`, the WHATWG reading it reports is the `url` crate's.

#[path = "support/generate.rs"]
mod generate;

use proptest::prelude::*;
use proptest::test_runner::Config;
use rfc3986::lint::{lint, lint_iri};

fn config(cases: u32) -> Config {
    let mut config = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
    }
    config.failure_persistence = None;
    config
}

/// Strings near URLs: schemes, slashes, `@`, `%`, dots, digits, IDNA's
/// delimiters and whitespace, in any order.
fn near_urls() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "http:",
        "https:",
        "ws:",
        "file:",
        "foo:",
        "//",
        "/",
        "\\",
        "@",
        ":",
        "%",
        "%2F",
        "%2e",
        "%25",
        "%E3%80%82",
        "%EF%BC%91",
        ".",
        "..",
        "0x7f",
        "127",
        "1",
        "0",
        "example",
        "com",
        "[",
        "]",
        "::1",
        "?",
        "#",
        " ",
        "\t",
        "\n",
        "\u{3002}",
        "\u{FF0F}",
        "\u{24D6}",
        "é",
        "localhost",
        "8080",
        "user",
    ]);
    prop::collection::vec(pieces, 0..12).prop_map(|parts| parts.concat())
}

fn check<T>(report: &rfc3986::lint::Report<'_, T>) {
    let input = report.input();
    for finding in report.findings() {
        assert!(
            finding.span.start <= finding.span.end && finding.span.end <= input.len(),
            "{input:?}: {finding}"
        );
        assert!(
            input.is_char_boundary(finding.span.start) && input.is_char_boundary(finding.span.end),
            "{input:?}: {finding}"
        );
        assert!(!finding.message.is_empty());
    }
    let mut codes: Vec<_> = report.findings().iter().map(|f| f.code).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(
        codes.len(),
        report.findings().len(),
        "{input:?}: a code twice"
    );
    assert_eq!(
        report.is_valid(),
        report.finding(rfc3986::lint::Code::Refused).is_none()
    );
    #[cfg(feature = "whatwg")]
    {
        let url = url::Url::parse(input).ok();
        assert_eq!(
            report.whatwg().map(|w| (w.host.clone(), w.href.clone())),
            url.map(|u| (u.host_str().map(String::from), u.as_str().to_owned())),
            "{input:?}"
        );
    }
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn any_string_is_linted_without_a_panic(input in any::<String>()) {
        check(&lint(&input));
        check(&lint_iri(&input));
    }

    #[test]
    fn strings_near_urls_are_linted_without_a_panic(input in near_urls()) {
        check(&lint(&input));
        check(&lint_iri(&input));
    }

    #[test]
    fn generated_references_are_linted(generated in generate::uri_reference()) {
        let text = generated.text();
        let report = lint(&text);
        prop_assert!(report.is_valid(), "{text}");
        check(&report);
    }
}
