//! The menu of every table: "New game" (a game in progress is given up first, after asking: it counts as a
//! loss), "Save as…" (a copy of the game as it is now, under a name) and the Rules.

use crate::nav::{jump, Jump};
use crate::tables::{game_on_screen, tell, Shared};
use crate::ui::{AogAdapter, AppWindow, MenuChoice, Nav, PipAdapter, ShAdapter};
use slint::ComponentHandle;
use standfirm_engine::GameKind;

/// A menu item chosen on the table of `game`.
fn chosen(app: &AppWindow, shared: &Shared, game: GameKind, choice: MenuChoice) {
    let Some((file, in_progress)) = shared.borrow().open_game(game) else {
        return;
    };
    let kept = shared.borrow().saves.is_some();
    let online = shared
        .borrow()
        .table(game)
        .is_some_and(|t| t.online() && !t.is_over());
    match choice {
        // An online game is kept whole when it ends (the server sends it); leaving it keeps the seat.
        MenuChoice::SaveAs if online => tell(
            app,
            shared,
            game,
            &crate::words::tr::tr!("An online game is kept in Saved games when it ends."),
        ),
        MenuChoice::New if online => jump(app, Jump::NewGame(game)),
        MenuChoice::Rules => jump(app, Jump::Rules(game)),
        MenuChoice::SaveAs if kept => jump(app, Jump::SaveAs(Box::new(file))),
        MenuChoice::SaveAs => tell(
            app,
            shared,
            game,
            &crate::words::tr::tr!("Nothing is kept on disk in this run, so a copy cannot be saved."),
        ),
        MenuChoice::New if in_progress => app.global::<Nav>().set_confirm_abandon(
            crate::words::tr::tr!("This game is given up: it counts as a loss in your statistics, and its save is deleted.").into(),
        ),
        MenuChoice::New => jump(app, Jump::NewGame(game)),
        // The table asks before ending by agreement (`ask-end`); the menu never sends it here.
        MenuChoice::End => {}
    }
}

/// Gives up the game on screen for a new one (confirmed): a loss, the file deleted, then New game.
fn abandon(app: &AppWindow, shared: &Shared) {
    app.global::<Nav>().set_confirm_abandon("".into());
    let Some(game) = game_on_screen(app) else {
        return;
    };
    let Some((file, _)) = shared.borrow().open_game(game) else {
        return;
    };
    {
        let mut games = shared.borrow_mut();
        if let Some(saves) = games.saves.as_mut() {
            saves.abandon(&file);
        }
        games.close(game);
    }
    jump(app, Jump::NewGame(game));
}

/// Wires the menus of the three tables.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let handler = |game: GameKind| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move |choice: MenuChoice| {
            if let Some(app) = weak.upgrade() {
                chosen(&app, &shared, game, choice);
            }
        }
    };
    app.global::<AogAdapter>()
        .on_menu(handler(GameKind::ArmorOfGod));
    app.global::<PipAdapter>()
        .on_menu(handler(GameKind::PipArmor));
    app.global::<ShAdapter>()
        .on_menu(handler(GameKind::Strongholds));
    let weak = app.as_weak();
    let shared = shared.clone();
    app.global::<Nav>().on_abandon_confirmed(move || {
        if let Some(app) = weak.upgrade() {
            abandon(&app, &shared);
        }
    });
}
