//! Every component at once, as one struct per row.

use std::sync::Arc;

use arrow_array::{Array, ArrayRef, StructArray};
use arrow_buffer::NullBuffer;
use arrow_schema::{ArrowError, DataType, Field, Fields};
use rfc3986::UriRef;

use crate::component::Component;
use crate::input::Strings;
use crate::views::Views;

/// The fields of [`parse`]'s struct, in order: the components of RFC 3986
/// §3 but the authority (whose parts are there), and `host_kind` after
/// `host`; all `Utf8View`, all nullable.
pub const PARSE_FIELDS: [&str; 8] = [
    "scheme",
    "userinfo",
    "host",
    "host_kind",
    "port",
    "path",
    "query",
    "fragment",
];

/// The struct type [`parse`] returns.
#[must_use]
pub fn parse_type() -> DataType {
    DataType::Struct(parse_fields())
}

fn parse_fields() -> Fields {
    PARSE_FIELDS
        .iter()
        .map(|name| Field::new(*name, DataType::Utf8View, true))
        .collect()
}

/// Each row's components, as written, in a struct of [`PARSE_FIELDS`]
/// (views into the input): a field is NULL when its component is absent;
/// the struct is NULL for a NULL or refused row.
///
/// # Errors
/// When `array` is not a string array.
pub fn parse(array: &dyn Array) -> Result<StructArray, ArrowError> {
    const PARTS: [Component; 7] = [
        Component::Scheme,
        Component::Userinfo,
        Component::Host,
        Component::Port,
        Component::Path,
        Component::Query,
        Component::Fragment,
    ];
    let strings = Strings::try_new(array)?;
    let mut parts: [Views<'_>; 7] = std::array::from_fn(|_| Views::new(strings));
    let mut kinds = Views::new(strings);
    let mut valid = Vec::with_capacity(strings.len());
    for i in 0..strings.len() {
        let row = strings.get(i);
        let parsed = row.and_then(|row| UriRef::recognize(row).map(|r| (row, r)));
        valid.push(parsed.is_some());
        match parsed {
            Some((row, r)) => {
                for (out, which) in parts.iter_mut().zip(PARTS) {
                    out.push(i, row, which.of(&r));
                }
                match r.host() {
                    Some(host) => kinds.push_text(host.kind().as_str()),
                    None => kinds.push_null(),
                }
            }
            None => {
                parts.iter_mut().for_each(Views::push_null);
                kinds.push_null();
            }
        }
    }
    let [scheme, userinfo, host, port, path, query, fragment] = parts;
    let columns: Vec<ArrayRef> = vec![
        Arc::new(scheme.finish()?),
        Arc::new(userinfo.finish()?),
        Arc::new(host.finish()?),
        Arc::new(kinds.finish()?),
        Arc::new(port.finish()?),
        Arc::new(path.finish()?),
        Arc::new(query.finish()?),
        Arc::new(fragment.finish()?),
    ];
    let nulls = NullBuffer::from(valid);
    let nulls = (nulls.null_count() > 0).then_some(nulls);
    StructArray::try_new(parse_fields(), columns, nulls)
}
