//! Bots for simulations and tests: a uniformly random player and a greedy one (RULINGS 1C simulation note).

use super::action::{Action, DartLine};
use super::options::{DartMode, FaceValues};
use super::slots::Slot;
use super::state::{SlotState, State, Step};
use crate::cards::Card;
use crate::rng::GameRng;

/// Picks a uniformly random legal action, from the bot's own RNG (never the game's).
pub fn random_action(state: &State, rng: &mut GameRng) -> Option<Action> {
    let actions = state.legal_actions();
    if actions.is_empty() {
        return None;
    }
    Some(actions[rng.below(actions.len() as u64) as usize])
}

/// Picks the greedy action: claim when possible, never bust if avoidable, build piles towards totals one
/// card can finish, keep the Dart's damage small, and keep the two most useful cards.
pub fn greedy_action(state: &State) -> Option<Action> {
    match state.step() {
        Step::Play => state.legal_actions().into_iter().max_by_key(|a| match *a {
            Action::Play { card, slot } => play_score(state, card, slot),
            _ => i64::MIN,
        }),
        Step::Discard => state
            .hand()
            .iter()
            .copied()
            .min_by_key(|&card| keep_value(state, card))
            .map(|card| Action::Discard { card }),
        Step::Dart => {
            let lines = state.dart_lines();
            // The banked pile would lose its top card to Doubt next turn anyway (AOG-B13): take it there.
            let line = if lines.contains(&DartLine::Banked) {
                DartLine::Banked
            } else {
                DartLine::Largest
            };
            Some(Action::Dart { line })
        }
        Step::Over => None,
    }
}

/// The plain bot of RULINGS' simulations, for comparison: claim when possible, otherwise the play that brings
/// a pile nearest its target without busting (bust only when forced, on the smallest pile); discard the card
/// with the lowest value; take the Softer Dart's banked line when it may.
pub fn basic_action(state: &State) -> Option<Action> {
    match state.step() {
        Step::Play => state.legal_actions().into_iter().max_by_key(|a| match *a {
            Action::Play { card, slot } => {
                let total = state.pile_total(slot) + state.options().value(card);
                let target = slot.target();
                if total == target && state.may_claim(slot.category()) {
                    i64::from(u32::MAX)
                } else if total >= target {
                    -(state.slot(slot).cards.len() as i64) - 1_000
                } else {
                    i64::from(total * 1000 / target)
                }
            }
            _ => i64::MIN,
        }),
        Step::Discard => state
            .hand()
            .iter()
            .copied()
            .min_by_key(|&card| state.options().value(card))
            .map(|card| Action::Discard { card }),
        Step::Dart | Step::Over => greedy_action(state),
    }
}

/// How many of the 52 cards have each value 0..=13 under the game's face values (A♠ excluded): three Aces,
/// four of each pip, and the faces as four Tens more or at their ranks. Written out rather than counted, as the
/// greedy bot asks it for every candidate move (the odds' playouts ask it millions of times).
fn value_counts(state: &State) -> [i64; 14] {
    const TEN: [i64; 14] = [0, 3, 4, 4, 4, 4, 4, 4, 4, 4, 16, 0, 0, 0];
    const RANK: [i64; 14] = [0, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
    match state.options().faces {
        FaceValues::Ten => TEN,
        FaceValues::Rank => RANK,
    }
}

/// The score of playing `card` on `slot`, in arbitrary units.
fn play_score(state: &State, card: Card, slot: Slot) -> i64 {
    let value = state.options().value(card);
    let total = state.pile_total(slot) + value;
    let target = slot.target();
    let pile_len = state.slot(slot).cards.len() as i64;
    let may_claim = state.may_claim(slot.category());
    let mut score = if total == target {
        if may_claim {
            10_000
        } else if state.banked().is_none() {
            // Banked: safe from the Core Dart this turn, but Doubt takes its top card next turn.
            if state.dart_active() && state.options().dart == DartMode::Core {
                400
            } else {
                -50
            }
        } else {
            -1_000 - 40 * pile_len
        }
    } else if total > target {
        -1_000 - 40 * pile_len - i64::from(state.pile_total(slot))
    } else {
        build_score(state, slot, total)
    };
    if state.dart_active() && state.options().dart == DartMode::Core && score < 10_000 {
        score -= dart_loss(state, card, slot, total);
    }
    score
}

/// Progress value of a pile at `total` below its target: more for totals one card can finish.
fn build_score(state: &State, slot: Slot, total: u32) -> i64 {
    let counts = value_counts(state);
    let remaining = (slot.target() - total) as usize;
    let finish = if remaining <= 13 {
        counts[remaining]
    } else {
        0
    };
    let mut score = i64::from(total) * 4 + finish * 12;
    if !state.may_claim(slot.category()) {
        score -= 60;
    }
    if remaining < 10 && finish < 4 {
        score -= 30; // an awkward remainder that few cards finish
    }
    score
}

/// Cards the Core Dart would destroy after this play (AOG-8.2), weighted by their progress.
fn dart_loss(state: &State, card: Card, slot: Slot, total: u32) -> i64 {
    let mut best: Option<(usize, usize, u32, usize)> = None;
    for s in Slot::ALL {
        let pile = state.slot(s);
        if pile.state != SlotState::Active {
            continue;
        }
        let (len, sum) = if s == slot {
            (pile.cards.len() + 1, total)
        } else {
            (pile.cards.len(), state.pile_total(s))
        };
        if len == 0 {
            continue;
        }
        let key = (len, s.category() as usize, sum, s.index());
        if best.is_none_or(|b| key > b) {
            best = Some(key);
        }
    }
    let _ = card;
    best.map_or(0, |(_, _, sum, _)| i64::from(sum) * 6)
}

/// How much a card is worth keeping for the next turn.
fn keep_value(state: &State, card: Card) -> i64 {
    Slot::ALL
        .into_iter()
        .filter(|&s| state.slot(s).state == SlotState::Active)
        .map(|s| {
            let total = state.pile_total(s) + state.options().value(card);
            if total == s.target() && state.may_claim(s.category()) {
                5_000
            } else if total > s.target() {
                -100
            } else {
                build_score(state, s, total)
            }
        })
        .max()
        .unwrap_or(0)
}

/// Plays a game to its end with the greedy bot, reusing one buffer for the events.
pub fn play_out(state: &mut State) {
    let mut events = Vec::with_capacity(16);
    let mut actions = 0;
    while let Some(action) = greedy_action(state) {
        actions += 1;
        debug_assert!(actions < crate::game::ENDLESS, "a playout that never ends");
        events.clear();
        state
            .apply_into(&action, &mut events)
            .expect("the greedy bot plays legal moves");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::armor_of_god::Options;

    #[test]
    fn the_written_value_counts_are_the_decks_own() {
        for faces in [FaceValues::Ten, FaceValues::Rank] {
            let options = Options {
                faces,
                ..Options::default()
            };
            let mut counted = [0i64; 14];
            for card in crate::cards::deck_52() {
                if card != Card::ACE_OF_SPADES {
                    counted[options.value(card) as usize] += 1;
                }
            }
            assert_eq!(value_counts(&State::new(options, 1)), counted);
        }
    }
}
