//! The findings of a refused input: the error, and what other parsers do
//! with what RFC 3986 refuses.

use alloc::format;
use alloc::string::ToString;

use super::code::{Code, Severity};
use super::findings::Findings;
use crate::Error;

/// The findings of `input`, refused with `error`.
pub(super) fn check(input: &str, error: &Error, into: &mut Findings<'_>) {
    let index = error.index().min(input.len());
    let width = input
        .get(index..)
        .and_then(|rest| rest.chars().next())
        .map_or(0, char::len_utf8);
    into.add(
        Code::Refused,
        Severity::Error,
        index..index + width,
        error.message(),
    );
    if let Some(at) = input.find('\\') {
        into.add(
            Code::BackslashAsSlash,
            Severity::Warning,
            at..at + 1,
            "a WHATWG parser reads `\\` as `/` in http, https, ws, wss, ftp and file URLs: \
             an authority ends there, and the host it reads is not the one written after it"
                .to_string(),
        );
    }
    at_signs(input, index, into);
    if let Some(at) = input.find(['\t', '\n', '\r']) {
        into.add(
            Code::WhitespaceStripped,
            Severity::Warning,
            at..at + 1,
            "a WHATWG parser removes every tab, line feed and carriage return before it reads \
             the URL, and reads what remains"
                .to_string(),
        );
    }
    let trimmed = |c: char| c <= ' ';
    let leading = input.len() - input.trim_start_matches(trimmed).len();
    let trailing = input.len() - input.trim_end_matches(trimmed).len();
    if leading > 0 || trailing > 0 {
        // Both ends: the span is the whole input.
        let span = match (leading > 0, trailing > 0) {
            (true, true) => 0..input.len(),
            (true, false) => 0..leading.min(input.len()),
            _ => input.len() - trailing..input.len(),
        };
        into.add(
            Code::SpacesTrimmed,
            Severity::Warning,
            span,
            format!(
                "a WHATWG parser (and Python's urlsplit) trims {} spaces and controls and reads what remains",
                match (leading > 0, trailing > 0) {
                    (true, true) => "leading and trailing",
                    (true, false) => "leading",
                    _ => "trailing",
                }
            ),
        );
    }
}

/// `at-sign-in-authority`: the authority as a WHATWG parser delimits it,
/// after `scheme://`, holds two `@`, or one after the refused byte.
fn at_signs(input: &str, index: usize, into: &mut Findings<'_>) {
    let Some(slashes) = input.find("//") else {
        return;
    };
    let start = slashes + 2;
    // A scheme (or nothing) before the `//`.
    let before = input.get(..slashes).unwrap_or("");
    if !(before.is_empty() || before.ends_with(':')) {
        return;
    }
    let rest = input.get(start..).unwrap_or("");
    let authority = rest
        .find(['/', '\\', '?', '#'])
        .map_or(rest, |end| &rest[..end]);
    let Some(last) = authority.rfind('@') else {
        return;
    };
    let first = authority.find('@').unwrap_or(last);
    if first == last && start + last < index {
        return;
    }
    let host_of = |after: &str| -> alloc::string::String {
        let host = match after.rfind(':') {
            Some(colon) if !after.ends_with(']') => &after[..colon],
            _ => after,
        };
        super::findings::shown(host)
    };
    let whatwg = host_of(&authority[last + 1..]);
    let message = if first == last {
        format!(
            "a WHATWG parser takes what comes before this `@` as a userinfo and reads the host `{whatwg}`"
        )
    } else {
        let second = authority[first + 1..].split('@').next().unwrap_or("");
        format!(
            "the authority has more than one `@`: a WHATWG parser reads the host `{whatwg}` after the last, parsers that stop at the first read `{}`",
            host_of(second)
        )
    };
    into.add(
        Code::AtSignInAuthority,
        Severity::Warning,
        start + last..start + last + 1,
        message,
    );
}
