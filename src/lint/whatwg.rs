//! The WHATWG reading (feature `whatwg`): what the `url` crate, which
//! follows the WHATWG URL Standard as browsers do, reads from the same
//! input, and whether its host is the RFC 3986 host.

use alloc::format;
use alloc::string::{String, ToString};

use super::code::{Code, Severity};
use super::findings::{Findings, shown};
use super::report::Whatwg;
use crate::Host;

/// The `url` crate's reading of `input`; `None` when it refuses it.
pub(super) fn read(input: &str) -> Option<(Whatwg, Option<url::Host<String>>)> {
    let url = url::Url::parse(input).ok()?;
    let host = url.host().map(|h| h.to_owned());
    Some((
        Whatwg {
            host: url.host_str().map(ToString::to_string),
            href: url.as_str().to_string(),
        },
        host,
    ))
}

/// `whatwg-host-differs` for a URI with a host that a WHATWG parser
/// refuses (`http://1.2.3.4.5/`, `http://a%2Fb/`).
pub(super) fn refused(ours: Host<'_>, into: &mut Findings<'_>) {
    if ours.as_str().is_empty() {
        return;
    }
    let span = into.span_of(ours.as_str());
    into.add(
        Code::WhatwgHostDiffers,
        Severity::Warning,
        span,
        format!(
            "the host is `{}` here, and a WHATWG parser refuses the URL",
            shown(ours.as_str())
        ),
    );
}

/// `whatwg-host-differs`, for an input whose RFC 3986 host is `ours`
/// (`None` when it has none or is refused) and which a WHATWG parser read
/// with the host `theirs`.
pub(super) fn compare(
    ours: Option<Host<'_>>,
    refused: bool,
    theirs: Option<&url::Host<String>>,
    reading: &Whatwg,
    into: &mut Findings<'_>,
) {
    let empty = ours.is_some_and(|h| h.as_str().is_empty());
    let ours = ours.filter(|h| !h.as_str().is_empty());
    let differs = match (ours, theirs) {
        (None, None) => false,
        (Some(ours), Some(theirs)) => !same(ours, theirs),
        _ => true,
    };
    if !differs {
        return;
    }
    let theirs_text = reading.host.as_deref().unwrap_or("");
    let span = ours.map_or(0..into.input.len(), |h| into.span_of(h.as_str()));
    let message = match (refused, ours) {
        (true, _) => format!(
            "RFC 3986 refuses this input; a WHATWG parser accepts it as `{}`, with the host `{}`",
            shown(&reading.href),
            shown(theirs_text)
        ),
        (false, Some(ours)) if theirs.is_some() => format!(
            "the host is `{}` here and `{}` to a WHATWG parser",
            shown(ours.as_str()),
            shown(theirs_text)
        ),
        (false, Some(ours)) => format!(
            "the host is `{}` here, and a WHATWG parser reads none (`{}`)",
            shown(ours.as_str()),
            shown(&reading.href)
        ),
        (false, None) => format!(
            "there is {} here, and a WHATWG parser reads the host `{}` (`{}`)",
            if empty { "an empty host" } else { "no host" },
            shown(theirs_text),
            shown(&reading.href)
        ),
    };
    into.add(Code::WhatwgHostDiffers, Severity::Warning, span, message);
}

/// Whether `theirs` names what `ours` does: the same address, or the same
/// name once ours is percent-decoded and lower-cased and theirs is taken
/// back from Punycode.
fn same(ours: Host<'_>, theirs: &url::Host<String>) -> bool {
    match (ours, theirs) {
        (Host::Ipv4 { address, .. }, url::Host::Ipv4(other)) => address == *other,
        (Host::Ipv6 { address, .. }, url::Host::Ipv6(other)) => address == *other,
        (Host::RegName { name }, url::Host::Ipv4(address)) => {
            // `%31%32%37.0.0.1` is `127.0.0.1` once its unreserved
            // characters are decoded (§6.2.2.2): the same host.
            crate::percent::decode_utf8(name)
                .ok()
                .and_then(|decoded| decoded.parse::<core::net::Ipv4Addr>().ok())
                == Some(*address)
        }
        (Host::RegName { name }, url::Host::Domain(domain)) => {
            let Ok(ours) = crate::percent::decode_utf8(name) else {
                return false;
            };
            let ours = ours.to_lowercase();
            let Ok(decoded) = crate::percent::decode_utf8(domain) else {
                return false;
            };
            if ours == decoded.to_lowercase() {
                return true;
            }
            let (unicode, result) = idna::domain_to_unicode(&decoded);
            result.is_ok() && ours == unicode
        }
        _ => false,
    }
}
