//! The PIP Armor screen: what the game brings to the one solo session (`crate::solo`: the revealed card chosen,
//! the Put On summary) and its adapter to `PipAdapter`.

mod coach;
mod flights;
mod labels;
mod present;
mod session;
mod wire;

pub use session::PipSession;
pub use wire::wire;
