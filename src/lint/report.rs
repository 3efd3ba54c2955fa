//! What the lint says of one input: the parse result and the findings.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use super::code::{Code, Severity};
use crate::Error;

/// One thing the lint noticed: what ([`Code`]), how much it matters, where
/// (a byte range of the input) and a sentence for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The stable code.
    pub code: Code,
    /// How much it matters.
    pub severity: Severity,
    /// The bytes of the input it is about.
    pub span: Range<usize>,
    /// What another parser or a reader does with them, in one sentence.
    pub message: String,
}

impl fmt::Display for Finding {
    /// `warning[ip-like-reg-name] at 7..13: ...`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}[{}] at {}..{}: {}",
            self.severity, self.code, self.span.start, self.span.end, self.message
        )
    }
}

/// What a WHATWG URL parser (the `url` crate) reads from the same input:
/// its host, serialized, and the whole URL as it would write it.
#[cfg(feature = "whatwg")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Whatwg {
    /// The host as `url::Url::host_str` gives it; `None` when there is
    /// none.
    pub host: Option<String>,
    /// The URL as `url::Url::as_str` writes it.
    pub href: String,
}

/// The lint's answer for one input: [`lint`](super::lint) or
/// [`lint_iri`](super::lint_iri). `T` is the parsed reference,
/// [`UriRef`](crate::UriRef) or [`IriRef`](crate::IriRef).
#[derive(Debug, Clone)]
pub struct Report<'a, T> {
    pub(super) input: &'a str,
    pub(super) result: Result<T, Error>,
    pub(super) findings: Vec<Finding>,
    #[cfg(feature = "whatwg")]
    pub(super) whatwg: Option<Whatwg>,
}

impl<'a, T> Report<'a, T> {
    /// The input linted.
    #[must_use]
    pub fn input(&self) -> &'a str {
        self.input
    }

    /// The parse: the reference, or the error that refused it.
    ///
    /// # Errors
    /// The parse error of a refused input.
    pub fn result(&self) -> Result<&T, &Error> {
        self.result.as_ref()
    }

    /// Whether the input parsed.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.result.is_ok()
    }

    /// The findings, in the order of the input where they have one.
    #[must_use]
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    /// The finding of this code, if there is one (the lint reports each
    /// code at most once per input).
    #[must_use]
    pub fn finding(&self, code: Code) -> Option<&Finding> {
        self.findings.iter().find(|f| f.code == code)
    }

    /// The highest severity among the findings; `None` without any.
    #[must_use]
    pub fn worst(&self) -> Option<Severity> {
        self.findings.iter().map(|f| f.severity).max()
    }

    /// Whether a finding is a warning or an error: what makes `uri lint`
    /// exit with 1.
    #[must_use]
    pub fn has_warnings(&self) -> bool {
        self.worst() >= Some(Severity::Warning)
    }

    /// What a WHATWG parser reads from the input; `None` when it refuses it
    /// (a relative reference among others: it has no base).
    #[cfg(feature = "whatwg")]
    #[must_use]
    pub fn whatwg(&self) -> Option<&Whatwg> {
        self.whatwg.as_ref()
    }

    /// The report without the parse, for a caller that keeps the findings
    /// past the input's lifetime.
    #[must_use]
    pub fn into_findings(self) -> Vec<Finding> {
        self.findings
    }
}
