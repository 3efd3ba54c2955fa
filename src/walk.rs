//! From pest pairs to components: one function per component, each matching
//! on the rules its pair can hold.

use std::net::Ipv4Addr;

use pest::Parser;
use pest::iterators::Pair;

use crate::authority::{Authority, Host, Port};
use crate::error::{Error, Expected, Goal};
use crate::grammar::{Rule, UriParser};
use crate::ipv6;
use crate::path::Path;
use crate::uri_ref::UriRef;

/// Parses `input` as `goal` and walks the tree into a [`UriRef`].
pub(crate) fn parse(input: &str, goal: Goal) -> Result<UriRef<'_>, Error> {
    let pairs = UriParser::parse(goal.rule(), input)
        .map_err(|error| crate::expect::diagnose(input, goal, &error))?;
    let mut reference = UriRef::empty(input);
    for pair in pairs {
        entry(pair, &mut reference, goal)?;
    }
    Ok(reference)
}

/// `full_URI_reference`, `full_URI`, `full_absolute_URI`, `full_relative_ref`.
fn entry<'a>(pair: Pair<'a, Rule>, into: &mut UriRef<'a>, goal: Goal) -> Result<(), Error> {
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
fn uri_reference<'a>(pair: Pair<'a, Rule>, into: &mut UriRef<'a>, goal: Goal) -> Result<(), Error> {
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
fn reference<'a>(pair: Pair<'a, Rule>, into: &mut UriRef<'a>, goal: Goal) -> Result<(), Error> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::scheme => into.scheme = Some(child.as_str()),
            Rule::hier_part | Rule::relative_part => hier_part(child, into, goal)?,
            Rule::query => into.query = Some(child.as_str()),
            Rule::fragment => into.fragment = Some(child.as_str()),
            rule => unreachable!("walk::reference: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `hier-part` and `relative-part`: an optional authority, then the path.
fn hier_part<'a>(pair: Pair<'a, Rule>, into: &mut UriRef<'a>, goal: Goal) -> Result<(), Error> {
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::authority => into.authority = Some(authority(child, goal)?),
            Rule::path_abempty
            | Rule::path_absolute
            | Rule::path_noscheme
            | Rule::path_rootless
            | Rule::path_empty => {
                into.path = Path {
                    text: child.as_str(),
                }
            }
            rule => unreachable!("walk::hier_part: unexpected {rule:?}"),
        }
    }
    Ok(())
}

/// `authority = [ userinfo "@" ] host [ ":" port ]`
fn authority<'a>(pair: Pair<'a, Rule>, goal: Goal) -> Result<Authority<'a>, Error> {
    let mut authority = Authority {
        text: pair.as_str(),
        userinfo: None,
        host: Host::RegName(""),
        port: None,
    };
    for child in pair.into_inner() {
        match child.as_rule() {
            Rule::userinfo => authority.userinfo = Some(child.as_str()),
            Rule::host => authority.host = host(child, goal)?,
            Rule::port => {
                authority.port = Some(Port {
                    text: child.as_str(),
                    index: child.as_span().start(),
                });
            }
            rule => unreachable!("walk::authority: unexpected {rule:?}"),
        }
    }
    Ok(authority)
}

/// `host = IP-literal / IPv4address / reg-name`
fn host<'a>(pair: Pair<'a, Rule>, goal: Goal) -> Result<Host<'a>, Error> {
    let mut host = Host::RegName(pair.as_str());
    for child in pair.into_inner() {
        host = match child.as_rule() {
            Rule::IP_literal => ip_literal(child, goal)?,
            Rule::IPv4address => {
                let text = child.as_str();
                let address: Ipv4Addr = text
                    .parse()
                    .map_err(|_| not_matched(&child, goal, "IPv4address"))?;
                Host::Ipv4(address, text)
            }
            Rule::reg_name => Host::RegName(child.as_str()),
            rule => unreachable!("walk::host: unexpected {rule:?}"),
        };
    }
    Ok(host)
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"`
fn ip_literal<'a>(pair: Pair<'a, Rule>, goal: Goal) -> Result<Host<'a>, Error> {
    let literal = pair.as_str();
    let mut host = Host::RegName(literal);
    for child in pair.into_inner() {
        host = match child.as_rule() {
            Rule::IPv6address => Host::Ipv6 {
                address: ipv6::parse(child.as_str())
                    .ok_or_else(|| not_matched(&child, goal, "IPv6address"))?,
                literal,
            },
            Rule::IPvFuture => {
                // `"v" 1*HEXDIG "." ...`: the first "." ends the version.
                let text = child.as_str();
                let (version, address) = text
                    .get(1..)
                    .and_then(|rest| rest.split_once('.'))
                    .ok_or_else(|| not_matched(&child, goal, "IPvFuture"))?;
                Host::IpvFuture {
                    version,
                    address,
                    literal,
                }
            }
            rule => unreachable!("walk::ip_literal: unexpected {rule:?}"),
        };
    }
    Ok(host)
}

/// The grammar matched `pair` as `rule`, but its text is not one: a
/// disagreement between the grammar and the walker, reported rather than
/// trusted.
fn not_matched(pair: &Pair<'_, Rule>, goal: Goal, rule: &'static str) -> Error {
    let span = pair.as_span();
    Error::new(
        goal,
        span.get_input(),
        span.start(),
        vec![Expected::Rule(rule)],
    )
}
