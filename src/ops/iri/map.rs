//! The two mappings of RFC 3987 §3: an IRI to a URI (§3.1: the UTF-8 of
//! every non-ASCII character percent-encoded) and a URI to an IRI (§3.2:
//! the percent-encoded UTF-8 of the characters an IRI may hold in that
//! component decoded, everything else left as it is).
//!
//! Both write the result component by component, its layout recorded on
//! the way (`crate::ops::writer`), so nothing is parsed again.

use alloc::string::String;

use crate::compiled::goal::Goal;
use crate::compiled::layout::Layout;
use crate::ops::writer::Writer;
use crate::reference::iri::owned::{AbsoluteIriBuf, IrelativeRefBuf, IriBuf, IriRefBuf};
use crate::reference::iri::reference::{AbsoluteIri, IrelativeRef, Iri, IriRef};
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};
use crate::text::bidi::is_bidi_control;
use crate::text::iri_chars::{is_iprivate, is_ucschar};
use crate::text::percent::{hex_pair, push_triplet};

/// The components a mapping treats differently: only the query may hold
/// private-use characters (`iprivate`, RFC 3987 §2.2).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Component {
    Query,
    Other,
}

/// `reference` written as `goal` with the text of each component (not the
/// delimiters, the scheme, the port or an IP literal, which are ASCII)
/// passed through `push`.
fn map(
    reference: &UriRef<'_>,
    goal: Goal,
    push: fn(&mut String, &str, Component),
) -> (String, Layout) {
    let mut out = Writer::new(goal, reference.as_str().len());
    if let Some(scheme) = reference.scheme() {
        out.text().push_str(scheme);
        out.end_scheme();
    }
    if let Some(authority) = reference.authority() {
        let text = out.text();
        text.push_str("//");
        if let Some(userinfo) = authority.userinfo() {
            push(text, userinfo, Component::Other);
            text.push('@');
        }
        let start = text.len();
        let host = authority.host();
        push(text, host.as_str(), Component::Other);
        out.end_host(start, host);
        if let Some(port) = authority.port() {
            let text = out.text();
            text.push(':');
            text.push_str(port.as_str());
        }
    }
    let text = out.text();
    let start = text.len();
    push(text, reference.path().as_str(), Component::Other);
    out.end_path(start);
    if let Some(query) = reference.query() {
        let text = out.text();
        text.push('?');
        let start = text.len();
        push(text, query, Component::Query);
        out.end_query(start);
    }
    if let Some(fragment) = reference.fragment() {
        let text = out.text();
        text.push('#');
        push(text, fragment, Component::Other);
    }
    out.written()
}

/// §3.1 step 2: `text` with the UTF-8 octets of each non-ASCII character
/// percent-encoded, in upper case (RFC 3986 §2.1).
fn push_encoded(out: &mut String, text: &str, _: Component) {
    let mut run = 0;
    for (at, c) in text.char_indices() {
        if c.is_ascii() {
            continue;
        }
        out.push_str(text.get(run..at).unwrap_or_default());
        let mut utf8 = [0; 4];
        for &octet in c.encode_utf8(&mut utf8).as_bytes() {
            push_triplet(out, octet);
        }
        run = at + c.len_utf8();
    }
    out.push_str(text.get(run..).unwrap_or_default());
}

/// §3.2: `text` with each run of triplets that encodes, in UTF-8, one
/// character an IRI may hold here written as that character; every other
/// triplet, an ASCII one above all (`%25`, a delimiter, an unreserved
/// character), stays as it is written.
fn push_decoded(out: &mut String, text: &str, component: Component) {
    let bytes = text.as_bytes();
    let mut run = 0;
    let mut at = 0;
    while let Some(found) = crate::text::find_byte::find_byte(bytes, at, b'%') {
        match decode_char(bytes, found) {
            Some((c, len)) if allowed(c, component) => {
                out.push_str(text.get(run..found).unwrap_or_default());
                out.push(c);
                at = found + len;
                run = at;
            }
            _ => at = found + 1,
        }
    }
    out.push_str(text.get(run..).unwrap_or_default());
}

/// The character whose UTF-8 the triplets from `at` encode, and the length
/// of those triplets; `None` for an ASCII octet, an octet that cannot begin
/// a character or a sequence that is not well-formed UTF-8 (overlong,
/// surrogate, above U+10FFFF, cut short).
fn decode_char(bytes: &[u8], at: usize) -> Option<(char, usize)> {
    let octet = |i: usize| match *bytes.get(at + 3 * i..at + 3 * i + 3)? {
        [b'%', high, low] => hex_pair(high, low),
        _ => None,
    };
    let lead = octet(0)?;
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut utf8 = [lead, 0, 0, 0];
    for (i, slot) in utf8.iter_mut().enumerate().take(len).skip(1) {
        *slot = octet(i)?;
    }
    let c = core::str::from_utf8(utf8.get(..len)?)
        .ok()?
        .chars()
        .next()?;
    Some((c, 3 * len))
}

/// Whether a decoded `c` may stand in `component` of an IRI: a `ucschar`
/// anywhere, an `iprivate` in the query only (RFC 3987 §2.2), and never a
/// bidirectional formatting character (§4.1 forbids them in IRIs; the
/// isolates and U+061C, newer than RFC 3987, are left encoded as well).
fn allowed(c: char, component: Component) -> bool {
    !is_bidi_control(c) && (is_ucschar(c) || component == Component::Query && is_iprivate(c))
}

/// `to_uri` on a borrowed IRI type and its owned form, giving the URI type
/// of the same production (the mapping keeps every component and its
/// absence).
macro_rules! to_uri {
    ($($iri:ident, $iri_buf:ident => $uri_buf:ident, $view:ident;)*) => {
        $(
            impl $iri<'_> {
                /// The URI this IRI maps to (RFC 3987 §3.1): the UTF-8 of
                /// every non-ASCII character percent-encoded, with
                /// uppercase hexadecimal digits; the rest as it is. An
                /// internationalized host is percent-encoded too, which
                /// RFC 3986 §3.2.2 allows; IDNA's `xn--` form is not
                /// produced.
                ///
                /// ```
                #[doc = concat!("let iri = rfc3986::", stringify!($iri), "::parse(\"", to_uri!(@sample $iri), "\")?;")]
                #[doc = concat!("let uri: rfc3986::", stringify!($uri_buf), " = iri.to_uri();")]
                /// assert!(uri.as_str().contains("/%C3%BC"));
                /// # Ok::<_, rfc3986::Error>(())
                /// ```
                #[must_use]
                pub fn to_uri(&self) -> $uri_buf {
                    let reference = self.components();
                    if reference.as_str().is_ascii() {
                        return $uri_buf::from_parts(reference.as_str().into(), reference.layout());
                    }
                    let (text, layout) = map(&reference, Goal::UriReference, push_encoded);
                    $uri_buf::from_parts(text, layout)
                }
            }

            impl $iri_buf {
                #[doc = concat!("The URI this IRI maps to (RFC 3987 §3.1), as [`", stringify!($iri), "::to_uri`] gives it.")]
                ///
                /// ```
                #[doc = concat!("let iri = rfc3986::", stringify!($iri_buf), "::parse(\"", to_uri!(@sample $iri), "\")?;")]
                /// assert!(iri.to_uri().as_str().contains("/%C3%BC"));
                /// # Ok::<_, rfc3986::Error>(())
                /// ```
                #[must_use]
                pub fn to_uri(&self) -> $uri_buf {
                    self.$view().to_uri()
                }
            }
        )*
    };
    (@sample IrelativeRef) => { "//h/ü?q" };
    (@sample $other:ident) => { "http://h/ü?q" };
}

to_uri! {
    IriRef, IriRefBuf => UriRefBuf, as_iri_ref;
    Iri, IriBuf => UriBuf, as_iri;
    AbsoluteIri, AbsoluteIriBuf => AbsoluteUriBuf, as_absolute_iri;
    IrelativeRef, IrelativeRefBuf => RelativeRefBuf, as_irelative_ref;
}

/// `to_iri` on a borrowed URI type and its owned form, giving the IRI type
/// of the same production.
macro_rules! to_iri {
    ($($uri:ident, $uri_buf:ident => $iri_buf:ident, $view:ident;)*) => {
        $(
            impl $uri<'_> {
                /// The IRI this URI maps to (RFC 3987 §3.2): each run of
                /// percent-encodings that is the UTF-8 of a character an
                /// IRI may hold in that component (`ucschar`, or `iprivate`
                /// in the query) is decoded into the character. Everything
                /// else stays as it is: ASCII triplets (`%25`, delimiters,
                /// even unreserved characters), octets that are not
                /// well-formed UTF-8, noncharacters, controls, private-use
                /// characters outside the query and the bidirectional
                /// formatting characters (§4.1).
                ///
                /// [`IriRef::to_uri`] gives the input back, but for the
                /// hexadecimal digits of a decoded triplet written in lower
                /// case, which come back in upper case (the same URI by
                /// RFC 3986 §6.2.2.1).
                ///
                /// ```
                #[doc = concat!("let uri = rfc3986::", stringify!($uri), "::parse(\"", to_iri!(@sample $uri), "\")?;")]
                #[doc = concat!("let iri: rfc3986::", stringify!($iri_buf), " = uri.to_iri();")]
                /// assert!(iri.as_str().contains("/D\u{fc}rst/r%E9sum%E9%2F"));
                /// assert_eq!(iri.to_uri(), uri);
                /// # Ok::<_, rfc3986::Error>(())
                /// ```
                #[must_use]
                pub fn to_iri(&self) -> $iri_buf {
                    let reference = self.components();
                    if !reference.as_str().contains('%') {
                        return $iri_buf::from_parts(reference.as_str().into(), reference.layout());
                    }
                    let (text, layout) = map(&reference, Goal::IriReference, push_decoded);
                    $iri_buf::from_parts(text, layout)
                }
            }

            impl $uri_buf {
                #[doc = concat!("The IRI this URI maps to (RFC 3987 §3.2), as [`", stringify!($uri), "::to_iri`] gives it.")]
                ///
                /// ```
                #[doc = concat!("let uri = rfc3986::", stringify!($uri_buf), "::parse(\"", to_iri!(@sample $uri), "\")?;")]
                /// assert!(uri.to_iri().as_str().contains("/D\u{fc}rst/"));
                /// # Ok::<_, rfc3986::Error>(())
                /// ```
                #[must_use]
                pub fn to_iri(&self) -> $iri_buf {
                    self.$view().to_iri()
                }
            }
        )*
    };
    (@sample RelativeRef) => { "//h/D%C3%BCrst/r%E9sum%E9%2F" };
    (@sample $other:ident) => { "http://h/D%C3%BCrst/r%E9sum%E9%2F" };
}

to_iri! {
    UriRef, UriRefBuf => IriRefBuf, as_uri_ref;
    Uri, UriBuf => IriBuf, as_uri;
    AbsoluteUri, AbsoluteUriBuf => AbsoluteIriBuf, as_absolute_uri;
    RelativeRef, RelativeRefBuf => IrelativeRefBuf, as_relative_ref;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammars::iri::{self as iri_grammar, Rule};

    #[test]
    fn the_character_sets_are_the_grammars() {
        let mut buf = [0; 4];
        for c in (0..=0x10FFFF)
            .filter_map(char::from_u32)
            .filter(|c| !c.is_ascii())
        {
            let text = c.encode_utf8(&mut buf);
            assert_eq!(
                is_ucschar(c),
                iri_grammar::matches(Rule::ucschar, text),
                "{c:?}"
            );
            assert_eq!(
                is_iprivate(c),
                iri_grammar::matches(Rule::iprivate, text),
                "{c:?}"
            );
        }
    }

    #[test]
    fn a_triplet_run_decodes_to_one_well_formed_character() {
        let decoded = |s: &str| decode_char(s.as_bytes(), 0);
        assert_eq!(decoded("%C3%BC"), Some(('ü', 6)));
        assert_eq!(decoded("%c3%bcx"), Some(('ü', 6)));
        assert_eq!(decoded("%F0%9F%98%80"), Some(('😀', 12)));
        for bad in [
            "%41",
            "%C3",
            "%C3%",
            "%C3%4",
            "%C3%41",
            "%C0%AF",
            "%ED%A0%80",
            "%F4%90%80%80",
            "%80",
            "%FF",
            "%C3%BC"[..3].as_ref(),
        ] {
            assert_eq!(decoded(bad), None, "{bad}");
        }
    }
}
