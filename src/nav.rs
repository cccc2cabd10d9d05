//! Navigation: which page shows, Back (Android's back button, Escape on a desktop) and leaving a game, which
//! asks first while the game is in progress.

use crate::games::{game_on, table_page, Games, Shared};
use crate::{AppWindow, Nav, Page};
use slint::ComponentHandle;

/// Shows `page`; Home is brought up to date first. Leaving a tutorial's game screen ends the tutorial (its game
/// was never saved).
pub fn go(app: &AppWindow, shared: &Shared, page: Page) {
    let ended = {
        let mut games = shared.borrow_mut();
        let leaving = games
            .tutorial
            .as_ref()
            .is_some_and(|t| page != table_page(t.game));
        if leaving {
            if let Some(run) = games.tutorial.take() {
                games.close(run.game);
            }
        }
        leaving
    };
    if ended {
        crate::play::tutorial::hide(app);
    }
    if page == Page::Home {
        crate::home::update(app, &shared.borrow());
    }
    if app.global::<Nav>().get_page() != page {
        crate::chance::page_changed(app);
    }
    app.global::<Nav>().set_page(page);
    keep_awake(app, shared);
}

/// Keeps the screen on while a Strongholds game in progress is on screen (the device lies on the table between
/// turns), and lets it sleep once the player has left the game or it has ended. Called on every page change
/// and after every change to the Strongholds game.
pub fn keep_awake(app: &AppWindow, shared: &Shared) {
    let on = app.global::<Nav>().get_page() == Page::Sh && in_progress(&shared.borrow(), Page::Sh);
    crate::platform::keep_screen_on(on);
}

/// A callback that shows `page`.
pub fn to(app: &AppWindow, shared: &Shared, page: Page) -> impl Fn() + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    move || {
        if let Some(app) = weak.upgrade() {
            go(&app, &shared, page);
        }
    }
}

/// Whether the game shown on `page` is in progress.
fn in_progress(games: &Games, page: Page) -> bool {
    game_on(page)
        .and_then(|game| games.open_game(game))
        .is_some_and(|(_, in_progress)| in_progress)
}

/// The save file of the game on screen, if it is a saved game in progress (not a tutorial's): the game a
/// process killed in the background reopens (`app::suspend`).
pub fn saved_game_on_screen(app: &AppWindow, games: &Games) -> Option<String> {
    let page = app.global::<Nav>().get_page();
    if games.tutorial.is_some() || games.saves.is_none() || !in_progress(games, page) {
        return None;
    }
    match page {
        Page::Aog => games.aog.as_ref().map(|g| g.save_file().file_name()),
        Page::Pip => games.pip.as_ref().map(|g| g.save_file().file_name()),
        Page::Sh => games.sh.as_ref().map(|g| g.save_file().file_name()),
        _ => None,
    }
}

/// Whether `page` shows a game.
fn is_game(page: Page) -> bool {
    game_on(page).is_some()
}

/// Leaves a game screen: straight home when the game is over (or the settings say not to ask), else after
/// asking.
pub fn leave_game(app: &AppWindow, shared: &Shared, page: Page) {
    let ask = app.global::<crate::SettingsAdapter>().get_confirm_leave();
    if ask && in_progress(&shared.borrow(), page) {
        let kept = if shared.borrow().saves.is_some() {
            "Your game is saved as it is: continue it from Home at any time."
        } else {
            "Your game stays where it is: continue it from Home while the app is open."
        };
        app.global::<Nav>().set_confirm_leave(kept.into());
    } else {
        go(app, shared, Page::Home);
    }
}

/// A callback that leaves the game on `page`.
pub fn leaving(app: &AppWindow, shared: &Shared, page: Page) -> impl Fn() + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    move || {
        if let Some(app) = weak.upgrade() {
            leave_game(&app, &shared, page);
        }
    }
}

/// Wires Back and the question before leaving a game.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let nav = app.global::<Nav>();
    let weak = app.as_weak();
    let back_shared = shared.clone();
    nav.on_back(move || {
        let Some(app) = weak.upgrade() else {
            return false;
        };
        let nav = app.global::<Nav>();
        // Back first closes whatever sheet is open.
        if !nav.get_confirm_leave().is_empty() {
            nav.set_confirm_leave("".into());
            return true;
        }
        if !nav.get_confirm_abandon().is_empty() {
            nav.set_confirm_abandon("".into());
            return true;
        }
        let verse = app.global::<crate::VerseAdapter>();
        if verse.get_shown() {
            verse.set_shown(false);
            return true;
        }
        if verse.get_details_shown() {
            verse.set_details_shown(false);
            return true;
        }
        let saves = app.global::<crate::SavesAdapter>();
        if saves.get_sheet() != crate::SaveSheetKind::None {
            saves.set_sheet(crate::SaveSheetKind::None);
            return true;
        }
        match nav.get_page() {
            Page::Home => false,
            page if is_game(page) => {
                leave_game(&app, &back_shared, page);
                true
            }
            Page::Help => {
                let page = back_shared.borrow().help_return;
                go(&app, &back_shared, page);
                true
            }
            Page::Scripture => {
                go(&app, &back_shared, Page::Help);
                true
            }
            _ => {
                go(&app, &back_shared, Page::Home);
                true
            }
        }
    });
    let weak = app.as_weak();
    let shared = shared.clone();
    nav.on_leave_confirmed(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<Nav>().set_confirm_leave("".into());
            go(&app, &shared, Page::Home);
        }
    });
}
