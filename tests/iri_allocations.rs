//! A successful IRI parse allocates nothing: the front door runs the URI
//! recognizer and, for what it refuses that holds characters above ASCII,
//! the recognizer compiled from the IRI grammar, and builds the components
//! in place. Through the crate's front door (`__private::parses`, what every
//! `parse` function calls), for each of the four IRI goals, on the IRI and
//! the URI corpus.
//!
//! The global allocator of this test binary counts the allocations of the
//! thread that asks, so that the test harness's other threads do not count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rfc3986::__private::parses;
use rfc3986::Goal;

#[path = "support/corpus.rs"]
mod corpus;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    // `try_with`: the thread's counter may be gone while it shuts down.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

// SAFETY: every call is passed on unchanged to the system allocator; the
// counter is a thread-local `Cell` with a `const` initializer, which does not
// allocate.
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

/// The allocations `f` makes on this thread.
fn allocations<T>(f: impl FnOnce() -> T) -> (usize, T) {
    let before = ALLOCATIONS.with(Cell::get);
    let value = f();
    let after = ALLOCATIONS.with(Cell::get);
    (after - before, value)
}

const GOALS: [Goal; 4] = [
    Goal::IriReference,
    Goal::Iri,
    Goal::AbsoluteIri,
    Goal::IrelativeRef,
];

const REALISTIC: &[(&str, Goal)] = &[
    ("http://例え.テスト/パス/ファイル?q=値#frag", Goal::Iri),
    (
        "https://пример.рф/путь/к/файлу?запрос=значение",
        Goal::AbsoluteIri,
    ),
    (
        "http://www.例.com/\u{1F600}/\u{10000}?\u{E000}\u{100000}#\u{E1000}",
        Goal::IriReference,
    ),
    ("//bücher.example/straße", Goal::IrelativeRef),
    ("../σελίδα?q=ü", Goal::IrelativeRef),
    ("urn:ietf:params:ä", Goal::Iri),
    ("https://example.com/", Goal::Iri),
];

#[test]
fn a_successful_iri_parse_allocates_nothing() {
    let mut parses_counted = 0;
    for &(input, goal) in REALISTIC {
        let (count, parsed) = allocations(|| parses(input, goal));
        assert!(parsed, "{input:?} as {goal:?}");
        assert_eq!(count, 0, "{input:?} as {goal:?} allocated {count} times");
        parses_counted += 1;
    }
    let mut wide = 0;
    for kind in ["iri/valid", "valid"] {
        for (_, entry) in corpus::all(kind) {
            for goal in GOALS {
                let (count, parsed) = allocations(|| parses(&entry.input, goal));
                if parsed {
                    assert_eq!(
                        count, 0,
                        "{:?} as {goal:?} allocated {count} times",
                        entry.input
                    );
                    parses_counted += 1;
                    wide += usize::from(!entry.input.is_ascii());
                }
            }
        }
    }
    assert!(wide > 500, "{wide}");
    println!(
        "{parses_counted} successful IRI parses ({wide} with characters above ASCII), no allocation"
    );
}
