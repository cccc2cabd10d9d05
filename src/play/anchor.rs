//! The names of the places on a table that cards fly between (the anchors). Each kind of place has one
//! function here; Rust uses them for flights and drops, and hands the same names to the screens (in each
//! card's, pile's and piece's data, and in the `Anchors` global for the fixed places), so the two sides can
//! never disagree and no name is made from a visible label.

use crate::{Anchors, AppWindow};
use slint::ComponentHandle;

/// The deck, where new cards come from.
pub const DECK: &str = "deck";
/// The discard pile (Armor of God).
pub const DISCARD: &str = "discard";
/// The face-up Threat (PIP Armor).
pub const THREAT: &str = "threat";

/// The hand card at `index`.
pub fn hand(index: usize) -> String {
    format!("hand:{index}")
}

/// Whether `key` names a hand card.
pub fn is_hand(key: &str) -> bool {
    key.starts_with("hand:")
}

/// The revealed card at `index` (PIP Armor's Prepare phase).
pub fn reveal(index: usize) -> String {
    format!("reveal:{index}")
}

/// An Armor of God pile, by its slot's name ("belt").
pub fn slot(name: &str) -> String {
    format!("slot:{name}")
}

/// A PIP Armor piece, by its key ("shield").
pub fn piece(key: &str) -> String {
    format!("piece:{key}")
}

/// A face-down pile of PIP Armor's Prepare phase: `None` is the Threat pile.
pub fn pile(pile: Option<standfirm_engine::pip_armor::Pile>) -> String {
    match pile {
        Some(p) => format!("pile:{}", p.word()),
        None => "pile:threat".into(),
    }
}

/// Gives the screens the names of the fixed places (once, at start-up).
pub fn publish(app: &AppWindow) {
    use standfirm_engine::pip_armor::Pile;
    let a = app.global::<Anchors>();
    a.set_deck(DECK.into());
    a.set_discard(DISCARD.into());
    a.set_threat(THREAT.into());
    a.set_armor_pile(pile(Some(Pile::Armor)).into());
    a.set_response_pile(pile(Some(Pile::Response)).into());
    a.set_threat_pile(pile(None).into());
}

#[cfg(test)]
mod tests {
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
        ];
        let unique: std::collections::HashSet<_> = names.iter().collect();
        assert_eq!(unique.len(), names.len());
        assert!(is_hand(&hand(3)) && !is_hand(&reveal(3)));
    }
}
