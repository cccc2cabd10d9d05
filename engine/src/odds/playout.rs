//! [`Playout`]: what each game brings to the estimator: a world dealt from one seat's view, a game played
//! out in it with the playout policy, the seat's own moves and its greedy move. And [`Seen`], its other half:
//! what one seat knows of a game, as the input of an estimate or a Learning hint. A `Seen` holds no game state,
//! so a worker handed one cannot read a hidden card: Armor of God's and PIP Armor's [`crate::Game::View`],
//! Strongholds' [`crate::strongholds::Observation`]. Each names the other, so they live together.

use crate::game::{Game, Seat};
use crate::rng::GameRng;

/// How one playout ended for the seat whose chance is estimated: whether it won (finished first, in
/// Strongholds) and the game's own marks, one bit each (the next Defense Check passed; a Victory Rating; a
/// Whole Armor Victory), named by each game's report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Outcome {
    /// The seat won.
    pub won: bool,
    /// The game's own marks, bit `i` for mark `i` (at most [`MARKS`]).
    pub marks: u8,
}

/// How many marks an [`Outcome`] can carry.
pub const MARKS: usize = 8;

/// A game the estimator can play out from one seat's view.
pub trait Playout: Game {
    /// What the playout policy needs beyond the state: nothing in the solo games; each seat's bot level in
    /// Strongholds.
    type Policy: ?Sized;
    /// What one seat knows: the input of an estimate that holds no state ([`Seen`]).
    type Seen: Seen<Game = Self>;

    /// What `seat` knows of this state.
    fn seen(&self, seat: Seat) -> Self::Seen;

    /// A state consistent with everything `seat` sees, in which everything it cannot see is dealt from `rng`
    /// (the same for any two states that differ only in what `seat` cannot see): the world of what it knows.
    fn world(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.seen(seat).world(rng)
    }

    /// Plays this world to its end with the playout policy (randomness from `rng`) and says how it ended for
    /// `seat`.
    fn play_out(self, seat: Seat, policy: &Self::Policy, rng: &mut GameRng) -> Outcome;

    /// The moves `seat` may make now; empty when the decision is not its own. By default every legal move (a
    /// solo game has one seat).
    fn moves(&self, _seat: Seat) -> Vec<Self::Action> {
        self.legal_actions()
    }

    /// The move the greedy bot (the game's Hint) would make for `seat` now, from `seat`'s view only.
    fn greedy_move(&self, seat: Seat) -> Option<Self::Action>;
}

/// What one seat knows of a game, with no field for what it cannot see, and the worlds it could be.
pub trait Seen {
    /// The game it is a view of.
    type Game: Playout;

    /// The seat it is the view of.
    fn seat(&self) -> Seat;

    /// A full state consistent with everything this seat knows, everything it does not know dealt from `rng`
    /// (the hidden cards in sorted order, then shuffled, so that the answer depends on the view and `rng`
    /// only); its future shuffles an opaque stream drawn from `rng`.
    fn world(&self, rng: &mut GameRng) -> Self::Game;

    /// A world to ask about the seat's own moves and its greedy move, which read nothing hidden.
    fn stand_in(&self) -> Self::Game {
        self.world(&mut GameRng::from_key(0))
    }
}
