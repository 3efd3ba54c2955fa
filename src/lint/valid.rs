//! The checks of a valid reference: its scheme, authority and path as
//! other parsers and readers take them.

use alloc::format;
use alloc::string::ToString;

use super::code::{Code, Severity};
use super::findings::{Findings, is_special, shown};
use super::host;
use crate::text::find_byte::find_byte;
use crate::{Host, UriRef};

/// Every check of a parsed reference; `r`'s text is the input.
pub(super) fn check(r: &UriRef<'_>, into: &mut Findings<'_>) {
    let scheme = r.scheme();
    let special = scheme.is_some_and(is_special);
    // One search says whether any check of triplets has work to do.
    let percent = find_byte(r.as_str().as_bytes(), 0, b'%').is_some();
    match r.authority() {
        None => {
            if special {
                without_authority(r, into);
            }
            if let Some(scheme) = scheme {
                scheme_like_host(scheme, r.path().as_str(), into);
            }
        }
        Some(authority) => {
            if let Some(userinfo) = authority.userinfo() {
                userinfo_findings(userinfo, authority.host().as_str(), special, into);
            }
            match authority.host() {
                Host::RegName { name } if name.is_empty() && special => {
                    empty_host(r, into);
                }
                Host::RegName { name } => host::reg_name(name, percent, into),
                _ => {}
            }
        }
    }
    path(r.path().as_str(), percent, into);
    if percent {
        double_encoding(r, into);
    }
}

/// What a WHATWG parser takes for the host of `http:` followed by `rest`:
/// slashes skipped, up to the next `/`, `?` or `#`, after a userinfo's
/// `@`, before a port's `:`.
fn whatwg_guess(rest: &str) -> &str {
    let rest = rest.trim_start_matches('/');
    let authority = rest.find(['/', '?', '#']).map_or(rest, |end| &rest[..end]);
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    match host.rfind(':') {
        Some(colon) if !host.ends_with(']') => &host[..colon],
        _ => host,
    }
}

/// `special-scheme-without-authority`.
fn without_authority(r: &UriRef<'_>, into: &mut Findings<'_>) {
    let path = r.path().as_str();
    let scheme_end = r.scheme().map_or(0, |scheme| scheme.len() + 1);
    let rest = r.as_str().get(scheme_end..).unwrap_or("");
    let guess = whatwg_guess(rest);
    let span = into.span_of(path);
    let reading = if guess.is_empty() {
        "a WHATWG parser refuses it for want of a host".to_string()
    } else {
        format!("a WHATWG parser reads the host `{}` from it", shown(guess))
    };
    into.add(
        Code::SpecialSchemeWithoutAuthority,
        Severity::Warning,
        span,
        format!(
            "this `{}` URI has no authority (no `//`) and so no host here; {reading}",
            r.scheme().unwrap_or("")
        ),
    );
}

/// `empty-host`.
fn empty_host(r: &UriRef<'_>, into: &mut Findings<'_>) {
    let path = r.path().as_str();
    let guess = whatwg_guess(path);
    let reading = if guess.is_empty() || !path.starts_with('/') {
        "a WHATWG parser refuses it".to_string()
    } else {
        format!(
            "a WHATWG parser skips the slashes and reads the host `{}`",
            shown(guess)
        )
    };
    let span = r
        .authority()
        .map_or(0..0, |authority| into.span_of(authority.as_str()));
    into.add(
        Code::EmptyHost,
        Severity::Warning,
        span,
        format!(
            "this `{}` URI has an empty host here; {reading}",
            r.scheme().unwrap_or("")
        ),
    );
}

/// `userinfo-present` and `password-present`.
///
/// The confusion is a userinfo read as the host
/// (`http://trusted.example@evil.example/`): in a URI of a special scheme,
/// a userinfo whose user part has the shape of a domain name or an address
/// is a warning, any other (`git@`, `deploy@`) information. A password is
/// information too: RFC 3986 §3.2.1 deprecates it, and it leads nowhere
/// else.
fn userinfo_findings(userinfo: &str, host: &str, special: bool, into: &mut Findings<'_>) {
    let span = into.span_of(userinfo);
    let user = userinfo.split(':').next().unwrap_or("");
    let host_like = special && looks_like_host(user);
    into.add(
        Code::UserinfoPresent,
        if host_like {
            Severity::Warning
        } else {
            Severity::Info
        },
        span.clone(),
        if host_like {
            format!(
                "`{}@` reads as a host, and is a userinfo: the host is `{}`",
                shown(userinfo),
                shown(host)
            )
        } else {
            format!(
                "`{}@` is a userinfo; the host is `{}`",
                shown(userinfo),
                shown(host)
            )
        },
    );
    if let Some(colon) = userinfo.find(':') {
        into.add(
            Code::PasswordPresent,
            Severity::Info,
            span.start + colon + 1..span.end,
            "the userinfo holds a password, deprecated by RFC 3986 §3.2.1: it ends up in logs and histories".to_string(),
        );
    }
}

/// The top-level domains of three letters or more that
/// [`looks_like_host`] takes for one: the generic ones people meet most,
/// and those RFC 2606 and RFC 6761 reserve.
const COMMON_TLDS: [&str; 22] = [
    "com",
    "net",
    "org",
    "edu",
    "gov",
    "mil",
    "int",
    "info",
    "biz",
    "app",
    "dev",
    "xyz",
    "online",
    "site",
    "cloud",
    "example",
    "test",
    "invalid",
    "localhost",
    "local",
    "internal",
    "corp",
];

/// Whether `user` (a userinfo's user part) has the shape of a host: a
/// domain name of two labels or more whose last is a top-level domain, an
/// address as `inet_aton` reads one, or `localhost`; once decoded, and
/// with a trailing `/`, `\` or `?` (`google.com%2F@`) left out.
fn looks_like_host(user: &str) -> bool {
    let decoded = crate::text::percent::decode_lenient(user);
    let Ok(text) = core::str::from_utf8(&decoded) else {
        return false;
    };
    let text = text.trim_end_matches(['/', '\\', '?', '#']);
    if text.eq_ignore_ascii_case("localhost")
        || matches!(
            crate::text::whatwg_ipv4::read(text),
            crate::text::whatwg_ipv4::Reading::Address(_)
        )
    {
        return true;
    }
    let last = text.rsplit('.').next().unwrap_or("");
    // A top-level domain: two letters (a country's), or one of the names
    // people write (`jane.doe@` is a user, `trusted.example@` a host).
    let tld = (last.len() == 2 && last.bytes().all(|b| b.is_ascii_alphabetic()))
        || COMMON_TLDS.iter().any(|t| t.eq_ignore_ascii_case(last));
    text.contains('.')
        && tld
        && text.split('.').all(|label| {
            !label.is_empty()
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        })
}

/// Registered schemes whose paths are often digits alone (`tel:911`,
/// `sip:1234`, `doi:10/abc`), not ports.
const DIGIT_PATHS: [&str; 20] = [
    "cid", "doi", "fax", "geo", "im", "info", "isbn", "issn", "mid", "mms", "modem", "news", "ni",
    "nntp", "oid", "pres", "sip", "sips", "sms", "tel",
];

/// `scheme-looks-like-host`: `google.com:80/x`, `localhost:8080`.
fn scheme_like_host(scheme: &str, path: &str, into: &mut Findings<'_>) {
    let last_label = scheme.rsplit('.').next().unwrap_or("");
    // `com.example.app:/cb` is a private-use scheme (RFC 8252 §7.1),
    // reverse DNS with a path that begins with `/`; `google.com:80/x` has
    // none.
    let domain_like = scheme.contains('.')
        && last_label.len() >= 2
        && last_label.bytes().all(|b| b.is_ascii_alphabetic())
        && !path.starts_with('/');
    let digits = path.len() - path.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let port_like = (1..=5).contains(&digits)
        && path[digits..].chars().next().is_none_or(|c| c == '/')
        && path[..digits]
            .parse::<u32>()
            .is_ok_and(|port| port <= 65535)
        && !DIGIT_PATHS.iter().any(|s| s.eq_ignore_ascii_case(scheme))
        && !scheme.eq_ignore_ascii_case("urn");
    if domain_like || port_like {
        let start = into.span_of(scheme).start;
        let end = if port_like {
            into.span_of(path).start + digits
        } else {
            start + scheme.len() + 1
        };
        into.add(
            Code::SchemeLooksLikeHost,
            Severity::Warning,
            start..end,
            format!(
                "`{}` is the scheme here, though it reads as a host{}; write `//` before a host (`http://{}`)",
                shown(scheme),
                if port_like { " followed by a port" } else { "" },
                shown(scheme)
            ),
        );
    }
}

/// `dot-segments` and `encoded-dot-segments`: only the segments that
/// begin with `.` (or with `%`, when the input has one) are looked at, so
/// that an ordinary path costs a byte search.
fn path(path: &str, percent: bool, into: &mut Findings<'_>) {
    let bytes = path.as_bytes();
    let begins_segment = |at: usize| at == 0 || bytes.get(at - 1) == Some(&b'/');
    let check = |at: usize, into: &mut Findings<'_>| {
        let rest = path.get(at..).unwrap_or("");
        let segment = rest.find('/').map_or(rest, |end| &rest[..end]);
        if segment == "." || segment == ".." {
            let span = into.span_of(segment);
            into.add(
                Code::DotSegments,
                Severity::Info,
                span,
                format!(
                    "the segment `{segment}` is removed by resolution (RFC 3986 §5.2.4) and by most clients, with what it names"
                ),
            );
        } else if percent && is_encoded_dots(segment) {
            let span = into.span_of(segment);
            into.add(
                Code::EncodedDotSegments,
                Severity::Warning,
                span,
                format!(
                    "the segment `{segment}` is `{}` once decoded: kept here, and a path traversal on servers that decode before they remove dot segments",
                    if segment.len() > 3 { ".." } else { "." }
                ),
            );
        }
    };
    for byte in [b'.', b'%'] {
        if byte == b'%' && !percent {
            break;
        }
        let mut from = 0;
        while let Some(at) = find_byte(bytes, from, byte) {
            if begins_segment(at) {
                check(at, into);
            }
            from = at + 1;
        }
    }
}

/// Whether `segment` is `.` or `..` with at least one dot written `%2E`.
fn is_encoded_dots(segment: &str) -> bool {
    let mut dots = 0;
    let mut rest = segment;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('.') {
            rest = after;
        } else if rest
            .as_bytes()
            .get(..3)
            .is_some_and(|triplet| triplet.eq_ignore_ascii_case(b"%2e"))
        {
            // Three ASCII bytes: the slice is on a boundary.
            rest = rest.get(3..).unwrap_or("");
        } else {
            return false;
        }
        dots += 1;
    }
    (1..=2).contains(&dots)
}

/// `double-encoding`: the first `%25HH`, a warning before the query and
/// information in the query or fragment.
fn double_encoding(r: &UriRef<'_>, into: &mut Findings<'_>) {
    let text = r.as_str();
    let tail_start = r
        .query()
        .or(r.fragment())
        .map_or(text.len(), |tail| into.span_of(tail).start);
    let mut from = 0;
    while let Some(start) = find_byte(text.as_bytes(), from, b'%') {
        from = start + 1;
        let is_double = text
            .as_bytes()
            .get(start + 1..start + 5)
            .is_some_and(|after| {
                after.starts_with(b"25") && after.iter().skip(2).all(u8::is_ascii_hexdigit)
            });
        if !is_double {
            continue;
        }
        let written = &text[start..start + 5];
        let severity = if start >= tail_start {
            Severity::Info
        } else {
            Severity::Warning
        };
        into.add(
            Code::DoubleEncoding,
            severity,
            start..start + 5,
            format!(
                "`{written}` decodes to `%{}`, which a second decoding turns into another character",
                &written[3..]
            ),
        );
        break;
    }
}
