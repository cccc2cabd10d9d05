//! Game options: Satan's Dart mode, defense difficulty and face values (AOG-3.2, AOG-3.4, AOG-9.4).

use crate::cards::Card;
use serde::{Deserialize, Serialize};

/// How Satan's Dart strikes (AOG-8.2, AOG-8.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DartMode {
    /// The whole largest pile is discarded.
    #[default]
    Core,
    /// The player removes the top card of the largest pile or of the banked pile.
    Softer,
}

/// The Defense Check thresholds (AOG-9.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Defense {
    /// 2 / 4 / 5 / 6 over four rounds.
    #[default]
    Baseline,
    /// Early Pressure: 3 / 4 / 5 / 6.
    HardA,
    /// Shortened Battle: 2 / 4 / 6 over three rounds.
    HardB,
}

impl Defense {
    /// Armor needed at the end of each round, round 1 first.
    pub fn thresholds(self) -> &'static [u8] {
        match self {
            Defense::Baseline => &[2, 4, 5, 6],
            Defense::HardA => &[3, 4, 5, 6],
            Defense::HardB => &[2, 4, 6],
        }
    }

    /// How many rounds the battle lasts (AOG-1.2).
    pub fn rounds(self) -> u8 {
        self.thresholds().len() as u8
    }

    /// Armor needed at the end of `round` (1-based).
    pub fn threshold(self, round: u8) -> u8 {
        let t = self.thresholds();
        t[(round.max(1) as usize - 1).min(t.len() - 1)]
    }

    /// The name for people ("Hard A — Early Pressure").
    pub fn title(self) -> &'static str {
        match self {
            Defense::Baseline => "Baseline",
            Defense::HardA => "Hard A — Early Pressure",
            Defense::HardB => "Hard B — Shortened Battle",
        }
    }
}

/// What Jacks, Queens and Kings are worth (AOG-3.2, AOG-B3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FaceValues {
    /// J, Q, K = 10 (the ruling's default).
    #[default]
    Ten,
    /// J = 11, Q = 12, K = 13.
    Rank,
}

/// The options of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Satan's Dart: core or softer.
    pub dart: DartMode,
    /// Defense Check difficulty.
    pub defense: Defense,
    /// Face-card values.
    pub faces: FaceValues,
}

impl Options {
    /// A card's value toward a pile total. A♠ has none: it is Satan's Dart (AOG-3.3).
    pub fn value(&self, card: Card) -> u32 {
        let n = u32::from(card.rank.number());
        match (self.faces, n) {
            (FaceValues::Ten, 11..=13) => 10,
            _ => n,
        }
    }
}
