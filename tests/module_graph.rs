//! The modules of `src/` import each other along a graph with no cycle
//! (ARCHITECTURE.md): a front door decides the path, what two paths share
//! sits below both. A module that needs a module that needs it holds
//! something that belongs elsewhere.
//!
//! Each file under `src/` (the `uri` binary left out) is a module named by
//! its place; an edge runs from a file to every module file it names through
//! a `crate::` or `super::` path, `use` trees with braces included, and to
//! the module that defines a name re-exported at the crate root. Comments
//! are left out, so a doc link is not an import.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every module file of `src/`, by module path (`error::diagnosis::locate`),
/// with its text without comments.
fn modules() -> BTreeMap<String, String> {
    modules_under("src")
}

/// Every module file of the crate whose root is in `root` (`src`, or
/// `src/bin/uri` for the `uri` binary), the root file itself and other
/// binaries left out.
fn modules_under(root: &str) -> BTreeMap<String, String> {
    fn walk(dir: &Path, prefix: &[String], into: &mut BTreeMap<String, String>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("src/ is readable")
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        entries.sort();
        for path in entries {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .expect("UTF-8 file names")
                .to_owned();
            if path.is_dir() {
                if prefix.is_empty() && name == "bin" {
                    continue;
                }
                let mut inner = prefix.to_vec();
                inner.push(name);
                walk(&path, &inner, into);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let mut module = prefix.to_vec();
                if name != "mod" {
                    module.push(name);
                }
                if module == ["lib"] || module == ["main"] {
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("a readable source file");
                into.insert(module.join("::"), strip_comments(&text));
            }
        }
    }
    let mut modules = BTreeMap::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join(root),
        &[],
        &mut modules,
    );
    modules
}

/// `text` without `//` and `/* */` comments (doc comments included).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.find('\n').map_or("", |end| &after[end..]);
        } else if let Some(after) = rest.strip_prefix("/*") {
            rest = after.find("*/").map_or("", |end| &after[end + 2..]);
        } else if rest.starts_with('"') {
            // A string literal may hold `//` (a URI): copy it whole.
            let end = string_end(rest);
            out.push_str(&rest[..end]);
            rest = &rest[end..];
        } else {
            let c = rest.chars().next().expect("not empty");
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// The length of the string literal `text` begins with, quotes included.
fn string_end(text: &str) -> usize {
    let mut escaped = false;
    for (i, c) in text.char_indices().skip(1) {
        match c {
            '\\' if !escaped => escaped = true,
            '"' if !escaped => return i + 1,
            _ => escaped = false,
        }
    }
    text.len()
}

/// The paths a `use` tree or a path expression names, from `head::` on:
/// `a::{b, c::{d}}` gives `a::b` and `a::c::d`.
fn expand(prefix: &str, tree: &str, into: &mut Vec<String>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let base = tree[..open].trim_end_matches(':');
        let base = join(prefix, base);
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let mut depth = 0;
        let mut start = 0;
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&base, &inner[start..i], into);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand(&base, &inner[start..], into);
    } else if !tree.is_empty() {
        let name = tree.split(" as ").next().unwrap_or(tree).trim();
        into.push(join(prefix, name));
    }
}

fn join(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (true, _) => b.to_owned(),
        (_, true) => a.to_owned(),
        _ => format!("{a}::{b}"),
    }
}

/// The byte ranges of the inline modules of `text` (`mod tests { ... }`).
fn inline_modules(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices("mod ") {
        let preceded = text[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        let rest = &text[at + 4..];
        let name_end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if preceded || name_end == 0 || !rest[name_end..].trim_start().starts_with('{') {
            continue;
        }
        let open = at + 4 + name_end + rest[name_end..].find('{').unwrap_or(0);
        let mut depth = 0;
        let close = text[open..]
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                depth == 0
            })
            .map_or(text.len(), |(i, _)| open + i);
        out.push((open, close));
    }
    out
}

/// The paths `text` names after `crate::` or `super::`, as paths from the
/// crate root; `module` is the file's own module. Inside an inline module
/// (`mod tests { use super::parse; }`), `super` is the file's module.
fn named_paths(module: &str, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let inline = inline_modules(text);
    let parent = module.rsplit_once("::").map_or("", |(p, _)| p).to_owned();
    for head in ["crate::", "super::"] {
        for (at, _) in text.match_indices(head) {
            let base = if head == "crate::" {
                ""
            } else if inline.iter().any(|&(open, close)| open < at && at < close) {
                module
            } else {
                parent.as_str()
            };
            let preceded = text[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$');
            if preceded {
                continue;
            }
            let rest = &text[at + head.len()..];
            let tree = if rest.starts_with('{') {
                let mut depth = 0;
                let end = rest
                    .char_indices()
                    .find(|&(_, c)| {
                        match c {
                            '{' => depth += 1,
                            '}' => depth -= 1,
                            _ => {}
                        }
                        depth == 0
                    })
                    .map_or(rest.len(), |(i, _)| i + 1);
                &rest[..end]
            } else {
                let end = rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':' || c == '{'))
                    .unwrap_or(rest.len());
                let path = &rest[..end];
                match path.find('{') {
                    Some(open) => {
                        let close = rest[open..].find('}').map_or(rest.len(), |i| open + i + 1);
                        &rest[..close]
                    }
                    None => path.trim_end_matches(':'),
                }
            };
            expand(base, tree, &mut out);
        }
    }
    out
}

/// Names re-exported at the crate root (`pub use a::b::{X, Y};`), each with
/// the module path it comes from.
fn root_reexports() -> BTreeMap<String, String> {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("src/lib.rs is readable");
    let lib = strip_comments(&lib);
    let mut out = BTreeMap::new();
    for statement in lib.split(';') {
        let Some(tree) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let mut paths = Vec::new();
        expand("", tree, &mut paths);
        for path in paths {
            if let Some((module, name)) = path.rsplit_once("::") {
                out.insert(name.to_owned(), module.to_owned());
            }
        }
    }
    out
}

/// The module file a path lands in: its longest prefix that is a module,
/// or the module of a root re-export.
fn target(
    path: &str,
    modules: &BTreeMap<String, String>,
    reexports: &BTreeMap<String, String>,
) -> Option<String> {
    let parts: Vec<&str> = path.split("::").collect();
    for k in (1..=parts.len()).rev() {
        let candidate = parts[..k].join("::");
        if modules.contains_key(&candidate) {
            return Some(candidate);
        }
    }
    let module = reexports.get(*parts.first()?)?;
    target(module, modules, &BTreeMap::new())
}

fn edges() -> BTreeMap<String, BTreeSet<String>> {
    edges_of(&modules(), &root_reexports())
}

fn edges_of(
    modules: &BTreeMap<String, String>,
    reexports: &BTreeMap<String, String>,
) -> BTreeMap<String, BTreeSet<String>> {
    modules
        .iter()
        .map(|(module, text)| {
            let to = named_paths(module, text)
                .into_iter()
                .filter_map(|path| target(&path, modules, reexports))
                .filter(|t| t != module && !module.starts_with(&format!("{t}::")))
                .collect();
            (module.clone(), to)
        })
        .collect()
}

/// A cycle of `graph`, if it has one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        done: &mut BTreeSet<String>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|n| n == node) {
            let mut cycle = stack[at..].to_vec();
            cycle.push(node.to_owned());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        stack.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, done, stack) {
                return Some(cycle);
            }
        }
        stack.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut done, &mut Vec::new()))
}

#[test]
fn the_modules_of_src_import_each_other_without_a_cycle() {
    let graph = edges();
    assert!(graph.len() > 10, "found only {} modules", graph.len());
    if let Some(cycle) = find_cycle(&graph) {
        panic!("import cycle among modules of src/: {}", cycle.join(" -> "));
    }
}

/// The folders of `src/`, bottom to top, each with the folders it may
/// import (each folder's module doc says the same). `test_strings` (strings
/// for unit tests) may be named by any; `test_hooks` by none.
const LAYERS: &[(&str, &[&str])] = &[
    ("text", &[]),
    ("grammars", &[]),
    ("compiled", &["text", "grammars"]),
    ("error", &["text", "compiled"]),
    ("parse", &["text", "grammars", "compiled", "error"]),
    ("reference", &["text", "compiled", "error", "parse"]),
    (
        "ops",
        &[
            "text",
            "grammars",
            "compiled",
            "error",
            "parse",
            "reference",
        ],
    ),
    ("template", &["text", "error", "reference"]),
    ("lint", &["text", "error", "reference"]),
    ("policy", &["text", "reference"]),
    ("file", &["text", "reference"]),
    ("interop", &["text", "error", "reference", "lint"]),
];

/// The folder (layer) a module belongs to: the first segment of its path.
fn layer(module: &str) -> &str {
    module.split("::").next().unwrap_or(module)
}

#[test]
fn each_folder_imports_only_the_folders_below_it() {
    let graph = edges();
    let known: BTreeSet<&str> = LAYERS.iter().map(|(name, _)| *name).collect();
    for module in graph.keys() {
        let top = layer(module);
        assert!(
            known.contains(top) || ["test_hooks", "test_strings"].contains(&top),
            "{module} is in no folder of ARCHITECTURE.md's code map: add it to one"
        );
    }
    let mut checked = 0;
    for (from, to) in &graph {
        let Some((_, allowed)) = LAYERS.iter().find(|(name, _)| *name == layer(from)) else {
            continue;
        };
        for target in to {
            let other = layer(target);
            if other == layer(from) || other == "test_strings" {
                continue;
            }
            assert!(
                allowed.contains(&other),
                "{from} imports {target}: the folder {} may import only {allowed:?}",
                layer(from)
            );
            checked += 1;
        }
    }
    // The rule is only as good as the edges it sees.
    assert!(checked > 50, "only {checked} edges across folders");
    for (from, to) in &graph {
        assert!(
            from == "test_hooks" || !to.iter().any(|t| t == "test_hooks"),
            "{from} imports the test hooks"
        );
    }
}

#[test]
fn the_layer_rule_sees_an_upward_import() {
    // A module of `error/` naming the front door breaks the rule.
    let text = "use crate::parse::parse;";
    let modules: BTreeMap<String, String> = [("parse", ""), ("error::hint", text)]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
    let named = named_paths("error::hint", text);
    let targets: Vec<_> = named
        .iter()
        .filter_map(|p| target(p, &modules, &BTreeMap::new()))
        .collect();
    assert_eq!(targets, ["parse"]);
    let allowed = LAYERS.iter().find(|(n, _)| *n == "error").map(|(_, a)| *a);
    assert!(!allowed.unwrap_or_default().contains(&layer(&targets[0])));
}

#[test]
fn the_modules_of_the_uri_binary_import_each_other_without_a_cycle() {
    // The binary's modules name each other through `crate::` from
    // `main.rs`, and re-export nothing at its root.
    let graph = edges_of(&modules_under("src/bin/uri"), &BTreeMap::new());
    assert!(graph.len() > 10, "found only {} modules", graph.len());
    assert!(graph.values().map(BTreeSet::len).sum::<usize>() > 10);
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "import cycle among modules of src/bin/uri/: {}",
            cycle.join(" -> ")
        );
    }
}

#[test]
fn the_front_door_is_the_only_module_that_knows_both_paths() {
    let graph = edges();
    // The modules outside `module` that import it or one of its own.
    let importers = |module: &str| -> BTreeSet<&str> {
        let inside = |m: &str| m == module || m.starts_with(&format!("{module}::"));
        graph
            .iter()
            .filter(|(from, to)| !inside(from) && to.iter().any(|t| inside(t)))
            .map(|(from, _)| from.as_str())
            .collect()
    };
    let pest = ["parse::pest_walk", "grammars::uri", "grammars::iri"];
    // The recognizer and the automaton know nothing of pest, its walker,
    // the diagnosis or errors (the folder rule keeps `error/` out); the
    // diagnosis knows nothing of pest or of the recognizer.
    for (module, unknown) in [
        ("compiled::recognizer", &pest[..]),
        (
            "compiled::automaton",
            &[&pest[..], &["compiled::recognizer"]].concat(),
        ),
        (
            "error::diagnosis::locate",
            &[&pest[..], &["compiled::recognizer", "error::parse_error"]].concat(),
        ),
        (
            "error::diagnosis::expectation",
            &[&pest[..], &["compiled::recognizer", "error::parse_error"]].concat(),
        ),
    ] {
        for other in unknown {
            assert!(!graph[module].contains(*other), "{module} imports {other}");
        }
    }
    // The generated automata name only their parent's `Automaton` (an edge
    // to a parent is no edge here).
    assert!(graph["compiled::automaton::generated"].is_empty());
    // The generated code calls the runtime and the layout's spans, nothing else.
    assert_eq!(
        graph["compiled::recognizer::generated"],
        BTreeSet::from([
            "compiled::layout".to_owned(),
            "compiled::recognizer::runtime".to_owned()
        ])
    );
    // The runtime takes only the byte sets it shares with the automata and
    // the reading of an IP address it shares with the host conversion.
    assert_eq!(
        graph["compiled::recognizer::runtime"],
        BTreeSet::from([
            "text::byte_set".to_owned(),
            "text::ipv4".to_owned(),
            "text::ipv6".to_owned()
        ])
    );
    assert!(graph["text::byte_set"].is_empty());
    assert!(graph["text::find_byte"].is_empty());
    // The walker is reached from the front door only (its parent, which
    // names it as its own child module, no edge here); the diagnosis from
    // it, the error and the test hooks.
    assert!(importers("parse::pest_walk").is_empty());
    // (The unit tests of `hint` locate errors to test hints on.)
    assert_eq!(
        importers("error::diagnosis"),
        BTreeSet::from(["error::parse_error", "error::hint", "parse", "test_hooks"])
    );
}

#[test]
fn the_cycle_finder_finds_cycles() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec![]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.into_iter().map(str::to_owned).collect()))
    .collect();
    assert_eq!(
        find_cycle(&graph),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    let mut acyclic = graph;
    acyclic.insert("c".to_owned(), BTreeSet::new());
    assert_eq!(find_cycle(&acyclic), None);
}

#[test]
fn paths_are_read_from_use_trees_and_expressions() {
    let mut paths = named_paths(
        "diagnosis::locate",
        "use crate::{goal::Goal, layout::{Span, host_data}};\nuse super::viable::viable;\nlet x = crate::ipv4::parse(s);\nuse crate::grammar::Rule as R;",
    );
    paths.sort();
    assert_eq!(
        paths,
        [
            "diagnosis::viable::viable",
            "goal::Goal",
            "grammar::Rule",
            "ipv4::parse",
            "layout::Span",
            "layout::host_data",
        ]
    );
    // In a file's inline module, `super` is the file's module.
    assert_eq!(
        named_paths(
            "ipv4",
            "use super::x::y;\nmod tests {\n    use super::parse;\n}\nuse super::z;"
        ),
        ["x::y", "ipv4::parse", "z"]
    );
    assert_eq!(
        strip_comments("a // crate::x\n/* crate::y */ \"http://h\""),
        "a \n \"http://h\""
    );
}
