//! Components as written (RFC 3986 §3), as views into the input: absent is
//! NULL, empty is `''`, and a NULL or a refused row gives NULL.

use arrow_array::builder::UInt16Builder;
use arrow_array::{Array, StringViewArray, UInt16Array};
use arrow_schema::ArrowError;
use rfc3986::UriRef;

use crate::input::Strings;
use crate::views::Views;

/// A component of a URI reference, as
/// [RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3) names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Component {
    /// `scheme` (§3.1), without its `:`.
    Scheme,
    /// `authority` (§3.2), without its `//`.
    Authority,
    /// `userinfo` (§3.2.1), without its `@`.
    Userinfo,
    /// `host` (§3.2.2), brackets included for an IP literal.
    Host,
    /// `port` (§3.2.3), the digits as written, without its `:`.
    Port,
    /// `path` (§3.3), never absent (possibly empty).
    Path,
    /// `query` (§3.4), without its `?`.
    Query,
    /// `fragment` (§3.5), without its `#`.
    Fragment,
}

impl Component {
    /// Every component, in the order of the reference.
    pub const ALL: [Component; 8] = [
        Component::Scheme,
        Component::Authority,
        Component::Userinfo,
        Component::Host,
        Component::Port,
        Component::Path,
        Component::Query,
        Component::Fragment,
    ];

    /// The component's name in lower case, as the SQL functions use it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Authority => "authority",
            Component::Userinfo => "userinfo",
            Component::Host => "host",
            Component::Port => "port",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }

    /// This component of a parsed reference, `None` when absent.
    #[must_use]
    pub fn of<'a>(self, reference: &UriRef<'a>) -> Option<&'a str> {
        match self {
            Component::Scheme => reference.scheme(),
            Component::Authority => reference.authority().map(|a| a.as_str()),
            Component::Userinfo => reference.userinfo(),
            Component::Host => reference.host().map(|h| h.as_str()),
            Component::Port => reference.port().map(|p| p.as_str()),
            Component::Path => Some(reference.path().as_str()),
            Component::Query => reference.query(),
            Component::Fragment => reference.fragment(),
        }
    }
}

/// One component of every row of `array` (a `Utf8`, `LargeUtf8` or
/// `Utf8View` array, each row read as a `URI-reference`): a view into the
/// input, NULL where the input is NULL, refused or without the component.
///
/// ```
/// use arrow_array::{Array, StringArray};
/// use rfc3986_arrow::{component, Component};
///
/// let urls = StringArray::from(vec![Some("http://u@h:8/p?q"), Some("a b"), None, Some("/p?")]);
/// let query = component(&urls, Component::Query)?;
/// assert_eq!(query.value(0), "q");
/// assert!(query.is_null(1) && query.is_null(2)); // refused, NULL
/// assert_eq!(query.value(3), ""); // empty, not absent
/// # Ok::<_, arrow_schema::ArrowError>(())
/// ```
///
/// # Errors
/// When `array` is not a string array.
pub fn component(array: &dyn Array, which: Component) -> Result<StringViewArray, ArrowError> {
    slices(array, |row| {
        UriRef::recognize(row).and_then(|r| which.of(&r))
    })
}

/// The part of every row that `pick` finds, as a view into the input, as
/// [`component`] gives its components: NULL where the input is NULL or
/// `pick` returns `None`. A slice of the row it is given becomes a view
/// into the input; any other text (a `'static` one) is copied into a block
/// of the output's own.
///
/// For a kernel of one's own over the same output (a part that is not a
/// component, or a reading that is not RFC 3986's, such as the host
/// scan the SQL benchmarks compare with `uri_host`).
///
/// ```
/// use arrow_array::{Array, StringArray};
///
/// let lines = StringArray::from(vec![Some("GET /a HTTP/1.1"), Some("junk"), None]);
/// let targets = rfc3986_arrow::slices(&lines, |row| row.split(' ').nth(1))?;
/// assert_eq!(targets.value(0), "/a");
/// assert!(targets.is_null(1) && targets.is_null(2));
/// # Ok::<_, arrow_schema::ArrowError>(())
/// ```
///
/// # Errors
/// When `array` is not a string array.
pub fn slices(
    array: &dyn Array,
    mut pick: impl FnMut(&str) -> Option<&str>,
) -> Result<StringViewArray, ArrowError> {
    let strings = Strings::try_new(array)?;
    let mut out = Views::new(strings);
    for i in 0..strings.len() {
        match strings.get(i) {
            Some(row) => out.push(i, row, pick(row)),
            None => out.push_null(),
        }
    }
    out.finish()
}

/// The kind of every row's host: `reg-name`, `ipv4`, `ipv6` or `ipvfuture`
/// (RFC 3986 §3.2.2); NULL where there is no host, and for NULL or refused
/// rows.
///
/// # Errors
/// When `array` is not a string array.
pub fn host_kind(array: &dyn Array) -> Result<StringViewArray, ArrowError> {
    let strings = Strings::try_new(array)?;
    let mut out = Views::new(strings);
    for i in 0..strings.len() {
        let kind = strings
            .get(i)
            .and_then(UriRef::recognize)
            .and_then(|r| r.host())
            .map(|h| h.kind().as_str());
        match kind {
            Some(kind) => out.push_text(kind),
            None => out.push_null(),
        }
    }
    out.finish()
}

/// Every row's port as a number (RFC 3986 §3.2.3): NULL where it is absent,
/// empty (`http://h:/`) or over 65535, and for NULL or refused rows.
///
/// # Errors
/// When `array` is not a string array.
pub fn port(array: &dyn Array) -> Result<UInt16Array, ArrowError> {
    let strings = Strings::try_new(array)?;
    let mut out = UInt16Builder::with_capacity(strings.len());
    for i in 0..strings.len() {
        let port = strings
            .get(i)
            .and_then(UriRef::recognize)
            .and_then(|r| r.port_u16().ok().flatten());
        out.append_option(port);
    }
    Ok(out.finish())
}
