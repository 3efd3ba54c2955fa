//! The production an input is parsed against, and its rule in the grammar.

use crate::grammar::Rule;

/// The production an input was parsed against.
///
/// ```
/// use rfc3986::{AbsoluteUri, Goal};
///
/// let error = AbsoluteUri::parse("http://h/#f").unwrap_err();
/// assert_eq!(error.goal(), Goal::AbsoluteUri);
/// assert_eq!(error.index(), 9); // an absolute-URI has no fragment
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Goal {
    /// `URI-reference` (§4.1): a URI or a relative reference.
    UriReference,
    /// `URI` (§3): a scheme is required.
    Uri,
    /// `absolute-URI` (§4.3): a scheme is required and a fragment refused.
    AbsoluteUri,
    /// `relative-ref` (§4.2): no scheme.
    RelativeRef,
}

impl Goal {
    /// The ABNF name of the production, as spelled in RFC 3986.
    ///
    /// ```
    /// use rfc3986::Goal;
    ///
    /// assert_eq!(Goal::UriReference.abnf_name(), "URI-reference");
    /// assert_eq!(Goal::RelativeRef.abnf_name(), "relative-ref");
    /// ```
    #[must_use]
    pub fn abnf_name(self) -> &'static str {
        match self {
            Goal::UriReference => "URI-reference",
            Goal::Uri => "URI",
            Goal::AbsoluteUri => "absolute-URI",
            Goal::RelativeRef => "relative-ref",
        }
    }

    /// The anchored entry rule of the grammar for this production
    /// (`SOI ~ … ~ EOI`).
    pub(crate) fn rule(self) -> Rule {
        match self {
            Goal::UriReference => Rule::full_URI_reference,
            Goal::Uri => Rule::full_URI,
            Goal::AbsoluteUri => Rule::full_absolute_URI,
            Goal::RelativeRef => Rule::full_relative_ref,
        }
    }
}
