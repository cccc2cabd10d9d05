//! Building a Stand-phase state directly, for scenario tests, tutorials and puzzles (PIP-T4 to PIP-T14).

use super::mapping::Piece;
use super::options::Options;
use super::rules::Log;
use super::state::{Phase, PieceState, State, HAND_SIZE};
use crate::cards::{deck_36, Card};

/// A Stand-phase position: the dice, the hand and both decks (top card first). Every one of the 36 cards not
/// named in the hand or a deck starts in the discard pile, so the 36 cards stay accounted for. Pieces not
/// equipped or destroyed are missing.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StandSetup {
    options: Options,
    seed: u64,
    armor: [Option<PieceState>; 6],
    hand: Vec<Card>,
    responses: Vec<Card>,
    threats: Vec<Card>,
}

impl StandSetup {
    /// An empty setup: standard rules, seed 0, every piece missing.
    pub fn new() -> StandSetup {
        StandSetup::default()
    }

    /// Sets the options.
    pub fn options(mut self, options: Options) -> StandSetup {
        self.options = options;
        self
    }

    /// Sets the seed of the stored RNG (unused by the Stand phase's rules, kept for saves).
    pub fn seed(mut self, seed: u64) -> StandSetup {
        self.seed = seed;
        self
    }

    /// Equips the card's piece (PIP-3.1) with `pips` (1 to the piece's cap; not tied to the pip table).
    pub fn equip(mut self, card: Card, pips: u8) -> StandSetup {
        self.armor[Piece::of(card).index()] = Some(PieceState::Equipped { card, pips });
        self
    }

    /// Marks the card's piece as destroyed earlier in the battle.
    pub fn destroyed(mut self, card: Card) -> StandSetup {
        self.armor[Piece::of(card).index()] = Some(PieceState::Destroyed { card });
        self
    }

    /// Sets the hand (at most 4 cards).
    pub fn hand(mut self, cards: &[Card]) -> StandSetup {
        self.hand = cards.to_vec();
        self
    }

    /// Sets the Response deck, top card first.
    pub fn responses(mut self, cards: &[Card]) -> StandSetup {
        self.responses = cards.to_vec();
        self
    }

    /// Sets the Threat deck, top card first (at least one card: the first is revealed at once).
    pub fn threats(mut self, cards: &[Card]) -> StandSetup {
        self.threats = cards.to_vec();
        self
    }
}

impl State {
    /// A Stand-phase state from a setup: the hand is refilled to 4 (PIP-6.1) and the top Threat revealed
    /// (PIP-6.2). Fails on a repeated card, a piece with impossible pips, a destroyed Breastplate, more than
    /// 4 cards in hand or no Threat.
    pub fn from_stand_setup(setup: StandSetup) -> Result<State, String> {
        let mut seen = [false; 52];
        let zones = setup
            .hand
            .iter()
            .chain(&setup.responses)
            .chain(&setup.threats);
        for &card in zones {
            if !(2..=10).contains(&card.rank.number()) {
                return Err(format!("{card} is not a PIP Armor card"));
            }
            if std::mem::replace(&mut seen[card.index()], true) {
                return Err(format!("{card} is placed twice"));
            }
        }
        if setup.hand.len() > HAND_SIZE {
            return Err(format!("the hand holds at most {HAND_SIZE} cards"));
        }
        if setup.threats.is_empty() {
            return Err("the Threat deck needs at least one card".into());
        }
        let mut armor = [PieceState::Missing; 6];
        for piece in Piece::ALL {
            match setup.armor[piece.index()] {
                Some(PieceState::Equipped { pips, .. }) if pips == 0 || pips > piece.cap() => {
                    return Err(format!(
                        "the {} holds 1 to {} pips, not {pips}",
                        piece.short(),
                        piece.cap()
                    ));
                }
                Some(PieceState::Destroyed { .. }) if piece == Piece::Breastplate => {
                    return Err("a destroyed Breastplate means the battle is already lost".into());
                }
                Some(state) => armor[piece.index()] = state,
                None => {}
            }
        }
        let stack = |cards: &[Card]| cards.iter().rev().copied().collect::<Vec<Card>>();
        let mut state = State::from_deck(setup.options, setup.seed, deck_36())
            .expect("the canonical deck is valid");
        state.phase = Phase::Stand;
        state.turns_done = super::state::PREPARE_TURNS;
        state.discard = state
            .deck
            .drain(..)
            .rev()
            .filter(|c| !seen[c.index()])
            .collect();
        state.armor = armor;
        state.hand = setup.hand;
        state.response_deck = stack(&setup.responses);
        state.threat_deck = stack(&setup.threats);
        state.begin_turn(&mut Log(None));
        Ok(state)
    }
}
