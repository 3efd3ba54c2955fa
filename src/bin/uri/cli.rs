//! The command line: the clap definitions of `uri` and its subcommands, with
//! their help (output formats, exit statuses, examples).

use std::ffi::OsString;

use clap::{Args, Parser, Subcommand, ValueEnum};
use rfc3986::{Level, Strictness};

/// The help on `--summary` of `parse`, `resolve` and `normalize`, whose
/// records the summary replaces.
macro_rules! summary_help {
    () => {
        "Summary:
  With --summary, no record is written, nor any diagnostic per input:
  standard output gets only the summary of the run, at its end, so that
  `--json --summary` writes exactly one JSON object (`| jq .invalid`).
  The table gives the inputs, how many were valid and invalid, the valid
  ones (resolve: the targets; normalize: the normal forms) by scheme, in
  lower case, and by host kind, and the ten most frequent errors by what
  was expected and the hint. With --json, one object on one line:
    {\"inputs\", \"valid\", \"invalid\",
     \"by_scheme\": [{\"scheme\": <lower case, or null>, \"count\"}, ...],
     \"other_schemes\": <valid inputs whose scheme was not told apart>,
     \"by_host_kind\": [{\"host_kind\": \"reg-name\"|\"ipv4\"|\"ipv6\"|
                       \"ipvfuture\"|null, \"count\"}, ...],
     \"top_errors\": [{\"expected\", \"hint\" (or null), \"count\"}, ...]}
  Lists are most frequent first, ties by name; at most 10,000 schemes,
  and 10,000 errors, are told apart, so that memory stays bounded. The
  exit status is the same as without --summary; --jobs works with it.

"
    };
}

/// The help on `--max-line-bytes`, for the subcommands that read lines.
macro_rules! long_lines_help {
    () => {
        "Long lines:
  A line of standard input longer than --max-line-bytes (2 MiB unless
  told otherwise; 0 for no limit) is refused without being read into
  memory, and the next line is read as usual. With --json, its record has
  its input null (relativize: base and target) and the error
  {\"index\": <the limit>, \"expected\": \"end of line within N bytes\",
  \"message\", \"hint\"}; without, the message is written where the
  subcommand's errors go. Arguments have no limit.

"
    };
}

/// The whole command line.
#[derive(Debug, Parser)]
#[command(
    name = "uri",
    version,
    about = "Parse, resolve, relativize, normalize and compare URI references strictly by RFC 3986",
    after_help = "\
Examples:
  uri parse 'foo://example.com:8042/over/there?name=ferret#nose'
  uri parse --json < uris.txt
  uri resolve 'http://a/b/c/d;p?q' g ../.. 'g?y/./x'
  uri relativize 'http://a/b/c/d;p?q' http://a/b/c/g http://a/b/
  uri normalize 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'
  uri equivalent --level scheme http://example.com http://example.com:80/
  uri match IPv6address 1::2 '[::1]'
  uri grammar > uri.pest
  uri parse --iri 'http://例え.テスト/パス?q=値'
  uri to-uri 'http://例え.テスト/パス'
  uri to-iri 'http://www.example.org/D%C3%BCrst'
  uri template expand '/search{?q,lang}' q=tea lang=en
  uri template match '/files{/path*}' /files/a/b

Run `uri help <COMMAND>` for its output, its JSON schema and its exit
statuses.",
    arg_required_else_help = true,
    propagate_version = true
)]
pub struct Cli {
    /// The subcommand.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands; each has its own module.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse URI references and show their components
    ///
    /// Each input is parsed as an RFC 3986 URI-reference: a URI, or a
    /// relative reference (with --iri, as an RFC 3987 IRI-reference). A
    /// valid one is broken down into its components; an invalid one is
    /// reported with where it went wrong and what was expected there.
    Parse(ParseArgs),
    /// Resolve references against a base URI
    ///
    /// Each reference is resolved against BASE by RFC 3986 section 5.2 and
    /// the target URI is printed. BASE must be a URI (it has a scheme); its
    /// fragment, if any, is not used. Each reference is a URI-reference: a
    /// URI, or a relative reference.
    Resolve(ResolveArgs),
    /// Find the shortest reference from a base URI to each target URI
    ///
    /// Each TARGET is relativized against BASE: the reference printed is the
    /// shortest one that RFC 3986 section 5.2 resolves, strictly, against
    /// BASE to what strict resolution of TARGET gives (TARGET with its dot
    /// segments removed). BASE and each TARGET must be URIs (they have a
    /// scheme); nothing is normalized, and BASE's fragment plays no part.
    /// With no arguments at all, each line of standard input is a pair,
    /// `BASE<TAB>TARGET`.
    Relativize(RelativizeArgs),
    /// Normalize URI references
    ///
    /// Each input is rewritten in its syntax-based normal form (RFC 3986
    /// section 6.2.2): scheme and host in lower case, percent-encodings in
    /// upper case and decoded where they encode an unreserved character,
    /// dot segments removed (except from a relative path such as `../a`,
    /// whose dot segments mean something once it is resolved). With
    /// --scheme-based, the scheme-based rules of section 6.2.3 follow.
    Normalize(NormalizeArgs),
    /// Tell whether two URI references are equivalent
    ///
    /// A and B are normalized to the same level (RFC 3986 section 6.2) and
    /// compared; the answer is the exit status, and the normal forms that
    /// were compared are printed.
    Equivalent(EquivalentArgs),
    /// Tell whether inputs match one rule of the grammar, in full
    ///
    /// RULE is any rule of RFC 3986 Appendix A, by its ABNF name
    /// (`IPv6address`, `segment-nz-nc`; in any case, as ABNF names are) or
    /// its name in grammar/uri.pest (`segment_nz_nc`), or any IRI rule of
    /// RFC 3987 section 2.2 (`ipchar`, `IRI-reference`, `ucschar`). An
    /// input matches when the rule matches the whole of it.
    Match(MatchArgs),
    /// Print the grammar, grammar/uri.pest
    ///
    /// The pest grammar that transcribes RFC 3986 Appendix A, every rule
    /// documented, as other pest tools load it (pest_vm, pest's editor).
    /// With --iri, grammar/iri.pest follows it: the IRI grammar of RFC 3987
    /// section 2.2, which builds on it, as those tools load the two.
    Grammar(GrammarArgs),
    /// Map IRI references to URI references (RFC 3987 section 3.1)
    ///
    /// Each input is parsed as an IRI-reference, and the UTF-8 bytes of
    /// every character outside ASCII are percent-encoded, with uppercase
    /// hexadecimal digits; the rest is kept as it is. A host is
    /// percent-encoded too (IDNA's xn-- form is not produced).
    ToUri(MapArgs),
    /// Map URI references to IRI references (RFC 3987 section 3.2)
    ///
    /// Each input is parsed as a URI-reference, and every run of
    /// percent-encodings that is the UTF-8 of a character an IRI may hold
    /// in that component (ucschar; iprivate in the query) is decoded.
    /// Everything else stays as it is: ASCII percent-encodings (%25, a
    /// delimiter, even an unreserved character), bytes that are not
    /// UTF-8, and the bidirectional formatting characters (RFC 3987
    /// section 4.1).
    ToIri(MapArgs),
    /// Say where other parsers read a different host (URL confusion)
    ///
    /// Each input is parsed as a URI-reference (with --iri, an
    /// IRI-reference) and checked for what a WHATWG URL parser (browsers,
    /// most HTTP stacks), inet_aton, IDNA or a reader makes of it that RFC
    /// 3986 does not: a host read elsewhere, an IP address written as a
    /// name, encoded delimiters, a userinfo taken for the host. A refused
    /// input is reported with what other parsers would do with it. With
    /// --policy, each valid input is checked against a policy file too.
    Lint(LintArgs),
    /// Write file paths as file URIs (RFC 8089)
    ///
    /// Each PATH must be absolute. A POSIX path is bytes, `/` its only
    /// separator: every byte a path segment may not hold (RFC 3986 section
    /// 3.3) is percent-encoded, `%` and bytes that are not UTF-8 included.
    /// A Windows path is a drive's (`C:\a` is file:///C:/a), a share's
    /// (`\\server\share\a` is file://server/share/a) or a verbatim one
    /// (`\\?\C:\a`); `\` and `/` both separate names (only `\` in a
    /// verbatim path, where `.` and `..` are refused). A directory's
    /// URI is its path with a trailing separator. The path is taken as
    /// written: no file system is asked.
    FromPath(FromPathArgs),
    /// Read file URIs as file paths (RFC 8089)
    ///
    /// Each URI is read as the path of a local file: file:///a,
    /// file:/a and file://localhost/a are all /a. What a path cannot say
    /// is refused rather than dropped: a query, a fragment, a userinfo or
    /// a port, an encoded separator (%2F; for Windows, %5C too) or NUL
    /// (%00) in a segment, a host other than localhost for a POSIX path, a
    /// Windows path without a drive letter or share, a character no
    /// Windows name holds.
    ToPath(ToPathArgs),
    /// Expand, match and check URI Templates (RFC 6570)
    ///
    /// `expand` fills a template in with values, `match` finds the values
    /// a template was filled in with to give a URI, and `check` tells
    /// whether a template is valid, at what level of RFC 6570 §1.2, and
    /// which variables it has.
    Template(TemplateArgs),
}

/// `uri to-uri [--json] [IRI...]` and `uri to-iri [--json] [URI...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Without --json, each mapped reference is printed on a line of its own;
  an invalid input prints nothing on standard output, and standard error
  gets the error with a caret under where it went wrong.

  With --json, each input gives exactly one JSON object on one line:
    to-uri: {\"input\", \"uri\"}      to-iri: {\"input\", \"iri\"}
  and for an invalid input the mapped reference is null, followed by
    \"error\": {\"index\": <byte index>, \"expected\", \"message\",
              \"hint\" (for a common mistake)},
    \"input_hex\" (only when the input is not UTF-8)

  uri to-iri then uri to-uri gives the input back, but for the hexadecimal
  digits of a decoded percent-encoding written in lower case, which come
  back in upper case (the same URI, RFC 3986 section 6.2.2.1).

",
    long_lines_help!(),
    "Exit status:
  0  every input was mapped
  1  at least one input is invalid
  2  usage error, an error reading input or writing output, or a
     bug (a panic, told on standard error; never a hang with --jobs)

Examples:
  uri to-uri 'http://例え.テスト/パス?q=値'
      http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%E5%80%A4
  uri to-iri 'http://www.example.org/D%C3%BCrst' 'http://a/r%E9sum%E9'
      http://www.example.org/Dürst
      http://a/r%E9sum%E9
  uri to-iri --json < uris.txt"
))]
pub struct MapArgs {
    /// Print one JSON object per input, on one line
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// References to map; without any, read standard input, one per line
    /// (a trailing "\n" or "\r\n" is not part of the reference). Put `--`
    /// before references that begin with `-`.
    #[arg(value_name = "REF")]
    pub references: Vec<OsString>,
}

/// `uri lint [--json] [--iri] [--policy FILE] [INPUT...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Without --json, each input with findings is printed on a line, then one
  indented line per finding: severity[code] start..end: message (byte
  offsets). An input without findings prints nothing.

  With --json, each input gives exactly one JSON object on one line:
    {\"input\", \"valid\", \"error\" (only when invalid: {\"index\",
     \"expected\", \"message\", \"hint\"}), \"findings\": [{\"code\",
     \"severity\", \"message\", \"span\": {\"start\", \"end\"}}],
     \"whatwg\": {\"host\", \"href\"} or null (what a WHATWG parser
     reads; null when it refuses the input)}
  A policy violation is a finding of code policy-violation, severity
  error. The codes are documented in rfc3986::lint::Code.

Policy file:
  # lines of key = value, value; # starts a comment
  schemes = https, http
  hosts = images.example.com, .cdn.example.net
  ports = 443, 8000-8100
  require = host
  deny = userinfo, non-public        # or ip
  max-length = 2048

",
    long_lines_help!(),
    "Exit status:
  0  no finding of severity warning or error, and no policy violation
  1  at least one input has such a finding (an invalid input has one)
  2  usage error, an unreadable or invalid policy file, an error reading
     input or writing output

Examples:
  uri lint 'http://0x7f.1/' 'http:/evil.example' 'http://a@b/'
  uri lint --json --policy fetch.policy < urls.txt
  uri lint --iri 'http://evil。example/'"
))]
pub struct LintArgs {
    /// Print one JSON object per input, on one line
    #[arg(long)]
    pub json: bool,

    /// Read IRI references (RFC 3987) instead of URI references
    #[arg(long)]
    pub iri: bool,

    /// Check each valid input against the policy in FILE (see "Policy
    /// file" below)
    #[arg(long, value_name = "FILE")]
    pub policy: Option<std::path::PathBuf>,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// Inputs to lint; without any, read standard input, one per line (a
    /// trailing "\n" or "\r\n" is not part of the input). Put `--` before
    /// inputs that begin with `-`.
    #[arg(value_name = "INPUT")]
    pub inputs: Vec<OsString>,
}

/// Which platform's paths `from-path` and `to-path` read and write.
#[derive(Debug, Args)]
#[group(multiple = false)]
pub struct PathStyle {
    /// POSIX paths (bytes, `/` the separator); the default on every
    /// platform but Windows
    #[arg(long)]
    pub posix: bool,

    /// Windows paths (drive letters, UNC shares, `\` and `/` separators);
    /// the default on Windows
    #[arg(long)]
    pub windows: bool,
}

impl PathStyle {
    /// Whether Windows paths were asked for, or are this platform's.
    pub fn is_windows(&self) -> bool {
        self.windows || (!self.posix && cfg!(windows))
    }
}

/// `uri from-path [--json] [--posix|--windows] [PATH...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Without --json, each URI is printed on a line of its own; a path that has
  none gets a message on standard error.

  With --json, each path gives exactly one JSON object on one line:
    {\"path\", \"uri\"}, or {\"path\", \"error\": {\"kind\", \"message\",
    \"index\"}} for a path refused (\"index\", a byte index into the path,
    only where the error has one), and \"path_hex\" after \"path\" when the
    path is not UTF-8.
  Kinds: relative-path, unsupported-form, invalid-character, not-unicode.

",
    long_lines_help!(),
    "Exit status:
  0  every path was written as a URI
  1  at least one path was refused
  2  usage error, or an error reading input or writing output

Examples:
  uri from-path /tmp/a.txt '/home/me/My Documents/'
  uri from-path --windows 'C:\\Users\\me\\a b.txt' '\\\\server\\share\\x'
  find /srv -type f | uri from-path --json"
))]
pub struct FromPathArgs {
    /// Print one JSON object per path, on one line
    #[arg(long)]
    pub json: bool,

    /// Write each path as a directory's: its URI ends in `/`
    #[arg(long)]
    pub directory: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub style: PathStyle,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// Paths to write as URIs; without any, read standard input, one per
    /// line (a trailing "\n" or "\r\n" is not part of the path). Put `--`
    /// before paths that begin with `-`.
    #[arg(value_name = "PATH")]
    pub paths: Vec<OsString>,
}

/// `uri to-path [--json] [--posix|--windows] [URI...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Without --json, each path is printed on a line of its own (a POSIX path
  as its bytes); a URI that names none gets a message on standard error.

  With --json, each URI gives exactly one JSON object on one line:
    {\"uri\", \"path\"}, with \"uri_hex\" after \"uri\" when the input is
    not UTF-8 and \"path_hex\" after \"path\" when the path is not; or
    {\"uri\", \"error\": {...}} for a URI refused: an
    invalid URI's error is {\"index\", \"expected\", \"message\", \"hint\"}
    as in `uri parse`, a file URI that names no path {\"kind\",
    \"message\", \"index\"} (\"index\", a byte index into the URI, only
    where the error has one).
  Kinds: not-file-scheme, query, fragment, userinfo-or-port, host,
  not-absolute, no-drive, encoded-separator, encoded-nul, not-utf8,
  invalid-character, unsupported-form.

",
    long_lines_help!(),
    "Exit status:
  0  every URI was read as a path
  1  at least one URI was refused
  2  usage error, or an error reading input or writing output

Examples:
  uri to-path file:///tmp/a%20b.txt file://localhost/etc/hosts
  uri to-path --windows file:///C:/a%20b.txt file://server/share/x"
))]
pub struct ToPathArgs {
    /// Print one JSON object per URI, on one line
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub style: PathStyle,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// File URIs to read as paths; without any, read standard input, one
    /// per line (a trailing "\n" or "\r\n" is not part of the URI). Put
    /// `--` before URIs that begin with `-`.
    #[arg(value_name = "URI")]
    pub uris: Vec<OsString>,
}

/// `uri parse [--json] [URI...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Without --json, each input is shown with its components marked beneath
  it (as in RFC 3986 section 3), then listed, absent (no delimiter) told
  apart from empty (\"\"). An invalid input shows the error with a caret
  under the first character that no URI reference could have there (in
  its terminal column: wide characters take two, combining marks none;
  control characters are shown escaped, \\t, and bytes that are not UTF-8
  as \\xFF), then, for a common mistake, a hint of what to write instead.
  Records are separated by a blank line.

  With --json, each input gives exactly one JSON object on one line:
    {\"input\", \"valid\": true, \"kind\": \"uri\"|\"relative\", \"scheme\",
     \"userinfo\", \"host\", \"host_kind\": \"reg-name\"|\"ipv4\"|\"ipv6\"|\"ipvfuture\",
     \"port\", \"path\", \"query\", \"fragment\"}
    {\"input\", \"valid\": false,
     \"error\": {\"index\": <byte index>, \"expected\", \"message\",
               \"hint\" (for a common mistake)},
     \"input_hex\" (only when the input is not UTF-8)}
  Components are the text as written (IP literals with their brackets, the
  port as its digits); an absent component is null, an empty one \"\"; the
  path is always a string.

  An input that is not UTF-8 is refused where the grammar stops on its
  bytes: at its first byte outside ASCII at the latest, since no URI holds
  one. Its \"input\" has U+FFFD for the bytes that are not UTF-8; its
  \"input_hex\", last in the record, has every byte of the input as two
  lowercase hexadecimal digits (\"61ff\" for a, 0xFF).

",
    summary_help!(),
    long_lines_help!(),
    "Exit status:
  0  every input is a valid URI reference
  1  at least one input is invalid
  2  usage error, an error reading input or writing output, or a
     bug (a panic, told on standard error; never a hang with --jobs)
     (a closed output pipe, as with `| head`, ends quietly with 0 or 1
     for the inputs read so far; a standard output closed before uri
     starts, as with `>&-`, cannot be told from /dev/null: the Rust
     runtime opens /dev/null in its place, so the output is thrown away
     and the status is the inputs')

Examples:
  uri parse 'foo://example.com:8042/over/there?name=ferret#nose'
  uri parse --json 'http://[::1]:8080/' 'mailto:fred@example.com'
  uri parse -- -not-an-option
  uri parse --json < uris.txt | grep '\"valid\":false'
  uri parse --json --summary < uris.txt | jq .top_errors
  uri parse --iri --json 'http://例え.テスト/パス?q=値'"
))]
pub struct ParseArgs {
    /// Print one JSON object per input, on one line
    #[arg(long)]
    pub json: bool,

    /// Parse each input as an RFC 3987 IRI-reference: the components of a
    /// URI reference, with the characters outside ASCII that IRIs allow.
    /// The JSON record is the same; "kind" is "uri" for an IRI and
    /// "relative" for a relative IRI reference
    #[arg(long)]
    pub iri: bool,

    /// Print only a summary of the whole run at the end, instead of the
    /// records (see "Summary" below); with --json, as one JSON object
    #[arg(long)]
    pub summary: bool,

    /// Write the password of a valid reference's userinfo (after its
    /// first ":") as "***" in the record (RFC 3986 section 3.2.1), for
    /// output that goes to logs. An invalid input is written as it was
    /// read: what is not a reference has no userinfo to find a password in
    #[arg(long)]
    pub mask_password: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// URI references to parse; without any, read standard input, one per
    /// line (a trailing "\n" or "\r\n" is not part of the reference). Put
    /// `--` before references that begin with `-`.
    #[arg(value_name = "URI")]
    pub uris: Vec<OsString>,
}

/// `uri resolve [--json] [--non-strict] BASE [REF...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Without --json, each target is printed on a line of its own. A refused
  pair prints nothing on standard output: standard error gets the error,
  saying whether the base or the reference is not valid, with a caret
  under where it went wrong. (Use --json to get exactly one line per
  reference.)

  With --json, each reference gives exactly one JSON object on one line:
    {\"base\", \"ref\", \"target\"}
    {\"base\", \"ref\", \"target\": null,
     \"error\": {\"which\": \"base\"|\"reference\", \"index\": <byte index>,
               \"expected\", \"message\", \"hint\" (for a common mistake)},
     \"base_hex\", \"ref_hex\" (each only when that input is not UTF-8)}
  A BASE that is not a URI refuses every reference, each with its record.
  \"base\" and \"ref\" have U+FFFD for bytes that are not UTF-8; \"base_hex\"
  and \"ref_hex\" have every byte as two lowercase hexadecimal digits.

",
    summary_help!(),
    long_lines_help!(),
    "Exit status:
  0  every reference was resolved
  1  at least one pair was refused (the reference, or the base, is not
     valid)
  2  usage error, an error reading input or writing output, or a
     bug (a panic, told on standard error; never a hang with --jobs)
     (a closed output pipe, as with `| head`, ends quietly with 0 or 1
     for the references read so far; a standard output closed before uri
     starts, as with `>&-`, cannot be told from /dev/null: the Rust
     runtime opens /dev/null in its place, so the output is thrown away
     and the status is the inputs')

Examples:
  uri resolve 'http://a/b/c/d;p?q' g ../.. 'g?y/./x'
      http://a/b/c/g
      http://a/
      http://a/b/c/g?y/./x
  uri resolve --non-strict 'http://a/b/c/d;p?q' http:g
      http://a/b/c/g
  uri resolve 'http://a/b/c/d;p?q' -- -g
  uri resolve --json https://example.com/docs/ < links.txt"
))]
pub struct ResolveArgs {
    /// Print one JSON object per reference, on one line
    #[arg(long)]
    pub json: bool,

    /// Print only a summary of the whole run at the end, instead of the
    /// records (see "Summary" below); with --json, as one JSON object
    #[arg(long)]
    pub summary: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// Ignore a scheme in a reference that is the base's scheme, as the
    /// backward-compatible loophole of RFC 3986 section 5.2.2 does: with
    /// it, `http:g` against `http://a/b/c/d;p?q` is `http://a/b/c/g`;
    /// without it, `http:g`
    #[arg(long)]
    pub non_strict: bool,

    /// The base URI
    #[arg(value_name = "BASE")]
    pub base: OsString,

    /// References to resolve; without any, read standard input, one per
    /// line (a trailing "\n" or "\r\n" is not part of the reference). Put
    /// `--` before a base or references that begin with `-`.
    #[arg(value_name = "REF")]
    pub references: Vec<OsString>,
}

impl ResolveArgs {
    /// How §5.2.2 reads a reference with the base's scheme.
    pub fn strictness(&self) -> Strictness {
        if self.non_strict {
            Strictness::NonStrict
        } else {
            Strictness::Strict
        }
    }
}

/// `uri relativize [--json] BASE TARGET...`, or `uri relativize [--json]`
/// reading `BASE<TAB>TARGET` lines.
#[derive(Debug, Args)]
#[command(
    override_usage = "uri relativize [--json] <BASE> <TARGET>...\n       \
                      uri relativize [--json]    (BASE<TAB>TARGET lines on standard input)",
    after_help = concat!(
    "\
The contract:
  Strict resolution (RFC 3986 section 5.2) of the printed reference
  against BASE gives exactly the string that strict resolution of TARGET
  gives, and it is the shortest reference that does: from
  http://a/b/c/d;p?q, http://a/b/c/g is g, which resolves back to
  http://a/b/c/g.

Input:
  With BASE and TARGETs as arguments, each TARGET is relativized against
  BASE. With no arguments at all, each line of standard input is a pair:
  BASE, a tab, TARGET (a trailing \"\\n\" or \"\\r\\n\" is not part of the
  TARGET); each line is read and answered in turn. A line without a tab
  is refused, its line number named.

Output:
  Without --json, each reference is printed on a line of its own. A
  refused pair prints nothing on standard output: standard error gets the
  error, saying whether the base or the target is not valid, with a caret
  under where it went wrong. (Use --json to get exactly one line per
  pair.)

  With --json, each pair gives exactly one JSON object on one line:
    {\"base\", \"target\", \"reference\"}
    {\"base\", \"target\",
     \"error\": {\"which\": \"base\"|\"target\"|\"line\", \"index\": <byte index>,
               \"expected\", \"message\", \"hint\" (for a common mistake)},
     \"base_hex\", \"target_hex\" (each only when that input is not UTF-8)}
  The base is checked first: a BASE that is not a URI refuses every
  target, each with its record. A TARGET that is a relative reference is
  not a URI, and is refused. \"which\": \"line\" is a line of standard input
  without a tab: \"base\" is the whole line, \"target\" is null, and the
  index is where the tab was expected (the end of the line). \"base\" and
  \"target\" have U+FFFD for bytes that are not UTF-8; \"base_hex\" and
  \"target_hex\" have every byte as two lowercase hexadecimal digits.

",
    long_lines_help!(),
    "Exit status:
  0  every pair was relativized
  1  at least one pair was refused (the base or the target is not a URI,
     or a line has no tab)
  2  usage error (a BASE without a TARGET among them), or an error
     reading input or writing output
     (a closed output pipe, as with `| head`, ends quietly with 0 or 1
     for the pairs read so far; a standard output closed before uri
     starts, as with `>&-`, cannot be told from /dev/null: the Rust
     runtime opens /dev/null in its place, so the output is thrown away
     and the status is the inputs')

Examples:
  uri relativize 'http://a/b/c/d;p?q' http://a/b/c/g http://a/b/ \\
      'http://a/b/c/d;p?q#s' https://a/b
      g
      ..
      #s
      https://a/b
  uri relativize --json http://h/docs/a/ http://h/docs/b
      {\"base\":\"http://h/docs/a/\",\"target\":\"http://h/docs/b\",\"reference\":\"../b\"}
  uri relativize \"$base\" -- \"$@\"
  printf 'http://a/b/c/\\thttp://a/x\\n' | uri relativize
      /x"
)
)]
pub struct RelativizeArgs {
    /// Print one JSON object per pair, on one line
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// The base URI; with no BASE and no TARGET, standard input gives
    /// `BASE<TAB>TARGET` lines
    #[arg(value_name = "BASE", requires = "targets")]
    pub base: Option<OsString>,

    /// The target URIs, each relativized against BASE. No URI begins with
    /// `-`; put `--` before BASE or the targets when one may, so that it is
    /// refused as an input rather than taken for an option.
    #[arg(value_name = "TARGET")]
    pub targets: Vec<OsString>,
}

/// `uri normalize [--json] [--scheme-based] [URI...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Without --json, each normal form is printed on a line of its own. An
  invalid input prints nothing on standard output: standard error gets the
  error, with a caret under where it went wrong. (Use --json to get exactly
  one line per input.)

  With --json, each input gives exactly one JSON object on one line:
    {\"input\", \"normalized\"}
    {\"input\", \"normalized\": null,
     \"error\": {\"index\": <byte index>, \"expected\", \"message\",
               \"hint\" (for a common mistake)},
     \"input_hex\" (only when the input is not UTF-8)}
  \"input\" has U+FFFD for bytes that are not UTF-8; \"input_hex\" has every
  byte as two lowercase hexadecimal digits.

",
    summary_help!(),
    long_lines_help!(),
    "Exit status:
  0  every input was normalized
  1  at least one input is not a valid URI reference
  2  usage error, an error reading input or writing output, or a
     bug (a panic, told on standard error; never a hang with --jobs)
     (a closed output pipe, as with `| head`, ends quietly with 0 or 1
     for the inputs read so far; a standard output closed before uri
     starts, as with `>&-`, cannot be told from /dev/null: the Rust
     runtime opens /dev/null in its place, so the output is thrown away
     and the status is the inputs')

Examples:
  uri normalize 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'
      example://a/b/c/%7Bfoo%7D
  uri normalize --scheme-based http://example.com:80
      http://example.com/
  uri normalize -- -a/%7e
  uri normalize --json < uris.txt"
))]
pub struct NormalizeArgs {
    /// Print one JSON object per input, on one line
    #[arg(long)]
    pub json: bool,

    /// Print only a summary of the whole run at the end, instead of the
    /// records (see "Summary" below); with --json, as one JSON object
    #[arg(long)]
    pub summary: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// Apply the scheme-based rules too (RFC 3986 section 6.2.3): a default
    /// or empty port dropped, an empty path with an authority made "/" for
    /// the schemes that say so
    #[arg(long)]
    pub scheme_based: bool,

    /// URI references to normalize; without any, read standard input, one
    /// per line (a trailing "\n" or "\r\n" is not part of the reference).
    /// Put `--` before references that begin with `-`.
    #[arg(value_name = "URI")]
    pub uris: Vec<OsString>,
}

impl NormalizeArgs {
    /// The level the references are normalized to.
    pub fn level(&self) -> Level {
        if self.scheme_based {
            Level::SchemeBased
        } else {
            Level::SyntaxBased
        }
    }
}

/// `uri equivalent [--level LEVEL] A B`
#[derive(Debug, Args)]
#[command(after_help = "\
Output:
  The verdict, the level, and the normal forms that were compared: one
  when they are the same, else both, indented:
    equivalent (syntax-based): example://a/b/c/%7Bfoo%7D
    not equivalent (syntax-based):
      http://example.com
      http://example.com:80/
  An A or B that is not a valid URI reference is reported on standard
  error, with a caret under where it went wrong.

Exit status:
  0  A and B are equivalent
  1  A and B are not equivalent
  2  usage error, or A or B is not a valid URI reference, or an error
     writing output (a closed output pipe is not one: the status is the
     verdict's; nor is a standard output closed before uri starts, as
     with `>&-`, which cannot be told from /dev/null)

Examples:
  uri equivalent 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d' 'example://a/b/c/%7Bfoo%7D'
  uri equivalent --level scheme http://example.com http://example.com:80/
  uri match IPv6address 1::2 '[::1]'
  uri grammar > uri.pest
  uri parse --iri 'http://例え.テスト/パス?q=値'
  uri to-uri 'http://例え.テスト/パス'
  uri to-iri 'http://www.example.org/D%C3%BCrst'
  uri equivalent -- -a/%7e -a/~
  if uri equivalent \"$old\" \"$new\" > /dev/null; then echo same; fi")]
pub struct EquivalentArgs {
    /// How far A and B are normalized before they are compared
    #[arg(long, value_enum, default_value_t = LevelArg::Syntax)]
    pub level: LevelArg,

    /// The first URI reference
    #[arg(value_name = "A")]
    pub a: OsString,

    /// The second URI reference. Put `--` before A and B when they begin
    /// with `-`.
    #[arg(value_name = "B")]
    pub b: OsString,
}

/// The comparison levels of RFC 3986 section 6.2, as `--level` spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    /// The text as it is, character for character (section 6.2.1)
    Simple,
    /// Case, percent-encoding and dot segments normalized (section 6.2.2)
    Syntax,
    /// Syntax, then the scheme's default port and empty path (section 6.2.3)
    Scheme,
}

impl From<LevelArg> for Level {
    fn from(level: LevelArg) -> Level {
        match level {
            LevelArg::Simple => Level::Simple,
            LevelArg::Syntax => Level::SyntaxBased,
            LevelArg::Scheme => Level::SchemeBased,
        }
    }
}

/// `uri match [--json] RULE [INPUT...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Without --json, one line per input: the input, a tab, then \"matches\"
  or \"does not match\" and the rule's ABNF name.

  With --json, each input gives exactly one JSON object on one line:
    {\"rule\", \"input\", \"matches\": true|false,
     \"input_hex\" (only when the input is not UTF-8)}
  \"rule\" is the rule's ABNF name (\"segment-nz-nc\"), whatever case or
  spelling RULE had. \"input\" has U+FFFD for bytes that are not UTF-8
  (such an input matches no rule: the grammar is ASCII); \"input_hex\"
  has every byte as two lowercase hexadecimal digits.

",
    long_lines_help!(),
    "Exit status:
  0  every input matches the rule in full
  1  at least one input does not
  2  usage error (RULE is not a rule of the grammar: the error lists
     them), or an error reading input or writing output

Examples:
  uri match IPv6address 1::2 ::ffff:192.0.2.1 1:::2
      1::2\tmatches IPv6address
      ::ffff:192.0.2.1\tmatches IPv6address
      1:::2\tdoes not match IPv6address
  uri match --json segment-nz-nc a:b
      {\"rule\":\"segment-nz-nc\",\"input\":\"a:b\",\"matches\":false}
  cut -f2 hosts.tsv | uri match --json host"
))]
pub struct MatchArgs {
    /// Print one JSON object per input, on one line
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// The rule, by its ABNF name or its name in the grammar file
    #[arg(value_name = "RULE")]
    pub rule: String,

    /// Inputs to match; without any, read standard input, one per line (a
    /// trailing "\n" or "\r\n" is not part of the input). Put `--` before
    /// inputs that begin with `-`.
    #[arg(value_name = "INPUT")]
    pub inputs: Vec<OsString>,
}

/// `uri grammar [--iri]`
#[derive(Debug, Args)]
pub struct GrammarArgs {
    /// Print grammar/uri.pest followed by grammar/iri.pest, the IRI grammar
    #[arg(long)]
    pub iri: bool,
}

/// `uri template expand|match|check`
#[derive(Debug, Args)]
#[command(subcommand_required = true, arg_required_else_help = true)]
pub struct TemplateArgs {
    /// What to do with templates.
    #[command(subcommand)]
    pub command: TemplateCommand,
}

/// The subcommands of `uri template`.
#[derive(Debug, Subcommand)]
pub enum TemplateCommand {
    /// Expand a template with values
    ///
    /// TEMPLATE is expanded by RFC 6570 §3 (every level) with the
    /// variables given, and the expansion, which must be a URI reference,
    /// is printed. With no arguments, standard input gives JSON lines,
    /// each a template and its variables.
    Expand(TemplateExpandArgs),
    /// Find the variables whose expansion is a URI
    ///
    /// Each URI is matched against TEMPLATE: the values printed are ones
    /// that TEMPLATE expands to exactly that URI. With no arguments,
    /// standard input gives JSON lines, each a template and a URI.
    Match(TemplateMatchArgs),
    /// Tell whether templates are valid, their level and their variables
    ///
    /// Each TEMPLATE is parsed by the grammar of RFC 6570 §2; a valid one
    /// is given with its level (§1.2) and its variables, an invalid one
    /// with a caret under where it went wrong.
    Check(TemplateCheckArgs),
}

/// `uri template expand [--json] TEMPLATE [NAME=VALUE...]`, or `uri
/// template expand [--json]` reading JSON lines.
#[derive(Debug, Args)]
#[command(
    override_usage = "uri template expand [--json] <TEMPLATE> [NAME=VALUE]...\n       \
                      uri template expand [--json]    (JSON lines on standard input)",
    after_help = concat!(
    "\
Input:
  With TEMPLATE, it is expanded once, with the variables given as
  NAME=VALUE arguments, each value a string (a NAME given twice takes its
  last value); a variable not given is undefined. With no arguments at
  all, each line of standard input is one JSON object:
    {\"template\": <string>, \"variables\": {<name>: <value>, ...}}
  A value is a string; a number is its JSON text (6, -122.427; serde_json
  writes a fraction in its shortest form, 1.50 as 1.5) and a boolean
  \"true\" or \"false\"; null is undefined; an array is a list and an object
  a map, in the order its keys are written, their members strings,
  numbers or booleans. \"variables\" may be left out; other members of
  the line are ignored.

Output:
  Without --json, the expansion is printed on a line of its own. A
  template that is not valid, or that cannot take the values given,
  prints nothing on standard output: standard error gets the error, with
  a caret under where it went wrong.

  With --json, and always for standard input (JSON lines in, JSON lines
  out), each template gives exactly one JSON object on one line:
    {\"template\", \"expansion\"}
    {\"template\", \"error\": {\"index\", \"expected\", \"message\",
                           \"hint\" (for a common mistake)}}
  The index is a byte index in the template: where it stops being a
  template, or the expression that cannot take its value (a prefix
  modifier on a list or a map, {keys:1}; an operator reserved for future
  extensions); for an expansion that is not a URI reference, in the
  expansion. A line of standard input that is not such an object has
  \"template\": null (or the template, when the variables are wrong) and
  an error whose index is where the JSON went wrong in the line, or 0.
  An argument TEMPLATE that is not UTF-8 is refused at its first byte
  that is not, and its record ends with \"template_hex\", every byte as
  two lowercase hexadecimal digits.

",
    long_lines_help!(),
    "Exit status:
  0  every template was expanded
  1  at least one was not (not valid, values it cannot take, or a line
     that is not a JSON object with a string \"template\")
  2  usage error (an argument that is not NAME=VALUE), an error reading
     input or writing output, or a bug (a panic, told on standard error;
     never a hang with --jobs)

Examples:
  uri template expand '/search{?q,lang}' q=tea lang=en
      /search?q=tea&lang=en
  uri template expand --json 'http://example.com/~{username}/' username=fred
      {\"template\":\"http://example.com/~{username}/\",\"expansion\":\"http://example.com/~fred/\"}
  echo '{\"template\": \"{/path*}{?n}\", \"variables\": {\"path\": [\"a\", \"b\"], \"n\": 1}}' \\
      | uri template expand
      {\"template\":\"{/path*}{?n}\",\"expansion\":\"/a/b?n=1\"}"
))]
pub struct TemplateExpandArgs {
    /// Print one JSON object per template, on one line (standard input
    /// always gets JSON lines)
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// The template; with no arguments at all, standard input gives JSON
    /// lines. Put `--` before a template that begins with `-`.
    #[arg(value_name = "TEMPLATE")]
    pub template: Option<OsString>,

    /// A variable and its value, a string
    #[arg(value_name = "NAME=VALUE", value_parser = assignment)]
    pub variables: Vec<(String, String)>,
}

/// `NAME=VALUE`, split at its first `=`: the value may hold more.
fn assignment(argument: &str) -> Result<(String, String), String> {
    match argument.split_once('=') {
        Some((name, value)) if !name.is_empty() => Ok((name.to_owned(), value.to_owned())),
        _ => Err(format!("expected NAME=VALUE, found {argument:?}")),
    }
}

/// `uri template match [--json] TEMPLATE URI...`, or `uri template match
/// [--json]` reading JSON lines.
#[derive(Debug, Args)]
#[command(
    override_usage = "uri template match [--json] <TEMPLATE> <URI>...\n       \
                      uri template match [--json]    (JSON lines on standard input)",
    after_help = concat!(
    "\
Input:
  With TEMPLATE and URIs, each URI is matched against TEMPLATE. With no
  arguments at all, each line of standard input is one JSON object:
    {\"template\": <string>, \"uri\": <string>}
  Other members of the line are ignored.

Matching:
  The variables found are ones whose expansion by the template is
  exactly the URI (they are expanded again to make sure): percent-
  encodings are compared as written, nothing is normalized. Values are
  percent-decoded; an unencoded \",\" makes a list, exploded key=value
  members a map. Where several answers exist, an expression takes as
  much of the URI as it can.

Output:
  Without --json, each URI is printed, then, indented under it, one line
  per variable it gives, name=value: a string quoted, a list [\"a\", \"b\"],
  a map {\"key\": \"value\"}; or \"does not match\"; or \"matches, every
  variable undefined\". Records are separated by a blank line. A
  TEMPLATE that is not valid refuses every URI: standard error gets the
  error, with a caret under where it went wrong, for each.

  With --json, and always for standard input (JSON lines in, JSON lines
  out), each URI gives exactly one JSON object on one line:
    {\"template\", \"uri\", \"variables\": {<name>: <value>, ...} or null}
  A value is a string, a list an array of strings, a map an object, keys
  in its order; the variables come in the order they first appear in the
  template, and an undefined one is left out. \"variables\" is null when
  the URI does not match; when the template is not valid, or a line of
  standard input is not such an object (its \"template\" and \"uri\" then
  null where they could not be read), an \"error\": {\"index\",
  \"expected\", \"message\", \"hint\" (for a common mistake)} follows.
  An argument that is not UTF-8 is written with U+FFFD for its bad
  bytes, and the record ends with \"template_hex\" or \"uri_hex\", every
  byte as two lowercase hexadecimal digits.

",
    long_lines_help!(),
    "Exit status:
  0  every URI matches the template
  1  at least one does not, or the template is not valid, or a line is
     not a JSON object with a string \"template\" and \"uri\"
  2  usage error (a TEMPLATE without a URI), an error reading input or
     writing output, or a bug (a panic, told on standard error; never a
     hang with --jobs)

Examples:
  uri template match '/files{/path*}{?tags}' '/files/a/b%20c?tags=x,y'
      /files/a/b%20c?tags=x,y
        path=[\"a\", \"b c\"]
        tags=[\"x\", \"y\"]
  uri template match --json '/users/{id}' /users/42 /groups/1
      {\"template\":\"/users/{id}\",\"uri\":\"/users/42\",\"variables\":{\"id\":\"42\"}}
      {\"template\":\"/users/{id}\",\"uri\":\"/groups/1\",\"variables\":null}"
))]
pub struct TemplateMatchArgs {
    /// Print one JSON object per URI, on one line (standard input always
    /// gets JSON lines)
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// The template; with no TEMPLATE and no URI, standard input gives
    /// JSON lines
    #[arg(value_name = "TEMPLATE", requires = "uris")]
    pub template: Option<OsString>,

    /// URIs to match against TEMPLATE. Put `--` before TEMPLATE or the
    /// URIs when one may begin with `-`.
    #[arg(value_name = "URI")]
    pub uris: Vec<OsString>,
}

/// `uri template check [TEMPLATE...]`
#[derive(Debug, Args)]
#[command(after_help = concat!(
    "\
Output:
  Each template is shown, then \"valid\" with its level, the lowest level
  of RFC 6570 §1.2 that can process it (none when it uses an operator
  reserved for future extensions), and its variables in the order they
  first appear. An invalid template shows the error with a caret under
  the first character that no template could have there (in its
  terminal column, as `uri parse` shows it), what was expected there,
  and, for a common mistake, a hint of what to write instead. Records are
  separated by a blank line, all on standard output.

",
    long_lines_help!(),
    "Exit status:
  0  every template is valid
  1  at least one is not
  2  usage error, an error reading input or writing output, or a bug
     (a panic, told on standard error; never a hang with --jobs)

Examples:
  uri template check '/search{?q,lang}' '/a/{x:0}'
      /search{?q,lang}
        valid, level 3
        variables: q, lang

      invalid URI template at index 6 (column 7): expected max-length, found '0'
        /a/{x:0}
              ^
        hint: a prefix length is a number from 1 to 9999, without a leading zero
  uri template check < templates.txt"
))]
pub struct TemplateCheckArgs {
    #[command(flatten)]
    #[allow(missing_docs)]
    pub stream: Streaming,

    /// Templates to check; without any, read standard input, one per line
    /// (a trailing "\n" or "\r\n" is not part of the template). Put `--`
    /// before templates that begin with `-`.
    #[arg(value_name = "TEMPLATE")]
    pub templates: Vec<OsString>,
}

/// The limit of `--max-line-bytes` unless told otherwise: 2 MiB, the
/// longest URL Chromium accepts, so that no URL a browser takes is refused,
/// while the memory a line can take stays small (a record of a line can
/// take ten times the line, and `--jobs N` holds `4 × N` batches).
pub const DEFAULT_MAX_LINE_BYTES: usize = 2 * 1024 * 1024;

/// `--jobs N` and `--max-line-bytes N`, for the subcommands that stream
/// standard input.
#[derive(Debug, Args)]
pub struct Streaming {
    /// Handle the lines of standard input on N threads (0: one per core);
    /// the records keep the order of the lines, and memory stays bounded
    /// whatever the input's size
    #[arg(
        long = "jobs",
        short = 'j',
        value_name = "N",
        default_value_t = 1,
        value_parser = clap::value_parser!(u16).range(0..=1024)
    )]
    jobs: u16,

    /// Refuse a line of standard input longer than N bytes (its "\n" or
    /// "\r\n" not counted) with an error record, without reading it into
    /// memory, and go on with the next line; 0: no limit. The default,
    /// 2 MiB, is the longest URL Chromium accepts
    #[arg(
        long = "max-line-bytes",
        value_name = "N",
        default_value_t = DEFAULT_MAX_LINE_BYTES
    )]
    max_line_bytes: usize,
}

impl Streaming {
    /// The number of threads: as asked, or one per core for 0.
    pub fn threads(&self) -> usize {
        match self.jobs {
            0 => std::thread::available_parallelism().map_or(1, usize::from),
            jobs => usize::from(jobs),
        }
    }

    /// The longest line of standard input taken; `None` for no limit.
    pub fn max_line_bytes(&self) -> Option<usize> {
        (self.max_line_bytes > 0).then_some(self.max_line_bytes)
    }
}
