//! The walk of pest's tree: from the pairs of a successful parse by a
//! derived parser to a [`Layout`], one function per component, each matching
//! on the parts its pair can hold.
//!
//! The URI grammar and the IRI grammar have the same shape rule for rule
//! (`ihost` is where `host` is, `ipath-abempty` where `path-abempty` is), so
//! one walk serves both: each grammar's `Rule` says which [`Part`] of a
//! reference a rule is ([`Walked`]), and the walk reads parts.
//!
//! This module does not parse and knows nothing of errors: the front door
//! (`crate::parse`) and the test hooks hand it pest's pairs.

use pest::RuleType;
use pest::iterators::{Pair, Pairs};

use crate::compiled::layout::{
    AuthorityLayout, HostData, HostForm, HostMismatch, Layout, Span, host_data,
};
use crate::grammars::iri::Rule as IriRule;
use crate::grammars::uri::Rule;

/// What a rule of the tree is, for the walk: the same in both grammars.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Part {
    /// `SOI` or `EOI` in an anchored entry rule.
    Anchor,
    /// `URI-reference` / `IRI-reference`: one of the two below.
    Either,
    /// `URI`, `absolute-URI`, `relative-ref` and their IRI forms.
    Reference,
    Scheme,
    /// `hier-part`, `relative-part` and their IRI forms.
    Hierarchy,
    Authority,
    Userinfo,
    Host,
    IpLiteral,
    Ipv4,
    Ipv6,
    IpvFuture,
    RegName,
    Port,
    /// Any of the five path rules.
    Path,
    Query,
    Fragment,
    /// A rule the walk never meets where it looks.
    Other,
}

/// A grammar's rules as the walk sees them.
pub(crate) trait Walked: RuleType {
    /// The part of a reference this rule is.
    fn part(self) -> Part;
}

impl Walked for Rule {
    fn part(self) -> Part {
        match self {
            Rule::EOI => Part::Anchor,
            Rule::URI_reference => Part::Either,
            Rule::URI | Rule::absolute_URI | Rule::relative_ref => Part::Reference,
            Rule::scheme => Part::Scheme,
            Rule::hier_part | Rule::relative_part => Part::Hierarchy,
            Rule::authority => Part::Authority,
            Rule::userinfo => Part::Userinfo,
            Rule::host => Part::Host,
            Rule::IP_literal => Part::IpLiteral,
            Rule::IPv4address => Part::Ipv4,
            Rule::IPv6address => Part::Ipv6,
            Rule::IPvFuture => Part::IpvFuture,
            Rule::reg_name => Part::RegName,
            Rule::port => Part::Port,
            Rule::path_abempty
            | Rule::path_absolute
            | Rule::path_noscheme
            | Rule::path_rootless
            | Rule::path_empty => Part::Path,
            Rule::query => Part::Query,
            Rule::fragment => Part::Fragment,
            _ => Part::Other,
        }
    }
}

impl Walked for IriRule {
    fn part(self) -> Part {
        match self {
            IriRule::EOI => Part::Anchor,
            IriRule::IRI_reference => Part::Either,
            IriRule::IRI | IriRule::absolute_IRI | IriRule::irelative_ref => Part::Reference,
            IriRule::scheme => Part::Scheme,
            IriRule::ihier_part | IriRule::irelative_part => Part::Hierarchy,
            IriRule::iauthority => Part::Authority,
            IriRule::iuserinfo => Part::Userinfo,
            IriRule::ihost => Part::Host,
            IriRule::IP_literal => Part::IpLiteral,
            IriRule::IPv4address => Part::Ipv4,
            IriRule::IPv6address => Part::Ipv6,
            IriRule::IPvFuture => Part::IpvFuture,
            IriRule::ireg_name => Part::RegName,
            IriRule::port => Part::Port,
            IriRule::ipath_abempty
            | IriRule::ipath_absolute
            | IriRule::ipath_noscheme
            | IriRule::ipath_rootless
            | IriRule::ipath_empty => Part::Path,
            IriRule::iquery => Part::Query,
            IriRule::ifragment => Part::Fragment,
            _ => Part::Other,
        }
    }
}

/// The [`Layout`] of the components in `pairs`, pest's tree of a match of an
/// anchored entry rule of either grammar.
///
/// # Errors
/// [`HostMismatch`] when the host's address text does not convert, which
/// the tests rule out.
pub(crate) fn walk<R: Walked>(pairs: Pairs<'_, R>) -> Result<Layout, HostMismatch> {
    let mut parts = Parts::default();
    for pair in pairs {
        entry(pair, &mut parts)?;
    }
    Ok(Layout::new(
        parts.scheme,
        parts.authority,
        parts.path,
        parts.query,
    ))
}

/// The components found so far; the fragment is whatever follows them.
#[derive(Default)]
struct Parts {
    scheme: Option<Span>,
    authority: Option<AuthorityLayout>,
    path: Span,
    query: Option<Span>,
}

fn span<R: Walked>(pair: &Pair<'_, R>) -> Span {
    let span = pair.as_span();
    Span::new(span.start(), span.end())
}

/// The children of `pair`, each with its part.
fn children<R: Walked>(pair: Pair<'_, R>) -> impl Iterator<Item = (Part, Pair<'_, R>)> {
    pair.into_inner()
        .map(|child| (child.as_rule().part(), child))
}

/// `full_URI_reference`, `full_URI`, `full_absolute_URI`, `full_relative_ref`
/// and the `full_*` rules of IRIs.
fn entry<R: Walked>(pair: Pair<'_, R>, into: &mut Parts) -> Result<(), HostMismatch> {
    for (part, child) in children(pair) {
        match part {
            Part::Either => either(child, into)?,
            Part::Reference => reference(child, into)?,
            Part::Anchor => {}
            _ => unreachable!("pest_walk::entry: unexpected {:?}", child.as_rule()),
        }
    }
    Ok(())
}

/// `URI-reference = URI / relative-ref`
fn either<R: Walked>(pair: Pair<'_, R>, into: &mut Parts) -> Result<(), HostMismatch> {
    for (part, child) in children(pair) {
        match part {
            Part::Reference => reference(child, into)?,
            _ => unreachable!("pest_walk::either: unexpected {:?}", child.as_rule()),
        }
    }
    Ok(())
}

/// `URI`, `absolute-URI` and `relative-ref`: their parts are the same
/// components, and a missing delimiter means a missing pair.
fn reference<R: Walked>(pair: Pair<'_, R>, into: &mut Parts) -> Result<(), HostMismatch> {
    for (part, child) in children(pair) {
        match part {
            Part::Scheme => into.scheme = Some(span(&child)),
            Part::Hierarchy => hier_part(child, into)?,
            Part::Query => into.query = Some(span(&child)),
            Part::Fragment => {}
            _ => unreachable!("pest_walk::reference: unexpected {:?}", child.as_rule()),
        }
    }
    Ok(())
}

/// `hier-part` and `relative-part`: an optional authority, then the path.
fn hier_part<R: Walked>(pair: Pair<'_, R>, into: &mut Parts) -> Result<(), HostMismatch> {
    for (part, child) in children(pair) {
        match part {
            Part::Authority => into.authority = Some(authority(child)?),
            Part::Path => into.path = span(&child),
            _ => unreachable!("pest_walk::hier_part: unexpected {:?}", child.as_rule()),
        }
    }
    Ok(())
}

/// `authority = [ userinfo "@" ] host [ ":" port ]`: the host; the userinfo
/// and the port are what lies around it.
fn authority<R: Walked>(pair: Pair<'_, R>) -> Result<AuthorityLayout, HostMismatch> {
    let whole = span(&pair);
    let mut authority = AuthorityLayout {
        host: Span::new(whole.start, whole.start),
        host_data: HostData::RegName,
    };
    for (part, child) in children(pair) {
        match part {
            Part::Userinfo | Part::Port => {}
            Part::Host => {
                authority.host = span(&child);
                authority.host_data = host(child)?;
            }
            _ => unreachable!("pest_walk::authority: unexpected {:?}", child.as_rule()),
        }
    }
    Ok(authority)
}

/// `host = IP-literal / IPv4address / reg-name`
fn host<R: Walked>(pair: Pair<'_, R>) -> Result<HostData, HostMismatch> {
    let input = pair.get_input();
    let mut form = HostForm::RegName;
    for (part, child) in children(pair) {
        form = match part {
            Part::IpLiteral => ip_literal(child),
            Part::Ipv4 => HostForm::Ipv4(span(&child)),
            Part::RegName => HostForm::RegName,
            _ => unreachable!("pest_walk::host: unexpected {:?}", child.as_rule()),
        };
    }
    host_data(input, form)
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"`
fn ip_literal<R: Walked>(pair: Pair<'_, R>) -> HostForm {
    let mut form = HostForm::RegName;
    for (part, child) in children(pair) {
        form = match part {
            Part::Ipv6 => HostForm::Ipv6(span(&child)),
            Part::IpvFuture => HostForm::IpvFuture,
            _ => unreachable!("pest_walk::ip_literal: unexpected {:?}", child.as_rule()),
        };
    }
    form
}
