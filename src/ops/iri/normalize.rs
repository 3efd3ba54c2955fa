//! Normalization and comparison of IRI references (RFC 3987 §5.3): the
//! steps of RFC 3986 §6.2 on the IRI's components. Case normalization
//! lower-cases the scheme and the ASCII letters of the host and upper-cases
//! the hexadecimal digits of a percent-encoding; percent-encoding
//! normalization decodes the triplets of unreserved ASCII characters; dot
//! segments are removed. Non-ASCII characters are left as they are: no
//! Unicode normalization (NFC, NFKC, RFC 3987 §5.3.2.2) is done, and
//! percent-encoded non-ASCII characters stay encoded (`Uri::to_iri` decodes
//! them).

use crate::compiled::goal::Goal;
use crate::ops::normalize::{Level, normal_parts, normalize_keeps_the_production};
use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::iri::owned::{AbsoluteIriBuf, IrelativeRefBuf, IriBuf, IriRefBuf};
use crate::reference::iri::reference::{AbsoluteIri, IrelativeRef, Iri, IriRef};
use crate::reference::narrow;

impl IriRef<'_> {
    /// This reference normalized to `level` (RFC 3987 §5.3, with the steps
    /// of RFC 3986 §6.2 that [`Level`] names). Non-ASCII characters are
    /// kept as they are: no Unicode normalization is done.
    ///
    /// ```
    /// use rfc3986::{IriRef, Level};
    ///
    /// let r = IriRef::parse("HTTP://Bücher.Example:80/./ä/../Ö/%7e%c3%a9")?;
    /// assert_eq!(r.normalize(Level::SyntaxBased).as_str(), "http://bücher.example:80/Ö/~%C3%A9");
    /// assert_eq!(r.normalize(Level::SchemeBased).as_str(), "http://bücher.example/Ö/~%C3%A9");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn normalize(&self, level: Level) -> IriRefBuf {
        let (text, layout) = normal_parts(&self.components(), level, Goal::IriReference);
        IriRefBuf::from_parts(text, layout)
    }

    /// Whether this reference and `other` are equivalent at `level`:
    /// whether their normal forms are the same string.
    ///
    /// ```
    /// use rfc3986::{IriRef, Level};
    ///
    /// let a = IriRef::parse("http://例え/%7Eé")?;
    /// assert!(a.equivalent(&IriRef::parse("HTTP://例え:80/~é")?, Level::SchemeBased));
    /// assert!(!a.equivalent(&IriRef::parse("http://例え/~%C3%A9")?, Level::SchemeBased));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn equivalent(&self, other: &IriRef<'_>, level: Level) -> bool {
        self.as_str() == other.as_str()
            || level != Level::Simple
                && self.normalize(level).as_str() == other.normalize(level).as_str()
    }
}

normalize_keeps_the_production! {
    IriRef via as_iri_ref as Goal::IriReference;
    Iri => IriBuf, Goal::Iri, e.g. "HTTP://例え/a/../b";
    AbsoluteIri => AbsoluteIriBuf, Goal::AbsoluteIri, e.g. "HTTP://例え/a/../b?%7e";
    IrelativeRef => IrelativeRefBuf, Goal::IrelativeRef, e.g. "//例え/a/./b#%7e";
}

delegate_on!([IriRefBuf] {
    as_iri_ref => IriRef:
    /// This reference normalized to `level` (RFC 3987 §5.3).
    fn normalize(&self, level: Level) -> IriRefBuf;
});

delegate_on!([IriBuf] {
    as_iri => Iri:
    /// This IRI normalized to `level` (RFC 3987 §5.3).
    fn normalize(&self, level: Level) -> IriBuf;
});

delegate_on!([AbsoluteIriBuf] {
    as_absolute_iri => AbsoluteIri:
    /// This absolute IRI normalized to `level` (RFC 3987 §5.3).
    fn normalize(&self, level: Level) -> AbsoluteIriBuf;
});

delegate_on!([IrelativeRefBuf] {
    as_irelative_ref => IrelativeRef:
    /// This relative IRI reference normalized to `level` (RFC 3987 §5.3).
    fn normalize(&self, level: Level) -> IrelativeRefBuf;
});

delegate_on!([IriRefBuf, IriBuf, AbsoluteIriBuf, IrelativeRefBuf] {
    as_iri_ref => IriRef:
    /// Whether this reference and `other` are equivalent at `level`.
    fn equivalent(&self, other: &IriRef<'_>, level: Level) -> bool;
});
