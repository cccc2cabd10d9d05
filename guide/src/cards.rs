//! The words of the Strongholds cards in each language: a card's title and text, a colour's name, anointing and
//! symbol, a Stronghold symbol's name and shape. English is the engine's content (`engine/content/
//! strongholds.json`); Spanish is `assets/strongholds-es.json`, keyed by card id, colour code and the content's
//! symbol names, embedded and checked once against the content: every card, colour and symbol has its words,
//! and nothing else is there.

use crate::{Lang, LoadError};
use serde::Deserialize;
use standfirm_engine::msg;
use standfirm_engine::strongholds::{content, CardId, Colour};
use standfirm_engine::words::Msg;
use std::collections::{BTreeMap, HashSet};
use std::sync::OnceLock;

/// Where the Spanish words come from, as a path in the repository.
pub const FILE: &str = "assets/strongholds-es.json";
const JSON: &str = include_str!("../../assets/strongholds-es.json");

/// A card's words: what its face says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardWords {
    /// The title ("Shame", "Vergüenza").
    pub title: &'static str,
    /// The card text: a Stronghold's lie, a verse in a few words, a short description.
    pub text: &'static str,
}

/// A colour's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourWords {
    /// The colour's name ("Light Blue", "Azul claro").
    pub name: &'static str,
    /// The anointing of Isaiah 11:2 ("Might", "Fortaleza").
    pub anointing: &'static str,
    /// The symbol drawn with the colour ("shield", "escudo").
    pub symbol: &'static str,
}

/// A Stronghold symbol's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SymbolWords {
    /// The symbol's name ("Purple River", "Río morado").
    pub name: &'static str,
    /// The shape without its colour, for a compact card ("River", "Río").
    pub shape: &'static str,
}

/// The Spanish words of every card, colour and symbol, as the file gives them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spanish {
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
    colours: BTreeMap<String, RawColour>,
    symbols: BTreeMap<String, RawSymbol>,
    cards: BTreeMap<String, RawCard>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawColour {
    name: String,
    anointing: String,
    symbol: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSymbol {
    name: String,
    shape: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    title: String,
    text: String,
}

impl Spanish {
    /// Parses and checks a Spanish words file against the engine's content: exactly the content's card ids,
    /// colour codes and Stronghold symbols, each with non-empty words, and every symbol's shape its own.
    pub fn load_str(json: &str) -> Result<Spanish, LoadError> {
        let fail = |problem: Msg| LoadError::new(FILE, problem);
        let words: Spanish =
            serde_json::from_str(json).map_err(|e| fail(Msg::verbatim(e.to_string())))?;
        let table = content();
        let ids: HashSet<&str> = table.cards.iter().map(|c| c.id.as_str()).collect();
        for card in &table.cards {
            let w = words.cards.get(&card.id).ok_or_else(|| {
                fail(msg!(
                    "card {id} has no Spanish words",
                    id = card.id.as_str()
                ))
            })?;
            if w.title.trim().is_empty() || (!card.text.is_empty() && w.text.trim().is_empty()) {
                return Err(fail(msg!(
                    "card {id}: a title or text is empty",
                    id = card.id.as_str()
                )));
            }
        }
        if let Some(extra) = words.cards.keys().find(|id| !ids.contains(id.as_str())) {
            return Err(fail(msg!(
                "\"{extra}\" is not a card of the content",
                extra = extra.as_str()
            )));
        }
        let codes: HashSet<&str> = Colour::ALL.iter().map(|c| c.code()).collect();
        for colour in Colour::ALL {
            let w = words.colours.get(colour.code()).ok_or_else(|| {
                fail(msg!(
                    "the colour {code} has no Spanish words",
                    code = colour.code()
                ))
            })?;
            if [&w.name, &w.anointing, &w.symbol]
                .iter()
                .any(|s| s.trim().is_empty())
            {
                return Err(fail(msg!(
                    "the colour {code}: a word is empty",
                    code = colour.code()
                )));
            }
        }
        if let Some(extra) = words.colours.keys().find(|c| !codes.contains(c.as_str())) {
            return Err(fail(msg!(
                "\"{extra}\" is not a colour code",
                extra = extra.as_str()
            )));
        }
        let symbols: HashSet<&str> = table
            .cards
            .iter()
            .filter_map(|c| c.symbol.as_deref())
            .collect();
        let mut shapes = HashSet::new();
        for symbol in &symbols {
            let w = words.symbols.get(*symbol).ok_or_else(|| {
                fail(msg!(
                    "the symbol {symbol} has no Spanish words",
                    symbol = *symbol
                ))
            })?;
            if w.name.trim().is_empty() || !shapes.insert(w.shape.as_str()) {
                return Err(fail(msg!(
                    "the symbol {symbol}: its name is empty or its shape is another's",
                    symbol = *symbol
                )));
            }
        }
        if let Some(extra) = words.symbols.keys().find(|s| !symbols.contains(s.as_str())) {
            return Err(fail(msg!(
                "\"{extra}\" is not a Stronghold symbol",
                extra = extra.as_str()
            )));
        }
        Ok(words)
    }
}

/// The embedded Spanish words, loaded and checked on first use. An error means the shipped file is broken,
/// which this crate's tests rule out.
pub fn spanish() -> Result<&'static Spanish, LoadError> {
    static WORDS: OnceLock<Result<Spanish, LoadError>> = OnceLock::new();
    WORDS
        .get_or_init(|| Spanish::load_str(JSON))
        .as_ref()
        .map_err(Clone::clone)
}

/// A card's words in `lang`. Should the Spanish file not load (see [`spanish`] for the error), the English
/// words are given.
pub fn words(card: CardId, lang: Lang) -> CardWords {
    let english = card.card();
    let spanish = match lang {
        Lang::English => None,
        Lang::Spanish => spanish().ok().and_then(|s| s.cards.get(&english.id)),
    };
    match spanish {
        Some(w) => CardWords {
            title: &w.title,
            text: &w.text,
        },
        None => CardWords {
            title: &english.title,
            text: &english.text,
        },
    }
}

/// A colour's words in `lang` (English from the content's colour table).
pub fn colour(colour: Colour, lang: Lang) -> ColourWords {
    let spanish = match lang {
        Lang::English => None,
        Lang::Spanish => spanish().ok().and_then(|s| s.colours.get(colour.code())),
    };
    match spanish {
        Some(w) => ColourWords {
            name: &w.name,
            anointing: &w.anointing,
            symbol: &w.symbol,
        },
        None => {
            let info = content().colour(colour);
            ColourWords {
                name: &info.name,
                anointing: &info.anointing,
                symbol: &info.symbol,
            }
        }
    }
}

/// A Stronghold symbol's words in `lang`, by its name in the content ("Purple River"); `None` if no Stronghold
/// has that symbol. The English shape drops the leading colour words ("Dark-Blue Storm Cloud" -> "Storm Cloud").
pub fn symbol(name: &str, lang: Lang) -> Option<SymbolWords> {
    let english = content()
        .cards
        .iter()
        .find_map(|c| c.symbol.as_deref().filter(|s| *s == name))?;
    if lang == Lang::Spanish {
        if let Some(w) = spanish().ok().and_then(|s| s.symbols.get(english)) {
            return Some(SymbolWords {
                name: &w.name,
                shape: &w.shape,
            });
        }
    }
    let shape = english.split_once(' ').map_or(english, |(_, rest)| rest);
    Some(SymbolWords {
        name: english,
        shape,
    })
}
