//! Where the app uses each verse: help sections (with their rule IDs), Strongholds cards, the armor pieces on
//! the Armor of God and PIP Armor tables, and log lines.

use crate::events::event_lines;
use crate::help::help;
use crate::scripture::normalise;
use standfirm_engine::armor_of_god::Slot;
use standfirm_engine::pip_armor::Piece;
use standfirm_engine::strongholds::content;
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
        /// An example of the line.
        example: String,
    },
}

/// Every use of every verse, each with its reference as the app shows it, built once.
pub fn all() -> &'static [(String, Use)] {
    static ALL: OnceLock<Vec<(String, Use)>> = OnceLock::new();
    ALL.get_or_init(build)
}

/// Where the app uses `reference` (written in full or abbreviated); empty if nowhere or not a reference.
pub fn uses(reference: &str) -> Vec<Use> {
    let Some(shown) = normalise(reference) else {
        return Vec::new();
    };
    all()
        .iter()
        .filter(|(r, _)| *r == shown)
        .map(|(_, u)| u.clone())
        .collect()
}

fn build() -> Vec<(String, Use)> {
    let mut all = Vec::new();
    let mut add = |reference: &str, used: Use| {
        if let Some(shown) = normalise(reference) {
            all.push((shown, used));
        }
    };
    for game in GameKind::ALL {
        let Ok(doc) = help(game) else { continue };
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
        if let Some(reference) = &card.reference {
            add(
                reference,
                Use::Card {
                    id: card.id.clone(),
                    title: card.title.clone(),
                },
            );
        }
    }
    for slot in Slot::ALL {
        add(
            slot.verse(),
            Use::Armor {
                game: GameKind::ArmorOfGod,
                piece: slot.title(),
            },
        );
    }
    for piece in Piece::ALL {
        add(
            piece.verse(),
            Use::Armor {
                game: GameKind::PipArmor,
                piece: piece.full_name(),
            },
        );
    }
    for line in event_lines() {
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
