//! What every function shares: the kernel call with NULLs, the three string
//! types and scalar arguments handled once, here, and the `ScalarUDFImpl`
//! that the functions are instances of.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use datafusion::arrow::array::{Array, ArrayRef, Datum, Scalar};
use datafusion::arrow::datatypes::DataType;
use datafusion::arrow::error::ArrowError;
use datafusion::common::{Result, ScalarValue, exec_err};
use datafusion::logical_expr::{
    ColumnarValue, DocSection, Documentation, ScalarFunctionArgs, ScalarUDFImpl, Signature,
    Volatility,
};

/// A kernel of `rfc3986-arrow`, over one or two string arguments.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kernel {
    Unary(fn(&dyn Array) -> std::result::Result<ArrayRef, ArrowError>),
    Binary(fn(&dyn Datum, &dyn Datum) -> std::result::Result<ArrayRef, ArrowError>),
}

impl Kernel {
    fn arity(self) -> usize {
        match self {
            Kernel::Unary(_) => 1,
            Kernel::Binary(_) => 2,
        }
    }
}

/// One SQL function: a name, what it returns, its kernel and its
/// documentation. Immutable: the same arguments always give the same
/// result.
#[derive(Debug)]
pub(crate) struct UriFunction {
    name: &'static str,
    signature: Signature,
    returns: DataType,
    kernel: Kernel,
    documentation: Documentation,
}

impl UriFunction {
    /// `name(s)` or `name(a, b)`, every argument a string of any of the
    /// three types (a NULL literal is taken as a NULL string).
    pub(crate) fn new(
        name: &'static str,
        returns: DataType,
        kernel: Kernel,
        documentation: Documentation,
    ) -> Self {
        UriFunction {
            name,
            signature: Signature::string(kernel.arity(), Volatility::Immutable),
            returns,
            kernel,
            documentation,
        }
    }
}

// Two functions are the same function when they have the same name: the
// kernel is a function pointer, whose comparison Rust does not promise.
impl PartialEq for UriFunction {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for UriFunction {}

impl Hash for UriFunction {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

impl ScalarUDFImpl for UriFunction {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> Result<DataType> {
        Ok(self.returns.clone())
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        invoke(self.name, self.kernel, &args.args)
    }

    fn documentation(&self) -> Option<&Documentation> {
        Some(&self.documentation)
    }
}

/// Runs `kernel` over `args`. When every argument is a scalar, the kernel
/// runs once over one row and the result is a scalar: a constant is never
/// expanded to the batch's length.
pub(crate) fn invoke(name: &str, kernel: Kernel, args: &[ColumnarValue]) -> Result<ColumnarValue> {
    if args.len() != kernel.arity() {
        return exec_err!(
            "{name} takes {} arguments, found {}",
            kernel.arity(),
            args.len()
        );
    }
    let all_scalars = args.iter().all(|a| matches!(a, ColumnarValue::Scalar(_)));
    let out = match kernel {
        Kernel::Unary(f) => match &args[0] {
            ColumnarValue::Array(array) => f(array.as_ref())?,
            ColumnarValue::Scalar(value) => f(value.to_array()?.as_ref())?,
        },
        Kernel::Binary(f) => {
            let (left, right) = (datum(&args[0])?, datum(&args[1])?);
            f(left.as_ref(), right.as_ref())?
        }
    };
    if all_scalars {
        Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(&out, 0)?))
    } else {
        Ok(ColumnarValue::Array(out))
    }
}

/// An argument as Arrow's `Datum`: an array, or a one-row scalar.
fn datum(value: &ColumnarValue) -> Result<Box<dyn Datum + '_>> {
    Ok(match value {
        ColumnarValue::Array(array) => Box::new(array),
        ColumnarValue::Scalar(value) => Box::new(Scalar::new(value.to_array()?)),
    })
}

/// The documentation of one function, in DataFusion's form (shown by
/// `SHOW FUNCTIONS` and `information_schema`).
pub(crate) fn documentation(description: &str, syntax: &str, example: &str) -> Documentation {
    Documentation::builder(
        DocSection {
            include: true,
            label: "URI Functions",
            description: None,
        },
        description,
        syntax,
    )
    .with_sql_example(example)
    .build()
}

/// A kernel's output as a DataFusion array.
pub(crate) fn array<A: Array + 'static>(
    out: std::result::Result<A, ArrowError>,
) -> std::result::Result<ArrayRef, ArrowError> {
    out.map(|a| Arc::new(a) as ArrayRef)
}

/// Declares one function: its `*_udf()` singleton and its expression
/// builder.
macro_rules! function {
    (
        $udf:ident, $expr:ident($($arg:ident),+) -> $returns:expr,
        kernel: $kernel:expr,
        description: $description:expr,
        syntax: $syntax:expr,
        example: $example:expr $(,)?
    ) => {
        #[doc = concat!("`", $syntax, "`: ", $description)]
        ///
        #[doc = concat!("```sql\n", $example, "\n```")]
        pub fn $udf() -> std::sync::Arc<datafusion::logical_expr::ScalarUDF> {
            static UDF: std::sync::OnceLock<std::sync::Arc<datafusion::logical_expr::ScalarUDF>> =
                std::sync::OnceLock::new();
            UDF.get_or_init(|| {
                std::sync::Arc::new(datafusion::logical_expr::ScalarUDF::new_from_impl(
                    crate::common::UriFunction::new(
                        stringify!($expr),
                        $returns,
                        $kernel,
                        crate::common::documentation($description, $syntax, $example),
                    ),
                ))
            })
            .clone()
        }

        #[doc = concat!("The expression `", $syntax, "`: see [`", stringify!($udf), "`].")]
        pub fn $expr($($arg: datafusion::logical_expr::Expr),+) -> datafusion::logical_expr::Expr {
            $udf().call(vec![$($arg),+])
        }
    };
}

pub(crate) use function;
