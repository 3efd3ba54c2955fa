//! `grammar/uri.pest` instrumented for coverage measurement and run by
//! pest_vm.
//!
//! The grammar text is parsed with pest_meta and its syntax tree rewritten so
//! that a parse tree tells which rules and which alternatives were taken:
//!
//! - every rule produces pairs, inner rules included: atomic rules (`@`)
//!   become compound-atomic (`$`, still atomic but with inner pairs), silent
//!   rules (`_`) become normal;
//! - every choice `a | b | c` is replaced by `R__alt1 | R__alt2 | R__alt3`,
//!   new rules whose bodies are `a`, `b` and `c`, so the pair of the
//!   alternative that matched sits in the tree. `R` is the rule that holds
//!   the choice; a choice nested inside its body (`(IPv6address |
//!   IPvFuture)` in `IP_literal`, `(unreserved | pct_encoded | ...)*` in
//!   `userinfo`) gets `R__choiceK__altN`, K counting those choices in the
//!   order of the text.
//!
//! Choices inside lookaheads (`!(pchar | "/")`) are left alone: a lookahead
//! produces no pairs, and it does not exercise what it looks at.
//!
//! None of this changes the language: a PEG choice of rule references
//! matches what the choice of their bodies matches, and the grammar defines
//! no `WHITESPACE` or `COMMENT`, so no rule type inserts anything implicit.

#![allow(dead_code)] // each test uses the part it needs

use pest::iterators::Pairs;
use pest_meta::ast::{Expr, Rule, RuleType};
use pest_vm::Vm;

/// One alternative of a choice.
#[derive(Debug)]
pub struct Alternative {
    /// The generated rule that matches it (`IPv6address__alt3`).
    pub rule: String,
    /// Its expression as written in the grammar.
    pub expr: Expr,
}

impl Alternative {
    /// The expression as pest text.
    pub fn text(&self) -> String {
        show(&self.expr)
    }

    /// Whether the alternative refers to rule `name` itself (not through
    /// other rules).
    pub fn refers_to(&self, name: &str) -> bool {
        self.expr
            .iter_top_down()
            .any(|expr| matches!(expr, Expr::Ident(ident) if ident == name))
    }
}

/// A choice in the body of a grammar rule.
#[derive(Debug)]
pub struct Choice {
    /// `None` for the choice that is the whole body of the rule, `Some(k)`
    /// for the k-th choice nested in it.
    pub nested: Option<usize>,
    /// The whole choice as pest text.
    pub text: String,
    pub alternatives: Vec<Alternative>,
}

/// A rule of the grammar as written, with its choices.
#[derive(Debug)]
pub struct GrammarRule {
    pub name: String,
    pub choices: Vec<Choice>,
}

/// The instrumented grammar, ready to run.
pub struct Instrumented {
    /// The rules of the grammar in the order of the text (the generated
    /// alternative rules are not among them).
    pub rules: Vec<GrammarRule>,
    vm: Vm,
}

impl Instrumented {
    /// Instruments the text of a pest grammar. Panics if it does not load.
    pub fn load(grammar: &str) -> Instrumented {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, grammar)
            .unwrap_or_else(|error| panic!("grammar does not parse:\n{error}"));
        let ast = pest_meta::parser::consume_rules(pairs)
            .unwrap_or_else(|errors| panic!("grammar is not valid: {errors:?}"));
        let mut rules = Vec::new();
        let mut instrumented = Vec::new();
        for rule in ast {
            // Implicit whitespace would make the generated normal rules
            // differ from the atomic rules they are cut from, and a `__` in a
            // name would make `owner` wrong.
            assert!(
                !matches!(rule.name.as_str(), "WHITESPACE" | "COMMENT"),
                "the instrumentation assumes no implicit {}",
                rule.name
            );
            assert!(!is_alternative(&rule.name), "rule {} has `__`", rule.name);
            let mut splitter = Splitter {
                owner: rule.name.clone(),
                nested: 0,
                choices: Vec::new(),
                generated: Vec::new(),
            };
            let expr = match rule.expr {
                choice @ Expr::Choice(..) => splitter.split(choice, None),
                expr => splitter.walk(expr),
            };
            let ty = match rule.ty {
                RuleType::Atomic => RuleType::CompoundAtomic,
                RuleType::Silent => RuleType::Normal,
                ty => ty,
            };
            instrumented.push(Rule {
                name: rule.name.clone(),
                ty,
                expr,
            });
            instrumented.append(&mut splitter.generated);
            splitter.choices.sort_by_key(|choice| choice.nested);
            rules.push(GrammarRule {
                name: rule.name,
                choices: splitter.choices,
            });
        }
        let vm = Vm::new(pest_meta::optimizer::optimize(instrumented));
        Instrumented { rules, vm }
    }

    /// The pairs of `rule` when it matches the whole of `input`.
    pub fn parse_full<'a>(&'a self, rule: &'a str, input: &'a str) -> Option<Pairs<'a, &'a str>> {
        let pairs = self.vm.parse(rule, input).ok()?;
        let end = pairs.clone().last().map_or(0, |pair| pair.as_span().end());
        (end == input.len()).then_some(pairs)
    }
}

/// The grammar rule that a rule name belongs to: `IPv6address` for
/// `IPv6address__alt3` and for `IPv6address` itself.
pub fn owner(rule: &str) -> &str {
    rule.split("__").next().unwrap_or(rule)
}

/// Whether `rule` is a generated alternative rule.
pub fn is_alternative(rule: &str) -> bool {
    rule.contains("__")
}

/// Rewrites the choices of one rule into references to generated rules.
struct Splitter {
    owner: String,
    /// Nested choices numbered so far.
    nested: usize,
    choices: Vec<Choice>,
    generated: Vec<Rule>,
}

impl Splitter {
    /// Instruments every choice in `expr` outside lookaheads.
    fn walk(&mut self, expr: Expr) -> Expr {
        let mut walk = |expr: Box<Expr>| Box::new(self.walk(*expr));
        match expr {
            Expr::Choice(..) => {
                self.nested += 1;
                let k = self.nested;
                self.split(expr, Some(k))
            }
            Expr::Seq(lhs, rhs) => {
                let lhs = walk(lhs);
                Expr::Seq(lhs, walk(rhs))
            }
            Expr::Opt(expr) => Expr::Opt(walk(expr)),
            Expr::Rep(expr) => Expr::Rep(walk(expr)),
            Expr::RepOnce(expr) => Expr::RepOnce(walk(expr)),
            Expr::RepExact(expr, n) => Expr::RepExact(walk(expr), n),
            Expr::RepMin(expr, min) => Expr::RepMin(walk(expr), min),
            Expr::RepMax(expr, max) => Expr::RepMax(walk(expr), max),
            Expr::RepMinMax(expr, min, max) => Expr::RepMinMax(walk(expr), min, max),
            Expr::Push(expr) => Expr::Push(walk(expr)),
            // Lookaheads produce no pairs; terminals and references hold no
            // choice.
            other => other,
        }
    }

    /// Replaces the choice `expr` by a choice of generated rules, one per
    /// alternative.
    fn split(&mut self, expr: Expr, nested: Option<usize>) -> Expr {
        let text = show(&expr);
        let prefix = match nested {
            None => format!("{}__alt", self.owner),
            Some(k) => format!("{}__choice{k}__alt", self.owner),
        };
        let mut alternatives = Vec::new();
        let mut references = Vec::new();
        for (index, alternative) in flatten_choice(expr).into_iter().enumerate() {
            let rule = format!("{prefix}{}", index + 1);
            let body = self.walk(alternative.clone());
            self.generated.push(Rule {
                name: rule.clone(),
                ty: RuleType::Normal,
                expr: body,
            });
            references.push(Expr::Ident(rule.clone()));
            alternatives.push(Alternative {
                rule,
                expr: alternative,
            });
        }
        self.choices.push(Choice {
            nested,
            text,
            alternatives,
        });
        references
            .into_iter()
            .rev()
            .reduce(|rest, first| Expr::Choice(Box::new(first), Box::new(rest)))
            .expect("a choice has alternatives")
    }
}

/// The alternatives of `a | b | c`, in order, however the choice nests.
fn flatten_choice(expr: Expr) -> Vec<Expr> {
    match expr {
        Expr::Choice(lhs, rhs) => {
            let mut alternatives = flatten_choice(*lhs);
            alternatives.extend(flatten_choice(*rhs));
            alternatives
        }
        expr => vec![expr],
    }
}

/// An expression as pest text, parenthesised only where pest needs it.
pub fn show(expr: &Expr) -> String {
    show_at(expr, 0)
}

/// Binding strength: choice 0, sequence 1, prefix and range 2, the rest 3.
/// `expr` is put in parentheses when it binds less than `context` needs.
fn show_at(expr: &Expr, context: u8) -> String {
    let (strength, text) = match expr {
        Expr::Choice(..) => (0, join(expr, " | ", 1)),
        Expr::Seq(..) => (1, join(expr, " ~ ", 2)),
        Expr::PosPred(inner) => (2, format!("&{}", show_at(inner, 3))),
        Expr::NegPred(inner) => (2, format!("!{}", show_at(inner, 3))),
        Expr::Range(start, end) => (2, format!("{:?}..{:?}", first(start), first(end))),
        Expr::Opt(inner) => (3, format!("{}?", show_at(inner, 3))),
        Expr::Rep(inner) => (3, format!("{}*", show_at(inner, 3))),
        Expr::RepOnce(inner) => (3, format!("{}+", show_at(inner, 3))),
        Expr::RepExact(inner, n) => (3, format!("{}{{{n}}}", show_at(inner, 3))),
        Expr::RepMin(inner, min) => (3, format!("{}{{{min},}}", show_at(inner, 3))),
        Expr::RepMax(inner, max) => (3, format!("{}{{,{max}}}", show_at(inner, 3))),
        Expr::RepMinMax(inner, min, max) => (3, format!("{}{{{min}, {max}}}", show_at(inner, 3))),
        // Literals and references as pest_meta writes them.
        other => (3, other.to_string()),
    };
    if strength < context {
        format!("({text})")
    } else {
        text
    }
}

/// The character of a range bound.
fn first(bound: &str) -> char {
    bound
        .chars()
        .next()
        .expect("a range bound is one character")
}

/// The operands of a chain of choices or of sequences, however it nests,
/// joined by `separator`.
fn join(expr: &Expr, separator: &str, context: u8) -> String {
    fn operands<'e>(expr: &'e Expr, top: &Expr, out: &mut Vec<&'e Expr>) {
        match (expr, top) {
            (Expr::Choice(lhs, rhs), Expr::Choice(..)) | (Expr::Seq(lhs, rhs), Expr::Seq(..)) => {
                operands(lhs, top, out);
                operands(rhs, top, out);
            }
            _ => out.push(expr),
        }
    }
    let mut items = Vec::new();
    operands(expr, expr, &mut items);
    items
        .iter()
        .map(|item| show_at(item, context))
        .collect::<Vec<_>>()
        .join(separator)
}
