//! Stand Firm, the app: Slint screens over the `standfirm-engine` rules engines.
//!
//! The rooms stand in layers, and an arrow only points down (ARCHITECTURE.md; `tests/layers.rs` checks it):
//! `app` (the composition root) › `screens` › `services` › `tables` › `nav` › `models`, `files`, `platform` ›
//! `words`, with `ui` (the types Slint generates from `ui/`) under them all. `build_app` is shared by the desktop `main`, Android, the browser and the UI tests.

mod app;
mod files;
mod models;
mod nav;
mod online;
mod platform;
mod screens;
mod services;
mod tables;
mod ui;
mod words;

pub use app::{build_app, build_app_at, flush_saves, suspend};
pub use platform::measure::{first_frame_line, log_first_frame, measure_first_frame_if_asked};
pub use ui::*;
pub use words::deal::parse_deal;

/// The last observation a table server sent this device's seat at an online table: all the screens may show
/// of the hidden cards (the UI tests check every element on screen against it).
pub fn online_observation() -> Option<standfirm_engine::strongholds::Observation> {
    online::link::observed()
}

/// Whether the app last asked to keep the screen on (Android's `FLAG_KEEP_SCREEN_ON`): only while a
/// Strongholds game in progress is on screen. For tests on the desktop, where the request does nothing else.
#[doc(hidden)]
pub fn screen_kept_on() -> bool {
    platform::screen_kept_on()
}

/// The browser's entry point (`web/build.sh`): the same app, over the browser's storage.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn web_start() {
    platform::web::main(app::ENTRY);
}

/// Android's entry point: Slint's Android backend over the activity, then the same app as the desktop.
#[cfg(all(target_os = "android", feature = "android"))]
#[unsafe(no_mangle)]
fn android_main(activity: slint::android::AndroidApp) {
    platform::android::main(activity, app::ENTRY);
}
