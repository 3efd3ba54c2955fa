//! An owned URI reference, for what resolution, normalization and building
//! produce.

use std::fmt;
use std::str::FromStr;

use crate::authority::{Authority, Host, Port};
use crate::error::{Error, Goal};
use crate::layout::Layout;
use crate::path::Path;
use crate::uri_ref::UriRef;
use crate::walk;

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
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
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
        let layout = walk::parse(&text, Goal::UriReference)?;
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

    /// Whether this is a relative reference (no scheme).
    #[must_use]
    pub fn is_relative(&self) -> bool {
        self.as_uri_ref().is_relative()
    }

    /// The scheme, without its `:`. See [`UriRef::scheme`].
    #[must_use]
    pub fn scheme(&self) -> Option<&str> {
        self.as_uri_ref().scheme()
    }

    /// The authority, without its `//`. See [`UriRef::authority`].
    #[must_use]
    pub fn authority(&self) -> Option<Authority<'_>> {
        self.as_uri_ref().authority()
    }

    /// The userinfo, without its `@`. See [`UriRef::userinfo`].
    #[must_use]
    pub fn userinfo(&self) -> Option<&str> {
        self.as_uri_ref().userinfo()
    }

    /// The host. See [`UriRef::host`].
    #[must_use]
    pub fn host(&self) -> Option<Host<'_>> {
        self.as_uri_ref().host()
    }

    /// The port, without its `:`. See [`UriRef::port`].
    #[must_use]
    pub fn port(&self) -> Option<Port<'_>> {
        self.as_uri_ref().port()
    }

    /// The path, always present. See [`UriRef::path`].
    #[must_use]
    pub fn path(&self) -> Path<'_> {
        self.as_uri_ref().path()
    }

    /// The query, without its `?`. See [`UriRef::query`].
    #[must_use]
    pub fn query(&self) -> Option<&str> {
        self.as_uri_ref().query()
    }

    /// The fragment, without its `#`. See [`UriRef::fragment`].
    #[must_use]
    pub fn fragment(&self) -> Option<&str> {
        self.as_uri_ref().fragment()
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
