//! Operations that write new text: resolution, relativization,
//! normalization, comparison, percent-decoding and the IRI mappings.

use arrow_array::builder::{BooleanBuilder, StringBuilder};
use arrow_array::{Array, BooleanArray, Datum, StringArray};
use arrow_schema::ArrowError;
use rfc3986::{IriRef, Level, Strictness, Uri, UriRef, percent};

use crate::args::{Side, for_each_pair, rows};
use crate::input::Strings;

/// Each reference resolved against its base (RFC 3986 §5.2, strict: a
/// reference's scheme is never dropped, §5.2.2). The base must be a URI
/// (§5.1: it has a scheme); NULL where it is not, where the reference is
/// refused, and for NULLs. A scalar base is parsed once.
///
/// # Errors
/// When an argument is not a string array or scalar, or when both are
/// arrays of different lengths.
pub fn resolve(base: &dyn Datum, reference: &dyn Datum) -> Result<StringArray, ArrowError> {
    let (base, reference) = (Side::new(base)?, Side::new(reference)?);
    let mut out = StringBuilder::with_capacity(rows(&base, &reference)?, 0);
    for_each_pair(
        base,
        reference,
        Uri::recognize,
        UriRef::recognize,
        |_, pair| match pair {
            Some((base, reference)) => {
                out.append_value(base.resolve(&reference, Strictness::Strict).as_str());
            }
            None => out.append_null(),
        },
    )?;
    Ok(out.finish())
}

/// The shortest reference that resolves against `base` to `target` (the
/// inverse of [`resolve`]): both must be URIs; NULL otherwise and for NULLs.
///
/// # Errors
/// As [`resolve`].
pub fn relativize(base: &dyn Datum, target: &dyn Datum) -> Result<StringArray, ArrowError> {
    let (base, target) = (Side::new(base)?, Side::new(target)?);
    let mut out = StringBuilder::with_capacity(rows(&base, &target)?, 0);
    for_each_pair(
        base,
        target,
        Uri::recognize,
        Uri::recognize,
        |_, pair| match pair {
            Some((base, target)) => out.append_value(base.relativize(&target).as_str()),
            None => out.append_null(),
        },
    )?;
    Ok(out.finish())
}

/// Each reference normalized to `level` (RFC 3986 §6.2.2, and §6.2.3 for
/// [`Level::SchemeBased`]); NULL for NULL or refused rows.
///
/// # Errors
/// When `array` is not a string array.
pub fn normalize(array: &dyn Array, level: Level) -> Result<StringArray, ArrowError> {
    map_text(array, |s| {
        UriRef::recognize(s).map(|r| r.normalize(level).into_string())
    })
}

/// Whether the two references are equivalent once normalized to `level`
/// (RFC 3986 §6.2); NULL when either is NULL or refused. A scalar side is
/// normalized once.
///
/// # Errors
/// As [`resolve`].
pub fn equivalent(a: &dyn Datum, b: &dyn Datum, level: Level) -> Result<BooleanArray, ArrowError> {
    let (a, b) = (Side::new(a)?, Side::new(b)?);
    let mut out = BooleanBuilder::with_capacity(rows(&a, &b)?);
    let normal = |s: &str| UriRef::recognize(s).map(|r| r.normalize(level).into_string());
    for_each_pair(a, b, normal, normal, |_, pair| {
        out.append_option(pair.map(|(a, b)| a == b));
    })?;
    Ok(out.finish())
}

/// Each row percent-decoded (RFC 3986 §2.1) to UTF-8 text; NULL where a `%`
/// is not followed by two hexadecimal digits, where the octets are not
/// UTF-8, and for NULL. The row need not be a URI reference: this decodes a
/// component, such as a query value, taken out of one.
///
/// # Errors
/// When `array` is not a string array.
pub fn percent_decode(array: &dyn Array) -> Result<StringArray, ArrowError> {
    map_text(array, |s| {
        percent::decode_utf8(s).ok().map(|text| text.into_owned())
    })
}

/// Each IRI reference mapped to the URI reference it stands for (RFC 3987
/// §3.1); NULL for NULL or refused rows.
///
/// # Errors
/// When `array` is not a string array.
pub fn iri_to_uri(array: &dyn Array) -> Result<StringArray, ArrowError> {
    map_text(array, |s| {
        IriRef::recognize(s).map(|r| r.to_uri().into_string())
    })
}

/// Each URI reference mapped to an IRI reference (RFC 3987 §3.2): its
/// percent-encoded UTF-8 decoded where that is allowed; NULL for NULL or
/// refused rows.
///
/// # Errors
/// When `array` is not a string array.
pub fn uri_to_iri(array: &dyn Array) -> Result<StringArray, ArrowError> {
    map_text(array, |s| {
        UriRef::recognize(s).map(|r| r.to_iri().into_string())
    })
}

/// A new string per row from `f`, NULL where it gives `None`.
fn map_text(
    array: &dyn Array,
    f: impl Fn(&str) -> Option<String>,
) -> Result<StringArray, ArrowError> {
    let strings = Strings::try_new(array)?;
    let mut out = StringBuilder::with_capacity(strings.len(), 0);
    for i in 0..strings.len() {
        out.append_option(strings.get(i).and_then(&f));
    }
    Ok(out.finish())
}
