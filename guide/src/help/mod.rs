//! The help for each game: the rules in the app's own plain words, section by section in the rule sheet's order
//! (set-up, the turn, each effect, the end and scoring, the options, then what is on the screen), each section
//! with the RULINGS.md rule IDs it explains and its verse references. Embedded from `assets/help/*.json`.

mod anointings;
pub mod coverage;

pub use anointings::{anointings, Anointing, VERSE as ANOINTINGS_VERSE};

use crate::scripture::{self, Entry};
use crate::LoadError;
use serde::Deserialize;
use standfirm_engine::GameKind;
use std::collections::{BTreeMap, HashSet};
use std::sync::OnceLock;

/// One game's help.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpDoc {
    /// The game.
    pub game: GameKind,
    /// The title ("Armor of God: Solo").
    pub title: String,
    /// A few sentences that say what the game is.
    pub intro: String,
    /// The sections, in reading order.
    pub sections: Vec<Section>,
    meanings: BTreeMap<String, String>,
}

impl HelpDoc {
    /// The section with this id, if any.
    pub fn section(&self, id: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.id == id)
    }
}

/// One section of a game's help.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// A stable id within the game ("banking", "screen", "anointings").
    pub id: String,
    /// The heading ("Banked piles and Doubt").
    pub title: String,
    /// The explanation, one string per paragraph.
    #[serde(default)]
    pub paragraphs: Vec<String>,
    /// A list of terms with their explanation (the pieces, the card kinds, the elements of the screen).
    #[serde(default)]
    pub items: Vec<Item>,
    /// The RULINGS.md rule IDs the section explains ("AOG-6.1").
    pub rules: Vec<String>,
    /// The verse references of the section, as the app shows them; the text is in [`crate::scripture`].
    pub verses: Vec<String>,
}

impl Section {
    /// The library entries of the section's verses (all of them: the tests check that each one resolves).
    pub fn verse_entries(&self) -> Vec<&'static Entry> {
        self.verses
            .iter()
            .filter_map(|r| scripture::verse(r))
            .collect()
    }
}

/// A term and its explanation.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Item {
    /// The term ("Banked badge", "Mentor").
    pub term: String,
    /// What it is or does.
    pub text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDoc {
    game: String,
    title: String,
    intro: String,
    sections: Vec<Section>,
    #[serde(default)]
    anointings: BTreeMap<String, String>,
}

fn json(game: GameKind) -> &'static str {
    match game {
        GameKind::ArmorOfGod => include_str!("../../../assets/help/armor-of-god.json"),
        GameKind::PipArmor => include_str!("../../../assets/help/pip-armor.json"),
        GameKind::Strongholds => include_str!("../../../assets/help/strongholds.json"),
    }
}

/// Parses and checks one game's help file: the right game, unique non-empty section ids, and in every section
/// some text, at least one rule ID and at least one verse written as the app shows it.
pub fn load_str(game: GameKind, json: &str) -> Result<HelpDoc, LoadError> {
    let fail = |problem: String| LoadError::new(game.help_file(), problem);
    let raw: RawDoc = serde_json::from_str(json).map_err(|e| fail(e.to_string()))?;
    if raw.game != game.id() {
        return Err(fail(format!(
            "the file is for \"{}\", not \"{}\"",
            raw.game,
            game.id()
        )));
    }
    let mut ids = HashSet::new();
    for section in &raw.sections {
        if section.id.is_empty() || !ids.insert(section.id.as_str()) {
            return Err(fail(format!(
                "the section id \"{}\" is empty or used twice",
                section.id
            )));
        }
        if section.paragraphs.is_empty() && section.items.is_empty() {
            return Err(fail(format!("section {} has no text", section.id)));
        }
        if section.rules.is_empty() || section.verses.is_empty() {
            return Err(fail(format!(
                "section {} needs a rule ID and a verse",
                section.id
            )));
        }
        for verse in &section.verses {
            if scripture::normalise(verse).as_deref() != Some(verse.as_str()) {
                return Err(fail(format!(
                    "section {}: \"{verse}\" is not written in full",
                    section.id
                )));
            }
        }
    }
    Ok(HelpDoc {
        game,
        title: raw.title,
        intro: raw.intro,
        sections: raw.sections,
        meanings: raw.anointings,
    })
}

/// The embedded help of a game, loaded on first use. An error means the shipped file is broken, which this
/// crate's tests rule out; the app shows it as a line of text.
pub fn help(game: GameKind) -> Result<&'static HelpDoc, LoadError> {
    static DOCS: [OnceLock<Result<HelpDoc, LoadError>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    DOCS[game as usize]
        .get_or_init(|| load_str(game, json(game)))
        .as_ref()
        .map_err(Clone::clone)
}
