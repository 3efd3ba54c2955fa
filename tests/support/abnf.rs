//! A small ABNF (RFC 5234) recogniser, used as an independent judge of the
//! pest grammar: it reads ABNF text at run time and shares nothing with
//! `grammar/uri.pest`.
//!
//! Supported: `=` and `=/` definitions, indented continuation lines, `;`
//! comments, rules indented as RFCs print them (a line indented no deeper
//! than the first line of the rule before it starts a rule, a deeper one
//! continues it), alternation `/`, concatenation, repetition (`*`, `n*m`, `n`,
//! `*m`, `n*`), options `[ ]`, groups `( )`, case-insensitive quoted strings
//! (RFC 5234 §2.3), `%x` / `%d` / `%b` values with ranges (`%x30-39`) and
//! concatenations (`%x0D.0A`), and prose `<name>`, read as a reference to
//! rule `name` (RFC 3986 uses it once, in `path-empty = 0<pchar>`). Rule names
//! are case-insensitive.
//!
//! Matching has full ABNF semantics, unlike a PEG: every element yields the
//! set of ALL positions where it can end, so alternatives and repetitions are
//! explored completely. Sets per (rule, position) are memoised for the input
//! at hand, so checking many rules against one input shares the work.
//! Terminals are code points, compared with the input's `char`s (Unicode
//! scalar values), never with its UTF-8 bytes: `%xA0-D7FF` (RFC 3987's
//! `ucschar`) matches the one character U+00A0 to U+D7FF, `%xE9` the one
//! character `é`, and non-ASCII text never matches an ASCII terminal. A
//! `%`-value above U+10FFFF, or a range whose end is below its start, is an
//! error of the ABNF text. A range may span the surrogates (U+D800 to
//! U+DFFF): no `char` is one, so they are never matched.
//! Several ABNF texts (RFC 3987's, which uses RFC 3986's rules) are read as
//! one: [`Abnf::parse_all`], each split into rules on its own, so that their
//! margins need not agree.
//! Left recursion is not supported (it yields fewer matches, never an endless
//! loop); RFC 3986, RFC 3987 and RFC 6570 have no recursive rule at all.

use std::collections::HashMap;

/// A parsed ABNF element.
#[derive(Debug)]
enum Node {
    Alt(Vec<Node>),
    Cat(Vec<Node>),
    Rep {
        min: usize,
        max: Option<usize>,
        node: Box<Node>,
    },
    /// Quoted string: ASCII letters match either case.
    Str(Vec<char>),
    /// One code point in an inclusive range (`%x41` alone is `41-41`).
    Range(u32, u32),
    /// A rule reference before resolution (lowercased name).
    Name(String),
    /// A resolved rule reference: index into `Abnf::rules`.
    Rule(usize),
}

/// A set of ABNF rules.
#[derive(Debug)]
pub struct Abnf {
    /// Lowercased rule name → index.
    names: HashMap<String, usize>,
    rules: Vec<Node>,
}

impl Abnf {
    /// Parses ABNF text; every referenced rule must be defined.
    pub fn parse(text: &str) -> Result<Abnf, String> {
        Abnf::parse_all(&[text])
    }

    /// Parses several ABNF texts as one, in order: a rule of one may use
    /// the rules of another (RFC 3987's ABNF uses RFC 3986's).
    pub fn parse_all(texts: &[&str]) -> Result<Abnf, String> {
        let mut abnf = Abnf {
            names: HashMap::new(),
            rules: Vec::new(),
        };
        for (number, text) in texts.iter().enumerate() {
            for (line, def) in definitions(text) {
                let place = if texts.len() == 1 {
                    format!("line {line}")
                } else {
                    format!("text {}, line {line}", number + 1)
                };
                abnf.define(&def).map_err(|e| format!("{place}: {e}"))?;
            }
        }
        let names = abnf.names.clone();
        for node in &mut abnf.rules {
            resolve(node, &names)?;
        }
        Ok(abnf)
    }

    /// Adds one definition (`=` or `=/`), its references not yet resolved.
    fn define(&mut self, def: &str) -> Result<(), String> {
        let mut p = Parser {
            s: def.chars().collect(),
            i: 0,
        };
        let (name, incremental, node) = p.rule()?;
        let key = name.to_ascii_lowercase();
        match (self.names.get(&key), incremental) {
            (None, false) => {
                self.names.insert(key, self.rules.len());
                self.rules.push(node);
            }
            // `=/` adds alternatives to a rule already defined.
            (Some(&index), true) => {
                let old = std::mem::replace(&mut self.rules[index], Node::Alt(Vec::new()));
                self.rules[index] = Node::Alt(vec![old, node]);
            }
            (Some(_), false) => return Err(format!("{name} defined twice")),
            (None, true) => return Err(format!("{name} =/ before =")),
        }
        Ok(())
    }

    /// The index of a rule (case-insensitive name), for [`Matcher::matches`].
    pub fn rule(&self, name: &str) -> Option<usize> {
        self.names.get(&name.to_ascii_lowercase()).copied()
    }

    /// Whether the whole of `input` is in the language of rule `name`.
    /// Panics on an unknown rule name.
    pub fn matches(&self, name: &str, input: &str) -> bool {
        let rule = self
            .rule(name)
            .unwrap_or_else(|| panic!("no ABNF rule {name}"));
        self.input(input).matches(rule)
    }

    /// A matcher for one input, to check it against several rules.
    pub fn input(&self, input: &str) -> Matcher<'_> {
        let text: Vec<char> = input.chars().collect();
        let memo = vec![None; self.rules.len() * (text.len() + 1)];
        Matcher {
            abnf: self,
            text,
            memo,
        }
    }
}

/// Splits ABNF text into rule definitions, comments removed: a definition
/// goes on over the lines indented deeper than its first one. RFC 5234
/// starts rules in column 0; RFCs print them indented (RFC 6570's in
/// column 5), and a copy of the RFC's text keeps that margin. Yields
/// (line, text).
fn definitions(text: &str) -> Vec<(usize, String)> {
    // (line, indentation of that line, text)
    let mut defs: Vec<(usize, usize, String)> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = strip_comment(raw);
        if line.trim().is_empty() {
            continue;
        }
        let indent = line.len() - line.trim_start_matches([' ', '\t']).len();
        match defs.last_mut() {
            Some((_, margin, def)) if indent > *margin => {
                def.push(' ');
                def.push_str(line);
            }
            _ => defs.push((index + 1, indent, line.to_string())),
        }
    }
    defs.into_iter().map(|(line, _, def)| (line, def)).collect()
}

/// The line up to its `;` comment; a `;` inside "..." or <...> is text.
fn strip_comment(line: &str) -> &str {
    let mut close = None;
    for (i, c) in line.char_indices() {
        match (close, c) {
            (None, ';') => return &line[..i],
            (None, '"') => close = Some('"'),
            (None, '<') => close = Some('>'),
            (Some(end), c) if c == end => close = None,
            _ => {}
        }
    }
    line
}

/// Replaces every `Name` by the index of its rule.
fn resolve(node: &mut Node, names: &HashMap<String, usize>) -> Result<(), String> {
    match node {
        Node::Alt(items) | Node::Cat(items) => {
            for item in items {
                resolve(item, names)?;
            }
        }
        Node::Rep { node, .. } => resolve(node, names)?,
        Node::Name(name) => {
            let index = names
                .get(name.as_str())
                .ok_or_else(|| format!("undefined rule {name}"))?;
            *node = Node::Rule(*index);
        }
        Node::Str(_) | Node::Range(..) | Node::Rule(_) => {}
    }
    Ok(())
}

/// Recursive-descent parser of one definition (RFC 5234 §4).
struct Parser {
    s: Vec<char>,
    i: usize,
}

impl Parser {
    fn skip_ws(&mut self) {
        while self.s.get(self.i).is_some_and(|c| c.is_whitespace()) {
            self.i += 1;
        }
    }

    /// The next character after any whitespace.
    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        let found = self.peek() == Some(c);
        if found {
            self.i += 1;
        }
        found
    }

    fn expect(&mut self, c: char) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected {c:?} at column {}", self.i + 1))
        }
    }

    /// Characters while `f` holds, with no whitespace skipped first.
    fn take_while(&mut self, f: impl Fn(char) -> bool) -> String {
        let start = self.i;
        while self.s.get(self.i).is_some_and(|&c| f(c)) {
            self.i += 1;
        }
        self.s[start..self.i].iter().collect()
    }

    /// rule = rulename defined-as elements; returns (name, is `=/`, body).
    fn rule(&mut self) -> Result<(String, bool, Node), String> {
        self.skip_ws();
        let name = self.take_while(|c| c.is_ascii_alphanumeric() || c == '-');
        if name.is_empty() {
            return Err("expected a rule name".into());
        }
        self.expect('=')?;
        // No whitespace is allowed inside "=/".
        let incremental = self.s.get(self.i) == Some(&'/');
        if incremental {
            self.i += 1;
        }
        let node = self.alternation()?;
        match self.peek() {
            None => Ok((name, incremental, node)),
            Some(c) => Err(format!("unexpected {c:?} at column {}", self.i + 1)),
        }
    }

    fn alternation(&mut self) -> Result<Node, String> {
        let mut alts = vec![self.concatenation()?];
        while self.eat('/') {
            alts.push(self.concatenation()?);
        }
        Ok(if alts.len() == 1 {
            alts.remove(0)
        } else {
            Node::Alt(alts)
        })
    }

    fn concatenation(&mut self) -> Result<Node, String> {
        let mut items = Vec::new();
        while !matches!(self.peek(), None | Some('/' | ')' | ']')) {
            items.push(self.repetition()?);
        }
        match items.len() {
            0 => Err(format!("empty concatenation at column {}", self.i + 1)),
            1 => Ok(items.remove(0)),
            _ => Ok(Node::Cat(items)),
        }
    }

    /// repetition = [ n / [n] "*" [m] ] element
    fn repetition(&mut self) -> Result<Node, String> {
        self.skip_ws();
        let low = self.take_while(|c| c.is_ascii_digit());
        let (min, max) = if self.s.get(self.i) == Some(&'*') {
            self.i += 1;
            let high = self.take_while(|c| c.is_ascii_digit());
            let high = number(&high, 10)?.map(|m| m as usize);
            (number(&low, 10)?.unwrap_or(0) as usize, high)
        } else if let Some(n) = number(&low, 10)? {
            (n as usize, Some(n as usize))
        } else {
            return self.element();
        };
        let node = Box::new(self.element()?);
        Ok(Node::Rep { min, max, node })
    }

    fn element(&mut self) -> Result<Node, String> {
        let column = self.i + 1;
        match self.s.get(self.i).copied() {
            Some('(') => {
                self.i += 1;
                let node = self.alternation()?;
                self.expect(')')?;
                Ok(node)
            }
            Some('[') => {
                self.i += 1;
                let node = Box::new(self.alternation()?);
                self.expect(']')?;
                Ok(Node::Rep {
                    min: 0,
                    max: Some(1),
                    node,
                })
            }
            Some('"') => {
                self.i += 1;
                let text = self.take_while(|c| c != '"');
                self.expect('"')?;
                Ok(Node::Str(text.chars().collect()))
            }
            Some('<') => {
                self.i += 1;
                let name = self.take_while(|c| c != '>');
                self.expect('>')?;
                Ok(Node::Name(name.trim().to_ascii_lowercase()))
            }
            Some('%') => {
                self.i += 1;
                self.num_val()
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let name = self.take_while(|c| c.is_ascii_alphanumeric() || c == '-');
                Ok(Node::Name(name.to_ascii_lowercase()))
            }
            other => Err(format!("unexpected {other:?} at column {column}")),
        }
    }

    /// After `%`: `x41`, `x30-39`, `x0D.0A` (likewise `d`, `b`).
    fn num_val(&mut self) -> Result<Node, String> {
        let radix = match self.s.get(self.i).map(|c| c.to_ascii_lowercase()) {
            Some('x') => 16,
            Some('d') => 10,
            Some('b') => 2,
            other => return Err(format!("bad %-value base {other:?}")),
        };
        self.i += 1;
        let first = self.num_digits(radix)?;
        if self.s.get(self.i) == Some(&'-') {
            self.i += 1;
            let last = self.num_digits(radix)?;
            if last < first {
                return Err(format!("empty range {first:#X}-{last:#X}"));
            }
            return Ok(Node::Range(first, last));
        }
        let mut seq = vec![Node::Range(first, first)];
        while self.s.get(self.i) == Some(&'.') {
            self.i += 1;
            let v = self.num_digits(radix)?;
            seq.push(Node::Range(v, v));
        }
        Ok(if seq.len() == 1 {
            seq.remove(0)
        } else {
            Node::Cat(seq)
        })
    }

    /// One `%`-value: a code point, U+10FFFF at most.
    fn num_digits(&mut self, radix: u32) -> Result<u32, String> {
        let digits = self.take_while(|c| c.is_digit(radix));
        let value = number(&digits, radix)?.ok_or_else(|| "missing %-value digits".to_string())?;
        if value > u32::from(char::MAX) {
            return Err(format!("%-value {value:#X} is not a code point"));
        }
        Ok(value)
    }
}

/// Parses digits; `None` when there are none.
fn number(digits: &str, radix: u32) -> Result<Option<u32>, String> {
    if digits.is_empty() {
        return Ok(None);
    }
    u32::from_str_radix(digits, radix)
        .map(Some)
        .map_err(|_| format!("bad number {digits}"))
}

/// Matches one input against rules of an [`Abnf`], memoising per
/// (rule, position).
pub struct Matcher<'a> {
    abnf: &'a Abnf,
    text: Vec<char>,
    /// `memo[rule * (len + 1) + pos]`: end positions of `rule` from `pos`.
    memo: Vec<Option<Vec<usize>>>,
}

impl Matcher<'_> {
    /// Whether the whole input is in the language of `rule` (from [`Abnf::rule`]).
    pub fn matches(&mut self, rule: usize) -> bool {
        let mut ends = Vec::new();
        self.rule_ends(rule, 0, &mut ends);
        ends.contains(&self.text.len())
    }

    /// Appends the ends of `rule` from `pos` (sorted, memoised) to `out`.
    fn rule_ends(&mut self, rule: usize, pos: usize, out: &mut Vec<usize>) {
        let slot = rule * (self.text.len() + 1) + pos;
        if let Some(ends) = &self.memo[slot] {
            out.extend_from_slice(ends);
            return;
        }
        // Provisional empty set: a left-recursive call ends instead of looping.
        self.memo[slot] = Some(Vec::new());
        let abnf = self.abnf;
        let mut ends = Vec::new();
        self.ends(&abnf.rules[rule], pos, &mut ends);
        let ends = normalise(ends);
        out.extend_from_slice(&ends);
        self.memo[slot] = Some(ends);
    }

    /// Appends every position where `node` can end when it starts at `pos`
    /// to `out` (unsorted, maybe repeated).
    fn ends(&mut self, node: &Node, pos: usize, out: &mut Vec<usize>) {
        match node {
            Node::Str(s) => {
                let text = &self.text;
                let hit = pos + s.len() <= text.len()
                    && s.iter()
                        .zip(&text[pos..])
                        .all(|(a, b)| a.eq_ignore_ascii_case(b));
                if hit {
                    out.push(pos + s.len());
                }
            }
            Node::Range(lo, hi) => {
                if let Some(&c) = self.text.get(pos)
                    && (*lo..=*hi).contains(&(c as u32))
                {
                    out.push(pos + 1);
                }
            }
            Node::Rule(rule) => self.rule_ends(*rule, pos, out),
            Node::Alt(alts) => {
                for alt in alts {
                    self.ends(alt, pos, out);
                }
            }
            Node::Cat(items) => {
                let mut here = vec![pos];
                for item in items {
                    if here.is_empty() {
                        return;
                    }
                    here = self.step(item, &here);
                }
                out.extend(here);
            }
            Node::Rep { min, max, node } => {
                // Breadth-first over the number of repetitions: `frontier`
                // holds the ends after `count` of them.
                let mut reached: Vec<usize> = Vec::new();
                let mut frontier = vec![pos];
                let mut count = 0;
                loop {
                    if count >= *min {
                        reached.extend(&frontier);
                    }
                    if frontier.is_empty() || Some(count) == *max {
                        break;
                    }
                    frontier = self.step(node, &frontier);
                    count += 1;
                    // Unbounded: a position already reached with enough
                    // repetitions leads nowhere new (this also ends loops of
                    // empty matches).
                    if max.is_none() {
                        frontier.retain(|p| !reached.contains(p));
                    }
                }
                out.extend(reached);
            }
            Node::Name(name) => unreachable!("unresolved rule {name}"),
        }
    }

    /// The ends of `node` started from each of `starts`, sorted.
    fn step(&mut self, node: &Node, starts: &[usize]) -> Vec<usize> {
        let mut out = Vec::new();
        for &p in starts {
            self.ends(node, p, &mut out);
        }
        normalise(out)
    }
}

fn normalise(mut v: Vec<usize>) -> Vec<usize> {
    v.sort_unstable();
    v.dedup();
    v
}
