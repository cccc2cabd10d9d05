//! What the player sees: the public state as one serialisable [`View`]. The deck order stays hidden (counts
//! only); the discard pile is face up and public (AOG-B22). The headless runner prints exactly this.

use super::options::Options;
use super::slots::Slot;
use super::state::{SlotPile, SlotState, State, Status, Step};
use crate::cards::{Card, DECK_52};
use crate::rng::GameRng;
use serde::Serialize;
use std::collections::BTreeMap;

/// One slot as shown on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SlotView {
    /// The slot's notation name (`belt`).
    pub slot: Slot,
    /// The piece's full name.
    pub title: &'static str,
    /// Its target.
    pub target: u32,
    /// `active`, `banked` or `claimed`.
    pub state: SlotState,
    /// The pile (or the claimed cards), bottom first.
    pub cards: Vec<Card>,
    /// The pile total.
    pub total: u32,
}

/// The next Defense Check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct NextCheck {
    /// The round it closes.
    pub round: u8,
    /// Armor it needs.
    pub needs: u8,
}

/// The public state of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    /// Always `armor-of-god`.
    pub game: &'static str,
    /// `in_progress`, `won` or `lost`.
    pub status: &'static str,
    /// Why the game was lost, in words; `null` otherwise.
    pub reason: Option<String>,
    /// The options.
    pub options: Options,
    /// The seed (deal number).
    pub seed: u64,
    /// The round, from 1.
    pub round: u8,
    /// How many rounds this difficulty has.
    pub rounds: u8,
    /// The turn, from 1.
    pub turn: u32,
    /// Slots claimed, in claim order.
    pub claimed: Vec<Slot>,
    /// The Banked slot, if any.
    pub banked: Option<Slot>,
    /// Every unclaimed slot -> its pile, bottom to top.
    pub piles: BTreeMap<Slot, Vec<Card>>,
    /// All six slots in Ephesians order.
    pub slots: Vec<SlotView>,
    /// The hand.
    pub hand: Vec<Card>,
    /// Cards left in the deck.
    pub deck_count: usize,
    /// Cards in the discard pile.
    pub discard_count: usize,
    /// The discard pile, bottom first (public).
    pub discard: Vec<Card>,
    /// `play`, `discard`, `dart` or `null` when the game is over.
    pub awaiting: Option<Step>,
    /// Whether Satan's Dart is active this turn.
    pub dart_active: bool,
    /// The next Defense Check; `null` when the game is over.
    pub next_check: Option<NextCheck>,
    /// Every legal action, in the action notation.
    pub legal: Vec<String>,
}

impl State {
    /// The player's view of the game.
    pub fn view(&self) -> View {
        let slots: Vec<SlotView> = Slot::ALL
            .into_iter()
            .map(|slot| {
                let pile = self.slot(slot);
                SlotView {
                    slot,
                    title: slot.title(),
                    target: slot.target(),
                    state: pile.state,
                    cards: pile.cards.clone(),
                    total: self.pile_total(slot),
                }
            })
            .collect();
        let piles = slots
            .iter()
            .filter(|s| s.state != SlotState::Claimed)
            .map(|s| (s.slot, s.cards.clone()))
            .collect();
        let over = self.step() == Step::Over;
        View {
            game: "armor-of-god",
            status: match self.status() {
                Status::InProgress => "in_progress",
                Status::Won => "won",
                Status::Lost { .. } => "lost",
            },
            reason: self.status().reason(),
            options: self.options(),
            seed: self.seed(),
            round: self.round(),
            rounds: self.options().defense.rounds(),
            turn: self.turn(),
            claimed: self.claimed().to_vec(),
            banked: self.banked(),
            piles,
            slots,
            hand: self.hand().to_vec(),
            deck_count: self.deck_count(),
            discard_count: self.discard().len(),
            discard: self.discard().to_vec(),
            awaiting: (!over).then_some(self.step()),
            dart_active: self.dart_active(),
            next_check: (!over).then(|| NextCheck {
                round: self.round(),
                needs: self.options().defense.threshold(self.round()),
            }),
            legal: self
                .legal_actions()
                .iter()
                .map(ToString::to_string)
                .collect(),
        }
    }
}

impl View {
    /// A full state that shows exactly this view: the deck holds the 52 cards less every face-up one, sorted
    /// and then shuffled with `rng` (the re-dealer's deal, [`crate::Game::redeal`]), and the future shuffles
    /// take an opaque stream drawn from `rng`. It reads nothing but the view, so it is how a chance worker deals
    /// its worlds without the referee's state.
    pub fn world(&self, rng: &mut GameRng) -> State {
        let mut slots: [SlotPile; 6] = Default::default();
        for s in &self.slots {
            slots[s.slot.index()] = SlotPile {
                state: s.state,
                cards: s.cards.clone(),
            };
        }
        let mut face_up = [false; 52];
        let shown = self
            .hand
            .iter()
            .chain(&self.discard)
            .chain(slots.iter().flat_map(|s| &s.cards));
        for card in shown {
            face_up[card.index()] = true;
        }
        let mut deck: Vec<Card> = DECK_52
            .iter()
            .copied()
            .filter(|c| !face_up[c.index()])
            .collect();
        deck.sort_unstable();
        rng.shuffle(&mut deck);
        let status = match self.status {
            "won" => Status::Won,
            "lost" => Status::Lost {
                round: self.round,
                needed: self.options.defense.threshold(self.round),
                claimed: self.claimed.len() as u8,
            },
            _ => Status::InProgress,
        };
        State {
            options: self.options,
            rng: GameRng::from_key(rng.next_u64()),
            round: self.round,
            turn: self.turn,
            deck,
            hand: self.hand.clone(),
            discard: self.discard.clone(),
            slots,
            claim_order: self.claimed.clone(),
            step: self.awaiting.unwrap_or(Step::Over),
            dart_active: self.dart_active,
            claims_from_play: 0,
            status,
        }
    }
}
