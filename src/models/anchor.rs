//! The names of the places on a table (the anchors): where cards fly between, and every place and button the
//! tutorial's coach may ask for. Each kind of place has one function here; Rust uses them for flights, drops and
//! the coach's target, and hands the same names to the screens (in each card's, pile's and piece's data, and in
//! the `Anchors` global for the fixed places and buttons), so the two sides can never disagree and no name is
//! made from a visible label: a reworded button keeps its anchor.

use crate::ui::{Anchors, AppWindow, ButtonAnchors};
use slint::ComponentHandle;
use standfirm_engine::strongholds::CardId;

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

/// Declares the buttons the coach may ask for, each once: its variant, its anchor's name and its field in Slint's
/// `ButtonAnchors`, with what it does.
macro_rules! buttons {
    ($($(#[$doc:meta])* $variant:ident => $name:literal, $field:ident;)*) => {
        /// A button of a table that the coach may ask for.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Button {
            $($(#[$doc])* $variant,)*
        }

        impl Button {
            /// Every button.
            #[cfg(test)]
            pub const ALL: &[Button] = &[$(Button::$variant),*];

            /// The button's anchor.
            pub fn anchor(self) -> String {
                match self {
                    $(Button::$variant => concat!("button:", $name).to_string(),)*
                }
            }
        }

        /// Every button's anchor, as the screens take them.
        fn button_anchors() -> ButtonAnchors {
            ButtonAnchors {
                $($field: Button::$variant.anchor().into(),)*
            }
        }
    };
}

buttons! {
    /// Armor of God: discard the chosen card.
    Discard => "discard", discard;
    /// Armor of God: Satan's Dart takes the top card of the largest pile.
    DartLargest => "dart-largest", dart_largest;
    /// Armor of God: Satan's Dart takes the top card of the banked pile.
    DartBanked => "dart-banked", dart_banked;
    /// PIP Armor: keep the chosen card as Armor.
    KeepArmor => "keep-armor", keep_armor;
    /// PIP Armor: keep the chosen card as a Response.
    KeepResponse => "keep-response", keep_response;
    /// PIP Armor: play the chosen Response.
    Respond => "respond", respond;
    /// PIP Armor: the Threat strikes.
    TakeHit => "take-hit", take_hit;
    /// PIP Armor: close the Put On the Armor summary.
    StandFirm => "stand-firm", stand_firm;
    /// Strongholds: "I'm April" on the hand-off screen.
    TakeDevice => "take-device", take_device;
    /// Strongholds: no one claims the slap window.
    NoOne => "no-one", no_one;
    /// Strongholds: "Continue to my turn" after "Since your last turn".
    RecapDone => "recap-done", recap_done;
    /// Strongholds: confirm the payment.
    ConfirmPay => "confirm-pay", confirm_pay;
    /// Strongholds: confirm the cards chosen to discard or return.
    ConfirmPick => "confirm-pick", confirm_pick;
    /// Strongholds: keep the second Trial.
    KeepTrial => "keep-trial", keep_trial;
    /// Strongholds: discard the second Trial and draw again.
    DiscardTrial => "discard-trial", discard_trial;
    /// Strongholds: end the turn.
    EndTurn => "end-turn", end_turn;
}

/// A person's claim of the slap window (Strongholds), by seat.
pub fn claim(seat: u8) -> String {
    format!("claim:{seat}")
}

/// A tab of a Strongholds person's lists: 0 Truth, 1 Trials and Assignments, 2 the log.
pub fn tab(index: usize) -> String {
    format!("tab:{index}")
}

/// A Truth card in a person's hand.
pub fn truth(card: CardId) -> String {
    format!("truth:{card}")
}

/// The Stronghold space at `slot` (0–4).
pub fn stronghold(slot: u8) -> String {
    format!("stronghold:{slot}")
}

/// A Trial or an Assignment in front of a person.
pub fn task(card: CardId) -> String {
    format!("task:{card}")
}

/// A card of a pick sheet (Growth to discard, Truth to return).
pub fn pick(card: CardId) -> String {
    format!("pick:{card}")
}

/// The Keep button of a payment's cost unit at `index` (the card kept as the permanent anointing).
pub fn keep_unit(index: usize) -> String {
    format!("keep:{index}")
}

/// Gives the screens the names of the fixed places and buttons (once, at start-up).
pub fn publish(app: &AppWindow) {
    use standfirm_engine::pip_armor::Pile;
    let a = app.global::<Anchors>();
    a.set_buttons(button_anchors());
    a.set_deck(DECK.into());
    a.set_discard(DISCARD.into());
    a.set_threat(THREAT.into());
    a.set_armor_pile(pile(Some(Pile::Armor)).into());
    a.set_response_pile(pile(Some(Pile::Response)).into());
    a.set_threat_pile(pile(None).into());
}

#[cfg(test)]
#[path = "anchor_tests.rs"]
mod tests;
