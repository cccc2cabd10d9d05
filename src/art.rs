//! The drawn art as the screens choose it: the armor piece of a pile or a piece, and the figure that wears the
//! pieces a player has (claimed in Armor of God, still standing in PIP Armor), with the words a screen reader
//! says for it.

use crate::{ArmorKind, Worn};

/// The six pieces in the order of Ephesians 6:14–17, which both solo games share (slot and piece indices).
const ORDER: [ArmorKind; 6] = [
    ArmorKind::Belt,
    ArmorKind::Breastplate,
    ArmorKind::Shoes,
    ArmorKind::Shield,
    ArmorKind::Helmet,
    ArmorKind::Sword,
];

/// The drawn piece at `index` in Ephesians order (an Armor of God slot's or a PIP Armor piece's index).
pub fn armor(index: usize) -> ArmorKind {
    ORDER[index.min(5)]
}

/// The drawn piece a help item names, when its term is a piece's full name in either game ("Shield of Faith").
pub fn armor_named(term: &str) -> Option<ArmorKind> {
    use standfirm_engine::armor_of_god::Slot;
    use standfirm_engine::pip_armor::Piece;
    Slot::ALL
        .iter()
        .position(|s| s.title() == term)
        .or_else(|| Piece::ALL.iter().position(|p| p.full_name() == term))
        .map(armor)
}

/// The figure wearing the pieces marked in `worn` (Ephesians order).
pub fn worn(worn: [bool; 6]) -> Worn {
    Worn {
        belt: worn[0],
        breastplate: worn[1],
        shoes: worn[2],
        shield: worn[3],
        helmet: worn[4],
        sword: worn[5],
    }
}

/// What the figure wears, in words: `names` are the pieces' full names in Ephesians order.
pub fn worn_words(worn: [bool; 6], names: [&str; 6]) -> String {
    let on: Vec<&str> = names
        .iter()
        .zip(worn)
        .filter(|(_, w)| *w)
        .map(|(n, _)| *n)
        .collect();
    match on.len() {
        0 => "The figure wears no armor yet".into(),
        6 => "The figure wears the whole armor of God".into(),
        _ => {
            let (last, rest) = on.split_last().expect("at least one piece");
            if rest.is_empty() {
                format!("The figure wears the {last}")
            } else {
                format!(
                    "The figure wears the {} and the {last}",
                    rest.join(", the ")
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: [&str; 6] = ["Belt", "Breastplate", "Shoes", "Shield", "Helmet", "Sword"];

    #[test]
    fn the_figure_says_what_it_wears() {
        assert_eq!(
            worn_words([false; 6], NAMES),
            "The figure wears no armor yet"
        );
        assert_eq!(
            worn_words([true, false, false, true, false, false], NAMES),
            "The figure wears the Belt and the Shield"
        );
        assert_eq!(
            worn_words([true, true, false, true, false, false], NAMES),
            "The figure wears the Belt, the Breastplate and the Shield"
        );
        assert_eq!(
            worn_words([true; 6], NAMES),
            "The figure wears the whole armor of God"
        );
        let w = worn([false, false, false, false, true, true]);
        assert!(w.helmet && w.sword && !w.belt);
        assert_eq!(armor(3), ArmorKind::Shield);
        assert_eq!(armor_named("Shield of Faith"), Some(ArmorKind::Shield));
        assert_eq!(armor_named("Sword of the Spirit"), Some(ArmorKind::Sword));
        assert_eq!(armor_named("Your hand"), None);
    }
}
