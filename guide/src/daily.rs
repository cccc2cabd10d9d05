//! The verse of the day: one entry of the verse library per calendar date, going round the whole library
//! before any verse comes again.
//!
//! The rule: the entries whose text is at most [`SHORT`] characters (what Home has room for; the longer
//! passages are never the verse of the day) are ordered by the FNV-1a 64-bit hash ([`fnv1a64`]) of their
//! reference as the app writes it ("Ephesians 6:11"), ties by the reference; the date whose day number
//! (days since 1970-01-01) is N shows entry N mod (the number of entries) of that order. Adding a verse to the
//! library inserts it into the order without moving the others relative to each other.
//!
//! The order is the King James library's in every language, so that everyone has the same verse on the same
//! day: in Spanish the day shows the Reina-Valera 1909 entry of that reference ([`entry_of_the_day_in`]).

use crate::scripture::{library, library_in, Entry, Library};
use crate::uses::{uses_in, Use};
use crate::{Lang, LoadError};
use standfirm_engine::msg;
use standfirm_store::{day_number, Date};
use std::sync::OnceLock;

/// The longest text, in characters, that can be the verse of the day.
pub const SHORT: usize = 250;

/// The verse of one day: its library entry (reference, text, translation) and where the app uses it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyVerse {
    /// The entry: `reference`, `text` and `translation`.
    pub entry: &'static Entry,
    /// Where the games use it (help sections with their rule IDs, Strongholds cards, armor pieces, log lines);
    /// empty if nowhere.
    pub uses: Vec<Use>,
}

/// FNV-1a, 64 bits (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The entries that can be the verse of the day, in the order the days go through them.
pub fn order(library: &Library) -> Vec<&Entry> {
    let mut entries: Vec<&Entry> = library
        .entries()
        .iter()
        .filter(|e| e.text.chars().count() <= SHORT)
        .collect();
    entries.sort_by(|a, b| {
        (fnv1a64(a.reference.as_bytes()), &a.reference)
            .cmp(&(fnv1a64(b.reference.as_bytes()), &b.reference))
    });
    entries
}

/// The entry of `order` for `date`; `None` if the order is empty.
pub fn pick<'a>(order: &[&'a Entry], date: Date) -> Option<&'a Entry> {
    let len = i64::try_from(order.len()).ok().filter(|&n| n > 0)?;
    let index = usize::try_from(day_number(date).rem_euclid(len)).ok()?;
    order.get(index).copied()
}

/// The entry of the verse of the day on `date` (`standfirm_store::today()` for Home), from the embedded
/// library: what Home shows, without the work of finding where the games use it.
pub fn entry_of_the_day(date: Date) -> Result<&'static Entry, LoadError> {
    static ORDER: OnceLock<Result<Vec<&'static Entry>, LoadError>> = OnceLock::new();
    let order = ORDER
        .get_or_init(|| library().map(order))
        .as_ref()
        .map_err(Clone::clone)?;
    pick(order, date).ok_or_else(|| {
        LoadError::new(
            crate::scripture::FILE,
            msg!(
                "no entry is short enough for the verse of the day (at most {short} characters)",
                short = SHORT
            ),
        )
    })
}

/// The entry of the verse of the day on `date` in the library of `lang`: the reference [`entry_of_the_day`]
/// picks, in that language's translation.
pub fn entry_of_the_day_in(date: Date, lang: Lang) -> Result<&'static Entry, LoadError> {
    let reference = &entry_of_the_day(date)?.reference;
    let translation = library_in(lang)?;
    translation.verse(reference).ok_or_else(|| {
        LoadError::new(
            translation.translation().file(),
            msg!(
                "{reference}, the verse of the day, is missing",
                reference = reference.as_str()
            ),
        )
    })
}

/// The verse of the day on `date` with the rules and cards that use it ([`entry_of_the_day`] and its uses).
pub fn verse_of_the_day(date: Date) -> Result<DailyVerse, LoadError> {
    verse_of_the_day_in(date, Lang::English)
}

/// The verse of the day on `date` in `lang`, with the rules and cards that use it, named in `lang`.
pub fn verse_of_the_day_in(date: Date, lang: Lang) -> Result<DailyVerse, LoadError> {
    let entry = entry_of_the_day_in(date, lang)?;
    Ok(DailyVerse {
        entry,
        uses: uses_in(&entry.reference, lang),
    })
}
