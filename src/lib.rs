//! Stand Firm, the app: Slint screens over the `standfirm-engine` rules engines.
//!
//! One adapter per screen turns engine state into Slint models and Slint callbacks into engine actions
//! (ARCHITECTURE.md). `build_app` is shared by the desktop `main`, Android and the UI tests.

slint::include_modules!();

mod aog;
mod app;
mod art;
mod cards_ui;
mod chance;
mod daily;
mod deal;
mod files;
mod game_menu;
mod games;
mod help;
mod home;
mod measure;
mod models;
mod nav;
mod new_game;
mod pip;
mod platform;
mod play;
mod saves;
mod settings;
mod solo;
mod statistics;
mod strongholds;
mod tutorial;
mod when;

pub use app::build_app;

/// Builds the app with its saved games, statistics and settings kept under `data_dir` (the desktop's
/// project data directory, Android's internal data path).
pub fn build_app_at(data_dir: std::path::PathBuf) -> Result<AppWindow, slint::PlatformError> {
    app::build_app_with(Some(data_dir))
}

/// Writes any autosave still pending to disk now: Android calls it when the activity pauses or stops.
pub fn flush_saves() {
    app::flush_saves();
}
pub use deal::parse_deal;
pub use measure::{first_frame_line, log_first_frame, measure_first_frame_if_asked};

/// The app is sent to the background (Android's pause and stop): remembers the saved game on screen, so that
/// a process killed there reopens it on its next start (a Strongholds table on its hand-off screen), and
/// writes every pending save.
pub fn suspend() {
    app::suspend();
}

/// Whether the app last asked to keep the screen on (Android's `FLAG_KEEP_SCREEN_ON`): only while a
/// Strongholds game in progress is on screen. For tests on the desktop, where the request does nothing else.
#[doc(hidden)]
pub fn screen_kept_on() -> bool {
    platform::screen_kept_on()
}
