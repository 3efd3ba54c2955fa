//! `http::Uri` (feature `http`): its text parsed as a URI reference, and a
//! URI reference given to `http::Uri`'s parser.

use alloc::format;
use alloc::string::ToString;

use super::InteropError;
use crate::{UriRef, UriRefBuf};

impl TryFrom<&http::Uri> for UriRefBuf {
    type Error = InteropError;

    /// The `http::Uri`'s text (its `Display`) as a URI reference: an
    /// origin-form `/p?q`, an absolute-form `http://h/p`, an
    /// authority-form `h:443` (a URI reference of scheme `h`, which is
    /// what RFC 3986 reads there) or `*`, which is one too. `http::Uri`
    /// accepts some characters RFC 3986 refuses (`"`, `{`, `}`, `|`, ...):
    /// those are refused.
    fn try_from(uri: &http::Uri) -> Result<Self, InteropError> {
        let text = uri.to_string();
        UriRefBuf::parse(text.as_str()).map_err(|error| {
            InteropError::new(format!(
                "the http::Uri `{text}` is not an RFC 3986 URI reference: {}",
                error.message()
            ))
        })
    }
}

impl TryFrom<http::Uri> for UriRefBuf {
    type Error = InteropError;

    /// As for `TryFrom<&http::Uri>`.
    fn try_from(uri: http::Uri) -> Result<Self, InteropError> {
        UriRefBuf::try_from(&uri)
    }
}

impl TryFrom<&UriRef<'_>> for http::Uri {
    type Error = InteropError;

    /// The reference given to `http::Uri`'s parser, which takes the forms
    /// of an HTTP request target (RFC 9112 §3.2): a relative reference
    /// that is not an absolute path (`../a`, `a/b`), a fragment, a
    /// userinfo or a reference longer than its limit are refused, and so
    /// is one it would read with another host or path.
    fn try_from(reference: &UriRef<'_>) -> Result<Self, InteropError> {
        let text = reference.as_str();
        let uri = http::Uri::try_from(text)
            .map_err(|error| InteropError::new(format!("http::Uri refuses `{text}`: {error}")))?;
        // Its parts are slices of the same text when it reads them as
        // RFC 3986 does.
        let same = uri.scheme_str() == reference.scheme()
            && uri.host() == reference.host().map(|h| h.as_str())
            && uri.path()
                == if reference.path().as_str().is_empty() && uri.host().is_some() {
                    "/"
                } else {
                    reference.path().as_str()
                }
            && uri.query() == reference.query();
        if !same || reference.fragment().is_some() || reference.userinfo().is_some() {
            return Err(InteropError::new(format!(
                "http::Uri reads `{text}` otherwise: as `{uri}`"
            )));
        }
        Ok(uri)
    }
}

impl TryFrom<&UriRefBuf> for http::Uri {
    type Error = InteropError;

    /// As for `TryFrom<&UriRef>`.
    fn try_from(reference: &UriRefBuf) -> Result<Self, InteropError> {
        http::Uri::try_from(&reference.as_uri_ref())
    }
}
