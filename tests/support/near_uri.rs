//! Inputs close to the URI language, many and fast: structured references
//! whose parts are drawn from near-misses, soups of URI tokens, and corpus
//! inputs with a few edits. Seeded, so a run can be repeated
//! (`tests/fast_path.rs`, `tests/automaton.rs`).

/// Inputs close to the URI language: structured references whose parts are
/// drawn from near-misses, soups of URI tokens, and corpus inputs with a few
/// edits.
pub struct Generator {
    rng: Rng,
    corpus: Vec<String>,
}

const TOKENS: &[&str] = &[
    "a",
    "Z",
    "h",
    "v",
    "V",
    "e",
    "1",
    "0",
    "2",
    "25",
    "255",
    "256",
    "9",
    "f",
    "F",
    "g",
    "x",
    ":",
    "::",
    ":::",
    "/",
    "//",
    "///",
    "?",
    "#",
    "@",
    "[",
    "]",
    ".",
    "..",
    "%",
    "%2",
    "%2F",
    "%zz",
    "%%",
    "-",
    "_",
    "~",
    "!",
    "$",
    "&",
    "'",
    "(",
    ")",
    "*",
    "+",
    ",",
    ";",
    "=",
    " ",
    "\"",
    "<",
    ">",
    "\\",
    "^",
    "`",
    "{",
    "|",
    "}",
    "é",
    "\u{0}",
    "\t",
    "\u{7f}",
    "☃",
    "http",
    "https:",
    "urn:",
    "mailto:",
    "file://",
    "localhost",
    "example.com",
    "1.2.3.4",
    "192.168.0.1",
    "::1",
    "v1.x",
    "ffff",
    "12345",
    "0x",
    "[::]",
    "[v7.a]",
    "8080",
    ":80",
];

const SUB_DELIMS: &[&str] = &["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="];

impl Generator {
    pub fn new(seed: u64, corpus: Vec<String>) -> Self {
        Generator {
            rng: Rng(seed),
            corpus,
        }
    }

    pub fn input(&mut self) -> String {
        match self.rng.below(10) {
            0..=3 => self.structured(),
            4..=6 => self.soup(12),
            _ => self.mutated(),
        }
    }

    fn pick(&mut self, items: &[&'static str]) -> &'static str {
        items
            .get(self.rng.below(items.len()))
            .copied()
            .unwrap_or("")
    }

    fn soup(&mut self, max: usize) -> String {
        let n = self.rng.below(max + 1);
        (0..n).map(|_| self.pick(TOKENS)).collect()
    }

    fn hex(&mut self, max: usize) -> String {
        let n = 1 + self.rng.below(max);
        (0..n)
            .map(|_| char::from(b"0123456789abcdefABCDEF"[self.rng.below(22)]))
            .collect()
    }

    fn octet(&mut self) -> String {
        match self.rng.below(8) {
            0 => format!("0{}", self.rng.below(100)),
            1 => format!("{}", 250 + self.rng.below(10)),
            2 => format!("{}", 200 + self.rng.below(60)),
            3 => format!("{}", 100 + self.rng.below(200)),
            _ => format!("{}", self.rng.below(100)),
        }
    }

    fn ipv4(&mut self) -> String {
        let parts = if self.rng.below(5) == 0 {
            3 + self.rng.below(3)
        } else {
            4
        };
        let mut text = (0..parts)
            .map(|_| self.octet())
            .collect::<Vec<_>>()
            .join(".");
        if self.rng.below(6) == 0 {
            text.push_str(self.pick(&["x", ".", "%41", "-", "!", ":"]));
        }
        text
    }

    fn ipv6(&mut self) -> String {
        let pieces = self.rng.below(10);
        let mut groups: Vec<String> = (0..pieces).map(|_| self.hex(5)).collect();
        if self.rng.below(3) == 0 {
            groups.push(self.ipv4());
        }
        let mut text = groups.join(":");
        if self.rng.below(4) != 0 {
            // A "::" somewhere, on a group boundary or not.
            let mut at = self.rng.below(text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text.insert_str(at, "::");
        }
        if self.rng.below(8) == 0 {
            text.push_str(self.pick(&[":", "::", "g", "%25en0", "."]));
        }
        text
    }

    fn reg_name(&mut self) -> String {
        let n = self.rng.below(4);
        (0..n)
            .map(|_| match self.rng.below(6) {
                0 => format!("%{}", self.hex(2)),
                1 => self.pick(SUB_DELIMS).to_owned(),
                2 => self.octet(),
                _ => self
                    .pick(&["example", "com", "a", "xn--p", "local", "-", "."])
                    .to_owned(),
            })
            .collect()
    }

    fn host(&mut self) -> String {
        match self.rng.below(6) {
            0 => self.ipv4(),
            1 | 2 => format!("[{}]", self.ipv6()),
            3 => {
                let tail = self.soup(3);
                format!("[{}{}.{tail}]", self.pick(&["v", "V"]), self.hex(3))
            }
            _ => self.reg_name(),
        }
    }

    fn segment(&mut self) -> String {
        let n = self.rng.below(4);
        (0..n)
            .map(|_| match self.rng.below(8) {
                0 => format!("%{}", self.hex(2)),
                1 => self.pick(SUB_DELIMS).to_owned(),
                2 => self.pick(&[":", "@", ".", ".."]).to_owned(),
                _ => self.pick(&["a", "b", "seg", "1", "x-y", "~u"]).to_owned(),
            })
            .collect()
    }

    fn path(&mut self) -> String {
        let n = self.rng.below(5);
        let mut path: String = (0..n).map(|_| format!("/{}", self.segment())).collect();
        if self.rng.below(3) == 0 && !path.is_empty() {
            path.remove(0);
        }
        path
    }

    fn structured(&mut self) -> String {
        let mut text = String::new();
        if self.rng.below(3) != 0 {
            text.push_str(self.pick(&["http", "a", "z+.-1", "urn", "1a", "-x", "HTTPS", ""]));
            text.push(':');
        }
        if self.rng.below(3) != 0 {
            text.push_str("//");
            if self.rng.below(4) == 0 {
                let userinfo = self.segment();
                text.push_str(&userinfo);
                text.push('@');
            }
            let host = self.host();
            text.push_str(&host);
            if self.rng.below(3) == 0 {
                text.push(':');
                text.push_str(self.pick(&["80", "", "8080", "x", "65536", "0"]));
            }
        }
        let path = self.path();
        text.push_str(&path);
        if self.rng.below(3) == 0 {
            text.push('?');
            let query = self.soup(4);
            text.push_str(&query);
        }
        if self.rng.below(3) == 0 {
            text.push('#');
            let fragment = self.soup(4);
            text.push_str(&fragment);
        }
        if self.rng.below(10) == 0 {
            self.edit(&mut text);
        }
        text
    }

    fn mutated(&mut self) -> String {
        let index = self.rng.below(self.corpus.len());
        let mut text = self.corpus.get(index).cloned().unwrap_or_default();
        for _ in 0..=self.rng.below(3) {
            self.edit(&mut text);
        }
        text
    }

    /// One edit at character boundaries: delete, insert, replace, duplicate
    /// or truncate.
    fn edit(&mut self, text: &mut String) {
        let boundaries: Vec<usize> = (0..=text.len())
            .filter(|&i| text.is_char_boundary(i))
            .collect();
        let mut at = || boundaries.get(self.rng.below(boundaries.len())).copied();
        let (Some(a), Some(b)) = (at(), at()) else {
            return;
        };
        let (start, end) = (a.min(b), a.max(b));
        match self.rng.below(5) {
            0 => text.replace_range(start..end, ""),
            1 => {
                let token = self.pick(TOKENS);
                text.insert_str(start, token);
            }
            2 => {
                let token = self.pick(TOKENS);
                let end = text
                    .get(start..)
                    .and_then(|rest| rest.chars().next())
                    .map_or(start, |c| start + c.len_utf8());
                text.replace_range(start..end, token);
            }
            3 => {
                let slice = text.get(start..end).unwrap_or("").to_owned();
                text.insert_str(end, &slice);
            }
            _ => text.truncate(end),
        }
    }
}

/// SplitMix64: small, seedable, good enough to spread inputs (and the
/// stream of `near_iri.rs` too).
pub struct Rng(pub u64);

impl Rng {
    /// The next number of the stream.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            usize::try_from(self.next() % n as u64).unwrap_or(0)
        }
    }
}
