//! `rfc3986::policy` through its public API: every rule both ways, the
//! SSRF bypasses a host filter must not let through, and the config file.

use rfc3986::policy::{Component, ConfigError, Policy, Rule, Violation};
use rfc3986::{IriRef, UriRef};

/// The rule `uri` fails under the policy `config` describes, `None` when
/// it passes.
fn verdict(policy: &Policy, uri: &str) -> Option<Rule> {
    let r = UriRef::parse(uri).unwrap_or_else(|e| panic!("{uri} does not parse: {e}"));
    policy.check(&r).err().map(|v| v.rule())
}

fn config(text: &str) -> Policy {
    Policy::from_config(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

const SSRF: &str = "
schemes = https, http
deny = userinfo, non-public
";

const PROXY: &str = "
# a policy for an image proxy
schemes = https, http
hosts = images.example.com, .cdn.example.net
ports = 443, 8000-8100
require = host
deny = userinfo, non-public      # also: ip
max-length = 2048
";

/// (config, reference, the rule it fails or `None`)
const TABLE: &[(&str, &str, Option<Rule>)] = &[
    // The empty policy allows everything.
    ("", "http://127.0.0.1/", None),
    ("", "../relative", None),
    ("", "http://user:pw@[::1]:99999/", None),
    // max-length
    ("max-length = 19", "http://example.com/", None),
    ("max-length = 18", "http://example.com/", Some(Rule::Length)),
    (
        "max-length = 10\nschemes = ftp",
        "http://example.com/",
        Some(Rule::Length),
    ),
    // schemes
    ("schemes = https", "https://example.com/", None),
    ("schemes = https", "HTTPS://example.com/", None),
    ("schemes = HTTPS", "https://example.com/", None),
    ("schemes = https", "http://example.com/", Some(Rule::Scheme)),
    ("schemes = https", "//example.com/", Some(Rule::Scheme)),
    ("schemes = https", "/path", Some(Rule::Scheme)),
    ("schemes = https\nschemes = ftp", "ftp://h/", None),
    ("schemes = https", "file:///etc/passwd", Some(Rule::Scheme)),
    ("schemes = https", "javascript:alert(1)", Some(Rule::Scheme)),
    // require
    (
        "require = scheme",
        "//h/",
        Some(Rule::Required(Component::Scheme)),
    ),
    ("require = scheme", "a:b", None),
    (
        "require = authority",
        "mailto:a@b",
        Some(Rule::Required(Component::Authority)),
    ),
    ("require = authority", "file:///x", None),
    ("require = host", "http://h/", None),
    (
        "require = host",
        "file:///x",
        Some(Rule::Required(Component::Host)),
    ),
    (
        "require = host",
        "http://:80/",
        Some(Rule::Required(Component::Host)),
    ),
    ("require = port", "http://h:8080/", None),
    (
        "require = port",
        "http://h:/",
        Some(Rule::Required(Component::Port)),
    ),
    (
        "require = port",
        "http://h/",
        Some(Rule::Required(Component::Port)),
    ),
    ("require = userinfo", "http://@h/", None),
    (
        "require = userinfo",
        "http://h/",
        Some(Rule::Required(Component::Userinfo)),
    ),
    ("require = query, fragment", "http://h/?#", None),
    (
        "require = query, fragment",
        "http://h/?q",
        Some(Rule::Required(Component::Fragment)),
    ),
    (
        "require = query",
        "http://h/#f",
        Some(Rule::Required(Component::Query)),
    ),
    // deny-userinfo, before the host rules
    ("deny = userinfo", "http://h/", None),
    ("deny = userinfo", "http://u@h/", Some(Rule::Userinfo)),
    ("deny = userinfo", "http://@h/", Some(Rule::Userinfo)),
    ("deny = userinfo", "http://u:p@h/", Some(Rule::Userinfo)),
    (
        "deny = userinfo\nhosts = example.com",
        "http://example.com@evil.com/",
        Some(Rule::Userinfo),
    ),
    // hosts
    ("hosts = example.com", "http://example.com/", None),
    ("hosts = example.com", "http://EXAMPLE.Com/", None),
    ("hosts = example.com", "http://example.com./", None),
    (
        "hosts = example.com",
        "http://example.com../",
        Some(Rule::Host),
    ),
    (
        "hosts = example.com",
        "http://www.example.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = example.com",
        "http://example.com.evil.net/",
        Some(Rule::Host),
    ),
    ("hosts = .example.com", "http://x.example.com/", None),
    ("hosts = *.example.com", "http://a.b.example.com/", None),
    (
        "hosts = .example.com",
        "http://example.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com",
        "http://evil-example.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com",
        "http://evilexample.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com, example.com",
        "http://example.com/",
        None,
    ),
    (
        "hosts = images.example.com",
        "http://images.example.com./",
        None,
    ),
    (
        "hosts = images.example.com",
        "http://IMAGES.EXAMPLE.COM/",
        None,
    ),
    (
        "hosts = example.com",
        "http://example.com%2F.evil.net/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com",
        "http://evil.com%2F.example.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com",
        "http://evil.com%23.example.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com",
        "http://evil.com%40.example.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com",
        "http://a%2Eexample.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = example.com",
        "http://exa%6Dple.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = example.com",
        "http://example.com%2F@evil/",
        Some(Rule::Host),
    ),
    (
        "hosts = example.com",
        "http://example.com%00.evil/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com",
        "http://evil%E3%80%82example.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = example.com",
        "http://%EF%BD%85xample.com/",
        Some(Rule::Host),
    ),
    ("hosts = example.com", "http://%FF.com/", Some(Rule::Host)),
    (
        "hosts = example.com",
        "mailto:a@example.com",
        Some(Rule::Host),
    ),
    ("hosts = example.com", "/relative", Some(Rule::Host)),
    ("hosts = example.com", "http:/example.com", Some(Rule::Host)),
    (
        "hosts = example.com",
        "http:///example.com",
        Some(Rule::Host),
    ),
    ("hosts = %E4%BE%8B.jp", "http://%e4%be%8b.jp/", None),
    ("hosts = 127.0.0.1", "http://127.0.0.1/", None),
    ("hosts = 127.0.0.1", "http://0x7f.1/", None),
    ("hosts = 127.0.0.1", "http://[::ffff:127.0.0.1]/", None),
    ("hosts = 127.0.0.1", "http://127.0.0.2/", Some(Rule::Host)),
    ("hosts = [::1]", "http://[0::1]/", None),
    ("hosts = ::1", "http://[::1]/", None),
    ("hosts = localhost", "http://127.0.0.1/", Some(Rule::Host)),
    ("hosts = 127.0.0.1", "http://localhost/", Some(Rule::Host)),
    ("hosts = example.com", "http://[v1.x]/", Some(Rule::Host)),
    ("hosts = example.com", "http://1.2.3.256/", Some(Rule::Host)),
    // deny-ip-hosts
    ("deny = ip", "http://example.com/", None),
    ("deny = ip", "http://localhost/", None),
    ("deny = ip", "http://8.8.8.8/", Some(Rule::IpHost)),
    ("deny = ip", "http://[2606:4700::1111]/", Some(Rule::IpHost)),
    ("deny = ip", "http://[v7.x]/", Some(Rule::IpHost)),
    ("deny = ip", "http://134744072/", Some(Rule::IpHost)),
    ("deny = ip", "http://0x8.0x8.0x8.0x8/", Some(Rule::IpHost)),
    ("deny = ip", "http://8.8.8.8./", Some(Rule::IpHost)),
    ("deny = ip", "http://1.2.3.4.5/", Some(Rule::Host)),
    ("deny = ip", "http://%31%32%37.0.0.1/", Some(Rule::Host)),
    ("deny = ip", "mailto:a@b", None),
    // deny-non-public: the SSRF bypasses
    ("deny = non-public", "http://example.com/", None),
    ("deny = non-public", "http://8.8.8.8/", None),
    ("deny = non-public", "http://[2606:4700::1111]/", None),
    ("deny = non-public", "http://[::ffff:8.8.8.8]/", None),
    (
        "deny = non-public",
        "http://127.0.0.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://127.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://0x7f.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://0X7F.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://2130706433/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://017700000001/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://127.000.000.001/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://0/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://0.0.0.0/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[::1]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[::]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[::ffff:127.0.0.1]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[::ffff:7f00:1]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[64:ff9b::a9fe:a9fe]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[::127.0.0.1]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://169.254.169.254/latest/meta-data/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://0xa9fea9fe/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://10.0.0.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://172.16.0.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://192.168.1.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://100.64.0.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://224.0.0.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://255.255.255.255/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[fd00::1]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[fe80::1]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[ff02::1]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://[v1.x]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://localhost/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://LocalHost.:8080/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "deny = non-public",
        "http://a.localhost/",
        Some(Rule::NonPublicAddress),
    ),
    ("deny = non-public", "http://localhost.example.com/", None),
    ("deny = non-public", "http://notlocalhost/", None),
    (
        "deny = non-public",
        "http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/",
        Some(Rule::Host),
    ),
    (
        "deny = non-public",
        "http://127.0.0.%E2%91%A9/",
        Some(Rule::Host),
    ),
    (
        "deny = non-public",
        "http://local%C2%ADhost/",
        Some(Rule::Host),
    ),
    ("deny = non-public", "http:/127.0.0.1/", Some(Rule::Host)),
    ("deny = non-public", "http:///127.0.0.1/", Some(Rule::Host)),
    ("deny = non-public", "file:///etc/passwd", None),
    (
        "deny = non-public",
        "//127.0.0.1/",
        Some(Rule::NonPublicAddress),
    ),
    ("deny = non-public", "/relative", None),
    // ports
    ("ports = 443", "https://h/", None),
    ("ports = 443", "https://h:/", None),
    ("ports = 443", "https://h:443/", None),
    ("ports = 443", "https://h:00443/", None),
    ("ports = 443", "http://h/", Some(Rule::Port)),
    ("ports = 443", "WSS://h/", None),
    ("ports = 443", "https://h:444/", Some(Rule::Port)),
    ("ports = 443", "https://h:65979/", Some(Rule::Port)),
    (
        "ports = 443",
        "https://h:99999999999999999999/",
        Some(Rule::Port),
    ),
    ("ports = 8000-8100", "http://h:8000/", None),
    ("ports = 8000-8100", "http://h:8100/", None),
    ("ports = 8000-8100", "http://h:8101/", Some(Rule::Port)),
    ("ports = 21", "ftp://h/", None),
    ("ports = 80", "gopher://h/", Some(Rule::Port)), // its default, 70
    ("ports = 80", "mailto:a@h", None),              // no port, no default
    ("ports = 80", "gopher://h:70/", Some(Rule::Port)),
    ("ports = 80", "mailto:a@b", None),
    // the order of the rules
    (
        "schemes = https\ndeny = userinfo",
        "http://u@h/",
        Some(Rule::Scheme),
    ),
    (
        "require = query\ndeny = userinfo",
        "http://u@h/",
        Some(Rule::Required(Component::Query)),
    ),
    (
        "hosts = example.com\ndeny = ip, non-public",
        "http://127.0.0.1/",
        Some(Rule::Host),
    ),
    (
        "deny = ip, non-public",
        "http://127.0.0.1/",
        Some(Rule::IpHost),
    ),
    (
        "hosts = 127.0.0.1\ndeny = non-public",
        "http://127.0.0.1/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "ports = 443\ndeny = non-public",
        "http://10.0.0.1:22/",
        Some(Rule::NonPublicAddress),
    ),
    // the image proxy of the module's docs
    (PROXY, "https://images.example.com/a.png", None),
    (PROXY, "https://images.example.com:443/a.png", None),
    (PROXY, "http://a.cdn.example.net:8080/a.png", None),
    (PROXY, "http://images.example.com/a.png", Some(Rule::Port)),
    (PROXY, "https://cdn.example.net/", Some(Rule::Host)),
    (PROXY, "https://evil.com/", Some(Rule::Host)),
    (
        PROXY,
        "https://images.example.com@evil.com/",
        Some(Rule::Userinfo),
    ),
    (PROXY, "ftp://images.example.com/", Some(Rule::Scheme)),
    (
        PROXY,
        "https:///a.png",
        Some(Rule::Required(Component::Host)),
    ),
    // the SSRF guard of the module's docs
    (SSRF, "https://images.example.com/a.png", None),
    (
        SSRF,
        "http://169.254.169.254/",
        Some(Rule::NonPublicAddress),
    ),
    (SSRF, "http://0x7f.1/", Some(Rule::NonPublicAddress)),
    (SSRF, "gopher://127.0.0.1:6379/_", Some(Rule::Scheme)),
    // found in a review: empty labels, IPv4-translated, a character IDNA
    // maps to two letters
    (
        "hosts = .example.com",
        "http://a..example.com/",
        Some(Rule::Host),
    ),
    (
        "hosts = .example.com",
        "http://..example.com/",
        Some(Rule::Host),
    ),
    ("deny = non-public", "http://localhost../", Some(Rule::Host)),
    ("deny = non-public", "http://127.0.0.1../", Some(Rule::Host)),
    (
        "deny = non-public",
        "http://[::ffff:0:7f00:1]/",
        Some(Rule::NonPublicAddress),
    ),
    (
        "hosts = .example.com",
        "http://a%F0%9D%BE%95b.example.com/",
        Some(Rule::Host),
    ),
    (
        "deny = non-public",
        "http://%C2%AD127.0.0.1/",
        Some(Rule::Host),
    ),
];

#[test]
fn the_table() {
    assert!(TABLE.len() >= 60);
    let mut failures = Vec::new();
    for &(text, uri, expected) in TABLE {
        let got = verdict(&config(text), uri);
        if got != expected {
            failures.push(format!(
                "{text:?} on {uri}: expected {expected:?}, got {got:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn iris_are_checked_as_written() {
    let policy = Policy::new()
        .allow_host("例え.jp")
        .allow_host(".example.com")
        .max_length(40);
    let check = |s: &str| {
        let r = IriRef::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        policy.check_iri(&r).err().map(|v| v.rule())
    };
    assert_eq!(check("https://例え.jp/パス"), None);
    assert_eq!(check("https://a.example.com/"), None);
    assert_eq!(check("http://evil。example.com/"), Some(Rule::Host));
    assert_eq!(check("http://evil．example.com/"), Some(Rule::Host));
    assert_eq!(check("http://ｅｘａｍｐｌｅ.com/"), Some(Rule::Host));
    assert_eq!(
        check("https://例え.jp/ずっと長いパスですね"),
        Some(Rule::Length)
    );
    let non_public = Policy::new().deny_non_public_addresses();
    let r = IriRef::parse("http://１２７.０.０.１/").unwrap();
    assert_eq!(non_public.check_iri(&r).unwrap_err().rule(), Rule::Host);
    let r = IriRef::parse("http://例え.テスト/").unwrap();
    assert!(non_public.check_iri(&r).is_ok());
}

#[test]
fn the_builder_is_the_config_file() {
    let built = Policy::new()
        .allow_scheme("https")
        .allow_scheme("http")
        .allow_host("images.example.com")
        .allow_host(".cdn.example.net")
        .allow_port(443)
        .allow_ports(8000..=8100)
        .require(Component::Host)
        .deny_userinfo()
        .deny_non_public_addresses()
        .max_length(2048);
    assert_eq!(config(PROXY), built);
    assert_eq!(PROXY.parse::<Policy>(), Ok(built));
    assert_eq!(Policy::default(), Policy::new());
    assert_eq!(config("# nothing\n\n   \n"), Policy::new());
    assert_eq!(
        config("max-length = 10\nmax-length = 20"),
        Policy::new().max_length(20).max_length(10)
    );
}

#[test]
fn invalid_builder_patterns_allow_nothing() {
    for pattern in ["", "*", "a/b", "[::1", "*.", "exa mple.com"] {
        let policy = Policy::new().allow_host(pattern);
        for uri in [
            "http://a/",
            "http://[::1]/",
            "http:///x",
            "http://exa%20mple.com/",
        ] {
            assert_eq!(
                verdict(&policy, uri),
                Some(Rule::Host),
                "{pattern:?} on {uri}"
            );
        }
    }
    let policy = Policy::new().allow_scheme("https:");
    assert_eq!(verdict(&policy, "https://h/"), Some(Rule::Scheme));
}

#[test]
fn messages_name_the_cause() {
    let message = |policy: &Policy, uri: &str| -> String {
        let r = UriRef::parse(uri).unwrap();
        policy
            .check(&r)
            .map_err(|v: Violation| v.to_string())
            .unwrap_err()
    };
    let ssrf = config(SSRF);
    assert_eq!(
        message(&ssrf, "http://[::ffff:127.0.0.1]/"),
        "deny-non-public: the host `[::ffff:127.0.0.1]` is read as 127.0.0.1 (IPv4-mapped), a loopback address (127.0.0.0/8)"
    );
    assert_eq!(
        message(&ssrf, "http://169.254.169.254/"),
        "deny-non-public: the host `169.254.169.254` is a link-local address (169.254.0.0/16)"
    );
    assert_eq!(
        message(&ssrf, "http://localhost/"),
        "deny-non-public: the host `localhost` names the loopback (RFC 6761)"
    );
    assert_eq!(
        message(&ssrf, "http://user:secret@h/"),
        "deny-userinfo: the reference has a userinfo, which readers take for the host"
    );
    assert_eq!(
        message(&ssrf, "http:/127.0.0.1"),
        "hosts: the `http` URI has no host: a WHATWG parser takes the host from what follows"
    );
    let hosts = config("hosts = .example.com");
    assert_eq!(
        message(&hosts, "http://evil.com%2F.example.com/"),
        "hosts: the host `evil.com%2F.example.com` holds an encoded delimiter `%2F`: clients disagree on where it leads"
    );
    assert_eq!(
        message(&hosts, "http://0x7f.1/"),
        "hosts: the host `0x7f.1` (read as 127.0.0.1) is not allowed"
    );
    assert_eq!(
        message(&config("ports = 443"), "http://h/"),
        "ports: the port 80 (the default of `http`) is not allowed"
    );
    assert_eq!(
        message(&config("ports = 443"), "http://h:70000/"),
        "ports: the port `70000` is larger than 65535"
    );
    assert_eq!(
        message(&config("require = host"), "http:///"),
        "require: the reference has no host, or an empty one"
    );
    let long = format!("http://{}.com/", "a".repeat(200));
    let shown = message(&config("hosts = example.com"), &long);
    assert!(shown.len() < 120, "{shown}");
    let violation = Policy::new()
        .deny_ip_hosts()
        .check(&UriRef::parse("http://[::1]/").unwrap())
        .unwrap_err();
    assert_eq!(violation.rule(), Rule::IpHost);
    assert_eq!(violation.message(), "the host `[::1]` is an IP address");
    let _: &dyn std::error::Error = &violation;
}

#[test]
fn rule_and_component_names() {
    let rules = [
        (Rule::Length, "max-length"),
        (Rule::Scheme, "schemes"),
        (Rule::Required(Component::Port), "require"),
        (Rule::Userinfo, "deny-userinfo"),
        (Rule::Host, "hosts"),
        (Rule::IpHost, "deny-ip-hosts"),
        (Rule::NonPublicAddress, "deny-non-public"),
        (Rule::Port, "ports"),
    ];
    for (rule, name) in rules {
        assert_eq!(rule.as_str(), name);
        assert_eq!(rule.to_string(), name);
    }
    let components = [
        (Component::Scheme, "scheme"),
        (Component::Authority, "authority"),
        (Component::Userinfo, "userinfo"),
        (Component::Host, "host"),
        (Component::Port, "port"),
        (Component::Query, "query"),
        (Component::Fragment, "fragment"),
    ];
    for (component, name) in components {
        assert_eq!(component.as_str(), name);
        let policy = config(&format!("require = {name}"));
        assert_eq!(policy, Policy::new().require(component));
    }
}

#[test]
fn config_errors_name_the_line() {
    let cases: &[(&str, usize, &str)] = &[
        (
            "schemes https",
            1,
            "expected `key = value, ...`, found `schemes https`",
        ),
        (
            "\n# comment\nscheme = https",
            3,
            "unknown key `scheme`: expected schemes, hosts, ports, require, deny or max-length",
        ),
        ("= https", 1, "a line with no key before its `=`"),
        ("schemes =", 1, "`schemes` has no value"),
        ("schemes = # none", 1, "`schemes` has no value"),
        (
            "schemes = https,,http",
            1,
            "an empty value in the list of `schemes` (two commas, or one at an end)",
        ),
        (
            "schemes = https,",
            1,
            "an empty value in the list of `schemes` (two commas, or one at an end)",
        ),
        (
            "schemes = https:",
            1,
            "`https:` is not a scheme (a letter, then letters, digits, `+`, `-` or `.`)",
        ),
        (
            "schemes = 1http",
            1,
            "`1http` is not a scheme (a letter, then letters, digits, `+`, `-` or `.`)",
        ),
        (
            "hosts = a/b",
            1,
            "`a/b` is not a host pattern: a host name holds no delimiter, `*` or space (a `*.` only at the start)",
        ),
        (
            "hosts = ok.com\nhosts = *",
            2,
            "`*` is not a host pattern: a host name holds no delimiter, `*` or space (a `*.` only at the start)",
        ),
        (
            "hosts = [::1",
            1,
            "`[::1` is not a host pattern: an IP literal ends in `]`",
        ),
        (
            "hosts = [v1.x]",
            1,
            "`[v1.x]` is not a host pattern: not an IPv6 address between `[` and `]`",
        ),
        (
            "hosts = 1.2.3.256",
            1,
            "`1.2.3.256` is not a host pattern: ends in a number but is no IPv4 address",
        ),
        (
            "hosts = *.10.0.0.1",
            1,
            "`*.10.0.0.1` is not a host pattern: a `.` or `*.` pattern needs a domain name",
        ),
        (
            "hosts = a..b",
            1,
            "`a..b` is not a host pattern: an empty label",
        ),
        ("ports = 65536", 1, "`65536` is not a port (0 to 65535)"),
        ("ports = +80", 1, "`+80` is not a port (0 to 65535)"),
        ("ports = http", 1, "`http` is not a port (0 to 65535)"),
        (
            "ports = 80-",
            1,
            "`80-` is not a range of ports (`8000-8100`)",
        ),
        (
            "ports = -80",
            1,
            "`-80` is not a range of ports (`8000-8100`)",
        ),
        (
            "ports = 9000-8000",
            1,
            "the range `9000-8000` is empty: its first port is above its last",
        ),
        (
            "require = path",
            1,
            "`path` is not a component: scheme, authority, userinfo, host, port, query or fragment",
        ),
        (
            "deny = loopback",
            1,
            "`loopback` is not a deny rule: userinfo, ip or non-public",
        ),
        ("max-length = 1, 2", 1, "`max-length` takes one number"),
        ("max-length = -1", 1, "`-1` is not a length in bytes"),
        ("max-length = 2k", 1, "`2k` is not a length in bytes"),
        (
            "schemes = https\r\nports = 443\r\nports = x\r\n",
            3,
            "`x` is not a port (0 to 65535)",
        ),
    ];
    for &(text, line, message) in cases {
        let error: ConfigError = Policy::from_config(text).unwrap_err();
        assert_eq!((error.line(), error.message()), (line, message), "{text:?}");
        assert_eq!(error.to_string(), format!("line {line}: {message}"));
    }
}

#[test]
fn config_values_are_read_leniently_where_harmless() {
    assert_eq!(
        config(
            "  schemes=HTTPS ,http  # trailing\ndeny = USERINFO, Non-Public, IP\nrequire = Host"
        ),
        Policy::new()
            .allow_scheme("https")
            .allow_scheme("http")
            .deny_userinfo()
            .deny_non_public_addresses()
            .deny_ip_hosts()
            .require(Component::Host)
    );
    assert_eq!(
        config("hosts = Example.COM., *.Example.com, [::FFFF:127.0.0.1], 0x7f.1"),
        Policy::new()
            .allow_host("example.com")
            .allow_host(".example.com")
            .allow_host("127.0.0.1")
    );
    assert_eq!(
        config("ports = 0-65535"),
        Policy::new().allow_ports(0..=65535)
    );
}
