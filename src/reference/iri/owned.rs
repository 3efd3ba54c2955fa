//! Owned IRI references, one per production, from the macro of the owned
//! URI references: a `String` known to match the production, the positions
//! of its components, and the accessors of its borrowed view.

use alloc::string::String;
use core::borrow::Borrow;
use core::fmt;
use core::str::FromStr;

use crate::compiled::goal::Goal;
use crate::compiled::layout::Layout;
use crate::error::parse_error::Error;
use crate::parse;
use crate::reference::authority::{Authority, Host, Port, PortOverflow};
use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::iri::reference::{AbsoluteIri, IrelativeRef, Iri, IriRef};
use crate::reference::owned::{component_accessors, owned};
use crate::reference::path::Path;
use crate::reference::query::Pairs;

owned!(
    /// An owned IRI reference (`IRI-reference`, [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
    /// a `String` known to match it, with the accessors of [`IriRef`].
    ///
    /// ```
    /// use rfc3986::IriRefBuf;
    ///
    /// let owned = IriRefBuf::parse("http://例え/ä?q")?;
    /// assert_eq!(owned.host().map(|h| h.as_str()), Some("例え"));
    /// assert_eq!(owned.as_iri_ref().query(), Some("q"));
    /// assert_eq!(owned.into_string(), "http://例え/ä?q");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    IriRefBuf owns IriRef, viewed by as_iri_ref, parsed as Goal::IriReference, e.g. "../ä?q#f"
);

owned!(
    /// An owned IRI ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
    /// a `String` known to match `IRI`, with the accessors of [`Iri`]. What
    /// the resolution of an IRI reference returns.
    ///
    /// ```
    /// use rfc3986::IriBuf;
    ///
    /// let iri: IriBuf = "https://例え/a?b#c".parse()?;
    /// assert_eq!(iri.scheme(), "https");
    /// assert_eq!(iri.join("../ď")?.as_str(), "https://例え/ď");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    IriBuf owns Iri, viewed by as_iri, parsed as Goal::Iri, e.g. "http://例え/ä?q#f"
);

owned!(
    /// An owned absolute IRI (`absolute-IRI`, [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
    /// a `String` known to match it (an IRI without a fragment), with the
    /// accessors of [`AbsoluteIri`].
    ///
    /// ```
    /// use rfc3986::AbsoluteIriBuf;
    ///
    /// let base = AbsoluteIriBuf::parse("http://a/б/в/г;p?q")?;
    /// assert_eq!(base.join("д;x?y#s")?.as_str(), "http://a/б/в/д;x?y#s");
    /// assert!(AbsoluteIriBuf::parse("http://a/#ф").is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    AbsoluteIriBuf owns AbsoluteIri, viewed by as_absolute_iri, parsed as Goal::AbsoluteIri, e.g. "http://例え/ä?q"
);

owned!(
    /// An owned relative IRI reference (`irelative-ref`, [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
    /// a `String` known to match it (a reference without a scheme), with
    /// the accessors of [`IrelativeRef`].
    ///
    /// ```
    /// use rfc3986::IrelativeRefBuf;
    ///
    /// let r = IrelativeRefBuf::parse("../ĝ?y")?;
    /// assert_eq!(r.path().as_str(), "../ĝ");
    /// assert!(IrelativeRefBuf::parse("http:ĝ").is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    IrelativeRefBuf owns IrelativeRef, viewed by as_irelative_ref, parsed as Goal::IrelativeRef, e.g. "//例え/ä?q#f"
);

component_accessors!([IriRefBuf, IriBuf, AbsoluteIriBuf, IrelativeRefBuf] as_iri_ref => IriRef);

delegate_on!([IriRefBuf, IriBuf, AbsoluteIriBuf, IrelativeRefBuf] {
    as_iri_ref => IriRef:
    /// The `&`-separated `key=value` pairs of the query.
    fn query_pairs(&self) -> Pairs<'_>;
});

delegate_on!([IriRefBuf, IrelativeRefBuf] {
    as_iri_ref => IriRef:
    /// The scheme, without its `:`; `None` for a relative reference.
    fn scheme(&self) -> Option<&str>;
});

delegate_on!([IriBuf, AbsoluteIriBuf] {
    as_iri => Iri:
    /// The scheme, which an IRI always has, without its `:`.
    fn scheme(&self) -> &str;
});

impl IriBuf {
    /// The reference, with the accessors every IRI reference has.
    ///
    /// ```
    /// let iri = rfc3986::IriBuf::parse("http://例え/")?;
    /// assert_eq!(iri.as_iri_ref().scheme(), Some("http"));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_iri_ref(&self) -> IriRef<'_> {
        self.as_iri().as_iri_ref()
    }
}

impl AbsoluteIriBuf {
    /// The IRI, which an absolute IRI is.
    ///
    /// ```
    /// let base = rfc3986::AbsoluteIriBuf::parse("http://例え/a")?;
    /// assert_eq!(base.as_iri().scheme(), "http");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_iri(&self) -> Iri<'_> {
        Iri::from_layout(self.as_str(), self.layout())
    }

    /// The reference, with the accessors every IRI reference has.
    ///
    /// ```
    /// let base = rfc3986::AbsoluteIriBuf::parse("http://例え/a")?;
    /// assert_eq!(base.as_iri_ref().fragment(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_iri_ref(&self) -> IriRef<'_> {
        self.as_absolute_iri().as_iri_ref()
    }
}

impl IrelativeRefBuf {
    /// The reference, with the accessors every IRI reference has.
    ///
    /// ```
    /// let r = rfc3986::IrelativeRefBuf::parse("ä/b")?;
    /// assert!(r.as_iri_ref().is_relative());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_iri_ref(&self) -> IriRef<'_> {
        self.as_irelative_ref().as_iri_ref()
    }
}
