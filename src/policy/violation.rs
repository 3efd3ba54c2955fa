//! What a policy says about a reference it refuses: the rule that failed
//! ([`Rule`]), the component a `require` rule asked for ([`Component`]),
//! and the two together with a message ([`Violation`]).

use alloc::string::String;
use core::fmt;

/// A component a policy may require ([`Policy::require`](super::Policy::require),
/// the config key `require`).
///
/// Its name ([`Component::as_str`]) is the value the config file uses.
///
/// ```
/// use rfc3986::policy::Component;
///
/// assert_eq!(Component::Userinfo.as_str(), "userinfo");
/// assert_eq!(Component::Host.to_string(), "host");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Component {
    /// The scheme: the reference is not a relative reference.
    Scheme,
    /// The authority, `//` and what follows, possibly empty.
    Authority,
    /// The userinfo, before an `@`, possibly empty (`//@host`).
    Userinfo,
    /// A host that is not empty: `http:///x` has none to this rule.
    Host,
    /// A port with digits: `http://h:/` has none to this rule.
    Port,
    /// The query, after a `?`, possibly empty.
    Query,
    /// The fragment, after a `#`, possibly empty.
    Fragment,
}

impl Component {
    /// Every component, in the order of a reference.
    pub(crate) const ALL: [Component; 7] = [
        Component::Scheme,
        Component::Authority,
        Component::Userinfo,
        Component::Host,
        Component::Port,
        Component::Query,
        Component::Fragment,
    ];

    /// The component's name in a config file: `scheme`, `authority`,
    /// `userinfo`, `host`, `port`, `query` or `fragment`.
    ///
    /// ```
    /// assert_eq!(rfc3986::policy::Component::Fragment.as_str(), "fragment");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Authority => "authority",
            Component::Userinfo => "userinfo",
            Component::Host => "host",
            Component::Port => "port",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }

    /// The component named `name` (ASCII case ignored).
    pub(crate) fn from_name(name: &str) -> Option<Component> {
        Component::ALL
            .into_iter()
            .find(|c| c.as_str().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The rule of a [`Policy`](super::Policy) that a reference failed.
///
/// Its name ([`Rule::as_str`]) is that of the config file: the key
/// (`max-length`, `schemes`, `require`, `hosts`, `ports`), or `deny-` and
/// the value of the `deny` key (`deny-userinfo`, `deny-ip-hosts` for
/// `deny = ip`, `deny-non-public` for `deny = non-public`).
///
/// ```
/// use rfc3986::policy::{Component, Rule};
///
/// assert_eq!(Rule::NonPublicAddress.as_str(), "deny-non-public");
/// assert_eq!(Rule::Required(Component::Host).to_string(), "require");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Rule {
    /// `max-length`: the reference is longer than the maximum, in bytes.
    Length,
    /// `schemes`: the scheme is not one of those allowed, or there is
    /// none (a relative reference).
    Scheme,
    /// `require`: the component is absent (or, for the host and the port,
    /// empty).
    Required(Component),
    /// `deny-userinfo`: the reference has a userinfo, empty or not.
    Userinfo,
    /// `hosts`: the host is not one of those allowed, or no host rule can
    /// judge it (an encoded delimiter, a host that clients read
    /// differently, an `http` URI without a host).
    Host,
    /// `deny-ip-hosts`: the host is an IP address, or a registered name
    /// read as one (`0x7f.1`).
    IpHost,
    /// `deny-non-public`: the host is (or is read as) an address that is
    /// not public, or the name `localhost`.
    NonPublicAddress,
    /// `ports`: the port (or the scheme's default port) is not one of
    /// those allowed, or is larger than 65535.
    Port,
}

impl Rule {
    /// The rule's name, as the config file spells it: `max-length`,
    /// `schemes`, `require`, `deny-userinfo`, `hosts`, `deny-ip-hosts`,
    /// `deny-non-public` or `ports`.
    ///
    /// ```
    /// assert_eq!(rfc3986::policy::Rule::Length.as_str(), "max-length");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Rule::Length => "max-length",
            Rule::Scheme => "schemes",
            Rule::Required(_) => "require",
            Rule::Userinfo => "deny-userinfo",
            Rule::Host => "hosts",
            Rule::IpHost => "deny-ip-hosts",
            Rule::NonPublicAddress => "deny-non-public",
            Rule::Port => "ports",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A reference a [`Policy`](super::Policy) refuses: the first rule it
/// failed, and why.
///
/// `Display` writes the rule's name, a colon and the message. The message
/// quotes the scheme, the host and the port when they are the cause
/// (escaped, and cut short when long), never the userinfo, which may hold
/// a password.
///
/// ```
/// use rfc3986::UriRef;
/// use rfc3986::policy::{Policy, Rule};
///
/// let policy = Policy::new().allow_scheme("https");
/// let violation = policy.check(&UriRef::parse("ftp://example.com/")?).unwrap_err();
/// assert_eq!(violation.rule(), Rule::Scheme);
/// assert_eq!(violation.message(), "the scheme `ftp` is not allowed");
/// assert_eq!(violation.to_string(), "schemes: the scheme `ftp` is not allowed");
/// # Ok::<_, rfc3986::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    rule: Rule,
    message: String,
}

impl Violation {
    pub(crate) fn new(rule: Rule, message: String) -> Self {
        Violation { rule, message }
    }

    /// The rule that failed.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::{Policy, Rule};
    ///
    /// let policy = Policy::new().deny_userinfo();
    /// let violation = policy.check(&UriRef::parse("http://a@b/")?).unwrap_err();
    /// assert_eq!(violation.rule(), Rule::Userinfo);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Why the rule failed, in a sentence without the rule's name.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::Policy;
    ///
    /// let policy = Policy::new().max_length(8);
    /// let violation = policy.check(&UriRef::parse("http://example.com/")?).unwrap_err();
    /// assert_eq!(violation.message(), "the reference is 19 bytes long, more than the 8 allowed");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule, self.message)
    }
}

impl core::error::Error for Violation {}
