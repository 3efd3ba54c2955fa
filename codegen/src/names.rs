//! The rule-name tables of the crate's grammar modules (`grammar::RULES`,
//! `pest_name`, `abnf_name` and their IRI twins), written from the grammar
//! files so that a rule added, renamed or moved there is named and listed
//! without a table to keep in step by hand.
//!
//! A rule's ABNF name is the one its `///` doc quotes the ABNF under
//! (`` `IP-literal = ...` ``, or the first line of an ```` ```abnf ````
//! block): its name in the grammar, `-` written `_`, in the RFC's own case.
//! An anchored entry rule, `SOI ~ rule ~ EOI`, is named after the rule it
//! anchors, "(whole input)"; pest's `EOI` is "end of input". A rule the
//! checks cannot name this way is refused, naming the rule.

use std::fmt::{self, Write as _};

use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};
use pest_meta::parser::{self, Rule as Meta};

use crate::grammar::flatten_seq;

/// Where a target's rule names go, and what it lists besides its own rules.
#[derive(Debug, Clone, Copy)]
pub struct RuleNames {
    /// The generated file, relative to the workspace root.
    pub output: &'static str,
    /// The module that includes it, where pest_derive's `Rule` is in scope.
    pub included_by: &'static str,
    /// The rules of the base grammars that the listing (`RULES`) holds
    /// after the grammar's own, in this order.
    pub borrowed: &'static [&'static str],
}

/// Why the rule names could not be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameError {
    /// The rule at fault, or the file when pest_meta cannot read it.
    pub rule: String,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rule `{}`: {}", self.rule, self.problem)
    }
}

impl std::error::Error for NameError {}

/// One rule of a grammar file: its name and the lines of its `///` doc.
struct Documented {
    name: String,
    doc: Vec<String>,
}

/// The rules of one grammar file, in order, with their docs.
fn documented(file: &str, text: &str) -> Result<Vec<Documented>, NameError> {
    let pairs = parser::parse(Meta::grammar_rules, text).map_err(|e| NameError {
        rule: file.to_owned(),
        problem: format!("pest_meta cannot read it: {e}"),
    })?;
    let mut rules = Vec::new();
    let mut doc = Vec::new();
    for pair in pairs.filter(|p| p.as_rule() == Meta::grammar_rule) {
        let Some(first) = pair.into_inner().next() else {
            continue;
        };
        match first.as_rule() {
            Meta::line_doc => doc.push(
                first
                    .into_inner()
                    .next()
                    .map_or("", |inner| inner.as_str())
                    .to_owned(),
            ),
            Meta::identifier => rules.push(Documented {
                name: first.as_str().to_owned(),
                doc: std::mem::take(&mut doc),
            }),
            _ => {}
        }
    }
    Ok(rules)
}

/// The name a doc line defines, when it begins an ABNF definition
/// (`` `name = `` or `name =`).
fn defined(line: &str) -> Option<&str> {
    let line = line.trim_start().trim_start_matches('`');
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .unwrap_or(line.len());
    let (name, rest) = line.split_at(end);
    (!name.is_empty() && rest.trim_start().starts_with('=')).then_some(name)
}

/// The ABNF name of `rule` as its doc spells it.
fn abnf_of(rule: &Documented) -> Result<String, NameError> {
    rule.doc
        .iter()
        .filter_map(|line| defined(line))
        .find(|name| name.replace('-', "_").eq_ignore_ascii_case(&rule.name))
        .map(str::to_owned)
        .ok_or_else(|| NameError {
            rule: rule.name.clone(),
            problem: format!(
                "its `///` doc quotes no ABNF definition of `{}` (or of the same name in another case)",
                rule.name.replace('_', "-")
            ),
        })
}

/// The rule that `rule` anchors, when it is `SOI ~ anchored ~ EOI`.
fn anchored(rule: &OptimizedRule) -> Option<&str> {
    let mut items = Vec::new();
    flatten_seq(&rule.expr, &mut items);
    match items.as_slice() {
        [
            OptimizedExpr::Ident(soi),
            OptimizedExpr::Ident(inner),
            OptimizedExpr::Ident(eoi),
        ] if soi == "SOI" && eoi == "EOI" => Some(inner),
        _ => None,
    }
}

/// A rule of the grammar with both its names.
struct Named {
    pest: String,
    abnf: String,
    /// Whether it is an anchored entry rule.
    anchor: bool,
    /// Whether it is defined in the target's own file, not a base.
    own: bool,
}

/// The generated file of rule names for the grammar files `sources` (the
/// base grammars, then the target's own: `(path, text)`), whose rules as
/// pest_meta optimizes the text of all of them together are `rules`;
/// unformatted.
pub(crate) fn emit(
    sources: &[(&str, &str)],
    rules: &[OptimizedRule],
    names: &RuleNames,
) -> Result<String, NameError> {
    let named = name_all(sources, rules)?;
    let listed = listing(&named, names.borrowed)?;

    let files: Vec<&str> = sources.iter().map(|(path, _)| *path).collect();
    let mut out = String::new();
    let _ = write!(
        out,
        "// @generated by `cargo run -p rfc3986-codegen` from {}.\n\
         // Do not edit: change the grammar or codegen/, then run the command again.\n\
         //\n\
         // The rules' names, from the `///` doc of each rule, which quotes its\n\
         // ABNF; included by {}, where `Rule` is pest_derive's.\n\n",
        files.join(" and "),
        names.included_by
    );
    let _ = writeln!(
        out,
        "/// The rules listed, in order: the grammar's own, then those it takes\n\
         /// from another grammar, then the anchored entry rules.\n\
         const LISTED: [Rule; {}] = [{}];\n",
        listed.len(),
        listed
            .iter()
            .map(|n| format!("Rule::{}", n.pest))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let arms = |name: fn(&Named) -> &str, eoi: &str| {
        let mut arms: String = named
            .iter()
            .map(|n| format!("        Rule::{} => {:?},\n", n.pest, name(n)))
            .collect();
        let _ = writeln!(arms, "        Rule::EOI => {eoi:?},");
        arms
    };
    let _ = writeln!(
        out,
        "/// The name of `rule` in the grammar files.\n\
         fn name_in_grammar(rule: Rule) -> &'static str {{\n    match rule {{\n{}    }}\n}}\n",
        arms(|n| &n.pest, "EOI")
    );
    let _ = writeln!(
        out,
        "/// The name of `rule` as the RFC spells it.\n\
         fn name_in_abnf(rule: Rule) -> &'static str {{\n    match rule {{\n{}    }}\n}}",
        arms(|n| &n.abnf, "end of input")
    );
    Ok(out)
}

/// Every rule of `sources`, in the order of the files and of the rules in
/// each, with both its names.
fn name_all(sources: &[(&str, &str)], rules: &[OptimizedRule]) -> Result<Vec<Named>, NameError> {
    let mut documented_rules = Vec::new();
    for (i, (path, text)) in sources.iter().enumerate() {
        let own = i + 1 == sources.len();
        for rule in documented(path, text)? {
            documented_rules.push((rule, own));
        }
    }
    let optimized = |name: &str| rules.iter().find(|r| r.name == name);
    let mut named = Vec::new();
    for (rule, own) in &documented_rules {
        let anchor = optimized(&rule.name).and_then(anchored);
        let abnf = match anchor {
            Some(inner) => {
                let inner = documented_rules
                    .iter()
                    .find(|(r, _)| r.name == inner)
                    .ok_or_else(|| NameError {
                        rule: rule.name.clone(),
                        problem: format!("anchors `{inner}`, which no grammar file defines"),
                    })?;
                format!("{} (whole input)", abnf_of(&inner.0)?)
            }
            None => abnf_of(rule)?,
        };
        named.push(Named {
            pest: rule.name.clone(),
            abnf,
            anchor: anchor.is_some(),
            own: *own,
        });
    }
    Ok(named)
}

/// The rules listed: the own file's rules but its anchors, then `borrowed`,
/// then the own file's anchors.
fn listing<'n>(named: &'n [Named], borrowed: &[&str]) -> Result<Vec<&'n Named>, NameError> {
    let mut listed: Vec<&Named> = named.iter().filter(|n| n.own && !n.anchor).collect();
    for &name in borrowed {
        let rule = named
            .iter()
            .find(|n| n.pest == name && !n.own)
            .ok_or_else(|| NameError {
                rule: name.to_owned(),
                problem: "is listed as taken from a base grammar, which does not define it"
                    .to_owned(),
            })?;
        listed.push(rule);
    }
    listed.extend(named.iter().filter(|n| n.own && n.anchor));
    Ok(listed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules;

    const NAMES: RuleNames = RuleNames {
        output: "test_rules.rs",
        included_by: "test.rs",
        borrowed: &[],
    };

    fn emitted(sources: &[(&str, &str)], names: &RuleNames) -> Result<String, NameError> {
        let text: String = sources.iter().map(|(_, t)| format!("{t}\n")).collect();
        emit(sources, &rules(&text), names)
    }

    #[test]
    fn a_doc_line_defines_the_name_before_its_equals_sign() {
        assert_eq!(defined("`IP-literal = \"[\" ...`"), Some("IP-literal"));
        assert_eq!(defined("dec-octet = DIGIT   ; 0-9"), Some("dec-octet"));
        assert_eq!(defined("RFC 3986 §3.2.2."), None);
        assert_eq!(defined("          / path-absolute"), None);
        assert_eq!(defined("```abnf"), None);
    }

    #[test]
    fn names_come_from_the_quoted_abnf_in_its_case() {
        let text = "/// The whole input.\nfull_a_b = { SOI ~ a_b ~ EOI }\n\
                    /// Section 1.\n/// `A-b = \"x\"`\na_b = { \"x\" }\n\
                    /// ```abnf\n/// c = \"y\"\n///   / \"z\"\n/// ```\nc = { \"y\" | \"z\" }\n";
        let code = emitted(&[("a.pest", text)], &NAMES).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            code.contains("const LISTED: [Rule; 3] = [Rule::a_b, Rule::c, Rule::full_a_b];"),
            "{code}"
        );
        assert!(code.contains("Rule::a_b => \"A-b\","), "{code}");
        assert!(
            code.contains("Rule::full_a_b => \"A-b (whole input)\","),
            "{code}"
        );
        assert!(code.contains("Rule::c => \"c\","), "{code}");
        assert!(code.contains("Rule::EOI => \"end of input\","), "{code}");
        assert!(code.contains("Rule::full_a_b => \"full_a_b\","), "{code}");
    }

    #[test]
    fn a_base_grammars_rules_are_named_and_listed_only_when_borrowed() {
        let base = "/// `a = \"a\"`\na = { \"a\" }\n/// `b = \"b\"`\nb = { \"b\" }\n";
        let own = "/// `c = a`\nc = { a }\n";
        let names = RuleNames {
            borrowed: &["b"],
            ..NAMES
        };
        let code = emitted(&[("base.pest", base), ("own.pest", own)], &names)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(code.contains("[Rule; 2] = [Rule::c, Rule::b];"), "{code}");
        assert!(code.contains("Rule::a => \"a\","), "{code}");
        assert!(code.contains("from base.pest and own.pest."), "{code}");
        let names = RuleNames {
            borrowed: &["c"],
            ..NAMES
        };
        let err = emitted(&[("base.pest", base), ("own.pest", own)], &names)
            .expect_err("c is the grammar's own");
        assert_eq!(err.rule, "c");
    }

    #[test]
    fn a_rule_without_its_abnf_is_refused() {
        let err = emitted(&[("a.pest", "/// Section 1.\nmain = { \"x\" }\n")], &NAMES)
            .expect_err("no ABNF");
        assert_eq!(
            err.to_string(),
            "rule `main`: its `///` doc quotes no ABNF definition of `main` \
             (or of the same name in another case)"
        );
        let err = emitted(
            &[("a.pest", "/// `other = \"x\"`\nmain = { \"x\" }\n")],
            &NAMES,
        )
        .expect_err("another rule's ABNF");
        assert_eq!(err.rule, "main");
    }
}
