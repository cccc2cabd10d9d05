//! Strongholds, pass-and-play for 2–6 people on one device, bots in any seat: the session (who holds the
//! device, the slap window's claim, the private screen's selection), the payment being put together, the log
//! and "Since your last turn", the presentation to `ShAdapter` and the wiring of its callbacks.

mod coach;
mod details;
mod hint;
mod labels;
mod new_game;
mod pace;
mod payment;
mod present;
mod recap;
mod search;
mod seats;
mod session;
mod taps;
mod wire;

pub use new_game::NewTable;
pub use present::chip;
pub use session::ShSession;
pub use wire::{open_new_game, show, wire};

#[cfg(test)]
mod tests;
