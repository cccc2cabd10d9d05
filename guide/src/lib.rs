//! The words of Stand Firm other than the rules engine: the verse libraries ([`scripture`]), the help for each
//! game ([`help`]), where each verse is used ([`uses`]), the guided deal of each game ([`tutorial`]), the verse
//! of the day ([`daily`]), the Strongholds cards' words ([`cards`]) and the names of the engine's things
//! ([`terms`]), each in English and in Spanish ([`Lang`]): the functions without a language give English, their
//! `_in` forms take one.
//!
//! Everything is embedded data (`assets/scripture.json` and `assets/scripture-rv1909.json`, `assets/help/`,
//! `assets/tutorials/` and their `es/` folders, `assets/strongholds-es.json`), parsed once on first use. Loading never panics: a broken file gives a [`LoadError`], which the app shows as a line of
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
//!
//! use standfirm_guide::Lang;
//! let versiculo = scripture::verse_in("eph 6:11", Lang::Spanish).unwrap();
//! assert_eq!(versiculo.shown, "Efesios 6:11");
//! assert_eq!(versiculo.translation.name(), "Reina-Valera 1909");
//! assert_eq!(help::help_in(GameKind::ArmorOfGod, Lang::Spanish).unwrap().sections[0].title, "Qué buscas");
//! ```

pub mod cards;
pub mod daily;
mod error;
pub mod events;
pub mod help;
mod lang;
pub mod scripture;
pub mod terms;
pub mod tutorial;
pub mod uses;

pub use error::LoadError;
pub use lang::Lang;
