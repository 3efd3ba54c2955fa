//! Where the automaton can take up a refused input without running over
//! the text before: the start of the last component of the recognizer's
//! match.
//!
//! The state of a minimal DFA after a prefix is fixed by what may follow
//! that prefix (its residual language). After the `?` that begins a query,
//! what may follow is a query and a fragment, whatever came before; after
//! the `#`, a fragment; after the `//` of an authority, an authority and
//! what follows it; after a `/` in a path that is not the path's first
//! byte, the rest of a segment, more segments, a query and a fragment
//! (RFC 3986 §3, Appendix A: the first `?` and the first `#` begin their
//! components, and no rule before a path's second `/` admits one). So the
//! automaton's state at each of those marks is one state for each goal,
//! worked out once by a run over a short prefix that ends there
//! ([`Marks::of`]), and a refused input is run from the last mark of the
//! recognizer's match rather than from its first byte: a refusal costs
//! what its last component costs, not what the whole input does.
//!
//! `tests/automaton.rs` holds the resumed run to the run from the start on
//! the corpora and generated inputs; debug builds check every refusal.

use crate::compiled::goal::Form;
use crate::compiled::layout::Span;

/// A place in an input where the automaton's state is known from what
/// came before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    /// The first byte.
    Start,
    /// The first byte of an authority, after its `//`.
    Authority,
    /// A byte after a `/` of a path, not the path's first byte.
    Segment,
    /// The first byte of a query, after its `?`.
    Query,
    /// The first byte of a fragment, after its `#`.
    Fragment,
}

/// Where the automaton may take up an input: a byte index and the mark it
/// is at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Resume {
    pub(crate) at: usize,
    pub(crate) mark: Mark,
}

impl Resume {
    /// The start of the input.
    pub(crate) const START: Resume = Resume {
        at: 0,
        mark: Mark::Start,
    };

    /// The last mark of a match of the entry rule that ends at `end` in
    /// `input`, from the spans the recognizer recorded on the way: the
    /// fragment's start, else the query's, else the last segment's (after a
    /// `/` past the path's first byte), else the authority's; else the
    /// start. `scheme`, `host`, `path` and `query` are the match's.
    pub(crate) fn of_match(
        input: &[u8],
        end: usize,
        scheme: Option<Span>,
        host: Option<Span>,
        path: Option<Span>,
        query: Option<Span>,
    ) -> Resume {
        let after = query.or(path).map(|span| span.end);
        if let Some(at) = after.filter(|&at| at < end && input.get(at) == Some(&b'#')) {
            return Resume {
                at: at + 1,
                mark: Mark::Fragment,
            };
        }
        if let Some(query) = query {
            return Resume {
                at: query.start,
                mark: Mark::Query,
            };
        }
        let slash = path.and_then(|path| {
            let inside = input.get(path.start + 1..path.end)?;
            let last = inside.iter().rposition(|&b| b == b'/')?;
            Some(path.start + 1 + last + 1)
        });
        if let Some(at) = slash {
            return Resume {
                at,
                mark: Mark::Segment,
            };
        }
        if host.is_some() {
            // `scheme "://"`, or the `//` a network-path reference begins with.
            let at = scheme.map_or(2, |scheme| scheme.end + 3);
            return Resume {
                at,
                mark: Mark::Authority,
            };
        }
        Resume::START
    }
}

/// The states of one goal's automaton at each [`Mark`] but the start.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Marks {
    pub(crate) authority: u16,
    pub(crate) segment: u16,
    pub(crate) query: u16,
    pub(crate) fragment: u16,
}

/// Short prefixes of a goal of each form that end at each mark: the
/// authority's, the segment's, the query's and the fragment's (`None`:
/// the form has no fragment).
pub(crate) const fn prefixes(form: Form) -> [Option<&'static [u8]>; 4] {
    match form {
        Form::Reference | Form::Relative => [Some(b"//"), Some(b"a/"), Some(b"?"), Some(b"#")],
        Form::WithScheme => [Some(b"a://"), Some(b"a:a/"), Some(b"a:?"), Some(b"a:#")],
        Form::Absolute => [Some(b"a://"), Some(b"a:a/"), Some(b"a:?"), None],
    }
}
