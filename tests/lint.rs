//! `rfc3986::lint` on URL-confusion cases from the published research and
//! our own: for each, the RFC 3986 reading, the WHATWG reading (asserted
//! against the `url` crate, which follows the WHATWG URL Standard) and the
//! findings expected. Then the false-positive rate on ordinary URLs.

use rfc3986::lint::{Code, Severity, lint, lint_iri};

/// What RFC 3986 (or RFC 3987 for an IRI row) reads.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Ours {
    /// Valid, with this host (`None`: no authority).
    Host(Option<&'static str>),
    /// Refused.
    Refused,
}

/// What a WHATWG parser reads.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Theirs {
    /// Parsed, with this host (`None`: none).
    Host(Option<&'static str>),
    /// Refused.
    Refused,
}

struct Case {
    input: &'static str,
    /// Where the case comes from.
    source: &'static str,
    iri: bool,
    ours: Ours,
    theirs: Theirs,
    /// The codes expected, `whatwg-host-differs` left out (it is checked
    /// on its own: present exactly when the hosts differ).
    codes: &'static [&'static str],
}

const TSAI: &str = "Orange Tsai, A New Era of SSRF (Black Hat USA 2017)";
const CLAROTY: &str = "Claroty and Snyk, Exploiting URL Parsing Confusion (2022)";
const OURS: &str = "this crate's own";

fn cases() -> Vec<Case> {
    use Ours as O;
    use Theirs as T;
    let case = |input, source, ours, theirs, codes| Case {
        input,
        source,
        iri: false,
        ours,
        theirs,
        codes,
    };
    let iri = |input, source, ours, theirs, codes| Case {
        input,
        source,
        iri: true,
        ours,
        theirs,
        codes,
    };
    vec![
        // IPv4 addresses written as registered names.
        case(
            "http://0x7f.1/",
            TSAI,
            O::Host(Some("0x7f.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://2130706433/",
            TSAI,
            O::Host(Some("2130706433")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://017700000001/",
            TSAI,
            O::Host(Some("017700000001")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://0177.0.0.1/",
            TSAI,
            O::Host(Some("0177.0.0.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://127.1/",
            TSAI,
            O::Host(Some("127.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://0x7f000001/",
            TSAI,
            O::Host(Some("0x7f000001")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://0X7F.0.0.1/",
            OURS,
            O::Host(Some("0X7F.0.0.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://0/",
            "WHATWG URL Standard, IPv4 parser",
            O::Host(Some("0")),
            T::Host(Some("0.0.0.0")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://169.254.43518/",
            OURS,
            O::Host(Some("169.254.43518")),
            T::Host(Some("169.254.169.254")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://127.0.0.1./",
            OURS,
            O::Host(Some("127.0.0.1.")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name", "trailing-dot-host"],
        ),
        case(
            "http://%31%32%37.0.0.1/",
            OURS,
            O::Host(Some("%31%32%37.0.0.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name"],
        ),
        case(
            "http://1.2.3.4.5/",
            "WHATWG URL Standard, ends in a number",
            O::Host(Some("1.2.3.4.5")),
            T::Refused,
            &[],
        ),
        // Hosts that IDNA maps elsewhere.
        case(
            "http://evil%E3%80%82com/",
            TSAI,
            O::Host(Some("evil%E3%80%82com")),
            T::Host(Some("evil.com")),
            &["host-maps-to-delimiter"],
        ),
        iri(
            "http://evil\u{3002}com/",
            TSAI,
            O::Host(Some("evil\u{3002}com")),
            T::Host(Some("evil.com")),
            &["host-maps-to-delimiter"],
        ),
        iri(
            "http://evil\u{FF0E}com/",
            "UTS #46 (fullwidth full stop)",
            O::Host(Some("evil\u{FF0E}com")),
            T::Host(Some("evil.com")),
            &["host-maps-to-delimiter"],
        ),
        iri(
            "http://evil\u{FF61}com/",
            "UTS #46 (halfwidth ideographic full stop)",
            O::Host(Some("evil\u{FF61}com")),
            T::Host(Some("evil.com")),
            &["host-maps-to-delimiter"],
        ),
        iri(
            "http://evil.com\u{FF0F}.good.com/",
            "UTS #46 (fullwidth solidus)",
            O::Host(Some("evil.com\u{FF0F}.good.com")),
            T::Refused,
            &["host-maps-to-delimiter"],
        ),
        case(
            "http://evil.com%EF%BC%8F.good.com/",
            "UTS #46 (fullwidth solidus)",
            O::Host(Some("evil.com%EF%BC%8F.good.com")),
            T::Refused,
            &["host-maps-to-delimiter"],
        ),
        iri(
            "http://\u{24D6}\u{24DE}\u{24DE}\u{24D6}\u{24DB}\u{24D4}.com/",
            TSAI,
            O::Host(Some("\u{24D6}\u{24DE}\u{24DE}\u{24D6}\u{24DB}\u{24D4}.com")),
            T::Host(Some("google.com")),
            &["host-maps-to-ascii"],
        ),
        iri(
            "http://\u{FF11}\u{FF12}\u{FF17}.0.0.1/",
            OURS,
            O::Host(Some("\u{FF11}\u{FF12}\u{FF17}.0.0.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name", "host-maps-to-ascii"],
        ),
        case(
            "http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/",
            OURS,
            O::Host(Some("%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name", "host-maps-to-ascii"],
        ),
        // Characters IDNA removes or maps to several: found in a review.
        case(
            "http://%C2%AD127.0.0.1/",
            OURS,
            O::Host(Some("%C2%AD127.0.0.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name", "host-maps-to-ascii"],
        ),
        case(
            "http://%E2%91%A9.0.0.1/",
            OURS,
            O::Host(Some("%E2%91%A9.0.0.1")),
            T::Host(Some("10.0.0.1")),
            &["ip-like-reg-name", "host-maps-to-ascii"],
        ),
        case(
            "http://0x7f%E2%80%8B.1/",
            OURS,
            O::Host(Some("0x7f%E2%80%8B.1")),
            T::Host(Some("127.0.0.1")),
            &["ip-like-reg-name", "host-maps-to-ascii"],
        ),
        case(
            "http://a%EF%AC%80.example.com/",
            OURS,
            O::Host(Some("a%EF%AC%80.example.com")),
            T::Host(Some("aff.example.com")),
            &["host-maps-to-ascii"],
        ),
        // Encoded delimiters in the host.
        case(
            "http://example.com%2F127.0.0.1/",
            "curl CVE-2022-27780",
            O::Host(Some("example.com%2F127.0.0.1")),
            T::Refused,
            &["encoded-delimiter-in-host"],
        ),
        case(
            "http://evil.com%23.good.com/",
            OURS,
            O::Host(Some("evil.com%23.good.com")),
            T::Refused,
            &["encoded-delimiter-in-host"],
        ),
        case(
            "http://evil.com%40good.com/",
            OURS,
            O::Host(Some("evil.com%40good.com")),
            T::Refused,
            &["encoded-delimiter-in-host"],
        ),
        case(
            "http://evil.com%3A80/",
            OURS,
            O::Host(Some("evil.com%3A80")),
            T::Refused,
            &["encoded-delimiter-in-host"],
        ),
        case(
            "http://evil%00.com/",
            OURS,
            O::Host(Some("evil%00.com")),
            T::Refused,
            &["encoded-delimiter-in-host"],
        ),
        case(
            "http://evil%5C.com/",
            OURS,
            O::Host(Some("evil%5C.com")),
            T::Refused,
            &["encoded-delimiter-in-host"],
        ),
        case(
            "http://evil%2Ecom/",
            OURS,
            O::Host(Some("evil%2Ecom")),
            T::Host(Some("evil.com")),
            &["encoded-delimiter-in-host"],
        ),
        // Slash confusion: special schemes without an authority.
        case(
            "http:/evil.com/",
            CLAROTY,
            O::Host(None),
            T::Host(Some("evil.com")),
            &["special-scheme-without-authority"],
        ),
        case(
            "https:evil.com",
            CLAROTY,
            O::Host(None),
            T::Host(Some("evil.com")),
            &["special-scheme-without-authority"],
        ),
        case(
            "ws:evil.com",
            CLAROTY,
            O::Host(None),
            T::Host(Some("evil.com")),
            &["special-scheme-without-authority"],
        ),
        case(
            "ftp:evil.com/x",
            CLAROTY,
            O::Host(None),
            T::Host(Some("evil.com")),
            &["special-scheme-without-authority"],
        ),
        case(
            "http:///evil.com/",
            CLAROTY,
            O::Host(Some("")),
            T::Host(Some("evil.com")),
            &["empty-host"],
        ),
        case(
            "https:////evil.com/",
            CLAROTY,
            O::Host(Some("")),
            T::Host(Some("evil.com")),
            &["empty-host"],
        ),
        case(
            "http://:80/",
            OURS,
            O::Host(Some("")),
            T::Refused,
            &["empty-host"],
        ),
        // Userinfo taken for the host.
        case(
            "http://trusted.example@evil.example/",
            "RFC 3986 section 7.6",
            O::Host(Some("evil.example")),
            T::Host(Some("evil.example")),
            &["userinfo-present"],
        ),
        case(
            "http://google.com%2F@evil.com/",
            CLAROTY,
            O::Host(Some("evil.com")),
            T::Host(Some("evil.com")),
            &["userinfo-present"],
        ),
        case(
            "https://user:secret@example.com/",
            "RFC 3986 section 3.2.1",
            O::Host(Some("example.com")),
            T::Host(Some("example.com")),
            &["userinfo-present", "password-present"],
        ),
        // Scheme confusion.
        case(
            "google.com:80/x",
            CLAROTY,
            O::Host(None),
            T::Host(None),
            &["scheme-looks-like-host"],
        ),
        case(
            "localhost:8080",
            CLAROTY,
            O::Host(None),
            T::Host(None),
            &["scheme-looks-like-host"],
        ),
        case(
            "example.org:443",
            OURS,
            O::Host(None),
            T::Host(None),
            &["scheme-looks-like-host"],
        ),
        // Paths.
        case(
            "http://h/a/../../etc/passwd",
            OURS,
            O::Host(Some("h")),
            T::Host(Some("h")),
            &["dot-segments"],
        ),
        case(
            "http://h/cgi-bin/.%2e/.%2e/etc/passwd",
            "Apache httpd CVE-2021-41773",
            O::Host(Some("h")),
            T::Host(Some("h")),
            &["encoded-dot-segments"],
        ),
        case(
            "http://h/%2E%2E/x",
            OURS,
            O::Host(Some("h")),
            T::Host(Some("h")),
            &["encoded-dot-segments"],
        ),
        case(
            "http://h/a%252Fb/..%252F",
            "OWASP, Double Encoding",
            O::Host(Some("h")),
            T::Host(Some("h")),
            &["double-encoding"],
        ),
        case(
            "http://example.com./",
            OURS,
            O::Host(Some("example.com.")),
            T::Host(Some("example.com.")),
            &["trailing-dot-host"],
        ),
        // Refused here, read by others.
        case(
            "http://evil.com\\@good.com/",
            CLAROTY,
            O::Refused,
            T::Host(Some("evil.com")),
            &["refused", "backslash-as-slash"],
        ),
        case(
            "http:\\\\evil.com\\",
            CLAROTY,
            O::Refused,
            T::Host(Some("evil.com")),
            &["refused", "backslash-as-slash"],
        ),
        case(
            " https://evil.example/",
            "Python CVE-2023-24329",
            O::Refused,
            T::Host(Some("evil.example")),
            &["refused", "spaces-trimmed"],
        ),
        case(
            "\u{1}https://evil.example/",
            "Python CVE-2023-24329",
            O::Refused,
            T::Host(Some("evil.example")),
            &["refused", "spaces-trimmed"],
        ),
        case(
            "https://evil.example/ ",
            OURS,
            O::Refused,
            T::Host(Some("evil.example")),
            &["refused", "spaces-trimmed"],
        ),
        case(
            "java\nscript:alert(1)",
            "WHATWG URL Standard, basic URL parser",
            O::Refused,
            T::Host(None),
            &["refused", "whitespace-stripped"],
        ),
        case(
            "http://ev\til.com/",
            OURS,
            O::Refused,
            T::Host(Some("evil.com")),
            &["refused", "whitespace-stripped"],
        ),
        case(
            "http://foo@evil.com:80@google.com/",
            TSAI,
            O::Refused,
            T::Host(Some("google.com")),
            &["refused", "at-sign-in-authority"],
        ),
        case(
            "http://1.1.1.1 &@2.2.2.2# @3.3.3.3/",
            TSAI,
            O::Refused,
            T::Host(Some("2.2.2.2")),
            &["refused", "at-sign-in-authority"],
        ),
        case(
            "http://a b@evil.example/",
            OURS,
            O::Refused,
            T::Host(Some("evil.example")),
            &["refused", "at-sign-in-authority"],
        ),
        case(
            "http://good.example@evil.example@x/",
            OURS,
            O::Refused,
            T::Host(Some("x")),
            &["refused", "at-sign-in-authority"],
        ),
        case(
            "http://127.0.0.1:11211:80/",
            TSAI,
            O::Refused,
            T::Refused,
            &["refused"],
        ),
        // Not confusions: a private-use scheme (RFC 8252), digit paths, a
        // user with a dot.
        case(
            "com.example.app:/oauth2redirect",
            "RFC 8252 section 7.1",
            O::Host(None),
            T::Host(None),
            &[],
        ),
        case("sip:1234", OURS, O::Host(None), T::Host(None), &[]),
        case("news:123", OURS, O::Host(None), T::Host(None), &[]),
        case("doi:10/abc", OURS, O::Host(None), T::Host(None), &[]),
        case(
            "https://jane.doe@example.com/",
            OURS,
            O::Host(Some("example.com")),
            T::Host(Some("example.com")),
            &["userinfo-present"],
        ),
        // Agreement: no finding, or none that is a warning.
        case(
            "https://example.com/a?b=c",
            OURS,
            O::Host(Some("example.com")),
            T::Host(Some("example.com")),
            &[],
        ),
        case(
            "http://EXAMPLE.com/",
            OURS,
            O::Host(Some("EXAMPLE.com")),
            T::Host(Some("example.com")),
            &[],
        ),
        case(
            "http://ex%61mple.com/",
            OURS,
            O::Host(Some("ex%61mple.com")),
            T::Host(Some("example.com")),
            &[],
        ),
        case(
            "http://google.com#@evil.com/",
            TSAI,
            O::Host(Some("google.com")),
            T::Host(Some("google.com")),
            &[],
        ),
        case(
            "http://[::ffff:127.0.0.1]/",
            OURS,
            O::Host(Some("[::ffff:127.0.0.1]")),
            T::Host(Some("[::ffff:7f00:1]")),
            &[],
        ),
        case(
            "http://127.0.0.1/",
            OURS,
            O::Host(Some("127.0.0.1")),
            T::Host(Some("127.0.0.1")),
            &[],
        ),
        case(
            "http://1.2.3.example/",
            OURS,
            O::Host(Some("1.2.3.example")),
            T::Host(Some("1.2.3.example")),
            &[],
        ),
        iri(
            "http://m\u{FC}nchen.de/",
            OURS,
            O::Host(Some("m\u{FC}nchen.de")),
            T::Host(Some("xn--mnchen-3ya.de")),
            &[],
        ),
        case(
            "http://M%C3%BCnchen.de/",
            OURS,
            O::Host(Some("M%C3%BCnchen.de")),
            T::Host(Some("xn--mnchen-3ya.de")),
            &[],
        ),
        case(
            "foo://EXAMPLE.com/",
            OURS,
            O::Host(Some("EXAMPLE.com")),
            T::Host(Some("EXAMPLE.com")),
            &[],
        ),
        case(
            "mailto:a@example.com",
            OURS,
            O::Host(None),
            T::Host(None),
            &[],
        ),
        case("tel:911", OURS, O::Host(None), T::Host(None), &[]),
        case(
            "urn:isbn:0451450523",
            OURS,
            O::Host(None),
            T::Host(None),
            &[],
        ),
        case(
            "file:///etc/passwd",
            OURS,
            O::Host(Some("")),
            T::Host(None),
            &[],
        ),
        case(
            "ssh://git@example.com/repo",
            OURS,
            O::Host(Some("example.com")),
            T::Host(Some("example.com")),
            &["userinfo-present"],
        ),
        case("../a/b", OURS, O::Host(None), T::Refused, &["dot-segments"]),
    ]
}

/// The WHATWG reading of `input`, from the `url` crate.
fn whatwg(input: &str) -> Theirs {
    match url::Url::parse(input) {
        Ok(url) => Theirs::Host(url.host_str().map(|h| &*String::from(h).leak())),
        Err(_) => Theirs::Refused,
    }
}

/// The findings' codes and the RFC reading of one case.
fn lint_case(case: &Case) -> (Ours, Vec<(&'static str, Severity)>) {
    let (ours, findings) = if case.iri {
        let report = lint_iri(case.input);
        let ours = match report.result() {
            Ok(r) => Ours::Host(r.host().map(|h| &*h.as_str().to_owned().leak())),
            Err(_) => Ours::Refused,
        };
        (ours, report.findings().to_vec())
    } else {
        let report = lint(case.input);
        let ours = match report.result() {
            Ok(r) => Ours::Host(r.host().map(|h| &*h.as_str().to_owned().leak())),
            Err(_) => Ours::Refused,
        };
        (ours, report.findings().to_vec())
    };
    (
        ours,
        findings
            .iter()
            .map(|f| (f.code.as_str(), f.severity))
            .collect(),
    )
}

#[test]
fn each_confusion_case_reads_as_the_table_says() {
    let mut failures = Vec::new();
    for case in cases() {
        let (ours, findings) = lint_case(&case);
        let theirs = whatwg(case.input);
        let mut codes: Vec<&str> = findings
            .iter()
            .map(|(code, _)| *code)
            .filter(|code| *code != "whatwg-host-differs")
            .collect();
        codes.sort_unstable();
        let mut expected = case.codes.to_vec();
        expected.sort_unstable();
        if ours != case.ours || theirs != case.theirs || codes != expected {
            failures.push(format!(
                "{:?} ({}): RFC {ours:?} (table {:?}), WHATWG {theirs:?} (table {:?}), codes {codes:?} (table {expected:?})",
                case.input, case.source, case.ours, case.theirs
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The target: every case RFC 3986 accepts and WHATWG reads
/// differently has a warning, without the `whatwg` feature's finding; and
/// every case RFC 3986 refuses has a finding that names what others do,
/// or a hint.
#[test]
fn every_difference_has_a_warning_and_every_refusal_a_name() {
    for case in cases() {
        let (_, findings) = lint_case(&case);
        let warned = findings.iter().any(|(code, severity)| {
            *code != "whatwg-host-differs" && *severity >= Severity::Warning && *code != "refused"
        });
        match (case.ours, case.theirs) {
            (Ours::Host(ours), Theirs::Host(theirs)) => {
                let same = match (ours, theirs) {
                    (Some(a), Some(b)) => same_host(a, b),
                    (None, None) => true,
                    (Some(""), None) => true,
                    _ => false,
                };
                if !same {
                    assert!(
                        warned,
                        "{:?}: the hosts differ and nothing warns",
                        case.input
                    );
                }
            }
            (Ours::Host(Some(host)), Theirs::Refused) if !host.is_empty() => {
                // WHATWG refuses a host RFC 3986 reads: only the feature's
                // finding is sure to say so, unless the host is one of the
                // kinds above.
            }
            (Ours::Refused, _) => {
                let named = findings
                    .iter()
                    .any(|(code, _)| *code != "refused" && *code != "whatwg-host-differs");
                let hinted = rfc3986::UriRef::parse(case.input)
                    .err()
                    .and_then(|e| e.hint())
                    .is_some();
                let refused_by_both = case.theirs == Theirs::Refused;
                // Without the feature's finding: the lint's own.
                assert!(
                    named || hinted || refused_by_both,
                    "{:?}: refused without a finding or hint that names the confusion",
                    case.input
                );
            }
            _ => {}
        }
    }
}

/// Hosts that name the same place: equal once the RFC host is decoded and
/// lower-cased, or the same IPv6 address, or Punycode of it.
fn same_host(ours: &str, theirs: &str) -> bool {
    let decoded = rfc3986::percent::decode_utf8_lenient(ours)
        .map(|s| s.to_lowercase())
        .unwrap_or_default();
    if decoded == theirs {
        return true;
    }
    if let (Some(a), Some(b)) = (
        ours.strip_prefix('[').and_then(|s| s.strip_suffix(']')),
        theirs.strip_prefix('[').and_then(|s| s.strip_suffix(']')),
    ) {
        return a.parse::<std::net::Ipv6Addr>().ok() == b.parse().ok();
    }
    idna::domain_to_unicode(theirs).0 == decoded
}

/// With the `whatwg` feature, `whatwg-host-differs` is there exactly when
/// the hosts differ, and the reading it reports is the `url` crate's.
#[cfg(feature = "whatwg")]
#[test]
fn the_whatwg_finding_is_there_when_the_hosts_differ() {
    for case in cases() {
        let (_, findings) = lint_case(&case);
        let reported = findings
            .iter()
            .any(|(code, _)| *code == "whatwg-host-differs");
        let differs = match (case.ours, case.theirs) {
            (Ours::Host(Some("")) | Ours::Host(None), Theirs::Host(None)) => false,
            (Ours::Host(Some("")) | Ours::Host(None), Theirs::Host(Some(_))) => true,
            (Ours::Host(Some(a)), Theirs::Host(Some(b))) => !same_host(a, b),
            (Ours::Host(Some(_)), Theirs::Host(None)) => true,
            (Ours::Host(Some(host)), Theirs::Refused) => !host.is_empty(),
            (Ours::Host(None), Theirs::Refused) => false,
            (Ours::Refused, Theirs::Host(host)) => host.is_some(),
            (Ours::Refused, Theirs::Refused) => false,
        };
        assert_eq!(reported, differs, "{:?}: {findings:?}", case.input);
        let report = lint(case.input);
        let url = url::Url::parse(case.input).ok();
        assert_eq!(
            report.whatwg().map(|w| (w.host.clone(), w.href.clone())),
            url.map(|u| (u.host_str().map(String::from), u.as_str().to_owned())),
            "{:?}",
            case.input
        );
    }
}

#[test]
fn a_user_is_not_a_host() {
    let report = lint("https://jane.doe@example.com/");
    assert_eq!(
        report.finding(Code::UserinfoPresent).map(|f| f.severity),
        Some(Severity::Info)
    );
    let report = lint("https://trusted.example@evil.example/");
    assert_eq!(
        report.finding(Code::UserinfoPresent).map(|f| f.severity),
        Some(Severity::Warning)
    );
    assert!(report.has_warnings());
}

#[test]
fn codes_are_kebab_case_and_distinct() {
    let names: std::collections::BTreeSet<_> = Code::ALL.iter().map(|c| c.as_str()).collect();
    assert_eq!(names.len(), Code::ALL.len());
    for name in names {
        assert!(
            name.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
            "{name}"
        );
    }
}

#[test]
fn spans_point_at_what_they_are_about() {
    let report = lint("http://a@0x7f.1/x/%2e%2e/y");
    let at = |code| {
        report
            .finding(code)
            .map(|f| &report.input()[f.span.clone()])
    };
    assert_eq!(at(Code::IpLikeRegName), Some("0x7f.1"));
    assert_eq!(at(Code::UserinfoPresent), Some("a"));
    assert_eq!(at(Code::EncodedDotSegments), Some("%2e%2e"));
    let report = lint("http://evil%E3%80%82com/");
    assert_eq!(
        report
            .finding(Code::HostMapsToDelimiter)
            .map(|f| &report.input()[f.span.clone()]),
        Some("%E3%80%82")
    );
    let report = lint("https://u:pw@h/");
    assert_eq!(
        report
            .finding(Code::PasswordPresent)
            .map(|f| f.span.clone()),
        Some(10..12)
    );
}

/// Each code once per input, however long the input: a report's size does
/// not grow with it.
#[test]
fn findings_stay_few_on_long_inputs() {
    let input = format!(
        "http://{}/{}",
        "%2F".repeat(10_000),
        "%2e%2e/".repeat(10_000)
    );
    let report = lint(&input);
    assert!(report.findings().len() <= Code::ALL.len());
    assert!(report.finding(Code::EncodedDelimiterInHost).is_some());
}

/// Ordinary URLs: `http(s)` with a plain reg-name host, from both bench
/// corpora and the test corpus. At most 1% may have a warning.
#[test]
fn ordinary_urls_give_no_warning() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut inputs: Vec<String> = Vec::new();
    for file in [
        "benches/corpus2/valid.tsv",
        "benches/corpus/kinds/valid.tsv",
    ] {
        let text = std::fs::read_to_string(format!("{root}/{file}")).expect("the bench corpus");
        inputs.extend(
            text.lines()
                .filter_map(|line| line.split('\t').nth(1))
                .map(String::from),
        );
    }
    let text = std::fs::read_to_string(format!("{root}/benches/corpus/uris.txt"))
        .expect("the bench corpus");
    inputs.extend(text.lines().map(String::from));
    for entry in std::fs::read_dir(format!("{root}/tests/corpus/valid")).expect("the test corpus") {
        let text = std::fs::read_to_string(entry.expect("an entry").path()).expect("a corpus file");
        inputs.extend(
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .map(String::from),
        );
    }
    let mut ordinary = 0;
    let mut warned = Vec::new();
    for input in &inputs {
        let Ok(r) = rfc3986::UriRef::parse(input) else {
            continue;
        };
        let plain_host =
            matches!(r.host(), Some(rfc3986::Host::RegName { name }) if !name.is_empty());
        let http = r
            .scheme()
            .is_some_and(|s| s.eq_ignore_ascii_case("http") || s.eq_ignore_ascii_case("https"));
        if !(plain_host && http) {
            continue;
        }
        ordinary += 1;
        if lint(input).has_warnings() {
            warned.push(input.as_str());
        }
    }
    assert!(ordinary > 3000, "only {ordinary} ordinary URLs");
    let rate = warned.len() as f64 / f64::from(ordinary);
    eprintln!(
        "{} of {ordinary} ordinary URLs warned ({:.2}%): {:?}",
        warned.len(),
        rate * 100.0,
        &warned[..warned.len().min(20)]
    );
    assert!(
        rate <= 0.01,
        "{} of {ordinary} warned: {warned:?}",
        warned.len()
    );
}
