//! URI and IRI literals checked at compile time, for the
//! [`rfc3986`](https://docs.rs/rfc3986) crate.
//!
//! Each macro takes one string literal, parses it with `rfc3986`'s parser
//! when your crate is compiled, and expands to a constant expression of the
//! matching type, with a `'static` lifetime:
//!
//! | macro | type | the literal must be |
//! | --- | --- | --- |
//! | [`uri_ref!`] | `rfc3986::UriRef<'static>` | a `URI-reference` (RFC 3986 §4.1) |
//! | [`uri!`] | `rfc3986::Uri<'static>` | a `URI` (§3): with a scheme |
//! | [`absolute_uri!`] | `rfc3986::AbsoluteUri<'static>` | an `absolute-URI` (§4.3): with a scheme, without a fragment |
//! | [`relative_ref!`] | `rfc3986::RelativeRef<'static>` | a `relative-ref` (§4.2): without a scheme |
//! | [`iri_ref!`] | `rfc3986::IriRef<'static>` | an `IRI-reference` (RFC 3987 §2.2) |
//! | [`iri!`] | `rfc3986::Iri<'static>` | an `IRI` (RFC 3987 §2.2): with a scheme |
//!
//! The expansion is the literal and the positions the parse found (where
//! each component starts and ends, an IP host's address), handed to a
//! `const fn` of `rfc3986`: it works in `const` and `static` items, and
//! nothing is parsed when the program runs. The components are exactly
//! those the type's `parse` finds.
//!
//! ```
//! use rfc3986::{AbsoluteUri, Host, Uri};
//! use rfc3986_macros::{absolute_uri, uri};
//!
//! const HOME: Uri<'static> = uri!("https://example.com/index.html?lang=en#top");
//! static BASE: AbsoluteUri<'static> = absolute_uri!("http://[::1]:8080/api/");
//!
//! assert_eq!(HOME.scheme(), "https");
//! assert_eq!(HOME.host(), Some(Host::RegName { name: "example.com" }));
//! assert_eq!(HOME.query(), Some("lang=en"));
//! assert_eq!(BASE.port_u16(), Ok(Some(8080)));
//! assert_eq!(HOME, Uri::parse("https://example.com/index.html?lang=en#top")?);
//! # Ok::<_, rfc3986::Error>(())
//! ```
//!
//! # Errors at compile time
//!
//! A literal that is not of the production is a compile error on the
//! literal, with what `rfc3986::Error` says at run time: the byte index,
//! what was expected there, the input with a caret under that place, and
//! the hint when the mistake is a common one. A space in a path:
//!
//! ```compile_fail
//! const BAD: rfc3986::Uri<'static> = rfc3986_macros::uri!("http://example.com/a b");
//! ```
//!
//! fails to compile with
//!
//! ```text
//! error: invalid URI at index 20 (column 21): expected pchar, "/", "?", "#" or end of input, found ' '
//!          http://example.com/a b
//!                              ^
//!          hint: ' ' is never allowed as is: percent-encode it as %20 (RFC 3986 §2.1)
//!  --> src/main.rs:1:57
//!   |
//! 1 | const BAD: rfc3986::Uri<'static> = rfc3986_macros::uri!("http://example.com/a b");
//!   |                                                         ^^^^^^^^^^^^^^^^^^^^^^^^
//! ```
//!
//! When the literal is of another of the six productions, a note names the
//! macro that takes it (`relative_ref!` for `//example.com/` given to
//! `uri!`, `uri!` for a URI with a fragment given to `absolute_uri!`).
//!
//! An argument that is not one string literal (nothing, a number, a byte
//! string, a constant's name, two literals) is refused too:
//!
//! ```compile_fail
//! const PATH: &str = "/a";
//! let r = rfc3986_macros::relative_ref!(PATH); // a name, not a literal
//! ```
//!
//! # Using it
//!
//! Add both crates: `rfc3986` (whose types the expansion names, as
//! `::rfc3986::...`, so it must be a dependency under that name) and
//! `rfc3986-macros`, at the same version.
//!
//! ```toml
//! [dependencies]
//! rfc3986 = { version = "0.2", default-features = false, features = ["std"] }
//! rfc3986-macros = "0.2"
//! ```
//!
//! `rfc3986` does not re-export these macros: this crate depends on it to
//! parse the literals, and Cargo refuses a dependency cycle between two
//! packages, even through an optional dependency.
#![forbid(unsafe_code)]
#![warn(
    missing_docs,
    clippy::missing_errors_doc,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic
)]

use proc_macro::TokenStream;
use proc_macro2::{Ident, Literal, Span, TokenStream as TokenStream2};
use quote::quote;
use rfc3986::__literal::LiteralLayout;
use rfc3986::{AbsoluteUri, Iri, IriRef, RelativeRef, Uri, UriRef};
use syn::parse::{ParseStream, Parser};
use syn::{Lit, LitStr, Token};

/// A URI reference (`URI-reference`, RFC 3986 §4.1), a URI or a relative
/// reference, checked at compile time: an `rfc3986::UriRef<'static>`.
///
/// ```
/// use rfc3986::UriRef;
///
/// const LINKS: [UriRef<'static>; 2] = [
///     rfc3986_macros::uri_ref!("../up?q"),
///     rfc3986_macros::uri_ref!("mailto:a@example.com"),
/// ];
/// assert!(LINKS[0].is_relative());
/// assert_eq!(LINKS[1].path().as_str(), "a@example.com");
/// ```
///
/// ```compile_fail
/// let r = rfc3986_macros::uri_ref!("http://h:8o/"); // a port of digits only
/// ```
#[proc_macro]
pub fn uri_ref(input: TokenStream) -> TokenStream {
    expand(input, Kind::UriRef)
}

/// A URI (RFC 3986 §3), with a scheme, checked at compile time: an
/// `rfc3986::Uri<'static>`.
///
/// ```
/// static API: rfc3986::Uri<'static> = rfc3986_macros::uri!("https://api.example.com/v1/");
/// assert_eq!(API.scheme(), "https");
/// assert_eq!(API.path().as_str(), "/v1/");
/// ```
///
/// A relative reference is refused:
///
/// ```compile_fail
/// const R: rfc3986::Uri<'static> = rfc3986_macros::uri!("//example.com/");
/// ```
#[proc_macro]
pub fn uri(input: TokenStream) -> TokenStream {
    expand(input, Kind::Uri)
}

/// An absolute URI (`absolute-URI`, RFC 3986 §4.3), with a scheme and
/// without a fragment, as a base URI must be, checked at compile time: an
/// `rfc3986::AbsoluteUri<'static>`.
///
/// ```
/// const BASE: rfc3986::AbsoluteUri<'static> = rfc3986_macros::absolute_uri!("http://a/b/c/d;p?q");
/// assert_eq!(BASE.as_uri().join("../g")?.as_str(), "http://a/b/g");
/// # Ok::<_, rfc3986::Error>(())
/// ```
///
/// ```compile_fail
/// const BASE: rfc3986::AbsoluteUri<'static> = rfc3986_macros::absolute_uri!("http://a/b#f");
/// ```
#[proc_macro]
pub fn absolute_uri(input: TokenStream) -> TokenStream {
    expand(input, Kind::AbsoluteUri)
}

/// A relative reference (`relative-ref`, RFC 3986 §4.2), without a scheme,
/// checked at compile time: an `rfc3986::RelativeRef<'static>`.
///
/// ```
/// const UP: rfc3986::RelativeRef<'static> = rfc3986_macros::relative_ref!("../g?y#s");
/// assert_eq!((UP.path().as_str(), UP.query(), UP.fragment()), ("../g", Some("y"), Some("s")));
/// ```
///
/// ```compile_fail
/// const R: rfc3986::RelativeRef<'static> = rfc3986_macros::relative_ref!("http:g");
/// ```
#[proc_macro]
pub fn relative_ref(input: TokenStream) -> TokenStream {
    expand(input, Kind::RelativeRef)
}

/// An IRI reference (`IRI-reference`, RFC 3987 §2.2), checked at compile
/// time: an `rfc3986::IriRef<'static>`, whose text may hold the non-ASCII
/// characters RFC 3987 allows.
///
/// ```
/// const PAGE: rfc3986::IriRef<'static> = rfc3986_macros::iri_ref!("/wiki/Überblick#Geschichte");
/// assert_eq!(PAGE.fragment(), Some("Geschichte"));
/// assert_eq!(PAGE.to_uri().as_str(), "/wiki/%C3%9Cberblick#Geschichte");
/// ```
///
/// ```compile_fail
/// let r = rfc3986_macros::iri_ref!("/p#\u{E000}"); // a private-use character outside the query
/// ```
#[proc_macro]
pub fn iri_ref(input: TokenStream) -> TokenStream {
    expand(input, Kind::IriRef)
}

/// An IRI (RFC 3987 §2.2), with a scheme, checked at compile time: an
/// `rfc3986::Iri<'static>`.
///
/// ```
/// static SHOP: rfc3986::Iri<'static> = rfc3986_macros::iri!("https://bücher.example/straße?q=ü");
/// assert_eq!(SHOP.host().map(|h| h.as_str()), Some("bücher.example"));
/// assert_eq!(SHOP.query(), Some("q=ü"));
/// ```
///
/// ```compile_fail
/// let r = rfc3986_macros::iri!("例え/パス"); // no scheme
/// ```
#[proc_macro]
pub fn iri(input: TokenStream) -> TokenStream {
    expand(input, Kind::Iri)
}

/// The production a macro checks its literal against.
#[derive(Clone, Copy)]
enum Kind {
    UriRef,
    Uri,
    AbsoluteUri,
    RelativeRef,
    IriRef,
    Iri,
}

impl Kind {
    /// The macro's name, which is also the name of its constructor in
    /// `rfc3986::__literal`.
    fn name(self) -> &'static str {
        match self {
            Kind::UriRef => "uri_ref",
            Kind::Uri => "uri",
            Kind::AbsoluteUri => "absolute_uri",
            Kind::RelativeRef => "relative_ref",
            Kind::IriRef => "iri_ref",
            Kind::Iri => "iri",
        }
    }

    /// A literal the macro takes, for its error messages.
    fn example(self) -> &'static str {
        match self {
            Kind::UriRef => "../a?q#f",
            Kind::Uri | Kind::AbsoluteUri => "http://example.com/",
            Kind::RelativeRef => "../a?q",
            Kind::IriRef => "../ü?q#f",
            Kind::Iri => "http://例え.テスト/",
        }
    }

    /// What the production is called in a note.
    fn description(self) -> &'static str {
        match self {
            Kind::UriRef => "a URI reference",
            Kind::Uri => "a URI",
            Kind::AbsoluteUri => "an absolute URI",
            Kind::RelativeRef => "a relative reference",
            Kind::IriRef => "an IRI reference",
            Kind::Iri => "an IRI",
        }
    }

    /// Another macro that takes `text`, which this one refuses: the
    /// narrowest of a URI, a relative reference, an IRI and an IRI
    /// reference that `text` is.
    fn other_taking(self, text: &str) -> Option<Kind> {
        [Kind::Uri, Kind::RelativeRef, Kind::Iri, Kind::IriRef]
            .into_iter()
            .filter(|&other| other.name() != self.name())
            .find(|other| other.layout(text).is_ok())
    }

    /// `text`'s layout, parsed as this production.
    fn layout(self, text: &str) -> Result<LiteralLayout, rfc3986::Error> {
        Ok(match self {
            Kind::UriRef => LiteralLayout::of_uri_ref(&UriRef::parse(text)?),
            Kind::Uri => LiteralLayout::of_uri_ref(&Uri::parse(text)?.as_uri_ref()),
            Kind::AbsoluteUri => LiteralLayout::of_uri_ref(&AbsoluteUri::parse(text)?.as_uri_ref()),
            Kind::RelativeRef => LiteralLayout::of_uri_ref(&RelativeRef::parse(text)?.as_uri_ref()),
            Kind::IriRef => LiteralLayout::of_iri_ref(&IriRef::parse(text)?),
            Kind::Iri => LiteralLayout::of_iri_ref(&Iri::parse(text)?.as_iri_ref()),
        })
    }
}

/// The expansion of the macro `kind` on `input`, or the compile error that
/// says why there is none.
fn expand(input: TokenStream, kind: Kind) -> TokenStream {
    literal(input.into(), kind)
        .and_then(|literal| expansion(&literal, kind))
        .unwrap_or_else(|error| error.to_compile_error())
        .into()
}

/// The one string literal of `input`, a trailing comma allowed.
fn literal(input: TokenStream2, kind: Kind) -> syn::Result<LitStr> {
    let usage = format!(
        "`{name}!` takes one string literal, as in `{name}!(\"{example}\")`",
        name = kind.name(),
        example = kind.example(),
    );
    if input.is_empty() {
        return Err(syn::Error::new(
            Span::call_site(),
            format!("{usage}, and was given nothing"),
        ));
    }
    let one_literal = |stream: ParseStream<'_>| -> syn::Result<Lit> {
        let literal = stream.parse()?;
        stream.parse::<Option<Token![,]>>()?;
        Ok(literal)
    };
    let literal = one_literal
        .parse2(input.clone())
        .map_err(|_| syn::Error::new_spanned(&input, &usage))?;
    let found = match &literal {
        Lit::Str(string) if string.suffix().is_empty() => return Ok(string.clone()),
        Lit::Str(_) => "a string literal with a suffix",
        Lit::ByteStr(_) => "a byte string literal",
        Lit::CStr(_) => "a C string literal",
        Lit::Byte(_) => "a byte literal",
        Lit::Char(_) => "a character literal",
        Lit::Int(_) => "an integer literal",
        Lit::Float(_) => "a floating-point literal",
        Lit::Bool(_) => "a boolean literal",
        _ => "another kind of literal",
    };
    Err(syn::Error::new_spanned(
        &literal,
        format!("{usage}, and was given {found}"),
    ))
}

/// The expansion for `literal`: a `const` block that hands the literal and
/// its layout to the constructor of `rfc3986::__literal`; a compile error
/// on the literal, with the parser's message, when it is not of `kind`'s
/// production.
fn expansion(literal: &LitStr, kind: Kind) -> syn::Result<TokenStream2> {
    let text = literal.value();
    let layout = kind.layout(&text).map_err(|error| {
        // The parser's message, with the caret diagram and the hint; then
        // the macro to use instead when the literal is of another
        // production (a relative reference given to `uri!`...).
        let mut message = format!("{error:#}");
        if let Some(other) = kind.other_taking(&text) {
            message.push_str(&format!(
                "\n  note: the literal is {}, which `{}!` takes",
                other.description(),
                other.name()
            ));
        }
        syn::Error::new_spanned(literal, message)
    })?;
    // Every field by name: a field the library adds is an error here.
    let LiteralLayout {
        scheme_end,
        host_start,
        host_end,
        path_start,
        path_end,
        query_end,
        address: [high, low],
        host_kind,
    } = layout;
    let [
        scheme_end,
        host_start,
        host_end,
        path_start,
        path_end,
        query_end,
    ] = [
        scheme_end, host_start, host_end, path_start, path_end, query_end,
    ]
    .map(Literal::usize_unsuffixed);
    let [high, low] = [high, low].map(Literal::u64_unsuffixed);
    let host_kind = Literal::u8_unsuffixed(host_kind);
    let constructor = Ident::new(kind.name(), Span::call_site());
    Ok(quote! {
        const {
            ::rfc3986::__literal::#constructor(
                #literal,
                ::rfc3986::__literal::LiteralLayout {
                    scheme_end: #scheme_end,
                    host_start: #host_start,
                    host_end: #host_end,
                    path_start: #path_start,
                    path_end: #path_end,
                    query_end: #query_end,
                    address: [#high, #low],
                    host_kind: #host_kind,
                },
            )
        }
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use proc_macro2::TokenStream as TokenStream2;
    use quote::quote;

    use super::{Kind, expansion, literal};

    /// The expansion of `kind` on `input`, or its error message.
    fn expand(input: TokenStream2, kind: Kind) -> Result<String, String> {
        literal(input, kind)
            .and_then(|literal| expansion(&literal, kind))
            .map(|tokens| tokens.to_string())
            .map_err(|error| error.to_string())
    }

    #[test]
    fn the_expansion_is_a_const_block_of_the_literal_and_its_layout() {
        let expanded = expand(quote!("http://user@[::1]:8080/a?q#f"), Kind::Uri).unwrap();
        let expected = quote! {
            const {
                ::rfc3986::__literal::uri(
                    "http://user@[::1]:8080/a?q#f",
                    ::rfc3986::__literal::LiteralLayout {
                        scheme_end: 4,
                        host_start: 12,
                        host_end: 17,
                        path_start: 22,
                        path_end: 24,
                        query_end: 26,
                        address: [0, 1],
                        host_kind: 3,
                    },
                )
            }
        };
        assert_eq!(expanded, expected.to_string());
    }

    #[test]
    fn an_invalid_literal_is_the_parser_s_message() {
        let message = expand(quote!("http://a b/"), Kind::Uri).unwrap_err();
        assert_eq!(
            message,
            "invalid URI at index 8 (column 9): expected pchar, \"/\", \"?\", \"#\" or end of input, \
             found ' '\n  http://a b/\n          ^\n  hint: ' ' is never allowed as is: \
             percent-encode it as %20 (RFC 3986 §2.1)"
        );
        let message = expand(quote!("//h/"), Kind::Uri).unwrap_err();
        assert!(message.starts_with("invalid URI at index 0 (column 1): expected ALPHA"));
        let message = expand(quote!("http://h/#f"), Kind::AbsoluteUri).unwrap_err();
        assert!(message.starts_with("invalid absolute-URI at index 9 (column 10)"));
        let message = expand(quote!("s:p"), Kind::RelativeRef).unwrap_err();
        assert!(message.starts_with("invalid relative-ref at index 1 (column 2)"));
        let message = expand(quote!("/é"), Kind::UriRef).unwrap_err();
        assert!(message.contains("hint: 'é' is not ASCII"), "{message}");
    }

    #[test]
    fn a_literal_of_another_production_names_the_macro_that_takes_it() {
        for (input, kind, note) in [
            (
                quote!("//h/"),
                Kind::Uri,
                Some("a relative reference, which `relative_ref!`"),
            ),
            (
                quote!("http://h/#f"),
                Kind::AbsoluteUri,
                Some("a URI, which `uri!`"),
            ),
            (
                quote!("s:p"),
                Kind::RelativeRef,
                Some("a URI, which `uri!`"),
            ),
            (quote!("s:é"), Kind::Uri, Some("an IRI, which `iri!`")),
            (
                quote!("/é"),
                Kind::UriRef,
                Some("an IRI reference, which `iri_ref!`"),
            ),
            (
                quote!("/é"),
                Kind::Iri,
                Some("an IRI reference, which `iri_ref!`"),
            ),
            (quote!("a b"), Kind::Uri, None),
            (quote!("a b"), Kind::IriRef, None),
        ] {
            let message = expand(input.clone(), kind).unwrap_err();
            let found = message
                .split_once("\n  note: the literal is ")
                .map(|(_, note)| note);
            assert_eq!(
                found,
                note.map(|note| format!("{note} takes")).as_deref(),
                "{input}: {message}"
            );
        }
    }

    #[test]
    fn anything_but_one_string_literal_is_refused() {
        let usage = "`uri!` takes one string literal, as in `uri!(\"http://example.com/\")`";
        for (input, found) in [
            (quote!(), "nothing"),
            (quote!(42), "an integer literal"),
            (quote!(b"http://h/"), "a byte string literal"),
            (quote!('h'), "a character literal"),
            (quote!(true), "a boolean literal"),
            (quote!("s:p" suffix), ""),
            (quote!("s:p", "t:q"), ""),
            (quote!(HOME), ""),
            (quote!(concat!("s:", "p")), ""),
        ] {
            let message = expand(input.clone(), Kind::Uri).unwrap_err();
            let wanted = if found.is_empty() {
                usage.to_owned()
            } else {
                format!("{usage}, and was given {found}")
            };
            assert_eq!(message, wanted, "{input}");
        }
        let suffixed: TokenStream2 = "\"s:p\"x".parse().unwrap();
        assert_eq!(
            expand(suffixed, Kind::Uri).unwrap_err(),
            format!("{usage}, and was given a string literal with a suffix")
        );
    }
}
