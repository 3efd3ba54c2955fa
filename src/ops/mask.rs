//! Masking a password before a reference goes to a log: RFC 3986 §3.2.1
//! deprecates `user:password` in the userinfo because it ends up in logs,
//! histories and referrers.

use alloc::string::String;
use core::fmt;
use core::ops::Range;

use crate::reference::delegate::{delegate, delegate_on};
use crate::{
    AbsoluteIriBuf, AbsoluteUriBuf, IrelativeRefBuf, IriBuf, IriRef, IriRefBuf, RelativeRefBuf,
    UriBuf, UriRef, UriRefBuf,
};

/// A reference that displays with the password of its userinfo (what
/// follows the userinfo's first `:`, empty or not) written `***`:
/// `http://user:***@host/`. From `masked()` on every reference type.
///
/// ```
/// let r = rfc3986::UriRef::parse("ftp://anna:s3cret@files.example/a")?;
/// assert_eq!(r.masked().to_string(), "ftp://anna:***@files.example/a");
/// assert_eq!(format!("{:?}", r.masked()), "\"ftp://anna:***@files.example/a\"");
/// // Without a password, the text as it is.
/// let r = rfc3986::UriRef::parse("ssh://git@host/repo")?;
/// assert_eq!(r.masked().to_string(), "ssh://git@host/repo");
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Masked<'a> {
    text: &'a str,
    /// The bytes of the password in `text`, when there is one.
    password: Option<(usize, usize)>,
}

impl<'a> Masked<'a> {
    fn of(r: &UriRef<'a>) -> Self {
        let text = r.as_str();
        let password = password_span(r).map(|span| (span.start, span.end));
        Masked { text, password }
    }

    /// Whether there was a password to mask.
    #[must_use]
    pub fn has_password(&self) -> bool {
        self.password.is_some()
    }
}

/// Where the password lies in the text of `r`: after the first `:` of
/// its userinfo, up to the `@`.
fn password_span(r: &UriRef<'_>) -> Option<Range<usize>> {
    // The layout records where the userinfo lies.
    let (whole, authority) = r.layout().authority()?;
    let span = authority.userinfo(whole)?;
    let colon = r.as_str().get(span.start..span.end)?.find(':')?;
    Some(span.start + colon + 1..span.end)
}

impl fmt::Display for Masked<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.password {
            Some((start, end)) => {
                f.write_str(self.text.get(..start).unwrap_or(""))?;
                f.write_str("***")?;
                f.write_str(self.text.get(end..).unwrap_or(""))
            }
            None => f.write_str(self.text),
        }
    }
}

impl fmt::Debug for Masked<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&alloc::format!("{self}"), f)
    }
}

impl<'a> UriRef<'a> {
    /// The reference with the password of its userinfo written `***`, for
    /// logs (RFC 3986 §3.2.1); see [`Masked`]. [`Uri`](crate::Uri),
    /// [`AbsoluteUri`](crate::AbsoluteUri) and
    /// [`RelativeRef`](crate::RelativeRef) have it too.
    ///
    /// ```
    /// let r = rfc3986::Uri::parse("https://bob:hunter2@example.com/")?;
    /// assert_eq!(r.masked().to_string(), "https://bob:***@example.com/");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn masked(&self) -> Masked<'a> {
        Masked::of(self)
    }
}

impl<'a> IriRef<'a> {
    /// The IRI reference with the password of its userinfo written `***`;
    /// see [`Masked`]. [`Iri`](crate::Iri),
    /// [`AbsoluteIri`](crate::AbsoluteIri) and
    /// [`IrelativeRef`](crate::IrelativeRef) have it too.
    ///
    /// ```
    /// let r = rfc3986::IriRef::parse("http://jörg:geheim@例え/")?;
    /// assert_eq!(r.masked().to_string(), "http://jörg:***@例え/");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn masked(&self) -> Masked<'a> {
        Masked::of(&self.components())
    }
}

delegate_on!([UriRefBuf, UriBuf, AbsoluteUriBuf, RelativeRefBuf] {
    as_uri_ref => UriRef:
    /// The reference with the password of its userinfo written `***`.
    fn masked(&self) -> Masked<'_>;
});

delegate_on!([IriRefBuf, IriBuf, AbsoluteIriBuf, IrelativeRefBuf] {
    as_iri_ref => IriRef:
    /// The reference with the password of its userinfo written `***`.
    fn masked(&self) -> Masked<'_>;
});

/// `without_password` on owned types: the text without `:password`,
/// parsed again as the same type (removing it leaves a valid userinfo, so
/// the parse cannot fail; were it to, the reference is returned as it
/// is).
macro_rules! without_password {
    ([$($owned:ident via $view:ident, e.g. $input:literal to $output:literal),*]) => {
        $(
            impl $owned {
                /// The reference with the password of its userinfo
                /// removed, with its `:`: `http://user:pw@h/` becomes
                /// `http://user@h/`. The same reference when it has none.
                ///
                /// ```
                #[doc = concat!("let r = rfc3986::", stringify!($owned), "::parse(\"", $input, "\")?;")]
                #[doc = concat!("assert_eq!(r.without_password(), \"", $output, "\");")]
                /// # Ok::<_, rfc3986::Error>(())
                /// ```
                #[must_use]
                pub fn without_password(&self) -> Self {
                    let view = self.$view();
                    let Some(span) = password_span(&view.components()) else {
                        return self.clone();
                    };
                    let text = view.as_str();
                    let mut out = String::with_capacity(text.len());
                    // The `:` goes with the password.
                    out.push_str(text.get(..span.start.saturating_sub(1)).unwrap_or(""));
                    out.push_str(text.get(span.end..).unwrap_or(""));
                    $owned::parse(out).unwrap_or_else(|_| self.clone())
                }
            }
        )*
    };
}

without_password!([
    UriRefBuf via as_uri_ref, e.g. "http://u:pw@h/p#f" to "http://u@h/p#f",
    UriBuf via as_uri_ref, e.g. "http://u:pw@h/p#f" to "http://u@h/p#f",
    AbsoluteUriBuf via as_uri_ref, e.g. "http://u:pw@h/p" to "http://u@h/p",
    RelativeRefBuf via as_uri_ref, e.g. "//u:pw@h/p" to "//u@h/p",
    IriRefBuf via as_iri_ref, e.g. "http://ü:pw@例え/p#f" to "http://ü@例え/p#f",
    IriBuf via as_iri_ref, e.g. "http://ü:pw@例え/p#f" to "http://ü@例え/p#f",
    AbsoluteIriBuf via as_iri_ref, e.g. "http://ü:pw@例え/p" to "http://ü@例え/p",
    IrelativeRefBuf via as_iri_ref, e.g. "//ü:pw@例え/p" to "//ü@例え/p"
]);
