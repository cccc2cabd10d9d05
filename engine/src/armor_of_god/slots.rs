//! The six Armor slots, their targets and categories (AOG-2.1).

use serde::{Deserialize, Serialize};

/// An Armor slot (AOG-2.1): one of the six pieces of the armor, with its pile, its target and its category.
pub type Slot = crate::armor::Armor;

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

/// What Armor of God adds to a piece: its category and its pile's target (AOG-2.1).
impl Slot {
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
