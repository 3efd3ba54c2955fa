//! A panic on demand, for the tests of the built binary: that a handler's
//! panic ends the run with status 2 and a message, on `--jobs` threads as
//! on one, and never hangs it.
//!
//! In a build with debug assertions (the tests' build), an input equal to
//! the value of the environment variable [`PANIC_ON`] makes the runner
//! panic in place of its handler. A release build has none of this: the
//! variable is not read, and [`check`] does nothing, so the tool a user
//! installs cannot be made to panic by its environment.

/// The environment variable naming the input to panic on.
#[cfg(debug_assertions)]
pub const PANIC_ON: &str = "URI_DEBUG_PANIC_ON";

/// Panics when `input` is the one [`PANIC_ON`] names (debug builds only).
#[cfg(debug_assertions)]
#[allow(clippy::panic, reason = "a panic asked for by the tests")]
pub fn check(input: &[u8]) {
    use std::sync::OnceLock;
    static TRIGGER: OnceLock<Option<Vec<u8>>> = OnceLock::new();
    let trigger =
        TRIGGER.get_or_init(|| std::env::var_os(PANIC_ON).map(|value| value.into_encoded_bytes()));
    if trigger.as_deref() == Some(input) {
        panic!("{PANIC_ON} asked for a panic on this input");
    }
}

/// Does nothing: a release build cannot be made to panic on demand.
#[cfg(not(debug_assertions))]
pub fn check(_input: &[u8]) {}
