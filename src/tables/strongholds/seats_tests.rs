//! Unit tests of `seats`.

use super::*;

#[test]
fn names_are_tidied_and_checked() {
    let seats = check(&[human("  April "), bot("")]).unwrap();
    assert_eq!(seats, vec![human("April"), bot("Bot 2")]);
    assert!(check(&[human("April")]).is_err());
    assert!(check(&[bot("A"), bot("B")]).unwrap_err().contains("person"));
    assert!(check(&[human("April"), human("april")])
        .unwrap_err()
        .contains("different name"));
    assert!(check(&vec![human("x"); 7]).is_err());
    let long = check(&[human(&"A".repeat(40)), human("B")]).unwrap();
    assert_eq!(long[0].name.len(), NAME_LIMIT);
}
