//! Unit tests of `rows`.

use super::*;
use std::cell::RefCell;
use std::rc::Rc;

#[test]
fn rows_are_set_in_place_and_the_model_kept() {
    let shown: Rc<RefCell<ModelRc<i32>>> = Rc::default();
    let empty = shown.borrow().clone();
    set_rows(empty, vec![1, 2, 3], |m| *shown.borrow_mut() = m);
    let first = shown.borrow().clone();
    set_rows(first.clone(), vec![1, 5, 3, 4], |_| panic!("kept in place"));
    assert_eq!(first.iter().collect::<Vec<_>>(), vec![1, 5, 3, 4]);
    set_rows(first.clone(), vec![7], |_| panic!("kept in place"));
    assert_eq!(first.iter().collect::<Vec<_>>(), vec![7]);
    set_rows(first.clone(), vec![], |_| panic!("kept in place"));
    assert_eq!(first.row_count(), 0);
}
