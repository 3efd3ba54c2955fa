//! [`UriTemplate`]: a parsed template, and what it does.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::reference::iri::owned::IriRefBuf;
use crate::reference::owned::UriRefBuf;
use crate::template::error::{ExpandError, TemplateError};
use crate::template::expand::{self, Target};
use crate::template::matching::{self, MatchOptions};
use crate::template::parse;
use crate::template::partial;
use crate::template::syntax::{Expression, Part, RawPart, RawSpec};
use crate::template::value::{VarSource, Vars};

/// A URI Template (RFC 6570): its text and its parts, literals and
/// expressions, with their spans.
///
/// ```
/// use rfc3986::template::{UriTemplate, Vars};
///
/// let template = UriTemplate::parse("/search{?q,lang}")?;
/// assert_eq!(template.level(), Some(3));
/// assert_eq!(template.variables().collect::<Vec<_>>(), ["q", "lang"]);
///
/// let mut vars = Vars::new();
/// vars.insert("q", "caf\u{e9} au lait");
/// assert_eq!(template.expand(&vars)?.as_str(), "/search?q=caf%C3%A9%20au%20lait");
///
/// let matched = template.match_uri("/search?q=tea&lang=en").unwrap();
/// assert_eq!(matched.get("lang"), Some(&"en".into()));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct UriTemplate {
    text: String,
    /// The parts, as spans of `text`; an expression's variable
    /// specifications are a range of `specs`, which holds those of every
    /// expression: three allocations a template, whatever its size.
    parts: Vec<RawPart>,
    specs: Vec<RawSpec>,
}

impl UriTemplate {
    /// Parses a `URI-Template` (RFC 6570 §2).
    ///
    /// # Errors
    /// A [`TemplateError`] saying where `text` stops being a template and
    /// what was expected there.
    pub fn parse(text: &str) -> Result<UriTemplate, TemplateError> {
        let (parts, specs) = parse::parse(text)?;
        Ok(UriTemplate {
            text: String::from(text),
            parts,
            specs,
        })
    }

    /// The template's text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Its parts, in order: runs of literals and expressions, borrowed
    /// from it.
    ///
    /// ```
    /// use rfc3986::template::{Part, UriTemplate};
    ///
    /// let t = UriTemplate::parse("/a/{b}")?;
    /// let texts: Vec<&str> = t.parts().map(|p| p.as_str()).collect();
    /// assert_eq!(texts, ["/a/", "{b}"]);
    /// assert!(matches!(t.parts().next(), Some(Part::Literal("/a/"))));
    /// # Ok::<_, rfc3986::template::TemplateError>(())
    /// ```
    pub fn parts(&self) -> impl ExactSizeIterator<Item = Part<'_>> + Clone {
        self.parts.iter().map(|part| match part {
            RawPart::Literal(span) => {
                Part::Literal(self.text.get(span.clone()).unwrap_or_default())
            }
            RawPart::Expression(raw) => Part::Expression(self.view(raw)),
        })
    }

    /// The view of an expression of this template.
    fn view<'a>(&'a self, raw: &'a crate::template::syntax::RawExpression) -> Expression<'a> {
        Expression {
            text: &self.text,
            raw,
            specs: self.specs.get(raw.specs.clone()).unwrap_or_default(),
        }
    }

    /// Its expressions, in order.
    pub fn expressions(&self) -> impl Iterator<Item = Expression<'_>> + Clone {
        self.parts.iter().filter_map(|part| match part {
            RawPart::Expression(raw) => Some(self.view(raw)),
            RawPart::Literal(_) => None,
        })
    }

    /// The lowest level of RFC 6570 (§1.2) that can process the template,
    /// as §1.2 recommends reporting: 1 for literals and `{var}`, 2 with `+`
    /// or `#`, 3 with several variables in an expression or another
    /// operator, 4 with a prefix or explode modifier. `None` when an
    /// expression uses an operator reserved for future extensions.
    ///
    /// ```
    /// use rfc3986::template::UriTemplate;
    /// assert_eq!(UriTemplate::parse("/a/{b}")?.level(), Some(1));
    /// assert_eq!(UriTemplate::parse("{+b}")?.level(), Some(2));
    /// assert_eq!(UriTemplate::parse("{/b,c}")?.level(), Some(3));
    /// assert_eq!(UriTemplate::parse("{b:3}")?.level(), Some(4));
    /// assert_eq!(UriTemplate::parse("{!b}")?.level(), None);
    /// # Ok::<_, rfc3986::template::TemplateError>(())
    /// ```
    #[must_use]
    pub fn level(&self) -> Option<u8> {
        self.expressions()
            .try_fold(1, |level, e| Some(level.max(e.level()?)))
    }

    /// The names of its variables, each once, in the order they first
    /// appear.
    pub fn variables(&self) -> impl Iterator<Item = &str> {
        let mut seen = alloc::collections::BTreeSet::new();
        let mut names: Vec<&str> = Vec::new();
        for spec in &self.specs {
            let name = self.text.get(spec.name.clone()).unwrap_or_default();
            if seen.insert(name) {
                names.push(name);
            }
        }
        names.into_iter()
    }

    /// Expands the template with `vars` (RFC 6570 §3, every level) into a
    /// URI reference, checked by this crate's parser.
    ///
    /// Characters outside the allowed set of each operator are
    /// percent-encoded as UTF-8 with uppercase hex digits, in literals too
    /// (§3.1); a prefix counts code points (§2.4.1). Nothing is allocated
    /// but the output.
    ///
    /// # Errors
    /// [`ExpandError::PrefixOnComposite`] for a prefix on a list or map,
    /// [`ExpandError::ReservedOperator`] for an operator of `op-reserve`,
    /// [`ExpandError::NotAReference`] when the expansion is not a
    /// `URI-reference`.
    pub fn expand(&self, vars: &(impl VarSource + ?Sized)) -> Result<UriRefBuf, ExpandError> {
        let text = self.expand_text(vars, Target::Uri)?;
        UriRefBuf::parse(text).map_err(ExpandError::NotAReference)
    }

    /// Expands the template into an IRI reference (RFC 3987): a `ucschar`
    /// in a value or a literal stays as it is, and an `iprivate` too where
    /// it lands in the query; the rest is encoded as [`UriTemplate::expand`]
    /// encodes it.
    ///
    /// ```
    /// use rfc3986::template::{UriTemplate, Vars};
    ///
    /// let vars: Vars = [("q", "caf\u{e9}")].into_iter().collect();
    /// let t = UriTemplate::parse("/\u{e9}t\u{e9}{?q}")?;
    /// assert_eq!(t.expand_iri(&vars)?.as_str(), "/\u{e9}t\u{e9}?q=caf\u{e9}");
    /// assert_eq!(t.expand(&vars)?.as_str(), "/%C3%A9t%C3%A9?q=caf%C3%A9");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`UriTemplate::expand`], with `IRI-reference` for
    /// `URI-reference`.
    pub fn expand_iri(&self, vars: &(impl VarSource + ?Sized)) -> Result<IriRefBuf, ExpandError> {
        let text = self.expand_text(vars, Target::Iri)?;
        IriRefBuf::parse(text).map_err(ExpandError::NotAReference)
    }

    fn expand_text(
        &self,
        vars: &(impl VarSource + ?Sized),
        target: Target,
    ) -> Result<String, ExpandError> {
        let mut out = String::with_capacity(self.text.len() + self.text.len() / 2);
        expand::expand_into(&self.text, &self.parts, &self.specs, vars, target, &mut out)?;
        Ok(out)
    }

    /// Expands the variables `vars` defines and keeps the others as
    /// expressions: a template that, expanded later with the missing
    /// variables, gives what expanding this one with all of them gives.
    ///
    /// - `{/a,b}`, `{.a,b}`, `{;a,b}`: each defined variable is expanded in
    ///   place and each run of missing ones kept as an expression of the
    ///   same operator (`{/a,b}` with `b` → `{/a}/B`).
    /// - `{?a,b}`, `{&a,b}`: the defined variables are expanded, and the
    ///   missing ones follow as a `{&...}` expression (`{?...}` when none
    ///   was defined): `{?a,b}` with `b` → `?b=B{&a}`. Expanded later, the
    ///   query holds the same parameters, with the ones given later last.
    /// - `{a,b}`, `{+a,b}`, `{#a,b}`: no operator writes the `,` that would
    ///   come before a later value, so such an expression is expanded only
    ///   when all its variables are defined, and kept whole otherwise.
    /// - A variable whose value does not fit (a prefix on a list) and an
    ///   expression of a reserved operator are kept, for the full
    ///   expansion to report.
    ///
    /// A variable is defined when `vars` has it, an empty list or map
    /// included (it is then undefined for RFC 6570, and expands to
    /// nothing).
    ///
    /// ```
    /// use rfc3986::template::{UriTemplate, Vars};
    ///
    /// let t = UriTemplate::parse("https://api.example/{org}/repos{?page,per_page}")?;
    /// let vars: Vars = [("org", "rust lang"), ("per_page", "50")].into_iter().collect();
    /// assert_eq!(t.expand_partial(&vars).as_str(), "https://api.example/rust%20lang/repos?per_page=50{&page}");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn expand_partial(&self, vars: &(impl VarSource + ?Sized)) -> UriTemplate {
        let text = partial::expand_partial(&self.text, &self.parts, &self.specs, vars);
        // The text is literals, expansions (whose characters are all
        // `literals`) and expressions of this template: a template.
        UriTemplate::parse(&text).unwrap_or_else(|_| self.clone())
    }

    /// The variables whose expansion by this template gives exactly `uri`,
    /// if there are any: [`UriTemplate::expand`] with the result gives
    /// `uri` back (every answer is checked so before it is returned).
    ///
    /// Where several answers exist, one is chosen by these rules:
    /// - an expression takes as much of the URI as it can while the rest
    ///   still matches (`{+a}/{+b}` on `x/y/z`: `a = x/y`, `b = z`);
    /// - in an expression, the earlier variables are defined first
    ///   (`{x,y}` on `a`: `x = a`, `y` undefined) and an empty expansion
    ///   leaves every variable undefined;
    /// - an unencoded `,` makes a list (`{x}` on `a,b`: `x = [a, b]`),
    ///   except in `+` and `#` expressions, where a string comes first;
    /// - exploded members written `key=value` make a map, and a list
    ///   otherwise (for `;`, `?`, `&`, members named after the variable
    ///   make a list);
    /// - values are percent-decoded; under `+` and `#`, a value is kept
    ///   encoded when its decoding would not expand back to the same text
    ///   (`%2F` stays `%2F`).
    ///
    /// A prefix (`{x:1}/{x}`) is checked against the full value where both
    /// appear. A URI that is not a URI reference matches nothing (no
    /// expansion is one). The search is bounded (about 10 ms at worst, on
    /// any input): past the bound it gives `None`, as it does for a
    /// template of more than 256 parts or an expression of more than 64
    /// variables. A template naming one variable many times with values
    /// full of reserved characters can reach the bound (a few of the 44,600
    /// generated expansions of `tests/template_fuzz_checks.rs`, all of
    /// `{+a}{#a}{.a}{/a}{;a}{?a}{&a}`; none of the shared suite's). The URI
    /// is compared as [`UriTemplate::expand`] writes it: percent-encodings
    /// are case-sensitive, and no normalization is done.
    ///
    /// ```
    /// use rfc3986::template::{UriTemplate, Var};
    ///
    /// let t = UriTemplate::parse("/files{/path*}{?tags}")?;
    /// let vars = t.match_uri("/files/a/b%20c?tags=x,y").unwrap();
    /// assert_eq!(vars.get("path"), Some(&Var::from(["a", "b c"])));
    /// assert_eq!(vars.get("tags"), Some(&Var::from(["x", "y"])));
    /// assert_eq!(t.expand(&vars)?.as_str(), "/files/a/b%20c?tags=x,y");
    /// assert!(t.match_uri("/other").is_none());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn match_uri(&self, uri: &str) -> Option<Vars> {
        self.match_uri_with(uri, &MatchOptions::default())
    }

    /// [`UriTemplate::match_uri`] with options: with
    /// [`MatchOptions::query_any_order`], the parameters of a `{?...}` or
    /// `{&...}` expression may come in any order, and any of them may be
    /// absent; the expansion of the answer then gives `uri` with its
    /// parameters in the template's order.
    ///
    /// ```
    /// use rfc3986::template::{MatchOptions, UriTemplate};
    ///
    /// let t = UriTemplate::parse("/search{?q,lang,page}")?;
    /// assert!(t.match_uri("/search?lang=en&q=tea").is_none());
    /// let any = MatchOptions::new().query_any_order(true);
    /// let vars = t.match_uri_with("/search?lang=en&q=tea", &any).unwrap();
    /// assert_eq!(t.expand(&vars)?.as_str(), "/search?q=tea&lang=en");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn match_uri_with(&self, uri: &str, options: &MatchOptions) -> Option<Vars> {
        matching::match_uri(&self.text, &self.parts, &self.specs, uri, options)
    }
}

impl fmt::Debug for UriTemplate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UriTemplate").field(&self.text).finish()
    }
}

impl fmt::Display for UriTemplate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl PartialEq for UriTemplate {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for UriTemplate {}

impl core::hash::Hash for UriTemplate {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl FromStr for UriTemplate {
    type Err = TemplateError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        UriTemplate::parse(s)
    }
}
