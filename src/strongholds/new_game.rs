//! The Strongholds New game screen: the seats (names remembered from the last game, a bot's level with them),
//! the first player, the Truth limit option (SH-B5) and an optional deal number.

use super::seats::{bot, check, default_seats, Seat};
use super::session::ShSession;
use crate::deal::{parse_deal, random_deal};
use crate::{BotLevel, NewSeatData, ShAdapter};
use slint::{ModelRc, VecModel};
use standfirm_engine::strongholds::Level;

/// The engine's level of the screen's choice: the one place where the two meet.
pub fn level_of(choice: BotLevel) -> Level {
    match choice {
        BotLevel::Gentle => Level::Gentle,
        BotLevel::Steady => Level::Steady,
        BotLevel::Wise => Level::Wise,
    }
}

/// The screen's choice for the engine's level.
pub fn choice_of(level: Level) -> BotLevel {
    match level {
        Level::Gentle => BotLevel::Gentle,
        Level::Steady => BotLevel::Steady,
        Level::Wise => BotLevel::Wise,
    }
}

/// The table being set up on the New game screen, kept between games.
#[derive(Debug, Clone)]
pub struct NewTable {
    /// The seats, in order.
    pub seats: Vec<Seat>,
    /// The first player's seat.
    pub first: u8,
    /// "Truth limit of 4 at every player count" (SH-B5).
    pub truth_limit_all: bool,
}

impl Default for NewTable {
    fn default() -> Self {
        NewTable {
            seats: default_seats(),
            first: 0,
            truth_limit_all: false,
        }
    }
}

impl NewTable {
    /// The table of the last game, from the settings.
    pub fn remember(&mut self, table: &standfirm_store::StrongholdsTable) {
        if (2..=6).contains(&table.seats.len()) {
            self.seats = table.seats.clone();
            self.truth_limit_all = table.options.truth_limit_all;
            self.first = 0;
        }
    }

    /// The table as the settings keep it for the next game.
    pub fn to_settings(&self) -> standfirm_store::StrongholdsTable {
        standfirm_store::StrongholdsTable {
            seats: self.seats.clone(),
            options: standfirm_engine::strongholds::Options {
                players: self.seats.len() as u8,
                truth_limit_all: self.truth_limit_all,
                round_cap: None,
            },
        }
    }

    /// Shows the table on the New game screen.
    pub fn present(&self, adapter: &ShAdapter) {
        let rows: Vec<NewSeatData> = self
            .seats
            .iter()
            .map(|s| NewSeatData {
                name: s.name.as_str().into(),
                bot: s.bot,
                level: choice_of(s.level.unwrap_or_default()),
            })
            .collect();
        adapter.set_new_seats(ModelRc::new(VecModel::from(rows)));
        adapter.set_new_first(i32::from(self.first));
        adapter.set_new_truth_limit(self.truth_limit_all);
    }

    /// Adds a seat (at most 6, SH-1.1): a bot when the table already has a person.
    pub fn add(&mut self) {
        if self.seats.len() < 6 {
            let n = self.seats.len() + 1;
            self.seats.push(bot(&format!("Bot {n}")));
        }
    }

    /// Makes seat `index` a bot or a person; a new bot is Steady, and a bot made a person and a bot again on
    /// this screen keeps its level.
    pub fn set_bot(&mut self, index: usize, bot: bool) {
        if let Some(seat) = self.seats.get_mut(index) {
            seat.bot = bot;
            if bot && seat.level.is_none() {
                seat.level = Some(Level::Steady);
            }
        }
    }

    /// Sets the level of the bot in seat `index`.
    pub fn set_level(&mut self, index: usize, level: Level) {
        if let Some(seat) = self.seats.get_mut(index).filter(|s| s.bot) {
            seat.level = Some(level);
        }
    }

    /// Removes a seat (at least 2 stay).
    pub fn remove(&mut self, index: usize) {
        if self.seats.len() > 2 && index < self.seats.len() {
            self.seats.remove(index);
            self.first = self.first.min(self.seats.len() as u8 - 1);
        }
    }

    /// Starts a game from the table and the screen's deal number; the names are tidied and remembered.
    pub fn start(&mut self, deal: &str) -> Result<ShSession, String> {
        let seats = check(&self.seats)?;
        let seed = parse_deal(deal)?.unwrap_or_else(random_deal);
        self.seats = seats.clone();
        let first = self.first.min(seats.len() as u8 - 1);
        ShSession::new(seats, self.truth_limit_all, seed, first).map_err(|e| e.to_string())
    }
}
