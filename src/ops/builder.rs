//! Assembling a URI reference from its components
//! ([RFC 3986 §5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3)),
//! each checked against its own ABNF rule and against the rules that tie the
//! components together (§3, §3.3, §4.2).
//!
//! ```
//! use rfc3986::UriRefBuilder;
//! use rfc3986::builder::{Part, Reason};
//! use rfc3986::grammar::Rule;
//!
//! let uri = UriRefBuilder::new()
//!     .scheme("https")
//!     .host("example.com")
//!     .port(8443)
//!     .path("/a/b")
//!     .query("x=1")
//!     .build()?;
//! assert_eq!(uri.as_str(), "https://example.com:8443/a/b?x=1");
//!
//! let error = UriRefBuilder::new().host("a b").build().unwrap_err();
//! assert_eq!(error.part(), Part::Host);
//! assert_eq!(error.reason(), &Reason::Syntax);
//! assert_eq!(error.expected(), Rule::host);
//! # Ok::<_, rfc3986::BuildError>(())
//! ```

use alloc::borrow::ToOwned;
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::net::IpAddr;

use crate::error::parse_error::Error;
use crate::grammars::uri::{self as grammar, Rule};
use crate::reference::narrow::Mismatch;
use crate::reference::owned::UriRefBuf;
use crate::reference::uri_ref::UriRef;

/// Builds a URI reference ([RFC 3986 §4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1))
/// from its components, written as they are to appear (percent-encoded: see
/// [`percent::encode`](crate::text::percent::encode)).
///
/// Every component is optional and absent until set, but the path, which is
/// always present and empty until set (§3.3). Setting a component to `""`
/// makes it present and empty: `query("")` writes a bare `?`. A host makes
/// an authority (`//`), even an empty one (`file:///etc` has the host `""`).
///
/// [`UriRefBuilder::build`] recomposes the reference as §5.3 does and
/// parses it: when it reads back with exactly the components set, every
/// component matched its ABNF rule and the rules between components held.
/// Otherwise it checks each component against its rule, then the rules
/// between components, to say which one is refused and why. What it
/// returns is always a valid reference. It refuses:
/// - a component that does not match its rule: `scheme`, `userinfo`,
///   `host` (an `IP-literal` in brackets, an `IPv4address` or a `reg-name`),
///   `port`, `path`, `query`, `fragment`;
/// - a userinfo or a port without a host (§3.2: they are parts of an
///   authority, which has a host);
/// - with an authority, a path that is neither empty nor begins with `/`
///   (§3.3);
/// - without an authority, a path that begins with `//` (§3.3: it would be
///   read as an authority);
/// - without a scheme or an authority, a path whose first segment holds a
///   `:` (§4.2: it would be read as a scheme).
///
/// ```
/// use rfc3986::UriRefBuilder;
/// use rfc3986::percent::{self, Component};
///
/// let name = "Ünïcode & spaces";
/// let uri = UriRefBuilder::new()
///     .scheme("http")
///     .host("example.com")
///     .path(format!("/files/{}", percent::encode(name, Component::PathSegment)))
///     .query(format!("q={}", percent::encode("a&b=c", Component::QueryParam)))
///     .fragment("")
///     .build()?;
/// assert_eq!(
///     uri.as_str(),
///     "http://example.com/files/%C3%9Cn%C3%AFcode%20&%20spaces?q=a%26b%3Dc#"
/// );
/// # Ok::<_, rfc3986::BuildError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UriRefBuilder {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

impl UriRefBuilder {
    /// A builder with every component absent and the path empty: it builds
    /// the empty relative reference `""`
    /// ([RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)).
    ///
    /// ```
    /// let empty = rfc3986::UriRefBuilder::new().build()?;
    /// assert_eq!(empty.as_str(), "");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn new() -> Self {
        UriRefBuilder::default()
    }

    /// Sets the scheme ([RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)),
    /// without its `:`, checked against `scheme`. Its case is kept.
    ///
    /// ```
    /// let uri = rfc3986::UriRefBuilder::new().scheme("urn").path("isbn:0451450523").build()?;
    /// assert_eq!(uri.as_str(), "urn:isbn:0451450523");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn scheme(mut self, scheme: impl Into<String>) -> Self {
        self.scheme = Some(scheme.into());
        self
    }

    /// Sets the userinfo ([RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)),
    /// without its `@`, checked against `userinfo`. It needs a host.
    ///
    /// ```
    /// let uri = rfc3986::UriRefBuilder::new().scheme("ftp").userinfo("anonymous").host("h").build()?;
    /// assert_eq!(uri.as_str(), "ftp://anonymous@h");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn userinfo(mut self, userinfo: impl Into<String>) -> Self {
        self.userinfo = Some(userinfo.into());
        self
    }

    /// Sets the host ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)),
    /// as written, checked against `host`: an `IP-literal` with its brackets,
    /// an `IPv4address` or a `reg-name` (possibly empty). A host makes an
    /// authority.
    ///
    /// ```
    /// let uri = rfc3986::UriRefBuilder::new().scheme("http").host("[::1]").path("/").build()?;
    /// assert_eq!(uri.as_str(), "http://[::1]/");
    /// let file = rfc3986::UriRefBuilder::new().scheme("file").host("").path("/etc").build()?;
    /// assert_eq!(file.as_str(), "file:///etc");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn host(mut self, host: impl Into<String>) -> Self {
        self.host = Some(host.into());
        self
    }

    /// Sets the host to an IP address ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)):
    /// an IPv4 address as `IPv4address`, an IPv6 address as an `IP-literal`
    /// in brackets.
    ///
    /// ```
    /// use std::net::{Ipv4Addr, Ipv6Addr};
    /// use rfc3986::UriRefBuilder;
    ///
    /// let v6 = UriRefBuilder::new().host_ip(Ipv6Addr::LOCALHOST.into()).build()?;
    /// assert_eq!(v6.as_str(), "//[::1]");
    /// let v4 = UriRefBuilder::new().host_ip(Ipv4Addr::new(192, 0, 2, 1).into()).build()?;
    /// assert_eq!(v4.as_str(), "//192.0.2.1");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn host_ip(self, address: IpAddr) -> Self {
        match address {
            IpAddr::V4(v4) => self.host(v4.to_string()),
            IpAddr::V6(v6) => self.host(format!("[{v6}]")),
        }
    }

    /// Sets the port ([RFC 3986 §3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)),
    /// without its `:`, checked against `port` (any number of digits, even
    /// none). Takes a number or text: `port(8080)`, `port("08080")`. It
    /// needs a host.
    ///
    /// ```
    /// use rfc3986::UriRefBuilder;
    ///
    /// let uri = UriRefBuilder::new().scheme("http").host("h").port(8080u16).build()?;
    /// assert_eq!(uri.as_str(), "http://h:8080");
    /// let empty = UriRefBuilder::new().scheme("http").host("h").port("").build()?;
    /// assert_eq!(empty.as_str(), "http://h:");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn port(mut self, port: impl fmt::Display) -> Self {
        self.port = Some(port.to_string());
        self
    }

    /// Sets the path ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)),
    /// as written, checked against `path` and against the other components
    /// (see [`UriRefBuilder`]).
    ///
    /// ```
    /// let relative = rfc3986::UriRefBuilder::new().path("../a/b").build()?;
    /// assert_eq!(relative.as_str(), "../a/b");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn path(mut self, path: impl Into<String>) -> Self {
        self.path = path.into();
        self
    }

    /// Sets the query ([RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)),
    /// without its `?`, checked against `query`.
    ///
    /// ```
    /// let uri = rfc3986::UriRefBuilder::new().path("/s").query("a=1&b=/?").build()?;
    /// assert_eq!(uri.as_str(), "/s?a=1&b=/?");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn query(mut self, query: impl Into<String>) -> Self {
        self.query = Some(query.into());
        self
    }

    /// Sets the fragment ([RFC 3986 §3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)),
    /// without its `#`, checked against `fragment`.
    ///
    /// ```
    /// let uri = rfc3986::UriRefBuilder::new().fragment("top").build()?;
    /// assert_eq!(uri.as_str(), "#top");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn fragment(mut self, fragment: impl Into<String>) -> Self {
        self.fragment = Some(fragment.into());
        self
    }

    /// Recomposes the components
    /// ([RFC 3986 §5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3))
    /// and parses the result as a `URI-reference` (§4.1); a result that does
    /// not read back with the components set is explained by checking each.
    ///
    /// ```
    /// use rfc3986::UriRefBuilder;
    /// use rfc3986::builder::{Part, Reason};
    ///
    /// let uri = UriRefBuilder::new().scheme("mailto").path("user@example.com").build()?;
    /// assert_eq!(uri.scheme(), Some("mailto"));
    ///
    /// let error = UriRefBuilder::new().path("a:b").build().unwrap_err();
    /// assert_eq!((error.part(), error.reason()), (Part::Path, &Reason::ColonInFirstSegment));
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    ///
    /// # Errors
    /// A [`BuildError`] naming the first component refused, the reason, and
    /// the rule it had to match.
    pub fn build(&self) -> Result<UriRefBuf, BuildError> {
        let (text, spans) = self.recompose();
        // The usual case, in one parse: the text is a reference that reads
        // back with exactly the parts set. Each part then matched its own
        // rule and the rules between the parts held (a reference reads one
        // way only), so there is nothing left to check. Otherwise the
        // checks say which part is wrong and why.
        let read = UriRef::parse(&text).map(|r| (self.reads_back(&r), r.layout()));
        if let Ok((true, layout)) = read {
            return Ok(UriRefBuf::from_parts(text, layout));
        }
        self.check()?;
        match read {
            Ok((_, layout)) => Ok(UriRefBuf::from_parts(text, layout)),
            Err(error) => {
                // The checks above leave no way for this to happen; the
                // error is still reported rather than assumed away.
                let part = spans
                    .iter()
                    .find(|(_, start, end)| (*start..=*end).contains(&error.index()))
                    .map_or(Part::Path, |(part, _, _)| *part);
                Err(BuildError {
                    part,
                    value: self.value(part).unwrap_or_default().to_owned(),
                    reason: Reason::Unparsable(Box::new(error)),
                })
            }
        }
    }

    /// Whether `r` has exactly the parts set, each absent where it is unset.
    fn reads_back(&self, r: &UriRef<'_>) -> bool {
        let authority = r.authority();
        r.scheme() == self.scheme.as_deref()
            && authority.map(|a| a.host().as_str()) == self.host.as_deref()
            && authority.and_then(|a| a.userinfo()) == self.userinfo.as_deref()
            && authority.and_then(|a| a.port()).map(|p| p.as_str()) == self.port.as_deref()
            && r.path().as_str() == self.path
            && r.query() == self.query.as_deref()
            && r.fragment() == self.fragment.as_deref()
    }

    /// The text set for `part`, if any.
    fn value(&self, part: Part) -> Option<&str> {
        match part {
            Part::Scheme => self.scheme.as_deref(),
            Part::Authority => None,
            Part::Userinfo => self.userinfo.as_deref(),
            Part::Host => self.host.as_deref(),
            Part::Port => self.port.as_deref(),
            Part::Path => Some(&self.path),
            Part::Query => self.query.as_deref(),
            Part::Fragment => self.fragment.as_deref(),
        }
    }

    /// Every check of [`UriRefBuilder::build`], in order.
    fn check(&self) -> Result<(), BuildError> {
        for part in Part::ALL {
            if let Some(value) = self
                .value(part)
                .filter(|value| !grammar::matches(part.rule(), value))
            {
                return Err(BuildError::new(part, value, Reason::Syntax));
            }
        }
        if self.host.is_none() {
            for part in [Part::Userinfo, Part::Port] {
                if let Some(value) = self.value(part) {
                    return Err(BuildError::new(part, value, Reason::NoHost));
                }
            }
        }
        let path = self.path.as_str();
        let reason = if self.host.is_some() {
            (!path.is_empty() && !path.starts_with('/')).then_some(Reason::PathNotAbsolute)
        } else if path.starts_with("//") {
            Some(Reason::PathStartsWithTwoSlashes)
        } else if self.scheme.is_none()
            && path
                .split('/')
                .next()
                .is_some_and(|first| first.contains(':'))
        {
            Some(Reason::ColonInFirstSegment)
        } else {
            None
        };
        match reason {
            Some(reason) => Err(BuildError::new(Part::Path, path, reason)),
            None => Ok(()),
        }
    }

    /// The reference as §5.3 writes it, with the byte range of each part.
    fn recompose(&self) -> (String, Vec<(Part, usize, usize)>) {
        let mut out = String::new();
        let mut spans = Vec::new();
        let mut push = |out: &mut String, part: Part, text: &str| {
            spans.push((part, out.len(), out.len() + text.len()));
            out.push_str(text);
        };
        if let Some(scheme) = &self.scheme {
            push(&mut out, Part::Scheme, scheme);
            out.push(':');
        }
        if let Some(host) = &self.host {
            out.push_str("//");
            if let Some(userinfo) = &self.userinfo {
                push(&mut out, Part::Userinfo, userinfo);
                out.push('@');
            }
            push(&mut out, Part::Host, host);
            if let Some(port) = &self.port {
                out.push(':');
                push(&mut out, Part::Port, port);
            }
        }
        push(&mut out, Part::Path, &self.path);
        if let Some(query) = &self.query {
            out.push('?');
            push(&mut out, Part::Query, query);
        }
        if let Some(fragment) = &self.fragment {
            out.push('#');
            push(&mut out, Part::Fragment, fragment);
        }
        (out, spans)
    }
}

impl From<UriRef<'_>> for UriRefBuilder {
    /// A builder holding the components of `reference`, as written: it
    /// builds `reference` again until a component is changed.
    ///
    /// ```
    /// use rfc3986::{UriRef, UriRefBuilder};
    ///
    /// let r = UriRef::parse("http://user@h:80/a?q#f")?;
    /// let changed = UriRefBuilder::from(r).query("x=1").build()?;
    /// assert_eq!(changed.as_str(), "http://user@h:80/a?x=1#f");
    /// assert_eq!(UriRefBuilder::from(r).build()?, r);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    fn from(reference: UriRef<'_>) -> Self {
        let authority = reference.authority();
        UriRefBuilder {
            scheme: reference.scheme().map(str::to_owned),
            userinfo: authority
                .and_then(|authority| authority.userinfo())
                .map(str::to_owned),
            host: authority.map(|authority| authority.host().as_str().to_owned()),
            port: authority
                .and_then(|authority| authority.port())
                .map(|port| port.as_str().to_owned()),
            path: reference.path().as_str().to_owned(),
            query: reference.query().map(str::to_owned),
            fragment: reference.fragment().map(str::to_owned),
        }
    }
}

impl From<&UriRef<'_>> for UriRefBuilder {
    /// A builder holding the components of `reference`, as written.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("../a")?;
    /// let built = rfc3986::UriRefBuilder::from(&r).fragment("top").build()?;
    /// assert_eq!(built.as_str(), "../a#top");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    fn from(reference: &UriRef<'_>) -> Self {
        UriRefBuilder::from(*reference)
    }
}

/// What the editing methods of the owned types change, in place.
impl UriRefBuilder {
    /// The part, set to `value` or made absent. The path cannot be absent:
    /// `None` empties it. An authority is set through its three parts;
    /// `Part::Authority` removes all three.
    pub(crate) fn set(&mut self, part: Part, value: Option<&str>) {
        let value = value.map(str::to_owned);
        match part {
            Part::Scheme => self.scheme = value,
            Part::Authority => {
                debug_assert!(value.is_none(), "an authority is set by its parts");
                self.userinfo = None;
                self.host = None;
                self.port = None;
            }
            Part::Userinfo => self.userinfo = value,
            Part::Host => self.host = value,
            Part::Port => self.port = value,
            Part::Path => self.path = value.unwrap_or_default(),
            Part::Query => self.query = value,
            Part::Fragment => self.fragment = value,
        }
    }
}

/// A component of a reference, as [`BuildError`] names it
/// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
///
/// ```
/// use rfc3986::builder::Part;
/// use rfc3986::grammar::Rule;
///
/// assert_eq!(Part::Host.rule(), Rule::host);
/// assert_eq!(Part::Host.to_string(), "host");
/// assert_eq!(Part::Host.section(), "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2");
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Part {
    /// The scheme ([§3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)).
    Scheme,
    /// The whole authority ([§3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2)),
    /// as set by `set_authority` on the owned types.
    Authority,
    /// The userinfo ([§3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)).
    Userinfo,
    /// The host ([§3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)).
    Host,
    /// The port ([§3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)).
    Port,
    /// The path ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
    Path,
    /// The query ([§3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)).
    Query,
    /// The fragment ([§3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)).
    Fragment,
}

impl Part {
    /// Every part a builder holds, in the order of a reference.
    const ALL: [Part; 7] = [
        Part::Scheme,
        Part::Userinfo,
        Part::Host,
        Part::Port,
        Part::Path,
        Part::Query,
        Part::Fragment,
    ];

    /// The grammar rule the part's text must match on its own
    /// ([RFC 3986 Appendix A](https://www.rfc-editor.org/rfc/rfc3986#appendix-A)).
    ///
    /// ```
    /// use rfc3986::builder::Part;
    /// use rfc3986::grammar::{self, Rule};
    ///
    /// assert_eq!(Part::Port.rule(), Rule::port);
    /// assert!(grammar::matches(Part::Port.rule(), "8080"));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn rule(self) -> Rule {
        match self {
            Part::Scheme => Rule::scheme,
            Part::Authority => Rule::authority,
            Part::Userinfo => Rule::userinfo,
            Part::Host => Rule::host,
            Part::Port => Rule::port,
            Part::Path => Rule::path,
            Part::Query => Rule::query,
            Part::Fragment => Rule::fragment,
        }
    }

    /// The address of the section of RFC 3986 that defines the part
    /// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    ///
    /// ```
    /// use rfc3986::builder::Part;
    ///
    /// assert!(Part::Query.section().ends_with("#section-3.4"));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn section(self) -> &'static str {
        match self {
            Part::Scheme => "https://www.rfc-editor.org/rfc/rfc3986#section-3.1",
            Part::Authority => "https://www.rfc-editor.org/rfc/rfc3986#section-3.2",
            Part::Userinfo => "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1",
            Part::Host => "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2",
            Part::Port => "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3",
            Part::Path => "https://www.rfc-editor.org/rfc/rfc3986#section-3.3",
            Part::Query => "https://www.rfc-editor.org/rfc/rfc3986#section-3.4",
            Part::Fragment => "https://www.rfc-editor.org/rfc/rfc3986#section-3.5",
        }
    }
}

impl fmt::Display for Part {
    /// The part's name as RFC 3986 spells it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(grammar::abnf_name(self.rule()))
    }
}

/// Why [`UriRefBuilder::build`] refused a component
/// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
///
/// ```
/// use rfc3986::UriRefBuilder;
/// use rfc3986::builder::{Part, Reason};
///
/// let error = UriRefBuilder::new().port(80).build().unwrap_err();
/// assert_eq!((error.part(), error.reason()), (Part::Port, &Reason::NoHost));
/// # Ok::<_, rfc3986::BuildError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// The text does not match the part's rule ([`Part::rule`], from
    /// [Appendix A](https://www.rfc-editor.org/rfc/rfc3986#appendix-A)).
    Syntax,
    /// A userinfo or a port without a host: both exist only inside an
    /// authority, `[ userinfo "@" ] host [ ":" port ]`
    /// ([§3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2)).
    NoHost,
    /// A path that is neither empty nor begins with `/`, after an authority
    /// ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3): "When
    /// authority is present, the path must either be empty or begin with a
    /// slash").
    PathNotAbsolute,
    /// A path that begins with `//`, without an authority
    /// ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3): "If a URI
    /// does not contain an authority component, then the path cannot begin
    /// with two slash characters"). It would be read as an authority.
    PathStartsWithTwoSlashes,
    /// A relative path whose first segment holds a `:`, without a scheme or
    /// an authority ([§4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2),
    /// `path-noscheme` in [§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
    /// It would be read as a scheme; `./a:b` is the way to write it.
    ColonInFirstSegment,
    /// The assembled text did not parse as a `URI-reference`
    /// ([§4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1)). The
    /// checks before it leave no way for this to happen; the part is the one
    /// where the parse stopped. Boxed: a parse error keeps a short input
    /// inline, and this reason is never the common one.
    Unparsable(Box<Error>),
    /// The change would take an owned reference out of the production of
    /// its type: a scheme for a `RelativeRefBuf`
    /// ([§4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)), a
    /// fragment for an `AbsoluteUriBuf`
    /// ([§4.3](https://www.rfc-editor.org/rfc/rfc3986#section-4.3)). The
    /// reference is left as it was.
    Narrower(Mismatch),
}

/// A component [`UriRefBuilder::build`] refused: which one, its text, why,
/// and the rule it had to match
/// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
///
/// ```
/// use rfc3986::UriRefBuilder;
/// use rfc3986::builder::{Part, Reason};
/// use rfc3986::grammar::Rule;
///
/// let error = UriRefBuilder::new().scheme("http").host("h").path("x").build().unwrap_err();
/// assert_eq!(error.part(), Part::Path);
/// assert_eq!(error.value(), "x");
/// assert_eq!(error.reason(), &Reason::PathNotAbsolute);
/// assert_eq!(error.expected(), Rule::path_abempty);
/// assert_eq!(
///     error.to_string(),
///     "path \"x\" must be empty or begin with \"/\" after an authority \
///      (expected path-abempty, RFC 3986 §3.3)"
/// );
/// # Ok::<_, rfc3986::BuildError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildError {
    part: Part,
    value: String,
    reason: Reason,
}

impl BuildError {
    pub(crate) fn new(part: Part, value: &str, reason: Reason) -> Self {
        BuildError {
            part,
            value: value.to_owned(),
            reason,
        }
    }

    /// The component that was refused
    /// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    ///
    /// ```
    /// let error = rfc3986::UriRefBuilder::new().scheme("1http").build().unwrap_err();
    /// assert_eq!(error.part(), rfc3986::builder::Part::Scheme);
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn part(&self) -> Part {
        self.part
    }

    /// The text of the component that was refused
    /// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    ///
    /// ```
    /// let error = rfc3986::UriRefBuilder::new().query("a#b").build().unwrap_err();
    /// assert_eq!(error.value(), "a#b");
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn value(&self) -> &str {
        &self.value
    }

    /// Why the component was refused
    /// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    ///
    /// ```
    /// use rfc3986::builder::Reason;
    ///
    /// let error = rfc3986::UriRefBuilder::new().path("//a").build().unwrap_err();
    /// assert_eq!(error.reason(), &Reason::PathStartsWithTwoSlashes);
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn reason(&self) -> &Reason {
        &self.reason
    }

    /// The rule the component had to match
    /// ([RFC 3986 Appendix A](https://www.rfc-editor.org/rfc/rfc3986#appendix-A)):
    /// the part's own rule for [`Reason::Syntax`]; `path-abempty`,
    /// `path-absolute` or `path-noscheme` for a path refused beside the other
    /// components; `authority` for a userinfo or port without a host;
    /// `URI-reference` when the assembled text did not parse.
    ///
    /// ```
    /// use rfc3986::grammar::Rule;
    ///
    /// let error = rfc3986::UriRefBuilder::new().path("a:b").build().unwrap_err();
    /// assert_eq!(error.expected(), Rule::path_noscheme);
    /// # Ok::<_, rfc3986::BuildError>(())
    /// ```
    #[must_use]
    pub fn expected(&self) -> Rule {
        match self.reason {
            Reason::Syntax => self.part.rule(),
            Reason::NoHost => Rule::authority,
            Reason::PathNotAbsolute => Rule::path_abempty,
            Reason::PathStartsWithTwoSlashes => Rule::path_absolute,
            Reason::ColonInFirstSegment => Rule::path_noscheme,
            Reason::Unparsable(_) => Rule::URI_reference,
            Reason::Narrower(Mismatch::NoScheme) => Rule::URI,
            Reason::Narrower(Mismatch::Scheme) => Rule::relative_ref,
            Reason::Narrower(Mismatch::Fragment) => Rule::absolute_URI,
        }
    }

    /// The RFC 3986 section that the refusal comes from, as a section sign
    /// and number: `§3.3`
    /// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    fn section(&self) -> &'static str {
        match self.reason {
            Reason::Syntax => match self.part {
                Part::Scheme => "§3.1",
                Part::Authority => "§3.2",
                Part::Userinfo => "§3.2.1",
                Part::Host => "§3.2.2",
                Part::Port => "§3.2.3",
                Part::Path => "§3.3",
                Part::Query => "§3.4",
                Part::Fragment => "§3.5",
            },
            Reason::NoHost => "§3.2",
            Reason::PathNotAbsolute | Reason::PathStartsWithTwoSlashes => "§3.3",
            Reason::ColonInFirstSegment => "§4.2",
            Reason::Unparsable(_) => "§4.1",
            Reason::Narrower(Mismatch::NoScheme) => "§3",
            Reason::Narrower(Mismatch::Scheme) => "§4.2",
            Reason::Narrower(Mismatch::Fragment) => "§4.3",
        }
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {:?} ", self.part, self.value)?;
        match &self.reason {
            Reason::Syntax => f.write_str("does not match its rule")?,
            Reason::NoHost => f.write_str("needs a host")?,
            Reason::PathNotAbsolute => {
                f.write_str("must be empty or begin with \"/\" after an authority")?;
            }
            Reason::PathStartsWithTwoSlashes => {
                f.write_str("cannot begin with \"//\" without an authority")?;
            }
            Reason::ColonInFirstSegment => f.write_str(
                "cannot have \":\" in its first segment without a scheme or an authority",
            )?,
            Reason::Unparsable(error) => write!(f, "left the reference unparsable: {error}")?,
            Reason::Narrower(_) => write!(
                f,
                "would take the reference out of {}",
                grammar::abnf_name(self.expected())
            )?,
        }
        write!(
            f,
            " (expected {}, RFC 3986 {})",
            grammar::abnf_name(self.expected()),
            self.section()
        )
    }
}

impl core::error::Error for BuildError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.reason {
            Reason::Unparsable(error) => Some(&**error),
            _ => None,
        }
    }
}
