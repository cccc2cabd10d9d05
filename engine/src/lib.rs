//! Rules engines for Stand Firm's card games: Armor of God: Solo, PIP Armor and Strongholds.
//!
//! Pure and deterministic: no UI, files, clocks or threads. Every game has the shape of [`game::Game`];
//! `RULINGS.md` (the project's rules specification) is cited by rule ID throughout.

pub mod armor_of_god;
pub mod cards;
pub mod game;
pub mod hint;
pub mod pip_armor;
pub mod rng;
pub mod strongholds;
