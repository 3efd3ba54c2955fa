//! URI references and the productions that narrow them.

use alloc::string::String;
use core::fmt;
use core::ops::Deref;

use crate::compiled::goal::Goal;
use crate::compiled::layout::Layout;
use crate::error::parse_error::Error;
use crate::error::refusal::Refusal;
use crate::parse;
use crate::reference::authority::{Authority, Host, Port, PortOverflow};
use crate::reference::path::Path;
use crate::reference::productions::{narrowed, text_traits};

/// A URI reference (`URI-reference`, [RFC 3986 §4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1)):
/// a URI or a relative reference, with every component borrowed from the
/// parsed text.
///
/// Equality, order and hashing are those of the text: syntactic identity,
/// not the equivalence of §6, which [`UriRef::equivalent`] tests.
///
/// ```
/// use rfc3986::{Level, UriRef};
///
/// let r = UriRef::parse("http://h/a?q")?;
/// let upper = UriRef::parse("HTTP://h/a?q")?;
/// assert_eq!(r, "http://h/a?q");
/// assert_ne!(r, upper);
/// assert!(r.equivalent(&upper, Level::SyntaxBased));
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Clone, Copy)]
pub struct UriRef<'a> {
    text: &'a str,
    layout: Layout,
}

impl<'a> UriRef<'a> {
    /// The reference whose components `layout` finds in `text`.
    #[inline]
    pub(crate) const fn from_layout(text: &'a str, layout: Layout) -> Self {
        UriRef { text, layout }
    }

    /// Where the components lie in [`UriRef::as_str`].
    #[inline]
    pub(crate) fn layout(&self) -> Layout {
        self.layout
    }

    /// The reference itself, as `IriRef::components` gives an IRI
    /// reference's: code written for both families calls it.
    #[inline]
    pub(crate) fn components(&self) -> UriRef<'a> {
        *self
    }

    /// Parses a `URI-reference`: a URI or a relative reference.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("../g?y#s")?;
    /// assert!(r.is_relative());
    /// assert_eq!(r.path().as_str(), "../g");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    ///
    /// # Errors
    /// An [`Error`] saying where the input stops being a URI reference and
    /// what was expected there.
    #[inline]
    pub fn parse(input: &'a str) -> Result<Self, Error> {
        parse::parse_with(input, Goal::UriReference, |layout| {
            UriRef::from_layout(input, layout)
        })
    }

    /// Parses a `URI-reference`, a refusal told by a [`Refusal`]: the
    /// index [`parse`](Self::parse)'s error gives, without a copy of the
    /// input, so that no refusal allocates or copies, whatever the input's
    /// length. For a validator of many inputs that reports where each
    /// refused one went wrong; [`Refusal::error`] makes the full error of
    /// those worth explaining.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// for input in ["http://h/p?q", "../g", "a b", "http://[::1", "%zz", "_:x"] {
    ///     let quick = UriRef::parse_quick(input).map_err(|refusal| refusal.error(input));
    ///     assert_eq!(quick, UriRef::parse(input));
    /// }
    /// ```
    ///
    /// # Errors
    /// A [`Refusal`] saying where the input stops being a URI reference.
    #[inline]
    pub fn parse_quick(input: &'a str) -> Result<Self, Refusal> {
        parse::parse_quick_with(input, Goal::UriReference, |layout| {
            UriRef::from_layout(input, layout)
        })
    }

    /// Parses a `URI-reference` when the reason for a refusal is not
    /// wanted: `None` where [`parse`](Self::parse) gives an error, at the
    /// cost of the recognizer's pass alone (no error is built). For a
    /// verdict over many inputs, most of them refused, or a column of a
    /// table.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// for input in ["http://h/p?q", "../g", "", "a b", "http://[::1", "%zz"] {
    ///     assert_eq!(UriRef::recognize(input), UriRef::parse(input).ok());
    /// }
    /// ```
    #[must_use]
    #[inline]
    pub fn recognize(input: &'a str) -> Option<Self> {
        parse::recognize(input, Goal::UriReference).map(|layout| UriRef::from_layout(input, layout))
    }

    /// The reference exactly as it was parsed.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("HTTP://h/./%7e")?;
    /// assert_eq!(r.as_str(), "HTTP://h/./%7e");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Whether this is a relative reference (no scheme), as opposed to a URI.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert!(UriRef::parse("//h/p")?.is_relative());
    /// assert!(!UriRef::parse("h:p")?.is_relative());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn is_relative(&self) -> bool {
        self.layout.scheme().is_none()
    }

    /// The scheme ([§3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)),
    /// without its `:`; `None` for a relative reference.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("HTTP://h/")?.scheme(), Some("HTTP")); // as written
    /// assert_eq!(UriRef::parse("//h/")?.scheme(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn scheme(&self) -> Option<&'a str> {
        self.layout.scheme().map(|span| span.of(self.text))
    }

    /// The authority ([§3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2)),
    /// without its `//`; `None` when there is no `//`. `Some` with an empty
    /// host for `file:///etc`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let file = UriRef::parse("file:///etc")?.authority();
    /// assert_eq!(file.map(|a| a.host().as_str()), Some(""));
    /// assert!(UriRef::parse("mailto:user@example.com")?.authority().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn authority(&self) -> Option<Authority<'a>> {
        self.layout
            .authority()
            .map(|(whole, authority)| Authority::new(self.text, whole, authority))
    }

    /// The userinfo of the authority, if both are present.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("ftp://anon@h/")?.userinfo(), Some("anon"));
    /// assert_eq!(UriRef::parse("ftp://h/")?.userinfo(), None);
    /// assert_eq!(UriRef::parse("mailto:user@example.com")?.userinfo(), None); // no authority
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn userinfo(&self) -> Option<&'a str> {
        self.authority().and_then(|a| a.userinfo())
    }

    /// The host of the authority, if there is an authority.
    ///
    /// ```
    /// use core::net::Ipv6Addr;
    /// use rfc3986::{Host, UriRef};
    ///
    /// let host = UriRef::parse("http://[::1]:80/")?.host();
    /// assert_eq!(host, Some(Host::Ipv6 { address: Ipv6Addr::LOCALHOST, literal: "[::1]" }));
    /// assert_eq!(UriRef::parse("urn:isbn:0451450523")?.host(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn host(&self) -> Option<Host<'a>> {
        self.authority().map(|a| a.host())
    }

    /// The port of the authority, if there is one.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("http://h:8080/")?.port().map(|p| p.as_str()), Some("8080"));
    /// assert_eq!(UriRef::parse("http://h/")?.port(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn port(&self) -> Option<Port<'a>> {
        self.authority().and_then(|a| a.port())
    }

    /// The port as a number, in one call: `Ok(None)` when there is no
    /// port or it is empty (`http://h:/`).
    ///
    /// The two are one answer on purpose: both mean the scheme's default
    /// port. [RFC 3986 §3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)
    /// reads an empty port as the default ("URI producers and normalizers
    /// should omit the port component and its ':' delimiter if port is
    /// empty or if its value would be the same as that of the scheme's
    /// default"), and scheme-based normalization (§6.2.3) drops an empty
    /// port, so a
    /// caller that connects somewhere wants the same answer for both. To
    /// tell them apart (to keep the text as written), use
    /// [`UriRef::port`]: `None` for no port, an empty [`Port`] for `h:`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("http://h:8080/")?.port_u16(), Ok(Some(8080)));
    /// assert_eq!(UriRef::parse("http://h/")?.port_u16(), Ok(None));
    /// assert_eq!(UriRef::parse("http://h:/")?.port_u16(), Ok(None));
    /// // `port` tells an empty port from none.
    /// assert!(UriRef::parse("http://h:/")?.port().is_some_and(|p| p.is_empty()));
    /// assert!(UriRef::parse("http://h/")?.port().is_none());
    /// let overflow = UriRef::parse("http://h:65536/")?.port_u16().unwrap_err();
    /// assert_eq!(overflow.span(), 9..14);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`PortOverflow`] when the digits denote a number above 65535; the
    /// text stays available through [`UriRef::port`].
    #[inline]
    pub fn port_u16(&self) -> Result<Option<u16>, PortOverflow> {
        self.port().map_or(Ok(None), |port| port.as_u16())
    }

    /// The path ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)),
    /// always present, possibly empty.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("http://h/a/b?q")?.path().as_str(), "/a/b");
    /// assert_eq!(UriRef::parse("http://h?q")?.path().as_str(), "");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn path(&self) -> Path<'a> {
        Path {
            text: self.layout.path().of(self.text),
        }
    }

    /// The query ([§3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)),
    /// without its `?`: `None` when there is no `?`, `Some("")` for a bare `?`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("/p?a=1&b=2#f")?.query(), Some("a=1&b=2"));
    /// assert_eq!(UriRef::parse("/p?")?.query(), Some(""));
    /// assert_eq!(UriRef::parse("/p#?")?.query(), None); // that `?` is in the fragment
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn query(&self) -> Option<&'a str> {
        self.layout.query().map(|span| span.of(self.text))
    }

    /// The fragment ([§3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)),
    /// without its `#`: `None` when there is no `#`, `Some("")` for a bare `#`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("/p?q#top")?.fragment(), Some("top"));
    /// assert_eq!(UriRef::parse("/p#")?.fragment(), Some(""));
    /// assert_eq!(UriRef::parse("/p?q")?.fragment(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn fragment(&self) -> Option<&'a str> {
        self.layout
            .fragment(self.text.len())
            .map(|span| span.of(self.text))
    }

    /// Builds the reference back from its components, as RFC 3986 §5.3
    /// writes it. For a parsed reference this is exactly [`UriRef::as_str`].
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("foo://u@h:/p?#")?;
    /// assert_eq!(r.recompose(), r.as_str()); // empty components keep their delimiters
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn recompose(&self) -> String {
        let mut out = String::with_capacity(self.text.len());
        if let Some(scheme) = self.scheme() {
            out.push_str(scheme);
            out.push(':');
        }
        if let Some(authority) = self.authority() {
            out.push_str("//");
            if let Some(userinfo) = authority.userinfo() {
                out.push_str(userinfo);
                out.push('@');
            }
            out.push_str(authority.host().as_str());
            if let Some(port) = authority.port() {
                out.push(':');
                out.push_str(port.as_str());
            }
        }
        out.push_str(self.path().as_str());
        if let Some(query) = self.query() {
            out.push('?');
            out.push_str(query);
        }
        if let Some(fragment) = self.fragment() {
            out.push('#');
            out.push_str(fragment);
        }
        out
    }
}

text_traits!(UriRef);

narrowed!(
    /// A URI ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)):
    /// a reference that has a scheme.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let uri = Uri::parse("mailto:user@example.com")?;
    /// assert_eq!((uri.scheme(), uri.path().as_str()), ("mailto", "user@example.com"));
    /// assert!(Uri::parse("//example.com/").is_err()); // no scheme
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    Uri of UriRef viewed by as_uri_ref,
    Goal::Uri
);

narrowed!(
    /// An absolute URI (`absolute-URI`, [RFC 3986 §4.3](https://www.rfc-editor.org/rfc/rfc3986#section-4.3)):
    /// a URI without a fragment, as a base URI must be.
    ///
    /// ```
    /// use rfc3986::AbsoluteUri;
    ///
    /// let base = AbsoluteUri::parse("http://a/b/c/d;p?q")?;
    /// assert_eq!(base.as_uri().join("../g")?.as_str(), "http://a/b/g");
    /// assert!(AbsoluteUri::parse("http://a/b#f").is_err()); // a fragment
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    AbsoluteUri of UriRef viewed by as_uri_ref,
    Goal::AbsoluteUri
);

narrowed!(
    /// A relative reference (`relative-ref`, [RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)):
    /// a reference without a scheme.
    ///
    /// ```
    /// use rfc3986::RelativeRef;
    ///
    /// let r = RelativeRef::parse("//h/p?q")?;
    /// assert_eq!((r.host().map(|h| h.as_str()), r.query()), (Some("h"), Some("q")));
    /// assert!(RelativeRef::parse("http:g").is_err()); // a scheme
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    RelativeRef of UriRef viewed by as_uri_ref,
    Goal::RelativeRef
);

impl<'a> Uri<'a> {
    /// The scheme, which a URI always has.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("HTTPS://h/#f")?;
    /// assert_eq!(uri.scheme(), "HTTPS"); // a `&str`, not an `Option`, and as written
    /// assert_eq!(uri.as_uri_ref().scheme(), Some("HTTPS"));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn scheme(&self) -> &'a str {
        self.0.scheme().unwrap_or_default()
    }
}

impl<'a> AbsoluteUri<'a> {
    /// The scheme, which an absolute URI always has.
    ///
    /// ```
    /// let base = rfc3986::AbsoluteUri::parse("urn:example:a?q")?;
    /// assert_eq!(base.scheme(), "urn");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn scheme(&self) -> &'a str {
        self.0.scheme().unwrap_or_default()
    }
}
