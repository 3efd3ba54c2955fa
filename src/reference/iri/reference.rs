//! IRI references (RFC 3987 §2.2) and the productions that narrow them:
//! the same components as a URI reference, in text that may hold non-ASCII
//! characters.

use alloc::string::String;
use core::fmt;
use core::ops::Deref;

use crate::compiled::goal::Goal;
use crate::compiled::layout::Layout;
use crate::error::parse_error::Error;
use crate::error::refusal::Refusal;
use crate::parse;
use crate::reference::authority::{Authority, Host, Port, PortOverflow};
use crate::reference::delegate::delegate;
use crate::reference::path::Path;
use crate::reference::productions::{narrowed, text_traits};
use crate::reference::query::Pairs;
use crate::reference::uri_ref::UriRef;

/// An IRI reference (`IRI-reference`, [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
/// an IRI or a relative IRI reference, with every component borrowed from
/// the parsed text, which may hold the non-ASCII characters RFC 3987 allows
/// (`ucschar` everywhere a URI allows an unreserved character, `iprivate`
/// in the query).
///
/// The components are those of a [`UriRef`], found by the rules of RFC
/// 3987 that correspond to RFC 3986's one for one (`ihost` for `host`,
/// `ipath-abempty` for `path-abempty`...), and the accessors are the same.
/// Every URI reference is an IRI reference ([`From`]); an IRI reference
/// becomes a URI reference by [`IriRef::to_uri`] (RFC 3987 §3.1).
///
/// Equality, order and hashing are those of the text.
///
/// ```
/// use rfc3986::IriRef;
///
/// let iri = IriRef::parse("http://例え.テスト/パス?q=値#frag")?;
/// assert_eq!(iri.host().map(|h| h.as_str()), Some("例え.テスト"));
/// assert_eq!(iri.path().as_str(), "/パス");
/// assert_eq!(iri.query(), Some("q=値"));
/// assert_eq!(iri.to_uri().as_str(), "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%E5%80%A4#frag");
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Clone, Copy)]
pub struct IriRef<'a> {
    text: &'a str,
    layout: Layout,
}

impl<'a> IriRef<'a> {
    /// The reference whose components `layout` finds in `text`.
    #[inline]
    pub(crate) const fn from_layout(text: &'a str, layout: Layout) -> Self {
        IriRef { text, layout }
    }

    /// Where the components lie in [`IriRef::as_str`].
    #[inline]
    pub(crate) fn layout(&self) -> Layout {
        self.layout
    }

    /// The components, through the accessors of [`UriRef`], which only
    /// slice the text: the crate's own view, never handed out, since the
    /// text may not be a URI reference.
    #[inline]
    pub(crate) fn components(&self) -> UriRef<'a> {
        UriRef::from_layout(self.text, self.layout)
    }

    /// Parses an `IRI-reference`: an IRI or a relative IRI reference.
    ///
    /// ```
    /// let r = rfc3986::IriRef::parse("../ĝ?ŷ#ŝ")?;
    /// assert!(r.is_relative());
    /// assert_eq!(r.path().as_str(), "../ĝ");
    /// assert!(rfc3986::IriRef::parse("/a b").is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    ///
    /// # Errors
    /// An [`Error`] saying where the input stops being an IRI reference and
    /// what was expected there.
    #[inline]
    pub fn parse(input: &'a str) -> Result<Self, Error> {
        parse::parse_with(input, Goal::IriReference, |layout| {
            IriRef::from_layout(input, layout)
        })
    }

    /// Parses an `IRI-reference`, a refusal told by a [`Refusal`]: the
    /// index [`parse`](Self::parse)'s error gives, without a copy of the
    /// input (see [`UriRef::parse_quick`](crate::UriRef::parse_quick)).
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// for input in ["http://h/é?q", "../ĝ", "a b", "http://[::1", "%zz", "/\u{FFFE}"] {
    ///     let quick = IriRef::parse_quick(input).map_err(|refusal| refusal.error(input));
    ///     assert_eq!(quick, IriRef::parse(input));
    /// }
    /// ```
    ///
    /// # Errors
    /// A [`Refusal`] saying where the input stops being an IRI reference.
    #[inline]
    pub fn parse_quick(input: &'a str) -> Result<Self, Refusal> {
        parse::parse_quick_with(input, Goal::IriReference, |layout| {
            IriRef::from_layout(input, layout)
        })
    }

    /// Parses an `IRI-reference` when the reason for a refusal is not
    /// wanted: `None` where [`parse`](Self::parse) gives an error, at the
    /// cost of the recognizer's pass alone (no error is built). For a
    /// verdict over many inputs, most of them refused, or a column of a
    /// table.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// for input in ["http://h/é?q", "../ĝ", "", "a b", "http://[::1", "%zz"] {
    ///     assert_eq!(IriRef::recognize(input), IriRef::parse(input).ok());
    /// }
    /// ```
    #[must_use]
    #[inline]
    pub fn recognize(input: &'a str) -> Option<Self> {
        parse::recognize(input, Goal::IriReference).map(|layout| IriRef::from_layout(input, layout))
    }

    /// The reference exactly as it was parsed.
    ///
    /// ```
    /// let r = rfc3986::IriRef::parse("HTTP://h/./é")?;
    /// assert_eq!(r.as_str(), "HTTP://h/./é");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// This reference as a URI reference, when its text is all ASCII:
    /// then it is one, with the same components, since each rule of RFC
    /// 3987 is the RFC 3986 rule of the same name with non-ASCII characters
    /// added. Nothing is copied; the text is scanned once. For any IRI
    /// reference, [`IriRef::to_uri`] maps it to a URI reference.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// assert_eq!(IriRef::parse("/a?q")?.as_uri_ref().map(|r| r.query()), Some(Some("q")));
    /// assert!(IriRef::parse("/ä")?.as_uri_ref().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_uri_ref(&self) -> Option<UriRef<'a>> {
        self.text.is_ascii().then(|| self.components())
    }

    delegate! { components => UriRef:
        /// Whether this is a relative reference (no scheme).
        ///
        /// ```
        /// assert!(rfc3986::IriRef::parse("//例え/p")?.is_relative());
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn is_relative(&self) -> bool;
        /// The scheme, without its `:`; `None` for a relative reference.
        /// A scheme is ASCII in IRIs too.
        ///
        /// ```
        /// assert_eq!(rfc3986::IriRef::parse("urn:例")?.scheme(), Some("urn"));
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn scheme(&self) -> Option<&'a str>;
        /// The authority (`iauthority`), without its `//`.
        ///
        /// ```
        /// let iri = rfc3986::IriRef::parse("//josé@例え:80/")?;
        /// assert_eq!(iri.authority().map(|a| a.as_str()), Some("josé@例え:80"));
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn authority(&self) -> Option<Authority<'a>>;
        /// The userinfo (`iuserinfo`), without its `@`.
        ///
        /// ```
        /// assert_eq!(rfc3986::IriRef::parse("//josé@h/")?.userinfo(), Some("josé"));
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn userinfo(&self) -> Option<&'a str>;
        /// The host (`ihost`): a registered name may hold non-ASCII
        /// characters, as written (no IDNA processing).
        ///
        /// ```
        /// use rfc3986::{Host, IriRef};
        ///
        /// assert_eq!(IriRef::parse("http://bücher.example/")?.host(), Some(Host::RegName { name: "bücher.example" }));
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn host(&self) -> Option<Host<'a>>;
        /// The port, without its `:`.
        ///
        /// ```
        /// assert_eq!(rfc3986::IriRef::parse("//例え:8080")?.port().map(|p| p.as_str()), Some("8080"));
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn port(&self) -> Option<Port<'a>>;
        /// The port as a number: `Ok(None)` when there is none or it is
        /// empty.
        ///
        /// ```
        /// assert_eq!(rfc3986::IriRef::parse("//例え:8080")?.port_u16(), Ok(Some(8080)));
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        ///
        /// # Errors
        /// [`PortOverflow`] when the digits denote a number above 65535.
        fn port_u16(&self) -> Result<Option<u16>, PortOverflow>;
        /// The path (`ipath`), always present, possibly empty.
        ///
        /// ```
        /// let iri = rfc3986::IriRef::parse("http://h/дом/файл?q")?;
        /// assert_eq!(iri.path().segments().collect::<Vec<_>>(), ["дом", "файл"]);
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn path(&self) -> Path<'a>;
        /// The query (`iquery`), without its `?`; it alone may hold private
        /// use characters (`iprivate`).
        ///
        /// ```
        /// assert_eq!(rfc3986::IriRef::parse("/p?\u{E000}")?.query(), Some("\u{E000}"));
        /// assert!(rfc3986::IriRef::parse("/p#\u{E000}").is_err());
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn query(&self) -> Option<&'a str>;
        /// The fragment (`ifragment`), without its `#`.
        ///
        /// ```
        /// assert_eq!(rfc3986::IriRef::parse("/p#Überblick")?.fragment(), Some("Überblick"));
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn fragment(&self) -> Option<&'a str>;
        /// The reference built back from its components (RFC 3986 §5.3):
        /// exactly [`IriRef::as_str`] for a parsed reference.
        ///
        /// ```
        /// let iri = rfc3986::IriRef::parse("s://ü@h:/p?#")?;
        /// assert_eq!(iri.recompose(), iri.as_str());
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn recompose(&self) -> String;
        /// The `&`-separated `key=value` pairs of the query, as written
        /// (the HTML form convention; see [`crate::reference::query`]).
        ///
        /// ```
        /// let iri = rfc3986::IriRef::parse("/?ключ=значение&b")?;
        /// let pairs: Vec<_> = iri.query_pairs().collect();
        /// assert_eq!(pairs, [("ключ", Some("значение")), ("b", None)]);
        /// # Ok::<_, rfc3986::Error>(())
        /// ```
        fn query_pairs(&self) -> Pairs<'a>;
    }
}

text_traits!(IriRef);

narrowed!(
    /// An IRI ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
    /// an IRI reference that has a scheme.
    ///
    /// ```
    /// use rfc3986::Iri;
    ///
    /// let iri = Iri::parse("mailto:josé@example.com")?;
    /// assert_eq!((iri.scheme(), iri.path().as_str()), ("mailto", "josé@example.com"));
    /// assert!(Iri::parse("//例え/").is_err()); // no scheme
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    Iri of IriRef viewed by as_iri_ref,
    Goal::Iri
);

narrowed!(
    /// An absolute IRI (`absolute-IRI`, [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
    /// an IRI without a fragment, as a base IRI must be.
    ///
    /// ```
    /// use rfc3986::AbsoluteIri;
    ///
    /// let base = AbsoluteIri::parse("http://例え/a/b?q")?;
    /// assert_eq!(base.join("../ç")?.as_str(), "http://例え/ç");
    /// assert!(AbsoluteIri::parse("http://例え/#f").is_err()); // a fragment
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    AbsoluteIri of IriRef viewed by as_iri_ref,
    Goal::AbsoluteIri
);

narrowed!(
    /// A relative IRI reference (`irelative-ref`, [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
    /// an IRI reference without a scheme.
    ///
    /// ```
    /// use rfc3986::IrelativeRef;
    ///
    /// let r = IrelativeRef::parse("//例え/p?q")?;
    /// assert_eq!((r.host().map(|h| h.as_str()), r.query()), (Some("例え"), Some("q")));
    /// assert!(IrelativeRef::parse("http:g").is_err()); // a scheme
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    IrelativeRef of IriRef viewed by as_iri_ref,
    Goal::IrelativeRef
);

impl<'a> Iri<'a> {
    /// The scheme, which an IRI always has.
    ///
    /// ```
    /// let iri = rfc3986::Iri::parse("HTTPS://例え/#f")?;
    /// assert_eq!(iri.scheme(), "HTTPS"); // a `&str`, not an `Option`, and as written
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn scheme(&self) -> &'a str {
        self.0.scheme().unwrap_or_default()
    }
}

impl<'a> AbsoluteIri<'a> {
    /// The scheme, which an absolute IRI always has.
    ///
    /// ```
    /// let base = rfc3986::AbsoluteIri::parse("urn:例:a?q")?;
    /// assert_eq!(base.scheme(), "urn");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn scheme(&self) -> &'a str {
        self.0.scheme().unwrap_or_default()
    }
}
