//! Properties of the parser, resolution and normalization, on references
//! generated from the grammar (tests/support/generate.rs) and on arbitrary
//! strings.
//!
//! Each property runs a few hundred to a few thousand cases (the `cases`
//! given to [`config`]); `PROPTEST_CASES=100000 cargo test --test
//! properties` runs every property that many times instead. A failure
//! prints the smallest input proptest could shrink it to.
//!
//! - Generated references parse, through every entry point that should take
//!   them, into the components that were generated, and come back exactly
//!   (`as_str`, `to_string`, `recompose`); the entry points that should not
//!   take them refuse them at the right index.
//! - Arbitrary strings (any characters, URI-alphabet strings, pieces of
//!   reference syntax, generated references with one character changed)
//!   never make an entry point panic. A refusal's index is on a character
//!   boundary, within the input, and right: the input up to it is a viable
//!   prefix and one more character is not; what `expected()` names does not
//!   include the character found there.
//! - Resolution targets are URIs without dot segments (but where §5.2.2
//!   takes the base's path as it is, and the `/.` that keeps a path from
//!   reading as an authority), and resolving a target again changes nothing.
//! - Normalization is idempotent and keeps equivalence at every level; texts
//!   of the same resource written differently are equivalent.

#[path = "support/generate.rs"]
mod generate;

#[path = "support/expected.rs"]
mod expected;

use std::fmt::Debug;

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestRunner};

use generate::{HostKind, PathForm, Reference};
use rfc3986::grammar::{self, Rule};
use rfc3986::percent::{self, Component};
use rfc3986::query::PlusAsSpace;
use rfc3986::{
    AbsoluteUri, Error, Goal, Host, Level, RelativeRef, Strictness, Uri, UriRef, UriRefBuf,
    UriRefBuilder,
};

/// `cases` cases, unless `PROPTEST_CASES` asks for another number; failures
/// are reported, not written to a file beside the tests.
fn config(cases: u32) -> Config {
    let mut config = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
    }
    config.failure_persistence = None;
    config
}

const LEVELS: [Level; 3] = [Level::Simple, Level::SyntaxBased, Level::SchemeBased];
const GOALS: [Goal; 4] = [
    Goal::UriReference,
    Goal::Uri,
    Goal::AbsoluteUri,
    Goal::RelativeRef,
];

/// Parses `input` as `goal`, through the entry point of that production.
fn parse_as(goal: Goal, input: &str) -> Result<UriRef<'_>, Error> {
    match goal {
        Goal::UriReference => UriRef::parse(input),
        Goal::Uri => Uri::parse(input).map(UriRef::from),
        Goal::AbsoluteUri => AbsoluteUri::parse(input).map(UriRef::from),
        Goal::RelativeRef => RelativeRef::parse(input).map(UriRef::from),
        other => unreachable!("{other:?} is not a URI production"),
    }
}

// ---------------------------------------------------------------------------
// Generated references
// ---------------------------------------------------------------------------

/// The parsed components of `parsed` are those of `generated`.
fn assert_components(parsed: &UriRef<'_>, generated: &Reference) {
    let text = generated.text();
    assert_eq!(parsed.scheme(), generated.scheme.as_deref(), "{text}");
    assert_eq!(parsed.is_relative(), generated.scheme.is_none(), "{text}");
    match (parsed.authority(), &generated.authority) {
        (None, None) => {
            assert_eq!(parsed.userinfo(), None, "{text}");
            assert_eq!(parsed.host(), None, "{text}");
            assert_eq!(parsed.port(), None, "{text}");
        }
        (Some(found), Some(want)) => {
            assert_eq!(found.as_str(), want.text(), "{text}");
            assert_eq!(found.userinfo(), want.userinfo.as_deref(), "{text}");
            let port = found.port();
            assert_eq!(port.map(|p| p.as_str()), want.port.as_deref(), "{text}");
            if let (Some(port), Some(digits)) = (port, &want.port) {
                let number: Option<u64> = digits.parse().ok();
                match port.as_u16() {
                    Ok(value) => assert_eq!(value.map(u64::from), number, "{text}"),
                    Err(overflow) => {
                        assert!(number.is_some_and(|n| n > 65535), "{text}");
                        assert_eq!(overflow.index(), port.index(), "{text}");
                        assert_eq!(&text[overflow.span()], digits, "{text}");
                    }
                }
                assert_eq!(&text[port.index()..port.index() + digits.len()], digits);
            }
            let host = found.host();
            assert_eq!(host.as_str(), want.host.text, "{text}");
            match (&want.host.kind, host) {
                (HostKind::RegName, Host::RegName { .. }) => {}
                (HostKind::Ipv4(want), Host::Ipv4 { address: found, .. }) => {
                    assert_eq!(*want, found, "{text}")
                }
                (HostKind::Ipv6 { address, .. }, Host::Ipv6 { address: found, .. }) => {
                    assert_eq!(*address, found, "{text}");
                }
                (
                    HostKind::IpvFuture { version, address },
                    Host::IpvFuture {
                        version: found_version,
                        address: found_address,
                        ..
                    },
                ) => {
                    assert_eq!(version, found_version, "{text}");
                    assert_eq!(address, found_address, "{text}");
                }
                (want, found) => panic!("{text}: generated {want:?}, parsed {found:?}"),
            }
            assert_eq!(host.is_ip_literal(), want.host.text.starts_with('['));
        }
        (found, want) => panic!("{text}: generated {want:?}, parsed {found:?}"),
    }
    assert_eq!(parsed.path().as_str(), generated.path, "{text}");
    assert_eq!(parsed.query(), generated.query.as_deref(), "{text}");
    assert_eq!(parsed.fragment(), generated.fragment.as_deref(), "{text}");

    // §3.3: the segments are what lies between the slashes; an absolute
    // path yields none for its leading "/".
    let path = &generated.path;
    let segments: Vec<&str> = if path.is_empty() {
        Vec::new()
    } else {
        path.strip_prefix('/').unwrap_or(path).split('/').collect()
    };
    assert_eq!(parsed.path().segments().collect::<Vec<_>>(), segments);
    let decoded: Vec<Vec<u8>> = segments.iter().map(|s| decode(s)).collect();
    let found: Vec<Vec<u8>> = parsed
        .path()
        .decoded_segments()
        .map(|s| s.into_owned())
        .collect();
    assert_eq!(found, decoded, "{text}");
}

/// Percent-decoding as §2.1 defines it, for text known to be well-formed.
fn decode(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).expect("ASCII");
            out.push(u8::from_str_radix(hex, 16).expect("HEXDIG HEXDIG"));
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    out
}

/// The end of the longest prefix of `text` that a `scheme` could begin:
/// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
fn scheme_prefix(text: &str) -> usize {
    if !text.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return 0;
    }
    text.find(|c: char| !(c.is_ascii_alphanumeric() || "+-.".contains(c)))
        .unwrap_or(text.len())
}

/// `generated` through every entry point: taken, with its components, by
/// those whose production it is in; refused, at the right place, by the
/// others.
fn check_generated(generated: &Reference) {
    let text = generated.text();
    let parsed = UriRef::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(parsed.as_str(), text);
    assert_eq!(parsed.to_string(), text);
    assert_eq!(parsed.recompose(), text);
    assert_components(&parsed, generated);

    let owned = UriRefBuf::parse(text.clone()).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(owned.as_uri_ref(), parsed);
    assert_eq!(owned.as_str(), text);
    assert_eq!(owned.to_string(), text);

    let is_uri = generated.scheme.is_some();
    let is_absolute = is_uri && generated.fragment.is_none();
    for (goal, belongs) in [
        (Goal::Uri, is_uri),
        (Goal::AbsoluteUri, is_absolute),
        (Goal::RelativeRef, !is_uri),
    ] {
        match parse_as(goal, &text) {
            Ok(narrow) => {
                assert!(belongs, "{goal:?} takes {text}");
                assert_eq!(narrow, parsed, "{goal:?}: {text}");
            }
            Err(error) => {
                assert!(!belongs, "{goal:?} refuses {text}: {error}");
                // Where each narrower production parts from the reference:
                // a URI without a scheme at the end of what could be one; an
                // absolute URI at its "#"; a relative reference at the ":"
                // after the scheme, which its first segment cannot hold.
                let index = match goal {
                    Goal::Uri => scheme_prefix(&text),
                    Goal::AbsoluteUri if is_uri => text.find('#').expect("a fragment"),
                    Goal::AbsoluteUri => scheme_prefix(&text),
                    _ => generated.scheme.as_ref().map_or(0, String::len),
                };
                assert_eq!(error.index(), index, "{goal:?}: {text}: {error}");
                check_refusal(goal, &text, &error);
            }
        }
    }
    check_normalization(&parsed);
}

proptest! {
    #![proptest_config(config(3000))]

    #[test]
    fn generated_references_parse_into_what_was_generated(
        generated in generate::uri_reference()
    ) {
        check_generated(&generated);
    }
}

proptest! {
    #![proptest_config(config(500))]

    #[test]
    fn generated_absolute_uris_parse_into_what_was_generated(
        generated in generate::absolute_uri()
    ) {
        check_generated(&generated);
    }
}

/// Each strategy of the generator produces strings of the grammar rule whose
/// name it bears, as the pest grammar reads it.
#[test]
fn each_rule_of_the_generator_generates_its_rule() {
    fn each<T: Debug>(rule: Rule, strategy: impl Strategy<Value = T>, text: impl Fn(&T) -> String) {
        let mut runner = TestRunner::deterministic();
        for _ in 0..200 {
            let value = strategy.new_tree(&mut runner).expect("a value").current();
            let text = text(&value);
            assert!(
                grammar::matches(rule, &text),
                "{rule:?} does not match {text:?} ({value:?})"
            );
        }
    }
    let same = |s: &String| s.clone();
    each(Rule::unreserved, generate::unreserved(), same);
    each(Rule::pct_encoded, generate::pct_encoded(), same);
    each(Rule::sub_delims, generate::sub_delims(), same);
    each(Rule::pchar, generate::pchar(), same);
    each(Rule::scheme, generate::scheme(), same);
    each(Rule::userinfo, generate::userinfo(), same);
    each(Rule::dec_octet, generate::dec_octet(), |(s, _)| s.clone());
    each(Rule::IPv4address, generate::ipv4address(), |(s, _)| {
        s.clone()
    });
    each(Rule::h16, generate::h16(), |(s, _)| s.clone());
    each(Rule::ls32, generate::ls32(), |(s, _, _)| s.clone());
    each(Rule::IPv6address, generate::ipv6address(), |v| {
        v.text.clone()
    });
    each(Rule::IPvFuture, generate::ipvfuture(), |(s, _, _)| {
        s.clone()
    });
    each(Rule::IP_literal, generate::ip_literal(), |h| h.text.clone());
    each(Rule::reg_name, generate::reg_name(), same);
    each(Rule::host, generate::host(), |h| h.text.clone());
    each(Rule::port, generate::port(), same);
    each(Rule::authority, generate::authority(), |a| a.text());
    each(Rule::segment, generate::segment(), same);
    each(Rule::segment_nz, generate::segment_nz(), same);
    each(Rule::segment_nz_nc, generate::segment_nz_nc(), same);
    each(Rule::path_abempty, generate::path_abempty(), same);
    each(Rule::path_absolute, generate::path_absolute(), same);
    each(Rule::path_noscheme, generate::path_noscheme(), same);
    each(Rule::path_rootless, generate::path_rootless(), same);
    each(Rule::path_empty, generate::path_empty(), same);
    each(Rule::query, generate::query(), same);
    each(Rule::fragment, generate::fragment(), same);
    each(Rule::URI, generate::uri(), Reference::text);
    each(
        Rule::absolute_URI,
        generate::absolute_uri(),
        Reference::text,
    );
    each(
        Rule::relative_ref,
        generate::relative_ref(),
        Reference::text,
    );
    each(
        Rule::URI_reference,
        generate::uri_reference(),
        Reference::text,
    );
}

/// The generator reaches every alternative of the grammar that the parser
/// tells apart, in a few thousand references.
#[test]
fn the_generator_covers_every_form() {
    use std::collections::BTreeSet;

    let mut runner = TestRunner::deterministic();
    let strategy = generate::uri_reference();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut see = |what: String| {
        seen.insert(what);
    };
    for _ in 0..4000 {
        let r = strategy
            .new_tree(&mut runner)
            .expect("a reference")
            .current();
        let kind = if r.scheme.is_some() {
            "uri"
        } else {
            "relative"
        };
        see(format!("{kind} {:?}", r.path_form));
        let presence = |c: &Option<String>| match c.as_deref() {
            None => "absent",
            Some("") => "empty",
            Some(_) => "non-empty",
        };
        see(format!("query {}", presence(&r.query)));
        see(format!("fragment {}", presence(&r.fragment)));
        if r.path.split('/').any(|s| s == "." || s == "..") {
            see("dot segment".into());
        }
        if r.path.contains('%') {
            see("pct-encoded path".into());
        }
        if let Some(a) = &r.authority {
            see(format!("userinfo {}", presence(&a.userinfo)));
            see(format!("port {}", presence(&a.port)));
            match &a.host.kind {
                HostKind::RegName if a.host.text.is_empty() => see("empty reg-name".into()),
                HostKind::RegName => see("reg-name".into()),
                HostKind::Ipv4(address) => {
                    see("ipv4".into());
                    for octet in address.octets() {
                        let alternative = match octet {
                            0..=9 => 1,
                            10..=99 => 2,
                            100..=199 => 3,
                            200..=249 => 4,
                            250..=255 => 5,
                        };
                        see(format!("dec-octet {alternative}"));
                    }
                }
                HostKind::Ipv6 {
                    form,
                    embedded_ipv4,
                    ..
                } => see(format!("ipv6 form {form} embedded ipv4 {embedded_ipv4}")),
                HostKind::IpvFuture { .. } => see("ipvfuture".into()),
            }
        }
    }
    let mut wanted: Vec<String> = Vec::new();
    for form in ["Abempty", "Absolute", "Rootless", "Empty"] {
        wanted.push(format!("uri {form}"));
    }
    for form in ["Abempty", "Absolute", "Noscheme", "Empty"] {
        wanted.push(format!("relative {form}"));
    }
    for part in ["query", "fragment", "userinfo", "port"] {
        for presence in ["absent", "empty", "non-empty"] {
            wanted.push(format!("{part} {presence}"));
        }
    }
    for form in 1..=9 {
        wanted.push(format!("ipv6 form {form} embedded ipv4 false"));
        if form <= 7 {
            wanted.push(format!("ipv6 form {form} embedded ipv4 true"));
        }
    }
    for alternative in 1..=5 {
        wanted.push(format!("dec-octet {alternative}"));
    }
    for what in [
        "dot segment",
        "pct-encoded path",
        "empty reg-name",
        "reg-name",
        "ipv4",
        "ipvfuture",
    ] {
        wanted.push(what.into());
    }
    let missing: Vec<&String> = wanted.iter().filter(|w| !seen.contains(*w)).collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
    // Rootless paths are only for URIs, path-noscheme only for relative ones.
    assert!(!seen.contains("uri Noscheme") && !seen.contains("relative Rootless"));
}

// ---------------------------------------------------------------------------
// Arbitrary strings
// ---------------------------------------------------------------------------

/// What must hold of `error`, the refusal of `input` as `goal`.
fn check_refusal(goal: Goal, input: &str, error: &Error) {
    let index = error.index();
    assert!(index <= input.len(), "{input:?}: index {index}");
    assert!(input.is_char_boundary(index), "{input:?}: index {index}");
    assert_eq!(error.goal(), goal);
    assert!(input.contains(error.excerpt()), "{input:?}");
    assert_eq!(error.column(), input[..index].chars().count() + 1);

    // The input up to the index is a viable prefix: a reference, or one
    // that ends too early. One more character, and it is not.
    let before = &input[..index];
    if let Err(e) = parse_as(goal, before) {
        assert_eq!(
            e.index(),
            index,
            "{goal:?} {input:?}: {before:?} is not viable"
        );
    }
    let found = input[index..].chars().next();
    if let Some(c) = found {
        let one_more = &input[..index + c.len_utf8()];
        let e = parse_as(goal, one_more).expect_err("one more character is not viable");
        assert_eq!(e.index(), index, "{goal:?} {input:?}: {one_more:?}");
    } else {
        assert!(parse_as(goal, input).is_err());
    }

    let expected = error.expected();
    assert!(!expected.is_empty(), "{goal:?} {input:?}: nothing expected");
    if let Some(c) = found {
        for &e in expected {
            assert!(
                !expected::names(e, c),
                "{goal:?} {input:?}: {c:?} found at {index}, yet {e} expected"
            );
        }
    }
    let message = error.message();
    assert!(message.contains(&format!("at index {index} ")), "{message}");
    // One line for a log; the diagram adds the input and the caret, and
    // the hint when there is one.
    assert_eq!(error.to_string(), message);
    let shown = format!("{error:#}");
    assert!(shown.starts_with(&message), "{shown}");
    let lines = if error.hint().is_some() { 4 } else { 3 };
    assert_eq!(shown.lines().count(), lines, "{shown:?}");
    assert!(!error.expected_text().is_empty());
}

/// What must hold of a reference, however it was obtained.
fn check_reference(input: &str, reference: &UriRef<'_>) {
    assert_eq!(reference.as_str(), input);
    assert_eq!(reference.to_string(), input);
    assert_eq!(reference.recompose(), input);
    let owned = UriRefBuf::parse(input.to_owned()).expect("a reference parses as UriRefBuf");
    assert_eq!(owned.as_uri_ref(), *reference);
    check_normalization(reference);
}

/// Every level: the normal form parses to itself, normalizing it changes
/// nothing, and it is equivalent to the reference.
fn check_normalization(reference: &UriRef<'_>) {
    for level in LEVELS {
        let normal = reference.normalize(level);
        let again = UriRefBuf::parse(normal.as_str().to_owned())
            .unwrap_or_else(|e| panic!("{level:?} {reference}: {normal:?}: {e}"));
        assert_eq!(again, normal, "{level:?} {reference}");
        assert_eq!(
            normal.normalize(level),
            normal,
            "{level:?} is not idempotent on {reference}"
        );
        assert!(
            reference.equivalent(&normal.as_uri_ref(), level),
            "{level:?}: {reference} and its normal form {normal:?}"
        );
        assert!(normal.equivalent(reference, level));
        assert_eq!(normal.is_relative(), reference.is_relative());
        assert_eq!(
            normal.authority().is_some(),
            reference.authority().is_some()
        );
        if level == Level::Simple {
            assert_eq!(normal.as_str(), reference.as_str());
        }
    }
}

/// Feeds `input` to every entry point; none may panic, and what they say
/// must agree.
fn check_any_input(input: &str) {
    let results: Vec<(Goal, Result<UriRef<'_>, Error>)> = GOALS
        .iter()
        .map(|&goal| (goal, parse_as(goal, input)))
        .collect();
    for (goal, result) in &results {
        match result {
            Ok(reference) => check_reference(input, reference),
            Err(error) => check_refusal(*goal, input, error),
        }
    }
    let ok = |goal: Goal| results.iter().any(|(g, r)| *g == goal && r.is_ok());
    assert_eq!(
        ok(Goal::UriReference),
        ok(Goal::Uri) || ok(Goal::RelativeRef),
        "{input:?}"
    );
    assert!(!(ok(Goal::Uri) && ok(Goal::RelativeRef)), "{input:?}");
    assert!(!ok(Goal::AbsoluteUri) || ok(Goal::Uri), "{input:?}");

    // Resolution, with the input as the reference and as the base.
    let base = Uri::parse("http://u@h:1/a/./b/c?q#f").expect("a URI");
    let reference = UriRef::parse("../g?y#s").expect("a reference");
    for strictness in [Strictness::Strict, Strictness::NonStrict] {
        match rfc3986::resolve(base.as_str(), input, strictness) {
            Ok(_) => check_target(&base, &UriRef::parse(input).expect("valid"), strictness),
            Err(error) => assert_eq!(error.which(), rfc3986::Which::Reference),
        }
        match rfc3986::resolve(input, reference.as_str(), strictness) {
            Ok(_) => check_target(&Uri::parse(input).expect("valid"), &reference, strictness),
            Err(error) => assert_eq!(error.which(), rfc3986::Which::Base),
        }
    }

    let _ = rfc3986::remove_dot_segments(input);
    let _ = percent::decode(input);
    let _ = percent::decode_utf8(input);
    let _ = percent::decode_lenient(input);
    let _ = percent::decode_utf8_lenient(input);
    for component in [
        Component::Userinfo,
        Component::RegName,
        Component::Path,
        Component::PathSegment,
        Component::SegmentNoColon,
        Component::Query,
        Component::Fragment,
        Component::QueryParam,
    ] {
        let _ = percent::encode(input, component);
    }
    for plus in [PlusAsSpace::No, PlusAsSpace::Yes] {
        let _ = rfc3986::query::pairs(input).decoded(plus).count();
        let _ = rfc3986::query::pairs(input).decoded_utf8(plus).count();
    }
    let builders = [
        UriRefBuilder::new().scheme(input),
        UriRefBuilder::new().userinfo(input).host("h"),
        UriRefBuilder::new().host(input),
        UriRefBuilder::new().host("h").port(input),
        UriRefBuilder::new().path(input),
        UriRefBuilder::new().host("h").path(input),
        UriRefBuilder::new().query(input),
        UriRefBuilder::new().fragment(input),
    ];
    for builder in builders {
        if let Ok(built) = builder.build() {
            assert!(UriRef::parse(built.as_str()).is_ok(), "{built:?}");
        }
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn any_string_is_taken_or_refused_without_panic(input in any::<String>()) {
        check_any_input(&input);
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn uri_alphabet_strings_are_taken_or_refused_without_panic(
        input in generate::uri_alphabet_string()
    ) {
        check_any_input(&input);
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn pieces_of_syntax_are_taken_or_refused_without_panic(input in generate::syntax_soup()) {
        check_any_input(&input);
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn near_misses_are_taken_or_refused_without_panic(input in generate::near_miss()) {
        check_any_input(&input);
    }
}

/// Characters that no URI reference holds: controls, space, the ASCII
/// characters RFC 3986 leaves out, and non-ASCII ones.
const FOREIGN: &[char] = &[
    ' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '\0', '\n', '\x7f', 'é', '😀',
];

/// The goals whose production `generated` is in.
fn goals_of(generated: &Reference) -> Vec<Goal> {
    let mut goals = vec![Goal::UriReference];
    if generated.scheme.is_some() {
        goals.push(Goal::Uri);
        if generated.fragment.is_none() {
            goals.push(Goal::AbsoluteUri);
        }
    } else {
        goals.push(Goal::RelativeRef);
    }
    goals
}

proptest! {
    #![proptest_config(config(1000))]

    /// Every prefix of a reference is viable, so an error in it can only be
    /// that it ends too early: its index is its length. This holds whatever
    /// the parser thinks of viability, so it checks how errors find theirs.
    #[test]
    fn a_cut_reference_ends_too_early_and_nowhere_else(generated in generate::uri_reference()) {
        let text = generated.text();
        let cuts = (0..text.len()).filter(|&cut| text.is_char_boundary(cut));
        for cut in cuts {
            let prefix = &text[..cut];
            for goal in goals_of(&generated) {
                if let Err(error) = parse_as(goal, prefix) {
                    prop_assert_eq!(
                        error.index(), cut, "{:?} {:?} cut from {:?}", goal, prefix, text
                    );
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(config(1500))]

    /// A character that no reference holds, put anywhere into a reference,
    /// is refused where it stands: what comes before it is viable (a prefix
    /// of a reference), and it never is.
    #[test]
    fn a_foreign_character_is_refused_where_it_stands(
        generated in generate::uri_reference(),
        at in any::<prop::sample::Index>(),
        foreign in proptest::sample::select(FOREIGN),
    ) {
        let text = generated.text();
        let cut = at.index(text.len() + 1);
        let spoiled = format!("{}{foreign}{}", &text[..cut], &text[cut..]);
        for goal in goals_of(&generated) {
            let error = parse_as(goal, &spoiled).expect_err("a foreign character");
            prop_assert_eq!(error.index(), cut, "{:?} {:?}", goal, spoiled);
            check_refusal(goal, &spoiled, &error);
        }
    }
}

// ---------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------

fn has_dot_segment(path: &str) -> bool {
    path.split('/')
        .any(|segment| segment == "." || segment == "..")
}

/// What must hold of the resolution of `reference` against `base`.
fn check_target(base: &Uri<'_>, reference: &UriRef<'_>, strictness: Strictness) {
    let target = base.resolve(reference, strictness);
    let context = format!("{base} + {reference} ({strictness:?}) = {target}");
    let as_uri = Uri::parse(target.as_str()).unwrap_or_else(|e| panic!("{context}: {e}"));
    assert_eq!(target.as_uri_ref(), as_uri.as_uri_ref(), "{context}");
    assert_eq!(
        rfc3986::resolve(base.as_str(), reference.as_str(), strictness).as_ref(),
        Ok(&target),
        "{context}"
    );

    let keeps_base_scheme = reference.scheme().is_none()
        || strictness == Strictness::NonStrict
            && reference
                .scheme()
                .is_some_and(|s| s.eq_ignore_ascii_case(base.scheme()));
    let path = target.path().as_str();
    // §5.2.2: a reference with neither scheme nor authority nor path takes
    // the base's path as it is, dot segments and all.
    let path_from_base =
        keeps_base_scheme && reference.authority().is_none() && reference.path().is_empty();
    if path_from_base {
        assert_eq!(path, base.path().as_str(), "{context}");
        let query = reference.query().or(base.query());
        assert_eq!(target.query(), query, "{context}");
    } else {
        assert_eq!(target.query(), reference.query(), "{context}");
        // The `/.` that src/ops/resolve.rs puts before a path that would
        // otherwise begin with `//` and be read as an authority.
        let repaired = target.authority().is_none() && path.starts_with("/.//");
        let rest = if repaired { &path[2..] } else { path };
        assert!(!has_dot_segment(rest), "{context}: dot segments left");
    }
    assert_eq!(target.fragment(), reference.fragment(), "{context}");
    if keeps_base_scheme {
        assert_eq!(target.scheme(), base.scheme(), "{context}");
    } else {
        assert_eq!(Some(target.scheme()), reference.scheme(), "{context}");
    }

    // A target without dot segments is a fixed point of strict resolution,
    // whatever the base. (Not of the non-strict one: `s:` against `s:/a`
    // is `s:/a`.)
    let repaired = target.authority().is_none() && path.starts_with("/.//");
    if !has_dot_segment(if repaired { &path[2..] } else { path }) {
        let again = base.resolve(&target.as_uri_ref(), Strictness::Strict);
        assert_eq!(again, target, "{context}, resolved again");
    }
}

fn strictness() -> impl Strategy<Value = Strictness> {
    prop_oneof![Just(Strictness::Strict), Just(Strictness::NonStrict)]
}

proptest! {
    #![proptest_config(config(3000))]

    #[test]
    fn resolution_targets_are_uris_without_dot_segments(
        base in generate::uri(),
        reference in generate::uri_reference(),
        strictness in strictness(),
    ) {
        let base_text = base.text();
        let base = Uri::parse(&base_text).expect("a generated URI");
        let reference_text = reference.text();
        let reference = UriRef::parse(&reference_text).expect("a generated reference");
        check_target(&base, &reference, strictness);
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn resolution_against_bases_of_the_same_scheme(
        base in generate::absolute_uri(),
        reference in generate::relative_ref(),
        strictness in strictness(),
    ) {
        // The reference given the base's scheme in the other case: the
        // §5.2.2 loophole that Strictness::NonStrict keeps.
        let base_text = base.text();
        let base = Uri::parse(&base_text).expect("a generated URI");
        // Every relative-part is a hier-part, path-noscheme a path-rootless.
        let with_scheme = format!("{}:{}", base.scheme().to_ascii_uppercase(), reference.text());
        let reference = UriRef::parse(&with_scheme).expect("scheme + relative-ref is a URI");
        check_target(&base, &reference, strictness);
    }
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn dot_segment_removal_leaves_none_and_is_idempotent(
        path in prop_oneof![
            generate::path_abempty(),
            generate::path_absolute(),
            generate::path_noscheme(),
            generate::path_rootless(),
            generate::uri_alphabet_string(),
        ]
    ) {
        let removed = rfc3986::remove_dot_segments(&path);
        prop_assert!(!has_dot_segment(&removed), "{:?} -> {:?}", path, removed);
        prop_assert_eq!(rfc3986::remove_dot_segments(&removed), removed.clone());
        prop_assert!(removed.len() <= path.len());
        if path.starts_with('/') {
            prop_assert!(removed.starts_with('/'), "{:?} -> {:?}", path, removed);
        }
    }
}

// ---------------------------------------------------------------------------
// Normalization and equivalence
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn respellings_are_equivalent_from_syntax_based_normalization_on(
        generated in generate::uri_reference(),
        seed in any::<u64>(),
    ) {
        let text = generated.text();
        let respelled = generate::respell(&generated, seed);
        let a = UriRef::parse(&text).expect("a generated reference");
        let b = UriRef::parse(&respelled)
            .unwrap_or_else(|e| panic!("{text} respelled {respelled}: {e}"));
        check_normalization(&b);
        prop_assert_eq!(a.equivalent(&b, Level::Simple), text == respelled);
        for level in [Level::SyntaxBased, Level::SchemeBased] {
            prop_assert!(
                a.equivalent(&b, level),
                "{:?}: {} ~ {}: {} vs {}",
                level,
                text,
                respelled,
                a.normalize(level),
                b.normalize(level)
            );
            prop_assert!(b.equivalent(&a, level));
        }
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn default_ports_and_empty_paths_are_equivalent_scheme_based(
        generated in scheme_with_defaults(),
        seed in any::<u64>(),
    ) {
        let text = generated.text();
        let Some(respelled) = generate::respell_scheme_based(&generated, seed) else {
            return Ok(());
        };
        let a = UriRef::parse(&text).expect("a generated reference");
        let b = UriRef::parse(&respelled).expect("a respelled reference");
        let normal_a = a.normalize(Level::SchemeBased);
        let normal_b = b.normalize(Level::SchemeBased);
        prop_assert!(
            a.equivalent(&b, Level::SchemeBased),
            "{} ~ {}: {} vs {}",
            text,
            respelled,
            normal_a,
            normal_b
        );
        // The port is gone, and where the scheme says so the empty path is "/".
        prop_assert!(normal_a.port().is_none(), "{}", normal_a);
        let scheme = normal_a.scheme().unwrap_or_default().to_owned();
        let empty_is_root = generate::SCHEME_DEFAULTS
            .iter()
            .any(|&(name, _, root)| name == scheme && root);
        prop_assert_eq!(normal_a.path().is_empty(), !empty_is_root && a.path().is_empty());
        // Each level equates at least what the one before it does.
        if a.equivalent(&b, Level::Simple) {
            prop_assert!(a.equivalent(&b, Level::SyntaxBased));
        }
    }
}

/// A URI whose scheme has a default port (and for some an empty path that
/// is `/`), with an authority, whose port is absent, empty or the default.
fn scheme_with_defaults() -> impl Strategy<Value = Reference> {
    let schemes: Vec<String> = generate::SCHEME_DEFAULTS
        .iter()
        .flat_map(|(name, _, _)| [name.to_string(), name.to_ascii_uppercase()])
        .collect();
    let path = prop_oneof![
        Just(String::new()),
        Just("/".to_owned()),
        generate::path_abempty()
    ];
    (
        generate::uri(),
        proptest::sample::select(schemes),
        generate::authority(),
        path,
    )
        .prop_map(|(mut reference, scheme, mut authority, path)| {
            let port = generate::SCHEME_DEFAULTS
                .iter()
                .find(|(name, _, _)| name.eq_ignore_ascii_case(&scheme))
                .map(|(_, port, _)| *port)
                .unwrap_or("80");
            authority.port = match authority.port.as_deref() {
                None => None,
                Some("") => Some(String::new()),
                Some(_) => Some(port.to_owned()),
            };
            reference.scheme = Some(scheme);
            reference.authority = Some(authority);
            reference.path = path;
            reference.path_form = PathForm::Abempty;
            reference
        })
}
