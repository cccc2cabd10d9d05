//! PIP Armor's chance: of a victory (PIP-7.1), of each Victory Rating (PIP-8.1) and of a Whole Armor Victory
//! (PIP-8.2), with the greedy bot ([`crate::pip_armor::bots::GreedyBot`]) playing every re-dealt world out.
//!
//! Only what is on the screen now counts, as for the Hint: a world re-deals every face-down place together
//! (the Prepare deck below the revealed pair, the three face-down piles, the Response and Threat decks), so
//! the cards the player set aside are not remembered (PIP-4.3: remembering them is the game). In a world the
//! greedy bot then "remembers" the Armor pile it was dealt.

use super::best::{best_move_seen, BestMove};
use super::budget::Budget;
use super::chance::Chance;
use super::error::OddsError;
use super::estimate::{estimate_seen, Tally};
use super::playout::{Outcome, Playout, Seen};
use crate::game::Seat;
use crate::pip_armor::bots::{play_out, GreedyBot};
use crate::pip_armor::{hint, Action, Memory, Phase, PieceState, Rating, State, Status, View};
use crate::rng::GameRng;
use serde::Serialize;

/// The mark of a Whole Armor Victory; marks 0–3 are the Victory Ratings, lowest first.
const WHOLE_ARMOR: usize = 4;

impl Seen for View {
    type Game = State;

    fn seat(&self) -> Seat {
        0
    }

    fn world(&self, rng: &mut GameRng) -> State {
        View::world(self, rng)
    }
}

/// What the player knows with the cards set aside remembered: the review's worlds ([`crate::review`]).
impl Seen for Memory {
    type Game = State;

    fn seat(&self) -> Seat {
        0
    }

    fn world(&self, rng: &mut GameRng) -> State {
        Memory::world(self, rng)
    }
}

impl Playout for State {
    type Policy = ();
    type Seen = View;

    fn seen(&self, _seat: Seat) -> View {
        self.view()
    }

    fn play_out(mut self, _seat: Seat, _policy: &(), _rng: &mut GameRng) -> Outcome {
        play_out(&mut self, &mut GreedyBot);
        match self.status() {
            Status::Won {
                rating,
                whole_armor,
            } => {
                let r = Rating::ALL.iter().position(|&x| x == rating).unwrap_or(0);
                Outcome {
                    won: true,
                    marks: 1 << r | u8::from(whole_armor) << WHOLE_ARMOR,
                }
            }
            _ => Outcome::default(),
        }
    }

    fn greedy_move(&self, _seat: Seat) -> Option<Action> {
        hint(&self.view()).map(|h| h.action)
    }
}

/// One Victory Rating and its chance.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct RatingChance {
    /// The rating.
    pub rating: Rating,
    /// The chance to win with it.
    pub chance: Chance,
}

/// A PIP Armor estimate.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PipArmorOdds {
    /// The chance of a victory (PIP-7.1).
    pub win: Chance,
    /// The chance of each Victory Rating, lowest first; they add up to `win`.
    pub ratings: [RatingChance; 4],
    /// The chance of a Whole Armor Victory (PIP-8.2).
    pub whole_armor: Chance,
    /// `false` once the armor is on without a Breastplate: the battle cannot be won (PIP-2.2).
    pub winnable: bool,
}

impl PipArmorOdds {
    /// Why the chance is nought for certain, when it is, in English: "No Breastplate: this battle cannot be won
    /// (PIP-2.2)." ([`PipArmorOdds::note_msg`]).
    pub fn note(&self) -> Option<&'static str> {
        self.note_msg().map(|m| m.text)
    }

    /// Why the chance is nought for certain, when it is, as a sentence in any language (`crate::words`).
    pub fn note_msg(&self) -> Option<crate::words::Msg> {
        (!self.winnable)
            .then(|| crate::msg!("No Breastplate: this battle cannot be won (PIP-2.2)."))
    }
}

/// The chances of `state` from the player's view, with up to `budget` playouts keyed by `key`
/// ([`super::position_key`]): [`pip_armor_seen`] of `state.view()`.
pub fn pip_armor(state: &State, key: u64, budget: Budget<'_>) -> Result<PipArmorOdds, OddsError> {
    pip_armor_seen(&state.view(), key, budget)
}

/// The chances of the game the player sees in `view`, with up to `budget` playouts keyed by `key`
/// ([`super::view_key`] of the view).
pub fn pip_armor_seen(
    view: &View,
    key: u64,
    budget: Budget<'_>,
) -> Result<PipArmorOdds, OddsError> {
    if view.phase == Phase::Over {
        return Err(OddsError::Over);
    }
    let tally = estimate_seen(view, &(), key, budget);
    pip_armor_of(view, &tally)
}

/// The chances of the game the player sees in `view` from playouts already played: [`pip_armor_seen`]'s
/// answer once `tally` holds its playouts ([`super::estimate_more_seen`] of the view, a step at a time).
pub fn pip_armor_of(view: &View, tally: &Tally) -> Result<PipArmorOdds, OddsError> {
    if view.phase == Phase::Over {
        return Err(OddsError::Over);
    }
    Ok(PipArmorOdds {
        win: tally.win(),
        ratings: std::array::from_fn(|i| RatingChance {
            rating: Rating::ALL[i],
            chance: tally.mark(i),
        }),
        whole_armor: tally.mark(WHOLE_ARMOR),
        winnable: view.armor.breastplate != PieceState::Missing,
    })
}

/// The Learning hint: the move with the best chance of a victory, each move in the same `budget.playouts`
/// worlds.
pub fn pip_armor_best(
    state: &State,
    key: u64,
    budget: Budget<'_>,
) -> Result<BestMove<Action>, OddsError> {
    pip_armor_best_seen(&state.view(), key, budget)
}

/// [`pip_armor_best`] from the player's view.
pub fn pip_armor_best_seen(
    view: &View,
    key: u64,
    budget: Budget<'_>,
) -> Result<BestMove<Action>, OddsError> {
    best_move_seen(view, &(), key, budget).ok_or(OddsError::Over)
}
