//! What several screens and tables use, above the tables: the chance of a position (`chance`), the daily
//! deals (`daily`), the statistics' export (`export`) and a finished game's review worked out away from the
//! screen (`review`).

pub mod chance;
pub mod daily;
pub mod export;
pub mod review;
