//! Situation building for scenario tests and tools: move any card to any place while keeping every one of
//! the 123 cards in exactly one place. These helpers bypass the rules on purpose.

use super::colours::Colour;
use super::content::CardId;
use super::state::{Permanent, Phase, State, Task};

/// Where [`State::put`] places a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Top of the Growth deck.
    GrowthTop,
    /// Bottom of the Growth deck.
    GrowthBottom,
    /// Top of the Growth discard.
    GrowthDiscard,
    /// Top of the Truth deck.
    TruthTop,
    /// Bottom of the Truth deck.
    TruthBottom,
    /// Top of the Stronghold deck.
    StrongholdTop,
    /// A face-up slot (a card already there goes to the bottom of the Stronghold deck).
    Slot(u8),
    /// A seat's Growth holding.
    Holding(u8),
    /// A seat's Truth cards.
    Truth(u8),
    /// In front of a seat, Unconquered or Unfulfilled.
    Task(u8),
    /// A seat's scoring area.
    Taken(u8),
}

impl State {
    /// Takes a card out of wherever it is. A completed task taken out sends its permanent card to the Growth
    /// discard; a permanent card taken out leaves its task uncompleted.
    pub fn remove_card(&mut self, card: CardId) {
        self.growth_deck.retain(|&c| c != card);
        self.growth_discard.retain(|&c| c != card);
        if let Some(i) = self.truth_deck.iter().position(|&c| c == card) {
            let tail = self.truth_deck.len() - self.truth_bottom.len();
            if i >= tail {
                self.truth_bottom.remove(i - tail);
            }
            self.truth_deck.remove(i);
        }
        self.stronghold_deck.retain(|&c| c != card);
        for slot in &mut self.slots {
            if *slot == Some(card) {
                *slot = None;
            }
        }
        if let Phase::SecondTrial { trial, .. } = self.phase {
            if trial == card {
                self.phase = Phase::Main;
            }
        }
        let mut freed = Vec::new();
        for p in &mut self.players {
            p.holding.retain(|&c| c != card);
            p.truths.retain(|&c| c != card);
            p.taken.retain(|&c| c != card);
            p.tasks.retain(|t| {
                if t.card == card {
                    freed.extend(t.done.map(|d| d.card));
                }
                t.card != card
            });
            for t in &mut p.tasks {
                if t.done.is_some_and(|d| d.card == card) {
                    t.done = None;
                }
            }
        }
        self.growth_discard.extend(freed);
    }

    /// Moves a card to a place.
    pub fn put(&mut self, card: CardId, place: Place) {
        self.remove_card(card);
        match place {
            Place::GrowthTop => self.growth_deck.push_front(card),
            Place::GrowthBottom => self.growth_deck.push_back(card),
            Place::GrowthDiscard => self.growth_discard.push(card),
            Place::TruthTop => self.truth_deck.push_front(card),
            Place::TruthBottom => {
                // An injected card is known to nobody, so nothing below it is known either.
                self.truth_deck.push_back(card);
                self.truth_bottom.clear();
            }
            Place::StrongholdTop => self.stronghold_deck.push_front(card),
            Place::Slot(s) => {
                if let Some(old) = self.slots[usize::from(s)].replace(card) {
                    self.stronghold_deck.push_back(old);
                }
            }
            Place::Holding(s) => self.players[usize::from(s)].holding.push(card),
            Place::Truth(s) => self.players[usize::from(s)].truths.push(card),
            Place::Task(s) => self.players[usize::from(s)]
                .tasks
                .push(Task { card, done: None }),
            Place::Taken(s) => self.players[usize::from(s)].taken.push(card),
        }
    }

    /// Puts a completed Trial or Assignment in front of `seat` with `permanent` on it as `colour`, gained on
    /// `gained_turn` (use an earlier turn than [`State::turn`] for a permanent usable now).
    pub fn put_completed(
        &mut self,
        seat: u8,
        task: CardId,
        permanent: CardId,
        colour: Colour,
        gained_turn: u32,
    ) {
        self.remove_card(task);
        self.remove_card(permanent);
        let done = Some(Permanent {
            card: permanent,
            colour,
            gained_turn,
            used: false,
        });
        self.players[usize::from(seat)]
            .tasks
            .push(Task { card: task, done });
    }

    /// Sends a seat's whole Growth holding, Truth cards and tasks back to the Growth discard / Truth deck bottom.
    pub fn clear_seat(&mut self, seat: u8) {
        let p = std::mem::take(&mut self.players[usize::from(seat)]);
        self.growth_discard.extend(p.holding);
        for t in p.tasks {
            self.growth_discard.push(t.card);
            self.growth_discard.extend(t.done.map(|d| d.card));
        }
        self.truth_deck.extend(p.truths);
        self.truth_bottom.clear();
        self.stronghold_deck.extend(p.taken);
    }
}
