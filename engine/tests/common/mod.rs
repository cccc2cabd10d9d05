//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use standfirm_engine::cards::Card;

/// A card from its notation; panics on a typo in the test itself.
pub fn c(text: &str) -> Card {
    text.parse()
        .unwrap_or_else(|e| panic!("test card {text}: {e}"))
}

/// Cards from space-separated notation: `cards("10C 9H")`.
pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(c).collect()
}

/// Armor of God helpers for the scenario tests.
pub mod aog {
    use standfirm_engine::armor_of_god::{Action, DartMode, Entry, Options, Setup, Slot, State};

    /// `play CARD SLOT`.
    pub fn play(card: &str, slot: Slot) -> Action {
        Action::Play {
            card: super::c(card),
            slot,
        }
    }

    /// An injected position at Step 4.
    pub fn at_play(setup: Setup, options: Options) -> State {
        setup.build(options, 1, Entry::Play).expect("valid setup").0
    }

    /// The Softer Dart option.
    pub fn softer() -> Options {
        Options {
            dart: DartMode::Softer,
            ..Options::default()
        }
    }
}
