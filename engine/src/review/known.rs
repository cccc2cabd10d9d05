//! [`Reviewable`]: what a seat knew at each step, for each game; [`moments`]: the seat's decisions of a game.

use crate::armor_of_god as aog;
use crate::game::Seat;
use crate::odds::{Chance, Outcome, Playout, Seen, Tally};
use crate::pip_armor as pip;
use crate::strongholds as sh;
use serde::Serialize;

/// A game whose finished games can be reviewed: what a seat knew at a step, and which of the game's marks the
/// review charts beside the chance to win.
pub trait Reviewable: Playout {
    /// What the seat knew: the input of every measure of a decision.
    type Known: Seen<Game = Self> + Clone + Serialize;
    /// What a decision is measured by: the win (Armor of God, a Strongholds seat's first place), or PIP
    /// Armor's Unshaken (PIP-8.1; the careful player nearly always wins, as the grade measures it too).
    const GOAL: Goal;
    /// What is charted beside it: Armor of God's next Defense Check passed, PIP Armor's victory, a Strongholds
    /// seat's first place alone.
    const ALSO: Goal;
    /// The names of the goal and of what is beside it, in the runner's JSON.
    const NAMES: (&'static str, &'static str);

    /// What `seat` knew in this state.
    fn known(&self, seat: Seat) -> Self::Known;
}

impl Reviewable for aog::State {
    type Known = aog::View;
    const GOAL: Goal = Goal::Win;
    const ALSO: Goal = Goal::Mark(0);
    const NAMES: (&'static str, &'static str) = ("win", "pass_next_check");

    /// The player's view: the deck is all they cannot see (AOG-B22).
    fn known(&self, _seat: Seat) -> aog::View {
        self.view()
    }
}

impl Reviewable for pip::State {
    type Known = pip::Memory;
    /// Unshaken, the highest Victory Rating (PIP-8.1): the odds' mark 3.
    const GOAL: Goal = Goal::Mark(3);
    const ALSO: Goal = Goal::Win;
    const NAMES: (&'static str, &'static str) = ("unshaken", "win");

    /// The view and the cards the player set aside (PIP-4.2): they saw them go.
    fn known(&self, _seat: Seat) -> pip::Memory {
        self.memory()
    }
}

impl Reviewable for sh::State {
    type Known = sh::Observation;
    const GOAL: Goal = Goal::Win;
    const ALSO: Goal = Goal::Mark(0);
    const NAMES: (&'static str, &'static str) = ("first", "first_alone");

    /// The seat's own observation (SH-2.4: others' Truth cards and the decks unseen).
    fn known(&self, seat: Seat) -> sh::Observation {
        sh::Observation::of(self, seat)
    }
}

/// What a review counts in a playout: the win, or one of the game's marks ([`Outcome::marks`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The seat won.
    Win,
    /// The game's mark `i`.
    Mark(usize),
}

impl Goal {
    /// Whether a playout reached it.
    pub fn hit(self, outcome: Outcome) -> bool {
        match self {
            Goal::Win => outcome.won,
            Goal::Mark(i) => outcome.marks >> i & 1 == 1,
        }
    }

    /// Its chance in a tally.
    pub fn chance(self, tally: &Tally) -> Chance {
        match self {
            Goal::Win => tally.win(),
            Goal::Mark(i) => tally.mark(i),
        }
    }
}

/// One decision of the seat: what it knew, what it played, and where in the game.
#[derive(Debug, Clone, PartialEq)]
pub struct Moment<K, A> {
    /// The action's number in the game, from 0.
    pub index: usize,
    /// What the seat knew before it.
    pub known: K,
    /// The move it made.
    pub played: A,
}

/// Replays `actions` from `start` and keeps each decision of `seat`: an action that is the seat's own move
/// where it had a choice (two moves or more, or a move the list does not name, as a Strongholds payment of
/// its own). Also returns the last state. Fails on the first action the rules refuse, with its number.
#[allow(clippy::type_complexity)]
pub fn moments<G: Reviewable>(
    start: &G,
    actions: &[G::Action],
    seat: Seat,
) -> Result<(Vec<Moment<G::Known, G::Action>>, G), (usize, G::Error)> {
    let mut state = start.clone();
    let mut out = Vec::new();
    for (index, action) in actions.iter().enumerate() {
        let moves = state.moves(seat);
        let listed = moves.contains(action);
        let own = listed || state.to_move() == [seat] && !moves.is_empty();
        if own && (moves.len() > 1 || !listed) {
            out.push(Moment {
                index,
                known: state.known(seat),
                played: action.clone(),
            });
        }
        state.apply(action).map_err(|e| (index, e))?;
    }
    Ok((out, state))
}
