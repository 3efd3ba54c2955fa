//! Resolution of IRI references: RFC 3986 §5.2 applied to IRIs unchanged
//! (RFC 3987 §6.5), on the components of both, the target written as an IRI.

use crate::compiled::goal::Goal;
use crate::error::parse_error::Error;
use crate::ops::resolve::{Strictness, target};
use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::iri::owned::{AbsoluteIriBuf, IriBuf};
use crate::reference::iri::reference::{AbsoluteIri, Iri, IriRef};

impl Iri<'_> {
    /// Resolves `reference` against this base IRI (RFC 3986 §5.2.2, which
    /// RFC 3987 §6.5 applies to IRIs as it stands), and recomposes the
    /// target (§5.3). A fragment of the base is not used (§5.1).
    ///
    /// ```
    /// use rfc3986::{Iri, IriRef, Strictness};
    ///
    /// let base = Iri::parse("http://例え/б/в/г;p?q")?;
    /// let target = base.resolve(&IriRef::parse("../ж?y#s")?, Strictness::Strict);
    /// assert_eq!(target.as_str(), "http://例え/б/ж?y#s");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn resolve(&self, reference: &IriRef<'_>, strictness: Strictness) -> IriBuf {
        let (text, layout) = target(
            &self.components(),
            &reference.components(),
            strictness,
            Goal::IriReference,
        );
        IriBuf::from_parts(text, layout)
    }

    /// Parses `reference` as an IRI reference and resolves it strictly
    /// against this base.
    ///
    /// ```
    /// use rfc3986::Iri;
    ///
    /// let base = Iri::parse("http://例え/б/в")?;
    /// assert_eq!(base.join("../ж")?.as_str(), "http://例え/ж");
    /// assert_eq!(base.join("a b").unwrap_err().index(), 1);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    ///
    /// # Errors
    /// The [`Error`] of `reference` when it is not an IRI reference.
    pub fn join(&self, reference: &str) -> Result<IriBuf, Error> {
        let reference = IriRef::parse(reference)?;
        Ok(self.resolve(&reference, Strictness::Strict))
    }
}

delegate_on!([IriBuf, AbsoluteIriBuf, AbsoluteIri<'_>] {
    as_iri => Iri:
    /// Resolves `reference` against this base IRI
    /// ([RFC 3986 §5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2),
    /// [RFC 3987 §6.5](https://www.rfc-editor.org/rfc/rfc3987#section-6.5)).
    fn resolve(&self, reference: &IriRef<'_>, strictness: Strictness) -> IriBuf;
    /// Parses `reference` and resolves it strictly against this base.
    ///
    /// # Errors
    /// The [`Error`] of `reference` when it is not an IRI reference.
    fn join(&self, reference: &str) -> Result<IriBuf, Error>;
});
