//! Expanding a template allocates its output and nothing else: one
//! allocation, grown in place as needed (`realloc`), and nothing freed on
//! the way. The parse of a template and a match allocate; only expansion
//! is held to this.
//!
//! The global allocator of this test binary counts the allocations of the
//! thread that asks, so that the test harness's other threads do not count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rfc3986::template::{UriTemplate, Var, Vars};

struct Counting;

thread_local! {
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
    static FREES: Cell<usize> = const { Cell::new(0) };
}

fn bump(counter: &'static std::thread::LocalKey<Cell<usize>>) {
    // `try_with`: the thread's counters may be gone while it shuts down.
    let _ = counter.try_with(|n| n.set(n.get() + 1));
}

// SAFETY: every call is passed on unchanged to the system allocator; the
// counters are thread-local `Cell`s with `const` initializers, which do not
// allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        bump(&ALLOCS);
        // SAFETY: the caller's guarantees for `layout` are System's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        bump(&ALLOCS);
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` and `layout` come from this allocator, that is System.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        bump(&FREES);
        // SAFETY: as for `realloc`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn counts() -> (usize, usize) {
    (ALLOCS.with(Cell::get), FREES.with(Cell::get))
}

#[test]
fn an_expansion_allocates_its_output_only() {
    let mut vars = Vars::new();
    vars.insert("var", "value");
    vars.insert("hello", "Hello World! é\u{1F600}");
    vars.insert("path", "/foo/bar");
    vars.insert("list", ["red", "green", "blue"]);
    vars.insert("keys", [("semi", ";"), ("dot", "."), ("comma", ",")]);
    vars.insert("n", Var::from(6));
    let templates = [
        "{var}",
        "http://example.com/{+path}/{var}{?hello,n}{#keys*}",
        "café{/list*}{;keys}{?list}{&hello:3}",
        "{.list}{/keys*,var:2}?fixed=1{&undef,n}",
        "/a/very/long/literal/that/makes/the/output/long/{hello}{hello}{hello}{hello}{hello}",
    ];
    for text in templates {
        let template = UriTemplate::parse(text).expect("a template");
        let before = counts();
        let uri = template.expand(&vars).expect("expands");
        let after = counts();
        assert_eq!(
            (after.0 - before.0, after.1 - before.1),
            (1, 0),
            "{text}: allocations and frees"
        );
        assert!(!uri.as_str().is_empty());
    }
}
