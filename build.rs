//! Compiles `grammar/uri.pest` into the recognizer behind `UriRef::parse`.
//!
//! pest_meta parses, validates and optimizes the grammar exactly as
//! pest_derive does, and this script turns the optimized rules into plain
//! Rust, written to `$OUT_DIR/compiled_grammar.rs` and included by
//! `src/compiled.rs`:
//!
//! - one function per rule, `fn m_<rule>(s, pos, t) -> Option<usize>` (the
//!   end of the match) or, where the rule records spans, `fn c_<rule>(s,
//!   pos, cap, t)`, which also fills in the `Captures`; every terminal that
//!   fails (a byte, a table lookup, a literal, the end of a run, `EOI`)
//!   reports where to the tracker `t`, a `Track` of `src/compiled.rs`,
//!   except inside a negative lookahead, where failing is what lets the
//!   input go on; the functions are generic over the tracker, so the one
//!   that tracks nothing costs nothing;
//! - a choice or rule made only of one-byte alternatives (literals, ranges,
//!   builtins, rules that are themselves such choices) is a lookup in a
//!   `[bool; 256]` table whose members are worked out here; in a choice with
//!   other alternatives, a one-byte alternative joins an earlier table when
//!   the alternatives in between can never match where it does;
//! - a repetition is a loop (a run of table bytes one tight loop), an
//!   ordered choice straight-line code that tries each alternative from the
//!   same position and puts back the captures a failed alternative may have
//!   written (saving only those that may already hold something: the others
//!   go back to `None`), a lookahead a call to the non-recording matcher
//!   whose end is dropped;
//! - a repetition of a delimiter and a run, `("/" ~ segment)*`, is one run
//!   of a table holding the delimiter too, when the delimiter cannot begin
//!   the run (`fuse_delimited`): the same language, one loop.
//!
//! A tracker sees every failure the rules as written would report at or
//! beyond the furthest one, which is all `Furthest` keeps: a fused run
//! reports where it stops, not each segment's end before it.
//! Which rules are recorded is the list [`CAPTURES`]; what the captures mean
//! is up to `src/compiled.rs`. The recognizer records a rule where pest
//! would give it a pair: not inside an atomic rule, not inside a lookahead,
//! and only on the path that succeeded.
//!
//! The script panics, naming the rule, on anything it does not compile
//! (stack operations, `ANY` and the other builtins that are not one ASCII
//! byte, implicit whitespace, compound-atomic and non-atomic rules,
//! recursion, repetitions of what can match nothing), so that a grammar
//! change that needs more from it fails the build rather than parsing
//! differently from pest.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt::Write as _;
use std::path::PathBuf;

use pest_meta::ast::RuleType;
use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};

const GRAMMAR: &str = "grammar/uri.pest";

/// The rules that get an entry point, `pub(crate) fn <rule>(s: &[u8], cap:
/// &mut Captures) -> bool`: whether the rule matches at the start of `s`.
const ENTRIES: &[&str] = &[
    "full_URI_reference",
    "full_URI",
    "full_absolute_URI",
    "full_relative_ref",
];

/// The rules whose spans are recorded, and the field of `Captures` that
/// holds each. Rules that share a field are never both on one successful
/// path (a `hier-part` has one path); the last one recorded stands, as in
/// pest's tree. Only what the layout keeps is recorded: the userinfo and
/// the port are what lies around the host, the fragment what follows the
/// query, an `IPvFuture` an `IP-literal` without an `IPv6address`.
const CAPTURES: &[(&str, &str)] = &[
    ("scheme", "scheme"),
    ("host", "host"),
    ("IPv6address", "ipv6address"),
    ("IPv4address", "ipv4address"),
    ("path_abempty", "path"),
    ("path_absolute", "path"),
    ("path_noscheme", "path"),
    ("path_rootless", "path"),
    ("path_empty", "path"),
    ("query", "query"),
];

fn main() {
    println!("cargo:rerun-if-changed={GRAMMAR}");
    println!("cargo:rerun-if-changed=build.rs");
    let text =
        std::fs::read_to_string(GRAMMAR).unwrap_or_else(|e| panic!("cannot read {GRAMMAR}: {e}"));
    let (_, rules) = pest_meta::parse_and_optimize(&text).unwrap_or_else(|errors| {
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!("{GRAMMAR} does not compile:\n{}", messages.join("\n"))
    });
    let code = Compiler::new(&rules).compile();
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let path = out.join("compiled_grammar.rs");
    std::fs::write(&path, code).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

/// A set of bytes.
type Set = [bool; 256];

/// A set of fields of `Captures`.
type Fields = BTreeSet<&'static str>;

fn set_of_bytes(bytes: impl IntoIterator<Item = u8>) -> Set {
    let mut set = [false; 256];
    for b in bytes {
        set[usize::from(b)] = true;
    }
    set
}

fn union(a: &Set, b: &Set) -> Set {
    std::array::from_fn(|i| a[i] || b[i])
}

fn disjoint(a: &Set, b: &Set) -> bool {
    !a.iter().zip(b).any(|(x, y)| *x && *y)
}

fn members(set: &Set) -> impl Iterator<Item = u8> + '_ {
    (0..=255u8).filter(|b| set[usize::from(*b)])
}

/// The one-byte builtins pest provides, as pest_generator defines them.
fn builtin_set(name: &str) -> Option<Set> {
    let range = |a: u8, b: u8| set_of_bytes(a..=b);
    Some(match name {
        "ASCII_DIGIT" => range(b'0', b'9'),
        "ASCII_NONZERO_DIGIT" => range(b'1', b'9'),
        "ASCII_BIN_DIGIT" => range(b'0', b'1'),
        "ASCII_OCT_DIGIT" => range(b'0', b'7'),
        "ASCII_HEX_DIGIT" => union(
            &range(b'0', b'9'),
            &union(&range(b'a', b'f'), &range(b'A', b'F')),
        ),
        "ASCII_ALPHA_LOWER" => range(b'a', b'z'),
        "ASCII_ALPHA_UPPER" => range(b'A', b'Z'),
        "ASCII_ALPHA" => union(&range(b'a', b'z'), &range(b'A', b'Z')),
        "ASCII_ALPHANUMERIC" => union(
            &range(b'0', b'9'),
            &union(&range(b'a', b'z'), &range(b'A', b'Z')),
        ),
        "ASCII" => range(0, 0x7f),
        _ => return None,
    })
}

/// The zero-width builtins.
fn is_anchor(name: &str) -> bool {
    matches!(name, "SOI" | "EOI")
}

/// The one ASCII character of a range bound.
fn ascii_char(text: &str, rule: &str) -> u8 {
    match text.as_bytes() {
        [b] if b.is_ascii() => *b,
        _ => panic!(
            "rule `{rule}`: the range bound {text:?} is not one ASCII character, \
             which the compiled recognizer does not support"
        ),
    }
}

/// The grammar in pest's notation, for the comments of the generated code.
fn show(expr: &OptimizedExpr) -> String {
    fn atom(expr: &OptimizedExpr) -> String {
        match expr {
            OptimizedExpr::Seq(..) | OptimizedExpr::Choice(..) => format!("({})", show(expr)),
            OptimizedExpr::RestoreOnErr(inner) => atom(inner),
            _ => show(expr),
        }
    }
    match expr {
        OptimizedExpr::Str(s) => format!("{s:?}"),
        OptimizedExpr::Insens(s) => format!("^{s:?}"),
        OptimizedExpr::Range(a, b) => match (a.parse::<char>(), b.parse::<char>()) {
            (Ok(a), Ok(b)) => format!("{a:?}..{b:?}"),
            _ => format!("{a:?}..{b:?}"),
        },
        OptimizedExpr::Ident(name) => name.clone(),
        OptimizedExpr::PosPred(inner) => format!("&{}", atom(inner)),
        OptimizedExpr::NegPred(inner) => format!("!{}", atom(inner)),
        OptimizedExpr::Seq(a, b) => {
            let side = |e: &OptimizedExpr| match e {
                OptimizedExpr::Choice(..) => atom(e),
                _ => show(e),
            };
            format!("{} ~ {}", side(a), side(b))
        }
        OptimizedExpr::Choice(a, b) => format!("{} | {}", show(a), show(b)),
        OptimizedExpr::Opt(inner) => format!("{}?", atom(inner)),
        OptimizedExpr::Rep(inner) => format!("{}*", atom(inner)),
        OptimizedExpr::RestoreOnErr(inner) => show(inner),
        other => format!("{other:?}"),
    }
}

fn flatten_seq<'e>(expr: &'e OptimizedExpr, into: &mut Vec<&'e OptimizedExpr>) {
    match expr {
        OptimizedExpr::Seq(a, b) => {
            flatten_seq(a, into);
            flatten_seq(b, into);
        }
        OptimizedExpr::RestoreOnErr(inner) => flatten_seq(inner, into),
        _ => into.push(expr),
    }
}

/// A Rust byte literal.
fn byte_literal(b: u8) -> String {
    match b {
        b'\'' => r"b'\''".to_owned(),
        b'\\' => r"b'\\'".to_owned(),
        0x20..=0x7e => format!("b'{}'", char::from(b)),
        _ => format!("b'\\x{b:02x}'"),
    }
}

/// A Rust byte string literal.
fn bytes_literal(bytes: &[u8]) -> String {
    let mut out = String::from("b\"");
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(char::from(b)),
            _ => {
                let _ = write!(out, "\\x{b:02x}");
            }
        }
    }
    out.push('"');
    out
}

/// `code`, wrapped in a block when it is more than an expression.
fn block(code: &str) -> String {
    if code.lines().any(|line| line.starts_with("let ")) {
        format!("{{\n{}\n}}", indent(code, 4))
    } else {
        code.to_owned()
    }
}

/// `text` with every line but empty ones indented by `by` spaces.
fn indent(text: &str, by: usize) -> String {
    let pad = " ".repeat(by);
    text.lines()
        .map(|line| {
            if line.is_empty() {
                String::new()
            } else {
                format!("{pad}{line}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// One alternative of a compiled choice: a byte table, or an expression
/// tried on its own.
enum Alternative<'e> {
    Bytes(Box<Set>, Vec<String>),
    Expr(&'e OptimizedExpr, bool),
}

/// How a failure or a success leaves the code being generated: through the
/// function (`return`) or through a labelled block (`break 'label`).
#[derive(Clone)]
enum Exit {
    Return,
    Break(String),
}

impl Exit {
    fn with(&self, value: &str) -> String {
        match self {
            Exit::Return => format!("return {value}"),
            Exit::Break(label) => format!("break '{label} {value}"),
        }
    }
}

struct Compiler<'g> {
    rules: HashMap<&'g str, &'g OptimizedRule>,
    order: Vec<&'g str>,
    fields: HashMap<&'static str, &'static str>,
    /// The byte tables: name, members, the grammar text they stand for.
    tables: Vec<(String, Set, String)>,
    /// Functions asked for, `(rule, recording)`, and those written.
    wanted: Vec<(&'g str, bool)>,
    written: HashSet<(&'g str, bool)>,
    /// For each recording function, the fields that may have been written
    /// when it is called; the others are still `None`.
    entry_written: HashMap<&'g str, Fields>,
    /// The functions written: the rule's place in the grammar, whether it
    /// records, the code.
    functions: Vec<(usize, bool, String)>,
    fresh: usize,
}

impl<'g> Compiler<'g> {
    fn new(rules: &'g [OptimizedRule]) -> Self {
        Compiler {
            rules: rules.iter().map(|r| (r.name.as_str(), r)).collect(),
            order: rules.iter().map(|r| r.name.as_str()).collect(),
            fields: CAPTURES.iter().copied().collect(),
            tables: Vec::new(),
            wanted: Vec::new(),
            written: HashSet::new(),
            entry_written: HashMap::new(),
            functions: Vec::new(),
            fresh: 0,
        }
    }

    fn rule(&self, name: &str) -> &'g OptimizedRule {
        self.rules
            .get(name)
            .copied()
            .unwrap_or_else(|| panic!("{GRAMMAR} has no rule `{name}`"))
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.fresh += 1;
        format!("{prefix}{}", self.fresh)
    }

    // -- Checks ----------------------------------------------------------

    fn check(&self) {
        for name in ["WHITESPACE", "COMMENT"] {
            assert!(
                !self.rules.contains_key(name),
                "{GRAMMAR} defines `{name}`: implicit whitespace is not supported \
                 by the compiled recognizer"
            );
        }
        for (rule, _) in CAPTURES {
            assert!(
                self.rule(rule).ty != RuleType::Silent,
                "rule `{rule}` is captured but silent: pest gives it no pair"
            );
        }
        for name in &self.order {
            let rule = self.rule(name);
            assert!(
                matches!(
                    rule.ty,
                    RuleType::Normal | RuleType::Silent | RuleType::Atomic
                ),
                "rule `{name}` is {:?}: the compiled recognizer supports normal, \
                 silent and atomic rules only",
                rule.ty
            );
            self.check_expr(name, &rule.expr);
        }
        let mut state = HashMap::new();
        for entry in ENTRIES {
            self.check_acyclic(entry, &mut state, &mut Vec::new());
        }
    }

    fn check_expr(&self, rule: &str, expr: &OptimizedExpr) {
        #[allow(unreachable_patterns)] // OptimizedExpr has more variants with pest_meta features
        match expr {
            OptimizedExpr::Str(_) | OptimizedExpr::Insens(_) => {}
            OptimizedExpr::Range(a, b) => {
                ascii_char(a, rule);
                ascii_char(b, rule);
            }
            OptimizedExpr::Ident(name) => {
                let known = self.rules.contains_key(name.as_str())
                    || builtin_set(name).is_some()
                    || is_anchor(name);
                assert!(
                    known,
                    "rule `{rule}` uses `{name}`, which the compiled recognizer does not support"
                );
            }
            OptimizedExpr::PosPred(inner)
            | OptimizedExpr::NegPred(inner)
            | OptimizedExpr::Opt(inner)
            | OptimizedExpr::RestoreOnErr(inner) => self.check_expr(rule, inner),
            OptimizedExpr::Rep(inner) => {
                assert!(
                    !self.nullable(inner),
                    "rule `{rule}`: `{}` repeats an expression that can match nothing",
                    show(expr)
                );
                self.check_expr(rule, inner);
            }
            OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
                self.check_expr(rule, a);
                self.check_expr(rule, b);
            }
            other => panic!(
                "rule `{rule}` uses `{}`, which the compiled recognizer does not support",
                show(other)
            ),
        }
    }

    /// No rule reachable from an entry calls itself: the generated code
    /// then nests no deeper than the rules do, whatever the input.
    fn check_acyclic(
        &self,
        name: &'g str,
        state: &mut HashMap<&'g str, bool>,
        stack: &mut Vec<&'g str>,
    ) {
        match state.get(name) {
            Some(true) => return,
            Some(false) => panic!(
                "rule `{name}` is recursive ({} -> {name}): the compiled recognizer \
                 does not support recursion",
                stack.join(" -> ")
            ),
            None => {}
        }
        state.insert(name, false);
        stack.push(name);
        let mut called = Vec::new();
        calls(&self.rule(name).expr, &mut called);
        for callee in called {
            if let Some(rule) = self.rules.get(callee) {
                self.check_acyclic(rule.name.as_str(), state, stack);
            }
        }
        stack.pop();
        state.insert(name, true);
    }

    // -- Analyses (the grammar is not recursive, so they terminate) -------

    /// Whether `expr` can succeed without consuming anything (an
    /// over-approximation).
    fn nullable(&self, expr: &OptimizedExpr) -> bool {
        match expr {
            OptimizedExpr::Str(s) | OptimizedExpr::Insens(s) => s.is_empty(),
            OptimizedExpr::Range(..) => false,
            OptimizedExpr::Ident(name) => match self.rules.get(name.as_str()) {
                Some(rule) => self.nullable(&rule.expr),
                None => is_anchor(name),
            },
            OptimizedExpr::Seq(a, b) => self.nullable(a) && self.nullable(b),
            OptimizedExpr::Choice(a, b) => self.nullable(a) || self.nullable(b),
            OptimizedExpr::RestoreOnErr(inner) => self.nullable(inner),
            _ => true,
        }
    }

    /// The bytes a match of `expr` that consumes something can begin with
    /// (an over-approximation).
    fn first(&self, expr: &OptimizedExpr) -> Set {
        match expr {
            OptimizedExpr::Str(s) => set_of_bytes(s.bytes().take(1)),
            OptimizedExpr::Insens(s) => set_of_bytes(
                s.bytes()
                    .take(1)
                    .flat_map(|b| [b.to_ascii_lowercase(), b.to_ascii_uppercase()]),
            ),
            OptimizedExpr::Range(..) => self.bytes(expr, false).unwrap_or([true; 256]),
            OptimizedExpr::Ident(name) => match self.rules.get(name.as_str()) {
                Some(rule) => self.first(&rule.expr),
                None => builtin_set(name).unwrap_or([false; 256]),
            },
            OptimizedExpr::Seq(a, b) => {
                if self.nullable(a) {
                    union(&self.first(a), &self.first(b))
                } else {
                    self.first(a)
                }
            }
            OptimizedExpr::Choice(a, b) => union(&self.first(a), &self.first(b)),
            OptimizedExpr::Opt(inner)
            | OptimizedExpr::Rep(inner)
            | OptimizedExpr::RestoreOnErr(inner) => self.first(inner),
            OptimizedExpr::PosPred(_) | OptimizedExpr::NegPred(_) => [false; 256],
            _ => [true; 256],
        }
    }

    /// The captures fields a match of `expr` may write; none unless
    /// `recording`.
    fn writes(&self, expr: &OptimizedExpr, recording: bool) -> Fields {
        let mut out = BTreeSet::new();
        if recording {
            self.collect_writes(expr, &mut out);
        }
        out
    }

    fn collect_writes(&self, expr: &OptimizedExpr, out: &mut Fields) {
        match expr {
            OptimizedExpr::Ident(name) => {
                if let Some(rule) = self.rules.get(name.as_str()) {
                    out.extend(self.rule_writes(rule));
                }
            }
            OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
                self.collect_writes(a, out);
                self.collect_writes(b, out);
            }
            OptimizedExpr::Opt(inner)
            | OptimizedExpr::Rep(inner)
            | OptimizedExpr::RestoreOnErr(inner) => self.collect_writes(inner, out),
            _ => {}
        }
    }

    /// The fields a call of `rule` may write when pest would record it.
    fn rule_writes(&self, rule: &OptimizedRule) -> Fields {
        let mut out = self.writes(&rule.expr, rule.ty != RuleType::Atomic);
        if let Some(field) = self.fields.get(rule.name.as_str()) {
            out.insert(field);
        }
        out
    }

    /// The bytes of `expr` when it always matches exactly one byte, from a
    /// set, and records nothing.
    fn bytes(&self, expr: &OptimizedExpr, recording: bool) -> Option<Set> {
        match expr {
            OptimizedExpr::Str(s) if s.len() == 1 => Some(set_of_bytes(s.bytes())),
            OptimizedExpr::Insens(s) if s.len() == 1 => {
                Some(set_of_bytes(s.bytes().flat_map(|b| {
                    [b.to_ascii_lowercase(), b.to_ascii_uppercase()]
                })))
            }
            OptimizedExpr::Range(a, b) => Some(set_of_bytes(
                ascii_char(a, "range")..=ascii_char(b, "range"),
            )),
            OptimizedExpr::Ident(name) => match self.rules.get(name.as_str()) {
                Some(rule) if !recording || self.rule_writes(rule).is_empty() => {
                    self.bytes(&rule.expr, false)
                }
                Some(_) => None,
                None => builtin_set(name),
            },
            OptimizedExpr::Choice(a, b) => Some(union(
                &self.bytes(a, recording)?,
                &self.bytes(b, recording)?,
            )),
            OptimizedExpr::RestoreOnErr(inner) => self.bytes(inner, recording),
            _ => None,
        }
    }

    /// Fills in `entry_written`: from the entries, where nothing is written
    /// yet, through the rules in an order that puts every caller before
    /// what it calls.
    fn find_entry_written(&mut self) {
        let mut order = Vec::new();
        let mut seen = HashSet::new();
        for entry in ENTRIES {
            self.postorder(entry, &mut seen, &mut order);
        }
        let mut entry_written: HashMap<&'g str, Fields> = HashMap::new();
        for entry in ENTRIES {
            entry_written
                .entry(self.rule(entry).name.as_str())
                .or_default();
        }
        for name in order.into_iter().rev() {
            let Some(w) = entry_written.get(name).cloned() else {
                continue;
            };
            let rule = self.rule(name);
            self.flow(
                &rule.expr,
                &w,
                rule.ty != RuleType::Atomic,
                &mut entry_written,
            );
        }
        self.entry_written = entry_written;
    }

    fn postorder(&self, name: &'g str, seen: &mut HashSet<&'g str>, order: &mut Vec<&'g str>) {
        let rule = self.rule(name);
        if !seen.insert(rule.name.as_str()) {
            return;
        }
        let mut called = Vec::new();
        calls(&rule.expr, &mut called);
        for callee in called {
            if let Some(callee) = self.rules.get(callee) {
                self.postorder(callee.name.as_str(), seen, order);
            }
        }
        order.push(rule.name.as_str());
    }

    /// The fields that may have been written after a match of `expr`, from
    /// `w` before it; records what each recording call may find written.
    fn flow(
        &self,
        expr: &OptimizedExpr,
        w: &Fields,
        recording: bool,
        entry_written: &mut HashMap<&'g str, Fields>,
    ) -> Fields {
        let mut out = w.clone();
        match expr {
            OptimizedExpr::Ident(name) => {
                if let Some(rule) = self.rules.get(name.as_str()) {
                    let writes = self.rule_writes(rule);
                    if recording && !writes.is_empty() {
                        entry_written
                            .entry(rule.name.as_str())
                            .or_default()
                            .extend(w.iter().copied());
                        out.extend(writes);
                    }
                }
            }
            OptimizedExpr::Seq(a, b) => {
                let after = self.flow(a, w, recording, entry_written);
                out = self.flow(b, &after, recording, entry_written);
            }
            OptimizedExpr::Choice(a, b) => {
                out.extend(self.flow(a, w, recording, entry_written));
                out.extend(self.flow(b, w, recording, entry_written));
            }
            OptimizedExpr::Opt(inner) | OptimizedExpr::RestoreOnErr(inner) => {
                out.extend(self.flow(inner, w, recording, entry_written));
            }
            OptimizedExpr::Rep(inner) => {
                out.extend(self.writes(inner, recording));
                let again = out.clone();
                out.extend(self.flow(inner, &again, recording, entry_written));
            }
            _ => {}
        }
        out
    }

    // -- Code ------------------------------------------------------------

    fn compile(mut self) -> String {
        self.check();
        self.find_entry_written();
        let mut entries = String::new();
        for entry in ENTRIES {
            let rule = self.rule(entry);
            let recording = !self.rule_writes(rule).is_empty();
            let call = self.call(entry, "0", recording);
            let _ = write!(
                entries,
                "\n/// Whether `{entry}` matches at the start of `s`, the spans it\n\
                 /// records left in `cap`, which must come in with none; the\n\
                 /// terminals that failed are reported to `t`.\n\
                 #[inline]\n\
                 pub(crate) fn {entry}<T: Track>(s: &[u8], cap: &mut Captures, t: &mut T) -> bool {{\n    \
                 {call}.is_some()\n}}\n"
            );
        }
        while let Some((name, recording)) = self.wanted.pop() {
            if self.written.insert((name, recording)) {
                self.function(name, recording);
            }
        }

        let mut out = String::new();
        out.push_str(
            "// Compiled from grammar/uri.pest by build.rs, from the rules as\n\
             // pest_meta optimizes them (the same rules pest_derive compiles).\n\
             // Do not edit: change the grammar or build.rs.\n\n",
        );
        out.push_str("/// The spans of the recorded rules of one match.\n");
        out.push_str("#[derive(Debug, Clone, Copy, Default)]\npub(crate) struct Captures {\n");
        let mut seen = HashSet::new();
        for (_, field) in CAPTURES {
            if seen.insert(field) {
                let rules: Vec<&str> = CAPTURES
                    .iter()
                    .filter(|(_, f)| f == field)
                    .map(|(r, _)| *r)
                    .collect();
                let _ = writeln!(out, "    /// `{}`", rules.join("`, `"));
                let _ = writeln!(out, "    pub(crate) {field}: Option<Span>,");
            }
        }
        out.push_str("}\n");
        out.push_str(&entries);
        out.push('\n');
        for (name, set, source) in &self.tables {
            let bytes: Vec<u8> = members(set).collect();
            let _ = write!(
                out,
                "// {source}\nstatic {name}: [bool; 256] = table({});\n",
                bytes_literal(&bytes)
            );
        }
        self.functions.sort();
        for (_, _, code) in &self.functions {
            out.push_str(code);
        }
        out
    }

    /// A call of rule `name` at position `at`; asks for the function.
    fn call(&mut self, name: &'g str, at: &str, recording: bool) -> String {
        let rule = self.rule(name);
        let recording = recording && !self.rule_writes(rule).is_empty();
        self.wanted.push((rule.name.as_str(), recording));
        if recording {
            format!("c_{name}(s, {at}, cap, t)")
        } else {
            format!("m_{name}(s, {at}, t)")
        }
    }

    fn function(&mut self, name: &'g str, recording: bool) {
        let rule = self.rule(name);
        let sigil = match rule.ty {
            RuleType::Silent => "_",
            RuleType::Atomic => "@",
            RuleType::CompoundAtomic => "$",
            RuleType::NonAtomic => "!",
            _ => "",
        };
        let inner_recording = recording && rule.ty != RuleType::Atomic;
        let field = if recording {
            self.fields.get(name).copied()
        } else {
            None
        };
        let w = if recording {
            self.entry_written.get(name).cloned().unwrap_or_else(|| {
                panic!("build.rs: `{name}` records but was not reached by the flow analysis")
            })
        } else {
            Fields::new()
        };
        let w = &w;
        let body = match field {
            Some(field) if matches!(rule.expr, OptimizedExpr::Opt(_) | OptimizedExpr::Rep(_)) => {
                let end = self.total(&rule.expr, "pos", inner_recording, w);
                format!("let end = {end};\ncap.{field} = Some(Span::new(pos, end));\nSome(end)")
            }
            Some(field) => {
                let expr = self.expr(&rule.expr, "pos", inner_recording, w);
                format!("let end = {expr}?;\ncap.{field} = Some(Span::new(pos, end));\nSome(end)")
            }
            None => self.body(&rule.expr, "pos", inner_recording, &Exit::Return, w),
        };
        let (prefix, params) = if recording {
            ("c", "s: &[u8], pos: usize, cap: &mut Captures, t: &mut T")
        } else {
            ("m", "s: &[u8], pos: usize, t: &mut T")
        };
        let code = format!(
            "\n// {name} = {sigil}{{ {} }}\n#[inline]\nfn {prefix}_{name}<T: Track>({params}) -> Option<usize> {{\n{}\n}}\n",
            show(&rule.expr),
            indent(&body, 4)
        );
        let place = self
            .order
            .iter()
            .position(|r| *r == name)
            .unwrap_or(usize::MAX);
        self.functions.push((place, !recording, code));
    }

    /// The name of the table for `set`, made if new.
    fn table(&mut self, set: Set, sources: &[String]) -> String {
        if let Some((name, _, _)) = self.tables.iter().find(|(_, s, _)| *s == set) {
            return name.clone();
        }
        let mut name = match sources {
            [one] if one.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                one.to_ascii_uppercase()
            }
            _ => format!("SET_{}", self.tables.len()),
        };
        while self.tables.iter().any(|(taken, _, _)| *taken == name) {
            name = format!("{name}_{}", self.tables.len());
        }
        self.tables.push((name.clone(), set, sources.join(" | ")));
        name
    }

    /// One byte of `set` at `at`.
    fn byte_test(&mut self, set: Set, sources: &[String], at: &str) -> String {
        self.set_call(set, sources, at, ("byte", "class"))
    }

    /// The end of the run of bytes of `set` from `at`.
    fn skip(&mut self, set: Set, sources: &[String], at: &str) -> String {
        self.set_call(set, sources, at, ("skip_byte", "skip_class"))
    }

    /// A call at `at` of the first of `helpers` when `set` is one byte (a
    /// comparison), else of the second with the table of `set`.
    fn set_call(
        &mut self,
        set: Set,
        sources: &[String],
        at: &str,
        (by_byte, by_table): (&str, &str),
    ) -> String {
        let bytes: Vec<u8> = members(&set).collect();
        match bytes.as_slice() {
            [one] => format!("{by_byte}(s, {at}, {}, t)", byte_literal(*one)),
            _ => {
                let table = self.table(set, sources);
                format!("{by_table}(s, {at}, &{table}, t)")
            }
        }
    }

    /// A statement list that ends in the value of `expr` at `at`, leaving
    /// through `exit` when it fails.
    fn body(
        &mut self,
        expr: &OptimizedExpr,
        at: &str,
        recording: bool,
        exit: &Exit,
        w: &Fields,
    ) -> String {
        if self.bytes(expr, recording).is_none() {
            match expr {
                OptimizedExpr::Seq(..) => return self.seq(expr, at, recording, exit, w),
                OptimizedExpr::Choice(..) => return self.choice(expr, at, recording, exit, w),
                _ => {}
            }
        }
        self.expr(expr, at, recording, w)
    }

    /// An expression of type `Option<usize>`: the end of a match of `expr`
    /// at `at`.
    fn expr(&mut self, expr: &OptimizedExpr, at: &str, recording: bool, w: &Fields) -> String {
        if let Some(set) = self.bytes(expr, recording) {
            return self.byte_test(set, &[show(expr)], at);
        }
        match expr {
            OptimizedExpr::Str(s) if s.is_empty() => format!("Some({at})"),
            OptimizedExpr::Str(s) => format!("lit(s, {at}, {}, t)", bytes_literal(s.as_bytes())),
            OptimizedExpr::Insens(s) if s.is_empty() => format!("Some({at})"),
            OptimizedExpr::Insens(s) => {
                format!("insens(s, {at}, {}, t)", bytes_literal(s.as_bytes()))
            }
            OptimizedExpr::Ident(name) => match name.as_str() {
                "SOI" => format!("soi({at}, t)"),
                "EOI" => format!("eoi(s, {at}, t)"),
                _ => {
                    let rule = self.rule(name);
                    self.call(rule.name.as_str(), at, recording)
                }
            },
            OptimizedExpr::PosPred(inner) => {
                let test = self.expr(inner, at, false, &Fields::new());
                let (prelude, test) = self.bind(test);
                block(&format!(
                    "{prelude}if {test}.is_some() {{ Some({at}) }} else {{ None }}"
                ))
            }
            OptimizedExpr::NegPred(inner) => {
                // What fails inside a negative lookahead is what lets the
                // input go on: not a failure to report.
                let test = self.expr(inner, at, false, &Fields::new());
                let (prelude, test) = self.bind(test);
                format!(
                    "{{\n    let t = &mut Quiet;\n{}\n}}",
                    indent(
                        &format!("{prelude}if {test}.is_none() {{ Some({at}) }} else {{ None }}"),
                        4
                    )
                )
            }
            OptimizedExpr::Seq(..) | OptimizedExpr::Choice(..) => {
                let label = self.fresh("b");
                let body = self.body(expr, at, recording, &Exit::Break(label.clone()), w);
                format!("'{label}: {{\n{}\n}}", indent(&body, 4))
            }
            OptimizedExpr::Opt(_) | OptimizedExpr::Rep(_) => {
                format!("Some({})", self.total(expr, at, recording, w))
            }
            OptimizedExpr::RestoreOnErr(inner) => self.expr(inner, at, recording, w),
            other => panic!("the compiled recognizer does not support `{}`", show(other)),
        }
    }

    /// An expression of type `usize` for an `Opt` or `Rep`, which never
    /// fail.
    fn total(&mut self, expr: &OptimizedExpr, at: &str, recording: bool, w: &Fields) -> String {
        match expr {
            OptimizedExpr::Opt(inner) => {
                let writes = self.writes(inner, recording);
                let (save, restore) = self.save(&writes, w);
                let attempt = self.expr(inner, at, recording, w);
                let (prelude, attempt) = self.bind(attempt);
                let none = if restore.is_empty() {
                    format!("None => {at},")
                } else {
                    format!("None => {{\n{}\n    {at}\n}}", indent(&restore, 4))
                };
                block(&format!(
                    "{save}{}{prelude}match {attempt} {{\n    Some(p) => p,\n{}\n}}",
                    if save.is_empty() { "" } else { "\n" },
                    indent(&none, 4)
                ))
            }
            OptimizedExpr::Rep(inner) => {
                if let Some(set) = self.bytes(inner, recording) {
                    return self.skip(set, &[show(inner)], at);
                }
                if let Some(fused) = self.fuse_delimited(inner, recording) {
                    return self.total(&fused, at, recording, w);
                }
                let here = self.fresh("p");
                // From the second time round, the first one's captures are
                // there to put back.
                let mut w = w.clone();
                w.extend(self.writes(inner, recording));
                let w = &w;
                let mut alternatives = self.alternatives(inner, recording);
                // A choice that begins with bytes of a table: take the run of
                // them at once, then the other alternatives.
                let (run, writes, attempt) = match alternatives.first() {
                    Some(Alternative::Bytes(set, sources)) if alternatives.len() > 1 => {
                        let skip = self.skip(**set, sources, &here);
                        let run = format!("{here} = {skip};\n");
                        alternatives.remove(0);
                        let (_, writes) = self.alternative_writes(&alternatives);
                        (run, writes, self.choice_expr(alternatives, &here, w))
                    }
                    _ => (
                        String::new(),
                        self.writes(inner, recording),
                        self.expr(inner, &here, recording, w),
                    ),
                };
                let (save, restore) = self.save(&writes, w);
                let (prelude, attempt) = self.bind(attempt);
                let none = if restore.is_empty() {
                    format!("None => break {here},")
                } else {
                    format!("None => {{\n{}\n    break {here};\n}}", indent(&restore, 4))
                };
                let step = format!(
                    "{run}{save}{}{prelude}match {attempt} {{\n    Some(p) => {here} = p,\n{}\n}}",
                    if save.is_empty() { "" } else { "\n" },
                    indent(&none, 4)
                );
                format!(
                    "{{\n    let mut {here} = {at};\n    loop {{\n{}\n    }}\n}}",
                    indent(&step, 8)
                )
            }
            _ => unreachable!("total: only Opt and Rep"),
        }
    }

    /// `(d ~ a*)*` as the equal `(d ~ (d | a)*)?`, when `d` is one byte
    /// of a set, `a` cannot begin with one of them or match nothing, and
    /// neither records: a path's `("/" ~ segment)*`, say. At each position
    /// at most one of `d` and `a` can match, so the two take the same
    /// input; the second is one run of a table (the delimiters joined to
    /// the segment's bytes) rather than a run per segment, which saves a
    /// mispredicted branch at every delimiter.
    fn fuse_delimited(&self, inner: &OptimizedExpr, recording: bool) -> Option<OptimizedExpr> {
        let OptimizedExpr::Seq(delimiter, rest) = strip_restore(inner) else {
            return None;
        };
        let delimiters = self.bytes(delimiter, recording)?;
        let repeated = self.repetition(rest, recording)?;
        if self.nullable(repeated)
            || !disjoint(&self.first(repeated), &delimiters)
            || !self.writes(inner, recording).is_empty()
        {
            return None;
        }
        let delimiter = (**delimiter).clone();
        Some(OptimizedExpr::Opt(Box::new(OptimizedExpr::Seq(
            Box::new(delimiter.clone()),
            Box::new(OptimizedExpr::Rep(Box::new(OptimizedExpr::Choice(
                Box::new(delimiter),
                Box::new(repeated.clone()),
            )))),
        ))))
    }

    /// `a` when `expr` is `a*`, seen through calls of rules that record
    /// nothing.
    fn repetition<'e>(&self, expr: &'e OptimizedExpr, recording: bool) -> Option<&'e OptimizedExpr>
    where
        'g: 'e,
    {
        match strip_restore(expr) {
            OptimizedExpr::Rep(repeated) => Some(repeated),
            OptimizedExpr::Ident(name) => {
                let rule = self.rules.get(name.as_str())?;
                if recording && !self.rule_writes(rule).is_empty() {
                    return None;
                }
                self.repetition(&rule.expr, false)
            }
            _ => None,
        }
    }

    /// `code` as a value to test: itself when it is one line, else the name
    /// of a variable bound to it by the returned statement (a block in a
    /// condition reads badly).
    fn bind(&mut self, code: String) -> (String, String) {
        if code.contains('\n') {
            let name = self.fresh("r");
            (format!("let {name} = {code};\n"), name)
        } else {
            (String::new(), code)
        }
    }

    /// Statements that save `fields` of the captures, and that put them
    /// back: a field not in `written` is still `None`, and needs no saving.
    fn save(&mut self, fields: &Fields, written: &Fields) -> (String, String) {
        let mut save = Vec::new();
        let mut restore = Vec::new();
        for field in fields {
            if written.contains(field) {
                let name = self.fresh(&format!("saved_{field}_"));
                save.push(format!("let {name} = cap.{field};"));
                restore.push(format!("cap.{field} = {name};"));
            } else {
                restore.push(format!("cap.{field} = None;"));
            }
        }
        (save.join("\n"), restore.join("\n"))
    }

    /// The alternatives of a choice, in order, with a rule that is itself a
    /// choice, records nothing and is not just a table opened up into its
    /// alternatives (a rule call is its body), and the one-byte alternatives
    /// gathered into tables.
    ///
    /// A one-byte alternative may move ahead of an alternative that cannot
    /// match where it can (that cannot match nothing and cannot begin with
    /// one of its bytes): of the two, only one can succeed at any position,
    /// so their order does not matter.
    fn alternatives<'e>(&self, expr: &'e OptimizedExpr, recording: bool) -> Vec<Alternative<'e>>
    where
        'g: 'e,
    {
        let mut flat = Vec::new();
        self.flatten_choice(expr, recording, &mut flat);
        let mut alternatives: Vec<Alternative<'e>> = Vec::new();
        for (item, recording) in flat {
            let Some(set) = self.bytes(item, recording) else {
                alternatives.push(Alternative::Expr(item, recording));
                continue;
            };
            let mut target = None;
            for (index, alternative) in alternatives.iter().enumerate().rev() {
                match alternative {
                    Alternative::Bytes(..) => {
                        target = Some(index);
                        break;
                    }
                    Alternative::Expr(other, _) => {
                        if self.nullable(other) || !disjoint(&self.first(other), &set) {
                            break;
                        }
                    }
                }
            }
            match target.and_then(|i| alternatives.get_mut(i)) {
                Some(Alternative::Bytes(bytes, sources)) => {
                    **bytes = union(bytes, &set);
                    sources.push(show(item));
                }
                _ => alternatives.push(Alternative::Bytes(Box::new(set), vec![show(item)])),
            }
        }
        alternatives
    }

    fn flatten_choice<'e>(
        &self,
        expr: &'e OptimizedExpr,
        recording: bool,
        into: &mut Vec<(&'e OptimizedExpr, bool)>,
    ) where
        'g: 'e,
    {
        match expr {
            OptimizedExpr::Choice(a, b) => {
                self.flatten_choice(a, recording, into);
                self.flatten_choice(b, recording, into);
            }
            OptimizedExpr::RestoreOnErr(inner) => self.flatten_choice(inner, recording, into),
            OptimizedExpr::Ident(name) => match self.rules.get(name.as_str()) {
                Some(rule)
                    if matches!(rule.expr, OptimizedExpr::Choice(..))
                        && self.bytes(&rule.expr, false).is_none()
                        && (!recording || self.rule_writes(rule).is_empty()) =>
                {
                    self.flatten_choice(&rule.expr, false, into);
                }
                _ => into.push((expr, recording)),
            },
            _ => into.push((expr, recording)),
        }
    }

    fn seq(
        &mut self,
        expr: &OptimizedExpr,
        at: &str,
        recording: bool,
        exit: &Exit,
        w: &Fields,
    ) -> String {
        let mut w = w.clone();
        let mut items = Vec::new();
        flatten_seq(expr, &mut items);
        let mut lines = Vec::new();
        let mut here = at.to_owned();
        let last = items.len() - 1;
        for (i, item) in items.into_iter().enumerate() {
            if i == last {
                lines.push(self.expr(item, &here, recording, &w));
                break;
            }
            let next = self.fresh("p");
            if matches!(item, OptimizedExpr::Opt(_) | OptimizedExpr::Rep(_)) {
                let value = self.total(item, &here, recording, &w);
                lines.push(format!("let {next} = {value};"));
            } else {
                let value = self.expr(item, &here, recording, &w);
                match exit {
                    Exit::Return => lines.push(format!("let {next} = {value}?;")),
                    Exit::Break(_) => {
                        let (prelude, value) = self.bind(value);
                        lines.push(format!(
                            "{prelude}let {next} = match {value} {{\n    Some(p) => p,\n    None => {},\n}};",
                            exit.with("None")
                        ));
                    }
                }
            }
            here = next;
            w.extend(self.writes(item, recording));
        }
        lines.join("\n")
    }

    fn choice(
        &mut self,
        expr: &OptimizedExpr,
        at: &str,
        recording: bool,
        exit: &Exit,
        w: &Fields,
    ) -> String {
        let alternatives = self.alternatives(expr, recording);
        self.choice_of(alternatives, at, exit, w)
    }

    /// The fields the alternatives may write, each's and all of them.
    fn alternative_writes(&self, alternatives: &[Alternative<'_>]) -> (Vec<Fields>, Fields) {
        let each: Vec<Fields> = alternatives
            .iter()
            .map(|a| match a {
                Alternative::Bytes(..) => BTreeSet::new(),
                Alternative::Expr(e, recording) => self.writes(e, *recording),
            })
            .collect();
        let all = each.iter().flat_map(|w| w.iter().copied()).collect();
        (each, all)
    }

    /// An `Option<usize>` expression for a choice among `alternatives`.
    fn choice_expr(
        &mut self,
        mut alternatives: Vec<Alternative<'_>>,
        at: &str,
        w: &Fields,
    ) -> String {
        if alternatives.len() == 1 {
            return match alternatives.pop() {
                Some(Alternative::Bytes(set, sources)) => self.byte_test(*set, &sources, at),
                Some(Alternative::Expr(e, recording)) => self.expr(e, at, recording, w),
                None => unreachable!("one alternative"),
            };
        }
        let label = self.fresh("b");
        let body = self.choice_of(alternatives, at, &Exit::Break(label.clone()), w);
        format!("'{label}: {{\n{}\n}}", indent(&body, 4))
    }

    /// Straight-line code for a choice: each alternative tried in turn from
    /// `at`, the captures a failed one may have written put back.
    fn choice_of(
        &mut self,
        alternatives: Vec<Alternative<'_>>,
        at: &str,
        exit: &Exit,
        w: &Fields,
    ) -> String {
        let mut lines = Vec::new();
        let last = alternatives.len() - 1;
        let (all_writes, _) = self.alternative_writes(&alternatives);
        let restored: Fields = all_writes
            .iter()
            .take(last)
            .flat_map(|w| w.iter().copied())
            .collect();
        let mut saved_names = HashMap::new();
        for field in restored.intersection(w) {
            let name = self.fresh(&format!("saved_{field}_"));
            lines.push(format!("let {name} = cap.{field};"));
            saved_names.insert(*field, name);
        }
        for (i, alternative) in alternatives.into_iter().enumerate() {
            let code = match alternative {
                Alternative::Bytes(set, sources) => self.byte_test(*set, &sources, at),
                Alternative::Expr(e, recording) => self.expr(e, at, recording, w),
            };
            if i == last {
                lines.push(code);
                break;
            }
            let (prelude, code) = self.bind(code);
            lines.push(format!(
                "{prelude}if let Some(p) = {code} {{\n    {};\n}}",
                exit.with("Some(p)")
            ));
            if let Some(writes) = all_writes.get(i) {
                for field in writes {
                    lines.push(match saved_names.get(field) {
                        Some(name) => format!("cap.{field} = {name};"),
                        None => format!("cap.{field} = None;"),
                    });
                }
            }
        }
        lines.join("\n")
    }
}

/// `expr` without the `RestoreOnErr` wrappers pest_meta adds (the
/// generated code puts captures back itself).
fn strip_restore(expr: &OptimizedExpr) -> &OptimizedExpr {
    match expr {
        OptimizedExpr::RestoreOnErr(inner) => strip_restore(inner),
        other => other,
    }
}

/// The names an expression calls.
fn calls<'e>(expr: &'e OptimizedExpr, into: &mut Vec<&'e str>) {
    match expr {
        OptimizedExpr::Ident(name) => into.push(name),
        OptimizedExpr::PosPred(inner)
        | OptimizedExpr::NegPred(inner)
        | OptimizedExpr::Opt(inner)
        | OptimizedExpr::Rep(inner)
        | OptimizedExpr::RestoreOnErr(inner) => calls(inner, into),
        OptimizedExpr::Seq(a, b) | OptimizedExpr::Choice(a, b) => {
            calls(a, into);
            calls(b, into);
        }
        _ => {}
    }
}
