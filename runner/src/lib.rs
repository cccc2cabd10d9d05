//! The headless runner of Stand Firm: `standfirm-cli script` (a JSON script in, the resulting state out),
//! `content`, `sim` (bots playing many seeded games), `odds` (a position's chance from one seat's view and the
//! Learning hint; `odds-calibrate`, `odds-hint`), `save` and `load` (save files, through the store), and
//! `daily` (a date's daily deals and verse of the day), `review` (a saved game's every decision measured), and the grading of deals: `grade`, `deals`,
//! `grade-calibrate`, `grade-table`; and `online` (a seat at a table server's table, `standfirm-client`).
//!
//! Scripts are parsed here into the store's [`Setup`](standfirm_store::Setup) and actions, and replayed by the
//! store: a script, a save file and the app resume a game through the same code.

pub mod daily;
pub mod files;
pub mod grade;
pub mod odds;
pub mod online;
pub mod output;
pub mod review;
pub mod script;
pub mod sim;

use standfirm_engine::GameKind;

/// The game whose id is `id` (`armor-of-god`, `pip-armor`, `strongholds`), or one line naming the known ones.
pub fn game_named(id: &str) -> Result<GameKind, String> {
    GameKind::parse(id).ok_or_else(|| {
        let known: Vec<&str> = GameKind::ALL.iter().map(|g| g.id()).collect();
        format!("unknown game \"{id}\" (known: {})", known.join(", "))
    })
}
