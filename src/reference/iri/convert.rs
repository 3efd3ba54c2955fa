//! Conversions of IRI references: between the IRI productions, checked on
//! the layout as for URIs (`crate::reference::narrow`), and from every URI type to its
//! IRI counterpart, free since every URI is an IRI (RFC 3987 §2.2 adds
//! characters to RFC 3986's rules and removes none).

use crate::compiled::goal::Goal;
use crate::reference::iri::owned::{AbsoluteIriBuf, IrelativeRefBuf, IriBuf, IriRefBuf};
use crate::reference::iri::reference::{AbsoluteIri, IrelativeRef, Iri, IriRef};
use crate::reference::narrow::{NarrowError, check, narrowing, widening};
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};

narrowing! {
    ['a] IriRef<'a> => Iri<'a>, Goal::Iri, as_str, from_layout;
    ['a] IriRef<'a> => AbsoluteIri<'a>, Goal::AbsoluteIri, as_str, from_layout;
    ['a] IriRef<'a> => IrelativeRef<'a>, Goal::IrelativeRef, as_str, from_layout;
    ['a] Iri<'a> => AbsoluteIri<'a>, Goal::AbsoluteIri, as_str, from_layout;
    [] IriRefBuf => IriBuf, Goal::Iri, into_string, from_parts;
    [] IriRefBuf => AbsoluteIriBuf, Goal::AbsoluteIri, into_string, from_parts;
    [] IriRefBuf => IrelativeRefBuf, Goal::IrelativeRef, into_string, from_parts;
    [] IriBuf => AbsoluteIriBuf, Goal::AbsoluteIri, into_string, from_parts;
}

widening! {
    IriBuf => IriRefBuf;
    AbsoluteIriBuf => IriRefBuf;
    IrelativeRefBuf => IriRefBuf;
    AbsoluteIriBuf => IriBuf;
    UriRefBuf => IriRefBuf;
    UriBuf => IriBuf;
    AbsoluteUriBuf => AbsoluteIriBuf;
    RelativeRefBuf => IrelativeRefBuf;
}

/// `From<$uri> for $iri` on the borrowed types: the same text and layout.
macro_rules! uri_is_iri {
    ($($uri:ident => $iri:ident;)*) => {
        $(
            impl<'a> From<$uri<'a>> for $iri<'a> {
                #[doc = concat!("Every `", stringify!($uri), "` is an `", stringify!($iri), "`: free, nothing is checked or copied.")]
                fn from(uri: $uri<'a>) -> Self {
                    $iri::from_layout(uri.as_str(), uri.layout())
                }
            }
        )*
    };
}

uri_is_iri! {
    UriRef => IriRef;
    Uri => Iri;
    AbsoluteUri => AbsoluteIri;
    RelativeRef => IrelativeRef;
}

impl<'a> From<AbsoluteIri<'a>> for Iri<'a> {
    /// Every absolute IRI is an IRI.
    fn from(absolute: AbsoluteIri<'a>) -> Self {
        absolute.as_iri()
    }
}

impl<'a> IriRef<'a> {
    /// This reference as an [`Iri`], if it has a scheme; checked on the
    /// components found, not parsed again. `Iri::try_from` says why not.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// assert_eq!(IriRef::parse("http:ĝ")?.as_iri().map(|i| i.scheme()), Some("http"));
    /// assert!(IriRef::parse("ĝ")?.as_iri().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_iri(&self) -> Option<Iri<'a>> {
        Iri::try_from(*self).ok()
    }

    /// This reference as an [`AbsoluteIri`], if it has a scheme and no
    /// fragment.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// assert!(IriRef::parse("http://例え/?q")?.as_absolute_iri().is_some());
    /// assert!(IriRef::parse("http://例え/#f")?.as_absolute_iri().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_absolute_iri(&self) -> Option<AbsoluteIri<'a>> {
        AbsoluteIri::try_from(*self).ok()
    }

    /// This reference as an [`IrelativeRef`], if it has no scheme.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// assert!(IriRef::parse("//例え/p")?.as_irelative_ref().is_some());
    /// assert!(IriRef::parse("h:p")?.as_irelative_ref().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_irelative_ref(&self) -> Option<IrelativeRef<'a>> {
        IrelativeRef::try_from(*self).ok()
    }
}

impl<'a> AbsoluteIri<'a> {
    /// This absolute IRI as an [`Iri`], which it is: free.
    ///
    /// ```
    /// let base = rfc3986::AbsoluteIri::parse("http://例え/b/c?q")?;
    /// assert_eq!(base.as_iri().join("../g")?.as_str(), "http://例え/g");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_iri(&self) -> Iri<'a> {
        Iri::from_layout(self.as_str(), self.layout())
    }
}

/// `$method` on a narrower borrowed IRI type: the URI type of the same
/// production when the text is all ASCII, as [`IriRef::as_uri_ref`] gives.
macro_rules! as_uri {
    ($($iri:ident => $uri:ident, $method:ident, e.g. $ascii:literal, $other:literal;)*) => {
        $(
            impl<'a> $iri<'a> {
                #[doc = concat!("This ", stringify!($iri), " as a [`", stringify!($uri), "`], when its text is all ASCII: then it is one, with the same components (nothing is copied; the text is scanned once). [`", stringify!($iri), "::to_uri`] maps any of them.")]
                ///
                /// ```
                #[doc = concat!("use rfc3986::", stringify!($iri), ";")]
                ///
                #[doc = concat!("let ascii = ", stringify!($iri), "::parse(\"", $ascii, "\")?;")]
                #[doc = concat!("assert_eq!(ascii.", stringify!($method), "().map(|u| u.as_str()), Some(\"", $ascii, "\"));")]
                #[doc = concat!("assert!(", stringify!($iri), "::parse(\"", $other, "\")?.", stringify!($method), "().is_none());")]
                /// # Ok::<_, rfc3986::Error>(())
                /// ```
                #[must_use]
                pub fn $method(&self) -> Option<$uri<'a>> {
                    self.as_str()
                        .is_ascii()
                        .then(|| $uri::from_layout(self.as_str(), self.layout()))
                }
            }
        )*
    };
}

as_uri! {
    Iri => Uri, as_uri, e.g. "http://h/p", "http://例え/p";
    AbsoluteIri => AbsoluteUri, as_absolute_uri, e.g. "http://h/p?q", "http://例え/p?q";
    IrelativeRef => RelativeRef, as_relative_ref, e.g. "//h/p", "//例え/p";
}
