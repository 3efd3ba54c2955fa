//! [`Policy::check`]: the rules in their order, the first that fails
//! returned.

use alloc::format;
use alloc::string::String;
use core::net::IpAddr;

use crate::UriRef;
use crate::text::known_schemes::{default_port, is_whatwg_special as special};

use super::Policy;
use super::address::{NonPublic, non_public};
use super::host::{self, Shown, Target};
use super::violation::{Component, Rule, Violation};

/// The first rule of `policy` that `r` fails.
pub(crate) fn check(policy: &Policy, r: &UriRef<'_>) -> Result<(), Violation> {
    length(policy, r)?;
    scheme(policy, r)?;
    required(policy, r)?;
    userinfo(policy, r)?;
    host_rules(policy, r)?;
    port(policy, r)
}

fn fail(rule: Rule, message: String) -> Result<(), Violation> {
    Err(Violation::new(rule, message))
}

fn length(policy: &Policy, r: &UriRef<'_>) -> Result<(), Violation> {
    let length = r.as_str().len();
    match policy.max_length {
        Some(max) if length > max => fail(
            Rule::Length,
            format!("the reference is {length} bytes long, more than the {max} allowed"),
        ),
        _ => Ok(()),
    }
}

fn scheme(policy: &Policy, r: &UriRef<'_>) -> Result<(), Violation> {
    if policy.schemes.is_empty() {
        return Ok(());
    }
    match r.scheme() {
        None => fail(Rule::Scheme, "a relative reference has no scheme".into()),
        Some(s) if policy.schemes.iter().any(|a| a.eq_ignore_ascii_case(s)) => Ok(()),
        Some(s) => fail(
            Rule::Scheme,
            format!("the scheme {} is not allowed", Shown(s)),
        ),
    }
}

fn required(policy: &Policy, r: &UriRef<'_>) -> Result<(), Violation> {
    for &component in &policy.required {
        let present = match component {
            Component::Scheme => r.scheme().is_some(),
            Component::Authority => r.authority().is_some(),
            Component::Userinfo => r.userinfo().is_some(),
            Component::Host => r.host().is_some_and(|h| !h.as_str().is_empty()),
            Component::Port => r.port().is_some_and(|p| !p.is_empty()),
            Component::Query => r.query().is_some(),
            Component::Fragment => r.fragment().is_some(),
        };
        if !present {
            let message = match component {
                Component::Scheme => "the reference has no scheme: it is a relative reference",
                Component::Authority => "the reference has no authority",
                Component::Userinfo => "the reference has no userinfo",
                Component::Host => "the reference has no host, or an empty one",
                Component::Port => "the reference has no port, or an empty one",
                Component::Query => "the reference has no query",
                Component::Fragment => "the reference has no fragment",
            };
            return fail(Rule::Required(component), message.into());
        }
    }
    Ok(())
}

fn userinfo(policy: &Policy, r: &UriRef<'_>) -> Result<(), Violation> {
    if policy.deny_userinfo && r.userinfo().is_some() {
        // The userinfo may hold a password: it is not quoted.
        return fail(
            Rule::Userinfo,
            "the reference has a userinfo, which readers take for the host".into(),
        );
    }
    Ok(())
}

fn host_rules(policy: &Policy, r: &UriRef<'_>) -> Result<(), Violation> {
    if policy.hosts.is_empty() && !policy.deny_ip_hosts && !policy.deny_non_public {
        return Ok(());
    }
    let written = r.host();
    let shown = Shown(written.map_or("", |h| h.as_str()));
    let target = host::read(written);
    match &target {
        Target::Absent | Target::Empty => {
            let what = if target == Target::Absent {
                "no host"
            } else {
                "an empty host"
            };
            if let Some(s) = r.scheme().filter(|s| special(s)) {
                return fail(
                    Rule::Host,
                    format!(
                        "the {} URI has {what}: a WHATWG parser takes the host from what follows",
                        Shown(s)
                    ),
                );
            }
            if !policy.hosts.is_empty() {
                return fail(Rule::Host, format!("the reference has {what}"));
            }
            return Ok(());
        }
        Target::Ambiguous(message) => return fail(Rule::Host, message.clone()),
        Target::Name(_) | Target::Ip { .. } | Target::Future => {}
    }
    let read_as = match target {
        Target::Ip {
            address,
            from_name: true,
        } => format!(" (read as {address})"),
        _ => String::new(),
    };
    if !policy.hosts.is_empty() && !policy.hosts.iter().any(|p| p.matches(&target)) {
        return fail(
            Rule::Host,
            format!("the host {shown}{read_as} is not allowed"),
        );
    }
    if policy.deny_ip_hosts {
        match target {
            Target::Ip {
                address,
                from_name: true,
            } => {
                return fail(
                    Rule::IpHost,
                    format!("the host {shown} is read as the IP address {address}"),
                );
            }
            Target::Ip { .. } => {
                return fail(Rule::IpHost, format!("the host {shown} is an IP address"));
            }
            Target::Future => {
                return fail(
                    Rule::IpHost,
                    format!("the host {shown} is an IPvFuture address"),
                );
            }
            _ => {}
        }
    }
    if policy.deny_non_public {
        match &target {
            Target::Ip { address, from_name } => {
                if let Some(why) = non_public(*address) {
                    return fail(
                        Rule::NonPublicAddress,
                        non_public_message(&shown, *address, *from_name, why),
                    );
                }
            }
            Target::Future => {
                return fail(
                    Rule::NonPublicAddress,
                    format!("the host {shown} is an IPvFuture address, which cannot be judged"),
                );
            }
            Target::Name(name) if host::is_localhost(name) => {
                return fail(
                    Rule::NonPublicAddress,
                    format!("the host {shown} names the loopback (RFC 6761)"),
                );
            }
            _ => {}
        }
    }
    Ok(())
}

fn non_public_message(
    shown: &Shown<'_>,
    address: IpAddr,
    from_name: bool,
    why: NonPublic,
) -> String {
    let kind = why.kind;
    match why.through {
        Some((v4, how)) => format!("the host {shown} is read as {v4} ({how}), {kind}"),
        None if from_name => format!("the host {shown} is read as {address}, {kind}"),
        None => format!("the host {shown} is {kind}"),
    }
}

fn port(policy: &Policy, r: &UriRef<'_>) -> Result<(), Violation> {
    if policy.ports.is_empty() {
        return Ok(());
    }
    let written = r.port().filter(|p| !p.is_empty());
    let (number, how) = match written.map(|p| (p, p.as_u16())) {
        Some((_, Ok(Some(n)))) => (n, String::new()),
        Some((p, _)) => {
            return fail(
                Rule::Port,
                format!("the port {} is larger than 65535", Shown(p.as_str())),
            );
        }
        None => match r.scheme().and_then(|s| default_port(s).map(|n| (s, n))) {
            Some((s, n)) => (n, format!(" (the default of {})", Shown(s))),
            None => return Ok(()),
        },
    };
    if policy.ports.iter().any(|range| range.contains(&number)) {
        Ok(())
    } else {
        fail(Rule::Port, format!("the port {number}{how} is not allowed"))
    }
}
