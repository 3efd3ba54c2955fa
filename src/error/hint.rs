//! Hints: the common mistakes behind a refusal, recognized from the input
//! and the place it went wrong, with what to write instead.
//!
//! The index and the expectation say what the grammar wanted; a hint says
//! why the input probably is not that, in the terms of the mistake (`a port
//! holds digits only`), where the expectation alone (`expected pchar`)
//! leaves a person guessing. A hint is offered only when its pattern is
//! unmistakable; otherwise there is none.

use alloc::string::String;
use core::fmt;

use crate::compiled::goal::Goal;
use crate::error::quoted::Quoted;
use crate::text::byte_set::byte_set;
use crate::text::find_byte::{find_any, find_byte};
use crate::text::percent::push_triplet;
use crate::text::scheme::is_scheme_byte;

/// A common mistake recognized in a refused input: what to write instead.
///
/// ```
/// use rfc3986::{Hint, UriRef};
///
/// let error = UriRef::parse("http://h/a b").unwrap_err();
/// assert_eq!(error.hint(), Some(Hint::PercentEncode(' ')));
/// assert_eq!(
///     error.hint().map(|h| h.to_string()).as_deref(),
///     Some("' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)")
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Hint {
    /// An ASCII character that no URI holds as is (a space, a control
    /// character, `"`, `<`, `>`, `^`, `` ` ``, `{`, `|`, `}`): it must be
    /// percent-encoded.
    PercentEncode(char),
    /// A character outside ASCII: a URI holds the percent-encoding of its
    /// UTF-8 bytes (§2.5); an IRI (RFC 3987) may hold it as is.
    NonAscii(char),
    /// A character outside ASCII that an IRI may not hold where it stands
    /// (RFC 3987 §2.2): one outside `ucschar` and `iprivate` (a
    /// noncharacter, a control, a special U+FFF0 to U+FFFD, a tag U+E0000 to
    /// U+E0FFF), or a private-use character outside the query. Its UTF-8
    /// bytes percent-encoded may stand there.
    NotInIri(char),
    /// A character no scheme holds, in what was meant as one (followed by
    /// `://`, or where a scheme is required): a look-alike letter (`һttp`,
    /// `ｈｔｔｐ`), an invisible character, a control. A scheme is ASCII
    /// letters, digits, `+`, `-` and `.` (§3.1), in IRIs too.
    SchemeCharacter(char),
    /// A reference written between `<` and `>` or between double quotes,
    /// which delimit a URI in text and are not part of it (Appendix C).
    Delimited(char),
    /// A character outside ASCII in an IP literal (`[...]`), which is ASCII
    /// only (§3.2.2), percent-encoded or not: a look-alike digit or colon,
    /// an invisible character, or a registered name put in brackets.
    NotInIpLiteral(char),
    /// A `%` not followed by two hexadecimal digits (§2.1); a `%` that
    /// stands for itself is `%25`.
    BadPercentEncoding,
    /// A backslash, which is no path separator in a URI or an IRI.
    Backslash,
    /// A port with something other than digits in it (§3.2.3).
    PortNotDigits,
    /// A second `:port` after the first.
    SecondPort,
    /// A full-width bracket (`［`, `］`) where an IP literal's `[` or `]`
    /// was meant: an IP literal is enclosed in the ASCII brackets
    /// (§3.2.2).
    FullWidthBracket(char),
    /// A zone identifier (`%25eth0`, `%eth0`) in an IPv6 literal: RFC 3986
    /// has none.
    Ipv6ZoneId,
    /// An IPv6 address as a host without the brackets of an `IP-literal`
    /// (§3.2.2).
    Ipv6WithoutBrackets,
    /// A `[` or `]` outside the host, where only its percent-encoding may
    /// be (§3.2.2).
    BracketOutsideHost(char),
    /// A scheme that does not begin with a letter (§3.1).
    SchemeNotStartingWithLetter,
    /// A `:` with nothing before it where a scheme would be (§3.1).
    EmptyScheme,
    /// A `:` in the first segment of a relative reference's path, which
    /// would read as the end of a scheme (§4.2).
    ColonInFirstSegment,
    /// A second `#`: the fragment runs to the end, and a `#` inside it is
    /// `%23` (§3.5).
    SecondFragment,
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.fixed() {
            Some(text) => f.write_str(text),
            None => {
                // Built as a `String` with room for the longest hint, then
                // written in one piece: written piece by piece,
                // `to_string()`'s empty `String` grew by reallocation as the
                // pieces came, which cost more than the rest of the hint.
                let mut text = String::with_capacity(256);
                self.write_formatted(&mut text)?;
                f.write_str(&text)
            }
        }
    }
}

impl Hint {
    /// The text of a hint that names no character.
    fn fixed(&self) -> Option<&'static str> {
        let text = match self {
            Hint::BadPercentEncoding => {
                "\"%\" begins a percent-encoding and must be followed by two hexadecimal \
                 digits; a \"%\" that stands for itself is written %25 (RFC 3986 §2.1)"
            }
            Hint::Backslash => {
                "a backslash is not a path separator (RFC 3986 §3.3 separates segments with \
                 \"/\"): write \"/\", or %5C for a backslash that is data"
            }
            Hint::PortNotDigits => "a port holds decimal digits only (RFC 3986 §3.2.3)",
            Hint::SecondPort => "the authority has a second \":port\"; a host has one port at most",
            Hint::Ipv6ZoneId => {
                "RFC 3986 has no zone identifiers in IPv6 literals (RFC 6874 added them, and \
                 RFC 9844 withdrew them for URIs): leave the zone out"
            }
            Hint::Ipv6WithoutBrackets => {
                "an IPv6 address as a host is written in brackets, \"[\" address \"]\" \
                 (RFC 3986 §3.2.2)"
            }
            Hint::SchemeNotStartingWithLetter => "a scheme begins with a letter (RFC 3986 §3.1)",
            Hint::EmptyScheme => {
                "a \":\" before anything else needs a scheme before it (RFC 3986 §3.1)"
            }
            Hint::ColonInFirstSegment => {
                "the first segment of a relative path holds no \":\", which would end a scheme: \
                 begin the path with \"./\" (./a:b) or write the \":\" as %3A (RFC 3986 §4.2)"
            }
            Hint::SecondFragment => {
                "the fragment runs to the end of the reference: a \"#\" inside it is written \
                 %23 (RFC 3986 §3.5)"
            }
            _ => return None,
        };
        Some(text)
    }

    /// The text of a hint that names a character, written piece by piece
    /// into `out` (a `String`: `write!`'s machinery cost more than the
    /// pieces).
    fn write_formatted(&self, out: &mut String) -> fmt::Result {
        use Part::{Encoded, Quoted, Text};
        match *self {
            Hint::PercentEncode(c) => write_parts(
                out,
                &[
                    Quoted(c),
                    Text(" is never allowed as is: percent-encode it as "),
                    Encoded(c),
                    Text(" (RFC 3986 §2.1)"),
                ],
            ),
            Hint::NonAscii(c) => write_parts(
                out,
                &[
                    Quoted(c),
                    Text(" is not ASCII: a URI holds the percent-encoding of its UTF-8 bytes, "),
                    Encoded(c),
                    Text(" (RFC 3986 §2.5); an IRI (RFC 3987) may hold it as is"),
                ],
            ),
            Hint::NotInIri(c) => write_parts(
                out,
                &[
                    Quoted(c),
                    Text(
                        " is not allowed here in an IRI (RFC 3987 §2.2: private-use characters \
                         only in the query; noncharacters, controls, specials and tags nowhere): \
                         percent-encode its UTF-8 bytes, ",
                    ),
                    Encoded(c),
                ],
            ),
            Hint::SchemeCharacter(c) => write_parts(
                out,
                &[
                    Text(
                        "a scheme is ASCII letters, digits, \"+\", \"-\" and \".\" (RFC 3986 §3.1, \
                         for IRIs too): ",
                    ),
                    Quoted(c),
                    Text(" cannot stand in one"),
                ],
            ),
            Hint::Delimited(c) => write_parts(
                out,
                &[
                    Quoted(c),
                    Text(" and "),
                    Quoted(if c == '<' { '>' } else { c }),
                    Text(
                        " delimit a URI in text and are not part of it (RFC 3986 \
                         Appendix C): remove them",
                    ),
                ],
            ),
            Hint::NotInIpLiteral(c) => write_parts(
                out,
                &[
                    Text("an IP literal is written in ASCII (RFC 3986 §3.2.2): "),
                    Quoted(c),
                    Text(
                        " cannot stand in one, percent-encoded or not; a registered name is \
                         written without brackets",
                    ),
                ],
            ),
            Hint::FullWidthBracket(c) => write_parts(
                out,
                &[
                    Quoted(c),
                    Text(
                        " is a full-width bracket: an IP literal is enclosed in the ASCII \"[\" \
                         and \"]\" (RFC 3986 §3.2.2)",
                    ),
                ],
            ),
            Hint::BracketOutsideHost(c) => write_parts(
                out,
                &[
                    Quoted(c),
                    Text(" is allowed only around an IP literal host; elsewhere write "),
                    Encoded(c),
                    Text(" (RFC 3986 §3.2.2)"),
                ],
            ),
            // Listed, not `_`: a new hint is then a compile error here until
            // it is given a text.
            Hint::BadPercentEncoding
            | Hint::Backslash
            | Hint::PortNotDigits
            | Hint::SecondPort
            | Hint::Ipv6ZoneId
            | Hint::Ipv6WithoutBrackets
            | Hint::SchemeNotStartingWithLetter
            | Hint::EmptyScheme
            | Hint::ColonInFirstSegment
            | Hint::SecondFragment => {
                out.push_str(self.fixed().unwrap_or_default());
                Ok(())
            }
        }
    }
}

/// A piece of a hint's text.
enum Part {
    /// Words, as they are.
    Text(&'static str),
    /// A character, quoted as `Debug` quotes it ([`crate::error::quoted::Quoted`]).
    Quoted(char),
    /// The percent-encoding of a character's UTF-8 bytes: `%20`, `%C3%A9`.
    Encoded(char),
}

/// Writes `parts` in turn to `out`.
fn write_parts(out: &mut String, parts: &[Part]) -> fmt::Result {
    for part in parts {
        match *part {
            Part::Text(text) => out.push_str(text),
            Part::Quoted(c) => Quoted(c).write_to(out)?,
            Part::Encoded(c) => {
                let mut utf8 = [0; 4];
                for &octet in c.encode_utf8(&mut utf8).as_bytes() {
                    push_triplet(out, octet);
                }
            }
        }
    }
    Ok(())
}

/// A character of a scheme (§3.1): an ASCII letter or digit, `+`, `-`, `.`.
fn is_scheme_char(c: char) -> bool {
    u8::try_from(c).is_ok_and(is_scheme_byte)
}

/// ASCII characters that no URI holds as is.
fn never_allowed(c: char) -> bool {
    c.is_ascii_control() || matches!(c, ' ' | '"' | '<' | '>' | '^' | '`' | '{' | '|' | '}')
}

/// The hint for `input`, refused as `goal` at `index`, if its mistake is
/// one of the common ones: the first of [`CHECKS`] that has a verdict.
pub(crate) fn hint(goal: Goal, input: &str, index: usize) -> Option<Hint> {
    let refusal = Refused::new(goal, input, index);
    for check in CHECKS {
        match check(&refusal) {
            Verdict::Hint(hint) => return Some(hint),
            Verdict::NoHint => return None,
            Verdict::Pass => {}
        }
    }
    None
}

/// What a check makes of a refusal.
enum Verdict {
    /// The mistake is this one.
    Hint(Hint),
    /// The check knows the mistake is not a common one: no later check is
    /// to guess.
    NoHint,
    /// Not the check's mistake: the next one is tried.
    Pass,
}

impl Verdict {
    /// `Hint` when there is one, else `Pass`.
    fn or_pass(hint: Option<Hint>) -> Self {
        hint.map_or(Verdict::Pass, Verdict::Hint)
    }
}

/// The checks, in the order they are tried. The narrower reading of a
/// place comes first: what surrounds the character (delimiters, a
/// percent-encoding, an IP literal, an authority, a scheme) tells the
/// mistake better than the character alone, which is looked at last.
const CHECKS: [fn(&Refused<'_>) -> Verdict; 7] = [
    // A backslash is never allowed, and its hint holds wherever it stands
    // (a path separator meant, or data to encode).
    backslash,
    // "<http://h/>", "\"http://h/\"": refused on their first character,
    // which is not the mistake's place but its sign.
    delimited,
    // A broken percent-encoding is the mistake whatever the character after
    // the "%" is, even one that would have its own hint ("%é", "% ").
    broken_percent_encoding,
    // A character outside ASCII in an IP literal is the literal's mistake,
    // before the authority's checks would read the literal as a host.
    non_ascii_in_ip_literal,
    // The host and port, before the scheme: a refusal inside an authority
    // is the authority's, whatever the text before the first ":" is.
    in_host_and_port,
    // The scheme, or what was meant as one: before the character alone,
    // which in "һttp://h" is a look-alike letter rather than any non-ASCII
    // character.
    in_scheme_or_like_one,
    // Last, the character at the index on its own.
    the_character,
];

/// A refused input, and what the checks read of it, found once.
struct Refused<'a> {
    goal: Goal,
    input: &'a str,
    index: usize,
    /// The character at the index, if any.
    found: Option<char>,
    /// The first ":", which ends a scheme if there is one.
    colon: Option<usize>,
    /// The authority the index lies in, or at the end of.
    authority: Option<(usize, usize)>,
}

impl<'a> Refused<'a> {
    fn new(goal: Goal, input: &'a str, index: usize) -> Self {
        let colon = find_byte(input.as_bytes(), 0, b':');
        Refused {
            goal,
            input,
            index,
            found: input.get(index..).and_then(|rest| rest.chars().next()),
            colon,
            authority: authority(input, colon)
                .filter(|&(start, end)| (start..=end).contains(&index)),
        }
    }

    /// The character at the index when it is outside ASCII.
    fn outside_ascii(&self) -> Option<char> {
        self.found.filter(|c| !c.is_ascii())
    }

    /// The text of the authority the index lies in.
    fn authority_text(&self) -> Option<&'a str> {
        self.authority
            .and_then(|(start, end)| self.input.get(start..end))
    }
}

/// A backslash at the index.
fn backslash(r: &Refused<'_>) -> Verdict {
    if r.found == Some('\\') {
        Verdict::Hint(Hint::Backslash)
    } else {
        Verdict::Pass
    }
}

/// A reference copied with its delimiters, refused at its start.
fn delimited(r: &Refused<'_>) -> Verdict {
    let between =
        |open, close| r.input.len() > 1 && r.input.starts_with(open) && r.input.ends_with(close);
    if r.index == 0 && (between('<', '>') || between('"', '"')) {
        r.found
            .map_or(Verdict::NoHint, |c| Verdict::Hint(Hint::Delimited(c)))
    } else {
        Verdict::Pass
    }
}

/// A `%` just before the index without its two hexadecimal digits.
fn broken_percent_encoding(r: &Refused<'_>) -> Verdict {
    Verdict::or_pass(in_percent_encoding(r.input.as_bytes(), r.index))
}

/// A character outside ASCII inside an IP literal; right after its `]`,
/// where only a port, a path, a query or a fragment may follow, no hint.
fn non_ascii_in_ip_literal(r: &Refused<'_>) -> Verdict {
    let (Some(c), Some((start, end))) = (r.outside_ascii(), r.authority) else {
        return Verdict::Pass;
    };
    match ip_literal_at(r.input, host_start(r.input, start, end), r.index) {
        Some(Literal::Inside) => Verdict::Hint(Hint::NotInIpLiteral(c)),
        Some(Literal::After) => Verdict::NoHint,
        None => Verdict::Pass,
    }
}

/// The mistakes of the host and port of the authority the index lies in.
/// A character outside ASCII in the userinfo says nothing of them.
fn in_host_and_port(r: &Refused<'_>) -> Verdict {
    if let (Some(_), Some((start, end))) = (r.outside_ascii(), r.authority) {
        if r.index < host_start(r.input, start, end) {
            return Verdict::Pass;
        }
    }
    Verdict::or_pass(r.authority_text().and_then(in_authority))
}

/// The mistakes of a scheme, or of what looks like one.
fn in_scheme_or_like_one(r: &Refused<'_>) -> Verdict {
    Verdict::or_pass(
        r.colon
            .and_then(|colon| in_scheme(r.goal, r.input, colon, r.index, r.found)),
    )
}

/// The character at the index on its own: the last check, so that it
/// names the character only where nothing around it explains the refusal
/// better.
fn the_character(r: &Refused<'_>) -> Verdict {
    let Some(c) = r.found else {
        return Verdict::NoHint;
    };
    let hint = match c {
        // A scheme was required and the input has none: the character is
        // not the mistake.
        _ if !c.is_ascii() && r.goal.has_scheme() && r.index == 0 => None,
        // The IRI grammar refused a character it may hold elsewhere, or
        // nowhere.
        _ if !c.is_ascii() && r.goal.is_iri() => Some(Hint::NotInIri(c)),
        _ if !c.is_ascii() => Some(Hint::NonAscii(c)),
        _ if never_allowed(c) => Some(Hint::PercentEncode(c)),
        '[' | ']' if r.authority_text().is_none() => Some(Hint::BracketOutsideHost(c)),
        '#' if r
            .input
            .get(..r.index)
            .is_some_and(|before| before.contains('#')) =>
        {
            Some(Hint::SecondFragment)
        }
        _ => None,
    };
    hint.map_or(Verdict::NoHint, Verdict::Hint)
}

/// Where an index lies with respect to an IP literal.
enum Literal {
    /// Between its brackets.
    Inside,
    /// Right after its "]".
    After,
}

/// Where the host of the authority at `start..end` begins: after its last
/// "@".
fn host_start(input: &str, start: usize, end: usize) -> usize {
    start + input.get(start..end).map_or(0, after_userinfo)
}

/// Where the host and port of `authority` begin: after its last "@", found
/// by forward searches eight bytes a step (an authority holds one or none,
/// so they find it sooner than a backward look at every byte).
fn after_userinfo(authority: &str) -> usize {
    let mut after_at = 0;
    while let Some(at) = find_byte(authority.as_bytes(), after_at, b'@') {
        after_at = at + 1;
    }
    after_at
}

/// Where `index` lies with respect to the host at `host`, if it is an IP
/// literal.
fn ip_literal_at(input: &str, host: usize, index: usize) -> Option<Literal> {
    if input.as_bytes().get(host) != Some(&b'[') {
        return None;
    }
    let close = input
        .get(host..)?
        .find(']')
        .map_or(input.len(), |at| host + at);
    if (host + 1..=close).contains(&index) {
        Some(Literal::Inside)
    } else if index == close + 1 {
        Some(Literal::After)
    } else {
        None
    }
}

/// A `%` within the two characters before `index` that the input does not
/// follow with two hexadecimal digits.
fn in_percent_encoding(bytes: &[u8], index: usize) -> Option<Hint> {
    let start = index.saturating_sub(2);
    let percent = (start..index)
        .rev()
        .find(|&i| bytes.get(i) == Some(&b'%'))?;
    let digits = bytes.get(percent + 1..).unwrap_or_default();
    let well_formed = digits.len() >= 2 && digits[..2].iter().all(u8::is_ascii_hexdigit);
    (!well_formed).then_some(Hint::BadPercentEncoding)
}

/// Where the authority lies in `input` (after `//`, to the first `/`, `?`
/// or `#`), when there is one: after a scheme (which ends at `colon`, the
/// first ":") or at the start.
fn authority(input: &str, colon: Option<usize>) -> Option<(usize, usize)> {
    let start = if input.starts_with("//") {
        2
    } else {
        let colon = colon?;
        let scheme = input.get(..colon)?;
        // By bytes: no character above ASCII is a scheme's.
        let is_scheme = !scheme.is_empty() && scheme.bytes().all(is_scheme_byte);
        if !is_scheme || !input.get(colon + 1..)?.starts_with("//") {
            return None;
        }
        colon + 3
    };
    // Eight bytes a step: a byte at a time, this scan of the authority
    // cost a misplaced `@`'s message and hint 183 instructions more (3,025
    // against 2,842 on corpus B's rows), a bad port's 77.
    if start > input.len() {
        return None;
    }
    let end = find_any(input.as_bytes(), start, AUTHORITY_ENDS).unwrap_or(input.len());
    Some((start, end))
}

/// Whether `b` ends an authority (and a scheme, should it come first).
fn ends_authority(b: u8) -> bool {
    ENDS_AUTHORITY[usize::from(b)]
}

/// The bytes that end an authority (RFC 3986 §3.2): the `/` of a path,
/// the `?` of a query, the `#` of a fragment.
const AUTHORITY_ENDS: [u8; 3] = [b'/', b'?', b'#'];

/// [`ends_authority`] by byte.
static ENDS_AUTHORITY: [bool; 256] = byte_set(&AUTHORITY_ENDS);

/// The mistakes of the host and port of `authority`, the one the error
/// lies in or at the end of.
fn in_authority(authority: &str) -> Option<Hint> {
    let host_port = authority
        .get(after_userinfo(authority)..)
        .unwrap_or(authority);
    // "［::1］": an IP literal meant, with look-alike brackets whose
    // colons would read as ports.
    if host_port.starts_with('［') {
        return Some(Hint::FullWidthBracket('［'));
    }
    if let Some(literal) = host_port.strip_prefix('[') {
        let close = literal.bytes().position(|b| b == b']');
        let inside = close.and_then(|at| literal.get(..at)).unwrap_or(literal);
        // An IPvFuture ("v1.…") is not an IPv6 address: no zone there.
        let future = matches!(inside.as_bytes().first(), Some(b'v' | b'V'));
        if !future && is_zone(inside) {
            return Some(Hint::Ipv6ZoneId);
        }
        let after = literal.get(close? + 1..)?;
        return port_hint(after.strip_prefix(':')?);
    }
    if looks_like_ipv6(host_port) {
        return Some(Hint::Ipv6WithoutBrackets);
    }
    // Eight bytes a step: these tests run on every refusal in an
    // authority, where a look at every byte cost more than the rest of the
    // hint.
    let bytes = host_port.as_bytes();
    if find_byte(bytes, 0, b'[').is_some() || find_byte(bytes, 0, b']').is_some() {
        return None;
    }
    port_hint(host_port.get(find_byte(bytes, 0, b':')? + 1..)?)
}

/// Whether `host_port`, up to a "]" whose "[" is missing or up to a zone,
/// is an address std reads as IPv6, or one that has the look of it: three
/// colons or more (never ":::"), hexadecimal digits, dots. Either is made
/// of hexadecimal digits, colons and dots alone, which a host name seldom
/// is: the first other byte ends the test.
fn looks_like_ipv6(host_port: &str) -> bool {
    let bytes = host_port.as_bytes();
    let mut end = bytes.len();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b']' || b == b'%' {
            end = i;
            break;
        }
        if !is_address_byte(b) {
            return false;
        }
    }
    let Some(address) = host_port.get(..end) else {
        return false;
    };
    let colons = address.bytes().filter(|&b| b == b':').count();
    let looks_like =
        colons >= 3 && !address.contains(":::") && address.bytes().any(|b| b.is_ascii_hexdigit());
    // std's reading needs two colons at least ("::").
    looks_like || colons >= 2 && address.parse::<core::net::Ipv6Addr>().is_ok()
}

/// Whether `b` may stand in the text of an IPv6 address (with an IPv4
/// address at its end): a hexadecimal digit, `:` or `.`.
fn is_address_byte(b: u8) -> bool {
    ADDRESS_BYTES[usize::from(b)]
}

/// [`is_address_byte`] by byte: one load, where three tests were branches
/// on every byte of a refused host and port.
static ADDRESS_BYTES: [bool; 256] = byte_set(b"0123456789ABCDEFabcdef:.");

/// Whether `inside`, the text of an IP literal, is an IPv6 address with a
/// zone: `fe80::1%eth0`, `fe80::1%25eth0`. The address before the `%` ends
/// in a hexadecimal digit, which a percent-encoded address (`%3A%3A1`,
/// `::%31`) does not.
fn is_zone(inside: &str) -> bool {
    let bytes = inside.as_bytes();
    bytes
        .iter()
        .position(|&b| b == b'%')
        .and_then(|percent| bytes.get(..percent))
        .is_some_and(|address| {
            address.contains(&b':')
                && address.last().is_some_and(u8::is_ascii_hexdigit)
                && address.iter().all(|&b| is_address_byte(b))
        })
}

/// What is wrong with the text after a host's `:`, if anything.
fn port_hint(port: &str) -> Option<Hint> {
    if find_byte(port.as_bytes(), 0, b':').is_some() {
        Some(Hint::SecondPort)
    } else if !port.bytes().all(|b| b.is_ascii_digit()) {
        Some(Hint::PortNotDigits)
    } else {
        None
    }
}

/// The mistakes of a scheme or of what looks like one: the error is at the
/// first `:` (or at the start, where a scheme was required), and nothing
/// before it ends a path segment.
fn in_scheme(
    goal: Goal,
    input: &str,
    colon: usize,
    index: usize,
    found: Option<char>,
) -> Option<Hint> {
    let before = input.get(..colon)?;
    let after = input.get(colon + 1..)?;
    if before.bytes().any(ends_authority) {
        return None;
    }
    let wants_scheme = goal.has_scheme();
    let at_colon = index == colon && found == Some(':');
    // "h\u{7}ttp://h", "hτtp://h": refused on a character that no scheme
    // holds, in what was meant as one.
    if let Some(c) = found.filter(|&c| index < colon && !is_scheme_char(c)) {
        return (wants_scheme || after.starts_with("//")).then_some(Hint::SchemeCharacter(c));
    }
    if !(at_colon || wants_scheme && index == 0) {
        return None;
    }
    if before.is_empty() {
        return Some(Hint::EmptyScheme);
    }
    // An IRI goal reads a first segment with characters outside ASCII up
    // to the ":": "һttp://h" and "mailtö:a" were meant as schemes, "例:x" as
    // a relative reference.
    if let Some(c) = before.chars().find(|c| !c.is_ascii()) {
        let meant = wants_scheme
            || after.starts_with("//")
            || before.bytes().any(|b| b.is_ascii_alphabetic());
        // Unicode's letters and digits last: each character above ASCII
        // is a lookup in the standard library's tables, which cost more
        // than the rest of the refusal.
        if at_colon
            && meant
            && before
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '+' | '-' | '.'))
        {
            return Some(Hint::SchemeCharacter(c));
        }
    }
    let scheme_bytes = before.bytes().all(is_scheme_byte);
    let first_is_letter = before
        .bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic());
    // "1http://h" was meant as a scheme; "127.0.0.1:8080" or "12:30" as a
    // relative reference is a colon in its first segment.
    let meant_as_scheme = wants_scheme || after.starts_with("//");
    match (scheme_bytes && !first_is_letter, meant_as_scheme) {
        (true, true) => Some(Hint::SchemeNotStartingWithLetter),
        (_, false) if at_colon => Some(Hint::ColonInFirstSegment),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(input: &str) -> Option<Hint> {
        let index = crate::error::diagnosis::locate(input, Goal::UriReference)?.index;
        hint(Goal::UriReference, input, index)
    }

    #[test]
    fn an_iri_is_told_where_it_may_not_hold_a_character() {
        let iri = |input: &str, index| hint(Goal::IriReference, input, index);
        assert_eq!(iri("/p#\u{E000}", 3), Some(Hint::NotInIri('\u{E000}')));
        assert_eq!(iri("http://[例]/", 8), Some(Hint::NotInIpLiteral('例')));
        // Full-width brackets: an IRI reads "［" as a host and the colons
        // after it as ports; the brackets are the mistake.
        assert_eq!(
            iri("http://［::1］/", 16),
            Some(Hint::FullWidthBracket('［'))
        );
        let input = "http://u@［::1］:80/";
        let stop =
            crate::error::diagnosis::locate(input, Goal::IriReference).map(|stop| stop.index);
        assert_eq!(stop, Some(13));
        assert_eq!(iri(input, 13), Some(Hint::FullWidthBracket('［')));
        assert_eq!(iri("/\u{FDD0}", 1), Some(Hint::NotInIri('\u{FDD0}')));
        assert_eq!(iri("/%é9", 2), Some(Hint::BadPercentEncoding));
        assert_eq!(iri("һttp://h/", 5), Some(Hint::SchemeCharacter('һ')));
        assert_eq!(iri("ｈｔｔｐ://h/", 12), Some(Hint::SchemeCharacter('ｈ')));
        assert_eq!(iri("mailtö:a@b", 7), Some(Hint::SchemeCharacter('ö')));
        assert_eq!(iri("例:x", 3), Some(Hint::ColonInFirstSegment));
        assert_eq!(
            iri("h\u{FDD0}ttp://é/", 1),
            Some(Hint::SchemeCharacter('\u{FDD0}'))
        );
        assert_eq!(
            iri("http\u{200B}://h/", 4),
            Some(Hint::SchemeCharacter('\u{200B}'))
        );
        assert_eq!(iri("http://[v1.é]/", 11), Some(Hint::NotInIpLiteral('é')));
        assert_eq!(
            iri("http://u@[２::1]/", 10),
            Some(Hint::NotInIpLiteral('２'))
        );
        assert_eq!(iri("http://[::1]é/", 12), None);
        assert_eq!(iri("http://h:\u{E000}/", 9), Some(Hint::PortNotDigits));
        assert_eq!(of("http://ä@h:80x/"), Some(Hint::NonAscii('ä')));
        assert_eq!(hint(Goal::Iri, "ü", 0), None);
        assert_eq!(of("<http://h/>"), Some(Hint::Delimited('<')));
        assert_eq!(of("\"http://h/\""), Some(Hint::Delimited('"')));
        assert_eq!(of("\""), Some(Hint::PercentEncode('"')));
        assert_eq!(iri("/%Cé", 3), Some(Hint::BadPercentEncoding));
        // ASCII mistakes are told as for URIs.
        assert_eq!(iri("/é b", 3), Some(Hint::PercentEncode(' ')));
        assert_eq!(iri("http://例え:8o/", 15), Some(Hint::PortNotDigits));
        let text = Hint::NotInIri('\u{E000}').to_string();
        assert!(text.ends_with("%EE%80%80"), "{text}");
    }

    #[test]
    fn characters_never_allowed_are_to_be_percent_encoded() {
        assert_eq!(of("http://h/a b"), Some(Hint::PercentEncode(' ')));
        assert_eq!(of("/a\"b"), Some(Hint::PercentEncode('"')));
        assert_eq!(of("/a\tb"), Some(Hint::PercentEncode('\t')));
        assert_eq!(of("?{x}"), Some(Hint::PercentEncode('{')));
        let encoded = |c| {
            let mut out = String::new();
            write_parts(&mut out, &[Part::Encoded(c)]).map(|()| out)
        };
        assert_eq!(encoded(' '), Ok("%20".to_string()));
        assert_eq!(encoded('é'), Ok("%C3%A9".to_string()));
        assert_eq!(encoded('日'), Ok("%E6%97%A5".to_string()));
        assert_eq!(
            Hint::PercentEncode(' ').to_string(),
            "' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)"
        );
    }

    #[test]
    fn non_ascii_backslash_and_percent() {
        assert_eq!(of("http://h/café"), Some(Hint::NonAscii('é')));
        assert_eq!(of("http://h\\a"), Some(Hint::Backslash));
        assert_eq!(of("/a%2"), Some(Hint::BadPercentEncoding));
        assert_eq!(of("/a%zz"), Some(Hint::BadPercentEncoding));
        assert_eq!(of("/100%"), Some(Hint::BadPercentEncoding));
        assert_eq!(of("/a%2x"), Some(Hint::BadPercentEncoding));
    }

    #[test]
    fn ports_and_hosts() {
        assert_eq!(of("http://a:12x"), Some(Hint::PortNotDigits));
        assert_eq!(of("http://h:8a/"), Some(Hint::PortNotDigits));
        assert_eq!(of("http://[::1]:8a/"), Some(Hint::PortNotDigits));
        assert_eq!(of("http://h:80:90/"), Some(Hint::SecondPort));
        // A URI refuses the full-width bracket itself: the bracket, not its
        // encoding, is the mistake.
        assert_eq!(of("http://［::1］/"), Some(Hint::FullWidthBracket('［')));
        assert_eq!(of("http://[fe80::1%25eth0]/"), Some(Hint::Ipv6ZoneId));
        assert_eq!(of("http://[fe80::1%eth0]/"), Some(Hint::Ipv6ZoneId));
        assert_eq!(of("http://2001:db8::1/"), Some(Hint::Ipv6WithoutBrackets));
        assert_eq!(of("http://::1/"), Some(Hint::Ipv6WithoutBrackets));
        assert_eq!(of("http://::1]/"), Some(Hint::Ipv6WithoutBrackets));
        assert_eq!(of("http://1:2:3:4/"), Some(Hint::Ipv6WithoutBrackets));
        assert_eq!(of("http://1.2.3.4:::/"), Some(Hint::SecondPort));
        assert_eq!(of("//:::"), Some(Hint::SecondPort));
        assert_eq!(
            of("http://fe80::1%25eth0/"),
            Some(Hint::Ipv6WithoutBrackets)
        );
        // Percent-encodings in a literal are not a zone.
        assert_eq!(of("http://[%3A%3A1]/"), None);
        assert_eq!(of("http://[::%31]/"), None);
        assert_eq!(of("http://[::1%lo]/"), Some(Hint::Ipv6ZoneId));
        // An IPvFuture has no zone.
        assert_eq!(of("http://[v1.a%b]/"), None);
        // A port-like text before "@" is userinfo: valid, no error at all.
        assert_eq!(of("http://h:8a@h/"), None);
    }

    #[test]
    fn brackets_schemes_and_fragments() {
        assert_eq!(of("http://h/[a]"), Some(Hint::BracketOutsideHost('[')));
        assert_eq!(of("/a]"), Some(Hint::BracketOutsideHost(']')));
        assert_eq!(of("1http://a/"), Some(Hint::SchemeNotStartingWithLetter));
        assert_eq!(of("+a://b"), Some(Hint::SchemeNotStartingWithLetter));
        assert_eq!(of("127.0.0.1:8080"), Some(Hint::ColonInFirstSegment));
        assert_eq!(of("my_file:1"), Some(Hint::ColonInFirstSegment));
        assert_eq!(of("user@host:path"), Some(Hint::ColonInFirstSegment));
        // Not a scheme's characters, and meant as one: no hint.
        assert_eq!(of("ht_tp://h"), None);
        assert_eq!(of("://a"), Some(Hint::EmptyScheme));
        assert_eq!(of("a#b#c"), Some(Hint::SecondFragment));
        let index = crate::error::diagnosis::locate("1a:b", Goal::Uri).map(|stop| stop.index);
        assert_eq!(
            index.and_then(|i| hint(Goal::Uri, "1a:b", i)),
            Some(Hint::SchemeNotStartingWithLetter)
        );
    }

    #[test]
    fn no_hint_where_the_mistake_is_not_a_common_one() {
        assert_eq!(of("http://[1:2:x]"), None);
        assert_eq!(of("http://[::1"), None);
        assert_eq!(of("http://[v1.]"), None);
        assert_eq!(of("//h/a\u{0}"), Some(Hint::PercentEncode('\u{0}')));
    }
}
