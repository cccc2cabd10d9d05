//! The app's life on a device: the window and games of this run, their files written when the app goes to the
//! background or quits, and the game on screen reopened after a process the system killed.

use crate::tables::{saved_game_on_screen, Games, Shared};
use crate::ui::AppWindow;
use slint::ComponentHandle;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

thread_local! {
    /// The games of the window built last, for `flush_saves` (Android's pause and stop).
    static CURRENT: RefCell<Weak<RefCell<Games>>> = const { RefCell::new(Weak::new()) };
    /// The window built last, for `suspend` (which game is on screen).
    static CURRENT_APP: RefCell<Option<slint::Weak<AppWindow>>> = const { RefCell::new(None) };
}

/// Remembers the window and games of this run.
pub(super) fn keep(app: &AppWindow, shared: &Shared) {
    CURRENT.with(|current| *current.borrow_mut() = Rc::downgrade(shared));
    CURRENT_APP.with(|current| *current.borrow_mut() = Some(app.as_weak()));
}

/// Writes every pending autosave to disk now: Android calls it when the activity pauses or stops.
pub fn flush_saves() {
    CURRENT.with(|current| {
        if let Some(shared) = current.borrow().upgrade() {
            if let Some(saves) = shared.borrow().saves.as_ref() {
                if let Err(e) = saves.flush() {
                    eprintln!("Stand Firm could not save: {e}");
                }
            }
        }
    });
}

/// The app is sent to the background (Android's pause and stop): remembers the saved game on screen, so that
/// a process killed there reopens it on its next start (a Strongholds table on its hand-off screen), and
/// writes every pending save.
pub fn suspend() {
    let app = CURRENT_APP.with_borrow(|app| app.as_ref().and_then(slint::Weak::upgrade));
    let shared = CURRENT.with_borrow(Weak::upgrade);
    if let (Some(app), Some(shared)) = (app, shared) {
        let mut games = shared.borrow_mut();
        let open = saved_game_on_screen(&app, &games);
        if let Some(saves) = games.saves.as_mut() {
            if saves.settings.open_game != open {
                saves.settings.open_game = open;
                if let Some(e) = saves.save_settings() {
                    eprintln!("Stand Firm could not save its settings: {e}");
                }
            }
        }
    }
    flush_saves();
}

/// Reopens the game that was on screen when the app last went to the background (Android may have killed
/// the process there), if it is still in progress: on its table, a Strongholds game on its hand-off screen
/// (a resumed table always starts public). The note is forgotten at once, so a game that cannot be opened is
/// not tried again on every start.
pub(super) fn reopen(app: &AppWindow, shared: &Shared) {
    let file = {
        let mut games = shared.borrow_mut();
        let Some(saves) = games.saves.as_mut() else {
            return;
        };
        let Some(file) = saves.settings.open_game.take() else {
            return;
        };
        saves.save_settings();
        let in_progress = saves.list().iter().any(|entry| {
            entry.file == file
                && entry
                    .save
                    .as_ref()
                    .is_ok_and(|f| f.summary.status == standfirm_store::SummaryStatus::InProgress)
        });
        if !in_progress {
            return;
        }
        file
    };
    match crate::tables::continue_file(app, shared, &file) {
        Ok(()) => eprintln!("Stand Firm: reopened {file}"),
        Err(reason) => eprintln!("Stand Firm: could not reopen {file}: {reason}"),
    }
}
