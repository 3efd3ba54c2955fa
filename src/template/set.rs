//! [`TemplateSet`]: one URI matched against many templates, as a router
//! does.
//!
//! The templates are indexed by the literal text each begins with (as
//! expansion writes it), in a trie of runs of bytes: a URI walks down it once and
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

/// A node of the trie: its edges carry runs of bytes (a radix trie), so
/// that it holds about as many bytes as the literals, whatever their
/// length.
#[derive(Debug, Clone, Default)]
struct Node {
    /// Edges by their first byte, sorted: the run of bytes, and the node
    /// it leads to. No two begin with the same byte; none is empty.
    children: Vec<(Vec<u8>, usize)>,
    /// The templates whose leading literal ends here.
    templates: Vec<usize>,
}

impl Node {
    /// The place of the edge that begins with `b`.
    fn edge(&self, b: u8) -> Result<usize, usize> {
        self.children
            .binary_search_by_key(&b, |(label, _)| label.first().copied().unwrap_or(0))
    }
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
        let mut rest = leading.as_bytes();
        while let Some(&b) = rest.first() {
            let Some(n) = self.nodes.get(node) else {
                break;
            };
            match n.edge(b) {
                Err(at) => {
                    // A new edge holds the rest of the literal.
                    let child = self.nodes.len();
                    self.nodes.push(Node::default());
                    if let Some(n) = self.nodes.get_mut(node) {
                        n.children.insert(at, (rest.to_vec(), child));
                    }
                    node = child;
                    rest = &[];
                }
                Ok(at) => {
                    let Some((label, child)) = n.children.get(at) else {
                        break;
                    };
                    let common = label.iter().zip(rest).take_while(|(a, b)| a == b).count();
                    if common == label.len() {
                        node = *child;
                    } else {
                        // The edge parts where the literal leaves it: a
                        // node in the middle, the rest of the edge below.
                        let (below, old_child) =
                            (label.get(common..).unwrap_or_default().to_vec(), *child);
                        let middle = self.nodes.len();
                        self.nodes.push(Node {
                            children: alloc::vec![(below, old_child)],
                            templates: Vec::new(),
                        });
                        if let Some((label, child)) = self
                            .nodes
                            .get_mut(node)
                            .and_then(|n| n.children.get_mut(at))
                        {
                            label.truncate(common);
                            *child = middle;
                        }
                        node = middle;
                    }
                    rest = rest.get(common..).unwrap_or_default();
                }
            }
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
        let mut rest = uri.as_bytes();
        while let Some(n) = self.nodes.get(node) {
            found.extend_from_slice(&n.templates);
            let Some(&b) = rest.first() else {
                break;
            };
            let Some((label, child)) = n.edge(b).ok().and_then(|at| n.children.get(at)) else {
                break;
            };
            if !rest.starts_with(label) {
                break;
            }
            rest = rest.get(label.len()..).unwrap_or_default();
            node = *child;
        }
        found.retain(|&index| match self.trailing.get(index) {
            Some(Some(trailing)) => uri.ends_with(trailing.as_str()),
            _ => true,
        });
        found.sort_unstable();
        found
    }
}
