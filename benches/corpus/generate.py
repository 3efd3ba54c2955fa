#!/usr/bin/env python3
"""Writes benches/corpus/uris.txt, the corpus of `cargo bench --bench peers`.

10,000 URI references of about 80 bytes on average, one per line, drawn from
a seeded generator so that the file can be made again byte for byte:

    python3 benches/corpus/generate.py            # writes uris.txt
    python3 benches/corpus/generate.py --check    # fails if uris.txt differs

The mix is meant to look like what a crawler, a proxy log or an RDF store
holds: mostly http and https with paths, queries, fragments, some userinfo
and ports, IPv4 and IPv6 hosts; then urn, mailto, file, data, a few other
schemes (ftp, ws, ssh, ldap, tel, sip, ...) and relative references of every
shape (`../x`, `/x`, `//host/x`, `?q`, `#f`, `g;p`).

Every line is checked against a regular expression transcribed from the
ABNF of RFC 3986 Appendix A; the benchmark checks every line again with
`rfc3986::UriRef::parse` before it times anything. Only Python's standard
library is used; `random.Random(SEED)` gives the same sequence on every
CPython 3.2+.
"""

import argparse
import collections
import pathlib
import random
import re
import sys

SEED = 3986
COUNT = 10_000
OUT = pathlib.Path(__file__).with_name("uris.txt")

# --- RFC 3986 Appendix A, as a regular expression -------------------------

UNRESERVED = r"A-Za-z0-9\-._~"
SUB_DELIMS = r"!$&'()*+,;="
PCT = r"%[0-9A-Fa-f]{2}"
PCHAR = rf"(?:[{UNRESERVED}{SUB_DELIMS}:@]|{PCT})"
SCHEME = r"[A-Za-z][A-Za-z0-9+\-.]*"
USERINFO = rf"(?:[{UNRESERVED}{SUB_DELIMS}:]|{PCT})*"
DEC_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])"
IPV4 = rf"{DEC_OCTET}\.{DEC_OCTET}\.{DEC_OCTET}\.{DEC_OCTET}"
H16 = r"[0-9A-Fa-f]{1,4}"
LS32 = rf"(?:{H16}:{H16}|{IPV4})"
IPV6 = "|".join(
    [
        rf"(?:{H16}:){{6}}{LS32}",
        rf"::(?:{H16}:){{5}}{LS32}",
        rf"(?:{H16})?::(?:{H16}:){{4}}{LS32}",
        rf"(?:(?:{H16}:){{0,1}}{H16})?::(?:{H16}:){{3}}{LS32}",
        rf"(?:(?:{H16}:){{0,2}}{H16})?::(?:{H16}:){{2}}{LS32}",
        rf"(?:(?:{H16}:){{0,3}}{H16})?::{H16}:{LS32}",
        rf"(?:(?:{H16}:){{0,4}}{H16})?::{LS32}",
        rf"(?:(?:{H16}:){{0,5}}{H16})?::{H16}",
        rf"(?:(?:{H16}:){{0,6}}{H16})?::",
    ]
)
IPVFUTURE = rf"v[0-9A-Fa-f]+\.[{UNRESERVED}{SUB_DELIMS}:]+"
IP_LITERAL = rf"\[(?:{IPV6}|{IPVFUTURE})\]"
REG_NAME = rf"(?:[{UNRESERVED}{SUB_DELIMS}]|{PCT})*"
HOST = rf"(?:{IP_LITERAL}|{IPV4}|{REG_NAME})"
AUTHORITY = rf"(?:{USERINFO}@)?{HOST}(?::[0-9]*)?"
SEGMENT = rf"{PCHAR}*"
SEGMENT_NZ = rf"{PCHAR}+"
SEGMENT_NZ_NC = rf"(?:[{UNRESERVED}{SUB_DELIMS}@]|{PCT})+"
PATH_ABEMPTY = rf"(?:/{SEGMENT})*"
PATH_ABSOLUTE = rf"/(?:{SEGMENT_NZ}(?:/{SEGMENT})*)?"
PATH_NOSCHEME = rf"{SEGMENT_NZ_NC}(?:/{SEGMENT})*"
PATH_ROOTLESS = rf"{SEGMENT_NZ}(?:/{SEGMENT})*"
HIER_PART = rf"(?://{AUTHORITY}{PATH_ABEMPTY}|{PATH_ABSOLUTE}|{PATH_ROOTLESS}|)"
RELATIVE_PART = rf"(?://{AUTHORITY}{PATH_ABEMPTY}|{PATH_ABSOLUTE}|{PATH_NOSCHEME}|)"
QUERY = rf"(?:{PCHAR}|[/?])*"
URI = rf"{SCHEME}:{HIER_PART}(?:\?{QUERY})?(?:#{QUERY})?"
RELATIVE_REF = rf"{RELATIVE_PART}(?:\?{QUERY})?(?:#{QUERY})?"
URI_REFERENCE = re.compile(rf"(?:{URI}|{RELATIVE_REF})")

# --- Vocabulary --------------------------------------------------------------

TLDS = ["com", "org", "net", "io", "dev", "de", "fr", "co.uk", "jp", "edu", "gov", "info"]
NAMES = [
    "example", "acme", "contoso", "wikipedia", "github", "news", "shop", "cdn",
    "static", "api", "mail", "docs", "blog", "images", "login", "search",
    "media", "store", "maps", "video", "data", "files", "portal", "intranet",
    "my-site", "open-data", "weather", "travel", "books", "music",
]
SUBDOMAINS = ["www", "api", "cdn", "m", "static", "img", "en", "de", "beta", "eu-west-1", "s3"]
WORDS = [
    "about", "account", "admin", "api", "archive", "article", "articles",
    "assets", "blog", "cart", "category", "checkout", "comments", "config",
    "content", "dashboard", "docs", "download", "downloads", "edit", "en",
    "events", "feed", "files", "help", "home", "images", "img", "index",
    "issues", "items", "js", "css", "library", "login", "logout", "media",
    "news", "orders", "page", "pages", "posts", "products", "profile",
    "projects", "public", "release", "releases", "reports", "resources",
    "search", "settings", "share", "shop", "static", "status", "support",
    "tags", "team", "uploads", "user", "users", "v1", "v2", "v3", "view",
    "wiki", "2023", "2024", "2025", "de-DE", "en-US", "getting-started",
    "how-to-install", "release-notes", "user_guide", "main", "master",
    "blob", "tree", "raw", "src",
]
EXTENSIONS = ["html", "htm", "php", "json", "xml", "png", "jpg", "svg", "pdf", "js", "css", "txt", "gz", "zip"]
# Percent-encoded UTF-8 as browsers write it.
ENCODED = [
    "caf%C3%A9", "%E6%97%A5%E6%9C%AC", "M%C3%BCnchen", "S%C3%A3o_Paulo",
    "na%C3%AFve", "%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0", "hello%20world",
    "a%2Fb", "100%25", "Z%C3%BCrich", "%F0%9F%98%80",
]
QUERY_KEYS = [
    "q", "id", "page", "lang", "sort", "order", "limit", "offset", "ref",
    "utm_source", "utm_medium", "utm_campaign", "session", "token", "v",
    "format", "filter", "category", "from", "to", "s", "tab", "view", "start",
]
QUERY_VALUES = [
    "rust", "en", "desc", "asc", "10", "20", "50", "1", "42", "true", "false",
    "json", "xml", "newsletter", "twitter", "email", "summer_sale", "2024-06-01",
    "uri+parser", "hello%20world", "caf%C3%A9", "a%26b", "x%3Dy", "",
    "1%2C2%2C3", "name:asc", "foo/bar", "what?", "%E6%97%A5%E6%9C%AC",
]
FRAGMENTS = ["top", "section-2", "install", "usage", "L42", "L10-L20", "comments", "!/home", "page=3", "intro", ""]
USERS = ["alice", "bob", "admin", "user", "deploy", "anonymous", "j.doe", "x-token", "ci%40corp"]
PASSWORDS = ["secret", "hunter2", "p%40ss", "s3cr3t!", "token123", ""]
PORTS = ["8080", "8443", "3000", "443", "80", "8000", "5000", "9000", "81", "8888"]
MAIL_LOCAL = ["info", "support", "alice", "bob.smith", "sales", "no-reply", "jane_doe", "postmaster", "first.last+tag"]
MEDIA = ["text/plain", "text/html", "image/png", "image/svg+xml", "application/json", "image/gif"]
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def pick(self, items):
        return self.r.choice(items)

    def chance(self, p):
        return self.r.random() < p

    def domain(self):
        parts = []
        if self.chance(0.55):
            parts.append(self.pick(SUBDOMAINS))
        parts.append(self.pick(NAMES))
        parts.append(self.pick(TLDS))
        name = ".".join(parts)
        if self.chance(0.03):
            name = name.upper() if self.chance(0.5) else name.capitalize()
        return name

    def ipv4(self):
        first = self.pick(["10", "192.168", "172.16", "203.0.113", "198.51.100", "127.0.0", "8.8"])
        octets = first.split(".")
        while len(octets) < 4:
            octets.append(str(self.r.randrange(0, 256)))
        return ".".join(octets)

    def ipv6(self):
        def h():
            return format(self.r.randrange(0, 0x10000), "x")

        shape = self.r.randrange(0, 8)
        if shape == 0:
            return "::1"
        if shape == 1:
            return f"2001:db8::{h()}"
        if shape == 2:
            return f"2001:db8:{h()}:{h()}::{h()}:{h()}"
        if shape == 3:
            return f"fe80::{h()}:{h()}:{h()}:{h()}"
        if shape == 4:
            return ":".join(h() for _ in range(8))
        if shape == 5:
            return f"::ffff:{self.ipv4()}"
        if shape == 6:
            return f"2001:DB8:{h().upper()}::{h().upper()}"
        return f"64:ff9b::{self.ipv4()}"

    def segment(self):
        roll = self.r.random()
        if roll < 0.70:
            return self.pick(WORDS)
        if roll < 0.80:
            return str(self.r.randrange(1, 100_000))
        if roll < 0.87:
            return self.pick(ENCODED)
        if roll < 0.93:
            return f"{self.pick(WORDS)}-{self.pick(WORDS)}"
        if roll < 0.97:
            return format(self.r.getrandbits(48), "012x")
        return f"{self.pick(WORDS)};v={self.r.randrange(1, 10)}"

    def path(self, min_segments=0, max_segments=5):
        n = self.r.randrange(min_segments, max_segments + 1)
        segments = [self.segment() for _ in range(n)]
        if segments and self.chance(0.35):
            segments[-1] = f"{segments[-1]}.{self.pick(EXTENSIONS)}"
        elif segments and self.chance(0.15):
            segments.append("")  # trailing slash
        if n >= 2 and self.chance(0.03):
            segments.insert(self.r.randrange(1, n), self.pick([".", ".."]))
        return "".join("/" + s for s in segments)

    def query(self, max_pairs=7):
        pairs = []
        for _ in range(self.r.randrange(1, max_pairs + 1)):
            key = self.pick(QUERY_KEYS)
            if self.chance(0.08):
                pairs.append(key)
            elif self.chance(0.12):  # a session id, a hash, a signed token
                pairs.append(f"{key}={format(self.r.getrandbits(128), '032x')[: self.r.randrange(12, 33)]}")
            else:
                pairs.append(f"{key}={self.pick(QUERY_VALUES)}")
        return "&".join(pairs)

    def tail(self, p_query=0.55, p_fragment=0.12):
        out = ""
        if self.chance(p_query):
            out += "?" + self.query()
        if self.chance(p_fragment):
            out += "#" + self.pick(FRAGMENTS)
        return out

    def authority(self, p_userinfo=0.05, p_port=0.10, p_ipv4=0.07, p_ipv6=0.05):
        out = ""
        if self.chance(p_userinfo):
            out += self.pick(USERS)
            if self.chance(0.5):
                out += ":" + self.pick(PASSWORDS)
            out += "@"
        roll = self.r.random()
        if roll < p_ipv4:
            out += self.ipv4()
        elif roll < p_ipv4 + p_ipv6:
            out += f"[{self.ipv6()}]"
        else:
            out += self.domain()
        if self.chance(p_port):
            out += ":" + self.pick(PORTS)
        return out

    # --- one generator per kind of reference ------------------------------

    def http(self):
        scheme = "https" if self.chance(0.7) else "http"
        if self.chance(0.01):
            scheme = scheme.upper()
        path = self.path(0 if self.chance(0.1) else 2, 8)
        if not path and self.chance(0.6):
            path = "/"
        return f"{scheme}://{self.authority()}{path}{self.tail(0.7, 0.15)}"

    def other_hierarchical(self):
        kind = self.pick(["ftp", "ws", "wss", "ssh", "git+ssh", "ldap", "s3", "redis", "postgresql"])
        if kind == "ldap":
            return f"ldap://{self.authority(p_userinfo=0)}/dc={self.pick(NAMES)},dc={self.pick(['com', 'org'])}?cn,mail?sub?(uid={self.pick(USERS)})"
        if kind in ("ssh", "git+ssh"):
            return f"{kind}://git@{self.domain()}{self.path(1, 3)}.git"
        if kind == "postgresql":
            return f"postgresql://{self.pick(USERS)}:{self.pick(PASSWORDS)}@{self.authority(p_userinfo=0, p_port=0)}:5432/{self.pick(WORDS)}?sslmode=require"
        if kind == "redis":
            return f"redis://{self.authority(p_userinfo=0)}/{self.r.randrange(0, 16)}"
        if kind == "s3":
            return f"s3://{self.pick(NAMES)}-bucket{self.path(1, 5)}"
        return f"{kind}://{self.authority(p_userinfo=0.2)}{self.path(1, 5)}{self.tail(0.2, 0)}"

    def urn(self):
        roll = self.r.randrange(0, 6)
        if roll == 0:
            return f"urn:isbn:978-{self.r.randrange(0, 10)}-{self.r.randrange(100, 1000)}-{self.r.randrange(10000, 100000)}-{self.r.randrange(0, 10)}"
        if roll == 1:
            u = format(self.r.getrandbits(128), "032x")
            return f"urn:uuid:{u[:8]}-{u[8:12]}-{u[12:16]}-{u[16:20]}-{u[20:]}"
        if roll == 2:
            return f"urn:ietf:rfc:{self.r.randrange(1, 9700)}"
        if roll == 3:
            return f"urn:oasis:names:specification:docbook:dtd:xml:{self.r.randrange(1, 6)}.{self.r.randrange(0, 10)}"
        if roll == 4:
            return f"urn:nbn:de:{self.r.randrange(1000, 10000)}-{self.r.randrange(10000, 100000)}"
        return f"urn:example:{self.pick(WORDS)}:{self.pick(WORDS)}:{self.r.randrange(0, 10000)}"

    def mailto(self):
        out = f"mailto:{self.pick(MAIL_LOCAL)}@{self.domain()}"
        if self.chance(0.15):
            out += f",{self.pick(MAIL_LOCAL)}@{self.domain()}"
        if self.chance(0.5):
            out += "?subject=" + self.pick(["Hello%20World", "Re%3A%20your%20order", "Feedback", "caf%C3%A9"])
            if self.chance(0.4):
                out += "&body=" + self.pick(["Hi%20there%21", "See%20attached.", "Thanks%2C%0D%0AJane"])
        return out

    def file(self):
        roll = self.r.randrange(0, 4)
        if roll == 0:
            return f"file:///home/{self.pick(USERS)}{self.path(1, 5)}"
        if roll == 1:
            return f"file:///C:/Users/{self.pick(USERS)}/Documents{self.path(1, 3)}"
        if roll == 2:
            return f"file://{self.pick(['fileserver', 'nas', 'localhost'])}/share{self.path(1, 4)}"
        return f"file:/etc/{self.pick(['hosts', 'passwd', 'nginx/nginx.conf', 'ssl/openssl.cnf'])}"

    def data(self):
        media = self.pick(MEDIA)
        if media.startswith("image/") and media != "image/svg+xml":
            payload = "".join(self.pick(B64) for _ in range(self.r.randrange(24, 160)))
            return f"data:{media};base64,{payload}=="
        if media == "image/svg+xml":
            return "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"
        if media == "application/json":
            return "data:application/json,%7B%22a%22%3A1%2C%22b%22%3A%5B2%2C3%5D%7D"
        charset = ";charset=utf-8" if self.chance(0.5) else ""
        return f"data:{media}{charset},{self.pick(['Hello%2C%20World%21', 'caf%C3%A9', 'A%20brief%20note', '%3Ch1%3EHi%3C%2Fh1%3E'])}"

    def opaque_other(self):
        roll = self.r.randrange(0, 6)
        if roll == 0:
            return f"tel:+{self.r.randrange(1, 99)}-{self.r.randrange(100, 1000)}-{self.r.randrange(1000000, 10000000)}"
        if roll == 1:
            return f"sip:{self.pick(USERS)}@{self.domain()};transport=tcp"
        if roll == 2:
            return f"news:comp.infosystems.www.{self.pick(['servers', 'authoring', 'misc'])}.unix"
        if roll == 3:
            return f"geo:{self.r.randrange(-90, 90)}.{self.r.randrange(0, 10000)},{self.r.randrange(-180, 180)}.{self.r.randrange(0, 10000)}"
        if roll == 4:
            return f"magnet:?xt=urn:btih:{format(self.r.getrandbits(160), '040x')}&dn={self.pick(WORDS)}"
        return f"about:{self.pick(['blank', 'config', 'srcdoc'])}"

    def relative(self):
        roll = self.r.randrange(0, 10)
        if roll <= 2:  # absolute path, as in an href
            return f"{self.path(2, 7)}{self.tail(0.5, 0.1)}"
        if roll == 3:
            return f"{'../' * self.r.randrange(1, 4)}{self.path(1, 3)[1:]}{self.tail(0.1, 0.05)}"
        if roll == 4:
            return f"{self.path(1, 4)[1:]}{self.tail(0.2, 0.1)}"
        if roll == 5:  # network-path reference
            return f"//{self.authority(p_userinfo=0)}{self.path(1, 4)}{self.tail(0.2, 0)}"
        if roll == 6:
            return "?" + self.query()
        if roll == 7:
            return "#" + self.pick([f for f in FRAGMENTS if f])
        if roll == 8:
            return "./" + self.pick(WORDS) + ":" + self.pick(WORDS)  # colon needs ./
        return self.pick(["g", "g;x", "./g", "g/", ".", "..", "../..", "g?y", "g#s", "/./g", "g;x?y#s"])


# The mix: (kind, weight, generator). Weights are per cent.
MIX = [
    ("http(s)", 62, Gen.http),
    ("other hierarchical", 5, Gen.other_hierarchical),
    ("urn", 5, Gen.urn),
    ("mailto", 4, Gen.mailto),
    ("file", 4, Gen.file),
    ("data", 3, Gen.data),
    ("other opaque", 2, Gen.opaque_other),
    ("relative", 15, Gen.relative),
]


def generate():
    gen = Gen(SEED)
    kinds = [k for k, _, _ in MIX]
    weights = [w for _, w, _ in MIX]
    makers = {k: f for k, _, f in MIX}
    lines, mix, sizes = [], collections.Counter(), collections.Counter()
    while len(lines) < COUNT:
        kind = gen.r.choices(kinds, weights)[0]
        uri = makers[kind](gen)
        if not uri:
            continue  # the empty reference cannot be a line
        if not URI_REFERENCE.fullmatch(uri):
            sys.exit(f"generated an invalid URI reference ({kind}): {uri!r}")
        lines.append(uri)
        mix[kind] += 1
        sizes[kind] += len(uri)
    return lines, mix, sizes


def describe(lines, mix, sizes):
    total = sum(len(line) for line in lines)
    out = [
        f"{len(lines)} references, {total} bytes, mean {total / len(lines):.1f} bytes, "
        f"max {max(map(len, lines))} bytes"
    ]
    for kind, _, _ in MIX:
        share = 100 * mix[kind] / len(lines)
        mean = sizes[kind] / max(mix[kind], 1)
        out.append(f"  {kind:<20} {mix[kind]:>6}  ({share:4.1f}%), mean {mean:5.1f} bytes")
    # The authority's parts, split as RFC 3986 Appendix B does.
    split = re.compile(r"^(?:[^:/?#]+:)?//([^/?#]*)")
    parts = collections.Counter()
    for line in lines:
        found = split.match(line)
        if not found:
            continue
        authority = found.group(1)
        parts["with an authority"] += 1
        if "@" in authority:
            parts["userinfo"] += 1
        host_port = authority.rpartition("@")[2]
        if re.fullmatch(rf"{IP_LITERAL}(?::[0-9]*)?", host_port):
            parts["IPv6 host"] += 1
        elif re.fullmatch(rf"{IPV4}(?::[0-9]*)?", host_port):
            parts["IPv4 host"] += 1
        if re.search(r":[0-9]*$", host_port.rpartition("]")[2]):
            parts["port"] += 1
    for name in ("with an authority", "userinfo", "port", "IPv4 host", "IPv6 host"):
        out.append(f"  {name:<20} {parts[name]:>6}  ({100 * parts[name] / len(lines):4.1f}%)")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if uris.txt is not what the script makes")
    args = parser.parse_args()
    lines, mix, sizes = generate()
    text = "\n".join(lines) + "\n"
    if args.check:
        if OUT.read_text() != text:
            sys.exit(f"{OUT} is not what {pathlib.Path(__file__).name} makes; run it again")
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(text)
        print(f"wrote {OUT}")
    print(describe(lines, mix, sizes))


if __name__ == "__main__":
    main()
