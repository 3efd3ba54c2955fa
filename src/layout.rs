//! Where each component lies in a reference's text: byte ranges, so that a
//! borrowed [`UriRef`](crate::UriRef) and an owned
//! [`UriRefBuf`](crate::UriRefBuf) share one description of their parts.

use std::net::{Ipv4Addr, Ipv6Addr};

/// A byte range of the reference's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct Span {
    pub(crate) start: usize,
    pub(crate) end: usize,
}

impl Span {
    #[inline]
    pub(crate) fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The text of this range. Spans come from the walker over the same
    /// text, so the range is always there; an empty string stands in rather
    /// than a panic if it ever is not.
    #[inline]
    pub(crate) fn of(self, text: &str) -> &str {
        text.get(self.start..self.end).unwrap_or_default()
    }
}

/// What the host is, beyond its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum HostData {
    RegName,
    Ipv4(Ipv4Addr),
    Ipv6(Ipv6Addr),
    IpvFuture { version: Span, address: Span },
}

/// The authority and its subcomponents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct AuthorityLayout {
    pub(crate) span: Span,
    pub(crate) userinfo: Option<Span>,
    pub(crate) host: Span,
    pub(crate) host_data: HostData,
    pub(crate) port: Option<Span>,
}

/// Every component of a reference; `None` for an absent one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct Layout {
    pub(crate) scheme: Option<Span>,
    pub(crate) authority: Option<AuthorityLayout>,
    pub(crate) path: Span,
    pub(crate) query: Option<Span>,
    pub(crate) fragment: Option<Span>,
}
