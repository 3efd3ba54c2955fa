//! A parsed URI Template (RFC 6570 §2): its literals and expressions, with
//! the operators and variable specifications typed and every span kept.

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

/// How a template keeps a variable specification: spans into its text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct RawSpec {
    pub(crate) name: Range<usize>,
    pub(crate) span: Range<usize>,
    pub(crate) modifier: Option<Modifier>,
}

impl RawSpec {
    pub(crate) fn is_exploded(&self) -> bool {
        self.modifier == Some(Modifier::Explode)
    }

    pub(crate) fn prefix(&self) -> Option<u16> {
        match self.modifier {
            Some(Modifier::Prefix(n)) => Some(n),
            _ => None,
        }
    }
}

/// How a template keeps an expression: its span, its operator, and where
/// its variable specifications are in the template's list of them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct RawExpression {
    pub(crate) span: Range<usize>,
    pub(crate) operator: Option<Operator>,
    pub(crate) specs: Range<usize>,
}

/// How a template keeps a part.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum RawPart {
    Literal(Range<usize>),
    Expression(RawExpression),
}

/// A variable specification: a name and an optional modifier (`varspec`,
/// RFC 6570 §2.3), borrowed from its template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VarSpec<'a> {
    pub(crate) text: &'a str,
    pub(crate) raw: &'a RawSpec,
}

impl<'a> VarSpec<'a> {
    /// The variable's name as written (`last.name`, `Stra%C3%9Fe`: a name's
    /// percent-encodings are part of it and are not decoded, §2.3).
    #[must_use]
    pub fn name(&self) -> &'a str {
        self.text.get(self.raw.name.clone()).unwrap_or_default()
    }

    /// Where the variable specification lies in the template's text, its
    /// modifier included.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.raw.span.clone()
    }

    /// Its modifier, if it has one.
    #[must_use]
    pub fn modifier(&self) -> Option<Modifier> {
        self.raw.modifier
    }

    /// Whether it has the explode modifier `*`.
    #[must_use]
    pub fn is_exploded(&self) -> bool {
        self.raw.is_exploded()
    }

    /// The prefix length of a `:n` modifier.
    #[must_use]
    pub fn prefix(&self) -> Option<u16> {
        self.raw.prefix()
    }
}

/// An expression (`expression`, RFC 6570 §2.2): braces around an optional
/// operator and one or more variable specifications, borrowed from its
/// template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expression<'a> {
    pub(crate) text: &'a str,
    pub(crate) raw: &'a RawExpression,
    pub(crate) specs: &'a [RawSpec],
}

impl<'a> Expression<'a> {
    /// The expression as written, braces included.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.get(self.raw.span.clone()).unwrap_or_default()
    }

    /// Where the expression lies in the template's text, braces included.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.raw.span.clone()
    }

    /// Its operator; `None` for simple string expansion (§3.2.2).
    #[must_use]
    pub fn operator(&self) -> Option<Operator> {
        self.raw.operator
    }

    /// Its variable specifications, in order (never none).
    pub fn varspecs(&self) -> impl ExactSizeIterator<Item = VarSpec<'a>> + Clone + use<'a> {
        let text = self.text;
        self.specs.iter().map(move |raw| VarSpec { text, raw })
    }

    /// The lowest level of RFC 6570 (§1.2) that can expand it; `None` when
    /// it has a reserved operator.
    #[must_use]
    pub fn level(&self) -> Option<u8> {
        let by_operator = match self.raw.operator {
            None => 1,
            Some(op) => op.level()?,
        };
        let by_list = if self.specs.len() > 1 { 3 } else { 1 };
        let by_modifier = if self.specs.iter().any(|v| v.modifier.is_some()) {
            4
        } else {
            1
        };
        Some(by_operator.max(by_list).max(by_modifier))
    }
}

/// A part of a template, borrowed from it: a run of literal characters or
/// an expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part<'a> {
    /// Literal characters (`literals`, §2.1), as written.
    Literal(&'a str),
    /// An expression.
    Expression(Expression<'a>),
}

impl<'a> Part<'a> {
    /// The part as written: a literal's characters, an expression with its
    /// braces.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            Part::Literal(text) => text,
            Part::Expression(e) => e.as_str(),
        }
    }
}
