//! Writing a reference component by component, its layout recorded on the
//! way: resolution and normalization build their results with it, so that
//! the text is not parsed again.

use alloc::string::String;

use crate::compiled::goal::Goal;
use crate::compiled::layout::{AuthorityLayout, HostData, Layout, Span};
use crate::parse;
use crate::reference::authority::Host;
use crate::text::ipv4;

/// A reference written component by component into one string, where each
/// component lies recorded on the way: resolution and normalization build
/// their results with it, so that the text is not parsed again.
///
/// The writer does not check what is written; its users write components
/// taken from parsed references, in order. Debug builds parse the result
/// and check that it is a reference with this layout.
pub(crate) struct Writer {
    /// The production the text is written as, which debug builds parse it
    /// against: a URI reference or an IRI reference.
    goal: Goal,
    text: String,
    scheme: Option<Span>,
    authority: Option<AuthorityLayout>,
    path: Span,
    query: Option<Span>,
}

impl Writer {
    /// An empty reference of the production `goal` (`UriReference` or
    /// `IriReference`), with room for `capacity` bytes.
    #[inline]
    pub(crate) fn new(goal: Goal, capacity: usize) -> Self {
        Writer {
            goal,
            text: String::with_capacity(capacity),
            scheme: None,
            authority: None,
            path: Span::default(),
            query: None,
        }
    }

    /// The text so far, to append the next component to.
    #[inline]
    pub(crate) fn text(&mut self) -> &mut String {
        &mut self.text
    }

    /// The text so far is the scheme; its `:` is appended.
    #[inline]
    pub(crate) fn end_scheme(&mut self) {
        self.scheme = Some(Span::new(0, self.text.len()));
        self.text.push(':');
    }

    /// The host is the text from `start` on, of the kind of `host`, the
    /// host it was written from. A reg-name is looked at again: once its
    /// encoded digits and dots are decoded it may read as an
    /// `IPv4address`, which a host that matches is (§3.2.2).
    #[inline]
    pub(crate) fn end_host(&mut self, start: usize, host: Host<'_>) {
        let span = Span::new(start, self.text.len());
        let host_data = match host {
            Host::RegName { .. } => match ipv4::parse(span.of(&self.text)) {
                Some(address) => HostData::Ipv4(address),
                None => HostData::RegName,
            },
            Host::Ipv4 { address, .. } => HostData::Ipv4(address),
            Host::Ipv6 { address, .. } => HostData::Ipv6(address),
            Host::IpvFuture { .. } => HostData::IpvFuture,
        };
        self.authority = Some(AuthorityLayout {
            host: span,
            host_data,
        });
    }

    /// The path is the text from `start` on.
    #[inline]
    pub(crate) fn end_path(&mut self, start: usize) {
        self.end_path_at(start, self.text.len());
    }

    /// The path is the text from `start` to `end`.
    #[inline]
    pub(crate) fn end_path_at(&mut self, start: usize, end: usize) {
        self.path = Span::new(start, end);
    }

    /// The query is the text from `start` (after its `?`) to `end`.
    #[inline]
    pub(crate) fn end_query_at(&mut self, start: usize, end: usize) {
        self.query = Some(Span::new(start, end));
    }

    /// The query is the text from `start` on (after its `?`).
    #[inline]
    pub(crate) fn end_query(&mut self, start: usize) {
        self.end_query_at(start, self.text.len());
    }

    /// The text and the layout recorded, for a caller that makes the
    /// owned reference of the production it knows it wrote.
    #[inline]
    pub(crate) fn written(self) -> (String, Layout) {
        let layout = Layout::new(self.scheme, self.authority, self.path, self.query);
        debug_assert_eq!(
            parse::parse(&self.text, self.goal).ok(),
            Some(layout),
            "{:?} is not the reference written",
            self.text
        );
        (self.text, layout)
    }
}
