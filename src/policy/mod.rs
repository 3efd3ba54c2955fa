//! A guard for code that fetches URLs a user gave: a [`Policy`] says which
//! references may be fetched (schemes, hosts, ports, required components,
//! no userinfo, no IP address or no address that is not public, a
//! maximum length), and [`Policy::check`] names the first rule a reference
//! fails ([`Violation`], [`Rule`]).
//!
//! Server-side request forgery (SSRF) is the attack it guards against: a
//! service that fetches a URL for its user (an image proxy, a webhook, a
//! link preview) is made to fetch `http://169.254.169.254/` (a cloud's
//! metadata service), `http://localhost:6379/` or an intranet host. The
//! usual filters are bypassed by hosts that a filter and the HTTP client
//! read differently: `http://0x7f.1/` and `http://2130706433/` are
//! `127.0.0.1` to a WHATWG parser and `inet_aton`, `http://[::ffff:127.0.0.1]/`
//! is too, `http://evil.com%2F.example.com/` leads to `evil.com` in a client
//! that decodes the host, and `evil。example.com` is `evil.example.com`
//! after IDNA. A policy reads a host as those clients do, and refuses a
//! host they would read in more than one way.
//!
//! ```
//! use rfc3986::UriRef;
//! use rfc3986::policy::{Policy, Rule};
//!
//! let policy = Policy::from_config(
//!     "schemes = https, http
//!      deny = userinfo, non-public",
//! )?;
//! let fetchable = |user_given: &str| -> Result<(), Box<dyn std::error::Error>> {
//!     let uri = UriRef::parse(user_given)?;
//!     policy.check(&uri)?;
//!     Ok(())
//! };
//! assert!(fetchable("https://images.example.com/a.png").is_ok());
//!
//! // The cloud's metadata service, and the loopback written in hexadecimal.
//! let uri = UriRef::parse("http://169.254.169.254/latest/meta-data/")?;
//! assert_eq!(policy.check(&uri).unwrap_err().rule(), Rule::NonPublicAddress);
//! let uri = UriRef::parse("http://0x7f.1/")?;
//! let violation = policy.check(&uri).unwrap_err();
//! assert_eq!(
//!     violation.to_string(),
//!     "deny-non-public: the host `0x7f.1` is read as 127.0.0.1, a loopback address (127.0.0.0/8)"
//! );
//! assert!(fetchable("file:///etc/passwd").is_err());
//! assert!(fetchable("http://user@example.com/").is_err());
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # The rules, in the order they are checked
//!
//! A policy with no rule ([`Policy::new`], [`Policy::default`]) allows
//! every reference. Each rule added restricts it further, and every rule
//! must pass; [`Policy::check`] returns the first that fails.
//!
//! 1. `max-length` ([`Policy::max_length`]): the reference's length in bytes
//!    ([`UriRef::as_str`]).
//! 2. `schemes` ([`Policy::allow_scheme`]): the scheme, ASCII case ignored.
//!    A relative reference has none and fails.
//! 3. `require` ([`Policy::require`]): the components that must be there.
//!    The scheme, the authority, the userinfo, the query and the fragment
//!    are there when their delimiter is, empty or not; the host and the
//!    port must not be empty (`http:///x` and `http://h:/` have none to
//!    this rule).
//! 4. `deny-userinfo` ([`Policy::deny_userinfo`]): any userinfo, the empty
//!    one of `http://@h/` too.
//! 5. The host rules: `hosts` ([`Policy::allow_host`]), `deny-ip-hosts`
//!    ([`Policy::deny_ip_hosts`]), `deny-non-public`
//!    ([`Policy::deny_non_public_addresses`]), in that order, after the
//!    host has been read (below).
//! 6. `ports` ([`Policy::allow_port`], [`Policy::allow_ports`]): the port,
//!    or, when it is absent or empty, the scheme's default port
//!    ([`crate::scheme::default_port`]: 80 for `http`, 443 for `https`, 22
//!    for `ssh`...). A reference with no port and a scheme without a known
//!    default passes: pair the rule with `schemes`. A port larger than
//!    65535 fails.
//!
//! # How the host rules read a host
//!
//! When any host rule is set, a registered name is read as an HTTP client
//! reads it: percent-decoded, ASCII lower-cased, with one trailing `.`
//! (the DNS root: `example.com.` is `example.com`) left out, and a name
//! that ends in a number is read as the IPv4 address a WHATWG parser or
//! `inet_aton` makes of it (`127.1`, `0x7f.1`, `017700000001` and
//! `2130706433` are all `127.0.0.1`). An IPv4-mapped IPv6 address
//! (`[::ffff:127.0.0.1]`) is its IPv4 address. The rule `hosts` fails
//! (whatever the list) on a host that clients read in more than one way:
//!
//! - a percent-encoded ASCII character (`%2F`, `%2E`, `%40`, `%41`): a
//!   client that decodes the host ends it there, or reads another name
//!   than one that does not;
//! - a character that IDNA (UTS #46) maps to other characters or to none,
//!   or refuses: `。` (U+3002, a `.` after IDNA), the fullwidth forms,
//!   ligatures, circled numbers, the soft hyphen, and the blocks of
//!   compatibility characters, which no registered name holds;
//! - once decoded, a delimiter (`/ \ ? # @ : [ ] % < > ^ |`), a space or a
//!   control character, or bytes that are not UTF-8;
//! - a name that ends in a number but is no IPv4 address (`1.2.3.256`,
//!   `example.09`): a WHATWG parser refuses it, `inet_aton` may not;
//! - no host, or an empty one, in an `http`, `https`, `ws`, `wss` or `ftp`
//!   URI (`http:/evil.com`, `http:///evil.com`): a WHATWG parser takes the
//!   host from the path.
//!
//! A reference with no host (or an empty one) in another scheme, or a
//! relative reference with no authority, fails a `hosts` list and passes
//! the other host rules. Check a relative reference after resolving it
//! against its base.
//!
//! An IPvFuture host (`[v1.x]`) matches no entry of `hosts` and fails
//! `deny-ip-hosts` and `deny-non-public`: its address cannot be judged.
//!
//! ## Addresses that are not public
//!
//! `deny-non-public` refuses, in IPv4: `0.0.0.0/8` (the unspecified
//! address and "this network"), the private ranges `10.0.0.0/8`,
//! `172.16.0.0/12` and `192.168.0.0/16`, the shared range `100.64.0.0/10`
//! (carrier-grade NAT), the loopback `127.0.0.0/8`, the link-local
//! `169.254.0.0/16` (cloud metadata services), `192.0.0.0/24` (IETF
//! protocol assignments), the documentation ranges `192.0.2.0/24`,
//! `198.51.100.0/24` and `203.0.113.0/24`, the benchmarking range
//! `198.18.0.0/15`, multicast `224.0.0.0/4`, and `240.0.0.0/4` (reserved,
//! the broadcast address `255.255.255.255` with it). In IPv6: `::` and
//! `::1`, the rest of `::/96` (IPv4-compatible, deprecated), `100::/64`
//! (discard), `64:ff9b:1::/48` (local-use NAT64), the documentation ranges
//! `2001:db8::/32` and `3fff::/20`, the unique local range `fc00::/7`, the
//! link-local `fe80::/10`, the site-local `fec0::/10` (deprecated) and
//! multicast `ff00::/8`. An IPv6 address that carries an IPv4 address is
//! judged as that address: IPv4-mapped (`::ffff:0:0/96`), NAT64's
//! well-known prefix (`64:ff9b::/96`) and 6to4 (`2002::/16`). The name
//! `localhost` and the names under it (`*.localhost`) are the loopback
//! (RFC 6761 §6.3).
//!
//! ## What a policy cannot see
//!
//! A policy reads the reference, not the network: a name in the DNS may
//! resolve to a private address (on purpose, or by DNS rebinding between a
//! check and a connection). A fetcher that must not reach private
//! addresses also checks the address it connects to, and checks every
//! redirect's target with the same policy.
//!
//! # The config file
//!
//! [`Policy::from_config`] (and [`str::parse`]) reads a policy from text:
//! one rule a line, `key = value, value, ...`; `#` begins a comment, blank
//! lines are skipped, and spaces around keys and values are too. A key
//! may be given on several lines: its values add up (the smallest
//! `max-length` holds).
//!
//! ```
//! use rfc3986::UriRef;
//! use rfc3986::policy::{Component, Policy, Rule};
//!
//! let config = "
//! ## a policy for an image proxy
//! schemes = https, http
//! hosts = images.example.com, .cdn.example.net   # .x or *.x: the names under x
//! ports = 443, 8000-8100
//! require = host
//! deny = userinfo, non-public      # also: ip
//! max-length = 2048
//! ";
//! let policy: Policy = config.parse()?;
//! assert_eq!(
//!     policy,
//!     Policy::new()
//!         .allow_scheme("https")
//!         .allow_scheme("http")
//!         .allow_host("images.example.com")
//!         .allow_host("*.cdn.example.net")
//!         .allow_port(443)
//!         .allow_ports(8000..=8100)
//!         .require(Component::Host)
//!         .deny_userinfo()
//!         .deny_non_public_addresses()
//!         .max_length(2048)
//! );
//! let check = |s| policy.check(&UriRef::parse(s).unwrap()).map_err(|v| v.rule());
//! assert_eq!(check("https://images.example.com/a.png"), Ok(()));
//! assert_eq!(check("http://a.cdn.example.net:8080/a.png"), Ok(()));
//! assert_eq!(check("http://images.example.com/a.png"), Err(Rule::Port)); // port 80
//! assert_eq!(check("https://cdn.example.net/"), Err(Rule::Host));
//! # Ok::<_, rfc3986::policy::ConfigError>(())
//! ```
//!
//! | key | values |
//! | --- | --- |
//! | `schemes` | schemes (`https`) |
//! | `hosts` | a name (`example.com`), the names under one (`.example.com` or `*.example.com`, not `example.com` itself), an IP address (`127.0.0.1`, `[::1]`) |
//! | `ports` | ports (`443`) and ranges (`8000-8100`) |
//! | `require` | `scheme`, `authority`, `userinfo`, `host`, `port`, `query`, `fragment` |
//! | `deny` | `userinfo`, `ip` (IP hosts), `non-public` (addresses that are not public) |
//! | `max-length` | one length in bytes |
//!
//! An unknown key, a value that is none of these, an empty range (`9-3`),
//! a line without `=` are a [`ConfigError`] that names the line.
//!
//! **Imports `text/` and `reference/`**; nothing imports it.

mod address;
mod check;
mod config;
mod host;
mod violation;

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::RangeInclusive;
use core::str::FromStr;

use crate::{IriRef, UriRef};

pub use config::ConfigError;
pub use violation::{Component, Rule, Violation};

use host::Pattern;

/// What references may be fetched: see [the module](self) for the rules,
/// the order they are checked in, and how a host is read.
///
/// Built with the methods below, each of which adds a rule, or read from
/// a config file ([`Policy::from_config`]). The default policy allows
/// everything.
///
/// ```
/// use rfc3986::UriRef;
/// use rfc3986::policy::{Policy, Rule};
///
/// let policy = Policy::new()
///     .allow_scheme("https")
///     .allow_host(".example.com")
///     .deny_userinfo();
/// let check = |s| policy.check(&UriRef::parse(s).unwrap()).map_err(|v| v.rule());
/// assert_eq!(check("https://api.example.com/v1"), Ok(()));
/// assert_eq!(check("https://evil-example.com/"), Err(Rule::Host));
/// assert_eq!(check("https://api.example.com@evil.com/"), Err(Rule::Userinfo));
/// assert_eq!(check("/relative"), Err(Rule::Scheme));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Policy {
    /// Allowed schemes, lower-cased; empty: any.
    schemes: Vec<String>,
    /// Allowed hosts; empty: any.
    hosts: Vec<Pattern>,
    /// Allowed ports; empty: any.
    ports: Vec<RangeInclusive<u16>>,
    /// Components that must be there.
    required: Vec<Component>,
    deny_userinfo: bool,
    deny_ip_hosts: bool,
    deny_non_public: bool,
    /// The longest reference allowed, in bytes.
    max_length: Option<usize>,
}

impl Policy {
    /// The policy with no rule, which allows every reference.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::Policy;
    ///
    /// assert!(Policy::new().check(&UriRef::parse("http://127.0.0.1/")?).is_ok());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Policy::default()
    }

    /// Allows the scheme `scheme` (ASCII case ignored); each call adds one.
    /// Once a scheme is allowed, others are refused, and so are relative
    /// references. A string that is not a scheme (`https:`) allows
    /// nothing.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::Policy;
    ///
    /// let policy = Policy::new().allow_scheme("HTTPS").allow_scheme("http");
    /// assert!(policy.check(&UriRef::parse("Https://example.com/")?).is_ok());
    /// assert!(policy.check(&UriRef::parse("ftp://example.com/")?).is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn allow_scheme(mut self, scheme: &str) -> Self {
        let scheme = scheme.to_ascii_lowercase();
        if !self.schemes.contains(&scheme) {
            self.schemes.push(scheme);
        }
        self
    }

    /// Allows the hosts `pattern` names; each call adds a pattern. Once a
    /// host is allowed, others are refused, and so are references with
    /// no host.
    ///
    /// - `example.com`: that name, ASCII case ignored, with or without a
    ///   trailing `.`;
    /// - `.example.com` or `*.example.com`: the names under it
    ///   (`a.example.com`, `a.b.example.com`), not `example.com` itself
    ///   (add it too for both), nor `evil-example.com`;
    /// - `127.0.0.1`, `[::1]` (or `::1`): that address, written as an IP
    ///   address or as a name read as one (`0x7f.1`); an IPv4-mapped IPv6
    ///   address is its IPv4 address.
    ///
    /// Names are compared as written after the reading the module
    /// describes: there is no IDNA conversion between `例え.jp` and its
    /// `xn--` form, so allow the form your users write (or both). A
    /// pattern that is none of these (`a/b`, `*`, an empty string) allows
    /// nothing; [`Policy::from_config`] refuses it.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::Policy;
    ///
    /// let policy = Policy::new().allow_host("*.example.com").allow_host("[::1]");
    /// let allowed = |s| policy.check(&UriRef::parse(s).unwrap()).is_ok();
    /// assert!(allowed("http://A.Example.COM./"));
    /// assert!(allowed("http://[0:0::1]:8080/"));
    /// assert!(!allowed("http://example.com/"));
    /// assert!(!allowed("http://evil.com%2F.example.com/"));
    /// ```
    #[must_use]
    pub fn allow_host(mut self, pattern: &str) -> Self {
        let pattern = Pattern::parse(pattern).unwrap_or_else(|_| Pattern::Invalid(pattern.into()));
        self.push_host(pattern);
        self
    }

    /// Adds `pattern` to the host allowlist.
    pub(crate) fn push_host(&mut self, pattern: Pattern) {
        if !self.hosts.contains(&pattern) {
            self.hosts.push(pattern);
        }
    }

    /// Allows the port `port`; each call adds one. Once a port is
    /// allowed, others are refused; a reference without a port is checked
    /// on its scheme's default port (see [the module](self)).
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::Policy;
    ///
    /// let policy = Policy::new().allow_port(443);
    /// assert!(policy.check(&UriRef::parse("https://h/")?).is_ok());
    /// assert!(policy.check(&UriRef::parse("https://h:0443/")?).is_ok());
    /// assert!(policy.check(&UriRef::parse("http://h/")?).is_err()); // 80
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn allow_port(self, port: u16) -> Self {
        self.allow_ports(port..=port)
    }

    /// Allows the ports of `range`; each call adds a range.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::Policy;
    ///
    /// let policy = Policy::new().allow_ports(8000..=8100);
    /// assert!(policy.check(&UriRef::parse("http://h:8080/")?).is_ok());
    /// assert!(policy.check(&UriRef::parse("http://h:22/")?).is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn allow_ports(mut self, range: RangeInclusive<u16>) -> Self {
        if !self.ports.contains(&range) {
            self.ports.push(range);
        }
        self
    }

    /// Requires `component` in every reference. The host and the port
    /// must not be empty; the others may be (see [the module](self)).
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::{Component, Policy, Rule};
    ///
    /// let policy = Policy::new().require(Component::Host);
    /// assert!(policy.check(&UriRef::parse("http://h/")?).is_ok());
    /// let violation = policy.check(&UriRef::parse("http:///etc")?).unwrap_err();
    /// assert_eq!(violation.rule(), Rule::Required(Component::Host));
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn require(mut self, component: Component) -> Self {
        if !self.required.contains(&component) {
            self.required.push(component);
        }
        self
    }

    /// Refuses a reference with a userinfo (`user:password@`), which
    /// readers take for the host (`https://trusted.example@evil.example/`).
    /// An empty userinfo (`http://@h/`) is refused too.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::Policy;
    ///
    /// let policy = Policy::new().deny_userinfo();
    /// assert!(policy.check(&UriRef::parse("http://h/")?).is_ok());
    /// assert!(policy.check(&UriRef::parse("http://@h/")?).is_err());
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn deny_userinfo(mut self) -> Self {
        self.deny_userinfo = true;
        self
    }

    /// Refuses a host that is an IP address: IPv4, IPv6, IPvFuture, and a
    /// registered name read as an IPv4 address (`0x7f.1`, `2130706433`).
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::{Policy, Rule};
    ///
    /// let policy = Policy::new().deny_ip_hosts();
    /// assert!(policy.check(&UriRef::parse("http://example.com/")?).is_ok());
    /// for ip in ["http://8.8.8.8/", "http://[2606:4700::1111]/", "http://134744072/"] {
    ///     assert_eq!(policy.check(&UriRef::parse(ip)?).unwrap_err().rule(), Rule::IpHost);
    /// }
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn deny_ip_hosts(mut self) -> Self {
        self.deny_ip_hosts = true;
        self
    }

    /// Refuses a host that is, or is read as, an address that is not
    /// public: loopback, private, shared (CGNAT), link-local, multicast,
    /// unspecified, broadcast and reserved, documentation, benchmarking,
    /// IPv6 unique local and site-local; the full list of ranges is in
    /// [the module](self#addresses-that-are-not-public). The name
    /// `localhost` and the names under it are refused too, and so is an
    /// IPvFuture host. Other names pass: what they resolve to is for the
    /// fetcher to check.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::{Policy, Rule};
    ///
    /// let policy = Policy::new().deny_non_public_addresses();
    /// assert!(policy.check(&UriRef::parse("http://93.184.215.14/")?).is_ok());
    /// for uri in [
    ///     "http://10.0.0.1/",
    ///     "http://127.1/",
    ///     "http://[::ffff:127.0.0.1]/",
    ///     "http://[fd00::1]/",
    ///     "http://localhost:8080/",
    /// ] {
    ///     let violation = policy.check(&UriRef::parse(uri)?).unwrap_err();
    ///     assert_eq!(violation.rule(), Rule::NonPublicAddress, "{uri}");
    /// }
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn deny_non_public_addresses(mut self) -> Self {
        self.deny_non_public = true;
        self
    }

    /// Refuses a reference longer than `bytes` bytes. Called again, the
    /// smallest length holds.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::{Policy, Rule};
    ///
    /// let policy = Policy::new().max_length(20);
    /// assert!(policy.check(&UriRef::parse("http://example.com/")?).is_ok());
    /// let long = UriRef::parse("http://example.com/long")?;
    /// assert_eq!(policy.check(&long).unwrap_err().rule(), Rule::Length);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn max_length(mut self, bytes: usize) -> Self {
        self.max_length = Some(self.max_length.map_or(bytes, |max| max.min(bytes)));
        self
    }

    /// The policy a config file describes (its format is in
    /// [the module](self#the-config-file)). The same as `text.parse()`.
    ///
    /// ```
    /// use rfc3986::policy::{Component, Policy};
    ///
    /// let policy = Policy::from_config("schemes = https # only\nrequire = host")?;
    /// assert_eq!(policy, Policy::new().allow_scheme("https").require(Component::Host));
    ///
    /// let error = Policy::from_config("schemes = https\nhosts = *.\n").unwrap_err();
    /// assert_eq!(error.to_string(), "line 2: `*.` is not a host pattern: an empty label");
    /// # Ok::<_, rfc3986::policy::ConfigError>(())
    /// ```
    ///
    /// # Errors
    /// [`ConfigError`], with its line, for a line that is not
    /// `key = value, ...`, an unknown key, or a value the key does not take
    /// (a scheme, a host pattern, a port or a range of ports, a component,
    /// `userinfo`, `ip` or `non-public`, a length).
    pub fn from_config(text: &str) -> Result<Self, ConfigError> {
        config::parse(text)
    }

    /// Checks the URI reference `reference` against every rule, in the
    /// order [the module](self#the-rules-in-the-order-they-are-checked)
    /// lists.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::policy::{Policy, Rule};
    ///
    /// let policy = Policy::new().allow_scheme("https").deny_non_public_addresses();
    /// assert!(policy.check(&UriRef::parse("https://example.com/")?).is_ok());
    /// let violation = policy.check(&UriRef::parse("https://[::1]/")?).unwrap_err();
    /// assert_eq!(violation.rule(), Rule::NonPublicAddress);
    /// assert_eq!(violation.message(), "the host `[::1]` is the loopback address (::1)");
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Violation`]: the first rule `reference` fails, and why.
    pub fn check(&self, reference: &UriRef<'_>) -> Result<(), Violation> {
        check::check(self, reference)
    }

    /// Checks the IRI reference `reference` as [`Policy::check`] checks a
    /// URI reference: its length in bytes of UTF-8, its host as written
    /// (characters IDNA maps to ASCII, `。` among them, are refused as
    /// they are in a URI, percent-encoded).
    ///
    /// ```
    /// use rfc3986::IriRef;
    /// use rfc3986::policy::{Policy, Rule};
    ///
    /// let policy = Policy::new().allow_host("例え.jp").allow_host(".example.com");
    /// assert!(policy.check_iri(&IriRef::parse("https://例え.jp/パス")?).is_ok());
    /// let evil = IriRef::parse("http://evil。example.com/")?;
    /// assert_eq!(policy.check_iri(&evil).unwrap_err().rule(), Rule::Host);
    /// # Ok::<_, rfc3986::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Violation`]: the first rule `reference` fails, and why.
    pub fn check_iri(&self, reference: &IriRef<'_>) -> Result<(), Violation> {
        check::check(self, &reference.components())
    }
}

impl FromStr for Policy {
    type Err = ConfigError;

    /// The same as [`Policy::from_config`].
    fn from_str(text: &str) -> Result<Self, ConfigError> {
        Policy::from_config(text)
    }
}
