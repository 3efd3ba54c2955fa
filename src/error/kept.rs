//! The text an error keeps of its input: inline when it is short, so that
//! refusing a short input allocates nothing, else on the heap.

use alloc::boxed::Box;

/// How many bytes of text an error keeps without allocating: the
/// error's size is then that of a reference's `Result` or a little more,
/// and a short refused input (a form field, a line of a log) costs no
/// allocation.
pub(crate) const INLINE: usize = 46;

/// A text of any length, kept inline up to [`INLINE`] bytes.
#[derive(Clone, PartialEq, Eq)]
pub(crate) enum Kept {
    /// The text's bytes, the first `len` of `bytes`.
    Inline { len: u8, bytes: [u8; INLINE] },
    /// A longer text.
    Heap(Box<str>),
}

impl Kept {
    /// `text`, kept.
    #[inline(always)]
    pub(crate) fn new(text: &str) -> Self {
        let mut bytes = [0; INLINE];
        match (bytes.get_mut(..text.len()), u8::try_from(text.len())) {
            (Some(head), Ok(len)) => {
                head.copy_from_slice(text.as_bytes());
                Kept::Inline { len, bytes }
            }
            _ => Kept::Heap(text.into()),
        }
    }

    /// The text's bytes, read without checking them again.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        match self {
            Kept::Inline { len, bytes } => bytes.get(..usize::from(*len)).unwrap_or_default(),
            Kept::Heap(text) => text.as_bytes(),
        }
    }

    /// The text.
    pub(crate) fn as_str(&self) -> &str {
        match self {
            Kept::Inline { len, bytes } => bytes
                .get(..usize::from(*len))
                .and_then(|text| core::str::from_utf8(text).ok())
                .unwrap_or_default(),
            Kept::Heap(text) => text,
        }
    }
}

impl core::fmt::Debug for Kept {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::{INLINE, Kept};

    #[test]
    fn a_text_reads_back_whatever_its_length() {
        for len in [0, 1, INLINE - 1, INLINE, INLINE + 1, 1000] {
            let text: String = "é".repeat(len / 2) + &"a".repeat(len % 2);
            let kept = Kept::new(&text);
            assert_eq!(kept.as_str(), text);
            assert_eq!(kept.as_bytes(), text.as_bytes());
            assert_eq!(matches!(kept, Kept::Inline { .. }), text.len() <= INLINE);
        }
    }
}
