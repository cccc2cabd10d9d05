//! Strongholds, pass-and-play for 2–6 people on one device, bots in any seat: the session (who holds the
//! device, the slap window's claim, the private screen's selection), the payment being put together, the log
//! and "Since your last turn", and the presentation to `ShAdapter`; and the same table online, one person on
//! this device and the referee on a table server (`remote.rs`).

mod coach;
mod details;
mod hint;
pub mod labels;
mod pace;
mod payment;
mod present;
mod recap;
mod remote;
pub mod search;
pub mod seats;
mod session;
mod table;
mod taps;

pub use present::{chip, present_online};
pub use session::ShSession;

#[cfg(test)]
mod remote_tests;
#[cfg(test)]
mod tests;
