//! Hostile inputs: a megabyte (and ten) of what a parser may choke on.
//!
//! Each input gets its verdict as the ABNF gives it, valid or invalid, and
//! for an invalid one the index of the first character that no reference
//! could have there. Every parse runs on a thread with a 256 KiB stack: a
//! parser whose recursion grew with the input would overflow it (or, with
//! pest's stack guard, give a wrong verdict) long before a megabyte.
//! `expected()` is asked too: it runs the automaton over the input up to the
//! error once more (see `cargo bench --bench hostile` for the cost).

#[path = "support/expected.rs"]
mod expected;

use std::thread;

use expected::admits;
use rfc3986::{
    AbsoluteUri, Error, Expected, Goal, Host, Level, RelativeRef, RuleName, Strictness, Uri, UriRef,
};

const MB: usize = 1_000_000;

/// The stack of the threads that parse: a quarter of the default 2 MiB of
/// spawned threads, and far less than a recursion over a megabyte needs.
const STACK: usize = 256 * 1024;

/// Runs `work` on a thread with a [`STACK`]-sized stack, passing on its
/// panic, if any.
fn on_small_stack<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    thread::Builder::new()
        .name("small stack".to_owned())
        .stack_size(STACK)
        .spawn(work)
        .expect("a thread starts")
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// What the ABNF says of an input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Valid,
    /// Not in the language; the first character no reference could have
    /// there is at this byte index (the length when the input ends early).
    InvalidAt(usize),
}

/// The verdict of the entry point of `goal` on `input`, and the error.
fn verdict(goal: Goal, input: &str) -> (Verdict, Option<Error>) {
    let result = match goal {
        Goal::UriReference => UriRef::parse(input).map(drop),
        Goal::Uri => Uri::parse(input).map(drop),
        Goal::AbsoluteUri => AbsoluteUri::parse(input).map(drop),
        Goal::RelativeRef => RelativeRef::parse(input).map(drop),
        other => unreachable!("no hostile family is parsed as {other:?}"),
    };
    match result {
        Ok(()) => (Verdict::Valid, None),
        Err(error) => (Verdict::InvalidAt(error.index()), Some(error)),
    }
}

/// Asserts the verdict of each goal on `input`, on a small stack; returns
/// the errors, for a closer look.
fn assert_verdicts(input: String, verdicts: &[(Goal, Verdict)]) -> Vec<Option<Error>> {
    let verdicts = verdicts.to_vec();
    on_small_stack(move || {
        let head: String = input.chars().take(24).collect();
        verdicts
            .iter()
            .map(|&(goal, want)| {
                let (got, error) = verdict(goal, &input);
                assert_eq!(got, want, "{goal:?} on {head:?}… ({} bytes)", input.len());
                if let Some(error) = &error {
                    assert!(input.contains(error.excerpt()) && error.excerpt().len() <= 320);
                    assert!(input.is_char_boundary(error.index()));
                }
                error
            })
            .collect()
    })
}

/// The expectation of `error`, worked out on a small stack.
fn expected_of(error: Error) -> Vec<Expected> {
    on_small_stack(move || {
        let expected = error.expected().to_vec();
        // The message and the diagram show a window of the input, not all
        // of it.
        let shown = error.to_string();
        assert!(shown.len() < 1000, "{} bytes of message", shown.len());
        expected
    })
}

const ALL_INVALID_AT_0: [(Goal, Verdict); 4] = [
    (Goal::UriReference, Verdict::InvalidAt(0)),
    (Goal::Uri, Verdict::InvalidAt(0)),
    (Goal::AbsoluteUri, Verdict::InvalidAt(0)),
    (Goal::RelativeRef, Verdict::InvalidAt(0)),
];

#[test]
fn a_run_of_percent_signs_is_refused_at_the_second() {
    // "%" must be followed by two HEXDIG.
    let errors = assert_verdicts(
        "%".repeat(MB),
        &[
            (Goal::UriReference, Verdict::InvalidAt(1)),
            (Goal::RelativeRef, Verdict::InvalidAt(1)),
            (Goal::Uri, Verdict::InvalidAt(0)),
        ],
    );
    let error = errors.into_iter().next().flatten().expect("an error");
    assert_eq!(expected_of(error), [Expected::Rule(RuleName::Hexdig)]);
}

#[test]
fn a_run_of_open_brackets_is_refused_at_the_first() {
    // "[" is only for an IP-literal, after "//".
    let errors = assert_verdicts("[".repeat(MB), &ALL_INVALID_AT_0);
    let expected = expected_of(errors[0].clone().expect("an error"));
    assert!(!admits(&expected, '['), "{expected:?}");
    assert!(
        admits(&expected, '/') && admits(&expected, 'a'),
        "{expected:?}"
    );
}

#[test]
fn a_run_of_colons_is_refused_at_the_first() {
    // A scheme must come before the first ":", and a relative reference's
    // first segment cannot hold one.
    let errors = assert_verdicts(":".repeat(MB), &ALL_INVALID_AT_0);
    let expected = expected_of(errors[0].clone().expect("an error"));
    assert!(!admits(&expected, ':'), "{expected:?}");
    assert!(admits(&expected, 'a'), "{expected:?}");
}

#[test]
fn a_run_of_slashes_is_an_empty_authority_and_a_path() {
    let input = "/".repeat(MB);
    assert_verdicts(
        input.clone(),
        &[
            (Goal::UriReference, Verdict::Valid),
            (Goal::RelativeRef, Verdict::Valid),
            (Goal::Uri, Verdict::InvalidAt(0)),
        ],
    );
    on_small_stack(move || {
        let r = UriRef::parse(&input).expect("valid");
        assert_eq!(r.host(), Some(Host::RegName { name: "" }));
        assert_eq!(r.path().as_str().len(), MB - 2);
        assert_eq!(r.path().segments().count(), MB - 2);
        assert_eq!(r.recompose(), input);
    });
}

#[test]
fn a_run_of_at_signs_is_a_path() {
    // "@" is a pchar, and path-noscheme allows it in the first segment.
    let input = "@".repeat(MB);
    assert_verdicts(
        input.clone(),
        &[
            (Goal::UriReference, Verdict::Valid),
            (Goal::RelativeRef, Verdict::Valid),
            (Goal::Uri, Verdict::InvalidAt(0)),
        ],
    );
    on_small_stack(move || {
        let r = UriRef::parse(&input).expect("valid");
        assert_eq!(r.path().as_str(), input);
        assert!(r.authority().is_none());
    });
}

#[test]
fn a_run_of_letters_is_a_path_or_the_beginning_of_a_scheme() {
    // As a URI, a million letters could still be a scheme: the input ends
    // too early, for want of ":".
    let errors = assert_verdicts(
        "a".repeat(MB),
        &[
            (Goal::UriReference, Verdict::Valid),
            (Goal::RelativeRef, Verdict::Valid),
            (Goal::Uri, Verdict::InvalidAt(MB)),
            (Goal::AbsoluteUri, Verdict::InvalidAt(MB)),
        ],
    );
    assert_eq!(errors[2].as_ref().map(Error::column), Some(MB + 1));
}

#[test]
fn an_ip_literal_of_endless_groups_is_refused_after_the_eighth() {
    // "//[" then "1:1:1:1:1:1:1:1" is eight groups, a whole IPv6address:
    // the ":" after it (index 18) can only be "]".
    let input = format!("//[{}", "1:".repeat(MB / 2));
    let errors = assert_verdicts(
        input,
        &[
            (Goal::UriReference, Verdict::InvalidAt(18)),
            (Goal::RelativeRef, Verdict::InvalidAt(18)),
            (Goal::Uri, Verdict::InvalidAt(0)),
        ],
    );
    let expected = expected_of(errors[0].clone().expect("an error"));
    assert!(
        admits(&expected, ']') && admits(&expected, 'f'),
        "{expected:?}"
    );
    assert!(!admits(&expected, ':'), "{expected:?}");
}

#[test]
fn endless_dotted_digits_are_a_reg_name() {
    // Not an IPv4address (§3.2.2): a reg-name, dots and digits being
    // unreserved.
    for input in [
        format!("//{}", "1.".repeat(MB / 2)),
        format!("s://{}1", "1.".repeat(MB / 2)),
    ] {
        let host_len = input.len() - input.find("//").expect("//") - 2;
        assert_verdicts(input.clone(), &[(Goal::UriReference, Verdict::Valid)]);
        on_small_stack(move || {
            let r = UriRef::parse(&input).expect("valid");
            let host = r.host().expect("a host");
            assert_eq!(host.kind(), rfc3986::HostKind::RegName);
            assert_eq!(host.as_str().len(), host_len);
        });
    }
}

#[test]
fn endless_dot_dot_segments_resolve_to_the_root() {
    let base = "http://a/b/c/d;p?q";
    on_small_stack(move || {
        for (reference, target) in [
            ("../".repeat(MB / 3), "http://a/"),
            ("../".repeat(MB / 3) + "g", "http://a/g"),
            ("/..".repeat(MB / 3), "http://a/"),
            ("./".repeat(MB / 2), "http://a/b/c/"),
            (
                "a/".repeat(MB / 4) + &"../".repeat(MB / 4) + "g",
                "http://a/b/c/g",
            ),
        ] {
            let resolved = rfc3986::resolve(base, &reference, Strictness::Strict)
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(resolved.as_str(), target);
            // What is left once every segment has gone: "", "g", "/" or "/g".
            let removed = rfc3986::remove_dot_segments(&reference);
            assert!(removed.len() <= 2, "{removed:?}");
        }
        // Syntax-based normalization removes them too, from a path with an
        // authority.
        let long = format!("http://a/b/{}c", "../".repeat(MB / 3));
        let normal = UriRef::parse(&long)
            .expect("valid")
            .normalize(Level::SyntaxBased);
        assert_eq!(normal.as_str(), "http://a/c");
    });
}

#[test]
fn percent_encoded_letters_fill_a_query() {
    let input = format!("http://h/?{}", "%41".repeat(MB / 3));
    assert_verdicts(
        input.clone(),
        &[
            (Goal::UriReference, Verdict::Valid),
            (Goal::Uri, Verdict::Valid),
            (Goal::AbsoluteUri, Verdict::Valid),
            (Goal::RelativeRef, Verdict::InvalidAt(4)),
        ],
    );
    on_small_stack(move || {
        let r = UriRef::parse(&input).expect("valid");
        assert_eq!(r.query().map(str::len), Some(MB / 3 * 3));
        // §6.2.2.2: the encoded unreserved characters are decoded.
        let normal = r.normalize(Level::SyntaxBased);
        assert_eq!(normal.query(), Some("A".repeat(MB / 3).as_str()));
        assert!(r.equivalent(&normal.as_uri_ref(), Level::SyntaxBased));
    });
}

#[test]
fn a_scheme_of_a_million_letters() {
    let input = format!("{}:", "A".repeat(MB));
    assert_verdicts(
        input.clone(),
        &[
            (Goal::UriReference, Verdict::Valid),
            (Goal::Uri, Verdict::Valid),
            (Goal::AbsoluteUri, Verdict::Valid),
            // Could be a first segment until the ":".
            (Goal::RelativeRef, Verdict::InvalidAt(MB)),
        ],
    );
    on_small_stack(move || {
        let r = Uri::parse(&input).expect("valid");
        assert_eq!(r.scheme().len(), MB);
        assert!(r.path().is_empty());
        let normal = r.normalize(Level::SyntaxBased);
        assert_eq!(normal.scheme(), "a".repeat(MB).as_str());
    });
}

#[test]
fn a_port_of_a_million_digits() {
    // port = *DIGIT: any number of digits is valid; only the number
    // overflows.
    let input = format!("//h:{}", "1".repeat(MB));
    assert_verdicts(input.clone(), &[(Goal::UriReference, Verdict::Valid)]);
    on_small_stack(move || {
        let r = UriRef::parse(&input).expect("valid");
        let port = r.port().expect("a port");
        assert_eq!(port.as_str().len(), MB);
        let overflow = port.as_u16().expect_err("too large for 16 bits");
        assert_eq!(overflow.span(), 4..4 + MB);
        assert_eq!(r.host(), Some(Host::RegName { name: "h" }));
    });
}

#[test]
fn nul_bytes_are_refused_where_they_begin() {
    assert_verdicts("\0".repeat(MB), &ALL_INVALID_AT_0);
    let errors = assert_verdicts(
        format!("http://h/{}", "\0".repeat(MB)),
        &[
            (Goal::UriReference, Verdict::InvalidAt(9)),
            (Goal::Uri, Verdict::InvalidAt(9)),
            (Goal::RelativeRef, Verdict::InvalidAt(4)),
        ],
    );
    let expected = expected_of(errors[0].clone().expect("an error"));
    assert!(
        expected.contains(&Expected::Rule(RuleName::Pchar)),
        "{expected:?}"
    );
    assert!(expected.contains(&Expected::EndOfInput), "{expected:?}");
    assert!(!admits(&expected, '\0'));
}

#[test]
fn a_userinfo_that_never_meets_its_at_sign() {
    // "u:u:u:…" is a userinfo until an "@" comes; none does, and no host
    // and port can take it ("u:" then "u" is no port): the input ends too
    // early.
    let input = format!("//{}", "u:".repeat(MB / 2));
    let len = input.len();
    assert_verdicts(
        input,
        &[
            (Goal::UriReference, Verdict::InvalidAt(len)),
            (Goal::RelativeRef, Verdict::InvalidAt(len)),
        ],
    );
    // The same, but a "/" comes where only more userinfo or "@" could.
    let input = format!("//{}/", "u:".repeat(MB / 2));
    let slash = input.len() - 1;
    assert_verdicts(input, &[(Goal::UriReference, Verdict::InvalidAt(slash))]);
}

#[test]
fn the_expectation_of_a_late_error_is_worked_out() {
    // expected() runs over the 100 KB before the error once more, and
    // names what the state there allows.
    let input = format!("//{}", "u:".repeat(50_000));
    let errors = assert_verdicts(input, &[(Goal::UriReference, Verdict::InvalidAt(100_002))]);
    let expected = expected_of(errors[0].clone().expect("an error"));
    assert!(
        admits(&expected, '@') && admits(&expected, ':'),
        "{expected:?}"
    );
    assert!(!admits(&expected, '/'), "{expected:?}");
    assert!(!expected.contains(&Expected::EndOfInput), "{expected:?}");
}

#[test]
fn ten_megabytes() {
    const TEN_MB: usize = 10 * MB;
    assert_verdicts(
        "a".repeat(TEN_MB),
        &[
            (Goal::UriReference, Verdict::Valid),
            (Goal::Uri, Verdict::InvalidAt(TEN_MB)),
        ],
    );
    assert_verdicts(
        format!("http://h/?{}", "%41".repeat(TEN_MB / 3)),
        &[(Goal::UriReference, Verdict::Valid)],
    );
    let errors = assert_verdicts(
        "%".repeat(TEN_MB),
        &[(Goal::UriReference, Verdict::InvalidAt(1))],
    );
    let expected = expected_of(errors[0].clone().expect("an error"));
    assert_eq!(expected, [Expected::Rule(RuleName::Hexdig)]);
}

/// The grammar has no recursion: no rule reaches itself through the rules
/// it refers to. So the depth of a parse is bounded by the grammar, not the
/// input, and pest's repetitions, which are loops, do the rest. (pest's call
/// limit, `pest::set_call_limit`, bounds the number of rule calls, which
/// grows with the input whatever the grammar; it is not needed against
/// recursion here.)
#[test]
fn the_grammar_has_no_recursion() {
    use std::collections::BTreeMap;

    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, rfc3986::GRAMMAR)
        .expect("the grammar parses");
    let rules = pest_meta::parser::consume_rules(pairs).expect("the grammar is valid");
    let names: Vec<String> = rules.iter().map(|rule| rule.name.clone()).collect();
    // Each rule and the rules of the grammar it refers to (not builtins such
    // as ASCII_DIGIT or EOI).
    let calls: BTreeMap<String, Vec<String>> = rules
        .iter()
        .map(|rule| {
            let called = rule
                .expr
                .clone()
                .iter_top_down()
                .filter_map(|expr| match expr {
                    pest_meta::ast::Expr::Ident(name) if names.contains(&name) => Some(name),
                    _ => None,
                })
                .collect();
            (rule.name.clone(), called)
        })
        .collect();

    /// The longest chain of calls from `rule`, or the cycle it is on.
    fn depth(
        rule: &str,
        calls: &BTreeMap<String, Vec<String>>,
        path: &mut Vec<String>,
        memo: &mut BTreeMap<String, usize>,
    ) -> Result<usize, Vec<String>> {
        if let Some(&known) = memo.get(rule) {
            return Ok(known);
        }
        if path.iter().any(|r| r == rule) {
            path.push(rule.to_owned());
            return Err(path.clone());
        }
        path.push(rule.to_owned());
        let mut deepest = 0;
        for callee in calls.get(rule).into_iter().flatten() {
            deepest = deepest.max(depth(callee, calls, path, memo)?);
        }
        path.pop();
        memo.insert(rule.to_owned(), deepest + 1);
        Ok(deepest + 1)
    }

    let mut memo = BTreeMap::new();
    for rule in calls.keys() {
        let found = depth(rule, &calls, &mut Vec::new(), &mut memo);
        assert!(found.is_ok(), "recursion: {:?}", found.err());
    }
    // full_URI_reference, URI_reference, URI, hier_part, authority, host,
    // IP_literal, IPv6address, ls32, IPv4address, dec_octet: eleven rules
    // deep at most.
    let deepest = memo.values().max().copied().unwrap_or_default();
    assert_eq!(deepest, 11, "{memo:?}");
    assert_eq!(memo.get("full_URI_reference"), Some(&deepest));
}
