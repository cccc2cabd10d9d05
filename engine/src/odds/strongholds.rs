//! Strongholds' chance: for one seat, to finish first (SH-9: among the winners, a shared first place
//! counted), against the other seats' bots at their levels.
//!
//! A world is [`Observation::determinise`] of the seat's own observation (other seats' Truth cards and every
//! deck dealt afresh; SH-2.4, SH-B24). In a playout the seat itself and every person play the greedy bot; a
//! Gentle bot misses as Gentle does ([`crate::strongholds::levels::GENTLE_MISS_PERCENT`] of its decisions); a
//! Wise bot plays as Steady, the greedy bot: a Wise decision is itself a search of 1,200 playouts, far beyond the budget of one playout, so
//! the chance is an approximation that reads a Wise table as a little weaker than it is. A playout, like
//! Wise's own, runs at most 40 rounds past the current one and is then scored as it stands.

use super::best::{best_move_seen, BestMove};
use super::budget::Budget;
use super::chance::Chance;
use super::error::OddsError;
use super::estimate::{estimate_seen, Tally};
use super::playout::{Outcome, Playout, Seen};
use crate::game::Seat;
use crate::rng::GameRng;
use crate::strongholds::bots::{greedy, greedy_slap};
use crate::strongholds::levels::{
    cap_playout, gentle, greedy_for, own_actions, GENTLE_MISS_PERCENT,
};
use crate::strongholds::{Action, Level, Observation, Phase, State};
use serde::Serialize;

/// The mark of a first place not shared.
const ALONE: u8 = 1;

/// The playout level of each seat.
fn level(levels: &[Level], seat: u8) -> Level {
    levels.get(usize::from(seat)).copied().unwrap_or_default()
}

/// The next move of a playout: the greedy bot's, except where a Gentle bot other than `me` decides.
fn playout_move(state: &State, me: u8, levels: &[Level], rng: &mut GameRng) -> Option<Action> {
    let gentle_seat = |s: u8| s != me && level(levels, s) == Level::Gentle;
    match state.phase {
        Phase::Finished(_) => None,
        Phase::SlapWindow { .. } => {
            let n = state.options.players;
            for s in (1..n).map(|i| (state.active + i) % n) {
                if let Some(slap) = greedy_slap(state, s) {
                    if !(gentle_seat(s) && rng.below(100) < GENTLE_MISS_PERCENT) {
                        return Some(slap);
                    }
                }
            }
            Some(Action::CloseSlapWindow)
        }
        _ => {
            let decider = match state.phase {
                Phase::SecondTrial { seat, .. } => seat,
                _ => state.active,
            };
            let sure = greedy(state)?;
            if gentle_seat(decider) {
                Some(gentle(
                    state,
                    decider,
                    sure,
                    own_actions(state, decider),
                    rng,
                ))
            } else {
                Some(sure)
            }
        }
    }
}

impl Seen for Observation {
    type Game = State;

    fn seat(&self) -> Seat {
        self.seat
    }

    fn world(&self, rng: &mut GameRng) -> State {
        self.determinise(rng)
    }
}

impl Playout for State {
    type Policy = [Level];
    type Seen = Observation;

    fn seen(&self, seat: Seat) -> Observation {
        Observation::of(self, seat)
    }

    fn play_out(mut self, seat: Seat, levels: &[Level], rng: &mut GameRng) -> Outcome {
        cap_playout(&mut self);
        let mut actions = 0;
        while let Some(action) = playout_move(&self, seat, levels, rng) {
            actions += 1;
            debug_assert!(actions < crate::game::ENDLESS, "a playout that never ends");
            if self.apply(&action).is_err() {
                break;
            }
        }
        match &self.phase {
            Phase::Finished(outcome) if outcome.winners.contains(&seat) => Outcome {
                won: true,
                marks: if outcome.winners.len() == 1 { ALONE } else { 0 },
            },
            _ => Outcome::default(),
        }
    }

    fn moves(&self, seat: Seat) -> Vec<Action> {
        own_actions(self, seat)
    }

    fn greedy_move(&self, seat: Seat) -> Option<Action> {
        if own_actions(self, seat).is_empty() {
            return None;
        }
        greedy_for(self, seat)
    }
}

/// A Strongholds estimate for one seat.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct StrongholdsOdds {
    /// The seat.
    pub seat: u8,
    /// The chance to finish first (a shared first place counted).
    pub first: Chance,
    /// The chance to finish first alone.
    pub first_alone: Chance,
}

/// Checks the seat and the levels against the table.
fn check(state: &State, seat: u8, levels: &[Level]) -> Result<(), OddsError> {
    let seats = state.options.players;
    if seat >= seats {
        return Err(OddsError::NoSuchSeat {
            seat,
            last: seats - 1,
        });
    }
    check_seen(&Observation::of(state, seat), levels)
}

/// Checks the levels against the table the observation sees, and that the game goes on.
fn check_seen(obs: &Observation, levels: &[Level]) -> Result<(), OddsError> {
    let seats = obs.options.players;
    if levels.len() != usize::from(seats) {
        return Err(OddsError::Levels {
            given: levels.len(),
            seats,
        });
    }
    if matches!(obs.phase, Phase::Finished(_)) {
        return Err(OddsError::Over);
    }
    Ok(())
}

/// The chance of `seat` to finish first from its own observation: [`strongholds_seen`] of
/// `Observation::of(state, seat)`, after checking that the seat is at the table.
pub fn strongholds(
    state: &State,
    seat: u8,
    levels: &[Level],
    key: u64,
    budget: Budget<'_>,
) -> Result<StrongholdsOdds, OddsError> {
    check(state, seat, levels)?;
    strongholds_seen(&Observation::of(state, seat), levels, key, budget)
}

/// The chance of `obs.seat` to finish first from its observation, with up to `budget` playouts keyed by `key`
/// ([`super::view_key`] of the seat's view, or a decision key). `levels` holds every seat's playout level: a
/// bot's own level, [`Level::Steady`] for a person (people are played as the greedy bot); the seat's own entry
/// is not read, as the seat is played as the greedy bot.
pub fn strongholds_seen(
    obs: &Observation,
    levels: &[Level],
    key: u64,
    budget: Budget<'_>,
) -> Result<StrongholdsOdds, OddsError> {
    check_seen(obs, levels)?;
    let tally = estimate_seen(obs, levels, key, budget);
    strongholds_of(obs, levels, &tally)
}

/// The chance of `obs.seat` from playouts already played: [`strongholds_seen`]'s answer once `tally` holds
/// its playouts ([`super::estimate_more_seen`] of the observation with `levels`, a step at a time).
pub fn strongholds_of(
    obs: &Observation,
    levels: &[Level],
    tally: &Tally,
) -> Result<StrongholdsOdds, OddsError> {
    check_seen(obs, levels)?;
    Ok(StrongholdsOdds {
        seat: obs.seat,
        first: tally.win(),
        first_alone: tally.mark(0),
    })
}

/// The move of `seat` with the best chance to finish first, every move of its own in the same worlds;
/// `Ok(None)` when the decision is not the seat's.
pub fn strongholds_best(
    state: &State,
    seat: u8,
    levels: &[Level],
    key: u64,
    budget: Budget<'_>,
) -> Result<Option<BestMove<Action>>, OddsError> {
    check(state, seat, levels)?;
    strongholds_best_seen(&Observation::of(state, seat), levels, key, budget)
}

/// [`strongholds_best`] from the seat's observation.
pub fn strongholds_best_seen(
    obs: &Observation,
    levels: &[Level],
    key: u64,
    budget: Budget<'_>,
) -> Result<Option<BestMove<Action>>, OddsError> {
    check_seen(obs, levels)?;
    Ok(best_move_seen(obs, levels, key, budget))
}
