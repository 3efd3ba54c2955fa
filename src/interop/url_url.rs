//! `url::Url` (feature `url`): its serialization parsed as a URI, and a
//! URI read by the WHATWG parser, refused when it reads another host.

use alloc::format;

use super::InteropError;
use crate::lint::{Code, lint};
use crate::{Uri, UriBuf};

impl TryFrom<&url::Url> for UriBuf {
    type Error = InteropError;

    /// The URL's serialization (`Url::as_str`) as a URI. WHATWG writes
    /// some characters RFC 3986 refuses as they are (`|`, `^`, `{` in a
    /// path or query, for example): such a URL is refused.
    fn try_from(url: &url::Url) -> Result<Self, InteropError> {
        UriBuf::parse(url.as_str()).map_err(|error| {
            InteropError::new(format!(
                "the URL `{}` is not an RFC 3986 URI: {}",
                url.as_str(),
                error.message()
            ))
        })
    }
}

impl TryFrom<url::Url> for UriBuf {
    type Error = InteropError;

    /// As for `TryFrom<&url::Url>`.
    fn try_from(url: url::Url) -> Result<Self, InteropError> {
        UriBuf::try_from(&url)
    }
}

impl TryFrom<&Uri<'_>> for url::Url {
    type Error = InteropError;

    /// The URI as a WHATWG parser reads it. Refused when that parser
    /// refuses it, or when it reads another host than RFC 3986 does (the
    /// lint's `whatwg-host-differs`: `http:/evil.com`, `http://0x7f.1/`):
    /// a `Url` that leads elsewhere would be a confusion, not a
    /// conversion. Other changes WHATWG makes (case, default ports, dot
    /// segments, percent-encoding) are kept.
    fn try_from(uri: &Uri<'_>) -> Result<Self, InteropError> {
        let url = url::Url::parse(uri.as_str()).map_err(|error| {
            InteropError::new(format!(
                "a WHATWG URL parser refuses `{}`: {error}",
                uri.as_str()
            ))
        })?;
        if let Some(finding) = lint(uri.as_str()).finding(Code::WhatwgHostDiffers) {
            return Err(InteropError::new(format!(
                "`{}` leads elsewhere as a WHATWG URL: {}",
                uri.as_str(),
                finding.message
            )));
        }
        Ok(url)
    }
}

impl TryFrom<&UriBuf> for url::Url {
    type Error = InteropError;

    /// As for `TryFrom<&Uri>`.
    fn try_from(uri: &UriBuf) -> Result<Self, InteropError> {
        url::Url::try_from(&uri.as_uri())
    }
}
