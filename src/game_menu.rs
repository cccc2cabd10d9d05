//! The menu of every game screen: "New game" (a game in progress is given up first, after asking: it counts as
//! a loss) and "Save as…" (a copy of the game as it is now, under a name).

use crate::games::{game_on, Shared};
use crate::strongholds;
use crate::{AogAdapter, AppWindow, MenuChoice, Nav, Page, PipAdapter, ShAdapter};
use slint::ComponentHandle;
use standfirm_engine::GameKind;

/// Opens the New game screen of `game`.
pub fn open_new_game(app: &AppWindow, shared: &Shared, game: GameKind) {
    match game {
        GameKind::ArmorOfGod => crate::new_game::open(app, shared, Page::AogNew)(),
        GameKind::PipArmor => crate::new_game::open(app, shared, Page::PipNew)(),
        GameKind::Strongholds => strongholds::open_new_game(app, shared),
    }
}

/// A menu item chosen on the table of `game`.
fn chosen(app: &AppWindow, shared: &Shared, game: GameKind, choice: MenuChoice) {
    let Some((file, in_progress)) = shared.borrow().open_game(game) else {
        return;
    };
    match choice {
        MenuChoice::Rules => crate::help::open(app, shared, game),
        MenuChoice::SaveAs if shared.borrow().saves.is_some() => crate::saves::ask_save_as(app, file),
        MenuChoice::SaveAs => crate::saves::tell_game(
            app,
            shared,
            "Nothing is kept on disk in this run, so a copy cannot be saved.",
        ),
        MenuChoice::New if in_progress => app.global::<Nav>().set_confirm_abandon(
            "This game is given up: it counts as a loss in your statistics, and its save is deleted.".into(),
        ),
        MenuChoice::New => open_new_game(app, shared, game),
        // The screen asks before ending by agreement (`ask-end`); the menu never sends it here.
        MenuChoice::End => {}
    }
}

/// Gives up the game on screen for a new one (confirmed): a loss, the file deleted, then New game.
fn abandon(app: &AppWindow, shared: &Shared) {
    app.global::<Nav>().set_confirm_abandon("".into());
    let Some(game) = game_on(app.global::<Nav>().get_page()) else {
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
    open_new_game(app, shared, game);
}

/// Wires the menus of the three game screens.
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
