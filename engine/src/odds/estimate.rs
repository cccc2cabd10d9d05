//! [`estimate`]: the chance of a position from one seat's view, by playouts in re-dealt worlds.

use super::budget::{playout_rng, Budget};
use super::chance::Chance;
use super::playout::{Outcome, Playout, Seen, MARKS};
use crate::game::Seat;

/// What the playouts of one estimate came to: wins and each mark, over `playouts`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    /// Playouts played.
    pub playouts: u32,
    /// Playouts the seat won.
    pub wins: u32,
    /// Playouts with each of the game's marks.
    pub marks: [u32; MARKS],
}

impl Tally {
    /// Counts one playout.
    pub fn add(&mut self, outcome: Outcome) {
        self.playouts += 1;
        self.wins += u32::from(outcome.won);
        for (i, m) in self.marks.iter_mut().enumerate() {
            *m += u32::from(outcome.marks >> i & 1);
        }
    }

    /// The chance to win.
    pub fn win(&self) -> Chance {
        Chance {
            hits: self.wins,
            playouts: self.playouts,
        }
    }

    /// The chance of mark `i`.
    pub fn mark(&self, i: usize) -> Chance {
        Chance {
            hits: self.marks[i],
            playouts: self.playouts,
        }
    }
}

/// Plays up to `budget` playouts of `state` from `seat`'s view: [`estimate_seen`] of what `seat` knows
/// ([`Playout::seen`]). Two states that differ only in hidden cards give the same tally for the same key.
pub fn estimate<G: Playout>(
    state: &G,
    seat: Seat,
    policy: &G::Policy,
    key: u64,
    budget: Budget<'_>,
) -> Tally {
    estimate_seen(&state.seen(seat), policy, key, budget)
}

/// Plays up to `budget` playouts from what one seat knows: playout `i` deals a world from `playout_rng(key, i)`
/// ([`Seen::world`]) and plays it out. Stopping early keeps the playouts already played (the first ones, so the
/// answer is a prefix of the full one).
pub fn estimate_seen<K: Seen>(
    seen: &K,
    policy: &<K::Game as Playout>::Policy,
    key: u64,
    budget: Budget<'_>,
) -> Tally {
    let mut tally = Tally::default();
    estimate_more_seen(seen, policy, key, &mut tally, budget);
    tally
}

/// Adds up to `budget` more playouts to `tally`, numbered on from `tally.playouts`: a caller may refine an
/// estimate step by step (show it after each step, stop when it is no longer wanted), and after `n` playouts in
/// all the tally is exactly [`estimate`]'s with `n`.
pub fn estimate_more<G: Playout>(
    state: &G,
    seat: Seat,
    policy: &G::Policy,
    key: u64,
    tally: &mut Tally,
    budget: Budget<'_>,
) {
    estimate_more_seen(&state.seen(seat), policy, key, tally, budget);
}

/// [`estimate_more`] from what one seat knows.
pub fn estimate_more_seen<K: Seen>(
    seen: &K,
    policy: &<K::Game as Playout>::Policy,
    key: u64,
    tally: &mut Tally,
    budget: Budget<'_>,
) {
    let seat = seen.seat();
    let first = tally.playouts;
    for chunk in budget.chunks() {
        for i in chunk {
            let mut rng = playout_rng(key, first + i);
            let world = seen.world(&mut rng);
            tally.add(world.play_out(seat, policy, &mut rng));
        }
    }
}
