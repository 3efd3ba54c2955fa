#!/usr/bin/env python3
"""Writes the grammars of the pest tuning steps from grammar/uri.pest.

Each step is the grammar as it stood before one tuning, so that
`cargo bench --bench pest_steps` can time them side by side:

  1-transcription.pest  every rule a normal rule, and the RFC 5234 core
                        rules ALPHA, DIGIT and HEXDIG written as rules
  2-atomic.pest         the component rules atomic (`@{ }`), as in uri.pest
  (3 is grammar/uri.pest itself: the core rules as pest builtins)
  4-silent.pest         uri.pest with the character-class rules silent
                        (`_{ }`): measured, and not taken (see the bench)
  5-ordered.pest        uri.pest with sub-delims in order of frequency in
                        the benchmark corpus: measured, and not taken

Run from the repository root: python3 benches/pest_steps/make.py
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR = (ROOT / "grammar" / "uri.pest").read_text()
HERE = Path(__file__).resolve().parent

CORE_RULES = """
// RFC 5234 Appendix B.1, as rules rather than pest builtins.
ALPHA = { 'A'..'Z' | 'a'..'z' }
DIGIT = { '0'..'9' }
HEXDIG = { DIGIT | ^"A" | ^"B" | ^"C" | ^"D" | ^"E" | ^"F" }
"""

SILENT = ["pct_encoded", "unreserved", "reserved", "gen_delims", "sub_delims", "pchar"]


def header(step: str) -> str:
    return (
        f"// Tuning step {step}, written by benches/pest_steps/make.py from\n"
        "// grammar/uri.pest: the same language, timed by benches/pest_steps.rs.\n"
    )


def without_docs(text: str) -> str:
    # Doc comments would have to follow their rules around; the steps are
    # for timing, and grammar/uri.pest documents every rule.
    return "\n".join(l for l in text.splitlines() if not l.lstrip().startswith(("//!", "///")))


def core_rules(text: str) -> str:
    text = text.replace("ASCII_HEX_DIGIT", "HEXDIG")
    text = text.replace("ASCII_ALPHA", "ALPHA").replace("ASCII_DIGIT", "DIGIT")
    return text + CORE_RULES


def plain(text: str) -> str:
    return re.sub(r"^(\w+ = )@\{", r"\1{", text, flags=re.M)


def silent(text: str) -> str:
    for name in SILENT:
        text = re.sub(rf"^({name} = )\{{", r"\1_{", text, flags=re.M)
    return text


ORDERED_SUB_DELIMS = 'sub_delims = { "=" | "&" | "+" | ";" | "," | "!" | "$" | "\'" | "(" | ")" | "*" }'


def ordered(text: str) -> str:
    return re.sub(r"^sub_delims = \{.*\}$", lambda _: ORDERED_SUB_DELIMS, text, flags=re.M)


def main() -> None:
    base = without_docs(GRAMMAR)
    steps = {
        "1-transcription.pest": ("1", plain(core_rules(base))),
        "2-atomic.pest": ("2", core_rules(base)),
        "4-silent.pest": ("4", silent(base)),
        "5-ordered.pest": ("5", ordered(base)),
    }
    for name, (step, text) in steps.items():
        (HERE / name).write_text(header(step) + text)


if __name__ == "__main__":
    main()
