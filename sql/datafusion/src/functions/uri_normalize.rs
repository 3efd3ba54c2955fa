//! `uri_normalize(s)` and `uri_normalize(s, level)`.
//!
//! The level is part of the query, not of the data: it must be a constant,
//! and a level that is not one of the two names fails the query at once,
//! with a message saying which names there are.

use std::sync::{Arc, OnceLock};

use datafusion::arrow::datatypes::DataType;
use datafusion::common::{Result, ScalarValue, exec_err, plan_err};
use datafusion::logical_expr::{
    ColumnarValue, Documentation, Expr, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl, Signature,
    TypeSignature, Volatility,
};
use rfc3986_arrow::Level;

use crate::common::{Kernel, array, documentation, invoke};

const DESCRIPTION: &str = "The reference normalized (RFC 3986 §6.2.2: case, percent-encoding, dot segments); with level 'scheme', also §6.2.3 (default port dropped, empty http path made '/'). NULL when invalid.";
const EXAMPLE: &str = "SELECT uri_normalize('HTTP://Example.COM:80/a/./b/%7e', 'scheme'); -- http://example.com/a/b/~";

/// `uri_normalize(s [, level])`: the reference normalized, syntax-based
/// (RFC 3986 §6.2.2) by default or with level `'syntax'`, and
/// scheme-based as well (§6.2.3) with level `'scheme'`; NULL when invalid.
///
/// ```sql
/// SELECT uri_normalize('HTTP://Example.COM:80/a/./b/%7e', 'scheme'); -- http://example.com/a/b/~
/// ```
pub fn uri_normalize_udf() -> Arc<ScalarUDF> {
    static UDF: OnceLock<Arc<ScalarUDF>> = OnceLock::new();
    UDF.get_or_init(|| Arc::new(ScalarUDF::new_from_impl(UriNormalize::new())))
        .clone()
}

/// The expression `uri_normalize(s)`, syntax-based: see
/// [`uri_normalize_udf`].
pub fn uri_normalize(s: Expr) -> Expr {
    uri_normalize_udf().call(vec![s])
}

/// The expression `uri_normalize(s, level)`: see [`uri_normalize_udf`].
pub fn uri_normalize_to(s: Expr, level: Expr) -> Expr {
    uri_normalize_udf().call(vec![s, level])
}

#[derive(Debug, PartialEq, Eq, Hash)]
struct UriNormalize {
    signature: Signature,
    documentation: Documentation,
}

impl UriNormalize {
    fn new() -> Self {
        UriNormalize {
            signature: Signature::one_of(
                vec![TypeSignature::String(1), TypeSignature::String(2)],
                Volatility::Immutable,
            ),
            documentation: documentation(DESCRIPTION, "uri_normalize(s [, level])", EXAMPLE),
        }
    }
}

/// The level named by the second argument.
fn level(value: &ColumnarValue) -> Result<Level> {
    let ColumnarValue::Scalar(scalar) = value else {
        return plan_err!("uri_normalize: the level must be a constant, 'syntax' or 'scheme'");
    };
    match scalar {
        ScalarValue::Utf8(Some(s))
        | ScalarValue::LargeUtf8(Some(s))
        | ScalarValue::Utf8View(Some(s)) => match s.as_str() {
            "syntax" => Ok(Level::SyntaxBased),
            "scheme" => Ok(Level::SchemeBased),
            other => plan_err!(
                "uri_normalize: unknown level '{other}': 'syntax' (RFC 3986 §6.2.2) or 'scheme' (§6.2.3)"
            ),
        },
        _ => plan_err!("uri_normalize: the level must be 'syntax' or 'scheme', found {scalar}"),
    }
}

impl ScalarUDFImpl for UriNormalize {
    fn name(&self) -> &str {
        "uri_normalize"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> Result<DataType> {
        Ok(DataType::Utf8)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let kernel = match args.args.get(1).map(level).transpose()? {
            None | Some(Level::SyntaxBased) => {
                Kernel::Unary(|a| array(rfc3986_arrow::normalize(a, Level::SyntaxBased)))
            }
            Some(Level::SchemeBased) => {
                Kernel::Unary(|a| array(rfc3986_arrow::normalize(a, Level::SchemeBased)))
            }
            Some(other) => return exec_err!("uri_normalize: level {other:?} is not offered"),
        };
        // The string alone: the level was read above. (DataFusion checks the
        // arity against the signature; a direct call with none gets
        // `invoke`'s error, not a panic.)
        invoke(self.name(), kernel, args.args.get(..1).unwrap_or_default())
    }

    fn documentation(&self) -> Option<&Documentation> {
        Some(&self.documentation)
    }
}
