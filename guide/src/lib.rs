//! The words of Stand Firm other than the rules engine: the verse library ([`scripture`]), the help for each game
//! ([`help`]), where each verse is used ([`uses`]), the guided deal of each game ([`tutorial`]) and the verse of
//! the day ([`daily`]).
//!
//! Everything is embedded data (`assets/scripture.json`, `assets/help/*.json`, `assets/tutorials/*.json`), parsed
//! once on first use. Loading never panics: a broken file gives a [`LoadError`], which the app shows as a line of
//! text, and the tests of this crate make sure the shipped files load.
//!
//! ```
//! use standfirm_engine::GameKind;
//! use standfirm_guide::{help, scripture, uses};
//! let verse = scripture::verse("eph 6:11").unwrap();
//! assert_eq!(verse.reference, "Ephesians 6:11");
//! assert_eq!(verse.translation.name(), "King James Version");
//! let rules = help::help(GameKind::ArmorOfGod).unwrap();
//! assert_eq!(rules.sections[0].id, "aim");
//! assert!(!uses::uses("Isaiah 11:2").is_empty());
//! let guided = standfirm_guide::tutorial::tutorial(GameKind::PipArmor).unwrap();
//! assert_eq!(guided.actions_before(1), ["prepare 1 armor"]);
//! ```

pub mod daily;
mod error;
pub mod events;
pub mod help;
pub mod scripture;
pub mod tutorial;
pub mod uses;

pub use error::LoadError;
