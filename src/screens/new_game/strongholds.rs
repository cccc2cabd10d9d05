//! The Strongholds New game screen: the seats (names remembered from the last game, a bot's level with them),
//! the first player, the Truth limit option (SH-B5) and an optional deal number.

use crate::models::choices::{level_choice, level_of};
use crate::nav::go;
use crate::tables::strongholds::seats::{
    bot, check, default_seats, given_name, in_language_now, Seat,
};
use crate::tables::strongholds::ShSession;
use crate::tables::{refresh_game, Shared};
use crate::ui::{AppWindow, NewSeatData, Page, ShAdapter};
use crate::words::deal::parse_deal;
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_engine::strongholds::Level;
use standfirm_engine::GameKind;
use standfirm_store::LastOptions;
use std::cell::RefCell;

thread_local! {
    /// The table on the New game screen, kept between games (and from the settings at start-up).
    static TABLE: RefCell<NewTable> = RefCell::new(NewTable::default());
}

/// The table being set up on the New game screen, kept between games.
#[derive(Debug, Clone)]
struct NewTable {
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
                level: level_choice(s.level.unwrap_or_default()),
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
            self.seats.push(bot(&given_name(true, n)));
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

    /// The table as a table server makes it: a person's seat open until someone joins, except the first
    /// person's, which is the host's own (with its name); a bot with its level; the turn clock and the level
    /// of the bot that plays for a person away, as the host chose them.
    pub fn online_request(
        &mut self,
        turn_clock_secs: u32,
        away_level: Level,
    ) -> Result<standfirm_protocol::CreateTable, String> {
        let seats = check(&self.seats)?;
        self.seats = seats.clone();
        let host_seat = seats.iter().position(|s| !s.bot).map(|i| i as u8);
        Ok(standfirm_protocol::CreateTable {
            host_name: host_seat.map(|i| seats[usize::from(i)].name.clone()),
            host_seat,
            seats: seats
                .iter()
                .map(|s| standfirm_protocol::NewSeat {
                    name: s.name.clone(),
                    bot: if s.bot {
                        Some(s.level.unwrap_or_default())
                    } else {
                        None
                    },
                })
                .collect(),
            truth_limit_all: self.truth_limit_all,
            first_player: Some(self.first.min(seats.len() as u8 - 1)),
            turn_clock_secs: Some(turn_clock_secs),
            away_level: Some(away_level),
        })
    }

    /// Starts a game from the table and the screen's deal number; the names are tidied and remembered. Without
    /// a number the deal is a 64-bit secret from the system's randomness, shown only once the game is over (a
    /// number under a million, like a solo deal's, could be found from one's own opening hand).
    pub fn start(&mut self, deal: &str) -> Result<ShSession, String> {
        let seats = check(&self.seats)?;
        let seed = parse_deal(deal)?
            .unwrap_or_else(|| standfirm_store::new_bot_secret(crate::platform::entropy()));
        self.seats = seats.clone();
        let first = self.first.min(seats.len() as u8 - 1);
        ShSession::new(seats, self.truth_limit_all, seed, first).map_err(|e| e.to_string())
    }
}

/// Remembers the table of the last game (from the settings at start-up).
pub fn remember(table: &standfirm_store::StrongholdsTable) {
    TABLE.with_borrow_mut(|t| t.remember(table));
}

/// Opens the Strongholds New game screen with the last table, the names the app gave its seats said in the
/// language now.
pub fn open(app: &AppWindow) {
    let a = app.global::<ShAdapter>();
    refresh(app);
    a.set_new_error("".into());
    a.set_new_deal("".into());
    go(app, Page::ShNew);
}

/// Shows the table on the screen again, the names the app gave its seats said in the language now (on
/// opening, and when the language changes while it is open).
pub fn refresh(app: &AppWindow) {
    TABLE.with_borrow_mut(|t| {
        t.seats = in_language_now(&t.seats);
        t.present(&app.global::<ShAdapter>());
    });
}

/// Puts a new game on the table, keeps its table in the settings, and shows it.
fn begin(app: &AppWindow, shared: &Shared, session: ShSession) {
    shared.borrow_mut().put(session);
    remember_table(shared);
    go(app, Page::Sh);
    refresh_game(app, shared, GameKind::Strongholds);
}

/// Keeps the table on the New game screen in the settings, for the next game.
fn remember_table(shared: &Shared) {
    let table = TABLE.with_borrow(NewTable::to_settings);
    if let Some(saves) = shared.borrow_mut().saves.as_mut() {
        saves
            .settings
            .remember_options(LastOptions::Strongholds(table));
        saves.save_settings();
    }
}

/// The turn clocks a host can choose, in seconds, in the order New game shows them (1 min, 90 s, 3 min,
/// 10 min). The second is the table server's own default.
const TURN_CLOCKS: [u32; 4] = [60, 90, 180, 600];

/// The levels a host can choose for the bot that plays for a person away, in the order New game shows them.
const AWAY_LEVELS: [Level; 3] = [Level::Gentle, Level::Steady, Level::Wise];

/// The choice New game shows for a turn clock of `secs` seconds: the nearest of [`TURN_CLOCKS`].
fn turn_clock_choice(secs: u32) -> i32 {
    let nearest = (0..TURN_CLOCKS.len()).min_by_key(|&i| TURN_CLOCKS[i].abs_diff(secs));
    nearest.unwrap_or(1) as i32
}

/// Shows the online table's choices on New game as last used: the table server (the one typed last, else the
/// page's own), the turn clock and the level that plays for a person away.
pub fn remember_online(app: &AppWindow, settings: &standfirm_store::Settings) {
    let server = settings
        .online_server
        .clone()
        .or_else(crate::platform::net::page_origin)
        .unwrap_or_default();
    let a = app.global::<ShAdapter>();
    a.set_new_server(server.into());
    a.set_new_turn_clock(turn_clock_choice(
        settings.online_turn_clock_secs.unwrap_or(TURN_CLOCKS[1]),
    ));
    let away = settings.online_away_level.unwrap_or(Level::Steady);
    let away = AWAY_LEVELS.iter().position(|&l| l == away).unwrap_or(1);
    a.set_new_away_level(away as i32);
}

/// Notes the online table's turn clock and away level in the settings, for the next table hosted (written
/// with the table by [`remember_table`]).
fn note_online_choices(shared: &Shared, turn_clock_secs: u32, away_level: Level) {
    if let Some(saves) = shared.borrow_mut().saves.as_mut() {
        saves.settings.online_turn_clock_secs = Some(turn_clock_secs);
        saves.settings.online_away_level = Some(away_level);
    }
}

/// Wires the Strongholds New game screen, and New game with the same seats from a finished game.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let a = app.global::<ShAdapter>();
    let table = |change: fn(&mut NewTable, usize, bool)| {
        let weak = app.as_weak();
        move |index: i32, flag: bool| {
            let Some(app) = weak.upgrade() else { return };
            TABLE.with_borrow_mut(|t| {
                change(t, index.max(0) as usize, flag);
                t.present(&app.global::<ShAdapter>());
            });
        }
    };
    a.on_new_seat_bot(table(|t, i, bot| t.set_bot(i, bot)));
    let weak = app.as_weak();
    a.on_new_seat_level(move |index, choice| {
        let Some(app) = weak.upgrade() else { return };
        TABLE.with_borrow_mut(|t| {
            t.set_level(index.max(0) as usize, level_of(choice));
            t.present(&app.global::<ShAdapter>());
        });
    });
    let remove = table(|t, i, _| t.remove(i));
    a.on_new_seat_remove(move |i| remove(i, false));
    let add = table(|t, _, _| t.add());
    a.on_new_seat_add(move || add(0, false));
    // Typing a name changes the table only: the field keeps its own text while it is edited.
    a.on_new_seat_name(move |index, text| {
        TABLE.with_borrow_mut(|t| {
            if let Some(seat) = t.seats.get_mut(index.max(0) as usize) {
                seat.name = text.to_string();
            }
        });
    });
    a.on_new_back(crate::nav::to(app, Page::Home));
    let weak = app.as_weak();
    let start_shared = shared.clone();
    a.on_new_start(move || {
        let Some(app) = weak.upgrade() else { return };
        let a = app.global::<ShAdapter>();
        let result = TABLE.with_borrow_mut(|t| {
            t.first = a.get_new_first().clamp(0, 5) as u8;
            t.truth_limit_all = a.get_new_truth_limit();
            t.start(&a.get_new_deal())
        });
        match result {
            Ok(session) => {
                a.set_new_error("".into());
                begin(&app, &start_shared, session);
            }
            Err(message) => a.set_new_error(message.into()),
        }
    });
    // Online: the table made at the server, the host seated, the waiting room (`online::seating`).
    let weak = app.as_weak();
    let host_shared = shared.clone();
    a.on_new_host(move || {
        let Some(app) = weak.upgrade() else { return };
        let a = app.global::<ShAdapter>();
        let clock = TURN_CLOCKS[a.get_new_turn_clock().clamp(0, 3) as usize];
        let away = AWAY_LEVELS[a.get_new_away_level().clamp(0, 2) as usize];
        let request = TABLE.with_borrow_mut(|t| {
            t.first = a.get_new_first().clamp(0, 5) as u8;
            t.truth_limit_all = a.get_new_truth_limit();
            t.online_request(clock, away)
        });
        match request {
            Ok(request) => {
                note_online_choices(&host_shared, clock, away);
                remember_table(&host_shared);
                crate::online::seating::host(&app, &host_shared, &a.get_new_server(), request);
            }
            Err(message) => a.set_new_error(message.into()),
        }
    });
    let weak = app.as_weak();
    a.on_new_join(move || {
        if let Some(app) = weak.upgrade() {
            crate::nav::jump(
                &app,
                crate::nav::Jump::JoinTable {
                    code: None,
                    server: Some(app.global::<ShAdapter>().get_new_server().to_string()),
                },
            );
        }
    });
    // Review a person's game from the end screen: that seat's decisions only.
    let weak = app.as_weak();
    let review = shared.clone();
    a.on_review(move |seat| {
        let Some(app) = weak.upgrade() else { return };
        let save = {
            let games = review.borrow();
            games
                .get_ref::<ShSession>()
                .filter(|s| u8::try_from(seat).is_ok_and(|seat| s.may_review(seat)))
                .and_then(|_| games.table(standfirm_engine::GameKind::Strongholds))
                .map(|t| t.save_file())
        };
        if let (Some(save), Ok(seat)) = (save, u8::try_from(seat)) {
            crate::nav::jump(
                &app,
                crate::nav::Jump::Review {
                    save: Box::new(save),
                    seat,
                },
            );
        }
    });
    let weak = app.as_weak();
    let replay = shared.clone();
    a.on_replay(move || {
        let Some(app) = weak.upgrade() else { return };
        let session = {
            let games = replay.borrow();
            games
                .get_ref::<ShSession>()
                .filter(|s| s.is_over())
                .and_then(|s| {
                    let state = s.state();
                    ShSession::new(
                        s.seats().to_vec(),
                        state.options.truth_limit_all,
                        s.deal(),
                        state.first_player,
                    )
                    .ok()
                })
        };
        if let Some(session) = session {
            begin(&app, &replay, session);
        }
    });
    let weak = app.as_weak();
    let again = shared.clone();
    a.on_new_game_same(move || {
        let Some(app) = weak.upgrade() else { return };
        if let Ok(session) = TABLE.with_borrow_mut(|t| t.start("")) {
            begin(&app, &again, session);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::NewTable;

    #[test]
    fn a_table_without_a_deal_number_gets_a_64_bit_secret_deal() {
        let mut table = NewTable::default();
        let a = table.start("").unwrap().deal();
        let b = table.start("").unwrap().deal();
        assert_ne!(a, b);
        // Under a million only once in about 10^13 deals.
        assert!(a > 999_999 || b > 999_999, "{a} {b}");
        assert_eq!(table.start("123").unwrap().deal(), 123);
    }
}
