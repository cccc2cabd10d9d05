//! Armor of God's chance: to win (AOG-10.1) and to pass the next Defense Check (AOG-9.4), with the greedy bot
//! ([`crate::armor_of_god::bots::greedy_action`]) playing every re-dealt world out. The deck is all the
//! player cannot see (AOG-B22: the discard pile is face up), so a world re-deals the deck.

use super::best::best_move_seen;
use super::best::BestMove;
use super::budget::Budget;
use super::chance::Chance;
use super::error::OddsError;
use super::estimate::{estimate_seen, Tally};
use super::playout::{Outcome, Playout, Seen};
use crate::armor_of_god::bots::play_out;
use crate::armor_of_god::{hint, Action, NextCheck, State, Status, View};
use crate::game::Seat;
use crate::rng::GameRng;
use serde::Serialize;

/// The mark of a playout that passed the Defense Check closing the round it started in.
const PASSED_CHECK: u8 = 1;

impl Seen for View {
    type Game = State;

    fn seat(&self) -> Seat {
        0
    }

    fn world(&self, rng: &mut GameRng) -> State {
        View::world(self, rng)
    }
}

impl Playout for State {
    type Policy = ();
    type Seen = View;

    fn seen(&self, _seat: Seat) -> View {
        self.view()
    }

    fn play_out(mut self, _seat: Seat, _policy: &(), _rng: &mut GameRng) -> Outcome {
        let round = self.round();
        play_out(&mut self);
        let status = self.status();
        let failed_now = matches!(status, Status::Lost { round: r, .. } if r == round);
        Outcome {
            won: status == Status::Won,
            marks: if failed_now { 0 } else { PASSED_CHECK },
        }
    }

    fn greedy_move(&self, _seat: Seat) -> Option<Action> {
        hint(&self.table()).map(|h| h.action)
    }
}

/// An Armor of God estimate.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ArmorOfGodOdds {
    /// The chance to win: all six pieces claimed (AOG-10.1).
    pub win: Chance,
    /// The next Defense Check (AOG-9.4) and the chance to pass it.
    pub next_check: NextCheck,
    /// The chance to pass it (a game won before it passes it).
    pub pass_next_check: Chance,
}

/// The chance of `state` from the player's view, with up to `budget` playouts keyed by `key`
/// ([`super::position_key`]): [`armor_of_god_seen`] of `state.view()`.
pub fn armor_of_god(
    state: &State,
    key: u64,
    budget: Budget<'_>,
) -> Result<ArmorOfGodOdds, OddsError> {
    armor_of_god_seen(&state.view(), key, budget)
}

/// The chance of the game the player sees in `view`, with up to `budget` playouts keyed by `key`
/// ([`super::view_key`] of the view).
pub fn armor_of_god_seen(
    view: &View,
    key: u64,
    budget: Budget<'_>,
) -> Result<ArmorOfGodOdds, OddsError> {
    view.next_check.ok_or(OddsError::Over)?;
    let tally = estimate_seen(view, &(), key, budget);
    armor_of_god_of(view, &tally)
}

/// The estimate of the game the player sees in `view` from playouts already played: [`armor_of_god_seen`]'s
/// answer once `tally` holds its playouts ([`super::estimate_more_seen`] of the view, a step at a time).
pub fn armor_of_god_of(view: &View, tally: &Tally) -> Result<ArmorOfGodOdds, OddsError> {
    let next_check = view.next_check.ok_or(OddsError::Over)?;
    Ok(ArmorOfGodOdds {
        win: tally.win(),
        next_check,
        pass_next_check: tally.mark(0),
    })
}

/// The Learning hint: the move with the best chance to win, each move in the same `budget.playouts`
/// worlds.
pub fn armor_of_god_best(
    state: &State,
    key: u64,
    budget: Budget<'_>,
) -> Result<BestMove<Action>, OddsError> {
    armor_of_god_best_seen(&state.view(), key, budget)
}

/// [`armor_of_god_best`] from the player's view.
pub fn armor_of_god_best_seen(
    view: &View,
    key: u64,
    budget: Budget<'_>,
) -> Result<BestMove<Action>, OddsError> {
    best_move_seen(view, &(), key, budget).ok_or(OddsError::Over)
}
