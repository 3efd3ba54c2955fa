//! The shared RFC 6570 conformance suite (`uri-templates/uritemplate-test`
//! at `4171dac`, and `extra/`), read in place from
//! `shared/uritemplate-test/` beside the repository: every case expanded,
//! every negative case refused (by the parser, or by the expansion for a
//! value that does not fit), and matching run both ways on every case.
//!
//!   cargo test --test template_suite -- --nocapture

#[path = "support/suite_dir.rs"]
mod suite_dir;

use std::path::Path;

use rfc3986::template::{MatchOptions, UriTemplate, Var, Vars};
use serde_json::Value as Json;

const FILES: [&str; 4] = [
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "negative-tests.json",
];
const EXTRA: &str = "extra/std-uritemplate-edge-cases.json";

fn vars(group: &Json) -> Vars {
    let mut vars = Vars::new();
    if let Some(Json::Object(map)) = group.get("variables") {
        for (name, value) in map {
            if let Some(v) = suite_dir::var(value) {
                vars.insert(name.clone(), v);
            }
        }
    }
    vars
}

struct Tally {
    passed: usize,
    total: usize,
    failures: Vec<String>,
}

/// Runs one file's cases; a case passes when the expansion is the expected
/// string (or one of the list), or when a `false` case is refused.
fn run_file(path: &Path, tally: &mut Tally) {
    let text = std::fs::read_to_string(path).expect("the suite's file is readable");
    let json: Json = serde_json::from_str(&text).expect("the suite's file is JSON");
    let Json::Object(groups) = json else {
        panic!("{path:?}: not an object")
    };
    for (group_name, group) in &groups {
        let vars = vars(group);
        let cases = group["testcases"].as_array().expect("testcases");
        for case in cases {
            let template = case[0].as_str().expect("template");
            let expected = &case[1];
            tally.total += 1;
            let outcome = UriTemplate::parse(template)
                .map_err(|e| e.message())
                .and_then(|t| {
                    t.expand(&vars)
                        .map(|u| u.into_string())
                        .map_err(|e| e.message())
                });
            let ok = match (expected, &outcome) {
                (Json::Bool(false), Err(_)) => true,
                (Json::String(s), Ok(got)) => s == got,
                (Json::Array(options), Ok(got)) => options.iter().any(|o| o.as_str() == Some(got)),
                _ => false,
            };
            if ok {
                tally.passed += 1;
            } else {
                tally.failures.push(format!(
                    "{group_name}: {template} → {outcome:?}, expected {expected}"
                ));
            }
        }
    }
}

#[test]
fn the_shared_suite_passes_in_full() {
    let Some(dir) = suite_dir::suite_or_skip("template_suite") else {
        return;
    };
    let mut suite = Tally {
        passed: 0,
        total: 0,
        failures: Vec::new(),
    };
    for file in FILES {
        run_file(&dir.join(file), &mut suite);
    }
    let mut extra = Tally {
        passed: 0,
        total: 0,
        failures: Vec::new(),
    };
    run_file(&dir.join(EXTRA), &mut extra);
    eprintln!(
        "suite: {}/{}; extra: {}/{}",
        suite.passed, suite.total, extra.passed, extra.total
    );
    let failures: Vec<_> = suite.failures.iter().chain(&extra.failures).collect();
    assert!(
        failures.is_empty(),
        "{} failures:\n{failures:#?}",
        failures.len()
    );
    assert_eq!((suite.total, extra.total), (270, 11));
}

/// Every expansion of the suite matched back: the answer's expansion is
/// the URI (`expand(match(u)) == u`), and where the template has one
/// reading of it, the answer is the suite's variables
/// (`match(expand(v)) == v`).
#[test]
fn matching_round_trips_on_the_suite() {
    let Some(dir) = suite_dir::suite_or_skip("template_suite") else {
        return;
    };
    let mut uris = 0;
    let mut same_vars = 0;
    let mut failures = Vec::new();
    for file in FILES.iter().chain([&EXTRA]) {
        let text = std::fs::read_to_string(dir.join(file)).expect("readable");
        let json: Json = serde_json::from_str(&text).expect("JSON");
        for (group_name, group) in json.as_object().expect("object") {
            let vars = vars(group);
            for case in group["testcases"].as_array().expect("testcases") {
                let template_text = case[0].as_str().expect("template");
                let Ok(template) = UriTemplate::parse(template_text) else {
                    continue;
                };
                let Ok(expansion) = template.expand(&vars) else {
                    continue;
                };
                let uri = expansion.as_str();
                uris += 1;
                let Some(matched) = template.match_uri(uri) else {
                    failures.push(format!("{group_name}: {template_text} did not match {uri}"));
                    continue;
                };
                let again = template.expand(&matched).map(|u| u.into_string());
                if again.as_deref() != Ok(uri) {
                    failures.push(format!(
                        "{group_name}: {template_text} on {uri}: {matched:?} expands to {again:?}"
                    ));
                }
                // The suite's own variables, restricted to the ones the
                // template names and defines, when the template reads them
                // one way.
                if unambiguous(&template, &vars) {
                    let wanted: Vars = template
                        .variables()
                        .filter_map(|name| Some((name, vars.get(name)?.clone())))
                        .filter(|(_, v)| {
                            !matches!(v, Var::List(l) if l.is_empty())
                                && !matches!(v, Var::Map(m) if m.is_empty())
                        })
                        .collect();
                    if matched != wanted {
                        failures.push(format!("{group_name}: {template_text} on {uri}: {matched:?}, expected {wanted:?}"));
                    } else {
                        same_vars += 1;
                    }
                }
            }
        }
    }
    eprintln!("matched back: {uris} expansions, {same_vars} to the suite's own variables");
    assert!(
        failures.is_empty(),
        "{} failures:\n{failures:#?}",
        failures.len()
    );
    assert!(uris > 200 && same_vars > 40, "{uris} {same_vars}");
}

/// Whether `template` expanded with `vars` can be read back one way only:
/// every expression has one variable, none has a prefix, expressions are
/// apart (a literal between two), and the values are strings holding no
/// character the operator passes unencoded besides unreserved ones.
fn unambiguous(template: &UriTemplate, vars: &Vars) -> bool {
    use rfc3986::template::{Operator, Part};
    let parts: Vec<Part<'_>> = template.parts().collect();
    parts
        .windows(2)
        .all(|w| !matches!(w, [Part::Expression(_), Part::Expression(_)]))
        && template.expressions().all(|e| {
            let specs: Vec<_> = e.varspecs().collect();
            let [spec] = specs[..] else { return false };
            let reserved = matches!(e.operator(), Some(Operator::Reserved | Operator::Fragment));
            spec.modifier().is_none()
                && match vars.get(spec.name()) {
                    None => true,
                    Some(Var::String(s)) => {
                        !s.is_empty()
                            && (!reserved
                                || s.chars()
                                    .all(|c| c.is_ascii_alphanumeric() || "-._~ ".contains(c)))
                    }
                    Some(_) => false,
                }
        })
}

#[test]
fn query_parameters_in_any_order() {
    let t = UriTemplate::parse("/search{?q,lang,tags*}{#frag}").expect("template");
    let any = MatchOptions::new().query_any_order(true);
    let vars = t
        .match_uri_with("/search?tags=b&lang=en&q=a%20b&tags=c#top", &any)
        .expect("a match");
    assert_eq!(vars.get("q"), Some(&Var::from("a b")));
    assert_eq!(vars.get("lang"), Some(&Var::from("en")));
    assert_eq!(vars.get("tags"), Some(&Var::from(["b", "c"])));
    assert_eq!(vars.get("frag"), Some(&Var::from("top")));
    // A parameter no variable is named after goes to the exploded one, as
    // a map; without one, it fails the match.
    assert_eq!(
        t.match_uri_with("/search?nope=1", &any)
            .expect("a match")
            .get("tags"),
        Some(&Var::from([("nope", "1")]))
    );
    let plain = UriTemplate::parse("/search{?q,lang}").expect("template");
    assert!(plain.match_uri_with("/search?nope=1", &any).is_none());
    // Absent parameters, and none at all.
    assert_eq!(
        t.match_uri_with("/search?lang=en", &any)
            .expect("a match")
            .len(),
        1
    );
    assert!(
        t.match_uri_with("/search", &any)
            .expect("a match")
            .is_empty()
    );
    // Without the option, the order is the template's.
    assert!(plain.match_uri("/search?lang=en&q=x").is_none());
    assert!(plain.match_uri("/search?q=x&lang=en").is_some());
    // (With an exploded variable, the same URI is the expansion of `lang`
    // and a map: the earlier variables are defined first.)
    let vars = t.match_uri("/search?lang=en&q=x").expect("a match");
    assert_eq!(vars.get("lang"), Some(&Var::from("en")));
    assert_eq!(vars.get("tags"), Some(&Var::from([("q", "x")])));
}
