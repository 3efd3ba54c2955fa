//! Arguments of two-argument kernels: each an array or a scalar (Arrow's
//! [`Datum`]), a scalar read once and broadcast to every row.

use arrow_array::Datum;
use arrow_schema::ArrowError;

use crate::input::Strings;

/// One side of a two-argument kernel.
#[derive(Clone, Copy)]
pub(crate) struct Side<'a> {
    pub(crate) strings: Strings<'a>,
    pub(crate) scalar: bool,
}

impl<'a> Side<'a> {
    pub(crate) fn new(datum: &'a dyn Datum) -> Result<Self, ArrowError> {
        let (array, scalar) = datum.get();
        let strings = Strings::try_new(array)?;
        if scalar && strings.len() != 1 {
            return Err(ArrowError::InvalidArgumentError(format!(
                "a scalar must be one row, found {}",
                strings.len()
            )));
        }
        Ok(Side { strings, scalar })
    }

    /// Row `i`'s text: the scalar's for a scalar.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&'a str> {
        self.strings.get(if self.scalar { 0 } else { i })
    }
}

/// The number of rows of a kernel over `left` and `right`: that of the
/// array, or 1 when both are scalars; arrays of different lengths are an
/// error.
pub(crate) fn rows(left: &Side<'_>, right: &Side<'_>) -> Result<usize, ArrowError> {
    match (left.scalar, right.scalar) {
        (true, true) => Ok(1),
        (true, false) => Ok(right.strings.len()),
        (false, true) => Ok(left.strings.len()),
        (false, false) if left.strings.len() == right.strings.len() => Ok(left.strings.len()),
        (false, false) => Err(ArrowError::InvalidArgumentError(format!(
            "arrays of different lengths: {} and {}",
            left.strings.len(),
            right.strings.len()
        ))),
    }
}

/// Calls `each` for every row with both sides read by `read_left` and
/// `read_right` (`None` for a NULL or for what they refuse). A scalar side
/// is read once, not once per row: a base URI is parsed a single time.
pub(crate) fn for_each_pair<'a, A: Clone, B: Clone>(
    left: Side<'a>,
    right: Side<'a>,
    read_left: impl Fn(&'a str) -> Option<A>,
    read_right: impl Fn(&'a str) -> Option<B>,
    mut each: impl FnMut(usize, Option<(A, B)>),
) -> Result<(), ArrowError> {
    let rows = rows(&left, &right)?;
    let left_once = left.scalar.then(|| left.get(0).and_then(&read_left));
    let right_once = right.scalar.then(|| right.get(0).and_then(&read_right));
    for i in 0..rows {
        let a = match &left_once {
            Some(once) => once.clone(),
            None => left.get(i).and_then(&read_left),
        };
        let b = match &right_once {
            Some(once) => once.clone(),
            None => right.get(i).and_then(&read_right),
        };
        each(i, a.zip(b));
    }
    Ok(())
}
