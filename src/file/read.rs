//! What both styles read of a `file` URI first: the scheme, that there is
//! no query, fragment, userinfo or port, the host, and the path's segments
//! decoded one by one.

use alloc::vec::Vec;

use crate::file::error::FilePathError;
use crate::reference::authority::Host;
use crate::reference::uri_ref::Uri;
use crate::text::percent::hex_pair;

/// The host of a `file` URI, as the path styles tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum FileHost<'a> {
    /// No authority, an empty host or `localhost` (in any case, RFC 8089
    /// §2): this machine.
    Local,
    /// Another machine, by a registered name (as written) or an IPv4
    /// address.
    Remote(&'a str),
    /// An IPv6 or future literal: no path style here names a machine so.
    Literal,
}

/// A `file` URI's host and path, with where the path begins in the URI's
/// text.
pub(super) struct FileUri<'a> {
    pub(super) host: FileHost<'a>,
    pub(super) path: &'a str,
    pub(super) path_start: usize,
}

/// Reads `uri` as a `file` URI (RFC 8089 §2): the scheme `file` in any
/// case, no query, no fragment, no userinfo, no port.
pub(super) fn file_uri<'a>(uri: &Uri<'a>) -> Result<FileUri<'a>, FilePathError> {
    if !uri.scheme().eq_ignore_ascii_case("file") {
        return Err(FilePathError::NotFileScheme);
    }
    if uri.query().is_some() {
        return Err(FilePathError::Query);
    }
    if uri.fragment().is_some() {
        return Err(FilePathError::Fragment);
    }
    let host = match uri.authority() {
        None => FileHost::Local,
        Some(authority) => {
            if authority.userinfo().is_some() || authority.port().is_some() {
                return Err(FilePathError::UserinfoOrPort);
            }
            match authority.host() {
                Host::RegName { name } if is_local(name) => FileHost::Local,
                Host::RegName { name } => FileHost::Remote(name),
                Host::Ipv4 { text, .. } => FileHost::Remote(text),
                _ => FileHost::Literal,
            }
        }
    };
    Ok(FileUri {
        host,
        path: uri.path().as_str(),
        path_start: uri.layout().path().start,
    })
}

/// Whether a registered name is this machine: empty, or `localhost` in
/// any case and percent-encoding (RFC 8089 §2, §3).
fn is_local(name: &str) -> bool {
    if name.is_empty() {
        return true;
    }
    let mut decoded = Vec::with_capacity(name.len());
    if decode_into(name, 0, &mut decoded, &[]).is_err() {
        return false;
    }
    decoded.eq_ignore_ascii_case(b"localhost")
}

/// Appends the octets of `segment` (which begins at `start` in the URI's
/// text) to `out`, decoded; a `%00`, or an encoding of a byte of
/// `separators`, is refused with its index. The segment comes from a
/// parsed URI, so every `%` begins a triplet.
pub(super) fn decode_into(
    segment: &str,
    start: usize,
    out: &mut Vec<u8>,
    separators: &[u8],
) -> Result<(), FilePathError> {
    let bytes = segment.as_bytes();
    let mut i = 0;
    while let Some(&byte) = bytes.get(i) {
        if byte == b'%' {
            let decoded = match (bytes.get(i + 1), bytes.get(i + 2)) {
                (Some(&high), Some(&low)) => hex_pair(high, low),
                _ => None,
            };
            let Some(decoded) = decoded else {
                // Not reached for a parsed URI; kept as written.
                out.push(byte);
                i += 1;
                continue;
            };
            if decoded == 0 {
                return Err(FilePathError::EncodedNul { index: start + i });
            }
            if separators.contains(&decoded) {
                return Err(FilePathError::EncodedSeparator { index: start + i });
            }
            out.push(decoded);
            i += 3;
        } else {
            out.push(byte);
            i += 1;
        }
    }
    Ok(())
}
