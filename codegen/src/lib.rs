//! Compiles `grammar/uri.pest` into the recognizer behind `UriRef::parse`,
//! the module `src/compiled/recognizer/generated.rs` of the `rfc3986` crate, and
//! `grammar/uri.pest` with `grammar/iri.pest` (read after it) into the IRI
//! recognizer, `src/compiled/recognizer/iri_generated.rs`, with the automata of
//! both ([`TARGETS`]). The modules are checked in: `cargo run -p
//! rfc3986-codegen` writes them again, and `cargo run -p rfc3986-codegen --
//! --check` (and this crate's test `fresh`) fail when one is stale.
//!
//! pest_meta parses, validates and optimizes the grammar exactly as
//! pest_derive does, and the generator turns the optimized rules into plain
//! Rust, formatted by rustfmt:
//!
//! - one function per rule, `fn m_<rule>(s, pos, t) -> Option<usize>` (the
//!   end of the match) or, where the rule records spans, `fn c_<rule>(s,
//!   pos, cap, t)`, which also fills in the `Captures`; every terminal that
//!   fails (a byte, a table lookup, a literal, the end of a run, `EOI`)
//!   reports where to the tracker `t`, a `Track` of the crate's runtime
//!   module, except inside a negative lookahead, where failing is what lets
//!   the input go on (its tracker is `Hush`); the functions are generic
//!   over the tracker, so the one that tracks nothing costs nothing;
//! - a fatal rule (`analysis::fatal`: one-byte terminals whose first byte
//!   no other terminal matches, `pct-encoded`) gets a probe, `fatal_<rule>`,
//!   which says where it fails after its first byte as the runtime's
//!   `fatal` gives it: a position past any input's end (`FATAL` plus the
//!   failure's index), where every later terminal fails and every option
//!   keeps it, so that the match ends there and names the refusal. The
//!   option `(userinfo ~ "@")?`, read with the host's run, calls it, for
//!   the parse path's tracker, where the run stopped at the rule's first
//!   byte and the `@` is not there: without it, the option would fail and
//!   the host start over, only to stop at the same byte. Only there: the
//!   probe's branch in every run of the grammar cost the parse path the
//!   inlining of its path and query functions. The function that calls a
//!   probe is always inlined: its call's saved registers were a tenth of
//!   such a refusal's time;
//! - a choice or rule made only of one-byte alternatives (literals, ranges,
//!   builtins, rules that are themselves such choices) is a lookup in a
//!   `[bool; 256]` table whose members are worked out here; in a choice with
//!   other alternatives, a one-byte alternative joins an earlier table when
//!   the alternatives in between can never match where it does;
//! - a range of characters above ASCII (`'\u{A0}'..'\u{D7FF}'`, a range
//!   over `char`s as in pest) is one character too: with the ASCII
//!   alternatives beside it, a `Chars` static of the crate's runtime, a
//!   table for the bytes below 0x80 and the sorted ranges of the others,
//!   which a lookup or a run (`char_class`, `skip_chars`) tries only on a
//!   byte from 0x80 up, decoding the character there; in the automata, the
//!   UTF-8 byte sequences of its scalar values (`utf8`);
//! - a repetition is a loop (a run of table bytes one tight loop), an
//!   ordered choice straight-line code that tries each alternative from the
//!   same position and puts back the captures a failed alternative may have
//!   written (saving only those that may already hold something: the others
//!   go back to `None`), a lookahead a call to the non-recording matcher
//!   whose end is dropped;
//! - a repetition of a delimiter and a run, `("/" ~ segment)*`, is one run
//!   of a table holding the delimiter too, when the delimiter cannot begin
//!   the run: the same language, one loop;
//! - a run of the same option in a sequence, `e? ~ e? ~ e?` (pest_meta's
//!   `e{0, 3}`), is nested, `(e ~ (e ~ e?)?)?`: once `e` fails, the rest
//!   of the run, which would fail at the same place, is not tried;
//! - a rule the target names native ([`Native`]: `IPv6address`,
//!   `IPv4address`) begins with a call of a function of the crate's
//!   runtime, for a tracker that notes nothing (`Track::NOTES_NOTHING`):
//!   where the rule's match ends and a value worked out on the way, kept
//!   in a field of `Captures` of its own; a tracker that notes failures
//!   runs the compiled rule;
//! - an entry rule's function says where its match at the start of the
//!   input ends: the input is in the rule's language when that is its end,
//!   and the text before that end always is (a match is a derivation of
//!   the grammar with its lookaheads dropped, the language of the rule's
//!   automaton), which the crate uses to place a refusal there; an end from
//!   `FATAL` up, on the parse path, is a fatal failure's, which names the
//!   refusal's index (above).
//!
//! A tracker sees every failure the rules as written would report at or
//! beyond the furthest one, which is all the crate's `Furthest` keeps: a
//! fused run reports where it stops, not each segment's end before it.
//! Which rules are recorded is [`Target::captures`]; what the captures mean
//! is up to the crate. The recognizer records a rule where pest would give
//! it a pair: not inside an atomic rule, not inside a lookahead, and only
//! on the path that succeeded.
//!
//! The generated module imports what it uses by name, `Span` from
//! `crate::compiled::layout` and the helpers from `crate::compiled::recognizer::runtime`, so
//! that a helper renamed in the crate fails to compile at the `use` line.
//!
//! [`generate`] refuses, naming the rule, anything it does not compile
//! (stack operations, `ANY` and the other builtins that are not one ASCII
//! byte, implicit whitespace, compound-atomic and non-atomic rules,
//! recursion, repetitions of what can match nothing): a grammar change that
//! needs more from it fails to generate rather than parsing differently
//! from pest.
//!
//! The steps, one module each: the checks (`check`), the analyses of what
//! an expression matches and which captures it writes (`analysis`), the
//! rewrites into tables, fused runs and nested options (`rewrite`), the
//! code (`emit`, with
//! the names it takes from the crate in `runtime`), and the formatting
//! (`format`), and the comparison with the checked-in file (`stale`); the
//! rule-name tables of the crate's grammar modules (`names`: every rule
//! named as its `///` doc quotes its ABNF) are written beside them. A
//! second grammar is a second [`Target`] in [`TARGETS`].

mod analysis;
mod automaton;
mod check;
mod emit;
mod format;
mod grammar;
mod names;
mod rewrite;
mod runtime;
mod sets;
mod show;
mod stale;
mod utf8;

use std::fmt;
use std::path::{Path, PathBuf};

pub use automaton::table::AutomatonError;
pub use check::{CheckError, Problem};
pub use format::FormatError;
pub use names::{NameError, RuleNames};
pub use stale::{Stale, compare};

/// A grammar to compile, and what to make of it.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    /// The grammar, relative to the workspace root.
    pub grammar: &'static str,
    /// The grammars it builds on, read before it in this order, as pest
    /// reads a parser's grammar files: the text compiled is theirs and its
    /// own, one after the other.
    pub base: &'static [&'static str],
    /// The generated recognizer, relative to the workspace root.
    pub output: &'static str,
    /// The generated automata of the entry rules, relative to the workspace
    /// root.
    pub automaton: &'static str,
    /// The rules that get an entry point, `pub(crate) fn <rule><T: Track>(s:
    /// &[u8], cap: &mut Captures, t: &mut T) -> Option<usize>`: where a
    /// match of the rule at the start of `s` ends (the caller asks for the
    /// end of the input), and an automaton each, of the whole-input
    /// language of the rule.
    pub entries: &'static [&'static str],
    /// The rules whose spans are recorded, and the field of `Captures` that
    /// holds each, in the order of the fields.
    pub captures: &'static [(&'static str, &'static str)],
    /// The module whose `Captures` the generated code fills in, when it is
    /// another target's with the same fields (a test in this file holds
    /// them equal; the crate would not compile with a field missing);
    /// `None`: the generated module defines its own.
    pub captures_in: Option<&'static str>,
    /// The rules the parse path reads with a function of the crate's
    /// runtime instead of their compiled code.
    pub natives: &'static [Native],
    /// The generated table of the rules' names, when the crate has one for
    /// this grammar.
    pub names: Option<RuleNames>,
}

/// A rule that a tracker noting nothing (the parse path) reads with a
/// function of the crate's runtime, which also works out a value on the
/// way, instead of the rule's compiled code; a tracker that notes failures
/// runs the compiled code.
///
/// The function must leave every match of the entry rules as the compiled
/// rule would: it may differ from the rule only where the rule's match
/// could not be followed by what the grammar puts after it. The crate's
/// tests of the recognizer against pest hold it to that.
#[derive(Debug, Clone, Copy)]
pub struct Native {
    /// The rule.
    pub rule: &'static str,
    /// The runtime function, `fn(s: &[u8], pos: usize) -> Option<(usize,
    /// V)>`: where the rule's match at `pos` ends, and the value.
    pub function: &'static str,
    /// The field of `Captures` that receives the value, with the span it
    /// was read from (the rule's span, which the generated code may reset
    /// or restore apart from it: the two agree when their spans do).
    pub field: &'static str,
    /// The value's type, `V`, by its full path.
    pub ty: &'static str,
}

/// `IPv6address`, checked and converted to an address in one pass. In
/// both grammars it is read only inside `IP-literal`, where `]` follows it,
/// and `]` cannot stand in an address: the literal holds an address
/// exactly when the bytes between its `[` and its `]` are one. The function
/// reads an address greedily (each piece the whole run of hexadecimal
/// digits, an IPv4 tail its four octets) and says where it ends; the
/// compiled `IP-literal` then asks for the `]` there. The grammar's nine
/// alternatives would read the address again and again, and the host's
/// conversion once more.
pub const IPV6_ADDRESS: Native = Native {
    rule: "IPv6address",
    function: "ipv6_address",
    field: "ipv6",
    ty: "core::net::Ipv6Addr",
};

/// `IPv4address`, checked and converted to an address in one pass, each
/// `dec-octet` the whole run of digits there. The grammar reads an octet
/// by ordered choice, which may stop inside a run of digits (`25` of
/// `256`, `0` of `01`); a digit then follows the match, where an octet
/// but the last needs a `.` and the last is followed by `!(unreserved |
/// pct-encoded | sub-delims)` in `host` (the IRI twin's set holds the
/// digits too), so the host's alternative fails either way, and the
/// function refuses such a run. Inside an `IPv6address`'s `ls32` it is not
/// reached on the parse path: `IPV6_ADDRESS` reads the whole address. One
/// pass rather than the compiled `dec-octet`s reading the address and the
/// host's conversion reading it again.
pub const IPV4_ADDRESS: Native = Native {
    rule: "IPv4address",
    function: "ipv4_address",
    field: "ipv4",
    ty: "core::net::Ipv4Addr",
};

/// `grammar/uri.pest`, compiled into `src/compiled/recognizer/generated.rs`.
pub const URI: Target = Target {
    grammar: "grammar/uri.pest",
    base: &[],
    output: "src/compiled/recognizer/generated.rs",
    automaton: "src/compiled/automaton/generated.rs",
    entries: &["URI_reference", "URI", "absolute_URI", "relative_ref"],
    // Rules that share a field are never both on one successful path (a
    // `hier-part` has one path); the last one recorded stands, as in pest's
    // tree. Only what the layout keeps is recorded: the userinfo and the
    // port are what lies around the host, the fragment what follows the
    // query, an `IPvFuture` an `IP-literal` without an `IPv6address`.
    captures: &[
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
    ],
    captures_in: None,
    natives: &[IPV6_ADDRESS, IPV4_ADDRESS],
    names: Some(RuleNames {
        output: "src/grammars/uri_rules.rs",
        included_by: "src/grammars/uri.rs",
        borrowed: &[],
    }),
};

/// `grammar/iri.pest` on top of `grammar/uri.pest` (RFC 3987 §2.2),
/// compiled into `src/compiled/recognizer/iri_generated.rs`, with the same captures
/// as [`URI`]'s under the IRI rules' names, so that the crate builds the
/// same layout from either.
pub const IRI: Target = Target {
    grammar: "grammar/iri.pest",
    base: &["grammar/uri.pest"],
    output: "src/compiled/recognizer/iri_generated.rs",
    automaton: "src/compiled/automaton/iri_generated.rs",
    entries: &["IRI_reference", "IRI", "absolute_IRI", "irelative_ref"],
    captures: &[
        ("scheme", "scheme"),
        ("ihost", "host"),
        ("IPv6address", "ipv6address"),
        ("IPv4address", "ipv4address"),
        ("ipath_abempty", "path"),
        ("ipath_absolute", "path"),
        ("ipath_noscheme", "path"),
        ("ipath_rootless", "path"),
        ("ipath_empty", "path"),
        ("iquery", "query"),
    ],
    // The fields of the URI recognizer's: the crate builds one layout from
    // either, and an IRI's captures need no copying.
    captures_in: Some("crate::compiled::recognizer::generated"),
    natives: &[IPV6_ADDRESS, IPV4_ADDRESS],
    names: Some(RuleNames {
        output: "src/grammars/iri_rules.rs",
        included_by: "src/grammars/iri.rs",
        // The rules RFC 3987 §2.2 takes from RFC 3986 ("The following rules
        // are the same as those in [RFC3986]"), which `iri_grammar::RULES`
        // lists after the IRI rules. The RFC lists `IPvFuture` after
        // `IP-literal`; the public `RULES` keeps it after `dec-octet`.
        borrowed: &[
            "scheme",
            "port",
            "IP_literal",
            "IPv6address",
            "h16",
            "ls32",
            "IPv4address",
            "dec_octet",
            "IPvFuture",
            "pct_encoded",
            "unreserved",
            "reserved",
            "gen_delims",
            "sub_delims",
        ],
    }),
};

/// Every grammar the command compiles.
pub const TARGETS: &[Target] = &[URI, IRI];

impl Target {
    /// The grammar's path under the workspace `root`.
    pub fn grammar_path(&self, root: &Path) -> PathBuf {
        root.join(self.grammar)
    }

    /// The files compiled, in the order they are read: the base grammars,
    /// then the grammar.
    pub fn sources(&self) -> impl Iterator<Item = &'static str> {
        self.base.iter().copied().chain([self.grammar])
    }

    /// The files of [`Target::sources`] under the workspace `root`, each
    /// with its path.
    ///
    /// # Errors
    ///
    /// A message naming the file that cannot be read.
    pub fn read_sources(&self, root: &Path) -> Result<Vec<Source>, String> {
        self.sources()
            .map(|path| {
                let file = root.join(path);
                std::fs::read_to_string(&file)
                    .map(|text| Source { path, text })
                    .map_err(|e| format!("cannot read {}: {e}", file.display()))
            })
            .collect()
    }

    /// The text compiled: the files of [`Target::sources`] under the
    /// workspace `root`, one after the other.
    ///
    /// # Errors
    ///
    /// A message naming the file that cannot be read.
    pub fn read_grammar(&self, root: &Path) -> Result<String, String> {
        Ok(joined(&self.read_sources(root)?))
    }

    /// The files compiled, for the header of a generated module:
    /// `grammar/uri.pest and grammar/iri.pest`.
    pub(crate) fn source_names(&self) -> String {
        self.sources().collect::<Vec<_>>().join(" and ")
    }

    /// The generated recognizer's path under the workspace `root`.
    pub fn output_path(&self, root: &Path) -> PathBuf {
        root.join(self.output)
    }

    /// The generated automata's path under the workspace `root`.
    pub fn automaton_path(&self, root: &Path) -> PathBuf {
        root.join(self.automaton)
    }
}

/// One grammar file: its path, relative to the workspace root, and its
/// text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// The path.
    pub path: &'static str,
    /// The text.
    pub text: String,
}

/// The text of `sources`, one after the other, as pest reads the grammar
/// files of one parser.
pub fn joined(sources: &[Source]) -> String {
    let mut text = String::new();
    for source in sources {
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&source.text);
    }
    text
}

/// The root of the workspace this crate belongs to, where the paths of a
/// [`Target`] start.
pub fn workspace_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().unwrap_or(manifest_dir).to_path_buf()
}

/// Why a grammar was not compiled.
#[derive(Debug)]
pub enum Error {
    /// pest_meta refused the grammar.
    Grammar {
        /// The grammar's path, relative to the workspace root.
        grammar: &'static str,
        /// pest_meta's messages.
        messages: Vec<String>,
    },
    /// The grammar needs what the generator does not compile.
    Unsupported {
        /// The grammar's path, relative to the workspace root.
        grammar: &'static str,
        /// The rule at fault, and why.
        error: CheckError,
    },
    /// regex-automata could not build the automaton of an entry rule.
    Automaton {
        /// The grammar's path, relative to the workspace root.
        grammar: &'static str,
        /// The entry rule.
        entry: &'static str,
        /// What went wrong.
        error: AutomatonError,
    },
    /// The rules' names could not be read from the grammar files.
    Names {
        /// The grammar's path, relative to the workspace root.
        grammar: &'static str,
        /// The rule at fault, and why.
        error: NameError,
    },
    /// rustfmt did not format the code.
    Format(FormatError),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Grammar { grammar, messages } => {
                write!(f, "{grammar} does not compile:\n{}", messages.join("\n"))
            }
            Error::Unsupported { grammar, error } => write!(f, "{grammar}: {error}"),
            Error::Automaton {
                grammar,
                entry,
                error,
            } => write!(f, "{grammar}: rule `{entry}`: {error}"),
            Error::Names { grammar, error } => write!(f, "{grammar}: {error}"),
            Error::Format(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Grammar { .. } => None,
            Error::Unsupported { error, .. } => Some(error),
            Error::Automaton { error, .. } => Some(error),
            Error::Names { error, .. } => Some(error),
            Error::Format(error) => Some(error),
        }
    }
}

/// One generated module: where it goes, and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// Its path, relative to the workspace root.
    pub path: &'static str,
    /// The text of the file, formatted by rustfmt.
    pub text: String,
}

/// The generated modules for `target`, from `sources` (its base grammars,
/// then its grammar: [`Target::read_sources`]): the recognizer, the
/// automata, then the rules' names when the target has them
/// ([`Target::names`]). The same text for the same grammar, every time.
///
/// # Errors
///
/// [`Error::Grammar`] when pest_meta refuses the grammar,
/// [`Error::Unsupported`] when it needs what the generator does not
/// compile, [`Error::Automaton`] when an entry rule's automaton cannot be
/// built, [`Error::Names`] when a rule's name cannot be read from its doc,
/// [`Error::Format`] when rustfmt is missing or fails.
pub fn generate(sources: &[Source], target: &Target) -> Result<Vec<Generated>, Error> {
    let grammar_text = joined(sources);
    let (recognizer, automaton) = compile(&grammar_text, target)?;
    let mut modules = vec![(target.output, recognizer), (target.automaton, automaton)];
    if let Some(names) = &target.names {
        let rules = optimized(&grammar_text, target)?;
        let files: Vec<(&str, &str)> = sources.iter().map(|s| (s.path, s.text.as_str())).collect();
        let code = names::emit(&files, &rules, names).map_err(|error| Error::Names {
            grammar: target.grammar,
            error,
        })?;
        modules.push((names.output, code));
    }
    let root = workspace_root();
    modules
        .into_iter()
        .map(|(path, code)| {
            Ok(Generated {
                path,
                text: format::rustfmt(&code, &root).map_err(Error::Format)?,
            })
        })
        .collect()
}

/// The rules of `grammar_text` as pest_meta optimizes them.
fn optimized(
    grammar_text: &str,
    target: &Target,
) -> Result<Vec<pest_meta::optimizer::OptimizedRule>, Error> {
    pest_meta::parse_and_optimize(grammar_text)
        .map(|(_, rules)| rules)
        .map_err(|errors| Error::Grammar {
            grammar: target.grammar,
            messages: errors.iter().map(ToString::to_string).collect(),
        })
}

/// The generated recognizer and automata, unformatted.
pub(crate) fn compile(grammar_text: &str, target: &Target) -> Result<(String, String), Error> {
    let rules = optimized(grammar_text, target)?;
    let grammar = grammar::Grammar::new(&rules, target);
    grammar.check().map_err(|error| Error::Unsupported {
        grammar: target.grammar,
        error,
    })?;
    let mut tables = Vec::new();
    for &entry in target.entries {
        let pattern = automaton::pattern::pattern(&grammar, entry);
        let table = automaton::table::table(&pattern).map_err(|error| Error::Automaton {
            grammar: target.grammar,
            entry,
            error,
        })?;
        tables.push((entry, table));
    }
    Ok((
        emit::emit(&grammar),
        automaton::emit::emit(&target.source_names(), &tables),
    ))
}

#[cfg(test)]
mod testing {
    //! What the unit tests share: a target for small grammars, and the
    //! rules of a grammar in pest notation.

    use pest_meta::optimizer::OptimizedRule;

    use crate::Target;

    /// A target whose entry is `main` and that records nothing.
    pub(crate) const TEST: Target = Target {
        grammar: "test.pest",
        base: &[],
        output: "test.rs",
        automaton: "test_automaton.rs",
        entries: &["main"],
        captures: &[],
        captures_in: None,
        natives: &[],
        names: None,
    };

    /// The rules of `text` as pest_meta optimizes them.
    pub(crate) fn rules(text: &str) -> Vec<OptimizedRule> {
        match pest_meta::parse_and_optimize(text) {
            Ok((_, rules)) => rules,
            Err(errors) => {
                let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
                panic!("pest_meta refuses {text:?}:\n{}", messages.join("\n"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::TEST;

    /// The distinct fields of `captures`, in order.
    fn fields(captures: &[(&str, &'static str)]) -> Vec<&'static str> {
        let mut fields: Vec<&'static str> = Vec::new();
        for &(_, field) in captures {
            if !fields.contains(&field) {
                fields.push(field);
            }
        }
        fields
    }

    #[test]
    fn a_target_that_fills_another_targets_captures_has_their_fields() {
        let mut shared = 0;
        for target in TARGETS {
            let Some(module) = target.captures_in else {
                continue;
            };
            let owner = TARGETS
                .iter()
                .find(|t| {
                    let path = t.output.trim_start_matches("src/").trim_end_matches(".rs");
                    module == format!("crate::{}", path.replace('/', "::"))
                })
                .unwrap_or_else(|| panic!("no target writes {module}"));
            assert!(owner.captures_in.is_none(), "{module} defines its own");
            assert_eq!(fields(target.captures), fields(owner.captures));
            let values = |t: &Target| -> Vec<(&str, &str)> {
                t.natives.iter().map(|n| (n.field, n.ty)).collect()
            };
            assert_eq!(values(target), values(owner));
            shared += 1;
        }
        assert_eq!(shared, 1, "the IRI target fills the URI target's captures");
    }

    #[test]
    fn the_uri_target_is_found_from_the_workspace_root() {
        let root = workspace_root();
        assert!(URI.grammar_path(&root).is_file(), "{}", root.display());
        assert!(root.join("codegen").join("Cargo.toml").is_file());
        assert!(
            URI.output_path(&root)
                .ends_with("src/compiled/recognizer/generated.rs")
        );
        assert!(TARGETS.iter().any(|t| t.grammar == URI.grammar));
    }

    #[test]
    fn the_iri_target_reads_the_uri_grammar_first() {
        let root = workspace_root();
        assert_eq!(
            IRI.sources().collect::<Vec<_>>(),
            ["grammar/uri.pest", "grammar/iri.pest"]
        );
        assert_eq!(IRI.source_names(), "grammar/uri.pest and grammar/iri.pest");
        let text = IRI.read_grammar(&root).unwrap_or_else(|e| panic!("{e}"));
        assert!(text.starts_with("//!"), "uri.pest's header comes first");
        assert!(text.contains("\nfull_IRI_reference = "));
        assert!(text.contains("\nfull_URI_reference = "));
        let missing = Target {
            grammar: "grammar/none.pest",
            ..IRI
        };
        assert!(missing.read_grammar(&root).is_err());
    }

    #[test]
    fn a_grammar_pest_refuses_is_an_error_naming_the_file() {
        let err = compile("main = { ", &TEST).expect_err("not a grammar");
        assert!(matches!(err, Error::Grammar { .. }), "{err:?}");
        assert!(
            err.to_string().starts_with("test.pest does not compile:"),
            "{err}"
        );
    }

    #[test]
    fn an_unsupported_grammar_is_an_error_naming_the_file_and_the_rule() {
        let err = compile("main = { ANY }", &TEST).expect_err("ANY");
        assert!(matches!(&err, Error::Unsupported { error, .. } if error.rule == "main"));
        assert_eq!(
            err.to_string(),
            "test.pest: rule `main` uses `ANY`, which the generated recognizer does not support"
        );
    }
}
