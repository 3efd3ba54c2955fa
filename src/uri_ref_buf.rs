//! An owned URI reference, for what resolution, normalization and building
//! produce.

use std::fmt;
use std::str::FromStr;

use crate::authority::{Authority, Host, Port};
use crate::delegate::delegate;
use crate::error::Error;
use crate::goal::Goal;
use crate::layout::Layout;
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
