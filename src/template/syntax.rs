//! A parsed URI Template (RFC 6570 §2): its literals and expressions, with
//! the operators and variable specifications typed and every span kept.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

/// An expression's operator (RFC 6570 §2.2, the table of §3.2.1 / Appendix
/// A): what comes before the expansion, between its values, and which
/// characters pass unencoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Operator {
    /// `+`: reserved expansion (§3.2.3), level 2.
    Reserved,
    /// `#`: fragment expansion (§3.2.4), level 2.
    Fragment,
    /// `.`: label expansion with a dot prefix (§3.2.5), level 3.
    Label,
    /// `/`: path segment expansion (§3.2.6), level 3.
    Path,
    /// `;`: path-style parameter expansion (§3.2.7), level 3.
    PathParameter,
    /// `?`: form-style query expansion (§3.2.8), level 3.
    Query,
    /// `&`: form-style query continuation (§3.2.9), level 3.
    QueryContinuation,
    /// One of `=`, `,`, `!`, `@`, `|` (`op-reserve`): valid syntax,
    /// reserved by §2.2 for future extensions, which no level expands.
    Future(char),
}

impl Operator {
    /// The operator written `c`, if `c` is one (`operator`, §2.2).
    #[must_use]
    pub(crate) fn from_char(c: char) -> Option<Operator> {
        Some(match c {
            '+' => Operator::Reserved,
            '#' => Operator::Fragment,
            '.' => Operator::Label,
            '/' => Operator::Path,
            ';' => Operator::PathParameter,
            '?' => Operator::Query,
            '&' => Operator::QueryContinuation,
            '=' | ',' | '!' | '@' | '|' => Operator::Future(c),
            _ => return None,
        })
    }

    /// The character the operator is written with.
    ///
    /// ```
    /// use rfc3986::template::Operator;
    /// assert_eq!(Operator::PathParameter.as_char(), ';');
    /// ```
    #[must_use]
    pub fn as_char(self) -> char {
        match self {
            Operator::Reserved => '+',
            Operator::Fragment => '#',
            Operator::Label => '.',
            Operator::Path => '/',
            Operator::PathParameter => ';',
            Operator::Query => '?',
            Operator::QueryContinuation => '&',
            Operator::Future(c) => c,
        }
    }

    /// The lowest level of RFC 6570 (§1.2) that has this operator; `None`
    /// for a reserved one.
    #[must_use]
    pub fn level(self) -> Option<u8> {
        match self {
            Operator::Reserved | Operator::Fragment => Some(2),
            Operator::Future(_) => None,
            _ => Some(3),
        }
    }
}

/// A value modifier (RFC 6570 §2.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// `:n`, a prefix of at most `n` characters (code points) of a string
    /// value, `1 <= n < 10000` (§2.4.1).
    Prefix(u16),
    /// `*`, each member of a list or map expanded as a value of its own
    /// (§2.4.2).
    Explode,
}

/// A variable specification: a name and an optional modifier (`varspec`,
/// RFC 6570 §2.3).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VarSpec {
    pub(crate) name: String,
    pub(crate) span: Range<usize>,
    pub(crate) modifier: Option<Modifier>,
}

impl VarSpec {
    /// The variable's name as written (`last.name`, `Stra%C3%9Fe`: a name's
    /// percent-encodings are part of it and are not decoded, §2.3).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Where the variable specification lies in the template's text, its
    /// modifier included.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// Its modifier, if it has one.
    #[must_use]
    pub fn modifier(&self) -> Option<Modifier> {
        self.modifier
    }

    /// Whether it has the explode modifier `*`.
    #[must_use]
    pub fn is_exploded(&self) -> bool {
        self.modifier == Some(Modifier::Explode)
    }

    /// The prefix length of a `:n` modifier.
    #[must_use]
    pub fn prefix(&self) -> Option<u16> {
        match self.modifier {
            Some(Modifier::Prefix(n)) => Some(n),
            _ => None,
        }
    }
}

/// An expression (`expression`, RFC 6570 §2.2): braces around an optional
/// operator and one or more variable specifications.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Expression {
    pub(crate) span: Range<usize>,
    pub(crate) operator: Option<Operator>,
    pub(crate) varspecs: Vec<VarSpec>,
}

impl Expression {
    /// Where the expression lies in the template's text, braces included.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// Its operator; `None` for simple string expansion (§3.2.2).
    #[must_use]
    pub fn operator(&self) -> Option<Operator> {
        self.operator
    }

    /// Its variable specifications, in order (never empty).
    #[must_use]
    pub fn varspecs(&self) -> &[VarSpec] {
        &self.varspecs
    }

    /// The lowest level of RFC 6570 (§1.2) that can expand it; `None` when
    /// it has a reserved operator.
    #[must_use]
    pub fn level(&self) -> Option<u8> {
        let by_operator = match self.operator {
            None => 1,
            Some(op) => op.level()?,
        };
        let by_list = if self.varspecs.len() > 1 { 3 } else { 1 };
        let by_modifier = if self.varspecs.iter().any(|v| v.modifier.is_some()) {
            4
        } else {
            1
        };
        Some(by_operator.max(by_list).max(by_modifier))
    }
}

/// A part of a template: a run of literal characters or an expression.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Part {
    /// Literal characters (`literals`, §2.1), as the span of the template's
    /// text they occupy; [`super::UriTemplate::text_of`] gives the text.
    Literal(Range<usize>),
    /// An expression.
    Expression(Expression),
}
