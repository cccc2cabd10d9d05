//! The Armor of God screen: what the game brings to the one solo session (`crate::tables::solo`) and its adapter to
//! `AogAdapter`.

mod coach;
mod flights;
mod game;
pub mod labels;
mod present;
mod session;

pub use session::AogSession;
