//! The `key=value` pairs of a query, as [`rfc3986::query`] reads them
//! (`&`-separated, split at the first `=`), raw: views into the input.

use std::borrow::Cow;
use std::sync::Arc;

use arrow_array::{Array, ArrayRef, Datum, ListArray, StringViewArray, StructArray};
use arrow_buffer::{NullBuffer, OffsetBuffer};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use rfc3986::UriRef;
use rfc3986::percent;

use crate::args::{Side, rows};
use crate::input::Strings;
use crate::views::Views;

/// The value of the first pair of each row's query whose key is `key`,
/// raw (still percent-encoded); NULL when no pair has that key, when that
/// pair has no `=` (`?debug`), and for NULL or refused rows. Keys are
/// compared percent-decoded (RFC 3986 §2.1, §6.2.2.2): `key` `a b` finds
/// `a%20b`; `+` is not read as a space.
///
/// ```
/// use arrow_array::{Array, Scalar, StringArray};
/// use rfc3986_arrow::query_param;
///
/// let urls = StringArray::from(vec!["/s?q=caf%C3%A9&q=2", "/s?q", "/s?a%20b=1"]);
/// let q = query_param(&urls, &Scalar::new(StringArray::from(vec!["q"])))?;
/// assert_eq!(q.value(0), "caf%C3%A9");
/// assert!(q.is_null(1));
/// let ab = query_param(&urls, &Scalar::new(StringArray::from(vec!["a b"])))?;
/// assert_eq!(ab.value(2), "1");
/// # Ok::<_, arrow_schema::ArrowError>(())
/// ```
///
/// # Errors
/// When either argument is not a string array or scalar, or when both are
/// arrays of different lengths.
pub fn query_param(array: &dyn Datum, key: &dyn Datum) -> Result<StringViewArray, ArrowError> {
    let uris = Side::new(array)?;
    let keys = Side::new(key)?;
    let rows = rows(&uris, &keys)?;
    let mut out = Views::new(uris.strings);
    let key_once = keys.scalar.then(|| keys.get(0).map(decode));
    for i in 0..rows {
        let source = if uris.scalar { 0 } else { i };
        let wanted = match &key_once {
            Some(once) => once.clone(),
            None => keys.get(i).map(decode),
        };
        let found = uris.get(i).zip(wanted).and_then(|(row, wanted)| {
            let query = UriRef::recognize(row)?.query()?;
            let value = rfc3986::query::pairs(query)
                .find(|(k, _)| decode(k) == wanted)
                .and_then(|(_, v)| v)?;
            Some((row, value))
        });
        match found {
            Some((row, value)) => out.push(source, row, Some(value)),
            None => out.push_null(),
        }
    }
    out.finish()
}

/// A key's octets, percent-decoded; a stray `%` is kept as written.
fn decode(key: &str) -> Cow<'_, [u8]> {
    percent::decode_lenient(key)
}

/// The type of [`query_params`]: a list of `{key, value}` structs, both
/// `Utf8View`, the value nullable.
#[must_use]
pub fn query_params_type() -> DataType {
    DataType::List(Arc::new(Field::new(
        "item",
        DataType::Struct(pair_fields()),
        false,
    )))
}

fn pair_fields() -> Fields {
    Fields::from(vec![
        Field::new("key", DataType::Utf8View, false),
        Field::new("value", DataType::Utf8View, true),
    ])
}

/// Every pair of each row's query, in order, raw: a list of `{key, value}`
/// structs, the value NULL for a pair without `=`. The list is NULL when the
/// query is absent (and for NULL or refused rows), empty when the query is
/// empty.
///
/// # Errors
/// When `array` is not a string array.
pub fn query_params(array: &dyn Array) -> Result<ListArray, ArrowError> {
    let strings = Strings::try_new(array)?;
    let mut keys = Views::new(strings);
    let mut values = Views::new(strings);
    let mut offsets = Vec::with_capacity(strings.len() + 1);
    let mut valid = Vec::with_capacity(strings.len());
    let mut count: i32 = 0;
    offsets.push(count);
    for i in 0..strings.len() {
        let found = strings
            .get(i)
            .and_then(|row| Some((row, UriRef::recognize(row)?.query()?)));
        valid.push(found.is_some());
        if let Some((row, query)) = found {
            for (key, value) in rfc3986::query::pairs(query) {
                keys.push(i, row, Some(key));
                values.push(i, row, value);
                count = count.checked_add(1).ok_or_else(|| {
                    ArrowError::InvalidArgumentError(
                        "more than 2^31 query pairs in one batch".into(),
                    )
                })?;
            }
        }
        offsets.push(count);
    }
    let pairs = StructArray::try_new(
        pair_fields(),
        vec![
            Arc::new(keys.finish()?) as ArrayRef,
            Arc::new(values.finish()?),
        ],
        None,
    )?;
    let nulls = NullBuffer::from(valid);
    let nulls = (nulls.null_count() > 0).then_some(nulls);
    let field = Arc::new(Field::new("item", DataType::Struct(pair_fields()), false));
    ListArray::try_new(
        field,
        OffsetBuffer::new(offsets.into()),
        Arc::new(pairs),
        nulls,
    )
}
