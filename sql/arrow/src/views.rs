//! Output that points into the input: a `StringViewArray` whose long values
//! are views into the input's own buffers (shared, not copied) and whose
//! short values (12 bytes or fewer) sit inside their views, as Arrow's view
//! layout keeps them. No row allocates.

use std::sync::Arc;

use arrow_array::StringViewArray;
use arrow_array::builder::{BooleanBufferBuilder, make_view};
use arrow_buffer::{Buffer, NullBuffer, ScalarBuffer};
use arrow_schema::ArrowError;

use crate::input::{Origin, Strings};

/// The largest block a view can address is below 4 GiB; blocks of copied
/// bytes (only for rows that a view cannot reach) are cut well before it.
const COPY_BLOCK: usize = 1 << 30;

/// Builds a `StringViewArray` of parts of the rows of one input array.
pub(crate) struct Views<'a> {
    source: Strings<'a>,
    blocks: Vec<Buffer>,
    views: Vec<u128>,
    valid: BooleanBufferBuilder,
    /// Bytes that could not be viewed in place (see [`Origin::Inline`]).
    copied: Vec<u8>,
    /// Set by a value of 4 GiB or more, which no view can hold.
    too_long: bool,
}

impl<'a> Views<'a> {
    pub(crate) fn new(source: Strings<'a>) -> Self {
        let len = source.len();
        Views {
            source,
            blocks: source.blocks(),
            views: Vec::with_capacity(len),
            valid: BooleanBufferBuilder::new(len),
            copied: Vec::new(),
            too_long: false,
        }
    }

    /// Appends `part`, which must be a slice of `row`, the text of input row
    /// `i`; `None` appends a NULL.
    #[inline]
    pub(crate) fn push(&mut self, i: usize, row: &str, part: Option<&str>) {
        let Some(part) = part else {
            self.push_null();
            return;
        };
        let bytes = part.as_bytes();
        let view = if bytes.len() <= 12 {
            make_view(bytes, 0, 0)
        } else {
            // `part` lies inside `row`: its distance from the row's start.
            let within = (part.as_ptr() as usize).wrapping_sub(row.as_ptr() as usize);
            let inside = within
                .checked_add(bytes.len())
                .is_some_and(|end| end <= row.len());
            match (self.source.origin(i), inside) {
                (Origin::At { block, offset }, true) => {
                    match u32::try_from(within)
                        .ok()
                        .and_then(|w| offset.checked_add(w))
                    {
                        Some(at) => make_view(bytes, block, at),
                        None => self.copy(bytes),
                    }
                }
                _ => self.copy(bytes),
            }
        };
        self.views.push(view);
        self.valid.append(true);
    }

    /// Appends a value that is not in the input (a constant such as a kind's
    /// name); values of 12 bytes or fewer cost nothing.
    #[inline]
    pub(crate) fn push_text(&mut self, text: &str) {
        let bytes = text.as_bytes();
        let view = if bytes.len() <= 12 {
            make_view(bytes, 0, 0)
        } else {
            self.copy(bytes)
        };
        self.views.push(view);
        self.valid.append(true);
    }

    #[inline]
    pub(crate) fn push_null(&mut self) {
        self.views.push(0);
        self.valid.append(false);
    }

    /// A view of `bytes` copied into the block of copies.
    fn copy(&mut self, bytes: &[u8]) -> u128 {
        if u32::try_from(bytes.len()).is_err() {
            self.too_long = true;
            return 0;
        }
        if self.copied.len() + bytes.len() > COPY_BLOCK && !self.copied.is_empty() {
            self.flush_copied();
        }
        let block = self.blocks.len() as u32;
        let offset = self.copied.len() as u32;
        self.copied.extend_from_slice(bytes);
        make_view(bytes, block, offset)
    }

    fn flush_copied(&mut self) {
        let full = std::mem::take(&mut self.copied);
        self.blocks.push(Buffer::from_vec(full));
    }

    pub(crate) fn finish(mut self) -> Result<StringViewArray, ArrowError> {
        if self.too_long {
            return Err(ArrowError::InvalidArgumentError(
                "a value of 4 GiB or more cannot be held in a Utf8View array".into(),
            ));
        }
        if !self.copied.is_empty() {
            self.flush_copied();
        }
        let nulls = NullBuffer::new(self.valid.finish());
        let nulls = (nulls.null_count() > 0).then_some(nulls);
        StringViewArray::try_new(
            ScalarBuffer::from(self.views),
            Arc::<[Buffer]>::from(self.blocks),
            nulls,
        )
    }
}
