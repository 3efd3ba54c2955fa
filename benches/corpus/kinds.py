#!/usr/bin/env python3
"""Writes benches/corpus/kinds/, the per-kind corpus derived from uris.txt.

    python3 benches/corpus/kinds.py            # writes kinds/*.tsv
    python3 benches/corpus/kinds.py --check    # fails if any file differs

The files and their format are those of benches/corpus2/ (see its
README.md): TSV, the first field the kind. Here every row comes from the
10,000 references of uris.txt (made by generate.py), deterministically
(string seeds of `random.Random`):

- `valid.tsv`: the lines of uris.txt, each in one kind, the first that
  fits: `ip-host` (an authority whose host is an IPv4 address or an IP
  literal, with or without a scheme), `relative` (no scheme), `no-authority`
  (a scheme and no `//`), `long-http` (http or https, 50 to 120 bytes, with
  at least four path segments or two query parameters), `http` (the other
  http and https URIs), `other-scheme-authority`. A line that comes again
  is kept once; a kind of more than 1,000 lines keeps a seeded sample of
  1,000, in the order of uris.txt.
- `iri.tsv`: IRIs made from uris.txt: its percent-encoded UTF-8 written out
  as characters (the URI-to-IRI conversion of RFC 3987 section 3.2) and,
  in some http(s) URIs and network-path references, the host replaced by
  one of the IDN test domains IANA delegated in 2007 (`例え.テスト`,
  `пример.испытание`, ...). `iri-http`, `iri-relative`, `iri-other`.
- `refused.tsv`, `iri-refused.tsv`, `resolve.tsv`, `normalize.tsv`: the
  recipes of benches/corpus2/recipe.py (one mistake injected into a valid
  row; base and reference pairs; references that normalization changes),
  applied to the rows above.

Every URI row is checked twice, against the RFC 3986 regular expression of
generate.py and against recipe.py's own transcription; IRIs against
recipe.py's RFC 3987 one.
"""

import importlib.util
import pathlib
import random
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "kinds"
SEED = "kinds-3986"
CAP = 1000


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


recipe = _load("corpus2_recipe", HERE.parent / "corpus2" / "recipe.py")
URI_REFERENCE = _load("corpus_generate", HERE / "generate.py").URI_REFERENCE

# The IDN test domains (IANA, 2007): "example" and "test" in eleven
# languages and scripts.
IDN_TEST_DOMAINS = [
    "例子.测试", "例子.測試", "пример.испытание", "उदाहरण.परीक्षा", "παράδειγμα.δοκιμή",
    "실례.테스트", "בײַשפּיל.טעסט", "例え.テスト", "உதாரணம்.பரிட்சை", "مثال.آزمایشی", "مثال.إختبار",
]
KINDS = ["http", "long-http", "other-scheme-authority", "no-authority", "relative", "ip-host"]


def classify(line):
    r = recipe.Ref(line)
    if r.host is not None and recipe.is_ip_host(r.host):
        return "ip-host"
    if r.scheme is None:
        return "relative"
    if r.authority is None:
        return "no-authority"
    if r.scheme.lower() in ("http", "https"):
        segments = len(r.path.split("/")) - 1 if r.path else 0
        if 50 <= len(line.encode()) <= 120 and (segments >= 4 or r.query_params() >= 2):
            return "long-http"
        return "http"
    return "other-scheme-authority"


def valid_rows(lines):
    rng = random.Random(f"{SEED}:valid")
    by_kind = {kind: [] for kind in KINDS}
    seen = set()
    for line in lines:
        if line in seen:
            continue
        seen.add(line)
        by_kind[classify(line)].append(line)
    rows = []
    for kind in KINDS:
        kept = by_kind[kind]
        if len(kept) > CAP:
            kept = [kept[i] for i in sorted(rng.sample(range(len(kept)), CAP))]
        rows += [(kind, line) for line in kept]
    return rows


# Percent-encoded UTF-8 of one character of two, three or four bytes.
_ENCODED_CHAR = re.compile(
    r"%[CDcd][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ee][0-9A-Fa-f](?:%[89ABab][0-9A-Fa-f]){2}|%[Ff][0-4](?:%[89ABab][0-9A-Fa-f]){3}"
)


def _in_ranges(char, ranges):
    return any(lo <= ord(char) <= hi for lo, hi in ranges)


def decode_component(text, query):
    """Writes out each percent-encoded UTF-8 character that RFC 3987 lets
    this component hold (ucschar; iprivate too in a query)."""

    def one(m):
        try:
            char = bytes.fromhex(m.group().replace("%", "")).decode("utf-8")
        except UnicodeDecodeError:
            return m.group()
        if _in_ranges(char, recipe.UCS_RANGES) or (query and _in_ranges(char, recipe.PRIVATE_RANGES)):
            return char
        return m.group()

    return _ENCODED_CHAR.sub(one, text) if text else text


def to_iri(line):
    r = recipe.Ref(line)
    if r.userinfo:
        r.set_authority(decode_component(r.userinfo, False), r.host, r.port)
    r.path = decode_component(r.path, False)
    if r.query:
        r.query = decode_component(r.query, True)
    if r.fragment:
        r.fragment = decode_component(r.fragment, False)
    return r


def iri_kind(r):
    if r.scheme is None:
        return "iri-relative"
    return "iri-http" if r.scheme.lower() in ("http", "https") else "iri-other"


def iri_rows(lines):
    rng = random.Random(f"{SEED}:iri")
    targets = {"iri-http": 400, "iri-relative": 150, "iri-other": 100}
    decoded = {kind: [] for kind in targets}
    idn = {kind: [] for kind in targets}
    seen = set()
    for line in lines:
        r = to_iri(line)
        text = str(r)
        if not text.isascii():
            decoded[iri_kind(r)].append(text)
        # An IDN host in place of a registered name: http(s) URIs and
        # network-path references.
        if r.host and "." in r.host and not recipe.is_ip_host(r.host) and iri_kind(r) != "iri-other":
            host = rng.choice(IDN_TEST_DOMAINS)
            if r.host.lower().startswith("www.") and rng.random() < 0.5:
                host = "www." + host
            r.set_authority(r.userinfo, host, r.port)
            idn[iri_kind(r)].append(str(r))
    rows = []
    for kind, target in targets.items():
        # Up to 60% written-out encodings, the rest IDN hosts.
        n = min(len(decoded[kind]), max(target * 3 // 5, target - len(idn[kind])))
        first = [decoded[kind][i] for i in sorted(rng.sample(range(len(decoded[kind])), n))]
        rest = [t for t in idn[kind] if t not in first]
        picked = first + rng.sample(rest, min(len(rest), target - len(first)))
        picked = [t for t in dict.fromkeys(picked) if t not in seen]
        seen.update(picked)
        for text in picked:
            if not recipe.is_iri_reference(text) or text.isascii():
                sys.exit(f"made an invalid IRI ({kind}): {text!r}")
        rows += [(kind, text) for text in picked]
    return rows


def build():
    lines = (HERE / "uris.txt").read_text(encoding="utf-8").split("\n")[:-1]
    valid = valid_rows(lines)
    sources = [text for _, text in valid]
    iri = iri_rows(lines)
    files = {
        "valid.tsv": valid,
        "refused.tsv": recipe.refused_rows(random.Random(f"{SEED}:refused"), sources, 300, iri=False),
        "iri.tsv": iri,
        "iri-refused.tsv": recipe.refused_rows(random.Random(f"{SEED}:iri-refused"), [t for _, t in iri], 150, iri=True),
        "resolve.tsv": recipe.resolve_rows(random.Random(f"{SEED}:resolve"), sources, 350),
        "normalize.tsv": recipe.normalize_rows(random.Random(f"{SEED}:normalize"), sources, 350),
    }
    # Again, with generate.py's transcription of RFC 3986.
    for name, rows in files.items():
        for row in rows:
            if name in ("valid.tsv", "normalize.tsv") and not URI_REFERENCE.fullmatch(row[1]):
                sys.exit(f"{name}: not a URI reference: {row!r}")
            if name == "refused.tsv" and URI_REFERENCE.fullmatch(row[1]):
                sys.exit(f"{name}: a URI reference: {row!r}")
            if name == "resolve.tsv" and not (URI_REFERENCE.fullmatch(row[1]) and URI_REFERENCE.fullmatch(row[2])):
                sys.exit(f"{name}: not URI references: {row!r}")
    return files


if __name__ == "__main__":
    recipe.main(__doc__, OUT, build, __file__)
