//! The Strongholds cards' words in the language now (our own content: `assets/strongholds-es.json` in Spanish):
//! a card's title and text, a colour's name and anointing, a Stronghold symbol's name and shape, a bot's level.

use crate::words::tr::{lang, tr};
use standfirm_engine::strongholds::content::Card;
use standfirm_engine::strongholds::{CardId, Colour, Level};
use standfirm_guide::cards;

/// The id of a card of the content.
fn id_of(card: &Card) -> Option<CardId> {
    CardId::parse(&card.id)
}

/// A card's title ("Shame", "Vergüenza").
pub fn title(card: &Card) -> &'static str {
    match id_of(card) {
        Some(id) => cards::words(id, lang()).title,
        None => "",
    }
}

/// A card's text: a Stronghold's lie, a Truth's verse paraphrase.
pub fn text(card: &Card) -> &'static str {
    match id_of(card) {
        Some(id) => cards::words(id, lang()).text,
        None => "",
    }
}

/// A card's title, by its id.
pub fn title_of(id: CardId) -> &'static str {
    cards::words(id, lang()).title
}

/// A colour's name ("Light Blue", "Azul claro").
pub fn colour(colour: Colour) -> &'static str {
    cards::colour(colour, lang()).name
}

/// A colour's anointing ("Might", "Fortaleza").
pub fn anointing(colour: Colour) -> &'static str {
    cards::colour(colour, lang()).anointing
}

/// A colour's symbol in words ("shield", "escudo").
pub fn colour_symbol(colour: Colour) -> &'static str {
    cards::colour(colour, lang()).symbol
}

/// A Stronghold symbol's name by its content name ("Purple River", "Río morado"); the name itself if unknown.
pub fn symbol(name: &str) -> String {
    cards::symbol(name, lang()).map_or_else(|| name.to_string(), |w| w.name.to_string())
}

/// A Stronghold symbol's shape without its colour ("River", "Río").
pub fn shape(name: &str) -> String {
    cards::symbol(name, lang()).map_or_else(|| name.to_string(), |w| w.shape.to_string())
}

/// Colours' names joined: "Green, Yellow".
pub fn colours(list: &[Colour]) -> String {
    list.iter()
        .map(|&c| colour(c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A bot's level ("Wise", "Sabio").
pub fn level(level: Level) -> String {
    match level {
        Level::Gentle => tr!("Gentle"),
        Level::Steady => tr!("Steady"),
        Level::Wise => tr!("Wise"),
    }
}

/// Names joined with the language's "and": "April, Steve and Ruth".
pub fn and_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => tr!("{list} and {last}", list = rest.join(", "), last = *last),
    }
}
