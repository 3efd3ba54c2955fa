//! Normalization and comparison ([RFC 3986 §6](https://www.rfc-editor.org/rfc/rfc3986#section-6)).
//!
//! A normal form is rebuilt from the parsed components, each normalized on
//! its own and written once into one string whose layout is recorded on the
//! way: what comes out is a [`UriRefBuf`] like any other. Two references are
//! equivalent at a level when their normal forms are the same string (§6.1,
//! §6.2).

mod path;
mod percent;
mod scheme;
mod tail;

use alloc::borrow::ToOwned;
use alloc::string::String;

use crate::compiled::goal::Goal;
use crate::compiled::layout::Layout;
use crate::ops::writer::Writer;
use crate::reference::authority::{Authority, Host};
use crate::reference::delegate::{delegate, delegate_on};
use crate::reference::narrow;
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};
use percent::{Letters, push_normalized};

/// How far a reference is normalized before it is compared
/// ([RFC 3986 §6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2)),
/// each level doing what the one before does and more.
///
/// ```
/// use rfc3986::{Level, UriRef};
///
/// let a = UriRef::parse("HTTP://h:80/%7Euser")?;
/// let b = UriRef::parse("http://h/~user")?;
/// assert!(!a.equivalent(&b, Level::Simple));
/// assert!(!a.equivalent(&b, Level::SyntaxBased)); // the port stays
/// assert!(a.equivalent(&b, Level::SchemeBased)); // http's default port goes
/// assert_eq!(Level::default(), Level::SyntaxBased);
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Level {
    /// [§6.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.1):
    /// the text as it is, character for character.
    Simple,
    /// [§6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2):
    /// - case ([§6.2.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.1)):
    ///   the scheme and the host in lower case (the text of an IP literal
    ///   too, which is otherwise left as written), and the hexadecimal
    ///   digits of every percent-encoding in upper case;
    /// - percent-encoding ([§6.2.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2)):
    ///   the encodings of unreserved characters decoded, in every component;
    /// - dot segments ([§6.2.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.3)):
    ///   [`remove_dot_segments`](crate::remove_dot_segments) applied to the
    ///   path as resolution applies it (§5.2.2), and again once the encoded
    ///   dots are decoded: `/a/%2E%2E/b` is `/b`, and `/a/%2E%2E/../b`,
    ///   which resolution makes `/a/b`, is `/a/b`. Not applied to the path
    ///   of a relative-path reference such as `../a`, whose dot segments
    ///   mean something only once it is resolved; its encoded dot segments
    ///   stay encoded (as `%2E`) for the same reason. A path without an
    ///   authority that would begin with `//` is written `/.//`, so that it
    ///   is not read as an authority.
    ///
    /// Nothing else: ports, empty components and delimiters stay as they are.
    #[default]
    SyntaxBased,
    /// [§6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2), then
    /// [§6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3):
    /// - an empty port is dropped with its `:`, whatever the scheme;
    /// - the scheme's default port is dropped with its `:`, compared as a
    ///   number (`:080` is 80), for the schemes of
    ///   [`crate::scheme::DEFAULT_PORTS`] (http 80, https 443, ssh 22...);
    /// - an empty path with an authority becomes `/` for http, https, ws
    ///   and wss.
    ///
    /// Nothing else: an empty query or fragment keeps its delimiter (§6.2.3).
    SchemeBased,
}

impl UriRef<'_> {
    /// This reference normalized to `level`
    /// ([RFC 3986 §6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2));
    /// see [`Level`] for what each level does. The result always parses,
    /// and normalizing it again changes nothing.
    ///
    /// ```
    /// use rfc3986::{Level, UriRef};
    ///
    /// let r = UriRef::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")?;
    /// assert_eq!(r.normalize(Level::SyntaxBased).as_str(), "example://a/b/c/%7Bfoo%7D");
    ///
    /// let r = UriRef::parse("HTTP://Example.COM:80")?;
    /// assert_eq!(r.normalize(Level::Simple).as_str(), "HTTP://Example.COM:80");
    /// assert_eq!(r.normalize(Level::SyntaxBased).as_str(), "http://example.com:80");
    /// assert_eq!(r.normalize(Level::SchemeBased).as_str(), "http://example.com/");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn normalize(&self, level: Level) -> UriRefBuf {
        let (text, layout) = normal_parts(self, level, Goal::UriReference);
        UriRefBuf::from_parts(text, layout)
    }

    /// Whether this reference and `other` are equivalent at `level`: whether
    /// their normal forms are the same string
    /// ([RFC 3986 §6.1](https://www.rfc-editor.org/rfc/rfc3986#section-6.1),
    /// [§6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2)).
    ///
    /// §6.1 asks that relative references be resolved before they are
    /// compared; two relative references are compared here as they stand.
    ///
    /// ```
    /// use rfc3986::{Level, UriRef};
    ///
    /// let a = UriRef::parse("http://example.com")?;
    /// let b = UriRef::parse("http://example.com:80/")?;
    /// assert!(!a.equivalent(&b, Level::SyntaxBased));
    /// assert!(a.equivalent(&b, Level::SchemeBased));
    ///
    /// let c = UriRef::parse("HTTP://www.EXAMPLE.com/%7Esmith/")?;
    /// assert!(c.equivalent(&UriRef::parse("http://www.example.com/~smith/")?, Level::SyntaxBased));
    /// assert!(!c.equivalent(&UriRef::parse("http://www.example.com/~smith/")?, Level::Simple));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn equivalent(&self, other: &UriRef<'_>, level: Level) -> bool {
        // Equal texts have equal normal forms: no need to build them.
        self.as_str() == other.as_str()
            || level != Level::Simple
                && self.normalize(level).as_str() == other.normalize(level).as_str()
    }
}

/// `normalize` on a narrower production's borrowed type, giving the owned
/// type of the same production: normalization keeps a scheme, a fragment
/// and their absence, so the normal form is of the production the input
/// was (debug builds check it; `tests/normalize.rs` runs the corpus).
/// `$wide` is the widest production's borrowed type, viewed by `$view` and
/// written as `$written` (a URI or an IRI reference).
macro_rules! normalize_keeps_the_production {
    ($wide:ident via $view:ident as $written:expr; $($borrowed:ident => $owned:ident, $goal:expr, e.g. $sample:literal;)*) => {
        $(
            impl $borrowed<'_> {
                #[doc = concat!("This reference normalized to `level` ([RFC 3986 §6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2)), as [`", stringify!($wide), "::normalize`] does, as a [`", stringify!($owned), "`]: normalization keeps what makes it a `", stringify!($borrowed), "`.")]
                ///
                /// ```
                /// use rfc3986::Level;
                ///
                #[doc = concat!("let r = rfc3986::", stringify!($borrowed), "::parse(\"", $sample, "\")?;")]
                #[doc = concat!("let normal: rfc3986::", stringify!($owned), " = r.normalize(Level::SyntaxBased);")]
                #[doc = concat!("assert_eq!(normal, r.", stringify!($view), "().normalize(Level::SyntaxBased));")]
                /// # Ok::<_, rfc3986::Error>(())
                /// ```
                #[must_use]
                pub fn normalize(&self, level: Level) -> $owned {
                    let (text, layout) = normal_parts(&self.$view().components(), level, $written);
                    debug_assert!(
                        narrow::check(&layout, text.len(), $goal).is_ok(),
                        "the normal form {text:?} left its production"
                    );
                    $owned::from_parts(text, layout)
                }
            }
        )*
    };
}

pub(crate) use normalize_keeps_the_production;

normalize_keeps_the_production! {
    UriRef via as_uri_ref as Goal::UriReference;
    Uri => UriBuf, Goal::Uri, e.g. "HTTP://h/a/../b";
    AbsoluteUri => AbsoluteUriBuf, Goal::AbsoluteUri, e.g. "HTTP://h/a/../b?%7e";
    RelativeRef => RelativeRefBuf, Goal::RelativeRef, e.g. "//H/a/./b#%7e";
}

delegate_on!([UriRefBuf] {
    as_uri_ref => UriRef:
    /// This reference normalized to `level`
    /// ([RFC 3986 §6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2)).
    fn normalize(&self, level: Level) -> UriRefBuf;
});

delegate_on!([UriBuf] {
    as_uri => Uri:
    /// This URI normalized to `level`
    /// ([RFC 3986 §6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2)).
    fn normalize(&self, level: Level) -> UriBuf;
});

delegate_on!([AbsoluteUriBuf] {
    as_absolute_uri => AbsoluteUri:
    /// This absolute URI normalized to `level`
    /// ([RFC 3986 §6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2)).
    fn normalize(&self, level: Level) -> AbsoluteUriBuf;
});

delegate_on!([RelativeRefBuf] {
    as_relative_ref => RelativeRef:
    /// This relative reference normalized to `level`
    /// ([RFC 3986 §6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2)).
    fn normalize(&self, level: Level) -> RelativeRefBuf;
});

delegate_on!([UriRefBuf, UriBuf, AbsoluteUriBuf, RelativeRefBuf] {
    as_uri_ref => UriRef:
    /// Whether this reference and `other` are equivalent at `level`
    /// ([RFC 3986 §6.1](https://www.rfc-editor.org/rfc/rfc3986#section-6.1)).
    fn equivalent(&self, other: &UriRef<'_>, level: Level) -> bool;
});

/// The normal form's text and layout, written as `goal` (`UriReference`,
/// or `IriReference` for the components of an IRI reference: the steps are
/// the same, RFC 3987 §5.3.2, and touch ASCII characters only).
pub(crate) fn normal_parts(reference: &UriRef<'_>, level: Level, goal: Goal) -> (String, Layout) {
    match level {
        Level::Simple => (reference.as_str().to_owned(), reference.layout()),
        Level::SyntaxBased | Level::SchemeBased => compose(reference, level, goal),
    }
}

/// The normal form (§5.3's recomposition of the normalized components).
///
/// The parts are normalized from parsed components, which keeps the text a
/// URI reference (debug builds check it; tests/normalize.rs on the whole
/// corpus). It is never longer than the reference but for the `/.` or `/`
/// added in front of a path, and a relative-path reference's `.%2E`
/// written `%2E%2E`.
fn compose(reference: &UriRef<'_>, level: Level, goal: Goal) -> (String, Layout) {
    let scheme_based = level == Level::SchemeBased;
    let mut normal = Writer::new(goal, reference.as_str().len() + 3);
    let scheme = reference.scheme();
    if let Some(scheme) = scheme {
        // §6.2.2.1: the scheme is case-insensitive. Lower-cased as it is
        // copied, a byte at a time: a scheme is a few bytes, and a call to
        // copy them, then a pass to lower-case them, cost more. A scheme is
        // ASCII: the mask tells the compiler so, and each character is
        // written as the one byte it is.
        normal.text().extend(
            scheme
                .bytes()
                .map(|byte| char::from(byte.to_ascii_lowercase() & 0x7F)),
        );
        normal.end_scheme();
    }
    let authority = reference.authority();
    if let Some(authority) = &authority {
        normal.text().push_str("//");
        push_authority(&mut normal, authority, scheme, scheme_based);
    }
    let out = normal.text();
    let start = out.len();
    // §6.2.3 may write an empty path after an authority as `/`: such a path
    // is written alone, the `/` after it.
    let root_may_be_added = scheme_based && authority.is_some() && reference.path().is_empty();
    if !root_may_be_added {
        if let Some(ends) = path::push_normalized_path_and_rest(out, reference) {
            normal.end_path_at(start, ends.path);
            if reference.query().is_some() {
                normal.end_query_at(ends.path + 1, ends.query);
            }
            return normal.written();
        }
    } else {
        path::push_normalized_path(out, reference);
    }
    let out = normal.text();
    if authority.is_some() {
        if out.len() == start && scheme_based && scheme::empty_path_is_root(scheme) {
            out.push('/');
        }
    } else if out.get(start..).is_some_and(|path| path.starts_with("//")) {
        // Removing dot segments can turn `/.//x` into `//x`, which would be
        // read back as an authority. `/.` in front keeps it a path with the
        // same segments, as reference resolution does (src/ops/resolve.rs).
        out.insert_str(start, "/.");
    }
    normal.end_path(start);
    if let Some(query) = reference.query() {
        let out = normal.text();
        out.push('?');
        let start = out.len();
        push_normalized(out, query, Letters::Keep);
        normal.end_query(start);
    }
    if let Some(fragment) = reference.fragment() {
        let out = normal.text();
        out.push('#');
        push_normalized(out, fragment, Letters::Keep);
    }
    normal.written()
}

/// `[ userinfo "@" ] host [ ":" port ]`, normalized.
///
/// Out of line: inlined, its registers and stack make the function that
/// writes every reference slower for the references without an authority
/// too (3 to 4% on both kinds, `cargo bench --bench kinds`).
#[inline(never)]
fn push_authority(
    normal: &mut Writer,
    authority: &Authority<'_>,
    scheme: Option<&str>,
    scheme_based: bool,
) {
    let out = normal.text();
    if let Some(userinfo) = authority.userinfo() {
        push_normalized(out, userinfo, Letters::Keep);
        out.push('@');
    }
    let start = out.len();
    let host = authority.host();
    push_host(out, host);
    normal.end_host(start, host);
    if let Some(port) = authority.port() {
        // §6.2.3: an empty or default port is the same as none.
        if !(scheme_based && scheme::port_is_redundant(scheme, &port)) {
            let out = normal.text();
            out.push(':');
            out.push_str(port.as_str());
        }
    }
}

/// §6.2.2.1: the host is case-insensitive. A reg-name may hold
/// percent-encodings (§6.2.2.2); an IP literal cannot, and its text is only
/// lower-cased: an IPv6 address is not rewritten in another form (RFC 5952
/// is not part of RFC 3986).
fn push_host(out: &mut String, host: Host<'_>) {
    match host {
        Host::RegName { name } => {
            push_normalized(out, name, Letters::Lower);
        }
        Host::Ipv4 { text, .. } => out.push_str(text),
        Host::Ipv6 { literal, .. } | Host::IpvFuture { literal, .. } => {
            let start = out.len();
            out.push_str(literal);
            if let Some(written) = out.get_mut(start..) {
                written.make_ascii_lowercase();
            }
        }
    }
}
