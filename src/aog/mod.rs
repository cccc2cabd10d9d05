//! The Armor of God screen: what the game brings to the one solo session (`crate::solo`) and its adapter to
//! `AogAdapter`.

mod coach;
mod flights;
mod labels;
mod present;
mod session;
mod wire;

pub use session::AogSession;
pub use wire::wire;
