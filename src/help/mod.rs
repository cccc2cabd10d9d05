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

use standfirm_guide::Game;

/// The game of a Help tab: 0 Armor of God, 1 PIP Armor, 2 Strongholds.
pub fn game_of(index: i32) -> Game {
    match index {
        1 => Game::PipArmor,
        2 => Game::Strongholds,
        _ => Game::ArmorOfGod,
    }
}

/// The Help tab of a game.
pub fn index_of(game: Game) -> i32 {
    match game {
        Game::ArmorOfGod => 0,
        Game::PipArmor => 1,
        Game::Strongholds => 2,
    }
}
