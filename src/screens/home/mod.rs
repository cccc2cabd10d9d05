//! Home: every game in progress to continue (from the saves folder, newest first, or from the games open in this
//! run when nothing is kept on disk), the games with their New game, Learn to play and Rules, today (`today`),
//! the way to Saved games, Statistics, Settings and About, and a notice when a file needed care.

mod today;

use crate::models::games::{game_of, picture, tile};
use crate::nav::Jump;
use crate::tables::continue_file;
use crate::tables::{Games, Shared};
use crate::ui::{AppWindow, ContinueItem, GameChoice, GameTileData, HomeAdapter, Page};
use crate::words::when::ago;
use slint::{ComponentHandle, Model, ModelRc, VecModel};
use standfirm_engine::GameKind;
use standfirm_store::{SaveFile, SummaryStatus};
use std::time::SystemTime;

fn item(file: &SaveFile, modified: Option<SystemTime>) -> ContinueItem {
    let when = modified
        .map(|t| format!(" · {}", ago(t, standfirm_store::time::now())))
        .unwrap_or_default();
    ContinueItem {
        file: file.file_name().into(),
        title: file.name.as_str().into(),
        line: format!(
            "{}{when}",
            crate::words::tr::say(&file.summary.headline_msg(&file.setup))
        )
        .into(),
    }
}

/// Shows today and the games that can be continued.
pub fn update(app: &AppWindow, games: &Games) {
    let home = app.global::<HomeAdapter>();
    let files = games.files();
    let mut items: Vec<ContinueItem> = files
        .iter()
        .filter(|(file, _)| file.summary.status == SummaryStatus::InProgress)
        .map(|(file, modified)| item(file, *modified))
        .collect();
    // The online tables this device has a seat at, newest first: each opens again in its seat.
    items.splice(
        0..0,
        crate::online::kept::seats(games)
            .iter()
            .rev()
            .map(|seat| ContinueItem {
                file: crate::online::kept::item_key(&seat.table).into(),
                title: seat.name.as_str().into(),
                line: crate::words::online::seat_line(seat).into(),
            }),
    );
    // The daily deals' statuses read the same files.
    let saved: Vec<&SaveFile> = files.iter().map(|(file, _)| file).collect();
    today::update(app, games, &saved);
    home.set_continue_items(ModelRc::new(VecModel::from(items)));
    let pictured = !home.get_today_held();
    let tiles: Vec<GameTileData> = GameKind::ALL
        .into_iter()
        .map(|game| tile(game, games.learned.contains(game.id()), pictured))
        .collect();
    crate::models::rows!(home, get_games, set_games, tiles);
    home.set_notice(
        games
            .saves
            .as_ref()
            .and_then(|s| s.problem.clone())
            .unwrap_or_default()
            .into(),
    );
}

/// Keeps Home's Today and the games' pictures off the screen until [`show_today`]: the browser's first frame
/// draws the games' names alone, sooner without Today's verse and deals to lay out and the pictures to hand to
/// the browser (which decodes them after that frame in any case). Called before Home's first update.
pub fn hold_today(app: &AppWindow) {
    app.global::<HomeAdapter>().set_today_held(true);
}

/// Shows Home's Today and the games' pictures after [`hold_today`].
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn show_today(app: &AppWindow) {
    let home = app.global::<HomeAdapter>();
    home.set_today_held(false);
    let tiles = home.get_games();
    for row in 0..tiles.row_count() {
        if let Some(mut tile) = tiles.row_data(row) {
            tile.picture = picture(game_of(tile.game));
            tiles.set_row_data(row, tile);
        }
    }
}

/// Wires Home: its games, Continue, today, and the way to the other screens.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let h = app.global::<HomeAdapter>();
    h.on_new_game(jump_for(app, Jump::NewGame));
    h.on_rules(jump_for(app, Jump::Rules));
    h.on_learn(jump_for(app, Jump::Learn));
    h.on_about(crate::nav::to(app, Page::About));
    h.on_saves(crate::nav::jumping(app, Jump::Saves));
    h.on_statistics(crate::nav::jumping(app, Jump::Statistics));
    h.on_settings(crate::nav::jumping(app, Jump::Settings));
    today::wire(app, shared);
    let weak = app.as_weak();
    let shared = shared.clone();
    h.on_continue_file(move |file| {
        let Some(app) = weak.upgrade() else { return };
        if crate::online::seating::resume_item(&app, &shared, &file) {
            return;
        }
        match continue_file(&app, &shared, &file) {
            // Written to the log for Android's smoke test (android/smoke.sh).
            Ok(()) => eprintln!("Stand Firm: continued {file}"),
            Err(reason) => app.global::<HomeAdapter>().set_notice(
                crate::words::tr::tr!("That game cannot be continued: {reason}", reason = reason)
                    .into(),
            ),
        }
    });
}

/// A callback of a game's tile that jumps to `to` of its game.
fn jump_for(app: &AppWindow, to: fn(GameKind) -> Jump) -> impl Fn(GameChoice) + 'static {
    let weak = app.as_weak();
    move |choice| {
        if let Some(app) = weak.upgrade() {
            crate::nav::jump(&app, to(game_of(choice)));
        }
    }
}
