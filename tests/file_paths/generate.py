#!/usr/bin/env python3
"""Writes the path tables of tests/file_paths.rs: posix.jsonl and
windows.jsonl, one JSON object per path, with what Python's pathlib makes of
it (the reference answers the test compares rfc3986::file with).

    python3 tests/file_paths/generate.py

Each row: "path" (POSIX: the bytes in hex; Windows: the text), "pathlib"
(`PurePosixPath(path).as_uri()` or `PureWindowsPath(path).as_uri()`; null
when pathlib refuses), "error" (pathlib's message when it refuses), "str"
(pathlib's own spelling of the path, which its URI encodes), "back" (the
path `urllib.request.url2pathname` or `nturl2path.url2pathname` reads from
pathlib's URI; POSIX: hex). The rows are a fixed list of edge cases, then
paths drawn from a pool of names with a fixed seed, so the output is the
same on every run. The tables in the repository were written with Python
3.11.7: pathlib's `as_uri` changed in 3.13, so another version may write
other URIs, which the test then holds to the same explanations.
"""

import json
import nturl2path
import os
import random
import sys
import urllib.parse
import urllib.request
from pathlib import PurePosixPath, PureWindowsPath

HERE = os.path.dirname(os.path.abspath(__file__))

POSIX_CASES = [
    b"/", b"/a", b"/a/", b"/a/b", b"//", b"//a", b"//a/b", b"///a", b"////a",
    b"/a//b", b"/a/./b", b"/a/../b", b"/./a", b"/../a", b"/a/.", b"/a/..",
    b"/.", b"/..", b"/...", b"/.a", b"/a.", b"/a b", b"/a%b", b"/a%25b",
    b"/a%2Fb", b"/a#b", b"/a?b", b"/a;b", b"/a=b", b"/a&b", b"/a+b", b"/a,b",
    b"/a:b", b"/a@b", b"/a!b", b"/a$b", b"/a'b", b"/a(b)", b"/a*b", b"/a~b",
    b"/a_b", b"/a-b", b"/a[b]", b"/a{b}", b"/a|b", b"/a\\b", b"/a^b",
    b"/a`b", b"/a\"b", b"/a<b>", b"/a\tb", b"/a\nb", b"/a\rb", b"/a\x7fb",
    b"/a\x01b", b"/C:/a", b"/C:", b"/c|/a", b"/caf\xc3\xa9",
    b"/caf\xe9", b"/\xff\xfe", b"/\xe6\xbc\xa2\xe5\xad\x97",
    b"/\xf0\x9f\x98\x80", b"/\xed\xa0\x80", b"/a/\xc0\xaf", b"/%00", b"/%2e%2e",
    b"/ ", b"/  /", b"/a /b ", b"/-", b"/~user", b"/tmp/x.tar.gz",
    b"/home/me/My Documents/r\xc3\xa9sum\xc3\xa9.pdf",
    b"/usr/lib/x86_64-linux-gnu/libc.so.6", b"/var/log/nginx/access.log.1",
    b"/srv/www/index.html?x", b"/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p",
    # Relative paths: refused by both.
    b"", b"a", b"a/b", b"./a", b"../a", b"~/a", b"C:/a", b"\\a",
]

WINDOWS_CASES = [
    "C:\\", "C:\\a", "C:\\a\\", "C:\\a\\b", "c:\\a", "C:/a/b", "C:\\a/b",
    "C:\\a\\\\b", "C:\\a\\.\\b", "C:\\a\\..\\b", "C:\\.", "C:\\..", "C:\\a\\.",
    "C:\\a b", "C:\\a%b", "C:\\a#b", "C:\\a;b", "C:\\a=b", "C:\\a&b",
    "C:\\a+b", "C:\\a,b", "C:\\a@b", "C:\\a!b", "C:\\a$b", "C:\\a'b",
    "C:\\a(b)", "C:\\a~b", "C:\\a[b]", "C:\\a{b}", "C:\\a^b", "C:\\a`b",
    "C:\\é", "C:\\漢字", "C:\\😀", "C:\\Program Files (x86)\\App\\a.exe",
    "C:\\Users\\Me\\Documents\\résumé.docx", "Z:\\", "z:/",
    "\\\\server\\share", "\\\\server\\share\\", "\\\\server\\share\\a",
    "\\\\server\\share\\a b\\c", "//server/share/a", "\\\\server/share\\a",
    "\\\\192.168.0.1\\share\\a", "\\\\srv.example.com\\share\\a",
    "\\\\serveur-é\\partage\\a", "\\\\localhost\\share\\a",
    "\\\\LOCALHOST\\c$\\Windows", "\\\\server\\c$\\a",
    "\\\\?\\C:\\a", "\\\\?\\C:\\long\\path\\x.txt", "\\\\?\\UNC\\server\\share\\a",
    "\\\\.\\COM1", "\\\\.\\C:\\a", "\\\\?\\Volume{01234567-89ab-cdef-0123-456789abcdef}\\a",
    "C:", "C:a", "C:a\\b", "\\a", "/a", "a", "a\\b", ".\\a", "..\\a", "",
    "\\\\server", "\\\\server\\", "\\\\", "\\\\\\a",
    "C:\\a<b", "C:\\a>b", "C:\\a:b", "C:\\a\"b", "C:\\a|b", "C:\\a?b",
    "C:\\a*b", "C:\\a\tb", "C:\\a\x00b", "C:\\file.txt:stream",
]

# Names the drawn paths are made of: plain, with delimiters, with
# characters to encode, non-ASCII, dot segments.
NAMES = [
    "a", "b", "docs", "index.html", "My Files", "x y z", "100%", "%41",
    "a#1", "q?x", "a;b=c", "k=v&w", "a+b", "a,b", "a@b", "a!b", "a$b",
    "it's", "(1)", "a*b", "~tmp", "a_b-c.d", "[x]", "{y}", "a^b", "a`b",
    "café", "日本語", "emoji😀", "Ünïcødé", ".", "..", "...", ".hidden",
    "trailing.", " lead", "tail ", "a:b", "a|b", "a<b", "a\"b",
]
POSIX_ONLY = [b"\xff", b"raw\xe9", b"tab\tname", b"back\\slash", b"nl\nx"]


def posix_row(path):
    row = {"path": path.hex()}
    text = os.fsdecode(path)
    try:
        pure = PurePosixPath(text)
        uri = pure.as_uri()
        row.update(pathlib=uri, error=None, str=os.fsencode(str(pure)).hex(),
                   back=urllib.parse.unquote_to_bytes(urllib.parse.urlsplit(uri).path).hex())
    except ValueError as error:
        row.update(pathlib=None, error=str(error), str=None, back=None)
    return row


def windows_row(path):
    row = {"path": path}
    try:
        pure = PureWindowsPath(path)
        uri = pure.as_uri()
        parts = urllib.parse.urlsplit(uri)
        url_path = ("//" + parts.netloc + parts.path) if parts.netloc else parts.path
        row.update(pathlib=uri, error=None, str=str(pure),
                   back=nturl2path.url2pathname(url_path))
    except ValueError as error:
        row.update(pathlib=None, error=str(error), str=None, back=None)
    return row


def drawn_posix(rng, count):
    out = []
    for _ in range(count):
        names = []
        for _ in range(rng.randint(1, 5)):
            if rng.random() < 0.15:
                names.append(rng.choice(POSIX_ONLY))
            else:
                names.append(rng.choice(NAMES).encode())
        path = b"/" + b"/".join(names)
        if rng.random() < 0.2:
            path += b"/"
        out.append(path)
    return out


def drawn_windows(rng, count):
    roots = ["C:\\", "D:/", "c:\\", "\\\\srv\\share\\", "//srv/share/",
             "\\\\?\\C:\\", "\\\\?\\UNC\\srv\\share\\", "\\\\10.0.0.1\\d$\\"]
    out = []
    for _ in range(count):
        root = rng.choice(roots)
        sep = "\\" if root.startswith("\\\\?\\") else rng.choice(["\\", "/", "\\"])
        names = [n for n in (rng.choice(NAMES) for _ in range(rng.randint(1, 5)))]
        path = root + sep.join(names)
        if rng.random() < 0.2:
            path += sep
        out.append(path)
    return out


def write(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")


def main():
    rng = random.Random(8089)
    posix = POSIX_CASES + drawn_posix(rng, 320)
    windows = WINDOWS_CASES + drawn_windows(rng, 320)
    write("posix.jsonl", [posix_row(p) for p in posix])
    write("windows.jsonl", [windows_row(p) for p in windows])
    print(f"posix.jsonl: {len(posix)} paths; windows.jsonl: {len(windows)} paths "
          f"(Python {sys.version.split()[0]})")


if __name__ == "__main__":
    main()
