//! A successful parse allocates nothing: `UriRef::parse`, `Uri::parse`,
//! `RelativeRef::parse` and `AbsoluteUri::parse` run the recognizer compiled
//! from the grammar and build the components in place; so do the IRI
//! types' `parse`, with the URI recognizer or the one compiled from the IRI
//! grammar. A refused input is placed by the goal's automaton, which
//! allocates nothing; the `Error` it returns owns a copy of the whole input
//! (`Box<str>`, for its diagram), and that copy is the one allocation of a
//! refusal, so its bytes are the input's length (none for an empty input).
//!
//! The global allocator of this test binary counts the allocations (and the
//! bytes asked for) of the thread that asks, so that the test harness's
//! other threads do not count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rfc3986::{AbsoluteIri, AbsoluteUri, IrelativeRef, Iri, IriRef, RelativeRef, Uri, UriRef};

#[path = "support/corpus.rs"]
mod corpus;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    static BYTES: Cell<usize> = const { Cell::new(0) };
}

fn count(bytes: usize) {
    // `try_with`: the thread's counters may be gone while it shuts down.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
    let _ = BYTES.try_with(|n| n.set(n.get() + bytes));
}

// SAFETY: every call is passed on unchanged to the system allocator; the
// counter is a thread-local `Cell` with a `const` initializer, which does not
// allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        // SAFETY: the caller's guarantees for `layout` are System's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // The whole new size: a reallocation may copy to a new block.
        count(new_size);
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

/// The allocations `f` makes on this thread.
fn allocations<T>(f: impl FnOnce() -> T) -> (usize, T) {
    let (cost, value) = cost(f);
    (cost.allocations, value)
}

/// What `f` asked of the allocator on this thread.
#[derive(Debug, PartialEq, Eq)]
struct Cost {
    allocations: usize,
    bytes: usize,
}

fn cost<T>(f: impl FnOnce() -> T) -> (Cost, T) {
    let before = (ALLOCATIONS.with(Cell::get), BYTES.with(Cell::get));
    let value = f();
    let after = (ALLOCATIONS.with(Cell::get), BYTES.with(Cell::get));
    let cost = Cost {
        allocations: after.0 - before.0,
        bytes: after.1 - before.1,
    };
    (cost, value)
}

const REALISTIC: &[&str] = &[
    "https://example.com/",
    "https://www.example.org/path/to/page.html?query=value&other=1#section-2",
    "http://user:password@host.example:8080/p/a/t/h?query=string#fragment",
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "http://www.ietf.org/rfc/rfc2396.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
    "telnet://192.0.2.16:80/",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "http://[::ffff:192.0.2.128]:443/",
    "http://[v7.future:address]/",
    "file:///etc/hosts",
    "https://example.com/search?q=%E2%82%AC%20rate&lang=en",
    "data:text/plain;charset=utf-8,Hello%2C%20World",
];

const RELATIVE: &[&str] = &[
    "",
    "../g?y#s",
    "//example.com/path",
    "/absolute/path?x",
    "relative/path",
    "?query-only",
    "#fragment-only",
    "./this:that",
];

fn assert_no_allocation<'a, T, E: std::fmt::Debug>(
    name: &str,
    input: &'a str,
    parse: impl FnOnce(&'a str) -> Result<T, E>,
) {
    let (count, result) = allocations(|| parse(input).map(|_| ()));
    assert!(result.is_ok(), "{name}({input:?}): {result:?}");
    assert_eq!(count, 0, "{name}({input:?}) allocated {count} times");
}

#[test]
fn a_successful_parse_allocates_nothing() {
    let mut parses = 0;
    for input in REALISTIC {
        assert_no_allocation("UriRef::parse", input, UriRef::parse);
        assert_no_allocation("Uri::parse", input, Uri::parse);
        if !input.contains('#') {
            assert_no_allocation("AbsoluteUri::parse", input, AbsoluteUri::parse);
        }
        parses += 3;
    }
    for input in RELATIVE {
        assert_no_allocation("UriRef::parse", input, UriRef::parse);
        assert_no_allocation("RelativeRef::parse", input, RelativeRef::parse);
        parses += 2;
    }
    // The whole valid corpus, each input under every goal it belongs to.
    let entries = corpus::all("valid");
    for (_, entry) in &entries {
        let input = entry.input.as_str();
        assert_no_allocation("UriRef::parse", input, UriRef::parse);
        parses += 1;
        parses += usize::from(accepts_without_allocation("Uri::parse", input, Uri::parse));
        parses += usize::from(accepts_without_allocation(
            "AbsoluteUri::parse",
            input,
            AbsoluteUri::parse,
        ));
        parses += usize::from(accepts_without_allocation(
            "RelativeRef::parse",
            input,
            RelativeRef::parse,
        ));
    }
    println!("{parses} successful parses, no allocation");
}

/// What a refusal of `input` costs today: the `Error` owns a copy of the
/// input (`Box<str>`), one allocation of its length, and nothing else is
/// allocated. When the error stops owning the input, this is the line to
/// change: a refusal then costs nothing in the input's size.
fn refusal_cost(input: &str) -> Cost {
    Cost {
        allocations: usize::from(!input.is_empty()),
        bytes: input.len(),
    }
}

#[track_caller]
fn assert_refusal_cost<'a, T, E>(
    name: &str,
    input: &'a str,
    parse: impl FnOnce(&'a str) -> Result<T, E>,
) {
    let (cost, refused) = cost(|| parse(input).is_err());
    assert!(refused, "{name}({:?}) parsed", truncated(input));
    assert_eq!(
        cost,
        refusal_cost(input),
        "{name}({:?}), {} bytes",
        truncated(input),
        input.len()
    );
}

fn truncated(input: &str) -> &str {
    input.get(..40).unwrap_or(input)
}

#[test]
fn a_refusal_allocates_one_copy_of_the_input() {
    for input in [
        "http://[::1",
        "http://exa mple.com/",
        "1http://x",
        "%zz",
        "a://b:c:d",
    ] {
        assert_refusal_cost("UriRef::parse", input, UriRef::parse);
        assert_refusal_cost("Uri::parse", input, Uri::parse);
        assert_refusal_cost("IriRef::parse", input, IriRef::parse);
    }
    let invalid = corpus::all("invalid");
    assert!(invalid.len() > 100, "the invalid corpus is missing");
    for (_, entry) in &invalid {
        assert_refusal_cost("UriRef::parse", &entry.input, UriRef::parse);
    }
    // Refused at the start, in the middle and at the end of a megabyte:
    // the place of the refusal does not change the cost, and the cost is
    // the copy, with nothing more that grows with the input.
    let long = "a".repeat(1 << 20);
    for input in [
        format!(" {long}"),
        format!("http://h/{long} {long}"),
        format!("http://h/{long} "),
        format!("http://h/{long}%"),
    ] {
        assert_refusal_cost("UriRef::parse", &input, UriRef::parse);
        assert_refusal_cost("IriRef::parse", &input, IriRef::parse);
    }
}

/// IRIs in many scripts, each parsed under every IRI production.
const IRIS: &[&str] = &[
    "http://例え.テスト/パス/ファイル?q=値#frag",
    "https://пример.рф/путь/к/файлу?запрос=значение",
    "http://www.例.com/\u{1F600}/\u{10000}?\u{E000}\u{100000}#\u{E1000}",
    "//bücher.example/straße",
    "../σελίδα?q=ü",
    "urn:ietf:params:ä",
    "https://example.com/",
];

/// Whether `parse` accepts `input`, checking that it allocated nothing
/// when it did.
fn accepts_without_allocation<'a, T, E>(
    name: &str,
    input: &'a str,
    parse: impl FnOnce(&'a str) -> Result<T, E>,
) -> bool {
    let (count, parsed) = allocations(|| parse(input).is_ok());
    assert!(
        !parsed || count == 0,
        "{name}({input:?}) allocated {count} times"
    );
    parsed
}

#[test]
fn a_successful_iri_parse_allocates_nothing() {
    let (mut parses, mut wide) = (0, 0);
    let corpora = corpus::all("iri/valid")
        .into_iter()
        .chain(corpus::all("valid"));
    let inputs: Vec<String> = IRIS
        .iter()
        .map(|s| (*s).to_owned())
        .chain(corpora.map(|(_, entry)| entry.input))
        .collect();
    for input in &inputs {
        let accepted = [
            accepts_without_allocation("IriRef::parse", input, IriRef::parse),
            accepts_without_allocation("Iri::parse", input, Iri::parse),
            accepts_without_allocation("AbsoluteIri::parse", input, AbsoluteIri::parse),
            accepts_without_allocation("IrelativeRef::parse", input, IrelativeRef::parse),
        ];
        assert!(accepted[0], "{input:?} is an IRI reference");
        let n = accepted.iter().filter(|&&a| a).count();
        parses += n;
        if !input.is_ascii() {
            wide += n;
        }
    }
    assert!(wide > 500, "{wide}");
    println!("{parses} successful IRI parses ({wide} with characters above ASCII), no allocation");
}
