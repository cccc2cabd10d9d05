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
//! stream.

use super::content::{content, CardId};
use super::state::{Options, Phase, Player, State, Stats, Step, Task, SLOTS};
use crate::rng::GameRng;
use std::collections::VecDeque;

/// One seat at the table as another seat sees it: everything public, and of the Truth hand only its size.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// What `seat` knows of the game: built from the state by [`Observation::of`], which copies only what the
/// seat may see.
#[derive(Debug, Clone, PartialEq, Eq)]
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
            stronghold_deck: state.stronghold_deck.len(),
            phase: state.phase.clone(),
            queue: state.queue.clone(),
            stats: state.stats,
        }
    }

    /// A full state consistent with this observation: the observer's own cards and everything public as they
    /// are; the Truth cards it cannot see dealt at random among the other hands (each keeping its count) and the
    /// Truth deck; the unseen Growth and Stronghold cards shuffled into their decks; a fresh random stream for
    /// future shuffles. `Observation::of(&determinise(..), seat) == self`.
    pub fn determinise(&self, rng: &mut GameRng) -> State {
        let c = content();
        let mut seen = vec![false; c.cards.len()];
        let mut mark = |id: CardId| seen[usize::from(id.0)] = true;
        self.own_truths.iter().for_each(|&t| mark(t));
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
            rng: GameRng::new(rng.next_u64()),
            first_player: self.first_player,
            round: self.round,
            turn: self.turn,
            active: self.active,
            growth_deck: growth.into_iter().collect(),
            growth_discard: self.growth_discard.clone(),
            truth_deck: truths.collect(),
            stronghold_deck: strongholds.into_iter().collect(),
            slots: self.slots,
            players,
            phase: self.phase.clone(),
            queue: self.queue.clone(),
            stats: self.stats,
        }
    }
}

/// The key of the random stream a bot or a hint of `seat` gets for its decision after `actions` actions of the
/// game dealt from `seed`: computed by the caller (who holds the seed), never by the bot. It is one-way: the
/// 64-bit word of a ChaCha8 stream keyed by the seed, on a stream number that mixes the seat and the action count
/// with SplitMix64's finaliser; the seed cannot be read back from it short of trying every seed. The same game,
/// seat and moment always give the same key, so a game with bots replays from its save and a resumed game makes
/// the same next move.
pub fn decision_key(seed: u64, seat: u8, actions: u64) -> u64 {
    use rand::{RngCore, SeedableRng};
    let mut z = actions
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(u64::from(seat) << 56 | 0x5eed);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^= z >> 31;
    let mut chacha = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    chacha.set_stream(z);
    chacha.next_u64()
}

/// The random stream of that decision: [`decision_key`] as a [`GameRng`].
pub fn decision_rng(seed: u64, seat: u8, actions: u64) -> GameRng {
    GameRng::new(decision_key(seed, seat, actions))
}
