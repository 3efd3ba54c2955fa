//! Where a reference leads, as RFC 6454 compares it: its origin (scheme,
//! host and port), and the port with the scheme's default in its place.

use alloc::string::String;
use core::fmt;

use crate::reference::authority::Host;
use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::iri::reference::IriRef;
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::UriRef;
use crate::text::known_schemes::default_port;
use crate::text::percent::{hex_pair, is_unreserved};

/// The origin of a URI (RFC 6454 §4): its scheme and host in lower case
/// (the host's unreserved percent-encodings decoded, the others in upper
/// case, an IP address in its usual form) and its port, or the scheme's
/// default ([`crate::scheme::default_port`]) when none is written. Two
/// URIs of the same origin lead to the same place as a browser compares
/// them. From [`UriRef::origin`].
///
/// `Display` writes it as RFC 6454 §6.2 serializes it, without a default
/// port: `https://example.com`, `http://example.com:8080`.
///
/// ```
/// use rfc3986::UriRef;
///
/// let a = UriRef::parse("HTTPS://Example.COM:443/a")?.origin().unwrap();
/// let b = UriRef::parse("https://ex%61mple.com/b?q")?.origin().unwrap();
/// assert_eq!(a, b);
/// assert_eq!(a.to_string(), "https://example.com");
/// assert_eq!((a.scheme(), a.host(), a.port()), ("https", "example.com", Some(443)));
/// assert_ne!(a, UriRef::parse("http://example.com/")?.origin().unwrap());
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Origin {
    scheme: String,
    host: String,
    port: Option<u16>,
}

impl Origin {
    /// The scheme, in lower case.
    #[must_use]
    pub fn scheme(&self) -> &str {
        &self.scheme
    }

    /// The host, in lower case, as [`Origin`] says.
    #[must_use]
    pub fn host(&self) -> &str {
        &self.host
    }

    /// The port, or the scheme's default when none was written; `None`
    /// when neither is known.
    #[must_use]
    pub fn port(&self) -> Option<u16> {
        self.port
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}://{}", self.scheme, self.host)?;
        match self.port {
            Some(port) if Some(port) != default_port(&self.scheme) => write!(f, ":{port}"),
            _ => Ok(()),
        }
    }
}

/// The host as an origin holds it.
fn host_of(host: Host<'_>) -> String {
    match host {
        Host::Ipv4 { address, .. } => alloc::format!("{address}"),
        Host::Ipv6 { address, .. } => alloc::format!("[{address}]"),
        Host::RegName { name: text } | Host::IpvFuture { literal: text, .. } => {
            let mut out = String::with_capacity(text.len());
            let bytes = text.as_bytes();
            let mut i = 0;
            while let Some(&b) = bytes.get(i) {
                let decoded = (b == b'%')
                    .then(|| hex_pair(*bytes.get(i + 1)?, *bytes.get(i + 2)?))
                    .flatten();
                match decoded {
                    Some(octet) if is_unreserved(octet) => {
                        out.push(char::from(octet.to_ascii_lowercase()));
                        i += 3;
                    }
                    Some(_) => {
                        out.push('%');
                        out.push(char::from(
                            bytes
                                .get(i + 1)
                                .copied()
                                .unwrap_or(b'0')
                                .to_ascii_uppercase(),
                        ));
                        out.push(char::from(
                            bytes
                                .get(i + 2)
                                .copied()
                                .unwrap_or(b'0')
                                .to_ascii_uppercase(),
                        ));
                        i += 3;
                    }
                    None => {
                        // Non-ASCII (an IRI's host) is kept as it is.
                        let c = text
                            .get(i..)
                            .and_then(|rest| rest.chars().next())
                            .unwrap_or('\u{FFFD}');
                        out.extend(c.to_lowercase());
                        i += c.len_utf8();
                    }
                }
            }
            out
        }
    }
}

impl UriRef<'_> {
    /// The port, or, when none is written or it is empty, the scheme's
    /// default ([`crate::scheme::default_port`]); `None` when neither is
    /// known, or the port is above 65535.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("https://h/")?.port_or_default(), Some(443));
    /// assert_eq!(UriRef::parse("https://h:/")?.port_or_default(), Some(443));
    /// assert_eq!(UriRef::parse("https://h:8443/")?.port_or_default(), Some(8443));
    /// assert_eq!(UriRef::parse("foo://h/")?.port_or_default(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn port_or_default(&self) -> Option<u16> {
        match self.port().map(|port| port.as_u16()) {
            Some(Ok(Some(port))) => Some(port),
            Some(Err(_)) => None,
            Some(Ok(None)) | None => self.scheme().and_then(default_port),
        }
    }

    /// The origin (RFC 6454): scheme, host and port; `None` for a
    /// reference without a scheme or an authority, or with a port above
    /// 65535. See [`Origin`].
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let origin = UriRef::parse("wss://[2001:DB8::1]:443/chat")?.origin().unwrap();
    /// assert_eq!(origin.to_string(), "wss://[2001:db8::1]");
    /// assert!(UriRef::parse("mailto:a@b.example")?.origin().is_none());
    /// assert!(UriRef::parse("//h/p")?.origin().is_none());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn origin(&self) -> Option<Origin> {
        let scheme = self.scheme()?;
        let host = self.host()?;
        if matches!(self.port().map(|port| port.as_u16()), Some(Err(_))) {
            return None;
        }
        Some(Origin {
            scheme: scheme.to_ascii_lowercase(),
            host: host_of(host),
            port: self.port_or_default(),
        })
    }
}

impl IriRef<'_> {
    /// The port, or the scheme's default; see [`UriRef::port_or_default`].
    #[must_use]
    pub fn port_or_default(&self) -> Option<u16> {
        self.components().port_or_default()
    }

    /// The origin (RFC 6454) of an IRI, its host as written but for case;
    /// see [`UriRef::origin`].
    ///
    /// ```
    /// let origin = rfc3986::IriRef::parse("http://Bücher.example/")?.origin().unwrap();
    /// assert_eq!(origin.to_string(), "http://bücher.example");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn origin(&self) -> Option<Origin> {
        self.components().origin()
    }
}

delegate_on!([UriRefBuf, UriBuf, AbsoluteUriBuf, RelativeRefBuf] {
    as_uri_ref => UriRef:
    /// The port, or the scheme's default.
    fn port_or_default(&self) -> Option<u16>;
    /// The origin (RFC 6454).
    fn origin(&self) -> Option<Origin>;
});
