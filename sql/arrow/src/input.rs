//! The three Arrow string types read as one: a row's text, and where that
//! text lies in the array's buffers, so that a component of it can be
//! handed back as a view without copying a byte.

use arrow_array::{Array, LargeStringArray, StringArray, StringViewArray};
use arrow_buffer::{Buffer, NullBuffer};
use arrow_schema::{ArrowError, DataType};

/// A string array of any of the three layouts.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Strings<'a> {
    Utf8(&'a StringArray),
    Large(&'a LargeStringArray),
    View(&'a StringViewArray),
}

/// Where a row's text starts: in block `block` at byte `offset`, or
/// nowhere (a row of at most 12 bytes held inside its view, or one past the
/// reach of a view's 32-bit offset), in which case a part of it is copied.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Origin {
    At { block: u32, offset: u32 },
    Inline,
}

impl<'a> Strings<'a> {
    /// The array as strings, or an error naming the type it has instead.
    pub(crate) fn try_new(array: &'a dyn Array) -> Result<Self, ArrowError> {
        let any = array.as_any();
        let found = match array.data_type() {
            DataType::Utf8 => any.downcast_ref().map(Strings::Utf8),
            DataType::LargeUtf8 => any.downcast_ref().map(Strings::Large),
            DataType::Utf8View => any.downcast_ref().map(Strings::View),
            _ => None,
        };
        found.ok_or_else(|| {
            ArrowError::InvalidArgumentError(format!(
                "expected a Utf8, LargeUtf8 or Utf8View array, found {}",
                array.data_type()
            ))
        })
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Strings::Utf8(a) => a.len(),
            Strings::Large(a) => a.len(),
            Strings::View(a) => a.len(),
        }
    }

    pub(crate) fn nulls(&self) -> Option<&'a NullBuffer> {
        match *self {
            Strings::Utf8(a) => a.nulls(),
            Strings::Large(a) => a.nulls(),
            Strings::View(a) => a.nulls(),
        }
    }

    /// Row `i`'s text, `None` for a NULL. `i` must be below [`Self::len`].
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&'a str> {
        if self.nulls().is_some_and(|n| n.is_null(i)) {
            return None;
        }
        Some(match *self {
            Strings::Utf8(a) => a.value(i),
            Strings::Large(a) => a.value(i),
            Strings::View(a) => a.value(i),
        })
    }

    /// The buffers a view into this array's text refers to, in block order.
    pub(crate) fn blocks(&self) -> Vec<Buffer> {
        match self {
            Strings::Utf8(a) => vec![a.values().clone()],
            Strings::Large(a) => vec![a.values().clone()],
            Strings::View(a) => a.data_buffers().to_vec(),
        }
    }

    /// Where row `i`'s text starts in [`Self::blocks`].
    #[inline]
    pub(crate) fn origin(&self, i: usize) -> Origin {
        match self {
            Strings::Utf8(a) => match u32::try_from(a.value_offsets()[i]) {
                Ok(offset) => Origin::At { block: 0, offset },
                Err(_) => Origin::Inline,
            },
            Strings::Large(a) => match u32::try_from(a.value_offsets()[i]) {
                Ok(offset) => Origin::At { block: 0, offset },
                Err(_) => Origin::Inline,
            },
            Strings::View(a) => {
                let view = a.views()[i];
                let len = view as u32;
                if len <= 12 {
                    Origin::Inline
                } else {
                    // The layout of a long view: length, prefix, block, offset
                    // (32 bits each, low to high).
                    Origin::At {
                        block: (view >> 64) as u32,
                        offset: (view >> 96) as u32,
                    }
                }
            }
        }
    }
}
