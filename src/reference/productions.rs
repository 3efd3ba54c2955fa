//! The narrower productions of a reference type (`Uri` of `UriRef`, `Iri`
//! of `IriRef`...): each a wrapper of the wider type known to match its
//! production, declared by one macro for both families.

/// Declares `$name`, a `$base` (viewed by `$as_base`) known to match the
/// narrower production `$goal`.
macro_rules! narrowed {
    ($(#[$doc:meta])* $name:ident of $base:ident viewed by $as_base:ident, $goal:expr) => {
        $(#[$doc])*
        ///
        /// Equality, order and hashing are those of the text, as for
        #[doc = concat!("[`", stringify!($base), "`].")]
        #[derive(Clone, Copy)]
        pub struct $name<'a>($base<'a>);

        impl<'a> $name<'a> {
            /// The reference whose components `layout` finds in `text`,
            /// which the caller knows to match this production.
            #[inline]
            pub(crate) const fn from_layout(text: &'a str, layout: Layout) -> Self {
                $name($base::from_layout(text, layout))
            }

            #[doc = concat!("Parses the whole input as this production.")]
            ///
            #[doc = concat!("It accepts exactly the [`", stringify!($base), "`]s that narrow to this")]
            /// production:
            ///
            /// ```
            #[doc = concat!("use rfc3986::{Goal, ", stringify!($name), ", ", stringify!($base), "};")]
            ///
            /// for input in ["http://h/p?q", "http://h/p?q#f", "//h/p?q"] {
            #[doc = concat!("    let narrowed = ", stringify!($name), "::try_from(", stringify!($base), "::parse(input)?).ok();")]
            #[doc = concat!("    assert_eq!(", stringify!($name), "::parse(input).ok(), narrowed);")]
            /// }
            #[doc = concat!("assert_eq!(", stringify!($name), "::parse(\"a b\").unwrap_err().goal(), Goal::", stringify!($name), ");")]
            /// # Ok::<_, rfc3986::Error>(())
            /// ```
            ///
            /// # Errors
            /// An [`Error`] saying where the input stops matching the
            /// production and what was expected there.
            #[inline]
            pub fn parse(input: &'a str) -> Result<Self, Error> {
                parse::parse_with(input, $goal, |layout| {
                    $name($base::from_layout(input, layout))
                })
            }

            /// Parses the whole input as this production, a refusal told
            /// by a [`Refusal`](crate::Refusal): the index
            /// [`parse`](Self::parse)'s error gives, without a copy of the
            /// input.
            ///
            /// ```
            #[doc = concat!("use rfc3986::", stringify!($name), ";")]
            ///
            /// for input in ["http://h/p?q", "http://h/p?q#f", "//h/p?q", "a b"] {
            #[doc = concat!("    let quick = ", stringify!($name), "::parse_quick(input).map_err(|refusal| refusal.error(input));")]
            #[doc = concat!("    assert_eq!(quick, ", stringify!($name), "::parse(input));")]
            /// }
            /// ```
            ///
            /// # Errors
            /// A [`Refusal`](crate::Refusal) saying where the input stops
            /// matching the production.
            #[inline]
            pub fn parse_quick(input: &'a str) -> Result<Self, $crate::Refusal> {
                parse::parse_quick_with(input, $goal, |layout| {
                    $name($base::from_layout(input, layout))
                })
            }

            /// Parses the whole input as this production when the reason
            /// for a refusal is not wanted: `None` where
            /// [`parse`](Self::parse) gives an error, at the cost of the
            /// recognizer's pass alone.
            ///
            /// ```
            #[doc = concat!("use rfc3986::", stringify!($name), ";")]
            ///
            /// for input in ["http://h/p?q", "http://h/p?q#f", "//h/p?q", "a b"] {
            #[doc = concat!("    assert_eq!(", stringify!($name), "::recognize(input), ", stringify!($name), "::parse(input).ok());")]
            /// }
            /// ```
            #[must_use]
            #[inline]
            pub fn recognize(input: &'a str) -> Option<Self> {
                parse::recognize(input, $goal).map(|layout| $name($base::from_layout(input, layout)))
            }

            /// The reference, with the accessors every reference has.
            ///
            /// ```
            #[doc = concat!("use rfc3986::", stringify!($base), ";")]
            ///
            #[doc = concat!("let r = [\"http://h/p\", \"//h/p\"].into_iter().find_map(|s| rfc3986::", stringify!($name), "::parse(s).ok()).unwrap();")]
            #[doc = concat!("let wide: ", stringify!($base), "<'_> = r.", stringify!($as_base), "();")]
            #[doc = concat!("assert_eq!((wide, wide.path().as_str()), (", stringify!($base), "::parse(r.as_str())?, \"/p\"));")]
            /// # Ok::<_, rfc3986::Error>(())
            /// ```
            #[must_use]
            #[inline]
            pub fn $as_base(&self) -> $base<'a> {
                self.0
            }
        }

        impl<'a> Deref for $name<'a> {
            type Target = $base<'a>;

            #[inline]
            fn deref(&self) -> &$base<'a> {
                &self.0
            }
        }

        impl<'a> From<$name<'a>> for $base<'a> {
            fn from(narrow: $name<'a>) -> $base<'a> {
                narrow.0
            }
        }

        $crate::reference::productions::text_traits!($name);
    };
}

/// The traits a borrowed reference type `$name<'a>` has through its text
/// (`as_str`) and its `parse`: `Debug` (`UriRef("../g")`), `Display` (the
/// text as parsed), `TryFrom<&str>` (a parse) and `AsRef<str>`.
macro_rules! text_traits {
    ($name:ident) => {
        impl fmt::Debug for $name<'_> {
            /// The reference's text, in the type's name: `UriRef("../g")`.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_tuple(stringify!($name))
                    .field(&self.as_str())
                    .finish()
            }
        }

        impl fmt::Display for $name<'_> {
            /// Writes the reference exactly as it was parsed.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl<'a> TryFrom<&'a str> for $name<'a> {
            type Error = Error;

            fn try_from(input: &'a str) -> Result<Self, Error> {
                $name::parse(input)
            }
        }

        impl AsRef<str> for $name<'_> {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }
    };
}

pub(crate) use {narrowed, text_traits};
