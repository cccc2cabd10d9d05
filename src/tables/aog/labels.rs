//! The accessible labels of Armor of God's buttons, piles and cards, written once in the language now: the
//! screen shows them (given at start-up and on a change of language, and in each card's and pile's data) and
//! the tutorial's coach points at them.

use crate::ui::AogAdapter;
use crate::ui::AogLabels;
use crate::words::tr::tr;
use standfirm_engine::armor_of_god::{DartLine, Slot};
use standfirm_engine::cards::Card;
use standfirm_engine::words::Arg;

/// A card in the hand ("Hand: 10 of Hearts").
pub fn hand(card: Card) -> String {
    tr!("Hand: {card}", card = Arg::CardWords(card))
}

/// An armor pile ("Belt of Truth pile"; in Spanish a pile takes its piece's article: "Pila del Cinto de la
/// Verdad", "Pila de la Cota de Justicia").
pub fn pile(slot: Slot) -> String {
    match slot {
        Slot::Belt => tr!("Belt of Truth pile"),
        Slot::Breastplate => tr!("Breastplate of Righteousness pile"),
        Slot::Shoes => tr!("Shoes of Readiness pile"),
        Slot::Shield => tr!("Shield of Faith pile"),
        Slot::Helmet => tr!("Helmet of Salvation pile"),
        Slot::Sword => tr!("Sword of the Spirit pile"),
    }
}

/// The button that sends Satan's Dart along `line` (AOG-6).
pub fn dart(line: DartLine) -> String {
    match line {
        DartLine::Largest => tr!("Dart: largest pile"),
        DartLine::Banked => tr!("Dart: banked pile"),
    }
}

/// The button that discards the chosen card.
pub fn discard() -> String {
    tr!("Discard the chosen card")
}

/// Gives the screen its buttons' labels in the language now.
pub fn publish(adapter: &AogAdapter) {
    adapter.set_labels(AogLabels {
        dart_largest: dart(DartLine::Largest).into(),
        dart_banked: dart(DartLine::Banked).into(),
        discard: discard().into(),
    });
}
