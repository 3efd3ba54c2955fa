//! A generator of URI references that follows RFC 3986 Appendix A rule by
//! rule.
//!
//! Each ABNF rule has a proptest strategy of its own name (`-` written `_`),
//! built only from the strategies of the rules its ABNF body names, and in
//! the shape of that body: a choice is a `prop_oneof!` over the
//! alternatives, a repetition a `vec` of the repeated element, an option an
//! `option::of`. So every string generated is in the language of its rule,
//! whatever the random choices, and the generator needs no parser to check
//! it. The strategies are weighted towards the places where parsers go
//! wrong: dot segments, empty and absent components, `%2E`, IPv4-like
//! reg-names, every one of the nine `IPv6address` forms with and without an
//! embedded IPv4 address, every `dec-octet` alternative, default ports.
//!
//! The strategies above `host` return what they chose, not only its text: a
//! [`Reference`] holds each component as generated (absent as `None`, empty
//! as `Some("")`), the path's form, and for a host its kind and, for an IP
//! address, the address itself, worked out from the pieces generated (the
//! sixteen-bit groups of an IPv6 address, the zeros that `::` stands for).
//! A test compares them with what the parser found.
//!
//! The one thing the generator cannot decide alone is the kind of a
//! reg-name that happens to spell an IPv4 address (`1.2.3.4` from
//! `reg-name`): §3.2.2 makes it an IPv4 address, and [`ipv4_of`], an
//! independent reading of the `IPv4address` rule, says which.

#![allow(dead_code)] // each test uses the part it needs

use std::fmt::Write as _;
use std::net::{Ipv4Addr, Ipv6Addr};
use std::ops::RangeInclusive;

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::select;

// ---------------------------------------------------------------------------
// What is generated
// ---------------------------------------------------------------------------

/// A generated URI reference: its components as chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    /// `None` for a relative reference.
    pub scheme: Option<String>,
    /// `None` when there is no `//`.
    pub authority: Option<Authority>,
    /// Always present, possibly empty.
    pub path: String,
    /// Which `path-*` rule generated the path.
    pub path_form: PathForm,
    pub query: Option<String>,
    pub fragment: Option<String>,
}

/// `[ userinfo "@" ] host [ ":" port ]`
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authority {
    pub userinfo: Option<String>,
    pub host: Host,
    pub port: Option<String>,
}

/// A host as written, and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Host {
    /// Brackets included for an `IP-literal`.
    pub text: String,
    pub kind: HostKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostKind {
    RegName,
    Ipv4(Ipv4Addr),
    Ipv6 {
        address: Ipv6Addr,
        /// Which of the nine alternatives of `IPv6address`, 1 to 9, in the
        /// order of the ABNF.
        form: u8,
        /// Whether `ls32` was an `IPv4address`.
        embedded_ipv4: bool,
    },
    IpvFuture {
        version: String,
        address: String,
    },
}

/// The five path rules of §3.3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PathForm {
    Abempty,
    Absolute,
    Noscheme,
    Rootless,
    Empty,
}

impl Reference {
    /// The reference as RFC 3986 §5.3 recomposes it from its components.
    pub fn text(&self) -> String {
        let mut out = String::new();
        if let Some(scheme) = &self.scheme {
            out.push_str(scheme);
            out.push(':');
        }
        if let Some(authority) = &self.authority {
            out.push_str("//");
            out.push_str(&authority.text());
        }
        out.push_str(&self.path);
        if let Some(query) = &self.query {
            out.push('?');
            out.push_str(query);
        }
        if let Some(fragment) = &self.fragment {
            out.push('#');
            out.push_str(fragment);
        }
        out
    }
}

impl Authority {
    pub fn text(&self) -> String {
        let mut out = String::new();
        if let Some(userinfo) = &self.userinfo {
            out.push_str(userinfo);
            out.push('@');
        }
        out.push_str(&self.host.text);
        if let Some(port) = &self.port {
            out.push(':');
            out.push_str(port);
        }
        out
    }
}

/// The address that `text` spells if it matches `IPv4address`, read
/// straight from the ABNF: four `dec-octet`s separated by `.`, a `dec-octet`
/// being 0 to 255 written without a leading zero.
pub fn ipv4_of(text: &str) -> Option<Ipv4Addr> {
    let parts: Vec<&str> = text.split('.').collect();
    if parts.len() != 4 {
        return None;
    }
    let mut octets = [0_u8; 4];
    for (octet, part) in octets.iter_mut().zip(&parts) {
        let digits_only = !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
        if !digits_only || part.len() > 3 || (part.len() > 1 && part.starts_with('0')) {
            return None;
        }
        *octet = part.parse().ok()?;
    }
    Some(Ipv4Addr::from(octets))
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

type Gen = BoxedStrategy<String>;

/// One character of `set`, as a string.
fn char_of(set: &'static str) -> Gen {
    select(set.chars().map(String::from).collect::<Vec<_>>()).boxed()
}

/// One of `texts`, taken as it is.
fn one_of(texts: &[&'static str]) -> Gen {
    select(texts.iter().map(|t| (*t).to_owned()).collect::<Vec<_>>()).boxed()
}

/// `min*max element`, concatenated.
fn repeat(element: Gen, count: RangeInclusive<usize>) -> Gen {
    vec(element, count).prop_map(|parts| parts.concat()).boxed()
}

/// `literal element`, e.g. `"/" segment`.
fn after(literal: &'static str, element: Gen) -> Gen {
    element
        .prop_map(move |text| format!("{literal}{text}"))
        .boxed()
}

/// `[ element ]`, absent about a quarter of the time.
fn optional<T: std::fmt::Debug + Clone + 'static>(
    element: BoxedStrategy<T>,
) -> BoxedStrategy<Option<T>> {
    option::weighted(0.75, element).boxed()
}

// ---------------------------------------------------------------------------
// RFC 5234 core rules, §2 characters
// ---------------------------------------------------------------------------

const ALPHA: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGIT: &str = "0123456789";
const HEXDIG: &str = "0123456789ABCDEFabcdef";
const SUB_DELIMS: &str = "!$&'()*+,;=";

pub fn alpha() -> Gen {
    char_of(ALPHA)
}

pub fn digit() -> Gen {
    char_of(DIGIT)
}

pub fn hexdig() -> Gen {
    char_of(HEXDIG)
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
pub fn unreserved() -> Gen {
    prop_oneof![3 => alpha(), 1 => digit(), 1 => char_of("-._~")].boxed()
}

/// `pct-encoded = "%" HEXDIG HEXDIG`, often one that normalization or
/// dot-segment removal treats specially.
pub fn pct_encoded() -> Gen {
    prop_oneof![
        2 => (hexdig(), hexdig()).prop_map(|(a, b)| format!("%{a}{b}")),
        1 => one_of(&["%2E", "%2e", "%2F", "%25", "%41", "%7e", "%7E", "%00", "%FF", "%3A"]),
    ]
    .boxed()
}

/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
pub fn sub_delims() -> Gen {
    char_of(SUB_DELIMS)
}

/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`
pub fn pchar() -> Gen {
    prop_oneof![
        6 => unreserved(),
        2 => pct_encoded(),
        2 => sub_delims(),
        1 => Just(":".to_owned()),
        1 => Just("@".to_owned()),
    ]
    .boxed()
}

// ---------------------------------------------------------------------------
// §3.1 scheme
// ---------------------------------------------------------------------------

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, often one whose
/// default port or empty path scheme-based normalization knows.
pub fn scheme() -> Gen {
    let rest = prop_oneof![3 => alpha(), 1 => digit(), 1 => char_of("+-.")].boxed();
    prop_oneof![
        1 => (alpha(), repeat(rest, 0..=7)).prop_map(|(first, rest)| first + &rest),
        1 => one_of(&[
            "http", "HTTP", "https", "HtTpS", "ftp", "ws", "wss", "ldap", "telnet", "gopher",
            "file", "urn", "mailto", "a", "z+y-x.w", "s3",
        ]),
    ]
    .boxed()
}

// ---------------------------------------------------------------------------
// §3.2 authority
// ---------------------------------------------------------------------------

/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`
pub fn userinfo() -> Gen {
    let element = prop_oneof![
        4 => unreserved(),
        1 => pct_encoded(),
        1 => sub_delims(),
        1 => Just(":".to_owned()),
    ]
    .boxed();
    repeat(element, 0..=8)
}

/// ```abnf
/// dec-octet = DIGIT                 ; 0-9
///           / %x31-39 DIGIT         ; 10-99
///           / "1" 2DIGIT            ; 100-199
///           / "2" %x30-34 DIGIT     ; 200-249
///           / "25" %x30-35          ; 250-255
/// ```
/// Each alternative equally often, with the octet's value.
pub fn dec_octet() -> BoxedStrategy<(String, u8)> {
    prop_oneof![
        0_u8..=9,
        10_u8..=99,
        100_u8..=199,
        200_u8..=249,
        250_u8..=255,
    ]
    .prop_map(|value| (value.to_string(), value))
    .boxed()
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`
pub fn ipv4address() -> BoxedStrategy<(String, Ipv4Addr)> {
    [dec_octet(), dec_octet(), dec_octet(), dec_octet()]
        .prop_map(|octets| {
            let text: Vec<&str> = octets.iter().map(|(text, _)| text.as_str()).collect();
            let address = Ipv4Addr::from(octets.clone().map(|(_, value)| value));
            (text.join("."), address)
        })
        .boxed()
}

/// `h16 = 1*4HEXDIG`: one to four digits, leading zeros and either case
/// included, with the group's value.
pub fn h16() -> BoxedStrategy<(String, u16)> {
    (1_u32..=4, any::<u16>(), any::<bool>())
        .prop_map(|(width, value, upper)| {
            let value = if width == 4 {
                value
            } else {
                // `value` below 16^width, so that it fits in `width` digits.
                (u32::from(value) % (1 << (4 * width))) as u16
            };
            let digits = if upper {
                format!("{value:0w$X}", w = width as usize)
            } else {
                format!("{value:0w$x}", w = width as usize)
            };
            (digits, value)
        })
        .boxed()
}

/// `ls32 = ( h16 ":" h16 ) / IPv4address`: the text, the two groups, and
/// whether it was an `IPv4address`.
pub fn ls32() -> BoxedStrategy<(String, [u16; 2], bool)> {
    prop_oneof![
        (h16(), h16()).prop_map(|((a, x), (b, y))| (format!("{a}:{b}"), [x, y], false)),
        ipv4address().prop_map(|(text, address)| {
            let [a, b, c, d] = address.octets();
            (
                text,
                [u16::from_be_bytes([a, b]), u16::from_be_bytes([c, d])],
                true,
            )
        }),
    ]
    .boxed()
}

/// A generated `IPv6address`.
#[derive(Debug, Clone)]
pub struct Ipv6 {
    pub text: String,
    pub address: Ipv6Addr,
    pub form: u8,
    pub embedded_ipv4: bool,
}

/// ```abnf
/// IPv6address =                            6( h16 ":" ) ls32   ; form 1
///             /                       "::" 5( h16 ":" ) ls32   ; form 2
///             / [               h16 ] "::" 4( h16 ":" ) ls32   ; form 3
///             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32   ; form 4
///             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32   ; form 5
///             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32   ; form 6
///             / [ *4( h16 ":" ) h16 ] "::"              ls32   ; form 7
///             / [ *5( h16 ":" ) h16 ] "::"              h16    ; form 8
///             / [ *6( h16 ":" ) h16 ] "::"                     ; form 9
/// ```
/// Every form equally often. Form `k` (2 to 9) has up to `k - 2` groups
/// before the `::`, and after it `7 - k` groups then `ls32` (forms 2 to 7),
/// one group (form 8) or nothing (form 9); the `::` stands for the zero
/// groups that make eight in all.
pub fn ipv6address() -> BoxedStrategy<Ipv6> {
    let full = (vec(h16(), 6), ls32())
        .prop_map(|(groups, (ls32, tail, embedded_ipv4))| {
            let mut text = String::new();
            let mut values = Vec::new();
            for (group, value) in groups {
                text.push_str(&group);
                text.push(':');
                values.push(value);
            }
            text.push_str(&ls32);
            values.extend(tail);
            Ipv6 {
                text,
                address: address_of(&values),
                form: 1,
                embedded_ipv4,
            }
        })
        .boxed();
    let compressed = (2_u8..=9)
        .prop_flat_map(|form| {
            let max_before = usize::from(form) - 2;
            let after_groups = if form <= 7 {
                7 - usize::from(form)
            } else {
                usize::from(form == 8)
            };
            (
                Just(form),
                vec(h16(), 0..=max_before),
                vec(h16(), after_groups),
                ls32(),
            )
        })
        .prop_map(|(form, before, after, (ls32, tail, ipv4))| {
            let has_ls32 = form <= 7;
            let before_text: Vec<&str> = before.iter().map(|(text, _)| text.as_str()).collect();
            let mut text = before_text.join(":");
            text.push_str("::");
            let mut after_values = Vec::new();
            for (index, (group, value)) in after.iter().enumerate() {
                text.push_str(group);
                // Every group after `::` is followed by ":", except the
                // lone `h16` of form 8.
                if has_ls32 || index + 1 < after.len() {
                    text.push(':');
                }
                after_values.push(*value);
            }
            if has_ls32 {
                text.push_str(&ls32);
                after_values.extend(tail);
            }
            let mut values: Vec<u16> = before.iter().map(|(_, value)| *value).collect();
            let zeros = 8 - values.len() - after_values.len();
            assert!(zeros >= 1, "`::` stands for at least one group");
            values.extend(std::iter::repeat_n(0, zeros));
            values.extend(after_values);
            Ipv6 {
                text,
                address: address_of(&values),
                form,
                embedded_ipv4: has_ls32 && ipv4,
            }
        })
        .boxed();
    prop_oneof![1 => full, 8 => compressed].boxed()
}

fn address_of(groups: &[u16]) -> Ipv6Addr {
    let groups: [u16; 8] = groups.try_into().expect("eight groups");
    Ipv6Addr::from(groups)
}

/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, with
/// `V` too (ABNF strings are case-insensitive): text, version, address.
pub fn ipvfuture() -> BoxedStrategy<(String, String, String)> {
    let address = prop_oneof![
        3 => unreserved(),
        1 => sub_delims(),
        1 => Just(":".to_owned()),
    ]
    .boxed();
    (
        one_of(&["v", "V"]),
        repeat(hexdig(), 1..=3),
        repeat(address, 1..=8),
    )
        .prop_map(|(v, version, address)| (format!("{v}{version}.{address}"), version, address))
        .boxed()
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"`
pub fn ip_literal() -> BoxedStrategy<Host> {
    prop_oneof![
        4 => ipv6address().prop_map(|ipv6| Host {
            text: format!("[{}]", ipv6.text),
            kind: HostKind::Ipv6 {
                address: ipv6.address,
                form: ipv6.form,
                embedded_ipv4: ipv6.embedded_ipv4,
            },
        }),
        1 => ipvfuture().prop_map(|(text, version, address)| Host {
            text: format!("[{text}]"),
            kind: HostKind::IpvFuture { version, address },
        }),
    ]
    .boxed()
}

/// `reg-name = *( unreserved / pct-encoded / sub-delims )`, including the
/// ones that look like an IPv4 address and are one (`1.2.3.4`) or are not
/// (`1.2.3.256`, `01.2.3.4`, `1.2.3.4.5`, `1.2.3`).
pub fn reg_name() -> Gen {
    let element = prop_oneof![
        6 => unreserved(),
        1 => pct_encoded(),
        1 => sub_delims(),
    ]
    .boxed();
    let number = one_of(&[
        "0", "1", "9", "10", "99", "199", "249", "255", "256", "01", "1a",
    ]);
    prop_oneof![
        4 => repeat(element, 0..=10),
        2 => vec(number, 3..=5).prop_map(|numbers| numbers.join(".")),
        1 => one_of(&["localhost", "example.com", "EXAMPLE.com", "xn--bcher-kva.example", ""]),
    ]
    .boxed()
}

/// `host = IP-literal / IPv4address / reg-name`
pub fn host() -> BoxedStrategy<Host> {
    prop_oneof![
        2 => ip_literal(),
        1 => ipv4address().prop_map(|(text, address)| Host {
            text,
            kind: HostKind::Ipv4(address),
        }),
        3 => reg_name().prop_map(|text| {
            // §3.2.2: a reg-name that matches IPv4address is an IPv4 address.
            let kind = ipv4_of(&text).map_or(HostKind::RegName, HostKind::Ipv4);
            Host { text, kind }
        }),
    ]
    .boxed()
}

/// `port = *DIGIT`, often empty, a default port, or too large for 16 bits.
pub fn port() -> Gen {
    prop_oneof![
        1 => Just(String::new()),
        2 => one_of(&["80", "080", "443", "21", "23", "70", "389", "8080", "0", "65535", "65536"]),
        2 => repeat(digit(), 1..=6),
    ]
    .boxed()
}

/// `authority = [ userinfo "@" ] host [ ":" port ]`
pub fn authority() -> BoxedStrategy<Authority> {
    (optional(userinfo()), host(), optional(port()))
        .prop_map(|(userinfo, host, port)| Authority {
            userinfo,
            host,
            port,
        })
        .boxed()
}

// ---------------------------------------------------------------------------
// §3.3 path
// ---------------------------------------------------------------------------

/// Segments that dot-segment removal treats specially, or nearly.
const DOTS: &[&str] = &[".", "..", "%2E", "%2e%2E", ".%2E", "...", ".a"];

/// `segment = *pchar`
pub fn segment() -> Gen {
    prop_oneof![
        4 => repeat(pchar(), 0..=5),
        2 => one_of(DOTS),
        1 => Just(String::new()),
    ]
    .boxed()
}

/// `segment-nz = 1*pchar`
pub fn segment_nz() -> Gen {
    prop_oneof![4 => repeat(pchar(), 1..=5), 2 => one_of(DOTS)].boxed()
}

/// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`
pub fn segment_nz_nc() -> Gen {
    let element = prop_oneof![
        6 => unreserved(),
        1 => pct_encoded(),
        1 => sub_delims(),
        1 => Just("@".to_owned()),
    ]
    .boxed();
    prop_oneof![4 => repeat(element, 1..=5), 2 => one_of(DOTS)].boxed()
}

/// `*( "/" segment )`, the tail of every path form.
fn slash_segments(count: RangeInclusive<usize>) -> Gen {
    repeat(after("/", segment()), count)
}

/// `path-abempty = *( "/" segment )`
pub fn path_abempty() -> Gen {
    slash_segments(0..=5)
}

/// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`
pub fn path_absolute() -> Gen {
    optional((segment_nz(), slash_segments(0..=4)).boxed())
        .prop_map(|rest| match rest {
            Some((first, rest)) => format!("/{first}{rest}"),
            None => "/".to_owned(),
        })
        .boxed()
}

/// `path-noscheme = segment-nz-nc *( "/" segment )`
pub fn path_noscheme() -> Gen {
    (segment_nz_nc(), slash_segments(0..=4))
        .prop_map(|(first, rest)| first + &rest)
        .boxed()
}

/// `path-rootless = segment-nz *( "/" segment )`
pub fn path_rootless() -> Gen {
    (segment_nz(), slash_segments(0..=4))
        .prop_map(|(first, rest)| first + &rest)
        .boxed()
}

/// `path-empty = 0<pchar>`
pub fn path_empty() -> Gen {
    Just(String::new()).boxed()
}

// ---------------------------------------------------------------------------
// §3.4 query, §3.5 fragment
// ---------------------------------------------------------------------------

/// `query = *( pchar / "/" / "?" )`, often empty.
pub fn query() -> Gen {
    let element = prop_oneof![5 => pchar(), 1 => char_of("/?")].boxed();
    prop_oneof![1 => Just(String::new()), 3 => repeat(element, 1..=10)].boxed()
}

/// `fragment = *( pchar / "/" / "?" )`, often empty.
pub fn fragment() -> Gen {
    query()
}

// ---------------------------------------------------------------------------
// §3, §4 references
// ---------------------------------------------------------------------------

/// The hierarchical part: an optional authority, a path and its form.
type HierPart = (Option<Authority>, String, PathForm);

fn with_form(path: Gen, form: PathForm) -> BoxedStrategy<HierPart> {
    path.prop_map(move |path| (None, path, form)).boxed()
}

/// ```abnf
/// hier-part = "//" authority path-abempty
///           / path-absolute
///           / path-rootless
///           / path-empty
/// ```
pub fn hier_part() -> BoxedStrategy<HierPart> {
    prop_oneof![
        3 => (authority(), path_abempty())
            .prop_map(|(authority, path)| (Some(authority), path, PathForm::Abempty)),
        1 => with_form(path_absolute(), PathForm::Absolute),
        1 => with_form(path_rootless(), PathForm::Rootless),
        1 => with_form(path_empty(), PathForm::Empty),
    ]
    .boxed()
}

/// ```abnf
/// relative-part = "//" authority path-abempty
///               / path-absolute
///               / path-noscheme
///               / path-empty
/// ```
pub fn relative_part() -> BoxedStrategy<HierPart> {
    prop_oneof![
        2 => (authority(), path_abempty())
            .prop_map(|(authority, path)| (Some(authority), path, PathForm::Abempty)),
        1 => with_form(path_absolute(), PathForm::Absolute),
        2 => with_form(path_noscheme(), PathForm::Noscheme),
        1 => with_form(path_empty(), PathForm::Empty),
    ]
    .boxed()
}

fn reference(
    scheme: Option<String>,
    (authority, path, path_form): HierPart,
    query: Option<String>,
    fragment: Option<String>,
) -> Reference {
    Reference {
        scheme,
        authority,
        path,
        path_form,
        query,
        fragment,
    }
}

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`
pub fn uri() -> BoxedStrategy<Reference> {
    (
        scheme(),
        hier_part(),
        optional(query()),
        optional(fragment()),
    )
        .prop_map(|(scheme, hier, query, fragment)| reference(Some(scheme), hier, query, fragment))
        .boxed()
}

/// `absolute-URI = scheme ":" hier-part [ "?" query ]`
pub fn absolute_uri() -> BoxedStrategy<Reference> {
    (scheme(), hier_part(), optional(query()))
        .prop_map(|(scheme, hier, query)| reference(Some(scheme), hier, query, None))
        .boxed()
}

/// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`
pub fn relative_ref() -> BoxedStrategy<Reference> {
    (relative_part(), optional(query()), optional(fragment()))
        .prop_map(|(hier, query, fragment)| reference(None, hier, query, fragment))
        .boxed()
}

/// `URI-reference = URI / relative-ref`
pub fn uri_reference() -> BoxedStrategy<Reference> {
    prop_oneof![uri(), relative_ref()].boxed()
}

// ---------------------------------------------------------------------------
// Respellings: other texts of the same resource
// ---------------------------------------------------------------------------

/// A small deterministic source of choices, so that a respelling is a pure
/// function of the reference and a seed that proptest picks.
pub struct Choices(u64);

impl Choices {
    pub fn new(seed: u64) -> Self {
        Choices(seed | 1)
    }

    /// True about one time in `n`.
    pub fn one_in(&mut self, n: u64) -> bool {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n == 0
    }
}

/// `text` with some of its ASCII letters in the other case.
fn flip_case(text: &str, choices: &mut Choices) -> String {
    text.chars()
        .map(|c| {
            if choices.one_in(2) {
                if c.is_ascii_lowercase() {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                }
            } else {
                c
            }
        })
        .collect()
}

/// `text` (a component made of `pchar`s and delimiters) with the hex digits
/// of its percent-encodings in either case, and some of its unreserved
/// characters other than `.` percent-encoded. A `.` stays as it is, so that
/// no dot segment appears or disappears.
fn respell_chars(text: &str, choices: &mut Choices) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '%' {
            out.push('%');
            for digit in chars.by_ref().take(2) {
                out.push(if choices.one_in(2) {
                    digit.to_ascii_lowercase()
                } else {
                    digit.to_ascii_uppercase()
                });
            }
        } else if (c.is_ascii_alphanumeric() || "-_~".contains(c)) && choices.one_in(3) {
            let _ = write!(out, "%{:02X}", c as u32);
        } else {
            out.push(c);
        }
    }
    out
}

/// Another text of `reference` that syntax-based normalization (RFC 3986
/// §6.2.2) makes the same: the scheme and host in either case (an IP
/// literal too), hex digits of percent-encodings in either case, and
/// unreserved characters percent-encoded in the userinfo, a reg-name, the
/// path, the query and the fragment.
pub fn respell(reference: &Reference, seed: u64) -> String {
    let mut choices = Choices::new(seed);
    let mut respelled = reference.clone();
    respelled.scheme = reference
        .scheme
        .as_ref()
        .map(|scheme| flip_case(scheme, &mut choices));
    if let Some(authority) = &mut respelled.authority {
        authority.userinfo = authority
            .userinfo
            .as_ref()
            .map(|userinfo| respell_chars(userinfo, &mut choices));
        let host = flip_case(&authority.host.text, &mut choices);
        authority.host.text = if host.starts_with('[') {
            host
        } else {
            respell_chars(&host, &mut choices)
        };
    }
    respelled.path = respell_chars(&reference.path, &mut choices);
    respelled.query = reference
        .query
        .as_ref()
        .map(|query| respell_chars(query, &mut choices));
    respelled.fragment = reference
        .fragment
        .as_ref()
        .map(|fragment| respell_chars(fragment, &mut choices));
    respelled.text()
}

/// The schemes whose default port and empty path scheme-based
/// normalization (RFC 3986 §6.2.3) knows, as this crate documents them:
/// scheme, default port, whether an empty path with an authority is `/`.
pub const SCHEME_DEFAULTS: &[(&str, &str, bool)] = &[
    ("ftp", "21", false),
    ("gopher", "70", false),
    ("http", "80", true),
    ("https", "443", true),
    ("ldap", "389", false),
    ("telnet", "23", false),
    ("ws", "80", true),
    ("wss", "443", true),
];

/// Another text of `reference` that scheme-based normalization makes the
/// same, when its scheme has defaults: the port left out, empty, or the
/// default written with or without leading zeros; and for the schemes whose
/// empty path is `/`, an empty path and `/` swapped. `None` when nothing of
/// this applies.
pub fn respell_scheme_based(reference: &Reference, seed: u64) -> Option<String> {
    let scheme = reference.scheme.as_deref()?.to_ascii_lowercase();
    let &(_, default_port, empty_is_root) = SCHEME_DEFAULTS
        .iter()
        .find(|(name, _, _)| *name == scheme)?;
    let mut choices = Choices::new(seed);
    let mut respelled = reference.clone();
    let authority = respelled.authority.as_mut()?;
    let is_default = |port: &Option<String>| match port {
        None => true,
        Some(port) => port.is_empty() || port.trim_start_matches('0') == default_port,
    };
    if !is_default(&authority.port) {
        return None;
    }
    authority.port = if choices.one_in(4) {
        None
    } else if choices.one_in(3) {
        Some(String::new())
    } else if choices.one_in(2) {
        Some(format!("00{default_port}"))
    } else {
        Some(default_port.to_owned())
    };
    if empty_is_root && (respelled.path.is_empty() || respelled.path == "/") {
        respelled.path = if choices.one_in(2) { "" } else { "/" }.to_owned();
    }
    Some(respelled.text())
}

// ---------------------------------------------------------------------------
// Strings that are mostly not references
// ---------------------------------------------------------------------------

/// Characters outside the URI alphabet: controls, space, the ASCII that RFC
/// 3986 never allows, and non-ASCII of every UTF-8 length.
const FOREIGN: &[char] = &[
    '\0',
    '\t',
    '\n',
    '\r',
    '\x7f',
    ' ',
    '"',
    '<',
    '>',
    '\\',
    '^',
    '`',
    '{',
    '|',
    '}',
    'é',
    '€',
    '\u{feff}',
    '😀',
    '\u{10ffff}',
];

/// Every character that can appear in a URI reference.
const URI_ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789\
                            -._~!$&'()*+,;=:@/?#[]%";

/// A string mostly of the URI alphabet, with a few foreign characters.
pub fn uri_alphabet_string() -> Gen {
    let element = prop_oneof![
        12 => char_of(URI_ALPHABET),
        1 => select(FOREIGN).prop_map(String::from),
    ]
    .boxed();
    repeat(element, 0..=40)
}

/// A string made of pieces of reference syntax put together at random:
/// enough of the grammar to reach deep into it (IP literals, ports,
/// percent-encodings, dot segments) and still go wrong now and then.
pub fn syntax_soup() -> Gen {
    let piece = prop_oneof![
        4 => one_of(&[
            "//", "/", "[", "]", "::", ":", "@", "?", "#", "%", "%4", "%41", "%zz", "..", ".",
            "1.2.3.4", "255.", "256", "v1.", "V", "ffff", "0:0", "http:", "a", "Z9", "+", "-",
            "~", "!", "=", ";",
        ]),
        1 => select(FOREIGN).prop_map(String::from),
        2 => h16().prop_map(|(text, _)| text),
    ]
    .boxed();
    repeat(piece, 0..=12)
}

/// A generated reference with one character inserted, deleted or replaced:
/// a near miss, mostly invalid in one place.
pub fn near_miss() -> Gen {
    let foreign = prop_oneof![
        3 => char_of(URI_ALPHABET),
        1 => select(FOREIGN).prop_map(String::from),
    ]
    .boxed();
    (
        uri_reference(),
        any::<prop::sample::Index>(),
        0_u8..3,
        foreign,
    )
        .prop_map(|(reference, at, edit, c)| {
            let text = reference.text();
            let chars: Vec<char> = text.chars().collect();
            let mut chars_out = chars.clone();
            match edit {
                0 => chars_out.insert(at.index(chars.len() + 1), c.chars().next().unwrap_or('x')),
                _ if chars.is_empty() => chars_out.push(c.chars().next().unwrap_or('x')),
                1 => {
                    chars_out.remove(at.index(chars.len()));
                }
                _ => chars_out[at.index(chars.len())] = c.chars().next().unwrap_or('x'),
            }
            chars_out.into_iter().collect()
        })
        .boxed()
}
