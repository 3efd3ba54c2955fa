//! The config file of a policy ([`Policy::from_config`]): one rule a
//! line, `key = value, value, ...`, `#` comments.

use alloc::format;
use alloc::string::String;
use core::fmt;
use core::ops::RangeInclusive;

use crate::text::scheme::could_begin_scheme;

use super::Policy;
use super::host::{Pattern, Shown};
use super::violation::Component;

/// A config file [`Policy::from_config`] refuses: the line and what is
/// wrong with it.
///
/// `Display` writes `line N: ` and the message.
///
/// ```
/// use rfc3986::policy::Policy;
///
/// let error = Policy::from_config("schemes = https\nports = 80-8O\n").unwrap_err();
/// assert_eq!(error.line(), 2);
/// assert_eq!(error.message(), "`8O` is not a port (0 to 65535)");
/// assert_eq!(error.to_string(), "line 2: `8O` is not a port (0 to 65535)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    line: usize,
    message: String,
}

impl ConfigError {
    fn new(line: usize, message: String) -> Self {
        ConfigError { line, message }
    }

    /// The line the error is on, counted from 1.
    ///
    /// ```
    /// let error = rfc3986::policy::Policy::from_config("# ok\nport = 80").unwrap_err();
    /// assert_eq!(error.line(), 2);
    /// ```
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// What is wrong with the line.
    ///
    /// ```
    /// let error = rfc3986::policy::Policy::from_config("deny = everything").unwrap_err();
    /// assert_eq!(
    ///     error.message(),
    ///     "`everything` is not a deny rule: userinfo, ip or non-public"
    /// );
    /// ```
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl core::error::Error for ConfigError {}

/// The policy `text` describes.
pub(crate) fn parse(text: &str) -> Result<Policy, ConfigError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut policy = Policy::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.split_once('#').map_or(raw, |(before, _)| before).trim();
        if content.is_empty() {
            continue;
        }
        let error = |message: String| ConfigError::new(line, message);
        let Some((key, values)) = content.split_once('=') else {
            return Err(error(format!(
                "expected `key = value, ...`, found {}",
                Shown(content)
            )));
        };
        let key = key.trim();
        let values: alloc::vec::Vec<&str> = values.split(',').map(str::trim).collect();
        if key.is_empty() {
            return Err(error("a line with no key before its `=`".into()));
        }
        if values.iter().all(|v| v.is_empty()) {
            return Err(error(format!("{} has no value", Shown(key))));
        }
        if values.iter().any(|v| v.is_empty()) {
            return Err(error(format!(
                "an empty value in the list of {} (two commas, or one at an end)",
                Shown(key)
            )));
        }
        policy = match key {
            "schemes" => values.iter().try_fold(policy, |policy, &v| {
                if could_begin_scheme(v.as_bytes()) {
                    Ok(policy.allow_scheme(v))
                } else {
                    Err(error(format!(
                        "{} is not a scheme (a letter, then letters, digits, `+`, `-` or `.`)",
                        Shown(v)
                    )))
                }
            })?,
            "hosts" => values.iter().try_fold(policy, |mut policy, &v| {
                let pattern = Pattern::parse(v).map_err(|why| {
                    error(format!("{} is not a host pattern: {why}", Shown(v)))
                })?;
                policy.push_host(pattern);
                Ok(policy)
            })?,
            "ports" => values.iter().try_fold(policy, |policy, &v| {
                ports(v).map(|range| policy.allow_ports(range)).map_err(error)
            })?,
            "require" => values.iter().try_fold(policy, |policy, &v| {
                Component::from_name(v)
                    .map(|c| policy.require(c))
                    .ok_or_else(|| {
                        error(format!(
                            "{} is not a component: scheme, authority, userinfo, host, port, query or fragment",
                            Shown(v)
                        ))
                    })
            })?,
            "deny" => values.iter().try_fold(policy, |policy, &v| {
                if v.eq_ignore_ascii_case("userinfo") {
                    Ok(policy.deny_userinfo())
                } else if v.eq_ignore_ascii_case("ip") {
                    Ok(policy.deny_ip_hosts())
                } else if v.eq_ignore_ascii_case("non-public") {
                    Ok(policy.deny_non_public_addresses())
                } else {
                    Err(error(format!(
                        "{} is not a deny rule: userinfo, ip or non-public",
                        Shown(v)
                    )))
                }
            })?,
            "max-length" => match values.as_slice() {
                [v] => match number(v) {
                    Some(n) => policy.max_length(n),
                    None => {
                        return Err(error(format!("{} is not a length in bytes", Shown(v))));
                    }
                },
                _ => return Err(error("`max-length` takes one number".into())),
            },
            _ => {
                return Err(error(format!(
                    "unknown key {}: expected schemes, hosts, ports, require, deny or max-length",
                    Shown(key)
                )));
            }
        };
    }
    Ok(policy)
}

/// The ports `value` names: `443`, or `8000-8100`.
fn ports(value: &str) -> Result<RangeInclusive<u16>, String> {
    let port = |text: &str| {
        let text = text.trim();
        number(text)
            .and_then(|n| u16::try_from(n).ok())
            .ok_or_else(|| format!("{} is not a port (0 to 65535)", Shown(text)))
    };
    match value.split_once('-') {
        Some((first, last)) => {
            if first.trim().is_empty() || last.trim().is_empty() {
                return Err(format!(
                    "{} is not a range of ports (`8000-8100`)",
                    Shown(value)
                ));
            }
            let (first, last) = (port(first)?, port(last)?);
            if first > last {
                return Err(format!(
                    "the range `{first}-{last}` is empty: its first port is above its last"
                ));
            }
            Ok(first..=last)
        }
        None => port(value).map(|p| p..=p),
    }
}

/// The number `text` writes in decimal digits, and nothing else.
fn number(text: &str) -> Option<usize> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::{parse, ports};

    #[test]
    fn port_lists() {
        assert_eq!(ports("443"), Ok(443..=443));
        assert_eq!(ports("8000-8100"), Ok(8000..=8100));
        assert_eq!(ports("8000 - 8100"), Ok(8000..=8100));
        assert_eq!(ports("0"), Ok(0..=0));
        for bad in ["65536", "+80", "-80", "80-", "9-3", "0x50", "1-2-3", ""] {
            assert!(ports(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn lines_are_counted_from_one() {
        let error = parse("\n\n# c\nschemes = https,\n").unwrap_err();
        assert_eq!(error.line(), 4);
        let error = parse("\u{FEFF}hosts = a b").unwrap_err();
        assert_eq!(error.line(), 1);
        assert!(parse("\r\nschemes = https\r\n").is_ok());
    }
}
