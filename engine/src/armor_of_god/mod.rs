//! Armor of God: Solo (RULINGS.md, Game 1): build six Armor piles to exact targets across four rounds, under
//! the Category Restriction, with banking and Doubt, Satan's Dart and Defense Checks.
//!
//! ```
//! use standfirm_engine::armor_of_god::{Options, State};
//! let mut game = State::new(Options::default(), 7);
//! while let Some(action) = game.legal_actions().first().copied() {
//!     game.apply(&action).unwrap();
//! }
//! assert!(game.view().status != "in_progress");
//! ```

mod action;
pub mod bots;
mod error;
mod event;
mod event_samples;
mod game;
mod hint;
mod options;
mod rules;
mod slots;
mod state;
mod view;

pub use action::{Action, DartLine};
pub use error::RuleError;
pub use event::{Event, REFERENCES};
pub use hint::{hint, Hint, Table};
pub use options::{DartMode, Defense, FaceValues, Options};
pub use slots::{Category, Slot};
pub use state::{Entry, Rest, Setup, SlotPile, SlotState, State, Status, Step};
pub use view::{NextCheck, SlotView, View};
