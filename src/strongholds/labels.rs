//! The accessible labels of the Strongholds pieces a person taps: the screens show them (`label` of each
//! piece's data) and the tutorial's coach names its target with them, so both sides read the same words.

use super::seats::Seat;
use standfirm_engine::strongholds::{CardId, CardKind};

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
