//! Equality, order and hashing of every reference type: those of its text.
//!
//! This is syntactic identity: `HTTP://a` and `http://a` differ here, as
//! they do as strings; §6's equivalence is `UriRef::equivalent`. Being the
//! text's, it agrees with `str` (and so with `Borrow<str>` on the owned
//! types), and a borrowed reference, its owned form, a `str`, a `&str` and
//! a `String` compare equal when their texts are equal, in either order;
//! so do a reference and one of a narrower production (`UriRefBuf` and
//! `UriBuf`, `Uri` and `AbsoluteUri`...). The IRI types are the same, and
//! an IRI reference equals a URI reference of the same text.

use alloc::string::String;
use core::cmp::Ordering;
use core::hash::{Hash, Hasher};

use crate::reference::iri::owned::{AbsoluteIriBuf, IrelativeRefBuf, IriBuf, IriRefBuf};
use crate::reference::iri::reference::{AbsoluteIri, IrelativeRef, Iri, IriRef};
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};

/// `Eq`, `Ord` and `Hash` on the text, for each type given.
macro_rules! text_identity {
    ($($ty:ty),* $(,)?) => {
        $(
            impl PartialEq for $ty {
                #[inline]
                fn eq(&self, other: &Self) -> bool {
                    self.as_str() == other.as_str()
                }
            }

            impl Eq for $ty {}

            impl PartialOrd for $ty {
                #[inline]
                fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
                    Some(self.cmp(other))
                }
            }

            impl Ord for $ty {
                /// The order of the texts, byte by byte.
                #[inline]
                fn cmp(&self, other: &Self) -> Ordering {
                    self.as_str().cmp(other.as_str())
                }
            }

            impl Hash for $ty {
                /// The hash of the text as a `str`, as `Borrow<str>` needs.
                #[inline]
                fn hash<H: Hasher>(&self, state: &mut H) {
                    self.as_str().hash(state);
                }
            }
        )*
    };
}

/// `PartialEq` between two types, in both directions, on their texts (each
/// is `AsRef<str>`). A type is named with `'_` for its lifetime.
macro_rules! text_eq {
    ($($a:ty, $b:ty);* $(;)?) => {
        $(
            impl PartialEq<$b> for $a {
                #[inline]
                fn eq(&self, other: &$b) -> bool {
                    <$a as AsRef<str>>::as_ref(self) == <$b as AsRef<str>>::as_ref(other)
                }
            }

            impl PartialEq<$a> for $b {
                #[inline]
                fn eq(&self, other: &$a) -> bool {
                    <$b as AsRef<str>>::as_ref(self) == <$a as AsRef<str>>::as_ref(other)
                }
            }
        )*
    };
}

/// Every comparison of a production's borrowed and owned types.
macro_rules! family {
    ($borrowed:ident, $owned:ident) => {
        text_identity!($borrowed<'_>, $owned);
        text_eq!(
            $borrowed<'_>, $owned;
            $borrowed<'_>, str;
            $borrowed<'_>, &str;
            $borrowed<'_>, String;
            $owned, str;
            $owned, &str;
            $owned, String;
        );
    };
}

family!(UriRef, UriRefBuf);
family!(Uri, UriBuf);
family!(AbsoluteUri, AbsoluteUriBuf);
family!(RelativeRef, RelativeRefBuf);
family!(IriRef, IriRefBuf);
family!(Iri, IriBuf);
family!(AbsoluteIri, AbsoluteIriBuf);
family!(IrelativeRef, IrelativeRefBuf);

// A reference and a narrower one: a URI reference and each narrower
// production, a URI and an absolute URI, borrowed or owned.
text_eq!(
    UriRef<'_>, Uri<'_>;
    UriRef<'_>, UriBuf;
    UriRef<'_>, AbsoluteUri<'_>;
    UriRef<'_>, AbsoluteUriBuf;
    UriRef<'_>, RelativeRef<'_>;
    UriRef<'_>, RelativeRefBuf;
    UriRefBuf, Uri<'_>;
    UriRefBuf, UriBuf;
    UriRefBuf, AbsoluteUri<'_>;
    UriRefBuf, AbsoluteUriBuf;
    UriRefBuf, RelativeRef<'_>;
    UriRefBuf, RelativeRefBuf;
    Uri<'_>, AbsoluteUri<'_>;
    Uri<'_>, AbsoluteUriBuf;
    UriBuf, AbsoluteUri<'_>;
    UriBuf, AbsoluteUriBuf;
);

// The same for IRIs, and an IRI reference and the URI type of the same
// production (every URI is an IRI, with the same text).
text_eq!(
    IriRef<'_>, Iri<'_>;
    IriRef<'_>, IriBuf;
    IriRef<'_>, AbsoluteIri<'_>;
    IriRef<'_>, AbsoluteIriBuf;
    IriRef<'_>, IrelativeRef<'_>;
    IriRef<'_>, IrelativeRefBuf;
    IriRefBuf, Iri<'_>;
    IriRefBuf, IriBuf;
    IriRefBuf, AbsoluteIri<'_>;
    IriRefBuf, AbsoluteIriBuf;
    IriRefBuf, IrelativeRef<'_>;
    IriRefBuf, IrelativeRefBuf;
    Iri<'_>, AbsoluteIri<'_>;
    Iri<'_>, AbsoluteIriBuf;
    IriBuf, AbsoluteIri<'_>;
    IriBuf, AbsoluteIriBuf;
    IriRef<'_>, UriRef<'_>;
    IriRef<'_>, UriRefBuf;
    IriRefBuf, UriRef<'_>;
    IriRefBuf, UriRefBuf;
    Iri<'_>, Uri<'_>;
    Iri<'_>, UriBuf;
    IriBuf, Uri<'_>;
    IriBuf, UriBuf;
    AbsoluteIri<'_>, AbsoluteUri<'_>;
    AbsoluteIri<'_>, AbsoluteUriBuf;
    AbsoluteIriBuf, AbsoluteUri<'_>;
    AbsoluteIriBuf, AbsoluteUriBuf;
    IrelativeRef<'_>, RelativeRef<'_>;
    IrelativeRef<'_>, RelativeRefBuf;
    IrelativeRefBuf, RelativeRef<'_>;
    IrelativeRefBuf, RelativeRefBuf;
);
