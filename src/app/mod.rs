//! The composition root: builds the window, opens the files, and wires every room. Only this room knows them
//! all; below it a screen knows the tables, the services and navigation, never another screen (a jump between
//! screens is carried out here, in [`jumps`]).

mod back;
mod jumps;
mod lifecycle;

pub use lifecycle::{flush_saves, suspend};

use crate::files::Saves;
use crate::screens::{
    help, home, menu, new_game, online, review, saves, settings, statistics, tutorial,
};
use crate::services::chance;
use crate::tables::{self, Games, Shared};
use crate::ui::{AppWindow, HomeAdapter};
use slint::ComponentHandle;
use std::cell::RefCell;
use std::rc::Rc;

/// The app's entry, for the platforms' entry points.
#[allow(dead_code)]
pub const ENTRY: crate::platform::Entry = crate::platform::Entry {
    build: build_app_with,
    flush: flush_saves,
    suspend,
    log_first_frame: crate::platform::measure::log_first_frame,
    #[cfg(target_arch = "wasm32")]
    build_in_browser,
    #[cfg(target_arch = "wasm32")]
    open_link: jumps::open_link,
    #[cfg(target_arch = "wasm32")]
    after_first_frame: home::show_today,
};

/// Builds the main window and wires every screen, with nothing kept on disk.
pub fn build_app() -> Result<AppWindow, slint::PlatformError> {
    build_app_with(None)
}

/// Builds the app with its saved games, statistics and settings kept under `data_dir` (the desktop's
/// project data directory, Android's internal data path).
pub fn build_app_at(data_dir: std::path::PathBuf) -> Result<AppWindow, slint::PlatformError> {
    build_app_with(Some(data_dir))
}

/// Builds the main window, keeping games, statistics and settings under `data_dir` when given.
pub fn build_app_with(
    data_dir: Option<std::path::PathBuf>,
) -> Result<AppWindow, slint::PlatformError> {
    build_with(data_dir.map(|dir| Saves::open(&dir)), false)
}

/// Builds the app with its games, statistics and settings in the browser's storage (`localStorage`); when
/// the browser refuses storage, the app runs with nothing kept and Home says why.
///
/// Home's Today and the games' pictures wait for the first frame (`after_first_frame`): the page's first frame
/// is the games, drawn sooner without Today's verse and deals to lay out (web/README.md, "What the app's entry
/// point does").
#[cfg(target_arch = "wasm32")]
fn build_in_browser() -> Result<AppWindow, slint::PlatformError> {
    build_with(Some(Saves::in_browser()), true)
}

/// Builds the main window over `files` (none: nothing is kept; an error: why nothing can be kept); with
/// `hold_today`, Home's Today and pictures wait for [`home::show_today`].
fn build_with(
    files: Option<Result<Saves, String>>,
    hold_today: bool,
) -> Result<AppWindow, slint::PlatformError> {
    let app = AppWindow::new()?;
    if hold_today {
        home::hold_today(&app);
    }
    let mut games = Games::default();
    let mut notice = None;
    match files {
        Some(Ok(saves)) => games.saves = Some(saves),
        Some(Err(e)) => {
            notice = Some(crate::words::tr::tr!(
                "Games cannot be saved in this run: {reason}",
                reason = e
            ))
        }
        None => {}
    }
    let shared: Shared = Rc::new(RefCell::new(games));
    lifecycle::keep(&app, &shared);
    wire(&app, &shared);
    let current = settings::current(&shared);
    settings::apply(&app, &current);
    new_game::remember(&app, &current);
    {
        let mut games = shared.borrow_mut();
        games.learned = current.tutorials_done.clone();
        if let (Some(n), Some(saves)) = (&notice, games.saves.as_mut()) {
            saves.problem = Some(n.clone());
        }
    }
    home::update(&app, &shared.borrow());
    if let Some(n) = notice {
        app.global::<HomeAdapter>().set_notice(n.into());
    }
    lifecycle::reopen(&app, &shared);
    Ok(app)
}

/// Wires every room: navigation's hooks and jumps, Back, the tables, the screens and the services.
fn wire(app: &AppWindow, shared: &Shared) {
    crate::nav::reset();
    jumps::wire(app, shared);
    back::wire(app, shared);
    tables::wire(app, shared);
    new_game::wire(app, shared);
    home::wire(app, shared);
    saves::wire(app, shared);
    review::wire(app, shared);
    statistics::wire(app, shared);
    settings::wire(app, shared);
    menu::wire(app, shared);
    chance::wire(app, shared);
    online::wire(app, shared);
    help::wire(app, shared);
    crate::models::sheets::wire(app);
    tutorial::wire(app, shared);
    // Android: text follows the system's font scale (up to 1.3×).
    crate::platform::follow_font_scale(app);
}
