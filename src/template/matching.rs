//! Matching: from a URI back to the variables a template expands into it
//! (the rules are on [`super::UriTemplate::match_uri`]).
//!
//! A search with backtracking over where each expression ends and how its
//! text splits into values; every answer is expanded again and compared
//! with the URI before it is returned, so an answer is never wrong, and
//! the rules only choose among right ones. The search is bounded: a
//! template whose variables each appear once remembers the places where
//! the rest of it failed, and any search stops after a fixed number of
//! steps (an answer not found by then is `None`).

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use crate::template::expand::{self, Rules, Target, U, U_AND_R};
use crate::template::syntax::{Expression, Operator, Part, RawPart, RawSpec, VarSpec};
use crate::template::value::{Var, Vars};
use crate::text::percent;

/// How [`UriTemplate::match_uri_with`](super::UriTemplate::match_uri_with) matches.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct MatchOptions {
    /// The parameters of `{?...}` and `{&...}` expressions in any order,
    /// any of them absent.
    pub query_any_order: bool,
}

impl MatchOptions {
    /// The default: the URI must be exactly an expansion.
    #[must_use]
    pub fn new() -> MatchOptions {
        MatchOptions::default()
    }

    /// Sets [`MatchOptions::query_any_order`].
    #[must_use]
    pub fn query_any_order(mut self, yes: bool) -> MatchOptions {
        self.query_any_order = yes;
        self
    }
}

/// The most steps a search takes.
const STEPS: usize = 50_000;
/// The most ways one expression's text is split into values.
const ALTERNATIVES: usize = 64;
/// The most pieces read, summed over the readings tried, for one
/// expression's text.
const READINGS: usize = 4_096;
/// The most parts a template may have to be matched (the search recurses
/// once a part), and the most variables an expression may have.
pub(crate) const MAX_PARTS: usize = 256;
pub(crate) const MAX_VARSPECS: usize = 64;

/// A variable's value as far as it is known.
#[derive(Debug, Clone, PartialEq)]
struct Bound {
    var: Var,
    /// `Some(n)` when only a prefix of `n` characters was seen.
    prefix: Option<u16>,
}

struct Matcher<'a> {
    /// The template's text, its parts, and its literals as expansion
    /// writes them, by part.
    text: &'a str,
    parts: Vec<Part<'a>>,
    encoded: Vec<String>,
    uri: &'a str,
    any_order: bool,
    /// Distinct variable names, in order of first appearance, and each
    /// one's place in that order.
    names: Vec<&'a str>,
    ids: BTreeMap<&'a str, usize>,
    bound: Vec<Option<Bound>>,
    spans: Vec<Range<usize>>,
    /// Places `(part, position)` where the rest of the template failed;
    /// kept only when no variable appears twice.
    failed: Option<BTreeSet<(usize, usize)>>,
    /// By part: the bytes the expansion of the parts from it can begin
    /// with, and whether it can be empty (the end of the URI may follow).
    starts: Vec<([bool; 256], bool)>,

    steps: usize,
}

/// The variables whose expansion by the template `text` (of `raw_parts`,
/// whose variable specifications are `specs`) is `uri`.
pub(crate) fn match_uri(
    text: &str,
    raw_parts: &[RawPart],
    specs: &[RawSpec],
    uri: &str,
    options: &MatchOptions,
) -> Option<Vars> {
    if raw_parts.len() > MAX_PARTS
        || raw_parts.iter().any(|part| match part {
            RawPart::Expression(e) => e.specs.len() > MAX_VARSPECS,
            RawPart::Literal(_) => false,
        })
    {
        return None;
    }
    // An expansion is a URI reference: nothing else is one.
    crate::reference::uri_ref::UriRef::recognize(uri)?;
    // A literal all ASCII is written as it stands: the first and the last
    // are checked before anything is built.
    let literal_at = |part: Option<&RawPart>| match part {
        Some(RawPart::Literal(span)) => text.get(span.clone()).filter(|l| l.is_ascii()),
        _ => None,
    };
    if literal_at(raw_parts.first()).is_some_and(|l| !uri.starts_with(l))
        || raw_parts.len() > 1 && literal_at(raw_parts.last()).is_some_and(|l| !uri.ends_with(l))
    {
        return None;
    }
    let parts: Vec<Part<'_>> = raw_parts
        .iter()
        .map(|part| match part {
            RawPart::Literal(span) => Part::Literal(text.get(span.clone()).unwrap_or_default()),
            RawPart::Expression(raw) => Part::Expression(Expression {
                text,
                raw,
                specs: specs.get(raw.specs.clone()).unwrap_or_default(),
            }),
        })
        .collect();
    // The literals as expansion writes them, what the URI holds.
    let encoded: Vec<String> = parts
        .iter()
        .map(|part| {
            let mut out = String::new();
            if let Part::Literal(literal) = part {
                expand::literal_into(literal, Target::Uri, &mut out);
            }
            out
        })
        .collect();
    let mut names: Vec<&str> = Vec::new();
    let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
    let mut repeated = false;
    for spec in specs {
        let name = text.get(spec.name.clone()).unwrap_or_default();
        if ids.contains_key(name) {
            repeated = true;
        } else {
            ids.insert(name, names.len());
            names.push(name);
        }
    }
    let starts = starts(&parts, &encoded);
    let mut m = Matcher {
        text,
        spans: alloc::vec![0..0; parts.len()],
        parts,
        encoded,
        uri,
        any_order: options.query_any_order,
        bound: alloc::vec![None; names.len()],
        names,
        ids,
        failed: (!repeated).then(BTreeSet::new),
        starts,
        steps: 0,
    };
    if !m.parts_from(0, 0) {
        return None;
    }
    Some(m.vars())
}

/// For each part (and one past the last), the bytes an expansion of the
/// parts from it can begin with, and whether it can be empty.
fn starts(parts: &[Part<'_>], encoded: &[String]) -> Vec<([bool; 256], bool)> {
    let mut out = alloc::vec![([false; 256], true); parts.len() + 1];
    for i in (0..parts.len()).rev() {
        let after = out.get(i + 1).copied().unwrap_or(([false; 256], true));
        let here = match parts.get(i) {
            Some(Part::Literal(_)) => {
                let mut set = [false; 256];
                match encoded.get(i).and_then(|l| l.as_bytes().first()) {
                    Some(&b) => {
                        set[usize::from(b)] = true;
                        (set, false)
                    }
                    None => after,
                }
            }
            Some(Part::Expression(e)) => {
                // An expression may expand to nothing, so what follows it
                // may begin the rest.
                let (mut set, empty) = after;
                match expand::rules(e.operator()) {
                    Some(rules) if !rules.first.is_empty() => {
                        for b in rules.first.bytes() {
                            set[usize::from(b)] = true;
                        }
                    }
                    // No `first`: any byte a URI holds.
                    _ => set = [true; 256],
                }
                (set, empty)
            }
            None => after,
        };
        if let Some(slot) = out.get_mut(i) {
            *slot = here;
        }
    }
    out
}

impl Matcher<'_> {
    fn id(&self, name: &str) -> usize {
        self.ids.get(name).copied().unwrap_or(0)
    }

    fn vars(&self) -> Vars {
        let mut vars = Vars::new();
        for (name, bound) in self.names.iter().zip(&self.bound) {
            if let Some(bound) = bound {
                vars.insert(*name, bound.var.clone());
            }
        }
        vars
    }

    /// Whether parts `i..` match the URI from `p`.
    fn parts_from(&mut self, i: usize, p: usize) -> bool {
        self.steps += 1;
        if self.steps > STEPS {
            return false;
        }
        let Some(part) = self.parts.get(i).copied() else {
            return p == self.uri.len() && self.verify();
        };
        if self.failed.as_ref().is_some_and(|f| f.contains(&(i, p))) {
            return false;
        }
        let ok = match part {
            Part::Literal(_) => {
                let literal = self.encoded.get(i).map_or("", String::as_str);
                let rest = self.uri.get(p..).unwrap_or_default();
                if rest.starts_with(literal) {
                    let end = p + literal.len();
                    self.spans[i] = p..end;
                    self.parts_from(i + 1, end)
                } else {
                    false
                }
            }
            Part::Expression(e) => self.expression(i, &e, p),
        };
        if !ok && self.steps <= STEPS {
            if let Some(failed) = self.failed.as_mut() {
                failed.insert((i, p));
            }
        }
        ok
    }

    /// Whether expression `e`, part `i`, can end somewhere from `p` with
    /// the rest matching after it; longest first.
    fn expression(&mut self, i: usize, e: &Expression<'_>, p: usize) -> bool {
        let Some(rules) = expand::rules(e.operator()) else {
            return false;
        };
        let any_order = self.any_order
            && matches!(
                e.operator(),
                Some(Operator::Query | Operator::QueryContinuation)
            );
        let bytes = self.uri.as_bytes();
        // The furthest the expansion can reach: the characters it can hold.
        let mut limit = p;
        while let Some(&b) = bytes.get(limit) {
            // The sets `encode` passes, `%` for the triplets, and under U
            // what the operator writes between values.
            let c = char::from(b);
            let allowed = b == b'%'
                || if rules.reserved {
                    U_AND_R[usize::from(b)]
                } else {
                    U[usize::from(b)]
                        || matches!(c, ',' | '=')
                        || rules.first.contains(c)
                        || c == rules.sep
                };
            if !allowed {
                break;
            }
            limit += 1;
        }
        // The scan counts toward the bound, a step for each 64 bytes.
        self.steps += (limit - p) / 64;
        if self.steps > STEPS {
            return false;
        }
        let last = i + 1 == self.parts.len();
        let next_literal = match self.parts.get(i + 1) {
            Some(Part::Literal(_)) => self.encoded.get(i + 1).cloned(),
            _ => None,
        };
        for q in (p..=limit).rev() {
            if last && q != self.uri.len() {
                continue;
            }
            // Each end tried counts, the ones passed over after a look at
            // the next literal too.
            self.steps += 1;
            if self.steps > STEPS {
                return false;
            }
            if let Some(literal) = &next_literal {
                if !self
                    .uri
                    .get(q..)
                    .is_some_and(|rest| rest.starts_with(literal.as_str()))
                {
                    continue;
                }
            }
            // What follows must begin where the expression ends.
            let (next, can_end) = self
                .starts
                .get(i + 1)
                .copied()
                .unwrap_or(([true; 256], true));
            let fits = match bytes.get(q) {
                Some(&b) => next[usize::from(b)],
                None => can_end,
            };
            if !fits {
                continue;
            }
            let Some(text) = self.uri.get(p..q) else {
                continue;
            };
            // The work of reading the text counts toward the bound, before
            // it is done, as each reading tried does.
            self.steps += 1 + text.len() / 8;
            if self.steps > STEPS {
                return false;
            }
            let alternatives = if any_order {
                any_order_values(e, &rules, text)
            } else {
                values(e, &rules, text)
            };
            self.steps += alternatives.len();
            for alternative in alternatives {
                self.steps += 1;
                if self.steps > STEPS {
                    return false;
                }
                // What the binding changes, to put back if the rest fails.
                let mut saved: Vec<(usize, Option<Bound>)> = Vec::new();
                if self.bind(e, alternative, &mut saved) {
                    self.spans[i] = p..q;
                    if self.parts_from(i + 1, q) {
                        return true;
                    }
                }
                for (id, old) in saved.into_iter().rev() {
                    if let Some(slot) = self.bound.get_mut(id) {
                        *slot = old;
                    }
                }
            }
        }
        false
    }

    /// Records the values of `alternative` (by varspec index), if they
    /// agree with what is bound already; what each replaced goes to
    /// `saved`.
    fn bind(
        &mut self,
        e: &Expression<'_>,
        alternative: Vec<(usize, Var)>,
        saved: &mut Vec<(usize, Option<Bound>)>,
    ) -> bool {
        for (j, var) in alternative {
            let Some(spec) = e.varspecs().nth(j) else {
                return false;
            };
            let id = self.id(spec.name());
            let new = Bound {
                var,
                prefix: spec.prefix(),
            };
            let Some(slot) = self.bound.get_mut(id) else {
                return false;
            };
            let old = slot.take();
            let merged = match old.clone() {
                None => Some(new),
                Some(old) => merge(old, new),
            };
            saved.push((id, old));
            match merged {
                Some(bound) => *slot = Some(bound),
                None => return false,
            }
        }
        true
    }

    /// Whether each expression, expanded with the bound values, gives the
    /// text it matched (the literals matched as they are).
    fn verify(&self) -> bool {
        let vars = self.vars();
        let mut out = String::new();
        for (part, span) in self.parts.iter().zip(&self.spans) {
            let Part::Expression(e) = part else {
                continue;
            };
            out.clear();
            if expand::expression(self.text, e.raw, e.specs, &vars, Target::Uri, &mut out).is_err()
            {
                return false;
            }
            let matched = self.uri.get(span.clone()).unwrap_or_default();
            let same = if self.any_order
                && matches!(
                    e.operator(),
                    Some(Operator::Query | Operator::QueryContinuation)
                ) {
                same_parameters(&out, matched)
            } else {
                out == matched
            };
            if !same {
                return false;
            }
        }
        true
    }
}

/// Two bindings of one variable made one, if they agree.
fn merge(old: Bound, new: Bound) -> Option<Bound> {
    match (old.prefix, new.prefix) {
        (None, None) => (old.var == new.var).then_some(old),
        (Some(n), None) => fits(&old.var, &new.var, n).then_some(new),
        (None, Some(n)) => fits(&new.var, &old.var, n).then_some(old),
        (Some(a), Some(b)) => {
            let (short, long, n) = if a <= b { (old, new, a) } else { (new, old, b) };
            fits(&short.var, &long.var, n).then_some(long)
        }
    }
}

/// Whether `short` is the first `n` characters of `full`.
fn fits(short: &Var, full: &Var, n: u16) -> bool {
    match (short, full) {
        (Var::String(short), Var::String(full)) => expand::prefix(full, n) == short,
        _ => false,
    }
}

/// Whether two query expansions hold the same parameters, in any order.
fn same_parameters(a: &str, b: &str) -> bool {
    let split = |s: &str| -> Vec<String> {
        let body = s.get(1..).unwrap_or_default();
        let mut v: Vec<String> = body.split('&').map(String::from).collect();
        v.sort();
        v
    };
    a.get(..1).map(|f| f.replace('&', "?")) == b.get(..1).map(|f| f.replace('&', "?"))
        && split(a) == split(b)
}

/// The value whose encoding under `rules` is `text`, if there is one: the
/// decoded text, or under U+R the text itself when its decoding would be
/// encoded otherwise.
fn decode(text: &str, rules: &Rules) -> Option<String> {
    decodings(text, rules).into_iter().next()
}

/// Every value whose encoding under `rules` is `text`, of three readings:
/// every triplet decoded; under U+R, only the triplets whose character
/// encodes back to them (the others passed through as a value's own
/// percent-encodings are); the text as it stands.
fn decodings(text: &str, rules: &Rules) -> Vec<String> {
    let again = |value: &str| {
        let mut out = String::with_capacity(text.len());
        expand::encode(value, rules, Target::Uri, &mut out);
        out == text
    };
    if !text.contains('%') {
        // No percent-encoding: the text is the one reading.
        return if again(text) {
            alloc::vec![String::from(text)]
        } else {
            Vec::new()
        };
    }
    let mut found: Vec<String> = Vec::new();
    let mut add = |value: String| {
        if !found.contains(&value) && again(&value) {
            found.push(value);
        }
    };
    if let Ok(decoded) = percent::decode_utf8(text) {
        add(decoded.into_owned());
    }
    if rules.reserved {
        add(decode_faithful(text, rules));
        add(String::from(text));
    }
    found
}

/// `text` with each character written as triplets decoded where encoding
/// it gives those same triplets back, and every other triplet kept.
fn decode_faithful(text: &str, rules: &Rules) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        if b != b'%' {
            let Some(c) = text.get(at..).and_then(|rest| rest.chars().next()) else {
                break;
            };
            out.push(c);
            at += c.len_utf8();
            continue;
        }
        // The character whose UTF-8 the triplets from `at` spell, if any.
        let mut octets = [0u8; 4];
        let mut n = 0;
        let mut decoded = None;
        while n < 4 {
            let Some(octet) = bytes
                .get(at + 3 * n..at + 3 * n + 3)
                .and_then(|t| percent::decode(core::str::from_utf8(t).ok()?).ok())
                .and_then(|d| d.first().copied())
            else {
                break;
            };
            octets[n] = octet;
            n += 1;
            if let Ok(s) = core::str::from_utf8(&octets[..n]) {
                decoded = s.chars().next().map(|c| (c, n));
                break;
            }
        }
        match decoded {
            Some((c, n)) => {
                let written = text.get(at..at + 3 * n).unwrap_or_default();
                let mut again = String::new();
                let mut buffer = [0; 4];
                expand::encode(c.encode_utf8(&mut buffer), rules, Target::Uri, &mut again);
                if again == written {
                    out.push(c);
                } else {
                    out.push_str(written);
                }
                at += 3 * n;
            }
            None => {
                out.push('%');
                at += 1;
            }
        }
    }
    out
}

/// The ways `text` is the expansion of expression `e`: for each, the
/// defined variables by varspec index and their values.
fn values(e: &Expression<'_>, rules: &Rules, text: &str) -> Vec<Vec<(usize, Var)>> {
    if text.is_empty() {
        return alloc::vec![Vec::new()];
    }
    let Some(rest) = text.strip_prefix(rules.first) else {
        return Vec::new();
    };
    let pieces: Vec<&str> = rest.split(rules.sep).collect();
    let mut out = Vec::new();
    let mut current = Vec::new();
    let specs: Vec<VarSpec<'_>> = e.varspecs().collect();
    let mut budget = READINGS;
    assign(
        &specs,
        rules,
        &pieces,
        0,
        0,
        &mut budget,
        &mut current,
        &mut out,
    );
    out
}

/// Whether a variable of `spec` may take more than one piece of its
/// expression's text: a list or a map written with the separator between
/// members, or a value that may hold the separator itself (`.` for labels,
/// `,` under U+R); under the other operators a separator in a value is
/// encoded.
fn spans_pieces(spec: &VarSpec<'_>, rules: &Rules) -> bool {
    spec.is_exploded() || rules.sep == ',' || rules.sep == '.'
}

/// Assigns `pieces[k..]` to `specs[j..]`, each taking some pieces or none.
/// `budget` counts the readings of groups of pieces left to try: the work
/// stops when it runs out, as when [`ALTERNATIVES`] ways are found.
#[allow(clippy::too_many_arguments)]
fn assign(
    specs: &[VarSpec<'_>],
    rules: &Rules,
    pieces: &[&str],
    j: usize,
    k: usize,
    budget: &mut usize,
    current: &mut Vec<(usize, Var)>,
    out: &mut Vec<Vec<(usize, Var)>>,
) {
    if out.len() >= ALTERNATIVES || *budget == 0 {
        return;
    }
    let Some(spec) = specs.get(j) else {
        if k == pieces.len() {
            out.push(current.clone());
        }
        return;
    };
    // The pieces left must be taken by this variable and the ones after.
    let left = pieces.len() - k;
    let most = if spans_pieces(spec, rules) {
        left
    } else {
        left.min(1)
    };
    for m in 1..=most {
        if out.len() >= ALTERNATIVES || *budget == 0 {
            return;
        }
        // A reading costs as many pieces as it joins.
        *budget = budget.saturating_sub(m);
        let group = pieces.get(k..k + m).unwrap_or_default();
        for var in candidates(spec, rules, group) {
            current.push((j, var));
            assign(specs, rules, pieces, j + 1, k + m, budget, current, out);
            current.pop();
        }
    }
    assign(specs, rules, pieces, j + 1, k, budget, current, out);
}

/// The values of `spec` whose expansion is `group`, the pieces between
/// separators it would take, most likely first.
fn candidates(spec: &VarSpec<'_>, rules: &Rules, group: &[&str]) -> Vec<Var> {
    let mut out = Vec::new();
    let name = spec.name();
    if spec.is_exploded() {
        let named_value = |piece: &str| -> Option<String> {
            if rules.named && piece == name && rules.ifemp.is_empty() {
                return Some(String::new());
            }
            decode(piece.strip_prefix(name)?.strip_prefix('=')?, rules)
        };
        let pair = |piece: &str| -> Option<(String, String)> {
            match piece.split_once('=') {
                Some((k, v)) => Some((decode(k, rules)?, decode(v, rules)?)),
                None if rules.named && rules.ifemp.is_empty() => {
                    Some((decode(piece, rules)?, String::new()))
                }
                None => None,
            }
        };
        let list: Option<Vec<String>> = if rules.named {
            group.iter().map(|p| named_value(p)).collect()
        } else {
            group.iter().map(|p| decode(p, rules)).collect()
        };
        // Members that hold the separator (under U+R, or `.` for labels):
        // the other ways to cut the pieces.
        let mut more_lists: Vec<Vec<String>> = Vec::new();
        if !rules.named && (rules.reserved || rules.sep == '.') && group.len() <= 16 {
            cut_items(group, rules.sep, rules, &mut Vec::new(), &mut more_lists);
        }
        // Where a key or a value may hold the separator (`.` for labels,
        // any reserved character under U+R), a member may span pieces:
        // every way to cut the pieces into members is a reading.
        let glue = rules.reserved || rules.sep == '.';
        let mut maps: Vec<Vec<(String, String)>> = Vec::new();
        if glue && group.len() <= 16 {
            let mut current = Vec::new();
            cut_members(group, rules, &pair, &mut current, &mut maps);
        } else if let Some(map) = group.iter().map(|p| pair(p)).collect() {
            maps.push(map);
        }
        let map = maps.first().cloned();
        let more = maps.into_iter().skip(1).map(Var::Map);
        if rules.named {
            out.extend(list.map(Var::List));
            out.extend(map.map(Var::Map));
        } else {
            out.extend(map.map(Var::Map));
            out.extend(list.map(Var::List));
        }
        out.extend(more);
        out.extend(more_lists.into_iter().skip(1).map(Var::List));
        return out;
    }
    let joined = group.join(&*String::from(rules.sep));
    let value = if rules.named {
        if joined == name && rules.ifemp.is_empty() {
            Some("")
        } else {
            joined.strip_prefix(name).and_then(|v| v.strip_prefix('='))
        }
    } else {
        Some(joined.as_str())
    };
    let Some(value) = value else {
        return out;
    };
    let strings = decodings(value, rules).into_iter().filter(|s| {
        spec.prefix()
            .is_none_or(|n| s.chars().count() <= usize::from(n))
    });
    // Under U+R a member may hold `,` itself: every way to cut the text
    // at its commas is a reading, the finest first.
    let mut lists: Vec<Vec<String>> = Vec::new();
    if spec.prefix().is_none() && value.contains(',') {
        let pieces: Vec<&str> = value.split(',').collect();
        if rules.reserved && pieces.len() <= 16 {
            cut_items(&pieces, ',', rules, &mut Vec::new(), &mut lists);
        } else if let Some(list) = pieces.iter().map(|item| decode(item, rules)).collect() {
            lists.push(list);
        }
    }
    let list = lists.into_iter().map(Var::List);
    if rules.reserved {
        out.extend(strings.map(Var::String));
        out.extend(list);
    } else {
        out.extend(list);
        out.extend(strings.map(Var::String));
    }
    // A list of one empty string expands as an empty string does but under
    // `;` (`name=`, where an empty string gives `name`); where a variable
    // appears twice, the other place may tell them apart.
    if value.is_empty() {
        out.push(Var::List(alloc::vec![String::new()]));
    }
    out
}

/// Every way (up to [`ALTERNATIVES`]) to cut `pieces` into consecutive
/// runs, each joined by `sep` into one decoded member, the finest first.
fn cut_items(
    pieces: &[&str],
    sep: char,
    rules: &Rules,
    current: &mut Vec<String>,
    out: &mut Vec<Vec<String>>,
) {
    if pieces.is_empty() {
        out.push(current.clone());
        return;
    }
    let mut member = String::new();
    for (i, piece) in pieces.iter().enumerate() {
        if out.len() >= ALTERNATIVES {
            return;
        }
        if i > 0 {
            member.push(sep);
        }
        member.push_str(piece);
        if let Some(item) = decode(&member, rules) {
            current.push(item);
            cut_items(
                pieces.get(i + 1..).unwrap_or_default(),
                sep,
                rules,
                current,
                out,
            );
            current.pop();
        }
    }
}

/// Every way (up to [`ALTERNATIVES`]) to cut `pieces` into consecutive
/// runs, each joined by the separator into a `key=value` member.
fn cut_members(
    pieces: &[&str],
    rules: &Rules,
    pair: &dyn Fn(&str) -> Option<(String, String)>,
    current: &mut Vec<(String, String)>,
    out: &mut Vec<Vec<(String, String)>>,
) {
    if pieces.is_empty() {
        out.push(current.clone());
        return;
    }
    let mut member = String::new();
    for (i, piece) in pieces.iter().enumerate() {
        if out.len() >= ALTERNATIVES {
            return;
        }
        if i > 0 {
            member.push(rules.sep);
        }
        member.push_str(piece);
        if let Some(p) = pair(&member) {
            current.push(p);
            cut_members(
                pieces.get(i + 1..).unwrap_or_default(),
                rules,
                pair,
                current,
                out,
            );
            current.pop();
        }
    }
}

/// The ways `text` holds the parameters of the `?`/`&` expression `e` in
/// any order, any absent.
fn any_order_values(e: &Expression<'_>, rules: &Rules, text: &str) -> Vec<Vec<(usize, Var)>> {
    if text.is_empty() {
        return alloc::vec![Vec::new()];
    }
    let Some(rest) = text.strip_prefix(rules.first) else {
        return Vec::new();
    };
    let specs: Vec<VarSpec<'_>> = e.varspecs().collect();
    let mut lists: Vec<Vec<String>> = alloc::vec![Vec::new(); specs.len()];
    let mut maps: Vec<Vec<(String, String)>> = alloc::vec![Vec::new(); specs.len()];
    let mut single: Vec<Option<Var>> = alloc::vec![None; specs.len()];
    for piece in rest.split('&') {
        let (key, value) = piece.split_once('=').unwrap_or((piece, ""));
        let named = specs.iter().position(|s| s.name() == key);
        match named {
            Some(j) if specs[j].is_exploded() => {
                let Some(v) = decode(value, rules) else {
                    return Vec::new();
                };
                lists[j].push(v);
            }
            Some(j) if single[j].is_none() => {
                let mut found = candidates(&specs[j], rules, &[piece]);
                if found.is_empty() {
                    return Vec::new();
                }
                single[j] = Some(found.remove(0));
            }
            _ => {
                // An exploded map takes the keys no variable is named after.
                let Some(j) = specs.iter().position(|s| s.is_exploded()) else {
                    return Vec::new();
                };
                match (decode(key, rules), decode(value, rules)) {
                    (Some(k), Some(v)) => maps[j].push((k, v)),
                    _ => return Vec::new(),
                }
            }
        }
    }
    let mut alternative = Vec::new();
    for (j, ((list, map), one)) in lists.into_iter().zip(maps).zip(single).enumerate() {
        if let Some(var) = one {
            alternative.push((j, var));
        } else if !map.is_empty() {
            let mut map = map;
            map.extend(list.into_iter().map(|v| (String::from(specs[j].name()), v)));
            alternative.push((j, Var::Map(map)));
        } else if !list.is_empty() {
            alternative.push((j, Var::List(list)));
        }
    }
    alloc::vec![alternative]
}
