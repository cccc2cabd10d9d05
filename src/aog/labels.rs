//! The accessible labels of Armor of God's buttons, piles and cards, written once: the screen shows them
//! (given at start-up and in each card's and pile's data) and the tutorial's coach points at them.

use crate::cards_ui::card_words;
use crate::{AogAdapter, AogLabels};
use standfirm_engine::armor_of_god::{DartLine, Slot};
use standfirm_engine::cards::Card;

/// A card in the hand.
pub fn hand(card: Card) -> String {
    format!("Hand: {}", card_words(card))
}

/// An armor pile ("Belt of Truth pile").
pub fn pile(slot: Slot) -> String {
    format!("{} pile", slot.title())
}

/// The button that sends Satan's Dart along `line` (AOG-6).
pub fn dart(line: DartLine) -> &'static str {
    match line {
        DartLine::Largest => "Dart: largest pile",
        DartLine::Banked => "Dart: banked pile",
    }
}

/// The button that discards the chosen card.
pub const DISCARD: &str = "Discard the chosen card";

/// Gives the screen its buttons' labels.
pub fn publish(adapter: &AogAdapter) {
    adapter.set_labels(AogLabels {
        dart_largest: dart(DartLine::Largest).into(),
        dart_banked: dart(DartLine::Banked).into(),
        discard: DISCARD.into(),
    });
}
