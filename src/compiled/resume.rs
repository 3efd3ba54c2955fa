//! Where the automaton can take up a refused input without running over
//! the text before: the end of the recognizer's match, or the start of its
//! last component.
//!
//! The state of a minimal DFA after a prefix is fixed by what may follow
//! that prefix (its residual language). After a query, what may follow is
//! more of the query and a fragment, whatever came before; after a
//! fragment, more of it; inside a path past its first segment (or past the
//! first byte of a rooted or scheme's path), the rest of a segment, more
//! segments, a query and a fragment; after the `//` of an authority, an
//! authority and what follows it; inside a port (empty or not, after a
//! name), more digits and what follows it (RFC 3986 §3, Appendix A: the
//! first `?` and the first `#` begin their components, and a whole match
//! ends where no `pct-encoded` is half read). A first segment of a
//! reference without a scheme is one of two: one that could still be a scheme (an ALPHA, then
//! scheme characters) and one that cannot. So the automaton's state at each
//! of those marks is one state for each goal, worked out once by a run over
//! a short prefix that ends there ([`prefixes`]), and a refused input is
//! run from the mark nearest the end of the recognizer's match rather than
//! from its first byte: most refusals are placed in a byte or two. (A short
//! match without a scheme or an authority is run from the start: see
//! `recognizer::stopped`.)
//!
//! `tests/automaton.rs` holds the resumed run to the run from the start on
//! the corpora and generated inputs; debug builds check every refusal.

use crate::compiled::goal::Form;
use crate::compiled::layout::Span;
use crate::text::scheme::could_begin_scheme;

/// A place in an input where the automaton's state is known from what
/// came before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    /// The first byte.
    Start,
    /// The first byte of an authority, after its `//`.
    Authority,
    /// Inside a path, past its first segment, or past the first byte of a
    /// path that begins with `/` or follows a scheme.
    Segment,
    /// Inside a query.
    Query,
    /// Inside a fragment.
    Fragment,
    /// Inside the first segment of a reference without a scheme, which
    /// could still become one: an ALPHA, then scheme characters.
    SchemeOrSegment,
    /// Inside the first segment of a reference without a scheme, which
    /// cannot become one.
    FirstSegment,
    /// Inside a host that is not an IP literal, with no userinfo before it:
    /// what was read may still be a userinfo.
    Host,
    /// Inside a host that is not an IP literal, after a userinfo.
    HostAfterUserinfo,
    /// Inside a port, with no userinfo before its host: what was read may
    /// still be a userinfo. (A match that ends in a port is placed without
    /// the automaton but where the input ends first: `recognizer::near`.)
    Port,
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

    /// The mark nearest the end of a match of the entry rule that ends at
    /// `end` in `input`, from the spans the recognizer recorded on the
    /// way: the end itself when it is inside a fragment, a query or a path
    /// (past what decides the path's kind), else the start of the
    /// authority, else the start. `scheme`, `host`, `path` and `query` are
    /// the match's.
    pub(crate) fn of_match(
        input: &[u8],
        end: usize,
        scheme: Option<Span>,
        host: Option<Span>,
        path: Option<Span>,
        query: Option<Span>,
    ) -> Resume {
        let at_end = |mark| Resume { at: end, mark };
        let after = query.or(path).map(|span| span.end);
        if after.is_some_and(|at| at < end && input.get(at) == Some(&b'#')) {
            return at_end(Mark::Fragment);
        }
        if query.is_some() {
            return at_end(Mark::Query);
        }
        let text = path
            .filter(|path| path.end == end)
            .and_then(|path| input.get(path.start..path.end))
            .unwrap_or_default();
        match text.split_first() {
            // After an authority (`path-abempty`), or `path-absolute` past
            // its `/`.
            Some((b'/', rest)) if host.is_some() || !rest.is_empty() => {
                return at_end(Mark::Segment);
            }
            // `path-rootless` after a scheme, or `path-noscheme` past its
            // first segment.
            Some((&first, rest)) if first != b'/' && (scheme.is_some() || rest.contains(&b'/')) => {
                return at_end(Mark::Segment);
            }
            Some((&first, _)) if first != b'/' => {
                return at_end(if could_begin_scheme(text) {
                    Mark::SchemeOrSegment
                } else {
                    Mark::FirstSegment
                });
            }
            _ => {}
        }
        let Some(host) = host else {
            return Resume::START;
        };
        // `scheme "://"`, or the `//` a network-path reference begins with.
        let authority = scheme.map_or(2, |scheme| scheme.end + 3);
        let userinfo = host.start > authority;
        let hostname = input.get(host.start..host.end).unwrap_or_default();
        let literal = hostname.first() == Some(&b'[');
        // A port, empty or not: the state after `h:` is the state after
        // `h:1`, since a port is any number of digits.
        let port = input
            .get(host.end..end)
            .and_then(|port| port.split_first())
            .filter(|(colon, digits)| **colon == b':' && digits.iter().all(u8::is_ascii_digit));
        match (
            hostname.is_empty(),
            literal,
            host.end == end,
            port.is_some(),
            userinfo,
        ) {
            (false, false, true, _, false) => at_end(Mark::Host),
            (false, false, true, _, true) => at_end(Mark::HostAfterUserinfo),
            (false, false, false, true, false) => at_end(Mark::Port),
            _ => Resume {
                at: authority,
                mark: Mark::Authority,
            },
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Marks {
    pub(crate) authority: u16,
    pub(crate) segment: u16,
    pub(crate) query: u16,
    pub(crate) fragment: u16,
    pub(crate) scheme_or_segment: u16,
    pub(crate) first_segment: u16,
    pub(crate) host: u16,
    pub(crate) host_after_userinfo: u16,
    pub(crate) port: u16,
    /// Not a mark to take a run up at but the state a refused port leaves
    /// the automaton in (`recognizer::near`): inside a port after a
    /// userinfo, which is also the state inside the port after an IP
    /// literal (what may follow either is more digits and what follows an
    /// authority; the tests compare the two).
    pub(crate) port_after_userinfo: u16,
}

/// Short prefixes of a goal of each form that end at each mark, in the
/// order of [`Marks`]' fields (`None`: the form has no such place).
pub(crate) const fn prefixes(form: Form) -> [Option<&'static [u8]>; 10] {
    match form {
        Form::Reference | Form::Relative => [
            Some(b"//"),
            Some(b"a/"),
            Some(b"?"),
            Some(b"#"),
            Some(b"a"),
            Some(b"_"),
            Some(b"//a"),
            Some(b"//u@a"),
            Some(b"//a:1"),
            Some(b"//u@a:1"),
        ],
        Form::WithScheme => [
            Some(b"a://"),
            Some(b"a:a/"),
            Some(b"a:?"),
            Some(b"a:#"),
            None,
            None,
            Some(b"a://a"),
            Some(b"a://u@a"),
            Some(b"a://a:1"),
            Some(b"a://u@a:1"),
        ],
        // `absolute-URI` has no fragment.
        Form::Absolute => {
            let mut prefixes = prefixes(Form::WithScheme);
            prefixes[3] = None;
            prefixes
        }
    }
}
