//! The authority component and its parts (RFC 3986 §3.2).

use core::fmt;
use core::net::IpAddr;
use core::net::{Ipv4Addr, Ipv6Addr};

use crate::compiled::layout::{AuthorityLayout, HostData, Span};

/// The authority component, `[ userinfo "@" ] host [ ":" port ]`
/// ([RFC 3986 §3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2)).
///
/// Each part is found when asked for, from where the parse left the host.
///
/// ```
/// use rfc3986::UriRef;
///
/// let authority = UriRef::parse("ftp://anon@ftp.example.org:21/pub")?.authority().unwrap();
/// assert_eq!(authority.userinfo(), Some("anon"));
/// assert_eq!(authority.host().as_str(), "ftp.example.org");
/// assert_eq!(authority.port().map(|p| p.as_str()), Some("21"));
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Clone, Copy)]
pub struct Authority<'a> {
    /// The whole reference.
    text: &'a str,
    /// Where the authority lies in it.
    whole: Span,
    layout: AuthorityLayout,
}

impl<'a> Authority<'a> {
    /// The view of the authority `whole` laid out in `text`.
    #[inline]
    pub(crate) fn new(text: &'a str, whole: Span, layout: AuthorityLayout) -> Self {
        Authority {
            text,
            whole,
            layout,
        }
    }

    /// The whole authority as written, without the leading `//`.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("http://user@[::1]:8080/a")?;
    /// assert_eq!(r.authority().map(|a| a.as_str()), Some("user@[::1]:8080"));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.whole.of(self.text)
    }

    /// The userinfo subcomponent ([§3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)),
    /// without its `@`: `None` when there is no `@`, `Some("")` for `//@host`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let authority = |s| UriRef::parse(s).map(|r| r.authority().unwrap());
    /// assert_eq!(authority("//user:pw@host")?.userinfo(), Some("user:pw"));
    /// assert_eq!(authority("//@host")?.userinfo(), Some(""));
    /// assert_eq!(authority("//host")?.userinfo(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn userinfo(&self) -> Option<&'a str> {
        self.layout
            .userinfo(self.whole)
            .map(|span| span.of(self.text))
    }

    /// The host subcomponent ([§3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)),
    /// always present, possibly an empty reg-name.
    ///
    /// ```
    /// use rfc3986::{Host, UriRef};
    ///
    /// let authority = UriRef::parse("file:///etc/hosts")?.authority().unwrap();
    /// assert_eq!(authority.host(), Host::RegName { name: "" });
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn host(&self) -> Host<'a> {
        let text = self.layout.host.of(self.text);
        match self.layout.host_data {
            HostData::RegName => Host::RegName { name: text },
            HostData::Ipv4(address) => Host::Ipv4 { address, text },
            HostData::Ipv6(address) => Host::Ipv6 {
                address,
                literal: text,
            },
            HostData::IpvFuture => {
                // `"[v" 1*HEXDIG "." address "]"`: the first "." ends the
                // version, and none of it is outside ASCII.
                let inner = text
                    .strip_prefix('[')
                    .and_then(|t| t.strip_suffix(']'))
                    .unwrap_or_default();
                let (version, address) = inner.split_once('.').unwrap_or_default();
                Host::IpvFuture {
                    version: version.get(1..).unwrap_or_default(),
                    address,
                    literal: text,
                }
            }
        }
    }

    /// The port subcomponent ([§3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)),
    /// without its `:`: `None` when there is no `:`, an empty [`Port`] for `host:`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let authority = |s| UriRef::parse(s).map(|r| r.authority().unwrap());
    /// assert_eq!(authority("//h:8080")?.port().map(|p| p.as_str()), Some("8080"));
    /// assert!(authority("//h:")?.port().is_some_and(|p| p.is_empty()));
    /// assert_eq!(authority("//h")?.port(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn port(&self) -> Option<Port<'a>> {
        self.layout.port(self.whole).map(|span| Port {
            text: span.of(self.text),
            index: span.start,
        })
    }
}

/// Two authorities are equal when their parts are: the same text, the same
/// host, the port at the same place.
impl PartialEq for Authority<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
            && self.userinfo() == other.userinfo()
            && self.host() == other.host()
            && self.port() == other.port()
    }
}

impl Eq for Authority<'_> {}

impl fmt::Debug for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Authority")
            .field("text", &self.as_str())
            .field("userinfo", &self.userinfo())
            .field("host", &self.host())
            .field("port", &self.port())
            .finish()
    }
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The host subcomponent ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)).
///
/// A host that matches `IPv4address` is an IPv4 address, never a reg-name
/// (§3.2.2); `1.2.3.256` and `1.2.3.4.5` are reg-names. Every variant keeps
/// the text as written, brackets included for an `IP-literal`.
///
/// Every variant has named fields, so that a pattern says which of a
/// host's texts it binds (an `IpvFuture` has three) and can leave out the
/// others with `..`. The enum is `#[non_exhaustive]`: a later RFC may add
/// a kind of host (RFC 6874 once added zone identifiers to IPv6 literals).
///
/// ```
/// use core::net::Ipv4Addr;
/// use rfc3986::{Host, UriRef};
///
/// let host = |s| UriRef::parse(s).map(|r| r.host());
/// assert_eq!(
///     host("//1.2.3.4")?,
///     Some(Host::Ipv4 { address: Ipv4Addr::new(1, 2, 3, 4), text: "1.2.3.4" })
/// );
/// assert_eq!(host("//1.2.3.256")?, Some(Host::RegName { name: "1.2.3.256" }));
/// assert!(matches!(host("//[v1.x]")?, Some(Host::IpvFuture { version: "1", address: "x", .. })));
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Host<'a> {
    /// A registered name (`reg-name`).
    RegName {
        /// The name as written, possibly empty.
        name: &'a str,
    },
    /// An `IPv4address`.
    Ipv4 {
        /// The address.
        address: Ipv4Addr,
        /// The address as written: `192.0.2.16`.
        text: &'a str,
    },
    /// An `IP-literal` holding an `IPv6address`.
    Ipv6 {
        /// The address.
        address: Ipv6Addr,
        /// The literal as written, brackets included: `[2001:db8::7]`.
        literal: &'a str,
    },
    /// An `IP-literal` holding an `IPvFuture`: `[v` *version* `.` *address* `]`.
    IpvFuture {
        /// The hexadecimal version, after the `v`.
        version: &'a str,
        /// The address text, after the `.`.
        address: &'a str,
        /// The literal as written, brackets included: `[v1.fe80::a+en1]`.
        literal: &'a str,
    },
}

impl<'a> Host<'a> {
    /// The host as written in the reference, brackets included for an
    /// `IP-literal`.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("http://[2001:DB8::7]:80/")?;
    /// assert_eq!(r.host().map(|h| h.as_str()), Some("[2001:DB8::7]"));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        match *self {
            Host::RegName { name: text } | Host::Ipv4 { text, .. } => text,
            Host::Ipv6 { literal, .. } | Host::IpvFuture { literal, .. } => literal,
        }
    }

    /// The kind of host, without its text: see [`HostKind`].
    ///
    /// ```
    /// use rfc3986::{HostKind, UriRef};
    ///
    /// let kind = |s| UriRef::parse(s).map(|r| r.host().unwrap().kind());
    /// assert_eq!(kind("//example.com")?, HostKind::RegName);
    /// assert_eq!(kind("//1.2.3.4")?, HostKind::Ipv4);
    /// assert_eq!(kind("//[::1]")?, HostKind::Ipv6);
    /// assert_eq!(kind("//[v7.x]")?, HostKind::IpvFuture);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> HostKind {
        match self {
            Host::RegName { .. } => HostKind::RegName,
            Host::Ipv4 { .. } => HostKind::Ipv4,
            Host::Ipv6 { .. } => HostKind::Ipv6,
            Host::IpvFuture { .. } => HostKind::IpvFuture,
        }
    }

    /// The IP address of an `IPv4address` or `IPv6address` host; `None`
    /// for a reg-name (even one that names `localhost`) or an IPvFuture.
    ///
    /// ```
    /// use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};
    /// use rfc3986::UriRef;
    ///
    /// let v6 = UriRef::parse("http://[::1]/")?.host().and_then(|h| h.ip());
    /// assert_eq!(v6, Some(IpAddr::V6(Ipv6Addr::LOCALHOST)));
    /// let v4 = UriRef::parse("http://127.0.0.1/")?.host().and_then(|h| h.ip());
    /// assert_eq!(v4, Some(IpAddr::V4(Ipv4Addr::LOCALHOST)));
    /// assert_eq!(UriRef::parse("http://localhost/")?.host().and_then(|h| h.ip()), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn ip(&self) -> Option<IpAddr> {
        match *self {
            Host::Ipv4 { address, .. } => Some(IpAddr::V4(address)),
            Host::Ipv6 { address, .. } => Some(IpAddr::V6(address)),
            Host::RegName { .. } | Host::IpvFuture { .. } => None,
        }
    }

    /// Whether the host is an `IP-literal`, written between `[` and `]`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let literal = |s| UriRef::parse(s).map(|r| r.host().unwrap().is_ip_literal());
    /// assert!(literal("//[::1]")?);
    /// assert!(literal("//[v1.x]")?);
    /// assert!(!literal("//127.0.0.1")?); // an IPv4address is written without brackets
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn is_ip_literal(&self) -> bool {
        matches!(self, Host::Ipv6 { .. } | Host::IpvFuture { .. })
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The kind of a [`Host`], from [`Host::kind`]: which rule of §3.2.2 it
/// matched.
///
/// `Display` writes the names of the `uri parse --json` schema
/// (`reg-name`, `ipv4`, `ipv6`, `ipvfuture`), as does [`HostKind::as_str`].
/// The enum is `#[non_exhaustive]`, as [`Host`] is.
///
/// ```
/// use rfc3986::{HostKind, UriRef};
///
/// let host = UriRef::parse("http://[2001:db8::7]/")?.host().unwrap();
/// assert_eq!(host.kind(), HostKind::Ipv6);
/// assert_eq!(host.kind().to_string(), "ipv6");
/// assert_eq!(HostKind::RegName.as_str(), "reg-name");
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum HostKind {
    /// A registered name, `reg-name`.
    RegName,
    /// An `IPv4address`.
    Ipv4,
    /// An `IP-literal` holding an `IPv6address`.
    Ipv6,
    /// An `IP-literal` holding an `IPvFuture`.
    IpvFuture,
}

impl HostKind {
    /// The kind's name: `reg-name`, `ipv4`, `ipv6` or `ipvfuture`.
    ///
    /// ```
    /// assert_eq!(rfc3986::HostKind::IpvFuture.as_str(), "ipvfuture");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            HostKind::RegName => "reg-name",
            HostKind::Ipv4 => "ipv4",
            HostKind::Ipv6 => "ipv6",
            HostKind::IpvFuture => "ipvfuture",
        }
    }
}

impl fmt::Display for HostKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The port subcomponent, `*DIGIT`
/// ([RFC 3986 §3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)).
///
/// The RFC allows any number of digits, so the text is kept as written and
/// [`Port::as_u16`] checks that it fits.
///
/// ```
/// let port = rfc3986::UriRef::parse("http://h:99999/")?.port().unwrap();
/// assert_eq!(port.as_str(), "99999"); // valid syntax...
/// assert!(port.as_u16().is_err()); // ...but not a u16
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Port<'a> {
    text: &'a str,
    index: usize,
}

impl<'a> Port<'a> {
    /// The digits as written, possibly empty (`http://h:/`).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("http://h:0080/")?.port().map(|p| p.as_str()), Some("0080"));
    /// assert_eq!(UriRef::parse("http://h:/")?.port().map(|p| p.as_str()), Some(""));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Whether the port is empty: a `:` with no digits after it.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert!(UriRef::parse("http://h:/")?.port().is_some_and(|p| p.is_empty()));
    /// assert!(UriRef::parse("http://h:0/")?.port().is_some_and(|p| !p.is_empty()));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The byte index of the port's first digit in the parsed input.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("http://h:8080/")?;
    /// assert_eq!(r.port().map(|p| p.index()), Some(9));
    /// assert_eq!(&r.as_str()[9..13], "8080");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The port number: `Ok(None)` for an empty port.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let number = |s| UriRef::parse(s).map(|r| r.port().unwrap().as_u16());
    /// assert_eq!(number("//h:00080")?, Ok(Some(80)));
    /// assert_eq!(number("//h:")?, Ok(None));
    /// assert!(number("//h:65536")?.is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`PortOverflow`] when the digits denote a number above 65535
    /// (leading zeros are allowed: `00080` is 80).
    pub fn as_u16(&self) -> Result<Option<u16>, PortOverflow> {
        if self.text.is_empty() {
            return Ok(None);
        }
        let mut value: u32 = 0;
        for digit in self.text.bytes() {
            value = value * 10 + u32::from(digit - b'0');
            if value > u32::from(u16::MAX) {
                return Err(PortOverflow {
                    index: self.index,
                    digits: self.text.len(),
                });
            }
        }
        u16::try_from(value).map(Some).map_err(|_| PortOverflow {
            index: self.index,
            digits: self.text.len(),
        })
    }
}

impl fmt::Display for Port<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// A port whose digits denote a number that does not fit in a `u16`.
///
/// This is not a syntax error: RFC 3986 allows any number of digits. It is
/// reported only when a caller asks for the number.
///
/// ```
/// let r = rfc3986::UriRef::parse("http://h:70000/")?;
/// let overflow = r.port_u16().unwrap_err();
/// assert_eq!(overflow.to_string(), "port at index 9 (5 digits) is larger than 65535");
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PortOverflow {
    index: usize,
    digits: usize,
}

impl PortOverflow {
    /// The byte index of the port's first digit in the parsed input.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("//user@h:123456")?;
    /// assert_eq!(r.port_u16().unwrap_err().index(), 9);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The byte range of the port's digits in the parsed input.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("http://h:123456/x")?;
    /// let span = r.port_u16().unwrap_err().span();
    /// assert_eq!((span.clone(), &r.as_str()[span]), (9..15, "123456"));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn span(&self) -> core::ops::Range<usize> {
        self.index..self.index + self.digits
    }
}

impl fmt::Display for PortOverflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "port at index {} ({} digits) is larger than 65535",
            self.index, self.digits
        )
    }
}

impl core::error::Error for PortOverflow {}
