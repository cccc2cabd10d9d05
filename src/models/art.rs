//! The drawn art as the screens choose it: the armor piece of a pile or a piece, and the figure that wears the
//! pieces a player has (claimed in Armor of God, still standing in PIP Armor), with the words a screen reader
//! says for it.

use crate::ui::{ArmorKind, Worn};
use crate::words::tr::{lang, tr};
use standfirm_engine::armor::Armor;
use standfirm_guide::{terms, Lang};

/// The drawn piece of `armor`: the one place where the engine's armor and the screens' meet.
pub fn armor(armor: Armor) -> ArmorKind {
    match armor {
        Armor::Belt => ArmorKind::Belt,
        Armor::Breastplate => ArmorKind::Breastplate,
        Armor::Shoes => ArmorKind::Shoes,
        Armor::Shield => ArmorKind::Shield,
        Armor::Helmet => ArmorKind::Helmet,
        Armor::Sword => ArmorKind::Sword,
    }
}

/// The piece a help item names, when its term is a piece's full name in any language ("Shield of Faith",
/// "Escudo de la Fe").
pub fn armor_named(term: &str) -> Option<ArmorKind> {
    Armor::ALL
        .into_iter()
        .find(|&piece| {
            Lang::ALL
                .into_iter()
                .any(|lang| terms::armor_title(piece, lang) == term)
        })
        .map(armor)
}

/// The figure wearing the pieces marked in `worn` (Ephesians order, [`Armor::ALL`]).
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

/// What the figure wears, in words in the language now (`worn` in Ephesians order).
pub fn worn_words(worn: [bool; 6]) -> String {
    let on: Vec<String> = Armor::ALL
        .into_iter()
        .zip(worn)
        .filter(|(_, w)| *w)
        .map(|(piece, _)| terms::the_armor_title(piece, lang()))
        .collect();
    match on.len() {
        0 => tr!("The figure wears no armor yet"),
        6 => tr!("The figure wears the whole armor of God"),
        _ => {
            let (last, rest) = on.split_last().expect("at least one piece");
            if rest.is_empty() {
                tr!("The figure wears {piece}", piece = last.as_str())
            } else {
                tr!(
                    "The figure wears {pieces} and {last}",
                    pieces = rest.join(", "),
                    last = last.as_str()
                )
            }
        }
    }
}

#[cfg(test)]
#[path = "art_tests.rs"]
mod tests;
