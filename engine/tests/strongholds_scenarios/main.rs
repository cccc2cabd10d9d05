//! RULINGS 3C scenario tests SH-T1 to SH-T19 (and further rulings), with the 3D content, written with the
//! action notation. Helpers live here; the tests are grouped by rule area in the modules.

mod known_bottom;
mod payment;
mod rulings;
mod slaps_and_end;
mod turns;

use standfirm_engine::strongholds::payment::{find_payment, Offer};
use standfirm_engine::strongholds::{
    Action, Awaiting, CardId, CardKind, Colour, Decks, EndReason, Event, Options, Phase, Place,
    RoundKind, RuleError, State, Status, TieBreak,
};

pub fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap_or_else(|| panic!("no card {text}"))
}

pub fn act(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A 2–6-player game with every seat emptied, seat 0 in its main phase on turn 5 of round 1.
pub fn quiet(players: u8) -> State {
    let mut s = State::new(Options::new(players), 1, 0).unwrap();
    for seat in 0..players {
        s.clear_seat(seat);
    }
    // The first draw of this deal is a second Trial, face up: it goes back to the bottom of the Growth deck
    // rather than out of the game, so every card stays somewhere (the observation counts them).
    if let Phase::SecondTrial { trial, .. } = s.phase {
        s.put(trial, Place::GrowthBottom);
    }
    s.queue.clear();
    s.phase = Phase::Main;
    s.active = 0;
    s.first_player = 0;
    s.round = 1;
    s.turn = 5;
    s
}

/// Gives cards to a seat: Growth cards to the holding, Truth cards to the hand, Trials/Assignments in front.
pub fn give(s: &mut State, seat: u8, cards: &[&str]) {
    for c in cards {
        let card = id(c);
        let place = match card.card().kind {
            CardKind::Truth => Place::Truth(seat),
            CardKind::Trial | CardKind::Assignment => Place::Task(seat),
            CardKind::Stronghold => Place::Taken(seat),
            _ => Place::Holding(seat),
        };
        s.put(card, place);
    }
}

pub fn set_slots(s: &mut State, cards: &[&str]) {
    for (i, c) in cards.iter().enumerate() {
        s.put(id(c), Place::Slot(i as u8));
    }
}

/// Slots where the legal actions let `truth` be played by the active seat.
pub fn targets(s: &State, truth: &str) -> Vec<u8> {
    let t = id(truth);
    s.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PlayTruth { truth, slot, .. } if truth == t => Some(slot),
            _ => None,
        })
        .collect()
}

pub fn apply(s: &mut State, text: &str) -> Vec<Event> {
    s.apply(&act(text))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Applies an action that must be refused, and checks the state is unchanged.
pub fn refuse(s: &mut State, text: &str) -> RuleError {
    let before = s.clone();
    let err = s.apply(&act(text)).expect_err(text);
    assert_eq!(*s, before, "{text} changed the state");
    err
}

/// Ends the active turn, resolving discards with the first legal choice and second Trials by discarding.
pub fn finish_turn(s: &mut State) -> Vec<Event> {
    let mut ev = apply(s, "end-turn");
    loop {
        let a = match s.phase {
            Phase::DiscardGrowth | Phase::ReturnTruth => s.legal_actions()[0].clone(),
            Phase::SecondTrial { .. } => Action::DiscardTrial,
            _ => return ev,
        };
        ev.extend(s.apply(&a).unwrap());
    }
}
