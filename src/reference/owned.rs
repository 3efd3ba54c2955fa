//! Owned references, one per production: a `String` known to match it, the
//! positions of its components, and the accessors of its borrowed view.
//!
//! Every owned type comes from the one macro below, and every accessor
//! from `delegate!`: the borrowed type holds each method's body and full
//! description, the owned type calls it through its view. The modules of
//! what comes after parsing (resolution, normalization, queries) add their
//! methods to the owned types the same way, in their own files.

use alloc::string::String;
use core::borrow::Borrow;
use core::fmt;
use core::str::FromStr;

use crate::compiled::goal::Goal;
use crate::compiled::layout::Layout;
use crate::error::parse_error::Error;
use crate::parse;
use crate::reference::authority::{Authority, Host, Port, PortOverflow};
use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::path::Path;
use crate::reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};

/// Declares the owned form `$name` of the borrowed reference type
/// `$borrowed`, which `$view` returns, parsed against `$goal`. `$sample` is
/// a valid input, for the examples.
macro_rules! owned {
    (
        $(#[$doc:meta])*
        $name:ident owns $borrowed:ident, viewed by $view:ident, parsed as $goal:expr, e.g. $sample:literal
    ) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name {
            text: String,
            layout: Layout,
        }

        impl $name {
            #[doc = concat!("Parses `text` as `", stringify!($borrowed), "` does, and keeps it.")]
            ///
            /// ```
            #[doc = concat!("let owned = rfc3986::", stringify!($name), "::parse(\"", $sample, "\")?;")]
            #[doc = concat!("assert_eq!(owned.as_str(), \"", $sample, "\");")]
            #[doc = concat!("assert!(rfc3986::", stringify!($name), "::parse(\"a b\").is_err());")]
            /// # Ok::<_, rfc3986::Error>(())
            /// ```
            ///
            /// # Errors
            /// An [`Error`] saying where the input stops matching the
            /// production and what was expected there.
            #[inline]
            pub fn parse(text: impl Into<String>) -> Result<Self, Error> {
                let text = text.into();
                let layout = parse::parse(&text, $goal)?;
                Ok($name { text, layout })
            }

            /// The value of `text` with the components `layout` finds in it,
            /// which the caller knows to be this production's.
            #[inline]
            pub(crate) fn from_parts(text: String, layout: Layout) -> Self {
                $name { text, layout }
            }

            /// The borrowed view, with every accessor of the borrowed type.
            ///
            /// ```
            #[doc = concat!("let owned = rfc3986::", stringify!($name), "::parse(\"", $sample, "\")?;")]
            #[doc = concat!("let view: rfc3986::", stringify!($borrowed), " = owned.", stringify!($view), "();")]
            /// assert_eq!(view.as_str(), owned.as_str());
            /// # Ok::<_, rfc3986::Error>(())
            /// ```
            #[must_use]
            #[inline]
            pub fn $view(&self) -> $borrowed<'_> {
                $borrowed::from_layout(&self.text, self.layout)
            }

            /// The reference as text, exactly as it was parsed or written.
            ///
            /// ```
            #[doc = concat!("let owned = rfc3986::", stringify!($name), "::parse(\"", $sample, "\")?;")]
            #[doc = concat!("assert_eq!(owned.as_str(), \"", $sample, "\");")]
            /// # Ok::<_, rfc3986::Error>(())
            /// ```
            #[must_use]
            #[inline]
            pub fn as_str(&self) -> &str {
                &self.text
            }

            /// The reference as an owned `String`, without copying it.
            ///
            /// ```
            #[doc = concat!("let owned = rfc3986::", stringify!($name), "::parse(\"", $sample, "\")?;")]
            #[doc = concat!("assert_eq!(owned.into_string(), \"", $sample, "\");")]
            /// # Ok::<_, rfc3986::Error>(())
            /// ```
            #[must_use]
            #[inline]
            pub fn into_string(self) -> String {
                self.text
            }

            /// Where the components lie in the text.
            #[inline]
            pub(crate) fn layout(&self) -> Layout {
                self.layout
            }
        }

        impl<'a> $borrowed<'a> {
            /// An owned copy of this reference, with the components it has
            /// (nothing is parsed again).
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($borrowed), "::parse(\"", $sample, "\")?;")]
            #[doc = concat!("let owned: rfc3986::", stringify!($name), " = r.to_buf();")]
            /// assert_eq!(owned, r);
            /// # Ok::<_, rfc3986::Error>(())
            /// ```
            #[must_use]
            pub fn to_buf(&self) -> $name {
                $name::from_parts(self.as_str().into(), self.layout())
            }
        }

        impl From<$borrowed<'_>> for $name {
            fn from(reference: $borrowed<'_>) -> Self {
                reference.to_buf()
            }
        }

        impl<'a> From<&'a $name> for $borrowed<'a> {
            #[doc = concat!("The borrowed view of `owned`, as [`", stringify!($name), "::", stringify!($view), "`] gives it.")]
            fn from(owned: &'a $name) -> Self {
                owned.$view()
            }
        }

        impl From<&$borrowed<'_>> for $name {
            fn from(reference: &$borrowed<'_>) -> Self {
                reference.to_buf()
            }
        }

        impl FromStr for $name {
            type Err = Error;

            fn from_str(text: &str) -> Result<Self, Error> {
                $name::parse(text)
            }
        }

        impl TryFrom<String> for $name {
            type Error = Error;

            fn try_from(text: String) -> Result<Self, Error> {
                $name::parse(text)
            }
        }

        impl TryFrom<&str> for $name {
            type Error = Error;

            fn try_from(text: &str) -> Result<Self, Error> {
                $name::parse(text)
            }
        }

        impl From<$name> for String {
            fn from(owned: $name) -> String {
                owned.text
            }
        }

        impl fmt::Debug for $name {
            #[doc = concat!("The reference's text: `", stringify!($name), "(\"…\")`.")]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_tuple(stringify!($name)).field(&self.text).finish()
            }
        }

        impl fmt::Display for $name {
            /// Writes the reference's text.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.text)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.text
            }
        }

        /// The text: equality and hashing are the text's, so a
        /// `HashMap` keyed by references is searched with a `&str`.
        impl Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.text
            }
        }
    };
}

owned!(
    /// An owned URI reference (`URI-reference`, [RFC 3986 §4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1)):
    /// a `String` known to match it, with the accessors of [`UriRef`].
    ///
    /// ```
    /// use rfc3986::UriRefBuf;
    ///
    /// let owned = UriRefBuf::parse("http://h/a?q")?;
    /// assert_eq!(owned.host().map(|h| h.as_str()), Some("h"));
    /// assert_eq!(owned.as_uri_ref().query(), Some("q"));
    /// assert_eq!(owned.into_string(), "http://h/a?q");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    UriRefBuf owns UriRef, viewed by as_uri_ref, parsed as Goal::UriReference, e.g. "../a?q#f"
);

owned!(
    /// An owned URI ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)):
    /// a `String` known to match `URI`, with the accessors of [`Uri`]. What
    /// resolution returns.
    ///
    /// ```
    /// use rfc3986::UriBuf;
    ///
    /// let uri: UriBuf = "https://example.com/a?b#c".parse()?;
    /// assert_eq!(uri.scheme(), "https");
    /// assert_eq!(uri.join("../d")?.as_str(), "https://example.com/d");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    UriBuf owns Uri, viewed by as_uri, parsed as Goal::Uri, e.g. "http://h/a?q#f"
);

owned!(
    /// An owned absolute URI (`absolute-URI`, [RFC 3986 §4.3](https://www.rfc-editor.org/rfc/rfc3986#section-4.3)):
    /// a `String` known to match it (a URI without a fragment), with the
    /// accessors of [`AbsoluteUri`].
    ///
    /// ```
    /// use rfc3986::AbsoluteUriBuf;
    ///
    /// let base = AbsoluteUriBuf::parse("http://a/b/c/d;p?q")?;
    /// assert_eq!(base.join("g;x?y#s")?.as_str(), "http://a/b/c/g;x?y#s");
    /// assert!(AbsoluteUriBuf::parse("http://a/#f").is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    AbsoluteUriBuf owns AbsoluteUri, viewed by as_absolute_uri, parsed as Goal::AbsoluteUri, e.g. "http://h/a?q"
);

owned!(
    /// An owned relative reference (`relative-ref`, [RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)):
    /// a `String` known to match it (a reference without a scheme), with the
    /// accessors of [`RelativeRef`].
    ///
    /// ```
    /// use rfc3986::RelativeRefBuf;
    ///
    /// let r = RelativeRefBuf::parse("../g?y")?;
    /// assert_eq!(r.path().as_str(), "../g");
    /// assert!(RelativeRefBuf::parse("http:g").is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    RelativeRefBuf owns RelativeRef, viewed by as_relative_ref, parsed as Goal::RelativeRef, e.g. "//h/a?q#f"
);

/// The accessors every owned reference has, each calling the method of
/// the same name on its widest view, `$view` (a `$borrowed`): the owned URI
/// references and the owned IRI references (`iri/owned.rs`) alike.
macro_rules! component_accessors {
    ([$($owned:ty),* $(,)?] $view:ident => $borrowed:ident) => {
        delegate_on!([$($owned),*] {
            $view => $borrowed:
            /// Whether this is a relative reference (no scheme).
            fn is_relative(&self) -> bool;
            /// The authority, without its `//`.
            fn authority(&self) -> Option<Authority<'_>>;
            /// The userinfo, without its `@`.
            fn userinfo(&self) -> Option<&str>;
            /// The host.
            fn host(&self) -> Option<Host<'_>>;
            /// The port, without its `:`.
            fn port(&self) -> Option<Port<'_>>;
            /// The port as a number: `None` for no port and for an empty
            /// one, which both mean the scheme's default (RFC 3986 §3.2.3);
            /// `port` tells them apart.
            ///
            /// # Errors
            /// [`PortOverflow`] when the digits denote a number above 65535.
            fn port_u16(&self) -> Result<Option<u16>, PortOverflow>;
            /// The path, always present.
            fn path(&self) -> Path<'_>;
            /// The query, without its `?`.
            fn query(&self) -> Option<&str>;
            /// The fragment, without its `#`.
            fn fragment(&self) -> Option<&str>;
            /// The reference built back from its components (§5.3).
            fn recompose(&self) -> String;
        });
    };
}

component_accessors!([UriRefBuf, UriBuf, AbsoluteUriBuf, RelativeRefBuf] as_uri_ref => UriRef);

delegate_on!([UriRefBuf, RelativeRefBuf] {
    as_uri_ref => UriRef:
    /// The scheme, without its `:`; `None` for a relative reference.
    fn scheme(&self) -> Option<&str>;
});

delegate_on!([UriRefBuf] {
    as_uri_ref => UriRef:
    /// This reference as a [`Uri`], if it has a scheme; checked on the
    /// components found, not parsed again.
    fn as_uri(&self) -> Option<Uri<'_>>;
    /// This reference as an [`AbsoluteUri`], if it has a scheme and no
    /// fragment.
    fn as_absolute_uri(&self) -> Option<AbsoluteUri<'_>>;
    /// This reference as a [`RelativeRef`], if it has no scheme.
    fn as_relative_ref(&self) -> Option<RelativeRef<'_>>;
});

delegate_on!([UriBuf] {
    as_uri_ref => UriRef:
    /// This URI as an [`AbsoluteUri`], if it has no fragment.
    fn as_absolute_uri(&self) -> Option<AbsoluteUri<'_>>;
});

delegate_on!([UriBuf, AbsoluteUriBuf] {
    as_uri => Uri:
    /// The scheme, which a URI always has, without its `:`.
    fn scheme(&self) -> &str;
});

impl UriBuf {
    /// The reference, with the accessors every reference has.
    ///
    /// ```
    /// let uri = rfc3986::UriBuf::parse("http://h/")?;
    /// assert_eq!(uri.as_uri_ref().scheme(), Some("http"));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_uri_ref(&self) -> UriRef<'_> {
        self.as_uri().as_uri_ref()
    }
}

impl AbsoluteUriBuf {
    /// The URI, which an absolute URI is.
    ///
    /// ```
    /// let base = rfc3986::AbsoluteUriBuf::parse("http://h/a")?;
    /// assert_eq!(base.as_uri().scheme(), "http");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_uri(&self) -> Uri<'_> {
        self.as_absolute_uri().as_uri()
    }

    /// The reference, with the accessors every reference has.
    ///
    /// ```
    /// let base = rfc3986::AbsoluteUriBuf::parse("http://h/a")?;
    /// assert_eq!(base.as_uri_ref().fragment(), None);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_uri_ref(&self) -> UriRef<'_> {
        self.as_absolute_uri().as_uri_ref()
    }
}

impl RelativeRefBuf {
    /// The reference, with the accessors every reference has.
    ///
    /// ```
    /// let r = rfc3986::RelativeRefBuf::parse("a/b")?;
    /// assert!(r.as_uri_ref().is_relative());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_uri_ref(&self) -> UriRef<'_> {
        self.as_relative_ref().as_uri_ref()
    }
}

pub(crate) use {component_accessors, owned};
