//! **PIP Armor** (RULINGS.md, Game 2): prepare Armor and Responses from pairs of cards while the cards you pass
//! become Threats, put on the Armor, then stand against every Threat.
//!
//! The engine shape: [`Options`], [`State::new`] / [`State::from_deck`] /
//! [`State::from_stand_setup`], [`State::legal_actions`], [`State::apply`] returning [`Event`]s or a
//! [`RuleError`] (state unchanged), [`State::status`] and [`State::view`] (what the player may see).
//!
//! - [`mapping`]: the Armor Mapping (PIP-3.1), pip tables (PIP-5.4) and caps (PIP-9.2).
//! - [`action`]: the decisions and their notation (`prepare 1 armor`, `respond 7D`, `pass`).
//! - `state`, `rules`, `setup`, `view`: the state, `apply`, scenario setups and the player's view.
//! - [`bots`]: the random and greedy policies used by `sim` and the benchmark.
//! - `memory`: what the player knows, the cards set aside included ([`Memory`], for the review).
//! - `sight`, `hint`: what a Stand decision shows, and the hints built from the [`View`] alone ([`hint()`]).

pub mod action;
pub mod bots;
pub mod event;
mod event_samples;
mod game;
mod hint;
pub mod mapping;
mod memory;
pub mod options;
mod rules;
mod setup;
mod sight;
mod state;
mod view;

pub use action::{Action, ParseActionError, Pile};
pub use event::{Absence, Event, REFERENCES};
pub use hint::{hint, Hint};
pub use mapping::Piece;
pub use memory::Memory;
pub use options::Options;
pub use rules::RuleError;
pub use setup::StandSetup;
pub use state::{Phase, PieceState, Rating, State, Status, HAND_SIZE, PREPARE_TURNS};
pub use view::{ArmorView, StatusName, View};
