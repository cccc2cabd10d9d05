//! The help for each game: the rules in the app's own plain words, section by section in the rule sheet's order
//! (set-up, the turn, each effect, the end and scoring, the options, then what is on the screen), each section
//! with the RULINGS.md rule IDs it explains and its verse references. Embedded from `assets/help/*.json`, and
//! in Spanish from `assets/help/es/*.json`: the same sections, paragraphs, items, rule IDs and verses, checked
//! against the English help when it loads.

mod anointings;
pub mod coverage;

pub use anointings::{anointings, anointings_in, Anointing, VERSE as ANOINTINGS_VERSE};

use crate::scripture::{self, Entry};
use crate::{Lang, LoadError};
use serde::Deserialize;
use standfirm_engine::msg;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use std::collections::{BTreeMap, HashSet};
use std::sync::OnceLock;

/// One game's help.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpDoc {
    /// The game.
    pub game: GameKind,
    /// The language of its words.
    pub lang: Lang,
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
    /// The King James entries of the section's verses (all of them: the tests check that each one resolves).
    pub fn verse_entries(&self) -> Vec<&'static Entry> {
        self.verse_entries_in(Lang::English)
    }

    /// The entries of the section's verses in the library of `lang` (the Reina-Valera 1909 for Spanish).
    pub fn verse_entries_in(&self, lang: Lang) -> Vec<&'static Entry> {
        self.verses
            .iter()
            .filter_map(|r| scripture::verse_in(r, lang))
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

fn json(game: GameKind, lang: Lang) -> &'static str {
    match (lang, game) {
        (Lang::English, GameKind::ArmorOfGod) => {
            include_str!("../../../assets/help/armor-of-god.json")
        }
        (Lang::English, GameKind::PipArmor) => include_str!("../../../assets/help/pip-armor.json"),
        (Lang::English, GameKind::Strongholds) => {
            include_str!("../../../assets/help/strongholds.json")
        }
        (Lang::Spanish, GameKind::ArmorOfGod) => {
            include_str!("../../../assets/help/es/armor-of-god.json")
        }
        (Lang::Spanish, GameKind::PipArmor) => {
            include_str!("../../../assets/help/es/pip-armor.json")
        }
        (Lang::Spanish, GameKind::Strongholds) => {
            include_str!("../../../assets/help/es/strongholds.json")
        }
    }
}

/// The file of a game's help in `lang`, from the repository root: `assets/help/armor-of-god.json`,
/// `assets/help/es/armor-of-god.json`.
pub fn file_in(game: GameKind, lang: Lang) -> String {
    match lang {
        Lang::English => game.help_file(),
        Lang::Spanish => format!("assets/help/es/{}.json", game.id()),
    }
}

/// Parses and checks one game's English help file (see [`load_str_in`]).
pub fn load_str(game: GameKind, json: &str) -> Result<HelpDoc, LoadError> {
    load_str_in(game, Lang::English, json)
}

/// Parses and checks one game's help file in `lang`: the right game, unique non-empty section ids, and in every
/// section some text, at least one rule ID and at least one verse written as the app shows it (the canonical
/// reference, in every language). A translation must also match the English help section by section (see
/// [`same_structure`]).
pub fn load_str_in(game: GameKind, lang: Lang, json: &str) -> Result<HelpDoc, LoadError> {
    let fail = |problem: Msg| LoadError::new(file_in(game, lang), problem);
    let raw: RawDoc = serde_json::from_str(json).map_err(|e| fail(Msg::verbatim(e.to_string())))?;
    if raw.game != game.id() {
        return Err(fail(msg!(
            "the file is for \"{found}\", not \"{game}\"",
            found = raw.game,
            game = game.id()
        )));
    }
    let mut ids = HashSet::new();
    for section in &raw.sections {
        if section.id.is_empty() || !ids.insert(section.id.as_str()) {
            return Err(fail(msg!(
                "the section id \"{id}\" is empty or used twice",
                id = section.id.as_str()
            )));
        }
        if section.paragraphs.is_empty() && section.items.is_empty() {
            return Err(fail(msg!(
                "section {id} has no text",
                id = section.id.as_str()
            )));
        }
        if section.rules.is_empty() || section.verses.is_empty() {
            return Err(fail(msg!(
                "section {id} needs a rule ID and a verse",
                id = section.id.as_str()
            )));
        }
        for verse in &section.verses {
            if scripture::normalise(verse).as_deref() != Some(verse.as_str()) {
                return Err(fail(msg!(
                    "section {id}: \"{verse}\" is not written in full",
                    id = section.id.as_str(),
                    verse = verse.as_str()
                )));
            }
        }
    }
    let doc = HelpDoc {
        game,
        lang,
        title: raw.title,
        intro: raw.intro,
        sections: raw.sections,
        meanings: raw.anointings,
    };
    if lang != Lang::English {
        same_structure(help(game)?, &doc).map_err(fail)?;
    }
    Ok(doc)
}

/// Whether `translation` has the structure of `english`: the same sections in the same order, each with the
/// same number of paragraphs and items, the same rule IDs and verses, and the same colours of the anointings'
/// meanings. The error says where they differ.
pub fn same_structure(english: &HelpDoc, translation: &HelpDoc) -> Result<(), Msg> {
    if english.game != translation.game {
        return Err(msg!(
            "the help is for {found}, not {game}",
            found = translation.game.id(),
            game = english.game.id()
        ));
    }
    let ids = |doc: &HelpDoc| {
        doc.sections
            .iter()
            .map(|s| s.id.clone())
            .collect::<Vec<_>>()
    };
    if ids(english) != ids(translation) {
        return Err(msg!(
            "the sections are {found}, not those of the English help {sections}",
            found = format!("{:?}", ids(translation)),
            sections = format!("{:?}", ids(english))
        ));
    }
    for (e, t) in english.sections.iter().zip(&translation.sections) {
        let id = &e.id;
        if t.paragraphs.len() != e.paragraphs.len() || t.items.len() != e.items.len() {
            return Err(msg!(
                "section {id} has {paragraphs} paragraphs and {items} items; the English has {english_paragraphs} and {english_items}",
                id = id.as_str(),
                paragraphs = t.paragraphs.len(),
                items = t.items.len(),
                english_paragraphs = e.paragraphs.len(),
                english_items = e.items.len()
            ));
        }
        if t.rules != e.rules {
            return Err(msg!(
                "section {id}: the rule IDs differ from the English",
                id = id.as_str()
            ));
        }
        if t.verses != e.verses {
            return Err(msg!(
                "section {id}: the verses differ from the English",
                id = id.as_str()
            ));
        }
        if t.title.trim().is_empty()
            || t.paragraphs.iter().any(|p| p.trim().is_empty())
            || t.items
                .iter()
                .any(|i| i.term.trim().is_empty() || i.text.trim().is_empty())
        {
            return Err(msg!("section {id}: a text is empty", id = id.as_str()));
        }
    }
    let colours = |doc: &HelpDoc| doc.meanings.keys().cloned().collect::<Vec<_>>();
    if colours(english) != colours(translation)
        || translation.meanings.values().any(|m| m.trim().is_empty())
    {
        return Err(msg!(
            "the anointings' meanings are not those of the English help"
        ));
    }
    if translation.title.trim().is_empty() || translation.intro.trim().is_empty() {
        return Err(msg!("the title or the intro is empty"));
    }
    Ok(())
}

/// The embedded English help of a game (see [`help_in`]).
pub fn help(game: GameKind) -> Result<&'static HelpDoc, LoadError> {
    help_in(game, Lang::English)
}

/// The embedded help of a game in `lang`, loaded on first use. An error means the shipped file is broken,
/// which this crate's tests rule out; the app shows it as a line of text.
pub fn help_in(game: GameKind, lang: Lang) -> Result<&'static HelpDoc, LoadError> {
    static DOCS: [[OnceLock<Result<HelpDoc, LoadError>>; 3]; 2] = [
        [OnceLock::new(), OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new(), OnceLock::new()],
    ];
    DOCS[lang as usize][game as usize]
        .get_or_init(|| load_str_in(game, lang, json(game, lang)))
        .as_ref()
        .map_err(Clone::clone)
}
