//! Whether a checked-in generated file is what the generator writes now,
//! and where the two first differ.

use std::fmt;

/// Where a checked-in generated file first differs from what the generator
/// writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stale {
    /// The number of the line, from 1.
    pub line: usize,
    /// The line in the checked-in file, `None` past its end.
    pub checked_in: Option<String>,
    /// The line as generated, `None` past its end.
    pub generated: Option<String>,
}

impl fmt::Display for Stale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |line: &Option<String>| match line {
            Some(line) => format!("{line:?}"),
            None => "(end of file)".to_owned(),
        };
        write!(
            f,
            "first difference at line {}:\n  checked in: {}\n  generated:  {}",
            self.line,
            show(&self.checked_in),
            show(&self.generated)
        )
    }
}

/// Whether the checked-in text of a generated file is what the generator
/// writes now.
///
/// # Errors
///
/// [`Stale`], where the two first differ, when they do.
pub fn compare(checked_in: &str, generated: &str) -> Result<(), Stale> {
    if checked_in == generated {
        return Ok(());
    }
    let mut old = checked_in.split('\n');
    let mut new = generated.split('\n');
    let mut line = 1;
    loop {
        match (old.next(), new.next()) {
            (Some(a), Some(b)) if a == b => line += 1,
            (a, b) => {
                return Err(Stale {
                    line,
                    checked_in: a.map(str::to_owned),
                    generated: b.map(str::to_owned),
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compare_accepts_equal_texts() {
        assert_eq!(compare("a\nb\n", "a\nb\n"), Ok(()));
    }

    #[test]
    fn compare_names_the_first_differing_line() {
        let stale = compare("a\nb\nc\n", "a\nB\nc\n").expect_err("differs");
        assert_eq!(stale.line, 2);
        assert_eq!(stale.checked_in.as_deref(), Some("b"));
        assert_eq!(stale.generated.as_deref(), Some("B"));
        assert_eq!(
            stale.to_string(),
            "first difference at line 2:\n  checked in: \"b\"\n  generated:  \"B\""
        );
    }

    #[test]
    fn compare_notices_a_missing_or_extra_end() {
        let stale = compare("a\n", "a\nb\n").expect_err("shorter");
        assert_eq!((stale.line, stale.checked_in.as_deref()), (2, Some("")));
        assert_eq!(stale.generated.as_deref(), Some("b"));
        let stale = compare("a\n", "a").expect_err("no last newline");
        assert_eq!((stale.line, stale.generated.as_deref()), (2, None));
        assert!(stale.to_string().contains("(end of file)"));
    }
}
