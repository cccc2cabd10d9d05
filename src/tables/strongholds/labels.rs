//! The accessible labels of the Strongholds pieces and buttons a person taps, written once: the screens show them
//! (`label` of each piece's data, the `labels` of the adapter) and the tutorial's coach says them.

use super::seats::Seat;
use crate::ui::{ShAdapter, ShLabels};
use standfirm_engine::strongholds::view::View;
use standfirm_engine::strongholds::{CardId, CardKind, Colour};

/// A seat's name as the table and the end show it: a bot's with its level ("Bot 2 · Wise"), a person's as it
/// is ("April").
pub fn seat_name(seat: &Seat) -> String {
    match seat.bot_level() {
        Some(level) => format!("{} · {}", seat.name, level.name()),
        None => seat.name.clone(),
    }
}

/// A face-up Stronghold ("Stronghold Shame"), or an empty space.
pub fn stronghold(card: Option<CardId>) -> String {
    match card {
        Some(id) => format!("Stronghold {}", id.card().title),
        None => "Empty space".into(),
    }
}

/// A Truth card in a person's hand ("Truth: Loved").
pub fn truth(card: CardId) -> String {
    format!("Truth: {}", card.card().title)
}

/// "Trial" or "Assignment".
pub fn task_kind(card: CardId) -> &'static str {
    if card.card().kind == CardKind::Trial {
        "Trial"
    } else {
        "Assignment"
    }
}

/// A Trial or an Assignment in front of a person ("Trial: Temptation").
pub fn task(card: CardId) -> String {
    format!("{}: {}", task_kind(card), card.card().title)
}

/// The hand-off screen's one button: "I'm April".
pub fn take_device(name: &str) -> String {
    format!("I'm {name}")
}

/// A person's claim of the slap window: "April claims it".
pub fn claim(name: &str) -> String {
    format!("{name} claims it")
}

/// The Keep button of a cost unit paid by a card that may stay as the permanent anointing.
pub fn keep_permanent(colour: Colour) -> String {
    format!("Keep as permanent: {}", colour.name())
}

/// The tabs of a person's lists: their Truth cards, their Trials and Assignments, the log.
pub fn tabs(view: &View, seat: u8) -> [String; 3] {
    let me = &view.players[usize::from(seat)];
    [
        format!("Truth ({})", me.truth_count),
        format!("Trials & Assignments ({})", me.tasks.len()),
        "Log".to_string(),
    ]
}

/// "No one claims it": the people pass the slap window.
pub const NO_ONE: &str = "No one claims it";
/// Closes "Since your last turn".
pub const RECAP_DONE: &str = "Continue to my turn";
/// Confirms the payment.
pub const CONFIRM_PAY: &str = "Confirm the payment";
/// Confirms the cards chosen to discard or return.
pub const CONFIRM_PICK: &str = "Confirm the cards chosen";
/// Keeps the second Trial (SH-2.17).
pub const KEEP_TRIAL: &str = "Keep the second Trial";
/// Discards the second Trial and draws again (SH-2.17).
pub const DISCARD_TRIAL: &str = "Discard the second Trial";
/// Ends the turn.
pub const END_TURN: &str = "End turn";

/// Gives the screens the buttons' labels.
pub fn publish(adapter: &ShAdapter) {
    adapter.set_labels(ShLabels {
        no_one: NO_ONE.into(),
        recap_done: RECAP_DONE.into(),
        confirm_pay: CONFIRM_PAY.into(),
        cancel_pay: "Cancel the payment".into(),
        confirm_pick: CONFIRM_PICK.into(),
        keep_trial: KEEP_TRIAL.into(),
        discard_trial: DISCARD_TRIAL.into(),
        end_turn: END_TURN.into(),
        dont_slap: "Don't slap".into(),
    });
}
