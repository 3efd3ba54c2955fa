//! The values a template is expanded with (RFC 6570 §2.3): strings, lists
//! and maps, and where they come from.

use alloc::borrow::ToOwned;
use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::borrow::Borrow;

/// A variable's value (RFC 6570 §2.3): a string, a list of strings, or a
/// map of string keys to string values in the order given. Numbers and
/// booleans are their text (`From<i64>`, `From<f64>`, `From<bool>`).
///
/// An empty list or map is undefined (§2.3), as a missing variable is;
/// an empty string is defined.
///
/// ```
/// use rfc3986::template::Var;
///
/// assert_eq!(Var::from(6), Var::String("6".into()));
/// assert_eq!(Var::from(true), Var::String("true".into()));
/// assert_eq!(Var::from(["red", "green"]), Var::List(vec!["red".into(), "green".into()]));
/// assert_eq!(Var::from([("semi", ";")]), Var::Map(vec![("semi".into(), ";".into())]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Var {
    /// A string (§2.3: "a string of Unicode characters").
    String(String),
    /// A list of strings.
    List(Vec<String>),
    /// An associative array of (name, value) pairs, in this order.
    Map(Vec<(String, String)>),
}

impl Var {
    /// A list of the texts of `items`.
    pub fn list<T: Into<String>>(items: impl IntoIterator<Item = T>) -> Var {
        Var::List(items.into_iter().map(Into::into).collect())
    }

    /// A map of `pairs`, in their order.
    pub fn map<K: Into<String>, V: Into<String>>(pairs: impl IntoIterator<Item = (K, V)>) -> Var {
        Var::Map(
            pairs
                .into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
        )
    }

    /// The value as a [`Value`] borrowed from it; `None` when it is
    /// undefined (an empty list or map).
    #[must_use]
    pub fn as_value(&self) -> Option<Value<'_>> {
        match self {
            Var::String(s) => Some(Value::String(s)),
            Var::List(items) if items.is_empty() => None,
            Var::List(items) => Some(Value::List(items)),
            Var::Map(pairs) if pairs.is_empty() => None,
            Var::Map(pairs) => Some(Value::Map(pairs)),
        }
    }
}

impl From<&str> for Var {
    fn from(s: &str) -> Var {
        Var::String(s.to_owned())
    }
}

impl From<String> for Var {
    fn from(s: String) -> Var {
        Var::String(s)
    }
}

impl From<bool> for Var {
    fn from(b: bool) -> Var {
        Var::String(b.to_string())
    }
}

macro_rules! from_number {
    ($($t:ty),*) => {$(
        impl From<$t> for Var {
            /// The number's text (`6`, `-122.427`), as JSON writes it.
            fn from(n: $t) -> Var {
                Var::String(n.to_string())
            }
        }
    )*};
}
from_number!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64
);

impl From<Vec<String>> for Var {
    fn from(items: Vec<String>) -> Var {
        Var::List(items)
    }
}

impl From<Vec<&str>> for Var {
    fn from(items: Vec<&str>) -> Var {
        Var::list(items)
    }
}

impl<const N: usize> From<[&str; N]> for Var {
    fn from(items: [&str; N]) -> Var {
        Var::list(items)
    }
}

impl From<Vec<(String, String)>> for Var {
    fn from(pairs: Vec<(String, String)>) -> Var {
        Var::Map(pairs)
    }
}

impl From<Vec<(&str, &str)>> for Var {
    fn from(pairs: Vec<(&str, &str)>) -> Var {
        Var::map(pairs)
    }
}

impl<const N: usize> From<[(&str, &str); N]> for Var {
    fn from(pairs: [(&str, &str); N]) -> Var {
        Var::map(pairs)
    }
}

/// A defined value, borrowed from where it is kept: what a [`VarSource`]
/// hands the expansion, which copies nothing out of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value<'a> {
    /// A string.
    String(&'a str),
    /// A list (an empty one is undefined: give `None` instead).
    List(&'a [String]),
    /// A map, in its order (an empty one is undefined).
    Map(&'a [(String, String)]),
}

/// Something that holds a value or nothing: the values of the maps that
/// implement [`VarSource`].
pub trait AsValue {
    /// The value; `None` when it is undefined.
    fn as_value(&self) -> Option<Value<'_>>;
}

impl AsValue for Var {
    fn as_value(&self) -> Option<Value<'_>> {
        Var::as_value(self)
    }
}

impl AsValue for str {
    fn as_value(&self) -> Option<Value<'_>> {
        Some(Value::String(self))
    }
}

impl AsValue for String {
    fn as_value(&self) -> Option<Value<'_>> {
        Some(Value::String(self))
    }
}

impl AsValue for Vec<String> {
    fn as_value(&self) -> Option<Value<'_>> {
        (!self.is_empty()).then_some(Value::List(self))
    }
}

impl AsValue for Vec<(String, String)> {
    fn as_value(&self) -> Option<Value<'_>> {
        (!self.is_empty()).then_some(Value::Map(self))
    }
}

impl<T: AsValue + ?Sized> AsValue for &T {
    fn as_value(&self) -> Option<Value<'_>> {
        (**self).as_value()
    }
}

impl<T: AsValue> AsValue for Option<T> {
    fn as_value(&self) -> Option<Value<'_>> {
        self.as_ref()?.as_value()
    }
}

/// Where a template's variables get their values: by name, as written in
/// the template (percent-encodings in a name are not decoded, §2.3).
///
/// Implemented for [`Vars`], `BTreeMap` and (with `std`) `HashMap` of
/// names to anything [`AsValue`] (`Var`, `String`, `&str`, `Option<_>`);
/// implement it for a type of your own to expand from it without copying
/// its values into a map.
///
/// ```
/// use rfc3986::template::{UriTemplate, Value, VarSource};
///
/// struct User { id: String }
/// impl VarSource for User {
///     fn get(&self, name: &str) -> Option<Value<'_>> {
///         (name == "id").then(|| Value::String(&self.id))
///     }
/// }
/// let uri = UriTemplate::parse("/users/{id}")?.expand(&User { id: "a b".into() })?;
/// assert_eq!(uri.as_str(), "/users/a%20b");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub trait VarSource {
    /// The value of the variable `name`; `None` when it is undefined.
    fn get(&self, name: &str) -> Option<Value<'_>>;

    /// Whether the source has `name`, defined or not (an empty list, a
    /// `None`): what [`UriTemplate::expand_partial`](super::UriTemplate::expand_partial)
    /// expands, where a variable it lacks is kept. By default, whether it
    /// is defined.
    fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
}

impl<T: VarSource + ?Sized> VarSource for &T {
    fn get(&self, name: &str) -> Option<Value<'_>> {
        (**self).get(name)
    }

    fn has(&self, name: &str) -> bool {
        (**self).has(name)
    }
}

impl<K: Borrow<str> + Ord, V: AsValue> VarSource for BTreeMap<K, V> {
    fn get(&self, name: &str) -> Option<Value<'_>> {
        BTreeMap::get(self, name)?.as_value()
    }

    fn has(&self, name: &str) -> bool {
        self.contains_key(name)
    }
}

#[cfg(feature = "std")]
impl<K, V, S> VarSource for std::collections::HashMap<K, V, S>
where
    K: Borrow<str> + core::hash::Hash + Eq,
    V: AsValue,
    S: core::hash::BuildHasher,
{
    fn get(&self, name: &str) -> Option<Value<'_>> {
        std::collections::HashMap::get(self, name)?.as_value()
    }

    fn has(&self, name: &str) -> bool {
        self.contains_key(name)
    }
}

/// Variables by name, in the order they were first inserted: what
/// [`UriTemplate::match_uri`](super::UriTemplate::match_uri) returns, and a
/// [`VarSource`] to expand with.
///
/// ```
/// use rfc3986::template::{Var, Vars};
///
/// let mut vars = Vars::new();
/// vars.insert("b", "2");
/// vars.insert("a", ["x", "y"]);
/// vars.insert("b", 3); // replaces, keeps its place
/// let names: Vec<&str> = vars.iter().map(|(name, _)| name).collect();
/// assert_eq!(names, ["b", "a"]);
/// assert_eq!(vars.get("b"), Some(&Var::from("3")));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Vars {
    entries: Vec<(String, Var)>,
    /// Each name's place in `entries`: a lookup in logarithmic time, so
    /// that a map of many variables is built and read in n log n.
    index: BTreeMap<String, usize>,
}

impl Vars {
    /// No variables.
    #[must_use]
    pub fn new() -> Vars {
        Vars::default()
    }

    /// Sets `name` to `value`, in place if it is already there.
    pub fn insert(&mut self, name: impl Into<String>, value: impl Into<Var>) {
        let name = name.into();
        let value = value.into();
        match self.place(&name).and_then(|at| self.entries.get_mut(at)) {
            Some(entry) => entry.1 = value,
            None => {
                self.index.insert(name.clone(), self.entries.len());
                self.entries.push((name, value));
            }
        }
    }

    /// The value of `name`, defined or not.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Var> {
        self.place(name)
            .and_then(|at| self.entries.get(at))
            .map(|(_, v)| v)
    }

    /// Where `name` is in `entries`: a look along them while they are few
    /// (faster than the index's string comparisons down a tree), the index
    /// past that.
    fn place(&self, name: &str) -> Option<usize> {
        if self.entries.len() <= 32 {
            self.entries.iter().position(|(n, _)| n == name)
        } else {
            self.index.get(name).copied()
        }
    }

    /// Takes `name` out.
    pub fn remove(&mut self, name: &str) -> Option<Var> {
        let at = self.index.remove(name)?;
        let (_, value) = self.entries.remove(at);
        // The names after it move down a place.
        for place in self.index.values_mut() {
            if *place > at {
                *place -= 1;
            }
        }
        Some(value)
    }

    /// The variables in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Var)> {
        self.entries.iter().map(|(n, v)| (n.as_str(), v))
    }

    /// How many there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl VarSource for Vars {
    fn get(&self, name: &str) -> Option<Value<'_>> {
        Vars::get(self, name)?.as_value()
    }

    fn has(&self, name: &str) -> bool {
        Vars::get(self, name).is_some()
    }
}

impl<K: Into<String>, V: Into<Var>> FromIterator<(K, V)> for Vars {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Vars {
        let mut vars = Vars::new();
        for (k, v) in iter {
            vars.insert(k, v);
        }
        vars
    }
}

impl IntoIterator for Vars {
    type Item = (String, Var);
    type IntoIter = alloc::vec::IntoIter<(String, Var)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}
