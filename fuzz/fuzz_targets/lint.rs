//! URL confusion: `lint` and `lint_iri` on any text, a policy check of
//! what parses, and masking. Nothing may panic; every finding's span lies
//! on character boundaries of the input; each code comes once; the WHATWG
//! reading reported is the `url` crate's.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use rfc3986::lint::{Code, lint, lint_iri};
use rfc3986::policy::Policy;

fuzz_target!(|data: &[u8]| {
    let Some(input) = common::text(data) else {
        return;
    };
    let policy: Policy = "schemes = http, https\nhosts = .example.com, 192.0.2.1\nports = 80, 443\ndeny = userinfo, non-public\nmax-length = 4096"
        .parse()
        .expect("the policy parses");
    let report = lint(input);
    check(&report, input);
    if let Ok(r) = report.result() {
        let _ = policy.check(r);
        let masked = r.masked().to_string();
        let again = rfc3986::UriRef::parse(&masked).expect("a masked reference parses");
        assert_eq!(again.host(), r.host(), "{input:?}");
    }
    let report = lint_iri(input);
    check(&report, input);
    if let Ok(r) = report.result() {
        let _ = policy.check_iri(r);
    }
});

fn check<T>(report: &rfc3986::lint::Report<'_, T>, input: &str) {
    let mut codes: Vec<Code> = Vec::new();
    for finding in report.findings() {
        assert!(finding.span.end <= input.len(), "{input:?}: {finding}");
        assert!(input.is_char_boundary(finding.span.start), "{input:?}: {finding}");
        assert!(input.is_char_boundary(finding.span.end), "{input:?}: {finding}");
        assert!(!codes.contains(&finding.code), "{input:?}: {} twice", finding.code);
        codes.push(finding.code);
    }
    assert_eq!(report.is_valid(), !codes.contains(&Code::Refused));
    let url = url::Url::parse(input).ok();
    assert_eq!(
        report.whatwg().map(|w| (w.host.clone(), w.href.clone())),
        url.map(|u| (u.host_str().map(String::from), u.as_str().to_owned())),
        "{input:?}"
    );
}
