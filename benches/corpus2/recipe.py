"""What the two per-kind corpora share: the file format, the grammars that
check every row, and the recipes that turn a corpus's valid references into
refused inputs, normalization inputs and resolution pairs.

Used by `benches/corpus/kinds.py` (which derives `benches/corpus/kinds/`
from `benches/corpus/uris.txt`) and by `benches/corpus2/generate.py` (which
makes `benches/corpus2/` from a vocabulary of its own), so that the same
mistakes are injected the same way into both. Standard library only.

The files of a corpus directory are TSV, UTF-8, one record per line ended by
`\\n`, fields separated by one TAB, the first field the kind. No field holds
a TAB or a line break (nor any other character that Python's
`str.splitlines` breaks on), but a field's leading and trailing spaces are
part of it: read lines by `\\n` and never strip a field.
"""

import argparse
import pathlib
import re
import sys

# --- RFC 3986 Appendix A and RFC 3987 section 2.2, as regular expressions ------
#
# One transcription serves both: RFC 3987 takes RFC 3986's rules and widens
# `unreserved` with `ucschar` (iunreserved) and the query with `iprivate`.
# scheme, port, IP-literal, IPv4address and pct-encoded stay ASCII.

# ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ...
#         / %xD0000-DFFFD / %xE1000-EFFFD
UCS_RANGES = [(0xA0, 0xD7FF), (0xF900, 0xFDCF), (0xFDF0, 0xFFEF)]
UCS_RANGES += [(plane << 16, (plane << 16) + 0xFFFD) for plane in range(1, 14)]
UCS_RANGES += [(0xE1000, 0xEFFFD)]
# iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
PRIVATE_RANGES = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)]


def _char_class(ranges):
    return "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in ranges)


def _grammar(ucs, private):
    """The anchored patterns of one grammar: `ucs` and `private` are extra
    character-class ranges (empty for RFC 3986)."""
    alpha, digit, hexdig = "A-Za-z", "0-9", "0-9A-Fa-f"
    unreserved = f"{alpha}{digit}\\-._~{ucs}"
    sub_delims = "!$&'()*+,;="
    pct_encoded = f"%[{hexdig}][{hexdig}]"
    pchar = f"(?:[{unreserved}{sub_delims}:@]|{pct_encoded})"
    scheme = f"[{alpha}][{alpha}{digit}+\\-.]*"
    dec_octet = "(?:[0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])"
    ipv4 = f"{dec_octet}(?:\\.{dec_octet}){{3}}"
    h16 = f"[{hexdig}]{{1,4}}"
    ls32 = f"(?:{h16}:{h16}|{ipv4})"

    def before(n):  # [ *n( h16 ":" ) h16 ], for n >= 0
        return f"(?:(?:{h16}:){{0,{n}}}{h16})?"

    ipv6 = "|".join(
        [
            f"(?:{h16}:){{6}}{ls32}",
            f"::(?:{h16}:){{5}}{ls32}",
            f"(?:{h16})?::(?:{h16}:){{4}}{ls32}",
            f"{before(1)}::(?:{h16}:){{3}}{ls32}",
            f"{before(2)}::(?:{h16}:){{2}}{ls32}",
            f"{before(3)}::{h16}:{ls32}",
            f"{before(4)}::{ls32}",
            f"{before(5)}::{h16}",
            f"{before(6)}::",
        ]
    )
    ipvfuture = f"v[{hexdig}]+\\.[{alpha}{digit}\\-._~{sub_delims}:]+"
    ip_literal = f"\\[(?:{ipv6}|{ipvfuture})\\]"
    reg_name = f"(?:[{unreserved}{sub_delims}]|{pct_encoded})*"
    userinfo = f"(?:[{unreserved}{sub_delims}:]|{pct_encoded})*"
    authority = f"(?:{userinfo}@)?(?:{ip_literal}|{ipv4}|{reg_name})(?::[{digit}]*)?"
    segment = f"{pchar}*"
    segment_nz = f"{pchar}+"
    segment_nz_nc = f"(?:[{unreserved}{sub_delims}@]|{pct_encoded})+"
    path_abempty = f"(?:/{segment})*"
    path_absolute = f"/(?:{segment_nz}(?:/{segment})*)?"
    path_rootless = f"{segment_nz}(?:/{segment})*"
    path_noscheme = f"{segment_nz_nc}(?:/{segment})*"
    hier_part = f"(?://{authority}{path_abempty}|{path_absolute}|{path_rootless}|)"
    relative_part = f"(?://{authority}{path_abempty}|{path_absolute}|{path_noscheme}|)"
    query = f"(?:{pchar}|[/?{private}])*"
    fragment = f"(?:{pchar}|[/?])*"
    uri = f"{scheme}:{hier_part}(?:\\?{query})?(?:#{fragment})?"
    relative_ref = f"{relative_part}(?:\\?{query})?(?:#{fragment})?"
    absolute = f"{scheme}:{hier_part}(?:\\?{query})?"
    return {
        "reference": re.compile(f"(?:{uri}|{relative_ref})"),
        "absolute": re.compile(absolute),
        "ipv4": re.compile(ipv4),
        "ip_literal": re.compile(ip_literal),
    }


_URI = _grammar("", "")
_IRI = _grammar(_char_class(UCS_RANGES), _char_class(PRIVATE_RANGES))


def is_uri_reference(text):
    """RFC 3986 `URI-reference`."""
    return _URI["reference"].fullmatch(text) is not None


def is_absolute_uri(text):
    """RFC 3986 `absolute-URI` (a scheme, no fragment)."""
    return _URI["absolute"].fullmatch(text) is not None


def is_iri_reference(text):
    """RFC 3987 `IRI-reference`."""
    return _IRI["reference"].fullmatch(text) is not None


def is_ip_host(host):
    return _URI["ipv4"].fullmatch(host) is not None or _URI["ip_literal"].fullmatch(host) is not None


# --- Components ------------------------------------------------------------------

# RFC 3986 Appendix B; exact on a valid reference (and on a valid IRI reference).
_SPLIT = re.compile(r"(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?", re.S)


class Ref:
    """A valid reference split into its components; `str()` puts it back."""

    def __init__(self, text):
        m = _SPLIT.fullmatch(text)
        self.scheme, self.authority, self.path, self.query, self.fragment = m.groups()
        self.userinfo = self.host = self.port = None
        if self.authority is not None:
            rest = self.authority
            if "@" in rest:
                self.userinfo, _, rest = rest.rpartition("@")
            if rest.startswith("["):
                close = rest.find("]")
                self.host, rest = rest[: close + 1], rest[close + 1 :]
                self.port = rest[1:] if rest.startswith(":") else None
            else:
                self.host, colon, port = rest.partition(":")
                self.port = port if colon else None

    def set_authority(self, userinfo=None, host=None, port=None):
        self.userinfo, self.host, self.port = userinfo, host, port
        self.authority = (f"{userinfo}@" if userinfo is not None else "") + host + (f":{port}" if port is not None else "")

    def copy(self):
        return Ref(str(self))

    def __str__(self):
        out = ""
        if self.scheme is not None:
            out += self.scheme + ":"
        if self.authority is not None:
            out += "//" + self.authority
        out += self.path
        if self.query is not None:
            out += "?" + self.query
        if self.fragment is not None:
            out += "#" + self.fragment
        return out

    def segments(self):
        """The path's segments (the first is empty for an absolute path)."""
        return self.path.split("/") if self.path else []

    def has_dot_segment(self):
        return any(s in (".", "..") for s in self.path.split("/")) if self.path else False

    def query_params(self):
        return len(self.query.split("&")) if self.query else 0


def word_tokens(text):
    """The words of a reference, ASCII or not (letters with their marks): the
    runs of 3 to 14 characters between its delimiters and digits."""
    runs = re.split(r"[\s/?#\[\]@!$&'()*+,;=:%._~\-0-9]+", text)
    return [t for t in runs if 3 <= len(t) <= 14]


# --- Writing and checking the files ------------------------------------------------

# Characters that some line readers take as line ends (Python's splitlines):
# no field may hold one.
_LINE_BREAKING = set("\t\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")


def tsv(rows):
    out = []
    for row in rows:
        for field in row:
            bad = _LINE_BREAKING.intersection(field)
            if bad:
                sys.exit(f"a field holds {sorted(map(hex, map(ord, bad)))}: {row!r}")
        out.append("\t".join(row) + "\n")
    return "".join(out)


def write_or_check(directory, files, check, made_by):
    """`files` maps a file name to its rows (tuples of fields). Writes them,
    or with `check` fails if any file differs."""
    directory = pathlib.Path(directory)
    stale = []
    for name, rows in files.items():
        text = tsv(rows)
        path = directory / name
        if check:
            if not path.exists() or path.read_bytes() != text.encode("utf-8"):
                stale.append(name)
        else:
            directory.mkdir(parents=True, exist_ok=True)
            path.write_bytes(text.encode("utf-8"))
    if check:
        if stale:
            sys.exit(f"{directory}: {', '.join(stale)} not what {made_by} makes; run it again")
        print(f"{directory} is up to date")
    else:
        print(f"wrote {directory}")


def describe(files):
    lines = []
    for name, rows in files.items():
        size = len(tsv(rows).encode("utf-8"))
        counts = {}
        for row in rows:
            counts[row[0]] = counts.get(row[0], 0) + 1
        lines.append(f"{name}: {len(rows)} rows, {size} bytes")
        for kind, n in counts.items():
            lines.append(f"  {kind:<24} {n:>5}")
    return "\n".join(lines)


# --- Refused inputs: one mistake in a valid reference -------------------------------

URI_MISTAKES = [
    "colon-first-segment",
    "bad-percent-userinfo",
    "bad-percent-host",
    "bad-percent-path",
    "leading-space",
    "trailing-space",
    "space-inside",
    "backslash",
    "bracket",
    "at-sign",
    "hash",
    "bad-port",
    "non-ascii",
]
# The IRI mistakes: the same but non-ascii, and a character RFC 3987 leaves
# out of ucschar (a private-use one outside the query, a noncharacter, a C1
# control, U+FFFD). The bidirectional formatting characters (U+200E, U+202A
# ...) are not among them: RFC 3987 section 4.1 says not to use them, but its
# ABNF takes them (they are ucschar), and so does this crate.
IRI_MISTAKES = [k for k in URI_MISTAKES if k != "non-ascii"] + ["private-or-nonchar"]

# A percent sign not followed by two hexadecimal digits, as written by hand:
# a bare one (`100%`), a doubled one, one digit, a non-hex letter, IIS's
# `%uXXXX`, an encoding cut short.
BAD_PERCENT = ["%", "%%", "%2", "%G0", "%zz", "%u00e9", "%E", "%x41", "%-", "%5"]
# Non-ASCII characters that end up in URIs: letters of several scripts, the
# typographic dashes and quotes of a word processor, a no-break space and a
# zero-width space, currency, an emoji.
NON_ASCII = [
    "é", "ü", "ñ", "ø", "ß", "ç", "İ", "ı", "я", "ж", "λ", "ש", "ع", "日", "中", "한",
    "ก", "अ", "€", "£", "°", "\u2013", "\u2014", "\u2019", "\u201c", "\u201d", "\u2026",
    "\u00a0", "\u200b", "\U0001f600", "\u2192",
]
# Private use: Powerline's U+E0B0, Apple's U+F8FF, planes 15 and 16 (only the
# query takes these); then what no component takes: U+FFFD (a decoding
# gone wrong), U+FFFC, the noncharacters U+FFFE, U+FFFF, U+FDD0 and
# U+1FFFE, and the C1 controls U+0080 and U+009F.
PRIVATE = ["\ue000", "\ue0b0", "\uf8ff", "\U000f0001", "\U0010fffd"]
NONCHAR = ["\ufffd", "\ufffc", "\ufffe", "\uffff", "\ufdd0", "\U0001fffe", "\x80", "\x9f"]


class Pools:
    """What a recipe borrows from the corpus it works on: ports, userinfo,
    hosts, fragments, queries, path segments (all from valid references)."""

    def __init__(self, texts):
        self.ports, self.userinfos, self.hosts, self.fragments = set(), set(), set(), set()
        self.queries, self.segments = set(), set()
        for text in texts:
            r = Ref(text)
            if r.port:
                self.ports.add(r.port)
            if r.userinfo:
                self.userinfos.add(r.userinfo)
            if r.host and not r.host.startswith("[") and not is_ip_host(r.host) and "." in r.host:
                self.hosts.add(r.host)
            if r.fragment:
                self.fragments.add(r.fragment)
            if r.query:
                self.queries.add(r.query)
            # Segments of hierarchical paths only (not `mailto:` or `tel:`).
            if r.authority is not None or r.path.startswith("/"):
                for s in r.segments():
                    if s and s not in (".", "..") and ":" not in s and "@" not in s:
                        self.segments.add(s)
        # Sorted: a set's order changes between runs.
        for name in ("ports", "userinfos", "hosts", "fragments", "queries", "segments"):
            setattr(self, name, sorted(getattr(self, name)))


def _insert(rng, text, piece, lo=0, hi=None):
    hi = len(text) if hi is None else hi
    at = rng.randint(lo, hi)
    return text[:at] + piece + text[at:]


def _shorten(rng, text, colon):
    """Cut `text` at a delimiter after the colon at index `colon` (and after
    the authority that may follow it) so that it is 5 to 20 bytes long, if
    it can be."""
    first = colon + 2
    if text[colon + 1 : colon + 3] == "//":
        end = text.find("/", colon + 3)
        first = end if end > 0 else len(text)
    cuts = [i for i, c in enumerate(text) if c in "/?#&;=," and first <= i and 5 <= len(text[:i].encode()) <= 20]
    if len(text.encode()) <= 20:
        cuts.append(len(text))
    return text[: rng.choice(cuts)] if cuts else None


def _colon_first_segment(rng, r, pools, text):
    """A relative reference whose first segment holds a colon and cannot be
    read as a scheme."""
    # (shape, weight): the shapes that come out short weigh more.
    shapes = [("blank-node", 3)]
    # host:port/path, the scheme left out (`10.0.0.1:8080/x`): a host that
    # does not start with an ASCII letter (else it could be a scheme).
    if r.host and not r.host.startswith("[") and not ("a" <= r.host[0].lower() <= "z"):
        shapes.append(("hostport", 4))
    if r.scheme:
        shapes += [("prefixed-scheme", 1), ("underscore-scheme", 1)]
    if r.scheme is None and r.authority is None and "/" in r.path.lstrip("/"):
        shapes.append(("slash-to-colon", 3))
    shape = rng.choices([s for s, _ in shapes], [w for _, w in shapes])[0]
    if shape == "hostport":
        port = r.port or rng.choice(pools.ports or ["8080"])
        out = f"{r.host}:{port}{r.path}" + (f"?{r.query}" if r.query is not None else "")
        colon = len(r.host)
    elif shape == "prefixed-scheme":  # `-a:b`, `2http://...`, `_urn:...`
        out = rng.choice("-_.+0123456789~") + text
        colon = len(r.scheme) + 1
    elif shape == "underscore-scheme":  # `com_example_app:/cb`, `git_ssh://h/x`
        at = rng.randint(1, len(r.scheme))
        out = text[:at] + "_" + text[at:]
        colon = len(r.scheme) + 1
    elif shape == "slash-to-colon":  # `/2024/10/x` -> `2024:10/x`
        path = r.path.lstrip("/")
        if "/" not in path:
            return None
        out = path.replace("/", ":", 1) + (f"?{r.query}" if r.query is not None else "")
        colon = out.index(":")
    else:  # `_:b0`, a blank node label where an IRI belongs
        words = word_tokens(text) or ["node"]
        words = [w for w in words if not w.isascii()] or words  # an IRI's own script
        label = rng.choice(words)
        if rng.random() < 0.4:
            label += str(rng.randrange(0, 100))
        out = f"_:{label}"
        return out
    if rng.random() < 0.7:
        short = _shorten(rng, out, colon)
        if short:
            out = short
    return out


def _bad_percent(rng):
    return rng.choice(BAD_PERCENT)


def _bad_percent_userinfo(rng, r, pools, text):
    if r.host is None or not (r.userinfo or pools.userinfos):
        return None
    # The corpus's own userinfo, or one of its others put in.
    userinfo = r.userinfo or rng.choice(pools.userinfos)
    if "%" in userinfo and rng.random() < 0.5:  # an encoding cut short
        at = userinfo.index("%")
        userinfo = userinfo[: at + 2] + rng.choice("gGxz-") + userinfo[at + 3 :]
    else:
        userinfo = _insert(rng, userinfo, _bad_percent(rng))
    r = r.copy()
    r.set_authority(userinfo, r.host, r.port)
    return str(r)


def _bad_percent_host(rng, r, pools, text):
    if not r.host or r.host.startswith("["):
        return None
    r = r.copy()
    r.set_authority(r.userinfo, _insert(rng, r.host, _bad_percent(rng)), r.port)
    return str(r)


def _bad_percent_path(rng, r, pools, text):
    if not r.path:
        return None
    r = r.copy()
    encodings = [m.start() for m in re.finditer(r"%[0-9A-Fa-f]{2}", r.path)]
    if encodings and rng.random() < 0.4:
        at = rng.choice(encodings)
        r.path = r.path[: at + 2] + rng.choice("gGxz-_") + r.path[at + 3 :]
    elif rng.random() < 0.3:  # `100%`, `50%off`: a bare percent ending a segment
        ends = [m.start() for m in re.finditer(r"[^/](?=/|$)", r.path)]
        if not ends:
            return None
        at = rng.choice(ends) + 1
        r.path = r.path[:at] + "%" + r.path[at:]
    else:
        lo = 1 if r.path.startswith("/") else 0
        r.path = _insert(rng, r.path, _bad_percent(rng), lo)
    return str(r)


def _space(rng, text, where):
    if where == "leading":
        return (" " if rng.random() < 0.9 else "  ") + text
    if where == "trailing":
        return text + (" " if rng.random() < 0.9 else "  ")
    if len(text) < 2:
        return None
    if "%20" in text and rng.random() < 0.5:  # an encoded space decoded
        spots = [m.start() for m in re.finditer("%20", text)]
        at = rng.choice(spots)
        out = text[:at] + " " + text[at + 3 :]
    elif "+" in text and rng.random() < 0.3:  # a form's `+` read as a space
        spots = [i for i, c in enumerate(text) if c == "+"]
        at = rng.choice(spots)
        out = text[:at] + " " + text[at + 1 :]
    else:
        out = _insert(rng, text, " ", 1, len(text) - 1)
    if out != out.strip(" ") or "  " in out:
        return None
    return out


def _backslash(rng, r, pools, text):
    head = text.split("#", 1)[0].split("?", 1)[0]  # scheme, authority and path
    slashes = [i for i, c in enumerate(head) if c == "/"]
    if not slashes:
        return None
    if r.authority is not None and r.scheme and rng.random() < 0.4:  # `http:\\h\p`
        return head.replace("/", "\\") + text[len(head) :]
    if r.authority is not None and len(slashes) > 2 and rng.random() < 0.8:
        at = rng.choice(slashes[2:])  # one slash of the path: `http://h\p`
    else:
        at = rng.choice(slashes)
    return text[:at] + "\\" + text[at + 1 :]


def _bracket(rng, r, pools, text):
    shapes = []
    if r.host and r.host.startswith("["):
        shapes.append("unclosed")
    if r.host and is_ip_host(r.host) and not r.host.startswith("["):
        shapes.append("bracketed-ipv4")
    if r.host and not r.host.startswith("["):
        shapes.append("host")
    if r.query and "=" in r.query:
        shapes.append("php-array")
    if r.path.strip("/"):
        shapes.append("path")
    if r.fragment:
        shapes.append("fragment")
    if not shapes:
        return None
    shape = rng.choice(shapes)
    r = r.copy()
    if shape == "unclosed":  # `http://[::1/x`
        r.set_authority(r.userinfo, r.host[:-1], r.port)
    elif shape == "bracketed-ipv4":  # `http://[10.0.0.1]/`
        r.set_authority(r.userinfo, f"[{r.host}]", r.port)
    elif shape == "host":  # `]` or `[` inside a host
        r.set_authority(r.userinfo, _insert(rng, r.host, rng.choice("][")), r.port)
    elif shape == "php-array":  # `?ids[]=1`, `?filter[name]=x`
        spots = [m.start() for m in re.finditer("=", r.query)]
        at = rng.choice(spots)
        r.query = r.query[:at] + rng.choice(["[]", "[0]", "[1]", "[id]", "[name]"]) + r.query[at:]
    elif shape == "path":  # `/items[0]/x`, `/a[/b`
        ends = [m.end() for m in re.finditer(r"[^/]+", r.path)]
        at = rng.choice(ends)
        r.path = r.path[:at] + rng.choice(["[0]", "[1]", "[]", "[", "]"]) + r.path[at:]
    else:
        r.fragment = _insert(rng, r.fragment, rng.choice(["[0]", "[", "]"]))
    return str(r)


def _at_sign(rng, r, pools, text):
    if r.authority is None or not r.host:
        return None
    r = r.copy()
    if r.userinfo and rng.random() < 0.3:  # `user@@host`
        userinfo = r.userinfo + "@"
    else:  # an e-mail address as the user name, its `@` not encoded
        if not (r.userinfo or pools.userinfos) or not pools.hosts:
            return None
        base = r.userinfo or rng.choice(pools.userinfos)
        domain = rng.choice(pools.hosts)
        user, colon, password = base.partition(":")
        userinfo = f"{user}@{domain}" + (f":{password}" if colon else "")
    r.set_authority(userinfo, r.host, r.port)
    return str(r)


def _hash(rng, r, pools, text):
    r = r.copy()
    if r.fragment is not None and rng.random() < 0.8:
        r.fragment = _insert(rng, r.fragment, "#")
    else:  # `#!/a#b`: a fragment holding another
        frags = pools.fragments or ["top"]
        r.fragment = f"{rng.choice(frags)}#{rng.choice(frags)}"
    return str(r)


def _bad_port(rng, r, pools, text):
    if r.authority is None or r.host is None:
        return None
    r = r.copy()
    port = r.port
    if port and rng.random() < 0.6:
        roll = rng.random()
        if roll < 0.35:  # a letter for a digit: `8o80`, `443l`
            at = rng.randrange(len(port))
            port = port[:at] + rng.choice("oOlIa") + port[at + 1 :]
        elif roll < 0.7:  # `80a`, `8080s`
            port += rng.choice(["a", "s", "x", "abc", "_"])
        elif roll < 0.85:  # two ports
            port += ":" + rng.choice(pools.ports or ["81"])
        else:
            port = "-" + port
    else:
        port = rng.choice(["80a", "8o8o", "http", "0x50", "-1", "443s", "port", "8080,8081", "80.0"])
    r.set_authority(r.userinfo, r.host, port)
    return str(r)


def _component_spots(r, with_query):
    """(component name, its text) where ucschar may go in an IRI."""
    spots = []
    if r.userinfo:
        spots.append("userinfo")
    if r.host and not r.host.startswith("["):
        spots.append("host")
    if r.path:
        spots.append("path")
    if r.query and with_query:
        spots.append("query")
    if r.fragment:
        spots.append("fragment")
    return spots


def _put_in(rng, r, where, piece, replace_ascii=False):
    r = r.copy()
    text = getattr(r, where)
    lo = 1 if where == "path" and text.startswith("/") else 0
    if replace_ascii:
        letters = [i for i, c in enumerate(text) if c.isalnum() and i >= lo]
        if not letters:
            return None
        at = rng.choice(letters)
        text = text[:at] + piece + text[at + 1 :]
    else:
        text = _insert(rng, text, piece, lo)
    if where in ("userinfo", "host"):
        values = {"userinfo": r.userinfo, "host": r.host}
        values[where] = text
        r.set_authority(values["userinfo"], values["host"], r.port)
    else:
        setattr(r, where, text)
    return str(r)


def _non_ascii(rng, r, pools, text):
    encoded = list(re.finditer(r"%[CDcd][0-9A-Fa-f](?:%[89ABab][0-9A-Fa-f])|%[Ee][0-9A-Fa-f](?:%[89ABab][0-9A-Fa-f]){2}|%[Ff][0-4](?:%[89ABab][0-9A-Fa-f]){3}", text))
    if encoded and rng.random() < 0.5:  # one encoded character written out
        m = rng.choice(encoded)
        try:
            char = bytes.fromhex(m.group().replace("%", "")).decode("utf-8")
        except UnicodeDecodeError:
            return None
        return text[: m.start()] + char + text[m.end() :]
    after_scheme = len(r.scheme) + 1 if r.scheme else 0
    dashes = [i for i, c in enumerate(text) if c == "-" and i >= after_scheme]
    if dashes and rng.random() < 0.2:  # a word processor's dash
        at = rng.choice(dashes)
        return text[:at] + rng.choice(["\u2013", "\u2014"]) + text[at + 1 :]
    spots = _component_spots(r, True)
    if not spots:
        return None
    return _put_in(rng, r, rng.choice(spots), rng.choice(NON_ASCII), rng.random() < 0.3)


def _private_or_nonchar(rng, r, pools, text):
    if rng.random() < 0.5:
        spots = _component_spots(r, False)
        char = rng.choice(PRIVATE)
    else:
        spots = _component_spots(r, True)
        char = rng.choice(NONCHAR)
    if not spots:
        return None
    return _put_in(rng, r, rng.choice(spots), char, rng.random() < 0.3)


_MAKERS = {
    "colon-first-segment": _colon_first_segment,
    "bad-percent-userinfo": _bad_percent_userinfo,
    "bad-percent-host": _bad_percent_host,
    "bad-percent-path": _bad_percent_path,
    "leading-space": lambda rng, r, pools, text: _space(rng, text, "leading"),
    "trailing-space": lambda rng, r, pools, text: _space(rng, text, "trailing"),
    "space-inside": lambda rng, r, pools, text: _space(rng, text, "inside"),
    "backslash": _backslash,
    "bracket": _bracket,
    "at-sign": _at_sign,
    "hash": _hash,
    "bad-port": _bad_port,
    "non-ascii": _non_ascii,
    "private-or-nonchar": _private_or_nonchar,
}

# Sources that show a mistake at its most natural: tried for about half of
# a kind's rows, the others drawn from every source.
_PREFER = {
    "bad-percent-userinfo": lambda r: bool(r.userinfo),
    "bad-percent-host": lambda r: bool(r.host) and not r.host.startswith("["),
    "bad-percent-path": lambda r: "%" in r.path,
    "colon-first-segment": lambda r: len(str(r)) <= 30 or bool(r.host and r.host[:1].isdigit()),
    "bracket": lambda r: bool(r.host and r.host.startswith("[")) or bool(r.query and "=" in r.query),
    "at-sign": lambda r: bool(r.userinfo),
    "hash": lambda r: r.fragment is not None,
    "bad-port": lambda r: bool(r.port),
    "non-ascii": lambda r: "%" in str(r),
}


def _order(rng, kind, sources):
    prefer = _PREFER.get(kind)
    shuffled = list(sources)
    rng.shuffle(shuffled)
    if prefer is None:
        return shuffled
    yes = [s for s in shuffled if prefer(Ref(s))]
    no = [s for s in shuffled if not prefer(Ref(s))]
    out = []
    for i in range(max(len(yes), len(no))):
        if i < len(yes):
            out.append(yes[i])
        if i < len(no):
            out.append(no[i])
    return out


def refused_rows(rng, sources, per_kind, iri):
    """`per_kind` refused inputs of each mistake kind, each one mistake in a
    valid reference of `sources` (URI references, or with `iri` IRI
    references). Each is checked: not a URI-reference (IRI-reference); with
    `iri`, still holding a non-ASCII character; without, ASCII but for
    `non-ascii`, whose inputs are IRI references."""
    pools = Pools(sources)
    rows = []
    for kind in IRI_MISTAKES if iri else URI_MISTAKES:
        seen, made = set(), []
        for attempt in range(40):
            for text in _order(rng, kind, sources):
                if len(made) == per_kind:
                    break
                out = _MAKERS[kind](rng, Ref(text), pools, text)
                if out is None or out in seen or out == text:
                    continue
                if iri:
                    ok = not is_iri_reference(out) and not out.isascii()
                elif kind == "non-ascii":
                    ok = not out.isascii() and is_iri_reference(out)
                else:
                    ok = out.isascii() and not is_uri_reference(out) and not is_iri_reference(out)
                if ok and not _LINE_BREAKING.intersection(out):
                    seen.add(out)
                    made.append(out)
            if len(made) == per_kind:
                break
        if len(made) < per_kind:
            sys.exit(f"only {len(made)} refused inputs of kind {kind} (of {per_kind})")
        rows += [(kind, out) for out in made]
    return rows


# --- Normalization: valid references that syntax-based normalization changes -----

NORMALIZE_KINDS = ["authority", "no-authority", "dot-segments"]
UNRESERVED = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def _upper_some(rng, text):
    if rng.random() < 0.5:
        return text.upper()
    return "".join(c.upper() if rng.random() < 0.5 else c for c in text)


def _scheme_case(rng, r):
    if not r.scheme or r.scheme != r.scheme.lower():
        return False
    r.scheme = _upper_some(rng, r.scheme) if rng.random() < 0.7 else r.scheme.capitalize()
    return r.scheme != r.scheme.lower()


def _host_case(rng, r):
    if not r.host or not any(c.isalpha() for c in r.host):
        return False
    if r.host.startswith("["):
        host = r.host.upper()
    elif rng.random() < 0.5:
        host = ".".join(label.capitalize() for label in r.host.split("."))
    else:
        host = _upper_some(rng, r.host)
    if host == r.host:
        return False
    r.set_authority(r.userinfo, host, r.port)
    return True


def _pct_lower(rng, r, where):
    for name in where:
        text = getattr(r, name)
        if text and re.search(r"%[0-9A-F]?[A-F]", text):
            new = re.sub(r"%[0-9A-Fa-f]{2}", lambda m: m.group().lower() if rng.random() < 0.7 else m.group(), text)
            if new == text:
                new = re.sub(r"%[0-9A-Fa-f]{2}", lambda m: m.group().lower(), text, count=1)
            _set(r, name, new)
            return True
    return False


def _pct_unreserved(rng, r, where, dots=True):
    choices = []
    for name in where:
        text = getattr(r, name)
        for i, c in enumerate(text or ""):
            if c in UNRESERVED and (dots or c != ".") and (name != "host" or c != "."):
                choices.append((name, i))
    if not choices:
        return False
    tilde = [(n, i) for n, i in choices if getattr(r, n)[i] == "~"]
    name, i = rng.choice(tilde) if tilde and rng.random() < 0.6 else rng.choice(choices)
    text = getattr(r, name)
    code = f"%{ord(text[i]):02X}"
    if rng.random() < 0.4:
        code = code.lower()
    _set(r, name, text[:i] + code + text[i + 1 :])
    return True


def _set(r, name, value):
    if name in ("userinfo", "host"):
        values = {"userinfo": r.userinfo, "host": r.host}
        values[name] = value
        r.set_authority(values["userinfo"], values["host"], r.port)
    else:
        setattr(r, name, value)


def _empty_port(rng, r):
    if r.authority is None or r.port is not None or not r.host:
        return False
    r.set_authority(r.userinfo, r.host, "")
    return True


def _dots(rng, r, pools, encoded=True, last=True):
    """Dot segments in the path of a URI (a scheme, then an authority, an
    absolute path or a rootless path with a `/`): `encoded` lets some be
    written `%2E`, `last` lets one end the path."""
    if r.scheme is None or (r.authority is None and not r.path.startswith("/") and "/" not in r.path):
        return False
    segments = r.path.split("/")
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
        lo = 1 if r.path.startswith("/") or r.authority is not None else 0
        # Before a trailing slash's empty segment, not after it (no `//`).
        hi = len(segments) - 1 if len(segments) > 1 and segments[-1] == "" else len(segments)
        if not last:
            hi = min(hi, len(segments) - 1)
        at = rng.randint(lo, max(lo, hi))
        roll = rng.random()
        if roll < 0.4:
            piece = ["."]
        elif roll < 0.8:
            piece = [rng.choice(pools.segments or ["x"]), ".."]
        elif roll < 0.9 or not encoded:
            piece = [".."]
        else:
            piece = [rng.choice(["%2E", "%2e", ".%2E", "%2E%2E"])]
        segments[at:at] = piece
    if r.authority is not None and segments[0] != "":
        segments.insert(0, "")
    path = "/".join(segments)
    if r.authority is None and r.scheme is None and not path.startswith("/"):
        return False
    if r.authority is None and path.startswith("//"):
        return False
    r.path = path
    return True


def needs_normalization(text):
    """Whether syntax-based normalization (RFC 3986 section 6.2.2), or the
    scheme-based dropping of an empty port (6.2.3), changes `text`."""
    r = Ref(text)
    if r.scheme and r.scheme != r.scheme.lower():
        return True
    if r.host and r.host != r.host.lower() and not re.search(r"%[0-9A-Fa-f]{2}", r.host):
        return True
    if r.port == "":
        return True
    for m in re.finditer(r"%([0-9A-Fa-f]{2})", text):
        if m.group(1) != m.group(1).upper() or chr(int(m.group(1), 16)) in UNRESERVED:
            return True
    hierarchical = r.scheme is not None or r.authority is not None or r.path.startswith("/")
    return hierarchical and r.has_dot_segment()


def normalize_rows(rng, sources, per_kind):
    pools = Pools(sources)
    everywhere = ["userinfo", "host", "path", "query", "fragment"]
    rows = []
    for kind in NORMALIZE_KINDS:
        shuffled = list(sources)
        rng.shuffle(shuffled)
        if kind == "no-authority":  # URIs (`mailto:`, `urn:`, `foo:a/b`) as often as relative references
            with_scheme = [s for s in shuffled if Ref(s).scheme is not None and Ref(s).authority is None]
            without = [s for s in shuffled if Ref(s).scheme is None and Ref(s).authority is None]
            shuffled = [s for pair in zip(with_scheme, without) for s in pair]
        seen, made = set(), []
        for text in shuffled * 3:
            if len(made) == per_kind:
                break
            r = Ref(text)
            if kind == "authority":
                if r.authority is None:
                    continue
                steps = [
                    lambda: _scheme_case(rng, r),
                    lambda: _host_case(rng, r),
                    lambda: _empty_port(rng, r),
                    lambda: _pct_lower(rng, r, everywhere),
                    lambda: _pct_unreserved(rng, r, everywhere),
                ]
                n = rng.choice([1, 1, 2, 2, 3])
            elif kind == "no-authority":
                if r.authority is not None:
                    continue
                relative_path = r.scheme is None and not r.path.startswith("/")
                steps = [
                    lambda: _scheme_case(rng, r),
                    lambda: _pct_lower(rng, r, ["path", "query", "fragment"]),
                    lambda: _pct_unreserved(rng, r, ["path", "query", "fragment"], dots=not relative_path),
                ]
                if not relative_path:
                    steps.append(lambda: _dots(rng, r, pools))
                n = rng.choice([1, 1, 2])
            else:
                if r.scheme is None or (r.authority is None and not r.path.startswith("/")):
                    continue
                steps = [lambda: _dots(rng, r, pools)]
                n = 1
            rng.shuffle(steps)
            done = 0
            for step in steps:
                if done == n:
                    break
                done += bool(step())
            if kind == "dot-segments" and rng.random() < 0.25:
                (_scheme_case if rng.random() < 0.5 else _host_case)(rng, r)
            out = str(r)
            if not done or out in seen or not is_uri_reference(out) or not needs_normalization(out):
                continue
            seen.add(out)
            made.append(out)
        if len(made) < per_kind:
            sys.exit(f"only {len(made)} normalization inputs of kind {kind} (of {per_kind})")
        rows += [(kind, out) for out in made]
    return rows


# --- Resolution: a base and a reference ---------------------------------------------

RESOLVE_KINDS = ["dot-segments", "plain", "absolute-or-network", "query-fragment"]


def _base_of(text):
    r = Ref(text)
    if r.scheme is None:
        return None
    r.fragment = None
    out = str(r)
    return out if is_absolute_uri(out) else None


def resolve_rows(rng, sources, per_kind):
    """`sources`: the corpus's valid references. Bases are its URIs without
    their fragments; references its own, or cut from its paths."""
    pools = Pools(sources)
    bases = sorted({b for b in map(_base_of, sources) if b})
    hierarchical = [b for b in bases if Ref(b).authority is not None and not Ref(b).has_dot_segment()]
    absolutes = [s for s in sources if Ref(s).scheme is not None]
    network = [s for s in sources if Ref(s).scheme is None and Ref(s).authority is not None]
    network += ["//" + s.split("//", 1)[1] for s in absolutes if Ref(s).authority is not None][: 4 * len(network) + 200]
    relative_paths = [s for s in sources if Ref(s).scheme is None and Ref(s).authority is None and Ref(s).path]
    dotted = [s for s in relative_paths if Ref(s).has_dot_segment()]
    plain = [s for s in relative_paths if not Ref(s).has_dot_segment() and not s.startswith("./")]
    # References cut from the ends of the corpus's paths: `b/c?q` of `/a/b/c?q`.
    for s in sources:
        r = Ref(s)
        segs = [x for x in r.path.split("/") if x]
        if len(segs) >= 2 and not r.has_dot_segment():
            tail = "/".join(segs[-rng.randint(1, min(3, len(segs) - 1)) :])
            if ":" not in tail.split("/")[0]:
                plain.append(tail + (f"?{r.query}" if r.query is not None and rng.random() < 0.3 else ""))
    plain = sorted(set(plain))

    paths = sorted({Ref(b).path for b in hierarchical if Ref(b).path.count("/") >= 2})

    def deep_base():
        """A base whose path has 5 to 12 segments: its own directories, then
        those of the corpus's other paths, then its own last segment."""
        r = Ref(rng.choice(hierarchical))
        segs = r.path.split("/")[1:] or [""]
        dirs, last = segs[:-1], segs[-1]
        target = rng.randint(5, 12)
        while len(dirs) < target - 1:
            dirs += [x for x in rng.choice(paths).split("/")[1:-1] if x]
        r.path = "/" + "/".join(dirs[: target - 1] + [last])
        return str(r), target

    def dotted_base():
        """A base with dot segments, none encoded and none last: where the
        RFC and some resolvers part (`%2E%2E` is not `..`; a base's last
        segment is dropped before its dots are removed) is left out."""
        r = Ref(rng.choice(hierarchical))
        _dots(rng, r, pools, encoded=False, last=False)
        return str(r)

    rows = []
    for kind in RESOLVE_KINDS:
        seen, made = set(), []
        for _ in range(per_kind * 50):
            if len(made) == per_kind:
                break
            if kind == "dot-segments":
                roll = rng.random()
                if roll < 0.55:  # `../../x` against a deep base
                    base, depth = deep_base()
                    ref = "../" * rng.randint(1, depth + 2)
                    if rng.random() < 0.85:
                        ref += "/".join(rng.choice(pools.segments) for _ in range(rng.randint(1, 3)))
                    elif rng.random() < 0.5:
                        ref = ref[:-1]
                    if rng.random() < 0.15 and pools.queries:
                        ref += "?" + rng.choice(pools.queries)
                elif roll < 0.8 and dotted:  # the corpus's own dotted references
                    base = deep_base()[0] if rng.random() < 0.5 else rng.choice(hierarchical)
                    ref = rng.choice(dotted)
                else:  # a base with dot segments
                    base, ref = dotted_base(), rng.choice(plain)
                    if not Ref(base).has_dot_segment():
                        continue
            elif kind == "plain":
                base = rng.choice(hierarchical) if rng.random() < 0.7 else deep_base()[0]
                ref = rng.choice(plain)
                if rng.random() < 0.3 and not ref.startswith("/"):
                    ref = "/" + ref
            elif kind == "absolute-or-network":
                base = rng.choice(bases)
                ref = rng.choice(absolutes if rng.random() < 0.5 or not network else network)
            else:
                base = rng.choice(bases)
                roll = rng.random()
                if roll < 0.35:
                    ref = "?" + rng.choice(pools.queries)
                elif roll < 0.7:
                    ref = "#" + rng.choice(pools.fragments)
                elif roll < 0.8:
                    ref = ""
                elif roll < 0.85:
                    ref = rng.choice(["?", "#", "?#"])
                else:
                    ref = f"?{rng.choice(pools.queries)}#{rng.choice(pools.fragments)}"
            if (base, ref) in seen or not is_absolute_uri(base) or not is_uri_reference(ref):
                continue
            b, r = Ref(base), Ref(ref)
            has_dots = b.has_dot_segment() or r.has_dot_segment()
            if (kind == "dot-segments") != has_dots:
                continue
            if kind == "absolute-or-network" and r.scheme is None and r.authority is None:
                continue
            # Against a base with neither an authority nor an absolute path
            # (`mailto:a@b`, `urn:x`), only a URI, an empty reference or a
            # fragment: fluent-uri refuses the others, which RFC 3986 resolves.
            if b.authority is None and not b.path.startswith("/") and r.scheme is None and ref and not ref.startswith("#"):
                continue
            seen.add((base, ref))
            made.append((base, ref))
        if len(made) < per_kind:
            sys.exit(f"only {len(made)} resolution pairs of kind {kind} (of {per_kind})")
        rows += [(kind, base, ref) for base, ref in made]
    return rows


def main(doc, directory, build, script):
    """The command line of a corpus script: writes the files `build()` makes
    into `directory`, or with `--check` fails if they differ; `doc` is the
    script's docstring, `script` its path."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if a file is not what the script makes")
    args = parser.parse_args()
    files = build()
    write_or_check(directory, files, args.check, pathlib.Path(script).name)
    print(describe(files))
