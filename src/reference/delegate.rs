//! The one way an owned reference gets the methods of its borrowed view:
//! each is written once, on the borrowed type, and the owned type's method
//! of the same name calls it through the view.

/// Methods on an owned type, each calling the method of the same name on
/// `self.$view()` and documented by the attributes given plus a link to the
/// borrowed type's method, which holds the full description.
///
/// ```ignore
/// impl UriRefBuf {
///     delegate! { as_uri_ref => UriRef:
///         /// The query, without its `?`.
///         fn query(&self) -> Option<&str>;
///     }
/// }
/// ```
macro_rules! delegate {
    ($view:ident => $borrowed:ident:
        $(
            $(#[$attr:meta])*
            fn $name:ident(&self $(, $arg:ident: $ty:ty)* $(,)?) -> $ret:ty;
        )*
    ) => {
        $(
            $(#[$attr])*
            ///
            #[doc = concat!("The same as [`", stringify!($borrowed), "::", stringify!($name), "`].")]
            #[must_use]
            #[allow(clippy::double_must_use)]
            #[inline]
            pub fn $name(&self $(, $arg: $ty)*) -> $ret {
                self.$view().$name($($arg),*)
            }
        )*
    };
}

/// The same [`delegate!`] body on several owned types: `$body` is the
/// braced input of `delegate!`, which each type's view must accept.
///
/// ```ignore
/// delegate_on!([UriBuf, AbsoluteUriBuf] {
///     as_uri => Uri:
///     /// Resolves `reference` against this base URI.
///     fn resolve(&self, reference: &UriRef<'_>, strictness: Strictness) -> UriBuf;
/// });
/// ```
macro_rules! delegate_on {
    ([$($owned:ty),* $(,)?] $body:tt) => {
        $(
            impl $owned {
                delegate! $body
            }
        )*
    };
}

pub(crate) use {delegate, delegate_on};
