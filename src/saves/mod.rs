//! The Saved games screen (every file: Continue, Rename, Delete, Export; unreadable ones with their reason),
//! "Save as…" from a game's menu, and opening a saved game on its screen.

mod open;
mod screen;

pub use open::{continue_file, open_file};
pub use screen::{ask_save_as, open_saves, tell_game, wire};
