//! `Serialize` and `Deserialize` for every reference type (feature
//! `serde`): a reference is its text. An owned type deserializes through
//! its parser, so an invalid string is a deserialization error that names
//! the index and what was expected; a borrowed type borrows its text from
//! the input, which must then hold it unescaped (a JSON string without
//! escapes, say).

use alloc::string::String;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::{Serialize, Serializer};

use crate::error::parse_error::Error;
use crate::reference::iri::owned::{AbsoluteIriBuf, IrelativeRefBuf, IriBuf, IriRefBuf};
use crate::reference::iri::reference::{AbsoluteIri, IrelativeRef, Iri, IriRef};
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::{AbsoluteUri, RelativeRef, Uri, UriRef};

/// The visitor of a string parsed as `T`: from any string for an owned
/// type, from a borrowed one only for a borrowed type.
struct Text<T> {
    /// The production, as the message of an unexpected value names it.
    expecting: &'static str,
    parsed: PhantomData<T>,
}

impl<T> Text<T> {
    fn new(expecting: &'static str) -> Self {
        Text {
            expecting,
            parsed: PhantomData,
        }
    }
}

/// A parse error as a deserialization error: the error's one-line
/// `Display`, with the index and what was expected there.
fn invalid<E: de::Error>(error: &Error) -> E {
    E::custom(error)
}

/// `Serialize` as the text, for each type given.
macro_rules! serialize_as_text {
    ($($ty:ty),* $(,)?) => {
        $(
            impl Serialize for $ty {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_str(self.as_str())
                }
            }
        )*
    };
}

serialize_as_text!(
    UriRef<'_>,
    Uri<'_>,
    AbsoluteUri<'_>,
    RelativeRef<'_>,
    UriRefBuf,
    UriBuf,
    AbsoluteUriBuf,
    RelativeRefBuf,
    IriRef<'_>,
    Iri<'_>,
    AbsoluteIri<'_>,
    IrelativeRef<'_>,
    IriRefBuf,
    IriBuf,
    AbsoluteIriBuf,
    IrelativeRefBuf,
);

/// `Deserialize` for an owned type: any string, parsed.
macro_rules! deserialize_owned {
    ($($ty:ident, $expecting:literal;)*) => {
        $(
            impl Visitor<'_> for Text<$ty> {
                type Value = $ty;

                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str(self.expecting)
                }

                fn visit_str<E: de::Error>(self, text: &str) -> Result<$ty, E> {
                    $ty::parse(text).map_err(|error| invalid(&error))
                }

                fn visit_string<E: de::Error>(self, text: String) -> Result<$ty, E> {
                    $ty::parse(text).map_err(|error| invalid(&error))
                }
            }

            impl<'de> Deserialize<'de> for $ty {
                fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    deserializer.deserialize_string(Text::<$ty>::new($expecting))
                }
            }
        )*
    };
}

deserialize_owned! {
    UriRefBuf, "a URI reference (RFC 3986 §4.1)";
    UriBuf, "a URI (RFC 3986 §3)";
    AbsoluteUriBuf, "an absolute URI (RFC 3986 §4.3)";
    RelativeRefBuf, "a relative reference (RFC 3986 §4.2)";
    IriRefBuf, "an IRI reference (RFC 3987 §2.2)";
    IriBuf, "an IRI (RFC 3987 §2.2)";
    AbsoluteIriBuf, "an absolute IRI (RFC 3987 §2.2)";
    IrelativeRefBuf, "a relative IRI reference (RFC 3987 §2.2)";
}

/// `Deserialize` for a borrowed type: a string borrowed from the input,
/// parsed. A string the deserializer cannot lend (one with escapes, or
/// from a reader) is refused as the wrong type of value.
macro_rules! deserialize_borrowed {
    ($($ty:ident, $expecting:literal;)*) => {
        $(
            impl<'de> Visitor<'de> for Text<$ty<'de>> {
                type Value = $ty<'de>;

                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str(self.expecting)?;
                    f.write_str(", borrowed from the input")
                }

                fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<$ty<'de>, E> {
                    $ty::parse(text).map_err(|error| invalid(&error))
                }
            }

            impl<'de: 'a, 'a> Deserialize<'de> for $ty<'a> {
                fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    deserializer.deserialize_str(Text::<$ty<'de>>::new($expecting))
                }
            }
        )*
    };
}

deserialize_borrowed! {
    UriRef, "a URI reference (RFC 3986 §4.1)";
    Uri, "a URI (RFC 3986 §3)";
    AbsoluteUri, "an absolute URI (RFC 3986 §4.3)";
    RelativeRef, "a relative reference (RFC 3986 §4.2)";
    IriRef, "an IRI reference (RFC 3987 §2.2)";
    Iri, "an IRI (RFC 3987 §2.2)";
    AbsoluteIri, "an absolute IRI (RFC 3987 §2.2)";
    IrelativeRef, "a relative IRI reference (RFC 3987 §2.2)";
}
