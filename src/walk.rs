//! From pest pairs to a [`Layout`]: one function per component, each
//! matching on the rules its pair can hold.

use std::net::Ipv4Addr;

use pest::Parser;
use pest::iterators::Pair;

use crate::error::{Error, Expected, Goal};
use crate::grammar::{Rule, UriParser};
use crate::ipv6;
use crate::layout::{AuthorityLayout, HostData, Layout, Span};

/// Parses `input` as `goal` and walks the tree into the [`Layout`] of its
/// components.
pub(crate) fn parse(input: &str, goal: Goal) -> Result<Layout, Error> {
    let pairs = UriParser::parse(goal.rule(), input)
        .map_err(|error| crate::expect::diagnose(input, goal, &error))?;
    let mut layout = Layout::default();
    for pair in pairs {
        entry(pair, &mut layout, goal)?;
    }
    Ok(layout)
}

fn span(pair: &Pair<'_, Rule>) -> Span {
    let span = pair.as_span();
    Span::new(span.start(), span.end())
}

/// `full_URI_reference`, `full_URI`, `full_absolute_URI`, `full_relative_ref`.
fn entry(pair: Pair<'_, Rule>, into: &mut Layout, goal: Goal) -> Result<(), Error> {
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
fn uri_reference(pair: Pair<'_, Rule>, into: &mut Layout, goal: Goal) -> Result<(), Error> {
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
fn reference(pair: Pair<'_, Rule>, into: &mut Layout, goal: Goal) -> Result<(), Error> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::scheme => into.scheme = Some(span(&child)),
            Rule::hier_part | Rule::relative_part => hier_part(child, into, goal)?,
            Rule::query => into.query = Some(span(&child)),
            Rule::fragment => into.fragment = Some(span(&child)),
            rule => unreachable!("walk::reference: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `hier-part` and `relative-part`: an optional authority, then the path.
fn hier_part(pair: Pair<'_, Rule>, into: &mut Layout, goal: Goal) -> Result<(), Error> {
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

/// `authority = [ userinfo "@" ] host [ ":" port ]`
fn authority(pair: Pair<'_, Rule>, goal: Goal) -> Result<AuthorityLayout, Error> {
    let whole = span(&pair);
    let mut authority = AuthorityLayout {
        span: whole,
        userinfo: None,
        host: Span::new(whole.start, whole.start),
        host_data: HostData::RegName,
        port: None,
    };
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::userinfo => authority.userinfo = Some(span(&child)),
            Rule::host => {
                authority.host = span(&child);
                authority.host_data = host(child, goal)?;
            }
            Rule::port => authority.port = Some(span(&child)),
            rule => unreachable!("walk::authority: unexpected {rule:?}"),
        }
    }
    Ok(authority)
}

/// `host = IP-literal / IPv4address / reg-name`
fn host(pair: Pair<'_, Rule>, goal: Goal) -> Result<HostData, Error> {
    let mut data = HostData::RegName;
    for child in pair.into_inner() {
        data = match child.as_rule() {
            Rule::IP_literal => ip_literal(child, goal)?,
            Rule::IPv4address => {
                let address: Ipv4Addr = child
                    .as_str()
                    .parse()
                    .map_err(|_| not_matched(&child, goal, "IPv4address"))?;
                HostData::Ipv4(address)
            }
            Rule::reg_name => HostData::RegName,
            rule => unreachable!("walk::host: unexpected {rule:?}"),
        };
    }
    Ok(data)
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"`
fn ip_literal(pair: Pair<'_, Rule>, goal: Goal) -> Result<HostData, Error> {
    let mut data = HostData::RegName;
    for child in pair.into_inner() {
        data = match child.as_rule() {
            Rule::IPv6address => HostData::Ipv6(
                ipv6::parse(child.as_str())
                    .ok_or_else(|| not_matched(&child, goal, "IPv6address"))?,
            ),
            Rule::IPvFuture => {
                // `"v" 1*HEXDIG "." ...`: the first "." ends the version.
                let whole = span(&child);
                let dot = child
                    .as_str()
                    .find('.')
                    .ok_or_else(|| not_matched(&child, goal, "IPvFuture"))?;
                HostData::IpvFuture {
                    version: Span::new(whole.start + 1, whole.start + dot),
                    address: Span::new(whole.start + dot + 1, whole.end),
                }
            }
            rule => unreachable!("walk::ip_literal: unexpected {rule:?}"),
        };
    }
    Ok(data)
}

/// The grammar matched `pair` as `rule`, but its text is not one: a
/// disagreement between the grammar and the walker, reported rather than
/// trusted.
fn not_matched(pair: &Pair<'_, Rule>, goal: Goal, rule: &'static str) -> Error {
    let span = pair.as_span();
    Error::expecting(
        goal,
        span.get_input(),
        span.start(),
        vec![Expected::Rule(rule)],
    )
}
