//! What several screens and tables use, above the tables: the chance of a position (`chance`), the daily
//! deals (`daily`) and the statistics' export (`export`).

pub mod chance;
pub mod daily;
pub mod export;
