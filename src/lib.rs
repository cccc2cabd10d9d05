//! Stand Firm, the app: Slint screens over the `standfirm-engine` rules engines.
//!
//! One adapter per screen turns engine state into Slint models and Slint callbacks into engine actions
//! (ARCHITECTURE.md). `build_app` is shared by the desktop `main`, Android and the UI tests.

slint::include_modules!();

mod aog;
mod app;
mod cards_ui;
mod history;
mod log;
mod measure;
mod new_game;
mod pip;
mod platform;
mod screen;
mod verses;

pub use app::build_app;
pub use measure::measure_first_frame_if_asked;
pub use new_game::parse_deal;
