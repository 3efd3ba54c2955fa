//! The walk of pest's tree: from the pairs of a successful parse by the
//! derived parser to a [`Layout`], one function per component, each matching
//! on the rules its pair can hold.
//!
//! This module does not parse and knows nothing of errors: the front door
//! (`crate::parse`) and the test hooks hand it pest's pairs.

use pest::iterators::{Pair, Pairs};

use crate::grammar::Rule;
use crate::layout::{AuthorityLayout, HostData, HostForm, HostMismatch, Layout, Span, host_data};

/// The [`Layout`] of the components in `pairs`, pest's tree of a match of an
/// anchored entry rule.
///
/// # Errors
/// [`HostMismatch`] when the host's address text does not convert, which
/// the tests rule out.
pub(crate) fn walk(pairs: Pairs<'_, Rule>) -> Result<Layout, HostMismatch> {
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

fn span(pair: &Pair<'_, Rule>) -> Span {
    let span = pair.as_span();
    Span::new(span.start(), span.end())
}

/// `full_URI_reference`, `full_URI`, `full_absolute_URI`, `full_relative_ref`.
fn entry(pair: Pair<'_, Rule>, into: &mut Parts) -> Result<(), HostMismatch> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::URI_reference => uri_reference(child, into)?,
            Rule::URI | Rule::absolute_URI | Rule::relative_ref => reference(child, into)?,
            Rule::EOI => {}
            rule => unreachable!("pest_walk::entry: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `URI-reference = URI / relative-ref`
fn uri_reference(pair: Pair<'_, Rule>, into: &mut Parts) -> Result<(), HostMismatch> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::URI | Rule::relative_ref => reference(child, into)?,
            rule => unreachable!("pest_walk::uri_reference: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `URI`, `absolute-URI` and `relative-ref`: their parts are the same
/// components, and a missing delimiter means a missing pair.
fn reference(pair: Pair<'_, Rule>, into: &mut Parts) -> Result<(), HostMismatch> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::scheme => into.scheme = Some(span(&child)),
            Rule::hier_part | Rule::relative_part => hier_part(child, into)?,
            Rule::query => into.query = Some(span(&child)),
            Rule::fragment => {}
            rule => unreachable!("pest_walk::reference: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `hier-part` and `relative-part`: an optional authority, then the path.
fn hier_part(pair: Pair<'_, Rule>, into: &mut Parts) -> Result<(), HostMismatch> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::authority => into.authority = Some(authority(child)?),
            Rule::path_abempty
            | Rule::path_absolute
            | Rule::path_noscheme
            | Rule::path_rootless
            | Rule::path_empty => into.path = span(&child),
            rule => unreachable!("pest_walk::hier_part: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `authority = [ userinfo "@" ] host [ ":" port ]`: the host; the userinfo
/// and the port are what lies around it.
fn authority(pair: Pair<'_, Rule>) -> Result<AuthorityLayout, HostMismatch> {
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
                authority.host_data = host(child)?;
            }
            rule => unreachable!("pest_walk::authority: unexpected {rule:?}"),
        }
    }
    Ok(authority)
}

/// `host = IP-literal / IPv4address / reg-name`
fn host(pair: Pair<'_, Rule>) -> Result<HostData, HostMismatch> {
    let input = pair.get_input();
    let mut form = HostForm::RegName;
    for child in pair.into_inner() {
        form = match child.as_rule() {
            Rule::IP_literal => ip_literal(child),
            Rule::IPv4address => HostForm::Ipv4(span(&child)),
            Rule::reg_name => HostForm::RegName,
            rule => unreachable!("pest_walk::host: unexpected {rule:?}"),
        };
    }
    host_data(input, form)
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"`
fn ip_literal(pair: Pair<'_, Rule>) -> HostForm {
    let mut form = HostForm::RegName;
    for child in pair.into_inner() {
        form = match child.as_rule() {
            Rule::IPv6address => HostForm::Ipv6(span(&child)),
            Rule::IPvFuture => HostForm::IpvFuture,
            rule => unreachable!("pest_walk::ip_literal: unexpected {rule:?}"),
        };
    }
    form
}
