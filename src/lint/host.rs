//! The checks of a registered name: what a WHATWG parser (or a client that
//! decodes the host) reads there instead.

use alloc::format;
use alloc::string::ToString;

use super::code::{Code, Severity};
use super::findings::{Findings, shown};
use crate::text::idna_fold;
use crate::text::percent::hex_pair;
use crate::text::whatwg_ipv4::{self, Reading};

/// Checks the registered name `name`, a slice of the input.
/// `percent` says whether the input has a `%` at all.
pub(super) fn reg_name(name: &str, percent: bool, into: &mut Findings<'_>) {
    if name.is_empty() {
        return;
    }
    let plain = name.is_ascii() && !(percent && name.contains('%'));
    if !plain {
        encodings(name, into);
    }
    ip_like(name, plain, into);
    if name.len() > 1 && name.ends_with('.') {
        let span = into.span_of(name);
        let message = if name.ends_with("..") {
            format!(
                "the host `{}` ends with an empty label: no DNS name, and a string allow-lists may match",
                shown(name)
            )
        } else {
            format!(
                "the host `{}` ends with `.`: the same DNS name as `{}`, and another string to allow-lists and cookies",
                shown(name),
                shown(&name[..name.len() - 1])
            )
        };
        into.add(
            Code::TrailingDotHost,
            Severity::Warning,
            span.end - 1..span.end,
            message,
        );
    }
}

/// `ip-like-reg-name`: the name as a WHATWG parser or `inet_aton` reads
/// it is an IPv4 address.
fn ip_like(name: &str, plain: bool, into: &mut Findings<'_>) {
    // A name of letters, digits, `-` and `.` is read as it is; only one
    // with triplets or non-ASCII is folded.
    let reading = if plain {
        whatwg_ipv4::read(name)
    } else {
        match idna_fold::fold(name) {
            Some(folded) => whatwg_ipv4::read(&folded),
            None => Reading::Domain,
        }
    };
    if let Reading::Address(address) = reading {
        let span = into.span_of(name);
        into.add(
            Code::IpLikeRegName,
            Severity::Warning,
            span,
            format!(
                "the registered name `{}` is the IPv4 address {address} to a WHATWG URL parser (and, written without a trailing `.` or an empty `0x`, to inet_aton)",
                shown(name)
            ),
        );
    }
}

/// The characters of `name` with their byte ranges in it, a percent-encoded
/// UTF-8 character decoded; `None` for a byte that begins no character.
fn characters(name: &str) -> impl Iterator<Item = (usize, usize, Option<char>)> + '_ {
    let bytes = name.as_bytes();
    let mut i = 0;
    core::iter::from_fn(move || {
        let start = i;
        let &first = bytes.get(i)?;
        if first != b'%' {
            let c = name.get(i..)?.chars().next()?;
            i += c.len_utf8();
            return Some((start, i, Some(c)));
        }
        // Up to four triplets make one UTF-8 character.
        let mut octets = [0u8; 4];
        let mut count = 0;
        let mut j = i;
        while count < 4 {
            match (bytes.get(j), bytes.get(j + 1), bytes.get(j + 2)) {
                (Some(b'%'), Some(&h), Some(&l)) => match hex_pair(h, l) {
                    Some(octet) if count == 0 || octet & 0xC0 == 0x80 => {
                        octets[count] = octet;
                        count += 1;
                        j += 3;
                    }
                    _ => break,
                },
                _ => break,
            }
            if let Ok(text) = core::str::from_utf8(&octets[..count]) {
                let c = text.chars().next();
                i = j;
                return Some((start, i, c));
            }
        }
        // Not a character: step over one triplet (or the lone `%`).
        i = if count > 0 { start + 3 } else { start + 1 };
        Some((start, i, None))
    })
}

/// Whether a WHATWG parser refuses `c` in a host, or it would end or
/// split the host elsewhere: its forbidden host and domain code points,
/// and `.`.
fn is_host_delimiter(c: char) -> bool {
    matches!(
        c,
        '\0'..='\u{20}'
            | '#'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
            | '%'
            | '.'
            | '\u{7F}'
    )
}

/// `encoded-delimiter-in-host`, `host-maps-to-delimiter` and
/// `host-maps-to-ascii`.
fn encodings(name: &str, into: &mut Findings<'_>) {
    let base = into.span_of(name).start;
    for (start, end, c) in characters(name) {
        let Some(c) = c else { continue };
        let written = name.get(start..end).unwrap_or("");
        let encoded = written.starts_with('%');
        if encoded && c.is_ascii() && is_host_delimiter(c) {
            let message = if c == '.' {
                format!(
                    "`{written}` in the host is `.` (unreserved, RFC 3986 §6.2.2.2): another label to a reader that decodes the host, as a WHATWG parser does, and part of one label to an allow-list that compares the text"
                )
            } else {
                format!(
                    "`{written}` in the host decodes to `{}`: a client that decodes the host before it connects goes elsewhere, and a WHATWG parser refuses it",
                    shown(&c.to_string())
                )
            };
            into.add(
                Code::EncodedDelimiterInHost,
                Severity::Warning,
                base + start..base + end,
                message,
            );
        } else if let Some(mapped) = idna_fold::delimiter(c) {
            into.add(
                Code::HostMapsToDelimiter,
                Severity::Warning,
                base + start..base + end,
                format!(
                    "`{written}` (U+{:04X}) in the host is one character here, and `{}` to IDNA (UTS #46) and a WHATWG parser, which read another host",
                    u32::from(c),
                    shown(mapped)
                ),
            );
        } else if idna_fold::changes(c) {
            let mapped = idna_fold::alphanumeric(c)
                .map(|b| char::from(b).to_string())
                .or_else(|| idna_fold::alphanumeric_string(c).map(ToString::to_string));
            let reading = match mapped {
                Some(ascii) => format!("is `{ascii}` to IDNA (UTS #46) and a WHATWG parser"),
                None => "is removed by IDNA (UTS #46) and a WHATWG parser".to_string(),
            };
            into.add(
                Code::HostMapsToAscii,
                Severity::Warning,
                base + start..base + end,
                format!(
                    "`{written}` (U+{:04X}) in the host {reading}: the host leads where another name does",
                    u32::from(c)
                ),
            );
        }
    }
}
