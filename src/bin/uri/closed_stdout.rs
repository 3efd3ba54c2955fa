//! Whether standard output was closed when `uri` started, as in
//! `uri parse a >&-`: `main` then stops with status 2, as the help says,
//! rather than write its answers nowhere.
//!
//! Before `main`, the Rust runtime opens `/dev/null` read-write in the
//! place of a closed standard stream, and after `main` starts nothing
//! tells that apart from output thrown away on purpose (Python's
//! `subprocess.DEVNULL` hands a program the same `/dev/null` opened
//! read-write), and writing to either succeeds. So the look is taken
//! earlier, from the program's initializers, which the loader runs before
//! the runtime starts: `/dev/null` opened there lands on the lowest free
//! descriptor, which is 1 (or 0, then 1) when standard output is closed.
//! It is closed again at once, and the runtime goes on as it would have.
//!
//! Linux only: elsewhere a closed standard output is what the Rust runtime
//! makes of it (`/dev/null` on the other Unix systems), as the help says.

/// Whether standard output was closed before `main`.
pub fn was_closed() -> bool {
    #[cfg(target_os = "linux")]
    {
        linux::CLOSED.load(std::sync::atomic::Ordering::Relaxed)
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use std::fs::File;
    use std::os::fd::AsRawFd;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// What [`note_closed_stdout`] found.
    pub(super) static CLOSED: AtomicBool = AtomicBool::new(false);

    /// Run by the loader before the Rust runtime starts, as every function
    /// in `.init_array` is.
    // The one item of `uri` that is not safe Rust: a function placed in
    // `.init_array` is trusted to be sound before `main`. It opens and
    // closes a file and stores a flag: no thread, no standard stream, no
    // allocation, no panic.
    #[allow(unsafe_code)]
    #[used]
    #[unsafe(link_section = ".init_array")]
    static NOTE_CLOSED_STDOUT: extern "C" fn() = note_closed_stdout;

    /// Notes in [`CLOSED`] whether descriptor 1 is free: `/dev/null`
    /// opened on the lowest free descriptor, then on the next if that was
    /// 0, lands on 1 exactly when it is. Both are closed again when they
    /// drop.
    extern "C" fn note_closed_stdout() {
        let Ok(first) = File::open("/dev/null") else {
            return;
        };
        let closed = match first.as_raw_fd() {
            1 => true,
            0 => File::open("/dev/null").is_ok_and(|second| second.as_raw_fd() == 1),
            _ => false,
        };
        CLOSED.store(closed, Ordering::Relaxed);
    }
}
