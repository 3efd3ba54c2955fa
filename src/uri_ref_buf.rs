//! An owned URI reference, for what resolution, normalization and building
//! produce.

use std::fmt;
use std::str::FromStr;

use crate::authority::{Authority, Host, Port};
use crate::delegate::delegate;
use crate::error::Error;
use crate::goal::Goal;
use crate::ipv4;
use crate::layout::{AuthorityLayout, HostData, Layout, Span};
use crate::parse;
use crate::path::Path;
use crate::uri_ref::UriRef;

/// An owned URI reference: a `String` known to match `URI-reference`, with
/// the same accessors as [`UriRef`].
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let owned = UriRefBuf::parse("http://h/a?q".to_owned())?;
/// assert_eq!(owned.host().map(|h| h.as_str()), Some("h"));
/// assert_eq!(owned.as_uri_ref().query(), Some("q"));
/// assert_eq!(owned.into_string(), "http://h/a?q");
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct UriRefBuf {
    text: String,
    layout: Layout,
}

impl UriRefBuf {
    /// Parses an owned string as a `URI-reference`.
    ///
    /// # Errors
    /// An [`Error`] saying where the input stops being a URI reference.
    pub fn parse(text: String) -> Result<Self, Error> {
        let layout = parse::parse(&text, Goal::UriReference)?;
        Ok(UriRefBuf { text, layout })
    }

    /// The borrowed view of this reference.
    #[must_use]
    pub fn as_uri_ref(&self) -> UriRef<'_> {
        UriRef::from_layout(&self.text, self.layout)
    }

    /// The reference as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The reference as an owned `String`.
    #[must_use]
    pub fn into_string(self) -> String {
        self.text
    }

    delegate! { as_uri_ref => UriRef:
        /// Whether this is a relative reference (no scheme).
        fn is_relative(&self) -> bool;
        /// The scheme, without its `:`.
        fn scheme(&self) -> Option<&str>;
        /// The authority, without its `//`.
        fn authority(&self) -> Option<Authority<'_>>;
        /// The userinfo, without its `@`.
        fn userinfo(&self) -> Option<&str>;
        /// The host.
        fn host(&self) -> Option<Host<'_>>;
        /// The port, without its `:`.
        fn port(&self) -> Option<Port<'_>>;
        /// The path, always present.
        fn path(&self) -> Path<'_>;
        /// The query, without its `?`.
        fn query(&self) -> Option<&str>;
        /// The fragment, without its `#`.
        fn fragment(&self) -> Option<&str>;
        /// The reference built back from its components (§5.3).
        fn recompose(&self) -> String;
    }
}

/// A reference written component by component into one string, where each
/// component lies recorded on the way: resolution and normalization build
/// their results with it, so that the text is not parsed again.
///
/// The writer does not check what is written; its users write components
/// taken from parsed references, in order. Debug builds parse the result
/// and check that it is a reference with this layout.
pub(crate) struct Writer {
    text: String,
    scheme: Option<Span>,
    authority: Option<AuthorityLayout>,
    path: Span,
    query: Option<Span>,
}

impl Writer {
    /// An empty reference with room for `capacity` bytes.
    #[inline]
    pub(crate) fn with_capacity(capacity: usize) -> Self {
        Writer {
            text: String::with_capacity(capacity),
            scheme: None,
            authority: None,
            path: Span::default(),
            query: None,
        }
    }

    /// The text so far, to append the next component to.
    #[inline]
    pub(crate) fn text(&mut self) -> &mut String {
        &mut self.text
    }

    /// The text so far is the scheme; its `:` is appended.
    #[inline]
    pub(crate) fn end_scheme(&mut self) {
        self.scheme = Some(Span::new(0, self.text.len()));
        self.text.push(':');
    }

    /// The host is the text from `start` on, of the kind of `host`, the
    /// host it was written from. A reg-name is looked at again: once its
    /// encoded digits and dots are decoded it may read as an
    /// `IPv4address`, which a host that matches is (§3.2.2).
    #[inline]
    pub(crate) fn end_host(&mut self, start: usize, host: Host<'_>) {
        let span = Span::new(start, self.text.len());
        let host_data = match host {
            Host::RegName(_) => match ipv4::parse(span.of(&self.text)) {
                Some(address) => HostData::Ipv4(address),
                None => HostData::RegName,
            },
            Host::Ipv4(address, _) => HostData::Ipv4(address),
            Host::Ipv6 { address, .. } => HostData::Ipv6(address),
            Host::IpvFuture { .. } => HostData::IpvFuture,
        };
        self.authority = Some(AuthorityLayout {
            host: span,
            host_data,
        });
    }

    /// The path is the text from `start` on.
    #[inline]
    pub(crate) fn end_path(&mut self, start: usize) {
        self.path = Span::new(start, self.text.len());
    }

    /// The query is the text from `start` on (after its `?`).
    #[inline]
    pub(crate) fn end_query(&mut self, start: usize) {
        self.query = Some(Span::new(start, self.text.len()));
    }

    /// The reference written, whatever follows the query being its
    /// fragment (after a `#`).
    #[inline]
    pub(crate) fn finish(self) -> UriRefBuf {
        let layout = Layout::new(self.scheme, self.authority, self.path, self.query);
        debug_assert_eq!(
            parse::parse(&self.text, Goal::UriReference).ok(),
            Some(layout),
            "{:?} is not the reference written",
            self.text
        );
        UriRefBuf {
            text: self.text,
            layout,
        }
    }
}

impl From<UriRef<'_>> for UriRefBuf {
    fn from(reference: UriRef<'_>) -> Self {
        UriRefBuf {
            text: reference.as_str().to_owned(),
            layout: reference.layout(),
        }
    }
}

impl FromStr for UriRefBuf {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        UriRefBuf::parse(text.to_owned())
    }
}

impl fmt::Debug for UriRefBuf {
    /// The reference's text: `UriRefBuf("http://h/")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UriRefBuf").field(&self.text).finish()
    }
}

impl fmt::Display for UriRefBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl AsRef<str> for UriRefBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl PartialEq<str> for UriRefBuf {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for UriRefBuf {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}
