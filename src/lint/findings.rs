//! Where the checks write: the findings so far, each code at most once,
//! with spans worked out from the components' places in the input.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use super::code::{Code, Severity};
use super::report::Finding;

/// The findings of one input.
pub(super) struct Findings<'i> {
    pub(super) input: &'i str,
    pub(super) list: Vec<Finding>,
}

impl<'i> Findings<'i> {
    pub(super) fn new(input: &'i str) -> Self {
        Findings {
            input,
            list: Vec::new(),
        }
    }

    /// Adds a finding, unless one of that code is there already: one per
    /// code keeps a report's size bounded whatever the input's.
    pub(super) fn add(
        &mut self,
        code: Code,
        severity: Severity,
        span: Range<usize>,
        message: String,
    ) {
        if self.list.iter().all(|f| f.code != code) {
            self.list.push(Finding {
                code,
                severity,
                span,
                message,
            });
        }
    }

    /// The byte range of `part`, a slice of the input.
    pub(super) fn span_of(&self, part: &str) -> Range<usize> {
        let start = (part.as_ptr() as usize)
            .checked_sub(self.input.as_ptr() as usize)
            .filter(|&start| start <= self.input.len())
            .unwrap_or(0);
        start..start + part.len()
    }

    /// The findings sorted by where they begin.
    pub(super) fn into_sorted(mut self) -> Vec<Finding> {
        self.list.sort_by_key(|f| (f.span.start, f.span.end));
        self.list
    }
}

pub(super) use crate::text::known_schemes::is_whatwg_special as is_special;

/// The text for people of a few bytes of the input: `\t` and other
/// controls escaped.
pub(super) fn shown(text: &str) -> String {
    text.escape_debug().collect()
}
