//! The game tables, in layers of their own: `play` (one game in play: state, actions, undo, log, flights, the
//! tutorial run) › `table` (what every table's session offers) › the sessions (`solo`, the one session of both
//! solo games; `aog`, `pip`, `strongholds`) › `games` (the registry of open games) › `refresh` (a table shown
//! after a change) › `wire` (each table's callbacks, Strongholds' bots) › this file (a table shown again, a save
//! opened on its table), which every room above uses.

pub mod aog;
mod games;
pub mod pip;
pub mod play;
mod refresh;
pub mod solo;
pub mod strongholds;
mod table;
mod wire;

pub use games::{
    game_on, game_on_screen, online_in_progress, saved_game_on_screen, table_page, Games,
};
pub use refresh::{after_refresh, leave, Shared};
pub use table::Table;
pub use wire::strongholds::keep_awake;

use crate::nav::go;
use crate::tables::aog::AogSession;
use crate::tables::pip::PipSession;
use crate::tables::refresh::refresh;
use crate::ui::AppWindow;
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use standfirm_store::SaveFile;

/// Shows the table of `game` again: [`refresh`], and at a Strongholds table its bots move.
pub fn refresh_game(app: &AppWindow, shared: &Shared, game: GameKind) {
    match game {
        GameKind::ArmorOfGod => refresh::<AogSession>(app, shared),
        GameKind::PipArmor => refresh::<PipSession>(app, shared),
        GameKind::Strongholds => wire::strongholds::show(app, shared),
    }
}

/// Opens a save on its game's table; the game of that kind open before stays saved. Returns why not.
pub fn open_file(app: &AppWindow, shared: &Shared, save: SaveFile) -> Result<(), String> {
    let game = shared.borrow_mut().open_save(save)?;
    go(app, table_page(game));
    refresh_game(app, shared, game);
    Ok(())
}

/// Continues the game of `file` from Home: the open one if it is that game, else the file, replayed.
pub fn continue_file(app: &AppWindow, shared: &Shared, file: &str) -> Result<(), String> {
    let open = shared.borrow().holding(file);
    match open {
        Some(game) => {
            go(app, table_page(game));
            refresh_game(app, shared, game);
            Ok(())
        }
        None => {
            let loaded = match &shared.borrow().saves {
                Some(saves) => saves
                    .load(file)
                    .map_err(|e| crate::words::tr::say(&e.msg())),
                None => Err(crate::words::tr::tr!("this game is no longer open")),
            };
            open_file(app, shared, loaded?.0)
        }
    }
}

/// Says `text` on the table of `game` (after "Save as…") and shows it.
pub fn tell(app: &AppWindow, shared: &Shared, game: GameKind, text: &str) {
    if let Some(table) = shared.borrow_mut().table_mut(game) {
        table.play_mut().tell(text);
    }
    refresh_game(app, shared, game);
}

/// Gives every table its buttons' labels in the language now.
pub fn publish_labels(app: &AppWindow) {
    aog::labels::publish(&app.global::<crate::ui::AogAdapter>());
    pip::labels::publish(&app.global::<crate::ui::PipAdapter>());
    strongholds::labels::publish(&app.global::<crate::ui::ShAdapter>());
}

/// Wires every table: its callbacks, and where its places are (flights and drops need it, under the names Rust
/// gives them).
pub fn wire(app: &AppWindow, shared: &Shared) {
    wire::aog::wire(app, shared);
    wire::pip::wire(app, shared);
    wire::strongholds::wire(app, shared);
    crate::models::anchor::publish(app);
    let anchors = shared.clone();
    app.global::<crate::ui::Anchors>()
        .on_report(move |key, x, y, w, h| {
            anchors
                .borrow_mut()
                .anchors
                .insert(key.to_string(), (x, y, w, h));
        });
}
