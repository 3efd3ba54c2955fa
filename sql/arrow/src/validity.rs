//! Whether each row is a URI reference (or an IRI reference), why not, and
//! which kind of reference it is.

use arrow_array::builder::{BooleanBuilder, StringBuilder};
use arrow_array::{Array, BooleanArray, StringArray, StringViewArray};
use arrow_schema::ArrowError;
use rfc3986::{IriRef, UriRef};

use crate::input::Strings;
use crate::views::Views;

/// Whether each row is a `URI-reference` (RFC 3986 Appendix A); NULL for
/// NULL.
///
/// # Errors
/// When `array` is not a string array.
pub fn is_valid(array: &dyn Array) -> Result<BooleanArray, ArrowError> {
    valid_by(array, |row| UriRef::recognize(row).is_some())
}

/// Whether each row is an `IRI-reference` (RFC 3987 §2.2); NULL for NULL.
///
/// # Errors
/// When `array` is not a string array.
pub fn iri_is_valid(array: &dyn Array) -> Result<BooleanArray, ArrowError> {
    valid_by(array, |row| IriRef::recognize(row).is_some())
}

fn valid_by(array: &dyn Array, valid: impl Fn(&str) -> bool) -> Result<BooleanArray, ArrowError> {
    let strings = Strings::try_new(array)?;
    let mut out = BooleanBuilder::with_capacity(strings.len());
    for i in 0..strings.len() {
        out.append_option(strings.get(i).map(&valid));
    }
    Ok(out.finish())
}

/// Why each row is not a `URI-reference`: the one-line message of
/// [`rfc3986::Error::message`] (index, column, what was expected, what was
/// found); NULL for a valid row and for NULL.
///
/// # Errors
/// When `array` is not a string array.
pub fn error(array: &dyn Array) -> Result<StringArray, ArrowError> {
    let strings = Strings::try_new(array)?;
    let mut out = StringBuilder::with_capacity(strings.len(), 0);
    for i in 0..strings.len() {
        match strings.get(i).map(UriRef::parse) {
            Some(Err(e)) => out.append_value(e.message()),
            Some(Ok(_)) | None => out.append_null(),
        }
    }
    Ok(out.finish())
}

/// Which production of RFC 3986 §4.1 each row is: `uri` for a URI (it has
/// a scheme), `relative` for a relative reference; NULL for NULL or
/// refused rows.
///
/// # Errors
/// When `array` is not a string array.
pub fn kind(array: &dyn Array) -> Result<StringViewArray, ArrowError> {
    let strings = Strings::try_new(array)?;
    let mut out = Views::new(strings);
    for i in 0..strings.len() {
        match strings.get(i).and_then(UriRef::recognize) {
            Some(r) if r.is_relative() => out.push_text("relative"),
            Some(_) => out.push_text("uri"),
            None => out.push_null(),
        }
    }
    out.finish()
}
