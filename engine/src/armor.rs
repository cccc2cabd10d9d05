//! The six pieces of the whole armor of God (Ephesians 6:14–17), the one list both solo games build on: Armor of
//! God's six slots (`armor_of_god::Slot`, AOG-2.1) and PIP Armor's six pieces (`pip_armor::Piece`, PIP-3.1) are
//! this enum; what each game adds to a piece (a target, a pip cap) is in that game's module.

use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// A piece of the armor of God, in the order of Ephesians 6:14–17.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Armor {
    /// The Belt of Truth (Ephesians 6:14).
    Belt,
    /// The Breastplate of Righteousness (Ephesians 6:14).
    Breastplate,
    /// The Shoes of Readiness (Ephesians 6:15).
    Shoes,
    /// The Shield of Faith (Ephesians 6:16).
    Shield,
    /// The Helmet of Salvation (Ephesians 6:17).
    Helmet,
    /// The Sword of the Spirit (Ephesians 6:17).
    Sword,
}

impl Armor {
    /// All six pieces in Ephesians order.
    pub const ALL: [Armor; 6] = [
        Armor::Belt,
        Armor::Breastplate,
        Armor::Shoes,
        Armor::Shield,
        Armor::Helmet,
        Armor::Sword,
    ];

    /// The piece's index 0..6 in Ephesians order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The name in the text notation and the runner's output: `belt`, `breastplate`, `shoes`, `shield`,
    /// `helmet`, `sword`.
    pub fn notation(self) -> &'static str {
        match self {
            Armor::Belt => "belt",
            Armor::Breastplate => "breastplate",
            Armor::Shoes => "shoes",
            Armor::Shield => "shield",
            Armor::Helmet => "helmet",
            Armor::Sword => "sword",
        }
    }

    /// The piece's full name: "Belt of Truth".
    pub fn title(self) -> &'static str {
        match self {
            Armor::Belt => "Belt of Truth",
            Armor::Breastplate => "Breastplate of Righteousness",
            Armor::Shoes => "Shoes of Readiness",
            Armor::Shield => "Shield of Faith",
            Armor::Helmet => "Helmet of Salvation",
            Armor::Sword => "Sword of the Spirit",
        }
    }

    /// The short name for sentences: "Belt".
    pub fn short(self) -> &'static str {
        match self {
            Armor::Belt => "Belt",
            Armor::Breastplate => "Breastplate",
            Armor::Shoes => "Shoes",
            Armor::Shield => "Shield",
            Armor::Helmet => "Helmet",
            Armor::Sword => "Sword",
        }
    }

    /// The verse that names the piece.
    pub fn verse(self) -> &'static str {
        match self {
            Armor::Belt | Armor::Breastplate => "Ephesians 6:14",
            Armor::Shoes => "Ephesians 6:15",
            Armor::Shield => "Ephesians 6:16",
            Armor::Helmet | Armor::Sword => "Ephesians 6:17",
        }
    }
}

impl FromStr for Armor {
    type Err = String;

    /// A piece by its notation name, in any case.
    fn from_str(text: &str) -> Result<Armor, String> {
        Armor::ALL
            .into_iter()
            .find(|piece| piece.notation().eq_ignore_ascii_case(text))
            .ok_or_else(|| {
                format!("\"{text}\" is not an armor slot (belt, breastplate, shoes, shield, helmet, sword)")
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_piece_reads_back_from_its_notation_and_keeps_its_place() {
        for (i, piece) in Armor::ALL.into_iter().enumerate() {
            assert_eq!(piece.index(), i);
            assert_eq!(piece.notation().parse::<Armor>(), Ok(piece));
            assert_eq!(piece.notation().to_uppercase().parse::<Armor>(), Ok(piece));
            assert!(piece.title().starts_with(piece.short()));
            assert_eq!(
                serde_json::to_value(piece).unwrap(),
                serde_json::json!(piece.notation())
            );
        }
        assert!("cloak".parse::<Armor>().is_err());
    }
}
