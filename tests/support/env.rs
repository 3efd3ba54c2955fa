//! Counts and seeds of the long runs, taken from the environment.

/// An integer from the environment variable `name`, or `default` when it
/// is not set. A value that is not an integer stops the run rather than
/// quietly running the default.
pub fn env_number<T: std::str::FromStr>(name: &str, default: T) -> T {
    match std::env::var(name) {
        Ok(s) => s
            .parse()
            .unwrap_or_else(|_| panic!("{name} must be an integer")),
        Err(_) => default,
    }
}
