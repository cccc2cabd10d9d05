//! Back (Android's back button, Escape on a desktop, the browser's back): it first closes whatever sheet is
//! open, else leaves the screen, asking before it leaves a game in progress.

use crate::screens::help;
use crate::tables::{game_on, leave, Shared};
use crate::ui::{AppWindow, Nav, Page, SaveSheetKind, SavesAdapter, VerseAdapter};
use slint::ComponentHandle;

/// Closes the open sheet, if any; whether one was open.
fn close_sheet(app: &AppWindow) -> bool {
    let nav = app.global::<Nav>();
    if !nav.get_confirm_leave().is_empty() {
        nav.set_confirm_leave("".into());
        return true;
    }
    if !nav.get_confirm_abandon().is_empty() {
        nav.set_confirm_abandon("".into());
        return true;
    }
    let verse = app.global::<VerseAdapter>();
    if verse.get_shown() {
        verse.set_shown(false);
        return true;
    }
    if verse.get_details_shown() {
        verse.set_details_shown(false);
        return true;
    }
    let saves = app.global::<SavesAdapter>();
    if saves.get_sheet() != SaveSheetKind::None {
        saves.set_sheet(SaveSheetKind::None);
        return true;
    }
    false
}

/// Back on the page shown; `false` on Home, where the system may close the app.
fn back(app: &AppWindow, shared: &Shared) -> bool {
    if close_sheet(app) {
        return true;
    }
    let page = app.global::<Nav>().get_page();
    if let Some(game) = game_on(page) {
        leave(app, shared, game);
        return true;
    }
    match page {
        Page::Home => false,
        Page::Help => {
            help::back(app);
            true
        }
        Page::Scripture => {
            crate::nav::go(app, Page::Help);
            true
        }
        _ => {
            crate::nav::go(app, Page::Home);
            true
        }
    }
}

/// Wires Back and the answer to the question before leaving a game.
pub(super) fn wire(app: &AppWindow, shared: &Shared) {
    let nav = app.global::<Nav>();
    let weak = app.as_weak();
    let s = shared.clone();
    nav.on_back(move || weak.upgrade().is_some_and(|app| back(&app, &s)));
    let weak = app.as_weak();
    nav.on_leave_confirmed(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<Nav>().set_confirm_leave("".into());
            crate::nav::go(&app, Page::Home);
        }
    });
}
