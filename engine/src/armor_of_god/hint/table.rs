//! [`Table`]: the face-up part of a game, all that a hint may read, and the stand-in state built from it.

use super::super::options::Options;
use super::super::slots::Slot;
use super::super::state::{SlotPile, State, Status, Step};
use super::super::view::View;
use crate::cards::{Card, DECK_52};
use crate::rng::GameRng;
use serde::Serialize;

/// What the player's screen shows of an Armor of God game, and nothing else: no deck order and no seed (a
/// deal number would give the order away). The deck is face down, so only its cards as a set can be known:
/// the 52 cards less everything face up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Table {
    /// The options (Dart mode, defense, face values).
    pub options: Options,
    /// The decision awaited; [`Step::Over`] once the game has ended.
    pub awaiting: Step,
    /// Whether Satan's Dart is active this turn (AOG-4.5: A♠ is in the hand).
    pub dart_active: bool,
    /// The hand, in the order drawn.
    pub hand: Vec<Card>,
    /// The six slots in Ephesians order: each one's state and its pile (or claimed cards), bottom first.
    pub slots: [SlotPile; 6],
    /// The slots claimed, in claim order.
    pub claimed: Vec<Slot>,
    /// The discard pile, bottom first (face up, AOG-B22).
    pub discard: Vec<Card>,
}

impl From<&View> for Table {
    /// The table of a view, leaving out the seed and the counts.
    fn from(view: &View) -> Table {
        let mut slots: [SlotPile; 6] = Default::default();
        for s in &view.slots {
            slots[s.slot.index()] = SlotPile {
                state: s.state,
                cards: s.cards.clone(),
            };
        }
        Table {
            options: view.options,
            awaiting: view.awaiting.unwrap_or(Step::Over),
            dart_active: view.dart_active,
            hand: view.hand.clone(),
            slots,
            claimed: view.claimed.clone(),
            discard: view.discard.clone(),
        }
    }
}

impl State {
    /// The face-up table: what a hint may read (the same as `Table::from(&self.view())`).
    pub fn table(&self) -> Table {
        Table {
            options: self.options,
            awaiting: self.step,
            dart_active: self.dart_active,
            hand: self.hand.clone(),
            slots: self.slots.clone(),
            claimed: self.claim_order.clone(),
            discard: self.discard.clone(),
        }
    }
}

impl Table {
    /// A state that looks exactly like this table, so that the rules and the greedy bot can be asked about it.
    /// What the table does not show is filled in without looking: the deck holds the cards not face up, in
    /// canonical order; the seed is 0; the round and the turn are 1.
    pub(super) fn stand_in(&self) -> State {
        let mut face_up = [false; 52];
        let shown = self
            .hand
            .iter()
            .chain(&self.discard)
            .chain(self.slots.iter().flat_map(|s| &s.cards));
        for card in shown {
            face_up[card.index()] = true;
        }
        let deck = DECK_52
            .iter()
            .rev()
            .copied()
            .filter(|c| !face_up[c.index()])
            .collect();
        State {
            options: self.options,
            rng: GameRng::new(0),
            round: 1,
            turn: 1,
            deck,
            hand: self.hand.clone(),
            discard: self.discard.clone(),
            slots: self.slots.clone(),
            claim_order: self.claimed.clone(),
            step: self.awaiting,
            dart_active: self.dart_active,
            claims_from_play: 0,
            status: Status::InProgress,
        }
    }
}
