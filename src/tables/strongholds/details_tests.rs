//! Unit tests of `details`.

use super::*;

#[test]
fn every_card_has_its_details_and_a_verse_in_the_library() {
    for (i, card) in content().cards.iter().enumerate() {
        let d = detail(CardId(i as u8));
        assert_eq!(d.title, card.title);
        assert!(!d.kind.is_empty());
        if let Some(r) = &d.reference {
            assert!(
                standfirm_guide::scripture::verse(r).is_some(),
                "{}: {r} is in the library",
                card.id
            );
        }
    }
}
