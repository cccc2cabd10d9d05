//! New game: each game's options, its seats at a Strongholds table, and a deal number; starting a game, and
//! starting again from a finished one.

mod solo;
mod strongholds;

use crate::tables::Shared;
use crate::ui::{AppWindow, Page};
use standfirm_engine::GameKind;
use standfirm_store::LastOptions;

/// Opens the New game screen of `game`.
pub fn open(app: &AppWindow, game: GameKind) {
    match game {
        GameKind::ArmorOfGod => solo::open(app, Page::AogNew),
        GameKind::PipArmor => solo::open(app, Page::PipNew),
        GameKind::Strongholds => strongholds::open(app),
    }
}

/// Wires the New game screens.
pub fn wire(app: &AppWindow, shared: &Shared) {
    solo::wire(app, shared);
    strongholds::wire(app, shared);
}

/// Shows the options and the table of the last games on the New game screens.
pub fn remember(app: &AppWindow, settings: &standfirm_store::Settings) {
    for last in GameKind::ALL.map(|game| settings.last_options(game)) {
        match last {
            Some(LastOptions::ArmorOfGod(options)) => solo::remember_aog(app, options),
            Some(LastOptions::PipArmor(options)) => solo::remember_pip(app, options),
            Some(LastOptions::Strongholds(table)) => strongholds::remember(&table),
            None => {}
        }
    }
}
