//! Each game's line on Home: what it is, in one sentence, in the language now.

use crate::words::tr::{say, tr};

use standfirm_engine::GameKind;

/// What `game` is, in one sentence.
pub fn tagline(game: GameKind) -> String {
    match game {
        GameKind::ArmorOfGod => {
            tr!("Build six armor piles to exact totals in four rounds, and stand against Satan's Dart.")
        }
        GameKind::PipArmor => {
            tr!("Choose your armor and responses, remember what you set aside, then stand against every threat.")
        }
        GameKind::Strongholds => {
            tr!("2–6 players pass one device round, gather the sevenfold anointing of Isaiah 11:2 and defeat strongholds.")
        }
    }
}

/// The game's name on its tile on Home: its full title, but Strongholds' subtitle, which a phone's tile has no
/// room for.
pub fn tile_name(game: GameKind) -> String {
    match game {
        GameKind::ArmorOfGod | GameKind::PipArmor => say(&game.title_msg()),
        GameKind::Strongholds => say(&game.short_title_msg()),
    }
}
