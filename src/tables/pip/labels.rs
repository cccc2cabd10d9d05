//! The accessible labels of PIP Armor's buttons and cards, written once in the language now: the screen shows
//! them (given at start-up and on a change of language, and in each card's data) and the tutorial's coach points
//! at them.

use crate::ui::PipAdapter;
use crate::ui::PipLabels;
use crate::words::tr::tr;
use standfirm_engine::cards::Card;
use standfirm_engine::pip_armor::Pile;
use standfirm_engine::words::Arg;

/// The button that keeps the chosen card on `pile` (PIP-5).
pub fn keep(pile: Pile) -> String {
    match pile {
        Pile::Armor => tr!("Keep as Armor"),
        Pile::Response => tr!("Keep as Response"),
    }
}

/// The button that plays the chosen Response onto the Threat (PIP-6).
pub fn respond() -> String {
    tr!("Respond")
}

/// The button that lets the Threat strike.
pub fn take_hit() -> String {
    tr!("Take the hit")
}

/// The button that closes the Put On the Armor summary.
pub fn stand_firm() -> String {
    tr!("Stand firm")
}

/// A revealed card of the Prepare phase, upper (0) or lower (1).
pub fn revealed(index: usize, card: Card) -> String {
    let card = Arg::CardWords(card);
    if index == 0 {
        tr!("Upper card: {card}", card = card)
    } else {
        tr!("Lower card: {card}", card = card)
    }
}

/// A Response card in the hand.
pub fn hand(card: Card) -> String {
    tr!("Hand: {card}", card = Arg::CardWords(card))
}

/// The face-up Threat.
pub fn threat(card: Card) -> String {
    tr!("Threat: {card}", card = Arg::CardWords(card))
}

/// Gives the screen its buttons' labels in the language now.
pub fn publish(adapter: &PipAdapter) {
    adapter.set_labels(PipLabels {
        keep_armor: keep(Pile::Armor).into(),
        keep_response: keep(Pile::Response).into(),
        respond: respond().into(),
        take_hit: take_hit().into(),
        stand_firm: stand_firm().into(),
    });
}
