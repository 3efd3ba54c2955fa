//! What goes wrong with a template: its syntax ([`TemplateError`]), or a
//! value it is given ([`ExpandError`]).

use alloc::format;
use alloc::string::String;
use core::fmt;
use core::ops::Range;

/// A template that is not a `URI-Template` (RFC 6570 §2): where it stops
/// being one, what the grammar expected there, in its terms, and a hint for
/// the common mistakes.
///
/// The index is the end of the longest start of the input that some
/// template begins with: `{x.}` is refused at `}` (`{x.y}` is a template),
/// `{var:0}` at `0`.
///
/// ```
/// let error = rfc3986::template::UriTemplate::parse("/a/{x:0}").unwrap_err();
/// assert_eq!((error.index(), error.column()), (6, 7));
/// assert_eq!(error.expected(), ["max-length"]);
/// assert_eq!(error.found(), Some('0'));
/// assert!(error.hint().is_some());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateError {
    pub(crate) index: usize,
    pub(crate) column: usize,
    pub(crate) found: Option<char>,
    pub(crate) expected: &'static [&'static str],
    pub(crate) hint: Option<&'static str>,
}

impl TemplateError {
    /// The byte index where the input stops being a template.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The 1-based column (in characters) of [`TemplateError::index`].
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }

    /// The character found at the index; `None` at the end of the input.
    #[must_use]
    pub fn found(&self) -> Option<char> {
        self.found
    }

    /// What the grammar expected at the index: ABNF rule names of RFC 6570
    /// §2 (`varchar`, `max-length`, `literals`) and quoted characters
    /// (`"}"`), in the grammar's order.
    #[must_use]
    pub fn expected(&self) -> &'static [&'static str] {
        self.expected
    }

    /// What is likely wrong, for the common mistakes.
    ///
    /// ```
    /// let error = rfc3986::template::UriTemplate::parse("/a b").unwrap_err();
    /// assert_eq!(error.hint(), Some("a space is not allowed in a template: write %20"));
    /// ```
    #[must_use]
    pub fn hint(&self) -> Option<&'static str> {
        self.hint
    }

    /// The one-line message: index, column, what was expected, what was
    /// found.
    ///
    /// ```
    /// let error = rfc3986::template::UriTemplate::parse("{x").unwrap_err();
    /// assert_eq!(
    ///     error.message(),
    ///     "invalid URI template at index 2 (column 3): expected varchar, \".\", modifier-level4, \",\" or \"}\", found the end of input"
    /// );
    /// ```
    #[must_use]
    pub fn message(&self) -> String {
        let found = match self.found {
            None => String::from("the end of input"),
            Some(c) if c.is_ascii_graphic() || !c.is_control() && c != ' ' && !c.is_ascii() => {
                format!("'{c}'")
            }
            Some(c) => format!("{:?}", c),
        };
        format!(
            "invalid URI template at index {} (column {}): expected {}, found {found}",
            self.index,
            self.column,
            self.expected_text()
        )
    }

    /// The expectation as a phrase: `a, b or c`.
    #[must_use]
    pub fn expected_text(&self) -> String {
        let mut out = String::new();
        let n = self.expected.len();
        for (i, item) in self.expected.iter().enumerate() {
            if i > 0 {
                out.push_str(if i + 1 == n { " or " } else { ", " });
            }
            out.push_str(item);
        }
        out
    }
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())?;
        if let Some(hint) = self.hint {
            write!(f, " ({hint})")?;
        }
        Ok(())
    }
}

impl core::error::Error for TemplateError {}

/// A template that is valid but cannot be expanded with the values given
/// (RFC 6570 §3): not a syntax error, which [`TemplateError`] reports.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExpandError {
    /// A prefix modifier on a list or a map: §2.4.1, "Prefix modifiers are
    /// not applicable to variables that have composite values."
    PrefixOnComposite {
        /// The variable's name.
        name: String,
        /// Where its variable specification lies in the template.
        span: Range<usize>,
    },
    /// An operator that §2.2 reserves for future extensions (`=`, `,`,
    /// `!`, `@`, `|`): no level of RFC 6570 expands it.
    ReservedOperator {
        /// The operator.
        operator: char,
        /// Where its expression lies in the template.
        span: Range<usize>,
    },
    /// The expansion is not a `URI-reference` (or, from `expand_iri`, an
    /// `IRI-reference`): a template's literals and reserved expansions can
    /// put characters where the grammar of RFC 3986 refuses them
    /// (`http://h/{+x}` with `x = "["`). The error says where.
    NotAReference(crate::Error),
}

impl ExpandError {
    /// The byte index the error is about: in the template for a value or
    /// an operator, in the expansion for [`ExpandError::NotAReference`].
    #[must_use]
    pub fn index(&self) -> usize {
        match self {
            ExpandError::PrefixOnComposite { span, .. }
            | ExpandError::ReservedOperator { span, .. } => span.start,
            ExpandError::NotAReference(error) => error.index(),
        }
    }

    /// What was expected, in words.
    #[must_use]
    pub fn expected(&self) -> String {
        match self {
            ExpandError::PrefixOnComposite { .. } => String::from("a string value"),
            ExpandError::ReservedOperator { .. } => String::from("operator"),
            ExpandError::NotAReference(error) => error.expected_text(),
        }
    }

    /// The one-line message.
    ///
    /// ```
    /// use rfc3986::template::{UriTemplate, Vars};
    ///
    /// let mut vars = Vars::new();
    /// vars.insert("keys", [("a", "1")]);
    /// let error = UriTemplate::parse("{keys:1}")?.expand(&vars).unwrap_err();
    /// assert_eq!(error.message(), "cannot expand at index 1: the prefix modifier of keys applies to a string, not a list or map (RFC 6570 §2.4.1)");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn message(&self) -> String {
        match self {
            ExpandError::PrefixOnComposite { name, span } => format!(
                "cannot expand at index {}: the prefix modifier of {name} applies to a string, not a list or map (RFC 6570 §2.4.1)",
                span.start
            ),
            ExpandError::ReservedOperator { operator, span } => format!(
                "cannot expand at index {}: the operator '{operator}' is reserved for future extensions (RFC 6570 §2.2)",
                span.start
            ),
            ExpandError::NotAReference(error) => {
                format!("the expansion is not a reference: {}", error.message())
            }
        }
    }
}

impl fmt::Display for ExpandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl core::error::Error for ExpandError {}
