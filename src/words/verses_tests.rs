//! Unit tests of `verses`.

use super::*;

#[test]
fn the_result_verses_are_in_the_library() {
    for reference in [STAND, BE_STRONG, PUT_ON] {
        let (text, shown) = quote(reference);
        assert!(!text.is_empty(), "{reference}");
        assert_eq!(shown, format!("{reference} (KJV)"));
    }
    assert!(quote(STAND)
        .0
        .starts_with("Wherefore take unto you the whole armour of God"));
}
