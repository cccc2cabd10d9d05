//! The verse libraries: every verse the app refers to, verbatim from the King James Version (embedded from
//! `assets/scripture.json`, made by `tools/scripture/make_scripture.py`) and from the Reina-Valera 1909 for
//! Spanish (`assets/scripture-rv1909.json`, made by `tools/scripture/make_scripture_rv1909.py`), each parsed once.
//! The two libraries hold the same references in the same order, keyed by the same canonical reference
//! ("Ephesians 6:11"); a Spanish entry also carries the reference as a Spanish reader sees it ("Efesios 6:11").
//!
//! Look a verse up with [`verse`] or [`verse_in`] (abbreviated and Spanish forms such as "Eph 6:14b" or
//! "Efesios 6:14" are accepted), list them with [`Library::entries`] or [`Library::by_book`], and search them
//! with [`search`] or [`search_in`].

mod books;
mod reference;
mod search;

pub use books::{find as find_book, Book, BOOKS};
pub use reference::{normalise, shown_in, Range, Reference};

use crate::{Lang, LoadError};
use serde::Deserialize;
use standfirm_engine::msg;
use standfirm_engine::words::Msg;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Where the King James library comes from, as a path in the repository.
pub const FILE: &str = "assets/scripture.json";
/// Where the Reina-Valera 1909 library comes from, as a path in the repository.
pub const FILE_RV1909: &str = "assets/scripture-rv1909.json";
const JSON: &str = include_str!("../../../assets/scripture.json");
const JSON_RV1909: &str = include_str!("../../../assets/scripture-rv1909.json");

/// A translation of the Bible: one public-domain translation per language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum Translation {
    /// The King James Version, for English.
    #[serde(rename = "KJV")]
    Kjv,
    /// The Reina-Valera 1909, for Spanish.
    #[serde(rename = "RV1909")]
    Rv1909,
}

impl Translation {
    /// The translation of a language's verses.
    pub fn of(lang: Lang) -> Translation {
        match lang {
            Lang::English => Translation::Kjv,
            Lang::Spanish => Translation::Rv1909,
        }
    }

    /// The language it is in.
    pub fn lang(self) -> Lang {
        match self {
            Translation::Kjv => Lang::English,
            Translation::Rv1909 => Lang::Spanish,
        }
    }

    /// The short name shown after a reference ("KJV", "RV1909"), as the library file writes it.
    pub fn code(self) -> &'static str {
        match self {
            Translation::Kjv => "KJV",
            Translation::Rv1909 => "RV1909",
        }
    }

    /// The full name ("King James Version", "Reina-Valera 1909").
    pub fn name(self) -> &'static str {
        match self {
            Translation::Kjv => "King James Version",
            Translation::Rv1909 => "Reina-Valera 1909",
        }
    }

    /// The library file of this translation, as a path in the repository.
    pub fn file(self) -> &'static str {
        match self {
            Translation::Kjv => FILE,
            Translation::Rv1909 => FILE_RV1909,
        }
    }

    fn json(self) -> &'static str {
        match self {
            Translation::Kjv => JSON,
            Translation::Rv1909 => JSON_RV1909,
        }
    }
}

/// One reference of the library with its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The canonical reference, the key of both libraries ("Ephesians 6:14-17", "Proverbs 8:13; 9:10").
    pub reference: String,
    /// The reference as a reader of the translation's language sees it: the same as `reference` in English,
    /// "Efesios 6:14-17" or "Proverbios 8:13; 9:10" in Spanish.
    pub shown: String,
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

/// Every entry of one translation, in canonical order (by book, chapter and verse).
#[derive(Debug, Clone)]
pub struct Library {
    translation: Translation,
    entries: Vec<Entry>,
    by_reference: HashMap<String, usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    #[serde(rename = "ref")]
    reference: String,
    translation: Translation,
    #[serde(default)]
    shown: Option<String>,
    text: String,
}

impl Library {
    /// Parses and checks a King James library file (see [`Library::load_translation`]).
    pub fn load_str(json: &str) -> Result<Library, LoadError> {
        Library::load_translation(json, Translation::Kjv)
    }

    /// Parses and checks a library file of `translation`: every entry of that translation, its reference
    /// written as the app's canonical key, once, with a non-empty text; its `shown` reference, which a Spanish
    /// library must give and an English one may leave out, is the reference written in the translation's
    /// language. An error names the translation's file.
    pub fn load_translation(json: &str, translation: Translation) -> Result<Library, LoadError> {
        Library::load_file(json, translation, translation.file())
    }

    /// Parses and checks a file of `translation` as [`Library::load_translation`] does, an error naming `file`
    /// (the verse of the day's passages are kept in files of their own, in the same form).
    pub fn load_file(
        json: &str,
        translation: Translation,
        file: &'static str,
    ) -> Result<Library, LoadError> {
        let fail = |problem: Msg| LoadError::new(file, problem);
        let raw: Vec<RawEntry> =
            serde_json::from_str(json).map_err(|e| fail(Msg::verbatim(e.to_string())))?;
        let mut entries = Vec::with_capacity(raw.len());
        for entry in raw {
            let parsed = Reference::parse(&entry.reference).ok_or_else(|| {
                fail(msg!(
                    "\"{reference}\" is not a reference",
                    reference = entry.reference.as_str()
                ))
            })?;
            let canonical = parsed.to_string();
            if canonical != entry.reference {
                return Err(fail(msg!(
                    "\"{reference}\" should be written \"{canonical}\"",
                    reference = entry.reference.as_str(),
                    canonical = canonical
                )));
            }
            if entry.translation != translation {
                return Err(fail(msg!(
                    "{reference} is {found}, not {translation}",
                    reference = entry.reference.as_str(),
                    found = entry.translation.code(),
                    translation = translation.code()
                )));
            }
            let expected = parsed.written_in(translation.lang());
            let shown = match entry.shown {
                Some(shown) if shown == expected => shown,
                Some(shown) => {
                    return Err(fail(msg!(
                        "{reference} is shown \"{shown}\"; it should be \"{expected}\"",
                        reference = entry.reference.as_str(),
                        shown = shown,
                        expected = expected
                    )))
                }
                None if translation.lang() == Lang::English => expected,
                None => {
                    return Err(fail(msg!(
                        "{reference} has no \"shown\" reference",
                        reference = entry.reference.as_str()
                    )))
                }
            };
            if entry.text.trim().is_empty() {
                return Err(fail(msg!(
                    "{reference} has no text",
                    reference = entry.reference.as_str()
                )));
            }
            let first = parsed.ranges[0];
            entries.push(Entry {
                reference: entry.reference,
                shown,
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
                return Err(fail(msg!(
                    "{reference} is listed twice",
                    reference = entry.reference.as_str()
                )));
            }
        }
        Ok(Library {
            translation,
            entries,
            by_reference,
        })
    }

    /// The translation of every entry.
    pub fn translation(&self) -> Translation {
        self.translation
    }

    /// Every entry, in canonical order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry of a reference, written in full, abbreviated or in Spanish ("Eph 6:14b" and "Efesios 6:14" find
    /// "Ephesians 6:14").
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

/// The embedded King James library, loaded on first use (see [`library_in`]).
pub fn library() -> Result<&'static Library, LoadError> {
    library_in(Lang::English)
}

/// The embedded library of a language (the King James Version for English, the Reina-Valera 1909 for
/// Spanish), loaded on first use. An error here means the shipped file is broken, which this crate's tests rule
/// out; the app shows the error as a line of text.
pub fn library_in(lang: Lang) -> Result<&'static Library, LoadError> {
    static LIBRARIES: [OnceLock<Result<Library, LoadError>>; 2] =
        [OnceLock::new(), OnceLock::new()];
    let translation = Translation::of(lang);
    LIBRARIES[lang as usize]
        .get_or_init(|| Library::load_translation(translation.json(), translation))
        .as_ref()
        .map_err(Clone::clone)
}

/// The entry of a reference in the embedded King James library (see [`Library::verse`]); `None` if it is not
/// there or the library did not load.
pub fn verse(reference: &str) -> Option<&'static Entry> {
    verse_in(reference, Lang::English)
}

/// The entry of a reference in the embedded library of `lang` (see [`Library::verse`]); `None` if it is not
/// there or the library did not load.
pub fn verse_in(reference: &str, lang: Lang) -> Option<&'static Entry> {
    library_in(lang).ok()?.verse(reference)
}

/// Searches the embedded King James library (see [`Library::search`]); empty if the library did not load.
pub fn search(query: &str) -> Vec<&'static Entry> {
    search_in(query, Lang::English)
}

/// Searches the embedded library of `lang` (see [`Library::search`]); empty if the library did not load.
pub fn search_in(query: &str, lang: Lang) -> Vec<&'static Entry> {
    library_in(lang)
        .map(|l| l.search(query))
        .unwrap_or_default()
}

/// The 66 books in canonical order, Genesis to Revelation.
pub fn books() -> &'static [Book] {
    &BOOKS
}
