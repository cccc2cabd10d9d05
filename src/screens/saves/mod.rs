//! The Saved games screen (every file: Continue, Rename, Delete, Export, Review for a finished game; unreadable ones with their reason),
//! and "Save as…" from a game's menu (its sheet shows over the table).

mod list;
mod screen;
mod sheets;

pub use screen::{open_saves, refresh, tell, wire};
pub use sheets::ask_save_as;
