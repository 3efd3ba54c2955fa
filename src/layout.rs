//! Where each component lies in a reference's text: byte ranges, so that a
//! borrowed [`UriRef`](crate::UriRef) and an owned
//! [`UriRefBuf`](crate::UriRefBuf) share one description of their parts.
//!
//! Both parse paths (the recognizer and the walk of pest's tree) end here:
//! they find spans, and [`host_data`] turns the rule that matched the host
//! into what the layout keeps of it. This module knows nothing of either
//! path.

use core::net::{Ipv4Addr, Ipv6Addr};

use crate::{ipv4, ipv6};

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

    /// The text of this range. Spans come from a parse of the same text
    /// (the recognizer's or pest's), so the range is always there; an empty string stands in rather
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct Layout {
    /// Where the scheme ends (the index of its `:`); 0 when there is none,
    /// since a scheme is never empty.
    scheme_end: usize,
    authority: Option<AuthorityLayout>,
    path: Span,
    /// Where the query ends; `path.end` when there is none, since a query
    /// always follows a `?`.
    query_end: usize,
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
        Layout {
            scheme_end: scheme.map_or(0, |span| span.end),
            authority,
            path,
            query_end: query.map_or(path.end, |span| span.end),
        }
    }

    /// The scheme, without its `:`.
    #[inline]
    pub(crate) fn scheme(&self) -> Option<Span> {
        (self.scheme_end > 0).then_some(Span::new(0, self.scheme_end))
    }

    /// The authority, without its `//`.
    #[inline]
    pub(crate) fn authority(&self) -> Option<(Span, AuthorityLayout)> {
        let authority = self.authority?;
        let start = if self.scheme_end > 0 {
            self.scheme_end + 3
        } else {
            2
        };
        Some((Span::new(start, self.path.start), authority))
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
    /// The ABNF name of the rule that matched it.
    pub(crate) rule: &'static str,
}

/// What the host is, from the rule that matched it in `input`.
///
/// # Errors
/// [`HostMismatch`] when the address text does not convert.
// Always inlined: as a call (the compiler's choice on the parse path), its
// result came back through memory, which cost `http://a/` 44 ns a parse
// rather than 31 in the peers bench; inlined, a reg-name costs nothing here.
#[inline(always)]
pub(crate) fn host_data(input: &str, form: HostForm) -> Result<HostData, HostMismatch> {
    Ok(match form {
        HostForm::RegName => HostData::RegName,
        HostForm::Ipv4(at) => HostData::Ipv4(ipv4::parse(at.of(input)).ok_or(HostMismatch {
            at,
            rule: "IPv4address",
        })?),
        HostForm::Ipv6(at) => HostData::Ipv6(ipv6::parse(at.of(input)).ok_or(HostMismatch {
            at,
            rule: "IPv6address",
        })?),
        HostForm::IpvFuture => HostData::IpvFuture,
    })
}
