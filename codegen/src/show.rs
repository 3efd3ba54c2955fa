//! Text for the generated file: expressions in pest's notation (for the
//! comments beside the code and for error messages), and Rust byte and byte
//! string literals.

use std::fmt::Write as _;

use pest_meta::optimizer::OptimizedExpr;

/// `expr` in pest's notation.
pub(crate) fn show(expr: &OptimizedExpr) -> String {
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
        // A bound of one character is shown as a character literal.
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
        OptimizedExpr::Push(inner) => format!("PUSH({})", show(inner)),
        OptimizedExpr::PeekSlice(start, end) => match end {
            Some(end) => format!("PEEK[{start}..{end}]"),
            None => format!("PEEK[{start}..]"),
        },
        OptimizedExpr::Skip(strings) => {
            let strings: Vec<String> = strings.iter().map(|s| format!("{s:?}")).collect();
            format!("(!({}) ~ ANY)*", strings.join(" | "))
        }
        #[allow(unreachable_patterns)] // with pest_meta's grammar-extras feature
        other => format!("{other:?}"),
    }
}

/// A Rust byte literal of `b`.
pub(crate) fn byte_literal(b: u8) -> String {
    match b {
        b'\'' => r"b'\''".to_owned(),
        b'\\' => r"b'\\'".to_owned(),
        0x20..=0x7e => format!("b'{}'", char::from(b)),
        _ => format!("b'\\x{b:02x}'"),
    }
}

/// A Rust byte string literal of `bytes`.
pub(crate) fn bytes_literal(bytes: &[u8]) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules;

    fn shown(body: &str) -> String {
        let rules = rules(&format!(
            "main = {{ {body} }} a = {{ \"a\" }} b = {{ \"b\" }}"
        ));
        show(&rules[0].expr)
    }

    #[test]
    fn show_writes_pest_notation() {
        assert_eq!(shown(r#""x""#), r#""x""#);
        assert_eq!(shown(r#"^"v""#), r#"^"v""#);
        assert_eq!(shown("'0'..'9'"), "'0'..'9'");
        assert_eq!(shown(r#"a ~ "/" ~ b"#), r#"a ~ "/" ~ b"#);
        assert_eq!(shown("a | b"), "a | b");
        assert_eq!(shown(r#"("/" ~ a)*"#), r#"("/" ~ a)*"#);
        assert_eq!(shown(r#"(a | b) ~ "c""#), r#"(a | b) ~ "c""#);
        assert_eq!(shown("a?"), "a?");
        assert_eq!(shown("!(a | b) ~ &a"), "!(a | b) ~ &a");
    }

    #[test]
    fn show_names_what_is_not_compiled() {
        let push = OptimizedExpr::Push(Box::new(OptimizedExpr::Str("x".into())));
        assert_eq!(show(&push), r#"PUSH("x")"#);
        assert_eq!(show(&OptimizedExpr::PeekSlice(0, None)), "PEEK[0..]");
        assert_eq!(show(&OptimizedExpr::PeekSlice(1, Some(-1))), "PEEK[1..-1]");
        let skip = OptimizedExpr::Skip(vec!["a".into(), "b".into()]);
        assert_eq!(show(&skip), r#"(!("a" | "b") ~ ANY)*"#);
    }

    #[test]
    fn byte_literals_escape_quotes_backslashes_and_the_unprintable() {
        assert_eq!(byte_literal(b'a'), "b'a'");
        assert_eq!(byte_literal(b'\''), r"b'\''");
        assert_eq!(byte_literal(b'\\'), r"b'\\'");
        assert_eq!(byte_literal(b'"'), "b'\"'");
        assert_eq!(byte_literal(b'\n'), r"b'\x0a'");
        assert_eq!(byte_literal(0xff), r"b'\xff'");
    }

    #[test]
    fn byte_string_literals_escape_quotes_backslashes_and_the_unprintable() {
        assert_eq!(bytes_literal(b"ab"), r#"b"ab""#);
        assert_eq!(bytes_literal(b"a\"b\\c'"), r#"b"a\"b\\c'""#);
        assert_eq!(bytes_literal(b"\x00\x7f"), r#"b"\x00\x7f""#);
        assert_eq!(bytes_literal(b""), r#"b"""#);
    }
}
