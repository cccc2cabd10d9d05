//! The verse library: every verse the app refers to, verbatim from the King James Version, embedded from
//! `assets/scripture.json` (made by `tools/scripture/make_scripture.py`) and parsed once.
//!
//! Look a verse up with [`verse`] (abbreviated forms such as "Eph 6:14b" are accepted), list them with
//! [`Library::entries`] or [`Library::by_book`], and search them with [`search`].

mod books;
mod reference;
mod search;

pub use books::{find as find_book, Book, BOOKS};
pub use reference::{normalise, Range, Reference};

use crate::LoadError;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Where the library comes from, as a path in the repository.
pub const FILE: &str = "assets/scripture.json";
const JSON: &str = include_str!("../../../assets/scripture.json");

/// A translation of the Bible. The library holds only the King James Version (public domain).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum Translation {
    /// The King James Version.
    #[serde(rename = "KJV")]
    Kjv,
}

impl Translation {
    /// The short name shown after a reference ("KJV").
    pub fn code(self) -> &'static str {
        match self {
            Translation::Kjv => "KJV",
        }
    }

    /// The full name ("King James Version").
    pub fn name(self) -> &'static str {
        match self {
            Translation::Kjv => "King James Version",
        }
    }
}

/// One reference of the library with its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The reference as the app shows it ("Ephesians 6:14-17", "Proverbs 8:13; 9:10").
    pub reference: String,
    /// The translation of `text`.
    pub translation: Translation,
    /// The text, verbatim. A list of references has one line per part, each starting with its reference.
    pub text: String,
    /// The book (of the first part), for grouping.
    pub book: &'static Book,
    /// The chapter (of the first part), for sorting.
    pub chapter: u16,
    /// The first verse, for sorting.
    pub verse: u16,
    /// Every range of the reference.
    pub parsed: Reference,
}

impl Entry {
    fn sort_key(&self) -> (u8, u16, u16, &str) {
        (self.book.index, self.chapter, self.verse, &self.reference)
    }
}

/// Every entry, in canonical order (by book, chapter and verse).
#[derive(Debug, Clone)]
pub struct Library {
    entries: Vec<Entry>,
    by_reference: HashMap<String, usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    #[serde(rename = "ref")]
    reference: String,
    translation: Translation,
    text: String,
}

impl Library {
    /// Parses and checks a library file: every reference must be written as the app shows it, once, with a
    /// non-empty text.
    pub fn load_str(json: &str) -> Result<Library, LoadError> {
        let raw: Vec<RawEntry> =
            serde_json::from_str(json).map_err(|e| LoadError::new(FILE, e.to_string()))?;
        let mut entries = Vec::with_capacity(raw.len());
        for entry in raw {
            let parsed = Reference::parse(&entry.reference).ok_or_else(|| {
                LoadError::new(FILE, format!("\"{}\" is not a reference", entry.reference))
            })?;
            let shown = parsed.to_string();
            if shown != entry.reference {
                let problem = format!("\"{}\" should be written \"{shown}\"", entry.reference);
                return Err(LoadError::new(FILE, problem));
            }
            if entry.text.trim().is_empty() {
                return Err(LoadError::new(
                    FILE,
                    format!("{} has no text", entry.reference),
                ));
            }
            let first = parsed.ranges[0];
            entries.push(Entry {
                reference: entry.reference,
                translation: entry.translation,
                text: entry.text,
                book: first.book(),
                chapter: first.chapter,
                verse: first.first,
                parsed,
            });
        }
        entries.sort_by(|a, b| a.sort_key().cmp(&b.sort_key()));
        let mut by_reference = HashMap::new();
        for (i, entry) in entries.iter().enumerate() {
            if by_reference.insert(entry.reference.clone(), i).is_some() {
                return Err(LoadError::new(
                    FILE,
                    format!("{} is listed twice", entry.reference),
                ));
            }
        }
        Ok(Library {
            entries,
            by_reference,
        })
    }

    /// Every entry, in canonical order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry of a reference, written in full or abbreviated ("Eph 6:14b" finds "Ephesians 6:14").
    pub fn verse(&self, reference: &str) -> Option<&Entry> {
        let shown = normalise(reference)?;
        self.by_reference.get(&shown).map(|&i| &self.entries[i])
    }

    /// The entries grouped by the book of their first part, books in canonical order.
    pub fn by_book(&self) -> Vec<(&'static Book, Vec<&Entry>)> {
        let mut groups: Vec<(&'static Book, Vec<&Entry>)> = Vec::new();
        for entry in &self.entries {
            match groups.last_mut() {
                Some((book, list)) if *book == entry.book => list.push(entry),
                _ => groups.push((entry.book, vec![entry])),
            }
        }
        groups
    }
}

/// The embedded library, loaded on first use. An error here means the shipped file is broken, which this crate's
/// tests rule out; the app shows the error as a line of text.
pub fn library() -> Result<&'static Library, LoadError> {
    static LIBRARY: OnceLock<Result<Library, LoadError>> = OnceLock::new();
    LIBRARY
        .get_or_init(|| Library::load_str(JSON))
        .as_ref()
        .map_err(Clone::clone)
}

/// The entry of a reference in the embedded library (see [`Library::verse`]); `None` if it is not there or the
/// library did not load.
pub fn verse(reference: &str) -> Option<&'static Entry> {
    library().ok()?.verse(reference)
}

/// Searches the embedded library (see [`Library::search`]); empty if the library did not load.
pub fn search(query: &str) -> Vec<&'static Entry> {
    library().map(|l| l.search(query)).unwrap_or_default()
}

/// The 66 books in canonical order, Genesis to Revelation.
pub fn books() -> &'static [Book] {
    &BOOKS
}
