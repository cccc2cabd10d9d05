//! The game state (serde-able, cards by id) and its set-up (SH-3). Decks are stored top card first.

use super::colours::Colour;
use super::content::{content, CardId, CardKind};
use super::events::{Event, RoundKind};
use super::refusal::RuleError;
use super::refusal::{DeckName, SetupError};
use super::result::Outcome;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// Number of face-up Stronghold spaces (SH-3.2).
pub const SLOTS: usize = 5;
/// The Growth holding limit at end of turn (SH-2.10).
pub const GROWTH_LIMIT: usize = 7;
/// The Truth hand limit at end of turn in 5–6-player games, or always with `truth_limit_all` (SH-2.6).
pub const TRUTH_LIMIT: usize = 4;

/// Game variants.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// 2 to 6 players (SH-1.1).
    pub players: u8,
    /// "Truth limit 4 at every player count" (SH-B5), off by default.
    #[serde(default)]
    pub truth_limit_all: bool,
    /// Simulations only: end the game as a stall once this many whole rounds are played, as the next would begin
    /// (SH-B18). Off by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_cap: Option<u32>,
}

impl Options {
    /// The default rules for `players` players.
    pub fn new(players: u8) -> Options {
        Options {
            players,
            truth_limit_all: false,
            round_cap: None,
        }
    }
}

/// Explicit deck orders (top first) that replace the set-up shuffles only; each must be a full
/// permutation of its deck. A missing deck is shuffled from the seed as usual. The seed's stream advances past
/// every set-up shuffle either way, so later reshuffles are the same as with the seed alone.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decks {
    /// The Growth deck, 90 ids.
    #[serde(default)]
    pub growth: Option<Vec<CardId>>,
    /// The Truth deck, 18 ids.
    #[serde(default)]
    pub truth: Option<Vec<CardId>>,
    /// The Stronghold deck, 15 ids.
    #[serde(default)]
    pub stronghold: Option<Vec<CardId>>,
}

/// A permanent anointing lying on a completed Trial or Assignment (SH-2.14, SH-2.15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Permanent {
    /// The Growth card placed on the completed card.
    pub card: CardId,
    /// The colour it paid (a Mentor is fixed to it, SH-B11).
    pub colour: Colour,
    /// The turn number it was gained on; usable from later turns only (SH-B10).
    pub gained_turn: u32,
    /// Used during the current turn (reset at every turn start, SH-5.5).
    pub used: bool,
}

/// A Trial or Assignment in front of a player (SH-2.12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Task {
    /// The Trial or Assignment card.
    pub card: CardId,
    /// Its permanent anointing once overcome or fulfilled.
    pub done: Option<Permanent>,
}

impl Task {
    /// An Unconquered Trial (SH-2.16).
    pub fn is_open_trial(&self) -> bool {
        self.done.is_none() && self.card.card().kind == CardKind::Trial
    }
}

/// One seat.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The Growth holding: Anointing and Mentor cards (SH-2.9).
    pub holding: Vec<CardId>,
    /// Truth cards in hand, hidden from the others (SH-2.4).
    pub truths: Vec<CardId>,
    /// Trials and Assignments in front, in the order drawn.
    pub tasks: Vec<Task>,
    /// Strongholds defeated (the scoring area).
    pub taken: Vec<CardId>,
}

impl Player {
    /// Whether an Unconquered Trial blocks Truth play (SH-2.16).
    pub fn blocked(&self) -> bool {
        self.tasks.iter().any(Task::is_open_trial)
    }
}

/// The decision the game is waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// `seat` drew `trial` while holding an Unconquered Trial: keep or discard (SH-2.17).
    SecondTrial {
        /// The drawing seat.
        seat: u8,
        /// The new Trial, face up, not yet placed.
        trial: CardId,
    },
    /// The active player's main phase (SH-5.3).
    Main,
    /// A replacement Stronghold was revealed in `slot`: non-active seats may slap (SH-5.7).
    SlapWindow {
        /// The slot of the new card.
        slot: u8,
    },
    /// End of turn: the active player discards down to 7 (SH-2.10).
    DiscardGrowth,
    /// End of turn: the active player returns Truth cards down to 4 (SH-2.6).
    ReturnTruth,
    /// The game is over.
    Finished(Outcome),
}

/// An automatic step still to run (draws can pause on a second Trial).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Draw `count` Growth cards for `seat`.
    DrawGrowth {
        /// The drawing seat.
        seat: u8,
        /// Cards still to draw.
        count: u8,
    },
    /// Draw one Truth card (during a turn, an empty deck means 3 Growth instead, SH-2.7).
    DrawTruth {
        /// The drawing seat.
        seat: u8,
        /// Whether the SH-2.7 fallback applies (not during set-up).
        fallback: bool,
    },
    /// Begin the active player's turn (SH-5.2, SH-5.5).
    StartTurn,
    /// Enter the main phase.
    Main,
}

/// Counters for simulations.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Successful slaps.
    pub slaps: u32,
    /// Truth draws replaced by 3 Growth (SH-2.7).
    pub truth_fallbacks: u32,
    /// Growth reshuffles (SH-2.11).
    pub reshuffles: u32,
}

/// A whole Strongholds game. Fields are public so that scenario tests can inject situations; rules are only
/// applied through [`State::apply`](crate::game::Game::apply).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The variants.
    pub options: Options,
    /// The one random stream (reshuffles).
    pub rng: GameRng,
    /// The seat that plays first each round (SH-3.4).
    pub first_player: u8,
    /// The round, from 1 (SH-5.1).
    pub round: u32,
    /// Turns started so far, from 1 (turn numbers date permanents, SH-B10).
    pub turn: u32,
    /// The active seat.
    pub active: u8,
    /// Growth deck, top first.
    pub growth_deck: VecDeque<CardId>,
    /// Growth discard pile, face up, oldest first.
    pub growth_discard: Vec<CardId>,
    /// Truth deck, top first.
    pub truth_deck: VecDeque<CardId>,
    /// Stronghold deck, top first.
    pub stronghold_deck: VecDeque<CardId>,
    /// The face-up Strongholds by slot (SH-3.2, SH-5.9).
    pub slots: [Option<CardId>; SLOTS],
    /// The seats.
    pub players: Vec<Player>,
    /// What is awaited.
    pub phase: Phase,
    /// Automatic steps still to run.
    pub queue: VecDeque<Step>,
    /// Counters.
    pub stats: Stats,
    /// The Truth cards put at the bottom of the Truth deck during play, as the table knows them: one mark per
    /// card, for the last `truth_bottom.len()` cards of `truth_deck` in the same order (the last is the bottom
    /// card). `None`: played face up, known to everyone (SH-2.5); `Some(seat)`: returned by that seat, known to
    /// it alone (SH-2.6). The cards dealt at set-up are known to nobody and have no mark.
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub truth_bottom: VecDeque<Option<u8>>,
    /// The referee's secret that keys the bots' randomness ([`super::observation::decision_key`]): never in a
    /// view or an observation. A new game starts with the deal number here (as games did before the secret was
    /// kept); the caller gives a fresh one with [`State::with_bot_secret`].
    #[serde(default)]
    pub bot_secret: u64,
}

impl State {
    /// This game with `secret` as the referee's bot secret (a table's save keeps it: the store's setup).
    pub fn with_bot_secret(mut self, secret: u64) -> State {
        self.bot_secret = secret;
        self
    }

    /// A new game: set-up from the seed (SH-3), then the first turn's draw. `first_player` is a seat index.
    pub fn new(options: Options, seed: u64, first_player: u8) -> Result<State, RuleError> {
        State::with_decks(options, seed, first_player, &Decks::default()).map(|(s, _)| s)
    }

    /// A new game whose decks start in the given orders (missing ones are shuffled), with the set-up events.
    pub fn with_decks(
        options: Options,
        seed: u64,
        first_player: u8,
        decks: &Decks,
    ) -> Result<(State, Vec<Event>), RuleError> {
        if !(2..=6).contains(&options.players) {
            return Err(RuleError::Setup(SetupError::Players(options.players)));
        }
        if first_player >= options.players {
            return Err(RuleError::Setup(SetupError::FirstPlayer(first_player)));
        }
        let c = content();
        let mut rng = GameRng::new(seed);
        // SH-3.1: Growth, Truth, Stronghold, in that order.
        // An explicit deck replaces its shuffle, but the stream still advances as if the shuffle had been
        // made, so a script giving the seed's own deal plays exactly like the seed alone (as in the other games).
        let mut deck = |given: &Option<Vec<CardId>>, canonical: &[CardId], name: DeckName| {
            let mut cards = canonical.to_vec();
            rng.shuffle(&mut cards);
            match given {
                Some(order) => {
                    let mut a = order.clone();
                    let mut b = canonical.to_vec();
                    a.sort();
                    b.sort();
                    if a != b {
                        return Err(RuleError::Setup(SetupError::Deck {
                            deck: name,
                            cards: canonical.len() as u8,
                        }));
                    }
                    Ok(order.iter().copied().collect::<VecDeque<_>>())
                }
                None => Ok(cards.into_iter().collect()),
            }
        };
        let growth_deck = deck(&decks.growth, &c.growth, DeckName::Growth)?;
        let truth_deck = deck(&decks.truth, &c.truth, DeckName::Truth)?;
        let mut stronghold_deck = deck(&decks.stronghold, &c.strongholds, DeckName::Stronghold)?;
        let mut slots = [None; SLOTS];
        for slot in &mut slots {
            *slot = stronghold_deck.pop_front(); // SH-3.2; no slap window (SH-5.8)
        }
        let n = options.players;
        // SH-3.3 / SH-B23: Growth draws, then Truth draws, each in seat order starting from the first player.
        let order: Vec<u8> = (0..n).map(|i| (first_player + i) % n).collect();
        let mut queue: VecDeque<Step> = order
            .iter()
            .map(|&seat| Step::DrawGrowth { seat, count: 3 })
            .collect();
        for &seat in &order {
            queue.push_back(Step::DrawTruth {
                seat,
                fallback: false,
            });
            queue.push_back(Step::DrawTruth {
                seat,
                fallback: false,
            });
        }
        queue.push_back(Step::StartTurn);
        let mut state = State {
            players: vec![Player::default(); usize::from(n)],
            options,
            rng,
            first_player,
            round: 1,
            turn: 0,
            active: first_player,
            growth_deck,
            growth_discard: Vec::new(),
            truth_deck,
            stronghold_deck,
            slots,
            phase: Phase::Main,
            queue,
            stats: Stats::default(),
            truth_bottom: VecDeque::new(),
            bot_secret: seed,
        };
        let mut events = Vec::new();
        state.run_queue(&mut events);
        Ok((state, events))
    }

    /// Takes the top card of the Truth deck; a card that was put at the bottom during play loses its mark.
    pub(crate) fn draw_truth_card(&mut self) -> Option<CardId> {
        let card = self.truth_deck.pop_front()?;
        if self.truth_bottom.len() > self.truth_deck.len() {
            self.truth_bottom.pop_front();
        }
        Some(card)
    }

    /// Puts `card` at the bottom of the Truth deck, known as `mark` says (`None`: face up for everyone, SH-2.5;
    /// `Some(seat)`: that seat's own return, SH-2.6).
    pub(crate) fn truth_to_bottom(&mut self, card: CardId, mark: Option<u8>) {
        self.truth_deck.push_back(card);
        self.truth_bottom.push_back(mark);
    }

    /// The cards at the bottom of the Truth deck that were put there during play, top to bottom, as `viewer`
    /// knows them (`None` for the referee, who knows them all): a card played face up is known to everyone
    /// (SH-2.5), a card returned under the limit to its returner only (SH-2.6); `None` where unknown.
    pub fn truth_bottom_seen(&self, viewer: Option<u8>) -> Vec<Option<CardId>> {
        let tail = self.truth_deck.len() - self.truth_bottom.len();
        self.truth_deck
            .iter()
            .skip(tail)
            .zip(&self.truth_bottom)
            .map(|(&card, &mark)| match (viewer, mark) {
                (None, _) | (_, None) => Some(card),
                (Some(v), Some(by)) => (v == by).then_some(card),
            })
            .collect()
    }

    /// The kind of the current round (SH-5.1).
    pub fn round_kind(&self) -> RoundKind {
        RoundKind::of(self.round)
    }

    /// Whether the Truth limit of 4 applies (SH-2.6, SH-B5).
    pub fn truth_limit_applies(&self) -> bool {
        self.options.players >= 5 || self.options.truth_limit_all
    }

    /// The player at `seat`.
    pub fn player(&self, seat: u8) -> &Player {
        &self.players[usize::from(seat)]
    }

    /// Every card's location check: each of the 123 cards is in exactly one place. Returns the problem, if any.
    pub fn check_cards(&self) -> Result<(), String> {
        let mut seen = vec![0u8; content().cards.len()];
        let mut mark = |id: CardId| seen[usize::from(id.0)] += 1;
        self.growth_deck
            .iter()
            .chain(&self.growth_discard)
            .chain(&self.truth_deck)
            .for_each(|&c| mark(c));
        self.stronghold_deck
            .iter()
            .chain(self.slots.iter().flatten())
            .for_each(|&c| mark(c));
        for p in &self.players {
            p.holding
                .iter()
                .chain(&p.truths)
                .chain(&p.taken)
                .for_each(|&c| mark(c));
            for t in &p.tasks {
                mark(t.card);
                if let Some(perm) = t.done {
                    mark(perm.card);
                }
            }
        }
        if let Phase::SecondTrial { trial, .. } = self.phase {
            mark(trial);
        }
        if self.truth_bottom.len() > self.truth_deck.len() {
            return Err(format!(
                "{} known Truth cards at the bottom of a deck of {}",
                self.truth_bottom.len(),
                self.truth_deck.len()
            ));
        }
        match seen.iter().position(|&n| n != 1) {
            Some(i) => Err(format!("card {} is in {} places", CardId(i as u8), seen[i])),
            None => Ok(()),
        }
    }
}
