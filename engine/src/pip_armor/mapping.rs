//! The Armor Mapping (PIP-3.1, rebuilt by PIP-B1), the pip tables (PIP-5.4) and the Learning Mode caps
//! (PIP-9.2).

use crate::cards::{Card, Suit};

/// One of the six Armor pieces of Ephesians 6, in the order the letter names them (PIP-3.1).
pub type Piece = crate::armor::Armor;

/// What PIP Armor adds to a piece: the cards that map to it (PIP-3.1) and its pips (PIP-5.4, PIP-9.2).
impl Piece {
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
