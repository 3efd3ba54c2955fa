//! URI Templates (RFC 6570): this crate against iri-string's `template`
//! module and std-uritemplate, in one run:
//!
//! ```text
//! cargo bench --bench template                    # 101 rounds, well under a minute
//! cargo bench --bench template -- --rounds 31     # fewer rounds
//! cargo bench --bench template -- --sample-ms 2   # longer samples (default 1)
//! cargo bench --bench template -- --only Routing  # the tables whose title names the text
//! ```
//!
//! Five tables:
//!
//! - **parsing** the templates of the shared RFC 6570 suite, each once;
//! - **parsing, then expanding** each case of the suite with its group's
//!   variables: the cases all three libraries expand, of level 4 or below
//!   (no operator reserved for future extensions);
//! - **expansion alone** of the same cases, the templates parsed
//!   beforehand (std-uritemplate has no parsed form: it is left out), and
//!   what rfc3986's `expand` spends checking its output, the only one of
//!   the three that does (`UriRef::parse` of the expansions, timed alone);
//! - **matching** each expansion of the suite back to its template
//!   (`UriTemplate::match_uri`; no peer matches);
//! - **routing**: 10,000 URIs against 1,000 API route templates, with a
//!   `TemplateSet` and by trying each `UriTemplate::match_uri` in turn.
//!
//! The suite is `shared/uritemplate-test`, read in place and found as the
//! tests find it (`tests/support/suite_dir.rs`: `URITEMPLATE_TEST_DIR`, or
//! beside the repository or a folder above it); without it the first four
//! tables are skipped, which is said, and the routes are measured alone.
//! Each library gets its own copy of each group's variables, built before
//! anything is timed. What each library makes of each case is compared
//! with the suite's expectation and with the others before the timing, and
//! every refusal and difference is listed after the tables.
//!
//! The timing is that of `benches/peers.rs`: plain `Instant`, the
//! contenders interleaved within each round in an order that rotates from
//! round to round, a set longer than a sample timed in chunks whose medians
//! over the rounds are summed. A row whose round would take long (the
//! routes tried one by one) gets fewer rounds, so that each table takes a
//! few seconds. Heap allocations per operation are counted over one untimed
//! pass. Run without `--bench` (as `cargo test --benches` does), it checks
//! the inputs and makes a quick pass.

#[path = "../tests/support/suite_dir.rs"]
mod suite_dir;

use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::{BTreeMap, HashMap};
use std::hint::black_box;
use std::ops::Range;
use std::path::Path;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use iri_string::spec::UriSpec;
use iri_string::template::simple_context::{SimpleContext, Value as IriValue};
use iri_string::template::{UriTemplateStr, UriTemplateString};
use rfc3986::template::{TemplateSet, UriTemplate, Var, Vars};
use serde_json::Value as Json;
use stduritemplate::Value as StdValue;

// ---------------------------------------------------------------------------
// Counting allocations
// ---------------------------------------------------------------------------

/// The system allocator, counting its allocations while [`COUNTING`] is
/// set (as in `benches/peers.rs`): timed passes run with it unset.
struct Counting;

static COUNTING: AtomicBool = AtomicBool::new(false);
static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

fn count() {
    if COUNTING.load(Ordering::Relaxed) {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
    }
}

// SAFETY: every call is passed on unchanged to the system allocator; the
// counters are atomics, which do not allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's guarantees for `layout` are System's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: `ptr` and `layout` come from this allocator, that is System.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as for `realloc`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The allocations per input of one pass of `contender` over `n` inputs
/// (the bench is single-threaded, so every one counted is the pass's).
fn allocations_per_op(contender: &Contender, n: usize) -> f64 {
    ALLOCATIONS.store(0, Ordering::Relaxed);
    COUNTING.store(true, Ordering::Relaxed);
    black_box((contender.pass)(black_box(0..n)));
    COUNTING.store(false, Ordering::Relaxed);
    ALLOCATIONS.load(Ordering::Relaxed) as f64 / n.max(1) as f64
}

// ---------------------------------------------------------------------------
// The suite
// ---------------------------------------------------------------------------

/// The files of the suite with cases that expand; `negative-tests.json`
/// holds refusals only, which are not timed.
const FILES: [&str; 4] = [
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "extra/std-uritemplate-edge-cases.json",
];

/// One group's variables, once for each library.
struct Group {
    ours: Vars,
    iri: SimpleContext,
    std: HashMap<String, StdValue>,
}

/// One case of the suite that expands.
struct Case {
    file: &'static str,
    group: usize,
    template: String,
    /// The expansions the suite accepts (maps in any order give several).
    expected: Vec<String>,
}

/// A JSON value's text: numbers and booleans as JSON writes them.
fn text(value: &Json) -> String {
    match value {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A group's variables for each library; `null` is left out (undefined).
/// Every library gets strings, numbers and booleans as the same text.
fn group(variables: &serde_json::Map<String, Json>) -> Group {
    let mut ours = Vars::new();
    let mut iri = SimpleContext::new();
    let mut std = HashMap::new();
    for (name, value) in variables {
        match value {
            Json::Null => {}
            Json::Array(items) => {
                let items: Vec<String> = items.iter().map(text).collect();
                ours.insert(name.clone(), Var::List(items.clone()));
                std.insert(
                    name.clone(),
                    StdValue::List(items.iter().cloned().map(StdValue::String).collect()),
                );
                iri.insert(name.as_str(), IriValue::List(items));
            }
            Json::Object(map) => {
                let pairs: Vec<(String, String)> =
                    map.iter().map(|(k, v)| (k.clone(), text(v))).collect();
                ours.insert(name.clone(), Var::Map(pairs.clone()));
                std.insert(
                    name.clone(),
                    StdValue::Map(
                        pairs
                            .iter()
                            .map(|(k, v)| (k.clone(), StdValue::String(v.clone())))
                            .collect(),
                    ),
                );
                iri.insert(name.as_str(), IriValue::Assoc(pairs));
            }
            other => {
                let s = text(other);
                ours.insert(name.clone(), Var::String(s.clone()));
                std.insert(name.clone(), StdValue::String(s.clone()));
                iri.insert(name.as_str(), IriValue::String(s));
            }
        }
    }
    Group { ours, iri, std }
}

/// Every group and every case that expands, of every file of [`FILES`].
fn load_suite(dir: &Path) -> (Vec<Group>, Vec<Case>) {
    let mut groups = Vec::new();
    let mut cases = Vec::new();
    for file in FILES {
        let path = dir.join(file);
        let json: Json = std::fs::read_to_string(&path)
            .ok()
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_else(|| panic!("{}: not a readable JSON file", path.display()));
        let Json::Object(file_groups) = json else {
            panic!("{}: not an object", path.display());
        };
        for (_, g) in file_groups {
            let index = groups.len();
            groups.push(group(
                g.get("variables")
                    .and_then(Json::as_object)
                    .unwrap_or(&serde_json::Map::new()),
            ));
            for case in g["testcases"].as_array().into_iter().flatten() {
                let template = case[0].as_str().expect("a template").to_owned();
                let expected = match &case[1] {
                    Json::String(s) => vec![s.clone()],
                    Json::Array(options) => options.iter().map(text).collect(),
                    // A refusal: not timed.
                    _ => continue,
                };
                cases.push(Case {
                    file,
                    group: index,
                    template,
                    expected,
                });
            }
        }
    }
    (groups, cases)
}

/// `f`'s answer, or a panic as an error: a peer that panics on a case
/// has the case left out and the panic listed. The panic hook is silenced
/// meanwhile (see [`quietly`]).
fn guarded(f: impl FnOnce() -> Result<String, String>) -> Result<String, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("?");
        Err(format!("panics: {message}"))
    })
}

/// `f` run with the panic hook silenced, so that a panic [`guarded`]
/// catches prints nothing.
fn quietly<T>(f: impl FnOnce() -> T) -> T {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let out = f();
    std::panic::set_hook(hook);
    out
}

// The three libraries on one case, untimed: what each makes of it.

fn ours_expand(case: &Case, groups: &[Group]) -> Result<String, String> {
    let template = UriTemplate::parse(&case.template).map_err(|e| e.to_string())?;
    if template.level().is_none() {
        return Err("an operator reserved for future extensions".to_owned());
    }
    template
        .expand(&groups[case.group].ours)
        .map(|u| u.as_str().to_owned())
        .map_err(|e| e.to_string())
}

fn iri_expand(case: &Case, groups: &[Group]) -> Result<String, String> {
    UriTemplateStr::new(&case.template)
        .and_then(|t| t.expand::<UriSpec, _>(&groups[case.group].iri))
        .map(|e| e.to_string())
        .map_err(|e| e.to_string())
}

fn std_expand(case: &Case, groups: &[Group]) -> Result<String, String> {
    stduritemplate::expand(&case.template, &groups[case.group].std).map_err(|e| e.to_string())
}

// ---------------------------------------------------------------------------
// Contenders
// ---------------------------------------------------------------------------

/// One library doing one task: a pass over the inputs `range` (indices
/// into the set the contender holds), returning a checksum that keeps the
/// work from being optimized away.
struct Contender {
    name: &'static str,
    pass: Box<dyn Fn(Range<usize>) -> usize>,
}

fn contender(name: &'static str, pass: impl Fn(Range<usize>) -> usize + 'static) -> Contender {
    Contender {
        name,
        pass: Box::new(pass),
    }
}

/// What a table's ratio column compares each row with.
enum Reference {
    /// The fastest of these contenders.
    FastestOf(&'static [&'static str]),
    /// No ratio.
    None,
}

/// One row of a table: an input set of `n` operations and its contenders.
struct Task {
    input: String,
    n: usize,
    contenders: Vec<Contender>,
    reference: Reference,
}

struct Table {
    title: &'static str,
    unit: &'static str,
    tasks: Vec<Task>,
}

/// The templates parsed, each once: rfc3986 and iri-string parse alone;
/// std-uritemplate has no parse of its own and is timed expanding each with
/// no variable, which parses it and writes only its literals.
fn parsers(templates: Rc<Vec<String>>) -> Vec<Contender> {
    let (a, b, c) = (templates.clone(), templates.clone(), templates);
    let empty: HashMap<String, StdValue> = HashMap::new();
    vec![
        contender("rfc3986", move |range| {
            a[range]
                .iter()
                .filter_map(|t| UriTemplate::parse(t).ok())
                .map(|t| t.parts().len())
                .sum()
        }),
        contender("iri-string", move |range| {
            b[range]
                .iter()
                .filter_map(|t| UriTemplateStr::new(t).ok())
                .map(|t| t.len())
                .sum()
        }),
        contender("std-uritemplate", move |range| {
            c[range]
                .iter()
                .filter_map(|t| stduritemplate::expand(t, &empty).ok())
                .map(|s| s.len())
                .sum()
        }),
    ]
}

/// Each case parsed, then expanded with its group's variables.
fn expanders(cases: Rc<Vec<Case>>, groups: Rc<Vec<Group>>) -> Vec<Contender> {
    let (c1, g1) = (cases.clone(), groups.clone());
    let (c2, g2) = (cases.clone(), groups.clone());
    let (c3, g3) = (cases, groups);
    vec![
        contender("rfc3986", move |range| {
            c1[range]
                .iter()
                .filter_map(|case| {
                    UriTemplate::parse(&case.template)
                        .ok()?
                        .expand(&g1[case.group].ours)
                        .ok()
                })
                .map(|u| u.as_str().len())
                .sum()
        }),
        contender("iri-string", move |range| {
            c2[range]
                .iter()
                .filter_map(|case| {
                    let template = UriTemplateStr::new(&case.template).ok()?;
                    let expanded = template.expand::<UriSpec, _>(&g2[case.group].iri).ok()?;
                    Some(expanded.to_string())
                })
                .map(|s| s.len())
                .sum()
        }),
        contender("std-uritemplate", move |range| {
            c3[range]
                .iter()
                .filter_map(|case| stduritemplate::expand(&case.template, &g3[case.group].std).ok())
                .map(|s| s.len())
                .sum()
        }),
    ]
}

/// Each case's template parsed beforehand, and only the expansion timed.
fn pre_parsed_expanders(cases: &[Case], groups: Rc<Vec<Group>>) -> Vec<Contender> {
    let ours: Vec<(UriTemplate, usize)> = cases
        .iter()
        .map(|c| (UriTemplate::parse(&c.template).expect("checked"), c.group))
        .collect();
    let theirs: Vec<(UriTemplateString, usize)> = cases
        .iter()
        .map(|c| {
            (
                UriTemplateString::try_from(c.template.as_str()).expect("checked"),
                c.group,
            )
        })
        .collect();
    // What rfc3986's `expand` spends checking its output, timed alone.
    let outputs: Vec<String> = ours
        .iter()
        .map(|(t, g)| {
            let uri = t.expand(&groups[*g].ours).expect("checked");
            uri.as_str().to_owned()
        })
        .collect();
    let g1 = groups.clone();
    let g2 = groups;
    vec![
        contender("rfc3986", move |range| {
            ours[range]
                .iter()
                .filter_map(|(t, g)| t.expand(&g1[*g].ours).ok())
                .map(|u| u.as_str().len())
                .sum()
        }),
        contender("iri-string", move |range| {
            theirs[range]
                .iter()
                .filter_map(|(t, g)| {
                    t.expand::<UriSpec, _>(&g2[*g].iri)
                        .ok()
                        .map(|e| e.to_string())
                })
                .map(|s| s.len())
                .sum()
        }),
        contender(CHECK_ALONE, move |range| {
            outputs[range]
                .iter()
                .filter_map(|s| rfc3986::UriRef::parse(s).ok())
                .map(|r| r.as_str().len())
                .sum()
        }),
    ]
}

/// The row of the expansion table that times what `expand` does besides
/// expanding: parsing its output as a URI reference.
const CHECK_ALONE: &str = "(of which rfc3986's check of the output, `UriRef::parse`)";

/// Each expansion matched back to its (parsed) template.
fn matchers(pairs: Rc<Vec<(UriTemplate, String)>>) -> Vec<Contender> {
    vec![contender("rfc3986", move |range| {
        pairs[range]
            .iter()
            .filter_map(|(t, uri)| t.match_uri(uri))
            .map(|vars| vars.len())
            .sum()
    })]
}

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const RESOURCES: [&str; 25] = [
    "users",
    "orgs",
    "repos",
    "teams",
    "projects",
    "issues",
    "pulls",
    "comments",
    "commits",
    "branches",
    "tags",
    "releases",
    "assets",
    "hooks",
    "keys",
    "gists",
    "notifications",
    "events",
    "packages",
    "invoices",
    "customers",
    "orders",
    "products",
    "payments",
    "subscriptions",
];

const SUBRESOURCES: [&str; 12] = [
    "members",
    "repos",
    "issues",
    "labels",
    "milestones",
    "events",
    "comments",
    "reviews",
    "files",
    "statuses",
    "deployments",
    "settings",
];

/// 1,000 route templates of a REST API, all different: for each of 4
/// versions and 25 resources, the collection (paged and sorted), one item
/// (with a field selection), and four sub-resources as a paged collection
/// and as an item with an optional action segment.
fn route_templates() -> Vec<String> {
    let mut out = Vec::with_capacity(1000);
    for version in 1..=4 {
        for (r, resource) in RESOURCES.iter().enumerate() {
            let base = format!("/api/v{version}/{resource}");
            out.push(format!("{base}{{?page,per_page,sort}}"));
            out.push(format!("{base}/{{id}}{{?fields}}"));
            for k in 0..4 {
                let sub = SUBRESOURCES[(r + 3 * k + version) % SUBRESOURCES.len()];
                out.push(format!("{base}/{{id}}/{sub}{{?page,per_page}}"));
                out.push(format!("{base}/{{id}}/{sub}/{{sub_id}}{{/action}}"));
            }
        }
    }
    out
}

/// A small deterministic generator (xorshift64*), so that the URIs are the
/// same from run to run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// An identifier as APIs have them: mostly numbers, some slugs, some UUID-
/// like hex, now and then one that needs percent-encoding.
fn identifier(rng: &mut Rng) -> String {
    match rng.below(10) {
        0..=4 => (rng.next() % 1_000_000).to_string(),
        5..=7 => format!(
            "{}-{}",
            rng.pick(&["rust", "serde", "tokio", "hyper", "acme", "octo"]),
            rng.pick(&["lang", "rs", "core", "cli", "web", "labs"])
        ),
        8 => format!("{:016x}", rng.next()),
        _ => rng.pick(&["caf\u{e9}", "a b", "50%", "x/y"]).to_owned(),
    }
}

/// `n` URIs, each the expansion of a route picked at random with
/// variables made up for it; the optional parameters are each defined half
/// of the time. Each comes with the index of its template.
fn route_uris(templates: &[UriTemplate], n: usize) -> Vec<(String, usize)> {
    let mut rng = Rng(0x6570_0000_0000_6570);
    (0..n)
        .map(|_| {
            let index = rng.below(templates.len());
            let template = &templates[index];
            let mut vars = Vars::new();
            for name in template.variables() {
                let optional = !matches!(name, "id" | "sub_id");
                if optional && rng.below(2) == 0 {
                    continue;
                }
                let value: Var = match name {
                    "page" => (1 + rng.below(50)).into(),
                    "per_page" => rng.pick(&["10", "25", "50", "100"]).into(),
                    "sort" => rng.pick(&["created", "-updated", "name"]).into(),
                    "fields" => Var::list(
                        ["id", "name", "email", "created_at"][..1 + rng.below(4)].to_vec(),
                    ),
                    "action" => rng.pick(&["approve", "merge", "archive"]).into(),
                    _ => identifier(&mut rng).into(),
                };
                vars.insert(name, value);
            }
            let uri = template.expand(&vars).expect("a route expands");
            (uri.as_str().to_owned(), index)
        })
        .collect()
}

/// The routes as a `TemplateSet`, and tried one by one in their order.
fn routers(templates: Vec<UriTemplate>, uris: Rc<Vec<(String, usize)>>) -> Vec<Contender> {
    let mut set = TemplateSet::new();
    for t in &templates {
        set.insert(t.clone());
    }
    let u1 = uris.clone();
    let u2 = uris;
    vec![
        contender("TemplateSet::match_uri", move |range| {
            u1[range]
                .iter()
                .filter_map(|(uri, _)| set.match_uri(uri))
                .map(|(index, vars)| index + vars.len())
                .sum()
        }),
        contender("each UriTemplate::match_uri in turn", move |range| {
            u2[range]
                .iter()
                .filter_map(|(uri, _)| {
                    templates
                        .iter()
                        .enumerate()
                        .find_map(|(index, t)| Some((index, t.match_uri(uri)?)))
                })
                .map(|(index, vars)| index + vars.len())
                .sum()
        }),
    ]
}

// ---------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------

struct Settings {
    rounds: usize,
    sample_ns: f64,
    /// About how long one row's rounds may take, in nanoseconds.
    row_budget_ns: f64,
}

/// The medians of one contender on one input set.
struct Row {
    name: &'static str,
    ns_per_op: f64,
    iqr_share: f64,
    allocs_per_op: f64,
    rounds: usize,
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    let position = q * (sorted.len() - 1) as f64;
    let (low, high) = (position.floor() as usize, position.ceil() as usize);
    sorted[low] + (sorted[high] - sorted[low]) * (position - position.floor())
}

/// How one contender's samples are cut: the set in `chunks` consecutive
/// slices, each timed over `reps` passes, so that a sample lasts about the
/// target time whether the set takes nanoseconds or milliseconds.
struct Plan {
    chunks: usize,
    reps: usize,
}

fn measure(n: usize, contenders: &[Contender], settings: &Settings) -> Vec<Row> {
    // Warm-up and calibration.
    let mut round_ns = 0.0;
    let plans: Vec<Plan> = contenders
        .iter()
        .map(|c| {
            black_box((c.pass)(black_box(0..n)));
            let start = Instant::now();
            black_box((c.pass)(black_box(0..n)));
            let ns = start.elapsed().as_nanos().max(1) as f64;
            if ns >= settings.sample_ns {
                round_ns += ns;
                Plan {
                    chunks: ((ns / settings.sample_ns).round() as usize).clamp(1, n),
                    reps: 1,
                }
            } else {
                let reps = ((settings.sample_ns / ns).ceil() as usize).clamp(1, 10_000_000);
                round_ns += ns * reps as f64;
                Plan { chunks: 1, reps }
            }
        })
        .collect();
    // A row whose rounds would take longer than the budget gets fewer, but
    // never so few that a median means nothing.
    let rounds = ((settings.row_budget_ns / round_ns) as usize)
        .clamp(5.min(settings.rounds), settings.rounds);
    // samples[contender][chunk][round]: ns for one pass over the chunk.
    let mut samples: Vec<Vec<Vec<f64>>> = plans
        .iter()
        .map(|plan| vec![Vec::with_capacity(rounds); plan.chunks])
        .collect();
    for round in 0..rounds {
        for k in 0..contenders.len() {
            let i = (round + k) % contenders.len();
            let (pass, plan) = (&contenders[i].pass, &plans[i]);
            for (chunk, times) in samples[i].iter_mut().enumerate() {
                let slice = chunk * n / plan.chunks..(chunk + 1) * n / plan.chunks;
                let start = Instant::now();
                for _ in 0..plan.reps {
                    black_box(pass(black_box(slice.clone())));
                }
                times.push(start.elapsed().as_nanos() as f64 / plan.reps as f64);
            }
        }
    }
    contenders
        .iter()
        .zip(samples)
        .map(|(c, chunks)| {
            let allocs_per_op = allocations_per_op(c, n);
            let mut q = [0.0; 3];
            for mut times in chunks {
                times.sort_by(f64::total_cmp);
                for (sum, p) in q.iter_mut().zip([0.25, 0.5, 0.75]) {
                    *sum += quantile(&times, p);
                }
            }
            Row {
                name: c.name,
                ns_per_op: q[1] / n as f64,
                iqr_share: (q[2] - q[0]) / q[1],
                allocs_per_op,
                rounds,
            }
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------

fn grouped(value: f64, decimals: usize) -> String {
    let text = format!("{value:.decimals$}");
    let (whole, fraction) = text
        .split_once('.')
        .map_or((text.as_str(), ""), |(w, f)| (w, f));
    let mut out = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    if !fraction.is_empty() {
        out.push('.');
        out.push_str(fraction);
    }
    out
}

fn figure(value: f64) -> String {
    match value {
        v if v < 10.0 => grouped(v, 2),
        v if v < 1_000.0 => grouped(v, 1),
        v => grouped(v, 0),
    }
}

fn table(title: &str, unit: &str, results: &[(&Task, Vec<Row>)]) -> String {
    let mut out = format!(
        "### {title}\n\n\
         | Input | Contender | ns/{unit} | vs reference | allocs/{unit} | IQR | rounds |\n\
         |---|---|--:|--:|--:|--:|--:|\n"
    );
    for (task, rows) in results {
        let reference = match task.reference {
            Reference::FastestOf(names) => rows
                .iter()
                .filter(|r| names.contains(&r.name))
                .map(|r| r.ns_per_op)
                .min_by(f64::total_cmp),
            Reference::None => None,
        };
        for (i, row) in rows.iter().enumerate() {
            let ratio =
                reference.map_or("–".to_owned(), |f| format!("{:.2}×", row.ns_per_op / f));
            out.push_str(&format!(
                "| {} | {} | {} | {ratio} | {} | {:.0}% | {} |\n",
                if i == 0 { task.input.as_str() } else { "" },
                row.name,
                figure(row.ns_per_op),
                figure(row.allocs_per_op),
                row.iqr_share * 100.0,
                row.rounds,
            ));
        }
    }
    out
}

/// The versions Cargo resolved, read from `Cargo.lock`.
fn versions() -> BTreeMap<String, String> {
    let lock = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.lock"))
        .unwrap_or_default();
    let mut out = BTreeMap::new();
    let mut name = None;
    for line in lock.lines() {
        if let Some(n) = line.strip_prefix("name = ") {
            name = Some(n.trim_matches('"').to_owned());
        } else if let (Some(v), Some(n)) = (line.strip_prefix("version = "), name.take()) {
            out.insert(n, v.trim_matches('"').to_owned());
        }
    }
    out
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_owned())
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, model)| model.trim().to_owned())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_owned());
    let threads = std::thread::available_parallelism().map_or(0, usize::from);
    format!(
        "{cpu}, {threads} hardware threads, {}",
        std::env::consts::OS
    )
}

// ---------------------------------------------------------------------------
// The suite's tables, and what the libraries make of it
// ---------------------------------------------------------------------------

const PEERS: &[&str] = &["iri-string", "std-uritemplate"];

/// The four tables of the suite, and the notes on what the libraries
/// refuse or expand otherwise.
fn suite_tables(dir: &Path, notes: &mut Vec<String>) -> Vec<Table> {
    let (groups, cases) = load_suite(dir);
    let groups = Rc::new(groups);

    // Parsing: each template of the suite once.
    let mut templates: Vec<String> = Vec::new();
    for case in &cases {
        if !templates.contains(&case.template) {
            templates.push(case.template.clone());
        }
    }
    let empty = HashMap::new();
    let mut parsed = Vec::new();
    for t in &templates {
        let verdicts = [
            (
                "rfc3986",
                guarded(|| {
                    UriTemplate::parse(t)
                        .map(|_| String::new())
                        .map_err(|e| e.to_string())
                }),
            ),
            (
                "iri-string",
                guarded(|| {
                    UriTemplateStr::new(t)
                        .map(|_| String::new())
                        .map_err(|e| e.to_string())
                }),
            ),
            (
                "std-uritemplate",
                guarded(|| stduritemplate::expand(t, &empty).map_err(|e| e.to_string())),
            ),
        ];
        let refusals: Vec<String> = verdicts
            .iter()
            .filter_map(|(name, outcome)| Some(format!("{name} ({})", outcome.as_ref().err()?)))
            .collect();
        if refusals.is_empty() {
            parsed.push(t.clone());
        } else {
            notes.push(format!("parsing `{t}`: refused by {}", refusals.join(", ")));
        }
    }

    // Expansion: the cases every library expands, level 4 or below.
    let mut expanded = Vec::new();
    let mut agree = 0;
    let mut n_cases = 0;
    for case in cases {
        n_cases += 1;
        let outcomes = [
            ("rfc3986", guarded(|| ours_expand(&case, &groups))),
            ("iri-string", guarded(|| iri_expand(&case, &groups))),
            ("std-uritemplate", guarded(|| std_expand(&case, &groups))),
        ];
        let mut fine = true;
        for (name, outcome) in &outcomes {
            match outcome {
                Err(e) => {
                    fine = false;
                    notes.push(format!(
                        "{}: `{}`: {name} refuses it ({e})",
                        case.file, case.template
                    ));
                }
                Ok(s) if !case.expected.contains(s) => notes.push(format!(
                    "{}: `{}`: {name} gives `{s}`, the suite expects `{}`",
                    case.file,
                    case.template,
                    case.expected.join("` or `")
                )),
                Ok(_) => {}
            }
        }
        if fine {
            if outcomes.iter().all(|(_, o)| *o == outcomes[0].1) {
                agree += 1;
            }
            expanded.push(case);
        }
    }
    notes.push(format!(
        "{} of the {n_cases} cases that expand are expanded by all three libraries; \
         {agree} of those to the same text by all three",
        expanded.len()
    ));

    // Matching: every case rfc3986 expands, back to its template.
    let pairs: Vec<(UriTemplate, String)> = expanded
        .iter()
        .filter_map(|case| {
            let t = UriTemplate::parse(&case.template).ok()?;
            let uri = t.expand(&groups[case.group].ours).ok()?;
            Some((t, uri.as_str().to_owned()))
        })
        .collect();
    let mut round_trips = 0;
    for (t, uri) in &pairs {
        match t.match_uri(uri) {
            Some(vars) if t.expand(&vars).is_ok_and(|u| u.as_str() == uri) => round_trips += 1,
            Some(vars) => notes.push(format!(
                "matching `{uri}` to `{t}` gives {vars:?}, which does not expand back to it"
            )),
            None => notes.push(format!("`{uri}` does not match `{t}`, its template")),
        }
    }
    notes.push(format!(
        "{round_trips} of {} expansions match their template and expand back to themselves",
        pairs.len()
    ));

    let mean = |lengths: &mut dyn Iterator<Item = usize>, n: usize| {
        lengths.sum::<usize>() as f64 / n.max(1) as f64
    };
    let parse_input = format!(
        "the suite's {} templates, {:.0} B avg",
        parsed.len(),
        mean(&mut parsed.iter().map(String::len), parsed.len())
    );
    let expand_input = format!(
        "the suite's {} cases, {:.0} B avg template",
        expanded.len(),
        mean(
            &mut expanded.iter().map(|c| c.template.len()),
            expanded.len()
        )
    );
    let match_input = format!(
        "the suite's {} expansions, {:.0} B avg",
        pairs.len(),
        mean(&mut pairs.iter().map(|(_, u)| u.len()), pairs.len())
    );
    let (n_parsed, n_expanded, n_pairs) = (parsed.len(), expanded.len(), pairs.len());
    let pre_parsed = pre_parsed_expanders(&expanded, groups.clone());
    let expanded = Rc::new(expanded);
    vec![
        Table {
            title: "Parsing the suite's templates",
            unit: "template",
            tasks: vec![Task {
                input: parse_input,
                n: n_parsed,
                contenders: parsers(Rc::new(parsed)),
                // std-uritemplate's figure is a parse and an expansion.
                reference: Reference::FastestOf(&["iri-string"]),
            }],
        },
        Table {
            title: "Parsing, then expanding each case of the suite",
            unit: "case",
            tasks: vec![Task {
                input: expand_input.clone(),
                n: n_expanded,
                contenders: expanders(expanded, groups),
                reference: Reference::FastestOf(PEERS),
            }],
        },
        Table {
            title: "Expanding pre-parsed templates",
            unit: "case",
            tasks: vec![Task {
                input: expand_input,
                n: n_expanded,
                contenders: pre_parsed,
                reference: Reference::FastestOf(&["iri-string"]),
            }],
        },
        Table {
            title: "Matching each expansion back to its template",
            unit: "match",
            tasks: vec![Task {
                input: match_input,
                n: n_pairs,
                contenders: matchers(Rc::new(pairs)),
                reference: Reference::None,
            }],
        },
    ]
}

/// The routing table on `uris` URIs, after checking that both ways find
/// the same template for every one.
fn routes_table(uris: usize, notes: &mut Vec<String>) -> Table {
    let texts = route_templates();
    let templates: Vec<UriTemplate> = texts
        .iter()
        .map(|t| UriTemplate::parse(t).expect("a route template"))
        .collect();
    let distinct: std::collections::BTreeSet<&String> = texts.iter().collect();
    assert_eq!(distinct.len(), 1000, "1,000 different route templates");
    let n = uris;
    let uris = route_uris(&templates, n);
    let mut set = TemplateSet::new();
    for t in &templates {
        set.insert(t.clone());
    }
    let mut own = 0u32;
    for (uri, index) in &uris {
        let by_set = set.match_uri(uri);
        let in_turn = templates
            .iter()
            .enumerate()
            .find_map(|(i, t)| Some((i, t.match_uri(uri)?)));
        assert_eq!(
            by_set, in_turn,
            "{uri}: the set and the templates in turn differ"
        );
        if by_set.as_ref().is_some_and(|(i, _)| i == index) {
            own += 1;
        }
    }
    notes.push(format!(
        "routes: the set and the templates in turn find the same template for each of the {} URIs; \
         {} of them their own template",
        grouped(n as f64, 0),
        grouped(f64::from(own), 0)
    ));
    let mean = uris.iter().map(|(u, _)| u.len()).sum::<usize>() as f64 / n as f64;
    Table {
        title: "Routing: 1,000 templates, a `TemplateSet` against each template in turn",
        unit: "URI",
        tasks: vec![Task {
            input: format!(
                "{} URIs, {mean:.0} B avg, against 1,000 routes",
                grouped(n as f64, 0)
            ),
            n,
            contenders: routers(templates, Rc::new(uris)),
            reference: Reference::FastestOf(&["each UriTemplate::match_uri in turn"]),
        }],
    }
}

// ---------------------------------------------------------------------------

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let full = args.iter().any(|a| a == "--bench");
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .map(|n| {
                n.parse::<f64>()
                    .unwrap_or_else(|_| panic!("{name} takes a number, not {n:?}"))
            })
    };
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let settings = Settings {
        rounds: flag("--rounds")
            .map_or(if full { 101 } else { 3 }, |n| n as usize)
            .max(1),
        sample_ns: flag("--sample-ms").unwrap_or(if full { 1.0 } else { 0.05 }) * 1e6,
        row_budget_ns: if full { 5e9 } else { 2e8 },
    };
    let load_before = load_average();

    let mut notes = Vec::new();
    let mut tables = Vec::new();
    match suite_dir::suite_or_skip("template bench") {
        Some(dir) => tables.extend(quietly(|| suite_tables(&dir, &mut notes))),
        None => notes.push(
            "the shared suite was not found (set URITEMPLATE_TEST_DIR): its four tables are skipped"
                .to_owned(),
        ),
    }
    // The quick check tries fewer URIs: the templates in turn are slow
    // unoptimized.
    tables.push(routes_table(if full { 10_000 } else { 1_000 }, &mut notes));
    tables.retain(|t| only.as_ref().is_none_or(|o| t.title.contains(o.as_str())));

    eprintln!(
        "template: up to {} rounds a row{}; load average {load_before}",
        settings.rounds,
        if full {
            ""
        } else {
            " (quick check: run with `cargo bench --bench template` to measure)"
        }
    );
    let started = Instant::now();
    let mut report = String::new();
    for t in &tables {
        let mut results = Vec::new();
        for task in &t.tasks {
            eprintln!("  {}: {}", t.title, task.input);
            results.push((task, measure(task.n, &task.contenders, &settings)));
        }
        report.push_str(&table(t.title, t.unit, &results));
        report.push('\n');
    }
    let load_after = load_average();

    let versions = versions();
    let version = |name: &str| versions.get(name).map_or("?", String::as_str).to_owned();
    println!();
    println!("## Benchmarks: URI Templates (RFC 6570)\n");
    println!("{report}");
    println!(
        "Median of the rounds per row (the last column; fewer where a round \
         takes long), the contenders interleaved within each round; ns per \
         operation, the time relative to the reference (the faster peer, or \
         the templates tried in turn for the routes; below 1 is faster), heap \
         allocations per operation over one untimed pass, and the \
         interquartile range of the rounds as a share of the median.\n"
    );
    println!(
        "Measured on {}; load average {load_before} before, {load_after} after; {:.0} s.\n",
        machine(),
        started.elapsed().as_secs_f64()
    );
    println!("What each contender calls:\n");
    println!(
        "- rfc3986 {}: `UriTemplate::parse`; `UriTemplate::expand(&Vars)`, which \
         also checks the expansion is a URI reference (its parser) and returns a \
         `UriRefBuf` (the last row of the expansion table times that check \
         alone); `UriTemplate::match_uri`; `TemplateSet::match_uri`.",
        env!("CARGO_PKG_VERSION")
    );
    println!(
        "- iri-string {}: `UriTemplateStr::new` (validates); \
         `expand::<UriSpec, _>(&SimpleContext)` then `to_string()` (the output \
         is not checked); pre-parsed, a `UriTemplateString`.",
        version("iri-string")
    );
    println!(
        "- std-uritemplate {}: `expand(&str, &HashMap<String, Value>)`, which \
         parses as it expands and has no parsed form; its parsing figure is an \
         expansion with no variables.\n",
        version("std-uritemplate")
    );
    for note in &notes {
        println!("- {note}");
    }
}
