//! [`TemplateSet`]: one URI matched against many templates, as a router
//! does.
//!
//! The templates are indexed by the literal text each begins with (as
//! expansion writes it), in a trie of bytes: a URI walks down it once and
//! meets only the templates whose leading literal it starts with; a
//! template whose last part is a literal is skipped unless the URI ends
//! with it. Only those are matched, in the order they were added.

use alloc::string::String;
use alloc::vec::Vec;

use crate::template::expand::{self, Target};
use crate::template::matching::MatchOptions;
use crate::template::syntax::Part;
use crate::template::uri_template::UriTemplate;
use crate::template::value::Vars;

#[derive(Debug, Clone, Default)]
struct Node {
    /// Children by byte, sorted.
    children: Vec<(u8, usize)>,
    /// The templates whose leading literal ends here.
    templates: Vec<usize>,
}

/// Templates matched together: [`TemplateSet::match_uri`] finds the first
/// one, in the order they were added, that matches a URI.
///
/// ```
/// use rfc3986::template::{TemplateSet, UriTemplate};
///
/// let mut routes = TemplateSet::new();
/// routes.insert(UriTemplate::parse("/users/{id}")?);
/// routes.insert(UriTemplate::parse("/users/{id}/repos{?page}")?);
/// routes.insert(UriTemplate::parse("/orgs/{org}")?);
/// let (index, vars) = routes.match_uri("/users/42/repos?page=2").unwrap();
/// assert_eq!(index, 1);
/// assert_eq!(vars.get("page"), Some(&"2".into()));
/// assert!(routes.match_uri("/teams/7").is_none());
/// # Ok::<_, rfc3986::template::TemplateError>(())
/// ```
#[derive(Debug, Clone)]
pub struct TemplateSet {
    templates: Vec<UriTemplate>,
    /// By template: the literal it ends with, as expansion writes it, when
    /// its last part is a literal and not its only one.
    trailing: Vec<Option<String>>,
    nodes: Vec<Node>,
}

/// A literal as expansion writes it.
fn encoded(literal: &str) -> String {
    let mut out = String::new();
    expand::literal_into(literal, Target::Uri, &mut out);
    out
}

impl Default for TemplateSet {
    fn default() -> Self {
        TemplateSet::new()
    }
}

impl TemplateSet {
    /// An empty set.
    #[must_use]
    pub fn new() -> TemplateSet {
        TemplateSet {
            templates: Vec::new(),
            trailing: Vec::new(),
            nodes: alloc::vec![Node::default()],
        }
    }

    /// Adds `template`; its index, which matches report.
    pub fn insert(&mut self, template: UriTemplate) -> usize {
        let index = self.templates.len();
        let leading = match template.parts().next() {
            Some(Part::Literal(literal)) => encoded(literal),
            _ => String::new(),
        };
        let trailing = match template.parts().last() {
            Some(Part::Literal(literal)) if template.parts().len() > 1 => Some(encoded(literal)),
            _ => None,
        };
        self.trailing.push(trailing);
        let mut node = 0;
        for &b in leading.as_bytes() {
            let found = self.nodes.get(node).and_then(|n| {
                n.children
                    .binary_search_by_key(&b, |&(k, _)| k)
                    .ok()
                    .and_then(|at| n.children.get(at))
                    .map(|&(_, child)| child)
            });
            node = match found {
                Some(child) => child,
                None => {
                    let child = self.nodes.len();
                    self.nodes.push(Node::default());
                    if let Some(n) = self.nodes.get_mut(node) {
                        let at = n.children.partition_point(|&(k, _)| k < b);
                        n.children.insert(at, (b, child));
                    }
                    child
                }
            };
        }
        if let Some(n) = self.nodes.get_mut(node) {
            n.templates.push(index);
        }
        self.templates.push(template);
        index
    }

    /// How many templates it holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.templates.len()
    }

    /// Whether it holds none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.templates.is_empty()
    }

    /// The template of `index`.
    #[must_use]
    pub fn get(&self, index: usize) -> Option<&UriTemplate> {
        self.templates.get(index)
    }

    /// The first template, in the order they were added, that matches
    /// `uri`, with its variables ([`UriTemplate::match_uri`]).
    #[must_use]
    pub fn match_uri(&self, uri: &str) -> Option<(usize, Vars)> {
        self.match_uri_with(uri, &MatchOptions::default())
    }

    /// [`TemplateSet::match_uri`] with options.
    #[must_use]
    pub fn match_uri_with(&self, uri: &str, options: &MatchOptions) -> Option<(usize, Vars)> {
        self.candidates(uri).into_iter().find_map(|index| {
            let template = self.templates.get(index)?;
            Some((index, template.match_uri_with(uri, options)?))
        })
    }

    /// Every template that matches `uri`, in the order they were added.
    pub fn match_all<'s>(
        &'s self,
        uri: &'s str,
        options: &'s MatchOptions,
    ) -> impl Iterator<Item = (usize, Vars)> + 's {
        self.candidates(uri).into_iter().filter_map(move |index| {
            let template = self.templates.get(index)?;
            Some((index, template.match_uri_with(uri, options)?))
        })
    }

    /// The templates whose leading literal `uri` begins with and whose
    /// trailing literal it ends with, in order.
    fn candidates(&self, uri: &str) -> Vec<usize> {
        let mut found = Vec::new();
        let mut node = 0;
        let mut bytes = uri.as_bytes().iter();
        while let Some(n) = self.nodes.get(node) {
            found.extend_from_slice(&n.templates);
            let Some(&b) = bytes.next() else {
                break;
            };
            match n.children.binary_search_by_key(&b, |&(k, _)| k) {
                Ok(at) => node = n.children.get(at).map_or(usize::MAX, |&(_, c)| c),
                Err(_) => break,
            }
        }
        found.retain(|&index| match self.trailing.get(index) {
            Some(Some(trailing)) => uri.ends_with(trailing.as_str()),
            _ => true,
        });
        found.sort_unstable();
        found
    }
}
