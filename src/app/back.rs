//! Back (Android's back button, Escape on a desktop, the browser's back): it first closes whatever sheet is
//! open, else leaves the screen, asking before it leaves a game in progress.

use crate::screens::help;
use crate::tables::{game_on, leave, Shared};
use crate::ui::{
    AppWindow, ChanceAdapter, Nav, Page, PipAdapter, SaveSheetKind, SavesAdapter, ShAdapter,
    StatsAdapter, TableSheets, VerseAdapter,
};
use slint::ComponentHandle;

/// Closes the open sheet, if any, the topmost first; whether one was open. A sheet that asks for a step of the
/// game (a Strongholds discard, a second Trial, the Dart's choice) is no sheet to close: Back there asks about
/// leaving the game, as on the table itself.
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
    let stats = app.global::<StatsAdapter>();
    if stats.get_confirm_reset() {
        stats.set_confirm_reset(false);
        return true;
    }
    close_table_sheet(app)
}

/// Closes a sheet of the table on screen (its menu, its log, the Chance panel, a Strongholds payment, question
/// or recap, PIP Armor's Put On summary); whether one was open.
fn close_table_sheet(app: &AppWindow) -> bool {
    let page = app.global::<Nav>().get_page();
    if game_on(page).is_none() {
        return false;
    }
    let sheets = app.global::<TableSheets>();
    if sheets.get_menu() {
        sheets.set_menu(false);
        return true;
    }
    if page == Page::Sh {
        let sh = app.global::<ShAdapter>();
        if sh.get_confirm_end() {
            sh.invoke_end_cancelled();
            return true;
        }
        if sh.get_show_recap() {
            sh.invoke_close_recap();
            return true;
        }
        if sh.get_paying() {
            sh.invoke_pay_cancelled();
            return true;
        }
    }
    if sheets.get_log() {
        sheets.set_log(false);
        return true;
    }
    if page == Page::Pip {
        let pip = app.global::<PipAdapter>();
        if pip.get_show_put_on() && !pip.get_over() {
            pip.invoke_dismiss_put_on();
            return true;
        }
    }
    let chance = app.global::<ChanceAdapter>();
    if chance.get_shown() {
        chance.invoke_close();
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
        Page::Review => {
            crate::screens::review::back(app, shared);
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
