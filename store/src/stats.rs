//! Statistics (`stats.json`): per game and variant, games played, won and lost, streaks, the best PIP Armor
//! rating, Armor of God's rounds of victory and Strongholds' wins per player name, per table of bot levels and per
//! level, and the history of every game counted since the history began ([`Record`]). Each game id counts once;
//! a daily deal counts for its date once, for its first finished game.

use crate::backend::{keep_aside, Backend, Folder};
use crate::error::StoreError;
use crate::history::Record;
use crate::load_error::LoadError;
use crate::result::{GameResult, Outcome};
use serde::{Deserialize, Serialize};
use standfirm_engine::msg;
use standfirm_engine::pip_armor::Rating;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Arc;

/// The statistics file under the root.
pub const STATS_FILE: &str = "stats.json";

/// A player name's games at the Strongholds table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerTally {
    /// Games this name sat in.
    pub played: u32,
    /// Games this name won (shared wins included).
    pub won: u32,
}

/// The statistics of one game variant.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct VariantStats {
    /// The variant in words.
    pub variant: String,
    /// Games counted.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Games lost, abandoned ones included.
    pub lost: u32,
    /// Of the losses, games left unfinished.
    pub abandoned: u32,
    /// PIP Armor practice games (no Breastplate, PIP-7.3).
    pub practice: u32,
    /// Wins in a row up to the last game.
    pub current_streak: u32,
    /// The most wins in a row.
    pub longest_streak: u32,
    /// PIP Armor: the best Victory Rating (PIP-8.1).
    pub best_rating: Option<Rating>,
    /// Armor of God: wins by the round of victory.
    pub victory_rounds: BTreeMap<u32, u32>,
    /// Strongholds: games and wins by player name.
    pub players: BTreeMap<String, PlayerTally>,
    /// Strongholds: by the levels at the table ("1 person · Gentle · Wise", [`table_key`]), the games played
    /// and the games a person won.
    pub tables: BTreeMap<String, PlayerTally>,
    /// Strongholds: by bot level ("Wise"), the seat-games its bots played and won (shared wins included).
    pub levels: BTreeMap<String, PlayerTally>,
}

/// The levels at a Strongholds table in words: the people, then the bots' levels gentlest first
/// ("2 people · Steady · Wise"); `None` for a table without bots.
pub fn table_key(seats: &[crate::setup::Seat]) -> Option<String> {
    let mut levels: Vec<_> = seats.iter().filter_map(|s| s.bot_level()).collect();
    if levels.is_empty() {
        return None;
    }
    levels.sort();
    let people = seats.len() - levels.len();
    let mut parts = vec![format!(
        "{people} {}",
        if people == 1 { "person" } else { "people" }
    )];
    parts.extend(levels.iter().map(|l| l.name().to_string()));
    Some(parts.join(" · "))
}

impl VariantStats {
    /// Wins over games played, 0 to 1 (0 before any game).
    pub fn win_rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            f64::from(self.won) / f64::from(self.played)
        }
    }

    fn add(&mut self, r: &GameResult) {
        self.variant.clone_from(&r.variant_text);
        self.played += 1;
        match r.outcome {
            Outcome::Won => {
                self.won += 1;
                self.current_streak += 1;
                self.longest_streak = self.longest_streak.max(self.current_streak);
            }
            Outcome::Lost | Outcome::Abandoned => {
                self.lost += 1;
                self.abandoned += u32::from(r.outcome == Outcome::Abandoned);
                self.current_streak = 0;
            }
            Outcome::PracticeComplete => {
                self.practice += 1;
                self.current_streak = 0;
            }
        }
        if let Some(rating) = r.rating {
            self.best_rating = self.best_rating.max(Some(rating));
        }
        if let Some(round) = r.victory_round {
            *self.victory_rounds.entry(round).or_default() += 1;
        }
        for seat in &r.seats {
            let won = u32::from(r.winners.contains(&seat.name));
            let tally = self.players.entry(seat.name.clone()).or_default();
            tally.played += 1;
            tally.won += won;
            if let Some(level) = seat.bot_level() {
                let tally = self.levels.entry(level.name().to_string()).or_default();
                tally.played += 1;
                tally.won += won;
            }
        }
        if let Some(key) = table_key(&r.seats) {
            let tally = self.tables.entry(key).or_default();
            tally.played += 1;
            tally.won += u32::from(r.outcome == Outcome::Won);
        }
    }
}

/// Everything in `stats.json`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Statistics {
    /// By game, then by variant key.
    pub games: BTreeMap<GameKind, BTreeMap<String, VariantStats>>,
    /// The ids already counted.
    pub counted: BTreeSet<String>,
    /// One record per game counted, in the order counted. Files written before the history began have none:
    /// their totals above still count.
    pub history: Vec<Record>,
}

impl Statistics {
    /// The statistics of one variant, if any game of it was counted.
    pub fn variant(&self, game: GameKind, variant: &str) -> Option<&VariantStats> {
        self.games.get(&game)?.get(variant)
    }

    /// The finished game that counts for the daily deal of `game` on `date`, if one was counted.
    pub fn daily_result(&self, game: GameKind, date: crate::clock::Date) -> Option<&Record> {
        self.history.iter().find(|r| r.is_daily_of(game, date))
    }
}

/// The statistics file: read at start-up, rewritten atomically after each counted result.
#[derive(Debug)]
pub struct StatsBook {
    backend: Arc<dyn Backend>,
    sync: bool,
    data: Statistics,
    /// Why the file on disk could not be read, as a sentence and in English.
    problem: Option<(Msg, String)>,
}

impl StatsBook {
    /// Reads `stats.json` under `root`. A missing file is empty statistics; a damaged one is reported by
    /// [`StatsBook::problem`] and left untouched until a result is recorded or the statistics are reset.
    pub fn open(root: &Path, sync: bool) -> StatsBook {
        StatsBook::open_in(Arc::new(Folder::new(root)), sync)
    }

    /// Reads `stats.json` from `backend`, as [`StatsBook::open`] does from a folder.
    pub(crate) fn open_in(backend: Arc<dyn Backend>, sync: bool) -> StatsBook {
        let (data, problem) = match backend.read(STATS_FILE) {
            Err(LoadError::Unreadable(_)) if !backend.exists(STATS_FILE) => {
                (Statistics::default(), None)
            }
            Err(e) => (Statistics::default(), Some(e.msg())),
            Ok(bytes) => match serde_json::from_slice::<Statistics>(&bytes) {
                Ok(data) => (data, None),
                Err(e) if bytes.iter().all(u8::is_ascii_whitespace) => {
                    let _ = e;
                    (Statistics::default(), Some(LoadError::Empty.msg()))
                }
                Err(e) => (
                    Statistics::default(),
                    Some(msg!(
                        "the file is damaged ({problem})",
                        problem = e.to_string()
                    )),
                ),
            },
        };
        let problem = problem.map(|why| {
            let said = msg!(
                "The statistics could not be read: {reason}. They start again from nothing when a game is \
                 counted or they are reset; the old file is then kept as stats.json.bad.",
                reason = why
            );
            let english = said.to_string();
            (said, english)
        });
        StatsBook {
            backend,
            sync,
            data,
            problem,
        }
    }

    /// The statistics.
    pub fn statistics(&self) -> &Statistics {
        &self.data
    }

    /// Why the file on disk could not be read, in words, until it is replaced.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_ref().map(|(_, english)| english.as_str())
    }

    /// Why the file on disk could not be read, as a sentence in any language (`standfirm_engine::words`),
    /// until it is replaced.
    pub fn problem_msg(&self) -> Option<&Msg> {
        self.problem.as_ref().map(|(said, _)| said)
    }

    /// Counts a result, adds its record to the history and writes the file. Returns `false` (and changes
    /// nothing) if this game id was already counted: a game counts once, whatever undo or reloading happened. A
    /// finished daily deal whose date already has a finished game of that deal is recorded without its daily
    /// date (a replay is an ordinary game), so the first result of a daily is never changed.
    pub fn record(&mut self, result: &GameResult) -> Result<bool, StoreError> {
        if self.data.counted.contains(&result.id) {
            return Ok(false);
        }
        let mut data = self.data.clone();
        data.games
            .entry(result.game)
            .or_default()
            .entry(result.variant.clone())
            .or_default()
            .add(result);
        data.counted.insert(result.id.clone());
        let mut record = Record::of(result);
        if let Some(date) = record.daily {
            if result.outcome.is_finished() && data.daily_result(result.game, date).is_some() {
                // The daily was already finished: this replay is an ordinary game.
                record.daily = None;
            }
        }
        data.history.push(record);
        self.replace(data)?;
        Ok(true)
    }

    /// Clears every statistic (the counted ids and the history too, so the daily streaks start again) and writes
    /// the empty file.
    pub fn reset(&mut self) -> Result<(), StoreError> {
        self.replace(Statistics::default())
    }

    /// Writes `data`, first keeping a damaged file aside.
    fn replace(&mut self, data: Statistics) -> Result<(), StoreError> {
        if self.problem.is_some() && self.backend.exists(STATS_FILE) {
            keep_aside(self.backend.as_ref(), STATS_FILE)
                .map_err(|e| StoreError::write(msg!("the statistics"), &e))?;
        }
        let bytes = serde_json::to_vec_pretty(&data).expect("statistics always serialise");
        self.backend
            .write(STATS_FILE, &bytes, self.sync)
            .map_err(|e| StoreError::write(msg!("the statistics"), &e))?;
        self.data = data;
        self.problem = None;
        Ok(())
    }
}
