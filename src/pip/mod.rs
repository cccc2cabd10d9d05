//! The PIP Armor screen: a game session (state, selections, log, the Put On summary) and its adapter.

mod coach;
mod flights;
mod present;
mod session;
mod wire;

pub use session::PipSession;
pub use wire::wire;
