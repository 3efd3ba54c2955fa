//! A successful parse allocates nothing: `UriRef::parse`, `Uri::parse`,
//! `RelativeRef::parse` and `AbsoluteUri::parse` run the recognizer compiled
//! from the grammar and build the components in place; so do the IRI
//! types' `parse`, with the URI recognizer or the one compiled from the IRI
//! grammar. A refused input allocates once, for its error, which keeps an
//! input of at most 1 KiB whole and of a longer one an excerpt of 40
//! characters each side of the index: never more than 1 KiB, the same at
//! 2 KB and 1 MB. `recognize`, the verdict without the error, and
//! `parse_quick`, whose refusal keeps nothing of the input, allocate
//! nothing, valid or refused.
//!
//! The global allocator of this test binary counts the allocations of the
//! thread that asks, so that the test harness's other threads do not count.

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
    let before = ALLOCATIONS.with(Cell::get);
    let value = f();
    let after = ALLOCATIONS.with(Cell::get);
    (after - before, value)
}

/// The bytes `f` allocates on this thread (a reallocation counts its new
/// size).
fn allocated_bytes<T>(f: impl FnOnce() -> T) -> (usize, T) {
    let before = BYTES.with(Cell::get);
    let value = f();
    let after = BYTES.with(Cell::get);
    (after - before, value)
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

#[test]
fn a_refused_input_allocates_for_its_error() {
    let mut counts = Vec::new();
    for input in [
        "http://[::1",
        "http://exa mple.com/",
        "1http://x",
        "%zz",
        "a://b:c:d",
    ] {
        let (count, result) = allocations(|| UriRef::parse(input));
        assert!(result.is_err(), "{input:?} parsed");
        println!("UriRef::parse({input:?}): error, {count} allocations");
        counts.push(count);
    }
    let invalid = corpus::all("invalid");
    let total: usize = invalid
        .iter()
        .map(|(_, entry)| allocations(|| UriRef::parse(&entry.input).is_err()).0)
        .sum();
    println!(
        "invalid corpus: {} inputs, {:.1} allocations per refused parse on average",
        invalid.len(),
        total as f64 / invalid.len() as f64
    );
    // Each of these is short: the error keeps it inline.
    assert!(
        counts.iter().all(|&c| c == 0),
        "a short input's error allocates nothing: {counts:?}"
    );
    // One longer than an error keeps inline: one allocation, its text.
    let long = format!("http://h/{} ", "a".repeat(100));
    let (count, result) = allocations(|| UriRef::parse(&long));
    assert!(result.is_err());
    assert_eq!(
        count, 1,
        "a longer input's error is one allocation, its text"
    );
}

/// Whether `recognize` takes `input`, held to allocate nothing either way.
fn recognized_without_allocation<'a, T>(
    name: &str,
    input: &'a str,
    recognize: impl FnOnce(&'a str) -> Option<T>,
) -> bool {
    let (count, result) = allocations(|| recognize(input).is_some());
    assert_eq!(count, 0, "{name}({input:?}) allocated {count} times");
    result
}

#[test]
fn recognize_allocates_nothing_valid_or_refused() {
    let long = format!("http://h/{} ", "a".repeat(100));
    let mut refused = 0;
    let entries = corpus::all("invalid");
    let inputs = entries
        .iter()
        .map(|(_, entry)| entry.input.as_str())
        .chain(["http://[::1", "%zz", long.as_str()]);
    for input in inputs {
        let uri = recognized_without_allocation("UriRef::recognize", input, UriRef::recognize);
        assert!(!uri, "{input:?} recognized");
        let iri = recognized_without_allocation("IriRef::recognize", input, IriRef::recognize);
        refused += usize::from(!iri);
    }
    for input in REALISTIC {
        assert_no_allocation("UriRef::recognize", input, |s| {
            UriRef::recognize(s).ok_or(())
        });
        assert_no_allocation("IriRef::recognize", input, |s| {
            IriRef::recognize(s).ok_or(())
        });
    }
    // Most of the invalid corpus is no IRI reference either.
    assert!(
        refused > entries.len() / 2,
        "{refused} of {}",
        entries.len()
    );
    println!("{refused} refused IRI references, no allocation");
}

#[test]
fn parse_quick_allocates_nothing_valid_or_refused() {
    let entries = corpus::all("invalid");
    let long = long_refusals(2_000);
    let inputs = entries
        .iter()
        .map(|(_, entry)| entry.input.as_str())
        .chain(long.iter().map(|(_, input)| input.as_str()));
    let mut refused = 0;
    for input in inputs {
        let (count, uri) = allocations(|| UriRef::parse_quick(input).map(|_| ()));
        assert_eq!(count, 0, "UriRef::parse_quick({input:?}) allocated");
        let (count, iri) = allocations(|| IriRef::parse_quick(input).map(|_| ()));
        assert_eq!(count, 0, "IriRef::parse_quick({input:?}) allocated");
        refused += usize::from(uri.is_err()) + usize::from(iri.is_err());
    }
    for input in REALISTIC {
        assert_no_allocation("UriRef::parse_quick", input, UriRef::parse_quick);
        assert_no_allocation("IriRef::parse_quick", input, IriRef::parse_quick);
    }
    // The invalid corpus is refused as URI references, most of it as IRI
    // references too.
    assert!(refused > entries.len() * 3 / 2, "{refused}");
}

/// Refused inputs of `n` bytes and more, the mistake in the middle, at
/// the end, at the start, in the authority, after characters above
/// ASCII, for URI and IRI goals: the diagnosis placed after the
/// recognizer's match and by the automaton, hints read far from the
/// index.
fn long_refusals(n: usize) -> Vec<(&'static str, String)> {
    let a = "a".repeat(n);
    let e = "é".repeat(n / 2);
    vec![
        ("UriRef", format!("http://h/{a}^{a}")),
        ("UriRef", format!("http://h/{a} ")),
        ("UriRef", format!("^{a}")),
        ("UriRef", format!("//{a}:8o/{a}")),
        ("UriRef", format!("{a}%zz{a}")),
        ("UriRef", format!("/{e}")),
        ("UriRef", format!("http://[::{a}")),
        ("Uri", a.clone()),
        ("IriRef", format!("/{e}\u{FFFE}{e}")),
        ("IriRef", format!("http://h/{e} {e}")),
    ]
}

fn refuse(goal: &str, input: &str) -> bool {
    match goal {
        "UriRef" => UriRef::parse(input).is_err(),
        "Uri" => Uri::parse(input).is_err(),
        _ => IriRef::parse(input).is_err(),
    }
}

#[test]
fn a_refusal_allocates_the_same_whatever_the_input_length() {
    // Every input here is longer than the 1 KiB an error keeps whole.
    let small = long_refusals(2_000);
    let large = long_refusals(1_000_000);
    for ((goal, small), (_, large)) in small.iter().zip(&large) {
        let head: String = small.chars().take(12).collect();
        let (small_bytes, refused) = allocated_bytes(|| refuse(goal, small));
        assert!(refused, "{goal}: {head:?}");
        let (large_bytes, refused) = allocated_bytes(|| refuse(goal, large));
        assert!(refused, "{goal}: {head:?}");
        println!("{goal}::parse({head:?}…): {small_bytes} bytes");
        assert_eq!(
            small_bytes, large_bytes,
            "{goal}::parse({head:?}…) allocates more for a longer input"
        );
        // Forty characters of four bytes at most on each side.
        assert!(small_bytes <= 320, "{small_bytes}");
    }
}

#[test]
fn a_refusal_allocates_no_more_than_its_input_when_short() {
    let kb = format!("{}\u{1}", "a".repeat(1023));
    let inline = "a".repeat(40);
    for input in ["a b", "%", "http://h:8o/", "[", "", &inline, &kb[..1023]] {
        let input = format!("{input}\u{1}");
        let (bytes, refused) = allocated_bytes(|| UriRef::parse(&input).is_err());
        assert!(refused, "{input:?}");
        // Kept inline up to 46 bytes (`src/error/kept.rs`), else on the
        // heap, whole up to 1 KiB.
        let expected = if input.len() <= 46 { 0 } else { input.len() };
        assert_eq!(bytes, expected, "{input:?}");
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
