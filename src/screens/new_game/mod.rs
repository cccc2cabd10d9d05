//! New game: each game's options, its seats at a Strongholds table, and a deal number; starting a game, and
//! starting again from a finished one; a Challenge, a deal of a chosen grade.

mod challenge;
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

/// Opens the New game screen of `game` with `deal` in its deal number (a link to a deal).
pub fn open_deal(app: &AppWindow, game: GameKind, deal: u64) {
    use slint::ComponentHandle;
    open(app, game);
    let deal = deal.to_string().into();
    match game {
        GameKind::Strongholds => app.global::<crate::ui::ShAdapter>().set_new_deal(deal),
        GameKind::ArmorOfGod | GameKind::PipArmor => {
            app.global::<crate::ui::NewGameAdapter>().set_deal(deal)
        }
    }
}

/// Says the Strongholds New game screen again in the language now (a change of language while it is open).
pub fn refresh_strongholds(app: &AppWindow) {
    strongholds::refresh(app);
}

/// Wires the New game screens.
pub fn wire(app: &AppWindow, shared: &Shared) {
    solo::wire(app, shared);
    strongholds::wire(app, shared);
}

/// Shows the options and the table of the last games on the New game screens.
pub fn remember(app: &AppWindow, settings: &standfirm_store::Settings) {
    strongholds::remember_online(app, settings);
    for last in GameKind::ALL.map(|game| settings.last_options(game)) {
        match last {
            Some(LastOptions::ArmorOfGod(options)) => solo::remember_aog(app, options),
            Some(LastOptions::PipArmor(options)) => solo::remember_pip(app, options),
            Some(LastOptions::Strongholds(table)) => strongholds::remember(&table),
            None => {}
        }
    }
}
