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

#[test]
fn a_secret_deal_reads_as_a_short_name() {
    assert_eq!(deal_name(929_369), "929369");
    let name = deal_name(12_345_678_901_234_567_890);
    assert_eq!(name.len(), 9, "{name}");
    assert_eq!(name.as_bytes()[4], b'-');
    assert_eq!(
        name,
        deal_name(12_345_678_901_234_567_890),
        "the same deal, the same name"
    );
    assert_ne!(name, deal_name(12_345_678_901_234_567_891));
    assert!(name
        .bytes()
        .all(|b| b == b'-' || standfirm_protocol::CODE_ALPHABET.contains(&b)));
}
