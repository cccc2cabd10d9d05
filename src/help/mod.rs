//! Help: the rules of each game in the app's own words with their verses ([`open`]), the verse library with its
//! search (`scripture`), and the verse sheet that any reference opens (`verse`). The words come from
//! `standfirm_guide`.

mod rules;
mod scripture;
mod verse;
pub mod verses;

pub use rules::{open, wire as wire_rules};
pub use scripture::wire as wire_scripture;
pub use verse::{show_details, show_verse, wire as wire_verse, Detail};

use standfirm_engine::GameKind;

/// The game at `index` in the one list of games (Home's tiles and the Help tabs follow it); the first game for
/// an index out of range.
pub fn game_of(index: i32) -> GameKind {
    usize::try_from(index)
        .ok()
        .and_then(|i| GameKind::ALL.get(i).copied())
        .unwrap_or(GameKind::ALL[0])
}

/// The index of `game` in the one list of games.
pub fn index_of(game: GameKind) -> i32 {
    GameKind::ALL.iter().position(|&g| g == game).unwrap_or(0) as i32
}
