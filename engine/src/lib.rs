//! Rules engines for Stand Firm's card games: Armor of God: Solo, PIP Armor and Strongholds.
//!
//! Pure and deterministic: no UI, files, clocks or threads. Every game is one of the list [`GameKind`] and
//! has the shape of [`Game`]; [`harness`] checks that shape on any game; [`odds`] estimates a position's chance
//! from one seat's view; [`grade`] grades deals by their own chance; [`review`] measures every decision of a
//! finished game.
//! `RULINGS.md` (the project's rules specification) is cited by rule ID throughout.

pub mod armor;
pub mod armor_of_god;
pub mod cards;
pub mod game;
pub mod grade;
pub mod harness;
pub mod hint;
mod kind;
pub mod odds;
pub mod pip_armor;
pub mod review;
pub mod rng;
pub mod strongholds;
pub mod words;

pub use game::{Game, Seat};
pub use kind::GameKind;
