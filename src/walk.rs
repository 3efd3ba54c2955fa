//! From pest pairs to a [`Layout`]: one function per component, each
//! matching on the rules its pair can hold.

use pest::Parser;
use pest::iterators::{Pair, Pairs};

use crate::compiled;
use crate::error::{Error, Expected, Goal};
use crate::grammar::{Rule, UriParser};
use crate::ipv4;
use crate::ipv6;
use crate::layout::{AuthorityLayout, HostData, Layout, Span};

/// Parses `input` as `goal` into the [`Layout`] of its components.
///
/// The recognizer compiled from the grammar (`crate::compiled`) decides and
/// finds the components without allocating; when it refuses the input, pest
/// parses it again to build the error.
#[inline(always)]
pub(crate) fn parse(input: &str, goal: Goal) -> Result<Layout, Error> {
    match compiled::layout(input, goal) {
        Some(layout) => Ok(layout),
        None => parse_with_pest(input, goal),
    }
}

/// Parses `input` as `goal` with the parser pest derives from the grammar,
/// and walks the tree into the [`Layout`] of its components.
pub(crate) fn parse_with_pest(input: &str, goal: Goal) -> Result<Layout, Error> {
    let pairs = UriParser::parse(goal.rule(), input)
        .map_err(|error| crate::expect::diagnose(input, goal, &error))?;
    walk(pairs, goal)
}

/// [`parse_with_pest`] without working out the error: `None` when pest
/// refuses `input`.
pub(crate) fn walk_pest(input: &str, goal: Goal) -> Option<Result<Layout, Error>> {
    let pairs = UriParser::parse(goal.rule(), input).ok()?;
    Some(walk(pairs, goal))
}

fn walk(pairs: Pairs<'_, Rule>, goal: Goal) -> Result<Layout, Error> {
    let mut parts = Parts::default();
    for pair in pairs {
        entry(pair, &mut parts, goal)?;
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

fn span(pair: &Pair<'_, Rule>) -> Span {
    let span = pair.as_span();
    Span::new(span.start(), span.end())
}

/// `full_URI_reference`, `full_URI`, `full_absolute_URI`, `full_relative_ref`.
fn entry(pair: Pair<'_, Rule>, into: &mut Parts, goal: Goal) -> Result<(), Error> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::URI_reference => uri_reference(child, into, goal)?,
            Rule::URI | Rule::absolute_URI | Rule::relative_ref => reference(child, into, goal)?,
            Rule::EOI => {}
            rule => unreachable!("walk::entry: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `URI-reference = URI / relative-ref`
fn uri_reference(pair: Pair<'_, Rule>, into: &mut Parts, goal: Goal) -> Result<(), Error> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::URI | Rule::relative_ref => reference(child, into, goal)?,
            rule => unreachable!("walk::uri_reference: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `URI`, `absolute-URI` and `relative-ref`: their parts are the same
/// components, and a missing delimiter means a missing pair.
fn reference(pair: Pair<'_, Rule>, into: &mut Parts, goal: Goal) -> Result<(), Error> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::scheme => into.scheme = Some(span(&child)),
            Rule::hier_part | Rule::relative_part => hier_part(child, into, goal)?,
            Rule::query => into.query = Some(span(&child)),
            Rule::fragment => {}
            rule => unreachable!("walk::reference: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `hier-part` and `relative-part`: an optional authority, then the path.
fn hier_part(pair: Pair<'_, Rule>, into: &mut Parts, goal: Goal) -> Result<(), Error> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::authority => into.authority = Some(authority(child, goal)?),
            Rule::path_abempty
            | Rule::path_absolute
            | Rule::path_noscheme
            | Rule::path_rootless
            | Rule::path_empty => into.path = span(&child),
            rule => unreachable!("walk::hier_part: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `authority = [ userinfo "@" ] host [ ":" port ]`: the host; the userinfo
/// and the port are what lies around it.
fn authority(pair: Pair<'_, Rule>, goal: Goal) -> Result<AuthorityLayout, Error> {
    let whole = span(&pair);
    let mut authority = AuthorityLayout {
        host: Span::new(whole.start, whole.start),
        host_data: HostData::RegName,
    };
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::userinfo | Rule::port => {}
            Rule::host => {
                authority.host = span(&child);
                authority.host_data = host(child, goal)?;
            }
            rule => unreachable!("walk::authority: unexpected {rule:?}"),
        }
    }
    Ok(authority)
}

/// `host = IP-literal / IPv4address / reg-name`
fn host(pair: Pair<'_, Rule>, goal: Goal) -> Result<HostData, Error> {
    let input = pair.get_input();
    let mut form = HostForm::RegName;
    for child in pair.into_inner() {
        form = match child.as_rule() {
            Rule::IP_literal => ip_literal(child),
            Rule::IPv4address => HostForm::Ipv4(span(&child)),
            Rule::reg_name => HostForm::RegName,
            rule => unreachable!("walk::host: unexpected {rule:?}"),
        };
    }
    host_data(input, form)
        .map_err(|(at, rule)| Error::expecting(goal, input, at.start, vec![Expected::Rule(rule)]))
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"`
fn ip_literal(pair: Pair<'_, Rule>) -> HostForm {
    let mut form = HostForm::RegName;
    for child in pair.into_inner() {
        form = match child.as_rule() {
            Rule::IPv6address => HostForm::Ipv6(span(&child)),
            Rule::IPvFuture => HostForm::IpvFuture,
            rule => unreachable!("walk::ip_literal: unexpected {rule:?}"),
        };
    }
    form
}

/// The rule that matched under `host` and its span: what decides the
/// [`HostData`], for the walk of pest's tree and for the compiled recognizer
/// alike.
#[derive(Debug, Clone, Copy)]
pub(crate) enum HostForm {
    RegName,
    Ipv4(Span),
    Ipv6(Span),
    IpvFuture,
}

/// What the host is, from the rule that matched it.
///
/// # Errors
/// The span and the rule when the grammar matched a text that the
/// conversion does not take: a disagreement between the grammar and the
/// conversion, reported rather than trusted.
#[inline]
pub(crate) fn host_data(input: &str, form: HostForm) -> Result<HostData, (Span, &'static str)> {
    Ok(match form {
        HostForm::RegName => HostData::RegName,
        HostForm::Ipv4(at) => HostData::Ipv4(ipv4::parse(at.of(input)).ok_or((at, "IPv4address"))?),
        HostForm::Ipv6(at) => HostData::Ipv6(ipv6::parse(at.of(input)).ok_or((at, "IPv6address"))?),
        HostForm::IpvFuture => HostData::IpvFuture,
    })
}
