//! The codes of the lint's findings and their severities: stable names,
//! each documented with an example and where the confusion is described.

use core::fmt;

/// What a [`Finding`](super::Finding) is about. The kebab-case name
/// ([`Code::as_str`]) is stable: tools match on it.
///
/// Each code says what RFC 3986 reads, what another parser reads instead,
/// and where that gap is documented.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Code {
    /// `whatwg-host-differs`: the host a WHATWG URL parser (browsers, Node,
    /// most HTTP stacks; here the `url` crate) reads differs from the RFC
    /// 3986 host, or one of them has a host and the other none. Only with
    /// the feature `whatwg`. `http:/evil.com` has no authority here and the
    /// host `evil.com` there. Source: Claroty and Snyk, "Exploiting URL
    /// Parsing Confusion" (2022), the five classes of confusion.
    WhatwgHostDiffers,
    /// `ip-like-reg-name`: a registered name that a WHATWG parser and
    /// `inet_aton` read as an IPv4 address (one to four parts, decimal,
    /// octal or hexadecimal): `http://0x7f.1/` and `http://2130706433/`
    /// lead to `127.0.0.1`. Source: Orange Tsai, "A New Era of SSRF"
    /// (Black Hat 2017); the WHATWG URL Standard's IPv4 parser.
    IpLikeRegName,
    /// `encoded-delimiter-in-host`: a percent-encoded delimiter, `.`, `%`
    /// or control in a registered name (`%2F`, `%5C`, `%40`, `%3A`, `%23`,
    /// `%3F`, `%2E`, `%00`): a client that decodes the host connects
    /// elsewhere, `http://example.com%2F127.0.0.1/`. Source: curl
    /// CVE-2022-27780.
    EncodedDelimiterInHost,
    /// `host-maps-to-delimiter`: a character in the host, written or
    /// percent-encoded as UTF-8, that IDNA (UTS #46) maps to `.` or to an
    /// ASCII delimiter: `evil%E3%80%82com` (U+3002) is `evil.com` to a
    /// WHATWG parser, U+FF0F is `/`. Source: Orange Tsai (2017); UTS #46.
    HostMapsToDelimiter,
    /// `host-maps-to-ascii`: a character in the host, written or
    /// percent-encoded as UTF-8, that IDNA (UTS #46) maps to ASCII letters
    /// or digits, or removes (the soft hyphen U+00AD, zero-width
    /// characters): `ⓖⓞⓞⓖⓛⓔ.com` is `google.com` to a WHATWG parser,
    /// `%C2%AD127.0.0.1` is `127.0.0.1`,
    /// the Kelvin sign U+212A is `k`, fullwidth `１２７.０.０.１` is
    /// `127.0.0.1`. The host is one string here and leads where another
    /// does. Source: Orange Tsai (2017); UTS #46.
    HostMapsToAscii,
    /// `special-scheme-without-authority`: an `http`, `https`, `ws`, `wss`
    /// or `ftp` URI without `//`: `http:/evil.com` and `https:evil.com`
    /// have no host here, and the host `evil.com` to a WHATWG parser.
    /// Source: Claroty and Snyk (2022), "slash confusion".
    SpecialSchemeWithoutAuthority,
    /// `empty-host`: such a URI with an empty host: `http:///evil.com` has
    /// the empty host here, and the host `evil.com` to a WHATWG parser.
    /// Source: Claroty and Snyk (2022).
    EmptyHost,
    /// `userinfo-present`: a userinfo before the host, which readers take
    /// for the host: `http://trusted.example@evil.example/` leads to
    /// `evil.example`. A warning in `http`, `https`, `ws`, `wss` and `ftp`
    /// URIs, information otherwise. Source: RFC 3986 §7.6 (semantic
    /// attacks).
    UserinfoPresent,
    /// `password-present`: a password in the userinfo (after its first
    /// `:`), deprecated by RFC 3986 §3.2.1: `ftp://user:secret@host/`.
    PasswordPresent,
    /// `scheme-looks-like-host`: a scheme that reads as a host, or a path
    /// that reads as a port: `google.com:80/x` has the scheme `google.com`,
    /// `localhost:8080` the scheme `localhost`. Source: Claroty and Snyk
    /// (2022), "scheme confusion".
    SchemeLooksLikeHost,
    /// `dot-segments`: a `.` or `..` segment in the path, which resolution
    /// and most clients remove (§5.2.4): `http://h/a/../b` is `http://h/b`.
    DotSegments,
    /// `encoded-dot-segments`: a segment that is `.` or `..` once decoded
    /// (`%2e%2e`), kept by RFC 3986 and removed by servers that decode
    /// first: path traversal. Source: CVE-2021-41773 (Apache httpd).
    EncodedDotSegments,
    /// `double-encoding`: `%25` followed by two hex digits (`%252F`), which
    /// a second decoding turns into a delimiter. A warning before the
    /// query, information in the query and fragment, where encoded URLs
    /// are common. Source: OWASP, "Double Encoding".
    DoubleEncoding,
    /// `trailing-dot-host`: a registered name ending in `.`
    /// (`example.com.`), the same DNS name as without it, and a different
    /// string to allow-lists and cookies.
    TrailingDotHost,
    /// `backslash-as-slash`: a `\`, which RFC 3986 refuses and a WHATWG
    /// parser reads as `/` in `http`, `https`, `ws`, `wss`, `ftp` and
    /// `file` URLs: `http://evil.com\@good.com/` leads to `evil.com` there.
    /// Source: Claroty and Snyk (2022), "backslash confusion".
    BackslashAsSlash,
    /// `at-sign-in-authority`: a refused input whose authority, as a WHATWG
    /// parser delimits it (up to a `/`, `\\`, `?` or `#`), has a second `@`
    /// or an `@` after what RFC 3986 refuses: such a parser takes the last
    /// `@` to end a userinfo and reads the host after it, others the first:
    /// `http://foo@evil.com:80@google.com/`. Source: Orange Tsai (2017).
    AtSignInAuthority,
    /// `whitespace-stripped`: a tab, line feed or carriage return, which
    /// RFC 3986 refuses and a WHATWG parser removes wherever it is:
    /// `java\nscript:` is `javascript:` there. Source: the WHATWG URL
    /// Standard's basic URL parser.
    WhitespaceStripped,
    /// `spaces-trimmed`: leading or trailing spaces or controls, which RFC
    /// 3986 refuses and WHATWG parsers (and Python's `urlsplit` since the
    /// fix) trim: ` http://evil/` bypassed scheme blocklists. Source:
    /// CVE-2023-24329 (Python).
    SpacesTrimmed,
    /// `refused`: the input is not a URI reference (or IRI reference); the
    /// message is the parse error's, with its index.
    Refused,
    /// `policy-violation`: a rule of a [`Policy`](crate::policy::Policy)
    /// failed (the `uri lint --policy` tool reports it as a finding).
    PolicyViolation,
}

impl Code {
    /// Every code, in the order of the documentation.
    pub const ALL: [Code; 20] = [
        Code::WhatwgHostDiffers,
        Code::IpLikeRegName,
        Code::EncodedDelimiterInHost,
        Code::HostMapsToDelimiter,
        Code::HostMapsToAscii,
        Code::SpecialSchemeWithoutAuthority,
        Code::EmptyHost,
        Code::UserinfoPresent,
        Code::PasswordPresent,
        Code::SchemeLooksLikeHost,
        Code::DotSegments,
        Code::EncodedDotSegments,
        Code::DoubleEncoding,
        Code::TrailingDotHost,
        Code::BackslashAsSlash,
        Code::AtSignInAuthority,
        Code::WhitespaceStripped,
        Code::SpacesTrimmed,
        Code::Refused,
        Code::PolicyViolation,
    ];

    /// The stable kebab-case name: `ip-like-reg-name`.
    ///
    /// ```
    /// assert_eq!(rfc3986::lint::Code::IpLikeRegName.as_str(), "ip-like-reg-name");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::WhatwgHostDiffers => "whatwg-host-differs",
            Code::IpLikeRegName => "ip-like-reg-name",
            Code::EncodedDelimiterInHost => "encoded-delimiter-in-host",
            Code::HostMapsToDelimiter => "host-maps-to-delimiter",
            Code::HostMapsToAscii => "host-maps-to-ascii",
            Code::SpecialSchemeWithoutAuthority => "special-scheme-without-authority",
            Code::EmptyHost => "empty-host",
            Code::UserinfoPresent => "userinfo-present",
            Code::PasswordPresent => "password-present",
            Code::SchemeLooksLikeHost => "scheme-looks-like-host",
            Code::DotSegments => "dot-segments",
            Code::EncodedDotSegments => "encoded-dot-segments",
            Code::DoubleEncoding => "double-encoding",
            Code::TrailingDotHost => "trailing-dot-host",
            Code::BackslashAsSlash => "backslash-as-slash",
            Code::AtSignInAuthority => "at-sign-in-authority",
            Code::WhitespaceStripped => "whitespace-stripped",
            Code::SpacesTrimmed => "spaces-trimmed",
            Code::Refused => "refused",
            Code::PolicyViolation => "policy-violation",
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How much a finding matters, least first: `info`, `warning`, `error`.
/// `uri lint` exits with 1 when a finding is a warning or worse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// Worth knowing; not a confusion by itself.
    Info,
    /// Another parser or a reader may take the input to lead elsewhere.
    Warning,
    /// The input is refused, or a policy forbids it.
    Error,
}

impl Severity {
    /// `info`, `warning` or `error`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
