//! The owned URI reference an in-place editor (`query_pairs_mut`,
//! `path_segments_mut`) works on: one of the four owned types, read
//! through its `UriRef` view and written with its setters.

use crate::{AbsoluteUriBuf, BuildError, RelativeRefBuf, UriBuf, UriRef, UriRefBuf};

/// The reference being edited.
pub(crate) enum Edited<'a> {
    UriRef(&'a mut UriRefBuf),
    Uri(&'a mut UriBuf),
    AbsoluteUri(&'a mut AbsoluteUriBuf),
    RelativeRef(&'a mut RelativeRefBuf),
}

impl Edited<'_> {
    /// The reference as it is now.
    pub(crate) fn view(&self) -> UriRef<'_> {
        match self {
            Edited::UriRef(r) => r.as_uri_ref(),
            Edited::Uri(r) => r.as_uri_ref(),
            Edited::AbsoluteUri(r) => r.as_uri_ref(),
            Edited::RelativeRef(r) => r.as_uri_ref(),
        }
    }

    /// Sets the query; on an error the reference is unchanged.
    pub(crate) fn set_query(&mut self, query: Option<&str>) -> Result<(), BuildError> {
        match self {
            Edited::UriRef(r) => r.set_query(query),
            Edited::Uri(r) => r.set_query(query),
            Edited::AbsoluteUri(r) => r.set_query(query),
            Edited::RelativeRef(r) => r.set_query(query),
        }
    }

    /// Sets the path; on an error the reference is unchanged.
    pub(crate) fn set_path(&mut self, path: &str) -> Result<(), BuildError> {
        match self {
            Edited::UriRef(r) => r.set_path(path),
            Edited::Uri(r) => r.set_path(path),
            Edited::AbsoluteUri(r) => r.set_path(path),
            Edited::RelativeRef(r) => r.set_path(path),
        }
    }
}
