//! The verse of the day: one passage per calendar date from a list of its own ([`passages`]), chosen to encourage
//! and for the games' themes (the armor, the truth, the strongholds), each a whole sentence in both translations.
//!
//! The rule, a pure function of the date, the same for everyone in every language:
//!
//! - On a feast ([`season`]: Christmas, Easter Sunday, Pentecost) the day shows that feast's passage of the
//!   year: passage number (year mod the number of the feast's passages). A feast has two or more, so that its
//!   passage changes from one year to the next.
//! - Every other date whose day number (days since 1970-01-01) is N shows passage N mod R of the rotation's R
//!   passages ordered by the FNV-1a 64-bit hash ([`fnv1a64`]) of their reference as the app writes it ("Psalm
//!   46:1"), ties by the reference. The rotation has at least 366 passages and none of the feasts', so no
//!   passage comes again within 366 consecutive days.
//!
//! A Spanish reader sees the same reference in the Reina-Valera 1909 ([`entry_of_the_day_in`]).

mod passages;
pub mod season;

pub use passages::{passages, texts_in, Passages, FILE, FILE_KJV, FILE_RV1909};

use crate::scripture::{verse_in, Entry};
use crate::uses::{uses_in, Use};
use crate::{Lang, LoadError};
use standfirm_engine::msg;
use standfirm_store::{day_number, Date};
use std::sync::OnceLock;

/// The longest text, in characters, that Home has room for: every passage is at most this long in both
/// translations.
pub const SHORT: usize = 250;

/// The verse of one day: its entry (reference, text, translation) and where the games use it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyVerse {
    /// The entry: `reference`, `text` and `translation`.
    pub entry: &'static Entry,
    /// Where the games use it (help sections with their rule IDs, Strongholds cards, armor pieces, log lines);
    /// empty if nowhere, as for most passages of the list.
    pub uses: Vec<Use>,
}

/// FNV-1a, 64 bits (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The rotation's passages in the order the days go through them.
pub fn order(rotation: &[String]) -> Vec<&str> {
    let mut out: Vec<&str> = rotation.iter().map(String::as_str).collect();
    out.sort_by_key(|r| (fnv1a64(r.as_bytes()), *r));
    out
}

/// The passage of `order` for `date`, a day of the rotation; `None` if the order is empty.
pub fn pick<'a>(order: &[&'a str], date: Date) -> Option<&'a str> {
    let len = i64::try_from(order.len()).ok().filter(|&n| n > 0)?;
    let index = usize::try_from(day_number(date).rem_euclid(len)).ok()?;
    order.get(index).copied()
}

/// The reference of the verse of the day on `date` (`standfirm_store::today()` for Home).
pub fn reference_of_the_day(date: Date) -> Result<&'static str, LoadError> {
    static ORDER: OnceLock<Result<Vec<&'static str>, LoadError>> = OnceLock::new();
    let list = passages()?;
    if let Some(feast) = season::feast(date) {
        let own = list.of(feast);
        let at = i64::from(date.year()).rem_euclid(own.len().max(1) as i64) as usize;
        if let Some(reference) = own.get(at) {
            return Ok(reference);
        }
    }
    let order = ORDER
        .get_or_init(|| Ok(order(&passages()?.rotation)))
        .as_ref()
        .map_err(Clone::clone)?;
    pick(order, date)
        .ok_or_else(|| LoadError::new(FILE, msg!("the verse of the day has no passages")))
}

/// The King James entry of the verse of the day on `date`: what Home shows in English, without the work of
/// finding where the games use it.
pub fn entry_of_the_day(date: Date) -> Result<&'static Entry, LoadError> {
    entry_of_the_day_in(date, Lang::English)
}

/// The entry of the verse of the day on `date` in the translation of `lang`: the same reference in every
/// language.
pub fn entry_of_the_day_in(date: Date, lang: Lang) -> Result<&'static Entry, LoadError> {
    let reference = reference_of_the_day(date)?;
    let texts = texts_in(lang)?;
    texts.verse(reference).ok_or_else(|| {
        LoadError::new(
            match lang {
                Lang::English => FILE_KJV,
                Lang::Spanish => FILE_RV1909,
            },
            msg!(
                "{reference}, the verse of the day, is missing",
                reference = reference
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

/// The entry of `reference` in `lang`'s verse library or, if it is not there, among the verse of the day's
/// passages: what a verse sheet, a result sheet's memory verse and Home look a reference up in.
pub fn find_in(reference: &str, lang: Lang) -> Option<&'static Entry> {
    verse_in(reference, lang).or_else(|| texts_in(lang).ok()?.verse(reference))
}
