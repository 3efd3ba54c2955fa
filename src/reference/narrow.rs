//! Conversions between the productions: to a wider one for free, to a
//! narrower one checked on the components already found, never by parsing
//! again.
//!
//! `URI-reference = URI / relative-ref` (§4.1), and the two are told apart
//! by the scheme alone: a reference with a scheme matched `URI`, one without
//! matched `relative-ref`. `absolute-URI` is `URI` without a fragment
//! (§4.3). So a narrower production needs only a look at the layout.

use core::fmt;

use crate::compiled::goal::{Form, Goal};
use crate::compiled::layout::Layout;
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};

/// Why a reference is not of a narrower production.
///
/// ```
/// use rfc3986::{AbsoluteUri, Mismatch, RelativeRef, Uri, UriRef};
///
/// let error = Uri::try_from(UriRef::parse("../g")?).unwrap_err();
/// assert_eq!(error.mismatch(), Mismatch::NoScheme);
/// let r = UriRef::parse("http://h/#f")?;
/// assert_eq!(AbsoluteUri::try_from(r).unwrap_err().mismatch(), Mismatch::Fragment);
/// assert_eq!(RelativeRef::try_from(r).unwrap_err().mismatch(), Mismatch::Scheme);
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Mismatch {
    /// It has no scheme, which a `URI` and an `absolute-URI` need
    /// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    NoScheme,
    /// It has a scheme, which a `relative-ref` cannot have
    /// ([RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)).
    Scheme,
    /// It has a fragment, which an `absolute-URI` cannot have
    /// ([RFC 3986 §4.3](https://www.rfc-editor.org/rfc/rfc3986#section-4.3)).
    Fragment,
}

/// Whether the reference of `len` bytes laid out as `layout` is a `goal`.
pub(crate) fn check(layout: &Layout, len: usize, goal: Goal) -> Result<(), Mismatch> {
    let scheme = layout.scheme().is_some();
    // An IRI production narrows as the URI production it corresponds to.
    match goal.form() {
        Form::Reference => Ok(()),
        Form::WithScheme | Form::Absolute if !scheme => Err(Mismatch::NoScheme),
        Form::WithScheme => Ok(()),
        Form::Absolute if layout.fragment(len).is_some() => Err(Mismatch::Fragment),
        Form::Absolute => Ok(()),
        Form::Relative if scheme => Err(Mismatch::Scheme),
        Form::Relative => Ok(()),
    }
}

/// A reference that is not of the narrower production it was converted
/// to; it gives the reference back.
///
/// ```
/// use rfc3986::{Goal, Mismatch, Uri, UriRef};
///
/// let r = UriRef::parse("../g")?;
/// let error = Uri::try_from(r).unwrap_err();
/// assert_eq!((error.goal(), error.mismatch()), (Goal::Uri, Mismatch::NoScheme));
/// assert_eq!(error.to_string(), "\"../g\" is not a URI: it has no scheme (RFC 3986 §3)");
/// assert_eq!(error.into_inner(), r);
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NarrowError<T> {
    pub(crate) value: T,
    pub(crate) goal: Goal,
    pub(crate) mismatch: Mismatch,
}

impl<T> NarrowError<T> {
    /// The production the reference was converted to.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("http://h/#f")?;
    /// let error = rfc3986::AbsoluteUri::try_from(r).unwrap_err();
    /// assert_eq!(error.goal(), rfc3986::Goal::AbsoluteUri);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// What the reference has or lacks.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("http://h/#f")?;
    /// let error = rfc3986::AbsoluteUri::try_from(r).unwrap_err();
    /// assert_eq!(error.mismatch(), rfc3986::Mismatch::Fragment);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn mismatch(&self) -> Mismatch {
        self.mismatch
    }

    /// The reference, as it was.
    ///
    /// ```
    /// let r = rfc3986::UriRefBuf::parse("http:g")?;
    /// let back = rfc3986::RelativeRefBuf::try_from(r).unwrap_err().into_inner();
    /// assert_eq!(back, "http:g");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn into_inner(self) -> T {
        self.value
    }
}

impl<T: AsRef<str>> fmt::Display for NarrowError<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (article, section) = match self.goal {
            Goal::UriReference => ("a URI reference", "3986 §4.1"),
            Goal::Uri => ("a URI", "3986 §3"),
            Goal::AbsoluteUri => ("an absolute URI", "3986 §4.3"),
            Goal::RelativeRef => ("a relative reference", "3986 §4.2"),
            Goal::IriReference => ("an IRI reference", "3987 §2.2"),
            Goal::Iri => ("an IRI", "3987 §2.2"),
            Goal::AbsoluteIri => ("an absolute IRI", "3987 §2.2"),
            Goal::IrelativeRef => ("a relative IRI reference", "3987 §2.2"),
        };
        let what = match self.mismatch {
            Mismatch::NoScheme => "it has no scheme",
            Mismatch::Scheme => "it has a scheme",
            Mismatch::Fragment => "it has a fragment",
        };
        write!(
            f,
            "{:?} is not {article}: {what} (RFC {section})",
            self.value.as_ref()
        )
    }
}

impl<T: AsRef<str> + fmt::Debug> core::error::Error for NarrowError<T> {}

/// `TryFrom<$wide> for $narrow`, checked against `$goal` on the layout; the
/// narrower value is made of the wider one's text (`$text`, borrowed or
/// moved) and layout by `$narrow::$make`.
macro_rules! narrowing {
    ($([$($generics:tt)*] $wide:ty => $narrow:ty, $goal:expr, $text:ident, $make:ident;)*) => {
        $(
            impl<$($generics)*> TryFrom<$wide> for $narrow {
                type Error = NarrowError<$wide>;

                /// Checks the components already found: nothing is parsed
                /// again.
                fn try_from(wide: $wide) -> Result<Self, Self::Error> {
                    let layout = wide.layout();
                    match check(&layout, wide.as_str().len(), $goal) {
                        Ok(()) => Ok(<$narrow>::$make(wide.$text(), layout)),
                        Err(mismatch) => Err(NarrowError { value: wide, goal: $goal, mismatch }),
                    }
                }
            }
        )*
    };
}

narrowing! {
    ['a] UriRef<'a> => Uri<'a>, Goal::Uri, as_str, from_layout;
    ['a] UriRef<'a> => AbsoluteUri<'a>, Goal::AbsoluteUri, as_str, from_layout;
    ['a] UriRef<'a> => RelativeRef<'a>, Goal::RelativeRef, as_str, from_layout;
    ['a] Uri<'a> => AbsoluteUri<'a>, Goal::AbsoluteUri, as_str, from_layout;
    [] UriRefBuf => UriBuf, Goal::Uri, into_string, from_parts;
    [] UriRefBuf => AbsoluteUriBuf, Goal::AbsoluteUri, into_string, from_parts;
    [] UriRefBuf => RelativeRefBuf, Goal::RelativeRef, into_string, from_parts;
    [] UriBuf => AbsoluteUriBuf, Goal::AbsoluteUri, into_string, from_parts;
}

/// `From<$narrow> for $wide`: every reference of a narrower production is
/// one of the wider, with the same text and components.
macro_rules! widening {
    ($($narrow:ident => $wide:ident;)*) => {
        $(
            impl From<$narrow> for $wide {
                #[doc = concat!("Every `", stringify!($narrow), "` is a `", stringify!($wide), "`: the string is moved, nothing is checked.")]
                fn from(narrow: $narrow) -> Self {
                    let layout = narrow.layout();
                    $wide::from_parts(narrow.into_string(), layout)
                }
            }
        )*
    };
}

widening! {
    UriBuf => UriRefBuf;
    AbsoluteUriBuf => UriRefBuf;
    RelativeRefBuf => UriRefBuf;
    AbsoluteUriBuf => UriBuf;
}

impl<'a> From<AbsoluteUri<'a>> for Uri<'a> {
    /// Every absolute URI is a URI.
    fn from(absolute: AbsoluteUri<'a>) -> Self {
        absolute.as_uri()
    }
}

impl<'a> UriRef<'a> {
    /// This reference as a [`Uri`], if it has a scheme; checked on the
    /// components found, not parsed again. `Uri::try_from` says why not.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("http:g")?.as_uri().map(|u| u.scheme()), Some("http"));
    /// assert!(UriRef::parse("g")?.as_uri().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_uri(&self) -> Option<Uri<'a>> {
        Uri::try_from(*self).ok()
    }

    /// This reference as an [`AbsoluteUri`], if it has a scheme and no
    /// fragment.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert!(UriRef::parse("http://h/?q")?.as_absolute_uri().is_some());
    /// assert!(UriRef::parse("http://h/#f")?.as_absolute_uri().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_absolute_uri(&self) -> Option<AbsoluteUri<'a>> {
        AbsoluteUri::try_from(*self).ok()
    }

    /// This reference as a [`RelativeRef`], if it has no scheme.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert!(UriRef::parse("//h/p")?.as_relative_ref().is_some());
    /// assert!(UriRef::parse("h:p")?.as_relative_ref().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_relative_ref(&self) -> Option<RelativeRef<'a>> {
        RelativeRef::try_from(*self).ok()
    }
}

impl<'a> AbsoluteUri<'a> {
    /// This absolute URI as a [`Uri`], which it is: free.
    ///
    /// ```
    /// let base = rfc3986::AbsoluteUri::parse("http://a/b/c/d;p?q")?;
    /// assert_eq!(base.as_uri().join("../g")?.as_str(), "http://a/b/g");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn as_uri(&self) -> Uri<'a> {
        Uri::from_layout(self.as_str(), self.layout())
    }
}

pub(crate) use {narrowing, widening};
