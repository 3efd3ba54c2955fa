//! This crate against its peers, in one run:
//!
//! ```text
//! cargo bench --bench peers                  # 31 rounds, under a minute
//! cargo bench --bench peers -- --rounds 11   # fewer rounds
//! cargo bench --bench peers -- --sample-ms 1  # longer samples (default 0.2)
//! cargo bench --bench peers -- --only reg-name  # the rows whose task or input names it
//! ```
//!
//! Five tasks, each on several input sets:
//!
//! - **parsing alone**: a parse and nothing else, on the corpus, tiny
//!   inputs, a long URI and one long component of each kind (path, query,
//!   fragment, userinfo, reg-name) at 1 MB and 10 MB;
//! - **parsing, then every accessor**: a full parse into components, against fluent-uri,
//!   iri-string, oxiri and url (url on absolute URIs only: it implements the
//!   WHATWG URL Standard, which has no relative references); besides the
//!   corpus, tiny and long inputs, the corpus's references with an IPv6 host
//!   and a set of short URIs with IPv6 hosts in every form, where the
//!   host's conversion to an address weighs more;
//! - **IRI parsing, then every accessor** (RFC 3987): realistic IRIs from
//!   the IRI corpus (text in many scripts, Wikipedia and Wikidata links,
//!   RDF, JSON-LD and XML namespaces, internationalized hosts), and the
//!   ASCII corpus parsed as IRIs, against the IRI parsers of fluent-uri,
//!   iri-string and oxiri (and, on ASCII, rfc3986's own URI parser);
//! - **resolution** (RFC 3986 §5.2): every corpus reference parsed and
//!   resolved against one fixed base, the target as an owned string, against
//!   fluent-uri, iri-string and oxiri;
//! - **normalization** (§6.2.2): every corpus URI parsed and normalized, the
//!   normal form as an owned string, against fluent-uri and iri-string.
//!
//! Then one table of this crate alone: each long component at 1 MB and at
//! 10 MB, the two sizes taking turns within each round (`--only "1 MB and
//! 10 MB"` runs it alone; `--only` matches its title, not a component), so
//! that the ratio of their speeds is measured on the same machine rather
//! than in two of its phases.
//!
//! The corpus is `benches/corpus/uris.txt`, written by the seeded
//! `benches/corpus/generate.py`; the long inputs are made here at start-up.
//! Before anything is timed every input is checked: each must pass
//! `rfc3986::UriRef::parse`, and what each peer refuses, or resolves and
//! normalizes differently, is reported after the tables.
//!
//! The harness is plain `Instant` timing (`harness = false`). Each round
//! times every contender once on the input set, in an order that rotates from
//! round to round, so that a burst of machine noise falls on all of them
//! alike. A sample lasts about 0.2 ms: a tiny input is repeated that long,
//! and a set that takes longer is timed in consecutive chunks of about that
//! length, so that a sample the scheduler interrupts spoils one chunk of one
//! round rather than a whole pass (a single long input, which cannot be
//! cut, is timed several times a round instead). The time of a pass is the
//! sum over its chunks of each chunk's median over the rounds; the tables
//! give it in ns per URI and MB/s, its ratio to fluent-uri, and the
//! interquartile range (summed the same way) as a share of the median. Run
//! without `--bench` (as `cargo test --benches` does), it only checks the
//! inputs and makes a quick pass.
//!
//! The resolution and normalization tables also give the heap allocations
//! (`alloc`, `alloc_zeroed` and `realloc` calls) per input, parse included,
//! counted by this binary's global allocator over one untimed pass.

use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::BTreeMap;
use std::fmt::Display;
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use fluent_uri::component::Host as FluentHost;
use iri_string::format::ToDedicatedString;
use iri_string::types::{IriReferenceStr, UriAbsoluteStr, UriReferenceStr, UriStr};
use rfc3986::{Host, Level, Strictness, Uri, UriRef};

// ---------------------------------------------------------------------------
// Counting allocations
// ---------------------------------------------------------------------------

/// The system allocator, counting its allocations while [`COUNTING`] is
/// set. Timed passes run with it unset: then each call costs one relaxed
/// load more than `System`'s, the same for every contender.
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

/// The allocations per input of one pass of `contender` over `inputs`
/// (the bench is single-threaded, so every one counted is the pass's).
fn allocations_per_call(contender: &Contender, inputs: &[&str]) -> f64 {
    ALLOCATIONS.store(0, Ordering::Relaxed);
    COUNTING.store(true, Ordering::Relaxed);
    black_box((contender.pass)(black_box(inputs)));
    COUNTING.store(false, Ordering::Relaxed);
    ALLOCATIONS.load(Ordering::Relaxed) as f64 / inputs.len().max(1) as f64
}

/// The corpus: one URI reference per line.
const CORPUS: &str = include_str!("corpus/uris.txt");

/// The realistic files of the IRI corpus (`tests/corpus/iri/valid/`): text
/// in many scripts in every component, Wikipedia and Wikidata links, IRIs
/// of RDF, JSON-LD and XML namespaces, internationalized host names. One
/// JSON string a line; `;` lines are comments.
const IRI_FILES: [&str; 4] = [
    include_str!("../tests/corpus/iri/valid/scripts.txt"),
    include_str!("../tests/corpus/iri/valid/wikipedia-wikidata.txt"),
    include_str!("../tests/corpus/iri/valid/rdf-jsonld-xml.txt"),
    include_str!("../tests/corpus/iri/valid/idn-hosts.txt"),
];

/// The IRIs of [`IRI_FILES`].
fn iri_corpus() -> Vec<String> {
    IRI_FILES
        .iter()
        .flat_map(|file| file.lines())
        .filter(|line| !(line.trim().is_empty() || line.starts_with(';')))
        .map(|line| {
            serde_json::from_str::<String>(line)
                .unwrap_or_else(|e| panic!("{line}: not a JSON string: {e}"))
        })
        .collect()
}

/// The base every reference is resolved against.
const BASE: &str = "https://user@www.example.com:8443/docs/guide/chapter-1/index.html?lang=en";

/// The parser the ratios are taken against.
const REFERENCE_PEER: &str = "fluent-uri";

const DEFAULT_ROUNDS: usize = 31;

/// How long one timed sample should last, in nanoseconds.
const FULL_SAMPLE_NS: f64 = 2e5;
const QUICK_SAMPLE_NS: f64 = 5e4;

// ---------------------------------------------------------------------------
// One input, one parser: the work that is timed.
// ---------------------------------------------------------------------------

fn len(text: Option<&str>) -> usize {
    text.map_or(0, str::len)
}

/// This crate: every component, the host's kind and address included; the
/// same accessors on a URI reference and on an IRI reference.
macro_rules! touch_rfc3986 {
    ($r:expr) => {{
        let r = $r;
        let mut n = len(r.scheme()) + r.path().as_str().len() + len(r.query()) + len(r.fragment());
        if let Some(authority) = r.authority() {
            let host = authority.host();
            n += len(authority.userinfo())
                + host.as_str().len()
                + authority.port().map_or(0, |p| p.as_str().len())
                + match host {
                    Host::RegName { .. } => 1,
                    Host::Ipv4 { address, .. } => usize::from(address.octets()[3]),
                    Host::Ipv6 { address, .. } => usize::from(address.segments()[7]),
                    Host::IpvFuture { version, .. } => version.len(),
                    _ => 0,
                };
        }
        n
    }};
}

fn touch_rfc3986(r: &UriRef<'_>) -> usize {
    touch_rfc3986!(r)
}

fn touch_rfc3986_iri(r: &rfc3986::IriRef<'_>) -> usize {
    touch_rfc3986!(r)
}

/// fluent-uri: the same components; with its `net` feature the host's
/// address is parsed too, as this crate parses it. The same accessors on
/// its URI and IRI references.
macro_rules! touch_fluent {
    ($r:expr) => {{
        let r = $r;
        let mut n = r.scheme().map_or(0, |s| s.as_str().len())
            + r.path().as_str().len()
            + r.query().map_or(0, |q| q.as_str().len())
            + r.fragment().map_or(0, |f| f.as_str().len());
        if let Some(authority) = r.authority() {
            n += authority.userinfo().map_or(0, |u| u.as_str().len())
                + authority.host().len()
                + authority.port().map_or(0, |p| p.as_str().len())
                + match authority.host_parsed() {
                    FluentHost::Ipv4(address) => usize::from(address.octets()[3]),
                    FluentHost::Ipv6(address) => usize::from(address.segments()[7]),
                    _ => 1,
                };
        }
        n
    }};
}

fn touch_fluent(r: &fluent_uri::UriRef<&str>) -> usize {
    touch_fluent!(r)
}

fn touch_fluent_iri(r: &fluent_uri::IriRef<&str>) -> usize {
    touch_fluent!(r)
}

/// iri-string validates on `new` and finds each component when asked; the
/// same accessors on its URI and IRI references.
macro_rules! touch_iri_string {
    ($r:expr) => {{
        let r = $r;
        let mut n =
            len(r.scheme_str()) + r.path_str().len() + len(r.query_str()) + len(r.fragment_str());
        if let Some(authority) = r.authority_components() {
            n += len(authority.userinfo()) + authority.host().len() + len(authority.port());
        }
        n
    }};
}

fn touch_iri_string(r: &UriReferenceStr) -> usize {
    touch_iri_string!(r)
}

fn touch_iri_string_iri(r: &IriReferenceStr) -> usize {
    touch_iri_string!(r)
}

/// oxiri has no accessors below the authority; it validates the host and
/// port while parsing.
fn touch_oxiri(r: &oxiri::IriRef<&str>) -> usize {
    len(r.scheme()) + len(r.authority()) + r.path().len() + len(r.query()) + len(r.fragment())
}

/// url: the WHATWG URL Standard's record, built into a new string.
fn touch_url(u: &url::Url) -> usize {
    u.scheme().len()
        + u.username().len()
        + len(u.password())
        + match u.host() {
            Some(url::Host::Domain(name)) => name.len(),
            Some(url::Host::Ipv4(address)) => usize::from(address.octets()[3]),
            Some(url::Host::Ipv6(address)) => usize::from(address.segments()[7]),
            None => 0,
        }
        + u.port().map_or(0, usize::from)
        + u.path().len()
        + len(u.query())
        + len(u.fragment())
}

fn message(error: impl Display) -> String {
    error.to_string()
}

// ---------------------------------------------------------------------------
// Contenders
// ---------------------------------------------------------------------------

/// One pass over a set of inputs, returning a checksum.
type Pass = Box<dyn Fn(&[&str]) -> usize>;

/// What a task makes of one input, or why the input was refused.
type Output = Box<dyn Fn(&str) -> Result<String, String>>;

/// One parser doing one task.
struct Contender {
    name: &'static str,
    /// One pass over the inputs; the checksum keeps the work from being
    /// optimized away.
    pass: Pass,
    /// What the task makes of one input (the target of a resolution, the
    /// normal form), or why the input was refused. Not timed.
    output: Output,
}

/// A contender from the task on one input, `op`; `size` touches what `op`
/// returns, `show` writes it out for the comparisons.
fn contender<T: 'static, Op, Size>(
    name: &'static str,
    op: Op,
    size: Size,
    show: fn(&T) -> String,
) -> Contender
where
    Op: Fn(&str) -> Result<T, String> + Clone + 'static,
    Size: Fn(&T) -> usize + 'static,
{
    let timed = op.clone();
    Contender {
        name,
        pass: Box::new(move |inputs| {
            let mut sum = 0usize;
            for input in inputs {
                let n = timed(black_box(input)).map_or(0, |out| size(&out));
                sum = sum.wrapping_add(n);
            }
            sum
        }),
        output: Box::new(move |input| op(input).map(|out| show(&out))),
    }
}

fn no_output(_: &usize) -> String {
    String::new()
}

/// The parsers: each input parsed, then, with `accessors`, every component
/// asked for; without, nothing but the parse (a parser that finds its
/// components lazily, as iri-string does, is then timed validating).
fn parsers(absolute_only: bool, accessors: bool) -> Vec<Contender> {
    // `then(r, touch)`: the components when asked for, else the parse alone.
    fn then<T: AsRef<str>>(r: T, touch: impl Fn(&T) -> usize, accessors: bool) -> usize {
        if accessors {
            touch(&r)
        } else {
            black_box(r).as_ref().len()
        }
    }
    let mut all = vec![
        contender(
            "rfc3986",
            move |s| {
                UriRef::parse(s)
                    .map(|r| then(r, |r| touch_rfc3986(r), accessors))
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ),
        contender(
            "fluent-uri",
            move |s| {
                fluent_uri::UriRef::parse(s)
                    .map(|r| then(r, |r| touch_fluent(r), accessors))
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ),
        contender(
            "iri-string",
            move |s| {
                UriReferenceStr::new(s)
                    .map(|r| then(r, |r| touch_iri_string(r), accessors))
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ),
        contender(
            "oxiri",
            move |s| {
                oxiri::IriRef::parse(s)
                    .map(|r| then(r, |r| touch_oxiri(r), accessors))
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ),
    ];
    if absolute_only {
        all.push(contender(
            "url",
            move |s| {
                url::Url::parse(s)
                    .map(|u| then(u, touch_url, accessors))
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ));
    }
    all
}

/// IRI references parsed, then every accessor, by each contender that
/// parses IRIs; with `uri_path`, rfc3986's URI parser too, on input that
/// is all ASCII (where an IRI reference is a URI reference).
fn iri_parsers(uri_path: bool) -> Vec<Contender> {
    let mut all = vec![
        contender(
            "rfc3986",
            |s| {
                rfc3986::IriRef::parse(s)
                    .map(|r| touch_rfc3986_iri(&r))
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ),
        contender(
            "fluent-uri",
            |s| {
                fluent_uri::IriRef::parse(s)
                    .map(|r| touch_fluent_iri(&r))
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ),
        contender(
            "iri-string",
            |s| {
                IriReferenceStr::new(s)
                    .map(touch_iri_string_iri)
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ),
        contender(
            "oxiri",
            |s| {
                oxiri::IriRef::parse(s)
                    .map(|r| touch_oxiri(&r))
                    .map_err(message)
            },
            |n| *n,
            no_output,
        ),
    ];
    if uri_path {
        all.push(contender(
            "rfc3986 UriRef",
            |s| UriRef::parse(s).map(|r| touch_rfc3986(&r)).map_err(message),
            |n| *n,
            no_output,
        ));
    }
    all
}

/// The components [`long_component`] makes long.
const LONG_COMPONENTS: [&str; 5] = ["path", "query", "fragment", "userinfo", "reg-name"];

/// The title of [`scaling_table`], which `--only` matches.
const SCALING: &str = "Long components, 1 MB and 10 MB in the same rounds";

/// A contender that parses its own `input`, whatever input it is handed:
/// two sizes of one component can then take turns within each round.
fn parse_own(name: &'static str, input: String) -> Contender {
    contender(
        name,
        move |_| {
            UriRef::parse(&input)
                .map(|r| black_box(r).as_str().len())
                .map_err(message)
        },
        |n| *n,
        no_output,
    )
}

/// This crate on each long component at 1 MB and at 10 MB, the two sizes
/// interleaved in the same rounds. Measured one after the other (the rows
/// of "Parsing alone"), the two figures fall in different phases of a
/// noisy machine, whose speed moves between them by more than the 10%
/// they are compared at; within a round, both see the same machine.
fn scaling_table(settings: &Settings) -> String {
    const SIZES: [usize; 2] = [1_000_000, 10_000_000];
    let mut out = format!(
        "### {SCALING}\n\n\
         | Component | 1 MB (GB/s) | 10 MB (GB/s) | 10 MB / 1 MB | IQR (1 MB, 10 MB) |\n\
         |---|--:|--:|--:|--:|\n"
    );
    for which in LONG_COMPONENTS {
        let inputs = SIZES.map(|size| long_component(which, size));
        let lengths = inputs.each_ref().map(String::len);
        let [small, large] = inputs;
        let contenders = vec![
            parse_own("rfc3986, 1 MB", small),
            parse_own("rfc3986, 10 MB", large),
        ];
        // The contenders read their own inputs: this one only counts a pass.
        let set = InputSet::one(format!("one {which}, 1 MB and 10 MB"), String::new());
        eprintln!("  {SCALING}: {which}");
        let rows = measure(&set, &contenders, settings);
        let [Some(one), Some(ten)] = [0, 1].map(|i| rows.get(i)) else {
            panic!("a row for each size");
        };
        // Bytes per ns are GB/s.
        let (one_gbps, ten_gbps) = (
            lengths[0] as f64 / one.ns_per_uri,
            lengths[1] as f64 / ten.ns_per_uri,
        );
        out.push_str(&format!(
            "| {which} | {one_gbps:.2} | {ten_gbps:.2} | {:.2} | {:.0}%, {:.0}% |\n",
            ten_gbps / one_gbps,
            one.iqr_share * 100.0,
            ten.iqr_share * 100.0,
        ));
    }
    out
}

/// One long component of `size` bytes in an otherwise short URI: `which`
/// is `path`, `query`, `fragment`, `userinfo` or `reg-name`. Its bytes are
/// those a real one holds: mostly letters and digits, some punctuation the
/// component allows, a percent-encoding now and then.
fn long_component(which: &str, size: usize) -> String {
    // Fifty bytes, allowed in every one of these components (no `/`, `?`,
    // `:` or `@`, which some of them refuse).
    const PIECE: &str = "lorem-ipsum.dolor_sit~amet%20consectetur!adipis*c";
    let body = PIECE.repeat(size / PIECE.len() + 1);
    let body = &body[..size - size % PIECE.len()];
    match which {
        "path" => format!("http://h/{body}"),
        "query" => format!("http://h/?{body}"),
        "fragment" => format!("http://h/#{body}"),
        "userinfo" => format!("http://{body}@h/"),
        "reg-name" => format!("http://{body}/"),
        _ => unreachable!("no component {which}"),
    }
}

fn resolvers() -> Vec<Contender> {
    let ours = Uri::parse(BASE).expect("the base is a URI");
    let fluent = fluent_uri::Uri::parse(BASE).expect("fluent-uri parses the base");
    let iri_string = UriAbsoluteStr::new(BASE).expect("iri-string parses the base");
    let oxiri = oxiri::Iri::parse(BASE).expect("oxiri parses the base");
    vec![
        contender(
            "rfc3986",
            move |s| {
                let r = UriRef::parse(s).map_err(message)?;
                Ok(ours.resolve(&r, Strictness::Strict))
            },
            |t| t.as_str().len(),
            |t| t.as_str().to_owned(),
        ),
        contender(
            "fluent-uri",
            move |s| {
                let r = fluent_uri::UriRef::parse(s).map_err(message)?;
                r.resolve_against(&fluent).map_err(message)
            },
            |t| t.as_str().len(),
            |t| t.as_str().to_owned(),
        ),
        contender(
            "iri-string",
            move |s| {
                let r = UriReferenceStr::new(s).map_err(message)?;
                Ok(r.resolve_against(iri_string).to_dedicated_string())
            },
            |t| t.as_str().len(),
            |t| t.as_str().to_owned(),
        ),
        contender(
            "oxiri",
            move |s| {
                let r = oxiri::IriRef::parse(s).map_err(message)?;
                oxiri.resolve(&r).map_err(message)
            },
            |t| t.as_str().len(),
            |t| t.as_str().to_owned(),
        ),
    ]
}

fn normalizers() -> Vec<Contender> {
    vec![
        contender(
            "rfc3986",
            |s| {
                let r = Uri::parse(s).map_err(message)?;
                Ok(r.normalize(Level::SyntaxBased))
            },
            |t| t.as_str().len(),
            |t| t.as_str().to_owned(),
        ),
        contender(
            "fluent-uri",
            |s| {
                fluent_uri::Uri::parse(s)
                    .map(|u| u.normalize())
                    .map_err(message)
            },
            |t| t.as_str().len(),
            |t| t.as_str().to_owned(),
        ),
        contender(
            "iri-string",
            |s| {
                let u = UriStr::new(s).map_err(message)?;
                Ok(u.normalize().to_dedicated_string())
            },
            |t| t.as_str().len(),
            |t| t.as_str().to_owned(),
        ),
    ]
}

// ---------------------------------------------------------------------------
// Input sets
// ---------------------------------------------------------------------------

struct InputSet {
    name: String,
    inputs: Vec<String>,
}

impl InputSet {
    fn new(name: impl Into<String>, inputs: Vec<String>) -> Self {
        InputSet {
            name: name.into(),
            inputs,
        }
    }

    fn one(name: impl Into<String>, input: String) -> Self {
        InputSet::new(name, vec![input])
    }

    fn bytes(&self) -> usize {
        self.inputs.iter().map(String::len).sum()
    }
}

/// A long absolute URI of at least `size` bytes: a host in mixed case, a
/// path of segments (percent-encodings, dot segments among them) for half of
/// it, and a query of short pairs for the rest. Every part is something
/// normalization has work to do on.
fn long_uri(size: usize) -> String {
    const SEGMENTS: [&str; 10] = [
        "docs",
        "caf%C3%A9",
        "%7Euser",
        "v1.2",
        "a-b_c",
        ".",
        "items",
        "..",
        "%41%42",
        "x;y=1",
    ];
    let mut out = String::from("https://www.Example.com/");
    let mut i = 0;
    while out.len() < size / 2 {
        out.push_str(SEGMENTS[i % SEGMENTS.len()]);
        out.push('/');
        i += 1;
    }
    out.push_str("end?");
    let mut k = 0;
    while out.len() < size {
        out.push_str(&format!("k{k}=v%2F{}&", k % 97));
        k += 1;
    }
    out.push_str("last");
    out
}

/// The same as a relative-path reference: the path and query of
/// [`long_uri`] without its scheme and authority.
fn long_reference(size: usize) -> String {
    long_uri(size)["https://www.Example.com/".len()..].to_owned()
}

/// Short URIs whose hosts are IPv6 addresses in every form of RFC 3986
/// §3.2.2 (full, compressed at either end or inside, with a trailing IPv4
/// address, upper and lower case), each in a few shapes of URI: the host
/// conversion weighs more in them than in the corpus's longer URIs.
fn ipv6_uris() -> Vec<String> {
    const ADDRESSES: [&str; 16] = [
        "2001:db8::7",
        "::1",
        "::",
        "2001:DB8:85A3:0:0:8A2E:370:7334",
        "fe80::1ff:fe23:4567:890a",
        "::ffff:1.2.3.4",
        "::ffff:192.0.2.128",
        "64:ff9b::127.0.0.90",
        "1:2:3:4:5:6:7:8",
        "1::",
        "2001:db8:0:0:1::1",
        "2001:DB8:CFE4::C707",
        "1:2:3:4:5:6:1.2.3.4",
        "ff02::2",
        "2001:db8::",
        "::2:3:4:5:6:7:8",
    ];
    const SHAPES: [(&str, &str); 4] = [
        ("http://[", "]/"),
        ("http://[", "]:80/a"),
        ("https://user@[", "]:8443/p?q"),
        ("ldap://[", "]/c=GB?objectClass?one"),
    ];
    SHAPES
        .iter()
        .flat_map(|(before, after)| {
            ADDRESSES
                .iter()
                .map(move |address| format!("{before}{address}{after}"))
        })
        .collect()
}

fn size_label(size: usize) -> String {
    if size >= 1_000_000 {
        format!("{} MB", size / 1_000_000)
    } else {
        format!("{} KB", size / 1_000)
    }
}

// ---------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------

struct Settings {
    rounds: usize,
    sample_ns: f64,
}

/// The medians of one contender on one input set.
struct Row {
    name: &'static str,
    ns_per_uri: f64,
    mb_per_s: f64,
    iqr_share: f64,
    /// Heap allocations per input, counted over one untimed pass.
    allocs_per_call: f64,
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    let position = q * (sorted.len() - 1) as f64;
    let (low, high) = (position.floor() as usize, position.ceil() as usize);
    sorted[low] + (sorted[high] - sorted[low]) * (position - position.floor())
}

/// How one contender's samples are cut: the set in `chunks` consecutive
/// slices, each timed over `reps` passes, so that a sample lasts about the
/// target time whether the set takes nanoseconds or milliseconds. A set that
/// cannot be cut finely enough (a single long input) is timed `per_round`
/// times in each round instead, within [`ROUND_BUDGET_NS`].
struct Plan {
    chunks: usize,
    reps: usize,
    per_round: usize,
}

/// The most one contender spends on one set in one round on extra samples.
const ROUND_BUDGET_NS: f64 = 2e7;

fn measure(set: &InputSet, contenders: &[Contender], settings: &Settings) -> Vec<Row> {
    let inputs: Vec<&str> = set.inputs.iter().map(String::as_str).collect();
    let n = inputs.len();
    // Warm-up and calibration.
    let plans: Vec<Plan> = contenders
        .iter()
        .map(|c| {
            black_box((c.pass)(black_box(&inputs)));
            let start = Instant::now();
            black_box((c.pass)(black_box(&inputs)));
            let ns = start.elapsed().as_nanos().max(1) as f64;
            if ns >= settings.sample_ns {
                let wanted = (ns / settings.sample_ns).round() as usize;
                let chunks = wanted.clamp(1, n);
                let affordable = (ROUND_BUDGET_NS / ns) as usize;
                let per_round = (wanted / chunks).min(affordable).clamp(1, 16);
                Plan {
                    chunks,
                    reps: 1,
                    per_round,
                }
            } else {
                let reps = ((settings.sample_ns / ns).ceil() as usize).clamp(1, 10_000_000);
                Plan {
                    chunks: 1,
                    reps,
                    per_round: 1,
                }
            }
        })
        .collect();
    // samples[contender][chunk][round]: ns for one pass over the chunk.
    let mut samples: Vec<Vec<Vec<f64>>> = plans
        .iter()
        .map(|plan| vec![Vec::with_capacity(settings.rounds * plan.per_round); plan.chunks])
        .collect();
    for round in 0..settings.rounds {
        for k in 0..contenders.len() {
            let i = (round + k) % contenders.len();
            let (pass, plan) = (&contenders[i].pass, &plans[i]);
            for (chunk, times) in samples[i].iter_mut().enumerate() {
                let slice = &inputs[chunk * n / plan.chunks..(chunk + 1) * n / plan.chunks];
                for _ in 0..plan.per_round {
                    let start = Instant::now();
                    for _ in 0..plan.reps {
                        black_box(pass(black_box(slice)));
                    }
                    times.push(start.elapsed().as_nanos() as f64 / plan.reps as f64);
                }
            }
        }
    }
    // A pass over the set is the sum of its chunks; each chunk's quantiles
    // are taken over the rounds, so a sample that the scheduler interrupted
    // spoils one chunk of one round, not a whole pass.
    let mean_len = set.bytes() as f64 / n as f64;
    contenders
        .iter()
        .zip(samples)
        .map(|(c, chunks)| {
            let allocs_per_call = allocations_per_call(c, &inputs);
            let mut q = [0.0; 3];
            for mut times in chunks {
                times.sort_by(f64::total_cmp);
                for (sum, p) in q.iter_mut().zip([0.25, 0.5, 0.75]) {
                    *sum += quantile(&times, p);
                }
            }
            let median = q[1] / n as f64;
            Row {
                name: c.name,
                ns_per_uri: median,
                // bytes per ns is GB/s; MB/s is a thousand times that.
                mb_per_s: mean_len / median * 1e3,
                iqr_share: (q[2] - q[0]) / q[1],
                allocs_per_call,
            }
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Checking the inputs and comparing what the peers make of them
// ---------------------------------------------------------------------------

/// Every input of every set passes `rfc3986::UriRef::parse`.
/// Every input of `set` is an RFC 3987 IRI reference.
fn assert_all_valid_iris(set: &InputSet) {
    let failures: Vec<String> = set
        .inputs
        .iter()
        .filter_map(|input| {
            rfc3986::IriRef::parse(input)
                .err()
                .map(|e| format!("{input:?}: {e}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} input(s) of `{}` are not RFC 3987 IRI references:\n{}",
        failures.len(),
        set.name,
        failures.join("\n")
    );
}

fn assert_all_valid(sets: &[&InputSet]) {
    for set in sets {
        let failures: Vec<String> = set
            .inputs
            .iter()
            .filter_map(|input| {
                UriRef::parse(input)
                    .err()
                    .map(|e| format!("{input:?}: {e}"))
            })
            .collect();
        assert!(
            failures.is_empty(),
            "{} input(s) of `{}` are not RFC 3986 URI references:\n{}",
            failures.len(),
            set.name,
            failures.join("\n")
        );
    }
}

/// What the peers refused, and where their output differs from this
/// crate's, as lines of a Markdown list.
fn compare(task: &str, set: &InputSet, contenders: &[Contender], notes: &mut Vec<String>) {
    let ours = &contenders[0];
    let reference: Vec<Result<String, String>> = set
        .inputs
        .iter()
        .map(|input| (ours.output)(input))
        .collect();
    for c in &contenders[1..] {
        let mut refused = Vec::new();
        let mut differ = Vec::new();
        for (input, ours) in set.inputs.iter().zip(&reference) {
            match (c.output)(input) {
                Err(error) => refused.push(format!("`{}` ({error})", clip(input))),
                Ok(theirs) => {
                    if let Ok(ours) = ours
                        && *ours != theirs
                    {
                        let (ours, theirs) = around_difference(ours, &theirs);
                        differ.push(format!("`{}`: `{ours}` vs `{theirs}`", clip(input)));
                    }
                }
            }
        }
        let n = grouped(set.inputs.len() as f64, 0);
        if !refused.is_empty() {
            notes.push(format!(
                "{task}, {}: {} refused {} of {n}, e.g. {}",
                set.name,
                c.name,
                grouped(refused.len() as f64, 0),
                refused[..refused.len().min(3)].join("; ")
            ));
        }
        if !differ.is_empty() {
            notes.push(format!(
                "{task}, {}: {} differs from rfc3986 on {} of {n} (rfc3986 vs {}), e.g. {}",
                set.name,
                c.name,
                grouped(differ.len() as f64, 0),
                c.name,
                differ[..differ.len().min(3)].join("; ")
            ));
        }
    }
}

/// Two strings that differ, cut to a window around where they begin to.
fn around_difference(a: &str, b: &str) -> (String, String) {
    if a.len() <= 80 && b.len() <= 80 {
        return (a.to_owned(), b.to_owned());
    }
    let common = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let window = |text: &str| {
        let mut start = common.saturating_sub(24);
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (common + 24).min(text.len());
        while !text.is_char_boundary(end) {
            end += 1;
        }
        let head = if start > 0 { "…" } else { "" };
        let tail = if end < text.len() { "…" } else { "" };
        format!("{head}{}{tail}", &text[start..end])
    };
    (window(a), window(b))
}

fn clip(text: &str) -> String {
    if text.len() <= 80 {
        text.to_owned()
    } else {
        let mut end = 60;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}… ({} bytes)", &text[..end], text.len())
    }
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

/// The Markdown table of one task; with `allocations`, a column of the
/// heap allocations per input.
fn table(title: &str, results: &[(String, Vec<Row>)], allocations: bool) -> String {
    let (head, rule) = if allocations {
        (" allocs/call |", "--:|")
    } else {
        ("", "")
    };
    let mut out = format!(
        "### {title}\n\n\
         | Input | Parser | ns/URI | MB/s | vs {REFERENCE_PEER} | IQR |{head}\n\
         |---|---|--:|--:|--:|--:|{rule}\n"
    );
    for (input, rows) in results {
        let reference = rows
            .iter()
            .find(|r| r.name == REFERENCE_PEER)
            .map(|r| r.ns_per_uri);
        for (i, row) in rows.iter().enumerate() {
            let ratio =
                reference.map_or("–".to_owned(), |f| format!("{:.2}×", row.ns_per_uri / f));
            let allocs = if allocations {
                format!(" {} |", figure(row.allocs_per_call))
            } else {
                String::new()
            };
            out.push_str(&format!(
                "| {} | {} | {} | {} | {ratio} | {:.0}% |{allocs}\n",
                if i == 0 { input.as_str() } else { "" },
                row.name,
                figure(row.ns_per_uri),
                figure(row.mb_per_s),
                row.iqr_share * 100.0,
            ));
        }
    }
    out
}

/// The corpus as this crate sees it.
fn corpus_stats(corpus: &[String]) -> String {
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    let mut parts: BTreeMap<&str, usize> = BTreeMap::new();
    for input in corpus {
        let r = UriRef::parse(input).expect("checked above");
        let kind = match r.scheme().map(str::to_ascii_lowercase).as_deref() {
            None => "relative reference",
            Some("http" | "https") => "http, https",
            Some("urn") => "urn",
            Some("mailto") => "mailto",
            Some("file") => "file",
            Some("data") => "data",
            Some(_) => "other schemes",
        };
        *kinds.entry(kind).or_default() += 1;
        let mut count = |name| *parts.entry(name).or_default() += 1;
        if let Some(authority) = r.authority() {
            count("with an authority");
            if authority.userinfo().is_some() {
                count("userinfo");
            }
            if authority.port().is_some() {
                count("port");
            }
            match authority.host() {
                Host::Ipv4 { .. } => count("IPv4 host"),
                Host::Ipv6 { .. } => count("IPv6 host"),
                _ => {}
            }
        }
        if r.query().is_some() {
            count("query");
        }
        if r.fragment().is_some() {
            count("fragment");
        }
        if input.contains('%') {
            count("percent-encodings");
        }
    }
    let n = corpus.len();
    let bytes: usize = corpus.iter().map(String::len).sum();
    let max = corpus.iter().map(String::len).max().unwrap_or(0);
    let share = |k: usize| {
        format!(
            "{} ({:.1}%)",
            grouped(k as f64, 0),
            100.0 * k as f64 / n as f64
        )
    };
    let mut out = format!(
        "Corpus `benches/corpus/uris.txt`: {} references, {} bytes, mean {:.1} bytes, \
         longest {max}.\n\n| Kind | Count |\n|---|--:|\n",
        grouped(n as f64, 0),
        grouped(bytes as f64, 0),
        bytes as f64 / n as f64
    );
    let mut kinds: Vec<_> = kinds.into_iter().collect();
    kinds.sort_by_key(|&(_, k)| std::cmp::Reverse(k));
    for (kind, k) in kinds {
        out.push_str(&format!("| {kind} | {} |\n", share(k)));
    }
    for name in [
        "with an authority",
        "userinfo",
        "port",
        "IPv4 host",
        "IPv6 host",
        "query",
        "fragment",
        "percent-encodings",
    ] {
        out.push_str(&format!(
            "| … {name} | {} |\n",
            share(parts.get(name).copied().unwrap_or(0))
        ));
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
    let rounds = flag("--rounds")
        .map_or(if full { DEFAULT_ROUNDS } else { 3 }, |n| n as usize)
        .max(1);
    let settings = Settings {
        rounds,
        sample_ns: if let Some(ms) = flag("--sample-ms") {
            ms * 1e6
        } else if full {
            FULL_SAMPLE_NS
        } else {
            QUICK_SAMPLE_NS
        },
    };
    let load_before = load_average();

    // The input sets.
    let corpus: Vec<String> = CORPUS.lines().map(str::to_owned).collect();
    assert_eq!(
        corpus.len(),
        10_000,
        "benches/corpus/uris.txt should hold 10,000 lines"
    );
    let absolute: Vec<String> = corpus
        .iter()
        .filter(|s| UriRef::parse(s).is_ok_and(|r| !r.is_relative()))
        .cloned()
        .collect();
    let mean = |v: &[String]| v.iter().map(String::len).sum::<usize>() as f64 / v.len() as f64;
    let all_set = InputSet::new(
        format!(
            "corpus, {} refs, {:.0} B avg",
            grouped(corpus.len() as f64, 0),
            mean(&corpus)
        ),
        corpus.clone(),
    );
    let absolute_set = InputSet::new(
        format!(
            "corpus URIs, {} with a scheme, {:.0} B avg",
            grouped(absolute.len() as f64, 0),
            mean(&absolute)
        ),
        absolute.clone(),
    );
    let tiny_relative = InputSet::one("`g`", "g".to_owned());
    let tiny_absolute = InputSet::one("`http://a/`", "http://a/".to_owned());
    let tiny_slash = InputSet::one("`/`", "/".to_owned());
    let long_components: Vec<InputSet> = LONG_COMPONENTS
        .into_iter()
        .flat_map(|which| {
            [1_000_000, 10_000_000].map(|size| {
                InputSet::one(
                    format!("one {which} of {}", size_label(size)),
                    long_component(which, size),
                )
            })
        })
        .collect();
    let long_sets: Vec<InputSet> = [100_000, 1_000_000]
        .into_iter()
        .map(|size| InputSet::one(format!("long URI, {}", size_label(size)), long_uri(size)))
        .collect();
    let long_relative = InputSet::one(
        format!("long path reference, {}", size_label(100_000)),
        long_reference(100_000),
    );
    let corpus_ipv6: Vec<String> = corpus
        .iter()
        .filter(|s| UriRef::parse(s).is_ok_and(|r| matches!(r.host(), Some(Host::Ipv6 { .. }))))
        .cloned()
        .collect();
    let corpus_ipv6_absolute = corpus_ipv6
        .iter()
        .all(|s| UriRef::parse(s).is_ok_and(|r| !r.is_relative()));
    let corpus_ipv6_set = InputSet::new(
        format!(
            "corpus, the {} with an IPv6 host, {:.0} B avg",
            grouped(corpus_ipv6.len() as f64, 0),
            mean(&corpus_ipv6)
        ),
        corpus_ipv6,
    );
    let ipv6 = ipv6_uris();
    let ipv6_set = InputSet::new(
        format!(
            "IPv6 hosts, {} short URIs, {:.0} B avg",
            grouped(ipv6.len() as f64, 0),
            mean(&ipv6)
        ),
        ipv6,
    );

    let iris = iri_corpus();
    let iri_set = InputSet::new(
        format!(
            "IRIs, {} in many scripts, {:.0} B avg",
            grouped(iris.len() as f64, 0),
            mean(&iris)
        ),
        iris,
    );
    assert_all_valid_iris(&iri_set);

    let mut every: Vec<&InputSet> = vec![
        &all_set,
        &absolute_set,
        &tiny_relative,
        &tiny_absolute,
        &long_relative,
        &corpus_ipv6_set,
        &ipv6_set,
    ];
    every.extend(&long_sets);
    every.push(&tiny_slash);
    every.extend(&long_components);
    assert_all_valid(&every);

    // Task by task: (input set, contenders).
    let parse_plan: Vec<(&InputSet, Vec<Contender>)> = vec![
        (&all_set, parsers(false, true)),
        (&absolute_set, parsers(true, true)),
        (&tiny_relative, parsers(false, true)),
        (&tiny_absolute, parsers(true, true)),
        (&long_sets[0], parsers(true, true)),
        (&long_sets[1], parsers(true, true)),
        (&corpus_ipv6_set, parsers(corpus_ipv6_absolute, true)),
        (&ipv6_set, parsers(true, true)),
    ];
    let mut parse_only_plan: Vec<(&InputSet, Vec<Contender>)> = vec![
        (&all_set, parsers(false, false)),
        (&absolute_set, parsers(true, false)),
        (&tiny_relative, parsers(false, false)),
        (&tiny_absolute, parsers(true, false)),
        (&tiny_slash, parsers(false, false)),
        (&long_sets[1], parsers(true, false)),
    ];
    parse_only_plan.extend(
        long_components
            .iter()
            .map(|set| (set, parsers(false, false))),
    );
    let resolve_plan: Vec<(&InputSet, Vec<Contender>)> = vec![
        (&all_set, resolvers()),
        (&tiny_relative, resolvers()),
        (&long_relative, resolvers()),
    ];
    let normalize_plan: Vec<(&InputSet, Vec<Contender>)> = vec![
        (&absolute_set, normalizers()),
        (&tiny_absolute, normalizers()),
        (&long_sets[0], normalizers()),
    ];
    let iri_plan: Vec<(&InputSet, Vec<Contender>)> = vec![
        (&iri_set, iri_parsers(false)),
        (&all_set, iri_parsers(true)),
    ];
    // (task, plan, whether its table counts allocations)
    let tasks = [
        ("Parsing, then every accessor", parse_plan, false),
        ("IRI parsing, then every accessor", iri_plan, false),
        ("Parsing alone", parse_only_plan, false),
        ("Resolution against a fixed base", resolve_plan, true),
        ("Normalization", normalize_plan, true),
    ];

    // `--only TEXT`: the rows whose task or input set names TEXT.
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let tasks = tasks.map(|(task, plan, allocations)| {
        let plan: Vec<(&InputSet, Vec<Contender>)> = plan
            .into_iter()
            .filter(|(set, _)| {
                only.as_ref().is_none_or(|only| {
                    task.contains(only.as_str()) || set.name.contains(only.as_str())
                })
            })
            .collect();
        (task, plan, allocations)
    });

    let mut notes = Vec::new();
    for (task, plan, _) in &tasks {
        for (set, contenders) in plan {
            compare(task, set, contenders, &mut notes);
        }
    }

    eprintln!(
        "peers: {} rounds{}; load average {load_before}",
        settings.rounds,
        if full {
            ""
        } else {
            " (quick check: run with `cargo bench --bench peers` to measure)"
        }
    );
    let started = Instant::now();
    let mut report = String::new();
    for (task, plan, allocations) in &tasks {
        if plan.is_empty() {
            continue;
        }
        let mut results = Vec::new();
        for (set, contenders) in plan {
            eprintln!("  {task}: {}", set.name);
            results.push((set.name.clone(), measure(set, contenders, &settings)));
        }
        report.push_str(&table(task, &results, *allocations));
        report.push('\n');
    }
    if only
        .as_ref()
        .is_none_or(|only| SCALING.contains(only.as_str()))
    {
        report.push_str(&scaling_table(&settings));
        report.push('\n');
    }
    let load_after = load_average();

    let versions = versions();
    let version = |name: &str| versions.get(name).map_or("?", String::as_str).to_owned();
    println!();
    println!("## Benchmarks: rfc3986 against its peers\n");
    println!("{report}");
    println!(
        "Median of {} rounds per row, the contenders interleaved within each round \
         (a set longer than a sample is timed in chunks, each chunk's median \
         taken over the rounds, and the medians summed); \
         ns per URI (a pass over the set divided by its size), MB/s of input, \
         the time relative to {REFERENCE_PEER} (below 1 is faster), and the \
         interquartile range of the rounds as a share of the median. \
         Resolution and normalization include parsing the input and building \
         the result as an owned string. The last table gives this crate's \
         medians alone, in GB/s, for one long component at 1 MB and at 10 MB \
         taking turns within each round, their ratio, and each one's IQR. \
         These are single-machine timings: absolute numbers move with the CPU, \
         its frequency scaling and whatever else runs; compare the ratios, and \
         distrust rows whose IQR is large.\n",
        settings.rounds
    );
    println!(
        "Measured on {}; load average {load_before} before, {load_after} after; {:.0} s.\n",
        machine(),
        started.elapsed().as_secs_f64()
    );
    println!("{}", corpus_stats(&corpus));
    println!("What each contender calls:\n");
    println!(
        "- rfc3986 {}: `UriRef::parse`, then every accessor, the host's address \
         included; `Uri::resolve(.., Strictness::Strict)`; \
         `Uri::normalize(Level::SyntaxBased)`.",
        env!("CARGO_PKG_VERSION")
    );
    println!(
        "- fluent-uri {} (feature `net`, so hosts are parsed into addresses while \
         parsing, as rfc3986 does): `UriRef::parse`, every accessor and \
         `host_parsed`; `UriRef::resolve_against`; `Uri::normalize`, which also \
         drops default ports and writes IPv6 addresses as RFC 5952 does.",
        version("fluent-uri")
    );
    println!(
        "- iri-string {} (feature `memchr`): `UriReferenceStr::new` validates, and \
         each accessor (`scheme_str`, `authority_components`, `path_str`, ...) \
         finds its component again when called; that is timed too. \
         `resolve_against(..).to_dedicated_string()`; \
         `UriStr::normalize().to_dedicated_string()`.",
        version("iri-string")
    );
    println!(
        "- oxiri {}: `IriRef::parse` (RFC 3987 IRIs, the same as RFC 3986 on \
         ASCII input), then `scheme`, `authority`, `path`, `query`, `fragment`: \
         it validates the userinfo, host and port but has no accessors for them; \
         `Iri::resolve`. No normalization.",
        version("oxiri")
    );
    println!(
        "- IRIs: rfc3986 `IriRef::parse`, fluent-uri `IriRef::parse`, iri-string \
         `IriReferenceStr::new` and oxiri `IriRef::parse`, each followed by the \
         accessors of its URI reference."
    );
    println!(
        "- url {}: `Url::parse` and its accessors. It implements the WHATWG URL \
         Standard, not RFC 3986: absolute URLs only, and it percent-encodes, \
         lower-cases, maps hosts, drops default ports and serializes into a new \
         string, so it does more work per URL. Its `join` and serialization are \
         not RFC 3986 resolution and normalization, so it is left out of those.\n",
        version("url")
    );
    if notes.is_empty() {
        println!(
            "Every peer accepted every input, and resolved and normalized each as rfc3986 does."
        );
    } else {
        println!("Where the peers refuse an input, or make something else of it:\n");
        for note in &notes {
            println!("- {note}");
        }
    }
}
