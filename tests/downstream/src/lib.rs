//! A downstream crate of `rfc3986`: a link checker's configuration, to
//! show that the library's types fit in ordinary Rust data (see `tests/`).

use std::collections::{BTreeSet, HashMap};

use rfc3986::{UriBuf, UriRefBuf};
use serde::{Deserialize, Serialize};

/// A site to check: its base and the links found on it, with how often.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Site {
    /// The base every link is resolved against.
    pub base: UriBuf,
    /// The links, as written on the page, with their counts.
    pub links: HashMap<UriRefBuf, u32>,
}

impl Site {
    /// The links resolved against the base, sorted and without repeats.
    #[must_use]
    pub fn targets(&self) -> BTreeSet<UriBuf> {
        self.links
            .keys()
            .map(|link| {
                self.base
                    .resolve(&link.as_uri_ref(), rfc3986::Strictness::Strict)
            })
            .collect()
    }
}
