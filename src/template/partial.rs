//! Partial expansion: the variables given are expanded, the others stay
//! expressions (see [`super::UriTemplate::expand_partial`] for the rules).

use alloc::string::String;

use crate::template::expand::{self, Target};
use crate::template::syntax::{Operator, RawExpression, RawPart, RawSpec};
use crate::template::value::VarSource;

/// The text of the template `text` (of `parts`) with what `vars` defines
/// expanded.
pub(crate) fn expand_partial(
    text: &str,
    parts: &[RawPart],
    specs: &[RawSpec],
    vars: &(impl VarSource + ?Sized),
) -> String {
    let mut out = String::with_capacity(text.len());
    for part in parts {
        match part {
            RawPart::Literal(span) => out.push_str(text.get(span.clone()).unwrap_or_default()),
            RawPart::Expression(e) => {
                let own = specs.get(e.specs.clone()).unwrap_or_default();
                expression(text, e, own, vars, &mut out);
            }
        }
    }
    out
}

/// The variable specification as written.
fn spec_text<'t>(text: &'t str, spec: &RawSpec) -> &'t str {
    text.get(spec.span.clone()).unwrap_or_default()
}

/// Writes `{op` and the specifications `specs`, comma-separated, and `}`.
fn keep(text: &str, operator: Option<Operator>, specs: &[&RawSpec], out: &mut String) {
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

/// What one variable of an expression gives.
enum Piece {
    /// The source lacks it, or its value does not fit: kept.
    Missing,
    /// Defined but undefined for RFC 6570 (an empty list or map): nothing,
    /// not even a separator.
    Nothing,
    /// Its expansion, written as the expression's first value (so it
    /// begins with the operator's `first`).
    Wrote(String),
}

fn expression(
    text: &str,
    e: &RawExpression,
    specs: &[RawSpec],
    vars: &(impl VarSource + ?Sized),
    out: &mut String,
) {
    let whole = text.get(e.span.clone()).unwrap_or_default();
    let Some(rules) = expand::rules(e.operator) else {
        out.push_str(whole);
        return;
    };
    let mut pieces: alloc::vec::Vec<Piece> = alloc::vec::Vec::new();
    for spec in specs {
        let name = text.get(spec.name.clone()).unwrap_or_default();
        let piece = if !vars.has(name) {
            Piece::Missing
        } else if let Some(value) = vars.get(name) {
            let mut piece = String::new();
            let mut first = true;
            match expand::varspec(
                spec,
                name,
                value,
                &rules,
                Target::Template,
                &mut first,
                &mut piece,
            ) {
                Err(_) => Piece::Missing,
                // `first` is still set when nothing was written.
                Ok(()) if first => Piece::Nothing,
                Ok(()) => Piece::Wrote(piece),
            }
        } else {
            Piece::Nothing
        };
        pieces.push(piece);
    }
    let all = pieces.iter().all(|p| !matches!(p, Piece::Missing));
    // A value after the expression's first is written with `sep` in place
    // of `first`.
    let write = |piece: &str, wrote: &mut bool, out: &mut String| {
        if *wrote {
            out.push(rules.sep);
            out.push_str(piece.get(rules.first.len()..).unwrap_or_default());
        } else {
            out.push_str(piece);
        }
        *wrote = true;
    };
    match e.operator {
        None | Some(Operator::Reserved | Operator::Fragment) if !all => out.push_str(whole),
        Some(Operator::Query | Operator::QueryContinuation) => {
            // Defined ones first, in order; the missing ones after them as a
            // continuation.
            let mut wrote = false;
            for piece in &pieces {
                if let Piece::Wrote(piece) = piece {
                    write(piece, &mut wrote, out);
                }
            }
            let missing: alloc::vec::Vec<&RawSpec> = specs
                .iter()
                .zip(&pieces)
                .filter(|(_, piece)| matches!(piece, Piece::Missing))
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
            // every variable is defined: the values are written in order,
            // each run of missing ones kept in its place.
            let mut wrote = false;
            let mut run: alloc::vec::Vec<&RawSpec> = alloc::vec::Vec::new();
            for (spec, piece) in specs.iter().zip(&pieces) {
                if let Piece::Missing = piece {
                    run.push(spec);
                    continue;
                }
                if !run.is_empty() {
                    keep(text, e.operator, &run, out);
                    run.clear();
                }
                if let Piece::Wrote(piece) = piece {
                    write(piece, &mut wrote, out);
                }
            }
            if !run.is_empty() {
                keep(text, e.operator, &run, out);
            }
        }
    }
}
