#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target from tests/corpus/.

The corpus files hold one JSON value per line (a string, or for resolution a
[base, reference] pair); blank lines and lines that begin with ";" are
comments. Each input becomes one file in fuzz/corpus/<target>/, named by
the hash of its bytes, in the form the target reads:

- parse, normalize, differential: the reference itself;
- iri: the inputs of tests/corpus/iri/ and the URI references;
- resolve: base, newline, reference;
- relativize: base, newline, target (the resolution pairs, and pairs of
  valid URIs);
- recompose: the reference (one line), and its seven components, one per
  line, each present one after a "+" (see fuzz_targets/recompose.rs);
- template: each template of the shared RFC 6570 suite (read in place
  from shared/uritemplate-test, found as tests/support/suite_dir.rs finds
  it; a few templates of the RFC's own when it is missing), a newline, and
  a few bytes the target makes values from.

Usage: seeds.py [TARGET...]   (every target when none is named)
"""

import hashlib
import json
import os
import pathlib
import re
import sys

FUZZ = pathlib.Path(__file__).resolve().parent
CORPUS = FUZZ.parent / "tests" / "corpus"
TARGETS = ["parse", "resolve", "normalize", "recompose", "differential", "relativize", "iri", "template"]

# RFC 3986 Appendix B, and the authority cut into userinfo, host and port.
# Only seeds come of it, so an approximate cut is enough.
URI = re.compile(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$", re.S)
AUTHORITY = re.compile(r"^(([^@]*)@)?(\[[^\]]*\]|[^:]*)(:(.*))?$", re.S)


def values(folder):
    """Every value of every file of tests/corpus/<folder>/."""
    for path in sorted((CORPUS / folder).glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith(";"):
                yield json.loads(line)


def references():
    for folder in ["valid", "invalid", "normalization"]:
        yield from values(folder)


def components(text):
    """The seven component lines of recompose.rs for `text`."""
    m = URI.match(text)
    if m is None:
        return None
    userinfo = host = port = None
    if m.group(3) is not None:
        a = AUTHORITY.match(m.group(4))
        if a is None:
            return None
        userinfo, host, port = a.group(2), a.group(3), a.group(5)
    parts = [m.group(2), userinfo, host, port, m.group(5), m.group(7), m.group(9)]
    return "\n".join("-" if p is None else "+" + p for p in parts)


def suite_dir():
    """The shared RFC 6570 suite: URITEMPLATE_TEST_DIR, or
    shared/uritemplate-test beside the repository or a folder above it."""
    if "URITEMPLATE_TEST_DIR" in os.environ:
        folder = pathlib.Path(os.environ["URITEMPLATE_TEST_DIR"])
        return folder if folder.is_dir() else None
    for parent in FUZZ.parent.parents:
        folder = parent / "shared" / "uritemplate-test"
        if (folder / "spec-examples.json").is_file():
            return folder
    return None


def templates():
    """Every template of the suite, each once; RFC 6570's shapes without it."""
    folder = suite_dir()
    if folder is None:
        print("template: shared/uritemplate-test not found, seeding a few templates", file=sys.stderr)
        yield from ["{var}", "{+path}/here", "{#x,y}", "X{.list*}", "{/var:1,x}", "{;keys*}", "{?q,lang}{&page}"]
        return
    seen = set()
    for path in sorted(folder.glob("*.json")) + sorted(folder.glob("extra/*.json")):
        for group in json.loads(path.read_text(encoding="utf-8")).values():
            for case in group.get("testcases", []):
                if case[0] not in seen:
                    seen.add(case[0])
                    yield case[0]


def inputs(target):
    if target == "resolve":
        for base, reference in values("resolution"):
            yield base + "\n" + reference
    elif target == "relativize":
        for base, reference in values("resolution"):
            yield base + "\n" + reference
        uris = [u for u in values("valid") if URI.match(u) and URI.match(u).group(2)]
        for i, base in enumerate(uris[::11]):
            yield base + "\n" + uris[(i * 7) % len(uris)]
    elif target == "iri":
        for folder in ["iri/valid", "iri/invalid", "iri/to-iri"]:
            yield from values(folder)
        yield from references()
    elif target == "template":
        # Bytes that make strings, lists and maps of the targets' pieces
        # (tests/support/template_fuzz.rs), and one that leaves values to
        # the target's fixed sequence.
        for text in templates():
            for values in ["", "\x02\x03\x05\x10\x2d", "\x06\x02\x03\x01\x02\x07", "\x08\x01\x02\x04\x05\x06\x21"]:
                yield text + "\n" + values
    elif target == "recompose":
        for text in references():
            yield text
            lines = components(text)
            if lines is not None:
                yield lines
    else:
        yield from references()


def main(targets):
    for target in targets or TARGETS:
        out = FUZZ / "corpus" / target
        out.mkdir(parents=True, exist_ok=True)
        count = 0
        for text in inputs(target):
            data = text.encode("utf-8", "surrogatepass")
            (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
            count += 1
        print(f"{target}: {count} seeds in {out.relative_to(FUZZ.parent)}")


if __name__ == "__main__":
    main(sys.argv[1:])
