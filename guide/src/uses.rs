//! Where the app uses each verse: help sections (with their rule IDs), Strongholds cards, the armor pieces on
//! the Armor of God and PIP Armor tables, and log lines, named in English or in Spanish.

use crate::events::event_lines_in;
use crate::help::help_in;
use crate::scripture::normalise;
use crate::{cards, terms, Lang};
use standfirm_engine::armor_of_god::Slot;
use standfirm_engine::pip_armor::Piece;
use standfirm_engine::strongholds::{content, CardId};
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use std::sync::OnceLock;

/// One place where a verse is used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Use {
    /// A section of a game's help cites it.
    Help {
        /// The game.
        game: GameKind,
        /// The section's id ("anointings").
        section: String,
        /// The section's title.
        title: String,
        /// The rule IDs the section explains.
        rules: Vec<String>,
    },
    /// A Strongholds card prints it.
    Card {
        /// The card's id ("T08").
        id: String,
        /// The card's title.
        title: String,
    },
    /// An armor piece shows it on the game's table.
    Armor {
        /// Armor of God or PIP Armor.
        game: GameKind,
        /// The piece ("Belt of Truth").
        piece: &'static str,
    },
    /// A kind of log line shows it.
    Log {
        /// The game.
        game: GameKind,
        /// The kind of line ("Doubt creeps in").
        line: &'static str,
        /// An example of the line, as a sentence in any language (`standfirm_engine::words`).
        example: Msg,
    },
}

/// Every use of every verse, named in English, each with its canonical reference, built once.
pub fn all() -> &'static [(String, Use)] {
    all_in(Lang::English)
}

/// Every use of every verse, named in `lang` (section titles, card titles, pieces, log lines), each with its
/// canonical reference, built once per language. Both languages list the same uses in the same order.
pub fn all_in(lang: Lang) -> &'static [(String, Use)] {
    static ALL: [OnceLock<Vec<(String, Use)>>; 2] = [OnceLock::new(), OnceLock::new()];
    ALL[lang as usize].get_or_init(|| build(lang))
}

/// Where the app uses `reference` (written in full or abbreviated), named in English; empty if nowhere or not
/// a reference.
pub fn uses(reference: &str) -> Vec<Use> {
    uses_in(reference, Lang::English)
}

/// Where the app uses `reference` (written in full, abbreviated or in Spanish), named in `lang`; empty if
/// nowhere or not a reference.
pub fn uses_in(reference: &str, lang: Lang) -> Vec<Use> {
    let Some(shown) = normalise(reference) else {
        return Vec::new();
    };
    all_in(lang)
        .iter()
        .filter(|(r, _)| *r == shown)
        .map(|(_, u)| u.clone())
        .collect()
}

fn build(lang: Lang) -> Vec<(String, Use)> {
    let mut all = Vec::new();
    let mut add = |reference: &str, used: Use| {
        if let Some(shown) = normalise(reference) {
            all.push((shown, used));
        }
    };
    for game in GameKind::ALL {
        let Ok(doc) = help_in(game, lang) else {
            continue;
        };
        for section in &doc.sections {
            for verse in &section.verses {
                let used = Use::Help {
                    game,
                    section: section.id.clone(),
                    title: section.title.clone(),
                    rules: section.rules.clone(),
                };
                add(verse, used);
            }
        }
    }
    for card in &content().cards {
        let Some(id) = CardId::parse(&card.id) else {
            continue;
        };
        if let Some(reference) = &card.reference {
            add(
                reference,
                Use::Card {
                    id: card.id.clone(),
                    title: cards::words(id, lang).title.to_string(),
                },
            );
        }
    }
    for slot in Slot::ALL {
        add(
            slot.verse(),
            Use::Armor {
                game: GameKind::ArmorOfGod,
                piece: terms::armor_title(slot, lang),
            },
        );
    }
    for piece in Piece::ALL {
        add(
            piece.verse(),
            Use::Armor {
                game: GameKind::PipArmor,
                piece: terms::armor_title(piece, lang),
            },
        );
    }
    for line in event_lines_in(lang) {
        add(
            line.reference,
            Use::Log {
                game: line.game,
                line: line.name,
                example: line.example,
            },
        );
    }
    all
}
