//! The owned types, their conversions and their editing methods, against
//! the borrowed parse of the same text on the whole corpus.
//!
//! The editing methods are checked against an oracle that does not share
//! their code: a change is accepted exactly when writing the components
//! out by hand (§5.3) gives a text that parses as the owned type's
//! production and reads back with exactly the components intended, every
//! other one unchanged. A component that would be read back differently
//! (a query holding `#`, a path taken for an authority or a scheme) must be
//! refused, and a refusal must leave the value as it was.

#[path = "support/corpus.rs"]
mod corpus;

use rfc3986::{
    AbsoluteUri, AbsoluteUriBuf, Goal, RelativeRef, RelativeRefBuf, Uri, UriBuf, UriRef, UriRefBuf,
};

/// Every valid input of the corpus.
fn valid() -> Vec<String> {
    corpus::all("valid")
        .into_iter()
        .map(|(_, entry)| entry.input)
        .collect()
}

#[test]
fn owned_and_borrowed_parses_agree_on_the_corpus() {
    for input in corpus::inputs() {
        let input = input.as_str();
        assert_eq!(
            UriRefBuf::parse(input).map(String::from),
            UriRef::parse(input).map(|r| r.as_str().to_owned())
        );
        assert_eq!(
            UriBuf::parse(input).map(String::from),
            Uri::parse(input).map(|r| r.as_str().to_owned())
        );
        assert_eq!(
            AbsoluteUriBuf::parse(input).map(String::from),
            AbsoluteUri::parse(input).map(|r| r.as_str().to_owned())
        );
        assert_eq!(
            RelativeRefBuf::parse(input).map(String::from),
            RelativeRef::parse(input).map(|r| r.as_str().to_owned())
        );
    }
}

#[test]
fn narrowing_a_parsed_reference_agrees_with_parsing_as_the_narrower_production() {
    let mut counts = [0_usize; 3];
    for input in valid() {
        let r = UriRef::parse(&input).expect("a valid input");
        let as_uri = Uri::try_from(r);
        assert_eq!(as_uri.is_ok(), Uri::parse(&input).is_ok(), "{input}");
        let as_absolute = AbsoluteUri::try_from(r);
        assert_eq!(
            as_absolute.is_ok(),
            AbsoluteUri::parse(&input).is_ok(),
            "{input}"
        );
        let as_relative = RelativeRef::try_from(r);
        assert_eq!(
            as_relative.is_ok(),
            RelativeRef::parse(&input).is_ok(),
            "{input}"
        );
        for (count, ok) in
            counts
                .iter_mut()
                .zip([as_uri.is_ok(), as_absolute.is_ok(), as_relative.is_ok()])
        {
            *count += usize::from(ok);
        }
        // The narrowed view has the same components as a parse would.
        if let (Ok(narrowed), Ok(parsed)) = (as_uri, Uri::parse(&input)) {
            assert_eq!(narrowed.authority(), parsed.authority(), "{input}");
            assert_eq!(narrowed.path(), parsed.path(), "{input}");
            assert_eq!(narrowed.query(), parsed.query(), "{input}");
        }
        // The owned types narrow the same way.
        let owned = UriRefBuf::parse(input.as_str()).expect("a valid input");
        assert_eq!(
            UriBuf::try_from(owned.clone()).is_ok(),
            r.as_uri().is_some()
        );
        let relative = RelativeRefBuf::try_from(owned.clone());
        assert_eq!(relative.is_ok(), r.as_relative_ref().is_some());
        let back = match relative {
            Ok(relative) => UriRefBuf::from(relative),
            Err(error) => error.into_inner(),
        };
        assert_eq!(back, owned);
    }
    // Each kind is there in numbers.
    assert!(counts.iter().all(|&count| count > 100), "{counts:?}");
}

#[test]
fn owned_accessors_are_the_borrowed_ones_on_the_corpus() {
    for input in valid() {
        let r = UriRef::parse(&input).expect("a valid input");
        let owned = r.to_buf();
        assert_eq!(owned, r);
        assert_eq!(owned.scheme(), r.scheme());
        assert_eq!(owned.authority(), r.authority());
        assert_eq!(owned.host(), r.host());
        assert_eq!(owned.port(), r.port());
        assert_eq!(owned.port_u16(), r.port_u16());
        assert_eq!(owned.path(), r.path());
        assert_eq!(owned.query(), r.query());
        assert_eq!(owned.fragment(), r.fragment());
        if let Some(uri) = r.as_uri() {
            let owned = uri.to_buf();
            assert_eq!(owned.scheme(), uri.scheme());
            assert_eq!(owned.userinfo(), uri.userinfo());
        }
    }
}

/// A reference's components, as the oracle writes them.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Parts {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

impl Parts {
    fn of(r: &UriRef<'_>) -> Self {
        let authority = r.authority();
        Parts {
            scheme: r.scheme().map(str::to_owned),
            userinfo: authority.and_then(|a| a.userinfo()).map(str::to_owned),
            host: authority.map(|a| a.host().as_str().to_owned()),
            port: authority
                .and_then(|a| a.port())
                .map(|p| p.as_str().to_owned()),
            path: r.path().as_str().to_owned(),
            query: r.query().map(str::to_owned),
            fragment: r.fragment().map(str::to_owned),
        }
    }

    /// §5.3's recomposition; `None` when a userinfo or port has no host
    /// to go with, which no text can write.
    fn text(&self) -> Option<String> {
        let mut out = String::new();
        if let Some(scheme) = &self.scheme {
            out += scheme;
            out += ":";
        }
        match &self.host {
            Some(host) => {
                out += "//";
                if let Some(userinfo) = &self.userinfo {
                    out += userinfo;
                    out += "@";
                }
                out += host;
                if let Some(port) = &self.port {
                    out += ":";
                    out += port;
                }
            }
            None if self.userinfo.is_some() || self.port.is_some() => return None,
            None => {}
        }
        out += &self.path;
        if let Some(query) = &self.query {
            out += "?";
            out += query;
        }
        if let Some(fragment) = &self.fragment {
            out += "#";
            out += fragment;
        }
        Some(out)
    }

    /// The text, if it parses as `goal` with exactly these components.
    fn expected(&self, goal: Goal) -> Option<String> {
        let text = self.text()?;
        let parses = match goal {
            Goal::UriReference => UriRef::parse(&text).is_ok(),
            Goal::Uri => Uri::parse(&text).is_ok(),
            Goal::AbsoluteUri => AbsoluteUri::parse(&text).is_ok(),
            Goal::RelativeRef => RelativeRef::parse(&text).is_ok(),
            other => unreachable!("no URI type is edited as {other:?}"),
        };
        let r = UriRef::parse(&text).ok()?;
        (parses && Parts::of(&r) == *self).then_some(text)
    }
}

/// One change: which setter, and the value.
#[derive(Debug, Clone, Copy)]
enum Change<'a> {
    Scheme(&'a str),
    Authority(Option<&'a str>),
    Userinfo(Option<&'a str>),
    Host(&'a str),
    Port(Option<&'a str>),
    Path(&'a str),
    Query(Option<&'a str>),
    Fragment(Option<&'a str>),
}

impl Change<'_> {
    /// The parts the change intends; `None` for an authority that does not
    /// split into a userinfo, host and port by `authority`'s own rule.
    fn apply(self, parts: &Parts) -> Option<Parts> {
        let owned = |value: Option<&str>| value.map(str::to_owned);
        let mut parts = parts.clone();
        match self {
            Change::Scheme(scheme) => parts.scheme = Some(scheme.to_owned()),
            Change::Authority(None) => {
                parts.userinfo = None;
                parts.host = None;
                parts.port = None;
            }
            Change::Authority(Some(authority)) => {
                // Read by the parser, from a reference that is only it.
                let text = format!("//{authority}");
                let r = UriRef::parse(&text).ok()?;
                let a = r.authority()?;
                if a.as_str() != authority || !r.path().is_empty() {
                    return None;
                }
                parts.userinfo = owned(a.userinfo());
                parts.host = Some(a.host().as_str().to_owned());
                parts.port = a.port().map(|p| p.as_str().to_owned());
            }
            Change::Userinfo(userinfo) => parts.userinfo = owned(userinfo),
            Change::Host(host) => parts.host = Some(host.to_owned()),
            Change::Port(port) => parts.port = owned(port),
            Change::Path(path) => parts.path = path.to_owned(),
            Change::Query(query) => parts.query = owned(query),
            Change::Fragment(fragment) => parts.fragment = owned(fragment),
        }
        Some(parts)
    }
}

/// Applies `change` to an owned value of each type and checks it against
/// the oracle.
macro_rules! check_edit {
    ($ty:ty, $goal:expr, $input:expr, $change:expr, $tally:expr) => {
        if let Ok(mut value) = <$ty>::parse($input) {
            let before = value.clone();
            let result = match $change {
                Change::Scheme(v) => value.set_scheme(v),
                Change::Authority(v) => value.set_authority(v),
                Change::Userinfo(v) => value.set_userinfo(v),
                Change::Host(v) => value.set_host(v),
                Change::Port(v) => value.set_port(v),
                Change::Path(v) => value.set_path(v),
                Change::Query(v) => value.set_query(v),
                Change::Fragment(v) => value.set_fragment(v),
            };
            let parts = Parts::of(&before.as_uri_ref());
            let expected = $change
                .apply(&parts)
                .and_then(|parts| parts.expected($goal));
            match (&result, expected) {
                (Ok(()), Some(text)) => {
                    assert_eq!(value.as_str(), text, "{:?} {:?}", $input, $change);
                    $tally[0] += 1;
                }
                (Err(_), None) => {
                    assert_eq!(
                        value, before,
                        "{:?} {:?}: changed by a refusal",
                        $input, $change
                    );
                    $tally[1] += 1;
                }
                (result, expected) => panic!(
                    "{} {:?} {:?}: {result:?}, but the oracle expects {expected:?}",
                    stringify!($ty),
                    $input,
                    $change
                ),
            }
        }
    };
}

#[test]
fn editing_agrees_with_writing_the_components_out() {
    let inputs = valid();
    // Values from the corpus's own components, and the traps of §3.
    let mut values: Vec<String> = [
        "", "a", "a:b", "//x", "/a", "a/b", "a#b", "a?b", "[::1]", "a@b", "80", "8a", "h:80",
        "u@h:1", "[v1.x]:", "%zz", " ", "1http", "http", "A+b.c-d", "/./a", "..", "@", ":",
    ]
    .map(str::to_owned)
    .to_vec();
    for input in inputs.iter().step_by(97) {
        let r = UriRef::parse(input).expect("a valid input");
        values.extend(r.authority().map(|a| a.as_str().to_owned()));
        values.push(r.path().as_str().to_owned());
        values.extend(r.query().map(str::to_owned));
    }
    let mut tally = [0_usize; 2];
    for input in inputs.iter().step_by(7) {
        let input = input.as_str();
        for value in &values {
            let value = value.as_str();
            for change in [
                Change::Scheme(value),
                Change::Authority(Some(value)),
                Change::Authority(None),
                Change::Userinfo(Some(value)),
                Change::Userinfo(None),
                Change::Host(value),
                Change::Port(Some(value)),
                Change::Port(None),
                Change::Path(value),
                Change::Query(Some(value)),
                Change::Query(None),
                Change::Fragment(Some(value)),
                Change::Fragment(None),
            ] {
                check_edit!(UriRefBuf, Goal::UriReference, input, change, tally);
                check_edit!(UriBuf, Goal::Uri, input, change, tally);
                check_edit!(AbsoluteUriBuf, Goal::AbsoluteUri, input, change, tally);
                check_edit!(RelativeRefBuf, Goal::RelativeRef, input, change, tally);
            }
        }
    }
    let [accepted, refused] = tally;
    eprintln!("{accepted} changes accepted, {refused} refused");
    assert!(accepted > 10_000 && refused > 10_000, "{tally:?}");
}

#[test]
fn setting_each_component_to_its_own_value_changes_nothing() {
    for input in valid() {
        let mut owned = UriRefBuf::parse(input.as_str()).expect("a valid input");
        let r = UriRef::parse(&input).expect("a valid input");
        if let Some(scheme) = r.scheme() {
            owned.set_scheme(scheme).expect("its own scheme");
        }
        owned
            .set_authority(r.authority().map(|a| a.as_str()))
            .expect("its own authority");
        owned.set_path(r.path().as_str()).expect("its own path");
        owned.set_query(r.query()).expect("its own query");
        owned.set_fragment(r.fragment()).expect("its own fragment");
        assert_eq!(owned, input);
    }
}

#[test]
fn normalization_keeps_the_production_on_the_corpus() {
    use rfc3986::Level;

    let mut typed = 0;
    for input in valid() {
        let r = UriRef::parse(&input).expect("a valid input");
        for level in [Level::Simple, Level::SyntaxBased, Level::SchemeBased] {
            let normal = r.normalize(level);
            if let Some(uri) = r.as_uri() {
                let typed_normal: UriBuf = uri.to_buf().normalize(level);
                assert_eq!(typed_normal, normal, "{input}");
                assert!(Uri::parse(typed_normal.as_str()).is_ok(), "{input}");
                typed += 1;
            }
            if let Some(absolute) = r.as_absolute_uri() {
                let typed_normal: AbsoluteUriBuf = absolute.normalize(level);
                assert_eq!(typed_normal, normal, "{input}");
                assert!(AbsoluteUri::parse(typed_normal.as_str()).is_ok(), "{input}");
            }
            if let Some(relative) = r.as_relative_ref() {
                let typed_normal: RelativeRefBuf = relative.to_buf().normalize(level);
                assert_eq!(typed_normal, normal, "{input}");
                assert!(RelativeRef::parse(typed_normal.as_str()).is_ok(), "{input}");
                typed += 1;
            }
        }
    }
    assert!(typed > 1000, "{typed}");
}
