//! The composition root: builds the window, opens the files, and wires every screen. Only this module knows
//! them all; the screens know the open games (`games`), navigation (`nav`) and the engine, never each other.

use crate::games::{Games, Shared};
use crate::{
    aog, files, game_menu, help, home, nav, new_game, pip, saves, settings, statistics,
    strongholds, tutorial,
};
use crate::{AogAdapter, AppWindow, HomeAdapter, Page, PipAdapter};
use slint::ComponentHandle;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

thread_local! {
    /// The games of the window built last, for `flush_saves` (Android's pause and stop).
    static CURRENT: RefCell<Weak<RefCell<Games>>> = const { RefCell::new(Weak::new()) };
    /// The window built last, for `suspend` (which game is on screen).
    static CURRENT_APP: RefCell<Option<slint::Weak<AppWindow>>> = const { RefCell::new(None) };
}

/// Builds the main window and wires every screen, with nothing kept on disk.
pub fn build_app() -> Result<AppWindow, slint::PlatformError> {
    build_app_with(None)
}

/// Writes every pending autosave to disk now.
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

/// Remembers the saved game on screen in the settings (or that none is), then writes every pending save.
pub fn suspend() {
    let app = CURRENT_APP.with_borrow(|app| app.as_ref().and_then(slint::Weak::upgrade));
    let shared = CURRENT.with_borrow(Weak::upgrade);
    if let (Some(app), Some(shared)) = (app, shared) {
        let mut games = shared.borrow_mut();
        let open = nav::saved_game_on_screen(&app, &games);
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
fn reopen(app: &AppWindow, shared: &Shared) {
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
    match saves::continue_file(app, shared, &file) {
        Ok(()) => eprintln!("Stand Firm: reopened {file}"),
        Err(reason) => eprintln!("Stand Firm: could not reopen {file}: {reason}"),
    }
}

/// Builds the main window, keeping games, statistics and settings under `data_dir` when given.
pub fn build_app_with(
    data_dir: Option<std::path::PathBuf>,
) -> Result<AppWindow, slint::PlatformError> {
    let app = AppWindow::new()?;
    let mut games = Games::default();
    let mut notice = None;
    if let Some(dir) = data_dir {
        match files::Saves::open(&dir) {
            Ok(saves) => games.saves = Some(saves),
            Err(e) => notice = Some(format!("Games cannot be saved in this run: {e}")),
        }
    }
    let shared: Shared = Rc::new(RefCell::new(games));
    CURRENT.with(|current| *current.borrow_mut() = Rc::downgrade(&shared));
    CURRENT_APP.with(|current| *current.borrow_mut() = Some(app.as_weak()));
    aog::wire(&app, &shared);
    pip::wire(&app, &shared);
    strongholds::wire(&app, &shared);
    new_game::wire(&app, &shared);
    nav::wire(&app, &shared);
    saves::wire(&app, &shared);
    statistics::wire(&app, &shared);
    settings::wire(&app, &shared);
    game_menu::wire(&app, &shared);
    crate::chance::wire(&app, &shared);
    help::wire_rules(&app, &shared);
    help::wire_scripture(&app, &shared);
    help::wire_verse(&app);
    tutorial::wire(&app, &shared);
    // The pieces of the table say where they are (flights and drops need it), under the names Rust gives.
    crate::play::anchor::publish(&app);
    let anchors = shared.clone();
    app.global::<crate::Anchors>()
        .on_report(move |key, x, y, w, h| {
            anchors
                .borrow_mut()
                .anchors
                .insert(key.to_string(), (x, y, w, h));
        });
    wire_home(&app, &shared);
    app.global::<AogAdapter>()
        .on_leave(nav::leaving(&app, &shared, Page::Aog));
    app.global::<PipAdapter>()
        .on_leave(nav::leaving(&app, &shared, Page::Pip));
    // Android: text follows the system's font scale (up to 1.3×).
    #[cfg(target_os = "android")]
    app.global::<crate::Theme>()
        .set_font_scale(app.get_system_font_scale());
    let current = settings::current(&shared);
    settings::apply(&app, &current);
    new_game::remember(&app, &current);
    {
        let mut games = shared.borrow_mut();
        if let Some(table) = games
            .saves
            .as_ref()
            .and_then(|s| s.settings.strongholds.clone())
        {
            games.sh_table.remember(&table);
        }
        games.learned = games
            .saves
            .as_ref()
            .map(|s| s.settings.tutorials_done.clone())
            .unwrap_or_default();
        if notice.is_some() {
            if let Some(saves) = games.saves.as_mut() {
                saves.problem = notice.clone();
            }
        }
    }
    home::update(&app, &shared.borrow());
    if let Some(n) = notice {
        app.global::<HomeAdapter>().set_notice(n.into());
    }
    reopen(&app, &shared);
    Ok(app)
}

fn wire_home(app: &AppWindow, shared: &Shared) {
    let h = app.global::<HomeAdapter>();
    h.on_new_aog(new_game::open(app, shared, Page::AogNew));
    h.on_new_pip(new_game::open(app, shared, Page::PipNew));
    h.on_about(nav::to(app, shared, Page::About));
    let screen = |open: fn(&AppWindow, &Shared)| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            if let Some(app) = weak.upgrade() {
                open(&app, &shared);
            }
        }
    };
    h.on_new_sh(screen(strongholds::open_new_game));
    let weak = app.as_weak();
    let s = shared.clone();
    h.on_rules(move |game| {
        if let Some(app) = weak.upgrade() {
            help::open(&app, &s, help::game_of(game));
        }
    });
    let weak = app.as_weak();
    let s = shared.clone();
    h.on_learn(move |game| {
        if let Some(app) = weak.upgrade() {
            tutorial::start(&app, &s, help::game_of(game));
        }
    });
    crate::daily::wire(app, shared);
    h.on_saves(screen(saves::open_saves));
    h.on_statistics(screen(statistics::open));
    h.on_settings(screen(settings::open));
    let weak = app.as_weak();
    let shared = shared.clone();
    h.on_continue_file(move |file| {
        let Some(app) = weak.upgrade() else { return };
        match saves::continue_file(&app, &shared, &file) {
            // Written to the log for Android's smoke test (android/smoke.sh).
            Ok(()) => eprintln!("Stand Firm: continued {file}"),
            Err(reason) => app
                .global::<HomeAdapter>()
                .set_notice(format!("That game cannot be continued: {reason}").into()),
        }
    });
}
