//! The production an input is parsed against, and its rule in the grammar.

use crate::grammars::iri::Rule as IriRule;
use crate::grammars::uri::Rule;

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
#[non_exhaustive]
pub enum Goal {
    /// `URI-reference` (§4.1): a URI or a relative reference.
    UriReference,
    /// `URI` (§3): a scheme is required.
    Uri,
    /// `absolute-URI` (§4.3): a scheme is required and a fragment refused.
    AbsoluteUri,
    /// `relative-ref` (§4.2): no scheme.
    RelativeRef,
    /// `IRI-reference` (RFC 3987 §2.2): an IRI or a relative IRI reference.
    IriReference,
    /// `IRI` (RFC 3987 §2.2): a scheme is required.
    Iri,
    /// `absolute-IRI` (RFC 3987 §2.2): a scheme is required and a fragment
    /// refused.
    AbsoluteIri,
    /// `irelative-ref` (RFC 3987 §2.2): no scheme.
    IrelativeRef,
}

impl Goal {
    /// Every goal, in the order of the tables kept per goal (the
    /// automata, their marks, the expectations).
    pub(crate) const ALL: [Goal; 8] = [
        Goal::UriReference,
        Goal::Uri,
        Goal::AbsoluteUri,
        Goal::RelativeRef,
        Goal::IriReference,
        Goal::Iri,
        Goal::AbsoluteIri,
        Goal::IrelativeRef,
    ];

    /// The ABNF name of the production, as spelled in RFC 3986.
    ///
    /// ```
    /// use rfc3986::Goal;
    ///
    /// assert_eq!(Goal::UriReference.abnf_name(), "URI-reference");
    /// assert_eq!(Goal::RelativeRef.abnf_name(), "relative-ref");
    /// assert_eq!(Goal::IrelativeRef.abnf_name(), "irelative-ref");
    /// ```
    #[must_use]
    pub fn abnf_name(self) -> &'static str {
        match self {
            Goal::UriReference => "URI-reference",
            Goal::Uri => "URI",
            Goal::AbsoluteUri => "absolute-URI",
            Goal::RelativeRef => "relative-ref",
            Goal::IriReference => "IRI-reference",
            Goal::Iri => "IRI",
            Goal::AbsoluteIri => "absolute-IRI",
            Goal::IrelativeRef => "irelative-ref",
        }
    }

    /// Whether this is a production of RFC 3987 (IRIs) rather than of RFC
    /// 3986.
    ///
    /// ```
    /// use rfc3986::Goal;
    ///
    /// assert!(Goal::Iri.is_iri());
    /// assert!(!Goal::Uri.is_iri());
    /// ```
    #[must_use]
    pub fn is_iri(self) -> bool {
        matches!(
            self,
            Goal::IriReference | Goal::Iri | Goal::AbsoluteIri | Goal::IrelativeRef
        )
    }

    /// Which of the four productions of its grammar this is. An IRI
    /// production and the URI production of the same form correspond rule
    /// for rule: on ASCII text the two accept the same inputs with the same
    /// components, since every rule of RFC 3987 §2.2 is the RFC 3986 rule of
    /// the same name with non-ASCII characters added (`tests/iri.rs` checks
    /// it on the corpora).
    pub(crate) fn form(self) -> Form {
        match self {
            Goal::UriReference | Goal::IriReference => Form::Reference,
            Goal::Uri | Goal::Iri => Form::WithScheme,
            Goal::AbsoluteUri | Goal::AbsoluteIri => Form::Absolute,
            Goal::RelativeRef | Goal::IrelativeRef => Form::Relative,
        }
    }

    /// Whether the production requires a scheme.
    pub(crate) fn has_scheme(self) -> bool {
        matches!(self.form(), Form::WithScheme | Form::Absolute)
    }

    /// The anchored entry rule of the grammar of `uri.pest` for the URI
    /// production of this form (`SOI ~ … ~ EOI`).
    pub(crate) fn rule(self) -> Rule {
        match self.form() {
            Form::Reference => Rule::full_URI_reference,
            Form::WithScheme => Rule::full_URI,
            Form::Absolute => Rule::full_absolute_URI,
            Form::Relative => Rule::full_relative_ref,
        }
    }

    /// The anchored entry rule of the IRI grammar (`uri.pest` and
    /// `iri.pest`) for the IRI production of this form.
    pub(crate) fn iri_rule(self) -> IriRule {
        match self.form() {
            Form::Reference => IriRule::full_IRI_reference,
            Form::WithScheme => IriRule::full_IRI,
            Form::Absolute => IriRule::full_absolute_IRI,
            Form::Relative => IriRule::full_irelative_ref,
        }
    }
}

/// The four productions each grammar has, whichever the grammar: matched
/// on where code does the same for a URI and an IRI production.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// `URI-reference`, `IRI-reference`.
    Reference,
    /// `URI`, `IRI`: a scheme is required.
    WithScheme,
    /// `absolute-URI`, `absolute-IRI`: a scheme, no fragment.
    Absolute,
    /// `relative-ref`, `irelative-ref`: no scheme.
    Relative,
}
