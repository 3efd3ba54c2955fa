//! Cases found in review of `rfc3986::template`: each fails now and passes
//! once its bug is fixed.
//!
//! A case that may overflow the stack (which aborts the whole process) runs
//! in a child process of this test binary; a case that may take unbounded
//! time runs on a thread with a deadline, so a failure is reported instead
//! of a hang.

use std::process::Command;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use rfc3986::template::{TemplateSet, UriTemplate, Var, Vars};

/// The variable the child process reads to run one case's body.
const CHILD: &str = "TEMPLATE_REVIEW_CHILD";

/// Runs `body` in a child process (this binary, filtered to the test
/// `name`): a stack overflow there aborts the child only.
fn in_child(name: &str, body: impl FnOnce()) {
    if std::env::var(CHILD).as_deref() == Ok(name) {
        body();
        return;
    }
    let exe = std::env::current_exe().expect("the test binary");
    let output = Command::new(exe)
        .args([name, "--exact", "--nocapture", "--test-threads", "1"])
        .env(CHILD, name)
        .output()
        .expect("the child runs");
    assert!(
        output.status.success(),
        "{name} failed in its child process ({:?}): {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
            .lines()
            .rfind(|l| !l.trim().is_empty())
            .unwrap_or_default()
    );
}

/// Runs `body` on a thread (with the default 2 MiB stack, as a server's
/// worker or `uri template --jobs` would) and fails if it takes longer than
/// `limit`.
fn within<T: Send + 'static>(limit: Duration, body: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let _ = tx.send(body());
    });
    let start = Instant::now();
    match rx.recv_timeout(limit) {
        Ok(value) => value,
        Err(mpsc::RecvTimeoutError::Timeout) => panic!("still running after {:?}", start.elapsed()),
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("the body panicked"),
    }
}

// --- Unbounded time and stack in matching -----------------------------------

/// `assign` recurses once per variable specification of an expression,
/// before any step is counted: 100,000 specs overflow the stack.
#[test]
fn match_an_expression_of_many_varspecs_does_not_overflow() {
    in_child(
        "match_an_expression_of_many_varspecs_does_not_overflow",
        || {
            let text = format!("{{a{}}}", ",a".repeat(100_000));
            let template = UriTemplate::parse(&text).unwrap();
            let _ = within(Duration::from_secs(20), move || {
                template.match_uri("x").is_some()
            });
        },
    );
}

/// `parts_from` and `expression` recurse once per part: the step bound
/// (20,000) lets ~5,000 expressions nest, deeper than a 2 MiB stack.
#[test]
fn match_a_template_of_many_expressions_does_not_overflow() {
    in_child(
        "match_a_template_of_many_expressions_does_not_overflow",
        || {
            let template = UriTemplate::parse(&"{a}".repeat(100_000)).unwrap();
            let _ = within(Duration::from_secs(20), move || {
                template.match_uri("").is_some()
            });
        },
    );
}

/// `values()` runs before the work of reading the text is charged, and
/// `assign` computes `candidates` for every group size: quadratic in the
/// number of pieces. A 400 KB URI against `{/x}`.
#[test]
fn match_of_a_long_uri_is_bounded_one_varspec() {
    let uri = "/a".repeat(200_000);
    let t = UriTemplate::parse("{/x}").unwrap();
    let found = within(Duration::from_secs(5), move || t.match_uri(&uri).is_some());
    let _ = found;
}

/// Two specs under `+`: `assign` keeps calling `candidates` for every group
/// after `out` is full (the bound is checked on entry only): cubic. A
/// 6 KB URI.
#[test]
fn match_of_a_short_uri_is_bounded_two_varspecs() {
    let uri = "x,".repeat(3_000);
    let t = UriTemplate::parse("{+a,b}").unwrap();
    let found = within(Duration::from_secs(5), move || t.match_uri(&uri).is_some());
    let _ = found;
}

/// The scan for `limit` and the `q` positions skipped by the next literal
/// are not counted toward the step bound: each of thousands of calls scans
/// the whole URI. The doc says "about 10 ms at worst".
#[test]
fn match_scans_are_counted_toward_the_bound() {
    let uri = format!("{}{}", "x".repeat(100), "/".repeat(1_000_000));
    let t = UriTemplate::parse("{a}{b}{+w}Q{c}{c}").unwrap();
    let found = within(Duration::from_secs(2), move || t.match_uri(&uri).is_some());
    assert!(!found);
}

/// The distinct names are gathered with `Vec::contains`: quadratic in the
/// number of variables, before the bound (also `UriTemplate::variables`).
#[test]
fn many_distinct_names_are_linear() {
    let text: String = (0..200_000).map(|i| format!("{{v{i}}}")).collect();
    let t = UriTemplate::parse(&text).unwrap();
    let t2 = t.clone();
    within(Duration::from_secs(5), move || t2.variables().count());
    within(Duration::from_secs(5), move || t.match_uri("zz").is_some());
}

/// `TemplateSet` runs each candidate's `match_uri`: the same bounds apply.
#[test]
fn template_set_of_a_long_uri_is_bounded() {
    let mut set = TemplateSet::new();
    set.insert(UriTemplate::parse("{/x}").unwrap());
    let uri = "/a".repeat(200_000);
    within(Duration::from_secs(5), move || {
        set.match_uri(&uri).is_some()
    });
}

// --- Answers that do not expand back ----------------------------------------

/// `match_uri` promises that `expand` of its answer gives the URI back;
/// for a URI that is not a URI reference, `expand` refuses it.
#[test]
fn an_answer_expands_back_to_the_uri() {
    for (template, uri) in [
        ("{+x}", "a#b#c"),
        ("{+x}", "[x"),
        ("{#x}", "#a#b"),
        ("/{+p}", "/a b"),
    ] {
        let t = UriTemplate::parse(template).unwrap();
        if let Some(vars) = t.match_uri(uri) {
            let back = t.expand(&vars);
            assert!(
                back.as_ref().is_ok_and(|u| u.as_str() == uri),
                "{template} on {uri:?}: {vars:?} expands to {back:?}"
            );
        }
    }
}

// --- Expansion ----------------------------------------------------------------

/// RFC 3987 §4.1: an IRI holds no bidirectional formatting character; the
/// crate's own IRI mapping (`ops/iri/map.rs`) percent-encodes them, and
/// `expand_iri` should too.
#[test]
fn expand_iri_encodes_bidi_controls() {
    let t = UriTemplate::parse("/{x}").unwrap();
    let mut vars = Vars::new();
    vars.insert("x", "a\u{202E}b");
    let iri = t.expand_iri(&vars).unwrap();
    assert_eq!(iri.as_str(), "/a%E2%80%AEb");
}

/// `in_query` scans the output so far for every `iprivate` character:
/// quadratic in the value's length.
#[test]
fn expand_iri_of_a_long_private_use_value_is_linear() {
    let t = UriTemplate::parse("/p{?q}").unwrap();
    let mut vars = Vars::new();
    vars.insert("q", "\u{E000}".repeat(300_000));
    within(Duration::from_secs(5), move || {
        t.expand_iri(&vars).map(|i| i.as_str().len())
    })
    .unwrap();
}

/// `Vars` is a list searched from the start on every `insert` and `get`:
/// building one of N variables (as `uri template expand` does from a JSON
/// line) is quadratic, and so is expanding a template of N variables.
#[test]
fn vars_of_many_names_are_built_in_linear_time() {
    within(Duration::from_secs(5), || {
        let vars: Vars = (0..200_000)
            .map(|i| (format!("v{i}"), Var::from("x")))
            .collect();
        vars.len()
    });
}

// --- Found after 3084498 ------------------------------------------------------

/// `expand_partial` writes the values it expands as `expand` would (every
/// non-ASCII character percent-encoded), so `expand_iri` of the partial
/// template differs from `expand_iri` of the whole: the doc promises the
/// same expansion. Template literals admit `ucschar` and `iprivate`, so
/// the partial template can keep them and let the later expansion decide.
#[test]
fn partial_then_expand_iri_is_the_full_expand_iri() {
    let t = UriTemplate::parse("/{x}{/y}").unwrap();
    let mut all = Vars::new();
    all.insert("x", "caf\u{e9}");
    all.insert("y", "b");
    let mut some = Vars::new();
    some.insert("x", "caf\u{e9}");
    let partial = t.expand_partial(&some);
    assert_eq!(
        partial.expand_iri(&all).unwrap().as_str(),
        t.expand_iri(&all).unwrap().as_str()
    );
    assert_eq!(
        partial.expand(&all).unwrap().as_str(),
        t.expand(&all).unwrap().as_str()
    );
}

/// An empty list is undefined (§2.3) and `varspec` skips it, but only
/// after the prefix check: a source that hands `Value::List(&[])` gets
/// `PrefixOnComposite` for `{x:3}` instead of an empty expansion.
#[test]
fn a_prefix_on_an_empty_list_is_undefined() {
    use rfc3986::template::{Value, VarSource};
    struct Empty;
    impl VarSource for Empty {
        fn get(&self, _: &str) -> Option<Value<'_>> {
            Some(Value::List(&[]))
        }
    }
    let t = UriTemplate::parse("/a{x:3}").unwrap();
    assert_eq!(t.expand(&Empty).unwrap().as_str(), "/a");
}
