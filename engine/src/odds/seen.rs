//! [`Seen`]: what one seat knows of a game, as the input of an estimate or a Learning hint. It holds no game
//! state, so a worker handed one cannot read a hidden card: Armor of God's and PIP Armor's [`crate::Game::View`],
//! Strongholds' [`crate::strongholds::Observation`].

use super::playout::Playout;
use crate::game::Seat;
use crate::rng::GameRng;

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
