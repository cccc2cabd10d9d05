//! The accessible labels of the Strongholds pieces and buttons a person taps, written once: the screens show them
//! (`label` of each piece's data, the `labels` of the adapter) and the tutorial's coach says them.

use super::seats::Seat;
use crate::ui::{ShAdapter, ShLabels};
use crate::words::sh;
use crate::words::tr::tr;
use standfirm_engine::strongholds::view::View;
use standfirm_engine::strongholds::{CardId, CardKind, Colour};

/// A seat's name as the table and the end show it: a bot's with its level ("Bot 2 · Wise"), a person's as it
/// is ("April").
pub fn seat_name(seat: &Seat) -> String {
    match seat.bot_level() {
        Some(level) => format!("{} · {}", seat.name, sh::level(level)),
        None => seat.name.clone(),
    }
}

/// A face-up Stronghold ("Stronghold Shame"), or an empty space.
pub fn stronghold(card: Option<CardId>) -> String {
    match card {
        Some(id) => tr!("Stronghold {title}", title = sh::title_of(id)),
        None => tr!("Empty space"),
    }
}

/// A Truth card in a person's hand ("Truth: Loved").
pub fn truth(card: CardId) -> String {
    tr!("Truth: {title}", title = sh::title_of(card))
}

/// "Trial" or "Assignment".
pub fn task_kind(card: CardId) -> String {
    if card.card().kind == CardKind::Trial {
        tr!("Trial")
    } else {
        tr!("Assignment")
    }
}

/// A Trial or an Assignment in front of a person ("Trial: Temptation").
pub fn task(card: CardId) -> String {
    if card.card().kind == CardKind::Trial {
        tr!("Trial: {title}", title = sh::title_of(card))
    } else {
        tr!("Assignment: {title}", title = sh::title_of(card))
    }
}

/// The hand-off screen's one button: "I'm April".
pub fn take_device(name: &str) -> String {
    tr!("I'm {name}", name = name)
}

/// A person's claim of the slap window: "April claims it".
pub fn claim(name: &str) -> String {
    tr!("{name} claims it", name = name)
}

/// The Keep button of a cost unit paid by a card that may stay as the permanent anointing.
pub fn keep_permanent(colour: Colour) -> String {
    tr!("Keep as permanent: {colour}", colour = sh::colour(colour))
}

/// The tabs of a person's lists: their Truth cards, their Trials and Assignments, the log.
pub fn tabs(view: &View, seat: u8) -> [String; 3] {
    let me = &view.players[usize::from(seat)];
    [
        tr!("Truth ({count})", count = usize::from(me.truth_count)),
        tr!("Trials & Assignments ({count})", count = me.tasks.len()),
        tr!("Log"),
    ]
}

/// "No one claims it": the people pass the slap window.
pub fn no_one() -> String {
    tr!("No one claims it")
}
/// Closes "Since your last turn".
pub fn recap_done() -> String {
    tr!("Continue to my turn")
}
/// Confirms the payment.
pub fn confirm_pay() -> String {
    tr!("Confirm the payment")
}
/// Confirms the cards chosen to discard or return.
pub fn confirm_pick() -> String {
    tr!("Confirm the cards chosen")
}
/// Keeps the second Trial (SH-2.17).
pub fn keep_trial() -> String {
    tr!("Keep the second Trial")
}
/// Discards the second Trial and draws again (SH-2.17).
pub fn discard_trial() -> String {
    tr!("Discard the second Trial")
}
/// Ends the turn.
pub fn end_turn() -> String {
    tr!("End turn")
}

/// Gives the screens the buttons' labels.
pub fn publish(adapter: &ShAdapter) {
    adapter.set_labels(ShLabels {
        no_one: no_one().into(),
        recap_done: recap_done().into(),
        confirm_pay: confirm_pay().into(),
        cancel_pay: tr!("Cancel the payment").into(),
        confirm_pick: confirm_pick().into(),
        keep_trial: keep_trial().into(),
        discard_trial: discard_trial().into(),
        end_turn: end_turn().into(),
        dont_slap: tr!("Don't slap").into(),
    });
}
