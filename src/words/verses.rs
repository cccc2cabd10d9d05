//! Verses shown in full anywhere in the app come from the one library of the language now
//! (`standfirm_guide::scripture`: the King James Version in English, the Reina-Valera 1909 in Spanish, verbatim):
//! the result sheets, the verse sheet, the help; the verse a result sheet shows; and a reference as the reader
//! of the language now writes it.

use crate::words::tr::lang;
use standfirm_guide::scripture;

/// Ephesians 6:13, for a victory.
pub const STAND: &str = "Ephesians 6:13";
/// Ephesians 6:10, for a loss: encouragement to try again.
pub const BE_STRONG: &str = "Ephesians 6:10";
/// Ephesians 6:11, for a practice game.
pub const PUT_ON: &str = "Ephesians 6:11";

/// A verse's words in the language now and its reference as its reader writes it, with the translation named
/// ("Ephesians 6:13 (KJV)", "Efesios 6:13 (RV1909)"); if the library could not be read, the reference alone,
/// so that nothing breaks.
pub fn quote(reference: &str) -> (String, String) {
    match standfirm_guide::daily::find_in(reference, lang()) {
        Some(entry) => (
            entry.text.clone(),
            format!("{} ({})", entry.shown, entry.translation.code()),
        ),
        None => (String::new(), shown(reference)),
    }
}

/// A reference as a reader of the language now writes it ("Ephesians 6:11", "Efesios 6:11"); anything that is
/// not a reference stays as it is.
pub fn shown(reference: &str) -> String {
    scripture::shown_in(reference, lang()).unwrap_or_else(|| reference.to_string())
}

/// The verse of a result sheet whose own verse is `verse`: a won daily deal (whose verse is [`STAND`]) recalls
/// the verse of its day instead. Whether it recalls one, its text and its reference as shown.
pub fn result_verse(
    verse: &'static str,
    daily: Option<standfirm_store::Date>,
) -> (bool, String, String) {
    let memory = (verse == STAND).then(|| memory_verse(daily)).flatten();
    let (text, reference) = quote(memory.unwrap_or(verse));
    (memory.is_some(), text, reference)
}

/// The reference of the memory verse a won daily deal of `daily` recalls: the verse of that day (the day the
/// deal was started), if the game is a daily deal.
fn memory_verse(daily: Option<standfirm_store::Date>) -> Option<&'static str> {
    let entry = standfirm_guide::daily::entry_of_the_day(daily?).ok()?;
    Some(entry.reference.as_str())
}

#[cfg(test)]
#[path = "verses_tests.rs"]
mod tests;
