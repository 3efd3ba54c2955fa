//! The text a corpus snapshot records for one input: every component, with
//! absent and empty told apart, the host's kind and the path's segments; or,
//! for an input that is refused, the error.

#![allow(dead_code)] // each test uses the part it needs

use std::fmt::Write;

use rfc3986::{Authority, Host, IriRef, Path, UriRef};

/// `Some("x")` as `"x"`, `Some("")` as `""`, `None` as `absent`.
fn optional(value: Option<&str>) -> String {
    value.map_or_else(|| "absent".to_owned(), |text| format!("{text:?}"))
}

/// The breakdown of a parsed reference, indented under its input.
pub fn valid(reference: &UriRef<'_>) -> String {
    let kind = if reference.is_relative() {
        "relative-ref"
    } else {
        "URI"
    };
    components(
        kind,
        reference.scheme(),
        reference.authority(),
        reference.path(),
        reference.query(),
        reference.fragment(),
    )
}

/// The breakdown of a parsed IRI reference, as [`valid`] writes a URI
/// reference's.
pub fn valid_iri(reference: &IriRef<'_>) -> String {
    let kind = if reference.is_relative() {
        "irelative-ref"
    } else {
        "IRI"
    };
    components(
        kind,
        reference.scheme(),
        reference.authority(),
        reference.path(),
        reference.query(),
        reference.fragment(),
    )
}

/// The breakdown of the components of a reference of `kind`.
fn components(
    kind: &str,
    scheme: Option<&str>,
    authority: Option<Authority<'_>>,
    path: Path<'_>,
    query: Option<&str>,
    fragment: Option<&str>,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "  kind: {kind}");
    let _ = writeln!(out, "  scheme: {}", optional(scheme));
    match authority {
        None => {
            let _ = writeln!(out, "  authority: absent");
        }
        Some(authority) => {
            let _ = writeln!(out, "  authority: {:?}", authority.as_str());
            let _ = writeln!(out, "    userinfo: {}", optional(authority.userinfo()));
            let _ = writeln!(out, "    host: {}", host(authority.host()));
            let port = authority.port().map(|port| {
                let number = match port.as_u16() {
                    Ok(Some(n)) => format!(" = {n}"),
                    Ok(None) => String::new(),
                    Err(_) => " (over 65535)".to_owned(),
                };
                format!("{:?}{number}", port.as_str())
            });
            let _ = writeln!(
                out,
                "    port: {}",
                port.unwrap_or_else(|| "absent".to_owned())
            );
        }
    }
    let shape = if path.is_empty() {
        "empty"
    } else if path.is_absolute() {
        "absolute"
    } else {
        "rootless"
    };
    let segments: Vec<&str> = path.segments().collect();
    let _ = writeln!(
        out,
        "  path: {:?} ({shape}) segments: {segments:?}",
        path.as_str()
    );
    let _ = writeln!(out, "  query: {}", optional(query));
    let _ = writeln!(out, "  fragment: {}", optional(fragment));
    out
}

/// The host's kind, text, and the address it denotes.
fn host(host: Host<'_>) -> String {
    match host {
        Host::RegName { name } => format!("reg-name {name:?}"),
        Host::Ipv4 { address, text } => format!("IPv4 {text:?} = {address}"),
        Host::Ipv6 { address, literal } => format!("IPv6 {literal:?} = {address}"),
        Host::IpvFuture {
            version, address, ..
        } => format!("IPvFuture version {version:?} address {address:?}"),
        other => panic!("a kind of host this test does not know: {other:?}"),
    }
}

/// The error of a refused input, indented under it.
pub fn invalid(error: &rfc3986::Error) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "  index: {} (column {})",
        error.index(),
        error.column()
    );
    let _ = writeln!(out, "  expected: {}", error.expected_text());
    for line in format!("{error:#}").lines() {
        let _ = writeln!(out, "  | {line}");
    }
    out
}
