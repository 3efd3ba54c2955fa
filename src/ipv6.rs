//! Turning the text of an `IPv6address` into a [`Ipv6Addr`].

use std::net::Ipv6Addr;

/// The address denoted by `text`, which the grammar has matched as an
/// `IPv6address` (RFC 3986 §3.2.2): up to eight `h16` pieces separated by
/// `:`, at most one `::` standing for one or more zero pieces, and an
/// optional trailing `IPv4address` counting as two pieces.
///
/// `None` only if `text` is not such an address; the walker turns that into
/// an error rather than trusting the grammar blindly.
pub(crate) fn parse(text: &str) -> Option<Ipv6Addr> {
    let mut pieces = [0u16; 8];
    match text.split_once("::") {
        None => {
            if fill(text, &mut pieces)? != 8 {
                return None;
            }
        }
        Some((head, tail)) => {
            let mut head_pieces = [0u16; 8];
            let mut tail_pieces = [0u16; 8];
            let head_len = if head.is_empty() {
                0
            } else {
                fill(head, &mut head_pieces)?
            };
            let tail_len = if tail.is_empty() {
                0
            } else {
                fill(tail, &mut tail_pieces)?
            };
            // "::" stands for at least one zero piece.
            if head_len + tail_len > 7 {
                return None;
            }
            pieces[..head_len].copy_from_slice(&head_pieces[..head_len]);
            pieces[8 - tail_len..].copy_from_slice(&tail_pieces[..tail_len]);
        }
    }
    Some(Ipv6Addr::from(pieces))
}

/// Reads `:`-separated pieces into `out`, an `IPv4address` only as the last
/// one; returns how many 16-bit pieces were written.
fn fill(text: &str, out: &mut [u16; 8]) -> Option<usize> {
    let mut len = 0;
    let mut parts = text.split(':').peekable();
    while let Some(part) = parts.next() {
        if parts.peek().is_none() && part.contains('.') {
            let v4 = crate::ipv4::parse(part)?;
            let [a, b, c, d] = v4.octets();
            *out.get_mut(len)? = u16::from_be_bytes([a, b]);
            *out.get_mut(len + 1)? = u16::from_be_bytes([c, d]);
            len += 2;
        } else {
            if part.is_empty() || part.len() > 4 {
                return None;
            }
            *out.get_mut(len)? = u16::from_str_radix(part, 16).ok()?;
            len += 1;
        }
    }
    Some(len)
}

#[cfg(test)]
mod tests {
    use super::parse;
    use std::net::Ipv6Addr;

    #[track_caller]
    fn same(text: &str, expected: &str) {
        let expected: Ipv6Addr = expected.parse().expect("a valid test address");
        assert_eq!(parse(text), Some(expected), "{text}");
    }

    #[test]
    fn every_form_of_rfc3986() {
        same("1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8");
        same("1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304");
        same("::2:3:4:5:6:7:8", "0:2:3:4:5:6:7:8");
        same("1::3:4:5:6:7:8", "1:0:3:4:5:6:7:8");
        same("::", "0:0:0:0:0:0:0:0");
        same("::1", "0:0:0:0:0:0:0:1");
        same("1::", "1:0:0:0:0:0:0:0");
        same("1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0");
        same("::ffff:192.0.2.1", "::ffff:c000:201");
        same("ABCD::ef01", "abcd::ef01");
        same("1::255.255.255.255", "1::ffff:ffff");
    }

    #[test]
    fn refuses_what_is_not_an_address() {
        for text in [
            "",
            ":",
            "1:2",
            "1::2::3",
            "1:2:3:4:5:6:7:8:9",
            "12345::",
            "::1.2.3",
            "1:2:3:4:5:6:7::8",
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }
}
