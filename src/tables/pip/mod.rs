//! The PIP Armor screen: what the game brings to the one solo session (`crate::tables::solo`: the revealed card chosen,
//! the Put On summary) and its adapter to `PipAdapter`.

mod coach;
mod flights;
mod game;
pub mod labels;
mod present;
mod session;

pub use session::PipSession;
