//! Where each component lies in a reference's text: byte ranges, so that a
//! borrowed [`UriRef`](crate::UriRef) and an owned
//! [`UriRefBuf`](crate::UriRefBuf) share one description of their parts.
//!
//! Both parse paths (the recognizer and the walk of pest's tree) end here:
//! they find spans, and [`host_data`] turns the rule that matched the host
//! into what the layout keeps of it. This module knows nothing of either
//! path.

use core::net::{Ipv4Addr, Ipv6Addr};

use crate::text::{ipv4, ipv6};

/// A byte range of the reference's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct Span {
    pub(crate) start: usize,
    pub(crate) end: usize,
}

impl Span {
    #[inline]
    pub(crate) const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The text of this range. Spans come from a parse of the same text
    /// (the recognizer's or pest's), so the range is always there: a span
    /// that is not is a bug, which debug builds stop at and release builds,
    /// which must not panic on any input, answer with an empty string.
    #[inline]
    pub(crate) fn of(self, text: &str) -> &str {
        let part = text.get(self.start..self.end);
        debug_assert!(
            part.is_some(),
            "span {}..{} is not a range of character boundaries of a text of {} bytes",
            self.start,
            self.end,
            text.len()
        );
        part.unwrap_or_default()
    }
}

/// What the host is, beyond its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum HostData {
    RegName,
    Ipv4(Ipv4Addr),
    Ipv6(Ipv6Addr),
    /// `"[" "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) "]"`: the
    /// version and the address are found in the host's text when asked for.
    IpvFuture,
}

/// The authority: where its host lies, and what the host is. The rest is
/// told by the positions around it (`authority = [ userinfo "@" ] host [
/// ":" port ]`): a userinfo is whatever comes before the host, a port
/// whatever comes after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct AuthorityLayout {
    pub(crate) host: Span,
    pub(crate) host_data: HostData,
}

/// Every component of a reference, as the few positions that delimit them
/// all (the delimiters `:`, `//`, `@`, `:`, `?` and `#` sit between them).
/// Kept small because every parse returns one: a field per component would
/// take four times the room, and copying it would cost more than parsing a
/// short reference.
///
/// The authority is kept as plain words rather than an
/// `Option<AuthorityLayout>`: every parse returns a layout, and an enum
/// holding a 16-byte address at an odd offset was copied in overlapping
/// moves that each waited on the stores before them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct Layout {
    /// Where the scheme ends (the index of its `:`); 0 when there is none,
    /// since a scheme is never empty.
    scheme_end: usize,
    /// Where the host lies; empty at 0 when there is no authority.
    host: Span,
    path: Span,
    /// Where the query ends; `path.end` when there is none, since a query
    /// always follows a `?`.
    query_end: usize,
    /// The host's address when it is one, as its bits (an IPv4 address in
    /// the low word); 0 otherwise. Two words rather than a `u128`, whose
    /// 16-byte alignment would make the layout 80 bytes instead of 72.
    address: [u64; 2],
    /// Whether there is an authority, and what its host is.
    host_kind: HostKind,
}

/// What [`Layout::host_kind`] says: no authority, or the kind of its host.
/// Each kind's discriminant is its code in [`Words::host_kind`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
enum HostKind {
    #[default]
    NoAuthority = 0,
    RegName = 1,
    Ipv4 = 2,
    Ipv6 = 3,
    IpvFuture = 4,
}

impl HostKind {
    /// The kind whose code is `code`, if one is.
    const fn from_code(code: u8) -> Option<Self> {
        Some(match code {
            0 => HostKind::NoAuthority,
            1 => HostKind::RegName,
            2 => HostKind::Ipv4,
            3 => HostKind::Ipv6,
            4 => HostKind::IpvFuture,
            _ => return None,
        })
    }
}

/// A [`Layout`]'s fields as plain integers, the host's kind as a code:
/// what a reference written at compile time is rebuilt from
/// (`reference/literal.rs`), where the layout's own types cannot be named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Words {
    pub(crate) scheme_end: usize,
    pub(crate) host: Span,
    pub(crate) path: Span,
    pub(crate) query_end: usize,
    pub(crate) address: [u64; 2],
    /// 0 for no authority, then a reg-name, an IPv4 address, an IPv6
    /// address, an IPvFuture: 1 to 4.
    pub(crate) host_kind: u8,
}

/// The code of a host kind in [`Words::host_kind`].
pub(crate) mod host_kind_code {
    /// No authority.
    pub(crate) const NO_AUTHORITY: u8 = super::HostKind::NoAuthority as u8;
    /// A reg-name.
    pub(crate) const REG_NAME: u8 = super::HostKind::RegName as u8;
    /// An IPv4 address.
    pub(crate) const IPV4: u8 = super::HostKind::Ipv4 as u8;
    /// An IPv6 address.
    pub(crate) const IPV6: u8 = super::HostKind::Ipv6 as u8;
    /// An IPvFuture.
    pub(crate) const IPV_FUTURE: u8 = super::HostKind::IpvFuture as u8;
}

impl Layout {
    /// The layout of a reference with these components, which must be
    /// those of one reference, in order: the scheme from index 0, the
    /// authority after `scheme:` and `//`, then the path, then the query
    /// after its `?`.
    #[inline]
    pub(crate) fn new(
        scheme: Option<Span>,
        authority: Option<AuthorityLayout>,
        path: Span,
        query: Option<Span>,
    ) -> Self {
        let (host_kind, address) = match authority.map(|a| a.host_data) {
            None => (HostKind::NoAuthority, [0; 2]),
            Some(HostData::RegName) => (HostKind::RegName, [0; 2]),
            Some(HostData::Ipv4(address)) => (HostKind::Ipv4, [0, u64::from(address.to_bits())]),
            Some(HostData::Ipv6(address)) => {
                let bits = address.to_bits();
                // The high and the low half: the casts keep what they are meant to.
                (HostKind::Ipv6, [(bits >> 64) as u64, bits as u64])
            }
            Some(HostData::IpvFuture) => (HostKind::IpvFuture, [0; 2]),
        };
        Layout {
            scheme_end: scheme.map_or(0, |span| span.end),
            host: authority.map_or(Span::default(), |a| a.host),
            path,
            query_end: query.map_or(path.end, |span| span.end),
            address,
            host_kind,
        }
    }

    /// The layout's fields, as [`Layout::from_words`] takes them back.
    #[inline]
    pub(crate) const fn words(&self) -> Words {
        Words {
            scheme_end: self.scheme_end,
            host: self.host,
            path: self.path,
            query_end: self.query_end,
            address: self.address,
            host_kind: self.host_kind as u8,
        }
    }

    /// The layout whose fields are `words`; `None` when the host kind's
    /// code is none of [`host_kind_code`]'s. Nothing else is checked: the
    /// positions must be those of a reference's components, in order, as
    /// [`Layout::words`] gives them (`reference/literal.rs` checks them
    /// against the text).
    #[inline]
    pub(crate) const fn from_words(words: Words) -> Option<Self> {
        let Some(host_kind) = HostKind::from_code(words.host_kind) else {
            return None;
        };
        Some(Layout {
            scheme_end: words.scheme_end,
            host: words.host,
            path: words.path,
            query_end: words.query_end,
            address: words.address,
            host_kind,
        })
    }

    /// The scheme, without its `:`.
    #[inline]
    pub(crate) fn scheme(&self) -> Option<Span> {
        (self.scheme_end > 0).then_some(Span::new(0, self.scheme_end))
    }

    /// The authority, without its `//`.
    #[inline]
    pub(crate) fn authority(&self) -> Option<(Span, AuthorityLayout)> {
        let [high, low] = self.address;
        let host_data = match self.host_kind {
            HostKind::NoAuthority => return None,
            HostKind::RegName => HostData::RegName,
            // The low word holds the 32 bits an IPv4 address was made from.
            HostKind::Ipv4 => HostData::Ipv4(Ipv4Addr::from_bits(low as u32)),
            HostKind::Ipv6 => HostData::Ipv6(Ipv6Addr::from_bits(
                u128::from(high) << 64 | u128::from(low),
            )),
            HostKind::IpvFuture => HostData::IpvFuture,
        };
        let start = if self.scheme_end > 0 {
            self.scheme_end + 3
        } else {
            2
        };
        Some((
            Span::new(start, self.path.start),
            AuthorityLayout {
                host: self.host,
                host_data,
            },
        ))
    }

    /// The path.
    #[inline]
    pub(crate) fn path(&self) -> Span {
        self.path
    }

    /// The query, without its `?`.
    #[inline]
    pub(crate) fn query(&self) -> Option<Span> {
        (self.query_end > self.path.end).then_some(Span::new(self.path.end + 1, self.query_end))
    }

    /// The fragment, without its `#`, in a reference of `len` bytes.
    #[inline]
    pub(crate) fn fragment(&self, len: usize) -> Option<Span> {
        (len > self.query_end).then_some(Span::new(self.query_end + 1, len))
    }
}

impl AuthorityLayout {
    /// The userinfo, without its `@`, in the authority `whole`.
    #[inline]
    pub(crate) fn userinfo(&self, whole: Span) -> Option<Span> {
        (self.host.start > whole.start).then_some(Span::new(whole.start, self.host.start - 1))
    }

    /// The port, without its `:`, in the authority `whole`.
    #[inline]
    pub(crate) fn port(&self, whole: Span) -> Option<Span> {
        (whole.end > self.host.end).then_some(Span::new(self.host.end + 1, whole.end))
    }
}

/// The rule that matched under `host` and its span: what decides the
/// [`HostData`], whichever parse path found it.
#[derive(Debug, Clone, Copy)]
pub(crate) enum HostForm {
    RegName,
    Ipv4(Span),
    Ipv6(Span),
    IpvFuture,
}

/// A host text that the grammar matched and the conversion refused: a
/// disagreement between the two, reported rather than trusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct HostMismatch {
    /// Where the host's address lies in the reference.
    pub(crate) at: Span,
    /// The rule that matched it.
    pub(crate) rule: AddressRule,
}

/// The rule an IP address a [`HostMismatch`] names was matched by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum AddressRule {
    /// `IPv4address`.
    Ipv4,
    /// `IPv6address`.
    Ipv6,
}

/// What the host is, from the rule that matched it in `input`.
///
/// # Errors
/// [`HostMismatch`] when the address text does not convert.
// Always inlined: as a call (the compiler's choice on the parse path), its
// result comes back through memory, a large share of a short parse;
// inlined, a reg-name costs nothing here.
#[inline(always)]
pub(crate) fn host_data(input: &str, form: HostForm) -> Result<HostData, HostMismatch> {
    Ok(match form {
        HostForm::RegName => HostData::RegName,
        HostForm::Ipv4(at) => HostData::Ipv4(ipv4::parse(at.of(input)).ok_or(HostMismatch {
            at,
            rule: AddressRule::Ipv4,
        })?),
        HostForm::Ipv6(at) => HostData::Ipv6(ipv6::parse(at.of(input)).ok_or(HostMismatch {
            at,
            rule: AddressRule::Ipv6,
        })?),
        HostForm::IpvFuture => HostData::IpvFuture,
    })
}

#[cfg(test)]
mod tests {
    use core::net::{Ipv4Addr, Ipv6Addr};

    use super::{AuthorityLayout, HostData, Layout, Span};

    fn with_host(host_data: HostData) -> Layout {
        let host = Span::new(7, 20);
        Layout::new(
            Some(Span::new(0, 4)),
            Some(AuthorityLayout { host, host_data }),
            Span::new(20, 21),
            None,
        )
    }

    #[test]
    fn a_span_gives_its_text() {
        assert_eq!(Span::new(2, 4).of("abcdef"), "cd");
        assert_eq!(Span::new(3, 3).of("abc"), "");
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "is not a range of character boundaries")]
    fn a_span_outside_its_text_stops_a_debug_build() {
        let _ = Span::new(2, 9).of("abc");
    }

    #[test]
    #[cfg(not(debug_assertions))]
    fn a_span_outside_its_text_is_empty_in_a_release_build() {
        assert_eq!(Span::new(2, 9).of("abc"), "");
        assert_eq!(Span::new(1, 2).of("é"), "");
    }

    #[test]
    fn a_layout_gives_back_the_host_it_was_made_with() {
        let hosts = [
            HostData::RegName,
            HostData::IpvFuture,
            HostData::Ipv4(Ipv4Addr::new(192, 0, 2, 1)),
            HostData::Ipv4(Ipv4Addr::BROADCAST),
            HostData::Ipv4(Ipv4Addr::UNSPECIFIED),
            HostData::Ipv6(Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329)),
            HostData::Ipv6(Ipv6Addr::from_bits(u128::MAX)),
            HostData::Ipv6(Ipv6Addr::UNSPECIFIED),
        ];
        for (i, host_data) in hosts.into_iter().enumerate() {
            let layout = with_host(host_data);
            let authority = AuthorityLayout {
                host: Span::new(7, 20),
                host_data,
            };
            assert_eq!(layout.authority(), Some((Span::new(7, 20), authority)));
            assert_eq!(Layout::from_words(layout.words()), Some(layout));
            // Layouts that differ only in their host's data differ.
            for other in &hosts[..i] {
                assert_ne!(layout, with_host(*other), "{host_data:?} and {other:?}");
            }
        }
    }

    #[test]
    fn words_with_an_unknown_host_kind_are_no_layout() {
        let layout = with_host(HostData::RegName);
        assert_eq!(Layout::from_words(layout.words()), Some(layout));
        let words = super::Words {
            host_kind: 5,
            ..layout.words()
        };
        assert_eq!(Layout::from_words(words), None);
        let none = Layout::new(None, None, Span::new(0, 3), None);
        assert_eq!(Layout::from_words(none.words()), Some(none));
    }

    #[test]
    fn a_layout_without_an_authority_has_none() {
        let layout = Layout::new(None, None, Span::new(0, 3), Some(Span::new(4, 6)));
        assert_eq!(layout.authority(), None);
        assert_eq!(layout.query(), Some(Span::new(4, 6)));
        assert_ne!(layout, Layout::default());
    }
}
