//! The history of finished games in `stats.json`: one record per counted game, from which the figures of the
//! Statistics screen, the daily status and the streaks are derived ([`crate::figures`], [`crate::daily`]).

use crate::clock::Date;
use crate::result::{GameResult, Outcome};
use crate::setup::Seat;
use serde::{Deserialize, Serialize};
use standfirm_engine::grade::Grade;
use standfirm_engine::pip_armor::Rating;
use standfirm_engine::GameKind;

/// One counted game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The game's id (its save's).
    pub id: String,
    /// The local calendar date on which it was counted.
    pub date: Date,
    /// Which game.
    pub game: GameKind,
    /// The variant's statistics key (`core/baseline/ten`, `standard`, `3p`).
    pub variant: String,
    /// The variant in words.
    pub variant_text: String,
    /// How it ended.
    pub outcome: Outcome,
    /// Armor of God: the round reached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// PIP Armor: the Victory Rating of a win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<Rating>,
    /// The date of the daily deal this game counted for. Only the first finished game of a game's daily deal
    /// on a date has it; a later one (a replay) is an ordinary game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<Date>,
    /// A Challenge or a daily deal: the deal's grade.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grade: Option<Grade>,
    /// A Challenge or a daily deal: the deal's measured chance, 0 to 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chance: Option<f64>,
    /// Strongholds: the seats (names, people or bots and their levels).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<Seat>,
    /// Strongholds: the names of the winning seats.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<String>,
}

/// A chance is read from JSON, which has no NaN, so equality is total.
impl Eq for Record {}

impl Record {
    /// The record of a result, as counted (the daily date is kept as the result has it).
    pub fn of(result: &GameResult) -> Record {
        Record {
            id: result.id.clone(),
            date: result.date,
            game: result.game,
            variant: result.variant.clone(),
            variant_text: result.variant_text.clone(),
            outcome: result.outcome,
            round: result.round,
            rating: result.rating,
            daily: result.daily,
            grade: result.challenge.map(|c| c.grade),
            chance: result.challenge.map(|c| c.chance),
            seats: result.seats.iter().map(Seat::normalised).collect(),
            winners: result.winners.clone(),
        }
    }

    /// The day this game belongs to on a calendar: its daily deal's date, or the date it was counted.
    pub fn day(&self) -> Date {
        self.daily.unwrap_or(self.date)
    }

    /// Whether this is the finished game that counts for the daily deal of `game` on `date`.
    pub fn is_daily_of(&self, game: GameKind, date: Date) -> bool {
        self.game == game && self.daily == Some(date) && self.outcome.is_finished()
    }
}
