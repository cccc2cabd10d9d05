//! The result of a finished (or abandoned) game, as the statistics count it.

use crate::challenge::Challenge;
use crate::clock::{today, Date};
use crate::replay::Replayed;
use crate::save_file::SaveFile;
use crate::setup::{Seat, Setup};
use serde::{Deserialize, Serialize};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::pip_armor::{self as pip, Rating};
use standfirm_engine::strongholds as sh;
use standfirm_engine::GameKind;

/// How a game ended for the statistics.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Won (Armor of God, PIP Armor), or a Strongholds game won by a seat played by a person.
    Won,
    /// Lost, or a Strongholds game won only by bots.
    Lost,
    /// PIP Armor without a Breastplate (PIP-7.3): played, neither won nor lost; it ends a winning streak.
    PracticeComplete,
    /// Left unfinished: counts as a loss.
    Abandoned,
}

impl Outcome {
    /// Whether the game was played to its end (won, lost or a practice completed), not abandoned.
    pub fn is_finished(self) -> bool {
        self != Outcome::Abandoned
    }
}

/// One game's result, keyed by the game's id so that it is counted at most once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    /// The game's id.
    pub id: String,
    /// Which game.
    pub game: GameKind,
    /// The variant's statistics key ([`Setup::variant_key`]).
    pub variant: String,
    /// The variant in words.
    pub variant_text: String,
    /// How it ended.
    pub outcome: Outcome,
    /// The local calendar date on which the result was counted ([`today`]).
    pub date: Date,
    /// The date of the daily deal this game is (the save's `daily`), if it is one.
    pub daily: Option<Date>,
    /// The grade and measured chance of the deal, for a Challenge or a daily deal (the save's `challenge`).
    pub challenge: Option<Challenge>,
    /// Armor of God: the round reached (the round of victory, of the failed Defense Check, or the round the
    /// game was left in).
    pub round: Option<u32>,
    /// Armor of God: the round of victory.
    pub victory_round: Option<u32>,
    /// PIP Armor: the Victory Rating (PIP-8.1).
    pub rating: Option<Rating>,
    /// Strongholds: the seats.
    pub seats: Vec<Seat>,
    /// Strongholds: the names of the winning seats (SH-6, SH-B17).
    pub winners: Vec<String>,
}

impl GameResult {
    /// The result of a game that has ended; `None` while it is in progress, and for a try from a review (practice,
    /// never counted).
    pub fn of(save: &SaveFile, state: &Replayed) -> Option<GameResult> {
        if save.tried.is_some() {
            return None;
        }
        let mut result = GameResult::abandoned(save);
        match state {
            Replayed::ArmorOfGod(s) => match s.status() {
                aog::Status::InProgress => return None,
                aog::Status::Won => {
                    result.outcome = Outcome::Won;
                    result.round = Some(u32::from(s.round()));
                    result.victory_round = result.round;
                }
                aog::Status::Lost { round, .. } => {
                    result.outcome = Outcome::Lost;
                    result.round = Some(u32::from(round));
                }
            },
            Replayed::PipArmor(s) => match s.status() {
                pip::Status::InProgress => return None,
                pip::Status::Won { rating, .. } => {
                    result.outcome = Outcome::Won;
                    result.rating = Some(rating);
                }
                pip::Status::Lost => result.outcome = Outcome::Lost,
                pip::Status::PracticeComplete => result.outcome = Outcome::PracticeComplete,
            },
            Replayed::Strongholds(s) => {
                let sh::Status::Finished(outcome) = s.status() else {
                    return None;
                };
                let winners: Vec<&Seat> = outcome
                    .winners
                    .iter()
                    .filter_map(|&w| result.seats.get(usize::from(w)))
                    .collect();
                result.outcome = if winners.iter().any(|s| !s.bot) {
                    Outcome::Won
                } else {
                    Outcome::Lost
                };
                result.winners = winners.iter().map(|s| s.name.clone()).collect();
            }
        }
        Some(result)
    }

    /// The result of a game the player left unfinished (the app reports it): a loss, counted today.
    pub fn abandoned(save: &SaveFile) -> GameResult {
        let seats = match &save.setup {
            Setup::Strongholds { seats, .. } => seats.clone(),
            _ => Vec::new(),
        };
        GameResult {
            id: save.id.clone(),
            game: save.setup.game(),
            variant: save.setup.variant_key(),
            variant_text: save.setup.variant_text(),
            outcome: Outcome::Abandoned,
            date: today(),
            daily: save.daily,
            challenge: save.challenge,
            round: match save.setup.game() {
                GameKind::ArmorOfGod => Some(save.summary.round),
                GameKind::PipArmor | GameKind::Strongholds => None,
            },
            victory_round: None,
            rating: None,
            seats,
            winners: Vec::new(),
        }
    }
}
