//! The lint's tables of the characters IDNA maps to ASCII
//! (`src/text/idna_fold.rs`) are the idna crate's answers, for every code
//! point: a character is in a table exactly when UTS #46 maps it, between
//! two letters of a label, to ASCII other than itself, or removes it.
//!
//! On a mismatch the test prints both tables as Rust, to paste into
//! `src/text/idna_fold.rs` after a review of the change (a new Unicode
//! version of the idna crate changes them).
//!
//! The answers of idna depend on its Unicode backend (`idna_adapter`: ICU4X
//! with Unicode 17, or the older unicode-rs crates, which the lock file
//! holds so that the `uri` tool builds with the crate's MSRV). A character
//! the table maps (from the newer backend) and this build of idna refuses
//! outright is tolerated, a few at most: a WHATWG parser with either
//! backend does not read it as another host.

use std::fmt::Write;

#[test]
fn the_tables_are_the_idna_crates_mapping() {
    let mut delimiters = String::new();
    let mut alphanumerics: Vec<(u32, u32, u8)> = Vec::new();
    let mut strings = String::new();
    let mut dropped: Vec<(u32, u32)> = Vec::new();
    let mut mismatches = Vec::new();
    let mut tolerated = Vec::new();
    let mut count = 0;
    for cp in 0x80u32..=0x10FFFF {
        let Some(c) = char::from_u32(cp) else {
            continue;
        };
        let (out, result) = idna::domain_to_unicode(&format!("a{c}b"));
        let mapped = out
            .strip_prefix('a')
            .and_then(|m| m.strip_suffix('b'))
            .filter(|m| m.is_ascii());
        let expected = match mapped {
            Some(m) if m.bytes().any(|b| !(b.is_ascii_alphanumeric() || b == b'-')) => {
                writeln!(delimiters, "    ('\\u{{{cp:04X}}}', {m:?}),").unwrap();
                Some(m.to_owned())
            }
            Some("") => {
                match dropped.last_mut() {
                    Some(last) if last.1 + 1 == cp => last.1 = cp,
                    _ => dropped.push((cp, cp)),
                }
                Some(String::new())
            }
            Some(m) if m.len() > 1 => {
                writeln!(strings, "    ('\\u{{{cp:04X}}}', {m:?}),").unwrap();
                Some(m.to_owned())
            }
            Some(m) if m.len() == 1 => {
                let b = m.as_bytes()[0];
                match alphanumerics.last_mut() {
                    Some(last)
                        if last.1 + 1 == cp
                            && u32::from(last.2) + (cp - last.0) == u32::from(b) =>
                    {
                        last.1 = cp
                    }
                    _ => alphanumerics.push((cp, cp, b)),
                }
                Some(m.to_owned())
            }
            _ => None,
        };
        count += usize::from(expected.is_some());
        let ours = rfc3986::__private::idna_maps_to(c);
        if ours.is_some() && expected.is_none() && result.is_err() {
            tolerated.push(cp);
            continue;
        }
        if ours != expected {
            mismatches.push(format!(
                "U+{cp:04X}: table {:?}, idna {expected:?}",
                rfc3986::__private::idna_maps_to(c)
            ));
        }
    }
    if !mismatches.is_empty() {
        let mut tables = format!(
            "pub(crate) static DELIMITERS: [(char, &str); {}] = [\n{delimiters}];\n\n",
            delimiters.lines().count()
        );
        writeln!(
            tables,
            "pub(crate) static ALPHANUMERICS: [(char, char, u8); {}] = [",
            alphanumerics.len()
        )
        .unwrap();
        for (first, last, to) in &alphanumerics {
            writeln!(
                tables,
                "    ('\\u{{{first:04X}}}', '\\u{{{last:04X}}}', b'{}'),",
                char::from(*to)
            )
            .unwrap();
        }
        tables.push_str("];\n\n");
        writeln!(
            tables,
            "pub(crate) static DROPPED: [(char, char); {}] = [",
            dropped.len()
        )
        .unwrap();
        for (first, last) in &dropped {
            writeln!(tables, "    ('\\u{{{first:04X}}}', '\\u{{{last:04X}}}'),").unwrap();
        }
        writeln!(
            tables,
            "];\n\npub(crate) static ALPHANUMERIC_STRINGS: [(char, &str); {}] = [\n{strings}];",
            strings.lines().count()
        )
        .unwrap();
        panic!(
            "{} mismatches, first {:?}\n{tables}",
            mismatches.len(),
            &mismatches[..mismatches.len().min(10)]
        );
    }
    assert!(
        count > 1000,
        "only {count} mapped characters: is idna mapping at all?"
    );
}

/// The WHATWG IPv4 reading the lint and the policy use is the `url`
/// crate's, on hosts of every shape of number.
#[test]
fn the_ipv4_reading_is_the_url_crates() {
    let parts = [
        "0",
        "1",
        "127",
        "255",
        "256",
        "0x7f",
        "0X7F",
        "0x",
        "017",
        "08",
        "4294967295",
        "4294967296",
        "65535",
        "16777216",
        "a",
        "0xg",
        "",
    ];
    let mut checked = 0;
    for a in parts {
        for b in parts {
            for host in [
                a.to_owned(),
                format!("{a}.{b}"),
                format!("{a}.{b}.1"),
                format!("{a}.0.{b}.1"),
                format!("{a}.{b}."),
                format!("x.{a}"),
                format!("1.2.3.4.{a}"),
            ] {
                let theirs = match url::Url::parse(&format!("http://{host}/")) {
                    Ok(u) => match u.host() {
                        Some(url::Host::Ipv4(address)) => Some(Some(address)),
                        _ => None,
                    },
                    Err(_) => Some(None),
                };
                let ours = rfc3986::__private::whatwg_ipv4(&host);
                // url refuses an empty host and an empty label for other
                // reasons than IPv4: compare only where it read a domain
                // or an address, or where ours refuses.
                if host.is_empty() || host.starts_with('.') || host.contains("..") {
                    continue;
                }
                assert_eq!(ours, theirs, "{host:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 1000);
}
