//! The accessible labels of PIP Armor's buttons and cards, written once: the screen shows them (given at
//! start-up and in each card's data) and the tutorial's coach points at them.

use crate::cards_ui::card_words;
use crate::{PipAdapter, PipLabels};
use standfirm_engine::cards::Card;
use standfirm_engine::pip_armor::Pile;

/// The button that keeps the chosen card on `pile` (PIP-5).
pub fn keep(pile: Pile) -> &'static str {
    match pile {
        Pile::Armor => "Keep as Armor",
        Pile::Response => "Keep as Response",
    }
}

/// The button that plays the chosen Response onto the Threat (PIP-6).
pub const RESPOND: &str = "Respond";
/// The button that lets the Threat strike.
pub const TAKE_HIT: &str = "Take the hit";
/// The button that closes the Put On the Armor summary.
pub const STAND_FIRM: &str = "Stand firm";

/// A revealed card of the Prepare phase, upper (0) or lower (1).
pub fn revealed(index: usize, card: Card) -> String {
    let which = if index == 0 {
        "Upper card"
    } else {
        "Lower card"
    };
    format!("{which}: {}", card_words(card))
}

/// A Response card in the hand.
pub fn hand(card: Card) -> String {
    format!("Hand: {}", card_words(card))
}

/// The face-up Threat.
pub fn threat(card: Card) -> String {
    format!("Threat: {}", card_words(card))
}

/// Gives the screen its buttons' labels.
pub fn publish(adapter: &PipAdapter) {
    adapter.set_labels(PipLabels {
        keep_armor: keep(Pile::Armor).into(),
        keep_response: keep(Pile::Response).into(),
        respond: RESPOND.into(),
        take_hit: TAKE_HIT.into(),
        stand_firm: STAND_FIRM.into(),
    });
}
