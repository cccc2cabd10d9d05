//! Unit tests of `anchor`.

use super::*;
use standfirm_engine::pip_armor::Pile;

#[test]
fn every_place_has_its_own_name() {
    let names = [
        DECK.to_string(),
        DISCARD.into(),
        THREAT.into(),
        hand(0),
        hand(1),
        reveal(0),
        slot("belt"),
        piece("shield"),
        pile(Some(Pile::Armor)),
        pile(Some(Pile::Response)),
        pile(None),
        claim(1),
        tab(1),
        stronghold(1),
        keep_unit(1),
    ];
    let names: Vec<String> = names
        .into_iter()
        .chain(Button::ALL.iter().map(|b| b.anchor()))
        .collect();
    let unique: std::collections::HashSet<_> = names.iter().collect();
    assert_eq!(unique.len(), names.len());
    assert!(is_hand(&hand(3)) && !is_hand(&reveal(3)));
}
