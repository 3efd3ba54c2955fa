//! Partial expansion: the variables given are expanded, the others stay
//! expressions (see [`super::UriTemplate::expand_partial`] for the rules).

use alloc::string::String;

use crate::template::expand::{self, Target};
use crate::template::syntax::{Expression, Operator, Part, VarSpec};
use crate::template::value::VarSource;

/// The text of the template `text` (of `parts`) with what `vars` defines
/// expanded.
pub(crate) fn expand_partial(
    text: &str,
    parts: &[Part],
    vars: &(impl VarSource + ?Sized),
) -> String {
    let mut out = String::with_capacity(text.len());
    for part in parts {
        match part {
            Part::Literal(span) => out.push_str(text.get(span.clone()).unwrap_or_default()),
            Part::Expression(e) => expression(text, e, vars, &mut out),
        }
    }
    out
}

/// The variable specification as written.
fn spec_text<'t>(text: &'t str, spec: &VarSpec) -> &'t str {
    text.get(spec.span()).unwrap_or_default()
}

/// Writes `{op` and the specifications `specs`, comma-separated, and `}`.
fn keep(text: &str, operator: Option<Operator>, specs: &[&VarSpec], out: &mut String) {
    out.push('{');
    if let Some(op) = operator {
        out.push(op.as_char());
    }
    for (i, spec) in specs.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(spec_text(text, spec));
    }
    out.push('}');
}

fn expression(text: &str, e: &Expression, vars: &(impl VarSource + ?Sized), out: &mut String) {
    let whole = text.get(e.span()).unwrap_or_default();
    let Some(rules) = expand::rules(e.operator) else {
        out.push_str(whole);
        return;
    };
    // Each variable's expansion on its own, or `None` where it is missing
    // or its value does not fit.
    let mut expanded: alloc::vec::Vec<Option<String>> = alloc::vec::Vec::new();
    for spec in &e.varspecs {
        // A variable the source has but leaves undefined (an empty list)
        // writes nothing: `Some("")`.
        let piece = if !vars.has(&spec.name) {
            None
        } else if let Some(value) = vars.get(&spec.name) {
            let mut piece = String::new();
            let mut first = true;
            expand::varspec(spec, value, &rules, Target::Uri, &mut first, &mut piece)
                .ok()
                .map(|()| piece)
        } else {
            Some(String::new())
        };
        expanded.push(piece);
    }
    let all = expanded.iter().all(Option::is_some);
    match e.operator {
        None | Some(Operator::Reserved | Operator::Fragment) if !all => out.push_str(whole),
        Some(Operator::Query | Operator::QueryContinuation) => {
            // Defined ones first, in order; the missing ones after them as a
            // continuation.
            let mut wrote = false;
            for piece in expanded.iter().flatten() {
                if piece.is_empty() {
                    continue;
                }
                out.push(if wrote {
                    rules.sep
                } else {
                    first_char(rules.first)
                });
                out.push_str(piece.get(1..).unwrap_or_default());
                wrote = true;
            }
            let missing: alloc::vec::Vec<&VarSpec> = e
                .varspecs
                .iter()
                .zip(&expanded)
                .filter(|(_, piece)| piece.is_none())
                .map(|(spec, _)| spec)
                .collect();
            if !missing.is_empty() {
                let op = if wrote || e.operator == Some(Operator::QueryContinuation) {
                    Operator::QueryContinuation
                } else {
                    Operator::Query
                };
                keep(text, Some(op), &missing, out);
            }
        }
        _ => {
            // `first` and `sep` are the same character (`/`, `.`, `;`), or
            // every variable is defined: each piece stands alone, written
            // with `first` for the expression's first value and `sep` after.
            let mut wrote = false;
            let mut run: alloc::vec::Vec<&VarSpec> = alloc::vec::Vec::new();
            for (spec, piece) in e.varspecs.iter().zip(&expanded) {
                match piece {
                    None => run.push(spec),
                    Some(piece) => {
                        if !run.is_empty() {
                            keep(text, e.operator, &run, out);
                            run.clear();
                        }
                        if piece.is_empty() {
                            continue;
                        }
                        if wrote && rules.first.is_empty() {
                            out.push(rules.sep);
                            out.push_str(piece);
                        } else if wrote {
                            out.push(rules.sep);
                            out.push_str(piece.get(rules.first.len()..).unwrap_or_default());
                        } else {
                            out.push_str(piece);
                        }
                        wrote = true;
                    }
                }
            }
            if !run.is_empty() {
                keep(text, e.operator, &run, out);
            }
        }
    }
}

/// The one character of a `first` of `?` or `&`.
fn first_char(first: &str) -> char {
    first.chars().next().unwrap_or('&')
}
