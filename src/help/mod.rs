//! Help: the rules of each game in the app's own words with their verses ([`open`]), the verse library with its
//! search (`scripture`), and the verse sheet that any reference opens (`verse`). The words come from
//! `standfirm_guide`.

mod rules;
mod scripture;
mod verse;
pub mod verses;

pub use rules::{open, wire as wire_rules};
pub use scripture::wire as wire_scripture;
pub use verse::{show_details, wire as wire_verse, Detail};

use standfirm_engine::GameKind;

/// The game of a Help tab: 0 Armor of God, 1 PIP Armor, 2 Strongholds.
pub fn game_of(index: i32) -> GameKind {
    match index {
        1 => GameKind::PipArmor,
        2 => GameKind::Strongholds,
        _ => GameKind::ArmorOfGod,
    }
}

/// The Help tab of a game.
pub fn index_of(game: GameKind) -> i32 {
    match game {
        GameKind::ArmorOfGod => 0,
        GameKind::PipArmor => 1,
        GameKind::Strongholds => 2,
    }
}
