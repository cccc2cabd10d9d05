//! What one seat knows (SH-B24), as the only input of its bots and hints, and the determinisation
//! that turns it back into a playable [`State`].
//!
//! An [`Observation`] has no field for another seat's Truth cards, for any deck order or for the game's seed
//! (the seed fixes every deal, so it is hidden too): a bot that would read them does not compile. It holds
//! the seat's own Truth cards, the public table (Growth holdings, Trials and Assignments with their
//! permanents, taken Strongholds, the Growth discard, the face-up Strongholds, deck sizes, the other seats'
//! Truth counts) and the turn's bookkeeping (round, turn, active seat, the awaited decision and the automatic
//! steps still due, all public). [`Observation::determinise`] deals everything unseen at random from the cards
//! it could be: the other hands keep their counts and every deck its size, and the future shuffles get a fresh
//! stream. It is serde data: a table server sends each seat its own.

use super::content::{content, CardId};
use super::state::{Options, Phase, Player, State, Stats, Step, Task, SLOTS};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// One seat at the table as another seat sees it: everything public, and of the Truth hand only its size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenSeat {
    /// The Growth holding (public, SH-B24).
    pub holding: Vec<CardId>,
    /// How many Truth cards the seat holds.
    pub truth_count: u8,
    /// Trials and Assignments in front, with their permanents.
    pub tasks: Vec<Task>,
    /// Strongholds taken.
    pub taken: Vec<CardId>,
}

/// A card put at the bottom of the Truth deck during play, as one seat knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BottomTruth {
    /// The card, when the seat knows it: every played Truth card (SH-2.5, face up), and its own returns
    /// (SH-2.6).
    pub card: Option<CardId>,
    /// The seat that returned it under the Truth limit (SH-2.6); `None` for a played card (SH-2.5).
    pub returned_by: Option<u8>,
}

/// What `seat` knows of the game: built from the state by [`Observation::of`], which copies only what the
/// seat may see.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: u8,
    /// The variants (public).
    pub options: Options,
    /// The seat that plays first each round.
    pub first_player: u8,
    /// The round.
    pub round: u32,
    /// Turns started so far.
    pub turn: u32,
    /// The active seat.
    pub active: u8,
    /// The observing seat's own Truth cards.
    pub own_truths: Vec<CardId>,
    /// Every seat, the observer's included (its `truth_count` is `own_truths.len()`).
    pub seats: Vec<SeenSeat>,
    /// The face-up Strongholds by slot.
    pub slots: [Option<CardId>; SLOTS],
    /// The Growth discard pile (public), oldest first.
    pub growth_discard: Vec<CardId>,
    /// Cards in the Growth deck.
    pub growth_deck: usize,
    /// Cards in the Truth deck.
    pub truth_deck: usize,
    /// The last cards of the Truth deck, top to bottom: those put there during play (SH-2.5, SH-2.6), each
    /// known or not to this seat. Every re-deal keeps the known ones there, in this order.
    pub truth_bottom: Vec<BottomTruth>,
    /// Cards in the Stronghold deck.
    pub stronghold_deck: usize,
    /// The decision awaited (a second Trial is face up; an outcome is public).
    pub phase: Phase,
    /// The automatic steps still due (seats and counts only).
    pub queue: VecDeque<Step>,
    /// The table's counters.
    pub stats: Stats,
}

impl Observation {
    /// What `seat` knows of `state`.
    pub fn of(state: &State, seat: u8) -> Observation {
        Observation {
            seat,
            options: state.options.clone(),
            first_player: state.first_player,
            round: state.round,
            turn: state.turn,
            active: state.active,
            own_truths: state.player(seat).truths.clone(),
            seats: state
                .players
                .iter()
                .map(|p| SeenSeat {
                    holding: p.holding.clone(),
                    truth_count: p.truths.len() as u8,
                    tasks: p.tasks.clone(),
                    taken: p.taken.clone(),
                })
                .collect(),
            slots: state.slots,
            growth_discard: state.growth_discard.clone(),
            growth_deck: state.growth_deck.len(),
            truth_deck: state.truth_deck.len(),
            truth_bottom: state
                .truth_bottom_seen(Some(seat))
                .into_iter()
                .zip(&state.truth_bottom)
                .map(|(card, &returned_by)| BottomTruth { card, returned_by })
                .collect(),
            stronghold_deck: state.stronghold_deck.len(),
            phase: state.phase.clone(),
            queue: state.queue.clone(),
            stats: state.stats,
        }
    }

    /// A full state consistent with this observation: the observer's own cards and everything public as they
    /// are; the Truth cards it cannot see dealt at random among the other hands (each keeping its count) and the
    /// Truth deck (the known cards at its bottom stay there, in order); the unseen Growth and Stronghold cards shuffled into their decks; a fresh random stream for
    /// future shuffles. `Observation::of(&determinise(..), seat) == self`.
    pub fn determinise(&self, rng: &mut GameRng) -> State {
        let c = content();
        let mut seen = vec![false; c.cards.len()];
        let mut mark = |id: CardId| seen[usize::from(id.0)] = true;
        self.own_truths.iter().for_each(|&t| mark(t));
        self.truth_bottom
            .iter()
            .filter_map(|b| b.card)
            .for_each(&mut mark);
        self.growth_discard.iter().for_each(|&g| mark(g));
        self.slots.iter().flatten().for_each(|&s| mark(s));
        for s in &self.seats {
            s.holding.iter().chain(&s.taken).for_each(|&g| mark(g));
            for t in &s.tasks {
                mark(t.card);
                if let Some(p) = t.done {
                    mark(p.card);
                }
            }
        }
        if let Phase::SecondTrial { trial, .. } = self.phase {
            mark(trial);
        }
        let unseen = |deck: &[CardId]| -> Vec<CardId> {
            deck.iter()
                .copied()
                .filter(|id| !seen[usize::from(id.0)])
                .collect()
        };
        let mut truths = unseen(&c.truth);
        let mut growth = unseen(&c.growth);
        let mut strongholds = unseen(&c.strongholds);
        rng.shuffle(&mut truths);
        rng.shuffle(&mut growth);
        rng.shuffle(&mut strongholds);
        debug_assert_eq!(growth.len(), self.growth_deck, "unseen Growth = the deck");
        debug_assert_eq!(strongholds.len(), self.stronghold_deck);
        let mut truths = truths.into_iter();
        let players = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| Player {
                holding: s.holding.clone(),
                truths: if i == usize::from(self.seat) {
                    self.own_truths.clone()
                } else {
                    truths.by_ref().take(usize::from(s.truth_count)).collect()
                },
                tasks: s.tasks.clone(),
                taken: s.taken.clone(),
            })
            .collect();
        State {
            options: self.options.clone(),
            rng: GameRng::from_key(rng.next_u64()),
            first_player: self.first_player,
            round: self.round,
            turn: self.turn,
            active: self.active,
            growth_deck: growth.into_iter().collect(),
            growth_discard: self.growth_discard.clone(),
            truth_deck: {
                let top = self.truth_deck - self.truth_bottom.len();
                let mut deck: VecDeque<CardId> = truths.by_ref().take(top).collect();
                for b in &self.truth_bottom {
                    deck.extend(b.card.or_else(|| truths.next()));
                }
                deck
            },
            stronghold_deck: strongholds.into_iter().collect(),
            slots: self.slots,
            players,
            phase: self.phase.clone(),
            queue: self.queue.clone(),
            stats: self.stats,
            truth_bottom: self.truth_bottom.iter().map(|b| b.returned_by).collect(),
            bot_secret: 0,
        }
    }
}

/// The key of the random stream a bot or a hint of `seat` gets for its decision after `actions` actions of a game
/// whose referee keeps `secret` ([`State::bot_secret`]): computed by the referee, never by the bot. It is
/// one-way: the first 64-bit word of a ChaCha8 stream keyed by the secret, on a stream number that mixes the
/// seat and the action count with SplitMix64's finaliser, so the secret cannot be read back from keys short of
/// trying every secret (2^64 of them for a fresh one; a game saved before the secret was kept has its deal
/// number as its secret). The same game, seat and moment always give the same key, so a game with bots replays
/// from its save and a resumed game makes the same next move.
pub fn decision_key(secret: u64, seat: u8, actions: u64) -> u64 {
    use rand::{RngCore, SeedableRng};
    let mut z = actions
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(u64::from(seat) << 56 | 0x5eed);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^= z >> 31;
    let mut chacha = rand_chacha::ChaCha8Rng::seed_from_u64(secret);
    chacha.set_stream(z);
    chacha.next_u64()
}

/// The random stream of that decision: [`decision_key`] as an opaque [`GameRng`] (it shows no key and names no
/// deal number, [`GameRng::from_key`]).
pub fn decision_rng(secret: u64, seat: u8, actions: u64) -> GameRng {
    GameRng::from_key(decision_key(secret, seat, actions))
}

impl State {
    /// The stream of the decision of `seat` after `actions` actions, keyed by this game's bot secret: what the
    /// referee hands a bot or a hint beside the seat's [`Observation`].
    pub fn decision_rng(&self, seat: u8, actions: u64) -> GameRng {
        decision_rng(self.bot_secret, seat, actions)
    }
}
