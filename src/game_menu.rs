//! The menu of every game screen: "New game" (a game in progress is given up first, after asking: it counts as
//! a loss) and "Save as…" (a copy of the game as it is now, under a name).

use crate::games::Shared;
use crate::strongholds;
use crate::{AogAdapter, AppWindow, Nav, Page, PipAdapter, ShAdapter};
use slint::ComponentHandle;
use standfirm_store::SaveFile;

/// The save of the game on `page` and whether it is still in progress.
fn game_of(shared: &Shared, page: Page) -> Option<(SaveFile, bool)> {
    let games = shared.borrow();
    match page {
        Page::Aog => games.aog.as_ref().map(|g| (g.save_file(), !g.is_over())),
        Page::Pip => games.pip.as_ref().map(|g| (g.save_file(), !g.is_over())),
        Page::Sh => games.sh.as_ref().map(|g| (g.save_file(), !g.is_over())),
        _ => None,
    }
}

/// Opens the New game screen of the game on `page`.
fn new_game_screen(app: &AppWindow, shared: &Shared, page: Page) {
    match page {
        Page::Aog => crate::new_game::open(app, shared, Page::AogNew)(),
        Page::Pip => crate::new_game::open(app, shared, Page::PipNew)(),
        _ => strongholds::open_new_game(app, shared),
    }
}

/// A menu item chosen on the game screen `page`.
fn chosen(app: &AppWindow, shared: &Shared, page: Page, id: &str) {
    let Some((file, in_progress)) = game_of(shared, page) else {
        return;
    };
    match id {
        "rules" => crate::help::open(
            app,
            shared,
            match page {
                Page::Aog => standfirm_guide::Game::ArmorOfGod,
                Page::Pip => standfirm_guide::Game::PipArmor,
                _ => standfirm_guide::Game::Strongholds,
            },
        ),
        "save-as" if shared.borrow().saves.is_some() => crate::saves::ask_save_as(app, file),
        "save-as" => crate::saves::tell_game(
            app,
            shared,
            "Nothing is kept on disk in this run, so a copy cannot be saved.",
        ),
        "new" if in_progress => app.global::<Nav>().set_confirm_abandon(
            "This game is given up: it counts as a loss in your statistics, and its save is deleted.".into(),
        ),
        _ => new_game_screen(app, shared, page),
    }
}

/// Gives up the game on screen for a new one (confirmed): a loss, the file deleted, then New game.
fn abandon(app: &AppWindow, shared: &Shared) {
    let page = app.global::<Nav>().get_page();
    app.global::<Nav>().set_confirm_abandon("".into());
    let Some((file, _)) = game_of(shared, page) else {
        return;
    };
    {
        let mut games = shared.borrow_mut();
        if let Some(saves) = games.saves.as_mut() {
            saves.abandon(&file);
        }
        match page {
            Page::Aog => games.aog = None,
            Page::Pip => games.pip = None,
            _ => games.sh = None,
        }
    }
    new_game_screen(app, shared, page);
}

/// Wires the menus of the three game screens.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let handler = |page: Page| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move |id: slint::SharedString| {
            if let Some(app) = weak.upgrade() {
                chosen(&app, &shared, page, &id);
            }
        }
    };
    app.global::<AogAdapter>().on_menu(handler(Page::Aog));
    app.global::<PipAdapter>().on_menu(handler(Page::Pip));
    app.global::<ShAdapter>().on_menu(handler(Page::Sh));
    let weak = app.as_weak();
    let shared = shared.clone();
    app.global::<Nav>().on_abandon_confirmed(move || {
        if let Some(app) = weak.upgrade() {
            abandon(&app, &shared);
        }
    });
}
