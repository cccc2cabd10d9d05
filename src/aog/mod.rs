//! The Armor of God screen: a game session (state, undo, log, selection) and its adapter to `AogAdapter`.

mod coach;
mod flights;
mod present;
mod session;
mod wire;

pub use session::AogSession;
pub use wire::wire;
