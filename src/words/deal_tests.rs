//! Unit tests of `deal`.

use super::*;

#[test]
fn deal_numbers_are_digits_or_empty() {
    assert_eq!(parse_deal(""), Ok(None));
    assert_eq!(parse_deal("  42 "), Ok(Some(42)));
    assert!(parse_deal("4x2").is_err());
    assert!(parse_deal("-3").is_err());
    assert!(parse_deal("99999999999999999999999").is_err());
    let d = random_deal();
    assert!((1..=999_999).contains(&d));
}
