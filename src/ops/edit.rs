//! Editing an owned reference in place: one component changed, checked
//! against its own rule and the rules between components, the reference
//! left as it was when the change is refused.
//!
//! A change goes through [`UriRefBuilder`]: the builder starts from the
//! reference, the component is replaced, and `build` checks it (its rule;
//! §3.2 a userinfo or port needs a host; §3.3 with an authority the path is
//! empty or begins with `/`, without one it does not begin with `//`; §4.2
//! a relative path's first segment has no `:`) and writes the reference
//! again. Then the result must still be of the owned type's production
//! (`narrow.rs`). The cost is that of writing and parsing the reference
//! once, which is what a changed reference needs anyway.

use alloc::format;
use alloc::string::String;

use crate::compiled::goal::Goal;
use crate::compiled::layout::Layout;
use crate::ops::builder::{BuildError, Part, Reason, UriRefBuilder};
use crate::reference::narrow;
use crate::reference::owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriRefBuf};
use crate::reference::uri_ref::UriRef;

/// `reference` with `part` set to `value` (absent for `None`), as a
/// `goal`: its text and layout.
fn edit(
    reference: UriRef<'_>,
    goal: Goal,
    part: Part,
    value: Option<&str>,
) -> Result<(String, Layout), BuildError> {
    let mut builder = UriRefBuilder::from(reference);
    match (part, value) {
        (Part::Authority, Some(authority)) => set_authority(&mut builder, authority)?,
        _ => builder.set(part, value),
    }
    let built = builder.build()?;
    let layout = built.as_uri_ref().layout();
    narrow::check(&layout, built.as_str().len(), goal).map_err(|mismatch| {
        BuildError::new(part, value.unwrap_or_default(), Reason::Narrower(mismatch))
    })?;
    Ok((built.into_string(), layout))
}

/// Sets the three parts of `authority` (`[ userinfo "@" ] host [ ":" port ]`,
/// §3.2), as the parser finds them in `//` and the authority: a text that
/// reads back whole as the authority of that reference matches `authority`.
fn set_authority(builder: &mut UriRefBuilder, authority: &str) -> Result<(), BuildError> {
    let text = format!("//{authority}");
    let found = UriRef::parse(&text)
        .ok()
        .and_then(|r| r.authority())
        .filter(|a| a.as_str().len() == authority.len());
    let Some(found) = found else {
        return Err(BuildError::new(Part::Authority, authority, Reason::Syntax));
    };
    builder.set(Part::Userinfo, found.userinfo());
    builder.set(Part::Host, Some(found.host().as_str()));
    builder.set(Part::Port, found.port().map(|port| port.as_str()));
    Ok(())
}

/// The editing methods of an owned type parsed as `$goal`. The examples
/// are the same on every type, and show where the types differ.
macro_rules! setters {
    ($name:ident, $goal:expr) => {
        impl $name {
            /// `part` set to `value`, or the reference as it was.
            fn apply(&mut self, part: Part, value: Option<&str>) -> Result<(), BuildError> {
                let (text, layout) = edit(self.as_uri_ref(), $goal, part, value)?;
                *self = $name::from_parts(text, layout);
                Ok(())
            }

            /// Sets the scheme ([§3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)),
            /// without its `:`, checked against `scheme`. A relative
            /// reference that gets one is a URI, which a
            /// [`RelativeRefBuf`] refuses.
            ///
            /// ```
            /// use rfc3986::{RelativeRefBuf, UriRefBuf};
            ///
            /// let mut r = UriRefBuf::parse("http://h/a")?;
            /// r.set_scheme("https")?;
            /// assert_eq!(r, "https://h/a");
            /// assert!(r.set_scheme("1http").is_err());
            /// assert_eq!(r, "https://h/a");
            ///
            /// let mut relative = RelativeRefBuf::parse("//h/a")?;
            /// assert!(relative.set_scheme("https").is_err());
            /// assert_eq!(relative, "//h/a");
            /// # Ok::<_, Box<dyn std::error::Error>>(())
            /// ```
            ///
            /// # Errors
            /// A [`BuildError`]; the reference is then unchanged.
            pub fn set_scheme(&mut self, scheme: &str) -> Result<(), BuildError> {
                self.apply(Part::Scheme, Some(scheme))
            }

            /// Sets the authority ([§3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2)),
            /// without its `//`, checked against `authority`; `None` removes
            /// it. The path must then suit (§3.3): empty or beginning with
            /// `/` with an authority, not beginning with `//` without. When
            /// it does not, the error names the path ([`Part::Path`]),
            /// which is what stands in the way.
            ///
            /// ```
            /// use rfc3986::UriBuf;
            ///
            /// let mut uri = UriBuf::parse("http://h/a?q")?;
            /// uri.set_authority(Some("user@[::1]:8080"))?;
            /// assert_eq!(uri, "http://user@[::1]:8080/a?q");
            /// assert_eq!(uri.port_u16(), Ok(Some(8080)));
            /// uri.set_authority(None)?;
            /// assert_eq!(uri, "http:/a?q");
            ///
            /// let mut rootless = UriBuf::parse("urn:a:b")?;
            /// assert!(rootless.set_authority(Some("h")).is_err()); // §3.3: "a:b" cannot follow one
            /// assert_eq!(rootless, "urn:a:b");
            /// # Ok::<_, Box<dyn std::error::Error>>(())
            /// ```
            ///
            /// # Errors
            /// A [`BuildError`]; the reference is then unchanged.
            pub fn set_authority(&mut self, authority: Option<&str>) -> Result<(), BuildError> {
                self.apply(Part::Authority, authority)
            }

            /// Sets the userinfo ([§3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)),
            /// without its `@`, checked against `userinfo`; `None` removes
            /// it. Setting one needs an authority.
            ///
            /// ```
            /// use rfc3986::UriRefBuf;
            ///
            /// let mut r = UriRefBuf::parse("ftp://h/f")?;
            /// r.set_userinfo(Some("anonymous"))?;
            /// assert_eq!(r, "ftp://anonymous@h/f");
            /// r.set_userinfo(None)?;
            /// assert_eq!(r, "ftp://h/f");
            /// assert!(UriRefBuf::parse("/f")?.set_userinfo(Some("a")).is_err()); // no authority
            /// # Ok::<_, Box<dyn std::error::Error>>(())
            /// ```
            ///
            /// # Errors
            /// A [`BuildError`]; the reference is then unchanged.
            pub fn set_userinfo(&mut self, userinfo: Option<&str>) -> Result<(), BuildError> {
                self.apply(Part::Userinfo, userinfo)
            }

            /// Sets the host ([§3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)),
            /// as written (brackets included for an `IP-literal`), checked
            /// against `host`. A reference without an authority gets one.
            ///
            /// ```
            /// use rfc3986::UriRefBuf;
            ///
            /// let mut r = UriRefBuf::parse("http://h:80/a")?;
            /// r.set_host("example.com")?;
            /// assert_eq!(r, "http://example.com:80/a");
            /// assert!(r.set_host("a b").is_err());
            ///
            /// let mut file = UriRefBuf::parse("file:/etc")?;
            /// file.set_host("")?;
            /// assert_eq!(file, "file:///etc");
            /// # Ok::<_, Box<dyn std::error::Error>>(())
            /// ```
            ///
            /// # Errors
            /// A [`BuildError`]; the reference is then unchanged.
            pub fn set_host(&mut self, host: &str) -> Result<(), BuildError> {
                self.apply(Part::Host, Some(host))
            }

            /// Sets the port ([§3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)),
            /// without its `:`, checked against `port` (digits, possibly
            /// none); `None` removes it. Setting one needs an authority.
            ///
            /// ```
            /// use rfc3986::UriRefBuf;
            ///
            /// let mut r = UriRefBuf::parse("http://h/")?;
            /// r.set_port(Some("8080"))?;
            /// assert_eq!(r, "http://h:8080/");
            /// assert!(r.set_port(Some("80a")).is_err());
            /// r.set_port(None)?;
            /// assert_eq!(r, "http://h/");
            /// # Ok::<_, Box<dyn std::error::Error>>(())
            /// ```
            ///
            /// # Errors
            /// A [`BuildError`]; the reference is then unchanged.
            pub fn set_port(&mut self, port: Option<&str>) -> Result<(), BuildError> {
                self.apply(Part::Port, port)
            }

            /// Sets the path ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)),
            /// as written, checked against `path` and against the other
            /// components (§3.3, §4.2).
            ///
            /// ```
            /// use rfc3986::UriRefBuf;
            /// use rfc3986::builder::Reason;
            ///
            /// let mut r = UriRefBuf::parse("http://h/a?q")?;
            /// r.set_path("/b/c")?;
            /// assert_eq!(r, "http://h/b/c?q");
            /// let error = r.set_path("b").unwrap_err(); // §3.3: after an authority
            /// assert_eq!(error.reason(), &Reason::PathNotAbsolute);
            /// assert_eq!(r, "http://h/b/c?q");
            ///
            /// let mut relative = UriRefBuf::parse("a")?;
            /// let error = relative.set_path("b:c").unwrap_err(); // §4.2
            /// assert_eq!(error.reason(), &Reason::ColonInFirstSegment);
            /// # Ok::<_, Box<dyn std::error::Error>>(())
            /// ```
            ///
            /// # Errors
            /// A [`BuildError`]; the reference is then unchanged.
            pub fn set_path(&mut self, path: &str) -> Result<(), BuildError> {
                self.apply(Part::Path, Some(path))
            }

            /// Sets the query ([§3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)),
            /// without its `?`, checked against `query`; `None` removes it,
            /// `Some("")` leaves a bare `?`.
            ///
            /// ```
            /// use rfc3986::UriRefBuf;
            ///
            /// let mut r = UriRefBuf::parse("/search?q=a#top")?;
            /// r.set_query(Some("q=b&page=2"))?;
            /// assert_eq!(r, "/search?q=b&page=2#top");
            /// assert!(r.set_query(Some("a#b")).is_err());
            /// r.set_query(Some(""))?;
            /// assert_eq!(r, "/search?#top");
            /// r.set_query(None)?;
            /// assert_eq!(r, "/search#top");
            /// # Ok::<_, Box<dyn std::error::Error>>(())
            /// ```
            ///
            /// # Errors
            /// A [`BuildError`]; the reference is then unchanged.
            pub fn set_query(&mut self, query: Option<&str>) -> Result<(), BuildError> {
                self.apply(Part::Query, query)
            }

            /// Sets the fragment ([§3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)),
            /// without its `#`, checked against `fragment`; `None` removes
            /// it. An [`AbsoluteUriBuf`] refuses one.
            ///
            /// ```
            /// use rfc3986::{AbsoluteUriBuf, UriBuf};
            ///
            /// let mut uri = UriBuf::parse("http://h/a")?;
            /// uri.set_fragment(Some("s"))?;
            /// assert_eq!(uri, "http://h/a#s");
            /// uri.set_fragment(None)?;
            /// assert_eq!(uri, "http://h/a");
            ///
            /// let mut base = AbsoluteUriBuf::parse("http://h/a")?;
            /// assert!(base.set_fragment(Some("s")).is_err()); // §4.3
            /// base.set_fragment(None)?;
            /// assert_eq!(base, "http://h/a");
            /// # Ok::<_, Box<dyn std::error::Error>>(())
            /// ```
            ///
            /// # Errors
            /// A [`BuildError`]; the reference is then unchanged.
            pub fn set_fragment(&mut self, fragment: Option<&str>) -> Result<(), BuildError> {
                self.apply(Part::Fragment, fragment)
            }
        }
    };
}

setters!(UriRefBuf, Goal::UriReference);
setters!(UriBuf, Goal::Uri);
setters!(AbsoluteUriBuf, Goal::AbsoluteUri);
setters!(RelativeRefBuf, Goal::RelativeRef);
