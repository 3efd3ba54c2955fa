//! One file per SQL function. Each declares its `*_udf()` singleton and an
//! expression builder of the same name as the function; [`all`] lists
//! them for [`crate::register_all`].

use std::sync::Arc;

use datafusion::logical_expr::ScalarUDF;

mod iri_is_valid;
mod iri_to_uri;
mod uri_authority;
mod uri_equivalent;
mod uri_error;
mod uri_fragment;
mod uri_host;
mod uri_host_kind;
mod uri_is_valid;
mod uri_kind;
mod uri_normalize;
mod uri_parse;
mod uri_path;
mod uri_percent_decode;
mod uri_port;
mod uri_query;
mod uri_query_param;
mod uri_query_params;
mod uri_relativize;
mod uri_resolve;
mod uri_scheme;
mod uri_to_iri;
mod uri_userinfo;

pub use iri_is_valid::{iri_is_valid, iri_is_valid_udf};
pub use iri_to_uri::{iri_to_uri, iri_to_uri_udf};
pub use uri_authority::{uri_authority, uri_authority_udf};
pub use uri_equivalent::{uri_equivalent, uri_equivalent_udf};
pub use uri_error::{uri_error, uri_error_udf};
pub use uri_fragment::{uri_fragment, uri_fragment_udf};
pub use uri_host::{uri_host, uri_host_udf};
pub use uri_host_kind::{uri_host_kind, uri_host_kind_udf};
pub use uri_is_valid::{uri_is_valid, uri_is_valid_udf};
pub use uri_kind::{uri_kind, uri_kind_udf};
pub use uri_normalize::uri_normalize_to;
pub use uri_normalize::{uri_normalize, uri_normalize_udf};
pub use uri_parse::{uri_parse, uri_parse_udf};
pub use uri_path::{uri_path, uri_path_udf};
pub use uri_percent_decode::{uri_percent_decode, uri_percent_decode_udf};
pub use uri_port::{uri_port, uri_port_udf};
pub use uri_query::{uri_query, uri_query_udf};
pub use uri_query_param::{uri_query_param, uri_query_param_udf};
pub use uri_query_params::{uri_query_params, uri_query_params_udf};
pub use uri_relativize::{uri_relativize, uri_relativize_udf};
pub use uri_resolve::{uri_resolve, uri_resolve_udf};
pub use uri_scheme::{uri_scheme, uri_scheme_udf};
pub use uri_to_iri::{uri_to_iri, uri_to_iri_udf};
pub use uri_userinfo::{uri_userinfo, uri_userinfo_udf};

/// Every function of this crate.
#[must_use]
pub fn all() -> Vec<Arc<ScalarUDF>> {
    vec![
        iri_is_valid_udf(),
        iri_to_uri_udf(),
        uri_authority_udf(),
        uri_equivalent_udf(),
        uri_error_udf(),
        uri_fragment_udf(),
        uri_host_udf(),
        uri_host_kind_udf(),
        uri_is_valid_udf(),
        uri_kind_udf(),
        uri_normalize_udf(),
        uri_parse_udf(),
        uri_path_udf(),
        uri_percent_decode_udf(),
        uri_port_udf(),
        uri_query_udf(),
        uri_query_param_udf(),
        uri_query_params_udf(),
        uri_relativize_udf(),
        uri_resolve_udf(),
        uri_scheme_udf(),
        uri_to_iri_udf(),
        uri_userinfo_udf(),
    ]
}
