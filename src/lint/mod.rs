//! URL confusion: where a valid (or refused) input leads another parser,
//! or a reader, somewhere RFC 3986 does not.
//!
//! Server-side request forgery and open redirects live in the gap between
//! two parsers: a validator reads one host, the HTTP client another. Many
//! such inputs are valid RFC 3986 whose host a WHATWG URL parser (browsers,
//! Node, most HTTP stacks) reads differently. [`lint`] parses the input and
//! says so, finding by finding, each with a stable [`Code`]:
//!
//! ```
//! use rfc3986::lint::{lint, Code, Severity};
//!
//! let report = lint("http://0x7f.1/admin");
//! assert!(report.is_valid()); // a reg-name to RFC 3986 ...
//! let finding = report.finding(Code::IpLikeRegName).unwrap();
//! assert_eq!(finding.severity, Severity::Warning);
//! assert_eq!(finding.span, 7..13);
//! assert!(finding.message.contains("127.0.0.1")); // ... and 127.0.0.1 to a browser
//!
//! let report = lint("http:/evil.example/");
//! assert!(report.finding(Code::SpecialSchemeWithoutAuthority).is_some());
//!
//! let report = lint("http://evil.example\\@good.example/");
//! assert!(!report.is_valid());
//! assert!(report.finding(Code::BackslashAsSlash).is_some());
//!
//! assert!(lint("https://example.com/a?b=c").findings().is_empty());
//! ```
//!
//! With the feature `whatwg`, the `url` crate reads every input too
//! ([`Report::whatwg`]), and `whatwg-host-differs` says when its host is
//! not the RFC 3986 host. Without it, the lint is a parse and a few scans
//! of the host and path: it needs no table of IDNA, only the characters
//! IDNA maps to ASCII.
//!
//! Each code is reported at most once per input, at its first place. For a
//! policy to enforce on URLs before fetching them, see
//! [`policy`](crate::policy).

mod code;
mod findings;
mod host;
mod refused;
mod report;
mod valid;
#[cfg(feature = "whatwg")]
mod whatwg;

pub use code::{Code, Severity};
#[cfg(feature = "whatwg")]
pub use report::Whatwg;
pub use report::{Finding, Report};

use crate::{IriRef, UriRef};
use findings::Findings;

/// Lints `input` as a URI reference (RFC 3986 `URI-reference`): the parse,
/// and the findings for a valid input and a refused one alike.
///
/// ```
/// let report = rfc3986::lint::lint("http://trusted.example@evil.example/");
/// let codes: Vec<_> = report.findings().iter().map(|f| f.code.as_str()).collect();
/// assert_eq!(codes, ["userinfo-present"]);
/// ```
#[must_use]
pub fn lint(input: &str) -> Report<'_, UriRef<'_>> {
    report(input, UriRef::parse(input), |r| *r)
}

/// Lints `input` as an IRI reference (RFC 3987 `IRI-reference`): the same
/// checks, on characters as written.
///
/// ```
/// use rfc3986::lint::{lint_iri, Code};
///
/// let report = lint_iri("http://evil。example/");
/// assert!(report.is_valid());
/// assert!(report.finding(Code::HostMapsToDelimiter).is_some());
/// ```
#[must_use]
pub fn lint_iri(input: &str) -> Report<'_, IriRef<'_>> {
    report(input, IriRef::parse(input), IriRef::components)
}

/// The report of `input` parsed into `result`, whose components `view`
/// gives as a URI reference's (an IRI reference's are laid out the same).
fn report<'a, T>(
    input: &'a str,
    result: Result<T, crate::Error>,
    view: impl Fn(&T) -> UriRef<'a>,
) -> Report<'a, T> {
    let mut findings = Findings::new(input);
    match &result {
        Ok(r) => valid::check(&view(r), &mut findings),
        Err(error) => refused::check(input, error, &mut findings),
    }
    #[cfg(feature = "whatwg")]
    let whatwg = with_whatwg(
        input,
        result.as_ref().ok().and_then(|r| view(r).host()),
        result.is_err(),
        &mut findings,
    );
    Report {
        input,
        result,
        findings: findings.into_sorted(),
        #[cfg(feature = "whatwg")]
        whatwg,
    }
}

/// Reads `input` with the `url` crate and compares the hosts.
#[cfg(feature = "whatwg")]
fn with_whatwg(
    input: &str,
    ours: Option<crate::Host<'_>>,
    refused: bool,
    findings: &mut Findings<'_>,
) -> Option<Whatwg> {
    let Some((reading, host)) = whatwg::read(input) else {
        // A relative reference has no base to a WHATWG parser: only a
        // URI's refusal says something of its host.
        if let (Some(ours), false) = (ours, input.starts_with("//")) {
            whatwg::refused(ours, findings);
        }
        return None;
    };
    whatwg::compare(ours, refused, host.as_ref(), &reading, findings);
    Some(reading)
}
