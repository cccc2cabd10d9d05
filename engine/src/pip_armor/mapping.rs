//! The Armor Mapping (PIP-3.1, rebuilt by PIP-B1), the pip tables (PIP-5.4) and the Learning Mode caps
//! (PIP-9.2).

use crate::cards::{Card, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the six Armor pieces of Ephesians 6, in the order the letter names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Piece {
    /// Belt of Truth: odd ♣ (PIP-3.1).
    Belt,
    /// Breastplate of Righteousness: every ♥ (PIP-3.1).
    Breastplate,
    /// Shoes of Readiness: even ♣ (PIP-3.1).
    Shoes,
    /// Shield of Faith: odd ♠ (PIP-3.1).
    Shield,
    /// Helmet of Salvation: even ♠ (PIP-3.1).
    Helmet,
    /// Sword of the Spirit: every ♦ (PIP-3.1).
    Sword,
}

impl Piece {
    /// All six pieces, in Ephesians order (also the order of the `armor` object and of PIP-5.5's move).
    pub const ALL: [Piece; 6] = [
        Piece::Belt,
        Piece::Breastplate,
        Piece::Shoes,
        Piece::Shield,
        Piece::Helmet,
        Piece::Sword,
    ];

    /// The piece a card equips, attacks or restores (PIP-3.1, PIP-3.3); odd and even by number (PIP-3.2).
    pub fn of(card: Card) -> Piece {
        let odd = card.rank.number() % 2 == 1;
        match card.suit {
            Suit::Hearts => Piece::Breastplate,
            Suit::Diamonds => Piece::Sword,
            Suit::Spades if odd => Piece::Shield,
            Suit::Spades => Piece::Helmet,
            Suit::Clubs if odd => Piece::Belt,
            Suit::Clubs => Piece::Shoes,
        }
    }

    /// A dense index 0..6 in [`Piece::ALL`] order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The short name used in the log: "Shield".
    pub fn name(self) -> &'static str {
        match self {
            Piece::Belt => "Belt",
            Piece::Breastplate => "Breastplate",
            Piece::Shoes => "Shoes",
            Piece::Shield => "Shield",
            Piece::Helmet => "Helmet",
            Piece::Sword => "Sword",
        }
    }

    /// The full name: "Shield of Faith".
    pub fn full_name(self) -> &'static str {
        match self {
            Piece::Belt => "Belt of Truth",
            Piece::Breastplate => "Breastplate of Righteousness",
            Piece::Shoes => "Shoes of Readiness",
            Piece::Shield => "Shield of Faith",
            Piece::Helmet => "Helmet of Salvation",
            Piece::Sword => "Sword of the Spirit",
        }
    }

    /// The key in the script output's `armor` object: `belt`, `breastplate`, …
    pub fn key(self) -> &'static str {
        match self {
            Piece::Belt => "belt",
            Piece::Breastplate => "breastplate",
            Piece::Shoes => "shoes",
            Piece::Shield => "shield",
            Piece::Helmet => "helmet",
            Piece::Sword => "sword",
        }
    }

    /// The verse that names this piece.
    pub fn verse(self) -> &'static str {
        match self {
            Piece::Belt => "Ephesians 6:14",
            Piece::Breastplate => "Ephesians 6:14",
            Piece::Shoes => "Ephesians 6:15",
            Piece::Shield => "Ephesians 6:16",
            Piece::Helmet => "Ephesians 6:17",
            Piece::Sword => "Ephesians 6:17",
        }
    }

    /// The most pips the piece can hold (PIP-9.2): 6 for the Breastplate, 3 for the others; also the top of
    /// its pip table (PIP-B1).
    pub fn cap(self) -> u8 {
        match self {
            Piece::Breastplate => 6,
            _ => 3,
        }
    }

    /// The starting pips of a card equipped on this piece (PIP-5.4): the Breastplate table for ♥, the
    /// standard table for the rest.
    pub fn starting_pips(self, rank: u8) -> u8 {
        match self {
            Piece::Breastplate => breastplate_pips(rank),
            _ => standard_pips(rank),
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The standard pip table (PIP-5.4) for the Belt, Shoes, Shield, Helmet and Sword: 2–4 → 1, 5–7 → 2, 8–10 → 3.
pub fn standard_pips(rank: u8) -> u8 {
    match rank {
        0..=4 => 1,
        5..=7 => 2,
        _ => 3,
    }
}

/// The Breastplate pip table (PIP-5.4): 2–3 → 1, 4–5 → 2, 6–7 → 3, 8 → 4, 9 → 5, 10 → 6.
pub fn breastplate_pips(rank: u8) -> u8 {
    match rank {
        0..=3 => 1,
        4..=5 => 2,
        6..=7 => 3,
        8 => 4,
        9 => 5,
        _ => 6,
    }
}

/// The card's starting pips when equipped (PIP-5.4 via PIP-3.1).
pub fn pips_of(card: Card) -> u8 {
    Piece::of(card).starting_pips(card.rank.number())
}
