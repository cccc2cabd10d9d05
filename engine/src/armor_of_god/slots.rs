//! The six Armor slots, their targets and categories (AOG-2.1).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// An Armor slot, in the order of Ephesians 6:14–17.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Slot {
    /// Belt of Truth (16, C1).
    Belt,
    /// Breastplate of Righteousness (16, C1).
    Breastplate,
    /// Shoes of Readiness (24, C2).
    Shoes,
    /// Shield of Faith (24, C2).
    Shield,
    /// Helmet of Salvation (32, C3).
    Helmet,
    /// Sword of the Spirit (32, C3).
    Sword,
}

/// An Armor category: C1 = Belt/Breastplate, C2 = Shoes/Shield, C3 = Helmet/Sword.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    /// Belt and Breastplate, target 16.
    C1,
    /// Shoes and Shield, target 24.
    C2,
    /// Helmet and Sword, target 32.
    C3,
}

impl Category {
    /// All categories, C1 first.
    pub const ALL: [Category; 3] = [Category::C1, Category::C2, Category::C3];

    /// The two slots of this category.
    pub fn slots(self) -> [Slot; 2] {
        match self {
            Category::C1 => [Slot::Belt, Slot::Breastplate],
            Category::C2 => [Slot::Shoes, Slot::Shield],
            Category::C3 => [Slot::Helmet, Slot::Sword],
        }
    }

    /// The shared target of the category's slots.
    pub fn target(self) -> u32 {
        match self {
            Category::C1 => 16,
            Category::C2 => 24,
            Category::C3 => 32,
        }
    }

    /// The category's name as the rule sheet writes it: "C1".
    pub fn name(self) -> &'static str {
        match self {
            Category::C1 => "C1",
            Category::C2 => "C2",
            Category::C3 => "C3",
        }
    }

    /// The verses of the category's two pieces (AOG-2.1): "Ephesians 6:15–16".
    pub fn verse(self) -> &'static str {
        match self {
            Category::C1 => "Ephesians 6:14",
            Category::C2 => "Ephesians 6:15–16",
            Category::C3 => "Ephesians 6:17",
        }
    }
}

impl Slot {
    /// All six slots in Ephesians order.
    pub const ALL: [Slot; 6] = [
        Slot::Belt,
        Slot::Breastplate,
        Slot::Shoes,
        Slot::Shield,
        Slot::Helmet,
        Slot::Sword,
    ];

    /// The slot's index 0..6 in Ephesians order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The notation name: `belt`, `breastplate`, `shoes`, `shield`, `helmet`, `sword`.
    pub fn name(self) -> &'static str {
        match self {
            Slot::Belt => "belt",
            Slot::Breastplate => "breastplate",
            Slot::Shoes => "shoes",
            Slot::Shield => "shield",
            Slot::Helmet => "helmet",
            Slot::Sword => "sword",
        }
    }

    /// The Armor piece's full name ("Belt of Truth").
    pub fn title(self) -> &'static str {
        match self {
            Slot::Belt => "Belt of Truth",
            Slot::Breastplate => "Breastplate of Righteousness",
            Slot::Shoes => "Shoes of Readiness",
            Slot::Shield => "Shield of Faith",
            Slot::Helmet => "Helmet of Salvation",
            Slot::Sword => "Sword of the Spirit",
        }
    }

    /// The short name for sentences ("the Belt").
    pub fn short(self) -> &'static str {
        match self {
            Slot::Belt => "Belt",
            Slot::Breastplate => "Breastplate",
            Slot::Shoes => "Shoes",
            Slot::Shield => "Shield",
            Slot::Helmet => "Helmet",
            Slot::Sword => "Sword",
        }
    }

    /// The verse reference of the piece (AOG-2.1).
    pub fn verse(self) -> &'static str {
        match self {
            Slot::Belt => "Ephesians 6:14",
            Slot::Breastplate => "Ephesians 6:14",
            Slot::Shoes => "Ephesians 6:15",
            Slot::Shield => "Ephesians 6:16",
            Slot::Helmet => "Ephesians 6:17",
            Slot::Sword => "Ephesians 6:17",
        }
    }

    /// The slot's category.
    pub fn category(self) -> Category {
        match self {
            Slot::Belt | Slot::Breastplate => Category::C1,
            Slot::Shoes | Slot::Shield => Category::C2,
            Slot::Helmet | Slot::Sword => Category::C3,
        }
    }

    /// The pile total that claims this piece.
    pub fn target(self) -> u32 {
        self.category().target()
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Slot {
    type Err = String;

    fn from_str(text: &str) -> Result<Slot, String> {
        Slot::ALL
            .into_iter()
            .find(|slot| slot.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| {
                format!("\"{text}\" is not an armor slot (belt, breastplate, shoes, shield, helmet, sword)")
            })
    }
}
