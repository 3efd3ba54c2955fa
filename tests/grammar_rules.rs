//! Rule-level tests of `grammar/uri.pest`: each rule is matched in full (the
//! match must end at the end of the input) or refused, and every place where
//! the PEG form differs from the ABNF is pinned by the input that a literal
//! transcription would get wrong.

use pest::Parser;
use rfc3986::grammar::{Rule, UriParser};

/// Whether `rule` matches the whole of `input`.
fn full(rule: Rule, input: &str) -> bool {
    rfc3986::grammar::matches(rule, input)
}

#[track_caller]
fn accepts(rule: Rule, inputs: &[&str]) {
    for input in inputs {
        assert!(full(rule, input), "{rule:?} should match {input:?} in full");
    }
}

#[track_caller]
fn refuses(rule: Rule, inputs: &[&str]) {
    for input in inputs {
        assert!(!full(rule, input), "{rule:?} should refuse {input:?}");
    }
}

/// The rule the walker sees directly under `host`.
fn host_kind(input: &str) -> Option<Rule> {
    let host = UriParser::parse(Rule::host, input).ok()?.next()?;
    if host.as_span().end() != input.len() {
        return None;
    }
    host.into_inner().next().map(|inner| inner.as_rule())
}

#[test]
fn dec_octet_goes_longest_first() {
    // In the ABNF's order a committed choice would take "2" out of "25".
    accepts(
        Rule::dec_octet,
        &[
            "0", "9", "10", "99", "100", "199", "200", "249", "250", "255", "25",
        ],
    );
    refuses(
        Rule::dec_octet,
        &["256", "260", "300", "01", "001", "", "1000", "-1"],
    );
}

#[test]
fn host_prefers_ipv4_only_when_nothing_follows() {
    // §3.2.2: an IPv4address is never a reg-name...
    assert_eq!(host_kind("1.2.3.4"), Some(Rule::IPv4address));
    assert_eq!(host_kind("255.255.255.255"), Some(Rule::IPv4address));
    // ...but a reg-name that begins like one is still a reg-name: without the
    // lookahead the choice would commit to "1.2.3.45" and refuse "1.2.3.456".
    for name in [
        "1.2.3.456",
        "1.2.3.4.5",
        "1.2.3.4x",
        "1.2.3.4%41",
        "01.2.3.4",
        "1.2.3",
        "1.2.3.4.",
    ] {
        assert_eq!(host_kind(name), Some(Rule::reg_name), "{name}");
    }
    assert_eq!(host_kind("[::1]"), Some(Rule::IP_literal));
}

#[test]
fn ipv6_before_double_colon_leaves_the_first_colon() {
    // A greedy `*n( h16 ":" )` would eat the first ":" of "::".
    accepts(
        Rule::IPv6address,
        &[
            "1::",
            "1:2::",
            "1:2:3:4:5:6:7::",
            "1::2",
            "1:2::3:4",
            "a:b:c::d",
        ],
    );
}

#[test]
fn ipv6_nine_forms() {
    accepts(
        Rule::IPv6address,
        &[
            "1:2:3:4:5:6:7:8",     // 6( h16 ":" ) ls32
            "1:2:3:4:5:6:1.2.3.4", // ... with an IPv4address ls32
            "::2:3:4:5:6:7:8",     // "::" 5( h16 ":" ) ls32
            "1::3:4:5:6:7:8",      // [ h16 ] "::" 4( h16 ":" ) ls32
            "::3:4:5:6:7:8",       // the same without the h16
            "1:2::4:5:6:7:8",      // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
            "1:2:3::5:6:7:8",      // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
            "1:2:3:4::6:7:8",      // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
            "1:2:3:4:5::7:8",      // [ *4( h16 ":" ) h16 ] "::" ls32
            "1:2:3:4:5::1.2.3.4",  // ... with an IPv4address ls32
            "1:2:3:4:5:6::8",      // [ *5( h16 ":" ) h16 ] "::" h16
            "1:2:3:4:5:6:7::",     // [ *6( h16 ":" ) h16 ] "::"
            "::",
            "::1",
            "::ffff:192.0.2.1",
            "FFFF:abcd::0",
        ],
    );
    refuses(
        Rule::IPv6address,
        &[
            "",
            ":",
            ":::",
            "1:2:3:4:5:6:7",
            "1:2:3:4:5:6:7:8:9",
            "1::2::3",
            "12345::",
            "::1.2.3",
            "::1.2.3.256",
            "1:2:3:4:5:6:7:1.2.3.4",
            "1:2:3:4:5:6:7::8",
            ":1::",
            "1::2:",
        ],
    );
}

#[test]
fn ipv6_tries_more_pieces_after_double_colon_first() {
    // `"::" ls32` must come before `"::" h16`, or "::1:2" would stop at "1".
    accepts(
        Rule::IPv6address,
        &["::1:2", "1::2:3", "::1.2.3.4", "1::1.2.3.4"],
    );
}

#[test]
fn ipvfuture_v_is_case_insensitive() {
    // RFC 5234 §2.3: quoted strings are case-insensitive.
    accepts(
        Rule::IPvFuture,
        &["v1.a", "V1.a", "vAbC.x:y", "v1.!$&'()*+,;=-._~:"],
    );
    refuses(
        Rule::IPvFuture,
        &["v.a", "v1.", "v1", "vg.a", "v1.a/b", "v1.%41"],
    );
}

#[test]
fn uri_reference_tries_uri_then_relative_ref() {
    accepts(
        Rule::URI_reference,
        &["a:b", "./a:b", "", "#", "?", "//", "g;x?y#s", "http:g"],
    );
    refuses(Rule::URI_reference, &["1a:b", ":", "%", " ", "a b", "#a#b"]);
    accepts(Rule::URI, &["a:", "a:b", "A+b-c.d:/"]);
    refuses(Rule::URI, &["a", "1a:", "//a", ":a"]);
    accepts(Rule::absolute_URI, &["a:b?c"]);
    refuses(Rule::absolute_URI, &["a:b#c"]);
    accepts(Rule::relative_ref, &["a", "//a", "/a:b", "./a:b"]);
    refuses(Rule::relative_ref, &["a:b"]);
}

#[test]
fn path_takes_the_alternative_that_reaches_the_end() {
    // path-abempty matches the empty prefix of "a", path-noscheme the "a" of
    // "a:b": each alternative is taken only where the path cannot go on.
    accepts(
        Rule::path,
        &["", "/", "//a", "/a/b", "a", "a:b", "a/b:c", "@:"],
    );
    refuses(Rule::path, &["a?b", "a#", "a b"]);
    accepts(Rule::path_empty, &[""]);
    refuses(Rule::path_empty, &["a", "/"]);
}

/// The alternative of `path` that matched all of `input`.
fn path_form(input: &str) -> Option<Rule> {
    let path = UriParser::parse(Rule::path, input).ok()?.next()?;
    if path.as_span().end() != input.len() {
        return None;
    }
    path.into_inner().next().map(|inner| inner.as_rule())
}

#[test]
fn path_names_the_narrowest_form() {
    // In the ABNF's order path-abempty would take "" and "/a" and leave
    // path-empty and path-absolute unreachable.
    assert_eq!(path_form(""), Some(Rule::path_empty));
    assert_eq!(path_form("/a"), Some(Rule::path_absolute));
    assert_eq!(path_form("/"), Some(Rule::path_absolute));
    assert_eq!(path_form("//a"), Some(Rule::path_abempty));
    assert_eq!(path_form("a/b"), Some(Rule::path_noscheme));
    assert_eq!(path_form("a:b"), Some(Rule::path_rootless));
}

#[test]
fn paths_by_form() {
    accepts(Rule::path_abempty, &["", "/", "//", "/a//b/"]);
    refuses(Rule::path_abempty, &["a"]);
    accepts(Rule::path_absolute, &["/", "/a", "/a/", "/a//b"]);
    refuses(Rule::path_absolute, &["//", "//a", "a"]);
    accepts(Rule::path_noscheme, &["a", "a/b:c", "@", "a/"]);
    refuses(Rule::path_noscheme, &[":", "a:b", "/a", ""]);
    accepts(Rule::path_rootless, &["a:b", ":", "a/"]);
    refuses(Rule::path_rootless, &["/a", ""]);
}

#[test]
fn characters() {
    accepts(Rule::pct_encoded, &["%41", "%ff", "%Fa"]);
    refuses(Rule::pct_encoded, &["%", "%4", "%g1", "%411"]);
    accepts(Rule::h16, &["0", "ffff", "ABCD"]);
    refuses(Rule::h16, &["", "12345", "g"]);
    accepts(Rule::ls32, &["1:2", "1.2.3.4"]);
    refuses(Rule::ls32, &["1", "1:2:3"]);
    for c in "!$&'()*+,;=".chars() {
        accepts(Rule::sub_delims, &[&c.to_string()]);
        accepts(Rule::reserved, &[&c.to_string()]);
    }
    for c in ":/?#[]@".chars() {
        accepts(Rule::gen_delims, &[&c.to_string()]);
    }
    accepts(Rule::unreserved, &["a", "Z", "0", "-", ".", "_", "~"]);
    refuses(Rule::unreserved, &["%", "!", " ", "é"]);
    accepts(Rule::pchar, &[":", "@", "%20"]);
    refuses(Rule::pchar, &["/", "?", "#"]);
    accepts(Rule::segment_nz_nc, &["a@b"]);
    refuses(Rule::segment_nz_nc, &["a:b", ""]);
    accepts(Rule::scheme, &["a", "a+-.1"]);
    refuses(Rule::scheme, &["1a", "+", ""]);
    accepts(Rule::port, &["", "0", "99999999999999999999"]);
    accepts(Rule::userinfo, &["", "a:b:c", "%41!"]);
    refuses(Rule::userinfo, &["a@b"]);
    accepts(Rule::authority, &["", "u@h:1", "@", ":", "[::1]:80", "h:"]);
    accepts(Rule::query, &["", "/?a=b?/"]);
    accepts(Rule::fragment, &["", "/?"]);
    refuses(Rule::fragment, &["#"]);
    accepts(Rule::IP_literal, &["[::]", "[v1.a]"]);
    refuses(Rule::IP_literal, &["[]", "[::1", "::1]"]);
    accepts(Rule::IPv4address, &["0.0.0.0", "255.255.255.255"]);
    refuses(Rule::IPv4address, &["1.2.3", "1.2.3.4.5", "256.0.0.0"]);
    accepts(Rule::reg_name, &["", "example.com", "%41-b!"]);
    accepts(Rule::hier_part, &["//a/b", "/a", "a:b", ""]);
    accepts(Rule::relative_part, &["//a/b", "/a", "a", ""]);
    refuses(Rule::relative_part, &["a:b"]);
    accepts(Rule::segment, &["", "a:b@"]);
    accepts(Rule::segment_nz, &[":"]);
}

#[test]
fn anchored_rules_refuse_trailing_text() {
    for (rule, input) in [
        (Rule::full_URI_reference, "a b"),
        (Rule::full_URI, "a:b c"),
        (Rule::full_absolute_URI, "a:b#c"),
        (Rule::full_relative_ref, "a:b"),
    ] {
        assert!(UriParser::parse(rule, input).is_err(), "{rule:?} {input:?}");
    }
}

#[test]
fn rules_can_be_used_on_their_own() {
    use rfc3986::grammar;
    assert!(grammar::matches(Rule::dec_octet, "249"));
    assert!(!grammar::matches(Rule::dec_octet, "2490"));
    let pairs = grammar::parse(Rule::ls32, "1.2.3.4").expect("an ls32");
    let rules: Vec<Rule> = pairs.flatten().map(|pair| pair.as_rule()).collect();
    assert_eq!(rules, [Rule::ls32, Rule::IPv4address]);
    // A match that stops early is an error at the first byte left over.
    let error = grammar::parse(Rule::h16, "12345").expect_err("five digits");
    assert_eq!(error.location, pest::error::InputLocation::Pos(4));
    assert!(grammar::parse(Rule::h16, "g").is_err());
    assert_eq!(grammar::abnf_name(Rule::IP_literal), "IP-literal");
    assert_eq!(grammar::abnf_name(Rule::segment_nz_nc), "segment-nz-nc");
}

/// `grammar::RULES` lists every rule of the grammar file, each once, and
/// `rule_named` finds each by its ABNF name and by its name in the file.
#[test]
fn every_rule_of_the_file_is_listed_and_found_by_name() {
    use rfc3986::grammar::{self, RULES};

    let (_, rules) = pest_meta::parse_and_optimize(rfc3986::GRAMMAR).expect("the grammar loads");
    let mut in_file: Vec<&str> = rules.iter().map(|rule| rule.name.as_str()).collect();
    let mut listed: Vec<&str> = RULES.iter().map(|&rule| grammar::pest_name(rule)).collect();
    in_file.sort_unstable();
    listed.sort_unstable();
    assert_eq!(listed, in_file);
    for rule in RULES {
        assert_eq!(grammar::rule_named(grammar::pest_name(rule)), Some(rule));
        assert_eq!(grammar::rule_named(grammar::abnf_name(rule)), Some(rule));
        assert_eq!(grammar::pest_name(rule), format!("{rule:?}"));
    }
    assert_eq!(
        grammar::rule_named("SEGMENT-NZ-NC"),
        Some(Rule::segment_nz_nc)
    );
    assert_eq!(grammar::rule_named("DIGIT"), None);
    assert_eq!(grammar::rule_named(""), None);
}
