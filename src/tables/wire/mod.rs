//! Each table's callbacks, connected to its session: each makes one change, then the table is shown again.
//! Strongholds' bots move from here too, one at a time, after the pause the settings give.

pub mod aog;
mod bots;
pub mod pip;
pub mod strongholds;
