//! Stand Firm's files: saved games, autosave, statistics and settings, all under one root that the caller
//! chooses: a folder (the app passes its data directory; tests pass a temporary folder), or a prefix of keys
//! in a key-value store ([`Store::with_key_value`]: the browser's `localStorage`, one key per file, or memory).
//!
//! ```text
//! ROOT/saves/ID.json      one file per game (docs/save-format.md); .ID.json.tmp while one is being replaced
//! ROOT/stats.json         statistics (a damaged one is kept as stats.json.bad)
//! ROOT/settings.json      settings (a damaged one is kept as settings.json.bad)
//! ROOT/online.json        the seats this device holds at online tables, with their tokens
//! ROOT/stand-firm-history.csv   the statistics' history, when exported
//! ```
//!
//! In a key-value store the same names follow the prefix `standfirm/` (`standfirm/saves/ID.json`, …); each
//! value is replaced whole, so no temporaries are needed.
//!
//! "Today" is [`today()`], the one clock of the app, the store and the runner; the daily deals, the daily
//! status and the gentle streak are in [`daily`], the Statistics screen's figures in [`figures`]; a graded game
//! (a Challenge, a daily deal) carries its [`Challenge`].
//!
//! Every file is written atomically ([`atomic`]); a bad file never crashes and never hides another
//! ([`Store::list`], [`LoadError`]). A save holds the setup and the actions, and the state is rebuilt by
//! [`replay()`], the one path from a setup and actions to a state, shared with the headless runner.

pub mod atomic;
mod autosave;
mod backend;
pub mod challenge;
mod clock;
mod csv;
pub mod daily;
mod error;
pub mod figures;
mod format;
mod history;
mod id;
mod key_value;
mod load_error;
mod online;
pub mod read;
mod replay;
mod result;
mod review;
mod save_file;
mod secret;
mod settings;
mod setup;
mod setup_read;
mod stats;
mod store;
mod summary;
pub mod time;
mod tried;

pub use autosave::Autosaver;
pub use challenge::Challenge;
pub use clock::{day_number, fix_today, parse_date, today, try_today, Date, TODAY_ENV};
pub use csv::{history_csv, HEADER as HISTORY_CSV_HEADER};
pub use daily::{DailyStatus, Streak};
pub use error::StoreError;
pub use format::{FORMAT, OLDEST_VERSION, VERSION};
pub use history::Record;
pub use id::{is_valid_id, new_id};
#[cfg(target_arch = "wasm32")]
pub use key_value::LocalStorage;
pub use key_value::{KeyValue, KeyValueError, MemoryKeyValue};
pub use load_error::LoadError;
pub use online::{OnlineSeat, ONLINE_FILE};
pub use replay::{replay, replay_logged, replay_with_floor, start, Replay, ReplayError, Replayed};
pub use result::{GameResult, Outcome};
pub use review::{review_save, GameReview, ReviewError, Reviewing};
pub use save_file::SaveFile;
pub use secret::new_bot_secret;
pub use settings::{
    CardSize, Language, LastOptions, Motion, Settings, StrongholdsTable, SuitColours, Theme,
    SETTINGS_FILE,
};
pub use setup::{Seat, Setup};
pub use setup_read::{read_setup, SetupFields, SetupSource};
pub use stats::{table_key, PlayerTally, Statistics, StatsBook, VariantStats, STATS_FILE};
pub use store::{load_path, SaveEntry, Store, HISTORY_CSV_FILE, KEY_PREFIX, SAVES_DIR};
pub use summary::{Summary, SummaryStatus};
pub use tried::{replay_tried, Tried};
