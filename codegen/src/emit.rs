//! The code: one function per rule and recording mode, the byte tables,
//! the entry points and the `Captures` they fill in, as the text of the
//! generated module (before formatting).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use pest_meta::ast::RuleType;
use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};

use crate::Native;
use crate::analysis::flow::EntryWritten;
use crate::grammar::{Fields, Grammar, flatten_seq, strip_restore};
use crate::rewrite::{Alternative, Within, nest_options};
use crate::runtime::{Helper, SPAN, imports};
use crate::sets::{Chars, FULL, both_cases, members, set_of_bytes};
use crate::show::{byte_literal, bytes_literal, show};

/// The generated module for the checked grammar `g`, unformatted.
pub(crate) fn emit(g: &Grammar<'_>) -> String {
    Compiler::new(g).compile()
}

/// How a failure or a success leaves the code being generated: through the
/// function (`return`) or through a labelled block (`break 'label`).
#[derive(Clone)]
enum Exit {
    Return,
    Break(String),
}

impl Exit {
    /// The statement that leaves with `value`.
    fn with(&self, value: &str) -> String {
        match self {
            Exit::Return => format!("return {value}"),
            Exit::Break(label) => format!("break '{label} {value}"),
        }
    }
}

/// A byte table of the generated code, with the ranges of characters above
/// ASCII when the set has some.
struct Table {
    name: String,
    set: Chars,
    /// The grammar text it stands for, for the comment above it.
    source: String,
}

/// A function written.
struct Function {
    /// The rule's place in the grammar: functions follow the rules' order.
    place: usize,
    /// Whether this is the non-recording function: it follows the
    /// recording one of the same rule.
    matching: bool,
    code: String,
}

/// The state of one emission.
struct Compiler<'a, 'g> {
    g: &'a Grammar<'g>,
    /// The tables, in the order they were made.
    tables: Vec<Table>,
    /// The function being written.
    current: String,
    /// Functions asked for, `(rule, recording, told)`, and those written:
    /// `told` names the rule whose run from the same position the caller
    /// has read (see [`Compiler::shared_run`]).
    wanted: Vec<(&'g str, bool, Option<&'g str>)>,
    written: BTreeSet<(&'g str, bool, Option<&'g str>)>,
    /// In a function told where a run from `pos` ends, the rule of that
    /// run: a call of it at `pos` is that end (`run_end`), not read again.
    told: Option<&'g str>,
    /// For each recording function, the fields that may have been written
    /// when it is called; the others are still `None`.
    entry_written: EntryWritten<'g>,
    functions: Vec<Function>,
    /// The last number given to a variable or label in the function being
    /// written. Numbering starts again in each function, so that a change to
    /// one rule renumbers nothing in the others' generated code.
    fresh: usize,
    /// The runtime items the code uses.
    helpers: BTreeSet<Helper>,
    /// The runtime functions of the native rules it calls.
    natives: BTreeSet<&'static str>,
    /// The fatal rules ([`Grammar::fatal_rules`]), with their first bytes.
    fatal: BTreeMap<&'g str, u8>,
    /// The fatal rules whose probe ([`Compiler::fatal_probe`]) the code
    /// calls.
    probes: BTreeSet<&'g str>,
    /// Whether the function being written calls a probe.
    calls_probe: bool,
    /// How many lookaheads the code being written is inside: there, `t` is
    /// not the function's tracker, and a fatal failure is a failure.
    lookahead: usize,
}

impl<'a, 'g> Compiler<'a, 'g> {
    fn new(g: &'a Grammar<'g>) -> Self {
        Compiler {
            g,
            tables: Vec::new(),
            current: String::new(),
            wanted: Vec::new(),
            written: BTreeSet::new(),
            told: None,
            entry_written: g.entry_written(),
            functions: Vec::new(),
            fresh: 0,
            helpers: BTreeSet::new(),
            natives: BTreeSet::new(),
            fatal: g.fatal_rules(),
            probes: BTreeSet::new(),
            calls_probe: false,
            lookahead: 0,
        }
    }

    /// A name not used before, `prefix` and a number.
    fn fresh(&mut self, prefix: &str) -> String {
        self.fresh += 1;
        format!("{prefix}{}", self.fresh)
    }

    /// The name of the runtime item `helper`, noted as used.
    fn helper(&mut self, helper: Helper) -> &'static str {
        self.helpers.insert(helper);
        helper.name()
    }

    /// The whole module.
    fn compile(mut self) -> String {
        let target = self.g.target();
        let mut entries = String::new();
        for entry in target.entries {
            let rule = self.g.rule(entry);
            let recording = !self.g.rule_writes(rule).is_empty();
            let call = self.call(rule.name.as_str(), "0", recording);
            let track = self.helper(Helper::Track);
            let _ = write!(
                entries,
                "\n/// Where a match of `{entry}` at the start of `s` ends, the spans\n\
                 /// it records left in `cap`, which must come in with none; the\n\
                 /// terminals that failed are reported to `t`. The input is in the\n\
                 /// rule's language when the match ends at its end.\n\
                 #[inline]\n\
                 pub(crate) fn {entry}<T: {track}>(s: &[u8], cap: &mut Captures, t: &mut T) -> Option<usize> {{\n    \
                 {call}\n}}\n"
            );
        }
        // Each function asks for the ones it calls.
        while let Some((name, recording, told)) = self.wanted.pop() {
            if self.written.insert((name, recording, told)) {
                self.function(name, recording, told);
            }
        }
        for name in std::mem::take(&mut self.probes) {
            self.fatal_probe(name);
        }

        let captures = match target.captures_in {
            // Another target's: its fields are these (`lib.rs` tests it).
            Some(module) => captures_import(module, target.captures, target.natives),
            None => captures_struct(target.captures, target.natives),
        };

        let mut tables = String::new();
        let make = if self.tables.is_empty() {
            ""
        } else {
            self.helper(Helper::Table)
        };
        let wide_type = if self.tables.iter().any(|t| !t.set.wide.is_empty()) {
            self.helper(Helper::CharsTable)
        } else {
            ""
        };
        for table in &self.tables {
            let bytes: Vec<u8> = members(&table.set.ascii).collect();
            if table.set.wide.is_empty() {
                let _ = write!(
                    tables,
                    "// {}\nstatic {}: [bool; 256] = {make}({});\n",
                    table.source,
                    table.name,
                    bytes_literal(&bytes)
                );
            } else {
                let ranges: Vec<String> = table
                    .set
                    .wide
                    .iter()
                    .map(|(lo, hi)| format!("({lo:#x}, {hi:#x})"))
                    .collect();
                let _ = write!(
                    tables,
                    "// {}\nstatic {}: {wide_type} = {wide_type} {{\n    ascii: {make}({}),\n    wide: &[{}],\n}};\n",
                    table.source,
                    table.name,
                    bytes_literal(&bytes),
                    ranges.join(", ")
                );
            }
        }
        self.functions
            .sort_by(|a, b| (a.place, a.matching, &a.code).cmp(&(b.place, b.matching, &b.code)));

        let mut out = header(&target.source_names());
        out.push_str(&imports(
            &self.helpers,
            &self.natives,
            !target.captures.is_empty(),
        ));
        out.push('\n');
        out.push_str(&captures);
        out.push_str(&entries);
        out.push('\n');
        out.push_str(&tables);
        for function in &self.functions {
            out.push_str(&function.code);
        }
        out
    }

    /// A call of rule `name` at position `at`; asks for the function.
    fn call(&mut self, name: &'g str, at: &str, recording: bool) -> String {
        let (function, recording) = self.wanted_function(name, None, recording);
        if recording {
            format!("{function}(s, {at}, cap, t)")
        } else {
            format!("{function}(s, {at}, t)")
        }
    }

    /// A call of rule `name` at position `at`, where the run of rule `told`
    /// from `at` ends at `end`; asks for the function.
    fn call_after(
        &mut self,
        name: &'g str,
        told: &'g str,
        at: &str,
        end: &str,
        recording: bool,
    ) -> String {
        let (function, recording) = self.wanted_function(name, Some(told), recording);
        if recording {
            format!("{function}(s, {at}, {end}, cap, t)")
        } else {
            format!("{function}(s, {at}, {end}, t)")
        }
    }

    /// Asks for the function of rule `name` (told where the run of rule
    /// `told` ends, when given), the recording one when `recording` and the
    /// rule may write a capture: its name, and whether it records.
    fn wanted_function(
        &mut self,
        name: &'g str,
        told: Option<&'g str>,
        recording: bool,
    ) -> (String, bool) {
        let rule = self.g.rule(name);
        let recording = recording && !self.g.rule_writes(rule).is_empty();
        self.wanted.push((rule.name.as_str(), recording, told));
        (function_name(name, recording, told), recording)
    }

    /// Writes the function of rule `name`: `c_<name>`, which records, or
    /// `m_<name>`, which does not; with `told`, `c_<name>_after_<told>` or
    /// `m_<name>_after_<told>`, which are told where the run of rule `told`
    /// from `pos` ends (`run_end`).
    fn function(&mut self, name: &'g str, recording: bool, told: Option<&'g str>) {
        self.fresh = 0;
        self.told = told;
        self.calls_probe = false;
        self.current = function_name(name, recording, told);
        let rule = self.g.rule(name);
        let sigil = match rule.ty {
            RuleType::Silent => "_",
            RuleType::Atomic => "@",
            RuleType::CompoundAtomic => "$",
            RuleType::NonAtomic => "!",
            RuleType::Normal => "",
        };
        // Nothing is recorded inside an atomic rule.
        let inner_recording = recording && rule.ty != RuleType::Atomic;
        let field = if recording { self.g.field(name) } else { None };
        // The flow analysis follows every recording call the emitter
        // writes: the rewrites open up or fuse only what records nothing.
        let w = if recording {
            self.entry_written.get(name).cloned().unwrap_or_else(|| {
                panic!("`{name}` records but the flow analysis did not reach it")
            })
        } else {
            Fields::new()
        };
        let w = &w;
        let body = match field {
            Some(field) if matches!(rule.expr, OptimizedExpr::Opt(_) | OptimizedExpr::Rep(_)) => {
                let end = self.total(&rule.expr, "pos", inner_recording, w);
                format!("let end = {end};\ncap.{field} = Some({SPAN}::new(pos, end));\nSome(end)")
            }
            Some(field) => {
                let expr = self.expr(&rule.expr, "pos", inner_recording, w);
                format!("let end = {expr}?;\ncap.{field} = Some({SPAN}::new(pos, end));\nSome(end)")
            }
            None => self.body(&rule.expr, "pos", inner_recording, &Exit::Return, w),
        };
        let body = match target_native(self.g, name) {
            Some(native) => format!("{}\n{body}", self.native_path(native, field, recording)),
            None => body,
        };
        self.told = None;
        let run_end = if told.is_some() {
            " run_end: usize,"
        } else {
            ""
        };
        let params = if recording {
            format!("s: &[u8], pos: usize,{run_end} cap: &mut Captures, t: &mut T")
        } else {
            format!("s: &[u8], pos: usize,{run_end} t: &mut T")
        };
        let note = told
            .map(|r| format!("// where the run of {r} from pos ends at run_end\n"))
            .unwrap_or_default();
        // A function that may end the match at a fatal failure is inlined
        // too: the registers its call saves and restores cost such a
        // refusal about a tenth of its time (a bad `%` in a userinfo), and
        // the valid parses through it nothing measurable.
        let inline = if told.is_none() && (at_the_top(self.g, name) || self.calls_probe) {
            "#[inline(always)]"
        } else {
            "#[inline]"
        };
        let track = self.helper(Helper::Track);
        let code = format!(
            "\n// {name} = {sigil}{{ {} }}\n{note}{inline}\nfn {}<T: {track}>({params}) -> Option<usize> {{\n{}\n}}\n",
            show(&rule.expr),
            self.current,
            indent(&body, 4)
        );
        self.functions.push(Function {
            place: self.g.position(name).unwrap_or(usize::MAX),
            matching: !recording,
            code,
        });
    }

    /// The probe of the fatal rule `name` ([`Grammar::fatal_rules`]), a
    /// sequence of one-byte terminals: where a match of it at `pos` fails
    /// after its first byte, as the runtime's `fatal` gives it; `None`
    /// when it does not fail so. Called where a run that holds the rule
    /// stopped at its first byte: the rule failed there.
    fn fatal_probe(&mut self, name: &'g str) {
        self.fresh = 0;
        let rule = self.g.rule(name);
        let mut items = Vec::new();
        flatten_seq(&rule.expr, &mut items);
        let fatal = self.helper(Helper::Fatal);
        let hush = self.helper(Helper::Hush);
        let none = Fields::new();
        let mut lines = vec![format!("let t = &mut {hush};")];
        let mut here = "pos".to_owned();
        let last = items.len() - 1;
        for (i, item) in items.iter().enumerate() {
            let value = self.expr(item, &here, false, &none);
            if i == last {
                lines.push(format!(
                    "match {value} {{\n    Some(_) => None,\n    None => {fatal}(s, {here}),\n}}"
                ));
                break;
            }
            let next = self.fresh("p");
            lines.push(if i == 0 {
                format!("let {next} = {value}?;")
            } else {
                format!(
                    "let {next} = match {value} {{\n    Some(p) => p,\n    None => return {fatal}(s, {here}),\n}};"
                )
            });
            here = next;
        }
        let code = format!(
            "\n// {name} = {{ {} }}, where it fails after its first byte\n#[inline(always)]\nfn {}(s: &[u8], pos: usize) -> Option<usize> {{\n{}\n}}\n",
            show(&rule.expr),
            probe_name(name),
            indent(&lines.join("\n"), 4)
        );
        self.functions.push(Function {
            place: self.g.position(name).unwrap_or(usize::MAX),
            matching: true,
            code,
        });
    }

    /// The parse path of the native rule `native`: its function, the value
    /// kept in its field and the span in the rule's `field` when
    /// `recording`; the compiled code that follows it is the path of a
    /// tracker that notes failures.
    fn native_path(&mut self, native: &Native, field: Option<&str>, recording: bool) -> String {
        self.natives.insert(native.function);
        let function = native.function;
        if !recording {
            return format!(
                "if T::NOTES_NOTHING {{\n    return {function}(s, pos).map(|(end, _)| end);\n}}"
            );
        }
        let span = field
            .map(|field| format!("cap.{field} = Some({SPAN}::new(pos, end));\n    "))
            .unwrap_or_default();
        format!(
            "if T::NOTES_NOTHING {{\n    let (end, value) = {function}(s, pos)?;\n    {span}\
             cap.{} = Some(({SPAN}::new(pos, end), value));\n    return Some(end);\n}}",
            native.field
        )
    }

    /// The name of the table for `set`, made if new.
    fn table(&mut self, set: Chars, sources: &[String]) -> String {
        if let Some(table) = self.tables.iter().find(|t| t.set == set) {
            return table.name.clone();
        }
        let mut name = match sources {
            [one] if one.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                one.to_ascii_uppercase()
            }
            _ => format!("SET_{}", self.tables.len()),
        };
        while self.tables.iter().any(|t| t.name == name) {
            name = format!("{name}_{}", self.tables.len());
        }
        self.tables.push(Table {
            name: name.clone(),
            set,
            source: sources.join(" | "),
        });
        name
    }

    /// One character of `set` at `at`.
    fn byte_test(&mut self, set: Chars, sources: &[String], at: &str) -> String {
        self.set_call(
            set,
            sources,
            at,
            (Helper::Byte, Helper::Class, Helper::CharClass),
        )
    }

    /// The end of the run of characters of `set` from `at`: a run of its
    /// table, or of its characters when it has some above ASCII. A run of
    /// one byte is a table's too: the crate's grammars have none, so the
    /// runtime keeps no helper for it.
    fn skip(&mut self, set: Chars, sources: &[String], at: &str) -> String {
        let by = if set.wide.is_empty() {
            Helper::SkipClass
        } else {
            Helper::SkipChars
        };
        let table = self.table(set, sources);
        let by = self.helper(by);
        format!("{by}(s, {at}, &{table}, t)")
    }

    /// A case-insensitive literal of more than one byte at `at`: a test of
    /// each byte in either case, one after the other. It fails where the
    /// first byte differs, as pest's `^"..."` does.
    fn insens(&mut self, literal: &str, at: &str) -> String {
        let mut code = String::new();
        for (i, b) in literal.bytes().enumerate() {
            let set = Chars::of_bytes(set_of_bytes(both_cases(b)));
            let source = format!("^{:?}", char::from(b).to_string());
            if i == 0 {
                code = self.byte_test(set, &[source], at);
            } else {
                let test = self.byte_test(set, &[source], "p");
                code = format!("{code}.and_then(|p| {test})");
            }
        }
        code
    }

    /// A call at `at` of the first of `helpers` when `set` is one byte (a
    /// comparison), else of the second with the table of `set`, or of the
    /// third when `set` has characters above ASCII: a table lookup for a
    /// byte below 0x80, a character decoded and looked for among the
    /// ranges from 0x80 up.
    fn set_call(
        &mut self,
        set: Chars,
        sources: &[String],
        at: &str,
        (by_byte, by_table, by_chars): (Helper, Helper, Helper),
    ) -> String {
        let bytes: Vec<u8> = members(&set.ascii).collect();
        if !set.wide.is_empty() {
            let table = self.table(set, sources);
            let by_chars = self.helper(by_chars);
            return format!("{by_chars}(s, {at}, &{table}, t)");
        }
        match bytes.as_slice() {
            [one] => {
                let by_byte = self.helper(by_byte);
                format!("{by_byte}(s, {at}, {}, t)", byte_literal(*one))
            }
            _ => {
                let table = self.table(set, sources);
                let by_table = self.helper(by_table);
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
        if self.g.chars(expr, recording).is_none() {
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
        if let Some(set) = self.g.chars(expr, recording) {
            return self.byte_test(set, &[show(expr)], at);
        }
        match expr {
            OptimizedExpr::Str(s) if s.is_empty() => format!("Some({at})"),
            OptimizedExpr::Str(s) => {
                let lit = self.helper(Helper::Lit);
                format!("{lit}(s, {at}, {}, t)", bytes_literal(s.as_bytes()))
            }
            OptimizedExpr::Insens(s) if s.is_empty() => format!("Some({at})"),
            // The crate's grammars never reach a case-insensitive literal
            // longer than a byte or an anchor (their `^"v"` is a table,
            // their callers anchor the entries), so these are written out
            // here rather than kept as runtime helpers nothing calls.
            OptimizedExpr::Insens(s) => self.insens(s, at),
            OptimizedExpr::Ident(name) => match name.as_str() {
                "SOI" => format!("(if {at} == 0 {{ Some({at}) }} else {{ t.fail({at}); None }})"),
                "EOI" => {
                    format!("(if {at} == s.len() {{ Some({at}) }} else {{ t.fail({at}); None }})")
                }
                _ => {
                    let rule = self.g.rule(name);
                    // A call of the told rule at `pos` is its run from
                    // there, which the caller read: it ends at `run_end`,
                    // whatever expression holds the call (the rule records
                    // nothing, being a run).
                    if at == "pos" && self.told == Some(rule.name.as_str()) {
                        return "Some(run_end)".to_owned();
                    }
                    self.call(rule.name.as_str(), at, recording)
                }
            },
            OptimizedExpr::PosPred(inner) => {
                self.lookahead += 1;
                let test = self.expr(inner, at, false, &Fields::new());
                self.lookahead -= 1;
                let (prelude, test) = self.bind(test);
                block(&format!(
                    "{prelude}if {test}.is_some() {{ Some({at}) }} else {{ None }}"
                ))
            }
            OptimizedExpr::NegPred(inner) => {
                // What fails inside a negative lookahead is what lets the
                // input go on: not a failure to report.
                self.lookahead += 1;
                let test = self.expr(inner, at, false, &Fields::new());
                self.lookahead -= 1;
                let (prelude, test) = self.bind(test);
                let hush = self.helper(Helper::Hush);
                format!(
                    "{{\n    let t = &mut {hush};\n{}\n}}",
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
            other => unreachable!("the checks refuse `{}`", show(other)),
        }
    }

    /// An expression of type `usize` for an `Opt` or `Rep`, which never
    /// fail.
    fn total(&mut self, expr: &OptimizedExpr, at: &str, recording: bool, w: &Fields) -> String {
        match expr {
            OptimizedExpr::Opt(inner) => {
                let writes = self.g.writes(inner, recording);
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
            OptimizedExpr::Rep(inner) => self.repeat(inner, at, recording, w),
            _ => unreachable!("total: only Opt and Rep"),
        }
    }

    /// The end of a run of `inner`: one call of a skip helper when `inner`
    /// is one byte or can be fused, else a loop.
    fn repeat(&mut self, inner: &OptimizedExpr, at: &str, recording: bool, w: &Fields) -> String {
        if let Some(set) = self.g.chars(inner, recording) {
            return self.skip(set, &[show(inner)], at);
        }
        if let Some(fused) = self.g.fuse_delimited(inner, recording) {
            return self.total(&fused, at, recording, w);
        }
        let here = self.fresh("p");
        // From the second time round, the first one's captures are there
        // to put back.
        let mut w = w.clone();
        w.extend(self.g.writes(inner, recording));
        let w = &w;
        let mut alternatives = self.g.alternatives(inner, recording);
        // A choice that begins with bytes of a table: take the run of them
        // at once, then the other alternatives.
        let (run, writes, attempt) = match alternatives.first() {
            Some(Alternative::Bytes(set, sources)) if alternatives.len() > 1 => {
                let skip = self.skip((**set).clone(), sources, &here);
                let run = format!("{here} = {skip};\n");
                alternatives.remove(0);
                let (_, writes) = self.g.alternative_writes(&alternatives);
                (run, writes, self.choice_expr(alternatives, &here, w))
            }
            _ => (
                String::new(),
                self.g.writes(inner, recording),
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

    /// Straight-line code for a sequence: each item from where the one
    /// before ended, leaving through `exit` at the first that fails; the
    /// value of the last item is the sequence's.
    fn seq(
        &mut self,
        expr: &OptimizedExpr,
        at: &str,
        recording: bool,
        exit: &Exit,
        w: &Fields,
    ) -> String {
        let mut w = w.clone();
        let mut flat = Vec::new();
        flatten_seq(expr, &mut flat);
        // `e? ~ e?` nested, so that a run of options stops at the first
        // that fails.
        let items = nest_options(&flat);
        let mut lines = Vec::new();
        let mut here = at.to_owned();
        // The value of the item after a shared run: written with the run,
        // since which function reads it depends on how the run ended.
        let mut pending = None;
        let last = items.len() - 1;
        for (i, item) in items[..last].iter().enumerate() {
            let item: &OptimizedExpr = item;
            let next = self.fresh("p");
            if let Some(shared) = self.shared_run(item, &items[i + 1], recording) {
                pending =
                    Some(self.shared_run_code(&shared, &here, &next, recording, &w, &mut lines));
            } else if matches!(item, OptimizedExpr::Opt(_) | OptimizedExpr::Rep(_)) {
                // It never fails: no exit to write.
                let value = self.total(item, &here, recording, &w);
                lines.push(format!("let {next} = {value};"));
            } else {
                let value = match pending.take() {
                    Some(value) => value,
                    None => self.expr(item, &here, recording, &w),
                };
                lines.push(self.step(&next, value, exit));
            }
            here = next;
            w.extend(self.g.writes(item, recording));
        }
        lines.push(match pending {
            Some(value) => value,
            None => self.expr(&items[last], &here, recording, &w),
        });
        lines.join("\n")
    }

    /// `let {next} = ...` for an item of a sequence whose end is `value`
    /// (`Option<usize>`), leaving through `exit` when it is `None`: `?` in
    /// a function, a `break` out of a labelled block, which `?` cannot do.
    fn step(&mut self, next: &str, value: String, exit: &Exit) -> String {
        match exit {
            Exit::Return => format!("let {next} = {value}?;"),
            Exit::Break(_) => {
                let (prelude, value) = self.bind(value);
                format!(
                    "{prelude}let {next} = match {value} {{\n    Some(p) => p,\n    None => {},\n}};",
                    exit.with("None")
                )
            }
        }
    }

    /// The code of `(outer ~ tail)?`, ending at `next`, pushed on `lines`,
    /// and the value of the `name` after it, for the caller to write as
    /// the next item. Three steps: read the runs once, try the tail after
    /// them, then call `name` told where the run of `told` ended when the
    /// option matched nothing.
    fn shared_run_code(
        &mut self,
        shared: &SharedRun<'g, '_>,
        here: &str,
        next: &str,
        recording: bool,
        w: &Fields,
        lines: &mut Vec<String>,
    ) -> String {
        let run = self.fresh("e");
        let told_end = self.read_shared_runs(shared, here, &run, lines);

        // The option matched when its tail follows the run of `outer`;
        // else it matched nothing and `name` starts at `here`.
        let end = self.fresh("e");
        let tail = self.expr(shared.tail, &end, recording, w);
        let attempt = self.fresh("r");
        let tail = self.fatal_after_run(shared.outer, &end, tail);
        lines.push(format!(
            "let {attempt} = match {run} {{\n    Some({end}) => {},\n    None => None,\n}};",
            indent(&tail, 4).trim_start()
        ));
        lines.push(format!("let {next} = {attempt}.unwrap_or({here});"));

        // Where the option matched nothing, the parse path hands `name`
        // the end of the run of `told`, which it would otherwise read
        // again; a tracker that notes failures needs them read again, and
        // where the option matched, `name` starts elsewhere.
        let plain = self.call(shared.name, next, recording);
        let (bound, told_end) = match &told_end {
            Some(told_end) => ("_", told_end.as_str()),
            // The two runs are the same: the run of `outer` ends where
            // that of `told` does.
            None => (end.as_str(), end.as_str()),
        };
        let after = self.call_after(shared.name, shared.told, here, told_end, recording);
        format!(
            "match {run} {{\n    Some({bound}) if T::NOTES_NOTHING && {next} == {here} => {after},\n    _ => {plain},\n}}"
        )
    }

    /// `tail`, tried where the run of rule `outer` ended, at `end`; when it
    /// fails there and the run stopped at the first byte of a fatal rule
    /// among its alternatives (so that the rule failed there), on the
    /// parse path, the match ends where the rule's probe says: the option
    /// would fail, and what follows it start over before that byte, only
    /// to stop there again (a `%` in a password, `https://u:p%zz@h/`).
    fn fatal_after_run(&mut self, outer: &'g str, end: &str, tail: String) -> String {
        let Some((_, OptimizedExpr::Ident(other))) = self.g.run(outer) else {
            return tail;
        };
        if self.lookahead > 0 {
            return tail;
        }
        let Some((&fatal, &first)) = self.fatal.get_key_value(other.as_str()) else {
            return tail;
        };
        self.probes.insert(fatal);
        self.calls_probe = true;
        format!(
            "match {tail} {{\n    None if T::STOPS_AT_FATAL && s.get({end}) == Some(&{}) => {{\n        if let Some(stop) = {}(s, {end}) {{\n            return Some(stop);\n        }}\n        None\n    }}\n    tried => tried,\n}}",
            byte_literal(first),
            probe_name(fatal)
        )
    }

    /// `let {run} = ...`, the end of the run of `outer` from `here`, pushed
    /// on `lines`, and the variable holding the end of the run of `told`
    /// when it is not that one. With a split byte `b`, the run of `told`
    /// is read first: up to its end both runs take the same steps, and only
    /// a `b` there lets the run of `outer` go on, from that end rather than
    /// from `here`.
    fn read_shared_runs(
        &mut self,
        shared: &SharedRun<'g, '_>,
        here: &str,
        run: &str,
        lines: &mut Vec<String>,
    ) -> Option<String> {
        match shared.split {
            Some(b) => {
                let told_end = self.fresh("i");
                let told_call = self.call(shared.told, here, false);
                let outer_call = self.call(shared.outer, &told_end, false);
                // A run always matches: `unwrap_or` is never taken.
                lines.push(format!("let {told_end} = {told_call}.unwrap_or({here});"));
                lines.push(format!(
                    "let {run} = if s.get({told_end}) == Some(&{}) {{\n    {outer_call}\n}} else {{\n    Some({told_end})\n}};",
                    byte_literal(b)
                ));
                Some(told_end)
            }
            None => {
                let outer_call = self.call(shared.outer, here, false);
                lines.push(format!("let {run} = {outer_call};"));
                None
            }
        }
    }

    /// The parts of `item ~ after` when `item` is `(outer ~ tail)?`, `outer`
    /// a call of a [`Grammar::run`] and nothing in it records, and `after`
    /// a call of rule `name` one of whose alternatives, and one only, is a
    /// call of `told`, a run that the run of `outer` tells
    /// ([`Grammar::run_within`]): a URI's `(userinfo ~ "@")? ~ host`, whose
    /// `reg-name` is read once for both.
    ///
    /// When the option fails (or matches nothing), `name` starts where
    /// `outer` did, and its function is told where the run of `told` ends:
    /// every call of `told` at `pos` in it is that end. With a tracker that
    /// notes failures, it reads the bytes again, for their failures.
    ///
    /// `split` is the byte `b` when the characters of `told` are those of
    /// `outer` but `b` ([`Within::Byte`]): then the run of `told` is read
    /// first, and from a `b` where it stopped, the run of `outer` goes on.
    /// Up to that end both runs take the same steps (a character of `told`
    /// is one of `outer`, and the other expression is the same); there, only
    /// a `b` lets the run of `outer` go on. Without a split the two runs
    /// are the same ([`Within::End`]), and the run of `outer` is read. Two
    /// told alternatives would need two ends: none is shared then.
    fn shared_run<'e>(
        &self,
        item: &'e OptimizedExpr,
        after: &OptimizedExpr,
        recording: bool,
    ) -> Option<SharedRun<'g, 'e>> {
        let (outer, tail) = self.option_of_a_run(item, recording)?;
        let OptimizedExpr::Ident(name) = strip_restore(after) else {
            return None;
        };
        let rule = self.g.get(name)?;
        let (told, split) = self.told_alternative(outer, rule, recording)?;
        Some(SharedRun {
            outer,
            tail,
            name: rule.name.as_str(),
            told,
            split,
        })
    }

    /// `outer` and `tail` when `item` is `(outer ~ tail)?` with `outer` a
    /// call of a [`Grammar::run`] and nothing in the option recording: the
    /// run can then be read by the non-recording function, once, for the
    /// option and for what follows it.
    fn option_of_a_run<'e>(
        &self,
        item: &'e OptimizedExpr,
        recording: bool,
    ) -> Option<(&'g str, &'e OptimizedExpr)> {
        let OptimizedExpr::Opt(inner) = item else {
            return None;
        };
        let OptimizedExpr::Seq(outer, tail) = strip_restore(inner) else {
            return None;
        };
        let OptimizedExpr::Ident(outer) = strip_restore(outer) else {
            return None;
        };
        let outer = self.g.get(outer)?;
        if self.g.run(&outer.name).is_none() || !self.g.writes(inner, recording).is_empty() {
            return None;
        }
        Some((outer.name.as_str(), tail))
    }

    /// The alternative of `rule` that is a call of a run which the run of
    /// `outer` tells ([`Grammar::run_within`]), and the byte where the two
    /// runs part, if any ([`Within::Byte`]). `None` unless exactly one
    /// alternative is such a call: two would need two ends told.
    fn told_alternative(
        &self,
        outer: &str,
        rule: &'g OptimizedRule,
        recording: bool,
    ) -> Option<(&'g str, Option<u8>)> {
        // The alternatives as the function of `rule` sees them: recording
        // only where it records.
        let inner_recording =
            recording && !self.g.rule_writes(rule).is_empty() && rule.ty != RuleType::Atomic;
        let told: Vec<(&'g str, Within)> = self
            .g
            .alternatives(&rule.expr, inner_recording)
            .iter()
            .filter_map(|alternative| match alternative {
                Alternative::Expr(e, _) => match strip_restore(e) {
                    OptimizedExpr::Ident(called) => {
                        let within = self.g.run_within(outer, called)?;
                        Some((self.g.rule(called).name.as_str(), within))
                    }
                    _ => None,
                },
                Alternative::Bytes(..) => None,
            })
            .collect();
        let [(told, within)] = told.as_slice() else {
            return None;
        };
        let split = match within {
            Within::Byte(b) => Some(*b),
            Within::End => None,
        };
        Some((told, split))
    }

    /// Straight-line code for the choice `expr`, leaving through `exit`.
    fn choice(
        &mut self,
        expr: &OptimizedExpr,
        at: &str,
        recording: bool,
        exit: &Exit,
        w: &Fields,
    ) -> String {
        let alternatives = self.g.alternatives(expr, recording);
        self.choice_of(alternatives, at, exit, w)
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
        let (all_writes, _) = self.g.alternative_writes(&alternatives);
        // Each alternative's guard: an alternative that must consume a
        // byte, and either does not begin with a terminal that looks at it
        // anyway or has captures to put back when it fails, is tried only
        // when the byte at `at` may begin it.
        let guards: Vec<Option<String>> = alternatives
            .iter()
            .enumerate()
            .map(|(i, alternative)| {
                let puts_back = i != last && all_writes.get(i).is_some_and(|w| !w.is_empty());
                self.first_gate(alternative, at, puts_back)
            })
            .collect();
        let guard = |i: usize| guards.get(i).cloned().flatten();
        // The last alternative's writes are never put back: when it fails,
        // the whole choice fails.
        let restored: Fields = all_writes
            .iter()
            .take(last)
            .flat_map(|w| w.iter().copied())
            .collect();
        let mut saved_names = BTreeMap::new();
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
                lines.push(match guard(i) {
                    Some(guard) => format!(
                        "if {guard} {{\n{}\n}} else {{\n    None\n}}",
                        indent(&code, 4)
                    ),
                    None => code,
                });
                break;
            }
            let (prelude, code) = self.bind(code);
            let mut attempt = vec![format!(
                "{prelude}if let Some(p) = {code} {{\n    {};\n}}",
                exit.with("Some(p)")
            )];
            if let Some(writes) = all_writes.get(i) {
                for field in writes {
                    attempt.push(match saved_names.get(field) {
                        Some(name) => format!("cap.{field} = {name};"),
                        None => format!("cap.{field} = None;"),
                    });
                }
            }
            let attempt = attempt.join("\n");
            lines.push(match guard(i) {
                Some(guard) => format!("if {guard} {{\n{}\n}}", indent(&attempt, 4)),
                None => attempt,
            });
        }
        lines.join("\n")
    }

    /// The test that the byte at `at` may begin `alternative`, when it is
    /// worth one: the alternative cannot match without consuming a byte,
    /// some bytes cannot begin it, and either it does not begin with a
    /// terminal (which fails on that byte as fast as a table lookup would)
    /// or, `puts_back`, its failure is followed by the stores that put back
    /// the captures it may have written, which a failure on its first byte
    /// then skips. A rule call, a choice or a repetition first:
    /// `IPv4address` (a digit) before a host that begins with a letter; with
    /// captures to put back: `URI` (a letter, its scheme's first) before a
    /// relative reference that begins with "/", `"//" ~ authority ~
    /// path_abempty` before a path: a refusal on the first byte then
    /// costs one lookup rather than the alternative's start and the stores.
    fn first_gate(
        &mut self,
        alternative: &Alternative<'_>,
        at: &str,
        puts_back: bool,
    ) -> Option<String> {
        let Alternative::Expr(expr, _) = alternative else {
            return None;
        };
        if self.g.nullable(expr) || (self.g.begins_with_terminal(expr) && !puts_back) {
            return None;
        }
        let first = self.g.first(expr);
        if first == FULL {
            return None;
        }
        // A set of bytes, with no ranges of characters: those from 0x80
        // up are the first bytes of the UTF-8 of characters above ASCII.
        let table = self.table(
            Chars::of_bytes(first),
            &[format!("what begins {}", show(expr))],
        );
        let may_begin = self.helper(Helper::MayBegin);
        Some(format!("{may_begin}(s, {at}, &{table}, t)"))
    }
}

/// Whether rule `name` is an entry rule of the target of `g` or one of the
/// rules an entry rule's compiled choice calls (`URI_reference = { URI |
/// relative_ref }`): their functions are always inlined, so that an entry
/// point chooses between them with no call: left to the compiler, some
/// callers keep them out of line, and a call is a large share of the time
/// of a short reference.
fn at_the_top(g: &Grammar<'_>, name: &str) -> bool {
    let entries = g.target().entries;
    entries.contains(&name)
        || entries.iter().filter_map(|&entry| g.get(entry)).any(|rule| {
            let alternatives = g.alternatives(&rule.expr, true);
            alternatives.len() > 1
                && alternatives.iter().any(|alternative| {
                    matches!(alternative, Alternative::Expr(OptimizedExpr::Ident(n), _) if n == name)
                })
        })
}

/// The native of the target of `g` that reads rule `name`, if any.
fn target_native<'t>(g: &Grammar<'t>, name: &str) -> Option<&'t Native> {
    g.target().natives.iter().find(|native| native.rule == name)
}

/// The rules recorded in each field of `captures`, in the order of the
/// fields.
fn fields<'c>(captures: &[(&'c str, &'c str)]) -> Vec<(&'c str, Vec<&'c str>)> {
    let mut fields: Vec<(&str, Vec<&str>)> = Vec::new();
    for &(rule, field) in captures {
        match fields.iter_mut().find(|(f, _)| *f == field) {
            Some((_, rules)) => rules.push(rule),
            None => fields.push((field, vec![rule])),
        }
    }
    fields
}

/// The import of the `Captures` of `module`, which another target's code
/// defines, and which rules of this one fill each of its fields.
fn captures_import(module: &str, captures: &[(&str, &str)], natives: &[Native]) -> String {
    let mut out = format!(
        "// The spans of the recorded rules of one match, in the `Captures` of\n\
         // {module}:\n"
    );
    for (field, rules) in fields(captures) {
        let _ = writeln!(out, "//   {field}: `{}`", rules.join("`, `"));
    }
    for native in natives {
        let _ = writeln!(out, "//   {}: the value of `{}`", native.field, native.rule);
    }
    let _ = writeln!(out, "use {module}::Captures;");
    out
}

/// The `Captures` struct of a target's own: a field per distinct field
/// name of `captures`, in their order, each documented with its rules.
fn captures_struct(captures: &[(&str, &str)], natives: &[Native]) -> String {
    let mut out = String::new();
    out.push_str("/// The spans of the recorded rules of one match.\n");
    out.push_str("#[derive(Debug, Clone, Copy, Default)]\npub(crate) struct Captures {\n");
    for (field, rules) in fields(captures) {
        let _ = writeln!(out, "    /// `{}`", rules.join("`, `"));
        let _ = writeln!(out, "    pub(crate) {field}: Option<{SPAN}>,");
    }
    for native in natives {
        let _ = writeln!(
            out,
            "    /// `{}`: the value `{}` read, on the parse path, and the span\n    \
             /// it was read from (the rule's span is recorded apart, and may be\n    \
             /// reset or restored without it).\n    pub(crate) {}: Option<({SPAN}, {})>,",
            native.rule, native.function, native.field, native.ty
        );
    }
    out.push_str("}\n");
    out
}

/// The comments and attributes that open the generated module.
fn header(grammar: &str) -> String {
    format!(
        "// @generated by `cargo run -p rfc3986-codegen` from {grammar}.\n\
         // Do not edit: change the grammar or codegen/, then run the command again.\n\
         //\n\
         // One function per rule, as pest_meta optimizes the rules (the rules\n\
         // pest_derive compiles); see codegen/src/lib.rs.\n\
         \n\
         // Function names follow the grammar's rule names, the straight-line code\n\
         // leaves some labels unused, and a rule that matches only \"\" does not\n\
         // look at its input.\n\
         #![allow(non_snake_case, unused_labels, unused_variables)]\n\
         \n"
    )
}

/// `(outer ~ tail)? ~ name`, where the function of `name` is told where
/// the run of `told` ends, read with that of `outer`
/// ([`Compiler::shared_run`]).
struct SharedRun<'g, 'e> {
    /// The rule of the option's run.
    outer: &'g str,
    /// What follows `outer` in the option.
    tail: &'e OptimizedExpr,
    /// The rule after the option.
    name: &'g str,
    /// The rule, called by an alternative of `name`, whose run the run of
    /// `outer` tells.
    told: &'g str,
    /// The one byte the run of `outer` takes and that of `told` does not,
    /// when there is one: the run of `told` is then read first.
    split: Option<u8>,
}

/// The probe of fatal rule `name` ([`Compiler::fatal_probe`]).
fn probe_name(name: &str) -> String {
    format!("fatal_{name}")
}

/// The function of rule `name`: `c_<name>` when it records, `m_<name>`
/// when not; `_after_<told>` added when it is told where the run of rule
/// `told` ends.
fn function_name(name: &str, recording: bool, told: Option<&str>) -> String {
    let prefix = if recording { "c" } else { "m" };
    match told {
        Some(told) => format!("{prefix}_{name}_after_{told}"),
        None => format!("{prefix}_{name}"),
    }
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

#[cfg(test)]
mod tests {
    use super::at_the_top;
    use crate::grammar::Grammar;
    use crate::testing::{TEST, rules};
    use crate::{Native, Target, compile, generate};

    /// The unformatted module for `text`.
    fn emitted(text: &str, target: &Target) -> String {
        compile(text, target).unwrap_or_else(|e| panic!("{e}")).0
    }

    /// The function of the module that begins with `signature`, up to the
    /// next one.
    fn function<'a>(code: &'a str, signature: &str) -> &'a str {
        let start = code
            .find(signature)
            .unwrap_or_else(|| panic!("no `{signature}` in:\n{code}"));
        let rest = &code[start..];
        let end = rest[1..].find("\n// ").map_or(rest.len(), |i| i + 1);
        &rest[..end]
    }

    /// The runtime items the module imports.
    fn imported(code: &str) -> Vec<&str> {
        let Some(line) = code
            .lines()
            .find(|l| l.starts_with("use crate::compiled::recognizer::runtime::"))
        else {
            return Vec::new();
        };
        let list = line
            .trim_start_matches("use crate::compiled::recognizer::runtime::")
            .trim_end_matches(';')
            .trim_matches(|c| c == '{' || c == '}');
        list.split(", ").collect()
    }

    #[test]
    fn the_header_says_the_file_is_generated_and_from_what() {
        let code = emitted(r#"main = { "x" }"#, &TEST);
        let first = code.lines().next().unwrap_or_default();
        assert_eq!(
            first,
            "// @generated by `cargo run -p rfc3986-codegen` from test.pest."
        );
        assert!(code.contains("Do not edit"));
        assert!(code.contains("\n#![allow(non_snake_case, unused_labels, unused_variables)]\n"));
        assert!(!code.contains("super::*"));
    }

    #[test]
    fn a_one_byte_alternative_is_a_byte_call() {
        let code = emitted(r#"main = { "a" ~ "bc" }"#, &TEST);
        let main = function(&code, "fn m_main");
        assert!(main.contains("byte(s, pos, b'a', t)?"), "{main}");
        assert!(main.contains(r#"lit(s, p1, b"bc", t)"#), "{main}");
        assert_eq!(imported(&code), ["Track", "byte", "lit"]);
    }

    #[test]
    fn a_class_is_a_static_table() {
        let code = emitted(r#"main = { ("a" | "b" | '0'..'2') ~ ASCII_DIGIT }"#, &TEST);
        assert!(
            code.contains(
                "// \"a\" | \"b\" | '0'..'2'\nstatic SET_0: [bool; 256] = table(b\"012ab\");"
            ),
            "{code}"
        );
        // A builtin alone gives the table its name.
        assert!(code.contains("static ASCII_DIGIT: [bool; 256] = table(b\"0123456789\");"));
        let main = function(&code, "fn m_main");
        assert!(main.contains("class(s, pos, &SET_0, t)?"), "{main}");
        assert_eq!(imported(&code), ["Track", "class", "table"]);
    }

    #[test]
    fn one_table_per_set() {
        let code = emitted(r#"main = { ("a" | "b") ~ ("b" | "a") }"#, &TEST);
        assert_eq!(code.matches("static ").count(), 1, "{code}");
    }

    #[test]
    fn a_run_of_a_table_is_a_skip_call() {
        let code = emitted(r#"main = { ("a" | "b")* ~ "c"* }"#, &TEST);
        let main = function(&code, "fn m_main");
        assert!(main.contains("skip_class(s, pos, &SET_0, t)"), "{main}");
        // A run of one byte is a run of its table.
        assert!(main.contains("skip_class(s, p1, &SET_1, t)"), "{main}");
        assert_eq!(imported(&code), ["Track", "skip_class", "table"]);
    }

    #[test]
    fn a_delimited_repetition_is_one_run() {
        let code = emitted(r#"main = { ("/" ~ seg)* } seg = @{ ('a'..'z')* }"#, &TEST);
        let main = function(&code, "fn m_main");
        // The delimiter, then the run of delimiters and segment bytes.
        assert!(main.contains("byte(s, pos, b'/', t)"), "{main}");
        assert!(main.contains("skip_class("), "{main}");
        assert!(!main.contains("loop"), "{main}");
        assert!(!code.contains("fn m_seg"), "{code}");
    }

    #[test]
    fn anchors_lookaheads_and_case_insensitive_strings() {
        let code = emitted(r#"main = { SOI ~ !"x" ~ &"y" ~ ^"ab" ~ EOI }"#, &TEST);
        let main = function(&code, "fn m_main");
        // The anchors are written out: the runtime has no helper for them.
        assert!(
            main.contains("(if pos == 0 { Some(pos) } else { t.fail(pos); None })?"),
            "{main}"
        );
        assert!(main.contains(" == s.len() { Some("), "{main}");
        // Failures inside a negative lookahead are not reported.
        assert!(main.contains("let t = &mut Hush;"), "{main}");
        // A case-insensitive literal is a test of each byte in either case.
        assert!(
            main.contains(".and_then(|p| class(s, p, &SET_1, t))"),
            "{main}"
        );
        assert!(
            code.contains("static SET_0: [bool; 256] = table(b\"Aa\");"),
            "{code}"
        );
        assert_eq!(imported(&code), ["Hush", "Track", "byte", "class", "table"]);
    }

    #[test]
    fn the_imports_list_exactly_the_helpers_used() {
        let all = [
            "Hush",
            "Track",
            "byte",
            "class",
            "lit",
            "skip_class",
            "table",
        ];
        for text in [
            r#"main = { "x" }"#,
            r#"main = { SOI ~ "ab" ~ ("a" | "b")* ~ !"c" ~ EOI }"#,
            r#"main = { ^"ab" ~ "c"* ~ ASCII_DIGIT }"#,
        ] {
            let code = emitted(text, &TEST);
            let imported = imported(&code);
            // The identifiers of the code, past the imports and outside
            // comments.
            let used: Vec<&str> = code
                .lines()
                .filter(|l| !l.starts_with("use ") && !l.trim_start().starts_with("//"))
                .flat_map(|l| l.split(|c: char| !c.is_ascii_alphanumeric() && c != '_'))
                .collect();
            for name in all {
                assert_eq!(
                    imported.contains(&name),
                    used.contains(&name),
                    "{name} in {text}:\n{code}"
                );
            }
        }
    }

    #[test]
    fn span_is_imported_only_when_something_is_recorded() {
        let code = emitted(r#"main = { "x" }"#, &TEST);
        assert!(
            !code.contains("use crate::compiled::layout::Span;"),
            "{code}"
        );
        let target = Target {
            captures: &[("word", "word")],
            captures_in: None,
            ..TEST
        };
        let code = emitted(r#"main = { word } word = { "w"+ }"#, &target);
        assert!(
            code.contains("use crate::compiled::layout::Span;\n"),
            "{code}"
        );
        assert!(
            code.contains("    pub(crate) word: Option<Span>,\n"),
            "{code}"
        );
        let word = function(&code, "fn c_word");
        assert!(
            word.contains("cap.word = Some(Span::new(pos, end));"),
            "{word}"
        );
    }

    #[test]
    fn entries_call_the_recording_function_when_there_is_something_to_record() {
        let target = Target {
            entries: &["main", "plain"],
            captures: &[("word", "word")],
            captures_in: None,
            ..TEST
        };
        let code = emitted(r#"main = { word } plain = { "p" } word = { "w" }"#, &target);
        assert!(code.contains(
            "pub(crate) fn main<T: Track>(s: &[u8], cap: &mut Captures, t: &mut T) -> Option<usize> {\n    c_main(s, 0, cap, t)\n}"
        ), "{code}");
        assert!(code.contains("    m_plain(s, 0, t)\n}"), "{code}");
    }

    #[test]
    fn a_failed_alternative_puts_back_what_it_wrote() {
        let target = Target {
            captures: &[("key", "key"), ("value", "value")],
            captures_in: None,
            ..TEST
        };
        let text =
            r#"main = { key ~ (key ~ "!" | value ~ "?" | "x") } key = { "k" } value = { "v" }"#;
        let code = emitted(text, &target);
        let main = function(&code, "fn c_main");
        // `key` may hold a span already: saved, then put back.
        assert!(main.contains("let saved_key_"), "{main}");
        assert!(main.contains("cap.key = saved_key_"), "{main}");
        // `value` cannot: set back to `None`, nothing saved.
        assert!(main.contains("cap.value = None;"), "{main}");
        assert!(!main.contains("saved_value"), "{main}");
    }

    /// A URI's authority in small: `user` is `name`'s run with `:` added.
    const AUTHORITY: &str = r#"main = { (user ~ "@")? ~ host ~ (":" ~ port)? }
        user = @{ (ASCII_ALPHA | ":" | pct)* }
        host = { "[" ~ ASCII_DIGIT ~ "]" | name }
        name = @{ (ASCII_ALPHA | pct)* }
        port = @{ ASCII_DIGIT* }
        pct = { "%" ~ ASCII_HEX_DIGIT ~ ASCII_HEX_DIGIT }"#;

    #[test]
    fn a_run_with_one_byte_more_is_read_as_the_shorter_run_then_the_rest() {
        let code = emitted(AUTHORITY, &TEST);
        let main = function(&code, "fn m_main");
        // The host's run is read first, and the user's run goes on from a
        // `:` where it stopped: the host's bytes are read once.
        assert!(
            main.contains("let i3 = m_name(s, pos, t).unwrap_or(pos);"),
            "{main}"
        );
        assert!(
            main.contains(
                "let e2 = if s.get(i3) == Some(&b':') {\n        m_user(s, i3, t)\n    } else {\n        Some(i3)\n    };"
            ),
            "{main}"
        );
        // With a tracker that notes nothing and no `@`, the host is told
        // where the run of `name` ended.
        assert!(
            main.contains(
                "Some(_) if T::NOTES_NOTHING && p1 == pos => m_host_after_name(s, pos, i3, t)"
            ),
            "{main}"
        );
        let after = function(&code, "fn m_host_after_name");
        assert!(after.contains("Some(run_end)"), "{after}");
        assert!(!after.contains("m_name"), "{after}");
        // The plain host, for a tracker that notes failures, reads it.
        assert!(function(&code, "fn m_host<").contains("m_name(s, pos, t)"));
    }

    #[test]
    fn a_run_that_stops_at_a_fatal_rule_ends_the_match_where_the_rule_failed() {
        let code = emitted(AUTHORITY, &TEST);
        // The rule itself is compiled as any other.
        let pct = function(&code, "fn m_pct<");
        assert!(!pct.contains("fatal"), "{pct}");
        // Its probe says where it fails after its first byte.
        let probe = function(&code, "fn fatal_pct(");
        assert!(probe.contains("let t = &mut Hush;"), "{probe}");
        assert!(
            probe.contains("let p1 = byte(s, pos, b'%', t)?;"),
            "{probe}"
        );
        assert!(probe.contains("None => return fatal(s, p1),"), "{probe}");
        assert!(
            probe.contains("Some(_) => None,\n        None => fatal(s, p2),"),
            "{probe}"
        );
        // Where the option's tail fails after a run that stopped at a `%`,
        // the parse path's match ends where the probe says.
        let main = function(&code, "fn m_main");
        assert!(
            main.contains(
                "Some(e4) => match byte(s, e4, b'@', t) {\n            None if T::STOPS_AT_FATAL && s.get(e4) == Some(&b'%') => {\n                if let Some(stop) = fatal_pct(s, e4) {\n                    return Some(stop);\n                }\n                None\n            }\n            tried => tried,\n        },"
            ),
            "{main}"
        );
        assert!(imported(&code).contains(&"fatal"));
        // A function that may end the match so is always inlined.
        let nested = format!(
            "main = {{ \"//\" ~ authority ~ \"/\"? }}\n{}",
            AUTHORITY.replacen("main =", "authority =", 1)
        );
        let code = emitted(&nested, &TEST);
        assert!(
            code.contains("#[inline(always)]\nfn m_authority<"),
            "{code}"
        );
        assert!(code.contains("#[inline]\nfn m_host<"), "{code}");

        // Inside a lookahead, where `t` is not the function's tracker, a
        // fatal failure is a failure.
        let inside = AUTHORITY.replacen(
            r#"main = { (user ~ "@")? ~ host ~ (":" ~ port)? }"#,
            r#"main = { !((user ~ "@")? ~ host ~ "!") ~ "z" }"#,
            1,
        );
        let code = emitted(&inside, &TEST);
        let main = function(&code, "fn m_main");
        assert!(main.contains("let t = &mut Hush;"), "{main}");
        assert!(main.contains("m_host_after_name"), "{main}");
        assert!(!code.contains("fatal"), "{code}");

        // With a `%` that begins something else, none of it.
        let code = emitted(
            &AUTHORITY.replace("ASCII_DIGIT* }", "(ASCII_DIGIT | \"%\")* }"),
            &TEST,
        );
        assert!(!code.contains("fatal"), "{code}");
        assert!(!imported(&code).contains(&"fatal"));
    }

    #[test]
    fn only_calls_of_the_told_run_are_its_end() {
        // `user ~ "!"` calls a run that the user's run tells too (its own),
        // but the host is told where `name`'s ends: `user` is read.
        let text = AUTHORITY.replace(
            r#"host = { "[" ~ ASCII_DIGIT ~ "]" | name }"#,
            r#"host = { "[" ~ ASCII_DIGIT ~ "]" | user ~ "!" | name }"#,
        );
        let code = emitted(&text, &TEST);
        let after = function(&code, "fn m_host_after_name");
        assert!(after.contains("m_user(s, pos, t)"), "{after}");
        assert_eq!(after.matches("Some(run_end)").count(), 1, "{after}");
    }

    #[test]
    fn an_alternative_that_begins_with_a_choice_is_tried_only_when_its_first_byte_can_begin_it() {
        // `number` begins with a choice of literals, which would be tried
        // one by one: a table of its first bytes gates it. `word` begins
        // with a literal and `empty` may match nothing: not gated.
        let text = r#"main = { number | word | empty } number = { ("25" | "2" | "1") ~ "x" }
            word = { "w" ~ "y" } empty = { "z"? }"#;
        let code = emitted(text, &TEST);
        let main = function(&code, "fn m_main");
        assert!(
            main.contains("if may_begin(s, pos, &SET_0, t) {\n        if let Some(p) = m_number("),
            "{main}"
        );
        assert!(
            code.contains("// what begins number\nstatic SET_0: [bool; 256] = table(b\"12\");"),
            "{code}"
        );
        assert!(main.matches("may_begin").count() == 1, "{main}");
        assert!(imported(&code).contains(&"may_begin"), "{code}");
    }

    #[test]
    fn the_entries_and_the_rules_an_entry_chooses_between_are_at_the_top() {
        let rules = rules(
            r#"main = { a | b | "c" | byte } a = { d ~ "a" } b = { "b" ~ "x" }
               d = { "d" ~ "y" } byte = { "e" } other = { a }"#,
        );
        let target = Target {
            entries: &["main", "other"],
            ..TEST
        };
        let g = Grammar::new(&rules, &target);
        // `other` is an entry; `a` and `b` are alternatives of one.
        for name in ["main", "other", "a", "b"] {
            assert!(at_the_top(&g, name), "{name}");
        }
        // `d` is only called by an alternative; `byte` is one byte, looked
        // up in a table rather than called; a builtin is no rule.
        for name in ["d", "byte", "ASCII_DIGIT"] {
            assert!(!at_the_top(&g, name), "{name}");
        }
    }

    #[test]
    fn the_functions_at_the_top_are_always_inlined_and_the_others_left_to_the_compiler() {
        // `main` is the entry and chooses between `a` and `b`; `c` is
        // called by `a`.
        let text = r#"main = { a | b } a = { "a" ~ c } b = { "b" ~ "x" } c = { "c" ~ "y" }"#;
        let code = emitted(text, &TEST);
        for name in ["main", "a", "b"] {
            assert!(
                code.contains(&format!("#[inline(always)]\nfn m_{name}<")),
                "{name}:\n{code}"
            );
        }
        assert!(code.contains("#[inline]\nfn m_c<"), "{code}");
        assert_eq!(code.matches("#[inline(always)]").count(), 3, "{code}");
    }

    #[test]
    fn an_alternative_with_captures_to_put_back_is_tried_only_when_its_first_byte_can_begin_it() {
        // `word` begins with a literal but records `a`, put back when it
        // fails: gated, so that a failure on its first byte skips that.
        // `plain` records nothing, and the last alternative's captures are
        // never put back: not gated.
        let text = r#"main = { word | plain | last } word = { "w" ~ a ~ "y" } a = { "a" }
            plain = { "p" ~ "q" } last = { "l" ~ a }"#;
        let target = Target {
            captures: &[("a", "a")],
            ..TEST
        };
        let code = emitted(text, &target);
        let main = function(&code, "fn c_main");
        assert!(
            main.contains("if may_begin(s, pos, &SET_0, t) {\n        if let Some(p) = c_word(")
                && main.contains("        cap.a = None;\n    }"),
            "{main}"
        );
        assert!(
            code.contains("// what begins word\nstatic SET_0: [bool; 256] = table(b\"w\");"),
            "{code}"
        );
        assert_eq!(main.matches("may_begin").count(), 1, "{main}");
    }

    #[test]
    fn a_native_rule_is_read_by_its_function_on_the_parse_path_only() {
        const NUMBER: Native = Native {
            rule: "number",
            function: "number_at",
            field: "number_value",
            ty: "core::num::NonZeroU8",
        };
        let target = Target {
            captures: &[("number", "number")],
            captures_in: None,
            natives: &[NUMBER],
            ..TEST
        };
        let text = r#"main = { "[" ~ number ~ "]" } number = { ASCII_DIGIT+ }"#;
        let code = emitted(text, &target);
        let number = function(&code, "fn c_number");
        // The function first, its value beside the span; the compiled
        // code after it, for a tracker that notes failures.
        assert!(
            number.contains(
                "if T::NOTES_NOTHING {\n        let (end, value) = number_at(s, pos)?;\n        \
                 cap.number = Some(Span::new(pos, end));\n        \
                 cap.number_value = Some((Span::new(pos, end), value));\n        \
                 return Some(end);\n    }\n"
            ),
            "{number}"
        );
        assert!(number.contains("&ASCII_DIGIT, t)"), "{number}");
        assert!(
            code.contains("    pub(crate) number_value: Option<(Span, core::num::NonZeroU8)>,\n"),
            "{code}"
        );
        assert!(imported(&code).contains(&"number_at"), "{code}");
        // A rule that is not native has no such path.
        assert!(
            !function(&code, "fn c_main").contains("NOTES_NOTHING"),
            "{code}"
        );

        // Where nothing is recorded, only the end is kept.
        let target = Target {
            natives: &[NUMBER],
            ..TEST
        };
        let code = emitted(text, &target);
        let number = function(&code, "fn m_number");
        assert!(
            number.contains("if T::NOTES_NOTHING {\n        return number_at(s, pos).map(|(end, _)| end);\n    }"),
            "{number}"
        );
    }

    #[test]
    fn a_run_of_options_is_nested_in_the_code() {
        let code = emitted(r#"main = { ASCII_DIGIT{1, 3} }"#, &TEST);
        let main = function(&code, "fn m_main");
        // The third digit is tried only after the second matched.
        let second = main
            .find("class(s, p1, &ASCII_DIGIT, t)")
            .expect("second digit");
        let third = main
            .find("class(s, p3, &ASCII_DIGIT, t)")
            .expect("third digit");
        assert!(second < third, "{main}");
        assert!(!main.contains("class(s, p2, &ASCII_DIGIT, t)"), "{main}");
    }

    #[test]
    fn functions_follow_the_grammar_order() {
        let code = emitted(r#"main = { b ~ a } a = { "aa" } b = { "bb" }"#, &TEST);
        let at = |f: &str| code.find(f).unwrap_or_else(|| panic!("no {f}"));
        assert!(at("fn m_main") < at("fn m_a"));
        assert!(at("fn m_a") < at("fn m_b"));
    }

    #[test]
    fn generation_is_deterministic() {
        let text = include_str!("../../grammar/uri.pest");
        let first = emitted(text, &crate::URI);
        for _ in 0..3 {
            assert_eq!(emitted(text, &crate::URI), first);
        }
    }

    #[test]
    fn generate_formats_with_rustfmt() {
        let text = r#"main = { SOI ~ ("a" | "b")* ~ "cd" ~ EOI }"#;
        let sources = [crate::Source {
            path: TEST.grammar,
            text: text.to_owned(),
        }];
        let generated = generate(&sources, &TEST).unwrap_or_else(|e| panic!("{e}"));
        let paths: Vec<&str> = generated.iter().map(|g| g.path).collect();
        assert_eq!(paths, [TEST.output, TEST.automaton]);
        let code = generated[0].text.clone();
        assert!(code.starts_with("// @generated"));
        assert!(
            code.contains(
                "use crate::compiled::recognizer::runtime::{Track, lit, skip_class, table};\n"
            ),
            "{code}"
        );
        // rustfmt's layout, not the emitter's.
        assert!(
            code.contains(
                "fn m_main<T: Track>(s: &[u8], pos: usize, t: &mut T) -> Option<usize> {\n"
            ),
            "{code}"
        );
        // The automaton's rows stay one to a line.
        assert!(
            generated[1]
                .text
                .contains("#[rustfmt::skip]\npub(crate) static MAIN: Automaton")
        );
        assert!(
            generated[1].text.contains("        /* 1 */ "),
            "{}",
            generated[1].text
        );
        assert_eq!(generate(&sources, &TEST).ok(), Some(generated));
    }
}
