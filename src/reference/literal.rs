//! References written at compile time: what the macros of the
//! `rfc3986-macros` crate (`uri!`, `iri!`...) expand to. Not part of the
//! API: `rfc3986::__literal`, hidden, free to change with the macros.
//!
//! A macro parses its literal when the crate that uses it is compiled, with
//! this crate's parser, and writes the reference's [`LiteralLayout`] as
//! integers; the expansion calls one of the `const fn`s below with the
//! literal and those integers, in a `const` block, so that nothing is
//! parsed when the program runs.
//!
//! The constructors cannot tell a parse's layout from another that puts its
//! positions in the same places, but they refuse any layout that would make
//! an accessor read outside the text or off a character boundary: every
//! position on a character boundary of the text, in order, with the
//! delimiters where the components need them (`:` after the scheme, `//`
//! before the authority, `@`, `:`, `?`, `#`), the brackets of an IP
//! literal, the structure that reading the text again finds (a scheme's
//! characters; a path after an authority that begins with `/`; without
//! one, a path that does not begin with `//`; without a scheme, no `:` in
//! the first segment), and the production's own rule (a scheme for a URI,
//! no fragment for an absolute URI, ASCII text for the URI types). They
//! panic on a layout they refuse: in the `const` block of an expansion, a
//! compile error. An IP host's address is not checked against its text.

use crate::compiled::layout::{Layout, Span, Words, host_kind_code};
use crate::reference::iri::reference::{Iri, IriRef};
use crate::reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};

/// Where the components of a reference lie in its text, as the plain
/// integers a macro writes into its expansion: the words of the crate's
/// layout, with the host's kind as a code.
///
/// [`LiteralLayout::of_uri_ref`] and [`LiteralLayout::of_iri_ref`] give a
/// parsed reference's; the constructors of this module take it back with
/// the same text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LiteralLayout {
    /// Where the scheme ends (the index of its `:`); 0 when there is none.
    pub scheme_end: usize,
    /// Where the host starts; 0 when there is no authority.
    pub host_start: usize,
    /// Where the host ends; 0 when there is no authority.
    pub host_end: usize,
    /// Where the path starts (where the authority ends).
    pub path_start: usize,
    /// Where the path ends.
    pub path_end: usize,
    /// Where the query ends; `path_end` when there is no query.
    pub query_end: usize,
    /// An IP host's address as bits, the high word first (an IPv4 address
    /// in the low word); zero for any other host.
    pub address: [u64; 2],
    /// What the authority is: [`NO_AUTHORITY`], [`REG_NAME`], [`IPV4`],
    /// [`IPV6`] or [`IPV_FUTURE`].
    pub host_kind: u8,
}

/// [`LiteralLayout::host_kind`] of a reference without an authority.
pub const NO_AUTHORITY: u8 = host_kind_code::NO_AUTHORITY;
/// [`LiteralLayout::host_kind`] of a reg-name host.
pub const REG_NAME: u8 = host_kind_code::REG_NAME;
/// [`LiteralLayout::host_kind`] of an IPv4 address.
pub const IPV4: u8 = host_kind_code::IPV4;
/// [`LiteralLayout::host_kind`] of an IPv6 address.
pub const IPV6: u8 = host_kind_code::IPV6;
/// [`LiteralLayout::host_kind`] of an IPvFuture.
pub const IPV_FUTURE: u8 = host_kind_code::IPV_FUTURE;

impl LiteralLayout {
    /// The layout of a URI reference (of a `Uri`, `AbsoluteUri` or
    /// `RelativeRef` through `as_uri_ref`).
    #[must_use]
    pub fn of_uri_ref(reference: &UriRef<'_>) -> Self {
        Self::from_words(reference.layout().words())
    }

    /// The layout of an IRI reference (of an `Iri` through `as_iri_ref`).
    #[must_use]
    pub fn of_iri_ref(reference: &IriRef<'_>) -> Self {
        Self::from_words(reference.layout().words())
    }

    const fn from_words(words: Words) -> Self {
        LiteralLayout {
            scheme_end: words.scheme_end,
            host_start: words.host.start,
            host_end: words.host.end,
            path_start: words.path.start,
            path_end: words.path.end,
            query_end: words.query_end,
            address: words.address,
            host_kind: words.host_kind,
        }
    }

    /// The layout these integers describe in `text`, when they describe
    /// one that the accessors can read (see the module's doc).
    const fn layout_in(&self, text: &str) -> Option<Layout> {
        let bytes = text.as_bytes();
        let len = bytes.len();
        let l = *self;
        // On a character boundary, hence at most `len`.
        if !(on_boundary(bytes, l.scheme_end)
            && on_boundary(bytes, l.host_start)
            && on_boundary(bytes, l.host_end)
            && on_boundary(bytes, l.path_start)
            && on_boundary(bytes, l.path_end)
            && on_boundary(bytes, l.query_end))
        {
            return None;
        }
        let after_scheme = if l.scheme_end == 0 {
            0
        } else if byte_is(bytes, l.scheme_end, b':') {
            // Below `len`: no overflow.
            l.scheme_end + 1
        } else {
            return None;
        };
        if l.host_kind == NO_AUTHORITY {
            if l.host_start != 0 || l.host_end != 0 || l.path_start != after_scheme {
                return None;
            }
        } else {
            // The authority starts after `//`.
            let start = after_scheme + 2;
            if !(byte_is(bytes, after_scheme, b'/') && byte_is(bytes, after_scheme + 1, b'/')) {
                return None;
            }
            if !(start <= l.host_start && l.host_start <= l.host_end && l.host_end <= l.path_start)
            {
                return None;
            }
            // A userinfo ends with `@`, a port starts after `:`.
            if l.host_start > start && !byte_is(bytes, l.host_start - 1, b'@') {
                return None;
            }
            if l.path_start > l.host_end && !byte_is(bytes, l.host_end, b':') {
                return None;
            }
            if (l.host_kind == IPV6 || l.host_kind == IPV_FUTURE)
                && !(l.host_end - l.host_start >= 2
                    && byte_is(bytes, l.host_start, b'[')
                    && byte_is(bytes, l.host_end - 1, b']'))
            {
                return None;
            }
        }
        let [high, low] = l.address;
        let address_fits = if l.host_kind == IPV4 {
            high == 0 && low <= u32::MAX as u64
        } else if l.host_kind == IPV6 {
            true
        } else {
            high == 0 && low == 0
        };
        if !address_fits {
            return None;
        }
        if !(l.path_start <= l.path_end && l.path_end <= l.query_end) {
            return None;
        }
        if l.query_end > l.path_end && !byte_is(bytes, l.path_end, b'?') {
            return None;
        }
        if l.query_end < len && !byte_is(bytes, l.query_end, b'#') {
            return None;
        }
        if !structure_holds(bytes, &l) {
            return None;
        }
        // An unknown host kind is `None` here.
        Layout::from_words(Words {
            scheme_end: l.scheme_end,
            host: Span::new(l.host_start, l.host_end),
            path: Span::new(l.path_start, l.path_end),
            query_end: l.query_end,
            address: l.address,
            host_kind: l.host_kind,
        })
    }
}

/// Whether the layout's parts are those RFC 3986 §3 reads back from the
/// text, past their delimiters: a scheme of `ALPHA *( ALPHA / DIGIT / "+" /
/// "-" / "." )`; after an authority, a path that is empty or begins with
/// `/`; without one, a path that does not begin with `//`; without a scheme
/// either, no `:` in the path's first segment (§4.2). The characters of
/// each part are not checked: the macros write layouts from a parse.
const fn structure_holds(bytes: &[u8], l: &LiteralLayout) -> bool {
    let mut i = 0;
    while i < l.scheme_end {
        let b = bytes[i];
        let ok = if i == 0 {
            b.is_ascii_alphabetic()
        } else {
            b.is_ascii_alphanumeric() || b == b'+' || b == b'-' || b == b'.'
        };
        if !ok {
            return false;
        }
        i += 1;
    }
    let path_empty = l.path_start == l.path_end;
    if l.host_kind != NO_AUTHORITY {
        return path_empty || byte_is(bytes, l.path_start, b'/');
    }
    if l.path_end - l.path_start >= 2
        && byte_is(bytes, l.path_start, b'/')
        && byte_is(bytes, l.path_start + 1, b'/')
    {
        return false;
    }
    if l.scheme_end == 0 {
        let mut i = l.path_start;
        while i < l.path_end && bytes[i] != b'/' {
            if bytes[i] == b':' {
                return false;
            }
            i += 1;
        }
    }
    true
}

/// Whether `at` is a character boundary of the UTF-8 text `bytes`: its
/// end, or the first byte of a character.
const fn on_boundary(bytes: &[u8], at: usize) -> bool {
    at == bytes.len() || (at < bytes.len() && bytes[at] & 0xC0 != 0x80)
}

/// Whether the byte at `at` is `byte`.
const fn byte_is(bytes: &[u8], at: usize, byte: u8) -> bool {
    at < bytes.len() && bytes[at] == byte
}

/// What a production asks of a layout beyond describing its text.
#[derive(Clone, Copy)]
struct Production {
    /// A URI type's text is ASCII.
    ascii: bool,
    /// `Some(true)` when a scheme is required, `Some(false)` when it is
    /// forbidden.
    scheme: Option<bool>,
    /// Whether a fragment may follow.
    fragment: bool,
}

/// `layout` in `text`, when it describes a reference of `production`.
///
/// # Panics
/// When it does not: in a `const` block, a compile error.
#[allow(
    clippy::panic,
    reason = "a refused layout is a compile error in the macros' `const` blocks"
)]
const fn checked(text: &str, layout: LiteralLayout, production: Production) -> Layout {
    let fits = (!production.ascii || text.is_ascii())
        && match production.scheme {
            Some(true) => layout.scheme_end > 0,
            Some(false) => layout.scheme_end == 0,
            None => true,
        }
        && (production.fragment || layout.query_end == text.len());
    match layout.layout_in(text) {
        Some(checked) if fits => checked,
        _ => panic!(
            "this layout does not describe a reference of its production in the literal's text: \
             rfc3986-macros writes it from a parse, with the same version of rfc3986"
        ),
    }
}

/// The [`UriRef`] whose components `layout` places in `text`.
///
/// # Panics
/// When `layout` does not describe a URI reference's components in `text`
/// (see the module's doc).
#[must_use]
pub const fn uri_ref(text: &str, layout: LiteralLayout) -> UriRef<'_> {
    let production = Production {
        ascii: true,
        scheme: None,
        fragment: true,
    };
    UriRef::from_layout(text, checked(text, layout, production))
}

/// The [`Uri`] whose components `layout` places in `text`.
///
/// # Panics
/// When `layout` does not describe a URI's components in `text` (see the
/// module's doc).
#[must_use]
pub const fn uri(text: &str, layout: LiteralLayout) -> Uri<'_> {
    let production = Production {
        ascii: true,
        scheme: Some(true),
        fragment: true,
    };
    Uri::from_layout(text, checked(text, layout, production))
}

/// The [`AbsoluteUri`] whose components `layout` places in `text`.
///
/// # Panics
/// When `layout` does not describe an absolute URI's components in `text`
/// (see the module's doc).
#[must_use]
pub const fn absolute_uri(text: &str, layout: LiteralLayout) -> AbsoluteUri<'_> {
    let production = Production {
        ascii: true,
        scheme: Some(true),
        fragment: false,
    };
    AbsoluteUri::from_layout(text, checked(text, layout, production))
}

/// The [`RelativeRef`] whose components `layout` places in `text`.
///
/// # Panics
/// When `layout` does not describe a relative reference's components in
/// `text` (see the module's doc).
#[must_use]
pub const fn relative_ref(text: &str, layout: LiteralLayout) -> RelativeRef<'_> {
    let production = Production {
        ascii: true,
        scheme: Some(false),
        fragment: true,
    };
    RelativeRef::from_layout(text, checked(text, layout, production))
}

/// The [`IriRef`] whose components `layout` places in `text`.
///
/// # Panics
/// When `layout` does not describe an IRI reference's components in `text`
/// (see the module's doc).
#[must_use]
pub const fn iri_ref(text: &str, layout: LiteralLayout) -> IriRef<'_> {
    let production = Production {
        ascii: false,
        scheme: None,
        fragment: true,
    };
    IriRef::from_layout(text, checked(text, layout, production))
}

/// The [`Iri`] whose components `layout` places in `text`.
///
/// # Panics
/// When `layout` does not describe an IRI's components in `text` (see the
/// module's doc).
#[must_use]
pub const fn iri(text: &str, layout: LiteralLayout) -> Iri<'_> {
    let production = Production {
        ascii: false,
        scheme: Some(true),
        fragment: true,
    };
    Iri::from_layout(text, checked(text, layout, production))
}
