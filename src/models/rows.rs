//! Lists shown by Slint, kept in place: a screen keeps one `VecModel` per list and sets its rows (only those
//! that changed), pushing or removing rows to the new length, as Slint's slide_puzzle does. A list rebuilt on
//! every refresh would recreate every element on screen and cut an animation short.

use slint::{Model, ModelRc, VecModel};

/// Shows `rows` in the adapter's list `$get`/`$set`, in place ([`set_rows`]).
macro_rules! rows {
    ($adapter:expr, $get:ident, $set:ident, $rows:expr) => {
        $crate::models::rows::set_rows($adapter.$get(), $rows, |m| $adapter.$set(m))
    };
}
pub(crate) use rows;

/// Shows `rows` in the list `current` (an adapter's property, read with its getter): a `VecModel` has its
/// rows set in place; anything else (the empty default) is replaced once by a new `VecModel`, given to `set`.
pub fn set_rows<T: Clone + PartialEq + 'static>(
    current: ModelRc<T>,
    rows: Vec<T>,
    set: impl FnOnce(ModelRc<T>),
) {
    match current.as_any().downcast_ref::<VecModel<T>>() {
        Some(model) => update(model, rows),
        None => set(ModelRc::new(VecModel::from(rows))),
    }
}

/// Sets the rows of `model` to `rows`: changed rows in place, then pushes or removes to the new length.
pub fn update<T: Clone + PartialEq + 'static>(model: &VecModel<T>, rows: Vec<T>) {
    let len = rows.len();
    for (i, row) in rows.into_iter().enumerate() {
        if i >= model.row_count() {
            model.push(row);
        } else if model.row_data(i).as_ref() != Some(&row) {
            model.set_row_data(i, row);
        }
    }
    while model.row_count() > len {
        model.remove(model.row_count() - 1);
    }
}

#[cfg(test)]
#[path = "rows_tests.rs"]
mod tests;
